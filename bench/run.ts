/**
 * `npm run bench`: the project's figures, measured here and now, printed as a table and written to
 * bench/latest.json (`node bench/readme.ts` then puts them into the README). Figures live here,
 * never as timed assertions in tests. All load goes to 127.0.0.1.
 *
 * Steps: the full build from scratch (time, peak memory, phases) · dist/ by kind · JSON writing
 * against a plain script · bad input, links and build safety · serving: nginx with the generated
 * block against plain nginx, the bundled server against bare sirv, alternately, same mix · page
 * weights and search latency in Chromium · the load test (100,000 requests, 100 connections).
 *
 * Uses wrk for load where installed (Debian: apt-get install wrk), else a Node client (slower, so
 * its req/s are lower, but ratios still compare like with like); nginx (nginx-light) for the
 * nginx pair, skipped without it; Chromium for pages and search, skipped without it.
 *
 * Environment: BENCH_SKIP_BUILD=1 (measure the dist/ there is), BENCH_ROUNDS (4), BENCH_SECONDS
 * (5), BENCH_LOAD_REQUESTS (100000), BENCH_JSON=both (also time the project's writer here),
 * BENCH_NO_WRK=1 (the Node client even where wrk is installed), BENCH_ONLY=serving,search (a
 * comma list of the sections json, robustness, serving, browser, load; the build and dist/ counts
 * always run unless skipped). Figures of sections not run are left out of bench/latest.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { apiModules } from '../src/apis/registry.ts';
import { launchChromium, median } from './lib/browser.ts';
import { measureBuild, waitForLeftovers } from './lib/build.ts';
import { distStats } from './lib/dist-stats.ts';
import { buildMix, loadMix } from './lib/mix.ts';
import { measurePages } from './lib/pages.ts';
import { terminalTable, type Figures } from './lib/report.ts';
import { badInputs, buildSafety, links } from './lib/robustness.ts';
import { configuredDebounce, measureSearch, summariseSearch } from './lib/search.ts';
import { rssMb } from './lib/memory.ts';
import { hasNginx, startServer, type RunningServer } from './lib/servers.ts';
import { countedLoad, load, measurePair, pathsFor, preflight } from './lib/serving.ts';
import { WRK } from './lib/wrk.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const ROUNDS = env('BENCH_ROUNDS', 4);
const SECONDS = env('BENCH_SECONDS', 5);
const LOAD_REQUESTS = env('BENCH_LOAD_REQUESTS', 100_000);
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const runs = (section: 'json' | 'robustness' | 'serving' | 'browser' | 'load') => !only.size || only.has(section);

const f: Figures = {};
const details: Record<string, unknown> = {};
const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const round = (n: number, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

const trash = join(root, `dist.old-bench-${process.pid}`);
const servers: RunningServer[] = [];

function version(command: string, args: string[], pattern: RegExp): string | undefined {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  return pattern.exec(`${run.stdout}${run.stderr}`)?.[1];
}

try {
  // Build: from scratch, after any previous build's background deletion has finished.
  const waited = await waitForLeftovers(root);
  if (waited > 1) log(`waited ${waited.toFixed(0)} s for an earlier build's old dist/ to be deleted`);
  mkdirSync(trash, { recursive: true });
  if (process.env.BENCH_SKIP_BUILD) {
    log('build skipped (BENCH_SKIP_BUILD): measuring the dist/ there is');
    if (!existsSync(join(dist, 'index.html'))) throw new Error('no dist/: run without BENCH_SKIP_BUILD');
  } else {
    log('full build from scratch (pages, JSON, search index)…');
    const build = await measureBuild(root, trash);
    Object.assign(f, {
      build_s: round(build.seconds),
      build_peak_rss_mb: build.peakRssMb,
      build_pages_s: round(build.pagesSeconds),
      json_write_s: round(build.jsonSeconds),
      build_search_s: round(build.searchSeconds),
      build_downloads_s: round(build.downloadsSeconds),
    });
    details.build_json = build.json;
    details.build_peak_by_command_mb = build.peakByCommandMb;
    log(`built in ${build.seconds.toFixed(1)} s, peak ${build.peakRssMb} MB`);
  }

  const apis = apiModules.map((m) => m.api);
  const stats = distStats(dist, apis);
  let files = 0;
  let bytes = 0;
  const { dirs_api: apiDirs, ...kinds } = stats;
  for (const [kind, s] of Object.entries(kinds)) {
    f[`${kind}_files`] = s.files;
    f[`${kind}_bytes`] = s.bytes;
    files += s.files;
    bytes += s.bytes;
  }
  f.json_dirs = apiDirs.files;
  f.html_pages = stats.html.files;
  f.json_files = Object.entries(kinds).filter(([k]) => k.startsWith('json_')).reduce((sum, [, s]) => sum + s.files, 0);
  f.dist_files = files;
  f.dist_bytes = bytes;
  log(`dist/: ${files.toLocaleString('en-US')} files, ${(bytes / 1e6).toFixed(0)} MB; ${f.json_files} JSON, ${f.html_pages} pages`);

  // JSON writing against a plain script writing the same bytes (the tree the build just wrote).
  if (runs('json')) {
  log('JSON: a plain script writing the same bytes…');
  // The project side is the build's own figure; without it (build skipped), both are timed here.
  const jsonMode = process.env.BENCH_JSON === 'both' || typeof f.json_write_s !== 'number' ? 'both' : 'plain';
  const jsonRun = await new Promise<string>((done, fail) => {
    const args = jsonMode === 'plain' ? ['plain', dist, join(trash, 'plain-json')] : ['both', join(trash, 'json-both'), '1'];
    const child = spawn(process.execPath, [join(root, 'bench/lib/json-write.ts'), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => (code === 0 ? done(out) : fail(new Error(`json-write exited with ${code}`))));
  });
  const json = JSON.parse(/JSONWRITE (.*)/.exec(jsonRun)![1]);
  if (jsonMode === 'plain') {
    f.json_plain_write_s = round(json.seconds);
    f.json_plain_files = json.files;
  } else {
    f.json_plain_write_s = round(median(json.plain_s));
    if (typeof f.json_write_s !== 'number') f.json_write_s = round(median(json.writer_s));
    details.json_writer_here_s = json.writer_s;
  }
  f.json_write_ratio = round((f.json_write_s as number) / (f.json_plain_write_s as number), 2);
  log(`JSON tree ${f.json_write_s} s (${jsonMode === "plain" ? "the build" : "the writer here"}), ${f.json_plain_write_s} s plain (${f.json_write_ratio}×)`);
  }

  // The Node servers, each in its own process.
  log('starting the bundled server (through its CLI) and bare sirv (which lists dist/ at start)…');
  const bundled = await startServer('bundled', dist);
  servers.push(bundled);
  f.server_start_s = round(bundled.startSeconds);
  f.server_idle_rss_mb = round(rssMb(bundled.pid), 0);
  const plain = await startServer('plain-node', dist);
  servers.push(plain);
  f.plain_node_start_s = round(plain.startSeconds);
  f.plain_node_idle_rss_mb = round(rssMb(plain.pid), 0);

  // Robustness suites.
  if (runs('robustness')) {
  log('bad input against the bundled server…');
  const bad = await badInputs(root, bundled.host, bundled.port);
  f.bad_inputs_total = bad.total;
  f.bad_inputs_failed = bad.failed.length;
  details.bad_inputs_failed = bad.failed.slice(0, 50);
  log(`bad input: ${bad.total} requests, ${bad.failed.length} answered wrongly`);
  log('links over dist/…');
  const checked = links(dist);
  f.broken_links = checked.broken.length;
  f.links_checked = checked.checked;
  details.broken_links = checked.broken.slice(0, 50);
  log('build-safety tests…');
  const safety = await buildSafety(root);
  f.build_safety_pass = safety.pass;
  f.build_safety_fail = safety.fail;
  }

  // Serving.
  log('request mix from dist/ and the endpoint table…');
  const mix = buildMix(dist, apiModules);
  if (runs('serving')) {
  for (const [k, v] of Object.entries(mix.counts)) f[`mix_${k}`] = v;
  let nginxRewrite: RunningServer | undefined;
  let nginxPlain: RunningServer | undefined;
  if (hasNginx) {
    nginxRewrite = await startServer('nginx-rewrite', dist);
    servers.push(nginxRewrite);
    nginxPlain = await startServer('nginx', dist);
    servers.push(nginxPlain);
  } else log('nginx is not installed: the nginx figures are left out (apt-get install nginx-light)');
  const preflights: Record<string, unknown> = {};
  for (const server of [bundled, plain, nginxRewrite, nginxPlain]) {
    if (!server) continue;
    const p = await preflight(server, mix.entries);
    preflights[server.kind] = p;
    f[`mix_mismatches_${server.kind.replace('-', '_')}`] = p.mismatches;
    if (p.mismatches) log(`  ${server.kind}: ${p.mismatches} URLs of the mix answered an unexpected status, e.g. ${p.samples[0]}`);
  }
  details.preflight = preflights;
  f.load_tool = WRK ? `wrk ${version(WRK, ['--version'], /wrk (\S+)/) ?? ''}`.trim() : 'node client (wrk not installed)';
  const options = { connections: 50, seconds: SECONDS, rounds: ROUNDS, warmupSeconds: 3 };
  // Other work on the machine moves every serving figure: say how busy it was.
  f.loadavg_before_serving = round(loadavg()[0], 2);
  if (loadavg()[0] > 1.5) log(`the machine is busy (load average ${loadavg()[0].toFixed(1)}): serving figures will be noisy`);
  if (nginxRewrite && nginxPlain) {
    log(`nginx: generated block against plain, alternately, ${ROUNDS}×${SECONDS} s each, 50 connections…`);
    const pair = await measurePair(nginxRewrite, nginxPlain, mix.entries, options, log);
    Object.assign(f, {
      nginx_rewrite_rps: round(pair.a.rps, 0),
      nginx_rps: round(pair.b.rps, 0),
      nginx_ratio: round(pair.ratio, 2),
      nginx_rewrite_p99_ms: round(pair.a.p99, 2),
      nginx_p99_ms: round(pair.b.p99, 2),
      nginx_rewrite_cpu_us_per_req: round(pair.a.cpuUsPerRequest),
      nginx_cpu_us_per_req: round(pair.b.cpuUsPerRequest),
      nginx_cpu_ratio: round(pair.b.cpuUsPerRequest / pair.a.cpuUsPerRequest, 2),
    });
    details.nginx_rounds = { rewrite: pair.a.rounds, plain: pair.b.rounds };
    await nginxRewrite.stop();
    await nginxPlain.stop();
    servers.splice(servers.indexOf(nginxRewrite), 1);
    servers.splice(servers.indexOf(nginxPlain), 1);
  } else Object.assign(f, { nginx_rewrite_rps: null, nginx_rps: null, nginx_ratio: null });
  log(`bundled server against bare sirv, alternately, ${ROUNDS}×${SECONDS} s each, 50 connections…`);
  const pair = await measurePair(bundled, plain, mix.entries, options, log);
  Object.assign(f, {
    server_rps: round(pair.a.rps, 0),
    plain_node_rps: round(pair.b.rps, 0),
    server_ratio: round(pair.ratio, 2),
    server_p99_ms: round(pair.a.p99, 2),
    plain_node_p99_ms: round(pair.b.p99, 2),
    server_cpu_us_per_req: round(pair.a.cpuUsPerRequest),
    plain_node_cpu_us_per_req: round(pair.b.cpuUsPerRequest),
  });
  details.server_rounds = { bundled: pair.a.rounds, plain_node: pair.b.rounds };
  if (WRK) {
    const gzip = await load(bundled, pathsFor('bundled', mix.entries), { connections: 50, seconds: SECONDS, headers: { 'Accept-Encoding': 'gzip' } });
    f.server_gzip_rps = round(gzip.rps, 0);
    f.server_gzip_p99_ms = round(gzip.p99, 2);
  }
  f.loadavg_after_serving = round(loadavg()[0], 2);
  }
  await plain.stop();
  servers.splice(servers.indexOf(plain), 1);

  // Pages and search in Chromium.
  let browser;
  try {
    if (runs('browser')) browser = await launchChromium();
  } catch (error) {
    log(`Chromium is not available (${(error as Error).message.split('\n')[0]}): page and search figures left out`);
  }
  if (browser) {
    f.chromium = browser.version();
    log('page weights in Chromium…');
    const pages = await measurePages(browser, bundled.base, dist);
    details.pages = pages;
    f.page_types = pages.length;
    f.page_median_max_transfer_kb = round(Math.max(...pages.map((p) => p.transfer_bytes)) / 1024);
    f.page_max_transfer_kb = round(Math.max(...pages.map((p) => Math.max(p.transfer_bytes, p.largest?.transfer_bytes ?? 0))) / 1024);
    // The search, SQL and API sandbox pages exist to run code in the browser; every other page must work without it.
    f.pages_js_outside_search = pages.filter((p) => p.type !== '/search/' && !p.url.startsWith('/downloads/sql/') && !/^\/api\/[^/]+\/try\/$/.test(p.type) && (p.js_files > 0 || (p.largest?.js_files ?? 0) > 0)).length;
    f.search_page_js_kb = round((pages.find((p) => p.type === '/search/')?.js_bytes ?? NaN) / 1024);
    log('search latency in Chromium (7 visits per mode)…');
    f.search_debounce_ms = configuredDebounce(readFileSync(join(dist, 'search/index.html'), 'utf8'));
    const search = await measureSearch(browser, bundled.base, 7);
    details.search = search;
    const s = summariseSearch(search);
    Object.assign(f, {
      search_first_result_ms: s.first_result_ms,
      search_slow4g_first_ms: s.slow4g_first_ms,
      search_broad_warm_ms: s.broad_warm_ms,
      search_fulltext_ms: s.fulltext_ms,
      search_fulltext_warm_ms: s.fulltext_warm_ms,
      search_fulltext_broad_warm_ms: s.fulltext_broad_warm_ms,
      search_fulltext_slow4g_ms: s.fulltext_slow4g_ms,
      search_exact_ms: s.exact_ms,
      search_exact_warm_ms: s.exact_warm_ms,
      search_exact_broad_warm_ms: s.exact_broad_warm_ms,
      search_exact_slow4g_ms: s.exact_slow4g_ms,
      search_failures: search.failures.length,
    });
    await browser.close();
  } else Object.assign(f, { search_first_result_ms: null });

  // Load: a fixed number of requests at 100 connections, every status checked.
  if (runs('load')) {
  log(`load: ${LOAD_REQUESTS.toLocaleString('en-US')} requests at 100 connections against the bundled server…`);
  const lm = loadMix(mix, apiModules);
  const counted = await countedLoad(bundled, lm.paths, lm.expect, LOAD_REQUESTS, 100);
  Object.assign(f, {
    load_requests: counted.requests,
    load_errors: counted.errors,
    load_rps: round(counted.rps, 0),
    load_p99_ms: round(counted.p99, 2),
    load_rss_before_mb: round(counted.rssBeforeMb, 0),
    load_rss_after_mb: round(counted.rssAfterMb, 0),
    load_rss_peak_mb: round(counted.rssPeakMb, 0),
    load_rss_growth_mb: round(counted.rssAfterMb - counted.rssBeforeMb, 1),
    load_server_alive: counted.alive,
  });
  details.load = { statuses: counted.statuses, samples: counted.samples, socketErrors: counted.socketErrors, unexpected: counted.unexpected };
  }

  const nginxVersion = hasNginx ? version('/usr/sbin/nginx', ['-v'], /nginx\/(\S+)/) : undefined;
  f.machine = `${cpus().length} × ${cpus()[0]?.model?.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}${nginxVersion ? `, nginx ${nginxVersion}` : ''}`;
  f.measured_at = new Date().toISOString();
  f.bench_seconds = round((performance.now() - started) / 1000, 0);

  writeFileSync(join(root, 'bench/latest.json'), `${JSON.stringify({ ...f, details }, null, 2)}\n`);
  console.log(`\n${terminalTable(f)}\n\nwritten bench/latest.json (node bench/readme.ts puts it into the README)`);
} finally {
  for (const server of servers) await server.stop().catch(() => undefined);
  // A hundred thousand files take a minute to delete: a detached process does it.
  if (existsSync(trash)) {
    const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })';
    spawn(process.execPath, ['-e', script, trash], { detached: true, stdio: 'ignore' }).unref();
  }
}

