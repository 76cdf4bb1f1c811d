import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { loadSigner } from './signing.ts';
import { trackClickRoute } from './track-click-route.ts';
import { trackConversionRoute } from './track-conversion-route.ts';
import { trackPixelRoute } from './track-pixel-route.ts';
import { startTrackingCounter, type TrackingCounter } from './tracking-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts recorded clicks and conversions into statistics; tests call runOnce to not wait. */
    trackingCounter: TrackingCounter;
  }
}

/**
 * The public tracking endpoints (no session): ad clicks, conversion postbacks, retargeting
 * pixels; and the counter that moves what they record into statistics.
 */
const tracking: FastifyPluginAsync<{ db: Db; publicUrl: string; countEveryMs?: number }> = async (
  app,
  { db, publicUrl, countEveryMs },
) => {
  const signer = await loadSigner(db);
  await app.register(trackClickRoute, { db, signer });
  await app.register(trackConversionRoute, { db, signer });
  await app.register(trackPixelRoute, { db, publicUrl });
  const counter = startTrackingCounter(db, app.log, countEveryMs);
  app.decorate('trackingCounter', counter);
  app.addHook('onClose', () => counter.stop());
};

/** Not encapsulated, so `app.trackingCounter` is the root app's; the routes keep their own scopes. */
export const trackRoutes = fp(tracking, { name: 'tracking' });
