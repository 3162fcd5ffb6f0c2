/**
 * What the search index holds of a verse's text layers (issue 35), one hidden block on the verse
 * page (src/components/VerseSearchText.astro); the layers the reader sees are kept out of the
 * index (`data-pagefind-ignore`), so each word is indexed once:
 *
 * - the saṃhitā as before: unaccented Devanagari and its IAST (the `iast` meta field);
 * - the padapāṭha in IAST, unaccented, each compound's members joined by a hyphen
 *   (`puraḥ-hitam`): Pagefind indexes such a word whole (puraḥhitam) and by its members, and
 *   folds diacritics, so `puraḥhitam`, `purahhitam`, `hitam` and a pasted पु॒रः॒ऽहि॑तम् (read by
 *   src/search/script.ts as puraḥ'hitam) find it. The accented Devanagari is not indexed: every
 *   Devanagari query is read as IAST before Pagefind sees it (script.ts), and Pagefind folds
 *   the accent marks away;
 * - Griffith's English, its lines joined, at a quarter of a page's weight (ENGLISH_WEIGHT).
 */
import { iastOf } from '../apis/rv/transliterate.ts';

/**
 * Udātta, svarita, anudātta, the other Vedic signs and the candrabindu (dropped as the unaccented
 * saṃhitā drops it, and as an accented query loses it: script.ts); kampa digits inside a word.
 */
const ACCENTS = /\u0901|[\u0951-\u0954]|[\u1cd0-\u1cff]|[\ua8e0-\ua8f1]/gu;
const KAMPA = /(?<=[\p{L}\p{M}])[१३]/gu;

/** A padapāṭha (accented Devanagari, `।` between words, `ऽ` between a compound's members) as indexed IAST words. */
export function padaIndexText(pada: string): string {
  const plain = pada
    .normalize('NFD')
    .replace(ACCENTS, '')
    .replace(KAMPA, '')
    .normalize('NFC')
    .replace(/[।॥|]/g, ' ')
    .replace(/ऽ/g, '-');
  return iastOf(plain).replace(/\s+/g, ' ').trim();
}

/**
 * The English's weight in Pagefind's ranking (1 is a page's own text): a common English word
 * ("lion") must not put ten verses before the record whose meaning it is (the noun siṃh, found by
 * its reviewed English name); a line of a verse still finds its verse, the only page with all its
 * words (src/search/phrase.ts orders the first results by the line).
 */
export const ENGLISH_WEIGHT = 0.25;

/** Griffith's lines as one run of text. */
export const englishIndexText = (english: string) => english.replace(/\s*\n\s*/g, ' ').trim();
