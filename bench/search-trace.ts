/**
 * The requests of one search, in order, with their times: where a query's time goes. A fresh
 * browser context opens the search page, types the query as soon as the page has loaded (as the
 * search figures do) and lists every request from the page's first to the first result. With
 * `--cold`, the search is a linked one opened cold (`/search/?q=<query>`, as bench/search-cold.ts
 * measures it) on its slow phone (400 kbit/s, 400 ms round trips, 4× CPU), or with `--slow4g` on
 * its Slow 4G: each request is listed with when it was asked for, its first byte and its end.
 *
 * `node bench/search-trace.ts <query> [--exact] [--slow4g] [--cold]` over the dist/ there is.
 */
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './lib/pages.ts';
import { bundledServer } from './lib/serving.ts';
import { SLOW_4G } from './search.ts';
import { THROTTLES } from './search-cold.ts';

const root = resolve(import.meta.dirname, '..');
const query = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'arjun';
const exact = process.argv.includes('--exact');
const cold = process.argv.includes('--cold');
const slow4g = process.argv.includes('--slow4g');
const server = await bundledServer(join(root, 'dist'));
const browser = await launchChromium();
const path = (url: string) => decodeURIComponent(url.replace(server.base, ''));

/** A typed search: the page loads, then the query is typed. */
async function typed(page: Page): Promise<string[]> {
  if (slow4g) await (await page.context().newCDPSession(page)).send('Network.emulateNetworkConditions', SLOW_4G);
  const start = Date.now();
  const lines: string[] = [];
  const at = () => String(Date.now() - start).padStart(6);
  page.on('request', (r) => lines.push(`${at()} ms  asks   ${path(r.url())}`));
  page.on('requestfinished', (r) => lines.push(`${at()} ms  got    ${path(r.url())}`));
  await page.goto(`${server.base}/search/${exact ? '?mode=exact' : ''}`, { waitUntil: 'load' });
  lines.push(`${at()} ms  load event; the query is typed`);
  await page.fill('#q', query);
  await page
    .locator(exact ? '#exact-results li' : '#results .result-link')
    .first()
    .waitFor({ timeout: 20_000 });
  lines.push(`${at()} ms  first result shown`);
  return lines;
}

/** A linked search opened cold on a throttled phone: the page's own clock (navigation start = 0). */
async function linked(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { cpu, ...network } = THROTTLES[slow4g ? 'slow4g' : 'slow_phone'];
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#results .result-link')) return;
      (window as unknown as { __firstAt: number }).__firstAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${server.base}/search/?q=${encodeURIComponent(query)}`, { timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { __firstAt?: number }).__firstAt !== undefined, null, {
    timeout: 120_000,
  });
  const seen = await page.evaluate(() => ({
    first: (window as unknown as { __firstAt: number }).__firstAt,
    dcl: performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming,
    entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      name: e.name,
      start: e.startTime,
      firstByte: e.responseStart,
      end: e.responseEnd,
      bytes: e.transferSize,
      by: e.initiatorType,
    })),
  }));
  const ms = (t: number) => String(Math.round(t)).padStart(6);
  const nav = seen.dcl;
  const lines = [
    `${ms(0)} ms  asks   the page; first byte ${Math.round(nav.responseStart)} ms, in ${Math.round(nav.responseEnd)} ms (${nav.transferSize} B)`,
    ...seen.entries
      .filter((e) => e.start < seen.first + 2000)
      .map(
        (e) =>
          `${ms(e.start)} ms  asks   ${path(e.name)} (${e.by}); first byte ${Math.round(e.firstByte)} ms, in ${Math.round(e.end)} ms (${e.bytes} B)`,
      ),
    `${ms(nav.domContentLoadedEventEnd)} ms  DOMContentLoaded`,
    `${ms(seen.first)} ms  first result shown`,
  ];
  return lines.sort((a, b) => Number(a.slice(0, 6)) - Number(b.slice(0, 6)));
}

try {
  const context = await browser.newContext(cold ? { viewport: { width: 390, height: 844 } } : {});
  const page = await context.newPage();
  console.log((cold ? await linked(page) : await typed(page)).join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
