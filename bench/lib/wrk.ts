/**
 * Load from wrk (https://github.com/wg/wrk, Debian package `wrk`): a Lua script cycles through the
 * request mix on every connection and reports exact figures as JSON from its `done` hook.
 * Without wrk the bench falls back to the Node client (load-client.ts), which is slower.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** wrk's path; BENCH_NO_WRK=1 uses the Node client even where wrk is installed (as CI would). */
export const WRK = process.env.BENCH_NO_WRK
  ? undefined
  : (['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p)) ?? (spawnSync('wrk', ['--version']).error ? undefined : 'wrk'));

export interface LoadResult {
  tool: 'wrk' | 'node';
  requests: number;
  seconds: number;
  rps: number;
  /** latency percentiles in milliseconds */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** connect/read/write/timeout errors */
  socketErrors: number;
  /** answers that were not 2xx or 3xx (the mix has 404s on purpose) */
  non2xx: number;
}

function luaString(s: string): string {
  return `"${s.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}"`;
}

/** The Lua script: the paths in order, cycled through by every connection of a thread. */
function script(paths: readonly string[], headers: Record<string, string>): string {
  const lua = `{ ${Object.entries(headers).map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`).join(', ')} }`;
  return `
local paths = {
${paths.map((p) => `  ${luaString(p)},`).join('\n')}
}
local reqs = {}
local i = 0
init = function(args)
  for k, p in ipairs(paths) do reqs[k] = wrk.format("GET", p, ${lua}) end
end
request = function()
  i = i + 1
  if i > #reqs then i = 1 end
  return reqs[i]
end
done = function(summary, latency, requests)
  io.write(string.format('WRKJSON {"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.timeout, summary.errors.status, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max))
end
`;
}

export interface WrkOptions {
  connections: number;
  seconds: number;
  threads?: number;
  /** request timeout, seconds */
  timeout?: number;
  /** extra request headers */
  headers?: Record<string, string>;
}

export async function runWrk(base: string, paths: readonly string[], options: WrkOptions): Promise<LoadResult> {
  if (!WRK) throw new Error('wrk is not installed (apt-get install wrk)');
  const dir = mkdtempSync(join(tmpdir(), 'indica-wrk-'));
  const file = join(dir, 'mix.lua');
  writeFileSync(file, script(paths, options.headers ?? {}));
  try {
    const args = ['-t', String(options.threads ?? 1), '-c', String(options.connections), '-d', `${options.seconds}s`, '--timeout', `${options.timeout ?? 5}s`, '-s', file, `${base}/`];
    const output = await new Promise<string>((done, fail) => {
      const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('error', fail);
      child.on('close', (code) => (code === 0 ? done(out) : fail(new Error(`wrk exited with ${code}:\n${out}`))));
    });
    const json = /WRKJSON (\{.*\})/.exec(output)?.[1];
    if (!json) throw new Error(`no figures in wrk's output:\n${output}`);
    const r = JSON.parse(json);
    const seconds = r.duration_us / 1e6;
    return {
      tool: 'wrk',
      requests: r.requests,
      seconds,
      rps: r.requests / seconds,
      p50: r.p50 / 1000,
      p90: r.p90 / 1000,
      p99: r.p99 / 1000,
      max: r.max / 1000,
      socketErrors: r.connect + r.read + r.write + r.timeout,
      non2xx: r.status,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
