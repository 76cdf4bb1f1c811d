import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sendToServer } from '../../src/admin/client.ts';
import { type CommandReply, runCommand } from '../../src/admin/run.ts';
import { adminSocketPath } from '../../src/admin/socket.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { type Rand, random } from '../../src/lib/random.ts';
import { ApiClient, type Json, popunder } from './api-client.ts';
import { type Ledger, saveBudget, saveName, track, type Verdict, verify } from './ledger.ts';
import { type RunningServer, startServer } from './server-process.ts';
import { type StreamResult, streamUntilKilled } from './write-stream.ts';

export interface SessionOptions {
  driver: 'pglite' | 'postgres';
  /** PostgreSQL only: a server on which a database of its own is made, and dropped by `close`. */
  databaseUrl?: string | undefined;
  /** Concurrent clients, each with a campaign of its own. */
  clients?: number;
  minAcks?: number;
  maxDelayMs?: number;
  seed?: number;
}

export interface RoundResult extends Verdict {
  acked: StreamResult['acked'];
  failures: string[];
  streamMs: number;
  /** From spawning the server again after the kill to its first healthy answer. */
  recoveryMs: number;
  /** PGlite only: the kill left admin.sock behind, and after the restart the socket answers. */
  staleSocket: boolean | null;
  adminAnswers: boolean | null;
}

/**
 * One data folder (or database) and one advertiser for a series of rounds: write, SIGKILL,
 * start again on the same data, check every acknowledged write; the restarted server is the
 * next round's.
 */
export class DurabilitySession {
  readonly ledger: Ledger = { campaigns: [], created: [] };
  readonly seed: number;
  firstStartMs = 0;
  private readonly rand: Rand;
  private readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-durability-'));
  private server: RunningServer | undefined;
  private databaseUrl: string | undefined;
  private dropDatabase: (() => Promise<void>) | undefined;
  readonly api = new ApiClient('');

  constructor(private readonly options: SessionOptions) {
    this.seed = options.seed ?? Date.now() % 2 ** 31;
    this.rand = random(this.seed);
  }

  async open(): Promise<this> {
    if (this.options.driver === 'postgres') await this.createDatabase();
    await this.start();
    this.firstStartMs = this.server?.startMs ?? 0;
    await this.api.signUp();
    for (let client = 0; client < (this.options.clients ?? 4); client++) {
      const made = await this.expect(
        201,
        'POST',
        '/api/v1/campaigns',
        popunder(saveName(client, 0), saveBudget(0)),
      );
      const creative = (made.creatives as { id: number }[])[0]?.id;
      const approved = await this.operator({ command: 'creatives-approve', id: creative });
      if (!approved?.ok) throw new Error(`approval failed: ${JSON.stringify(approved)}`);
      await this.expect(200, 'PUT', `/api/v1/campaigns/${made.id}/status/start`);
      this.ledger.campaigns.push(track(Number(made.id), 'active'));
    }
    return this;
  }

  async round(): Promise<RoundResult> {
    const server = this.server;
    if (!server) throw new Error('the session is not open');
    const stream = await streamUntilKilled(this.api, this.ledger, () => server.kill(), {
      minAcks: this.options.minAcks ?? 20,
      maxDelayMs: this.options.maxDelayMs ?? 1_000,
      rand: this.rand,
    });
    const pglite = this.options.driver === 'pglite';
    const leftBehind = pglite && existsSync(adminSocketPath(this.dataDir));
    await this.start();
    const verdict = await verify(this.api, this.ledger);
    const answer = pglite ? await this.operator({ command: 'creatives-list', pending: true }) : null;
    return {
      ...verdict,
      acked: stream.acked,
      failures: stream.failures,
      streamMs: stream.ms,
      recoveryMs: this.server?.startMs ?? 0,
      staleSocket: pglite ? leftBehind : null,
      adminAnswers: pglite ? answer?.ok === true : null,
    };
  }

  /** Checks a ledger against the running server without taking it as the new starting point. */
  check(ledger: Ledger): Promise<Verdict> {
    return verify(this.api, ledger, false);
  }

  async close(): Promise<void> {
    await this.server?.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
    await this.dropDatabase?.();
  }

  private async start() {
    this.server = await startServer({ dataDir: this.dataDir, databaseUrl: this.databaseUrl });
    this.api.url = this.server.url;
  }

  private async expect(status: number, method: string, route: string, payload?: Json): Promise<Json> {
    const reply = await this.api.call(method, route, payload);
    if (reply.status !== status)
      throw new Error(`${method} ${route}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.ext as Json;
  }

  /** The operator's commands: through the admin socket while the server holds PGlite, else directly. */
  private async operator(command: Json): Promise<CommandReply | null> {
    if (!this.databaseUrl) return sendToServer(adminSocketPath(this.dataDir), JSON.stringify(command));
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: this.databaseUrl });
    try {
      return await runCommand(database.db, testConfig(), JSON.stringify(command));
    } finally {
      await database.close();
    }
  }

  private async createDatabase() {
    if (!this.options.databaseUrl) throw new Error('PostgreSQL needs a databaseUrl');
    const name = `panel_durability_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: this.options.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(this.options.databaseUrl);
    url.pathname = `/${name}`;
    this.databaseUrl = url.toString();
    this.dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
}
