/**
 * The OpenAPI 3.1 document of an API, generated from its endpoint table and zod schemas: every
 * endpoint, parameter, default, limit and error; the answers' shapes named in `components.schemas`
 * (the API's `schemas`, and the pages of them) for code generators; and for each operation its
 * first documented example, with the answer the build gives it. Written beside the API as
 * {base}/openapi.json.
 */
import { z } from 'zod';
import type { ApiDeclaration, Endpoint, ParamValue, PathParam } from './endpoint.ts';
import { pageItemOf } from './list-endpoint.ts';
import { queryDefault, querySpecOf, type QuerySpec } from './query.ts';
import { matchEndpoint, orderedQuery, resolveRequest, type Catalog, type ReadFile } from './request-file.ts';

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
  additionalProperties: false,
};

function pathParamSchema(spec: PathParam): Record<string, unknown> {
  switch (spec.kind) {
    case 'enum':
      // The server takes a category in any letter case: a pattern says so, the values are the examples.
      return { type: 'string', pattern: anyCase(spec.values), examples: [...spec.values] };
    case 'int':
      return { type: 'integer', minimum: spec.min, maximum: spec.max };
    default:
      return { type: 'string' };
  }
}

/** A pattern matching exactly the values, in any letter case (JSON Schema patterns have no flags). */
export function anyCase(values: readonly string[]): string {
  const letters = (value: string) =>
    [...value]
      .map((c) =>
        c.toLowerCase() !== c.toUpperCase()
          ? `[${c.toLowerCase()}${c.toUpperCase()}]`
          : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
  return `^(?:${values.map(letters).join('|')})$`;
}

function querySchema({ openapi, values, aliases }: QuerySpec): Record<string, unknown> {
  return values ? { ...openapi, enum: [...values, ...Object.keys(aliases ?? {})] } : openapi;
}

const JSON_SCHEMA_OPTIONS = { unrepresentable: 'any', io: 'output' } as const;
const componentRef = (name: string) => `#/components/schemas/${name}`;

/** The JSON Schema of an endpoint's 200 body, inline (draft 2020-12, OpenAPI 3.1's dialect). */
export function responseSchema(endpoint: Endpoint): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(endpoint.response, JSON_SCHEMA_OPTIONS) as Record<string, unknown>;
  return schema;
}

/**
 * The named shapes of an API: its `schemas`, and each page of a named item that an endpoint
 * answers (or another named shape holds) as `<item>Page`. Every schema has one name.
 */
export function namedSchemas(api: ApiDeclaration): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, name: string) => {
    const other = names.get(schema);
    if (other !== undefined && other !== name)
      throw new Error(`${api.base}: one schema named both ${other} and ${name}`);
    if ([...names.values()].includes(name) && other === undefined)
      throw new Error(`${api.base}: two schemas named ${name}`);
    names.set(schema, name);
  };
  for (const [name, schema] of Object.entries(api.schemas ?? {})) add(schema, name);
  const pageOf = (schema: z.ZodType) => {
    const item = pageItemOf(schema);
    const itemName = item && names.get(item);
    if (itemName !== undefined && !names.has(schema)) add(schema, `${itemName}Page`);
  };
  for (const endpoint of api.endpoints) pageOf(endpoint.response);
  // Pages inside named shapes (a person's first page of events in /explore): z.object's shape holds them.
  for (const schema of [...names.keys()]) {
    const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
    if (shape && typeof shape === 'object') Object.values(shape).forEach(pageOf);
  }
  return names;
}

/** The named shapes as JSON Schemas, each referring to the others by `$ref`. */
function componentSchemas(names: Map<z.ZodType, string>): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...JSON_SCHEMA_OPTIONS, uri: componentRef });
  return Object.fromEntries(
    [...names.values()].map((name) => {
      const { $schema: _, $id: __, ...schema } = schemas[name] as Record<string, unknown>;
      return [name, schema];
    }),
  );
}

/** An operation's example: a documented request below the base, and the answer the build gives it. */
export interface OperationExample {
  request: string;
  body: unknown;
}

/** A list answer's example shows its first items only (a mandal's rows run to hundreds). */
export const EXAMPLE_ITEMS = 5;

/** An operation's response example: the answer, a long list cut to its first items (the summary says so). */
function responseExample(
  api: ApiDeclaration,
  { request, body }: OperationExample,
): { summary: string; value: unknown } {
  const summary = `GET ${api.base}${request}`;
  if (!Array.isArray(body) || body.length <= EXAMPLE_ITEMS) return { summary, value: body };
  return {
    summary: `${summary} (the first ${EXAMPLE_ITEMS} of ${body.length} items)`,
    value: body.slice(0, EXAMPLE_ITEMS),
  };
}

/** The files (decoded paths) the endpoints' first examples are answered from. */
export function exampleSources(api: ApiDeclaration, catalog: Catalog): Set<string> {
  const files = new Set<string>();
  for (const endpoint of api.endpoints) {
    const request = endpoint.examples?.[0];
    if (request === undefined) continue;
    const resolved = resolve(api, catalog, request);
    if (resolved.kind === 'file') [resolved.file, ...resolved.sources].filter(Boolean).forEach((f) => files.add(f));
  }
  return files;
}

/**
 * Each endpoint's first documented example and its answer, as the server gives it: the file the
 * request↔file mapping names (read by `read`, undefined when absent), else the mapping's fallback
 * (rows filtered from the catalog, a page assembled from larger pages). An example that fails throws.
 */
export function operationExamples(
  api: ApiDeclaration,
  catalog: Catalog,
  read: ReadFile,
  /** whether the build answers the endpoint; one a profile leaves out entirely (the api profile's text files) gets no example */
  answered: (endpoint: Endpoint) => boolean = () => true,
): Map<string, OperationExample> {
  const examples = new Map<string, OperationExample>();
  for (const endpoint of api.endpoints) {
    const request = endpoint.examples?.[0];
    if (request === undefined || !answered(endpoint)) continue;
    const resolved = resolve(api, catalog, request, read);
    if (resolved.kind === 'error')
      throw new Error(`${api.base}${request}, the example of ${endpoint.path}: ${resolved.error.message}`);
    const body = (resolved.file ? read(resolved.file) : undefined) ?? resolved.fallback();
    examples.set(endpoint.path, { request, body });
  }
  return examples;
}

function resolve(api: ApiDeclaration, catalog: Catalog, request: string, read?: ReadFile) {
  const [path, query = ''] = request.split(/\?(.*)/s);
  return resolveRequest(api, catalog, path, query, read);
}

/**
 * A parameter's example, consistent with the operation's example: its value in the first documented
 * example, else its default; a filter without a default (`person`) takes its value in the first
 * example that gives one.
 */
function parameterExample(
  api: ApiDeclaration,
  endpoint: Endpoint,
  name: string,
  where: 'path' | 'query',
  type: unknown,
): ParamValue | undefined {
  const typed = (value: ParamValue) => (type === 'integer' ? Number(value) : String(value));
  const valueIn = (example: string) => {
    const [path, query = ''] = example.split(/\?(.*)/s);
    const match = matchEndpoint(api, path.split('/').slice(1).map(decodeURIComponent));
    if (match?.endpoint !== endpoint) throw new Error(`${api.base}${example} is not a request of ${endpoint.path}`);
    return where === 'path' ? match.raw[name] : (new URLSearchParams(query).get(name) ?? undefined);
  };
  const [first, ...others] = endpoint.examples ?? [];
  const value =
    (first === undefined ? undefined : valueIn(first)) ??
    (where === 'query' ? queryDefault(name) : undefined) ??
    others.map(valueIn).find((v) => v !== undefined);
  return value === undefined ? undefined : typed(value);
}

function errorsOf(endpoint: Endpoint): Record<string, unknown> {
  const kinds = Object.values(endpoint.params).map((p) => p.kind);
  const responses: Record<string, { description: string; content: unknown }> = {};
  const json = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const bad = endpoint.query.length > 0 || kinds.includes('int');
  responses['400'] = {
    description: bad
      ? 'A parameter is malformed or out of its range (limit 1–50, page ≥ 1, an integer where one is expected, fields/expand outside their values), an unknown parameter, or malformed percent-encoding.'
      : 'An unknown query parameter, or malformed percent-encoding.',
    content: json,
  };
  if (kinds.some((k) => k !== 'substring' && k !== 'exact') || endpoint.query.includes('page')) {
    responses['404'] = {
      description: 'Unknown name, category or number, or a page past the last page.',
      content: json,
    };
  }
  responses['405'] = { description: 'A method other than GET or HEAD.', content: json };
  return responses;
}

/**
 * The document of an API. `examples` (operationExamples) gives each operation's response example;
 * the build passes the answers it wrote.
 */
export function openApiDocument(
  api: ApiDeclaration,
  examples: ReadonlyMap<string, OperationExample>,
): Record<string, unknown> {
  const names = namedSchemas(api);
  const paths: Record<string, unknown> = {};
  for (const endpoint of api.endpoints) {
    const withExample = <P extends { name: string; in: 'path' | 'query'; schema: Record<string, unknown> }>(
      parameter: P,
    ) => {
      const example = parameterExample(api, endpoint, parameter.name, parameter.in, parameter.schema.type);
      return example === undefined ? parameter : { ...parameter, example };
    };
    const parameters = [
      ...Object.entries(endpoint.params).map(([name, spec]) =>
        withExample({
          name,
          in: 'path',
          required: true,
          description: spec.description,
          schema: pathParamSchema(spec),
        }),
      ),
      ...orderedQuery(api, endpoint).map((name) =>
        withExample({
          name,
          in: 'query',
          required: false,
          description: querySpecOf(api, name).description,
          schema: querySchema(querySpecOf(api, name)),
        }),
      ),
    ];
    const named = names.get(endpoint.response);
    const example = examples.get(endpoint.path);
    const json = {
      schema: named === undefined ? responseSchema(endpoint) : { $ref: componentRef(named) },
      ...(example && { examples: { documented: responseExample(api, example) } }),
    };
    paths[endpoint.path] = {
      get: {
        summary: endpoint.summary,
        description: endpoint.description,
        operationId: operationId(endpoint),
        parameters,
        responses: {
          '200': { description: 'OK', content: { 'application/json': json } },
          ...errorsOf(endpoint),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${api.title} API (Indica Static)`,
      version: api.version,
      description: `${api.description}\n\nEvery answer is also a static file: see STATIC-API rules on the site's API page. Data: Indica by Anindita Basu, CC BY-NC 4.0.`,
      license: { name: 'CC BY-NC 4.0', identifier: 'CC-BY-NC-4.0' },
    },
    servers: [{ url: api.base }],
    // Public and read-only: no operation needs credentials.
    security: [],
    paths,
    components: { schemas: { ...componentSchemas(names), Error: errorSchema } },
  };
}

function operationId(endpoint: Endpoint): string {
  return endpoint.path
    .split('/')
    .filter(Boolean)
    .map((s, i) => {
      const word = s.replace(/[{}]/g, '');
      const cap = word.charAt(0).toUpperCase() + word.slice(1);
      return i === 0 ? word : s.startsWith('{') ? `By${cap}` : cap;
    })
    .join('');
}
