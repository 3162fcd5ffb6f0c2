/**
 * Readers for the epic's reference works in ../shared/data/mb (import-time only; the build reads
 * content/). Sörensen's index (per-name summaries, SLP1 keys) and Mehendale's Cultural Index (entries
 * with section, headword and verse references of the critical edition).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Sanscript from '@indic-transliteration/sanscript';

export const sharedMb = (root: string) => path.join(root, '..', 'shared', 'data', 'mb');

/** A name folded the way this project spells names (schwa dropped, no diacritics), for matching. */
export function fold(name: string): string {
  let s = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/<sup>.*?<\/sup>/g, '');
  s = s
    .replace(/ṛ/g, 'ri')
    .replace(/[śṣ]/g, 'sh')
    .replace(/[ṅñṇṃ]/g, 'n')
    .replace(/ḥ/g, '')
    .replace(/ṭ/g, 't')
    .replace(/ḍ/g, 'd')
    .replace(/ā/g, 'a')
    .replace(/ī/g, 'i')
    .replace(/ū/g, 'u')
    .replace(/ḷ/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  s = s
    .replace(/c(?!h)/g, 'ch')
    .replace(/chh/g, 'ch')
    .replace(/w/g, 'v')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/jn/g, 'gy')
    .replace(/gn/g, 'gy');
  s = s.replace(/[^a-z ]/g, '').trim();
  // final schwa, and -an stems (Ashvatthaman → Ashvattham), so both spellings meet
  return s
    .split(/\s+/)
    .map((w) =>
      w
        .replace(/a+$/, '')
        .replace(/an$/, '')
        .replace(/(?<=.{4})as$/, ''),
    )
    .join(' ');
}

export const slp1ToIast = (key: string) => Sanscript.t(key, 'slp1', 'iast');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface SorensenEntry {
  id: string;
  key: string;
  headword: string;
  description: string;
  /** 1-based position among the entries of the same key, and how many there are. */
  homonym: number;
  homonyms: number;
}

export function readSorensen(root: string): Map<string, SorensenEntry[]> {
  const raw = JSON.parse(readFileSync(path.join(sharedMb(root), 'mahanama', 'entity_metadata.json'), 'utf8')) as Record<
    string,
    { key: string; description: string }
  >;
  const byKey = new Map<string, { id: string; key: string; description: string }[]>();
  for (const [id, e] of Object.entries(raw)) (byKey.get(e.key) ?? byKey.set(e.key, []).get(e.key)!).push({ id, ...e });
  const byFold = new Map<string, SorensenEntry[]>();
  for (const [key, list] of byKey) {
    const headword = capital(slp1ToIast(key));
    list.forEach((e, i) => {
      const entry = { ...e, headword, homonym: i + 1, homonyms: list.length };
      const f = fold(headword);
      (byFold.get(f) ?? byFold.set(f, []).get(f)!).push(entry);
    });
  }
  return byFold;
}

export interface CulturalEntry {
  /** The Cologne digitisation's record number (`<L>`). */
  id: number;
  /** The headword's homonym number as the index prints it (Śakti<sup>2</sup>), 1 when it has none. */
  homonym: number;
  /** The entry's text, markup removed (for matching an entry to a record). */
  text: string;
  section: string;
  headword: string;
  /** The spelling of the headword that was looked up (an entry may give several: "Āraṭṭa, Bāhlika"). */
  spelling: string;
  /** Verse references of the critical edition cited in the entry, as "p.a.v". */
  verses: string[];
}

/** Page ranges of the Cultural Index's sections (its table of contents). */
const SECTION_PAGES: [number, string][] = [
  [1, '1.1'],
  [90, '1.2'],
  [165, '1.3'],
  [229, '1.4'],
  [285, '1.5'],
  [507, '1.5A'],
  [605, '1.6'],
  [935, '1.7'],
];

export function readCulturalIndex(root: string): Map<string, CulturalEntry[]> {
  const text = readFileSync(path.join(sharedMb(root), 'mahabharata-cultural-index', 'mci.txt'), 'utf8');
  const byFold = new Map<string, CulturalEntry[]>();
  for (const block of text.split('<LEND>')) {
    const meta = block.match(/<L>(\d+)<pc>(\d+)-[ab]<k1>[^<]+<k2>[^<\n]+(?:<h>\d+)?\n\{@([^¦]*?)@\}/);
    if (!meta) continue;
    const id = Number(meta[1]);
    const page = Number(meta[2]);
    const section = [...SECTION_PAGES].reverse().find(([p]) => page >= p)![1];
    const headword = meta[3]!
      .replace(/<sup>(\d+)<\/sup>/, '')
      .replace(/[{}@%˚]/g, '')
      .trim()
      .replace(/[:;,.]+$/, '');
    const homonym = Number(/<sup>(\d+)<\/sup>/.exec(meta[3]!)?.[1] ?? 1);
    const body = block.slice(block.indexOf(meta[3]!) + meta[3]!.length).replace(/\s+/g, ' ');
    const text = body.replace(/<[^>]+>|\[Page[^\]]*\]|[{}@%#¦]/g, ' ').replace(/\s+/g, ' ');
    const verses = [...body.matchAll(/(?<!P\. )\b(1[0-8]|[1-9])\. (\d{1,3})\. (\d{1,3})(?:[-–](\d{1,3}))?/g)].map(
      (m) => `${m[1]}.${m[2]}.${m[3]}${m[4] && Number(m[4]) > Number(m[3]) ? `-${m[4]}` : ''}`,
    );
    // "Gāṇḍīva, Gāṇḍiva": every spelling finds the entry, cited by its first
    const spellings = headword.split(/,\s*/).filter(Boolean);
    const seen = new Set<string>();
    for (const spelling of spellings) {
      const f = fold(spelling);
      if (seen.has(f)) continue;
      seen.add(f);
      (byFold.get(f) ?? byFold.set(f, []).get(f)!).push({
        id,
        homonym,
        text,
        section,
        headword: spellings[0]!,
        spelling,
        verses,
      });
    }
  }
  return byFold;
}

/**
 * The Cultural Index's entries by citation key ("1.6, Kaliṅga"), each with its entry number: the
 * homonym number the index prints (Kaliṅga<sup>2</sup>) where the entries of the key carry distinct
 * ones, else its position in the digitisation's order.
 */
export function culturalEntries(root: string): Map<string, (CulturalEntry & { entry: number })[]> {
  const byId = new Map<number, CulturalEntry>();
  for (const list of readCulturalIndex(root).values()) for (const e of list) byId.set(e.id, e);
  const groups = new Map<string, CulturalEntry[]>();
  for (const e of [...byId.values()].sort((a, b) => a.id - b.id)) {
    const key = `${e.section}, ${e.headword}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(e);
  }
  return new Map(
    [...groups].map(([key, list]) => {
      const printed = new Set(list.map((e) => e.homonym)).size === list.length;
      return [key, list.map((e, i) => ({ ...e, entry: printed ? e.homonym : i + 1 }))];
    }),
  );
}
