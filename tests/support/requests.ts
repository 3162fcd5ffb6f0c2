/**
 * Documented requests to compare hosts with the bundled server: a spread of the canonical requests
 * of every endpoint (first, last and some between) as documented URLs with query strings, and the
 * same written as users write them (parameters in another order, the v1 name `fields=full`, a
 * leading zero, filter names as aliases in other letter case) — all answered by files on any host
 * with rewrites.
 */
import { apiModules } from '../../src/apis/registry.ts';
import { PROFILES } from '../../src/build-config.ts';
import type { RequestParams } from '../../src/core/endpoint.ts';
import { encodePath, filePathFor, requestUrl } from '../../src/core/request-file.ts';
import { answersOf } from '../../src/core/write-api.ts';

export interface SampledRequest {
  url: string;
  /** the file that holds its answer, as a URL path */
  file: string;
}

/** A spread of canonical requests per endpoint with their files. */
export function sampledRequests(perEndpoint = 25): SampledRequest[] {
  const out: SampledRequest[] = [];
  for (const { api, load } of apiModules) {
    const data = load();
    for (const endpoint of api.endpoints) {
      const all: RequestParams[] = [...answersOf(endpoint, data, { limits: PROFILES.full.limits })].map(
        ([request]) => request,
      );
      const step = Math.max(1, Math.floor(all.length / perEndpoint));
      const picked = all.filter((_, i) => i % step === 0);
      picked.push(all[all.length - 1]);
      for (const request of picked)
        out.push({ url: requestUrl(api, endpoint, request), file: encodePath(filePathFor(api, endpoint, request)) });
    }
  }
  return out;
}

/**
 * Documented URLs, canonical and as users write them. Hosts without a name table (Netlify, Vercel)
 * or without value patterns (Netlify) leave out what they cannot resolve.
 */
export function documentedRequests({ leadingZeros = true, aliases = true } = {}): string[] {
  const urls = new Set(sampledRequests().map((r) => r.url));
  for (const url of [...urls]) {
    const [path, query] = url.split('?');
    if (!query) continue;
    const params = new URLSearchParams(query);
    const reversed = [...params].reverse();
    urls.add(`${path}?${new URLSearchParams(reversed).toString().replaceAll('+', '%20')}`);
    if (params.get('fields') === 'details') urls.add(url.replace('fields=details', 'fields=full'));
    if (leadingZeros && params.has('limit')) urls.add(url.replace(/limit=(\d+)/, 'limit=0$1'));
  }
  if (aliases) {
    urls.add('/mb/v2/journeys?person=partha');
    urls.add('/mb/v2/journeys?person=PARTHA&limit=5');
    urls.add('/mb/v2/journeys?place=hastinapura');
  }
  return [...urls];
}

/** One hostile request and how it was made. */
export interface HostileRequest {
  url: string;
  kind: string;
}

/** Values that climb, smuggle a separator or hide one behind an encoding. */
const HOSTILE_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E.',
  '%252e%252e',
  '..%2F',
  '..%2f..%2fopenapi',
  '..%5C',
  '..%5Cx',
  'x%2F..%2F..%2F..%2Fpersons',
  '..%2F..%2F..%2F..%2Fmb%2Fv2%2Fopenapi',
  'a%2Fb',
  '%2F',
  '%5C',
  '%00',
  '',
  '%2e',
  '.%2F',
  '%2E%2E%2F',
  '..%5C..%5C',
  '.%5C',
];
const INVALID_VALUES = ['0', '-1', '51', '1e1', '01', 'abc', '', '%20', '1.5', '99999999999999999999'];

/**
 * At least 5,000 hostile requests made from the OpenAPI documents the build writes: for a spread
 * of documented URLs of every path, each path parameter and each query parameter the path declares
 * replaced by dot segments and encoded separators and invalid values, plus unknown, repeated,
 * misspelt and upper-case keys, upper-case literals, doubled and trailing slashes.
 */
export function hostileRequests(
  openapi: Record<string, { servers: { url: string }[]; paths: object }>,
): HostileRequest[] {
  const out = new Map<string, string>();
  const add = (url: string, kind: string) => out.has(url) || out.set(url, kind);
  const samples = sampledRequests(6);
  for (const doc of Object.values(openapi)) {
    const base = doc.servers[0].url;
    // Every query key of the document, for the paths that do not take it.
    const apiKeys = new Set(
      Object.values(doc.paths as Record<string, { get: { parameters?: { name: string; in: string }[] } }>).flatMap(
        (item) => (item.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      ),
    );
    for (const [template, item] of Object.entries(doc.paths) as [
      string,
      { get: { parameters?: { name: string; in: string }[] } },
    ][]) {
      const segments = template.split('/').filter(Boolean);
      const pattern = new RegExp(
        `^${base}/${segments.map((s) => (s.startsWith('{') ? '([^/?]+)' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}(?:\\?(.*))?$`,
      );
      const declared = (item.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const urls = samples.map((s) => s.url).filter((u) => pattern.test(u));
      for (const url of urls) {
        const [path, query = ''] = url.split('?');
        const parts = path.split('/');
        const at = (i: number, value: string) => parts.map((p, j) => (j === i ? value : p)).join('/');
        // Path parameters and literals.
        const baseDepth = base.split('/').length;
        parts.forEach((part, i) => {
          if (i < baseDepth) return;
          const literal = !segments[i - baseDepth]?.startsWith('{');
          for (const value of HOSTILE_SEGMENTS)
            add(`${at(i, value)}${query ? `?${query}` : ''}`, `path segment ${value || '(empty)'}`);
          add(`${at(i, `${part}%2F..`)}`, 'path segment with an encoded slash and dots');
          if (literal) add(at(i, part.toUpperCase()), 'literal in upper case');
          else add(at(i, part.toUpperCase()), 'name in upper case');
        });
        add(path.replace(/\/([^/]+)$/, '//$1'), 'doubled slash');
        add(`${base}/${path.slice(base.length)}`, 'doubled slash');
        add(`${path}/`, 'trailing slash');
        // Query parameters the path declares.
        const given = new URLSearchParams(query);
        for (const name of declared) {
          const withValue = (value: string) => {
            const q = new URLSearchParams(given);
            q.set(name, value);
            return `${path}?${q.toString().replace(/%25/g, '%')}`;
          };
          for (const value of [...HOSTILE_SEGMENTS, ...INVALID_VALUES])
            add(withValue(value), `${name}=${value || '(empty)'}`);
          add(`${withValue('1')}&${name}=2`, `${name} repeated`);
          add(`${path}?${name.toUpperCase()}=1`, `${name} in upper case`);
          add(`${path}?${name.slice(0, -1)}=1`, `${name} misspelt`);
          add(`${path}?${name}`, `${name} without a value`);
        }
        for (const key of apiKeys)
          if (!declared.includes(key)) add(`${path}?${key}=2`, 'a key of the API the path does not take');
        add(`${path}?nowhere=1`, 'unknown key');
        add(`${path}?${query ? `${query}&` : ''}limit=10&limit=10`, 'limit repeated');
        add(`${path}?..=1`, 'a dot-segment key');
      }
    }
  }
  return [...out].map(([url, kind]) => ({ url, kind }));
}
