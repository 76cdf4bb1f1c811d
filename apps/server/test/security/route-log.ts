import dc from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';

export interface LoggedRoute {
  method: string;
  url: string;
  access: unknown;
}

/**
 * Logs the routes of every app built after the call, with their declared access, through
 * Fastify's documented initialization channel: buildApp has registered every route before a
 * test could add an onRoute hook of its own, so the hook goes on as each app is created.
 */
export function logRoutes(): (app: FastifyInstance) => LoggedRoute[] {
  const logs = new WeakMap<FastifyInstance, LoggedRoute[]>();
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    const log: LoggedRoute[] = [];
    logs.set(fastify, log);
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        log.push({ method, url: route.url, access: route.config?.access });
    });
  };
  dc.subscribe('fastify.initialization', onInit);
  afterAll(() => dc.unsubscribe('fastify.initialization', onInit));
  return (app) => {
    const log = logs.get(app);
    if (!log) throw new Error('the app was built before logRoutes() was called');
    return log;
  };
}
