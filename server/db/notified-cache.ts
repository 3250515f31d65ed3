import type { DbNotifications } from './notify.ts';

/**
 * A bounded read-through cache (least recently used goes first) whose entries are dropped by
 * database change notifications (db/notify.ts), so it never answers with what a writer — this
 * process or another one — has changed. While notifications may be missed (`live` false) every
 * read goes to the database.
 *
 * A load that was under way while an invalidation arrived may have read the old rows; its result
 * is returned to its caller but not kept (the generation counter tells), so the next read loads again.
 */
export class NotifiedCache<K, V> {
  readonly #entries = new Map<K, V>();
  #generation = 0;

  constructor(
    private readonly notifications: DbNotifications,
    private readonly maxEntries: number,
  ) {}

  /** The cached value, or `load()`'s (kept unless it is null or undefined: absence is never cached). */
  get(key: K, load: () => Promise<V | null | undefined>): V | Promise<V | null | undefined> {
    if (!this.notifications.live) return load();
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      // At once, without a promise: a hit is every signed-in read's path.
      return hit;
    }
    return this.#load(key, load);
  }

  async #load(key: K, load: () => Promise<V | null | undefined>): Promise<V | null | undefined> {
    const generation = this.#generation;
    const value = await load();
    if (value !== null && value !== undefined && generation === this.#generation && this.notifications.live) {
      this.#entries.set(key, value);
      if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as K);
    }
    return value;
  }

  invalidate(key: K): void {
    this.#generation++;
    this.#entries.delete(key);
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
