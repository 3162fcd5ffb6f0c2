/**
 * "Cite this" (src/site/cite.ts): each record page's table is a downloads table whose rows link
 * those pages, the citation pins the data version (on npm's CDN once published, else by the site's
 * file and its sha256), names every licence of the data, its CSL-JSON is valid against the CSL-JSON
 * schema and its BibTeX parses; CITATION.cff is valid against the CFF 1.2.0 schema and carries the
 * version, date, attribution and licences. Both schemas are our own, in zod, from the facts of the
 * specifications: tests/support/csl-json.ts (CSL 1.0.2) and tests/support/cff.ts (CFF 1.2.0).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseYaml } from 'yaml';
import { ALL_LICENCES, ATTRIBUTION } from '../../src/downloads/about-data.ts';
import { layoutDatasets } from '../../src/downloads/build.ts';
import { loadDatasets } from '../../src/downloads/collections.ts';
import { readDataVersion } from '../../src/downloads/version.ts';
import { CITABLE_TABLES, citableFile, citation, type CiteWhere } from '../../src/site/cite.ts';
import { cffProblems } from '../support/cff.ts';
import { CSL_STANDARD_VARIABLES, cslProblems } from '../support/csl-json.ts';

const root = join(import.meta.dirname, '..', '..');

const onNpm: CiteWhere = { published: true, site: 'https://example.org/indica/', sha256: () => undefined };
const SHA = 'ab'.repeat(32);
const onSite: CiteWhere = {
  published: false,
  site: 'https://example.org/indica/',
  sha256: (path) =>
    path === 'csv/persons.csv' || path === 'csv/nouns.csv' || path === 'datapackage.json' ? SHA : undefined,
};

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
    onNpm,
  );
  assert.equal(c.url, 'https://cdn.jsdelivr.net/npm/indica-static-data@2.3.4/downloads/csv/persons.csv');
  assert.equal(c.pinned, true);
  assert.match(c.lead, /version-pinned/);
  assert.match(c.bibtex, /^@misc\{indica_2_3_4_arjun,\n/);
  assert.match(c.bibtex, /version = \{2\.3\.4\}/);
  assert.match(c.bibtex, /url = \{https:\/\/example\.org\/mahabharata\/persons\/arjun\/\}/, 'the page, not the file');
  assert.match(c.bibtex, /note = \{file: https:\/\/cdn\.jsdelivr\.net\/npm\/indica-static-data@2\.3\.4\//);
  assert.equal(c.csl.URL, 'https://example.org/mahabharata/persons/arjun/');
  assert.equal(c.bibtex.split('{').length, c.bibtex.split('}').length, 'braces balance');
  assert.deepEqual(c.csl.issued, { 'date-parts': [[2027, 3, 9]] });
  assert.equal(c.csl.version, '2.3.4');
  assert.equal(c.csl.type, 'dataset');
});

test('a version not on npm is cited by the file on this site and its sha256, never by an npm address', () => {
  const version = { version: '2.3.4', date: '2027-03-09' };
  const record = citation(
    {
      title: 'Arjun',
      file: 'downloads/csv/persons.csv',
      page: 'https://example.org/indica/mahabharata/persons/arjun/',
    },
    version,
    onSite,
  );
  assert.equal(record.url, 'https://example.org/indica/downloads/csv/persons.csv');
  assert.equal(record.pinned, false);
  assert.equal(record.sha256, SHA);
  assert.ok(record.lead.includes(SHA), record.lead);
  assert.match(record.bibtex, new RegExp(`note = \\{file: ${record.url}; sha256 ${SHA}; `));
  assert.match(String(record.csl.note), new RegExp(`^file: ${record.url}; sha256 ${SHA}; `));
  assert.equal(record.link, 'https://example.org/indica/mahabharata/persons/arjun/');
  const all = citation({ title: 'Indica data (all downloads)', file: 'indica-downloads-2.3.4.zip' }, version, onSite);
  assert.equal(all.url, 'https://example.org/indica/downloads/datapackage.json', 'the zip is only in the package');
  for (const c of [record, all]) {
    const text = `${c.url} ${c.lead} ${c.bibtex} ${JSON.stringify(c.csl)}`;
    assert.doesNotMatch(text, /jsdelivr|unpkg|npmjs|indica-static-data@/);
  }
  assert.throws(() => citation({ title: 'X', file: 'downloads/csv/weapons.csv' }, version, onSite), /no sha256/);
});

test('the citation names every licence that applies: the share-alike one for the nouns and the whole data', () => {
  const version = { version: '2.3.4', date: '2027-03-09' };
  const persons = citation({ title: 'Arjun', file: 'downloads/csv/persons.csv' }, version, onNpm);
  assert.equal(persons.licence, 'CC BY-NC 4.0');
  const noun = citation({ title: 'shat', file: 'downloads/csv/nouns.csv' }, version, onNpm);
  const all = citation({ title: 'Indica data', file: 'indica-downloads-2.3.4.zip' }, version, onNpm);
  for (const c of [noun, all]) {
    assert.equal(c.licence, "CC BY-NC 4.0; the nouns' iast and vei fields also CC BY-NC-SA 3.0");
    assert.ok(c.bibtex.includes(c.licence) && String(c.csl.note).includes(c.licence));
  }
});

test('the CSL-JSON is valid against the CSL-JSON schema; the BibTeX parses, and both say the same', () => {
  const version = { version: '2.3.4', date: '2027-03-09' };
  const cases = [
    citation({ title: 'Arjun', file: 'downloads/csv/persons.csv', page: 'https://example.org/p/' }, version, onNpm),
    citation({ title: 'shat {x}', file: 'downloads/csv/nouns.csv' }, version, onSite),
    citation({ title: 'Indica data (all downloads)', file: 'indica-downloads-2.3.4.zip' }, version, onSite),
  ];
  for (const c of cases) {
    assert.deepEqual(cslProblems([c.csl]), []);
    const { entries, errors } = parseBibtex(c.bibtex);
    assert.deepEqual(errors, []);
    assert.equal(entries.length, 1);
    const fields = entries[0]!.fields as Record<string, unknown>;
    assert.equal(fields.url, c.link);
    assert.equal(c.link, c.page ?? c.url, 'a page is cited by its own address');
    assert.equal(fields.version, '2.3.4');
    assert.equal(fields.year, '2027');
    assert.deepEqual(fields.author, [
      { lastName: 'Basu', firstName: 'Anindita' },
      { name: 'Indica Static contributors' },
    ]);
    assert.equal(c.csl.URL, c.link);
  }
  // The schema and the parser can fail: the licence as a CSL variable (CSL 1.0.2 has `license`,
  // CSL-JSON's input schema does not, see tests/support/csl-json.ts) and an unbalanced brace.
  assert.ok(CSL_STANDARD_VARIABLES.includes('license'));
  assert.match(cslProblems([{ ...cases[0]!.csl, license: 'CC BY-NC 4.0' }]).join('\n'), /license/);
  assert.notDeepEqual(parseBibtex(cases[0]!.bibtex.replace('title = {Arjun}', 'title = {Arj{un}')).errors, []);
});

test('the CSL-JSON schema refuses what is no CSL-JSON item, naming the key', () => {
  const csl = citation(
    { title: 'Arjun', file: 'downloads/csv/persons.csv' },
    { version: '2.3.4', date: '2027-03-09' },
    onNpm,
  ).csl;
  const { id: _id, ...noId } = csl;
  const planted: [string, Record<string, unknown>, RegExp][] = [
    ['a key that is no CSL variable', { ...csl, licence: 'CC BY-NC 4.0' }, /licence/],
    ['a variable misspelt', { ...csl, url: csl.URL }, /"url"/],
    ['an item type CSL does not have', { ...csl, type: 'data-set' }, /^0\.type:/],
    ['a name variable as a string', { ...csl, author: 'Basu, Anindita' }, /^0\.author:/],
    ['a name with a key names have not', { ...csl, author: [{ name: 'Basu' }] }, /^0\.author\.0:.*name/],
    ['a name without a name', { ...csl, author: [{ suffix: 'Jr.' }] }, /^0\.author\.0:/],
    ['a date variable as a string', { ...csl, issued: '2027-03-09' }, /^0\.issued:/],
    ['a date without date-parts, literal or raw', { ...csl, issued: { season: 1 } }, /^0\.issued:/],
    ['a date part that is no number', { ...csl, issued: { 'date-parts': [[2027, 'March']] } }, /^0\.issued/],
    ['a date of four parts', { ...csl, issued: { 'date-parts': [[2027, 3, 9, 1]] } }, /^0\.issued/],
    ['a standard variable as a list', { ...csl, title: ['Arjun'] }, /^0\.title:/],
    ['no id', noId, /^0\.id:/],
  ];
  for (const [what, item, problem] of planted) {
    const problems = cslProblems([item]);
    assert.ok(
      problems.some((p) => problem.test(p)),
      `${what}: ${JSON.stringify(problems)}`,
    );
  }
  // What the spec allows passes: a number variable as a number, a date range and a literal date.
  assert.deepEqual(
    cslProblems([
      { ...csl, edition: 2, issued: { 'date-parts': [[2026], [2027, 3]] }, accessed: { literal: 'spring 2027' } },
    ]),
    [],
  );
});

test('CITATION.cff is valid CFF 1.2.0, with the attribution and every data licence in it', () => {
  const cff = parseYaml(readFileSync(join(root, 'CITATION.cff'), 'utf8')) as Record<string, unknown>;
  assert.deepEqual(cffProblems(cff), []);
  assert.deepEqual(
    cff.license,
    ALL_LICENCES.map((l) => l.name),
  );
  const message = String(cff.message);
  assert.ok(message.includes(ATTRIBUTION), "the attribution the data's author asks for, in the file itself");
  assert.doesNotMatch(message, /\(LICENSE\)/, "LICENSE is the code's MIT licence");
  assert.match(cffProblems({ ...cff, license: 'CC BY-NC 4.0' }).join('\n'), /^license: /m, 'not an SPDX identifier');
});

test('the CFF schema refuses what is no CFF 1.2.0, naming the key', () => {
  const cff = parseYaml(readFileSync(join(root, 'CITATION.cff'), 'utf8')) as Record<string, unknown>;
  const { message: _message, ...noMessage } = cff;
  const planted: [string, Record<string, unknown>, RegExp][] = [
    ['no message', noMessage, /^message:/],
    ['an unknown SPDX identifier', { ...cff, license: ['CC-BY-NC-4.0', 'CC-BY-NC-5.0'] }, /^license/],
    ['a licence twice', { ...cff, license: ['CC-BY-NC-4.0', 'CC-BY-NC-4.0'] }, /^license/],
    ['another CFF version', { ...cff, 'cff-version': '1.1.0' }, /^cff-version:/],
    ['an unknown key', { ...cff, licence: cff.license }, /licence/],
    ['no authors', { ...cff, authors: [] }, /^authors:/],
    ['a person with a misspelt key', { ...cff, authors: [{ 'given-name': 'Anindita' }] }, /^authors\.0:/],
    ['an entity without its name', { ...cff, authors: [{ 'date-start': '2020-01-01' }] }, /^authors\.0:/],
    ['a date that is none', { ...cff, 'date-released': '2026-13-01' }, /^date-released:/],
    ['a type CFF does not have', { ...cff, type: 'data' }, /^type:/],
    ['a URL without its scheme', { ...cff, url: 'aninditabasu.github.io/indica/' }, /^url:/],
    ['a DOI as its resolver URL', { ...cff, doi: 'https://doi.org/10.5281/zenodo.1003150' }, /^doi:/],
    ['a key not modelled here', { ...cff, references: [{ type: 'dataset', title: 'X' }] }, /^references:.*model it/],
  ];
  for (const [what, file, problem] of planted) {
    const problems = cffProblems(file);
    assert.ok(
      problems.some((p) => problem.test(p)),
      `${what}: ${JSON.stringify(problems)}`,
    );
  }
  // What CFF allows passes: one licence, a DOI, a numeric version, an entity with its name.
  assert.deepEqual(
    cffProblems({
      ...cff,
      license: 'CC-BY-NC-4.0',
      doi: '10.5281/zenodo.1003150',
      version: 1.3,
      authors: [{ name: 'Indica Static contributors', website: 'https://aninditabasu.github.io/indica/' }],
    }),
    [],
  );
});

test('the data package names every data licence, both applying (an SPDX AND expression)', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'packages', 'data', 'package.json'), 'utf8'));
  assert.equal(pkg.license, ALL_LICENCES.map((l) => l.name).join(' AND '));
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
