/**
 * The offline figures (docs/offline.md) in Chromium against the bundled server (which compresses
 * as a browser asks, as hosts do), over the dist/ there is:
 * - what the shell is: the files and bytes the service worker precaches when it installs, and the
 *   worker itself;
 * - what every page carries for it: the bytes of the manifest and touch-icon links, the two theme
 *   colours, the registration script and the footer's sentence, raw and gzipped, cut out of a
 *   sample of built pages (the baseline is the same page without them);
 * - whether the worker slows a visit: first contentful paint of a page in fresh contexts, with
 *   service workers blocked (the baseline) and allowed, alternately in the same run, on the first
 *   visit (the worker registers after the load) and on the second (the worker controls the page,
 *   against a second visit without it: both with the HTTP cache warm); the first visit at Slow 4G
 *   too (CDP throttles the page's requests, not the worker's own, so a controlled visit is not
 *   compared there); medians of the runs, and ratios against the baseline;
 * - each pack's files and size, and its download time by its button on the Offline page, on
 *   localhost and at Slow 4G (DevTools' preset through CDP: 562.5 ms latency, 1.44 Mbit/s down).
 *   At Slow 4G the packs named are downloaded (by default the Vedic nouns, ten minutes); the
 *   others' time is estimated from that measurement: the nominal cost of their files (latency over
 *   six parallel requests) and bytes (over the throughput), times the ratio of the measured pack's
 *   time to its own nominal cost. Estimates are named as such (`slow_4g_s_estimated`).
 *
 * Figures, never a pass or a fail. `npm run bench` runs it as its `offline` section; alone:
 * `node bench/offline.ts [--write]` (--write puts the figures into bench/latest.json).
 * Environment: BENCH_OFFLINE_PACKS=nouns,nouns-json (the packs downloaded on localhost; default
 * all), BENCH_OFFLINE_SLOW=nouns (the packs downloaded at Slow 4G; `none` for none),
 * BENCH_PAINT_RUNS (7, on localhost), BENCH_SLOW_PAINT_RUNS (5, at Slow 4G).
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { filesBelow } from '../src/core/walk.ts';
import { shellPaths } from '../src/offline/build.ts';
import type { PackManifest, PacksIndex } from '../src/offline/names.ts';
import { median } from './lib/load.ts';
import { launchChromium } from './lib/pages.ts';
import type { Figures, PackRow } from './lib/report.ts';
import { bundledServer } from './lib/serving.ts';
import { SLOW_4G } from './search.ts';

type Throttle = typeof SLOW_4G;
/** The page whose paint is measured: a hymn, the pages readers open most. */
const PAINT_PAGE = '/rigveda/10/129/';
/** Requests a pack's download keeps in flight (src/offline/store.ts PARALLEL). */
const PARALLEL = 6;
const round = (n: number, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
const list = (name: string) => process.env[name]?.split(',').filter(Boolean);

export interface OfflineOptions {
  /** packs downloaded on localhost (default all) */
  packs?: string[];
  /** packs downloaded at Slow 4G (default the Vedic nouns) */
  slow?: string[];
  paintRuns?: number;
  slowPaintRuns?: number;
  log?: (line: string) => void;
}

/** What every page carries for the offline site, cut out of the page: the baseline is the page without it. */
const ADDED = [
  /<link rel="manifest"[^>]*>/,
  /<link rel="apple-touch-icon"[^>]*>/,
  /<meta name="theme-color"[^>]*>/g,
  /<script>(?:(?!<\/script>)[\s\S])*serviceWorker\.register(?:(?!<\/script>)[\s\S])*<\/script>/,
  / To read without a network, download a text on\s+the <a href="[^"]*offline\/">Offline<\/a> page\./,
];

/** Bytes and gzipped bytes the offline markup adds to pages, over an even sample of every built page. */
export function addedWeight(dist: string, sample = 400): Figures {
  const pages = filesBelow(dist, (name) => name.endsWith('.html'));
  const step = Math.max(1, Math.floor(pages.length / sample));
  const raw: number[] = [];
  const gz: number[] = [];
  let missing = 0;
  for (let i = 0; i < pages.length; i += step) {
    const html = readFileSync(pages[i]!, 'utf8');
    let without = html;
    for (const pattern of ADDED) without = without.replace(pattern, '');
    // A page without the markup (a redirect page) adds nothing; the figure is over pages that carry it.
    if (!ADDED.every((pattern) => pattern.test(html))) {
      missing++;
      continue;
    }
    raw.push(Buffer.byteLength(html) - Buffer.byteLength(without));
    gz.push(gzipSync(html).length - gzipSync(without).length);
  }
  return {
    offline_page_sampled: raw.length,
    offline_page_without_markup: missing,
    offline_page_added_bytes: median(raw),
    offline_page_added_bytes_max: Math.max(...raw),
    offline_page_added_gz_bytes: median(gz),
    offline_page_added_gz_bytes_max: Math.max(...gz),
  };
}

/** The shell the worker precaches, and the worker. */
export function shellFigures(dist: string): Figures {
  const shell = shellPaths(dist, '/');
  const fileOf = (path: string) => join(dist, path.slice(1), path.endsWith('/') ? 'index.html' : '');
  const bytes = shell.reduce((sum, path) => sum + statSync(fileOf(path)).size, 0);
  return {
    offline_shell_files: shell.length,
    offline_shell_kb: round(bytes / 1e3),
    offline_shell_gz_kb: round(shell.reduce((sum, path) => sum + gzipSync(readFileSync(fileOf(path))).length, 0) / 1e3),
    offline_sw_kb: round(statSync(join(dist, 'sw.js')).size / 1e3),
  };
}

async function throttled(context: BrowserContext, throttle?: Throttle) {
  const page = await context.newPage();
  if (throttle) await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', throttle);
  return page;
}

/** First contentful paint of the page, ms after navigation start (buffered: it may precede the script). */
const firstPaint = () =>
  new Promise<number>((done) =>
    new PerformanceObserver((entries) => {
      const fcp = entries.getEntries().find((e) => e.name === 'first-contentful-paint');
      if (fcp) done(fcp.startTime);
    }).observe({ type: 'paint', buffered: true }),
  );

/**
 * First paint with service workers blocked and allowed, alternately: each run a fresh context of
 * each, two visits in each (the second with the HTTP cache warm, and the worker in control where
 * it is allowed).
 */
async function paints(browser: Browser, base: string, runs: number, throttle?: Throttle): Promise<Figures> {
  const times = { none1: [] as number[], none2: [] as number[], sw1: [] as number[], sw2: [] as number[] };
  for (let i = 0; i < runs; i++) {
    for (const allowed of i % 2 ? [true, false] : [false, true]) {
      const context = await browser.newContext({ baseURL: base, serviceWorkers: allowed ? 'allow' : 'block' });
      try {
        const first = await throttled(context, throttle);
        await first.goto(PAINT_PAGE);
        (allowed ? times.sw1 : times.none1).push(await first.evaluate(firstPaint));
        // The worker registers after the load; once it is active, the next visit is its.
        if (allowed) await first.evaluate(async () => void (await navigator.serviceWorker.ready));
        // CDP throttles the page's requests, not the worker's own: throttled, only the first visit is fair.
        if (throttle) continue;
        const second = await throttled(context, throttle);
        await second.goto(PAINT_PAGE);
        const controlled = await second.evaluate(() => Boolean(navigator.serviceWorker?.controller));
        if (controlled !== allowed)
          throw new Error(`the service worker ${allowed ? 'does not control' : 'controls'} the page`);
        (allowed ? times.sw2 : times.none2).push(await second.evaluate(firstPaint));
      } finally {
        await context.close();
      }
    }
  }
  const [none1, none2, sw1, sw2] = [times.none1, times.none2, times.sw1, times.sw2].map(median) as [
    number,
    number,
    number,
    number,
  ];
  if (throttle)
    return {
      offline_paint_slow4g_first_no_sw_ms: round(none1, 0),
      offline_paint_slow4g_first_sw_ms: round(sw1, 0),
      offline_paint_slow4g_first_ratio: round(sw1 / none1, 2),
    };
  return {
    offline_paint_first_no_sw_ms: round(none1, 0),
    offline_paint_first_sw_ms: round(sw1, 0),
    offline_paint_first_ratio: round(sw1 / none1, 2),
    offline_paint_second_no_sw_ms: round(none2, 0),
    offline_paint_second_sw_ms: round(sw2, 0),
    offline_paint_second_ratio: round(sw2 / none2, 2),
  };
}

/** Seconds to download a pack by its button on the Offline page, in a fresh context, optionally throttled. */
async function downloadSeconds(browser: Browser, base: string, id: string, throttle?: Throttle): Promise<number> {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await throttled(context, throttle);
    await page.goto('/offline/');
    await page.locator('html[data-offline-ready]').waitFor({ timeout: 300_000 });
    const section = page.locator(`section.pack[data-pack="${id}"]`);
    const started = performance.now();
    await section.locator('button[data-action="download"]').click();
    await section.locator('.pack-state', { hasText: 'Downloaded (data version' }).waitFor({ timeout: 7_200_000 });
    const seconds = (performance.now() - started) / 1000;
    // Whole: every file of the manifest is in the pack's cache (asked file by file: Chromium will
    // not list a cache of the Rig Veda's size at once).
    const manifest = (await (await page.request.get(`/offline/packs/${id}.json`)).json()) as PackManifest;
    const missing = await page.evaluate(
      async ({ pack, paths }) => {
        const installed = (await (await caches.open('indica-packs')).match('/offline/installed.json'))!;
        const cache = await caches.open(((await installed.json()) as Record<string, { cache: string }>)[pack]!.cache);
        let absent = 0;
        for (let i = 0; i < paths.length; i += 200)
          for (const found of await Promise.all(paths.slice(i, i + 200).map((path) => cache.match(path))))
            if (!found) absent++;
        return absent;
      },
      { pack: id, paths: manifest.files.map(([path]) => path) },
    );
    if (missing) throw new Error(`${id}: ${missing} of ${manifest.files.length} files not stored`);
    return seconds;
  } finally {
    await context.close();
  }
}

/** Nominal seconds of a pack at a throttle: its files' latency over the parallel requests, and its bytes. */
const nominal = (pack: { files: number; bytes: number }, throttle: Throttle) =>
  (pack.files / PARALLEL) * (throttle.latency / 1000) + pack.bytes / throttle.downloadThroughput;

export async function measureOffline(
  browser: Browser,
  base: string,
  dist: string,
  options: OfflineOptions = {},
): Promise<{ figures: Figures; packs: PackRow[] }> {
  const log = options.log ?? console.log;
  const index = JSON.parse(readFileSync(join(dist, 'offline', 'packs.json'), 'utf8')) as PacksIndex;
  const figures: Figures = { offline_data_version: index.version, ...shellFigures(dist), ...addedWeight(dist) };
  const packs: PackRow[] = index.packs.map((p) => ({ id: p.id, files: p.files, mb: round(p.bytes / 1e6)! }));
  figures.offline_packs_mb = round(index.packs.reduce((sum, p) => sum + p.bytes, 0) / 1e6);
  log(`offline: shell ${figures.offline_shell_kb} kB, ${figures.offline_page_added_bytes} bytes more a page`);

  const runs = options.paintRuns ?? 7;
  log(`offline: first paint with and without the service worker, ${runs} runs on localhost…`);
  Object.assign(figures, await paints(browser, base, runs));
  const slowRuns = options.slowPaintRuns ?? 5;
  log(`offline: … and ${slowRuns} at Slow 4G…`);
  Object.assign(figures, await paints(browser, base, slowRuns, SLOW_4G));

  for (const pack of packs.filter((p) => (options.packs ?? packs.map((q) => q.id)).includes(p.id))) {
    pack.localhost_s = round(await downloadSeconds(browser, base, pack.id));
    log(`offline: ${pack.id} (${pack.mb} MB, ${pack.files} files) on localhost in ${pack.localhost_s} s`);
  }
  const slow = (options.slow ?? ['nouns']).filter((id) => id !== 'none');
  const ratios: number[] = [];
  for (const pack of packs.filter((p) => slow.includes(p.id))) {
    log(`offline: ${pack.id} at Slow 4G…`);
    const seconds = await downloadSeconds(browser, base, pack.id, SLOW_4G);
    pack.slow_4g_s = round(seconds, 0);
    ratios.push(
      seconds /
        nominal(
          index.packs.find((p) => p.id === pack.id)!,
          SLOW_4G,
        ),
    );
    log(`offline: ${pack.id} at Slow 4G in ${pack.slow_4g_s} s`);
  }
  if (ratios.length) {
    const ratio = median(ratios);
    figures.offline_slow4g_nominal_ratio = round(ratio, 2);
    for (const pack of packs.filter((p) => p.slow_4g_s === undefined))
      pack.slow_4g_s_estimated = round(
        ratio *
          nominal(
            index.packs.find((p) => p.id === pack.id)!,
            SLOW_4G,
          ),
        0,
      );
  }
  return { figures, packs };
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..');
  const dist = join(root, 'dist');
  const server = await bundledServer(dist);
  const browser = await launchChromium();
  try {
    const { figures, packs } = await measureOffline(browser, server.base, dist, {
      packs: list('BENCH_OFFLINE_PACKS'),
      slow: list('BENCH_OFFLINE_SLOW'),
      paintRuns: process.env.BENCH_PAINT_RUNS ? Number(process.env.BENCH_PAINT_RUNS) : undefined,
      slowPaintRuns: process.env.BENCH_SLOW_PAINT_RUNS ? Number(process.env.BENCH_SLOW_PAINT_RUNS) : undefined,
    });
    const measured = { ...figures, offline_chromium: browser.version(), offline_measured_at: new Date().toISOString() };
    console.log(JSON.stringify({ ...measured, offline_packs: packs }, null, 2));
    if (process.argv.includes('--write')) {
      const path = join(root, 'bench/latest.json');
      const latest = JSON.parse(readFileSync(path, 'utf8')) as Figures & { details?: Figures };
      const details = { ...latest.details, offline_packs: packs };
      writeFileSync(path, `${JSON.stringify({ ...latest, ...measured, details }, null, 2)}\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
