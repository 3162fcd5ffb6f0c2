/**
 * The route maps' labels (src/charts/map.ts) as Chromium draws them: on every journey page with a
 * map, at 390 and 1280 px, no label's box overlaps another label's or a numbered badge, and no town
 * label carries its country ("(India)"): the map's borders say where a town is.
 */
import { expect, test, type Page } from '@playwright/test';

interface Box {
  text: string;
  kind: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The journey pages, from the journeys' index. */
async function journeyPages(page: Page): Promise<string[]> {
  await page.goto('/mahabharata/journeys/');
  const hrefs = await page
    .locator('main a[href^="/mahabharata/journeys/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  return [...new Set(hrefs)].filter((h) => /^\/mahabharata\/journeys\/[a-z0-9-]+\/$/.test(h));
}

/** The boxes of the labels and the badges of the route map the page shows at this width. */
async function labelBoxes(page: Page): Promise<Box[] | undefined> {
  const map = page.locator('svg.chart-route:visible');
  if (!(await map.count())) return undefined;
  return map.first().evaluate((svg) => {
    const box = (e: Element, text: string, kind: string) => {
      const r = e.getBoundingClientRect();
      return { text, kind, x0: r.left, y0: r.top, x1: r.right, y1: r.bottom };
    };
    return [
      ...[...svg.querySelectorAll('.labels text')].map((t) =>
        box(t, t.textContent ?? '', t.getAttribute('class') ?? ''),
      ),
      ...[...svg.querySelectorAll('.stops .stop')].map((g) =>
        box(g.querySelector('rect')!, g.textContent ?? '', 'badge'),
      ),
    ];
  });
}

/** Pairs whose boxes overlap by more than half a pixel both ways, one of them a label. */
function overlapping(boxes: readonly Box[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.kind === 'badge' && b.kind === 'badge') continue; // badges keep apart by their own rule
      const x = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const y = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (x > 0.5 && y > 0.5) found.push(`${a.kind} “${a.text}” / ${b.kind} “${b.text}”`);
    }
  return found;
}

for (const width of [390, 1280]) {
  test(`route-map labels do not overlap at ${width} px, and towns carry no country`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const pages = await journeyPages(page);
    expect(pages.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let maps = 0;
    let labels = 0;
    for (const path of pages) {
      await page.goto(path);
      const boxes = await labelBoxes(page);
      if (!boxes) continue;
      maps++;
      labels += boxes.filter((b) => b.kind !== 'badge').length;
      for (const pair of overlapping(boxes)) problems.push(`${path}: ${pair}`);
      for (const b of boxes) if (/\([^)]*\)$/.test(b.text)) problems.push(`${path}: “${b.text}” carries its country`);
    }
    await page.close();
    expect(maps).toBeGreaterThan(10);
    expect(labels).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
}
