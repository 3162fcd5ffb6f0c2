/**
 * "Cite this" (src/site/cite.ts): each record page's table is a downloads table whose rows link
 * those pages, the citation pins the data version, and CITATION.cff carries the version and date.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { layoutDatasets } from '../../src/downloads/build.ts';
import { loadDatasets } from '../../src/downloads/collections.ts';
import { readDataVersion } from '../../src/downloads/version.ts';
import { CITABLE_TABLES, citableFile, citation } from '../../src/site/cite.ts';

const root = join(import.meta.dirname, '..', '..');

test("each record page's table holds the rows of exactly those pages", () => {
  const { tables } = layoutDatasets(loadDatasets(root));
  for (const [prefix, name] of CITABLE_TABLES) {
    const table = tables.find((t) => t.name === name);
    assert.ok(table, `no table ${name}`);
    const page = table.columns.findIndex((c) => c.name === 'page');
    assert.ok(page >= 0, `${name} has a page column`);
    const pages = table.rows.map((r) => String(r[page]));
    assert.ok(pages.length > 0 && pages.every((p) => p.startsWith(prefix)), `${name}: pages under ${prefix}`);
    assert.equal(citableFile(pages[0]!), `downloads/csv/${name}.csv`);
  }
  assert.equal(citableFile('/mahabharata/persons/'), undefined, 'an index page is no record');
  assert.equal(citableFile('/about/'), undefined);
});

test('the citation pins the data version in its address, BibTeX and CSL-JSON', () => {
  const c = citation(
    { title: 'Arjun', file: 'downloads/csv/persons.csv', page: 'https://example.org/mahabharata/persons/arjun/' },
    { version: '2.3.4', date: '2027-03-09' },
  );
  assert.equal(c.pinned, 'https://cdn.jsdelivr.net/npm/indica-static-data@2.3.4/downloads/csv/persons.csv');
  assert.match(c.bibtex, /^@misc\{indica_2_3_4_arjun,\n/);
  assert.match(c.bibtex, /version = \{2\.3\.4\}/);
  assert.match(c.bibtex, /url = \{https:\/\/cdn\.jsdelivr\.net\/npm\/indica-static-data@2\.3\.4\//);
  assert.equal(c.bibtex.split('{').length, c.bibtex.split('}').length, 'braces balance');
  assert.deepEqual(c.csl.issued, { 'date-parts': [[2027, 3, 9]] });
  assert.equal(c.csl.version, '2.3.4');
  assert.equal(c.csl.type, 'dataset');
});

test('CITATION.cff carries the data version and its date, and what Zenodo reads', () => {
  const cff = readFileSync(join(root, 'CITATION.cff'), 'utf8');
  const { version, date } = readDataVersion(root);
  assert.match(cff, /^cff-version: 1\.2\.0$/m);
  assert.match(cff, new RegExp(`^version: '${version.replace(/\./g, '\\.')}'$`, 'm'));
  assert.match(cff, new RegExp(`^date-released: '${date}'$`, 'm'));
  for (const key of ['title', 'authors', 'type', 'license', 'abstract', 'message'])
    assert.match(cff, new RegExp(`^${key}:`, 'm'), key);
});
