/**
 * Request ↔ file (STATIC-API.md, Rules 1–5): the one mapping used by the build (where to write each
 * answer), the server and the client (where to find it), the host configurations and the tests.
 */
import { ApiError } from './api-error.ts';
import {
  queryOrder,
  type ApiRoutes,
  type EndpointRoute,
  type ParamValue,
  type QueryName,
  type RequestParams,
} from './endpoint.ts';
import { resolveName, type NameIndex } from './names.ts';
import { paginate, pageFromLargerPages, sourcePages, type Page } from './paginate.ts';
import { clip, MAX_LIMIT, parseInteger, parseQueryValue, queryDefault } from './query.ts';
import { filterRows, isFileSafeKey, narrowingGram, type Row } from './rows.ts';

/** What the server and the client need besides the files: names and rows (emitted by the build). */
export interface Catalog {
  names: Record<string, NameIndex>;
  rows: Row[];
}

const TEMPLATE_PARAM = /^\{(\w+)\}$/;

/** The parameter a template segment names (`{name}` → "name"); undefined for a literal segment. */
export function templateParam(segment: string): string | undefined {
  return TEMPLATE_PARAM.exec(segment)?.[1];
}

/** A path template with every `{param}` segment replaced by its value. */
export function fillTemplate(path: string, valueOf: (param: string) => string): string {
  return path
    .split('/')
    .map((segment) => {
      const param = templateParam(segment);
      return param === undefined ? segment : valueOf(param);
    })
    .join('/');
}

export function templateSegments(endpoint: EndpointRoute): string[] {
  return endpoint.path.split('/').filter(Boolean);
}

/** Query parameters of an endpoint in the order Rule 2 writes them. */
export function orderedQuery(api: Pick<ApiRoutes, 'queryFilters'>, endpoint: EndpointRoute): QueryName[] {
  return queryOrder(api).filter((q) => endpoint.query.includes(q));
}

/** The file (Rules 1–3) that holds the answer to a canonical request, as a decoded path. */
export function filePathFor(
  api: Pick<ApiRoutes, 'base' | 'queryFilters'>,
  endpoint: EndpointRoute,
  request: RequestParams,
): string {
  const segments = templateSegments(endpoint).map((segment) => {
    const param = TEMPLATE_PARAM.exec(segment)?.[1];
    return param === undefined ? segment : String(request.path[param]);
  });
  for (const name of orderedQuery(api, endpoint)) {
    const value = request.query[name];
    if (value === undefined) continue;
    segments.push(name, String(value));
  }
  return `${api.base}/${segments.join('/')}.json`;
}

/** True when a request asks for every default: its answer is also the Rule 1 file. */
export function isAllDefaults(endpoint: EndpointRoute, request: RequestParams): boolean {
  return endpoint.query.every((name) => request.query[name] === queryDefault(name));
}

/** The Rule 1 file of a request's path alone (its query dropped). */
export function plainFilePathFor(
  api: Pick<ApiRoutes, 'base' | 'queryFilters'>,
  endpoint: EndpointRoute,
  request: RequestParams,
): string {
  return filePathFor(api, endpoint, { path: request.path, query: {} });
}

/** The documented URL of a canonical request: path parameters in the path, the rest as a query string. */
export function requestUrl(
  api: Pick<ApiRoutes, 'base' | 'queryFilters'>,
  endpoint: EndpointRoute,
  request: RequestParams,
  omitDefaults = true,
): string {
  const path = templateSegments(endpoint).map((segment) => {
    const param = TEMPLATE_PARAM.exec(segment)?.[1];
    return encodeURIComponent(param === undefined ? segment : String(request.path[param]));
  });
  const query = new URLSearchParams();
  for (const name of orderedQuery(api, endpoint)) {
    const value = request.query[name];
    if (value === undefined || (omitDefaults && value === queryDefault(name))) continue;
    query.set(name, String(value));
  }
  const qs = query.toString().replaceAll('+', '%20');
  return `${api.base}/${path.join('/')}${qs ? `?${qs}` : ''}`;
}

/**
 * A file path as a URL path: each segment percent-encoded, except the characters a path segment
 * may carry as they are (RFC 3986 sub-delims, ":" and "@"), which some static servers do not decode.
 */
export function encodePath(filePath: string): string {
  return filePath
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/%(21|24|26|27|28|29|2A|2C|3B|3D|3A|40)/g, (m) => decodeURIComponent(m)),
    )
    .join('/');
}

export interface Narrowing {
  gram: string;
  file: string;
  answer: (rows: unknown[]) => unknown;
}

export type Resolution =
  /**
   * Serve this file; if it is absent, answer with `fallback()` (which may throw ApiError). The
   * fallback may read the files in `sources` (and no others) through the ReadFile given to
   * resolveRequest: a reader that cannot read on demand loads them first.
   */
  | {
      kind: 'file';
      file: string;
      fallback: () => unknown;
      sources: string[];
      /**
       * A smaller precomputed answer that holds every row of this one (the gram of a substring or
       * exact key, rows.ts narrowingGram, in the file of the lone-substring endpoint over the same
       * field): a reader without the catalog filters it with `answer`. Absent from a build without
       * grams (the API-only profile).
       */
      narrowing?: Narrowing;
      /** The endpoint the request asks. */
      endpoint: EndpointRoute;
    }
  | { kind: 'error'; error: ApiError };

/** Matches a path below an API base against the endpoint table; literal segments win over parameters. */
export function matchEndpoint<E extends EndpointRoute>(
  api: ApiRoutes<E>,
  segments: string[],
): { endpoint: E; raw: Record<string, string> } | undefined {
  let best: { endpoint: E; raw: Record<string, string>; literals: number } | undefined;
  for (const endpoint of api.endpoints) {
    const template = templateSegments(endpoint);
    if (template.length !== segments.length) continue;
    const raw: Record<string, string> = {};
    let literals = 0;
    const ok = template.every((t, i) => {
      const param = TEMPLATE_PARAM.exec(t)?.[1];
      if (param === undefined) return t === segments[i] && ++literals > 0;
      raw[param] = segments[i];
      return segments[i] !== '';
    });
    if (ok && (!best || literals > best.literals)) best = { endpoint, raw, literals };
  }
  return best;
}

/**
 * The inverse of filePathFor: which endpoint a static file answers. Trailing `name/value` pairs
 * are query parameters of the endpoint, in Rule 2 order.
 */
export function endpointOfFile<E extends EndpointRoute>(api: ApiRoutes<E>, file: string): E | undefined {
  if (!file.startsWith(`${api.base}/`) || !file.endsWith('.json')) return undefined;
  const segments = file.slice(api.base.length + 1, -'.json'.length).split('/');
  let best: { endpoint: E; literals: number } | undefined;
  for (const endpoint of api.endpoints) {
    const template = templateSegments(endpoint);
    const rest = segments.slice(template.length);
    if (rest.length % 2 !== 0 || segments.length < template.length) continue;
    const names = rest.filter((_, i) => i % 2 === 0);
    const order = orderedQuery(api, endpoint);
    if (!names.every((n, i) => order.includes(n) && (i === 0 || order.indexOf(n) > order.indexOf(names[i - 1]))))
      continue;
    const match = matchEndpoint(api, segments.slice(0, template.length));
    if (match?.endpoint !== endpoint) continue;
    const literals = template.filter((t) => !TEMPLATE_PARAM.test(t)).length;
    if (!best || literals > best.literals) best = { endpoint, literals };
  }
  return best?.endpoint;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, `malformed percent-encoding in "${clip(segment)}"`);
  }
}

/**
 * Resolves a request below an API base (`rest` is the raw, still percent-encoded path after the
 * base; `query` the raw query string without "?") to the file that answers it, or an error.
 */
export function resolveRequest(
  api: ApiRoutes,
  catalog: Catalog,
  rest: string,
  query: string,
  read?: ReadFile,
): Resolution {
  try {
    return resolveOrThrow(api, catalog, rest, query, read);
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error', error };
    throw error;
  }
}

/** Reads a JSON file of the build by its decoded path; undefined when absent. */
export type ReadFile = (file: string) => unknown;

/**
 * A documented URL (`/rv/v2/meta/god/Agni`, `/mb/v2/persons/partha?fields=details`) as the server
 * reads it: its canonical documented URL and the file that answers it. What a page shows and links
 * for a request; throws the ApiError the server would answer, or when no file can hold the answer.
 */
export function fileOfUrl(api: ApiRoutes, catalog: Catalog, url: string): { url: string; file: string } {
  const [path, query = ''] = url.split(/\?(.*)/s);
  if (!path.startsWith(`${api.base}/`)) throw new Error(`${clip(url)} is not below ${api.base}`);
  const { endpoint, request } = readRequest(api, catalog, path.slice(api.base.length), query);
  if (!hasFile(endpoint, request)) throw new ApiError(404, `no file holds the answer to ${clip(url)}`);
  return { url: requestUrl(api, endpoint, request), file: filePathFor(api, endpoint, request) };
}

/** A substring or exact key that cannot be a file name (Rule 4) is answered from the rows, never from a file. */
function hasFile(endpoint: EndpointRoute, request: RequestParams): boolean {
  return Object.entries(endpoint.params).every(
    ([name, spec]) => (spec.kind !== 'substring' && spec.kind !== 'exact') || isFileSafeKey(String(request.path[name])),
  );
}

/** The endpoint a request below an API base asks and the request in canonical form. */
function readRequest(
  api: ApiRoutes,
  catalog: Catalog,
  rest: string,
  query: string,
): { endpoint: EndpointRoute; request: RequestParams } {
  const segments = rest.replace(/\/$/, '').split('/').slice(1).map(decodeSegment);
  const match = matchEndpoint(api, segments);
  if (!match)
    throw new ApiError(404, `no endpoint ${api.base}/${clip(segments.join('/'))}; see ${api.base}/openapi.json`);
  const { endpoint, raw } = match;

  const path: Record<string, ParamValue> = {};
  for (const [name, spec] of Object.entries(endpoint.params)) {
    const value = raw[name];
    switch (spec.kind) {
      case 'name':
        path[name] = resolveName(
          catalog.names[spec.entity] ?? {},
          value,
          api.entities[spec.entity]?.label ?? spec.entity,
        );
        break;
      case 'enum': {
        const found = spec.values.find((v) => v.toLowerCase() === value.toLowerCase());
        if (!found) throw new ApiError(404, `unknown ${name} "${clip(value)}"; one of: ${spec.values.join(', ')}`);
        path[name] = found;
        break;
      }
      case 'int': {
        const n = parseInteger(value, name, `${spec.min} to ${spec.max}`);
        if (n < spec.min || n > spec.max)
          throw new ApiError(404, `${name} ${clip(value)} does not exist; ${spec.min} to ${spec.max}`);
        path[name] = n;
        break;
      }
      case 'substring':
      case 'exact':
        path[name] = value.toLowerCase();
        break;
    }
  }

  return { endpoint, request: { path, query: parseQuery(api, catalog, endpoint, query) } };
}

function resolveOrThrow(api: ApiRoutes, catalog: Catalog, rest: string, query: string, read?: ReadFile): Resolution {
  const { endpoint, request } = readRequest(api, catalog, rest, query);
  const { path } = request;
  const file = filePathFor(api, endpoint, request);
  // A build with fewer precomputed limits (INDICA_LIMITS) keeps every list in its limit-50 pages.
  const assembled = endpoint.query.includes('page') && request.query.limit !== MAX_LIMIT;
  const limit = Number(request.query.limit);
  const page = Number(request.query.page);
  const largerPage = (p: number) =>
    filePathFor(api, endpoint, { ...request, query: { ...request.query, limit: MAX_LIMIT, page: p } });
  const sources = assembled ? sourcePages(limit, page, MAX_LIMIT).map(largerPage) : [];
  const fallback = () => {
    if (endpoint.filter) return filterRows(catalog.rows, endpoint.filter, path);
    // Every non-empty page is precomputed: an absent page 1 is an empty list (an unmatched filter
    // pair), an absent later page is past the end.
    if (endpoint.query.includes('page')) {
      if (read && assembled) {
        const found = pageFromLargerPages(
          limit,
          page,
          MAX_LIMIT,
          (p) => read(largerPage(p)) as Page<unknown> | undefined,
        );
        if (found) return found;
      }
      if (page > 1) throw new ApiError(404, `page ${page} is past the last page at limit ${limit}`);
      return paginate([], limit, 1);
    }
    throw new ApiError(404, `nothing at ${clip(file)}`);
  };
  const narrowing = narrowingOf(api, endpoint, request);
  return {
    kind: 'file',
    file: hasFile(endpoint, request) ? file : '',
    fallback,
    sources,
    ...(narrowing && { narrowing }),
    endpoint,
  };
}

/**
 * The gram file that holds every row of a row filter's answer (rows.ts, narrowingGram): for each
 * substring or exact key, the lone-substring endpoint over the key's field filed every row under
 * each run of letters the row's value holds, so the file of the key's gram holds every row whose
 * value contains (or is) the key. The longest key's gram is chosen: the rarest, the smallest file.
 */
function narrowingOf(api: ApiRoutes, endpoint: EndpointRoute, request: RequestParams): Narrowing | undefined {
  const filter = endpoint.filter;
  if (!filter) return undefined;
  let best: { key: string; gram: string; file: string } | undefined;
  for (const [name, spec] of Object.entries(endpoint.params)) {
    if (spec.kind !== 'substring' && spec.kind !== 'exact') continue;
    const field = filter.match[name]?.field;
    const loneSubstring = (e: EndpointRoute) => {
      const params = Object.entries(e.params);
      return (
        e.filter !== undefined &&
        params.length === 1 &&
        params[0][1].kind === 'substring' &&
        e.filter.match[params[0][0]]?.field === field
      );
    };
    const source = loneSubstring(endpoint) ? endpoint : api.endpoints.find(loneSubstring);
    if (!source) continue;
    const key = String(request.path[name]);
    const gram = narrowingGram(key);
    if (gram === undefined || (best && [...key].length <= [...best.key].length)) continue;
    const [param] = Object.keys(source.params);
    best = { key, gram, file: filePathFor(api, source, { path: { [param]: gram }, query: {} }) };
  }
  return (
    best && {
      gram: best.gram,
      file: best.file,
      answer: (rows) => filterRows(rows as Row[], filter, request.path),
    }
  );
}

function parseQuery(api: ApiRoutes, catalog: Catalog, endpoint: EndpointRoute, query: string): RequestParams['query'] {
  const given = new URLSearchParams(query);
  const seen = new Set<string>();
  const result: RequestParams['query'] = {};
  for (const key of given.keys()) {
    if (seen.has(key)) throw new ApiError(400, `parameter "${clip(key)}" is given more than once`);
    seen.add(key);
    if (!(endpoint.query as readonly string[]).includes(key)) {
      const allowed = endpoint.query.length ? endpoint.query.join(', ') : 'none';
      throw new ApiError(400, `unknown parameter "${clip(key)}" for ${api.base}${endpoint.path}; allowed: ${allowed}`);
    }
  }
  for (const name of orderedQuery(api, endpoint)) {
    const raw = given.get(name);
    if (raw === null) {
      if (queryDefault(name) !== undefined) result[name] = queryDefault(name);
      continue;
    }
    const value = parseQueryValue(name, raw);
    const entity = api.queryFilters?.[name]?.entity;
    result[name] = entity ? resolveName(catalog.names[entity] ?? {}, String(value), name) : value;
  }
  return result;
}
