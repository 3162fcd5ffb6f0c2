/**
 * datapackage.json against Data Package 2.0 (tests/support/datapackage.ts, our schema written from
 * the standard's facts, itself held to descriptors that must fail), and every row of every CSV
 * against its Table Schema: types, required, enums, primary and foreign keys
 * (tests/support/table-schema.ts, itself held to rows that must fail). The downloads are written
 * in-process from content/, no build needed.
 */
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeDownloads } from '../../src/downloads/build.ts';
import { dataPackageProblems, FIELD_TYPES } from '../support/datapackage.ts';
import { checkForeignKeys, checkTable, type CheckedTable, type TableResource } from '../support/table-schema.ts';

const root = join(import.meta.dirname, '..', '..');

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

test('datapackage.json is valid Data Package 2.0, naming the 2.0 profile', () => {
  assert.equal(pkg.$schema, 'https://datapackage.org/profiles/2.0/datapackage.json');
  assert.deepEqual(dataPackageProblems(pkg), []);
  // The schema rejects what the issue found (resource type "json", empty foreignKeys), each once.
  const broken = structuredClone(pkg);
  broken.resources[0]!.type = 'json';
  const withSchema = broken.resources.findIndex((r) => r.schema);
  (broken.resources[withSchema]!.schema as Record<string, unknown>).foreignKeys = [];
  const problems = dataPackageProblems(broken);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0]!, /^resources\.0\.type: /);
  assert.match(problems[1]!, new RegExp(`^resources\\.${withSchema}\\.schema\\.foreignKeys: `));
});

test("a table's reference to itself names no resource, and every other reference names a table of the package", () => {
  const tables = new Map(pkg.resources.filter((r) => r.type === 'table').map((r) => [r.name, r]));
  let self = 0;
  for (const r of tables.values())
    for (const fk of r.schema.foreignKeys ?? []) {
      assert.notEqual(fk.reference.resource, r.name, `${r.name}: a self-reference names its resource`);
      if (fk.reference.resource === undefined) self++;
      else assert.ok(tables.has(fk.reference.resource), `${r.name} → ${fk.reference.resource}`);
    }
  assert.ok(self > 0, 'persons refers to itself (father, mother)');
  const persons = structuredClone(pkg);
  const fk = persons.resources
    .find((r) => r.name === 'persons')!
    .schema.foreignKeys!.find((k) => !k.reference.resource)!;
  fk.reference.resource = 'persons';
  assert.match(
    dataPackageProblems(persons).join('\n'),
    /^resources\.\d+\.schema\.foreignKeys\.\d+\.reference\.resource: .*omits/m,
  );
});

test('the Data Package schema refuses what is no Data Package 2.0, naming the key', () => {
  type Descriptor = Record<string, any>;
  const index = (name: string) => pkg.resources.findIndex((r) => r.name === name);
  const P = index('persons');
  const J = pkg.resources.findIndex((r) => r.type === undefined);
  assert.ok(P >= 0 && J >= 0 && !pkg.resources[J]!.schema, 'persons is a table, and a file resource has no schema');
  const selfKey = pkg.resources[P]!.schema.foreignKeys!.findIndex((k) => !k.reference.resource);
  const otherTable = pkg.resources.findIndex((r) => r.schema?.foreignKeys?.some((k) => k.reference.resource));
  const otherKey = pkg.resources[otherTable]!.schema.foreignKeys!.findIndex((k) => k.reference.resource);
  const I = pkg.resources.findIndex((r) => r.schema?.fields.some((f) => f.type === 'integer'));
  const integer = pkg.resources[I]!.schema.fields.findIndex((f) => f.type === 'integer');
  assert.ok(selfKey >= 0 && otherTable >= 0 && I >= 0);
  const at = (i: number) => `resources\\.${i}`;
  const fks = `${at(P)}\\.schema\\.foreignKeys\\.${selfKey}`;
  const planted: [string, (p: Descriptor) => void, RegExp][] = [
    [
      'a field type not in Table Schema',
      (p) => (p.resources[P].schema.fields[0].type = 'text'),
      new RegExp(`^${at(P)}\\.schema\\.fields\\.0\\.type: `),
    ],
    [
      'a type the 2.0 profile does not take',
      (p) => (p.resources[P].schema.fields[0].type = 'list'),
      /fields\.0\.type: .*profile/,
    ],
    [
      'a resource with neither path nor data',
      (p) => delete p.resources[J].path,
      new RegExp(`^${at(J)}: .*path and data`),
    ],
    ['a resource with path and data', (p) => (p.resources[J].data = []), new RegExp(`^${at(J)}: .*path and data`)],
    [
      'a licence without name or path',
      (p) => (p.licenses[0] = { title: 'CC BY-NC 4.0' }),
      /^licenses\.0: .*name or a path/,
    ],
    ['a licence name that is no id', (p) => (p.licenses[0].name = 'CC BY-NC 4.0'), /^licenses\.0\.name: /],
    [
      'a resource licence without name or path',
      (p) => (p.resources[J].licenses = [{}]),
      new RegExp(`^${at(J)}\\.licenses\\.0: `),
    ],
    [
      "a foreign key whose fields count differs from its reference's",
      (p) => p.resources[P].schema.foreignKeys[selfKey].fields.push('name'),
      new RegExp(`^${fks}\\.reference\\.fields: .*as many`),
    ],
    [
      'a foreign key to no resource of the package',
      (p) => (p.resources[otherTable].schema.foreignKeys[otherKey].reference.resource = 'person'),
      /no resource is named person$/,
    ],
    [
      'a self-reference naming its resource',
      (p) => (p.resources[P].schema.foreignKeys[selfKey].reference.resource = 'persons'),
      new RegExp(`^${fks}\\.reference\\.resource: .*omits`),
    ],
    [
      'a self-reference in the v1 form',
      (p) => (p.resources[P].schema.foreignKeys[selfKey].reference.resource = ''),
      new RegExp(`^${fks}\\.reference\\.resource: .*omits`),
    ],
    [
      'a foreign key on no field',
      (p) => (p.resources[P].schema.foreignKeys[selfKey].fields = ['fatherRel']),
      /fatherRel is no field of this schema/,
    ],
    [
      'a reference to no field',
      (p) => (p.resources[P].schema.foreignKeys[selfKey].reference.fields = ['nam']),
      /nam is no field of persons/,
    ],
    [
      'a primary key on no field',
      (p) => (p.resources[P].schema.primaryKey = ['nam']),
      new RegExp(`^${at(P)}\\.schema\\.primaryKey\\.0: `),
    ],
    [
      'empty foreignKeys',
      (p) => (p.resources[P].schema.foreignKeys = []),
      new RegExp(`^${at(P)}\\.schema\\.foreignKeys: `),
    ],
    ['a resource type other than table', (p) => (p.resources[J].type = 'json'), new RegExp(`^${at(J)}\\.type: `)],
    ['a resource named twice', (p) => (p.resources[J].name = 'persons'), /resource persons is named twice/],
    [
      'a field named twice',
      (p) => (p.resources[P].schema.fields[1].name = p.resources[P].schema.fields[0].name),
      /is named twice/,
    ],
    ['a misspelt resource key', (p) => (p.resources[J].licences = p.resources[J].licenses), /licences/],
    ['a misspelt field key', (p) => (p.resources[P].schema.fields[0].licences = []), /licences/],
    [
      'a constraint its type has not',
      (p) => (p.resources[I].schema.fields[integer].constraints = { pattern: '^\\d+$' }),
      /pattern/,
    ],
    ['an empty enum', (p) => (p.resources[P].schema.fields[0].constraints = { enum: [] }), /constraints\.enum: /],
    [
      'a format its type has not',
      (p) => (p.resources[I].schema.fields[integer].format = 'uuid'),
      new RegExp(`^${at(I)}\\.schema\\.fields\\.${integer}\\.format: `),
    ],
    [
      'a schema on a file resource',
      (p) => (p.resources[J].schema = p.resources[P].schema),
      new RegExp(`^${at(J)}\\.schema: .*tabular`),
    ],
    ['an absolute path', (p) => (p.resources[J].path = '/downloads/indica.json'), new RegExp(`^${at(J)}\\.path: `)],
    [
      'a path out of the package',
      (p) => (p.resources[J].path = 'csv/../../secret.json'),
      new RegExp(`^${at(J)}\\.path: `),
    ],
    ['a hash cut short', (p) => (p.resources[J].hash = 'sha256:abc123'), new RegExp(`^${at(J)}\\.hash: `)],
    ['a media type that is none', (p) => (p.resources[J].mediatype = 'json'), new RegExp(`^${at(J)}\\.mediatype: `)],
    ['bytes that are no integer', (p) => (p.resources[J].bytes = '1024'), new RegExp(`^${at(J)}\\.bytes: `)],
    ['created without its offset', (p) => (p.created = '2026-11-27T00:00:00'), /^created: /],
    ['a contributor without a property', (p) => (p.contributors = [{}]), /^contributors\.0: /],
    ['a contributor with no roles', (p) => (p.contributors[0].roles = []), /^contributors\.0\.roles: /],
    ['the v1 role of a contributor', (p) => (p.contributors[0].role = 'author'), /role/],
    ['a homepage that is no URL', (p) => (p.homepage = 'aninditabasu.github.io/indica/'), /^homepage: /],
    ['an extension of the wrong type', (p) => (p.dataVersionDate = '27 November 2026'), /^dataVersionDate: /],
    ['no resources', (p) => (p.resources = []), /^resources: /],
  ];
  for (const [what, plant, problem] of planted) {
    const broken = structuredClone(pkg) as Descriptor;
    plant(broken);
    const problems = dataPackageProblems(broken);
    assert.ok(
      problems.some((p) => problem.test(p)),
      `${what}: ${JSON.stringify(problems)}`,
    );
  }
  // What the standard allows passes: inline rows, a field without type (any), categories with an
  // enum among them, labelled missing values, a composite and a unique key, a file in several parts.
  const allowed = structuredClone(pkg) as Descriptor;
  allowed.resources.push(
    {
      name: 'inline',
      type: 'table',
      data: [{ a: 1, b: 'x', c: 'y' }],
      schema: {
        fields: [
          {
            name: 'a',
            type: 'integer',
            categories: [{ value: 1, label: 'one' }, { value: 2 }],
            constraints: { enum: [1] },
          },
          { name: 'b', missingValues: [{ value: '-', label: 'not asked' }] },
          { name: 'c', type: 'date', format: '%d/%m/%Y', constraints: { minimum: '2020-01-01' } },
        ],
        primaryKey: ['a', 'b'],
        uniqueKeys: [['c']],
        foreignKeys: [{ fields: ['a'], reference: { resource: 'persons', fields: ['name'] } }],
      },
    },
    { name: 'parts', path: ['part-1.csv', 'part-2.csv'], format: 'csv' },
  );
  assert.deepEqual(dataPackageProblems(allowed), []);
  assert.ok(FIELD_TYPES.includes('list') && FIELD_TYPES.includes('geojson'), 'the types of Table Schema 2.0');
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
