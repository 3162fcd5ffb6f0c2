/**
 * Search as strangers type it (issue 24): names in Devanagari, IAST, Harvard-Kyoto and ITRANS,
 * typos, clans by their plurals, episodes by their popular names, questions about a death, verse
 * numbers and verses' first words. Each query is opened as a linked search on the search page in
 * Chromium; the page meant must be first, or second where a second page fits too (`alsoFits`:
 * a verse's sukta, a refrain found in two verses). Per category, at least 95 % must pass.
 *
 * Two sets: TUNING, the queries the rules were tuned on, and HELD_OUT, written with them but not
 * looked at while tuning, so the figure is not only the tuned one's.
 */
import { expect, test, type Page } from '@playwright/test';

type Category = 'script' | 'typo' | 'group' | 'episode' | 'death' | 'verse number' | 'verse words';
type Case = [query: string, page: string, alsoFits?: boolean];
type QuerySet = Record<Category, Case[]>;

const MB = '/mahabharata';
const TUNING: QuerySet = {
  script: [
    ['कर्ण', `${MB}/persons/karn/`],
    ['युधिष्ठिर', `${MB}/persons/yudhishthir/`],
    ['शकुनि', `${MB}/persons/shakuni/`],
    ['वरुण', '/rigveda/beings/varun/'],
    ['सरस्वती', '/rigveda/beings/saraswati/'],
    ['इन्द्रप्रस्थ', `${MB}/places/indraprastha/`],
    ['ब्रह्मास्त्र', `${MB}/weapons/brahmastra/`],
    ['Draupadī', `${MB}/persons/draupadi/`],
    ['bhIma', `${MB}/persons/bheem/`],
    ['kuntI', `${MB}/persons/kunti/`],
    ['bhiiShma', `${MB}/persons/bheeshma/`],
    ['gaaNDiiva', `${MB}/weapons/gandiv/`],
  ],
  typo: [
    ['shakuin', `${MB}/persons/shakuni/`],
    ['dronacharaya', `${MB}/persons/dron/`],
    ['ghatotkah', `${MB}/persons/ghatotkach/`],
    ['dhritrashtra', `${MB}/persons/dhritarashtra/`],
    ['saraswti', '/rigveda/beings/saraswati/'],
    ['hastinpur', `${MB}/places/hastinapur/`],
    ['kurukshtra', `${MB}/places/kurukshetra/`],
    ['brahmstra', `${MB}/weapons/brahmastra/`],
  ],
  group: [
    ['panchalas', `${MB}/clans/panchal/`],
    ['yadavs', `${MB}/clans/yadav/`],
    ['rakshasas', `${MB}/clans/rakshasa/`],
    ['kurus', `${MB}/clans/kuru/`],
    ['nagas', `${MB}/clans/naga/`],
    ['vrishnis', `${MB}/clans/vrishni/`],
    ['the kauravas', `${MB}/clans/kuru/`],
    ['sons of dhritarashtra', `${MB}/clans/kuru/`],
  ],
  episode: [
    ['lakshagraha', `${MB}/events/lakshagriha-burning/`],
    ['samudra manthan', `${MB}/events/churning-of-the-ocean/`],
    ['draupadi cheerharan', `${MB}/events/draupadi-disrobing/`],
    ['shar shayya', `${MB}/events/bheeshmas-bed-of-arrows/`],
    ['mahabharat yuddh', `${MB}/events/bharat-war-begins/`],
    ['vanvas', `${MB}/events/dice-exile-begins/`],
    ['yaksha prashna', `${MB}/events/yakshs-questions/`],
    ['chakravyuh', `${MB}/events/abhimanyu-killing/`],
    ['bhishma shar shayya', `${MB}/events/bheeshmas-bed-of-arrows/`],
  ],
  death: [
    ['who killed drona', `${MB}/events/drona-killing/`],
    ['death of jayadratha', `${MB}/events/jayadrath-killing/`],
    ['ghatotkacha death', `${MB}/events/ghatotkach-killing/`],
    ['how did abhimanyu die', `${MB}/events/abhimanyu-killing/`],
    ['kamsa vadh', `${MB}/events/kamsa-killing/`],
    ['Who killed Shishupala?', `${MB}/events/shishupal-killing/`],
  ],
  'verse number': [
    ['rv 3.62.10', '/rigveda/3/62/10/'],
    ['Rigveda 10.129', '/rigveda/10/129/'],
    ['mandala 1 sukta 164', '/rigveda/1/164/'],
    ['ऋग्वेद ७.१०३', '/rigveda/7/103/'],
    ['10.90.12', '/rigveda/10/90/12/'],
    ['R.V. 2.12.1', '/rigveda/2/12/1/'],
  ],
  'verse words': [
    ['tat savitur varenyam', '/rigveda/3/62/10/', true],
    ['nasad asin no sad asit', '/rigveda/10/129/1/'],
    ['sahasrashirsha purushah', '/rigveda/10/90/1/', true],
    ['त्र्यम्बकं यजामहे', '/rigveda/7/59/12/', true],
    ['hiranyagarbhah samavartatagre', '/rigveda/10/121/1/'],
    ['a no bhadrah kratavo', '/rigveda/1/89/1/'],
  ],
};

const HELD_OUT: QuerySet = {
  script: [
    ['अभिमन्यु', `${MB}/persons/abhimanyu/`],
    ['विदुर', `${MB}/persons/vidur/`],
    ['सोम', '/rigveda/beings/soma/'],
    ['द्रोण', `${MB}/persons/dron/`],
    ['घटोत्कच', `${MB}/persons/ghatotkach/`],
    ['Śakuni', `${MB}/persons/shakuni/`],
    ['Pāṇḍu', `${MB}/persons/pandu/`],
    ['ghaTotkaca', `${MB}/persons/ghatotkach/`],
    ['dhRtarASTra', `${MB}/persons/dhritarashtra/`],
    ['duHshaasana', `${MB}/persons/dushasan/`],
  ],
  typo: [
    ['abhimanyou', `${MB}/persons/abhimanyu/`],
    ['gandahri', `${MB}/persons/gandhari/`],
    ['sahdev', `${MB}/persons/sahadev/`],
    ['jarasanth', `${MB}/persons/jarasandh/`],
    ['shikhandy', `${MB}/persons/shikhandi/`],
    ['nakual', `${MB}/persons/nakul/`],
    ['satyvati', `${MB}/persons/satyavati/`],
    ['dhrishtadumna', `${MB}/persons/dhrishtadyumna/`],
  ],
  group: [
    ['matsyas', `${MB}/clans/matsya/`],
    ['gandharvas', `${MB}/clans/gandharva/`],
    ['madras', `${MB}/clans/madra/`],
    ['danavas', `${MB}/clans/asura/`],
    ['daityas', `${MB}/clans/asura/`],
    ['somakas', `${MB}/clans/panchal/`],
    ['nishadas', `${MB}/clans/nishad/`],
  ],
  episode: [
    ['kurukshetra yudh', `${MB}/events/bharat-war-begins/`],
    ['agyatvaas', `${MB}/events/incognito-year-begins/`],
    ['gada yudh', `${MB}/events/mace-fight/`],
    ['the dice game', `${MB}/events/dice-game/`],
    ['ekalavya thumb', `${MB}/events/ekalavyas-thumb/`],
    ['samudra mantan', `${MB}/events/churning-of-the-ocean/`],
    ['rajsuya yagya', `${MB}/events/rajasuya-yagya/`],
  ],
  death: [
    ['who killed duryodhana', `${MB}/events/mace-fight/`],
    ['bhurishravas death', `${MB}/events/bhurishrava-killing/`],
    ['death of shakuni', `${MB}/events/shakuni-killing/`],
    ['who killed keechak', `${MB}/events/keechak-killing/`],
    ['killing of jarasandha', `${MB}/events/jarasandh-killing/`],
    ['how did krishna die', `${MB}/events/krishnas-death/`],
    ['who killed bhagadatta', `${MB}/events/bhagadatta-killing/`],
  ],
  'verse number': [
    ['rig veda 5.83.1', '/rigveda/5/83/1/'],
    ['rv 9.1', '/rigveda/9/1/'],
    ['book 4 hymn 26', '/rigveda/4/26/'],
    ['RV10.85.1', '/rigveda/10/85/1/'],
    ['ऋग्वेद ३.६२.१०', '/rigveda/3/62/10/'],
    ['Mandal 10 Sukta 34 verse 13', '/rigveda/10/34/13/'],
  ],
  'verse words': [
    ['svadishthaya madishthaya', '/rigveda/9/1/1/'],
    ['indrasya nu viryani', '/rigveda/1/32/1/'],
    ['udu tyam jatavedasam', '/rigveda/1/50/1/', true],
    ['सं गच्छध्वं सं वदध्वं', '/rigveda/10/191/2/'],
    ['ratri vyakhyad ayati', '/rigveda/10/127/1/'],
    ['apama somam amrta abhuma', '/rigveda/8/48/3/'],
  ],
};

/** The first results of a linked search, once the search has settled. */
async function firstResults(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  const status = page.locator('#search-status');
  await expect(status).not.toHaveText(/^(Searching…)?$/, { timeout: 15_000 });
  return page
    .locator('#results .result-link')
    .evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href')!));
}

for (const [setName, set] of [
  ['tuning', TUNING],
  ['held-out', HELD_OUT],
] as const) {
  for (const [category, cases] of Object.entries(set) as [Category, Case[]][]) {
    test(`${setName} · ${category}: the page meant comes first for ≥ 95 % of ${cases.length} queries`, async ({
      page,
    }) => {
      test.setTimeout(20_000 * cases.length);
      const misses: string[] = [];
      for (const [query, meant, alsoFits] of cases) {
        const top = await firstResults(page, query);
        const found = alsoFits ? top.slice(0, 2).includes(meant) : top[0] === meant;
        if (!found) misses.push(`“${query}” → ${meant}: got ${top.slice(0, 3).join(', ') || 'nothing'}`);
      }
      const passed = (cases.length - misses.length) / cases.length;
      expect(passed, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.95);
    });
  }
}

test('Devanagari in results is marked as Sanskrit, in a font stack that has it', async ({ page }) => {
  await page.goto(`/search/?q=${encodeURIComponent('अग्निमीळे')}`);
  const sanskrit = page.locator('#results [lang=sa]').first();
  await expect(sanskrit).toBeVisible({ timeout: 15_000 });
  await expect(sanskrit).toHaveText(/[\u0900-\u097f]/);
  expect(await sanskrit.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/Devanagari/);
});

test('a query no name has, near one: that name’s record first, and a “did you mean” line', async ({ page }) => {
  await page.goto('/search/?q=yudhishtria');
  await expect(page.locator('#results .result-link').first()).toHaveAttribute('href', `${MB}/persons/yudhishthir/`, {
    timeout: 15_000,
  });
  const line = page.locator('#did-you-mean');
  await expect(line).toBeVisible();
  await expect(line.locator('a')).toHaveText('Yudhishthir');
  // a word of the text itself is no typo: no line
  await page.goto('/search/?q=mustard');
  await expect(page.locator('#results .result-link').first()).toBeVisible({ timeout: 15_000 });
  await expect(line).toBeHidden();
});
