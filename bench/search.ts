/**
 * The search figures alone, over the dist/ there is (no build): `node bench/search.ts [visits] [--write]`.
 * Starts the bundled server on a free port and measures as `npm run bench` does (bench/lib/search.ts).
 * With --write the figures replace the search figures of bench/latest.json (marked with their own
 * time and load average), for `node bench/readme.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from './lib/browser.ts';
import { measureSearch, summariseSearch } from './lib/search.ts';
import { startServer } from './lib/servers.ts';

const root = resolve(import.meta.dirname, '..');
const visits = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 7);
const server = await startServer('bundled', join(root, 'dist'));
const browser = await launchChromium();
try {
  const load = loadavg()[0];
  const figures = await measureSearch(browser, server.base, visits);
  // JavaScript the search page transfers when it opens, before any query (compressed as sent).
  const context = await browser.newContext();
  const page = await context.newPage();
  let jsBytes = 0;
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') void request.sizes().then((sz) => (jsBytes += sz.responseBodySize));
  });
  await page.goto(`${server.base}/search/`, { waitUntil: 'networkidle' });
  await context.close();
  const s = summariseSearch(figures);
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(s).map(([k, v]) => [`search_${k}`, v]));
  Object.assign(out, { search_fulltext_fastest_ms: Math.round(Math.min(...figures.fulltext_ms)), search_page_js_kb: Math.round(jsBytes / 102.4) / 10, search_failures: figures.failures.length, search_measured_at: new Date().toISOString(), search_loadavg: Math.round(load * 100) / 100 });
  console.log(JSON.stringify({ ...out, chromium: browser.version(), failures: figures.failures, raw: figures }, null, 2));
  if (process.argv.includes('--write')) {
    const path = join(root, 'bench/latest.json');
    const latest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> & { details?: Record<string, unknown> };
    for (const key of Object.keys(latest)) if (key.startsWith('search_') && !['search_files', 'search_bytes'].includes(key)) delete latest[key];
    Object.assign(latest, out);
    latest.details = { ...latest.details, search: figures };
    writeFileSync(path, `${JSON.stringify(latest, null, 2)}\n`);
    console.error('bench/latest.json: search figures replaced');
  }
} finally {
  await browser.close();
  await server.stop();
}
