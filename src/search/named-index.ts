/**
 * Writes the name shards of src/search/named.ts from what Pagefind indexed: every fragment holds a
 * record's URL, text and search metadata (src/components/SearchMeta.astro), so the shards answer
 * for exactly the records and names the full-text index has.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PAGEFIND_OPTIONS } from './ranking.ts';
import type { Relations } from './relations.ts';
import {
  NAME_SHARD_DIR,
  SPELL_DIR,
  shardKey,
  shardSkeletonsOf,
  skeletonsOf,
  type NamedRecord,
  type NameShard,
} from './named.ts';
import {
  MIN_OPENING,
  OPENING_DIR,
  OPENING_LENGTH,
  openingShardKey,
  verseKey,
  type Opening,
  type VerseCounts,
} from './verses.ts';

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

export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
}

const readFragment = (file: string) => JSON.parse(readPagefindFile(file).toString('utf8')) as Fragment;

/** Every fragment of the index, in file order. */
export function readFragments(pagefindDir: string): Fragment[] {
  const fragmentDir = join(pagefindDir, 'fragment');
  return readdirSync(fragmentDir)
    .sort()
    .map((name) => readFragment(join(fragmentDir, name)));
}

const VERSE_TYPE = 'Rig Veda verse';
const excerptOf = (text: string) => text.split(/\s+/).slice(0, PAGEFIND_OPTIONS.excerptLength).join(' ');

/**
 * Writes `<pagefindDir>/names/<key>.json` and the spelling lists `<pagefindDir>/spell/<letter>.json`
 * (every name's skeleton, for near spellings); returns the name shards' keys. A person's record
 * carries its relations (relations.ts, by page URL), so a question about them needs no other file.
 * Verses have no name (their number and words are looked up by verses.ts) but the few that
 * content/rv/hymn-names.json names (the Gayatri Mantra).
 */
export function writeNameShards(
  pagefindDir: string,
  fragments = readFragments(pagefindDir),
  relations: ReadonlyMap<string, Relations> = new Map(),
): string[] {
  const bySkeleton = new Map<string, NamedRecord[]>();
  const names = new Set<string>();
  for (const { url, content, meta } of fragments) {
    // verses are found by number and words (verses.ts); only a verse known by a name is a name
    if (!meta.title || (meta.type === VERSE_TYPE && !meta.names)) continue;
    const record: NamedRecord = {
      url,
      excerpt: excerptOf(content),
      meta: {
        title: meta.title,
        type: meta.type,
        names: meta.names,
        known: meta.known,
        verses: meta.verses,
        group: meta.group,
        sanskrit: meta.sanskrit,
        killed: meta.killed,
      },
      ...(relations.has(url) ? { relations: relations.get(url) } : {}),
    };
    for (const skel of shardSkeletonsOf(record.meta))
      (bySkeleton.get(skel) ?? bySkeleton.set(skel, []).get(skel)!).push(record);
    for (const skel of skeletonsOf(record.meta)) names.add(skel);
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
  const crowded = new Set([...shards.values()].flatMap((s) => s.crowded));
  const byLetter = new Map<string, string[]>();
  for (const skel of [...names].sort())
    if (/^[a-z]/.test(skel) && !crowded.has(skel))
      (byLetter.get(skel[0]) ?? byLetter.set(skel[0], []).get(skel[0])!).push(skel);
  mkdirSync(join(pagefindDir, SPELL_DIR), { recursive: true });
  for (const [letter, list] of byLetter)
    writeFileSync(join(pagefindDir, SPELL_DIR, `${letter}.json`), JSON.stringify(list));
  return [...shards.keys()].sort();
}

/**
 * Writes the verse openings `<pagefindDir>/openings/<key>.json` (verses.ts) from the verse pages'
 * fragments (their `iast` meta: the verse in IAST); returns the keys written and every sukta's
 * verse count, from the verse pages' addresses (`/rigveda/<mandal>/<sukta>/<verse>/`).
 */
export function writeVerseIndex(
  pagefindDir: string,
  fragments = readFragments(pagefindDir),
): { keys: string[]; counts: VerseCounts } {
  const byKey = new Map<string, (Opening & { order: number[] })[]>();
  const counts: VerseCounts = [];
  for (const { url, meta } of fragments) {
    if (meta.type !== VERSE_TYPE) continue;
    const m = /^\/rigveda\/(\d+)\/(\d+)\/(\d+)\/$/.exec(url);
    if (!m) throw new Error(`verse page ${url}: not /rigveda/<mandal>/<sukta>/<verse>/`);
    const [mandal, sukta, verse] = m.slice(1).map(Number);
    const suktas = (counts[mandal - 1] ??= []);
    suktas[sukta - 1] = Math.max(suktas[sukta - 1] ?? 0, verse);
    if (!meta.iast) continue;
    // the verse's opening, and its second half's, where famous lines often start (ekaṃ sad viprā…)
    meta.iast
      .split(/\|+/)
      .map((half) => half.trim())
      .filter(Boolean)
      .slice(0, 2)
      .forEach((half, i) => {
        const key = verseKey(half).slice(0, OPENING_LENGTH);
        const opening = {
          url,
          excerpt: half,
          meta: { title: meta.title ?? `Rig Veda ${mandal}.${sukta}.${verse}`, type: VERSE_TYPE },
          key,
          order: [i, mandal, sukta, verse],
        };
        const shard = openingShardKey(key);
        if (key.length >= MIN_OPENING) (byKey.get(shard) ?? byKey.set(shard, []).get(shard)!).push(opening);
      });
  }
  for (let i = 0; i < counts.length; i++) counts[i] = Array.from(counts[i] ?? [], (n) => n ?? 0);
  const out = join(pagefindDir, OPENING_DIR);
  mkdirSync(out, { recursive: true });
  for (const [key, openings] of byKey) {
    // openings before second halves, each in the text's order
    openings.sort((a, b) => {
      const i = a.order.findIndex((n, j) => n !== b.order[j]);
      return i < 0 ? 0 : a.order[i] - b.order[i];
    });
    writeFileSync(join(out, `${key}.json`), JSON.stringify(openings.map(({ order: _, ...o }) => o)));
  }
  return { keys: [...byKey.keys()].sort(), counts };
}
