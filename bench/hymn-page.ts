/**
 * The hymn pages' figures (issue 35): the HTML of the largest sukta page (/rigveda/1/164/, 52
 * verses with every text layer) raw, gzipped and brotli-compressed as the server sends it, and its
 * first contentful paint at Slow 4G (DevTools' preset through CDP: 562.5 ms latency, 1.44 Mbit/s
 * down) against the site's home page measured in the same run, each the median of fresh visits
 * (BENCH_PAINT_RUNS, 5) without the service worker. Figures, never a pass or a fail. A part of
 * `npm run bench` (alone: `BENCH_SKIP_BUILD=1 BENCH_ONLY=hymn node bench/run.ts`); or
 * `node bench/hymn-page.ts [folder]` measures a built site's folder (another build's dist/, or only
 * its home page, that sukta page and _astro/) served by the bundled server, to compare two builds.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from './lib/pages.ts';
import { bundledServer } from './lib/serving.ts';

export const HYMN_PAGE = '/rigveda/1/164/';
const BASELINE_PAGE = '/';
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44e6 / 8) | 0,
  uploadThroughput: (675e3 / 8) | 0,
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The page's HTML in bytes: as written, gzipped (level 6) and brotli-compressed (quality 11). */
export function hymnPageBytes(dist: string): Record<string, number> {
  const html = readFileSync(join(dist, HYMN_PAGE.slice(1), 'index.html'));
  return {
    hymn_page_html_kb: Number((html.length / 1e3).toFixed(1)),
    hymn_page_gzip_kb: Number((gzipSync(html, { level: 6 }).length / 1e3).toFixed(1)),
    hymn_page_brotli_kb: Number(
      (brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1e3).toFixed(1),
    ),
  };
}

async function firstPaint(browser: Browser, base: string, path: string): Promise<number> {
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
    // The first paint may come after the load event: wait for its entry (buffered, so an earlier one counts).
    return await page.evaluate(
      () =>
        new Promise<number>((done) => {
          new PerformanceObserver((list, observer) => {
            const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint');
            if (fcp) {
              observer.disconnect();
              done(fcp.startTime);
            }
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => done(NaN), 30_000);
        }),
    );
  } finally {
    await context.close();
  }
}

/** First contentful paint of the hymn page and of the baseline at Slow 4G, alternately, and their ratio. */
export async function hymnPagePaint(browser: Browser, base: string): Promise<Record<string, number>> {
  const runs = Number(process.env.BENCH_PAINT_RUNS ?? 5);
  const hymn: number[] = [];
  const home: number[] = [];
  for (let i = 0; i < runs; i++) {
    hymn.push(await firstPaint(browser, base, HYMN_PAGE));
    home.push(await firstPaint(browser, base, BASELINE_PAGE));
  }
  return {
    hymn_page_slow4g_fcp_ms: Math.round(median(hymn)),
    home_slow4g_fcp_ms: Math.round(median(home)),
    hymn_page_fcp_ratio: Number((median(hymn) / median(home)).toFixed(2)),
  };
}

if (process.argv[1] === import.meta.filename) {
  const folder = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  const server = await bundledServer(folder);
  const browser = await launchChromium();
  try {
    console.log({ folder, ...hymnPageBytes(folder), ...(await hymnPagePaint(browser, server.base)) });
  } finally {
    await browser.close();
    await server.stop();
  }
}
