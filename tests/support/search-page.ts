/** The search page as the browser tests read it: a linked search, once it has settled. */
import { expect, test, type Page } from '@playwright/test';

/** The first `count` results' links of `/search/?q=…`, read once the status and the list have settled. */
export async function settledResults(page: Page, query: string, count = 3): Promise<string[]> {
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  await expect(page.locator('#search-status')).not.toHaveText(/^(Searching…)?$/, { timeout: 15_000 });
  await expect(page.locator('#results')).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  return page
    .locator('#results .result-link')
    .evaluateAll((links, n) => links.slice(0, n).map((a) => a.getAttribute('href')!), count);
}

/** A fixture's query and the page a reader means by it. */
export interface MeantQuery {
  kind: string;
  query: string;
  page: string;
}

/**
 * Searches each query and checks that the page meant comes first for at least `share` of them:
 * the count is reported as the test's figure and printed with every miss.
 */
export async function expectMeantFirst(page: Page, name: string, queries: readonly MeantQuery[], share = 0.95) {
  const misses: string[] = [];
  for (const { kind, query, page: meant } of queries) {
    const top = await settledResults(page, query);
    if (top[0] !== meant) misses.push(`${kind} “${query}” → ${meant}: got ${top.join(', ') || 'nothing'}`);
  }
  const found = queries.length - misses.length;
  const passed = found / queries.length;
  test.info().annotations.push({
    type: 'figure',
    description: `${found} of ${queries.length} first (${(passed * 100).toFixed(1)} %)`,
  });
  console.log(`${name}: ${found} of ${queries.length} first\n${misses.join('\n')}`);
  expect(passed, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(share);
}
