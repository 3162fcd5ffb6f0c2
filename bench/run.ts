/**
 * `npm run bench`: the project's figures, measured here and now, printed and written to
 * bench/latest.json (`node bench/figures-doc.ts` puts them into docs/figures.md). Each comparison is a
 * ratio against a baseline measured in the same run with the same requests: the bundled server
 * against bare sirv, nginx with the generated configuration against plain nginx, the build's JSON
 * writing against a plain script. No figure is a pass or a fail; the suites that check answers
 * (bad input, links, build safety, hosts) are `npm test`'s. All load goes to 127.0.0.1.
 *
 * Environment: BENCH_SKIP_BUILD=1 (measure the dist/ there is), BENCH_ONLY=serving,load (a comma
 * list of json, serving, load, browser, hymn, offline; dist/ is always counted), BENCH_ROUNDS (4) and
 * BENCH_SECONDS (5) per server of a pair, BENCH_LOAD=autocannon (autocannon even where wrk is
 * installed). Without nginx the nginx pair is left out; without Chromium the browser figures.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { apiModules } from '../src/apis/registry.ts';
import { measureSearch } from './search.ts';
import { measureColdSearch } from './search-cold.ts';
import { measureOffline } from './offline.ts';
import { distFigures, measureBuild, plainJsonWrite } from './lib/build.ts';
import { load, loadTool, measurePair, rssMb, type Target } from './lib/load.ts';
import type { Browser } from 'playwright-core';
import { launchChromium, measurePages } from './lib/pages.ts';
import { HYMN_PAGE, hymnPageBytes, hymnPagePaint } from './hymn-page.ts';
import { fmt, terminalTable, type Figures } from './lib/report.ts';
import {
  buildMix,
  bundledServer,
  hasNginx,
  mismatches,
  nginxServer,
  sirvServer,
  type MixEntry,
  type Server,
} from './lib/serving.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const runs = (section: 'json' | 'serving' | 'load' | 'browser' | 'hymn' | 'offline') =>
  only.size === 0 || only.has(section);
const apiBases = apiModules.map(({ api }) => api.base);

const f: Figures = {};
const details: Record<string, unknown> = {};
const started = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const round = (n: number, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
const trash = join(root, `dist.old-bench-${process.pid}`);
const servers: Server[] = [];
const start = async (server: Promise<Server>) => (servers.push(await server), servers.at(-1)!);
const stop = async (server: Server) => (servers.splice(servers.indexOf(server), 1), server.stop());
/** Runs `measure` with a Chromium it closes after; without Chromium, logs what is left out. */
async function withChromium(leftOut: string, measure: (browser: Browser) => Promise<void>): Promise<void> {
  const browser = await launchChromium().catch((error: Error) =>
    log(`no Chromium (${error.message.split('\n')[0]}): ${leftOut} left out`),
  );
  if (!browser) return;
  try {
    await measure(browser);
  } finally {
    await browser.close();
  }
}

try {
  mkdirSync(trash, { recursive: true });
  if (process.env.BENCH_SKIP_BUILD) {
    if (!existsSync(join(dist, 'index.html'))) throw new Error('no dist/: run without BENCH_SKIP_BUILD');
    log('build skipped (BENCH_SKIP_BUILD): measuring the dist/ there is');
  } else {
    log('full build from scratch…');
    for (const [k, v] of Object.entries(await measureBuild(root, trash))) f[k] = round(v);
    log(`built in ${f.build_s} s, peak ${f.build_peak_rss_mb} MB`);
  }
  Object.assign(f, distFigures(dist, apiBases));
  log(`dist/: ${fmt(f.dist_files)} files, ${f.json_files} JSON, ${f.html_pages} pages`);

  if (runs('json') && typeof f.json_write_s === 'number') {
    log('JSON: a plain script writing the same bytes…');
    const plain = plainJsonWrite(dist, apiBases, join(trash, 'plain-json'));
    Object.assign(f, { json_plain_write_s: round(plain), json_write_ratio: round(f.json_write_s / plain, 2) });
  }

  const bundled = await start(bundledServer(dist));
  f.server_start_s = round(bundled.startSeconds, 2);
  f.server_idle_rss_mb = round(rssMb(bundled.pid), 0);
  const mix = runs('serving') || runs('load') ? buildMix(dist) : [];
  const target = (name: string, server: Server, contract: boolean): Target => ({
    name,
    base: server.base,
    pid: server.pid,
    paths: mix.map((e) => (contract ? e.url : e.file)),
  });
  // Every server must answer each URL of the mix as expected, or its figures would measure something else.
  const check = async (name: string, server: Server, contract: boolean) => {
    const wrong = await mismatches(server.base, mix, contract);
    f[`mix_mismatches_${name}`] = wrong.length;
    if (wrong.length)
      log(`  ${name}: ${wrong.length} URLs answered unexpectedly, e.g. ${wrong.slice(0, 3).join('; ')}`);
  };

  if (runs('serving')) {
    const kinds = Object.groupBy(mix, (e: MixEntry) => e.kind);
    for (const [kind, entries] of Object.entries(kinds)) f[`mix_${kind}`] = entries!.length;
    f.load_tool = loadTool();
    f.loadavg_before_serving = round(loadavg()[0], 2);
    const options = { connections: 50, seconds: SECONDS, rounds: ROUNDS };
    const plain = await start(sirvServer(dist));
    await check('bundled', bundled, true);
    await check('plain_node', plain, false);
    log(
      `bundled server against bare sirv, alternately, ${ROUNDS} × ${SECONDS} s each, 50 connections, ${f.load_tool}…`,
    );
    const node = await measurePair(target('bundled', bundled, true), target('bare sirv', plain, false), options, log);
    Object.assign(f, {
      server_rps: round(node.a.rps, 0),
      plain_node_rps: round(node.b.rps, 0),
      server_ratio: round(node.ratio, 2),
      server_p99_ms: round(node.a.p99, 2),
      plain_node_p99_ms: round(node.b.p99, 2),
      server_cpu_us_per_req: round(node.a.cpuUsPerRequest),
      plain_node_cpu_us_per_req: round(node.b.cpuUsPerRequest),
    });
    await stop(plain);
    const gzip = await load(bundled.base, target('', bundled, true).paths, {
      connections: 50,
      seconds: SECONDS * 2,
      headers: { 'Accept-Encoding': 'gzip' },
    });
    Object.assign(f, {
      server_gzip_rps: round(gzip.rps, 0),
      server_gzip_ratio: round(gzip.rps / node.a.rps, 2),
      server_gzip_p99_ms: round(gzip.p99, 2),
    });
    log(`  gzip: ${f.server_gzip_rps} req/s, p99 ${f.server_gzip_p99_ms} ms`);
    details.server_rounds = { bundled: node.a.rounds, plain_node: node.b.rounds };

    if (hasNginx) {
      const rewrite = await start(nginxServer(dist, true));
      const bare = await start(nginxServer(dist, false));
      await check('nginx_rewrite', rewrite, true);
      await check('nginx', bare, false);
      log(`nginx, generated configuration against plain, alternately, ${ROUNDS} × ${SECONDS} s each…`);
      const pair = await measurePair(
        target('nginx rewrite', rewrite, true),
        target('nginx', bare, false),
        options,
        log,
      );
      Object.assign(f, {
        nginx_rewrite_rps: round(pair.a.rps, 0),
        nginx_rps: round(pair.b.rps, 0),
        nginx_ratio: round(pair.ratio, 2),
        nginx_rewrite_p99_ms: round(pair.a.p99, 2),
        nginx_p99_ms: round(pair.b.p99, 2),
        nginx_rewrite_cpu_us_per_req: round(pair.a.cpuUsPerRequest),
        nginx_cpu_us_per_req: round(pair.b.cpuUsPerRequest),
      });
      details.nginx_rounds = { rewrite: pair.a.rounds, plain: pair.b.rounds };
      await stop(rewrite);
      await stop(bare);
    } else log('nginx is not installed: the nginx pair is left out (apt-get install nginx-light)');
    f.loadavg_after_serving = round(loadavg()[0], 2);
  }

  if (runs('load')) {
    const seconds = SECONDS * 4;
    log(`load: ${seconds} s at 100 connections against the bundled server, memory sampled…`);
    await load(bundled.base, target('', bundled, true).paths, { connections: 100, seconds: 3 });
    const before = rssMb(bundled.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(bundled.pid))), 250);
    const result = await load(bundled.base, target('', bundled, true).paths, { connections: 100, seconds });
    clearInterval(sampler);
    Object.assign(f, {
      load_requests: result.requests,
      load_errors: result.errors,
      load_rps: round(result.rps, 0),
      load_rss_growth_mb: round(rssMb(bundled.pid) - before),
      load_rss_peak_mb: round(peak, 0),
    });
  }

  if (runs('browser'))
    await withChromium('browser figures', async (browser) => {
      log('page weights in Chromium…');
      const pages = await measurePages(
        browser,
        bundled.base,
        dist,
        new Set(['pagefind', ...apiBases.map((b) => b.split('/')[1])]),
      );
      details.pages = pages;
      f.page_median_max_transfer_kb = round(Math.max(...pages.map((p) => p.transfer_bytes)) / 1024);
      // The search, SQL and sandbox pages exist to run code in the browser, and the verse and sukta
      // pages load their layer switches; every other page works without it (and those work without it too).
      f.pages_js_outside_search = pages.filter(
        (p) => p.js_files > 0 && !/^\/(search|downloads\/sql|api\/[^/]+\/try|rigveda\/#\/#(\/#)?)\//.test(p.type),
      ).length;
      log('search in Chromium (7 visits per mode)…');
      const search = await measureSearch(browser, bundled.base);
      Object.assign(f, search.figures);
      details.search_failures = search.failures;
      log('a linked search opened cold on throttled phones…');
      Object.assign(f, await measureColdSearch(browser, bundled.base));
      f.chromium = browser.version();
    });

  if (runs('hymn')) {
    Object.assign(f, hymnPageBytes(dist));
    log(`${HYMN_PAGE}: ${f.hymn_page_html_kb} kB, gzip ${f.hymn_page_gzip_kb} kB, brotli ${f.hymn_page_brotli_kb} kB`);
    await withChromium("the hymn page's paint", async (browser) => {
      log(`first paint of ${HYMN_PAGE} and of the home page at Slow 4G…`);
      Object.assign(f, await hymnPagePaint(browser, bundled.base));
      log(`  ${f.hymn_page_slow4g_fcp_ms} ms (home ${f.home_slow4g_fcp_ms} ms, ratio ${f.hymn_page_fcp_ratio})`);
    });
  }

  if (runs('offline'))
    await withChromium('offline figures', async (browser) => {
      log('offline: the shell, the weight a page carries, first paint, the packs downloaded…');
      const offline = await measureOffline(browser, bundled.base, dist, { log });
      Object.assign(f, offline.figures);
      details.offline_packs = offline.packs;
      f.chromium = browser.version();
    });

  f.machine = `${cpus().length} × ${cpus()[0]?.model?.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}`;
  f.measured_at = new Date().toISOString();
  f.bench_seconds = round((performance.now() - started) / 1000, 0);
  writeFileSync(join(root, 'bench/latest.json'), `${JSON.stringify({ ...f, details }, null, 2)}\n`);
  console.log(
    `\n${terminalTable(f)}\n\nwritten bench/latest.json (node bench/figures-doc.ts puts it into docs/figures.md)`,
  );
} finally {
  for (const server of [...servers]) await server.stop().catch(() => undefined);
  // A hundred thousand files take a minute to delete: a detached process does it.
  spawn(
    process.execPath,
    ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', trash],
    { detached: true, stdio: 'ignore' },
  ).unref();
}
