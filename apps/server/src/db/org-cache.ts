import type { Notices } from './client.ts';

/** A value read for the cache, and whether it may be kept. */
export interface Loaded<V> {
  value: V;
  keep: boolean;
}

/** Most values kept per organisation; past it the organisation's values start again. */
const VALUES_PER_ORG = 10_000;

/**
 * Values read from the database and kept per organisation while the database notices this process of
 * every change to the rows they come from (decision 0207: PGlite, whose only user the server is).
 * A notice names an organisation, whose values are dropped; any other payload ('' after a TRUNCATE)
 * drops every organisation's. A value read while a notice arrived is used once but not kept, so a load
 * that raced with a change never outlives it.
 */
export class OrgCache<K, V> {
  private readonly orgs = new Map<number, Map<K, V>>();
  /** Bumped by every notice: per organisation, and for all at once. */
  private readonly generations = new Map<number, number>();
  private generationOfAll = 0;

  /** What a read started now must still see when it ends for its value to be kept. */
  stampOf(orgId: number): string {
    return `${this.generationOfAll}.${this.generations.get(orgId) ?? 0}`;
  }

  /** The organisation's kept value under `key`, if any. */
  peek(orgId: number, key: K): V | undefined {
    return this.orgs.get(orgId)?.get(key);
  }

  /** Keeps a value read since `stamp` was taken, unless a notice came meanwhile. */
  keep(orgId: number, key: K, value: V, stamp: string): void {
    if (stamp !== this.stampOf(orgId)) return;
    let kept = this.orgs.get(orgId);
    if (!kept || kept.size >= VALUES_PER_ORG) {
      kept = new Map();
      this.orgs.set(orgId, kept);
    }
    kept.set(key, value);
  }

  /**
   * The organisation's value under `key`: the kept one, else `load`'s, kept unless a notice came meanwhile
   * or `load` says not to (a value read inside a transaction that has written rows may never be committed).
   */
  async get(orgId: number, key: K, load: () => Promise<Loaded<V>>): Promise<V> {
    const values = this.orgs.get(orgId);
    if (values?.has(key)) return values.get(key) as V;
    const stamp = this.stampOf(orgId);
    const { value, keep } = await load();
    if (keep) this.keep(orgId, key, value, stamp);
    return value;
  }

  /** A change notice's payload: an organisation's id, or anything else for every organisation. */
  changed(payload: string): void {
    if (/^\d+$/.test(payload)) {
      const orgId = Number(payload);
      this.generations.set(orgId, (this.generations.get(orgId) ?? 0) + 1);
      this.orgs.delete(orgId);
      return;
    }
    this.generationOfAll += 1;
    this.orgs.clear();
  }
}

/**
 * A cache dropped on every notice of `channel`, when the database sends this process every change;
 * undefined otherwise (the values are read every time). Returns the cache and what stops the listening.
 */
export async function watchedCache<K, V>(
  notices: Notices | undefined,
  channel: string,
): Promise<{ cache: OrgCache<K, V> | undefined; stop: () => Promise<void> }> {
  if (!notices) return { cache: undefined, stop: async () => undefined };
  const cache = new OrgCache<K, V>();
  const unlisten = await notices.listen(channel, (payload) => cache.changed(payload));
  const stop = async (): Promise<void> => {
    try {
      await unlisten();
    } catch {
      // The database was closed first: nothing listens any more.
    }
  };
  return { cache, stop };
}
