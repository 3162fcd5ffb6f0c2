/**
 * The APIs the build serves: each declaration with its data loader and catalog. Adding an API is
 * one entry here; adding an endpoint is one entry in its declaration.
 */
import type { ApiDeclaration } from '../core/endpoint.ts';
import type { Catalog } from '../core/request-file.ts';
import { loadNouns } from './vs/data.ts';
import { vsApi } from './vs/endpoints.ts';
import { loadHymnRows } from './rv/data.ts';
import { rvApi } from './rv/endpoints.ts';
import { loadEpic } from './mb/graph.ts';
import { mbApi } from './mb/endpoints.ts';

export interface ApiModule<D = any> {
  api: ApiDeclaration<D>;
  load(): D;
  catalog(data: D): Catalog;
}

export const apiModules: ApiModule[] = [
  { api: vsApi, load: loadNouns, catalog: (data) => ({ names: {}, rows: data.rows }) },
  { api: rvApi, load: loadHymnRows, catalog: (data) => ({ names: {}, rows: data.rows }) },
  { api: mbApi, load: () => loadEpic(), catalog: (graph) => ({ names: graph.names, rows: [] }) },
];

