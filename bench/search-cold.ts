/**
 * A linked search opened cold (`/search/?q=अर्जुन`, a fresh browser context, nothing cached) on a
 * throttled phone: from the navigation's start to the first result in the page and to the first
 * page of results (the list no longer busy, its count said), the bytes fetched before the first result, and the layout shift (CLS) the page
 * had by then. Two throttles, each network and 4× CPU through the Chrome DevTools Protocol:
 *
 *   slow_phone  400 kbit/s down and up, 400 ms round trips
 *   slow4g      Lighthouse's "Slow 4G" as it applies it with DevTools throttling (lighthouse's
 *               constants.js, throttling.mobileSlow4G: 150 ms × 3.75 request latency, 1.6 Mbit/s
 *               × 0.9 down, 750 kbit/s × 0.9 up, in kibibits)
 *
 * Alone, over the dist/ there is: `node bench/search-cold.ts [visits] [--write]` (--write puts the
 * figures into bench/latest.json). With `--baseline <dir>` (another build's output, a copy of an
 * earlier dist/) the run measures both, one visit of each in turn, so a change is measured against
 * its baseline on the same machine in the same minutes: the figures of each and their ratio.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { median } from './lib/load.ts';
import { launchChromium } from './lib/pages.ts';
import { bundledServer } from './lib/serving.ts';

const kibibits = (kbit: number) => (kbit * 1024) / 8; // CDP's unit: bytes per second
export const THROTTLES = {
  slow_phone: { latency: 400, downloadThroughput: 400e3 / 8, uploadThroughput: 400e3 / 8, cpu: 4 },
  slow4g: {
    latency: 150 * 3.75,
    downloadThroughput: kibibits(1.6 * 1024 * 0.9),
    uploadThroughput: kibibits(750 * 0.9),
    cpu: 4,
  },
} as const;
export const COLD_QUERY = 'अर्जुन';

interface Visit {
  first_ms: number;
  page_ms: number;
  bytes_before_first: number;
  cls: number;
}

async function coldVisit(browser: Browser, base: string, throttle: keyof typeof THROTTLES): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { cpu, ...network } = THROTTLES[throttle];
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __firstAt?: number; __pageAt?: number; __bytes?: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        const n = document.querySelectorAll('#results .result-link').length;
        if (n && w.__firstAt === undefined) {
          w.__firstAt = performance.now();
          // what had arrived by then (same origin: transfer sizes are exposed), the page itself included
          w.__bytes = (performance.getEntries() as PerformanceResourceTiming[])
            .filter((e) => 'transferSize' in e && e.responseEnd <= w.__firstAt!)
            .reduce((sum, e) => sum + e.transferSize, 0);
        }
        const list = document.getElementById('results');
        const status = document.getElementById('search-status')?.textContent ?? '';
        // the first page is in: the list no longer busy and the count said
        if (w.__pageAt === undefined && n && list && !list.hasAttribute('aria-busy') && /results? for/.test(status))
          w.__pageAt = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(`${base}/search/?q=${encodeURIComponent(COLD_QUERY)}`, { timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __pageAt?: number }).__pageAt !== undefined, null, {
      timeout: 120_000,
    });
    await page.waitForTimeout(500); // a shift after the last result counts too
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __firstAt: number; __pageAt?: number; __bytes: number };
      return { cls: w.__cls, first: w.__firstAt, page: w.__pageAt ?? performance.now(), bytes: w.__bytes };
    });
    return { first_ms: seen.first, page_ms: seen.page, bytes_before_first: seen.bytes, cls: seen.cls };
  } finally {
    await context.close();
  }
}

const summary = (throttle: string, runs: readonly Visit[]): Record<string, number> => {
  const m = (key: keyof Visit) => median(runs.map((r) => r[key]));
  return {
    [`search_cold_${throttle}_first_ms`]: Math.round(m('first_ms')),
    [`search_cold_${throttle}_page_ms`]: Math.round(m('page_ms')),
    [`search_cold_${throttle}_kb_before_first`]: Math.round(m('bytes_before_first') / 102.4) / 10,
    [`search_cold_${throttle}_cls`]: Math.round(Math.max(...runs.map((r) => r.cls)) * 1000) / 1000,
  };
};

/**
 * The same medians for two builds, their visits taken in turn (baseline, then this build), with
 * each figure's ratio to the baseline's (`…_ratio`, below 1: faster).
 */
export async function compareColdSearch(
  browser: Browser,
  bases: { baseline: string; current: string },
  visits = 3,
): Promise<{ baseline: Record<string, number>; current: Record<string, number>; ratio: Record<string, number> }> {
  const out = { baseline: {}, current: {}, ratio: {} } as Record<
    'baseline' | 'current' | 'ratio',
    Record<string, number>
  >;
  for (const throttle of Object.keys(THROTTLES) as (keyof typeof THROTTLES)[]) {
    const runs: Record<'baseline' | 'current', Visit[]> = { baseline: [], current: [] };
    for (let i = 0; i < visits; i++)
      for (const which of ['baseline', 'current'] as const)
        runs[which].push(await coldVisit(browser, bases[which], throttle));
    Object.assign(out.baseline, summary(throttle, runs.baseline));
    Object.assign(out.current, summary(throttle, runs.current));
  }
  for (const [key, value] of Object.entries(out.current))
    if (/_ms$/.test(key))
      out.ratio[key.replace(/_ms$/, '_ratio')] = Math.round((value / out.baseline[key]) * 100) / 100;
  return out;
}

/** Medians over `visits` cold visits per throttle. */
export async function measureColdSearch(browser: Browser, base: string, visits = 3): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  for (const throttle of Object.keys(THROTTLES) as (keyof typeof THROTTLES)[]) {
    const runs: Visit[] = [];
    for (let i = 0; i < visits; i++) runs.push(await coldVisit(browser, base, throttle));
    Object.assign(figures, summary(throttle, runs));
  }
  return figures;
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..');
  const server = await bundledServer(join(root, 'dist'));
  const at = process.argv.indexOf('--baseline');
  const baseline = at > 0 ? await bundledServer(resolve(process.argv[at + 1]!)) : undefined;
  const browser = await launchChromium();
  try {
    const visits = Number(
      process.argv.slice(2).find((a, i, all) => /^\d+$/.test(a) && all[i - 1] !== '--baseline') ?? 3,
    );
    if (baseline) {
      const compared = await compareColdSearch(browser, { baseline: baseline.base, current: server.base }, visits);
      console.log(JSON.stringify(compared, null, 2));
    } else {
      const figures = await measureColdSearch(browser, server.base, visits);
      console.log(JSON.stringify(figures, null, 2));
      if (process.argv.includes('--write')) {
        const path = join(root, 'bench/latest.json');
        const latest = JSON.parse(readFileSync(path, 'utf8'));
        writeFileSync(path, `${JSON.stringify({ ...latest, ...figures }, null, 2)}\n`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await baseline?.stop();
  }
}
