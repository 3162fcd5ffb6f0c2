/**
 * The SPARQL page's example questions, asked of the RDF edition in Oxigraph (its Node build, the
 * same engine the page runs as WebAssembly), answer what the same questions in SQL answer from the
 * SQLite download (read with sql.js, the SQL page's engine), and what the API answers; every
 * `_page` they name is a page of dist/.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import oxigraph from 'oxigraph';
import initSqlJs from 'sql.js';
import { mbApi } from '../../src/apis/mb/endpoints.ts';
import { siteAddress } from '../../src/downloads/linked-data.ts';
import { TURTLE_FILE } from '../../src/downloads/rdf.ts';
import { JOURNEY, sparqlExamples } from '../../src/downloads/sparql-examples.ts';
import { SQLITE_FILE } from '../../src/downloads/media-types.ts';
import { dist, requireDist } from '../support/dist.ts';
import { apiAnswer, apiList, readDownload, readDownloadJson } from '../support/downloads.ts';

requireDist();
const site = siteAddress();
const examples = sparqlExamples(site);

const store = new oxigraph.Store();
store.load(gunzipSync(readDownload(TURTLE_FILE)).toString('utf8'), { format: 'text/turtle' });
const SQL = await initSqlJs();
const db = new SQL.Database(readDownload(SQLITE_FILE));

type Row = Record<string, string | number | null>;

/** A SELECT's solutions as rows of the query's variables (numbers as numbers). */
function sparql(query: string): Row[] {
  const json = JSON.parse(String(store.query(query, { results_format: 'application/sparql-results+json' }))) as {
    head: { vars: string[] };
    results: { bindings: Record<string, { type: string; value: string; datatype?: string }>[] };
  };
  return json.results.bindings.map((b) =>
    Object.fromEntries(
      json.head.vars.map((v) => {
        const term = b[v];
        const numeric = term?.datatype?.endsWith('#integer');
        return [v, term === undefined ? null : numeric ? Number(term.value) : term.value];
      }),
    ),
  );
}
function sql(query: string): Row[] {
  const [result] = db.exec(query);
  return (result?.values ?? []).map((values): Row =>
    Object.fromEntries(result!.columns.map((c, i) => [c, (values[i] ?? null) as Row[string]])),
  );
}
const withoutPages = (rows: Row[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.endsWith('_page'))));
const pageExists = (iri: string) => {
  const path = new URL(iri).pathname.slice(new URL(site).pathname.length);
  return existsSync(join(dist, path, 'index.html'));
};

for (const example of examples) {
  test(`${example.id}: SPARQL over the RDF edition answers what SQL over the SQLite answers`, () => {
    const answer = sparql(example.sparql);
    assert.ok(answer.length >= 3, `${answer.length} rows`);
    assert.deepEqual(withoutPages(answer), sql(example.sql));
    for (const row of answer)
      for (const [k, v] of Object.entries(row))
        if (k.endsWith('_page') && v !== null) assert.ok(pageExists(String(v)), `${String(v)} is a page`);
  });
}

const answerOf = (id: string) => sparql(examples.find((e) => e.id === id)!.sparql);

test("war-day-14: the API's deaths at the events of day 14", () => {
  const events = (readDownloadJson('indica-mahabharata.json') as { events: { eventName: string; warDay?: number }[] })
    .events;
  const day14 = new Set(events.filter((e) => e.warDay === 14).map((e) => e.eventName));
  const persons = apiList(mbApi, '/persons', { fields: 'basic', expand: true }) as {
    death: { personName: string; personKilledByWhom: string[]; personKilledAtEvent: string | null }[];
  }[];
  const expected = persons
    .flatMap((p) => p.death)
    .filter((d) => d.personKilledAtEvent && day14.has(d.personKilledAtEvent))
    .flatMap((d) => d.personKilledByWhom.map((killer) => `${d.personName} ← ${killer} @ ${d.personKilledAtEvent}`));
  const got = answerOf('war-day-14').map((r) => `${r.victim} ← ${r.killer} @ ${r.event}`);
  assert.deepEqual(got.sort(), expected.sort());
  assert.ok(
    got.some((r) => r.startsWith('Jayadrath ← Arjun')),
    'Arjun kills Jayadratha on day 14',
  );
});

test("journey-in-order: the API's route of the journey, leg by leg", () => {
  const rows = answerOf('journey-in-order');
  const journey = apiAnswer(mbApi, '/journeys/{name}', { path: { name: JOURNEY }, query: {} }) as {
    journeyRoute: string[];
  };
  assert.deepEqual(
    rows.map((r) => r.leg),
    journey.journeyRoute,
  );
  assert.deepEqual(
    rows.map((r) => r.position),
    journey.journeyRoute.map((_, i) => i + 1),
  );
});
