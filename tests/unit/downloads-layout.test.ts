/**
 * The table layout is derived from the schemas: a field added to a schema (the epic's planned
 * `citations: [{work, ref, note?}]`) travels into the tables, CSV, SQLite and datapackage.json
 * with no exporter change, and the tables rebuild the records exactly.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { personRecord, type PersonRecord } from '../../src/apis/mb/schema.ts';
import { loadEpic } from '../../src/apis/mb/graph.ts';
import { tableCsv } from '../../src/downloads/csv.ts';
import { tableResource } from '../../src/downloads/datapackage.ts';
import {
  assembleRecords,
  layoutCollection,
  resolveForeignKeys,
  type CollectionSpec,
} from '../../src/downloads/layout.ts';
import { writeSqlite } from '../../src/downloads/sqlite.ts';

const citation = z.strictObject({
  work: z.string().min(1),
  ref: z.string().min(1),
  note: z.string().min(1).optional(),
});
const withCitations = personRecord.extend({ citations: z.array(citation), firstSeen: z.number().int().optional() });

function spec(records: object[]): CollectionSpec {
  return {
    dataset: 'mb',
    table: 'persons',
    title: 'Persons',
    schema: withCitations,
    records,
    key: ['name'],
    references: { spouses: 'persons' },
  };
}

/** Real persons (Arjun and his spouses, spouses outside the set dropped so the keys resolve), given citations. */
function records() {
  const epic = loadEpic();
  const arjun = epic.person.get('Arjun')!;
  const people = [arjun, ...arjun.spouses.map((s) => epic.person.get(s)!)] as PersonRecord[];
  const included = new Set(people.map((p) => p.name));
  return people.map((p, i) => ({
    ...p,
    spouses: p.spouses.filter((s) => included.has(s)),
    citations:
      i === 0
        ? [
            { work: 'Ganguli', ref: '1.123', note: 'birth' },
            { work: 'Mehendale', ref: 'p. 12' },
          ]
        : [],
    ...(i === 1 ? { firstSeen: 3 } : {}),
  }));
}

test('a list of objects added to a schema becomes a child table, and the tables rebuild the records', () => {
  const input = records();
  const layout = layoutCollection(spec(input));
  const citations = layout.tables.find((t) => t.name === 'persons_citations')!;
  assert.deepEqual(
    citations.columns.map((c) => [c.name, c.type, c.required]),
    [
      ['name', 'string', true],
      ['position', 'integer', true],
      ['work', 'string', true],
      ['ref', 'string', true],
      ['note', 'string', false],
    ],
  );
  assert.deepEqual(citations.rows, [
    ['Arjun', 1, 'Ganguli', '1.123', 'birth'],
    ['Arjun', 2, 'Mehendale', 'p. 12', null],
  ]);
  assert.deepEqual(citations.primaryKey, ['name', 'position']);
  const main = layout.tables[0];
  assert.ok(main.columns.some((c) => c.name === 'firstSeen' && c.type === 'integer' && !c.required));
  const rowsOf = (name: string) => {
    const t = layout.tables.find((x) => x.name === name)!;
    return t.rows.map((r) => Object.fromEntries(t.columns.map((c, i) => [c.name, r[i]])));
  };
  assert.deepEqual(assembleRecords(layout, rowsOf), JSON.parse(JSON.stringify(input)));
});

test('the new field reaches CSV, SQLite (with its keys) and datapackage.json', () => {
  const layout = layoutCollection(spec(records()));
  resolveForeignKeys(layout.tables);
  const citations = layout.tables.find((t) => t.name === 'persons_citations')!;
  const csv = parse(tableCsv(citations), { columns: true }) as Record<string, string>[];
  assert.deepEqual(csv[1], { name: 'Arjun', position: '2', work: 'Mehendale', ref: 'p. 12', note: '' });
  const resource = tableResource(citations, { path: 'csv/persons_citations.csv', bytes: 0, sha256: '0' }) as {
    schema: { fields: { name: string; type: string }[]; foreignKeys: unknown[] };
  };
  assert.deepEqual(
    resource.schema.fields.map((f) => `${f.name}:${f.type}`),
    ['name:string', 'position:integer', 'work:string', 'ref:string', 'note:string'],
  );
  assert.deepEqual(resource.schema.foreignKeys, [
    { fields: ['name'], reference: { resource: 'persons', fields: ['name'] } },
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'indica-layout-'));
  try {
    writeSqlite(join(dir, 't.sqlite'), layout.tables, { data_version: 'test' });
    const db = new DatabaseSync(join(dir, 't.sqlite'));
    assert.deepEqual(
      db
        .prepare('SELECT work, note FROM persons_citations ORDER BY position')
        .all()
        .map((r) => ({ ...r })),
      [
        { work: 'Ganguli', note: 'birth' },
        { work: 'Mehendale', note: null },
      ],
    );
    assert.deepEqual(
      (db.prepare('PRAGMA foreign_key_list("persons_citations")').all() as { table: string }[]).map((f) => f.table),
      ['persons'],
    );
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a foreign key that does not resolve fails the database', () => {
  const [arjun] = records();
  const layout = layoutCollection(spec([{ ...arjun, spouses: ['Nobody'] }]));
  resolveForeignKeys(layout.tables);
  const dir = mkdtempSync(join(tmpdir(), 'indica-layout-'));
  try {
    assert.throws(() => writeSqlite(join(dir, 't.sqlite'), layout.tables, {}), /FOREIGN KEY constraint failed/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an optional list present but empty is refused (tables cannot tell it from absent)', () => {
  const [arjun] = records();
  assert.throws(() => layoutCollection(spec([{ ...arjun, notes: [] }])), /optional field notes is an empty list/);
});
