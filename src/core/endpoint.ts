/**
 * The endpoint table's types. Each API declares each endpoint once (src/apis/{vs,rv,mb}/endpoints.ts);
 * the static files, the server, the OpenAPI documents, the host configurations, the browser's exact
 * search and the tests all derive from these declarations.
 */
import type { z } from 'zod';

export type ApiId = 'vs' | 'rv' | 'mb';

/** A path parameter: how it is validated, canonicalised and enumerated. */
export type PathParam =
  /** An entity name: any letter case or alias resolves to the canonical name; unknown → 404. */
  | { kind: 'name'; entity: string; description: string }
  /** One of a closed list (a category); unknown → 404. */
  | { kind: 'enum'; values: readonly string[]; description: string }
  /** An integer in a range (a mandal): not an integer → 400, outside the range → 404. */
  | { kind: 'int'; min: number; max: number; description: string }
  /** Case-insensitive substring of a row field; files under lower-case keys (Rule 4). */
  | { kind: 'substring'; field: string; minWordLength: number; description: string }
  /** Case-insensitive whole value of a row field (an exact lookup); files under the lower-case value. */
  | { kind: 'exact'; field: string; description: string };

/** The query parameters every API shares (query.ts), in the order Rule 2 writes them after an API's filters. */
export const SHARED_QUERY = ['fields', 'expand', 'limit', 'page'] as const;
export type SharedQueryName = (typeof SHARED_QUERY)[number];
/** A query parameter: a shared one, or a filter its API declares (`queryFilters`). */
export type QueryName = string;

/** A query parameter whose value names an entity (`person` → persons), resolved like a name. */
export interface QueryFilter {
  entity: string;
  description: string;
}

export type ParamValue = string | number | boolean;
/** A canonical request: every path parameter, and every query parameter with defaults filled in. */
export interface RequestParams {
  path: Record<string, ParamValue>;
  query: Partial<Record<QueryName, ParamValue>>;
}

/** A row filter: the answer is every row whose fields match the parameters, in data order. */
export interface RowFilter {
  /** param name → the row field it matches and how */
  match: Record<string, { field: string; op: 'contains' | 'equals' | 'is' }>;
}

/** What the build configuration decides about precomputation (src/build-config.ts). */
export interface PrecomputeOptions {
  /** page sizes whose every page is written; the default limit's first page always is (Rule 1) */
  limits: readonly number[];
  /**
   * whether the lookups the site's pages link as their JSON (a hymn's rows, a name's exact rows) are
   * written; a build without pages (the API-only profile, sized for Cloudflare's 20,000 files) leaves
   * them to the server
   */
  pageLookups?: boolean;
  /**
   * whether a substring parameter's short keys (every run of up to four letters in a value) are
   * written, so a longer key is answered from one small file (rows.ts, narrowingGram); default yes.
   * The API-only profile leaves them out to stay under 20,000 files.
   */
  substringGrams?: boolean;
}

export interface Endpoint<Data = unknown> {
  /** Path template below the API base, e.g. `/persons/{name}/journeys`. */
  path: string;
  summary: string;
  description?: string;
  params: Record<string, PathParam>;
  query: readonly QueryName[];
  /** Example requests below the base (from the original documentation): shown and tested. */
  examples?: readonly string[];
  /** The zod schema of a 200 body (OpenAPI and the validation of every emitted file). */
  response: z.ZodType;
  /** Answer computed from the API's rows; lets the server and browser answer any substring. */
  filter?: RowFilter;
  /** Every canonical request to precompute, with its body (the one answer path). */
  precompute(data: Data, options: PrecomputeOptions): Iterable<[RequestParams, unknown]>;
}

export interface ApiDeclaration<Data = unknown> {
  id: ApiId;
  base: string;
  title: string;
  version: string;
  description: string;
  /** Entity kinds whose names path parameters resolve (name → canonical, lower-cased, aliases). */
  entities: Record<string, { label: string }>;
  /** Query parameters whose values name entities, in the order Rule 2 writes them (before the shared ones). */
  queryFilters?: Record<string, QueryFilter>;
  endpoints: readonly Endpoint<Data>[];
  /**
   * The answers' shapes by the name the OpenAPI document gives them (`components.schemas`): each
   * record kind and each answer an endpoint gives, so that code generators name their types. A page
   * of a named item is named after it (`Person` → `PersonPage`).
   */
  schemas?: Record<string, z.ZodType>;
}

/** What mapping a request to its file needs of an endpoint: no data, no schemas (the client carries only this). */
export type EndpointRoute = Pick<Endpoint, 'path' | 'params' | 'query' | 'filter'>;

/** What mapping a request to its file needs of an API: its base, entity kinds and endpoint routes. */
export interface ApiRoutes<E extends EndpointRoute = EndpointRoute> {
  id: ApiId;
  base: string;
  entities: Record<string, { label: string }>;
  queryFilters?: Record<string, QueryFilter>;
  endpoints: readonly E[];
}

/**
 * The order Rule 2 writes query parameters in: the APIs' filters as declared, then the shared
 * ones. Of one API for its files; of all for a host that reads every API's parameters at once.
 */
export function queryOrder(...apis: Pick<ApiRoutes, 'queryFilters'>[]): QueryName[] {
  return [...new Set([...apis.flatMap((api) => Object.keys(api.queryFilters ?? {})), ...SHARED_QUERY])];
}

/** The routes of an API as plain data (JSON): what the client package carries of the endpoint table. */
export function routesOf(api: ApiDeclaration): ApiRoutes {
  return {
    id: api.id,
    base: api.base,
    entities: api.entities,
    ...(api.queryFilters ? { queryFilters: api.queryFilters } : {}),
    endpoints: api.endpoints.map(({ path, params, query, filter }) => ({
      path,
      params,
      query,
      ...(filter ? { filter } : {}),
    })),
  };
}
