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
 * figures into bench/latest.json).
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

/** Medians over `visits` cold visits per throttle. */
export async function measureColdSearch(browser: Browser, base: string, visits = 3): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  for (const throttle of Object.keys(THROTTLES) as (keyof typeof THROTTLES)[]) {
    const runs: Visit[] = [];
    for (let i = 0; i < visits; i++) runs.push(await coldVisit(browser, base, throttle));
    const m = (key: keyof Visit) => median(runs.map((r) => r[key]));
    figures[`search_cold_${throttle}_first_ms`] = Math.round(m('first_ms'));
    figures[`search_cold_${throttle}_page_ms`] = Math.round(m('page_ms'));
    figures[`search_cold_${throttle}_kb_before_first`] = Math.round(m('bytes_before_first') / 102.4) / 10;
    figures[`search_cold_${throttle}_cls`] = Math.round(Math.max(...runs.map((r) => r.cls)) * 1000) / 1000;
  }
  return figures;
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..');
  const server = await bundledServer(join(root, 'dist'));
  const browser = await launchChromium();
  try {
    const visits = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3);
    const figures = await measureColdSearch(browser, server.base, visits);
    console.log(JSON.stringify(figures, null, 2));
    if (process.argv.includes('--write')) {
      const path = join(root, 'bench/latest.json');
      const latest = JSON.parse(readFileSync(path, 'utf8'));
      writeFileSync(path, `${JSON.stringify({ ...latest, ...figures }, null, 2)}\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
