import { randomInt, randomUUID } from 'node:crypto';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { createUser } from '../src/admin/commands.ts';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig, testConfig } from '../src/config.ts';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client.ts';
import { clientCompanyExample, guestCompanyExample } from '../src/modules/registration/examples.ts';

/**
 * Every server suite runs on embedded PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (CI). Suites share one database per driver and file and stay
 * apart by using their own accounts (unique e-mails) and client addresses.
 */
const databaseUrl = loadConfig({ NODE_ENV: 'test', DATABASE_URL: process.env.TEST_DATABASE_URL }).databaseUrl;
export const DRIVERS: ('pglite' | 'postgres')[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** Opens a suite's database: on PGlite from the migrated template (test/global-setup.ts). */
export const openTestDatabase = (options: DatabaseOptions) =>
  openDatabase({ ...options, pgliteTemplate: inject('pgliteTemplate') });

/** Opens the database and app once for the enclosing describe block. */
export function useApp(
  driver: 'pglite' | 'postgres',
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.config = testConfig({ ...overrides, databaseUrl: driver === 'postgres' ? databaseUrl : undefined });
    ctx.database = await openTestDatabase(ctx.config);
    await ctx.database.migrate();
    ctx.app = await buildApp(ctx.config, ctx.database);
    extend?.(ctx.app);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 12)}@test.example`;

/**
 * A client address of its own, so per-address limits of one test never reach another. Random
 * over 10.0.0.1–10.255.255.254: the suites of one run (workers whose pids were alike counted the
 * same addresses before) and earlier runs on the same PostgreSQL database share rate counters.
 */
export const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

export const PASSWORD = 'Str0ng!pass';

export function clientCompany(overrides: Record<string, unknown> = {}) {
  return { ...clientCompanyExample, email: uniqueEmail('client'), password: PASSWORD, ...overrides };
}

export function guestCompany(overrides: Record<string, unknown> = {}) {
  return { ...guestCompanyExample, email: uniqueEmail('guest'), password: PASSWORD, ...overrides };
}

type Json = Record<string, unknown>;

export async function call(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, ...rest } = options;
  const res = await app.inject({
    remoteAddress: uniqueIp(),
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = res.body ? (JSON.parse(res.body) as Json) : {};
  return { status: res.statusCode, body, headers: res.headers };
}

/** Registers a client (or guest) and signs in; returns the token and the e-mail. */
export async function signUpAndIn(app: FastifyInstance, mode: 'client' | 'guest' = 'client') {
  const payload = mode === 'client' ? clientCompany() : guestCompany();
  const reg = await call(app, {
    method: 'POST',
    url: mode === 'client' ? '/register' : '/register_guest',
    payload,
  });
  if (reg.status !== 201) throw new Error(`registration failed: ${JSON.stringify(reg.body)}`);
  const login = await call(app, {
    method: 'POST',
    url: '/auth/login',
    payload: { email: payload.email, password: PASSWORD },
  });
  const ext = login.body.ext as { token: string; user: Json };
  return { token: ext.token, email: String(payload.email), user: ext.user };
}

/** Solves a fresh captcha challenge the way the widget does and encodes the payload it submits. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await call(app, { method: 'GET', url: '/auth/captcha' })).body as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Signs in a new account of any role. Publishers are made by the operator command (sign-up makes
 * advertisers and guest SSPs), the others sign up as a visitor would.
 */
export async function signInAs(ctx: TestContext, role: 'advertiser' | 'publisher' | 'guest-ssp') {
  if (role !== 'publisher') return signUpAndIn(ctx.app, role === 'advertiser' ? 'client' : 'guest');
  const email = uniqueEmail('publisher');
  await createUser(ctx.database.db, { email, password: PASSWORD, role }, 'test');
  const login = await call(ctx.app, {
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
  const ext = login.body.ext as { token: string; user: Json };
  return { token: ext.token, email, user: ext.user };
}
