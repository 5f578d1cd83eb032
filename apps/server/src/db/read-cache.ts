import type { PGlite } from '@electric-sql/pglite';

/**
 * Answers to repeated reads kept in memory while nothing was written.
 *
 * Only for the embedded database: PGlite lives inside this process and no other process can open
 * its data directory, so every write passes through `trackPgliteWrites` below and a completed
 * write can empty the cache before anyone reads again. With PostgreSQL other replicas write too and
 * we would never hear of it, so there is no cache there (reads go straight to the database).
 *
 * The rule is deliberately coarse: any write, to any table, forgets every entry. A dashboard reads
 * far more than it writes, and a rule this simple cannot forget a dependency between tables.
 */
export interface ReadCacheOptions {
  /** Entries beyond this drop the oldest first. */
  maxEntries?: number;
  /** An upper bound on an entry's age, whatever happens. */
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  generation: number;
  storedAt: number;
  value: Promise<unknown>;
}

const DEFAULT_MAX_ENTRIES = 10_000;
const DEFAULT_TTL_MS = 30_000;

export class ReadCache {
  /** Bumped by every write; an entry is good only while it matches the one it was read under. */
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? (() => Date.now());
  }

  /** Something was (or is about to be) written: nothing read before counts any more. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The value for `key`, loading it on a miss. Callers asking for the same key while it loads share
   * the one query. A load that a write overlapped is handed to its callers but not kept: it may
   * have read the rows before the write landed.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation && now - entry.storedAt < this.ttlMs) {
      return entry.value as Promise<T>;
    }
    const generation = this.generation;
    const value = load().then(shareable);
    const fresh: Entry = { generation, storedAt: now, value };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const forget = () => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    };
    value.then(() => {
      if (this.generation !== generation) forget();
    }, forget);
    return value;
  }
}

/**
 * Cached values are shared by every request that reads them; freezing turns an accidental change
 * by one of them into an error instead of a wrong answer for the others.
 */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

/** Every object the cache has handed out: deep-frozen, so it reads the same for as long as it lives. */
const sharedValues = new WeakSet<object>();

function shareable<T>(value: T): T {
  const frozen = deepFreeze(value);
  if (frozen !== null && typeof frozen === 'object') sharedValues.add(frozen);
  return frozen;
}

/**
 * Whether `value` came out of a read cache. Such a value cannot change, so anything worked out from
 * it alone (its JSON, say) can be kept beside it and reused while it lives.
 */
export function isSharedReadValue(value: unknown): boolean {
  return value !== null && typeof value === 'object' && sharedValues.has(value);
}

const cachesByDatabase = new WeakMap<object, ReadCache>();

/** Reads through `db` may be cached in `cache` (client.ts does this for PGlite only). */
export function attachReadCache(db: object, cache: ReadCache): void {
  cachesByDatabase.set(db, cache);
}

/**
 * A repository's read, cached when `db` has a cache. A transaction is a different object than the
 * database it runs on and has none: reads inside one always see its own writes.
 */
export function cachedRead<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cachesByDatabase.get(db);
  return cache ? cache.read(key, load) : load();
}

/** Statements that only read; anything else (and anything we are unsure of) counts as a write. */
const READ_ONLY_STATEMENT = /^\s*select\b/i;

/**
 * Calls `onWrite` before and after every statement that may write and around every transaction,
 * so a read that overlaps a write is never kept. Reads inside a transaction go through the
 * transaction's own handle and are not cached; PGlite runs transactions and queries one at a time.
 */
export function trackPgliteWrites(client: PGlite, onWrite: () => void): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const around = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (!write) return run();
    onWrite();
    try {
      return await run();
    } finally {
      onWrite();
    }
  };
  client.query = ((sql: string, ...rest: unknown[]) =>
    around(!READ_ONLY_STATEMENT.test(sql), () =>
      (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest),
    )) as PGlite['query'];
  client.exec = ((sql: string, ...rest: unknown[]) =>
    around(true, () => (exec as (...args: unknown[]) => Promise<unknown>)(sql, ...rest))) as PGlite['exec'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    around(true, () => transaction(callback))) as PGlite['transaction'];
}
