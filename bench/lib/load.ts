/**
 * Load for the serving figures: wrk where it is installed (its Lua script cycles through the
 * mix), else autocannon, in process. BENCH_LOAD=autocannon uses autocannon even where wrk is
 * installed (as on CI). Ratios compare servers under the same tool in the same run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const WRK = process.env.BENCH_LOAD === 'autocannon' || spawnSync('wrk', ['--version']).error ? undefined : 'wrk';

export function loadTool(): string {
  if (!WRK)
    return `autocannon ${JSON.parse(readFileSync(join(import.meta.dirname, '../../node_modules/autocannon/package.json'), 'utf8')).version}`;
  return `wrk ${/wrk (\S+)/.exec(spawnSync(WRK, ['--version'], { encoding: 'utf8' }).stdout)?.[1] ?? ''}`.trim();
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p99: number;
  /** socket errors and timeouts (statuses are checked once, before the load) */
  errors: number;
}

const lua = (s: string) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** wrk: the paths in order, cycled through by the connections; figures as JSON from `done`. */
async function runWrk(base: string, paths: readonly string[], options: LoadOptions): Promise<LoadResult> {
  const headers = Object.entries(options.headers ?? {}).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`);
  const script = `local paths = { ${paths.map(lua).join(',\n')} }
local reqs, i = {}, 0
init = function() for k, p in ipairs(paths) do reqs[k] = wrk.format("GET", p, { ${headers.join(', ')} }) end end
request = function() i = i % #reqs + 1; return reqs[i] end
done = function(s, latency)
  local e = s.errors
  io.write(string.format('WRKJSON {"requests":%d,"us":%d,"errors":%d,"p99":%d}\\n', s.requests, s.duration,
    e.connect + e.read + e.write + e.timeout, latency:percentile(99)))
end`;
  const dir = mkdtempSync(join(tmpdir(), 'indica-wrk-'));
  writeFileSync(join(dir, 'mix.lua'), script);
  try {
    const args = [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--timeout',
      '5s',
      '-s',
      join(dir, 'mix.lua'),
      `${base}/`,
    ];
    const output = await new Promise<string>((done, fail) => {
      const child = spawn(WRK!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('error', fail);
      child.on('close', (code) => (code === 0 ? done(out) : fail(new Error(`wrk exited with ${code}:\n${out}`))));
    });
    const json = /WRKJSON (\{.*\})/.exec(output)?.[1];
    if (!json) throw new Error(`no figures in wrk's output:\n${output}`);
    const r = JSON.parse(json);
    return { requests: r.requests, rps: r.requests / (r.us / 1e6), p99: r.p99 / 1000, errors: r.errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runAutocannon(base: string, paths: readonly string[], options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}

export function load(base: string, paths: readonly string[], options: LoadOptions): Promise<LoadResult> {
  return WRK ? runWrk(base, paths, options) : runAutocannon(base, paths, options);
}

/** CPU time (user + system) a process has used, ms (Linux /proc). */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Resident memory of a process, MB (Linux /proc). */
export function rssMb(pid: number | undefined): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  } catch {
    return NaN;
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Target {
  name: string;
  base: string;
  /** the process that serves (the Node server, nginx's one worker): its CPU time per request */
  pid?: number;
  paths: readonly string[];
}

export interface PairSide {
  rps: number;
  p99: number;
  cpuUsPerRequest: number;
  rounds: LoadResult[];
}

/**
 * A server against its baseline, alternately (a warm-up each, then A B B A A B …), the same
 * load each: medians of the rounds, and a's requests/s over b's.
 */
export async function measurePair(
  a: Target,
  b: Target,
  options: LoadOptions & { rounds: number },
  log: (line: string) => void,
): Promise<{ a: PairSide; b: PairSide; ratio: number }> {
  for (const t of [a, b]) await load(t.base, t.paths, { ...options, seconds: Math.min(3, options.seconds) });
  const runs = new Map([a, b].map((t) => [t, { rounds: [] as LoadResult[], cpu: [] as number[] }]));
  for (let r = 0; r < options.rounds; r++) {
    for (const t of r % 2 ? [b, a] : [a, b]) {
      const before = cpuMs(t.pid);
      const result = await load(t.base, t.paths, options);
      runs.get(t)!.rounds.push(result);
      runs.get(t)!.cpu.push(((cpuMs(t.pid) - before) * 1000) / result.requests);
      log(
        `  ${t.name.padEnd(14)} ${Math.round(result.rps).toString().padStart(7)} req/s  p99 ${result.p99.toFixed(1)} ms${result.errors ? `  ${result.errors} errors` : ''}`,
      );
    }
  }
  const side = (t: Target): PairSide => {
    const { rounds, cpu } = runs.get(t)!;
    return {
      rps: median(rounds.map((r) => r.rps)),
      p99: median(rounds.map((r) => r.p99)),
      cpuUsPerRequest: median(cpu),
      rounds,
    };
  };
  return { a: side(a), b: side(b), ratio: side(a).rps / side(b).rps };
}
