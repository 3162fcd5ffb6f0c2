/**
 * Writes the name shards of src/search/named.ts from what Pagefind indexed: every fragment holds a
 * record's URL, text and search metadata (src/components/SearchMeta.astro), so the shards answer
 * for exactly the records and names the full-text index has.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PAGEFIND_OPTIONS } from './ranking.ts';
import { NAME_SHARD_DIR, shardKey, skeletonsOf, type NamedRecord, type NameShard } from './named.ts';

/** A skeleton shared by more records than this is no name a reader looks up (see NameShard.crowded). */
const CROWDED = 40;
/** Pagefind's data files (fragments, page list): gzip of this signature and the payload. */
const SIGNATURE = 'pagefind_dcd';

/** A Pagefind data file's payload, after its signature; the build stops on a file without one. */
export function readPagefindFile(file: string): Buffer {
  const raw = gunzipSync(readFileSync(file));
  if (raw.subarray(0, SIGNATURE.length).toString() !== SIGNATURE)
    throw new Error(`pagefind ${file}: no ${SIGNATURE} signature`);
  return raw.subarray(SIGNATURE.length);
}

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
}

const readFragment = (file: string) => JSON.parse(readPagefindFile(file).toString('utf8')) as Fragment;

/** Writes `<pagefindDir>/names/<key>.json`; returns the keys written. */
export function writeNameShards(pagefindDir: string): string[] {
  const fragmentDir = join(pagefindDir, 'fragment');
  const bySkeleton = new Map<string, NamedRecord[]>();
  for (const name of readdirSync(fragmentDir).sort()) {
    const { url, content, meta } = readFragment(join(fragmentDir, name));
    if (!meta.title) continue;
    const record: NamedRecord = {
      url,
      excerpt: content.split(/\s+/).slice(0, PAGEFIND_OPTIONS.excerptLength).join(' '),
      meta: { title: meta.title, type: meta.type, names: meta.names, known: meta.known, verses: meta.verses },
    };
    for (const skel of skeletonsOf(record.meta))
      (bySkeleton.get(skel) ?? bySkeleton.set(skel, []).get(skel)!).push(record);
  }
  const shards = new Map<string, { records: Set<NamedRecord>; crowded: string[] }>();
  for (const [skel, records] of bySkeleton) {
    const key = shardKey(skel);
    if (!key) continue;
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = { records: new Set(), crowded: [] }));
    if (records.length > CROWDED) shard.crowded.push(skel);
    else for (const record of records) shard.records.add(record);
  }
  const out = join(pagefindDir, NAME_SHARD_DIR);
  mkdirSync(out, { recursive: true });
  for (const [key, { records, crowded }] of shards) {
    const shard: NameShard = {
      records: [...records].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)),
      crowded: crowded.sort(),
    };
    writeFileSync(join(out, `${key}.json`), JSON.stringify(shard));
  }
  return [...shards.keys()].sort();
}
