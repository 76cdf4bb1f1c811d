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
  DEMO: flag.optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  CAPTCHA: flag.optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  INIT_CWD: z.string().optional(),
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
  /** Seed demo accounts: on by default only for a fresh embedded database. */
  demo: boolean | undefined;
  demoPassword: string | undefined;
  /** The login captcha: on for production builds unless CAPTCHA=off. */
  captcha: boolean;
  publicUrl: string;
  /** Built web app to serve; absent in tests that only call the API. */
  webDist: string | undefined;
  logLevel: string;
  session: { idleMs: number; absoluteMs: number; actingAbsoluteMs: number };
  loginLimit: { windowMs: number; perEmail: number; perAddress: number };
  actCodeTtlMs: number;
  bodyLimit: number;
  requestTimeoutMs: number;
}

const HOUR = 3_600_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside the workspace; relative folders mean the one npm was called from.
    dataDir: path.resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    uploadsDir: path.resolve(e.INIT_CWD ?? process.cwd(), e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    databaseUrl: e.DATABASE_URL,
    demo: e.DEMO,
    demoPassword: e.DEMO_PASSWORD,
    captcha: e.CAPTCHA ?? e.NODE_ENV === 'production',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDist: e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    session: { idleMs: 24 * HOUR, absoluteMs: 30 * 24 * HOUR, actingAbsoluteMs: HOUR },
    loginLimit: { windowMs: 15 * 60_000, perEmail: 5, perAddress: 30 },
    actCodeTtlMs: 10 * 60_000,
    bodyLimit: 64 * 1024,
    requestTimeoutMs: 15_000,
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
