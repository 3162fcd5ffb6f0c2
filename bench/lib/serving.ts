/**
 * The servers the serving figures compare, over the same dist/ on 127.0.0.1, and the request mix
 * they all get. Pairs: the bundled server (its CLI, as `npm run serve` starts it) against bare
 * sirv; nginx with the generated configuration against plain nginx. A server with the contract
 * gets documented URLs; its baseline gets the same answers by their `.json` files.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { encodePath, filePathFor, requestUrl } from '../../src/core/request-file.ts';
import { filesBelow } from '../../src/core/walk.ts';
import { catalogPath } from '../../src/core/write-api.ts';
import { nginxConfig } from '../../src/hosting/configs.ts';
import { NGINX, startNginx } from '../../tests/support/nginx.ts';
import { sampledRequests } from '../../tests/support/requests.ts';
import { startCli } from '../../tests/support/server.ts';

export interface MixEntry {
  kind: 'documented' | 'json' | 'html' | 'missing';
  /** for a server with the contract */
  url: string;
  /** for a plain static server */
  file: string;
  status: number;
}

/** A value no name, key or category has. */
const NOWHERE = 'qzqxjqzv';

/** Every n-th item, so that about `count` remain, spread over the whole list. */
const spread = <T>(items: readonly T[], count: number) =>
  items.filter((_, i) => i % Math.max(1, Math.floor(items.length / count)) === 0);

/**
 * The mix: canonical requests of every endpoint, alternately by documented URL and by `.json`
 * path; site pages; 404s (an unknown endpoint, name or category of every API, an unknown page).
 * Interleaved by a fixed stride, so every run sends the same requests in the same order.
 */
export function buildMix(dist: string, perEndpoint = 40): MixEntry[] {
  const api = sampledRequests(perEndpoint).map((r, i): MixEntry =>
    i % 2
      ? { kind: 'json', url: r.file, file: r.file, status: 200 }
      : { kind: 'documented', url: r.url, file: r.file, status: 200 },
  );
  const skip = new Set(['pagefind', ...apiModules.map(({ api }) => api.base.split('/')[1])]);
  const pages = readdirSync(dist, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !skip.has(e.name) && !e.name.startsWith('_'))
    .flatMap((e) => filesBelow(join(dist, e.name), (name) => name.endsWith('.html')))
    .map((full) => encodePath(`/${relative(dist, full)}`.replace(/index\.html$/, '')))
    .sort();
  const html = spread(pages, api.length / 2).map((url): MixEntry => ({ kind: 'html', url, file: url, status: 200 }));
  const missing: MixEntry[] = [{ kind: 'missing', url: `/${NOWHERE}/page/`, file: `/${NOWHERE}/page/`, status: 404 }];
  for (const { api } of apiModules) {
    missing.push({ kind: 'missing', url: `${api.base}/${NOWHERE}`, file: `${api.base}/${NOWHERE}.json`, status: 404 });
    for (const endpoint of api.endpoints) {
      const params = Object.entries(endpoint.params);
      // An unknown name or category is a 404 everywhere (an unmatched substring is a 200 [] on the bundled server).
      if (!params.length || params.some(([, p]) => p.kind !== 'name' && p.kind !== 'enum')) continue;
      const request = { path: Object.fromEntries(params.map(([name]) => [name, NOWHERE])), query: {} };
      missing.push({
        kind: 'missing',
        url: requestUrl(api, endpoint, request),
        file: encodePath(filePathFor(api, endpoint, request)),
        status: 404,
      });
    }
  }
  const all = [
    ...api,
    ...html,
    ...Array.from({ length: Math.round(api.length / 5) }, (_, i) => missing[i % missing.length]),
  ];
  // A fixed stride coprime with the length mixes the kinds evenly through the list.
  let stride = 7919;
  while (gcd(stride, all.length) !== 1) stride++;
  return all.map((_, i) => all[(i * stride) % all.length]);
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/** The URLs of the mix a server answers with another status than expected (16 requests at a time). */
export async function mismatches(base: string, entries: readonly MixEntry[], contract: boolean): Promise<string[]> {
  const wrong: string[] = [];
  const queue = [...entries];
  const worker = async () => {
    for (let e = queue.shift(); e; e = queue.shift()) {
      const path = contract ? e.url : e.file;
      const response = await fetch(base + path, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== e.status) wrong.push(`${path}: ${response.status}, expected ${e.status}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return wrong;
}

export interface Server {
  base: string;
  pid?: number;
  startSeconds: number;
  stop(): Promise<void>;
}

export async function bundledServer(dist: string): Promise<Server> {
  const cli = await startCli(dist);
  return { base: cli.base, pid: cli.process.pid, startSeconds: cli.startSeconds, stop: cli.close };
}

/** Bare sirv, the library the bundled server serves files with, with no contract, in its own process. */
export async function sirvServer(dist: string): Promise<Server> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(import.meta.dirname, 'sirv.ts'), dist], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((done, fail) => {
    child.stdout.on('data', (d: Buffer) => done(Number(/listening (\d+)/.exec(String(d))?.[1])));
    child.once('exit', (code) => fail(new Error(`sirv exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((done) =>
      child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')),
    );
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, startSeconds: (performance.now() - started) / 1000, stop };
}

export const hasNginx = Boolean(NGINX);

/** nginx with the configuration the build generates (`rewrite`), or serving the files as they are. */
export async function nginxServer(dist: string, rewrite: boolean): Promise<Server> {
  const started = performance.now();
  const port = await freePort();
  const listen = `127.0.0.1:${port}`;
  const apis = apiModules.map((m) => m.api);
  const catalogs = apis.map((api) => JSON.parse(readFileSync(join(dist, catalogPath(api)), 'utf8')));
  const plain = `server { listen ${listen}; root ${dist}; charset utf-8; charset_types application/json;
    types { application/json json; text/html html; text/css css; application/javascript js; image/svg+xml svg; }
    location / { try_files $uri $uri/index.html =404; error_page 404 /404.html; } }`;
  const nginx = await startNginx(() => (rewrite ? nginxConfig(apis, { root: dist, listen, catalogs }) : plain), port);
  return { base: nginx.base, pid: nginx.worker, startSeconds: (performance.now() - started) / 1000, stop: nginx.stop };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}
