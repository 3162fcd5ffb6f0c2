/**
 * `node bench/stalled-readers.ts`: the bundled server with clients that ask for the big downloads
 * and never read. Other clients' latency (p50/p99 under the same load tool as `npm run bench`) and
 * the server's resident memory are measured first with no stalled reader (the baseline) and then
 * with STALLED (300) of them holding their connections open, in the same run on the same dist/.
 * Targets (issue 25): RSS under 500 MB, the other clients' p99 under 50 ms. The server's CPU per
 * thousand answers is reported too: on a shared machine it moves less than latency does.
 *
 * The stalled readers ask for every large file of dist/downloads/ in turn, unencoded, gzip and
 * brotli, so both paths are held open: the streamed file and its compressed form made once.
 * Environment: BENCH_SECONDS (5) per measurement, STALLED (300).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { STREAM_MIN } from '../src/server/dist-files.ts';
import { startCli } from '../tests/support/server.ts';
import { cpuMs, load, loadTool, rssMb } from './lib/load.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const STALLED = Number(process.env.STALLED ?? 300);

/** What the other clients ask for: small API answers, a page, a mid-sized download. */
const OTHERS = [
  '/vs/v2/categories/plant',
  '/mb/v2/persons/Arjun',
  '/rv/v2/meta/god/Agni',
  '/mb/v2/persons?limit=20&page=2',
  '/vs/v2/words/ash',
  '/',
  '/downloads/indica-mahabharata.geojson',
];

const large = readdirSync(join(dist, 'downloads'))
  .filter((name) => statSync(join(dist, 'downloads', name)).size > STREAM_MIN)
  .map((name) => `/downloads/${name}`);
if (!large.length) throw new Error('no download over the streaming threshold in dist/downloads/');

/** Peak resident memory of a process so far, MB (Linux /proc). */
function peakMb(pid: number | undefined): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  } catch {
    return NaN;
  }
}

const server = await startCli(dist);
const pid = server.process.pid;
const sockets: Socket[] = [];
const figures: Record<string, number | string> = { tool: loadTool(), stalled: STALLED, large: large.join(' ') };
try {
  // Warm: every answer once (compressed forms made, small files kept) so both runs see the same server.
  for (const path of [...OTHERS, ...large])
    for (const coding of ['identity', 'gzip', 'br'])
      await (await fetch(server.base + path, { headers: { 'accept-encoding': coding } })).arrayBuffer();

  const measure = async (label: string) => {
    const cpu = cpuMs(pid);
    const result = await load(server.base, OTHERS, { connections: 8, seconds: SECONDS });
    // The server's CPU per request: steadier than latency on a shared machine.
    figures[`${label}CpuMsPer1000`] = Math.round(((cpuMs(pid) - cpu) / result.requests) * 1000);
    figures[`${label}P99Ms`] = result.p99;
    figures[`${label}Rps`] = Math.round(result.rps);
    figures[`${label}Errors`] = result.errors;
    figures[`${label}RssMb`] = Math.round(rssMb(pid));
    figures[`${label}PeakRssMb`] = Math.round(peakMb(pid));
    console.log(`${label}: p99 ${result.p99} ms, ${Math.round(result.rps)} req/s, RSS ${figures[`${label}RssMb`]} MB`);
  };
  await measure('baseline');

  // The stalled readers: each sends its request and never reads a byte of the answer.
  const codings = ['identity', 'gzip', 'br'];
  for (let i = 0; i < STALLED; i++) {
    const socket = connect(server.port, server.host);
    socket.pause();
    socket.on('error', () => {});
    const path = large[i % large.length];
    const coding = codings[Math.floor(i / large.length) % codings.length];
    socket.write(`GET ${path} HTTP/1.1\r\nHost: bench\r\nAccept-Encoding: ${coding}\r\n\r\n`);
    sockets.push(socket);
  }
  // Let the server fill what the sockets will take before it has to wait.
  await new Promise((done) => setTimeout(done, 5000));
  figures.stalledOpen = sockets.filter((s) => !s.destroyed).length;
  await measure('stalled');
  figures.p99Ratio = Number(((figures.stalledP99Ms as number) / (figures.baselineP99Ms as number)).toFixed(2));
  figures.rssRatio = Number(((figures.stalledRssMb as number) / (figures.baselineRssMb as number)).toFixed(2));
} finally {
  for (const socket of sockets) socket.destroy();
  await server.close();
}
console.log(JSON.stringify(figures, null, 2));
mkdirSync(join(root, 'bench/out'), { recursive: true });
writeFileSync(join(root, 'bench/out/stalled-readers.json'), `${JSON.stringify(figures, null, 2)}\n`);
