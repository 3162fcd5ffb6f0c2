/**
 * The requests of one search, in order, with their times: where a query's time goes. A fresh
 * browser context opens the search page, types the query as soon as the page has loaded (as the
 * search figures do) and lists every request from the page's first to the first result.
 *
 * `node bench/search-trace.ts <query> [--exact] [--slow4g]` over the dist/ there is.
 */
import { join, resolve } from 'node:path';
import { launchChromium } from './lib/pages.ts';
import { bundledServer } from './lib/serving.ts';
import { SLOW_4G } from './search.ts';

const root = resolve(import.meta.dirname, '..');
const query = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'arjun';
const exact = process.argv.includes('--exact');
const server = await bundledServer(join(root, 'dist'));
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (process.argv.includes('--slow4g'))
    await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', SLOW_4G);
  const start = Date.now();
  const lines: string[] = [];
  const at = () => String(Date.now() - start).padStart(6);
  const path = (url: string) => url.replace(server.base, '');
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
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
