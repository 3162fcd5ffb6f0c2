/** The downloads page and SQL in the browser (sql.js over the SQLite download), in real Chromium. */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '../../dist');
const version = JSON.parse(readFileSync(join(dist, 'downloads/datapackage.json'), 'utf8')).version as string;

test('downloads page: version, every file with its size, and the files download', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  await expect(page.locator('#data-version')).toHaveText(version);
  const files = page.locator('#files tbody tr');
  await expect(files).toHaveCount(13);
  await expect(page.locator('#files')).toContainText('indica.sqlite');
  await expect(page.locator('#files')).toContainText(/\d+\.\d MB/);
  expect(await page.locator('#tables tbody tr').count()).toBeGreaterThan(40);
  await expect(page.locator('#cite')).toBeVisible();
  const sqlite = await page.request.get(
    (await page.getByRole('link', { name: 'indica.sqlite' }).getAttribute('href')) as string,
  );
  expect(sqlite.status()).toBe(200);
  expect(sqlite.headers()['content-type']).toBe('application/vnd.sqlite3');
  expect(
    Buffer.from(await sqlite.body())
      .subarray(0, 15)
      .toString(),
  ).toBe('SQLite format 3');
  const csv = await page.request.get('/downloads/csv/persons.csv');
  expect((await csv.text()).split('\n')[0]).toMatch(/^name,iast,devanagari,shortDesc,gender,clan,/);
  for (const [width, name] of [
    [390, 'downloads-phone'],
    [1280, 'downloads-desktop'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
  }
});

test("SQL page: run an example, see rows, follow a link to a record's page", async ({ page }, testInfo) => {
  await page.goto('/downloads/sql/?example=war-deaths');
  await expect(page.locator('#sql-example')).toHaveValue('war-deaths');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('#sql-status')).toContainText(/^\d+ rows in \d+ ms\.$/, { timeout: 20_000 });
  const rows = page.locator('#sql-results tbody tr');
  expect(await rows.count()).toBeGreaterThan(50);
  await expect(page.locator('#sql-results thead')).toHaveText(/day\s*victim\s*killer\s*event/);
  await expect(page.locator('#sql-results thead')).not.toContainText('victim_page');
  const abhimanyu = page.locator('#sql-results tbody tr', { hasText: 'Abhimanyu' }).first();
  await expect(abhimanyu.locator('td').first()).toHaveText('13');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('sql-phone.png'), fullPage: false });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scrolling at 390 px (the results table scrolls in its box)').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('sql-desktop.png'), fullPage: false });
  await abhimanyu.getByRole('link', { name: 'Abhimanyu' }).click();
  await expect(page).toHaveURL(/\/mahabharata\/persons\/abhimanyu\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abhimanyu');
});

test('SQL page: an edited query runs, and an error is shown as an error', async ({ page }) => {
  await page.goto('/downloads/sql/');
  await page
    .locator('#sql-text')
    .fill("SELECT word, page AS word_page, category FROM nouns WHERE category = 'tree' ORDER BY id");
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('#sql-status')).toContainText(/rows in/, { timeout: 20_000 });
  const api = (await (await page.request.get('/vs/v2/categories/tree.json')).json()) as { word: string }[];
  await expect(page.locator('#sql-results tbody tr')).toHaveCount(api.length);
  await expect(page.locator('#sql-results tbody tr td:first-child a')).toHaveText(api.map((n) => n.word));
  await page.locator('#sql-text').fill('SELECT * FROM nowhere');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('#sql-status')).toContainText('Error: no such table: nowhere');
  await expect(page.locator('#sql-results')).toBeHidden();
});

test('SQL page without JavaScript says so, shows the query and links the database', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/downloads/sql/');
  // Chromium's parser keeps <noscript> as text even with scripts off, so the message is read from the markup.
  expect(await page.locator('noscript').innerHTML()).toContain('This page needs JavaScript');
  await expect(page.locator('#sql-text')).toHaveValue(/FROM deaths/);
  await expect(page.getByRole('link', { name: 'SQLite database' })).toHaveAttribute('href', '/downloads/indica.sqlite');
  await context.close();
});
