import type { FastifyInstance } from 'fastify';

export interface LoggedRoute {
  method: string;
  url: string;
  access: unknown;
}

type FastifyModule = { default: (...args: never[]) => FastifyInstance };
const logs = new WeakMap<object, LoggedRoute[]>();

/**
 * The fastify module with its factory wrapped so every instance logs its routes from the first
 * one on: buildApp registers them all before a test could add an onRoute hook of its own.
 */
export function withRouteLog<M extends FastifyModule>(mod: M): M {
  const factory = (...args: never[]) => {
    const app = mod.default(...args);
    const log: LoggedRoute[] = [];
    logs.set(app, log);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        log.push({ method, url: route.url, access: route.config?.access });
    });
    return app;
  };
  return { ...mod, default: factory, fastify: factory };
}

/** The routes an app built under `withRouteLog` registered. */
export function routesOf(app: FastifyInstance): LoggedRoute[] {
  const log = logs.get(app);
  if (!log) throw new Error('the app was not built under withRouteLog (vi.mock of fastify missing)');
  return log;
}
