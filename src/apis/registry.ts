/**
 * The APIs the build serves: each declaration with its data loader and catalog. Adding an API is
 * one entry here; adding an endpoint is one entry in its declaration.
 */
import type { ApiDeclaration } from '../core/endpoint.ts';
import type { Catalog } from '../core/request-file.ts';
import { checkedCatalog } from '../core/reserved-names.ts';
import { loadNouns } from './vs/data.ts';
import { vsApi } from './vs/endpoints.ts';
import { loadHymnRows } from './rv/data.ts';
import { rvApi } from './rv/endpoints.ts';
import { loadEpic } from './mb/graph.ts';
import { mbApi } from './mb/endpoints.ts';

export interface ApiModule<D = unknown> {
  api: ApiDeclaration<D>;
  load(): D;
  catalog(data: D): Catalog;
}

/**
 * Checks an entry's loader, declaration and catalog against one data type, which the list then
 * forgets; its catalog obeys the mapping's reserved-name rule, or the build fails naming the record.
 */
const apiModule = <D>(module: ApiModule<D>): ApiModule => ({
  ...module,
  catalog: (data: D) => checkedCatalog(module.api, module.catalog(data)),
});

export const apiModules: ApiModule[] = [
  apiModule({ api: vsApi, load: loadNouns, catalog: (data) => ({ names: {}, rows: [...data.rows] }) }),
  apiModule({ api: rvApi, load: loadHymnRows, catalog: (data) => ({ names: {}, rows: [...data.rows] }) }),
  apiModule({ api: mbApi, load: () => loadEpic(), catalog: (graph) => ({ names: graph.names, rows: [] }) }),
];
