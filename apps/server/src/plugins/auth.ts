import type { Role } from '@panel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { SessionCache } from '../modules/auth/session-cache.ts';
import { type ActiveSession, findActiveSession } from '../modules/auth/session-repository.ts';

/** Where the database says a user or one of their sessions changed (migration 0012); the payload is the user id. */
export const SESSION_CHANNEL = 'session_changes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: a list of roles, `'any'` for every signed-in user, or
     * `'public'`. Every route under /api/v1 must say; the app refuses to start otherwise.
     */
    access?: readonly Role[] | 'any' | 'public';
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    /** Signed-in sessions believed without a database read (modules/auth/session-cache.ts). */
    sessions: SessionCache;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in session of a request whose route declared `access`; throws 401 otherwise. */
export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

export const authPlugin = fp<{ database: Database; idleMs: number }>(
  async (app: FastifyInstance, { database, idleMs }) => {
    const { db } = database;
    const cache = new SessionCache();
    app.decorate('sessions', cache);
    app.decorateRequest('session', null);
    // Another process (or the operator's command) changed a user or one of their sessions.
    const unlisten = await database.listen?.(SESSION_CHANNEL, (payload) => cache.dropUser(Number(payload)));
    app.addHook('onClose', async () => {
      await unlisten?.();
    });

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (route.url.startsWith('/api/v1') && (!access || access === 'public')) {
        throw new Error(`Route ${route.method} ${route.url} must declare the roles that may call it`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      const token = bearerToken(request);
      const session = token ? await findActiveSession(db, token, idleMs, cache) : null;
      if (!session) throw unauthorized();
      if (access !== 'any' && !access.includes(session.user.role)) throw forbidden();
      request.session = session;
    });
  },
);
