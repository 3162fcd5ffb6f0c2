/**
 * Search latency in Chromium against the bundled server: the time from a query arriving in the
 * search box (one `input` event with the whole text, as the last keystroke of typing) to the
 * first result in the page, in both modes. Each visit is a fresh page in a fresh browser context
 * (nothing cached: the first search of a visit), the query typed as soon as the page has loaded.
 * Timed inside the page (performance.now and a MutationObserver), so the automation's round trips
 * are not counted.
 *
 * - local: the first query of a visit and a later one on the same page (warm);
 * - broad: a later query matching thousands of records ("indra", "a"), warm;
 * - slow4g: the first query of a visit with the network throttled to Chrome DevTools' "Slow 4G"
 *   preset (devtools-frontend, NetworkManager.ts: 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up,
 *   150 ms × 3.75 latency), the page itself loaded through the same throttle.
 */
import type { Browser, Page } from 'playwright-core';
import { median } from './browser.ts';

export interface SearchFigures {
  /** first search of a visit (cold: the index and the catalog load on the way) */
  fulltext_ms: number[];
  exact_ms: number[];
  /** a second query on the same page (warm) */
  fulltext_warm_ms: number[];
  exact_warm_ms: number[];
  /** a broad later query */
  fulltext_broad_warm_ms: number[];
  exact_broad_warm_ms: number[];
  /** first search of a visit on Slow 4G */
  fulltext_slow4g_ms: number[];
  exact_slow4g_ms: number[];
  failures: string[];
}

type Mode = 'fulltext' | 'exact';

/** Chrome DevTools' "Slow 4G" preset, in the units of CDP's Network.emulateNetworkConditions. */
export const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1000 * 1000) / 8 * 0.9, uploadThroughput: (750 * 1000) / 8 * 0.9 };

/** Queries a reader types: names, meanings; the exact mode's substrings. */
const FULLTEXT_QUERIES = ['arjun', 'horse', 'agni', 'karna', 'gandiva', 'mustard', 'nasadiya'];
const EXACT_QUERIES = ['shat', 'ash', 'rath', 'kshatr', 'agn', 'partha', 'vasishth'];
const BROAD = { fulltext: 'indra', exact: 'a' };

const SELECTORS = { input: '#q', fulltext: '#results .result-link', exact: '#exact-results li' };

async function timeFirstResult(page: Page, result: string, query: string): Promise<number> {
  return page.evaluate(
    ({ input, result, query }) =>
      new Promise<number>((done, fail) => {
        const box = document.querySelector<HTMLInputElement>(input);
        if (!box) return fail(new Error(`no ${input}`));
        let observer: MutationObserver | undefined;
        const timer = setTimeout(() => {
          observer?.disconnect();
          fail(new Error(`no result for "${query}" within 20 s`));
        }, 20_000);
        const started = performance.now();
        const check = () => {
          if (!document.querySelector(result)) return;
          const ms = performance.now() - started;
          observer?.disconnect();
          clearTimeout(timer);
          done(ms);
        };
        observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true });
        box.focus();
        box.value = query;
        box.dispatchEvent(new Event('input', { bubbles: true }));
        check();
      }),
    { input: SELECTORS.input, result, query },
  );
}

async function clear(page: Page, result: string): Promise<void> {
  await page.fill(SELECTORS.input, '');
  await page.waitForFunction((sel) => !document.querySelector(sel), result, { timeout: 10_000 });
}

/** One visit: the first query (cold), a second one (warm), then a broad one (warm). */
async function run(browser: Browser, base: string, mode: Mode, query: string, second: string, slow: boolean): Promise<number[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await page.goto(`${base}/search/${mode === 'exact' ? '?mode=exact' : ''}`, { waitUntil: 'load', timeout: 60_000 });
    const result = SELECTORS[mode];
    const cold = await timeFirstResult(page, result, query);
    if (slow) return [cold];
    await clear(page, result);
    const warm = await timeFirstResult(page, result, second);
    await clear(page, result);
    const broad = await timeFirstResult(page, result, BROAD[mode]);
    return [cold, warm, broad];
  } finally {
    await context.close();
  }
}

export async function measureSearch(browser: Browser, base: string, runs = 7): Promise<SearchFigures> {
  const figures: SearchFigures = {
    fulltext_ms: [],
    exact_ms: [],
    fulltext_warm_ms: [],
    exact_warm_ms: [],
    fulltext_broad_warm_ms: [],
    exact_broad_warm_ms: [],
    fulltext_slow4g_ms: [],
    exact_slow4g_ms: [],
    failures: [],
  };
  // One untimed run per mode first: the server's own first requests are not the page's cost.
  for (const mode of ['fulltext', 'exact'] as const) await run(browser, base, mode, mode === 'exact' ? 'ash' : 'horse', mode === 'exact' ? 'go' : 'cow', false).catch(() => undefined);
  for (let i = 0; i < runs; i++) {
    for (const mode of ['fulltext', 'exact'] as const) {
      const queries = mode === 'exact' ? EXACT_QUERIES : FULLTEXT_QUERIES;
      const query = queries[i % queries.length];
      try {
        const [cold, warm, broad] = await run(browser, base, mode, query, queries[(i + 3) % queries.length], false);
        figures[`${mode}_ms`].push(cold);
        figures[`${mode}_warm_ms`].push(warm);
        figures[`${mode}_broad_warm_ms`].push(broad);
      } catch (error) {
        figures.failures.push(`${mode} "${query}": ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  // Slow 4G: fewer visits (each takes seconds).
  for (let i = 0; i < Math.min(runs, 5); i++) {
    for (const mode of ['fulltext', 'exact'] as const) {
      const query = (mode === 'exact' ? EXACT_QUERIES : FULLTEXT_QUERIES)[i];
      try {
        const [cold] = await run(browser, base, mode, query, query, true);
        figures[`${mode}_slow4g_ms`].push(cold);
      } catch (error) {
        figures.failures.push(`${mode} slow 4G "${query}": ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  return figures;
}

/** The debounce the built search page sets for Pagefind UI (its default, 300 ms, if none). */
export function configuredDebounce(searchPageHtml: string): number {
  const m = /debounceTimeoutMs\s*:\s*(\d+)/.exec(searchPageHtml);
  return m ? Number(m[1]) : 300;
}

export function summariseSearch(f: SearchFigures): Record<string, number> {
  const s = Object.fromEntries(Object.entries(f).filter(([k]) => k !== 'failures').map(([k, v]) => [k, Math.round(median(v as number[]))]));
  return {
    ...s,
    first_result_ms: Math.max(s.fulltext_ms, s.exact_ms),
    slow4g_first_ms: Math.max(s.fulltext_slow4g_ms, s.exact_slow4g_ms),
    broad_warm_ms: Math.max(s.fulltext_broad_warm_ms, s.exact_broad_warm_ms),
  };
}
