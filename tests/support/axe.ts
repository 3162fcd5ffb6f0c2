/** axe's WCAG 2.x A and AA rules, as the browser tests run them on a page. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's WCAG violations on the page, each with its impact, count and first three elements. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return axe.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
