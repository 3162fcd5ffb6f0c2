/** The search page as readers use it: linked queries in both modes, the header form, phones, loading. */
import { expect, test } from '@playwright/test';

test('a linked full-text search runs on load, and typing keeps the address linkable', async ({ page }) => {
  await page.goto('/search/?q=karna');
  await expect(page.locator('#q')).toHaveValue('karna');
  await expect(page.locator('#results .result-link').first()).toHaveAttribute('href', '/mahabharata/persons/karn/', {
    timeout: 15_000,
  });
  await expect(page.locator('#results .result').first().locator('.type')).toHaveText('person');
  // The excerpt is the record's prose, not its facts run together.
  await expect(page.locator('#results .result').first().locator('.excerpt')).not.toContainText('personmale');
  await page.locator('#q').fill('gandiva');
  await expect(page.locator('#results .result-link').first()).toHaveAttribute('href', '/mahabharata/weapons/gandiv/');
  expect(new URL(page.url()).search).toBe('?q=gandiva');
  // The address opens the same search.
  await page.goto(page.url());
  await expect(page.locator('#results .result-link').first()).toHaveAttribute('href', '/mahabharata/weapons/gandiv/', {
    timeout: 15_000,
  });
});

test('a linked exact search resolves the epic names as the API does', async ({ page, request }) => {
  await page.goto('/search/?q=partha&mode=exact');
  await expect(page.locator('input[name=mode][value=exact]')).toBeChecked();
  const section = page.locator('#exact-results section[data-field=mb-names]');
  await expect(section.locator('a.record')).toHaveText(['Arjun'], { timeout: 15_000 });
  await expect(section.locator('a.record')).toHaveAttribute('href', '/mahabharata/persons/arjun/');
  await expect(section.locator('li code')).toHaveText('/mb/v2/persons/partha');
  const api = (await (await request.get('/mb/v2/persons/partha')).json()) as { name: string };
  expect(api.name).toBe('Arjun');
});

test('exact mode answers a spelling the data writes otherwise, in the data’s spelling', async ({ page, request }) => {
  await page.goto('/search/?q=vasishtha&mode=exact&field=rv-poet');
  await expect(page.locator('#exact-endpoint')).toHaveValue('rv-poet');
  const asTyped = (await (await request.get('/rv/v2/meta/poet/vasishtha')).json()) as unknown[];
  const asSpelt = (await (await request.get('/rv/v2/meta/poet/vasishth')).json()) as {
    mandal: number;
    sukta: number;
  }[];
  expect(asTyped).toHaveLength(0);
  expect(asSpelt.length).toBeGreaterThan(50);
  await expect(page.locator('#search-status')).toContainText(
    `0 results, as /rv/v2/meta/poet/vasishtha (and ${asSpelt.length} results in the data's spelling)`,
    { timeout: 15_000 },
  );
  const section = page.locator('#exact-results section[data-field=rv-poet]');
  await expect(section.locator('h3')).toHaveText([`Spelt “vasishth” in the data: ${asSpelt.length} results`]);
  const more = section.locator('ol[data-answer=spelling] + button.more');
  while (await more.isVisible()) await more.click();
  expect(await section.locator('ol[data-answer=spelling] li a.record').allTextContents()).toEqual(
    asSpelt.map((r) => `${r.mandal}.${r.sukta}`),
  );
});

test('exact mode over everything: nouns, hymns and the epic in one answer', async ({ page }) => {
  await page.goto('/search/?q=indra&mode=exact');
  await expect(page.locator('#search-status')).toContainText('results in 6 fields', { timeout: 15_000 });
  await expect(page.locator('#search-status')).not.toContainText('…');
  const fields = await page
    .locator('#exact-results section')
    .evaluateAll((s) => s.map((e) => (e as HTMLElement).dataset.field));
  expect(fields).toEqual(expect.arrayContaining(['mb-names', 'rv-god', 'rv-poet']));
  await expect(page.locator('#exact-results section[data-field=mb-names] a.record')).toHaveText(['Indra']);
});

test('the header search box works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/mahabharata/');
  const box = page.getByRole('search').getByLabel('Search the site');
  await box.fill('arjuna');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=arjuna$/);
  await context.close();
});

test('the search page asks, while it loads, for what its mode needs and nothing else', async ({ page }) => {
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/search/?mode=exact&field=rv-poet', { waitUntil: 'networkidle' });
  expect(requested).toContain('/_index/rv.json');
  expect(requested.filter((p) => p.startsWith('/pagefind/') || p === '/_index/vs.json')).toEqual([]);
  requested.length = 0;
  await page.goto('/search/', { waitUntil: 'networkidle' });
  expect(requested).toEqual(expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json']));
  expect(requested.some((p) => /^\/pagefind\/wasm\.\w+\.pagefind$/.test(p))).toBe(true);
  expect(requested.filter((p) => p.startsWith('/_index/'))).toEqual([]);
  // each preloaded file is fetched once: Pagefind takes the preloaded copy
  expect(new Set(requested).size).toBe(requested.length);
  expect(errors).toEqual([]);
});

test('a spelling only the skeleton meets: the named record first, and the count is what is listed', async ({
  page,
}) => {
  await page.goto('/search/?q=Yudhistira');
  await expect(page.locator('#results .result-link').first()).toHaveAttribute(
    'href',
    '/mahabharata/persons/yudhishthir/',
    {
      timeout: 15_000,
    },
  );
  // the list is whole once it is no longer busy: only then is the count taken
  await expect(page.locator('#results')).not.toHaveAttribute('aria-busy');
  await expect(page.locator('#search-status')).toContainText('result');
  await expect(page.locator('#more')).toBeHidden();
  const listed = await page.locator('#results .result').count();
  await expect(page.locator('#search-status')).toHaveText(
    `${listed} result${listed === 1 ? '' : 's'} for “Yudhistira”`,
  );
});

test('a query asks for its index chunk as it is typed, and Pagefind takes that copy', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/pagefind/index/')) chunks.push(path);
  });
  await page.goto('/search/?q=mustard');
  await expect(page.locator('#results .result-link').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(chunks.length).toBeGreaterThan(0);
  expect(new Set(chunks).size).toBe(chunks.length);
  const preloaded = await page
    .locator('link[rel=preload][href^="/pagefind/index/"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloaded.length).toBeGreaterThan(0);
  expect(chunks).toEqual(expect.arrayContaining(preloaded));
});

test('the first query loads no filter files; opening the filters does', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/search/?q=indra');
  await expect(page.locator('#results .result-link').first()).toHaveAttribute('href', '/rigveda/beings/indra/', {
    timeout: 15_000,
  });
  expect(requested.filter((p) => p.startsWith('/pagefind/filter/'))).toEqual([]);
  expect(requested.filter((p) => p.startsWith('/pagefind/pagefind-ui'))).toEqual([]);
  await page.locator('#filters summary').click();
  await expect(page.locator('#filter-groups fieldset').first()).toBeVisible();
  expect(requested.filter((p) => p.startsWith('/pagefind/filter/')).length).toBeGreaterThan(0);
});

test('a query that names a record asks one name shard for it and loads only the fragments of the results it shows', async ({
  page,
}) => {
  const fragments: string[] = [];
  const shards: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/pagefind/fragment/')) fragments.push(path);
    if (path.startsWith('/pagefind/names/')) shards.push(path);
  });
  await page.goto('/search/?q=horse');
  // "horse" names the noun ashv (the reviewed table); it comes first, ten results are shown
  await expect(page.locator('#results .result-link').first()).toHaveAttribute('href', '/nouns/word/ashv/', {
    timeout: 15_000,
  });
  await expect(page.locator('#results .result-link')).toHaveCount(10);
  await expect(page.locator('#results .result-link[href="/nouns/word/ashv/"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(shards).toEqual(['/pagefind/names/hor.json']);
  // the nine shown from Pagefind, and ashv's own where Pagefind lists it among them (skipped)
  expect(fragments.length).toBeGreaterThanOrEqual(9);
  expect(fragments.length).toBeLessThanOrEqual(10);
});

test('with a filter set, the name rule orders Pagefind’s results from their fragments', async ({ page }) => {
  const fragments: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/pagefind/fragment/')) fragments.push(r.url());
  });
  await page.goto('/search/?q=horse');
  await expect(page.locator('#results .result-link').first()).toHaveAttribute('href', '/nouns/word/ashv/', {
    timeout: 15_000,
  });
  await page.locator('#filters summary').click();
  await page.locator('#filter-groups input[name=kind][value=noun]').check();
  await expect(page.locator('#search-status')).toContainText('result');
  await expect(page.locator('#results .result-link').first()).toHaveAttribute('href', '/nouns/word/ashv/');
  await page.waitForLoadState('networkidle');
  // the ten shown and the few matched in a name or spelling (rerank.ts, mayBeNamed), not the top forty
  expect(fragments.length).toBeLessThan(40);
});

test('on a 390 px phone the first result is above the fold and the filters are folded', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/search/?q=arjun');
  const first = page.locator('#results .result').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  const box = (await first.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await expect(page.locator('#filters')).not.toHaveAttribute('open');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('search-phone.png') });
  // the exact mode's field list (long labels) stays within the screen
  await page.goto('/search/?q=partha&mode=exact');
  await expect(page.locator('#exact-results li').first()).toBeVisible({ timeout: 15_000 });
  const select = (await page.locator('#exact-endpoint').boundingBox())!;
  expect(select.x + select.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('search-exact-phone.png') });
  await page.goto('/mahabharata/persons/arjun/');
  await page.screenshot({ path: testInfo.outputPath('header-phone.png') });
  await context.close();
});

test('desktop search page', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search/?q=soma');
  await expect(page.locator('#results .result').first()).toBeVisible({ timeout: 15_000 });
  await page.locator('#filters summary').click();
  await expect(page.locator('#filter-groups fieldset').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-desktop.png'), fullPage: true });
});
