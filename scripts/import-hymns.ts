/**
 * Import of the hymn data set (issue 3): every verse of the traditional index (Anukramaṇī) in the
 * hymn API's vocabulary.
 *
 * Reads ../shared/data/rv/anukramani-per-verse.tsv (and the saṃhitā text from
 * riks-sayana-tradition.tar.gz), maps every poet, deity and meter string through the reviewed
 * tables in content/rv/tables/, and writes
 *   content/rv/verses.json  one record per verse, in verse order (schema: hymnVerse)
 *   content/rv/rows.json    the API rows, one per distinct (mandal, sukta, sungby, sungfor, meter),
 *                           in verse order of first appearance (schema: hymnRow)
 * An unmapped string, or any violation of checkHymnData, fails the import and names the problem.
 *
 * Usage: node scripts/import-hymns.ts   (or importHymns(sharedDataDir, outDir) from code)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkHymnData, deityNamesFor, deriveHymnRows, meterFor, poetNamesFor } from '../src/apis/rv/checks.ts';
import { deityTable, meterTable, poetTable } from '../src/apis/rv/schema.ts';
import type { HymnRow, HymnTables, HymnVerse } from '../src/apis/rv/schema.ts';
import { describeIssues } from '../src/core/zod-issues.ts';
import {
  commentaryFile,
  GRIFFITH_CORRECTIONS_FILE,
  griffithCorrection,
  textFile,
  verseCommentary,
  verseText,
  type VerseCommentary,
  type VerseText,
} from '../src/apis/rv/text-schema.ts';
import { readCollection } from '../src/core/content.ts';
import { readAnukramaniTsv, readRikFiles, samhitaTexts, type RikFile } from './rv/anukramani.ts';
import { accented, commentaryParagraphs, correctedGriffith, readGriffithTsv } from './rv/text-layers.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));
/** The committed mapping tables. */
export const TABLES_DIR = path.join(projectRoot, 'content', 'rv', 'tables');
/** Where the import writes by default. */
export const CONTENT_DIR = path.join(projectRoot, 'content', 'rv');

/** Read and validate the three mapping tables. */
export function loadHymnTables(tablesDir: string = TABLES_DIR): HymnTables {
  const read = (name: string) => JSON.parse(readFileSync(path.join(tablesDir, name), 'utf8')) as unknown;
  const parse = <T>(
    name: string,
    schema: {
      safeParse: (
        x: unknown,
      ) =>
        { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
    },
  ) => {
    const r = schema.safeParse(read(name));
    if (!r.success) {
      const msg = describeIssues(r.error, { file: `content/rv/tables/${name}` })
        .slice(0, 20)
        .join('\n  ');
      throw new Error(`invalid mapping table:\n  ${msg}`);
    }
    return r.data;
  };
  return {
    poets: parse('poets.json', poetTable),
    deities: parse('deities.json', deityTable),
    meters: parse('meters.json', meterTable),
  };
}

/** A JSON array with one item per line: valid JSON, small diffs, deterministic bytes. */
export function jsonLines(items: readonly unknown[]): string {
  return `[\n${items.map((x) => JSON.stringify(x)).join(',\n')}\n]\n`;
}

/** Build the verse records and rows in memory (no files written). */
export function buildHymnData(
  sharedDataDir: string,
  tables: HymnTables = loadHymnTables(),
): { verses: HymnVerse[]; rows: HymnRow[]; files: Map<string, RikFile> } {
  const rvDir = path.join(sharedDataDir, 'rv');
  const index = readAnukramaniTsv(path.join(rvDir, 'anukramani-per-verse.tsv'));

  const poets = new Map(tables.poets.map((e) => [e.source, e]));
  const deities = new Map(tables.deities.map((e) => [e.source, e]));
  const meters = new Map(tables.meters.map((e) => [e.source, e]));
  const unmapped = new Map<string, string>();
  const miss = (what: string, s: string, key: string) => {
    const k = `${what} string "${s}"`;
    if (!unmapped.has(k)) unmapped.set(k, key);
  };

  const verses: HymnVerse[] = [];
  for (const r of index) {
    const key = `${r.mandal}.${r.sukta}.${r.verse}`;
    const poet = poets.get(r.rishi);
    const deity = deities.get(r.devata);
    const meter = meters.get(r.chandas);
    if (!poet) miss('poet', r.rishi, key);
    if (!deity) miss('deity', r.devata, key);
    if (!meter) miss('meter', r.chandas, key);
    const beings = deity ? deityNamesFor(deity, key) : undefined;
    if (deity && !beings) miss('deity (no decision for this verse)', r.devata, key);
    if (!poet || !beings || !meter) continue;
    verses.push({
      mandal: r.mandal,
      sukta: r.sukta,
      verse: r.verse,
      poets: poetNamesFor(poet),
      deities: beings,
      meter: meterFor(meter, key),
      source: { rishi: r.rishi, devata: r.devata, chandas: r.chandas },
    });
  }
  if (unmapped.size) {
    const list = [...unmapped].map(([what, key]) => `  ${what} (first at ${key})`).join('\n');
    throw new Error(
      `import-hymns: ${unmapped.size} unmapped source string(s); add them to content/rv/tables/:\n${list}`,
    );
  }
  const files = readRikFiles(path.join(rvDir, 'riks-sayana-tradition.tar.gz'), index);
  const texts = samhitaTexts(files);
  for (const v of verses) v.text = texts.get(`${v.mandal}.${v.sukta}.${v.verse}`);
  const rows = deriveHymnRows(verses);
  const violations = checkHymnData(verses, rows, tables);
  if (violations.length) {
    throw new Error(
      `import-hymns: ${violations.length} check(s) failed:\n${violations.map((v) => `  ${v}`).join('\n')}`,
    );
  }
  return { verses, rows, files };
}

/**
 * The text layers of every verse (issue 35): accented saṃhitā and padapāṭha and Sāyaṇa's
 * commentary from the verse files, Griffith's English from its TSV with the committed corrections.
 */
export function buildTextLayers(
  sharedDataDir: string,
  verses: readonly HymnVerse[],
  files: ReadonlyMap<string, RikFile>,
  contentDir: string = path.dirname(CONTENT_DIR),
): { texts: VerseText[]; commentary: VerseCommentary[] } {
  const corrections = readCollection(GRIFFITH_CORRECTIONS_FILE, griffithCorrection, {
    dir: contentDir,
    keyField: 'verse',
  });
  const griffith = correctedGriffith(
    readGriffithTsv(path.join(sharedDataDir, 'rv', 'griffith', 'griffith-per-verse.tsv')),
    corrections,
  );
  if (griffith.size !== verses.length)
    throw new Error(`import-hymns: Griffith has ${griffith.size} verses, the index ${verses.length}`);
  const texts: VerseText[] = [];
  const commentary: VerseCommentary[] = [];
  for (const { mandal, sukta, verse } of verses) {
    const key = `${mandal}.${sukta}.${verse}`;
    const rik = files.get(key)!;
    const english = griffith.get(key);
    if (!english) throw new Error(`import-hymns: Griffith has no row for verse ${key}`);
    texts.push(
      verseText.parse({
        mandal,
        sukta,
        verse,
        samhita: accented(rik.samhitaAux.lines, `${key} samhitaAux`),
        pada: accented(rik.padapaatha.lines, `${key} padapaatha`),
        english: english.english,
        ...(english.corrected ? { englishCorrected: true } : {}),
      }),
    );
    commentary.push(
      verseCommentary.parse({ mandal, sukta, verse, paragraphs: commentaryParagraphs(rik.sayanaBhashya, key) }),
    );
  }
  return { texts, commentary };
}

/** Run the import: read ../shared/data, write verses.json and rows.json into outDir. */
export function importHymns(
  sharedDataDir: string,
  outDir: string,
): { verses: number; rows: number; withEnglish: number } {
  const { verses, rows, files } = buildHymnData(sharedDataDir);
  const { texts, commentary } = buildTextLayers(sharedDataDir, verses, files);
  for (const dir of ['text', 'commentary']) mkdirSync(path.join(outDir, dir), { recursive: true });
  writeFileSync(path.join(outDir, 'verses.json'), jsonLines(verses));
  writeFileSync(path.join(outDir, 'rows.json'), jsonLines(rows));
  for (let mandal = 1; mandal <= 10; mandal++) {
    writeFileSync(
      path.join(outDir, path.relative('rv', textFile(mandal))),
      jsonLines(texts.filter((t) => t.mandal === mandal)),
    );
    writeFileSync(
      path.join(outDir, path.relative('rv', commentaryFile(mandal))),
      jsonLines(commentary.filter((c) => c.mandal === mandal)),
    );
  }
  return { verses: verses.length, rows: rows.length, withEnglish: texts.filter((t) => t.english).length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const shared = path.resolve(projectRoot, '..', 'shared', 'data');
  try {
    const n = importHymns(shared, CONTENT_DIR);
    console.log(
      `import-hymns: ${n.verses} verses (${n.withEnglish} with Griffith's English), ${n.rows} rows → content/rv/verses.json, rows.json, text/, commentary/`,
    );
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
