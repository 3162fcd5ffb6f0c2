/**
 * Endpoint helpers for entity APIs: paginated lists (every limit 1–50 and every page precomputed,
 * unless INDICA_LIMITS narrows the limits),
 * name lists (Rule 6) and single records. Each declares its enumeration once; the writer, the
 * server and the tests take it from there.
 */
import { z } from 'zod';
import type { Endpoint, ParamValue, PathParam, QueryName, RequestParams } from './endpoint.ts';
import { pageCount, paginate } from './paginate.ts';
import { precomputedLimits } from './query.ts';

/** The pagination envelope's schema around an item schema. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({
    meta: z.strictObject({
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      pages: z.number().int(),
      hasNext: z.boolean(),
      hasPrev: z.boolean(),
    }),
    data: z.array(item),
  });
}

interface BaseSpec<D> {
  path: string;
  summary: string;
  description?: string;
  params?: Record<string, PathParam>;
  examples?: readonly string[];
  /** Every request before limit and page: path parameters and other query values. */
  variants(data: D): Iterable<RequestParams>;
}

/** A paginated list: `items` gives the whole list of one variant, the paginator cuts it. */
export function listEndpoint<D>(spec: BaseSpec<D> & {
  query: readonly QueryName[];
  item: z.ZodType;
  items(data: D, request: RequestParams): unknown[];
}): Endpoint<D> {
  function* precompute(data: D): Iterable<[RequestParams, unknown]> {
    const limits = precomputedLimits();
    for (const variant of spec.variants(data)) {
      const items = spec.items(data, variant);
      for (const limit of limits) {
        for (let page = 1; page <= pageCount(items.length, limit); page++) {
          yield [{ path: variant.path, query: { ...variant.query, limit, page } }, paginate(items, limit, page)];
        }
      }
    }
  }
  return {
    path: spec.path,
    summary: spec.summary,
    description: spec.description,
    params: spec.params ?? {},
    query: spec.query,
    examples: spec.examples,
    response: pageSchema(spec.item),
    enumerate: (data) => [...precompute(data)].map(([request]) => request),
    answer: (data, request) => paginate(spec.items(data, request), Number(request.query.limit), Number(request.query.page)),
    precompute,
  };
}

/** A single answer per variant (a record, a view, a list of names). */
export function singleEndpoint<D>(spec: BaseSpec<D> & {
  query?: readonly QueryName[];
  response: z.ZodType;
  answer(data: D, request: RequestParams): unknown;
}): Endpoint<D> {
  return {
    path: spec.path,
    summary: spec.summary,
    description: spec.description,
    params: spec.params ?? {},
    query: spec.query ?? [],
    examples: spec.examples,
    response: spec.response,
    enumerate: (data) => spec.variants(data),
    answer: spec.answer,
  };
}

/** Every combination of the given query values, for each set of path parameters. */
export function* variantsOf(paths: Iterable<Record<string, ParamValue>>, query: Partial<Record<QueryName, readonly ParamValue[]>> = {}): Iterable<RequestParams> {
  const entries = Object.entries(query) as [QueryName, readonly ParamValue[]][];
  for (const path of paths) {
    let combos: RequestParams['query'][] = [{}];
    for (const [name, values] of entries) combos = combos.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
    for (const q of combos) yield { path, query: q };
  }
}

export const FIELDS = ['basic', 'details'] as const;
export const EXPAND = [false, true] as const;
