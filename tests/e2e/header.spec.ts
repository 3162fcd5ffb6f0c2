/**
 * The header on a phone and a desktop: the theme toggle is in it, a few Tab presses from the
 * page's start, and every section of the main menu is on screen or behind one menu button that
 * works without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';

const SECTIONS = ['Vedic nouns', 'Rig Veda', 'Mahabharata', 'Search', 'API', 'Downloads', 'About'];
/** A long page: the toggle used to be in its footer, 255 Tab presses down. */
const LONG_PAGE = '/mahabharata/persons/arjun/';
const MOST_TABS = 5;

/** Tab presses from the page's load until the theme toggle has focus (MOST_TABS + 1 if never). */
async function tabsToToggle(page: Page): Promise<number> {
  for (let presses = 1; presses <= MOST_TABS; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('theme-toggle') ?? false)) return presses;
  }
  return MOST_TABS + 1;
}

for (const width of [390, 1280]) {
  test.describe(`the header at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test(`the theme toggle is in the header, at most ${MOST_TABS} Tab presses away`, async ({ page }, testInfo) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(LONG_PAGE);
        const shot = testInfo.outputPath(`header-${width}-${scheme}.png`);
        await page.locator('header.site').screenshot({ path: shot });
        await testInfo.attach(`header at ${width} px, ${scheme}`, { path: shot, contentType: 'image/png' });
      }
      const toggle = page.locator('header.site button.theme-toggle');
      await expect(toggle).toBeInViewport();
      expect(await tabsToToggle(page), 'Tab presses to the toggle').toBeLessThanOrEqual(MOST_TABS);
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
    });

    test('every section of the menu is on screen or behind one menu button, without JavaScript', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: width < 600 ? 844 : 900 },
      });
      const page = await context.newPage();
      await page.goto(LONG_PAGE);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const onScreen = async () => {
        const shown: string[] = [];
        for (const name of SECTIONS) {
          const link = nav.getByRole('link', { name, exact: true });
          if ((await link.isVisible()) && (await link.evaluate((a) => a.getBoundingClientRect().right <= innerWidth)))
            shown.push(name);
        }
        return shown;
      };
      const before = await onScreen();
      if (before.length < SECTIONS.length) {
        expect(before, 'sections are either all shown or all behind the menu button').toEqual([]);
        await nav.locator('summary', { hasText: 'Menu' }).click();
      }
      expect(await onScreen(), 'every section on screen').toEqual(SECTIONS);
      await nav.getByRole('link', { name: 'Downloads', exact: true }).click();
      await expect(page).toHaveURL(/\/downloads\/$/);
      await context.close();
    });
  });
}
