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
  const href = await page.locator('a.json-link').first().getAttribute('href');
  expect(href).toBe('/rv/v2/meta/book/3.json');
  const rows = (await (await page.request.get(href!)).json()) as { sukta: number; sungfor: string }[];
  expect(rows.some((r) => r.sukta === 62 && r.sungfor === 'Savita')).toBe(true);
});

test('search, exact mode over poets equals the API', async ({ page, request }) => {
  await page.goto('/search/');
  await page.getByLabel('Exact (as the API)').check();
  await page.locator('#exact-endpoint').selectOption('rv|/poet/{sungby}');
  await page.locator('#exact-q').fill('tra');
  const api = (await (await request.get('/rv/v2/meta/poet/tra')).json()) as unknown[];
  await expect(page.locator('#exact-status')).toContainText(`${api.length} results`);
  await expect(page.locator('#exact-results li')).toHaveCount(Math.min(200, api.length));
});

test('search, full text with a filter finds verse pages', async ({ page }) => {
  await page.goto('/search/');
  await page.locator('#pagefind input').fill('Savita');
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: 15_000 });
});

test('a verse shows its IAST beside the Devanagari on desktop, below it on a phone', async ({ page }, testInfo) => {
  for (const [width, side] of [[1280, true], [390, false]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/rigveda/10/129/1/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rig Veda 10.129.1');
    await expect(page.locator('main')).toContainText('Nasadiya Sukta');
    const nagari = page.locator('.verse-text .nagari');
    const iast = page.locator('.verse-text .iast');
    await expect(nagari).toContainText('नासदासीन्नो');
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
