/**
 * The routes of the three APIs (paths, parameters, entity kinds, row filters): plain data taken
 * from the endpoint tables of src/apis/ when the package is built (build.ts defines it).
 */
import type { ApiRoutes } from '../../src/core/endpoint.ts';

declare const __INDICA_ROUTES__: readonly ApiRoutes[];

export const routes: readonly ApiRoutes[] = __INDICA_ROUTES__;
