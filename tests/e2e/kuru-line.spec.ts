/**
 * The Kuru line (/mahabharata/family/) in a reader's hands (issue 40), at a 390 px phone and a
 * 1280 px desktop: the whole tree is in view sideways (nothing scrolled out of sight), the page
 * opens with Shantanu and the Kauravas on screen (and the first of the Pandavas too on a desktop), every child
 * hangs from its parent's trunk (solid by birth, dashed by law or adoption) with the real father
 * named in the row, and every label is at least 11 px on screen and 8 pt in print.
 */
import { expect, test, type Page } from '@playwright/test';

const URL = '/mahabharata/family/';
const PT = 96 / 72;

/** The tree's share in view sideways, its rows cut by the window, and every label's rendered size. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const tree = document.querySelector<HTMLElement>('ul.line-tree')!;
    const box = tree.getBoundingClientRect();
    const whole = Math.max(tree.scrollWidth, box.width);
    const seen = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
    const rows = [...tree.querySelectorAll<HTMLElement>('.row')].filter((r) => r.getClientRects().length > 0);
    const labels = [...tree.querySelectorAll<HTMLElement>('a, span, summary, li')]
      .filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''))
      .filter((e) => e.getClientRects().length > 0 && !e.closest('.visually-hidden'))
      .map((e) => ({ text: e.textContent!.trim().slice(0, 30), px: parseFloat(getComputedStyle(e).fontSize) }));
    return {
      share: seen / whole,
      cut: rows
        .filter((r) => r.getBoundingClientRect().left < 0 || r.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((r) => r.innerText.slice(0, 30)),
      rows: rows.length,
      labels,
      documentWidth: document.documentElement.scrollWidth,
    };
  });
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`the Kuru line at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the whole tree in view sideways, Shantanu and the Kauravas on the first screen, labels of 11 px or more', async ({
      page,
    }, testInfo) => {
      await page.goto(URL);
      const m = await measure(page);
      testInfo.annotations.push({ type: 'visible share', description: `${(m.share * 100).toFixed(1)} %` });
      expect(m.share, 'share of the tree in view sideways').toBeGreaterThanOrEqual(0.99);
      expect(m.cut, 'rows cut by the window').toEqual([]);
      expect(m.documentWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(width);
      expect(m.rows, 'rows drawn').toBeGreaterThan(30);
      const small = m.labels.filter((l) => l.px < 11);
      expect(m.labels.length).toBeGreaterThan(100);
      expect(small.slice(0, 5), `${small.length} labels under 11 px`).toEqual([]);
      // where the page opens
      await expect(page.locator('#line-shantanu > .row .who')).toBeInViewport();
      await expect(page.locator('#line-duryodhan > .row .who'), 'the Kauravas').toBeInViewport();
      if (width >= 1000)
        await expect(page.locator('#line-yudhishthir > .row .who'), 'the Pandavas begin').toBeInViewport();
      const shot = testInfo.outputPath(`kuru-line-${width}.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(`Kuru line at ${width} px`, { path: shot, contentType: 'image/png' });
    });

    test('every child hangs from its parent, legal and divine fathers told apart', async ({ page }) => {
      await page.goto(URL);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLIElement>('ul.line-tree ul > li[id]')].map((li) => {
          const parentRow = li.parentElement!.closest('li')!.querySelector(':scope > .row')!;
          const parentName = parentRow.querySelector('.who')!.getBoundingClientRect();
          const row = li.querySelector(':scope > .row')!.getBoundingClientRect();
          const elbow = getComputedStyle(li, '::before');
          return {
            name: li.querySelector(':scope > .row .who')!.textContent!.trim(),
            kind: li.classList.contains('birth') ? 'birth' : 'law',
            line: elbow.borderLeftStyle,
            drawn: parseFloat(elbow.borderLeftWidth) >= 2 && parseFloat(elbow.height) > 0,
            // the trunk (the li's left edge) runs under the parent's name, and the row starts right of it
            underParent:
              li.getBoundingClientRect().left > parentName.left && li.getBoundingClientRect().left < parentName.right,
            below: row.top >= parentRow.getBoundingClientRect().bottom - 1,
            realFather: li.querySelector(':scope > .row .real-father')?.textContent?.trim() ?? '',
          };
        }),
      );
      expect(links.length).toBeGreaterThan(30);
      for (const l of links) {
        expect.soft(l.drawn, `${l.name}: a line to the parent`).toBe(true);
        expect
          .soft(l.line, `${l.name}: solid by birth, dashed by law or adoption`)
          .toBe(l.kind === 'birth' ? 'solid' : 'dashed');
        expect.soft(l.underParent, `${l.name}: hangs from the parent's trunk`).toBe(true);
        expect.soft(l.below, `${l.name}: below the parent`).toBe(true);
      }
      const of = (name: string) => links.find((l) => l.name === name)!;
      for (const [son, god] of [
        ['Yudhishthir', 'Dharma'],
        ['Bheem', 'Vayu'],
        ['Arjun', 'Indra'],
        ['Nakul', 'Ashwins'],
        ['Sahadev', 'Ashwins'],
      ])
        expect({ line: of(son).line, realFather: of(son).realFather }, son).toEqual({
          line: 'dashed',
          realFather: god,
        });
      expect(of('Pandu').realFather).toBe('Vyas');
      expect(of('Abhimanyu').line).toBe('solid');
    });
  });
}

test('printed, the Kuru line keeps every label at 8 pt or more, the Kauravas listed, over more than one page', async ({
  page,
}, testInfo) => {
  await page.goto(URL);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: Math.floor(((210 - 30) / 25.4) * 96), height: 1000 });
  const m = await measure(page);
  expect(m.share, 'share of the tree on the page').toBeGreaterThanOrEqual(0.99);
  expect(m.cut, 'rows cut by the page edge').toEqual([]);
  const small = m.labels.filter((l) => l.px < 8 * PT - 0.01);
  expect(m.labels.length).toBeGreaterThan(100);
  expect(small.slice(0, 5), `${small.length} labels under 8 pt`).toEqual([]);
  await expect(page.locator('ul.line-tree .names a', { hasText: 'Vikarn' })).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
  testInfo.annotations.push({ type: 'printed', description: `${pages} A4 pages` });
  await testInfo.attach('Kuru line printed', { body: pdf, contentType: 'application/pdf' });
  expect(pages, 'pages').toBeGreaterThan(1);
});

test('without JavaScript the same tree, folded Kauravas included', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(URL);
  expect(await page.locator('ul.line-tree li[id]').count()).toBeGreaterThan(30);
  await page.locator('ul.line-tree summary').click();
  await expect(page.locator('ul.line-tree .names a', { hasText: 'Vikarn' })).toBeVisible();
  await expect(page.locator('#line-shantanu > .row .who')).toBeInViewport();
  await context.close();
});
