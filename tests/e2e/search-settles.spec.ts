/**
 * Search that settles: results arrive into room kept for them, so the page does not jump while
 * they stream in. The layout shift (CLS: the sum of PerformanceObserver 'layout-shift' entries
 * without recent input) of a linked search opened cold, and of a typed one, stays under 0.1, also
 * on a throttled phone network and CPU. Times are the bench's (bench/search-cold.ts), not a test's.
 */
import { expect, test, type Page } from '@playwright/test';

const MAX_CLS = 0.1;
/** A slow phone: 400 kbit/s, 400 ms round trips, 4× CPU (as bench/search-cold.ts measures it). */
const SLOW_PHONE = { offline: false, latency: 400, downloadThroughput: 400e3 / 8, uploadThroughput: 400e3 / 8 };

async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[])
        if (!e.hadRecentInput)
          w.__shifts.push({
            value: e.value,
            sources: e.sources.map((s) =>
              s.node instanceof Element ? `${s.node.tagName.toLowerCase()}#${s.node.id}.${s.node.className}` : '#text',
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function settled(page: Page): Promise<{ cls: number; shifts: string[] }> {
  await expect(page.locator('#results .result-link').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#search-status')).toContainText(/results? for/, { timeout: 60_000 });
  await expect(page.locator('#results')).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
  return {
    cls: shifts.reduce((sum, s) => sum + s.value, 0),
    shifts: shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(' ')}`),
  };
}

test.describe.configure({ timeout: 180_000 });

for (const width of [390, 1280])
  for (const throttled of [false, true]) {
    test(`a linked search opened cold at ${width} px${throttled ? ', slow phone network and 4× CPU' : ''}: CLS under ${MAX_CLS}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const page = await context.newPage();
      if (throttled) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      await observeShifts(page);
      await page.goto(`/search/?q=${encodeURIComponent('अर्जुन')}`, { timeout: 120_000 });
      const { cls, shifts } = await settled(page);
      expect(cls, `layout shift; shifts: ${shifts.join(', ')}`).toBeLessThan(MAX_CLS);
      await context.close();
    });
  }

test('a typed search whose results come late does not move the page either', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await observeShifts(page);
  await page.goto('/search/');
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // typed key by key, as a reader types (a shift within 0.5 s of a key press is the reader's own)
  await page.locator('#q').pressSequentially('horse');
  const { cls, shifts } = await settled(page);
  expect(cls, `layout shift; shifts: ${shifts.join(', ')}`).toBeLessThan(MAX_CLS);
  await context.close();
});
