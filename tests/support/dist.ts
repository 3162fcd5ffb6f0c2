/** Helpers for tests over the real build: dist/ must exist (`npm test` builds first). */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesBelow } from '../../src/core/walk.ts';
import { startCli, type RunningServer } from './server.ts';

import { root } from './paths.ts';

export { root };
export const dist = join(root, 'dist');

export function requireDist(): void {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` before the tests (npm test does)');
}

/** Every file below a folder of dist/, as URL paths ("/vs/v2/words/ash.json"). */
export function filesUnder(folder: string): string[] {
  return filesBelow(join(dist, folder)).map((full) => `/${relative(dist, full).split('\\').join('/')}`);
}

export function readDistJson(urlPath: string): unknown {
  return JSON.parse(readFileSync(join(dist, urlPath), 'utf8'));
}

/** The bundled server over dist/, started through its CLI on a free loopback port. */
export async function startServer(): Promise<RunningServer> {
  requireDist();
  return startCli(dist);
}
