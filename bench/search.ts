/**
 * Search latency in Chromium against the bundled server: from a query arriving in the search box
 * (one `input` event with the whole text, as the last keystroke) to the first result in the page,
 * timed inside the page. Each visit is a fresh browser context (nothing cached): the first query
 * of a visit, then a later one and a broad one on the same page; and the first query on Chrome
 * DevTools' "Slow 4G" preset. Both modes; the headline figures are the slower mode's. The
 * full-text queries are mostly names (what readers type most); queries that name no record, which
 * only Pagefind answers, are measured apart (`search_fulltext_unnamed_*`), and so are questions
 * besides names (a relation, a day of the war, a text: `search_fulltext_question_*`), and a verse
 * by its text layers (a line of English, padapāṭha words, accented Devanagari, IAST:
 * `search_fulltext_verse_ms`).
 *
 * Alone, over the dist/ there is: `node bench/search.ts [visits] [--write]` (--write replaces the
 * search figures of bench/latest.json).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { median } from './lib/load.ts';
import { launchChromium } from './lib/pages.ts';
import { bundledServer } from './lib/serving.ts';

/** Chrome DevTools' "Slow 4G" (1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up, 150 ms × 3.75 latency), in CDP's units. */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
const MODES = {
  fulltext: {
    queries: ['arjun', 'horse', 'agni', 'karna', 'gandiva', 'mustard', 'nasadiya'],
    /** queries that name no record: no name shard answers them, Pagefind's path alone */
    unnamed: ['mustard', 'wild rice', 'barley gruel', 'cochineal', 'archer', 'poison', 'eclipse'],
    /** questions besides names (src/search/question.ts): a relation, a day of the war, a text */
    questions: [
      'arjun ka dhanush',
      'the seventh day',
      'rigveda',
      "krishna's conch",
      'द्रौपदी के पिता',
      'day 9 of the war',
      'bhishma ki mata',
    ],
    /** a verse by its layers (issue 35): a line of Griffith's English, padapāṭha words, accented Devanagari, IAST */
    verses: [
      'they call him indra mitra varuna agni',
      'sahasra-śīrṣā puruṣaḥ',
      'त्र्य॑म्बकं यजामहे सु॒गन्धिं॑ पुष्टि॒वर्ध॑नम्',
      'we have drunk soma and become immortal',
      'parjanya-jinvitām',
      'ऋ॒चो अ॒क्षरे॑ पर॒मे व्यो॑मन्',
      'hiraṇyagarbhaḥ samavartatāgre',
    ],
    broad: 'indra',
    result: '#results .result-link',
    query: '',
  },
  exact: {
    queries: ['shat', 'ash', 'rath', 'kshatr', 'agn', 'partha', 'vasishth'],
    unnamed: [],
    questions: [],
    verses: [],
    broad: 'a',
    result: '#exact-results li',
    query: '?mode=exact',
  },
};
type Mode = keyof typeof MODES;

function timeFirstResult(page: Page, result: string, query: string): Promise<number> {
  return page.evaluate(
    ({ result, query }) =>
      new Promise<number>((done, fail) => {
        const box = document.querySelector<HTMLInputElement>('#q');
        if (!box) return fail(new Error('no search box'));
        const started = performance.now();
        const check = () => {
          if (!document.querySelector(result)) return;
          observer.disconnect();
          clearTimeout(timer);
          done(performance.now() - started);
        };
        const observer = new MutationObserver(check);
        const timer = setTimeout(
          () => (observer.disconnect(), fail(new Error(`no result for "${query}" within 20 s`))),
          20_000,
        );
        observer.observe(document.body, { childList: true, subtree: true });
        box.focus();
        box.value = query;
        box.dispatchEvent(new Event('input', { bubbles: true }));
        check();
      }),
    { result, query },
  );
}

/** One visit: the first query (cold); without throttling also a later and a broad one (warm). */
async function visit(browser: Browser, base: string, mode: Mode, queries: string[], slow: boolean): Promise<number[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (slow) await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(`${base}/search/${MODES[mode].query}`, { waitUntil: 'load', timeout: 60_000 });
    const times: number[] = [];
    for (const query of queries) {
      if (times.length) {
        await page.fill('#q', '');
        await page.waitForFunction((sel) => !document.querySelector(sel), MODES[mode].result, { timeout: 10_000 });
      }
      times.push(await timeFirstResult(page, MODES[mode].result, query));
    }
    return times;
  } finally {
    await context.close();
  }
}

/**
 * What reading a query's script adds to the search page: src/search/script.ts as the browser gets
 * it (minified, gzipped), and Sanscript bundled for the same one call, the baseline it replaces
 * (the library cannot be tree-shaken: its schemes are assigned as side effects of one module).
 */
export async function transliterationBytes(root: string): Promise<Record<string, number>> {
  const gzipped = async (contents: string) => {
    const out = await build({
      stdin: { contents, resolveDir: root, loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    return gzipSync(out.outputFiles[0].contents, { level: 9 }).length;
  };
  return {
    search_transliteration_gz_bytes: await gzipped("export { readScript } from './src/search/script.ts';"),
    search_sanscript_gz_bytes: await gzipped(
      "import S from '@indic-transliteration/sanscript'; export const read = (q: string) => S.t(q, 'devanagari', 'iast');",
    ),
  };
}

/** Medians per mode (ms), the headline figures (the slower mode's), and the failures. */
export async function measureSearch(
  browser: Browser,
  base: string,
  visits = 7,
): Promise<{ figures: Record<string, number>; failures: string[] }> {
  const samples: Record<string, number[]> = {};
  const failures: string[] = [];
  const add = (key: string, ms: number) => (samples[key] ??= []).push(ms);
  // One untimed visit per mode: the server's own first requests are not the page's cost.
  for (const mode of ['fulltext', 'exact'] as const)
    await visit(browser, base, mode, ['horse'], false).catch(() => undefined);
  for (let i = 0; i < visits; i++) {
    for (const mode of ['fulltext', 'exact'] as const) {
      const { queries, broad } = MODES[mode];
      try {
        const [cold, warm, wide] = await visit(
          browser,
          base,
          mode,
          [queries[i % 7], queries[(i + 3) % 7], broad],
          false,
        );
        add(`${mode}_ms`, cold);
        add(`${mode}_warm_ms`, warm);
        add(`${mode}_broad_warm_ms`, wide);
        // Slow 4G: fewer visits (each takes seconds).
        if (i < 5) add(`${mode}_slow4g_ms`, (await visit(browser, base, mode, [queries[i]], true))[0]);
        const unnamed = MODES[mode].unnamed[i % 7];
        if (unnamed) {
          add(`${mode}_unnamed_ms`, (await visit(browser, base, mode, [unnamed], false))[0]);
          if (i < 5) add(`${mode}_unnamed_slow4g_ms`, (await visit(browser, base, mode, [unnamed], true))[0]);
        }
        const verse = MODES[mode].verses[i % 7];
        // a verse the build cannot find (main before issue 35) is a failure of its own, not the visit's
        if (verse)
          await visit(browser, base, mode, [verse], false).then(
            ([ms]) => add(`${mode}_verse_ms`, ms),
            (error: Error) => failures.push(`${mode} verse "${verse}": ${error.message.split('\n')[0]}`),
          );
        const question = MODES[mode].questions[i % 7];
        if (question) {
          add(`${mode}_question_ms`, (await visit(browser, base, mode, [question], false))[0]);
          if (i < 5) add(`${mode}_question_slow4g_ms`, (await visit(browser, base, mode, [question], true))[0]);
        }
      } catch (error) {
        failures.push(`${mode} "${queries[i % 7]}": ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [`search_${k}`, Math.round(median(v))]));
  return {
    figures: {
      search_first_result_ms: Math.max(m.search_fulltext_ms, m.search_exact_ms),
      search_slow4g_first_ms: Math.max(m.search_fulltext_slow4g_ms, m.search_exact_slow4g_ms),
      search_broad_warm_ms: Math.max(m.search_fulltext_broad_warm_ms, m.search_exact_broad_warm_ms),
      ...m,
      ...(await transliterationBytes(resolve(import.meta.dirname, '..'))),
      search_failures: failures.length,
    },
    failures,
  };
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..');
  const server = await bundledServer(join(root, 'dist'));
  const browser = await launchChromium();
  try {
    const { figures, failures } = await measureSearch(
      browser,
      server.base,
      Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 7),
    );
    console.log(JSON.stringify({ ...figures, failures }, null, 2));
    if (process.argv.includes('--write')) {
      const path = join(root, 'bench/latest.json');
      const latest = JSON.parse(readFileSync(path, 'utf8'));
      writeFileSync(
        path,
        `${JSON.stringify({ ...latest, ...figures, search_measured_at: new Date().toISOString() }, null, 2)}\n`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
