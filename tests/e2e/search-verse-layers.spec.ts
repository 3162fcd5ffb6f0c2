/**
 * Search over a verse's text layers (issue 35): a stranger's queries for a Rig Veda verse — lines
 * of Griffith's English (some with typos or odd capitals), padapāṭha words, accented Devanagari
 * pasted from a printed edition, IAST with and without diacritics or accent marks, and Latin
 * spellings as readers type them (tests/fixtures/search-verse-layers.json, written apart from the
 * issue's examples). Each query is opened as a linked search on the search page in Chromium, the
 * page's own code path; the verse page meant must be first for at least 95 % of the set.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectMeantFirst, settledResults, type MeantQuery } from '../support/search-page.ts';

const { queries } = JSON.parse(
  readFileSync(new URL('../fixtures/search-verse-layers.json', import.meta.url), 'utf8'),
) as { queries: MeantQuery[] };

test(`verse layers: the verse meant comes first for ≥ 95 % of ${queries.length}`, async ({ page }) => {
  test.setTimeout(20_000 * queries.length);
  expect(queries.length).toBeGreaterThanOrEqual(40);
  await expectMeantFirst(page, 'search verse layers', queries);
});

test('an accented verse pasted and the same verse without accents find the same verse first', async ({ page }) => {
  const accented = await settledResults(page, 'स॒हस्र॑शीर्षा॒ पुरु॑षः सहस्रा॒क्षः स॒हस्र॑पात्');
  const plain = await settledResults(page, 'सहस्रशीर्षा पुरुषः सहस्राक्षः सहस्रपात्');
  expect(accented[0]).toBe('/rigveda/10/90/1/');
  expect(plain[0]).toBe(accented[0]);
});
