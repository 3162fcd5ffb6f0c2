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
import { readAnukramaniTsv, readSamhitaTexts } from './rv/anukramani.ts';

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
): { verses: HymnVerse[]; rows: HymnRow[] } {
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
  const texts = readSamhitaTexts(path.join(rvDir, 'riks-sayana-tradition.tar.gz'), index);
  for (const v of verses) v.text = texts.get(`${v.mandal}.${v.sukta}.${v.verse}`);
  const rows = deriveHymnRows(verses);
  const violations = checkHymnData(verses, rows, tables);
  if (violations.length) {
    throw new Error(
      `import-hymns: ${violations.length} check(s) failed:\n${violations.map((v) => `  ${v}`).join('\n')}`,
    );
  }
  return { verses, rows };
}

/** Run the import: read ../shared/data, write verses.json and rows.json into outDir. */
export function importHymns(sharedDataDir: string, outDir: string): { verses: number; rows: number } {
  const { verses, rows } = buildHymnData(sharedDataDir);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'verses.json'), jsonLines(verses));
  writeFileSync(path.join(outDir, 'rows.json'), jsonLines(rows));
  return { verses: verses.length, rows: rows.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const shared = path.resolve(projectRoot, '..', 'shared', 'data');
  try {
    const n = importHymns(shared, CONTENT_DIR);
    console.log(`import-hymns: ${n.verses} verses, ${n.rows} rows → content/rv/verses.json, content/rv/rows.json`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
