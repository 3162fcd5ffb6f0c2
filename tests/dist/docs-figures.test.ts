/**
 * docs/downloads.md describes the build's downloads in figures: tables, indexes, the SQLite meta
 * table's keys, the GraphML's nodes and edges, the files and their MB, the SQL engine's files, the
 * record counts it names. Each is read here from dist/ (the SQLite file with node:sqlite, the
 * GraphML with fast-xml-parser, datapackage.json, the files and their sizes) and held to the doc;
 * a drift fails with the phrase the doc should say. (The npm package's figures are held to what it
 * packs by tests/dist/downloads-package.test.ts; dated measurements, timings, are history.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { filesBelow } from '../../src/core/walk.ts';
import { CSV_ONLY_TABLES } from '../../src/downloads/collections.ts';
import { dist, requireDist } from '../support/dist.ts';
import { checkFigure, count, mbAsWritten, number, readDoc } from '../support/doc-figures.ts';
import { downloadsDir, openSqlite, readDownload, readDownloadJson } from '../support/downloads.ts';
import { all, parseXml } from '../support/xml.ts';

requireDist();
const DOC = 'docs/downloads.md';

/** The files of the downloads: what SHA256SUMS lists and itself; not the site's pages in the folder. */
const files = filesBelow(downloadsDir)
  .filter((f) => !f.endsWith('.html'))
  .map((f) => ({ path: relative(downloadsDir, f).split('\\').join('/'), bytes: statSync(f).size }));
const bytesOf = (keep: (path: string) => boolean) =>
  files.filter((f) => keep(f.path)).reduce((sum, f) => sum + f.bytes, 0);
const csvFiles = files.filter((f) => /^csv\/[^/]+\.csv$/.test(f.path));

const db = openSqlite();
const rows = <T>(sql: string) => db.prepare(sql).all() as T[];
/** The data's tables: not the meta table, nor SQLite's own (sqlite_stat1 of ANALYZE). */
const sqliteTables = rows<{ name: string }>(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'meta' AND name NOT LIKE 'sqlite_%'",
).map((r) => r.name);
/** The indexes the file creates (CREATE INDEX), not those SQLite makes for a primary key. */
const sqliteIndexes = rows<{ n: number }>(
  "SELECT count(*) AS n FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL",
)[0]!.n;
const metaColumns = rows<{ name: string }>('PRAGMA table_info(meta)').map((r) => r.name);
const metaKeys = rows<{ key: string }>('SELECT key FROM meta ORDER BY rowid').map((r) => r.key);
db.close();

const pkg = readDownloadJson('datapackage.json') as { resources: { type?: string; path: string }[] };
const tableResources = pkg.resources.filter((r) => r.type === 'table');

test('the doc states how many tables the CSV files, datapackage.json and the SQLite file hold', () => {
  assert.equal(tableResources.length, csvFiles.length, 'datapackage.json describes every CSV file');
  assert.deepEqual(
    [...sqliteTables].sort(),
    csvFiles
      .map((f) => basename(f.path, '.csv'))
      .filter((t) => !CSV_ONLY_TABLES.has(t))
      .sort(),
    'the SQLite file holds the tables of the CSV files but the CSV-only text layers',
  );
  checkFigure(
    DOC,
    'the CSV tables',
    /child\s+table\s+per\s+list\s+field\s+\(([\d,]+)\s+tables\)/,
    () => `child table per list field (${count(csvFiles.length)} tables)`,
  );
  checkFigure(
    DOC,
    "the SQLite file's tables",
    /the\s+same\s+([\d,]+)\s+tables\s+in\s+one\s+SQLite\s+database/,
    () => `the same ${count(sqliteTables.length)} tables in one SQLite database`,
  );
});

test('the child tables the doc names as examples are tables of the build', () => {
  const row = readDoc(DOC)
    .split('\n')
    .find((line) => line.startsWith('| `csv/<table>.csv`'));
  assert.ok(row, `${DOC}: the files table has its csv/<table>.csv row`);
  const named = [...row.matchAll(/`([a-z]+_[A-Za-z]+)`/g)].map((m) => m[1]!);
  assert.ok(named.length >= 3, `${DOC}: the row names example tables (${named})`);
  for (const table of named) assert.ok(sqliteTables.includes(table), `${DOC}: no table ${table} in the build`);
});

test("the doc states the SQLite file's indexes and names exactly its meta table's keys", () => {
  checkFigure(
    DOC,
    "the SQLite file's indexes",
    /\(checked\s+when\s+written\),\s+([\d,]+)\s+indexes/,
    () => `(checked when written), ${count(sqliteIndexes)} indexes`,
  );
  const row = readDoc(DOC)
    .split('\n')
    .find((line) => line.startsWith('| `indica.sqlite`'));
  assert.ok(row, `${DOC}: the files table has its indica.sqlite row`);
  const after = row.split('`meta` table')[1];
  assert.ok(after !== undefined, `${DOC}: the indica.sqlite row describes the \`meta\` table`);
  const named = [...after.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!).filter((k) => k !== 'key' && k !== 'value');
  assert.deepEqual(
    [...named].sort(),
    [...metaKeys].sort(),
    `${DOC}: the meta table's keys are, in the file's order: ${metaKeys.map((k) => `\`${k}\``).join(', ')}`,
  );
  assert.ok(row.includes('`meta` table of `key`, `value` rows'), `${DOC}: the meta table is \`key\`, \`value\` rows`);
  assert.deepEqual(metaColumns, ['key', 'value'], "the meta table's columns");
});

test("the doc states the GraphML's nodes and edges", () => {
  const graph = parseXml(readDownload('indica-mahabharata.graphml').toString('utf8'));
  const nodes = all(graph, 'node').length;
  const edges = all(graph, 'edge').length;
  assert.ok(nodes > 0 && edges > 0, 'the GraphML has nodes and edges');
  checkFigure(
    DOC,
    "the GraphML's nodes and edges",
    /\(([\d,]+)\s+nodes,\s+([\d,]+)\s+edges\)/,
    () => `(${count(nodes)} nodes, ${count(edges)} edges)`,
  );
});

test('the doc states the files of the downloads and their MB, as rounded', () => {
  const sqlite = bytesOf((p) => p === 'indica.sqlite');
  const csv = bytesOf((p) => csvFiles.some((f) => f.path === p));
  const json = bytesOf((p) => /^indica-[a-z-]+\.json$/.test(p));
  assert.equal(files.filter((f) => /^indica-[a-z-]+\.json$/.test(f.path)).length, 3, 'three JSON files');
  checkFigure(
    DOC,
    'the files and MB of the downloads',
    /([\d,]+)\s+files,\s+([\d.]+)\s+MB\s+\(SQLite\s+([\d.]+)\s+MB,\s+CSV\s+([\d.]+)\s+MB,\s+the\s+three\s+JSON\s+files\s+([\d.]+)\s+MB\)/,
    (m) =>
      `${count(files.length)} files, ${mbAsWritten(
        bytesOf(() => true),
        m[2]!,
      )} MB (SQLite ${mbAsWritten(sqlite, m[3]!)} MB, CSV ${mbAsWritten(csv, m[4]!)} MB, the three JSON files ${mbAsWritten(json, m[5]!)} MB)`,
  );
  const vendor = filesBelow(join(dist, 'vendor', 'sql.js')).map((f) => statSync(f).size);
  checkFigure(
    DOC,
    "the SQL engine's files",
    /The\s+SQL\s+engine\s+adds\s+([\d,]+)\s+files,\s+([\d.]+)\s+MB\s+under\s+`\/vendor\/sql\.js\/`/,
    (m) =>
      `The SQL engine adds ${count(vendor.length)} files, ${mbAsWritten(
        vendor.reduce((a, b) => a + b, 0),
        m[2]!,
      )} MB under \`/vendor/sql.js/\``,
  );
});

test('the record counts the doc names (`1,787 nouns`) are those of the JSON downloads', () => {
  const collections = new Map<string, number>();
  for (const file of ['indica-vedic-nouns.json', 'indica-rigveda.json', 'indica-mahabharata.json'])
    for (const [name, records] of Object.entries(readDownloadJson(file) as Record<string, unknown>))
      if (Array.isArray(records)) collections.set(name, records.length);
  // The name dataCounts (src/downloads/version.ts) and the CHANGELOG give the hymn rows.
  collections.set('API rows', collections.get('hymn_rows')!);
  const text = readDoc(DOC);
  const stated = [...text.matchAll(/`([\d,]+) ([A-Za-z_ ]+)`/g)].filter((m) => collections.has(m[2]!));
  assert.ok(stated.length >= 2, `${DOC} names record counts in the form \`1,787 nouns\``);
  for (const m of stated) {
    const n = collections.get(m[2]!)!;
    assert.equal(number(m[1]!), n, `${DOC}: the build's count is \`${count(n)} ${m[2]}\`, not ${m[0]}`);
  }
});
