/** Browsing and searching the nouns in real Chromium, against the bundled server over dist/. */
import { expect, test } from '@playwright/test';

test('home → nouns → category → noun → its JSON', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indica Static');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vedic nouns' }).click();
  await expect(page).toHaveURL(/\/nouns\/$/);
  await page.getByRole('link', { name: 'clothing' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category: clothing');
  const rows = page.locator('tbody tr');
  expect(await rows.count()).toBe(35);
  await rows.first().getByRole('link').click();
  await expect(page.locator('main')).toContainText('clothing');
  await page.screenshot({ path: testInfo.outputPath('noun-page.png'), fullPage: true });
  await testInfo.attach('noun-page', { path: testInfo.outputPath('noun-page.png'), contentType: 'image/png' });
  // the title is the noun in IAST; the API's key for it stands below
  const word = (await page.locator('.api-key code').textContent())!.trim();
  const jsonLink = page.locator('a.json-link').first();
  const href = await jsonLink.getAttribute('href');
  // the exact lookup: this word's records, not every word containing it
  expect(href).toBe(`/vs/v2/word/${encodeURIComponent(word.toLowerCase())}.json`);
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
  const body = (await response.json()) as { word: string; category: string }[];
  expect(body.some((r) => r.word === word && r.category === 'clothing')).toBe(true);
  expect(body.every((r) => r.word.toLowerCase() === word.toLowerCase())).toBe(true);
});

test('noun pages work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/nouns/word/aj/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aja, Ajā');
  await expect(page.locator('.api-key code')).toHaveText('aj');
  await expect(page.locator('table')).toContainText('animal');
  await expect(page.locator('table')).toContainText('tribe');
  await context.close();
});

test('search, full text mode: Pagefind finds a noun by its meaning', async ({ page }) => {
  await page.goto('/search/');
  await page.locator('#q').fill('mustard');
  await expect(page.locator('#results .result-link').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('#results .result-link', { hasText: 'Ābayu' })).toBeVisible();
  // Each result says what it is.
  await expect(page.locator('#results .result').first().locator('.type')).toHaveText('Vedic noun');
});

test('search, exact mode: results equal the API answer, every one reachable', async ({ page, request }) => {
  await page.goto('/search/');
  await page.getByLabel('Exact (as the API)').check();
  for (const [endpoint, q] of [
    ['words', 'shat'],
    ['descriptions', 'lyr'],
    ['words', 'ASHW'],
    ['descriptions', 'a'],
  ] as const) {
    await page.locator('#exact-endpoint').selectOption(endpoint === 'words' ? 'vs-words' : 'vs-descriptions');
    await page.locator('#q').fill(q);
    const api = (await (await request.get(`/vs/v2/${endpoint}/${encodeURIComponent(q.toLowerCase())}`)).json()) as {
      word: string;
      category: string;
    }[];
    await expect(page.locator('#search-status')).toContainText(`${api.length.toLocaleString('en')} result`);
    // The API's own answer (a spelling the data writes otherwise is listed apart).
    const list = page.locator('#exact-results section').first().locator('ol[data-answer=api]');
    const more = page.locator('#exact-results section').first().locator('ol[data-answer=api] + button.more');
    // Paged, never cut: "show more" until every answer is listed.
    while ((await more.count()) && (await more.isVisible())) await more.click();
    const shown = api.length ? await list.locator('li a.record').allTextContents() : [];
    expect(shown).toEqual(api.map((r) => r.word));
    // Every name in a result is a link: the noun and its category.
    if (api.length) await expect(list.locator('li').first().locator('a')).toHaveCount(2);
  }
});
