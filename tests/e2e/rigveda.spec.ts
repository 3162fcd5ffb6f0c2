/** Browsing and searching the hymn data in real Chromium. */
import { expect, test } from '@playwright/test';

test('mandal → sukta → verse → its JSON', async ({ page }, testInfo) => {
  await page.goto('/rigveda/');
  await page.getByRole('link', { name: 'Mandal 3' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rig Veda, mandal 3');
  await page.getByRole('link', { name: '3.62', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rig Veda sukta 3.62');
  await page.getByRole('link', { name: '3.62.10', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rig Veda 3.62.10: Gayatri Mantra');
  await expect(page.locator('dl.facts')).toContainText('Savita');
  await page.screenshot({ path: testInfo.outputPath('verse-page.png'), fullPage: true });
  // the verse's JSON is its hymn's rows, not the whole mandal
  const href = await page.locator('a.json-link').first().getAttribute('href');
  expect(href).toBe('/rv/v2/meta/sukta/3/62.json');
  const rows = (await (await page.request.get(href!)).json()) as { mandal: number; sukta: number; sungfor: string }[];
  expect(rows.every((r) => r.mandal === 3 && r.sukta === 62)).toBe(true);
  expect(rows.some((r) => r.sungfor === 'Savita')).toBe(true);
});

test('search, exact mode over poets equals the API, paged to the last row', async ({ page, request }) => {
  await page.goto('/search/');
  await page.getByLabel('Exact (as the API)').check();
  await page.locator('#exact-endpoint').selectOption('rv-poet');
  await page.locator('#q').fill('tra');
  const api = (await (await request.get('/rv/v2/meta/poet/tra')).json()) as {
    mandal: number;
    sukta: number;
    sungby: string;
  }[];
  await expect(page.locator('#search-status')).toContainText(`${api.length} results`);
  const list = page.locator('#exact-results section[data-field=rv-poet] ol[data-answer=api]');
  const more = page.locator('#exact-results section[data-field=rv-poet] ol[data-answer=api] + button.more');
  await expect(list.locator('li')).toHaveCount(Math.min(50, api.length));
  while (await more.isVisible()) await more.click();
  await expect(list.locator('li')).toHaveCount(api.length);
  expect(await list.locator('li a.record').allTextContents()).toEqual(api.map((r) => `${r.mandal}.${r.sukta}`));
  // Sukta, poet, being and meter: each a link.
  await expect(list.locator('li').first().locator('a')).toHaveCount(4);
});

test('search, full text with filters: the being first, then suktas of one mandal', async ({ page }) => {
  await page.goto('/search/');
  await page.locator('#q').fill('Savita');
  await expect(page.locator('#results .result-link').first()).toHaveAttribute('href', '/rigveda/beings/savita/', {
    timeout: 15_000,
  });
  await page.locator('#filters summary').click();
  await page.locator('#filter-groups input[name=kind][value=sukta]').check();
  await page.locator('#filter-groups input[name=mandal][value="3"]').check();
  await expect(page.locator('#search-status')).toContainText('result');
  const hrefs = await page
    .locator('#results .result-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.every((h) => /^\/rigveda\/3\/\d+\/$/.test(h))).toBe(true);
});

test('a verse shows its IAST beside the Devanagari on desktop, below it on a phone', async ({ page }, testInfo) => {
  for (const [width, side] of [
    [1280, true],
    [390, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/rigveda/10/129/1/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rig Veda 10.129.1');
    await expect(page.locator('main')).toContainText('Nasadiya Sukta');
    const nagari = page.locator('.verse-text [data-layer="samhita"]');
    const iast = page.locator('.verse-text [data-layer="iast"]');
    expect((await nagari.textContent())!.replace(/[\u0951\u0952]/g, '')).toContain('नासदासीन्नो');
    await expect(iast).toContainText('nāsadāsīnno sadāsīttadānīṃ');
    const a = (await nagari.boundingBox())!;
    const b = (await iast.boundingBox())!;
    if (side) expect(b.x).toBeGreaterThan(a.x + a.width - 1);
    else expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    await page.screenshot({ path: testInfo.outputPath(`verse-iast-${width}.png`), fullPage: true });
  }
});

test('famous hymns are listed by name and lead to their suktas', async ({ page }) => {
  await page.goto('/rigveda/');
  await page.locator('#named-hymns').getByRole('link', { name: 'Purusha Sukta' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rig Veda sukta 10.90: Purusha Sukta');
});
