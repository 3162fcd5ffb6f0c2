/**
 * A page's link to the JSON that answers one of its documented requests. The page names the
 * request (endpoint template, the value of its parameter, a query); the mapping (request-file.ts)
 * gives the canonical URL shown and the file linked, as the server would resolve the request.
 */
import type { ApiRoutes } from './endpoint.ts';
import { encodePath, fileOfUrl, fillTemplate, type Catalog } from './request-file.ts';

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
