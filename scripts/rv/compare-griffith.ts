/**
 * Compares the Cologne copy of Griffith's English (../shared/data/rv/griffith/griffith-per-verse.tsv)
 * verse by verse with another transcription of the same edition, and scans the copy for OCR
 * artefacts (issue 35, content/rv/griffith-corrections.json). It reports; it changes nothing. Every
 * correction in the table was chosen by reading this report, never written by it.
 *
 * The other transcription is sacred-texts.com's etext of Griffith's Rig Veda (1896) as converted to
 * Markdown in the public repository dnotes/ocean-library (content/en/hindu/rig-veda-book-N.md, one
 * file a book, each verse ending in `{#sukta:verse}`). That copy is read from a folder outside the
 * repository given on the command line; it is never committed.
 *
 * Usage: node scripts/rv/compare-griffith.ts <folder with rig-veda-book-1.md … rig-veda-book-10.md>
 *          [--tsv path] [--corrections]   (--corrections: compare the corrected text, i.e. with
 *          content/rv/griffith-corrections.json applied, to see what is left)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { griffithCorrection, type GriffithCorrection } from '../../src/apis/rv/text-schema.ts';
import { correctedGriffith, readGriffithTsv } from './text-layers.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** One book of the other transcription: "m.s.v" → its text (lines joined by "\n"). */
export function readOceanBook(text: string, mandal: number): Map<string, string> {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  const out = new Map<string, string>();
  // A hymn number met again under a later heading (a misread numeral such as "Xl", or the
  // Vālakhilya hymns numbered I–XI after Book 8) gets its own id, "S~n"; alignHymns places it.
  const claimed = new Map<number, number>();
  let block = 0;
  let pending: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line || line === '* * *') continue;
    if (line.startsWith('#')) {
      block++;
      pending = [];
      continue;
    }
    const end = /^(.*?)\s*\{#(\d+):(\d+)\}$/.exec(line);
    if (!end) {
      pending.push(line);
      continue;
    }
    pending.push(end[1]!);
    const sukta = Number(end[2]);
    if (!claimed.has(sukta)) claimed.set(sukta, block);
    const hymn = claimed.get(sukta) === block ? `${sukta}` : `${sukta}~${block}`;
    const key = `${mandal}.${hymn}.${Number(end[3])}`;
    const verse = pending.filter(Boolean).join('\n');
    out.set(key, out.has(key) ? `${out.get(key)}\n${verse}` : verse);
    pending = [];
  }
  return out;
}

/** Diacritics, typographic quotes and dashes folded away, so that only real differences remain. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[—–]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Word-level differences (longest common subsequence): runs of copy words against other words. */
export function wordDiff(
  a: readonly string[],
  b: readonly string[],
): { copy: string; other: string; atCopy: number; atOther: number }[] {
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: { copy: string; other: string; atCopy: number; atOther: number }[] = [];
  let i = 0;
  let j = 0;
  let ca: string[] = [];
  let cb: string[] = [];
  const flush = () => {
    if (ca.length || cb.length)
      out.push({ copy: ca.join(' '), other: cb.join(' '), atCopy: i - ca.length, atOther: j - cb.length });
    ca = [];
    cb = [];
  };
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      flush();
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) cb.push(b[j++]!);
    else ca.push(a[i++]!);
  }
  flush();
  return out;
}

/** Hymn "m.s" → its verses, from "m.s.v" keys. */
function byHymn(verses: ReadonlyMap<string, string | null>): Map<string, Map<number, string | null>> {
  const out = new Map<string, Map<number, string | null>>();
  for (const [key, text] of verses) {
    const hymn = key.replace(/\.\d+$/, '');
    if (!out.has(hymn)) out.set(hymn, new Map());
    out.get(hymn)!.set(Number(key.split('.')[2]), text);
  }
  return out;
}

/**
 * Which hymn of the other transcription each hymn of the copy is: the one of the same book sharing
 * most words (Griffith numbers Book 8 otherwise, the Vālakhilya hymns 8.49–8.59 printed apart, and
 * a few hymn headings of the conversion are misnumbered). Returns copy "m.s" → other "m.s".
 */
export function alignHymns(
  copy: ReadonlyMap<string, string | null>,
  other: ReadonlyMap<string, string>,
): Map<string, string> {
  const words = (verses: Map<number, string | null>) =>
    new Set(
      [...verses.values()]
        .flatMap((t) =>
          t
            ? fold(t)
                .toLowerCase()
                .split(/[^a-z']+/)
            : [],
        )
        .filter((w) => w.length > 3),
    );
  const theirs = [...byHymn(other)].map(([hymn, verses]) => ({ hymn, words: words(verses) }));
  const pairs: { mine: string; theirs: string; score: number }[] = [];
  for (const [hymn, verses] of byHymn(copy)) {
    const mine = words(verses);
    for (const t of theirs) {
      if (t.hymn.split('.')[0] !== hymn.split('.')[0]) continue;
      let shared = 0;
      for (const w of mine) if (t.words.has(w)) shared++;
      const score = shared / Math.max(mine.size, t.words.size, 1) + (t.hymn === hymn ? 1e-6 : 0);
      if (score >= 0.5) pairs.push({ mine: hymn, theirs: t.hymn, score });
    }
  }
  // Best pairs first, each hymn used once.
  const out = new Map<string, string>();
  const used = new Set<string>();
  for (const p of pairs.sort((a, b) => b.score - a.score)) {
    if (out.has(p.mine) || used.has(p.theirs)) continue;
    out.set(p.mine, p.theirs);
    used.add(p.theirs);
  }
  return out;
}

/** OCR artefacts a page of English should not contain. */
export const ARTEFACTS: readonly [string, RegExp][] = [
  ['section sign or other stray symbol', /[§¤¦©®°±µ¶·¸¹²³¼½¾×÷|~^{}<>@#$%*+=]/],
  ['backslash', /\\/],
  ['digit inside a word', /[A-Za-z]\d|\d[A-Za-z]/],
  ['quote inside a word', /[A-Za-z]"[A-Za-z]/],
  ['space before a word-final punctuation run', /\s[,;:.!?](?=[A-Za-z])/],
  ['letters split by a full stop', /[a-z]\. [a-z]{2,}/],
];

function readCorrections(): GriffithCorrection[] {
  const file = path.join(projectRoot, 'content', 'rv', 'griffith-corrections.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).map((e) => griffithCorrection.parse(e));
}

/** The report: verses the copy lacks, word differences, artefacts. Returns its counts. */
export function compare(
  copy: ReadonlyMap<string, string | null>,
  other: ReadonlyMap<string, string>,
  log: (line: string) => void,
): { missingSupplied: number; missingNowhere: number; differing: number; runs: number; artefacts: number } {
  const counts = { missingSupplied: 0, missingNowhere: 0, differing: 0, runs: 0, artefacts: 0 };
  const hymns = alignHymns(copy, other);
  for (const [mine, theirs] of hymns) if (mine !== theirs) log(`HYMN ${mine}\tis the other's ${theirs}`);
  const seen = new Set<string>();
  for (const [key, text] of copy) {
    const hymn = hymns.get(key.replace(/\.\d+$/, ''));
    const otherKey = hymn ? `${hymn}.${key.split('.')[2]}` : undefined;
    const theirs = otherKey ? other.get(otherKey) : undefined;
    if (otherKey && theirs !== undefined) seen.add(otherKey);
    if (text === null) {
      if (theirs) counts.missingSupplied++;
      else counts.missingNowhere++;
      log(`MISSING ${key}\t${theirs ? `other has: ${theirs.replace(/\n/g, ' / ')}` : 'other has none'}`);
      continue;
    }
    for (const [what, re] of ARTEFACTS) {
      const m = re.exec(text);
      if (m) {
        counts.artefacts++;
        log(`ARTEFACT ${key}\t${what}: …${text.slice(Math.max(0, m.index - 20), m.index + 20).replace(/\n/g, ' / ')}…`);
      }
    }
    if (!theirs) {
      log(`ONLY-COPY ${key}`);
      continue;
    }
    const runs = wordDiff(fold(text).split(' '), fold(theirs).split(' '));
    if (runs.length) {
      counts.differing++;
      counts.runs += runs.length;
      for (const r of runs) log(`DIFF ${key}\t«${r.copy}» → «${r.other}»`);
    }
  }
  for (const key of other.keys()) if (!seen.has(key)) log(`ONLY-OTHER ${key}`);
  return counts;
}

/** The copy's typography for a word of the other transcription: straight quotes and hyphen-dashes, Griffith's letters kept. */
const copyTypography = (s: string) => s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[—–]/g, '-');
/** Letters (and digits) of a word, diacritics folded, case kept. */
const letters = (w: string) => fold(w).replace(/[^A-Za-z0-9]/g, '');
/** A name spelled two ways (Vishnu/Viṣṇu, Vritra/Vṛtra, Dadhyac/Dadhyach) is a difference of style, not a slip. */
const nameKey = (w: string) => letters(w).toLowerCase().replace(/h/g, '').replace(/ri/g, 'r');
/** Punctuation no print has: a stray quote or full stop, a mark after a space, a word that starts with a mark. */
const STRAY = /(^|[^s])'(?![A-Za-z])|[.,;:][.,;:]|\s[,.;:!?]|(^|\s)[-,.;:'][A-Za-z]|\b[1l]\b/;

export type Candidate = {
  verse: string;
  kind: 'slip' | 'style' | 'dash' | 'punctuation' | 'doubt';
  find: string;
  text: string;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The copy's words [at, at+n) as they stand in its text (line breaks kept) and their replacement,
 * widened by neighbouring words until the found text occurs once in the verse.
 */
function literal(text: string, words: readonly string[], at: number, n: number, replacement: readonly string[]) {
  for (let before = 0; before <= 3; before++)
    for (let after = 0; after <= 3; after++) {
      const from = Math.max(0, at - before);
      const to = Math.min(words.length, at + n + after);
      if (to === from) continue;
      const re = new RegExp(words.slice(from, to).map(escape).join('\\s+'), 'g');
      const hits = [...text.matchAll(re)];
      if (hits.length !== 1) continue;
      const find = hits[0]![0];
      const seps = find.match(/\s+/g) ?? [];
      const all = [...words.slice(from, at), ...replacement, ...words.slice(at + n, to)];
      // Keep the copy's line breaks where as many words stand as before.
      const keepSeps = all.length === to - from;
      return { find, text: all.map((w, k) => (k ? (keepSeps ? seps[k - 1]! : ' ') : '') + w).join('') };
    }
  return { find: words.slice(at, at + n).join(' '), text: replacement.join(' ') };
}

/**
 * Sorts each word run where the copy and the other transcription differ: `slip` where the copy's
 * words are (almost) never found in the other transcription and the other's are common words of it,
 * where words are run together or split apart, or where the copy has stray punctuation; otherwise
 * `style` (a name's spelling), `dash` (the copy's spacing of dashes), `punctuation` (a mark more or
 * less) or `doubt` (left to a reader).
 */
export function classify(
  copyText: string,
  otherText: string,
  freq: ReadonlyMap<string, number>,
  verse: string,
): Candidate[] {
  const a = copyText.split(/\s+/);
  const b = otherText.split(/\s+/);
  const out: Candidate[] = [];
  for (const run of wordDiff(a.map(fold), b.map(fold))) {
    const mine = run.copy ? a.slice(run.atCopy, run.atCopy + run.copy.split(' ').length) : [];
    const theirs = run.other ? b.slice(run.atOther, run.atOther + run.other.split(' ').length).map(copyTypography) : [];
    const m = mine.join(' ');
    const t = theirs.join(' ');
    const la = mine.map(letters).filter(Boolean);
    const lb = theirs.map(letters).filter(Boolean);
    let kind: Candidate['kind'];
    if (!mine.length || !theirs.length) kind = 'doubt';
    else if (m.replace(/\s*-+\s*/g, '-') === t.replace(/\s*-+\s*/g, '-')) kind = 'dash';
    else if (la.join('') === lb.join('') && la.length === lb.length)
      kind = STRAY.test(` ${m} `) ? 'slip' : 'punctuation';
    else if (la.length === lb.length && la.every((w, k) => nameKey(w) === nameKey(lb[k]!))) kind = 'style';
    else if (la.every((w) => (freq.get(w) ?? 0) <= 1) && lb.every((w) => (freq.get(w) ?? 0) >= 3)) kind = 'slip';
    else if (la.join('') === lb.join('')) kind = 'slip';
    else kind = 'doubt';
    if (!mine.length) out.push({ verse, kind, find: '', text: t });
    else out.push({ verse, kind, ...literal(copyText, a, run.atCopy, mine.length, theirs) });
  }
  return out;
}

function readOther(folder: string): Map<string, string> {
  const other = new Map<string, string>();
  for (let mandal = 1; mandal <= 10; mandal++)
    for (const [k, v] of readOceanBook(readFileSync(path.join(folder, `rig-veda-book-${mandal}.md`), 'utf8'), mandal))
      other.set(k, v);
  return other;
}

/** Every candidate correction of the copy's words, by kind (for --candidates). */
export function candidates(copy: ReadonlyMap<string, string | null>, other: ReadonlyMap<string, string>): Candidate[] {
  const freq = new Map<string, number>();
  for (const t of other.values()) for (const w of t.split(/\s+/)) freq.set(letters(w), (freq.get(letters(w)) ?? 0) + 1);
  const hymns = alignHymns(copy, other);
  const out: Candidate[] = [];
  for (const [key, text] of copy) {
    const hymn = hymns.get(key.replace(/\.\d+$/, ''));
    const theirs = hymn ? other.get(`${hymn}.${key.split('.')[2]}`) : undefined;
    if (text && theirs) out.push(...classify(text, theirs, freq, key));
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const tsvAt = args.indexOf('--tsv');
  const folder = args.find((a, k) => !a.startsWith('--') && (tsvAt < 0 || k !== tsvAt + 1));
  if (!folder) {
    console.error(
      'usage: node scripts/rv/compare-griffith.ts <folder of rig-veda-book-N.md> [--tsv file] [--corrections] [--candidates]',
    );
    process.exit(2);
  }
  const tsv =
    tsvAt >= 0
      ? args[tsvAt + 1]!
      : path.resolve(projectRoot, '..', 'shared', 'data', 'rv', 'griffith', 'griffith-per-verse.tsv');
  let copy = readGriffithTsv(tsv);
  if (args.includes('--corrections'))
    copy = new Map([...correctedGriffith(copy, readCorrections())].map(([k, v]) => [k, v.english]));
  const other = readOther(folder);
  if (args.includes('--candidates')) {
    const list = candidates(copy, other);
    for (const c of list) console.log(JSON.stringify(c));
    const by = new Map<string, number>();
    for (const c of list) by.set(c.kind, (by.get(c.kind) ?? 0) + 1);
    console.error(`compare-griffith --candidates: ${[...by].map(([k, n]) => `${n} ${k}`).join(', ')}`);
  } else {
    const n = compare(copy, other, (line) => console.log(line));
    console.error(
      `compare-griffith: ${copy.size} verses in the copy, ${other.size} in the other transcription; ` +
        `${n.missingSupplied + n.missingNowhere} without text (${n.missingSupplied} found in the other, ${n.missingNowhere} not); ` +
        `${n.differing} verses differ in ${n.runs} word runs; ${n.artefacts} artefacts`,
    );
  }
}
