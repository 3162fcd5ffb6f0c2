/**
 * Pagefind's search options, tuned on the relevance suite (tests/e2e/search-relevance.spec.ts).
 * Browser code: no imports.
 *
 * - metaWeights: a match in a record's own names (name, aliases, the reviewed table, a clan's
 *   plurals, the IAST and Devanagari name) counts like a title match; a generated spelling
 *   (variants.ts), a verse's text or an event's victims less; the type label and verse count not at all.
 * - termSimilarity 3 (default 1): a word of the query's length beats longer words it begins, in
 *   the page text (Pagefind's metadata boost ignores length: rerank.ts handles names).
 * - pageLength 0 (default 0.75): long records (Arjun, Kurukshetra, the god Indra) are not pushed
 *   under short pages that merely mention the name; measured on the relevance suite, 0.3 left
 *   the being Indra 16th and Kurukshetra under a noun page, 0 puts them in the top ten.
 */
export const PAGEFIND_OPTIONS = {
  excerptLength: 22,
  ranking: {
    termFrequency: 1.0,
    pageLength: 0,
    termSaturation: 1.4,
    termSimilarity: 3.0,
    metaWeights: {
      title: 8.0,
      names: 8.0,
      known: 8.0,
      group: 8.0,
      sanskrit: 8.0,
      spellings: 2.0,
      killed: 1.0,
      type: 0.0,
      verses: 0.0,
      nagari: 1.0,
      iast: 1.0,
    },
  },
} as const;
