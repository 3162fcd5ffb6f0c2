/**
 * A page's link to the JSON that answers one of its documented requests. The page names the
 * request (endpoint template, the value of its parameter, a query); the mapping (request-file.ts)
 * gives the canonical URL shown and the file linked, as the server would resolve the request.
 */
import type { ApiDeclaration, ApiRoutes, Endpoint, PrecomputeOptions } from './endpoint.ts';
import { ApiError } from './api-error.ts';
import { encodePath, endpointOfFile, fileOfUrl, filePathFor, fillTemplate, type Catalog } from './request-file.ts';

export interface JsonLink {
  href: string;
  label: string;
}

/** The catalog of an API without names: enough for row filters, whose parameters name no records. */
export const NO_NAMES: Catalog = { names: {}, rows: [] };

/**
 * The link for a request written as its endpoint's template and an optional query, with every
 * parameter set to `value`: ('/god/{sungfor}', 'Agni'), ('/persons/{name}?fields=details', 'Arjun'),
 * or each to its own value: ('/sukta/{mandal}/{sukta}', { mandal: 10, sukta: 129 }).
 */
export function jsonLink(
  api: ApiRoutes,
  catalog: Catalog,
  request: string,
  value: string | number | Record<string, string | number> = '',
): JsonLink {
  const [template, query] = request.split('?');
  const endpoint = api.endpoints.find((e) => e.path === template);
  if (!endpoint) throw new Error(`${api.base} declares no endpoint ${template}`);
  const valueOf = (param: string) => (typeof value === 'object' ? value[param] : value);
  const path = fillTemplate(endpoint.path, (param) => encodeURIComponent(String(valueOf(param))));
  const { url, file } = fileOfUrl(api, catalog, `${api.base}${path}${query ? `?${query}` : ''}`);
  return { href: encodePath(file), label: `JSON: ${decodeURIComponent(url)}` };
}

/**
 * The file that answers a documented request below an API base (`/persons/names`,
 * `/persons?page=2`), as a link: the file the mapping gives (as jsonLink), where this build writes
 * it; undefined where the build writes none (a substring longer than its precomputed keys, a page
 * size the profile leaves to the server, an error). Plain static hosts (GitHub Pages, a bare
 * folder) answer the file, not the request; the bundled server and hosts with rules answer both.
 */
export function exampleFiles<D>(
  api: ApiDeclaration<D>,
  data: D,
  catalog: Catalog,
  options: PrecomputeOptions,
): (example: string) => string | undefined {
  // The files each endpoint's precompute writes (write-api.ts filesOf), listed once per endpoint.
  const written = new Map<Endpoint<D>, Set<string>>();
  const writtenBy = (endpoint: Endpoint<D>) => {
    let files = written.get(endpoint);
    if (!files) {
      files = new Set();
      for (const [request] of endpoint.precompute(data, options)) files.add(filePathFor(api, endpoint, request));
      written.set(endpoint, files);
    }
    return files;
  };
  return (example) => {
    let file: string;
    try {
      ({ file } = fileOfUrl(api, catalog, `${api.base}${example}`));
    } catch (error) {
      if (error instanceof ApiError) return undefined;
      throw error;
    }
    const endpoint = endpointOfFile(api, file);
    return endpoint && writtenBy(endpoint).has(file) ? encodePath(file) : undefined;
  };
}
