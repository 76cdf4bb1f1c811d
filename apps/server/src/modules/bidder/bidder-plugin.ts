import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { StatsIngestor } from '../statistics/ingest.ts';
import { loadSigner } from '../tracking/signing.ts';
import { Bidder } from './bidder.ts';
import { type BidderService, type Listen, startBidderService } from './bidder-service.ts';
import { BudgetLedger } from './budget/budget-ledger.ts';
import { FrequencyCaps } from './budget/frequency-caps.ts';
import { DeliveryFunnel } from './delivery-funnel.ts';
import { noticeRoutes } from './notice-routes.ts';
import { loadCityDatabase, useCityDatabase } from './openrtb/geo-ip.ts';
import { rtbRoutes } from './rtb-routes.ts';
import { serveRoutes } from './serve-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The auction in memory (tests read its snapshot). */
    bidder: Bidder;
    /** Its background: tests call `reload()` and `flush()` rather than wait for the timers. */
    bidderService: BidderService;
  }
}

export interface BidderPluginOptions {
  database: Database;
  publicUrl: string;
  /** Server processes sharing the database (WORKERS): each takes its share of every QPS limit. */
  processes?: number;
  /** The city database of addresses (GEOIP_CITY_DB); undefined: the bundled GeoLite2 City. */
  cityDatabase?: string;
  /**
   * Read it at start (production), so the first visitors get their region and city and a bad
   * GEOIP_CITY_DB shows in the log at once; else on the first address looked up (tests, dev).
   */
  readCityDatabaseAtStart?: boolean;
}

/**
 * The bidder: bid requests from SSPs and guest SSPs (/rtb), publisher zones' ad requests
 * (/serve/zone, /serve/vast, /serve/link) and the notices of bids (/serve/win, bill, loss, imp).
 * docs/bidder.md follows a request from its arrival to the statistics.
 */
const bidderPlugin: FastifyPluginAsync<BidderPluginOptions> = async (
  app,
  { database, publicUrl, processes = 1, cityDatabase, readCityDatabaseAtStart = false },
) => {
  const { db } = database;
  const unreadable = (error: Error) =>
    app.log.warn({ err: error }, 'city database unreadable: addresses give their country only');
  useCityDatabase(cityDatabase, unreadable);
  if (readCityDatabaseAtStart)
    app.addHook('onReady', async () => {
      void loadCityDatabase().then(
        ({ file, type, built }) => app.log.info({ file, type, built }, 'city database read'),
        unreadable,
      );
    });
  const ledger = new BudgetLedger(db, { onError: (error) => app.log.warn({ err: error }, 'budget ledger') });
  const funnel = new DeliveryFunnel();
  const bidder = new Bidder({
    signer: await loadSigner(db),
    ledger,
    caps: new FrequencyCaps(),
    funnel,
    ingestor: new StatsIngestor(db),
  });
  ledger.start();
  const service = await startBidderService({
    db,
    bidder,
    // Both drivers LISTEN (db/client.ts); a stand-in Database without it reloads on the timer only.
    listen: (database as { listen?: Listen }).listen?.bind(database),
    log: app.log,
    flushFunnel: async () => {
      await funnel.flush(db);
    },
    tickFunnel: () => funnel.tick(),
  });
  app.decorate('bidder', bidder);
  app.decorate('bidderService', service);
  app.addHook('onClose', async () => {
    await service.stop();
    await ledger.stop();
  });
  await app.register(rtbRoutes, { bidder, publicUrl, processes });
  await app.register(noticeRoutes, { bidder, signer: bidder.parts.signer });
  await app.register(serveRoutes, { bidder, publicUrl });
};

/** Not encapsulated, so `app.bidder` is the root app's; the routes keep their own scopes. */
export const bidderRoutes = fp(bidderPlugin, { name: 'bidder' });
