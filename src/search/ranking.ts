/**
 * Pagefind's search options, tuned on the relevance suite (tests/e2e/search-relevance.spec.ts).
 * Browser code: no imports.
 *
 * - metaWeights: a match in a record's own names (name, aliases, the reviewed table) counts like a
 *   title match; a generated spelling (variants.ts) a little less; the type label not at all.
 * - termSimilarity above 1: "arjun" prefers the word arjun over arjuni, "karn" karn over karnavedha.
 * - pageLength below the default: long records (Arjun, Krishna) are not pushed under short ones
 *   that merely mention the name.
 * - termSaturation below the default: a name repeated all over a page does not outrank the page
 *   that is about it.
 */
export const PAGEFIND_OPTIONS = {
  excerptLength: 22,
  ranking: {
    termFrequency: 1.0,
    pageLength: 0.3,
    termSaturation: 1.0,
    termSimilarity: 3.0,
    metaWeights: { title: 8.0, names: 8.0, known: 8.0, spellings: 4.0, type: 0.0, nagari: 1.0, iast: 1.0 },
  },
} as const;
