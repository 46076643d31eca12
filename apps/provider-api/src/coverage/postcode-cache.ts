/**
 * A small least-recently-used cache with a time to live, for the address lists of postcodes the
 * finder asks for again within seconds (the visitor's own postcode, then the address step, then the
 * promotions by postcode). Entries older than `ttlMs` are never returned; past `maxEntries` the least
 * recently used one is dropped. `clear()` is called on every write to address data in this process;
 * with several API instances (or the import run as its own process) the TTL bounds how stale a read
 * can be (docs/decisions/0113).
 */
export class TtlLruCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #generation = 0;

  constructor(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
    this.#maxEntries = options.maxEntries;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? (() => performance.now());
  }

  /**
   * Counts `clear()` calls. Read it before loading a value and hand it to `set`: a value loaded
   * while a write cleared the cache may be the old one, and is then not kept.
   */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= this.#now()) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, loadedAtGeneration = this.#generation): void {
    if (loadedAtGeneration !== this.#generation) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.#now() + this.#ttlMs });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

type Listener = () => void;
const addressListeners = new Set<Listener>();

/** Registers a listener for writes to address data in this process; returns its removal. */
export function onAddressesChanged(listener: Listener): () => void {
  addressListeners.add(listener);
  return () => {
    addressListeners.delete(listener);
  };
}

/** Tells every cache of address data in this process that addresses were written. */
export function addressesChanged(): void {
  for (const listener of addressListeners) listener();
}
