import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { sizeBodyLimits } from './lib/body-limit.ts';
import { registerControlCharacterGuard } from './lib/control-characters.ts';
import { errorSerializer, logRedaction, OneLineLogController, requestSerializer } from './lib/log.ts';
import { responseSerializerCompiler } from './lib/serializer.ts';
import { validatorCompiler } from './lib/validator.ts';
import { createCaptcha } from './modules/auth/captcha.ts';
import { handoffRoute } from './modules/auth/handoff-route.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bidderRoutes } from './modules/bidder/bidder-plugin.ts';
import { campaignOptimizerRoutes } from './modules/campaigns/optimizer-routes.ts';
import { campaignReachRoutes } from './modules/campaigns/reach/reach-routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { campaignStatusRoutes } from './modules/campaigns/status-routes.ts';
import { campaignTargetingRoutes } from './modules/campaigns/targeting-routes.ts';
import { creativeItemsRoute } from './modules/creatives/creative-items-route.ts';
import { imageRoutes } from './modules/creatives/image-routes.ts';
import { creativeRoutes } from './modules/creatives/routes.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { guestTokenRoutes } from './modules/guest-tokens/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { optimizationRoutes } from './modules/optimization/plugin.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { pubDspRoutes } from './modules/publisher/dsp-routes.ts';
import { pubSiteRoutes } from './modules/publisher/site-routes.ts';
import { pubZoneRoutes } from './modules/publisher/zone-routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { resourceRoutes } from './modules/resources/routes.ts';
import { sspRoutes } from './modules/ssp/routes.ts';
import { sspEndpointRoutes } from './modules/ssp-endpoints/routes.ts';
import { statisticsRoutes } from './modules/statistics/routes.ts';
import { CLICK_LINK_MAX } from './modules/tracking/click-link.ts';
import { postbackDebugRoutes } from './modules/tracking/debug-routes.ts';
import { postbackRoutes } from './modules/tracking/postback-routes.ts';
import { retargetingRoutes } from './modules/tracking/retargeting-routes.ts';
import { loadSigner } from './modules/tracking/signing.ts';
import { trackRoutes } from './modules/tracking/track-routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { frameworkErrors, registerErrorHandler, registerRequestLanguage } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

/** A hop count trusts the nearest `hops` proxies (what Fastify does for a number, which its types omit). */
const trustProxyOption = (value: Config['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** Builds the whole server without listening: tests call `app.inject`, main.ts listens. */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: logRedaction,
      serializers: { req: requestSerializer, err: errorSerializer },
      ...(config.logFile ? { file: config.logFile } : {}),
    },
    // One line per request instead of Fastify's two (lib/log.ts).
    logController: new OneLineLogController(),
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: trustProxyOption(config.trustProxy),
    // A click link (/track/click/{link}) is the longest path parameter; longer ones are a 414.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: CLICK_LINK_MAX + 100 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  registerControlCharacterGuard(app);
  sizeBodyLimits(app, config.bodyLimit);
  // Answers through fast-json-stringify, checked against zod outside production (lib/serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler(config.env !== 'production'));
  // A JSON API: plain-text bodies get a 415 instead of reaching the schemas as strings.
  app.removeContentTypeParser('text/plain');

  const { db } = database;
  await registerSecurity(app);
  await app.register(etag);
  await registerCompression(app);
  await registerOpenApi(app);
  registerRequestLanguage(app);
  registerErrorHandler(app, await registerWeb(app, config.webDist));
  await app.register(authPlugin, { database, idleMs: config.session.idleMs });

  const captcha = await createCaptcha(db);
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { db, config, captcha });
  await app.register(handoffRoute, { db, config });
  await app.register(registrationRoutes, { db, config, captcha });
  await app.register(resourceRoutes);
  await app.register(profileRoutes, { db });
  await app.register(groupRoutes, { db });
  await app.register(campaignRoutes, { database });
  await app.register(campaignStatusRoutes, { db });
  await app.register(campaignTargetingRoutes, { db });
  await app.register(campaignOptimizerRoutes, { db });
  await app.register(campaignReachRoutes, { db });
  await app.register(optimizationRoutes, { db });
  await app.register(creativeRoutes, { db });
  await app.register(creativeItemsRoute, { db });
  await app.register(statisticsRoutes, { db, writes: database.writes });
  await app.register(guestTokenRoutes, { db, publicUrl: config.publicUrl });
  await app.register(pubSiteRoutes, { db });
  await app.register(pubZoneRoutes, { db, publicUrl: config.publicUrl });
  await app.register(pubDspRoutes, { db });
  await app.register(imageRoutes, { db, uploadsDir: config.uploadsDir });
  await app.register(sspRoutes, { db });
  await app.register(sspEndpointRoutes, { db, publicUrl: config.publicUrl });
  await app.register(trackRoutes, { db, publicUrl: config.publicUrl });
  await app.register(postbackRoutes, { db, publicUrl: config.publicUrl });
  await app.register(retargetingRoutes, { db, publicUrl: config.publicUrl });
  await app.register(postbackDebugRoutes, { db, publicUrl: config.publicUrl, signer: await loadSigner(db) });
  await app.register(bidderRoutes, {
    database,
    publicUrl: config.publicUrl,
    processes: config.workers,
    cityDatabase: config.geoipCityDb,
    readCityDatabaseAtStart: config.env === 'production',
  });
  return app;
}
