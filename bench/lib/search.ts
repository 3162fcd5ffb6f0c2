/**
 * Search latency in Chromium against the bundled server: the time from a query arriving in the
 * search box (one `input` event with the whole text, as the last keystroke of typing) to the
 * first result in the page, in both modes, each run on a fresh page in a fresh browser context
 * (nothing cached: the first search of a visit). Timed inside the page (performance.now and a
 * MutationObserver), so the automation's round trips are not counted.
 *
 * Full text (Pagefind UI) waits for its input debounce (`debounceTimeoutMs`, 300 ms unless the
 * page sets it) before searching; the `fulltext_nodebounce` run sets it to 0 in the page's
 * PagefindUI options, to show what search itself costs.
 */
import type { Browser, Page } from 'playwright-core';
import { median } from './browser.ts';

export interface SearchFigures {
  /** first search of a visit (cold: the index and the catalog load on the way) */
  fulltext_ms: number[];
  fulltext_nodebounce_ms: number[];
  exact_ms: number[];
  /** a second query on the same page (warm) */
  fulltext_warm_ms: number[];
  fulltext_nodebounce_warm_ms: number[];
  exact_warm_ms: number[];
  failures: string[];
}

type Mode = 'fulltext' | 'fulltext_nodebounce' | 'exact';

/** Queries with results in the nouns (always served): words of meanings, and word substrings. */
const FULLTEXT_QUERIES = ['horse', 'mustard', 'barley', 'chariot', 'river', 'king', 'cow'];
const EXACT_QUERIES = ['shat', 'ash', 'rath', 'ya', 'kshatr', 'agn', 'go'];

async function timeFirstResult(page: Page, input: string, result: string, query: string): Promise<number> {
  return page.evaluate(
    ({ input, result, query }) =>
      new Promise<number>((done, fail) => {
        const box = document.querySelector<HTMLInputElement>(input);
        if (!box) return fail(new Error(`no ${input}`));
        let observer: MutationObserver | undefined;
        const timer = setTimeout(() => {
          observer?.disconnect();
          fail(new Error(`no result for "${query}" within 10 s`));
        }, 10_000);
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
    { input, result, query },
  );
}

/** One visit: the first query (cold), then a second one on the same page (warm). */
async function run(browser: Browser, base: string, mode: Mode, query: string, second: string): Promise<[number, number]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (mode === 'fulltext_nodebounce') {
      await page.route('**/search/', async (route) => {
        const response = await route.fetch();
        const page = await response.text();
        const html = /debounceTimeoutMs\s*:\s*\d+/.test(page)
          ? page.replace(/debounceTimeoutMs\s*:\s*\d+/, 'debounceTimeoutMs:0')
          : page.replace('new PagefindUI({', 'new PagefindUI({debounceTimeoutMs:0,');
        await route.fulfill({ response, body: html });
      });
    }
    await page.goto(`${base}/search/`, { waitUntil: 'load' });
    const [input, result] = mode === 'exact' ? ['#exact-q', '#exact-results li'] : ['#pagefind input', '.pagefind-ui__result-link'];
    if (mode === 'exact') await page.getByLabel('Exact (as the API)').check();
    await page.waitForSelector(input);
    const cold = await timeFirstResult(page, input, result, query);
    // Clear the box and wait until the results are gone, then time a second query.
    await page.fill(input, '');
    await page.waitForFunction((sel) => !document.querySelector(sel), result, { timeout: 10_000 });
    const warm = await timeFirstResult(page, input, result, second);
    return [cold, warm];
  } finally {
    await context.close();
  }
}

export async function measureSearch(browser: Browser, base: string, runs = 7): Promise<SearchFigures> {
  const figures: SearchFigures = {
    fulltext_ms: [],
    fulltext_nodebounce_ms: [],
    exact_ms: [],
    fulltext_warm_ms: [],
    fulltext_nodebounce_warm_ms: [],
    exact_warm_ms: [],
    failures: [],
  };
  // One untimed run per mode first: the server's own first requests are not the page's cost.
  for (const mode of ['fulltext', 'exact'] as const) await run(browser, base, mode, mode === 'exact' ? 'ash' : 'horse', mode === 'exact' ? 'go' : 'cow').catch(() => undefined);
  for (let i = 0; i < runs; i++) {
    for (const mode of ['fulltext', 'fulltext_nodebounce', 'exact'] as const) {
      const queries = mode === 'exact' ? EXACT_QUERIES : FULLTEXT_QUERIES;
      const query = queries[i % queries.length];
      try {
        const [cold, warm] = await run(browser, base, mode, query, queries[(i + 3) % queries.length]);
        figures[`${mode}_ms`].push(cold);
        figures[`${mode}_warm_ms`].push(warm);
      } catch (error) {
        figures.failures.push(`${mode} "${query}": ${(error as Error).message.split('\n')[0]}`);
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
  return Object.fromEntries(Object.entries(f).filter(([k]) => k !== 'failures').map(([k, v]) => [k, Math.round(median(v as number[]))]));
}
