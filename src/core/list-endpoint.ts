/**
 * Endpoint helpers for entity APIs: paginated lists (every page of the configured limits
 * precomputed: all of 1–50 by default),
 * name lists (Rule 6) and single records. Each declares its enumeration once; the writer, the
 * server and the tests take it from there.
 */
import { z } from 'zod';
import type { Endpoint, ParamValue, PathParam, PrecomputeOptions, QueryName, RequestParams } from './endpoint.ts';
import { pageCount, paginate } from './paginate.ts';
import { DEFAULT_LIMIT, queryDefault } from './query.ts';

const pages = new WeakMap<z.ZodType, z.ZodType>();
const itemsOfPages = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The pagination envelope's schema around an item schema: one schema per item schema, so that every
 * page of the same items is the same schema, which the OpenAPI document names once (`PersonPage`).
 */
export function pageSchema<T extends z.ZodType>(item: T): ReturnType<typeof newPageSchema<T>> {
  const known = pages.get(item);
  if (known) return known as ReturnType<typeof newPageSchema<T>>;
  const page = newPageSchema(item);
  pages.set(item, page);
  itemsOfPages.set(page, item);
  return page;
}

/** The item schema of a page schema made by `pageSchema`; undefined for any other schema. */
export function pageItemOf(schema: z.ZodType): z.ZodType | undefined {
  return itemsOfPages.get(schema);
}

function newPageSchema<T extends z.ZodType>(item: T) {
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
export function listEndpoint<D>(
  spec: BaseSpec<D> & {
    query: readonly QueryName[];
    item: z.ZodType;
    items(data: D, request: RequestParams): unknown[];
  },
): Endpoint<D> {
  function* precompute(data: D, { limits }: PrecomputeOptions): Iterable<[RequestParams, unknown]> {
    for (const variant of spec.variants(data)) {
      const items = spec.items(data, variant);
      const at = (limit: number, page: number): [RequestParams, unknown] => [
        { path: variant.path, query: { ...variant.query, limit, page } },
        paginate(items, limit, page),
      ];
      // Rule 1's file (every parameter at its default) exists whatever the limits.
      const allDefaults = Object.entries(variant.query).every(([name, value]) => queryDefault(name) === value);
      if (!limits.includes(DEFAULT_LIMIT)) {
        if (allDefaults) yield at(DEFAULT_LIMIT, 1);
        // The smallest profile leaves out other empty lists: the server and the client answer an
        // absent page 1 with the empty page (request-file.ts), as for filter pairs.
        else if (items.length === 0) continue;
      }
      for (const limit of limits) {
        for (let page = 1; page <= pageCount(items.length, limit); page++) yield at(limit, page);
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
    precompute,
  };
}

/** A single answer per variant (a record, a view, a list of names). */
export function singleEndpoint<D>(
  spec: BaseSpec<D> & {
    query?: readonly QueryName[];
    response: z.ZodType;
    answer(data: D, request: RequestParams): unknown;
  },
): Endpoint<D> {
  return {
    path: spec.path,
    summary: spec.summary,
    description: spec.description,
    params: spec.params ?? {},
    query: spec.query ?? [],
    examples: spec.examples,
    response: spec.response,
    *precompute(data) {
      for (const request of spec.variants(data)) yield [request, spec.answer(data, request)];
    },
  };
}

/** Every combination of the given query values, for each set of path parameters. */
export function* variantsOf(
  paths: Iterable<Record<string, ParamValue>>,
  query: Partial<Record<QueryName, readonly ParamValue[]>> = {},
): Iterable<RequestParams> {
  const entries = Object.entries(query) as [QueryName, readonly ParamValue[]][];
  for (const path of paths) {
    let combos: RequestParams['query'][] = [{}];
    for (const [name, values] of entries) combos = combos.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
    for (const q of combos) yield { path, query: q };
  }
}

export const FIELDS = ['basic', 'details'] as const;
export const EXPAND = [false, true] as const;
