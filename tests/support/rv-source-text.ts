/**
 * The all-verses test's own reading of the hymn sources (issue 35), written apart from the import
 * (scripts/rv/text-layers.ts) so that it checks it rather than repeats it: the accented saṃhitā and
 * padapāṭha out of riks-sayana-tradition.tar.gz by the codes ../shared/data/README.md gives, and
 * Griffith's English out of griffith-per-verse.tsv with content/rv/griffith-corrections.json applied.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The accent codes of the per-verse files and the marks they stand for. */
const CODES: Record<string, string> = { '0': '', '1': '\u0952', '2': '\u0951', '4': '\u0901', '5': '\u093D' };

/** A line of the per-verse files with its codes read; any other code is an error. */
export function decodeLine(line: string, where: string): string {
  return line.replace(/\{(\d+)\}/g, (code, n: string) => {
    const mark = CODES[n];
    if (mark === undefined) throw new Error(`${where}: unknown code ${code}`);
    return mark;
  });
}

/** Every file of a gzipped tar (ustar) as [path, bytes]. */
function* tarFiles(gz: Buffer): Iterable<[string, Buffer]> {
  const tar = gunzipSync(gz);
  const text = (from: number, length: number) =>
    tar
      .subarray(from, from + length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const name = text(at, 100);
    const prefix = text(at + 345, 155);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(tar[at + 156]);
    if (type === '0' || type === '\0')
      yield [prefix ? `${prefix}/${name}` : name, tar.subarray(at + 512, at + 512 + size)];
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

export interface SourceVerse {
  samhita: string;
  pada: string;
}

interface PerVerseFile {
  classification: { mandala: string; sukta: string; rik: string };
  samhitaAux: { lines: string | string[] };
  padapaatha: { lines: string | string[] };
}

/** "m.s.v" → the accented saṃhitā and padapāṭha, half-verses by \n, of every per-verse file. */
export function sourceVerses(shared: string): Map<string, SourceVerse> {
  const out = new Map<string, SourceVerse>();
  for (const [path, bytes] of tarFiles(readFileSync(join(shared, 'rv/riks-sayana-tradition.tar.gz')))) {
    if (!path.endsWith('.json')) continue;
    const file = JSON.parse(bytes.toString('utf8')) as PerVerseFile;
    const { mandala, sukta, rik } = file.classification;
    const key = `${Number(mandala)}.${Number(sukta)}.${Number(rik)}`;
    if (out.has(key)) throw new Error(`${path}: verse ${key} twice`);
    // One line per half-verse, single spaces, in Unicode's composed form (NFC).
    const lines = (ls: string | string[]) =>
      decodeLine([ls].flat().join('\n'), path)
        .normalize('NFC')
        .split('\n')
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n');
    out.set(key, { samhita: lines(file.samhitaAux.lines), pada: lines(file.padapaatha.lines) });
  }
  return out;
}

interface Correction {
  verse: string;
  kind: 'missing' | 'slip';
  find?: string;
  text: string;
}

/** "m.s.v" → Griffith's English (lines by \n) after the committed corrections, or null for a gap. */
export function sourceEnglish(
  shared: string,
  correctionsFile: string,
): Map<string, { english: string | null; corrected: boolean }> {
  const rows = readFileSync(join(shared, 'rv/griffith/griffith-per-verse.tsv'), 'utf8').split(/\r?\n/).filter(Boolean);
  const out = new Map<string, { english: string | null; corrected: boolean }>();
  for (const row of rows.slice(1)) {
    const [m, s, v, english] = row.split('\t');
    const text = english
      .replace(/\\n/g, '\n')
      .split('\n')
      .map((l) => l.trim())
      .join('\n')
      .trim();
    out.set(`${Number(m)}.${Number(s)}.${Number(v)}`, {
      english: text && text !== '-en-' ? text : null,
      corrected: false,
    });
  }
  for (const c of JSON.parse(readFileSync(correctionsFile, 'utf8')) as Correction[]) {
    const entry = out.get(c.verse);
    if (!entry) throw new Error(`griffith-corrections.json: no verse ${c.verse}`);
    entry.english = c.kind === 'missing' ? c.text : entry.english!.replace(c.find!, () => c.text);
    entry.corrected = true;
  }
  return out;
}
