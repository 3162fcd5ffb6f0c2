/**
 * The OpenAPI 3.1 document of an API, generated from its endpoint table and zod schemas: every
 * endpoint, parameter, default, limit and error. Written beside the API as {base}/openapi.json.
 */
import { z } from 'zod';
import type { ApiDeclaration, Endpoint, PathParam } from './endpoint.ts';
import { querySpecOf, type QuerySpec } from './query.ts';
import { orderedQuery } from './request-file.ts';

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

/** The JSON Schema of an endpoint's 200 body (draft 2020-12, OpenAPI 3.1's dialect). */
export function responseSchema(endpoint: Endpoint): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(endpoint.response, {
    unrepresentable: 'any',
    io: 'output',
  }) as Record<string, unknown>;
  return schema;
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

export function openApiDocument(api: ApiDeclaration): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const endpoint of api.endpoints) {
    const parameters = [
      ...Object.entries(endpoint.params).map(([name, spec]) => ({
        name,
        in: 'path',
        required: true,
        description: spec.description,
        schema: pathParamSchema(spec),
      })),
      ...orderedQuery(api, endpoint).map((name) => ({
        name,
        in: 'query',
        required: false,
        description: querySpecOf(api, name).description,
        schema: querySchema(querySpecOf(api, name)),
      })),
    ];
    paths[endpoint.path] = {
      get: {
        summary: endpoint.summary,
        description: endpoint.description,
        operationId: operationId(endpoint),
        parameters,
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: responseSchema(endpoint) } } },
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
    paths,
    components: { schemas: { Error: errorSchema } },
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
