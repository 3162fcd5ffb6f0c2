/**
 * Serving figures: two servers measured alternately in one run (A B B A A B …, after a warm-up of
 * each), with the same request mix and the same load tool; the ratio is taken against the baseline
 * of the same run. Load comes from wrk where installed, else from the Node client (in its own
 * process). Also: a preflight that every URL of the mix gets its expected status from each server,
 * and the counted load test (a fixed number of requests, every status checked, memory sampled).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './browser.ts';
import type { ClientJob, ClientResult } from './load-client.ts';
import { rssMb, sampleRss } from './memory.ts';
import type { MixEntry } from './mix.ts';
import { isAlive, type RunningServer, type ServerKind } from './servers.ts';
import { runWrk, WRK, type LoadResult } from './wrk.ts';

/** Servers with the contract get documented URLs; plain ones get the same answers' files. */
export function pathsFor(kind: ServerKind, entries: readonly MixEntry[]): string[] {
  const contract = kind === 'bundled' || kind === 'nginx-rewrite';
  return entries.map((e) => (contract ? e.url : e.file));
}

/** The Node client in its own process (so it never shares an event loop with the bench). */
export function runClientProcess(job: ClientJob): Promise<ClientResult> {
  const dir = mkdtempSync(join(tmpdir(), 'indica-load-'));
  const file = join(dir, 'job.json');
  writeFileSync(file, JSON.stringify(job));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'load-client.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', fail);
    child.on('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return fail(new Error(`load client exited with ${code}`));
      done(JSON.parse(out));
    });
  });
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/** One timed run against a server: wrk if installed, the Node client otherwise. */
export async function load(server: RunningServer, paths: string[], options: LoadOptions): Promise<LoadResult> {
  if (WRK) return runWrk(server.base, paths, options);
  if (options.headers) throw new Error('extra headers need wrk');
  return runClientProcess({ host: server.host, port: server.port, paths, connections: options.connections, seconds: options.seconds });
}

/** Every URL of the mix once (8 connections): how many answers differ from the expected status. */
export async function preflight(server: RunningServer, entries: readonly MixEntry[]): Promise<{ mismatches: number; samples: string[] }> {
  const paths = pathsFor(server.kind, entries);
  const result = await runClientProcess({ host: server.host, port: server.port, paths, expect: entries.map((e) => e.status), connections: 8, requests: paths.length });
  return { mismatches: result.unexpected + (paths.length - result.requests), samples: result.samples };
}

export interface PairFigures {
  a: { kind: ServerKind; rounds: LoadResult[]; rps: number; p99: number; cpuUsPerRequest: number };
  b: { kind: ServerKind; rounds: LoadResult[]; rps: number; p99: number; cpuUsPerRequest: number };
  /** a's median requests/s over b's */
  ratio: number;
}

/** CPU time (user + system) of a process, ms. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Measures a against b alternately: warm-up each, then rounds in A B B A order. */
export async function measurePair(
  a: RunningServer,
  b: RunningServer,
  entries: readonly MixEntry[],
  options: LoadOptions & { rounds: number; warmupSeconds: number },
  log: (line: string) => void = () => undefined,
): Promise<PairFigures> {
  const runs = new Map<RunningServer, { results: LoadResult[]; cpu: number[] }>([
    [a, { results: [], cpu: [] }],
    [b, { results: [], cpu: [] }],
  ]);
  for (const server of [a, b]) await load(server, pathsFor(server.kind, entries), { ...options, seconds: options.warmupSeconds });
  const order: RunningServer[] = [];
  for (let r = 0; r < options.rounds; r++) order.push(...(r % 2 === 0 ? [a, b] : [b, a]));
  for (const server of order) {
    const before = cpuMs(server.pid);
    const result = await load(server, pathsFor(server.kind, entries), options);
    const spent = cpuMs(server.pid) - before;
    const run = runs.get(server)!;
    run.results.push(result);
    run.cpu.push((spent * 1000) / result.requests);
    log(`  ${server.kind.padEnd(14)} ${Math.round(result.rps).toString().padStart(7)} req/s  p99 ${result.p99.toFixed(1)} ms`);
  }
  const summary = (server: RunningServer) => {
    const run = runs.get(server)!;
    return {
      kind: server.kind,
      rounds: run.results,
      rps: median(run.results.map((r) => r.rps)),
      p99: median(run.results.map((r) => r.p99)),
      cpuUsPerRequest: median(run.cpu),
    };
  };
  const sa = summary(a);
  const sb = summary(b);
  return { a: sa, b: sb, ratio: sa.rps / sb.rps };
}

export interface CountedLoadFigures {
  requests: number;
  seconds: number;
  rps: number;
  p99: number;
  errors: number;
  socketErrors: number;
  unexpected: number;
  statuses: Record<string, number>;
  samples: string[];
  rssBeforeMb: number;
  rssAfterMb: number;
  rssPeakMb: number;
  alive: boolean;
}

/** A fixed number of requests at a fixed concurrency; every status checked; memory sampled. */
export async function countedLoad(server: RunningServer, paths: string[], expect: number[], requests: number, connections: number): Promise<CountedLoadFigures> {
  // Warm up first, so the figure is growth under load, not the first requests' caches.
  await runClientProcess({ host: server.host, port: server.port, paths, connections, requests: Math.min(5000, requests) });
  const rssBeforeMb = rssMb(server.pid);
  const sampler = sampleRss(server.pid);
  const result = await runClientProcess({ host: server.host, port: server.port, paths, expect, connections, requests, timeoutMs: 10_000 });
  const rssPeakMb = sampler.stop();
  await new Promise((r) => setTimeout(r, 500));
  return {
    requests: result.requests,
    seconds: result.seconds,
    rps: result.rps,
    p99: result.p99,
    errors: result.socketErrors + result.unexpected + (requests - result.requests),
    socketErrors: result.socketErrors,
    unexpected: result.unexpected,
    statuses: result.statuses,
    samples: result.samples,
    rssBeforeMb,
    rssAfterMb: rssMb(server.pid),
    rssPeakMb,
    alive: isAlive(server.pid),
  };
}
