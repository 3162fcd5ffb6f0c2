/**
 * The published OpenAPI documents and the server agree on what they accept: for every parameter
 * of every endpoint, each value in a set of valid, other-case and invalid ones is accepted by the
 * parameter's published schema exactly when the bundled server answers 200 (names, whose
 * existence is data and not schema, only one way: what the schema refuses the server refuses).
 * A "try it" sandbox built on the documents therefore sends what the server takes, e.g. the
 * category `Plant` or `fields=full`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { apiModules } from '../../src/apis/registry.ts';
import type { Endpoint, PathParam } from '../../src/core/endpoint.ts';
import { openApiDocument } from '../../src/core/openapi.ts';
import { requestUrl, type Catalog } from '../../src/core/request-file.ts';
import { catalogPath } from '../../src/core/write-api.ts';
import { readDistJson, requireDist, startServer } from '../support/dist.ts';

let server: Awaited<ReturnType<typeof startServer>>;
before(async () => {
  requireDist();
  server = await startServer();
});
after(() => server?.close());

const ajv = new Ajv2020({ strict: false });
const swapCase = (s: string) => [...s].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');

/** Does a raw parameter value (as it appears in the URL) fit its published schema? */
function fits(schema: Record<string, unknown>, raw: string): boolean {
  if (schema.type === 'integer') return /^-?[0-9]+$/.test(raw) && ajv.validate(schema, Number(raw));
  return ajv.validate(schema, raw);
}

function candidates(spec: PathParam | undefined, query: string | undefined, catalog: Catalog): string[] {
  if (spec?.kind === 'enum')
    return spec.values.flatMap((v) => [v, v.toUpperCase(), swapCase(v)]).concat('nothing', `${spec.values[0]}x`, '');
  if (spec?.kind === 'int')
    return [spec.min, spec.max, spec.min - 1, spec.max + 1].map(String).concat('04', 'x', '-1', '2.5', '1e1');
  if (spec?.kind === 'substring') return ['a', 'ni', 'QQZX', 'Agni'];
  if (spec?.kind === 'name')
    return [...Object.entries(catalog.names[spec.entity])]
      .filter((_, i) => i % 25 === 0)
      .flatMap(([key, name]) => [key, name])
      .concat('Nobody at all');
  switch (query) {
    case 'fields':
      return ['basic', 'details', 'full', 'Details', 'FULL', 'everything', ''];
    case 'expand':
      return ['true', 'false', 'True', '1', 'yes', ''];
    case 'limit':
      return ['1', '10', '50', '07', '0', '51', 'x', '1.5', '-3', ''];
    case 'page':
      return ['1', '0', '-1', 'x', '1.0', ''];
    case 'person':
      return ['partha', 'ARJUN', 'Nobody at all'];
    case 'place':
      return ['hastinapura', 'Indraprastha', 'Nowhere at all'];
  }
  return [];
}

/** A request of the endpoint with every parameter valid, one of them set to `raw`. */
function requestWith(
  api: (typeof apiModules)[number]['api'],
  endpoint: Endpoint<any>,
  catalog: Catalog,
  param: string,
  raw: string,
  inPath: boolean,
): string {
  const path: Record<string, string> = {};
  for (const [name, spec] of Object.entries(endpoint.params)) {
    path[name] =
      name === param && inPath
        ? raw
        : spec.kind === 'enum'
          ? spec.values[0]
          : spec.kind === 'int'
            ? String(spec.min)
            : spec.kind === 'name'
              ? Object.values(catalog.names[spec.entity])[0]
              : 'a';
  }
  const url = requestUrl(api, endpoint, { path, query: {} });
  return inPath ? url : `${url}?${new URLSearchParams({ [param]: raw })}`;
}

for (const { api } of apiModules) {
  test(`${api.base}: the published document is the generated one, and it accepts what the server answers`, async () => {
    const doc = JSON.parse(JSON.stringify(openApiDocument(api)));
    assert.deepEqual(readDistJson(`${api.base}/openapi.json`), doc, 'dist/ holds an older document: rebuild');
    const catalog = readDistJson(catalogPath(api)) as Catalog;
    const disagreements: string[] = [];
    let checked = 0;
    for (const endpoint of api.endpoints) {
      for (const parameter of doc.paths[endpoint.path].get.parameters as {
        name: string;
        in: string;
        schema: Record<string, unknown>;
      }[]) {
        const inPath = parameter.in === 'path';
        const spec = inPath ? endpoint.params[parameter.name] : undefined;
        for (const raw of candidates(spec, inPath ? undefined : parameter.name, catalog)) {
          if (inPath && raw === '') continue; // an empty path segment is another URL
          const url = requestWith(api, endpoint, catalog, parameter.name, raw, inPath);
          const { status } = await fetch(server.base + url);
          const accepted = fits(parameter.schema, raw);
          checked++;
          const dataDependent = spec?.kind === 'name' || parameter.name === 'person' || parameter.name === 'place';
          const agree = dataDependent ? accepted || status !== 200 : accepted === (status === 200);
          if (!agree)
            disagreements.push(`${url}: schema ${accepted ? 'accepts' : 'rejects'} "${raw}", server ${status}`);
        }
      }
    }
    assert.ok(checked > 20, `${checked} values checked`);
    assert.deepEqual(disagreements, []);
  });
}

test('the two cases the documents used to refuse: the category Plant and fields=full', () => {
  const vs = openApiDocument(apiModules.find((m) => m.api.id === 'vs')!.api) as any;
  const category = vs.paths['/categories/{category}'].get.parameters[0].schema;
  assert.ok(fits(category, 'Plant') && fits(category, 'plant') && !fits(category, 'plants'));
  const mb = openApiDocument(apiModules.find((m) => m.api.id === 'mb')!.api) as any;
  const fields = mb.paths['/persons'].get.parameters.find((p: { name: string }) => p.name === 'fields').schema;
  assert.ok(fits(fields, 'full') && !fits(fields, 'Full'));
});
