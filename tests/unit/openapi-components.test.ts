/**
 * The OpenAPI documents name their shapes for code generators, without a build: every operation's
 * 200 body is a `$ref` to a named schema (`components.schemas`), every named schema is used, the
 * epic's kinds are named by their nouns, and answers of each endpoint validate against the named
 * schemas (every built file: tests/dist/openapi.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { z } from 'zod';
import { apiModules } from '../../src/apis/registry.ts';
import { EPIC_KINDS, epicKinds } from '../../src/apis/mb/kinds.ts';
import type { ApiDeclaration, Endpoint } from '../../src/core/endpoint.ts';
import { pageSchema } from '../../src/core/list-endpoint.ts';
import { namedSchemas, openApiDocument } from '../../src/core/openapi.ts';
import { resolveRequest, type Catalog } from '../../src/core/request-file.ts';

const ANSWERS_PER_ENDPOINT = 25;

/**
 * Answers of an endpoint: a row filter's documented examples, answered from the rows as the server
 * does (precomputing a substring filter's keys takes seconds); another endpoint's first precomputed.
 */
function* answers(
  api: ApiDeclaration,
  endpoint: Endpoint,
  data: unknown,
  catalog: Catalog,
): Iterable<[string, unknown]> {
  if (!endpoint.filter) {
    for (const [params, body] of endpoint.precompute(data, { limits: [50] })) yield [JSON.stringify(params), body];
    return;
  }
  for (const example of endpoint.examples ?? []) {
    const [path, query = ''] = example.split('?');
    const resolved = resolveRequest(api, catalog, path, query);
    assert.equal(resolved.kind, 'file', example);
    if (resolved.kind === 'file') yield [example, resolved.fallback()];
  }
}
const refsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsIn)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, v]) => (key === '$ref' && typeof v === 'string' ? [v] : refsIn(v)))
      : [];

for (const { api, load, catalog } of apiModules) {
  test(`${api.base}: each operation's answer is a named schema, the first answers fit it, and every name is used`, () => {
    const doc = openApiDocument(api, new Map()) as any;
    const schemas = doc.components.schemas as Record<string, unknown>;
    assert.deepEqual(doc.security, []);
    const ajv = new Ajv2020({ strict: false });
    const data = load();
    for (const endpoint of api.endpoints) {
      const schema = doc.paths[endpoint.path].get.responses['200'].content['application/json'].schema;
      const name = /^#\/components\/schemas\/(\w+)$/.exec(schema.$ref ?? '')?.[1];
      assert.ok(
        name && name in schemas,
        `${endpoint.path}: ${JSON.stringify(schema).slice(0, 80)} is not a named schema`,
      );
      const validate = ajv.compile({ ...schema, components: doc.components });
      let checked = 0;
      for (const [request, body] of answers(api, endpoint, data, catalog(data))) {
        assert.ok(validate(body), `${endpoint.path} ${request}: ${JSON.stringify(validate.errors)}`);
        if (++checked === ANSWERS_PER_ENDPOINT) break;
      }
      assert.ok(checked > 0, `${endpoint.path}: no answer precomputed`);
    }
    const used = new Set(
      refsIn(doc.paths)
        .concat(refsIn(schemas))
        .map((ref) => ref.split('/').pop()),
    );
    assert.deepEqual(
      Object.keys(schemas).filter((name) => !used.has(name)),
      [],
      'named schemas no operation refers to',
    );
    for (const ref of refsIn(doc)) assert.ok(ref.split('/').pop()! in schemas, `${ref} names no schema`);
  });
}

test('the epic: every kind the API serves is named by its noun, with its variants after it', () => {
  const doc = openApiDocument(apiModules.find((m) => m.api.id === 'mb')!.api, new Map()) as any;
  const names = Object.keys(doc.components.schemas);
  for (const k of epicKinds) {
    const noun = EPIC_KINDS[k].noun;
    assert.ok(names.includes(noun.charAt(0).toUpperCase() + noun.slice(1)), `${k}: no schema named after ${noun}`);
  }
  for (const name of ['PersonBasic', 'PersonVariantsPage', 'EventVariants', 'JourneyExpanded', 'Explore'])
    assert.ok(names.includes(name), name);
  // A named record is referred to, not repeated: the person variants' union lists four $refs.
  assert.deepEqual(
    doc.components.schemas.PersonVariants.anyOf.map((s: { $ref: string }) => s.$ref),
    ['PersonBasic', 'Person', 'PersonBasicExpanded', 'PersonExpanded'].map((n) => `#/components/schemas/${n}`),
  );
});

test('one shape under two names, or two shapes under one, is refused', () => {
  const { api } = apiModules.find((m) => m.api.id === 'vs')!;
  const shape = z.strictObject({ a: z.string() });
  assert.throws(() => namedSchemas({ ...api, schemas: { One: shape, Two: shape } }), /named both One and Two/);
  // A page is named after its item: here that name is taken.
  const pages = [{ ...api.endpoints[0], response: pageSchema(shape) }];
  assert.throws(
    () => namedSchemas({ ...api, endpoints: pages, schemas: { One: shape, OnePage: z.string() } }),
    /two schemas named OnePage/,
  );
  assert.equal(namedSchemas({ ...api, endpoints: pages, schemas: { One: shape } }).get(pages[0].response), 'OnePage');
});
