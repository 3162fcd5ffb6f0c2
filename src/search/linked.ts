/**
 * The name shard a linked search (`/search/?q=…`) asks for first, known from the address alone:
 * the search page's head (src/search/pagefind.ts) reads it before any module has loaded and asks
 * for that shard beside the page's script, not one round trip after it. On a slow phone the page
 * script, its imports and then the shard were three round trips after the page; now the shard
 * arrives with the script. The query is read as page.ts reads it (query.ts: the script it is in, a
 * verse number, a death question), so the key is the one namedRecords (named.ts) asks for. The
 * shards' key (shardKey) lives here, so that the bundle holds nothing of named.ts.
 * Bundled by the build into the page's head (about 2.5 KB gzipped); browser code, no DOM.
 */
import { readQuery } from './query.ts';
import { skeleton } from './variants.ts';

/** Letters of the skeleton that name a shard. */
const KEY_LENGTH = 3;

/** The shard a skeleton's records are in, or undefined when no shard can hold it. */
export function shardKey(skel: string): string | undefined {
  const key = skel.slice(0, KEY_LENGTH).replace(/ /g, '_');
  return /^[a-z_]+$/.test(key) ? key : undefined;
}

/**
 * The key of the name shard the search asks for first, or undefined when it asks for none
 * (a verse number, a query no shard can hold, a key without a shard in `keys`).
 */
export function linkedShardKey(query: string, keys: ReadonlySet<string>): string | undefined {
  const reading = readQuery(query.trim());
  if (reading.ref) return undefined;
  // as page.ts: the person a death question names, else the query without an article
  const name = reading.death ?? reading.text.replace(/^the\s+(?=\S)/i, '');
  const skel = skeleton(name);
  const key = skel ? shardKey(skel) : undefined;
  return key && keys.has(key) ? key : undefined;
}
