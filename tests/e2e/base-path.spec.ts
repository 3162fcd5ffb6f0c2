/**
 * The site built below a base path (`INDICA_PROFILE=lean INDICA_BASE=/indica/`, as a GitHub Pages
 * project site) in real Chromium, served by a plain static server that has nothing outside
 * /indica/: pages with their styles and scripts, navigation, both search modes, the sandbox and
 * the SQL page, with no request leaving the base.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASE, requireBaseDist, startPlainServer, type PlainServer } from '../support/base-build.ts';

let server: PlainServer;
let origin: string;

test.beforeAll(async () => {
  // The build below /indica/ is made once per test run (a few minutes when it is missing).
  test.setTimeout(900_000);
  server = await startPlainServer(await requireBaseDist());
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.close();
});

/** Every request of the page to this origin, with its status: all must stay below the base and succeed. */
function watch(page: Page): { url: string; status: number }[] {
  const seen: { url: string; status: number }[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(origin)) seen.push({ url: r.url().slice(origin.length), status: r.status() });
  });
  return seen;
}
const outside = (seen: { url: string; status: number }[]) =>
  seen.filter(({ url, status }) => !url.startsWith(BASE) || status >= 400);

test('pages under /indica/: styles, scripts, navigation and the header search stay below the base', async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto(`${origin}/indica/`);
  // The stylesheet applied: the page's header is laid out by site.css, not the browser's defaults.
  const sheets = await page.evaluate(() => [...document.styleSheets].map((s) => s.href ?? 'inline'));
  expect(sheets.some((href) => href.includes('/indica/_astro/'))).toBe(true);
  await page.locator('header.site a', { hasText: 'Mahabharata' }).first().click();
  await expect(page).toHaveURL(`${origin}/indica/mahabharata/`);
  await page.goto(`${origin}/indica/mahabharata/persons/partha/`);
  await expect(page).toHaveURL(`${origin}/indica/mahabharata/persons/arjun/`);
  await expect(page.locator('h1')).toContainText('Arjun');
  // The header's search form sends the reader to the search page below the base.
  await page.locator('#site-q').fill('karna');
  await page.locator('#site-q').press('Enter');
  await expect(page).toHaveURL(`${origin}/indica/search/?q=karna`);
  await expect(page.locator('#results .result-link').first()).toHaveAttribute('href', /^\/indica\//, {
    timeout: 20_000,
  });
  // The search page has its own form, not the header's.
  await expect(page.locator('#site-q')).toHaveCount(0);
  expect(outside(seen)).toEqual([]);
  expect(seen.length).toBeGreaterThan(3);
});

test('search under /indica/: full text, name shards and exact catalogs load from below the base', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${origin}/indica/search/?q=karna`);
  await expect(page.locator('#results .result-link').first()).toHaveAttribute(
    'href',
    '/indica/mahabharata/persons/karn/',
    { timeout: 20_000 },
  );
  await page.goto(`${origin}/indica/search/?q=partha&mode=exact`);
  const section = page.locator('#exact-results section[data-field=mb-names]');
  await expect(section.locator('a.record')).toHaveText(['Arjun'], { timeout: 20_000 });
  await expect(section.locator('a.record')).toHaveAttribute('href', '/indica/mahabharata/persons/arjun/');
  expect(seen.some(({ url }) => url.startsWith('/indica/pagefind/'))).toBe(true);
  expect(seen.some(({ url }) => url.startsWith('/indica/_index/'))).toBe(true);
  expect(outside(seen)).toEqual([]);
});

test('the sandbox under /indica/ loads its document and sends its requests below the base', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${origin}/indica/api/vs/try/`);
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Vedic nouns', { timeout: 20_000 });
  const op = page.locator('#operations-default-categoriesByCategory');
  await op.locator('.opblock-summary').first().click();
  await op.locator('tr[data-param-name="category"] input').fill('plant');
  const sent = page.waitForRequest((r) => r.url().includes('/categories/'));
  await op.getByRole('button', { name: 'Execute' }).click();
  // A plain static server has no rewrites: the request reaches the right place below the base
  // (the static host answers 404 for a path without `.json`, the bundled server would answer it).
  expect(new URL((await sent).url()).pathname).toBe('/indica/vs/v2/categories/plant');
  expect(seen.filter(({ url }) => !url.startsWith(BASE))).toEqual([]);
});

test('the SQL page under /indica/ loads its engine and database and links records below the base', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${origin}/indica/downloads/sql/?example=war-deaths`);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('#sql-status')).toContainText(/^\d+ rows in \d+ ms\.$/, { timeout: 30_000 });
  const link = page.locator('#sql-results tbody a').first();
  await expect(link).toHaveAttribute('href', /^\/indica\/mahabharata\//);
  expect(outside(seen)).toEqual([]);
});
