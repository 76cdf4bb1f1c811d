import pg from 'pg';

type Listener = (payload: string) => void;

/** Unquoted, lower case: the same names on PGlite, whose LISTEN folds case. */
const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 30_000;

/**
 * LISTEN on PostgreSQL. A pooled connection would not do: the pool hands it to other queries and
 * closes it when idle, and the subscriptions go with it. So this keeps one connection of its
 * own, opened on the first listen; when it drops (a restart, a failover) it warns and reconnects
 * with a growing delay, then listens again on every channel. Notices sent while it was down are
 * lost, as PostgreSQL does not queue them for a session that is gone.
 */
export class PgListener {
  readonly #url: string;
  readonly #channels = new Map<string, { listeners: Set<Listener>; ready: Promise<void> }>();
  #client: pg.Client | null = null;
  #connecting: Promise<pg.Client> | null = null;
  #retry: NodeJS.Timeout | null = null;
  #delay = FIRST_RETRY_MS;
  #closed = false;
  /** Moves each time the connection is lost and each time it listens again. */
  #epoch = 0;

  constructor(url: string) {
    this.#url = url;
  }

  /**
   * Resolves once the channel is listened to, or, while the connection is being re-established,
   * once it is noted for the reconnection. Rejects when the first connection cannot be opened.
   */
  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
    if (this.#closed) throw new Error('the database is closed');
    let entry = this.#channels.get(channel);
    if (!entry) {
      entry = { listeners: new Set(), ready: this.#listenOn(channel) };
      this.#channels.set(channel, entry);
    }
    const { listeners, ready } = entry;
    listeners.add(listener);
    try {
      await ready;
    } catch (error) {
      listeners.delete(listener);
      if (this.#channels.get(channel)?.ready === ready) this.#channels.delete(channel);
      throw error;
    }
    return async () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      if (this.#channels.get(channel)?.listeners !== listeners) return;
      this.#channels.delete(channel);
      await this.#client?.query(`UNLISTEN "${channel}"`).catch(() => undefined);
    };
  }

  /**
   * While the connection is up (listening on every channel whose listen() has resolved), a
   * number that has moved each time it was lost or came back (notices sent in between were
   * missed); null while it is down. A kept answer read under one value is stale under another.
   */
  listening(): number | null {
    return this.#client ? this.#epoch : null;
  }

  /** While a reconnection is pending there is nothing to do: it listens on every channel. */
  async #listenOn(channel: string): Promise<void> {
    const client = this.#retry ? null : (this.#client ?? (await this.#connectOnce()));
    await client?.query(`LISTEN "${channel}"`);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    await this.#connecting?.catch(() => undefined);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  /** Concurrent first listens share one connection attempt. */
  #connectOnce(): Promise<pg.Client> {
    this.#connecting ??= this.#connect().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.#url, keepAlive: true });
    client.on('notification', ({ channel, payload }) => this.#notify(channel, payload ?? ''));
    // Without a listener an 'error' would end the process; it is the cue to reconnect instead.
    client.on('error', (error) => this.#lost(client, error.message));
    client.on('end', () => this.#lost(client, 'the connection ended'));
    try {
      await client.connect();
      for (const channel of this.#channels.keys()) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      throw new Error('the database is closed');
    }
    // In the same tick as the last LISTEN above: a listen() from now on sees the connection.
    this.#client = client;
    this.#epoch++;
    this.#retry = null;
    this.#delay = FIRST_RETRY_MS;
    return client;
  }

  #notify(channel: string, payload: string) {
    for (const listener of this.#channels.get(channel)?.listeners ?? []) {
      try {
        listener(payload);
      } catch (error) {
        process.emitWarning(`a listener of ${channel} threw: ${String(error)}`, 'DatabaseWarning');
      }
    }
  }

  #lost(client: pg.Client, why: string) {
    if (this.#client !== client) return;
    this.#client = null;
    this.#epoch++;
    client.end().catch(() => undefined);
    if (!this.#closed) this.#reconnectLater(why);
  }

  #reconnectLater(why: string) {
    process.emitWarning(
      `the PostgreSQL LISTEN connection failed (${why}); reconnecting in ${this.#delay} ms`,
      'DatabaseWarning',
    );
    this.#retry = setTimeout(() => {
      this.#connectOnce().catch((error: Error) => {
        this.#delay = Math.min(this.#delay * 2, LAST_RETRY_MS);
        if (!this.#closed) this.#reconnectLater(error.message);
      });
    }, this.#delay);
    // Listening alone must not keep the process alive, as with PGlite.
    this.#retry.unref();
  }
}
