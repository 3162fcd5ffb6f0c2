/**
 * `createClient(...).request(pathAndQuery)`: any documented request, answered from the static
 * files of a deployed build. Every host serves those files (the bundled server, a host with the
 * generated rewrites, a plain static host), so the client asks only for files: it maps the request
 * to its file with the project's request→file module, and where there is no file (an alias, a
 * letter case, a substring that is not precomputed, a limit a lean build left out) it answers with
 * the same fallback the bundled server uses, from the catalogs under /_index/.
 */
import { ApiError } from '../../src/core/api-error.ts';
import type { ApiRoutes } from '../../src/core/endpoint.ts';
import { encodePath, resolveRequest, type Catalog } from '../../src/core/request-file.ts';
import { IndicaError, IndicaUnreachableError } from './errors.ts';
import { routes } from './routes.ts';

export interface ClientOptions {
  /**
   * Where a build (dist/) is deployed, e.g. `https://example.org` or `https://example.org/indica`;
   * several are mirrors, tried in order. In a browser the default is the page's own origin, below the site's base path where the page names one.
   */
  baseUrls?: string | readonly string[];
  /** A fetch implementation (default: the global fetch). */
  fetch?: typeof fetch;
  /** Answers (files) kept in memory, most recently used first; catalogs are always kept. Default 1000. */
  cacheSize?: number;
}

export interface RequestClient {
  /**
   * Any documented request below the site root, as a user of the original API writes it
   * (`'/mb/v2/persons?limit=7&page=3'`, `'/vs/v2/words/shat'`). Resolves to the body the bundled
   * server sends with status 200; rejects with an IndicaError carrying the server's status and
   * body, or an IndicaUnreachableError when no base URL answers.
   */
  request(pathAndQuery: string): Promise<unknown>;
}

/** The URL path of a catalog (src/core/write-api.ts writes it there). */
const catalogFile = (api: ApiRoutes) => `/_index/${api.id}.json`;

/** Keeps error messages short when the input is huge, as the server does. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function createRequestClient(options: ClientOptions = {}): RequestClient {
  const bases = baseUrlsOf(options.baseUrls);
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const cacheSize = options.cacheSize ?? 1000;
  /** file → its body, or undefined when no such file exists */
  const answers = new Map<string, Promise<unknown>>();
  const catalogs = new Map<string, Promise<unknown>>();
  /** The base URL that answered last: later requests start there. */
  let preferred = 0;

  async function download(file: string): Promise<unknown> {
    const causes: unknown[] = [];
    for (let i = 0; i < bases.length; i++) {
      const index = (preferred + i) % bases.length;
      try {
        const response = await fetchImpl(`${bases[index]}${encodePath(file)}`, {
          headers: { accept: 'application/json' },
        });
        if (response.status === 404 || response.status === 410) {
          preferred = index;
          return undefined;
        }
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const text = await response.text();
        preferred = index;
        try {
          return JSON.parse(text);
        } catch {
          // A host that answers unknown paths with its home page (a single-page-app fallback).
          return undefined;
        }
      } catch (error) {
        causes.push(error);
      }
    }
    throw new IndicaUnreachableError(file, causes);
  }

  /** A file of the build, once per file while it stays in the cache. */
  function readFile(file: string, cache = answers): Promise<unknown> {
    let found = cache.get(file);
    if (found) {
      if (cache === answers) {
        cache.delete(file);
        cache.set(file, found);
      }
      return found;
    }
    found = download(file);
    cache.set(file, found);
    found.catch(() => cache.delete(file));
    if (cache === answers && cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    return found;
  }

  async function request(pathAndQuery: string): Promise<unknown> {
    // The request as an HTTP client sends it: percent-encoded, dot segments removed.
    const url = new URL(pathAndQuery, 'http://indica.invalid');
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

    const catalog = (await readFile(catalogFile(api), catalogs)) as Catalog | undefined;
    if (!catalog)
      throw new IndicaUnreachableError(catalogFile(api), [
        'no catalog: is a build of Indica Static deployed at the base URL?',
      ]);
    // The fallback reads only `sources`, all loaded before it runs.
    const loaded = new Map<string, unknown>();
    const resolved = resolveRequest(api, catalog, pathname.slice(api.base.length), query, (file) => loaded.get(file));
    if (resolved.kind === 'error') return fail(resolved.error.status, resolved.error.message);
    if (resolved.file) {
      const body = await readFile(resolved.file);
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

  return { request };
}

function baseUrlsOf(given: ClientOptions['baseUrls']): string[] {
  const list = given === undefined ? [] : typeof given === 'string' ? [given] : [...given];
  if (list.length === 0) {
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
    if (!origin || origin === 'null')
      throw new TypeError('createClient: give baseUrls (where a build of Indica Static is deployed)');
    // On a page of a site published below a path (/indica/), the page names that path.
    const document = (globalThis as { document?: { querySelector(s: string): { content?: string } | null } }).document;
    const sitePath = document?.querySelector('meta[name="indica-base"]')?.content;
    list.push(sitePath?.startsWith('/') ? new URL(sitePath, origin).href : origin);
  }
  return list.map((base) => {
    const url = new URL(base);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });
}
