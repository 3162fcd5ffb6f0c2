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
