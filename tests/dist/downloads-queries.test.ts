/**
 * The example queries of the downloads page, run on the SQLite download, answer what the API
 * answers; the page's Python and Node snippets run as printed; Python's standard library loads
 * every CSV with its declared types and gets the same answers from the database.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vsApi } from '../../src/apis/vs/endpoints.ts';
import { rvApi } from '../../src/apis/rv/endpoints.ts';
import { mbApi } from '../../src/apis/mb/endpoints.ts';
import { CATEGORY_GROUPS } from '../../src/apis/vs/schema.ts';
import { personUrl } from '../../src/apis/mb/urls.ts';
import { EXAMPLE_QUERIES } from '../../src/downloads/examples.ts';
import { CSV_ONLY_TABLES } from '../../src/downloads/collections.ts';
import { loadHymnVerses } from '../../src/apis/rv/data.ts';
import { NODE_SNIPPET, PYTHON_SNIPPET } from '../../src/downloads/snippets.ts';
import { dist, requireDist, root } from '../support/dist.ts';
import { apiAnswer, apiList, downloadsDir, openSqlite, readDownloadJson } from '../support/downloads.ts';

requireDist();
const version = (readDownloadJson('datapackage.json') as { version: string }).version;
const sql = (id: string) => EXAMPLE_QUERIES.find((q) => q.id === id)!.sql;
function run(id: string): Record<string, unknown>[] {
  const db = openSqlite();
  try {
    return (db.prepare(sql(id)).all() as Record<string, unknown>[]).map((r) => ({ ...r }));
  } finally {
    db.close();
  }
}
const sortedJson = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
const pageExists = (page: unknown) => typeof page === 'string' && existsSync(join(dist, page, 'index.html'));

test("who killed whom on which day: the API's deaths (day from the events download: the API has no war day)", () => {
  const events = (readDownloadJson('indica-mahabharata.json') as { events: { eventName: string; warDay?: number }[] })
    .events;
  const dayOf = new Map(events.map((e) => [e.eventName, e.warDay]));
  const persons = apiList(mbApi, '/persons', { fields: 'basic', expand: true }) as {
    death: { personName: string; personKilledByWhom: string[]; personKilledAtEvent: string | null }[];
  }[];
  const expected = persons
    .flatMap((p) => p.death)
    .flatMap((d) => {
      const day = d.personKilledAtEvent ? dayOf.get(d.personKilledAtEvent) : undefined;
      return day === undefined
        ? []
        : d.personKilledByWhom.map((killer) => ({ day, victim: d.personName, killer, event: d.personKilledAtEvent }));
    });
  const rows = run('war-deaths');
  assert.ok(expected.length >= 50, `${expected.length} killings on war days`);
  assert.deepEqual(
    sortedJson(rows.map(({ day, victim, killer, event }) => ({ day, victim, killer, event }))),
    sortedJson(expected),
  );
  rows.forEach((r, i) => i > 0 && assert.ok(Number(r.day) >= Number(rows[i - 1].day), 'ordered by day'));
  for (const r of rows) {
    assert.equal(r.victim_page, personUrl(String(r.victim)));
    assert.ok(
      pageExists(r.victim_page) && pageExists(r.killer_page) && pageExists(r.event_page),
      `${r.victim}: pages exist`,
    );
  }
  assert.ok(
    rows.some((r) => r.victim === 'Abhimanyu' && r.day === 13),
    'Abhimanyu falls on day 13',
  );
});

test("hymns to Indra by poet category: the API's rows for Indra, grouped", () => {
  const api = (
    apiAnswer(rvApi, '/god/{sungfor}', { path: { sungfor: 'indra' }, query: {} }) as {
      mandal: number;
      sukta: number;
      sungfor: string;
      sungbycategory: string;
    }[]
  ).filter((r) => r.sungfor === 'Indra');
  const expected = new Map<string, { rows: number; suktas: Set<string> }>();
  for (const r of api) {
    const entry =
      expected.get(r.sungbycategory) ??
      expected.set(r.sungbycategory, { rows: 0, suktas: new Set() }).get(r.sungbycategory)!;
    entry.rows++;
    entry.suktas.add(`${r.mandal}.${r.sukta}`);
  }
  const rows = run('indra-by-poet-category');
  assert.deepEqual(
    rows.map((r) => [r.poet_category, r.api_rows, r.suktas]).sort(),
    [...expected].map(([c, e]) => [c, e.rows, e.suktas.size]).sort(),
  );
  assert.ok(api.length > 300, `${api.length} rows for Indra`);
  for (const r of rows) assert.ok(pageExists(r.poet_category_page), String(r.poet_category_page));
});

test("nouns of the Flora group: the API's grass, plant and tree categories, in order", () => {
  const expected = [...CATEGORY_GROUPS.Flora]
    .sort()
    .flatMap(
      (category) =>
        apiAnswer(vsApi, '/categories/{category}', { path: { category }, query: {} }) as Record<string, string>[],
    );
  const rows = run('flora-nouns');
  assert.deepEqual(
    rows.map(({ word, nagari, category, description }) => ({ nagari, word, description, category })),
    expected,
  );
  for (const r of rows) assert.ok(pageExists(r.word_page), String(r.word_page));
});

test("Arjun's journeys leg by leg: the API's journeys of Arjun and their routes", () => {
  const journeys = apiList(mbApi, '/journeys', { person: 'Arjun', expand: false }) as {
    journeyName: string;
    journeyRoute: string[];
  }[];
  const expected = journeys.flatMap((j) => j.journeyRoute.map((leg, i) => [j.journeyName, i + 1, leg]));
  expected.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : Number(a[1]) - Number(b[1])));
  assert.deepEqual(
    run('arjun-journey-routes').map((r) => [r.journey, r.position, r.leg]),
    expected,
  );
});

/** A Python 3 with pandas: the one on PATH, or Debian's (`apt-get install python3-pandas`). */
function pythonWith(module: string): string | undefined {
  for (const python of ['python3', '/usr/bin/python3']) {
    if (spawnSync(python, ['-c', `import ${module}`]).status === 0) return python;
  }
  return undefined;
}

test('Python (sqlite3, csv, xml only): every CSV loads with its declared types, and the example queries give the same rows', () => {
  const python = pythonWith('sqlite3');
  assert.ok(python, 'python3 with sqlite3');
  const out = JSON.parse(
    execFileSync(python!, [join(root, 'tests/python/check_downloads.py'), downloadsDir], {
      encoding: 'utf8',
      maxBuffer: 64e6,
    }),
  ) as {
    csv: Record<string, number>;
    sqlite: Record<string, number>;
    version: string;
    examples: Record<string, { columns: string[]; rows: unknown[][] }>;
    graphml: { nodes: number; edges: number };
  };
  assert.equal(out.version, version);
  assert.deepEqual(
    Object.fromEntries(
      Object.entries(out.sqlite)
        .map(([k, v]) => [k.toLowerCase(), v])
        .sort(),
    ),
    // the text layers are CSV only (too large for the JSON and SQLite files; docs/downloads.md)
    Object.fromEntries(
      Object.entries(out.csv)
        .filter(([table]) => !CSV_ONLY_TABLES.has(table))
        .sort(),
    ),
  );
  assert.equal(out.csv.verse_text, loadHymnVerses().length, 'verse_text: a row per verse');
  assert.ok(out.csv.verse_commentary >= loadHymnVerses().length, 'verse_commentary: a paragraph or more per verse');
  assert.deepEqual(Object.keys(out.examples).sort(), EXAMPLE_QUERIES.map((q) => q.id).sort());
  for (const q of EXAMPLE_QUERIES) {
    const mine = run(q.id);
    assert.deepEqual(out.examples[q.id].columns, Object.keys(mine[0]), q.id);
    assert.deepEqual(
      out.examples[q.id].rows,
      mine.map((r) => Object.values(r)),
      q.id,
    );
  }
  const xml = readDownloadJson('indica-mahabharata.json') as Record<string, unknown[]>;
  assert.equal(
    out.graphml.nodes,
    ['persons', 'weapons', 'clans', 'events', 'journeys', 'paths', 'places'].reduce((s, k) => s + xml[k].length, 0),
  );
  assert.ok(out.graphml.edges > 1000);
});

/** What both snippets print: the version, the tree nouns, the count of persons, Indra's rows by poet category. */
function expectedSnippetOutput(): string[] {
  const trees = (
    apiAnswer(vsApi, '/categories/{category}', { path: { category: 'tree' }, query: {} }) as { word: string }[]
  ).map((n) => n.word);
  const persons = (apiAnswer(mbApi, '/persons/names', { path: {}, query: {} }) as string[]).length;
  const indra = (
    apiAnswer(rvApi, '/god/{sungfor}', { path: { sungfor: 'indra' }, query: {} }) as {
      sungfor: string;
      sungbycategory: string;
    }[]
  ).filter((r) => r.sungfor === 'Indra');
  const counts = Object.entries(Object.groupBy(indra, (r) => r.sungbycategory))
    .map(([c, list]) => `${c}\t${list!.length}`)
    .sort();
  return [version, ...trees, `${persons} persons`, ...counts];
}

test("the downloads page's Python snippet (sqlite3, csv, pandas) runs and prints what the API answers", (t) => {
  const python = pythonWith('pandas');
  if (!python) {
    t.skip('no Python with pandas here (apt-get install python3-pandas; .ci/run installs it)');
    return;
  }
  const out = execFileSync(python, ['-c', PYTHON_SNIPPET], { cwd: downloadsDir, encoding: 'utf8' });
  assert.deepEqual(out.trimEnd().split('\n'), expectedSnippetOutput());
});

test("the downloads page's Node snippet (node:sqlite, csv-parse) runs and prints what the API answers", () => {
  // Written inside the repository so that `csv-parse` resolves from its node_modules.
  const folder = join(root, 'node_modules', '.cache', 'indica-tests');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'node-snippet.mjs');
  writeFileSync(file, NODE_SNIPPET);
  const out = execFileSync(process.execPath, ['--no-warnings', file], { cwd: downloadsDir, encoding: 'utf8' });
  assert.deepEqual(out.trimEnd().split('\n'), expectedSnippetOutput());
});
