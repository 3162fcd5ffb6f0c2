/**
 * The text layers of the verse files (issue 35), read for the import: the accent codes turned into
 * the marks printed editions use, Sāyaṇa's commentary out of its HTML, and Griffith's English from
 * its TSV with the committed corrections applied.
 *
 * Accent codes (../shared/data/README.md, checked against the accented Cologne text of 1.1.1 and
 * 10.129.1): `{0}` no mark, `{1}` the anudātta stroke below (U+0952), `{2}` the svarita stroke
 * above (U+0951), `{4}` the candrabindu (U+0901), `{5}` the avagraha (U+093D; in the padapāṭha it
 * divides a compound). The kampa digits (१, ३) stay, as printed editions show them.
 */
import { readFileSync } from 'node:fs';
import type { GriffithCorrection, VerseCommentary } from '../../src/apis/rv/text-schema.ts';

const MARKS: Record<string, string> = { '0': '', '1': '\u0952', '2': '\u0951', '4': '\u0901', '5': '\u093D' };

/** A layer's lines with its accent codes as marks: one line per half-verse, single spaces, NFC. */
export function accented(lines: string | string[], where: string): string {
  const text = Array.isArray(lines) ? lines.join('\n') : lines;
  return text
    .replace(/\{(\d+)\}/g, (_, code: string) => {
      const mark = MARKS[code];
      if (mark === undefined) throw new Error(`${where}: unknown accent code {${code}}`);
      return mark;
    })
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .normalize('NFC');
}

const PARAGRAPH_TAG = /<p(?: class="(intro|end)")?>|<\/p>/g;

/**
 * The commentary's paragraphs as text: `<br />` a line break, no other markup kept. Two files of
 * the copy (3.17.5, 3.18.1) lose a paragraph tag at a file boundary; text outside a paragraph is
 * a paragraph of its own, so nothing of it is dropped.
 */
export function commentaryParagraphs(html: string, where: string): VerseCommentary['paragraphs'] {
  const paragraphs: VerseCommentary['paragraphs'] = [];
  let role: 'intro' | 'end' | undefined;
  let from = 0;
  const flush = (to: number) => {
    const text = html
      .slice(from, to)
      .replace(/<br\s*\/?>/g, '\n')
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    // a tag, not a stray '>' (3.54.9 writes "ऋग्वे> १-१६४-३३")
    if (/<\/?[a-z]/i.test(text)) throw new Error(`${where}: markup left in the commentary: ${text.slice(0, 80)}`);
    if (text) paragraphs.push(role ? { role, text } : { text });
  };
  for (const tag of html.matchAll(PARAGRAPH_TAG)) {
    flush(tag.index);
    role = tag[0] === '</p>' ? undefined : (tag[1] as 'intro' | 'end' | undefined);
    from = tag.index + tag[0].length;
  }
  flush(html.length);
  if (!paragraphs.length) throw new Error(`${where}: no commentary`);
  return paragraphs;
}

/** The placeholder the Cologne compilation has where it lacks a verse. */
export const GRIFFITH_PLACEHOLDER = '-en-';

/** griffith-per-verse.tsv: "m.s.v" → English (`\n` line breaks), or null for the placeholder. */
export function readGriffithTsv(file: string): Map<string, string | null> {
  const lines = readFileSync(file, 'utf8').replace(/\r\n/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.shift() !== 'mandal\tsukta\tverse\tenglish') throw new Error(`${file}: unexpected header`);
  const out = new Map<string, string | null>();
  lines.forEach((line, i) => {
    const [m, s, v, english, ...more] = line.split('\t');
    if (more.length || !/^\d+$/.test(`${m}${s}${v}`) || english === undefined)
      throw new Error(`${file}: line ${i + 2} is malformed`);
    const key = `${Number(m)}.${Number(s)}.${Number(v)}`;
    if (out.has(key)) throw new Error(`${file}: verse ${key} occurs twice`);
    const text = english
      .replace(/\\(n|\\)/g, (_, c: string) => (c === 'n' ? '\n' : '\\'))
      .split('\n')
      .map((l) => l.trim())
      .join('\n')
      .trim();
    out.set(key, text === GRIFFITH_PLACEHOLDER || !text ? null : text);
  });
  return out;
}

/**
 * Griffith's English with the corrections applied. A `missing` correction supplies a verse the
 * copy lacks (and fails if the copy has it); a `slip` replaces a text that must occur exactly once.
 */
export function correctedGriffith(
  copy: ReadonlyMap<string, string | null>,
  corrections: readonly GriffithCorrection[],
): Map<string, { english: string | null; corrected: boolean }> {
  const out = new Map([...copy].map(([k, english]) => [k, { english, corrected: false }]));
  for (const c of corrections) {
    const entry = out.get(c.verse);
    const where = `content/rv/griffith-corrections.json, verse ${c.verse}`;
    if (!entry) throw new Error(`${where}: no such verse`);
    if (c.kind === 'missing') {
      if (entry.english !== null) throw new Error(`${where}: the copy has this verse; correct its slips instead`);
      entry.english = c.text;
    } else {
      const count = entry.english?.split(c.find).length ?? 0;
      if (count !== 2) throw new Error(`${where}: "${c.find}" occurs ${Math.max(count - 1, 0)} times, not once`);
      entry.english = entry.english!.replace(c.find, () => c.text);
    }
    entry.corrected = true;
  }
  return out;
}
