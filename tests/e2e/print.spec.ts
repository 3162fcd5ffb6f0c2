/**
 * Print that is paper, on every page type (issue 40): laid out at a phone's width first (where
 * the screen-only parts show), then printed on A4. Nothing made for the screen prints (navigation,
 * jumps, search boxes, buttons, the theme toggle, "On this page", the footer's JSON line), every
 * folded section (<details>) prints open, and every picture lies inside the page's width, nothing
 * of it scrolled out of sight. The events page's PDF and its page count are kept with the results.
 */
import { expect, test, type Page } from '@playwright/test';
import { PAGE_TYPES } from '../support/page-types.ts';

/** The printable width of an A4 page with site.css's 15 mm side margins, in CSS px. */
const PRINT_WIDTH = Math.floor(((210 - 2 * 15) / 25.4) * 96);
/** Texts that only make sense on a screen. */
const SCREEN_TEXTS = [
  'Every page here is also JSON',
  'On this page',
  'Skip to content',
  'Scroll sideways',
  'Dark theme',
  'Light theme',
  'Go to the Kauravas',
];
/** Elements made for the screen. */
const SCREEN_PARTS =
  'nav, button, select, form[role="search"], .skip, .screen-only, .theme-toggle, .scroll-hint, .json-links';

async function printed(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto(path);
  expect(response?.status()).toBeLessThan(500);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: PRINT_WIDTH, height: 1000 });
}

test.describe.configure({ timeout: 120_000 });

test.describe('print', () => {
  for (const [type, path] of PAGE_TYPES) {
    test(`${type} (${path}): no screen-only part, folded sections open, pictures inside the page`, async ({ page }) => {
      await printed(page, path);
      const found = await page.evaluate(
        ({ selector }) => {
          const shown = (e: Element) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
          const name = (e: Element) =>
            `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}: ${((e as HTMLElement).innerText ?? '').trim().slice(0, 40)}`;
          return {
            text: document.body.innerText,
            screenParts: [...document.querySelectorAll(selector)].filter(shown).map(name),
            // a shown <details> whose content (all but its summary) is not laid out
            closed: [...document.querySelectorAll('details')]
              .filter(shown)
              .filter((d) => [...d.children].some((c) => c.tagName !== 'SUMMARY' && c.getClientRects().length === 0))
              .map(name),
            pictures: [...document.querySelectorAll<SVGSVGElement | HTMLImageElement>('svg[role="img"], img')]
              .filter(shown)
              .map((p) => {
                const r = p.getBoundingClientRect();
                const scroller = p.closest<HTMLElement>('.scroll, .table-scroll');
                return {
                  what: p.querySelector?.('title')?.textContent ?? p.getAttribute('alt') ?? p.tagName,
                  left: r.left,
                  right: r.right,
                  hidden: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
                };
              }),
            pageWidth: document.documentElement.scrollWidth,
          };
        },
        { selector: SCREEN_PARTS },
      );
      for (const t of SCREEN_TEXTS) expect.soft(found.text, `"${t}" printed`).not.toContain(t);
      expect.soft(found.screenParts, 'screen-only parts printed').toEqual([]);
      expect.soft(found.closed, '<details> printed closed').toEqual([]);
      for (const p of found.pictures) {
        expect.soft(p.left, `${p.what}: left edge on the page`).toBeGreaterThanOrEqual(0);
        expect.soft(p.right, `${p.what}: right edge on the page`).toBeLessThanOrEqual(PRINT_WIDTH + 0.5);
        expect.soft(p.hidden, `${p.what}: nothing scrolled out of sight`).toBeLessThanOrEqual(1);
      }
      expect.soft(found.pageWidth, 'nothing wider than the page').toBeLessThanOrEqual(PRINT_WIDTH);
    });
  }

  test('the events page prints its timeline in parts that each fit a page, and its lists in columns', async ({
    page,
  }, testInfo) => {
    await printed(page, '/mahabharata/events/');
    const parts = await page
      .locator('figure.picture .print-part svg')
      .evaluateAll((svgs) =>
        svgs.map((s) => ({ width: s.getBoundingClientRect().width, height: s.getBoundingClientRect().height })),
      );
    expect(parts.length, 'timeline parts printed').toBeGreaterThanOrEqual(2);
    // an A4 page with 15 mm top and 17 mm bottom margins holds 265 mm
    for (const p of parts) expect(p.height, 'a part fits a page').toBeLessThanOrEqual((265 / 25.4) * 96);
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
    testInfo.annotations.push({ type: 'events page printed', description: `${pages} A4 pages` });
    await testInfo.attach('events page printed', { body: pdf, contentType: 'application/pdf' });
    expect(pages).toBeGreaterThan(0);
  });

  test('without JavaScript, a folded section still prints open', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await printed(page, '/mahabharata/persons/arjun/');
    const cite = page.locator('.cite-this details').first();
    await expect(cite).not.toHaveAttribute('open');
    await expect(cite.locator('pre')).toBeVisible();
    await context.close();
  });

  test('with JavaScript, printing opens every folded section and closes it again after', async ({ page }) => {
    await page.goto('/mahabharata/persons/arjun/');
    const opened = () => page.locator('details[open]').count();
    const before = await opened();
    const all = await page.locator('details').count();
    expect(all).toBeGreaterThan(before);
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    expect(await opened()).toBe(all);
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));
    expect(await opened()).toBe(before);
  });
});
