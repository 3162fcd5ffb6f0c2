/** The request ↔ file mapping (STATIC-API.md), on the real endpoint tables: the spec's own examples. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiModules } from '../../src/apis/registry.ts';
import { queryOrder } from '../../src/core/endpoint.ts';
import { endpointOfFile, fileOfUrl, resolveRequest, type Catalog } from '../../src/core/request-file.ts';
import { reservedNameClashes, reservedNames } from '../../src/core/reserved-names.ts';
import { rewriteRules } from '../../src/hosting/rules.ts';

const module = (id: string) => apiModules.find((m) => m.api.id === id)!;
const catalogs = new Map<string, Catalog>();
const catalogOf = (id: string) => catalogs.get(id) ?? catalogs.set(id, module(id).catalog(module(id).load())).get(id)!;

function fileOf(url: string): string {
  const { api } = apiModules.find((m) => url.startsWith(`${m.api.base}/`))!;
  const [path, query = ''] = url.slice(api.base.length).split('?');
  const r = resolveRequest(api, catalogOf(api.id), path, query);
  if (r.kind !== 'file') throw new Error(`${url}: ${r.error.message}`);
  return r.file;
}

test('Rule 1: a path without a query is the file of its path plus .json', () => {
  assert.equal(fileOf('/mb/v2/persons/Arjun/armour'), '/mb/v2/persons/Arjun/armour.json');
  assert.equal(fileOf('/rv/v2/meta/book/4'), '/rv/v2/meta/book/4.json');
  assert.equal(fileOf('/vs/v2/categories/plant'), '/vs/v2/categories/plant.json');
});

test('Rule 2: query parameters in the path, in order, defaults filled in', () => {
  assert.equal(fileOf('/mb/v2/persons?page=2'), '/mb/v2/persons/fields/basic/expand/false/limit/10/page/2.json');
  assert.equal(
    fileOf('/mb/v2/journeys?person=Arjun&limit=5'),
    '/mb/v2/journeys/person/Arjun/expand/false/limit/5/page/1.json',
  );
  assert.equal(fileOf('/mb/v2/persons/Arjun?fields=details'), '/mb/v2/persons/Arjun/fields/details/expand/false.json');
  assert.equal(
    fileOf('/mb/v2/persons?limit=5&fields=details'),
    '/mb/v2/persons/fields/details/expand/false/limit/5/page/1.json',
  );
  assert.equal(fileOf('/mb/v2/events?fields=full'), '/mb/v2/events/fields/details/expand/false/limit/10/page/1.json');
});

test("a documented URL gives its canonical URL and file, as the server resolves it (the pages' JSON links)", () => {
  const of = (id: string, url: string) => fileOfUrl(module(id).api, catalogOf(id), url);
  assert.deepEqual(of('mb', '/mb/v2/persons/partha?fields=details'), {
    url: '/mb/v2/persons/Arjun?fields=details',
    file: '/mb/v2/persons/Arjun/fields/details/expand/false.json',
  });
  assert.deepEqual(of('rv', '/rv/v2/meta/god/Agni'), {
    url: '/rv/v2/meta/god/agni',
    file: '/rv/v2/meta/god/agni.json',
  });
  assert.deepEqual(of('rv', '/rv/v2/meta/poetcategory/Human%20female'), {
    url: '/rv/v2/meta/poetcategory/human%20female',
    file: '/rv/v2/meta/poetcategory/human female.json',
  });
  assert.throws(() => of('mb', '/mb/v2/persons/Nobody'), /no person named "Nobody"/);
  assert.throws(() => of('vs', '/vs/v2/words/a%25b'), /no file holds the answer/);
});

test('query parameters: each endpoint asks only shared ones or filters its API declares, filters first', () => {
  for (const { api } of apiModules)
    for (const endpoint of api.endpoints)
      for (const name of endpoint.query)
        assert.ok(queryOrder(api).includes(name), `${api.base}${endpoint.path}: "${name}" is not declared`);
  assert.deepEqual(queryOrder(module('mb').api), ['person', 'place', 'fields', 'expand', 'limit', 'page']);
  assert.deepEqual(queryOrder(module('vs').api), ['fields', 'expand', 'limit', 'page']);
});

test('reserved names: the literal path words after the first and the query parameters', () => {
  assert.deepEqual([...reservedNames(module('mb').api)].sort(), [
    'armour',
    'expand',
    'fields',
    'journeys',
    'limit',
    'names',
    'owners',
    'page',
    'person',
    'place',
  ]);
});

test('reserved names: a name or alias equal to one fails where the API meets its catalog, naming the record', () => {
  const mb = module('mb');
  assert.deepEqual(reservedNameClashes(mb.api, { names: { clans: { owners: 'owners', kuru: 'Kuru' } }, rows: [] }), [
    '/mb/v2 clans: "owners" is called "owners", a reserved name (a word of the API\'s paths or queries)',
  ]);
  const graph = mb.load() as { names: Record<string, Record<string, string>> };
  assert.doesNotThrow(() => mb.catalog(graph), 'the committed names clash with no reserved word');
  const aliased = { ...graph, names: { ...graph.names, persons: { ...graph.names.persons, limit: 'Arjun' } } };
  assert.throws(() => mb.catalog(aliased), /persons: "Arjun" is called "limit", a reserved name/);
  for (const { api, load, catalog } of apiModules) assert.doesNotThrow(() => catalog(load()), api.base);
});

test('Rule 3: names resolve in any letter case and by alias to the canonical file', () => {
  assert.equal(fileOf('/mb/v2/persons/partha'), '/mb/v2/persons/Arjun/fields/basic/expand/false.json');
  assert.equal(fileOf('/mb/v2/persons/ARJUN/armour'), '/mb/v2/persons/Arjun/armour.json');
  assert.equal(
    fileOf('/mb/v2/journeys?person=partha'),
    '/mb/v2/journeys/person/Arjun/expand/false/limit/10/page/1.json',
  );
  assert.equal(fileOf('/mb/v2/journeys/jarasandh%20killing'), '/mb/v2/journeys/Jarasandh killing/expand/false.json');
});

test('Rule 4: substring keys are lower case', () => {
  assert.equal(fileOf('/rv/v2/meta/poet/Vasishth'), '/rv/v2/meta/poet/vasishth.json');
  assert.equal(fileOf('/vs/v2/words/ASH'), '/vs/v2/words/ash.json');
});

test('the inverse mapping finds the endpoint of every kind of file', () => {
  const mb = module('mb').api;
  const cases: [string, string][] = [
    ['/mb/v2/persons.json', '/persons'],
    ['/mb/v2/persons/names.json', '/persons/names'],
    ['/mb/v2/persons/fields/basic/expand/false/limit/10/page/1.json', '/persons'],
    ['/mb/v2/persons/Arjun.json', '/persons/{name}'],
    ['/mb/v2/persons/Arjun/fields/details/expand/true.json', '/persons/{name}'],
    ['/mb/v2/persons/Arjun/journeys/expand/false/limit/3/page/2.json', '/persons/{name}/journeys'],
    ['/mb/v2/journeys/person/Arjun/place/Girivraj/expand/true/limit/1/page/1.json', '/journeys'],
  ];
  for (const [file, path] of cases) assert.equal(endpointOfFile(mb, file)?.path, path, file);
});

test('rewrite rules: literal paths before parameters, more query parameters first', () => {
  const rules = rewriteRules(module('mb').api);
  const index = (path: string, n: number) =>
    rules.findIndex(
      (r) =>
        r.path.map((s) => ('literal' in s ? s.literal : `{${s.param}}`)).join('/') === path && r.query.length === n,
    );
  assert.ok(index('mb/v2/persons/names', 0) < index('mb/v2/persons/{name}', 0));
  assert.ok(index('mb/v2/journeys', 5) < index('mb/v2/journeys', 0));
  assert.equal(
    rules.filter((r) => r.path.map((s) => ('literal' in s ? s.literal : '')).join('/') === 'mb/v2/journeys').length,
    32,
  );
});
