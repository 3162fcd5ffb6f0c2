/**
 * A hymn's text layers on the verse and sukta pages (issue 35): the agreed markup (data-layer) with
 * the imported text, the reader's switches (per layer and for the accents) remembered across a
 * reload, the commentary loaded only when a verse's fold is opened (and the sukta's commentary page
 * for a reader without JavaScript), no sideways scrolling on a phone, axe in light and dark at 390
 * and 1280 px with every layer on and a commentary open, and print showing only the chosen layers.
 */
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { wcagViolations } from '../support/axe.ts';
import { commentaryOfMandal, textsOfMandal, type VerseText } from '../../src/apis/rv/text.ts';

const root = join(import.meta.dirname, '..', '..');
const texts = (mandal: number): VerseText[] => textsOfMandal(mandal, root);
const firstCommentary = (mandal: number, sukta: number, verse: number): string =>
  commentaryOfMandal(mandal, root).find((c) => c.sukta === sukta && c.verse === verse)!.paragraphs[0]!.text;
const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' ').trim();
const LAYERS = ['samhita', 'pada', 'iast', 'pada-iast', 'english', 'commentary'];
const ACCENT = /[\u0951\u0952]/;

const m1 = texts(1);
const verse111 = m1.find((t) => t.sukta === 1 && t.verse === 1)!;
const gap = m1.find((t) => t.english === null)!;

/** Whether each layer of the scope is laid out (shown), by layer name. */
const shownLayers = (page: Page, scope: string) =>
  page
    .locator(scope)
    .evaluate((el) =>
      Object.fromEntries(
        [...el.querySelectorAll<HTMLElement>('[data-layer]')].map((e) => [
          e.dataset.layer!,
          e.getClientRects().length > 0,
        ]),
      ),
    );

test.describe('hymn text layers', () => {
  test('the verse page carries every layer with the imported text', async ({ page }) => {
    await page.goto('/rigveda/1/1/1/');
    for (const layer of LAYERS) await expect(page.locator(`[data-layer="${layer}"]`)).toHaveCount(1);
    const text = (layer: string) => page.locator(`[data-layer="${layer}"]`).textContent();
    expect(oneLine((await text('samhita'))!)).toBe(oneLine(verse111.samhita));
    expect(oneLine((await text('pada'))!)).toBe(oneLine(verse111.pada));
    expect(oneLine((await text('english'))!)).toBe(oneLine(verse111.english!));
    expect(await text('iast')).toContain('agnimīḷe purohitaṃ');
    expect(await text('pada-iast')).toContain('puraḥ-hitam');
    await expect(page.locator('figure.verse-text figcaption')).toContainText('Griffith');
    // the accented text asks for the webfont, and it is the one used
    const family = await page.locator('[data-layer="samhita"]').evaluate((e) => getComputedStyle(e).fontFamily);
    expect(family).toContain('Indica Vedic');
    // asked for after the first frame: wait until the face is in the document's set and loaded
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Indica Vedic' && f.status === 'loaded') &&
            document.fonts.check('16px "Indica Vedic"', 'अ॒ग्नि'),
        ),
      )
      .toBe(true);
  });

  test('a verse the digital Griffith lacks says so and links to the scans', async ({ page }) => {
    await page.goto(`/rigveda/${gap.mandal}/${gap.sukta}/${gap.verse}/`);
    const english = page.locator('[data-layer="english"][data-gap]');
    await expect(english).toContainText('missing');
    await expect(english.locator('a[href^="https://archive.org/"]')).toHaveCount(1);
  });

  test('every verse of a sukta page carries every layer, and no commentary', async ({ page, request }) => {
    await page.goto('/rigveda/1/164/');
    const verses = m1.filter((t) => t.sukta === 164);
    await expect(page.locator('ol.hymn-verses > li')).toHaveCount(verses.length);
    for (const v of [verses[0]!, verses.at(-1)!]) {
      for (const layer of LAYERS) await expect(page.locator(`li#v${v.verse} [data-layer="${layer}"]`)).toHaveCount(1);
      expect(oneLine((await page.locator(`li#v${v.verse} [data-layer="samhita"]`).textContent())!)).toBe(
        oneLine(v.samhita),
      );
    }
    const html = await (await request.get('/rigveda/1/164/')).text();
    expect(html).not.toContain(firstCommentary(1, 164, 1).slice(0, 40));
  });

  test('the switches hide and show each layer and the accents, remembered across a reload', async ({ page }) => {
    await page.goto('/rigveda/1/1/');
    const switches = page.locator('fieldset[data-layer-switches]');
    await expect(switches).toBeVisible();
    expect(Object.values(await shownLayers(page, 'li#v1')).every(Boolean)).toBe(true);
    await switches.getByLabel('English').uncheck();
    await switches.getByLabel('Padapāṭha').uncheck();
    expect(await shownLayers(page, 'li#v1')).toMatchObject({
      english: false,
      pada: false,
      'pada-iast': false,
      samhita: true,
    });
    await switches.getByLabel('Accents').uncheck();
    await expect(page.locator('li#v1 [data-layer="samhita"]')).toBeHidden();
    await expect(page.locator('li#v1 .plain-text')).toBeVisible();
    await page.reload();
    await expect(switches.getByLabel('English')).not.toBeChecked();
    await expect(switches.getByLabel('Accents')).not.toBeChecked();
    expect(await shownLayers(page, 'li#v1')).toMatchObject({ english: false, pada: false, iast: true, samhita: false });
    await expect(page.locator('li#v1 .plain-text')).toBeVisible();
    await switches.getByLabel('Padapāṭha').check();
    expect(await page.locator('li#v1 [data-layer="pada"]').textContent()).not.toMatch(ACCENT);
    await switches.getByLabel('Accents').check();
    await switches.getByLabel('English').check();
    expect(oneLine((await page.locator('li#v1 [data-layer="pada"]').textContent())!)).toBe(oneLine(verse111.pada));
    await expect(page.locator('li#v1 .plain-text')).toBeHidden();
    await page.goto('/rigveda/1/1/1/');
    expect(Object.values(await shownLayers(page, 'main')).every(Boolean)).toBe(true);
  });

  test('the commentary loads only when a verse is opened', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/rigveda/1/1/');
    await page.waitForLoadState('networkidle');
    expect(asked.filter((p) => p.includes('commentary') || p.includes('/meta/text/'))).toEqual([]);
    const fold = page.locator('li#v1 details[data-layer="commentary"]');
    await fold.locator('summary').click();
    await expect(fold.locator('p.commentary-text').first()).toHaveText(firstCommentary(1, 1, 1));
    await expect(fold).toHaveAttribute('data-loaded', '');
    expect(asked.some((p) => p.includes('/1/1/1.json') || p.endsWith('/rigveda/1/1/commentary/'))).toBe(true);
  });

  test('without JavaScript every text layer shows and the commentary page has each verse', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/rigveda/1/1/1/');
    await expect(page.locator('fieldset[data-layer-switches]')).toBeHidden();
    expect(Object.values(await shownLayers(page, 'main')).every(Boolean)).toBe(true);
    await expect(page.locator('.plain-text')).toBeVisible();
    const link = page.locator('details[data-layer="commentary"] a[href$="/rigveda/1/1/commentary/#v1"]');
    await page.locator('details[data-layer="commentary"] summary').click();
    await link.click();
    await expect(page).toHaveURL(/\/rigveda\/1\/1\/commentary\/#v1$/);
    await expect(page.locator('section#v1 p[lang="sa-Deva"]').first()).toHaveText(firstCommentary(1, 1, 1));
    await expect(page.locator('section.commentary-verse')).toHaveCount(m1.filter((t) => t.sukta === 1).length);
    await context.close();
  });

  test('print shows the chosen layers only', async ({ page }) => {
    await page.goto('/rigveda/1/1/');
    const switches = page.locator('fieldset[data-layer-switches]');
    await switches.getByLabel('English').uncheck();
    await switches.getByLabel('IAST').uncheck();
    await page.locator('li#v2 details[data-layer="commentary"] summary').click();
    await expect(page.locator('li#v2 p.commentary-text').first()).toBeVisible();
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    expect(await shownLayers(page, 'li#v1')).toEqual({
      samhita: true,
      iast: false,
      pada: true,
      'pada-iast': false,
      english: false,
      commentary: false,
    });
    expect(await shownLayers(page, 'li#v2')).toMatchObject({ samhita: true, english: false, commentary: true });
    await expect(page.locator('li#v2 p.commentary-text').first()).toBeVisible();
    await expect(switches).toBeHidden();
  });
});

for (const width of [390, 1280])
  test.describe(`hymn layers at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    // axe over a 52-verse hymn takes its time on a busy machine
    test.describe.configure({ timeout: 120_000 });
    for (const path of ['/rigveda/1/164/', '/rigveda/1/164/46/'])
      for (const scheme of ['light', 'dark'] as const)
        test(`${path} in ${scheme}: every layer on, a commentary open: no sideways scrolling, axe finds nothing`, async ({
          page,
        }, testInfo) => {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(path);
          const fold = page.locator('details[data-layer="commentary"]').first();
          await fold.locator('summary').click();
          await expect(fold).toHaveAttribute('data-loaded', '');
          await page.evaluate(() => document.fonts.ready);
          const widths = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            window: window.innerWidth,
          }));
          expect.soft(widths.scroll, 'no sideways scrolling').toBeLessThanOrEqual(widths.window);
          const shot = testInfo.outputPath(`${path.replace(/\W+/g, '-')}-${width}-${scheme}.png`);
          await page.screenshot({ path: shot, fullPage: path.split('/').length > 5 });
          await testInfo.attach(`${path} at ${width} px, ${scheme}`, { path: shot, contentType: 'image/png' });
          expect.soft(await wcagViolations(page), 'axe violations').toEqual([]);
        });
  });
