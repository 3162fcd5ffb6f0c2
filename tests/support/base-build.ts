/**
 * The build below a base path, as docs/hosts/github-pages.md and docs/hosts/nginx.md make it:
 * `INDICA_PROFILE=lean INDICA_BASE=/indica/ npm run build`, into dist-indica/ beside dist/. Made
 * once per test run: again only when it is missing or older than dist/ (which `npm test` builds
 * first), so the files that use it share one build.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runBuild } from './build.ts';
import { dist, root } from './dist.ts';

export const BASE = '/indica/';
/** The variables of the guides' build command (the tests compare them with the guides). */
export const BASE_BUILD_ENV = { INDICA_PROFILE: 'lean', INDICA_BASE: BASE } as const;
export const baseDist = join(root, 'dist-indica');

const builtAt = (folder: string) => {
  const index = join(folder, 'index.html');
  return existsSync(index) ? statSync(index).mtimeMs : undefined;
};

let building: Promise<string> | undefined;

/** dist-indica/, built if it is missing or older than dist/. */
export async function requireBaseDist(): Promise<string> {
  const made = builtAt(baseDist);
  const main = builtAt(dist);
  if (made !== undefined && (main === undefined || made >= main)) return baseDist;
  building ??= runBuild({ ...BASE_BUILD_ENV, INDICA_DIST: baseDist }).then(() => baseDist);
  return building;
}
