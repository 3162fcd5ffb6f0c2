/**
 * Reads Macdonell & Keith's Vedic Index (Cologne digitisation, vei.txt) into a lookup from a
 * Devanagari headword to its IAST spelling and volume.page. Entries are keyed in SLP1 (`<k1>`).
 */
import { readFileSync } from 'node:fs';

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'A',
  इ: 'i',
  ई: 'I',
  उ: 'u',
  ऊ: 'U',
  ऋ: 'f',
  ॠ: 'F',
  ऌ: 'x',
  ए: 'e',
  ऐ: 'E',
  ओ: 'o',
  औ: 'O',
};
const SIGNS: Record<string, string> = {
  'ा': 'A',
  'ि': 'i',
  'ी': 'I',
  'ु': 'u',
  'ू': 'U',
  'ृ': 'f',
  'ॄ': 'F',
  'ॢ': 'x',
  'े': 'e',
  'ै': 'E',
  'ो': 'o',
  'ौ': 'O',
};
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'K',
  ग: 'g',
  घ: 'G',
  ङ: 'N',
  च: 'c',
  छ: 'C',
  ज: 'j',
  झ: 'J',
  ञ: 'Y',
  ट: 'w',
  ठ: 'W',
  ड: 'q',
  ढ: 'Q',
  ण: 'R',
  त: 't',
  थ: 'T',
  द: 'd',
  ध: 'D',
  न: 'n',
  प: 'p',
  फ: 'P',
  ब: 'b',
  भ: 'B',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'S',
  ष: 'z',
  स: 's',
  ह: 'h',
  ळ: 'L',
};
const OTHER: Record<string, string> = { 'ं': 'M', 'ः': 'H', 'ँ': '~', ऽ: "'" };

/** Devanagari → SLP1, the key scheme of the Cologne dictionaries. */
export function toSlp1(devanagari: string): string {
  let out = '';
  const chars = [...devanagari.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (CONSONANTS[c]) {
      out += CONSONANTS[c];
      const next = chars[i + 1];
      if (next === '्') i++;
      else if (next && SIGNS[next]) {
        out += SIGNS[next];
        i++;
      } else out += 'a';
    } else if (VOWELS[c]) out += VOWELS[c];
    else if (OTHER[c]) out += OTHER[c];
    else if (c !== '\u200c' && c !== '\u200d') out += c;
  }
  return out;
}

export interface VedicIndexEntry {
  iast: string;
  /** volume.page */
  page: string;
}

interface Entry extends VedicIndexEntry {
  key: string;
  /** The entry's text folded to plain letters, for matching a noun's description. */
  words: Set<string>;
  /** Folded word → the page it is first found on (an entry runs over several pages). */
  pageOf: Map<string, string>;
  /** A stub that only says "See Nakṣatra.": the headword of the article that treats the word. */
  see?: string;
}

/** IAST or English → plain lower-case letters (ś, ṣ → sh; long vowels short; final -a dropped). */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ṛ/g, 'ri')
    .replace(/[śṣ]/g, 'sh')
    .replace(/[ṅñṇṃ]/g, 'n')
    .replace(/ḥ/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '')
    .replace(/(?<=..)a$/, '');
}

/** Words of the description an article must share before it is preferred to the noun's own entries. */
const INNER_MIN_CLUES = 3;

const STOP = new Set([
  'the',
  'of',
  'and',
  'or',
  'a',
  'an',
  'to',
  'in',
  'name',
  'identical',
  'possibly',
  'kind',
  'with',
  'from',
  'which',
  'used',
  'also',
  'one',
  'for',
]);
/** The words of a noun's description and category that can point at one of several homonyms. */
const clueWords = (text: string) => [
  ...new Set(
    text
      .split(/[^\p{L}]+/u)
      .map((w) => w.toLowerCase())
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map(foldWord),
  ),
];
/** English plurals and the like: "dice" finds "dicing", "classes" finds "class". */
const stemHit = (words: Set<string>, clue: string) =>
  words.has(clue) ||
  words.has(clue.replace(/e?s$/, '')) ||
  (clue.length > 4 &&
    [...words].some(
      (w) =>
        w.length > 3 &&
        w.startsWith(clue.slice(0, 4)) &&
        clue.startsWith(w.slice(0, 4)) &&
        Math.abs(w.length - clue.length) <= 3,
    ));

/**
 * Reviewed: nouns the list spells so that they meet an entry of another sense. मघ is the star
 * Maghā ("Leonis"), not Magha "bounty".
 */
const SENSE_KEYS: Record<string, string> = { मघ: 'maGA' };

export function readVedicIndex(file: string): {
  lookup(nagari: string, description?: string, category?: string): VedicIndexEntry | undefined;
} {
  const all: Entry[] = [];
  // Corrections in the digitisation: {{{@misprint@}->{@correction@}||date|who||why}} keeps the correction
  const lines = readFileSync(file, 'utf8')
    .replace(/\{\{\{@[^@]*@\}->(\{@[^@]*@\})\|\|[^}]*\}\}/g, '$1')
    .split('\n');
  let page = '';
  let current: Entry | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = /^\[Page(\d)-(\d+)/.exec(line);
    if (marker) page = `${marker[1]}.${Number(marker[2])}`;
    const meta = /^<L>\d+<pc>(\d)-(\d+)<k1>([^<]+)/.exec(line);
    if (meta) {
      page = `${meta[1]}.${Number(meta[2])}`;
      const head = /\{@(?:\d+\.\s*)?([^@]+?)[.,]?@\}/.exec(lines[i + 1] ?? '');
      current = head ? { key: meta[3]!, iast: head[1]!.trim(), page, words: new Set(), pageOf: new Map() } : undefined;
      const see = /¦ See \{@([^@(.]+?)[.\s(@]/.exec(lines[i + 1] ?? '');
      if (current && see && lines[i + 2]?.startsWith('<LEND>')) current.see = see[1];
      if (current) all.push(current);
      continue;
    }
    if (line.startsWith('<LEND>')) current = undefined;
    if (!current) continue;
    for (const w of line.replace(/<[^>]+>|\{[@%#]|[@%#]\}/g, ' ').split(/[^\p{L}\p{M}-]+/u)) {
      const f = foldWord(w.replace(/-/g, ''));
      if (f.length < 3) continue;
      current.words.add(f);
      if (!current.pageOf.has(f)) current.pageOf.set(f, page);
    }
  }
  const byKey = Map.groupBy(all, (e) => e.key);
  const score = (e: Entry, clues: string[]) => clues.filter((c) => stemHit(e.words, c)).length;
  return {
    lookup(nagari, description = '', category = '') {
      const slp = toSlp1(nagari);
      // The nouns list writes some stems with a nominative ending (-ः) or without the final
      // virama (अभिजित for abhijit); the index has the bare stem.
      const homonyms =
        byKey.get(SENSE_KEYS[nagari] ?? slp) ?? byKey.get(slp.replace(/H$/, '')) ?? byKey.get(slp.replace(/a$/, ''));
      if (!homonyms) return undefined;
      const first = homonyms[0]!;
      const clues = clueWords(`${description} ${category}`);
      if (!clues.length) return { iast: first.iast, page: first.page };
      // Homonyms: the entry whose text shares most words with the noun's description (the first on a tie).
      let best: Entry = first;
      let bestScore = score(first, clues);
      for (const e of homonyms.slice(1)) {
        const sc = score(e, clues);
        if (sc > bestScore) [best, bestScore] = [e, sc];
      }
      // A sense none of the homonyms covers, which the index treats inside another article
      // (Aśvattha the star, in the list of the Nakṣatras): that article, at the page naming the word.
      const folded = foldWord(first.iast.replace(/-/g, ''));
      let inner: { e: Entry; score: number } | undefined;
      for (const e of all) {
        if (e.key === first.key || !e.pageOf.has(folded)) continue;
        const sc = score(e, clues);
        if (sc > (inner?.score ?? 0)) inner = { e, score: sc };
      }
      if (homonyms.length > 1 && bestScore === 0 && inner && inner.score >= INNER_MIN_CLUES)
        return { iast: first.iast, page: inner.e.pageOf.get(folded)! };
      // A star's stub ("Jyeṣṭhā. See Nakṣatra.") explains nothing: the list of the Nakṣatras, at the
      // page naming the star. (Other "See …" stubs are left as they are: a reader finds the way on.)
      // The list's own numbered entry of the star where it has one, under the stub's key or its
      // plural (maGA → maGAs, the eighth; SravizWa → SravizWAs, the twenty-second, vol. 1 p. 419).
      const plurals = [`${best.key}s`, `${best.key.replace(/a$/, 'A')}s`];
      const listed =
        best.see === 'Nakṣatra'
          ? [best.key, ...plurals].flatMap((k) => byKey.get(k) ?? []).find((e) => !e.see)
          : undefined;
      if (listed) return { iast: best.iast, page: listed.page };
      const article = best.see === 'Nakṣatra' ? all.find((e) => e.iast === best.see) : undefined;
      if (article) {
        const named = foldWord(best.iast.split(',')[0]!.replace(/-/g, ''));
        return { iast: best.iast, page: article.pageOf.get(named) ?? article.page };
      }
      return { iast: best.iast, page: best.page };
    },
  };
}
