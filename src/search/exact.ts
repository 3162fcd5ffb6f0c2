/**
 * The exact search mode in the browser: answers a substring endpoint from the catalog the build
 * emits, with the same filter function as the build and the server, so results equal the API's.
 */
import type { RowFilter } from '../core/endpoint.ts';
import { filterRows, type Row } from '../core/rows.ts';

export interface CatalogFile {
  endpoints: { path: string; filter: RowFilter }[];
  rows: Row[];
}

const catalogs = new Map<string, Promise<CatalogFile>>();

export function loadCatalog(api: string): Promise<CatalogFile> {
  let found = catalogs.get(api);
  if (!found) {
    found = fetch(`/_index/${api}.json`).then((r) => {
      if (!r.ok) throw new Error(`catalog ${api}: HTTP ${r.status}`);
      return r.json() as Promise<CatalogFile>;
    });
    catalogs.set(api, found);
  }
  return found;
}

/** The rows `{base}{path}` answers for `query` in the one parameter of a one-parameter substring endpoint. */
export function exactAnswer(catalog: CatalogFile, path: string, query: string): Row[] {
  const endpoint = catalog.endpoints.find((e) => e.path === path);
  if (!endpoint) throw new Error(`no endpoint ${path}`);
  const params = Object.fromEntries(Object.keys(endpoint.filter.match).map((p) => [p, query]));
  return filterRows(catalog.rows, endpoint.filter, params);
}
