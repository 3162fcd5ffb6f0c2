/**
 * Every page type of the site at a phone width (390 px) and a desktop width (1280 px), in real
 * Chromium: axe (WCAG 2.x A and AA) finds nothing, nothing scrolls sideways, text in pictures
 * renders at 11 px or more, and a full-page screenshot is kept under test-results/.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** One page of each type (the busiest one where a type's pages differ much in size). */
const PAGE_TYPES: [type: string, path: string][] = [
  ['home', '/'],
  ['about', '/about/'],
  ['search', '/search/'],
  ['not found', '/no-such-page/'],
  ['api index', '/api/'],
  ['api reference vs', '/api/vs/'],
  ['api reference rv', '/api/rv/'],
  ['api reference mb', '/api/mb/'],
  ['nouns index', '/nouns/'],
  ['nouns a-z', '/nouns/a-z/'],
  ['nouns category', '/nouns/category/animal/'],
  ['nouns group', '/nouns/group/things/'],
  ['noun', '/nouns/word/ashvatth/'],
  ['rigveda index', '/rigveda/'],
  ['mandal', '/rigveda/1/'],
  ['sukta', '/rigveda/1/1/'],
  ['sukta, a long hymn whole', '/rigveda/1/164/'],
  ['verse', '/rigveda/1/1/1/'],
  ['poets index', '/rigveda/poets/'],
  ['poet', '/rigveda/poets/vasishth-maitravaruni/'],
  ['poet category', '/rigveda/poet-categories/human-male/'],
  ['beings index', '/rigveda/beings/'],
  ['being', '/rigveda/beings/indra/'],
  ['being category', '/rigveda/being-categories/divine-male/'],
  ['meters index', '/rigveda/meters/'],
  ['meter', '/rigveda/meters/gayatri/'],
  ['mahabharata index', '/mahabharata/'],
  ['family', '/mahabharata/family/'],
  ['persons index', '/mahabharata/persons/'],
  ['person', '/mahabharata/persons/arjun/'],
  ['weapons index', '/mahabharata/weapons/'],
  ['weapon', '/mahabharata/weapons/brahmastra/'],
  ['clans index', '/mahabharata/clans/'],
  ['clan', '/mahabharata/clans/kuru/'],
  ['events index', '/mahabharata/events/'],
  ['event', '/mahabharata/events/dice-game/'],
  ['journeys index', '/mahabharata/journeys/'],
  ['journey', '/mahabharata/journeys/ashwamedh-horse/'],
  ['places index', '/mahabharata/places/'],
  ['place', '/mahabharata/places/kurukshetra/'],
];

const WIDTHS = [390, 1280];
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Rendered size (CSS px on screen) of every visible text element inside an SVG. */
async function svgTextSizes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGTextContentElement>('svg text, svg tspan')]
      .filter((t) => (t.textContent ?? '').trim() !== '' && t.getClientRects().length > 0)
      .map((t) => {
        const ctm = t.getScreenCTM();
        const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 1;
        // Rounded to 1/100 px: a scale of 0.99999… is no smaller text.
        return {
          text: (t.textContent ?? '').trim().slice(0, 40),
          px: Math.round(parseFloat(getComputedStyle(t).fontSize) * scale * 100) / 100,
        };
      }),
  );
}

// axe over a long page takes seconds on a busy machine.
test.describe.configure({ timeout: 300_000 });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    for (const [type, path] of PAGE_TYPES) {
      test(`${type} (${path})`, async ({ page }, testInfo) => {
        const response = await page.goto(path);
        expect(response?.status(), 'status').toBe(type === 'not found' ? 404 : 200);

        const shot = testInfo.outputPath(`${type.replace(/\W+/g, '-')}-${width}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        await testInfo.attach(`${type} at ${width} px`, { path: shot, contentType: 'image/png' });

        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect.soft(scrollWidth, 'document width (no sideways scrolling)').toBeLessThanOrEqual(innerWidth);

        const small = (await svgTextSizes(page)).filter((t) => t.px < 11);
        expect.soft(small.slice(0, 5), `${small.length} SVG text elements render under 11 px`).toEqual([]);

        const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        const found = axe.violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
        expect.soft(found, 'axe violations').toEqual([]);
      });
    }
  });
}

test('a name in another letter case or an alias reaches the canonical page', async ({ page }) => {
  for (const [from, to] of [
    ['/mahabharata/persons/Arjun/', '/mahabharata/persons/arjun/'],
    ['/mahabharata/persons/partha/', '/mahabharata/persons/arjun/'],
    ['/rigveda/beings/Indra/', '/rigveda/beings/indra/'],
  ]) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  }
});

/** Width of a search box's placeholder against the room the box gives it (canvas text metrics). */
async function placeholderFit(page: Page, selector: string) {
  return page.locator(selector).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: input.placeholder,
      text: context.measureText(input.placeholder).width,
      room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
}

for (const width of WIDTHS) {
  test.describe(`the reader's front page at ${width} px`, () => {
    const height = width < 600 ? 844 : 900;
    test.use({ viewport: { width, height } });

    test('a compact header, search first, the doors and the developers one click away', async ({ page }) => {
      await page.goto('/');
      const header = (await page.locator('header.site').boundingBox())!;
      // at most about a tenth of a 390 × 844 phone screen (it was 196 px)
      expect(header.height, 'header height').toBeLessThanOrEqual(0.1 * 844);
      for (const selector of ['#site-q', '#front-q']) {
        const fit = await placeholderFit(page, selector);
        expect(fit.text, `${selector} placeholder "${fit.placeholder}" fits its box`).toBeLessThanOrEqual(fit.room);
      }
      const main = page.locator('main');
      const search = (await page.locator('#front-q').boundingBox())!;
      const doors = (await page.locator('ul.doors').boundingBox())!;
      expect(search.y, 'the search box comes before the doors').toBeLessThan(doors.y);
      expect(search.y + search.height, 'the search box is on the first screen').toBeLessThanOrEqual(height);
      for (const href of [
        '/mahabharata/persons/arjun/',
        '/mahabharata/events/#the-eighteen-days-of-the-war',
        '/rigveda/10/129/',
        '/nouns/group/fauna/',
        '/api/',
        '/downloads/',
      ])
        await expect(main.locator(`a[href="${href}"]`).first(), href).toBeVisible();
      await main.locator('a[href="/mahabharata/events/#the-eighteen-days-of-the-war"]').click();
      await expect(page.locator('#the-eighteen-days-of-the-war')).toBeInViewport();
    });

    test('the persons A–Z: a letter jump lands on its letter', async ({ page }) => {
      await page.goto('/mahabharata/persons/');
      await page.locator('nav.letters').getByRole('link', { name: 'K', exact: true }).click();
      await expect(page.locator('#letter-k')).toBeInViewport();
      await expect(page.locator('#letter-k + ul li').first()).toContainText(/^K/);
    });
  });
}
