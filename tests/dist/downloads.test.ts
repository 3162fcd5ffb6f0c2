/**
 * The downloads of the real build (dist/downloads/) hold exactly what the API serves: every noun,
 * hymn row and epic record, the same values; the CSV files load with the types datapackage.json
 * declares; the SQLite database has its keys and meta table; the checksums and sizes are right.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vsApi } from '../../src/apis/vs/endpoints.ts';
import { rvApi } from '../../src/apis/rv/endpoints.ts';
import { mbApi } from '../../src/apis/mb/endpoints.ts';
import { CATEGORIES, type Noun } from '../../src/apis/vs/schema.ts';
import type { RequestParams } from '../../src/core/endpoint.ts';
import { layoutDatasets } from '../../src/downloads/build.ts';
import { CSV_ONLY_TABLES, loadDatasets } from '../../src/downloads/collections.ts';
import { assembleRecords } from '../../src/downloads/layout.ts';
import { filesBelow } from '../../src/core/walk.ts';
import { dist, requireDist, root } from '../support/dist.ts';
import {
  apiAnswer,
  downloadsDir,
  openSqlite,
  readDownload,
  readDownloadJson,
  readTypedCsv,
  type TableResource,
} from '../support/downloads.ts';
import { all, decodeXml, parseXml, textOf, type Element } from '../support/xml.ts';

requireDist();
const pkg = readDownloadJson('datapackage.json') as {
  version: string;
  resources: (TableResource & { bytes: number; hash: string; type?: string })[];
};
const version = JSON.parse(readFileSync(join(root, 'content/VERSION.json'), 'utf8')) as {
  version: string;
  date: string;
};
const json = {
  vs: readDownloadJson('indica-vedic-nouns.json'),
  rv: readDownloadJson('indica-rigveda.json'),
  mb: readDownloadJson('indica-mahabharata.json'),
};
/** The layout only tells how fields map to columns; the records compared come from the files. */
const { layouts } = layoutDatasets(loadDatasets());
const jsonRecords = (table: string) => {
  for (const d of Object.values(json)) if (table in d) return d[table] as Record<string, unknown>[];
  throw new Error(`no JSON collection ${table}`);
};
const tableResources = pkg.resources.filter((r) => r.type === 'table');
/** The records a layout's tables rebuild: the JSON file's, or for a CSV-only collection (the hymn text layers) the loaders'. */
const recordsOf = (layout: (typeof layouts)[number]) =>
  layout.spec.csvOnly ? (layout.spec.records as Record<string, unknown>[]) : jsonRecords(layout.spec.table);

test('every file is listed in SHA256SUMS with its checksum, and datapackage.json gives the right sizes and hashes', () => {
  const sums = new Map(
    readDownload('SHA256SUMS')
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const [hash, path] = line.split(/ {2}/);
        return [path, hash];
      }),
  );
  const files = filesBelow(downloadsDir)
    .map((f) =>
      f
        .slice(downloadsDir.length + 1)
        .split('\\')
        .join('/'),
    )
    .filter((f) => f !== 'SHA256SUMS' && !f.endsWith('.html'));
  assert.deepEqual([...sums.keys()].sort(), files.sort(), 'SHA256SUMS lists exactly the files');
  for (const [path, hash] of sums)
    assert.equal(createHash('sha256').update(readDownload(path)).digest('hex'), hash, path);
  for (const r of pkg.resources) {
    assert.equal(readDownload(r.path).length, r.bytes, `${r.path}: bytes`);
    assert.equal(`sha256:${sums.get(r.path)}`, r.hash, `${r.path}: hash`);
  }
  assert.ok(tableResources.length >= 40, `${tableResources.length} CSV tables`);
});

test('the data version is the same in VERSION.json, datapackage.json, the JSON files, the SQLite meta table and the downloads page', () => {
  assert.match(version.version, /^\d+\.\d+\.\d+$/);
  assert.equal(pkg.version, version.version);
  for (const d of Object.values(json)) assert.equal(d.meta.version, version.version);
  const db = openSqlite();
  const meta = Object.fromEntries(
    (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
  );
  db.close();
  assert.equal(meta.data_version, version.version);
  assert.equal(meta.data_date, version.date);
  assert.equal(meta.build_date, undefined, 'no build clock in the database (reproducible builds)');
  assert.match(meta.licence, /CC-BY-NC-4\.0/);
  // Every licence of the data, the Vedic Index fields' share-alike one included (LICENSE-DATA.md).
  assert.match(meta.licence, /CC-BY-NC-SA-3\.0/);
  assert.deepEqual(
    (JSON.parse(meta.licences) as { name: string }[]).map((l) => l.name),
    ['CC-BY-NC-4.0', 'CC-BY-NC-SA-3.0'],
  );
  assert.deepEqual(
    (JSON.parse(meta.field_licences) as { table: string; field: string }[]).map((f) => `${f.table}.${f.field}`),
    ['nouns.iast', 'nouns.vei'],
  );
  assert.match(meta.attribution, /Anindita Basu/);
  assert.ok(JSON.parse(meta.sources).length >= 3);
  const page = readFileSync(join(dist, 'downloads/index.html'), 'utf8');
  assert.match(page, new RegExp(`id="data-version"[^>]*>${version.version.replace(/\./g, '\\.')}<`));
  assert.ok(
    existsSync(join(root, 'CHANGELOG.md')) &&
      readFileSync(join(root, 'CHANGELOG.md'), 'utf8').includes(`## ${version.version} (${version.date})`),
    'CHANGELOG.md has the version',
  );
});

test('the nouns JSON holds every record the API serves, in its order, with the same values', () => {
  const nouns = json.vs.nouns as Noun[];
  let total = 0;
  for (const category of CATEGORIES) {
    const api = apiAnswer(vsApi, '/categories/{category}', { path: { category }, query: {} });
    const mine = nouns
      .filter((n) => n.category === category)
      .map(({ nagari, word, description, category: c }) => ({ nagari, word, description, category: c }));
    assert.deepEqual(mine, api, category);
    total += mine.length;
  }
  assert.equal(total, nouns.length);
  assert.equal(nouns.length, 1787);
});

test('the hymn rows JSON is every row the API serves, mandal by mandal, in its order', () => {
  const rows = json.rv.hymn_rows as { mandal: number }[];
  const api = Array.from(
    { length: 10 },
    (_, i) => apiAnswer(rvApi, '/book/{mandal}', { path: { mandal: i + 1 }, query: {} }) as unknown[],
  ).flat();
  assert.equal(rows.length, 2711);
  assert.deepEqual(rows, api);
});

test("every epic record of the JSON equals the API's answer for it (details, expanded)", () => {
  const mb = json.mb as Record<string, Record<string, unknown>[]>;
  const weaponsOf = (name: string) => mb.weapons.filter((w) => (w.weaponOwners as string[]).includes(name));
  const same = (
    record: Record<string, unknown>,
    answer: Record<string, unknown>,
    what: string,
    derived: Record<string, unknown> = {},
  ) => {
    for (const [field, value] of Object.entries(answer)) {
      const mine = field in derived ? derived[field] : record[field];
      assert.deepEqual(mine, value, `${what}.${field}`);
    }
  };
  const kinds: [string, string, string, RequestParams['query']][] = [
    ['persons', 'name', '/persons/{name}', { fields: 'details', expand: false }],
    ['weapons', 'weaponName', '/weapons/{name}', {}],
    ['clans', 'clanName', '/clans/{name}', {}],
    ['events', 'eventName', '/events/{name}', { fields: 'details', expand: false }],
    ['journeys', 'journeyName', '/journeys/{name}', { expand: false }],
    ['places', 'placeNameEpic', '/places/{name}', {}],
  ];
  for (const [kind, key, path, query] of kinds) {
    const names = apiAnswer(mbApi, `/${kind}/names`, { path: {}, query: {} }) as string[];
    assert.deepEqual(mb[kind].map((r) => r[key]).sort(), [...names].sort(), `${kind}: the same records`);
    for (const record of mb[kind]) {
      const name = String(record[key]);
      const answer = apiAnswer(mbApi, path, { path: { name }, query }) as Record<string, unknown>;
      same(
        record,
        answer,
        `${kind} ${name}`,
        kind === 'persons' ? { weapons: weaponsOf(name).map((w) => w.weaponName) } : {},
      );
    }
  }
  // Panoplies and deaths through the expanded persons; paths through the expanded journeys.
  let panoplies = 0,
    deaths = 0,
    legs = 0;
  for (const person of mb.persons) {
    const answer = apiAnswer(mbApi, '/persons/{name}', {
      path: { name: String(person.name) },
      query: { fields: 'basic', expand: true },
    }) as {
      armour: { panoplies: Record<string, unknown>[] };
      death: Record<string, unknown>[];
    };
    const myPanoplies = mb.panoplies.filter((p) => p.person === person.name);
    assert.equal(answer.armour.panoplies.length, myPanoplies.length, `${person.name}: panoplies`);
    answer.armour.panoplies.forEach((p, i) => same(myPanoplies[i], p, `panoply of ${person.name}`));
    const myDeaths = mb.deaths.filter((d) => d.personName === person.name);
    assert.equal(answer.death.length, myDeaths.length, `${person.name}: deaths`);
    answer.death.forEach((d, i) => same(myDeaths[i], d, `death of ${person.name}`));
    panoplies += myPanoplies.length;
    deaths += myDeaths.length;
  }
  for (const journey of mb.journeys) {
    const answer = apiAnswer(mbApi, '/journeys/{name}', {
      path: { name: String(journey.journeyName) },
      query: { expand: true },
    }) as { journeyRouteFull: ({ pathNameEpic: string; pathCurrent: string[] } | null)[] };
    (journey.journeyRoute as string[]).forEach((leg, i) => {
      const path = mb.paths.find((p) => p.pathNameEpic === leg);
      assert.deepEqual(
        answer.journeyRouteFull[i],
        path ? { pathNameEpic: path.pathNameEpic, pathCurrent: path.pathCurrent } : null,
        `${journey.journeyName} leg ${i + 1}`,
      );
      if (path) legs++;
    });
  }
  assert.equal(panoplies, mb.panoplies.length);
  assert.equal(deaths, mb.deaths.length);
  assert.ok(legs > 0 && new Set(mb.journeys.flatMap((j) => j.journeyRoute as string[])).size > 0);
});

test('the SQLite database holds every record of the JSON files, with every field', () => {
  const db = openSqlite();
  try {
    for (const layout of layouts) {
      if (layout.spec.csvOnly) {
        const found = db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?")
          .all(layout.spec.table);
        assert.deepEqual(found, [], `${layout.spec.table} is CSV only, not in the SQLite file`);
        assert.ok(!(layout.spec.table in json.rv), `${layout.spec.table} is CSV only, not in the JSON file`);
        continue;
      }
      const rowsOf = (table: string) =>
        db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all() as Record<string, unknown>[];
      const records = assembleRecords(layout, rowsOf);
      assert.deepEqual(records, jsonRecords(layout.spec.table), layout.spec.table);
    }
  } finally {
    db.close();
  }
});

test('the SQLite database has primary keys, foreign keys that resolve, indexes and no integrity problems', () => {
  const db = openSqlite();
  try {
    assert.deepEqual(
      db
        .prepare('PRAGMA integrity_check')
        .all()
        .map((r) => ({ ...r })),
      [{ integrity_check: 'ok' }],
    );
    assert.deepEqual(db.prepare('PRAGMA foreign_key_check').all(), []);
    const tables = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string; sql: string }[];
    const inSqlite = tableResources.filter((r) => !CSV_ONLY_TABLES.has(r.name));
    assert.equal(inSqlite.length, tableResources.length - CSV_ONLY_TABLES.size, 'the CSV-only tables are CSV files');
    assert.equal(tables.length, inSqlite.length + 1, 'every CSV table but the CSV-only ones, plus meta');
    for (const t of tables) assert.match(t.sql, /PRIMARY KEY/, `${t.name} has a primary key`);
    const withForeignKeys = tables.filter(
      (t) => (db.prepare(`PRAGMA foreign_key_list("${t.name}")`).all() as unknown[]).length > 0,
    );
    assert.ok(withForeignKeys.length >= 30, `${withForeignKeys.length} tables with foreign keys`);
    const fk = db.prepare('PRAGMA foreign_key_list("persons_childrenReal")').all() as {
      table: string;
      from: string;
      to: string;
    }[];
    assert.deepEqual(fk.map((f) => [f.from, f.table, f.to]).sort(), [
      ['name', 'persons', 'name'],
      ['value', 'persons', 'name'],
    ]);
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'")
      .all();
    assert.ok(indexes.length >= 40, `${indexes.length} indexes`);
    const plan = db.prepare("EXPLAIN QUERY PLAN SELECT * FROM events_eventPersons WHERE value = 'Arjun'").all() as {
      detail: string;
    }[];
    assert.ok(
      plan.some((p) => /USING (COVERING )?INDEX/.test(p.detail)),
      'a lookup by person uses an index',
    );
  } finally {
    db.close();
  }
});

test('every CSV loads with the types datapackage.json declares, keys are unique, foreign keys resolve, and the tables rebuild every record', () => {
  const loaded = new Map(tableResources.map((r) => [r.name, readTypedCsv(r)]));
  for (const r of tableResources) {
    const rows = loaded.get(r.name)!;
    const keys = new Set(rows.map((row) => JSON.stringify(r.schema.primaryKey.map((k) => row[k]))));
    assert.equal(keys.size, rows.length, `${r.name}: primary key unique`);
    for (const fk of r.schema.foreignKeys ?? []) {
      const target = loaded.get(fk.reference.resource || r.name)!;
      const targetKeys = new Set(target.map((row) => JSON.stringify(fk.reference.fields.map((k) => row[k]))));
      for (const row of rows) {
        const values = fk.fields.map((k) => row[k]);
        if (values.some((v) => v === null)) continue;
        assert.ok(
          targetKeys.has(JSON.stringify(values)),
          `${r.name}: ${fk.fields} = ${values} has no ${fk.reference.resource}`,
        );
      }
    }
  }
  for (const layout of layouts) {
    const records = assembleRecords(layout, (table) => loaded.get(table.toLowerCase())!);
    assert.deepEqual(records, recordsOf(layout), layout.spec.table);
  }
});

test('datapackage.json types come from the schemas: a changed declaration fails the typed load', () => {
  const persons = tableResources.find((r) => r.name === 'persons')!;
  const wrong = structuredClone(persons);
  wrong.schema.fields.find((f) => f.name === 'gender')!.constraints!.enum = ['male'];
  assert.throws(() => readTypedCsv(wrong), /not one of the declared values/);
  const events = structuredClone(tableResources.find((r) => r.name === 'events')!);
  events.schema.fields.find((f) => f.name === 'eventDescription')!.type = 'integer';
  assert.throws(() => readTypedCsv(events), /not an integer/);
  assert.equal(
    tableResources.find((r) => r.name === 'paths_pathpoints')!.schema.fields.find((f) => f.name === 'lat')!.type,
    'number',
  );
});

test('GeoJSON: every place with coordinates is a point, every path and journey a line through its points, with pages that exist', () => {
  const geo = readDownloadJson('indica-mahabharata.geojson') as {
    type: string;
    features: {
      id: string;
      geometry: { type: string; coordinates: unknown } | null;
      properties: { kind: string; name: string; page?: string };
    }[];
  };
  assert.equal(geo.type, 'FeatureCollection');
  const mb = json.mb as Record<string, Record<string, any>[]>;
  const byId = new Map(geo.features.map((f) => [f.id, f]));
  const located = mb.places.filter((p) => p.coordinates);
  assert.ok(located.length >= 60, `${located.length} places with coordinates`);
  for (const p of located)
    assert.deepEqual(byId.get(`place:${p.placeNameEpic}`)?.geometry, {
      type: 'Point',
      coordinates: [p.coordinates.lon, p.coordinates.lat],
    });
  for (const p of mb.paths)
    assert.deepEqual(
      byId.get(`path:${p.pathNameEpic}`)?.geometry?.coordinates,
      p.pathPoints.map((pt: { lat: number; lon: number }) => [pt.lon, pt.lat]),
    );
  for (const j of mb.journeys) assert.ok(byId.has(`journey:${j.journeyName}`), j.journeyName);
  assert.equal(geo.features.length, located.length + mb.paths.length + mb.journeys.length);
  for (const f of geo.features)
    if (f.properties.page)
      assert.ok(existsSync(join(dist, f.properties.page, 'index.html')), `${f.id}: ${f.properties.page}`);
});

test('GraphML: a node per record, an edge per reference', () => {
  const xml = readDownload('indica-mahabharata.graphml').toString('utf8');
  const mb = json.mb as Record<string, Record<string, any>[]>;
  const graphml = parseXml(xml);
  assert.equal(graphml.name, 'graphml');
  const graph = all(graphml, 'graph');
  assert.equal(graph.length, 1);
  const attr = (el: Element, name: string) => decodeXml(el.attrs.get(name) ?? '');
  const nodes = all(graph[0]!, 'node');
  const nodeKinds = ['persons', 'weapons', 'clans', 'events', 'journeys', 'paths', 'places'];
  assert.equal(
    nodes.length,
    nodeKinds.reduce((sum, k) => sum + mb[k].length, 0),
  );
  const edges = all(graph[0]!, 'edge').map((e) => {
    const relation = e.children.find((d) => d.name === 'data' && d.attrs.get('key') === 'relation');
    return { source: attr(e, 'source'), target: attr(e, 'target'), relation: relation && textOf(relation) };
  });
  const count = (relation: string) => edges.filter((e) => e.relation === relation).length;
  assert.equal(
    count('childrenReal'),
    mb.persons.reduce((s, p) => s + p.childrenReal.length, 0),
  );
  assert.equal(
    count('journeyRoute'),
    mb.journeys.reduce((s, j) => s + j.journeyRoute.length, 0),
  );
  assert.equal(
    count('personKilledByWhom'),
    mb.deaths.reduce((s, d) => s + d.personKilledByWhom.length, 0),
  );
  assert.ok(
    edges.some((e) => e.source === 'persons:Abhimanyu' && e.relation === 'personKilledWhoAll'),
    "a death's edges start at the person who died",
  );
  const ids = new Set(nodes.map((n) => attr(n, 'id')));
  assert.equal(ids.size, nodes.length, 'node ids are unique');
  for (const e of edges) assert.ok(ids.has(e.source) && ids.has(e.target), `${e.source} → ${e.target}`);
});
