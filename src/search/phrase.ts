/**
 * A line of a verse as readers type it (issue 35: "they call him Indra, Mitra, Varuna, Agni"):
 * Pagefind ranks the pages that have every word of the query, but not by the words' order, and
 * with `pageLength` 0 (ranking.ts) a long page that has them scattered can come before the verse
 * whose line it is. So, for a query of three words or more that names no record, the first
 * results are ordered by the longest run of the query's words that their text has in the query's
 * order (words compared folded, as readerFold folds them; a query word also meets a word it
 * begins: a truncated typo, "cucumbr"), then in Pagefind's order. Browser code.
 */
import { readerFold } from './variants.ts';

/** How many of Pagefind's first results are reordered (their fragments load together). */
export const PHRASE_TOP = 12;

export const wordsOf = (text: string) =>
  readerFold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether a query is read as a line of text: three words or more. */
export const isPhraseQuery = (query: string) => wordsOf(query).length >= 3;

/** The longest run of consecutive query words that the text has consecutively. */
export function phraseRun(queryWords: readonly string[], text: string): number {
  const words = wordsOf(text);
  const meets = (t: string, q: string) => t === q || (q.length >= 4 && t.startsWith(q));
  let best = 0;
  for (let i = 0; i < words.length; i++)
    for (let j = 0; j < queryWords.length; j++) {
      let n = 0;
      while (i + n < words.length && j + n < queryWords.length && meets(words[i + n], queryWords[j + n])) n++;
      if (n > best) best = n;
    }
  return best;
}

/** Stable: the items whose text has the longest run of the query first, Pagefind's order otherwise. */
export function byPhrase<T>(items: readonly T[], textOf: (item: T) => string, query: string): T[] {
  const queryWords = wordsOf(query);
  return items
    .map((item, index) => ({ item, index, run: phraseRun(queryWords, textOf(item)) }))
    .sort((a, b) => b.run - a.run || a.index - b.index)
    .map((k) => k.item);
}
