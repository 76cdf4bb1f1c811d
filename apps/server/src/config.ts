import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Parsed once with zod; a bad value stops the start with
 * a message that names the variable.
 */
const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each server process keeps to PostgreSQL (docs/decisions.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).optional(),
  DEMO: flag.optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  CAPTCHA: flag.optional(),
  PUBLIC_URL: z.string().url().optional(),
  PUBLISHER_URL: z
    .url({ protocol: /^https?$/, error: 'an http(s) address, such as https://pub.example.com/pub/sites/' })
    .optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  INIT_CWD: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_FILE: z.string().optional(),
  /** A city database in MaxMind's format (docs/bidder.md); the bundled GeoLite2 City if unset. */
  GEOIP_CITY_DB: z.string().optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  SIMULATE: flag.optional(),
  /** Seconds between optimization rounds (docs/optimization.md). */
  RULES_INTERVAL: z.coerce.number().int().min(10).max(86_400).optional(),
});

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded creative images; `dataDir/uploads` unless UPLOADS_DIR says otherwise. */
  uploadsDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  /**
   * Connections to it per process: by default twice this machine's cores and one, the
   * PostgreSQL wiki's rule for a database on the same machine (docs/decisions.md).
   */
  databasePoolSize: number;
  /** Seed demo accounts: on by default only for a fresh embedded database. */
  demo: boolean | undefined;
  demoPassword: string | undefined;
  /** The login captcha: on for production builds unless CAPTCHA=off. */
  captcha: boolean;
  publicUrl: string;
  /**
   * The publisher area, where /pub/redirect/ sends publishers (spec section 1: a host of its own,
   * different on staging and production). Null: this server's own area under /pub/.
   */
  publisherUrl: string | null;
  /** Built web app to serve; absent in tests that only call the API. */
  webDist: string | undefined;
  logLevel: string;
  /** Where log lines go instead of standard output, when set. */
  logFile: string | undefined;
  /** The city database of addresses' regions and cities; undefined: the bundled GeoLite2 City. */
  geoipCityDb: string | undefined;
  session: { idleMs: number; absoluteMs: number; actingAbsoluteMs: number };
  /**
   * Whose word decides a request's address: false (the TCP peer; X-Forwarded-For is ignored),
   * a number of proxy hops, or the addresses of trusted proxies.
   */
  trustProxy: false | number | string[];
  /**
   * Failed sign-ins: per (e-mail, address) pair and per address in one window, and a slower
   * per-account ceiling well above what one address may do, so no single address can lock
   * an owner out.
   */
  loginLimit: {
    windowMs: number;
    perPair: number;
    perAddress: number;
    accountWindowMs: number;
    perAccount: number;
  };
  /** Sign-ups per client address and window (each one costs an argon2 hash). */
  registerLimit: { windowMs: number; perAddress: number };
  /** Failed exchanges of act-as codes per client address and window. */
  actLimit: { windowMs: number; perAddress: number };
  actCodeTtlMs: number;
  bodyLimit: number;
  requestTimeoutMs: number;
  /**
   * Server processes (node:cluster) sharing the port and the database: PostgreSQL only, since
   * PGlite's files belong to one process. Each takes its share of every QPS limit (docs/bidder.md).
   */
  workers: number;
  /**
   * Simulated traffic against the server's own port (src/simulate/in-process.ts). Unset: on for the
   * demo on the embedded database, off otherwise.
   */
  simulate: boolean | undefined;
  /** How often each active optimization rule is judged: RULES_INTERVAL seconds, 5 minutes by default. */
  rulesIntervalMs: number;
}

const HOUR = 3_600_000;

/**
 * TRUST_PROXY: unset, `off`, `false` or `0` trusts no proxy; a whole number trusts that many hops;
 * anything else is a comma list of proxy addresses or CIDR ranges. Trusting every hop (`true`)
 * is refused: it would let any client choose its own address.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (['', 'off', 'false', '0', 'no'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((item) => item.trim());
  const bad = list.find((item) => !isAddressOrRange(item));
  if (bad !== undefined)
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: "${bad}" is not a hop count, an IP address or a CIDR range`,
    );
  return list;
}

function isAddressOrRange(item: string): boolean {
  const [address = '', bits, extra] = item.split('/');
  if (extra !== undefined || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.WORKERS ?? 1) > 1 && !e.DATABASE_URL)
    throw new Error(
      'Invalid configuration:\n  WORKERS: several processes need DATABASE_URL (the embedded database belongs to one process)',
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside the workspace; relative folders mean the one npm was called from.
    dataDir: path.resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    uploadsDir: path.resolve(e.INIT_CWD ?? process.cwd(), e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? os.availableParallelism() * 2 + 1,
    demo: e.DEMO,
    demoPassword: e.DEMO_PASSWORD,
    captcha: e.CAPTCHA ?? e.NODE_ENV === 'production',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publisherUrl: e.PUBLISHER_URL ?? null,
    webDist: e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFile: e.LOG_FILE ? path.resolve(e.INIT_CWD ?? process.cwd(), e.LOG_FILE) : undefined,
    geoipCityDb: e.GEOIP_CITY_DB ? path.resolve(e.INIT_CWD ?? process.cwd(), e.GEOIP_CITY_DB) : undefined,
    session: { idleMs: 24 * HOUR, absoluteMs: 30 * 24 * HOUR, actingAbsoluteMs: HOUR },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    loginLimit: { windowMs: 15 * 60_000, perPair: 5, perAddress: 30, accountWindowMs: HOUR, perAccount: 100 },
    registerLimit: { windowMs: HOUR, perAddress: 10 },
    actLimit: { windowMs: 15 * 60_000, perAddress: 10 },
    actCodeTtlMs: 10 * 60_000,
    bodyLimit: 64 * 1024,
    requestTimeoutMs: 15_000,
    workers: e.WORKERS ?? 1,
    simulate: e.SIMULATE,
    rulesIntervalMs: (e.RULES_INTERVAL ?? 300) * 1000,
  };
}

/** A config for tests: embedded in-memory database, uploads in a temporary folder, no captcha, quiet. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    webDist: undefined,
    dataDir: 'memory://',
    uploadsDir: path.join(os.tmpdir(), `panel-test-uploads-${process.pid}`),
    ...overrides,
  };
}
