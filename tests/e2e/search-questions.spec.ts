/**
 * Questions besides names (issue 41): a relation of a person in English or Hindi (Devanagari and
 * Latin letters), a day of the war, a verse's opening written joined or split, with or without
 * diacritics, and a whole text by its name. The set (tests/fixtures/search-questions.json) was
 * written for this test, apart from the examples. Each query is opened as a linked search
 * on the search page in Chromium, the page's own code path; the page meant must be first for at
 * least 95 % of the set. The answer line says why a related record comes first.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectMeantFirst, type MeantQuery } from '../support/search-page.ts';

const { questions } = JSON.parse(
  readFileSync(new URL('../fixtures/search-questions.json', import.meta.url), 'utf8'),
) as { questions: MeantQuery[] };

test(`questions: the page meant comes first for ≥ 95 % of ${questions.length}`, async ({ page }) => {
  test.setTimeout(20_000 * questions.length);
  expect(questions.length).toBeGreaterThanOrEqual(60);
  await expectMeantFirst(page, 'search questions', questions);
});

test('a related record shows the line saying why it answers, then the person', async ({ page }) => {
  await page.goto(`/search/?q=${encodeURIComponent('अर्जुन का धनुष')}`);
  const first = page.locator('#results .result').first();
  await expect(first.locator('.result-link')).toHaveAttribute('href', '/mahabharata/weapons/gandiv/', {
    timeout: 15_000,
  });
  await expect(first.locator('.answer')).toHaveText('Gandiv — Arjun’s bow');
  await expect(page.locator('#results .result-link').nth(1)).toHaveAttribute('href', '/mahabharata/persons/arjun/');
});
