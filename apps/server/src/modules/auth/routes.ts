import {
  actExchangeBodySchema,
  authConfigSchema,
  envelope,
  HOME_BY_ROLE,
  loginBodySchema,
  logoutResponseSchema,
  sessionSchema,
  type User,
  userSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { HttpError, rateLimited, unauthorized } from '../../lib/http-error.ts';
import { attempt } from '../../lib/rate-limit.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/secrets.ts';
import { requireSession } from '../../plugins/auth.ts';
import { HANDOFF_ISSUERS, redeemActCode } from './act-codes.ts';
import type { Captcha } from './captcha.ts';
import { loginRules } from './login-rules.ts';
import { createSession, revokeSession, type UserRow } from './session-repository.ts';
import { findUserByEmail, findUserById } from './user-repository.ts';

export function toUser(row: UserRow, acting: boolean): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    account_type: row.accountType,
    legal_type: row.legalType,
    firstname: row.firstname,
    lastname: row.lastname,
    acting,
    language: row.language,
  };
}

const sessionResponse = (row: UserRow, s: { token: string; expiresAt: Date }, acting: boolean) => ({
  ext: { token: s.token, expires_at: s.expiresAt.toISOString(), user: toUser(row, acting) },
});

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; captcha: Captcha }> = async (
  app,
  { db, config, captcha },
) => {
  app.get('/auth/config', {
    schema: {
      tags: ['auth'],
      summary:
        'What the panel needs before it renders: whether a captcha is required, where the publisher area is',
      response: { 200: envelope(authConfigSchema) },
    },
    handler: async () => ({ ext: { captcha: config.captcha, publisher_url: config.publisherUrl } }),
  });

  app.get('/auth/captcha', {
    schema: {
      tags: ['auth'],
      summary: 'A fresh ALTCHA proof-of-work challenge (raw, for the widget)',
      response: { 200: z.looseObject({}) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await captcha.challenge()) as Record<string, unknown>;
    },
  });

  app.post('/auth/login', {
    config: { examples: [{ email: 'advertiser@demo.test', password: 'Demo-pass1!' }] },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      description:
        `Same 401 for an unknown e-mail and a wrong password. Failed attempts are limited (429 with Retry-After): ${config.loginLimit.perPair} per e-mail and client address and ${config.loginLimit.perAddress} per client address in ${config.loginLimit.windowMs / 60_000} minutes, ${config.loginLimit.perAccount} per e-mail in ${config.loginLimit.accountWindowMs / 60_000} minutes. An attempt is counted before its password is checked, so parallel attempts cannot pass the limit. ` +
        'On production builds the `altcha` field must carry a solved challenge from GET /auth/captcha.',
      body: loginBodySchema,
      response: { 200: envelope(sessionSchema) },
    },
    handler: async (request) => {
      const email = request.body.email.toLowerCase();
      const rules = loginRules(config.loginLimit, email, clientAddressKey(request.ip));
      const counted = await attempt(db, rules);
      if (!counted.allowed) throw rateLimited('errors.rateLimited', counted.retryAfterMs);
      if (config.captcha) {
        const problem = await captcha.check(request.body.altcha);
        if (problem) await counted.release();
        if (problem === 'missing') throw new HttpError(400, 'CAPTCHA_REQUIRED', 'errors.captchaRequired');
        if (problem) throw new HttpError(400, 'CAPTCHA_FAILED', 'errors.captchaFailed');
      }
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(
        user?.passwordHash ?? (await decoyPasswordHash()),
        request.body.password,
      );
      // The attempt was counted before the password was checked; only a failure keeps it.
      if (!user || !ok) throw new HttpError(401, 'INVALID_CREDENTIALS', 'errors.invalidCredentials');
      await counted.release();
      const session = await createSession(db, user.id, {
        acting: false,
        lifetimeMs: config.session.absoluteMs,
      });
      return sessionResponse(user, session, false);
    },
  });

  app.post('/auth/logout', {
    config: { access: 'any' },
    schema: {
      tags: ['auth'],
      summary: 'Revoke the current session',
      response: { 200: envelope(logoutResponseSchema) },
    },
    handler: async (request) => {
      const session = requireSession(request);
      await revokeSession(db, session.id);
      // At once here; the other processes hear it from the database (session_changes).
      app.sessions.dropUser(session.user.id);
      return { ext: { logged_out: true as const } };
    },
  });

  app.post('/auth/user', {
    config: { access: 'any' },
    schema: {
      tags: ['auth'],
      summary: 'The user of the bearer token',
      response: { 200: envelope(userSchema) },
    },
    handler: async (request) => {
      const session = requireSession(request);
      return { ext: toUser(session.user, session.acting) };
    },
  });

  app.post('/auth/act', {
    config: { examples: [{ code: 'the-code-of-an-at-link' }] },
    schema: {
      tags: ['auth'],
      summary: 'Exchange the one-time code of an `at` link for a session acting as its user',
      description: `Codes come from \`npm run admin -- act-as <email>\`; each works once and expires after ${config.actCodeTtlMs / 60_000} minutes. The acting session lasts at most one hour. Failed exchanges are limited to ${config.actLimit.perAddress} per client address in ${config.actLimit.windowMs / 60_000} minutes (429). The home page of each role: ${JSON.stringify(HOME_BY_ROLE)}.`,
      body: actExchangeBodySchema,
      response: { 200: envelope(sessionSchema) },
    },
    handler: async (request) => {
      const counted = await attempt(db, [
        {
          key: `act-ip:${clientAddressKey(request.ip)}`,
          limit: config.actLimit.perAddress,
          windowMs: config.actLimit.windowMs,
        },
      ]);
      if (!counted.allowed) throw rateLimited('errors.actLimited', counted.retryAfterMs);
      const redeemed = await redeemActCode(db, request.body.code, request.ip);
      const user = redeemed === null ? null : await findUserById(db, redeemed.userId);
      const acting = redeemed?.issuedBy !== HANDOFF_ISSUERS.own;
      const lifetimeMs = acting ? config.session.actingAbsoluteMs : config.session.absoluteMs;
      // A handed-off session ends with the one it came from, and none is opened once that one has ended.
      const leftMs = redeemed?.sessionExpiresAt
        ? redeemed.sessionExpiresAt.getTime() - Date.now()
        : lifetimeMs;
      if (!user || leftMs <= 0) throw unauthorized('errors.actCodeInvalid');
      await counted.release();
      const session = await createSession(db, user.id, {
        acting,
        lifetimeMs,
        notAfter: redeemed?.sessionExpiresAt,
      });
      return sessionResponse(user, session, acting);
    },
  });
};
