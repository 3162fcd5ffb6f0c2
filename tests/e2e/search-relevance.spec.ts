/**
 * Relevance over the real index: queries a reader would type (names in several spellings, famous
 * hymns, weapons, places, nouns by meaning), each opened as a linked search (`/search/?q=…`), and
 * the page that must come FIRST. A failure names the query and what came first instead.
 */
import { expect, test } from '@playwright/test';

const FIRST: [query: string, page: string][] = [
  // The epic's persons, in the spellings readers use
  ['arjun', '/mahabharata/persons/arjun/'],
  ['arjuna', '/mahabharata/persons/arjun/'],
  ['Arjuna', '/mahabharata/persons/arjun/'],
  ['partha', '/mahabharata/persons/arjun/'],
  ['karna', '/mahabharata/persons/karn/'],
  ['karn', '/mahabharata/persons/karn/'],
  ['bhishma', '/mahabharata/persons/bheeshma/'],
  ['bheeshma', '/mahabharata/persons/bheeshma/'],
  ['bhisma', '/mahabharata/persons/bheeshma/'],
  ['draupadi', '/mahabharata/persons/draupadi/'],
  ['panchali', '/mahabharata/persons/draupadi/'],
  ['yudhishthira', '/mahabharata/persons/yudhishthir/'],
  ['yudhistira', '/mahabharata/persons/yudhishthir/'],
  ['drona', '/mahabharata/persons/dron/'],
  ['duryodhana', '/mahabharata/persons/duryodhan/'],
  ['duryodan', '/mahabharata/persons/duryodhan/'],
  ['kunti', '/mahabharata/persons/kunti/'],
  ['abhimanyu', '/mahabharata/persons/abhimanyu/'],
  ['krishna', '/mahabharata/persons/krishna/'],
  ['kuru', '/mahabharata/persons/kuru/'],
  ['dhritarashtra', '/mahabharata/persons/dhritarashtra/'],
  ['shakuni', '/mahabharata/persons/shakuni/'],
  ['ashwatthama', '/mahabharata/persons/ashwatthama/'],
  ['ashvatthama', '/mahabharata/persons/ashwatthama/'],
  ['ashwatthaama', '/mahabharata/persons/ashwatthama/'],
  // weapons, places, clans, events
  ['gandiva', '/mahabharata/weapons/gandiv/'],
  ['gandiv', '/mahabharata/weapons/gandiv/'],
  ['brahmastra', '/mahabharata/weapons/brahmastra/'],
  ['sudarshan chakra', '/mahabharata/weapons/sudarshan-chakra/'],
  ['kurukshetra', '/mahabharata/places/kurukshetra/'],
  ['hastinapur', '/mahabharata/places/hastinapur/'],
  ['hastinapura', '/mahabharata/places/hastinapur/'],
  ['indraprastha', '/mahabharata/places/indraprastha/'],
  ['bhagavad gita', '/mahabharata/events/bhagvad-gita/'],
  ['gita', '/mahabharata/events/bhagvad-gita/'],
  ['dice game', '/mahabharata/events/dice-game/'],
  ['pandav', '/mahabharata/clans/pandav/'],
  // the Rig Veda: beings, meters, famous hymns
  ['indra', '/rigveda/beings/indra/'],
  ['agni', '/rigveda/beings/agni/'],
  ['ushas', '/rigveda/beings/usha/'],
  ['dawn', '/rigveda/beings/usha/'],
  ['sarasvati', '/rigveda/beings/saraswati/'],
  ['ashvins', '/rigveda/beings/ashwinikumar/'],
  ['savitr', '/rigveda/beings/savita/'],
  ['trishtubh', '/rigveda/meters/trishtup/'],
  ['trishtup', '/rigveda/meters/trishtup/'],
  ['anushtubh', '/rigveda/meters/anushtup/'],
  ['gayatri', '/rigveda/meters/gayatri/'],
  ['nasadiya', '/rigveda/10/129/'],
  ['hymn of creation', '/rigveda/10/129/'],
  ['purusha sukta', '/rigveda/10/90/'],
  ['madhuchhanda vaishvamitra', '/rigveda/poets/madhuchchhanda-vaishwamitra/'],
  ['vasishtha', '/rigveda/poets/vasishth-maitravaruni/'],
  ['varuna', '/rigveda/beings/varun/'],
  ['soma', '/rigveda/beings/soma/'],
  ['nasadiya sukta', '/rigveda/10/129/'],
  ['gayatri mantra', '/rigveda/3/62/10/'],
  // nouns, by word and by meaning
  ['horse', '/nouns/word/ashv/'],
  ['cow', '/nouns/word/go/'],
  ['ashva', '/nouns/word/ashv/'],
  ['lion', '/nouns/word/sinh/'],
  ['kshatriya', '/nouns/word/kshatriya/'],
  ['wild rice', '/nouns/word/nivar/'],
  ['barley gruel', '/nouns/word/yavagu/'],
];

for (const [query, page] of FIRST) {
  test(`“${query}” → ${page}`, async ({ page: tab }) => {
    await tab.goto(`/search/?q=${encodeURIComponent(query)}`);
    const first = tab.locator('#results .result-link').first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    const top = await tab
      .locator('#results .result-link')
      .evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href')));
    expect(top[0], `first results: ${top.join(', ')}`).toBe(page);
  });
}
