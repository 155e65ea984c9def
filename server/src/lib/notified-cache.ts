/**
 * A cache that forgets everything when the database says the data behind it changed. It trusts
 * nothing it cannot vouch for:
 * - it answers from memory only while its notification listener is connected (a lost connection could
 *   have missed a change), and empties itself when listening stops or starts again;
 * - a value loaded while a change arrived is returned but not kept (it may predate the change);
 * - `invalidate()` lets this process forget at once after its own writes, without waiting for the
 *   notification's round trip;
 * - entries also expire after `maxAgeMs`, and their total size is capped (least recently used go first).
 */
import type { Listen, NotificationListener } from '../db/notifications';

export type NotifiedCacheOptions<Value> = {
  /** The channel the database's triggers notify on when the cached data changes. */
  channel: string;
  /** The size of one value (bytes, or 1 to count entries); the sizes of all kept values stay under maxSize. */
  sizeOf: (value: Value) => number;
  maxSize: number;
  /** Larger values are not kept: one of them would push out many ordinary ones. */
  maxEntrySize: number;
  maxAgeMs: number;
  now?: () => number;
};

type Entry<Value> = { value: Value; size: number; storedAt: number };

export class NotifiedCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  private size = 0;
  private generation = 0;
  private listening = false;
  private listener: NotificationListener | undefined;
  private readonly now: () => number;

  constructor(private readonly options: NotifiedCacheOptions<Value>) {
    this.now = options.now ?? Date.now;
  }

  /** Starts listening; until it is listening, every read goes to `load`. */
  async start(listen: Listen): Promise<void> {
    this.listener = await listen(this.options.channel, {
      onNotify: () => this.invalidate(),
      onListeningChange: (listening) => {
        this.invalidate();
        this.listening = listening;
      },
    });
  }

  async stop(): Promise<void> {
    await this.listener?.close();
    this.listener = undefined;
    this.invalidate();
  }

  /** Forgets every value, and any value being loaded right now will not be kept. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.size = 0;
  }

  /** The cached value for `key`, or `load()`'s (kept when nothing changed while it ran). */
  async read(key: string, load: () => Promise<Value>): Promise<Value> {
    if (!this.listening) return load();
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt < this.options.maxAgeMs) {
      // Map order is insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    if (entry) this.remove(key, entry);
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.listening) this.store(key, value);
    return value;
  }

  private store(key: string, value: Value): void {
    const size = this.options.sizeOf(value);
    if (size > this.options.maxEntrySize) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    for (const [oldestKey, oldest] of this.entries) {
      if (this.size + size <= this.options.maxSize) break;
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, { value, size, storedAt: this.now() });
    this.size += size;
  }

  private remove(key: string, entry: Entry<Value>): void {
    this.entries.delete(key);
    this.size -= entry.size;
  }
}
