/**
 * `createClient(...).request(pathAndQuery)`: any documented request, answered from the static
 * files of a deployed build. Every host serves those files (the bundled server, a host with the
 * generated rewrites, a plain static host), so the client asks only for files: it maps the request
 * to its file with the project's request→file module, and where there is no file (an alias, a
 * letter case, a substring that is not precomputed, a limit a lean build left out) it answers with
 * the same fallback the bundled server uses, from the catalogs under /_index/.
 *
 * Until an API's catalog is needed, a request is first tried as if its names were written as the
 * records spell them: the file that answers that request is fetched alone (a few hundred bytes for
 * a record), and the catalog (hundreds of KB) only when that file does not exist. A substring no
 * file holds is answered by filtering the file of its first four-letter run, which holds every row
 * that contains it (a few KB, where the build wrote such files).
 *
 * Each file is fetched with a timeout per attempt (body included); network errors and 5xx answers
 * are retried with jittered exponential backoff, and a base URL that stalls, keeps failing or
 * answers what no build of the client's data version serves hands over to the next one
 * (transport.ts). An API without named records (/vs, /rv) refuses what it refuses from its
 * endpoint table alone, and answers an exact name or a pair of keys with no file of its own from
 * a four-letter run's file, never downloading its catalog for a not-found.
 */
import { ApiError } from '../../src/core/api-error.ts';
import type { ApiRoutes } from '../../src/core/endpoint.ts';
import { resolveRequest, type Catalog } from '../../src/core/request-file.ts';
import { IndicaError, IndicaUnreachableError } from './errors.ts';
import type { CallOptions, ClientOptions } from './options.ts';
import { routes } from './routes.ts';
import { createDownloader, VERSION_FILE } from './transport.ts';

export type { CallOptions, ClientOptions } from './options.ts';

/** The data version of the deployed build (its /version.json). */
export interface DataVersionInfo {
  version: string;
  date: string;
  contentDigest: string;
}

/** A page of a list, as every list endpoint answers. */
export interface ListPage {
  meta: { page: number; limit: number; total: number; pages: number; hasNext: boolean; hasPrev: boolean };
  data: unknown[];
}

export interface RequestClient {
  /**
   * Any documented request below the site root, as a user of the original API writes it
   * (`'/mb/v2/persons?limit=7&page=3'`, `'/vs/v2/words/shat'`), kept as typed (spaces included).
   * Resolves to the body the bundled server sends with status 200; rejects with an IndicaError
   * carrying the server's status and body, or an IndicaUnreachableError when no base URL answers.
   */
  request(pathAndQuery: string, options?: CallOptions): Promise<unknown>;
  /**
   * Every page of a list request, from the page it names (default 1) to the last, one answer at a
   * time: `for await (const page of client.pages('/mb/v2/persons?limit=50')) …`.
   */
  pages(pathAndQuery: string, options?: CallOptions): AsyncIterableIterator<ListPage>;
  /** The data version the base URL serves (its /version.json; undefined for a build without one). */
  dataVersion(options?: CallOptions): Promise<DataVersionInfo | undefined>;
}

/** The URL path of a catalog (src/core/write-api.ts writes it there). */
const catalogFile = (api: ApiRoutes) => `/_index/${api.id}.json`;

/** Keeps error messages short when the input is huge, as the server does. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * The URL parser strips leading and trailing spaces and control characters and drops tabs and
 * newlines: percent-encoded first, they stay part of the request as typed.
 */
const keepAsTyped = (pathAndQuery: string) =>
  [...pathAndQuery]
    .map((c) => (c <= ' ' || c === '\u007f' ? `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}` : c))
    .join('');

export function createRequestClient(options: ClientOptions = {}): RequestClient {
  const download = createDownloader(options);
  const cacheSize = options.cacheSize ?? 1000;
  /** file → its body, or undefined when no such file exists */
  const answers = new Map<string, Promise<unknown>>();
  const catalogs = new Map<string, Promise<unknown>>();
  /** Files whose absence every base URL was asked about. */
  const confirmed = new Set<string>();

  /**
   * A file of the build, once per file while it stays in the cache. `confirm`: the catalog names
   * the record, so its absence is checked against every base URL (transport.ts).
   */
  function readFile(file: string, cache = answers, confirm = false): Promise<unknown> {
    let found = cache.get(file);
    if (found && cache === answers) cache.delete(file);
    if (found && confirm && !confirmed.has(file)) {
      // Absent at the base URL that answered before: the other base URLs are asked now.
      const earlier = found;
      found = earlier.then((body) => (body === undefined ? download(file, { confirm }) : body));
      found.catch(() => cache.delete(file));
    }
    if (!found) {
      found = download(file, { confirm });
      found.catch(() => cache.delete(file));
    }
    if (confirm) confirmed.add(file);
    cache.set(file, found);
    if (cache === answers && cache.size > cacheSize) {
      const oldest = cache.keys().next().value!;
      cache.delete(oldest);
      confirmed.delete(oldest);
    }
    return found;
  }

  async function answer(pathAndQuery: string): Promise<unknown> {
    // The request as an HTTP client sends it: percent-encoded, dot segments removed.
    const url = new URL(keepAsTyped(pathAndQuery), 'http://indica.invalid');
    const pathname = url.pathname;
    const query = url.search.slice(1);
    const fail = (status: number, error: string): never => {
      throw new IndicaError(status, { error }, pathAndQuery);
    };
    const api = routes.find(({ base }) => pathname.startsWith(`${base}/`) || pathname === base);
    if (!api)
      return fail(404, `no API at ${clip(pathname, 120)}; the APIs are at ${routes.map((r) => r.base).join(', ')}`);

    if (pathname.endsWith('.json')) {
      // A static file asked for by its file path, as the server serves it.
      let decoded: string;
      try {
        decoded = pathname.split('/').map(decodeURIComponent).join('/');
      } catch {
        return fail(400, 'malformed percent-encoding in the path');
      }
      const body = await readFile(decoded);
      return body === undefined ? fail(404, `no file ${clip(pathname, 120)}`) : body;
    }

    const rest = pathname.slice(api.base.length);
    if (!catalogs.has(catalogFile(api))) {
      // No catalog yet: the request's own file, if its names are spelled as the records spell them.
      const guess = resolveRequest(api, asWritten(api, rest, query), rest, query);
      // An API without named records (/vs, /rv) reads its catalog for its rows alone: a request it
      // refuses (an unknown category, mandal 11, a wrong parameter) is refused without any file.
      if (guess.kind === 'error' && Object.keys(api.entities).length === 0)
        return fail(guess.error.status, guess.error.message);
      if (guess.kind === 'file' && guess.file) {
        const body = await readFile(guess.file);
        if (body !== undefined) return body;
      }
      // A substring no file holds: filter the small file of one of its grams, not the catalog.
      if (guess.kind === 'file' && guess.narrowing) {
        const { file, gram, answer } = guess.narrowing;
        const rows = file === guess.file ? undefined : await readFile(file);
        if (Array.isArray(rows)) return answer(rows);
        // No file for the gram: no row contains it, if this build writes grams (its version says so).
        const built = (await readFile(VERSION_FILE, catalogs)) as { substringGrams?: number } | undefined;
        if ((built?.substringGrams ?? 0) >= [...gram].length) return answer([]);
      }
    }

    const catalog = (await readFile(catalogFile(api), catalogs)) as Catalog | undefined;
    if (!catalog)
      throw new IndicaUnreachableError(catalogFile(api), [
        'no catalog: is a build of Indica Static deployed at the base URL?',
      ]);
    // The fallback reads only `sources`, all loaded before it runs.
    const loaded = new Map<string, unknown>();
    const resolved = resolveRequest(api, catalog, rest, query, (file) => loaded.get(file));
    if (resolved.kind === 'error') return fail(resolved.error.status, resolved.error.message);
    if (resolved.file) {
      // A record the catalog names (not a row filter's key, not a page of a list) has its file in
      // every build: where a base URL lacks it, the other base URLs are asked before a 404.
      const { endpoint } = resolved;
      const named = !endpoint.filter && !endpoint.query.includes('page');
      const body = await readFile(resolved.file, answers, named);
      if (body !== undefined) return body;
    }
    await Promise.all(resolved.sources.map(async (file) => loaded.set(file, await readFile(file))));
    try {
      return resolved.fallback();
    } catch (error) {
      if (error instanceof ApiError) return fail(error.status, error.message);
      throw error;
    }
  }

  const request = (pathAndQuery: string, call?: CallOptions) => raced(answer(pathAndQuery), call?.signal);

  async function* pages(pathAndQuery: string, call?: CallOptions): AsyncIterableIterator<ListPage> {
    const [path, query = ''] = pathAndQuery.split(/\?(.*)/s);
    // The other parameters stay as typed; only page= is replaced.
    const others = query.split('&').filter((p) => p !== '' && !/^page(=|$)/.test(p));
    const asked = /(?:^|&)page=([^&]*)/.exec(query)?.[1];
    let page = asked === undefined ? 1 : Number(asked);
    for (;;) {
      const body = (await request(`${path}?${[...others, `page=${page}`].join('&')}`, call)) as ListPage;
      if (typeof body?.meta?.hasNext !== 'boolean' || !Array.isArray(body.data))
        throw new TypeError(`${clip(pathAndQuery, 120)} is not a list of pages`);
      yield body;
      if (!body.meta.hasNext) return;
      page = body.meta.page + 1;
    }
  }

  async function dataVersion(call?: CallOptions): Promise<DataVersionInfo | undefined> {
    const body = (await raced(readFile(VERSION_FILE, catalogs), call?.signal)) as DataVersionInfo | undefined;
    return body && { version: body.version, date: body.date, contentDigest: body.contentDigest };
  }

  return { request, pages, dataVersion };
}

/**
 * A catalog in which every name the request holds is a record's name as written: resolves the
 * request to the file that answers it if it is spelled so, without the real catalog.
 */
function asWritten(api: ApiRoutes, rest: string, query: string): Catalog {
  const index: Record<string, string> = {};
  const values = [...rest.split('/'), ...query.split('&').map((p) => p.slice(p.indexOf('=') + 1))];
  for (const raw of values) {
    try {
      // A query value may write a space as "+"; a path segment may not.
      for (const value of new Set([decodeURIComponent(raw), decodeURIComponent(raw.replace(/\+/g, ' '))]))
        index[value.toLowerCase()] = value;
    } catch {
      // Malformed percent-encoding: the real resolution answers it.
    }
  }
  return { names: Object.fromEntries(Object.keys(api.entities).map((kind) => [kind, index])), rows: [] };
}

/** The promise, or the signal's reason as soon as it aborts. */
function raced<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  // The call is answered with the reason; the work already under way ends on its own, unheard.
  promise.catch(() => {});
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
