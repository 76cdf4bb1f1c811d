import dc from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll } from 'vitest';

export interface LoggedRoute {
  method: string;
  url: string;
  access: unknown;
}

/** Each method of a route with its declared access. */
export const accessOf = (route: RouteOptions): LoggedRoute[] =>
  [route.method].flat().map((method) => ({ method, url: route.url, access: route.config?.access }));

/**
 * Logs the routes of every app built after the call, as `describe` turns each into entries,
 * through Fastify's documented initialization channel: buildApp has registered every route
 * before a test could add an onRoute hook of its own, so the hook goes on as each app is created.
 */
export function logRoutes<T = LoggedRoute>(
  describe: (route: RouteOptions) => T[] = accessOf as unknown as (route: RouteOptions) => T[],
): (app: FastifyInstance) => T[] {
  const logs = new WeakMap<FastifyInstance, T[]>();
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    const log: T[] = [];
    logs.set(fastify, log);
    fastify.addHook('onRoute', (route) => {
      log.push(...describe(route));
    });
  };
  dc.subscribe('fastify.initialization', onInit);
  afterAll(() => dc.unsubscribe('fastify.initialization', onInit));
  return (app) => {
    const log = logs.get(app);
    if (!log) throw new Error('the app was built before the routes were logged');
    return log;
  };
}
