/**
 * Every kind of picture in a reader's hands, at a 390 px phone and a 1280 px desktop: the text of
 * every visible SVG renders at 11 px or more (measured in the browser), the page never scrolls
 * sideways (a wide picture scrolls inside its own box, which really scrolls, with a hint), every
 * picture has a visible caption and no links inside, and axe finds nothing in the figures.
 * A full-page screenshot of each is kept under test-results.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  ['arjun', '/mahabharata/persons/arjun/'],
  ['events', '/mahabharata/events/'],
  ['route-jarasandh', '/mahabharata/journeys/jarasandh-killing/'],
  ['place-indraprastha', '/mahabharata/places/indraprastha/'],
  ['rigveda-mandal-7', '/rigveda/7/'],
  ['being-indra', '/rigveda/beings/indra/'],
] as const;

const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

// axe over the long events page takes over 30 s on a busy machine (as in page-types.spec.ts).
test.describe.configure({ timeout: 300_000 });

for (const [device, width, height] of widths) {
  test.describe(`${device} (${width} px)`, () => {
    test.use({ viewport: { width, height } });
    for (const [name, url] of pages) {
      test(`${name}: legible, no sideways scroll, captioned, axe-clean`, async ({ page }, testInfo) => {
        await page.goto(url);
        const figures = page.locator('figure.picture');
        expect(await figures.count()).toBeGreaterThan(0);

        // the smallest rendered text of every visible picture
        const sizes = await page.evaluate(() =>
          [...document.querySelectorAll('figure.picture svg')].flatMap((svg) => {
            const box = svg.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) return []; // the other layout, hidden at this width
            return [...svg.querySelectorAll('text')]
              .filter((t) => (t.textContent ?? '').trim() !== '' && t.getBoundingClientRect().height > 0)
              .map((t) => {
                const scale = (t as SVGTextElement).getScreenCTM()!.a;
                const px = parseFloat(getComputedStyle(t).fontSize) * scale;
                return {
                  px,
                  text: (t.textContent ?? '').slice(0, 30),
                  chart: svg.querySelector('title')?.textContent ?? '',
                };
              });
          }),
        );
        expect(sizes.length, 'texts measured').toBeGreaterThan(0);
        const smallest = sizes.reduce((a, b) => (b.px < a.px ? b : a));
        testInfo.annotations.push({
          type: 'smallest text',
          description: `${smallest.px.toFixed(2)} px ("${smallest.text}" in ${smallest.chart})`,
        });
        expect(smallest.px, `smallest text "${smallest.text}" in ${smallest.chart}`).toBeGreaterThanOrEqual(11 - 0.01);

        // no label is cut by the edge of its picture (the timeline's "Day 18" lost its "D" at 390 px)
        const clipped = await page.evaluate(() =>
          [...document.querySelectorAll<SVGSVGElement>('figure.picture svg')]
            .filter((svg) => svg.getBoundingClientRect().width > 0)
            .flatMap((svg) => {
              const view = svg.getBoundingClientRect();
              return [...svg.querySelectorAll<SVGTextElement>('text')]
                .filter((t) => (t.textContent ?? '').trim() !== '')
                .map((t) => ({ box: t.getBoundingClientRect(), text: (t.textContent ?? '').slice(0, 30) }))
                .filter(({ box }) => box.left < view.left - 0.5 || box.right > view.right + 0.5)
                .map(({ text }) => `${text} in ${svg.querySelector('title')?.textContent ?? ''}`);
            }),
        );
        expect(clipped, 'labels cut by the picture edge').toEqual([]);

        // the page never scrolls sideways
        const overflow = await page.evaluate(() => ({
          scroll: document.scrollingElement!.scrollWidth,
          inner: window.innerWidth,
        }));
        expect(overflow.scroll, 'document width').toBeLessThanOrEqual(overflow.inner);

        // a picture wider than its box scrolls inside it, says so, and can be reached by keyboard
        const boxes = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('figure.picture .scroll')]
            .filter((el) => el.getBoundingClientRect().width > 0)
            .map((el) => {
              const wide = el.scrollWidth > el.clientWidth + 1;
              const before = el.scrollLeft; // a picture with a landing point opens scrolled to it
              el.scrollLeft = before >= 60 ? before - 60 : before + 60;
              const moved = el.scrollLeft !== before;
              el.scrollLeft = before;
              const hint = el.closest('figure')!.querySelector<HTMLElement>('.scroll-hint');
              // the marked landing point (the highlighted person of a family tree) is in view as the page opens
              const mark = el.querySelector<SVGGraphicsElement>('[data-landing-x]');
              const view = el.getBoundingClientRect();
              const landed = mark
                ? ((r) => r.left >= view.left - 1 && r.right <= view.right + 1)(mark.getBoundingClientRect())
                : true;
              return {
                wide,
                moved,
                landed,
                hint: hint ? getComputedStyle(hint).display !== 'none' : false,
                focusable: el.tabIndex === 0,
              };
            }),
        );
        for (const b of boxes.filter((x) => x.wide)) {
          expect(b.moved, 'a wide picture scrolls inside its box').toBe(true);
          expect(b.landed, 'the picture opens on its highlighted box').toBe(true);
          expect(b.hint, 'a visible hint').toBe(true);
          expect(b.focusable, 'reachable by keyboard').toBe(true);
        }

        // a visible caption for every picture; no links inside pictures
        const captions = figures.locator('figcaption');
        expect(await captions.count()).toBe(await figures.count());
        for (const c of await captions.all()) await expect(c).toBeVisible();
        expect(await page.locator('svg[role="img"] a').count()).toBe(0);

        const axe = await new AxeBuilder({ page })
          .include('figure.picture')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

        const path = testInfo.outputPath(`${name}-${device}.png`);
        await page.screenshot({ path, fullPage: true });
        await testInfo.attach(`${name}-${device}`, { path, contentType: 'image/png' });
      });
    }
  });
}
