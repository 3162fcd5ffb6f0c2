/**
 * Traditional names of famous hymns and verses (content/rv/hymn-names.json), validated and checked
 * against the verses: a name must point at an existing sukta (and verse), and no sukta or verse is
 * named twice. The build fails naming the record otherwise.
 */
import { assertNoProblems, readCollection } from '../../core/content.ts';
import { contentDir } from '../../build-config.ts';
import { hymnNameRecord, type HymnNameRecord, type HymnVerse } from './schema.ts';

export const HYMN_NAMES_FILE = 'rv/hymn-names.json';

export function checkHymnNames(names: readonly HymnNameRecord[], verses: readonly HymnVerse[]): string[] {
  const versesOf = new Map<string, number>();
  for (const v of verses)
    versesOf.set(`${v.mandal}.${v.sukta}`, Math.max(versesOf.get(`${v.mandal}.${v.sukta}`) ?? 0, v.verse));
  const problems: string[] = [];
  const seenPlace = new Set<string>();
  const seenName = new Set<string>();
  for (const n of names) {
    const where = `${n.mandal}.${n.sukta}${n.verse ? `.${n.verse}` : ''}`;
    const last = versesOf.get(`${n.mandal}.${n.sukta}`);
    if (last === undefined)
      problems.push(`content/${HYMN_NAMES_FILE}: "${n.name}".sukta: ${n.mandal}.${n.sukta} is not a sukta`);
    else if (n.verse && n.verse > last)
      problems.push(`content/${HYMN_NAMES_FILE}: "${n.name}".verse: ${where} is not a verse (the sukta has ${last})`);
    if (seenPlace.has(where)) problems.push(`content/${HYMN_NAMES_FILE}: "${n.name}": ${where} is named twice`);
    seenPlace.add(where);
    for (const x of [n.name, ...n.aliases]) {
      if (seenName.has(x.toLowerCase()))
        problems.push(`content/${HYMN_NAMES_FILE}: "${n.name}": the name "${x}" is used twice`);
      seenName.add(x.toLowerCase());
    }
  }
  return problems;
}

export interface HymnNames {
  all: HymnNameRecord[];
  /** The name of a whole sukta, by "mandal.sukta". */
  ofSukta(mandal: number, sukta: number): HymnNameRecord | undefined;
  /** The name of one verse, by its place. */
  ofVerse(mandal: number, sukta: number, verse: number): HymnNameRecord | undefined;
}

export function hymnNames(names: HymnNameRecord[], verses: readonly HymnVerse[]): HymnNames {
  assertNoProblems('content/rv: hymn names', checkHymnNames(names, verses));
  const key = (m: number, s: number, v?: number) => `${m}.${s}${v ? `.${v}` : ''}`;
  const byPlace = new Map(names.map((n) => [key(n.mandal, n.sukta, n.verse), n]));
  return {
    all: names,
    ofSukta: (m, s) => byPlace.get(key(m, s)),
    ofVerse: (m, s, v) => byPlace.get(key(m, s, v)),
  };
}

export function loadHymnNames(verses: readonly HymnVerse[], root?: string): HymnNames {
  return hymnNames(
    readCollection(HYMN_NAMES_FILE, hymnNameRecord, { dir: contentDir(root), keyField: 'name' }),
    verses,
  );
}
