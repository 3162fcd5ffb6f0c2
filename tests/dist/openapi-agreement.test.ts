/**
 * The published OpenAPI documents and the server agree on what they accept: for every parameter
 * of every endpoint, each value in a set of valid, other-case and invalid ones is accepted by the
 * parameter's published schema exactly when the bundled server answers 200 (names, whose
 * existence is data and not schema, only one way: what the schema refuses the server refuses).
 * A "try it" sandbox built on the documents therefore sends what the server takes, e.g. the
 * category `Plant` or `fields=full`. Each operation's examples are real: the response example is
 * the server's answer to the endpoint's first documented request, and the parameters' examples
 * together make a request the server answers.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { apiModules } from '../../src/apis/registry.ts';
import type { Endpoint, PathParam } from '../../src/core/endpoint.ts';
import { EXAMPLE_ITEMS, openApiDocument, operationExamples } from '../../src/core/openapi.ts';
import { requestUrl, type Catalog } from '../../src/core/request-file.ts';
import { catalogPath } from '../../src/core/write-api.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dist, readDistJson, requireDist, startServer } from '../support/dist.ts';

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
    const catalog = readDistJson(catalogPath(api)) as Catalog;
    // The examples are the answers in dist/ (the server's fallback where a profile left a file out).
    const examples = operationExamples(api, catalog, (f) => (existsSync(join(dist, f)) ? readDistJson(f) : undefined));
    const doc = JSON.parse(JSON.stringify(openApiDocument(api, examples)));
    assert.deepEqual(readDistJson(`${api.base}/openapi.json`), doc, 'dist/ holds an older document: rebuild');
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
          // A number answered from files alone (the text files, a site addition): a sukta or verse in
          // the parameter's range that the text does not have is a 404, never a 400.
          const dataNumber = spec?.kind === 'int' && !endpoint.filter;
          const agree = dataNumber
            ? accepted
              ? status === 200 || status === 404
              : status !== 200
            : dataDependent
              ? accepted || status !== 200
              : accepted === (status === 200);
          if (!agree)
            disagreements.push(`${url}: schema ${accepted ? 'accepts' : 'rejects'} "${raw}", server ${status}`);
        }
      }
    }
    assert.ok(checked > 20, `${checked} values checked`);
    assert.deepEqual(disagreements, []);
  });
}

for (const { api } of apiModules) {
  test(`${api.base}: each operation's examples are what the server answers, its parameters' examples a request it answers`, async () => {
    const doc = readDistJson(`${api.base}/openapi.json`) as any;
    const problems: string[] = [];
    for (const endpoint of api.endpoints) {
      const operation = doc.paths[endpoint.path].get;
      // The response example: the server's answer to the endpoint's first documented example, a long list cut.
      const example = operation.responses['200'].content['application/json'].examples?.documented;
      const request = endpoint.examples?.[0];
      assert.ok(request && example, `${endpoint.path}: no documented example`);
      const answer = await (await fetch(server.base + encodeURI(api.base + request))).json();
      const cut = Array.isArray(answer) && answer.length > EXAMPLE_ITEMS;
      if (!cut)
        assert.deepEqual(example.value, answer, `${endpoint.path}: the example is not the answer to ${request}`);
      else {
        assert.deepEqual(
          example.value,
          answer.slice(0, EXAMPLE_ITEMS),
          `${endpoint.path}: not the answer's first items`,
        );
        assert.match(example.summary, new RegExp(` of ${answer.length} items\\)$`));
      }
      assert.ok(example.summary.startsWith(`GET ${api.base}${request}`), example.summary);
      // The parameters' examples: each fits its schema, and together they make a request the server answers.
      const path: Record<string, string> = {};
      const query = new URLSearchParams();
      for (const parameter of operation.parameters) {
        assert.ok(parameter.example !== undefined, `${endpoint.path}: no example for ${parameter.name}`);
        const raw = String(parameter.example);
        if (!fits(parameter.schema, raw)) problems.push(`${endpoint.path}: ${parameter.name}=${raw} does not fit`);
        if (parameter.in === 'path') path[parameter.name] = raw;
        else query.set(parameter.name, raw);
      }
      const url = `${requestUrl(api, endpoint, { path, query: {} })}${query.size ? `?${query}` : ''}`;
      const { status } = await fetch(server.base + url);
      if (status !== 200) problems.push(`${url}: ${status}`);
    }
    assert.deepEqual(problems, []);
  });
}

test('the two cases the documents used to refuse: the category Plant and fields=full', () => {
  const vs = openApiDocument(apiModules.find((m) => m.api.id === 'vs')!.api, new Map()) as any;
  const category = vs.paths['/categories/{category}'].get.parameters[0].schema;
  assert.ok(fits(category, 'Plant') && fits(category, 'plant') && !fits(category, 'plants'));
  const mb = openApiDocument(apiModules.find((m) => m.api.id === 'mb')!.api, new Map()) as any;
  const fields = mb.paths['/persons'].get.parameters.find((p: { name: string }) => p.name === 'fields').schema;
  assert.ok(fits(fields, 'full') && !fits(fields, 'Full'));
});
