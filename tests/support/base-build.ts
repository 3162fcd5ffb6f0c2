/**
 * The build below a base path, as docs/hosts/github-pages.md and docs/hosts/nginx.md make it:
 * `INDICA_PROFILE=lean INDICA_BASE=/indica/ npm run build`, into dist-indica/ beside dist/. Made
 * once per test run: again only when it is missing or older than dist/ (which `npm test` builds
 * first), so the files that use it share one build.
 */
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
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

export interface PlainServer {
  /** http://127.0.0.1:port, without the base */
  origin: string;
  close(): Promise<void>;
}

/**
 * A plain static server with no rewrites over a build below the base, as GitHub Pages serves a
 * project site: the files below BASE (folders answer with their index.html), nothing elsewhere.
 */
export async function startPlainServer(folder: string): Promise<PlainServer> {
  const files = sirv(folder, { dev: true });
  const server = createServer((req, res) => {
    const notFound = () => {
      res.statusCode = 404;
      res.end('Not found');
    };
    if (!req.url?.startsWith(BASE)) return notFound();
    req.url = req.url.slice(BASE.length - 1);
    files(req, res, notFound);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
