/** The search page as the browser tests read it: a linked search, once it has settled. */
import { expect, type Page } from '@playwright/test';

/** The first `count` results' links of `/search/?q=…`, read once the status and the list have settled. */
export async function settledResults(page: Page, query: string, count = 3): Promise<string[]> {
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  await expect(page.locator('#search-status')).not.toHaveText(/^(Searching…)?$/, { timeout: 15_000 });
  await expect(page.locator('#results')).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  return page
    .locator('#results .result-link')
    .evaluateAll((links, n) => links.slice(0, n).map((a) => a.getAttribute('href')!), count);
}
