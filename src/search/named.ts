/**
 * The records a query names, without Pagefind. Pagefind needs its runtime, WebAssembly and page
 * list, then an index chunk, then a fragment per result before the name rule (rerank.ts) can put
 * the named record first: four round trips, over two seconds on a phone connection. The build
 * writes, beside the index, the names of every indexed record grouped by the first letters of their
 * skeleton (`/pagefind/names/<key>.json`, a few hundred bytes each); one request gives the records
 * the query names, shown while Pagefind still loads, ordered by the same rule. Browser code.
 */
import { nameTier, rerank, splitNames, type NamedMeta } from './rerank.ts';
import { skeleton } from './variants.ts';
import { link } from '../site/link.ts';

/** One indexed record as the name rule and a result need it. */
export interface NamedRecord {
  url: string;
  /** the start of the record's indexed text, plain */
  excerpt: string;
  meta: NamedMeta & { title: string };
}
export interface NameShard {
  records: NamedRecord[];
  /**
   * Skeletons so many records share that they are no name (every sukta's title "Sukta 1.161" is
   * "suk"): their records are left out, and such a query takes Pagefind's path.
   */
  crowded: string[];
}

export const NAME_SHARD_DIR = 'names';
/** Letters of the skeleton that name a shard. */
const KEY_LENGTH = 3;

/** The shard a skeleton's records are in, or undefined when no shard can hold it. */
export function shardKey(skel: string): string | undefined {
  const key = skel.slice(0, KEY_LENGTH).replace(/ /g, '_');
  return /^[a-z_]+$/.test(key) ? key : undefined;
}

/** Every skeleton a record answers to: its title, names and aliases, and the reviewed table's names. */
export function skeletonsOf(meta: NamedMeta): string[] {
  const names = [meta.title ?? '', ...splitNames(meta.names), ...splitNames(meta.known)];
  return [...new Set(names.map(skeleton))].filter(Boolean);
}

/** What the page knows of the shards: which exist (so a query asks only for one that does). */
export interface NameLookup {
  keys: ReadonlySet<string>;
  base: string;
}

const shards = new Map<string, Promise<NameShard>>();

/**
 * The records `query` names, in the name rule's order, or undefined when the lookup cannot tell
 * (a crowded skeleton, a key no shard can hold, a failed request): then Pagefind's path decides.
 */
export async function namedRecords(lookup: NameLookup, query: string): Promise<NamedRecord[] | undefined> {
  const skel = skeleton(query);
  const key = skel && shardKey(skel);
  if (!key) return undefined;
  if (!lookup.keys.has(key)) return [];
  let shard = shards.get(key);
  if (!shard) {
    shard = fetch(link(`${lookup.base}${key}.json`)).then((r) => {
      if (!r.ok) throw new Error(`names ${key}: HTTP ${r.status}`);
      return r.json() as Promise<NameShard>;
    });
    shards.set(key, shard);
    shard.catch(() => shards.delete(key));
  }
  const { records, crowded } = await shard.catch(() => ({ records: [], crowded: [skel] }));
  if (crowded.includes(skel)) return undefined;
  return rerank(
    records.filter((r) => nameTier(r.meta, query) < 2),
    (r) => r.meta,
    query,
  );
}
