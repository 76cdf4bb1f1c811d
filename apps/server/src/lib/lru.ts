/**
 * A map that keeps at most `maxWeight` of weight (rows, bytes: what the caller counts) and
 * `maxEntries` entries; past either, the least recently used go first. A Map keeps insertion
 * order, so a use moves its key to the end and eviction takes from the front.
 */
export class Lru<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (replacing the key's value and weight), then evicts what is over. */
  set(key: K, value: V, weight = 0): void {
    this.delete(key);
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [old, entry] of this.#entries) {
      if (this.#weight <= this.maxWeight && this.#entries.size <= this.maxEntries) return;
      this.#entries.delete(old);
      this.#weight -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  get size(): number {
    return this.#entries.size;
  }
}
