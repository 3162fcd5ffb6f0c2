/** Browsing the epic in real Chromium: family trees, the timeline, route maps, search with a filter. */
import { expect, test, type Page, type TestInfo } from '@playwright/test';

async function shoot(page: Page, testInfo: TestInfo, name: string, selector = 'figure.picture svg') {
  const picture = page.locator(selector).first();
  await expect(picture).toBeVisible();
  const path = testInfo.outputPath(`${name}.png`);
  await picture.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('person → family tree → parent', async ({ page }, testInfo) => {
  await page.goto('/mahabharata/persons/arjun/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arjun');
  const tree = page.locator('figure.picture svg').first();
  await expect(tree).toHaveAttribute('role', 'img');
  await shoot(page, testInfo, 'family-tree-arjun');
  // the people of the tree are linked in the list under it, in reading order
  await page.locator('figure.picture .picture-list a[href="/mahabharata/persons/kunti/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kunti');
  await expect(page.locator('dl.facts')).toContainText('Arjun');
});

test('event timeline → event → person', async ({ page }, testInfo) => {
  await page.goto('/mahabharata/events/');
  await shoot(page, testInfo, 'timeline', 'figure.picture .only-wide svg');
  await page.getByRole('link', { name: 'Dice game', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dice game');
  await page.locator('dl.facts').getByRole('link', { name: 'Shakuni', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shakuni');
});

test('journey → route map', async ({ page }, testInfo) => {
  await page.goto('/mahabharata/journeys/');
  await page.getByRole('link', { name: 'Jarasandh killing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journey: Jarasandh killing');
  // towns of the route without the country after each ("(India)"); other countries stay named
  await expect(page.locator('#route')).toContainText('Patna → Rajgir');
  await expect(page.locator('#route')).not.toContainText('(India)');
  await expect(page.locator('#route')).toContainText('Mithila (Nepal)');
  await shoot(page, testInfo, 'route-map-jarasandh');
  const json = await page.locator('a.json-link').first().getAttribute('href');
  const body = await (await page.request.get(json!)).json();
  expect(body.journeyRouteFull[3].pathNameEpic).toBe('Mithila to Magadh');
});

test("a record page shows its sources by the works' names", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/mahabharata/persons/bahlik/');
  const sources = page.locator('section.sources');
  await expect(sources.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await expect(sources).toContainText('The Mahabharata, translated by K. M. Ganguli, Udyoga Parva, section 149');
  await expect(sources).toContainText('S. Sörensen, An Index to the Names in the Mahābhārata, entry Bālhīka');
  await expect(sources).toContainText('Death');
  // one click to the source: Ganguli's section at sacred-texts, Sörensen's entry in the Cologne edition
  await expect(sources.getByRole('link', { name: 'Udyoga Parva, section 149' })).toHaveAttribute(
    'href',
    'https://www.sacred-texts.com/hin/m05/m05149.htm',
  );
  await expect(sources.getByRole('link', { name: /^entry Bālhīka/ }).first()).toHaveAttribute(
    'href',
    /\/INMScan\/.*key=bAlhIka&/,
  );
  // the name in Sanskrit, marked as such and given to search
  await expect(page.locator('[data-pagefind-meta="sanskrit"]')).toHaveText('Bāhlika · बाह्लिक');
  await expect(page.locator('[data-pagefind-meta="sanskrit"] [lang="sa"]')).toHaveCount(2);
  await sources.screenshot({ path: testInfo.outputPath('sources-bahlik-390.png') });
  // and the JSON of the same person has none
  const body = await (await page.request.get('/mb/v2/persons/Bahlik.json')).json();
  expect(JSON.stringify(body)).not.toContain('citations');
});

test('a record the original documentation published credits it apart from the passages that tell it', async ({
  page,
}) => {
  await page.goto('/mahabharata/events/abhimanyu-killing/');
  const sources = page.locator('section.sources');
  // the evidence: a passage of the epic, listed as a citation
  await expect(sources.locator('li[data-work="critical-edition"]')).toContainText('7.44');
  // the provenance: credited below the list, never listed as a citation
  await expect(sources.locator('li[data-work="indica-docs"]')).toHaveCount(0);
  await expect(sources.locator('p.provenance')).toContainText('Indica documentation, §1');
  // and the JSON of the same event has neither
  const body = await (await page.request.get('/mb/v2/events/Abhimanyu%20killing.json')).json();
  expect(JSON.stringify(body)).not.toMatch(/citations|provenance/);
});

test('place page with a locator map', async ({ page }, testInfo) => {
  await page.goto('/mahabharata/places/indraprastha/');
  await expect(page.locator('dl.facts')).toContainText('Delhi');
  await shoot(page, testInfo, 'locator-indraprastha');
});

test('search with a filter: persons of the Pandav clan', async ({ page }) => {
  await page.goto('/search/');
  // The search page offers the epic's filters…
  await page.locator('#q').fill('Kunti');
  await expect(page.locator('#results .result-link').first()).toBeVisible({ timeout: 15_000 });
  await page.locator('#filters summary').click();
  await expect(page.locator('#filter-groups legend', { hasText: /^Clan$/ })).toBeVisible({ timeout: 20_000 });
  // …which narrow the results shown…
  await page.locator('#filter-groups input[name=clan][value=Pandav]').check();
  await expect(page.locator('#results .result-link').first()).toBeVisible();
  const shown = await page
    .locator('#results .result-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(shown.every((h) => h.startsWith('/mahabharata/persons/'))).toBe(true);
  // …and the index answers a filtered search: only Pandav persons, fewer than without the filter.
  const results = await page.evaluate(async () => {
    const script = '/pagefind/pagefind.js';
    const pagefind = await import(script);
    const all = await pagefind.search('Kunti');
    const pandav = await pagefind.search('Kunti', { filters: { clan: 'Pandav' } });
    const urls = await Promise.all(
      pandav.results.map(async (r: { data(): Promise<{ url: string; filters: Record<string, string[]> }> }) =>
        r.data(),
      ),
    );
    return { all: all.results.length, urls: urls.map((d) => d.url), clans: urls.map((d) => d.filters.clan) };
  });
  expect(results.urls.length).toBeGreaterThan(0);
  expect(results.urls.length).toBeLessThan(results.all);
  expect(results.urls).toContain('/mahabharata/persons/arjun/');
  expect(results.clans.every((c) => c?.includes('Pandav'))).toBe(true);
});

test('pictures are there without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const url of [
    '/mahabharata/persons/karn/',
    '/mahabharata/events/',
    '/mahabharata/journeys/jarasandh-killing/',
    '/rigveda/',
  ]) {
    await page.goto(url);
    await expect(page.locator('figure.picture svg').first()).toBeVisible();
  }
  // the Kuru line is an outline drawn in HTML and CSS (kuru-line.spec.ts)
  await page.goto('/mahabharata/family/');
  await expect(page.locator('ul.line-tree #line-arjun')).toBeVisible();
  await context.close();
});
