/**
 * datapackage.json against the official Data Package 2.0 profile (vendored, tests/fixtures/README.md),
 * and every row of every CSV against its Table Schema: types, required, enums, primary and foreign
 * keys (tests/support/table-schema.ts, itself held to rows that must fail). The downloads are
 * written in-process from content/, no build needed.
 */
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { writeDownloads } from '../../src/downloads/build.ts';
import { checkForeignKeys, checkTable, type CheckedTable, type TableResource } from '../support/table-schema.ts';

const root = join(import.meta.dirname, '..', '..');
const profile = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'datapackage', 'datapackage-2.0.json'), 'utf8'),
) as object;

let dir = '';
let pkg: {
  $schema: string;
  version: string;
  resources: (TableResource & Record<string, unknown>)[];
  licenses: unknown[];
};
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'indica-datapackage-'));
  writeDownloads(dir, { root });
  pkg = JSON.parse(readFileSync(join(dir, 'datapackage.json'), 'utf8'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** The profile's formats, checked (ajv alone would ignore them). */
function profileValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
  ajv.addFormat(
    'date-time',
    (s: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(s) && !Number.isNaN(Date.parse(s)),
  );
  ajv.addFormat('email', (s: string) => /^[^@\s]+@[^@\s]+$/.test(s));
  ajv.addFormat('textarea', () => true);
  return ajv.compile(profile);
}

test('datapackage.json is valid against the Data Package 2.0 profile it names', () => {
  const validate = profileValidator();
  assert.equal(pkg.$schema, 'https://datapackage.org/profiles/2.0/datapackage.json');
  const valid = validate(pkg);
  assert.deepEqual(validate.errors ?? [], [], 'profile errors');
  assert.ok(valid);
  // The profile does reject what the issue found (resource type "json", empty foreignKeys).
  const broken = structuredClone(pkg);
  broken.resources[0]!.type = 'json';
  (broken.resources.find((r) => r.schema)!.schema as Record<string, unknown>).foreignKeys = [];
  assert.equal(validate(broken), false);
  assert.equal(validate.errors!.length, 2);
});

test('every resource names its file by size and sha256, and its licences', () => {
  for (const resource of pkg.resources) {
    const bytes = readFileSync(join(dir, resource.path));
    assert.equal(bytes.length, resource.bytes, resource.path);
    assert.equal(`sha256:${createHash('sha256').update(bytes).digest('hex')}`, resource.hash, resource.path);
    assert.ok(Array.isArray(resource.licenses) && resource.licenses.length, `${resource.name} has licences`);
  }
});

test('the Vedic Index fields carry their own licence (CC BY-NC-SA 3.0), in the field and its resources', () => {
  const nouns = pkg.resources.find((r) => r.name === 'nouns')!;
  const licenceNames = (x: unknown) => (x as { name: string }[]).map((l) => l.name);
  for (const name of ['iast', 'vei']) {
    const field = nouns.schema.fields.find((f) => f.name === name) as unknown as { licenses: unknown };
    assert.deepEqual(licenceNames(field.licenses), ['CC-BY-NC-4.0', 'CC-BY-NC-SA-3.0'], name);
  }
  const word = nouns.schema.fields.find((f) => f.name === 'word') as unknown as { licenses?: unknown };
  assert.equal(word.licenses, undefined, 'other fields are under the resource licence');
  for (const name of ['nouns', 'indica-vedic-nouns-json', 'indica-sqlite'])
    assert.ok(licenceNames(pkg.resources.find((r) => r.name === name)!.licenses).includes('CC-BY-NC-SA-3.0'), name);
  assert.deepEqual(licenceNames(pkg.resources.find((r) => r.name === 'persons')!.licenses), ['CC-BY-NC-4.0']);
  assert.deepEqual(licenceNames(pkg.licenses), ['CC-BY-NC-4.0', 'CC-BY-NC-SA-3.0']);
});

test('every row of every CSV fits its Table Schema, and every foreign key resolves', () => {
  const tabular = pkg.resources.filter((r) => r.type === 'table');
  assert.ok(tabular.length >= 50, `${tabular.length} tables`);
  const tables = new Map<string, CheckedTable>();
  const errors: string[] = [];
  let rows = 0;
  for (const resource of tabular) {
    const checked = checkTable(resource, readFileSync(join(dir, resource.path), 'utf8'));
    tables.set(resource.name, checked);
    errors.push(...checked.errors);
    rows += checked.rows.length;
  }
  const [keys, keyErrors] = checkForeignKeys(tabular, tables);
  errors.push(...keyErrors);
  assert.deepEqual(errors.slice(0, 20), [], `${errors.length} errors`);
  assert.ok(rows > 40_000, `${rows} rows`);
  assert.ok(keys > 30_000, `${keys} foreign keys checked`);
  // Strings stay strings: a Vedic Index reference "1.20" is the text 1.20, an empty meaning "".
  const vei = tables.get('nouns')!.rows.map((r) => r.vei);
  assert.ok(vei.includes('1.20'));
});

test('the row checker rejects a wrong type, a missing required value, an enum miss, a repeated key and a dangling reference', () => {
  const people: TableResource = {
    name: 'people',
    path: 'people.csv',
    schema: {
      fields: [
        { name: 'name', type: 'string', constraints: { required: true }, missingValues: [] },
        { name: 'age', type: 'integer', constraints: { required: true } },
        { name: 'side', type: 'string', constraints: { enum: ['a', 'b'] } },
        { name: 'father', type: 'string' },
        { name: 'tags', type: 'array' },
      ],
      missingValues: [''],
      primaryKey: ['name'],
      foreignKeys: [{ fields: ['father'], reference: { fields: ['name'] } }],
    },
  };
  const good = checkTable(people, 'name,age,side,father,tags\nA,1,a,,[]\nB,2,,A,"[""x""]"\n,3,b,,\n');
  assert.deepEqual(good.errors, []);
  assert.equal(good.rows[2]!.name, '', 'an empty required text is the empty text');
  assert.deepEqual(checkForeignKeys([people], new Map([['people', good]]))[1], []);
  const bad = checkTable(people, 'name,age,side,father,tags\nA,1.5,c,Z,{}\nA,,a,,\n');
  assert.equal(bad.errors.length, 5, bad.errors.join('\n'));
  assert.equal(checkForeignKeys([people], new Map([['people', bad]]))[1].length, 1);
});
