/**
 * Every page type of the site at a phone width (390 px) and a desktop width (1280 px), in real
 * Chromium: axe (WCAG 2.x A and AA) finds nothing, nothing scrolls sideways, text in pictures
 * renders at 11 px or more, and a full-page screenshot is kept under test-results/.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WCAG, wcagViolations } from '../support/axe.ts';
import { PAGE_TYPES } from '../support/page-types.ts';

const WIDTHS = [390, 1280];

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

        expect.soft(await wcagViolations(page), 'axe violations').toEqual([]);
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

// ------------------------------------------------------------------ dark mode and print (issue 27)

/** The pages that hold pictures, for print. */
const PICTURE_PAGES = PAGE_TYPES.filter(([type]) =>
  [
    'person',
    'events index',
    'journey',
    'place',
    'clans index',
    'weapons index',
    'rigveda index',
    'mandal',
    'being',
  ].includes(type),
);
/** An A4 page's width in CSS px (210 mm at 96 px per inch), the box a picture must print inside. */
const A4_WIDTH = Math.floor((210 / 25.4) * 96);

for (const width of WIDTHS) {
  test.describe(`dark mode at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme: 'dark' });
    for (const [type, path] of PAGE_TYPES) {
      test(`${type} (${path}) in dark mode: axe finds nothing`, async ({ page }, testInfo) => {
        await page.goto(path);
        // the system setting, with no stored choice, gives the dark theme
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
          'rgb(23, 21, 15)',
        );
        if (type === 'search') {
          // highlighted words in excerpts must stay legible in the dark theme
          await page.locator('#q, input[type="search"]').first().fill('Arjun');
          await page.locator('.result mark').first().waitFor({ timeout: 60_000 });
        }
        const shot = testInfo.outputPath(`${type.replace(/\W+/g, '-')}-${width}-dark.png`);
        await page.screenshot({ path: shot, fullPage: true });
        await testInfo.attach(`${type} at ${width} px, dark`, { path: shot, contentType: 'image/png' });
        expect.soft(await wcagViolations(page), 'axe violations in dark mode').toEqual([]);
      });
    }
  });
}

test.describe('the theme toggle', () => {
  test('switches, is remembered across pages, and overrides the system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/mahabharata/persons/arjun/');
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(await background()).toBe('rgb(253, 251, 246)');
    const toggle = page.locator('header.site button.theme-toggle');
    await expect(toggle).toHaveText('Dark theme');
    await toggle.click();
    expect(await background()).toBe('rgb(23, 21, 15)');
    await page.goto('/rigveda/');
    expect(await background(), 'the choice is remembered on the next page').toBe('rgb(23, 21, 15)');
    await expect(toggle).toHaveText('Light theme');
    await page.emulateMedia({ colorScheme: 'dark' });
    await toggle.click();
    expect(await background(), 'a chosen light theme wins over a dark system').toBe('rgb(253, 251, 246)');
  });

  test('without JavaScript there is no toggle and the system setting rules', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/mahabharata/');
    expect(await page.locator('button.theme-toggle').count()).toBe(0);
    await context.close();
    const light = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
    const lightPage = await light.newPage();
    await lightPage.goto('/mahabharata/');
    await expect(lightPage.locator('html')).toHaveCSS('background-color', 'rgb(253, 251, 246)');
    await light.close();
  });
});

test.describe('print', () => {
  for (const [type, path] of PICTURE_PAGES) {
    test(`${type} (${path}) prints every picture inside an A4 page, without on-screen hints`, async ({
      page,
    }, testInfo) => {
      // laid out at a phone's width first, where the hints show and pictures scroll
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: A4_WIDTH, height: 1123 });
      const pictures = await page.evaluate(() =>
        [...document.querySelectorAll('figure.picture svg')]
          .filter((svg) => svg.getBoundingClientRect().width > 0)
          .map((svg) => {
            const r = svg.getBoundingClientRect();
            // a picture drawn for paper (.print-part) sits in no scrolling box
            const scroller = svg.closest<HTMLElement>('.scroll');
            return {
              title: svg.querySelector('title')?.textContent ?? '',
              left: r.left,
              right: r.right,
              hidden: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
            };
          }),
      );
      expect(pictures.length, 'pictures printed').toBeGreaterThan(0);
      for (const p of pictures) {
        expect(p.left, `${p.title}: left edge on the page`).toBeGreaterThanOrEqual(0);
        expect(p.right, `${p.title}: right edge on the page`).toBeLessThanOrEqual(A4_WIDTH);
        expect(p.hidden, `${p.title}: nothing scrolled out of sight`).toBeLessThanOrEqual(1);
      }
      const hints = await page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>('.scroll-hint')].filter((h) => h.getClientRects().length > 0)
            .length,
      );
      expect(hints, 'no "Scroll sideways" hint printed').toBe(0);
      // and Chromium prints it: the PDF has pages, a too-wide picture on a landscape page of its own
      const pdf = await page.pdf({ format: 'A4' });
      const text = pdf.toString('latin1');
      const sizes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [
        Number(m[1]),
        Number(m[2]),
      ]);
      expect(sizes.length, 'pages in the PDF').toBeGreaterThan(0);
      const wide = await page.locator('figure.picture.print-wide').count();
      expect(
        sizes.some(([w, h]) => w! > h!),
        'a landscape page',
      ).toBe(wide > 0);
      await testInfo.attach(`${type} printed`, { body: pdf, contentType: 'application/pdf' });
    });
  }
});

test.describe('the API sandbox at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing in the sandbox (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/api/mb/try/');
      await page.locator('.opblock').first().waitFor({ timeout: 60_000 });
      const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(axe.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length}`)).toEqual([]);
    });
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
