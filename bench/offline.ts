/**
 * `node bench/offline.ts`: the offline figures (docs/offline.md) over the dist/ there is, served by
 * bare sirv on 127.0.0.1 in Chromium: each pack's size and files, its download time on localhost
 * and at Slow 4G (DevTools' preset through CDP: 562.5 ms latency, 1.44 Mbit/s down), the shell the
 * service worker precaches, and first paint of a page without the service worker, on the first
 * visit (the worker registers after the load) and once it controls the page (ratios against the
 * first). Figures, never a pass or a fail; written to bench/offline.json.
 *
 * Environment: BENCH_OFFLINE_PACKS=nouns,nouns-json (the packs downloaded on localhost; default
 * all), BENCH_OFFLINE_SLOW=nouns (the packs downloaded at Slow 4G; default the smallest: the others'
 * time there is their bytes over the throughput measured, stated as such), BENCH_PAINT_RUNS (7).
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { shellPaths } from '../src/offline/build.ts';
import type { PacksIndex } from '../src/offline/names.ts';
import { launchChromium } from './lib/pages.ts';
import { sirvServer } from './lib/serving.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44e6 / 8) | 0,
  uploadThroughput: (675e3 / 8) | 0,
};
const PAINT_PAGE = '/rigveda/10/129/';
const paintRuns = Number(process.env.BENCH_PAINT_RUNS ?? 7);
const list = (name: string) => process.env[name]?.split(',').filter(Boolean);

const index = JSON.parse(readFileSync(join(dist, 'offline', 'packs.json'), 'utf8')) as PacksIndex;
const bySize = [...index.packs].sort((a, b) => a.bytes - b.bytes);
const localPacks = list('BENCH_OFFLINE_PACKS') ?? index.packs.map((p) => p.id);
const slowPacks = list('BENCH_OFFLINE_SLOW') ?? [bySize[0]!.id];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (bytes: number) => Number((bytes / 1e6).toFixed(1));

/** Seconds to download a pack on the Offline page in a fresh context, optionally throttled. */
async function downloadSeconds(browser: Browser, base: string, id: string, throttle?: typeof SLOW_4G): Promise<number> {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    if (throttle) await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', throttle);
    await page.goto('/offline/');
    await page.locator('html[data-offline-ready]').waitFor({ timeout: 120_000 });
    const section = page.locator(`section.pack[data-pack="${id}"]`);
    const started = performance.now();
    await section.locator('button[data-action="download"]').click();
    await section.locator('.pack-state', { hasText: 'Downloaded (data version' }).waitFor({ timeout: 3_600_000 });
    return (performance.now() - started) / 1000;
  } finally {
    await context.close();
  }
}

/** First paint (ms) of a page, in a fresh context each time: without the worker, first visit, controlled. */
async function firstPaints(browser: Browser, base: string): Promise<Record<string, number>> {
  const paint = () =>
    performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? NaN;
  const runs: Record<'blocked' | 'first' | 'controlled', number[]> = { blocked: [], first: [], controlled: [] };
  for (let i = 0; i < paintRuns; i++) {
    const blocked = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
    const page = await blocked.newPage();
    await page.goto(PAINT_PAGE);
    runs.blocked.push(await page.evaluate(paint));
    await blocked.close();
    const allowed = await browser.newContext({ baseURL: base });
    const first = await allowed.newPage();
    await first.goto(PAINT_PAGE);
    runs.first.push(await first.evaluate(paint));
    await first.evaluate(async () => navigator.serviceWorker.ready);
    const again = await allowed.newPage();
    await again.goto(PAINT_PAGE);
    if (!(await again.evaluate(() => Boolean(navigator.serviceWorker.controller))))
      throw new Error('the service worker does not control the page');
    runs.controlled.push(await again.evaluate(paint));
    await allowed.close();
  }
  const [blocked, first, controlled] = [median(runs.blocked), median(runs.first), median(runs.controlled)];
  return {
    first_paint_without_sw_ms: Math.round(blocked),
    first_paint_first_visit_ms: Math.round(first),
    first_paint_controlled_ms: Math.round(controlled),
    first_visit_ratio: Number((first / blocked).toFixed(2)),
    controlled_ratio: Number((controlled / blocked).toFixed(2)),
  };
}

const shell = shellPaths(dist, '/');
const fileOf = (path: string) => join(dist, path.slice(1), path.endsWith('/') ? 'index.html' : '');
const figures: Record<string, unknown> = {
  data_version: index.version,
  shell_files: shell.length,
  shell_kb: Math.round(shell.reduce((sum, path) => sum + statSync(fileOf(path)).size, 0) / 1e3),
  sw_kb: Number((statSync(join(dist, 'sw.js')).size / 1e3).toFixed(1)),
  packs: Object.fromEntries(index.packs.map((p) => [p.id, { files: p.files, mb: mb(p.bytes) }])),
};

const server = await sirvServer(dist);
const browser = await launchChromium();
try {
  Object.assign(figures, await firstPaints(browser, server.base));
  console.log(figures);
  const packs = figures.packs as Record<string, Record<string, unknown>>;
  for (const id of localPacks) {
    packs[id]!.localhost_s = Number((await downloadSeconds(browser, server.base, id)).toFixed(1));
    console.log(id, packs[id]);
  }
  let throughput = 0;
  for (const id of slowPacks) {
    const seconds = await downloadSeconds(browser, server.base, id, SLOW_4G);
    packs[id]!.slow_4g_s = Math.round(seconds);
    throughput = (index.packs.find((p) => p.id === id)!.bytes / seconds) | 0;
    console.log(id, packs[id]);
  }
  figures.slow_4g_bytes_per_s = throughput;
  for (const pack of index.packs)
    if (!slowPacks.includes(pack.id)) packs[pack.id]!.slow_4g_s_estimated = Math.round(pack.bytes / throughput);
} finally {
  await browser.close();
  await server.stop();
}
writeFileSync(join(import.meta.dirname, 'offline.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log(JSON.stringify(figures, null, 2));
