/**
 * The one in-process cache (docs/decisions/0025-one-cache-and-invalidation.md): lru-cache's
 * least-recently-used map with a time to live, whose entries name the changes they are made of, so
 * that the registry (cache/changes.ts) drops them when one of those changes is made anywhere.
 *
 * It keeps promises: callers asking for the same key while it loads share one load; a load that fails
 * is not kept; and an entry still loading when a change of its kinds arrives is dropped, since it may
 * have read what was there before.
 */
import { LRUCache } from "lru-cache";
import { register, type Change, type Forgetful, type Kind } from "./changes";

export interface CacheOptions {
  /** Entries kept at most: past it the least recently used one goes. */
  max: number;
  /** How long an entry is trusted, unless a call says otherwise (0: nothing is kept). */
  seconds?: number;
  /** The kinds of change its entries are made of: only those reach it. */
  madeOf: readonly Kind[];
}

export interface Keep<V> {
  /** What the value is made of: a change to any of these drops it. Null: do not keep this value. */
  from(value: V): readonly Change[] | null;
  /** The value is trusted until this moment at the latest (milliseconds since the epoch). */
  until?(value: V): number;
  /** How long to trust it, instead of the cache's `seconds` (0: do not keep it). */
  seconds?: number;
}

interface Entry<V> {
  value: Promise<V>;
  /** What it is made of; null while it loads (then any change of the cache's kinds drops it). */
  from: readonly Change[] | null;
}

export class Cache<V> implements Forgetful {
  readonly madeOf: readonly Kind[];
  private readonly seconds: number;
  private readonly entries: LRUCache<string, Entry<V>>;
  /** The keys of the entries made of each change, and of those still loading. */
  private readonly byChange = new Map<Change, Set<string>>();
  private readonly loading = new Set<string>();
  readonly unregister: () => void;

  constructor(options: CacheOptions) {
    this.madeOf = options.madeOf;
    this.seconds = options.seconds ?? 0;
    this.entries = new LRUCache<string, Entry<V>>({
      max: options.max,
      // Date.now (whole milliseconds), read at every look: no timer per read.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
      dispose: (entry, key) => this.unindex(key, entry),
    });
    this.unregister = register(this);
  }

  /** The value kept for `key`, or `load()`'s, kept as `keep` says. */
  get(key: string, load: () => Promise<V>, keep: Keep<V>): Promise<V> {
    const ms = (keep.seconds ?? this.seconds) * 1000;
    if (ms <= 0) return load();
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    const start = Date.now();
    const value = load();
    const pending: Entry<V> = { value, from: null };
    this.put(key, pending, start, ms);
    value.then(
      (loaded) => {
        if (this.entries.peek(key) !== pending) return; // dropped or replaced meanwhile
        const from = keep.from(loaded);
        const until = keep.until ? Math.min(start + ms, keep.until(loaded)) : start + ms;
        if (from) this.put(key, { value, from }, start, until - start);
        else this.entries.delete(key);
      },
      () => this.entries.peek(key) === pending && this.entries.delete(key),
    );
    return value;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  drop(changes: ReadonlySet<Change>): void {
    if (changes.has("*")) return this.clear();
    const keys = new Set(this.loading);
    for (const change of changes) for (const key of this.byChange.get(change) ?? []) keys.add(key);
    for (const key of keys) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private put(key: string, entry: Entry<V>, start: number, ms: number) {
    // lru-cache lets an entry go once more than its ttl has passed; here it goes once its time has.
    if (ms <= 1) {
      this.entries.delete(key);
      return;
    }
    this.entries.set(key, entry, { ttl: ms - 1, start });
    if (!entry.from) this.loading.add(key);
    else for (const change of entry.from) this.byChange.set(change, (this.byChange.get(change) ?? new Set()).add(key));
  }

  private unindex(key: string, entry: Entry<V>) {
    if (!entry.from) {
      this.loading.delete(key);
      return;
    }
    for (const change of entry.from) {
      const keys = this.byChange.get(change);
      keys?.delete(key);
      if (keys?.size === 0) this.byChange.delete(change);
    }
  }
}
