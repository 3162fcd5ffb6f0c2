/**
 * Readers for the traditional index (Anukramaṇī) in ../shared/data/rv: the per-verse TSV and the
 * per-verse JSON files of riks-sayana-tradition.tar.gz (for the saṃhitā text).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface IndexRow {
  mandal: number;
  sukta: number;
  verse: number;
  rishi: string;
  devata: string;
  chandas: string;
}

const HEADER = ['mandala', 'sukta', 'rik', 'rishi', 'devata', 'chandas'];

/** Read anukramani-per-verse.tsv; throws on a malformed header or line. Strings are kept exactly. */
export function readAnukramaniTsv(file: string): IndexRow[] {
  const lines = readFileSync(file, 'utf8').replace(/\r\n/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  const header = lines.shift()?.split('\t');
  if (!header || header.join('\t') !== HEADER.join('\t')) {
    throw new Error(`${file}: expected the header "${HEADER.join(' ')}", got "${header?.join(' ')}"`);
  }
  return lines.map((line, i) => {
    const cells = line.split('\t');
    const [m, s, v, rishi, devata, chandas] = cells;
    const nums = [m, s, v].map((x) => (/^[1-9]\d*$/.test(x ?? '') ? Number(x) : NaN));
    if (cells.length !== 6 || nums.some(Number.isNaN) || !rishi || !devata || !chandas) {
      throw new Error(`${file}: line ${i + 2} is malformed: ${JSON.stringify(line)}`);
    }
    return { mandal: nums[0], sukta: nums[1], verse: nums[2], rishi, devata, chandas };
  });
}

/** The saṃhitā text of a verse file: accent marks ({n}) and the kampa digits (१, ३) removed. */
export function plainSamhita(lines: string | string[]): string {
  const text = Array.isArray(lines) ? lines.join('\n') : lines;
  return text
    .replace(/\{\d+\}/g, '')
    .replace(/[१३]/g, '')
    .split('\n')
    .map((l) => l.replace(/ {2,}/g, ' ').trim())
    .join('\n');
}

/** One verse file of the tarball, as far as the import reads it. */
export interface RikFile {
  id: string;
  attribute: { rishi: string; devata: string; chandas: string };
  /** the saṃhitā with dandas, accent codes `{n}` after the syllables they mark */
  samhitaAux: { lines: string | string[] };
  /** the padapāṭha, the same codes (`{5}` divides a compound) */
  padapaatha: { lines: string | string[] };
  /** Sāyaṇa's commentary, as HTML paragraphs */
  sayanaBhashya: string;
}

/** Split a concatenation of JSON objects (as `tar -O` prints the files) into the objects. */
export function splitJsonObjects(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') {
      if (depth++ === 0) start = i;
    } else if (c === '}') {
      if (--depth === 0) out.push(text.slice(start, i + 1));
      if (depth < 0) throw new Error('unbalanced braces in the verse files');
    }
  }
  if (depth !== 0 || inString) throw new Error('the verse files end inside an object');
  return out;
}

/**
 * Every verse file of riks-sayana-tradition.tar.gz (read with the system `tar -xzO`, no files
 * written), keyed "m.s.v". Throws if a verse of `rows` has no file, a file has no row, or its
 * index strings differ from the TSV row, so text and metadata cannot drift apart.
 */
export function readRikFiles(tarball: string, rows: readonly IndexRow[]): Map<string, RikFile> {
  if (!existsSync(tarball)) throw new Error(`${tarball} is missing`);
  const all = execFileSync('tar', ['-xzOf', tarball], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const files = new Map<string, RikFile>();
  for (const json of splitJsonObjects(all)) {
    const rik = JSON.parse(json) as RikFile;
    if (files.has(rik.id)) throw new Error(`${path.basename(tarball)}: verse ${rik.id} occurs twice`);
    files.set(rik.id, rik);
  }
  for (const r of rows) {
    const key = `${r.mandal}.${r.sukta}.${r.verse}`;
    const rik = files.get(key);
    if (!rik) throw new Error(`${path.basename(tarball)}: no file for verse ${key}`);
    const a = rik.attribute;
    if (a.rishi !== r.rishi || a.devata !== r.devata || a.chandas !== r.chandas) {
      throw new Error(`${path.basename(tarball)}: verse ${key} has other index strings than the TSV`);
    }
  }
  if (files.size !== rows.length)
    throw new Error(`${path.basename(tarball)}: ${files.size} verse files for ${rows.length} verses`);
  return files;
}

/** The unaccented saṃhitā text of every verse file. */
export function samhitaTexts(files: ReadonlyMap<string, RikFile>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, rik] of files) {
    const text = plainSamhita(rik.samhitaAux.lines);
    if (!text) throw new Error(`riks-sayana-tradition.tar.gz: verse ${key} has no text`);
    texts.set(key, text);
  }
  return texts;
}
