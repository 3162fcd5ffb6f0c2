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
import { shardKey } from './linked.ts';
import { link } from '../site/link.ts';
import type { Relations } from './relations.ts';

/** One indexed record as the name rule and a result need it. */
export interface NamedRecord {
  url: string;
  /** the start of the record's indexed text, plain */
  excerpt: string;
  /** `answer`: the line saying why the record answers a question ("Gandiv — Arjun's bow"; answers.ts) */
  meta: NamedMeta & { title: string; answer?: string };
  /** a person's relations, from the graph (relations.ts): what a question about them is answered with */
  relations?: Relations;
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
/** The spelling lists of nearestNamed, beside the shards. */
export const SPELL_DIR = 'spell';
/** The shard a skeleton's records are in (linked.ts, which the search page's head bundles alone). */
export { shardKey };

/**
 * Every skeleton a record answers to as a name: its title, names and aliases, the reviewed table's
 * names, a clan's plurals and the Sanskrit name.
 */
export function skeletonsOf(meta: NamedMeta): string[] {
  const names = [
    meta.title ?? '',
    ...splitNames(meta.names),
    ...splitNames(meta.known),
    ...splitNames(meta.group),
    ...splitNames(meta.sanskrit),
  ];
  return [...new Set(names.map(skeleton))].filter(Boolean);
}

/** The shards a record is in: its names', and for an event the names of those killed in it. */
export function shardSkeletonsOf(meta: NamedMeta): string[] {
  return [...new Set([...skeletonsOf(meta), ...splitNames(meta.killed).map(skeleton)])].filter(Boolean);
}

/** What the page knows of the shards: which exist (so a query asks only for one that does). */
export interface NameLookup {
  keys: ReadonlySet<string>;
  base: string;
  /** where the spelling lists are (`<base><letter>.json`: every name's skeleton by first letter) */
  spellBase?: string;
}

/** Fetched once per page; a failed request is asked again next time. */
function cachedJson<T>(cache: Map<string, Promise<T>>, url: string): Promise<T> {
  let entry = cache.get(url);
  if (!entry) {
    entry = fetch(link(url)).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      return r.json() as Promise<T>;
    });
    cache.set(url, entry);
    entry.catch(() => cache.delete(url));
  }
  return entry;
}
const shards = new Map<string, Promise<NameShard>>();
const spellLists = new Map<string, Promise<string[]>>();

/** The shard of a skeleton's key, or undefined when there is none (or it cannot be had). */
async function shardOf(lookup: NameLookup, skel: string): Promise<NameShard | undefined> {
  const key = shardKey(skel);
  if (!key || !lookup.keys.has(key)) return undefined;
  return cachedJson(shards, `${lookup.base}${key}.json`).catch(() => undefined);
}

/**
 * The records `query` names, in the name rule's order, or undefined when the lookup cannot tell
 * (a crowded skeleton, a key no shard can hold, a failed request): then Pagefind's path decides.
 */
export async function namedRecords(lookup: NameLookup, query: string): Promise<NamedRecord[] | undefined> {
  const skel = skeleton(query);
  const key = skel && shardKey(skel);
  if (!key) return undefined;
  if (!lookup.keys.has(key)) return [];
  const { records, crowded } = (await shardOf(lookup, skel)) ?? { records: [], crowded: [skel] };
  if (crowded.includes(skel)) return undefined;
  return rerank(
    records.filter((r) => nameTier(r.meta, query) < 2),
    (r) => r.meta,
    query,
  );
}

/**
 * The records whose name begins with the query's words, a name without the patronymic that follows
 * it ("Sudas" for Sudas Paijavan): shown after the records the query names. From the same shard
 * as namedRecords (one request for both); empty where the lookup cannot tell.
 */
export async function leadingRecords(lookup: NameLookup, query: string): Promise<NamedRecord[]> {
  const skel = skeleton(query);
  const key = skel && shardKey(skel);
  if (!key || !lookup.keys.has(key)) return [];
  const shard = await shardOf(lookup, skel);
  if (!shard || shard.crowded.includes(skel)) return [];
  return rerank(
    shard.records.filter((r) => nameTier(r.meta, query) === 2),
    (r) => r.meta,
    query,
  );
}

/**
 * The events in which the person a query names was killed, those with fewest victims first (Karn's
 * killing before a day of the war), then the person: "who killed karna", "death of drona". The
 * person is found as any name is (aliases, spellings, a near spelling), then looked up by the
 * name the events list them by.
 */
export async function deathRecords(lookup: NameLookup, person: string): Promise<NamedRecord[]> {
  const named = (await namedRecords(lookup, person)) ?? [];
  const near = named.length ? undefined : await nearestNamed(lookup, person);
  const people = (named.length ? named : (near?.records ?? [])).filter((r) => r.meta.type === 'person');
  const victim = people[0];
  if (!victim) return [];
  const skel = skeleton(victim.meta.title);
  const shard = await shardOf(lookup, skel);
  const events = (shard?.records ?? [])
    .filter((r) => splitNames(r.meta.killed).some((name) => name === victim.meta.title))
    .sort((a, b) => splitNames(a.meta.killed).length - splitNames(b.meta.killed).length);
  // a death the data tells as an event of its own, not as a killing: "Pandu's death", "Vidur's passing"
  const told = (shard?.records ?? []).filter(
    (r) =>
      r.meta.type === 'event' &&
      !events.includes(r) &&
      DEATH_TITLE.test(skeleton(r.meta.title)) &&
      skeleton(r.meta.title).startsWith(`${skel} `),
  );
  return [...events, ...told, victim];
}

/** An event's title (skeleton) that tells a death. */
const DEATH_TITLE = / (deat|pasing|fal|end|kiling)$/;

/** How many letters a name of this length may differ by and still be meant: none for short names. */
export const allowedEdits = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** Edit distance with a swap of two neighbouring letters as one edit (arujna → arjuna), capped at `max` + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/**
 * When no name is the query: the records of the names nearest to it within an edit distance
 * scaled to its length (allowedEdits), and the name meant, for a "did you mean" line. The names
 * are the build's spelling lists, one per first letter (a typo in the first letter is rare).
 */
export async function nearestNamed(
  lookup: NameLookup,
  query: string,
): Promise<{ name: string; records: NamedRecord[] } | undefined> {
  const skel = skeleton(query);
  const max = allowedEdits(skel.replace(/ /g, '').length);
  if (!max || !lookup.spellBase || !/^[a-z]/.test(skel)) return undefined;
  const names = await cachedJson(spellLists, `${lookup.spellBase}${skel[0]}.json`).catch(() => [] as string[]);
  let best: string[] = [];
  let bestDistance = max + 1;
  for (const name of names) {
    const d = editDistance(skel, name, Math.min(max, bestDistance));
    if (d < bestDistance) [best, bestDistance] = [[name], d];
    else if (d === bestDistance && d <= max) best.push(name);
  }
  if (bestDistance > max) return undefined;
  const records = (await Promise.all(best.map((name) => namedRecords(lookup, name)))).flatMap((r) => r ?? []);
  const ordered = rerank([...new Map(records.map((r) => [r.url, r])).values()], (r) => r.meta, best);
  if (!ordered.length) return undefined;
  const meant = ordered[0];
  const name = [meant.meta.title, ...splitNames(meant.meta.names)].find((n) => best.includes(skeleton(n)));
  return { name: name ?? meant.meta.title, records: ordered };
}

/**
 * A query of several words no name answers as a whole, one of whose phrases names an event:
 * those events ("abhimanyu chakravyuh", "bhishma shar shayya": a person and the episode readers
 * call by its own name). Only events: a phrase naming a person or a noun is what Pagefind ranks.
 */
export async function episodeRecords(lookup: NameLookup, query: string): Promise<NamedRecord[]> {
  const words = skeleton(query).split(' ');
  if (words.length < 2) return [];
  const phrases: string[] = [];
  for (let length = words.length - 1; length >= 1; length--)
    for (let start = 0; start + length <= words.length; start++)
      phrases.push(words.slice(start, start + length).join(' '));
  const found = await Promise.all(phrases.map((phrase) => namedRecords(lookup, phrase).catch(() => undefined)));
  const events = found.flatMap((records) => (records ?? []).filter((r) => r.meta.type === 'event'));
  return [...new Map(events.map((r) => [r.url, r])).values()];
}
