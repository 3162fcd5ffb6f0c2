/**
 * The shared query parameters of STATIC-API.md: their allowed values, defaults and parsing.
 * One definition serves the file paths (Rule 2), the server's validation and the OpenAPI document.
 */
import { ApiError } from './api-error.ts';
import { SHARED_QUERY, type ApiRoutes, type ParamValue, type QueryName, type SharedQueryName } from './endpoint.ts';

export const MAX_LIMIT = 50;
export const DEFAULT_LIMIT = 10;

export interface QuerySpec {
  /** Filled in when absent; an API's filters have none and appear only when given. */
  default?: ParamValue;
  values?: readonly string[];
  /** Other names accepted for a value (published in the OpenAPI enum too). */
  aliases?: Record<string, string>;
  description: string;
  /** The OpenAPI schema but its enum, which is `values` and `aliases`. */
  openapi: Record<string, unknown>;
}

export const QUERY_SPECS: Record<SharedQueryName, QuerySpec> = {
  fields: {
    default: 'basic',
    values: ['basic', 'details'],
    // `full` was v1's name for `details`; the original's own timeline page still asks for it.
    aliases: { full: 'details' },
    description:
      '`basic`: the fields a list needs; `details`: every field; `full` (the v1 name) is the same as `details`.',
    openapi: { type: 'string', default: 'basic' },
  },
  expand: {
    default: false,
    values: ['true', 'false'],
    description: '`true` puts the referenced records inline.',
    openapi: { type: 'string', default: 'false' },
  },
  limit: {
    default: DEFAULT_LIMIT,
    description: `Items on a page, 1 to ${MAX_LIMIT}.`,
    openapi: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
  },
  page: {
    default: 1,
    description: 'Page number, from 1; a page past the last answers 404.',
    openapi: { type: 'integer', minimum: 1, default: 1 },
  },
};

export const isSharedQuery = (name: QueryName): name is SharedQueryName =>
  (SHARED_QUERY as readonly string[]).includes(name);

/** A query parameter's default: a shared one's, none for a filter (it appears only when given). */
export const queryDefault = (name: QueryName): ParamValue | undefined =>
  isSharedQuery(name) ? QUERY_SPECS[name].default : undefined;

/** The spec of one of an API's query parameters: shared, or a filter the API declares (a name). */
export function querySpecOf(api: Pick<ApiRoutes, 'queryFilters'>, name: QueryName): QuerySpec {
  if (isSharedQuery(name)) return QUERY_SPECS[name];
  const filter = api.queryFilters?.[name];
  if (!filter) throw new Error(`query parameter "${name}" is neither shared nor a filter of its API`);
  return { description: filter.description, openapi: { type: 'string' } };
}

const DECIMAL = /^[0-9]+$/;

/** Parses a decimal integer written without sign or fraction; anything else is a 400. */
export function parseInteger(raw: string, what: string, allowed: string): number {
  if (!DECIMAL.test(raw)) throw new ApiError(400, `${what} must be an integer (${allowed}); got "${clip(raw)}"`);
  return Number(raw);
}

/** Validates one raw query value and returns its canonical form. Entity filters stay raw here. */
export function parseQueryValue(name: QueryName, raw: string): ParamValue {
  switch (name) {
    case 'limit': {
      const n = parseInteger(raw, 'limit', `1 to ${MAX_LIMIT}`);
      if (n < 1 || n > MAX_LIMIT) throw new ApiError(400, `limit must be from 1 to ${MAX_LIMIT}; got ${clip(raw)}`);
      return n;
    }
    case 'page': {
      const n = parseInteger(raw, 'page', '1 or more');
      if (n < 1) throw new ApiError(400, `page must be 1 or more; got ${clip(raw)}`);
      return n;
    }
    case 'expand':
    case 'fields': {
      const spec = QUERY_SPECS[name];
      if (spec.aliases && Object.hasOwn(spec.aliases, raw)) return spec.aliases[raw];
      if (!spec.values!.includes(raw)) {
        throw new ApiError(400, `${name} must be one of ${spec.values!.join(', ')}; got "${clip(raw)}"`);
      }
      return name === 'expand' ? raw === 'true' : raw;
    }
    default:
      if (raw === '') throw new ApiError(400, `${name} must not be empty`);
      return raw;
  }
}

/**
 * What a raw (still percent-encoded) query value must look like for hosts that cannot run
 * parseQueryValue: a regular expression source, to be anchored by the host, whose one capture
 * group is the canonical value. An API's filters (names) are resolved by each host's name table
 * instead. tests/unit/query-patterns.test.ts holds these to parseQueryValue.
 */
export function queryValuePattern(name: SharedQueryName): string {
  switch (name) {
    case 'limit':
      return `0*(${Array.from({ length: MAX_LIMIT }, (_, i) => MAX_LIMIT - i).join('|')})`;
    case 'page':
      return '0*([1-9][0-9]*)';
    case 'fields':
    case 'expand':
      // Aliases too: the host maps the captured alias to its value (QUERY_SPECS[name].aliases).
      return `(${[...QUERY_SPECS[name].values!, ...Object.keys(QUERY_SPECS[name].aliases ?? {})].join('|')})`;
  }
}

/** Keeps error messages short when the input is huge. */
export function clip(s: string, max = 80): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}
