/**
 * The servers the bench measures, each over the same dist/ on 127.0.0.1:
 * - `bundled`: the project's server, started through its CLI as `npm run serve` starts it;
 * - `plain-node`: the bare sirv it is built on, same options, no contract logic, own process;
 * - `nginx-rewrite`: Debian's nginx with the generated server block (src/hosting/configs.ts);
 * - `nginx`: the same nginx serving the same files by their `.json` paths, no rewrites.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { catalogPath } from '../../src/core/write-api.ts';
import { nginxConfig } from '../../src/hosting/configs.ts';
import { NGINX, startNginx } from '../../tests/support/nginx.ts';
import { startCli } from '../../tests/support/server.ts';

export type ServerKind = 'bundled' | 'plain-node' | 'nginx-rewrite' | 'nginx';

export interface RunningServer {
  kind: ServerKind;
  host: string;
  port: number;
  base: string;
  /** the process that serves (the Node server; nginx's one worker) */
  pid?: number;
  startSeconds: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** The plain nginx block: the generated block's server settings, without its API locations. */
export function plainNginxBlock(dist: string, listen: string): string {
  return [
    'server {',
    `    listen ${listen};`,
    '    server_name _;',
    `    root ${dist};`,
    '    charset utf-8;',
    '    charset_types application/json;',
    '    types { application/json json; text/html html; text/css css; application/javascript js; image/svg+xml svg; image/png png; }',
    '    default_type application/octet-stream;',
    '    location / { try_files $uri $uri/index.html =404; error_page 404 /404.html; }',
    '}',
  ].join('\n');
}

export const hasNginx = Boolean(NGINX);

/**
 * The server block the build wrote (dist/_hosting/nginx/indica.conf), with its root and port set
 * for this run; generated again from the endpoint table and the built catalogs if it is missing.
 */
export function generatedNginxBlock(dist: string, listen: string): string {
  try {
    const built = readFileSync(join(dist, '_hosting/nginx/indica.conf'), 'utf8');
    const block = built.replace(/^(\s*)listen [^;]+;/m, `$1listen ${listen};`).replace(/^(\s*)root [^;]+;/m, `$1root ${dist};`);
    if (block.includes(`listen ${listen};`) && block.includes(`root ${dist};`)) return block;
  } catch {
    // not built: generate it below
  }
  const catalogs = apiModules.map(({ api }) => JSON.parse(readFileSync(join(dist, catalogPath(api)), 'utf8')));
  return nginxConfig(apiModules.map((m) => m.api), dist, listen, catalogs);
}

/**
 * Starts a server. A Node server lists dist/ as it starts; if dist/ is swapped under it (a build
 * elsewhere), it fails, and is started again (up to three times).
 */
export async function startServer(kind: ServerKind, dist: string): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(kind, dist);
    } catch (error) {
      if (attempt >= 3 || kind.startsWith('nginx')) throw error;
      console.warn(`${kind} did not start (${(error as Error).message}); trying again`);
      await new Promise((r) => setTimeout(r, 3000));
    }
  }
}

async function startOnce(kind: ServerKind, dist: string): Promise<RunningServer> {
  const started = performance.now();
  if (kind === 'nginx' || kind === 'nginx-rewrite') {
    const port = await freePort();
    const listen = `127.0.0.1:${port}`;
    const block = kind === 'nginx' ? plainNginxBlock(dist, listen) : generatedNginxBlock(dist, listen);
    const nginx = await startNginx(() => block, port);
    return { kind, host: '127.0.0.1', port, base: nginx.base, pid: nginx.worker, startSeconds: (performance.now() - started) / 1000, stop: nginx.stop };
  }
  if (kind === 'bundled') {
    // The server as `npm run serve` starts it (its CLI), like the tests.
    const cli = await startCli(dist);
    return { kind, host: cli.host, port: cli.port, base: cli.base, pid: cli.process.pid, startSeconds: cli.startSeconds, stop: cli.close };
  }
  const child: ChildProcess = spawn(process.execPath, [join(import.meta.dirname, 'serve.ts'), 'plain', dist], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /listening (\d+)/.exec(out);
      if (m) done(Number(m[1]));
    });
    child.once('exit', (code) => fail(new Error(`${kind} server exited with ${code} before listening`)));
  });
  return {
    kind,
    host: '127.0.0.1',
    port,
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    startSeconds: (performance.now() - started) / 1000,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Whether a bench-started server process is still alive. */
export function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
