/** Citations as readers see them: the work's title, the reference in words, and a link to a public copy. */
import Sanscript from '@indic-transliteration/sanscript';
import { GANGULI_PARVAS, citationWorkTitles, type Citation, type CitationWork } from './schema.ts';

/** "2.28" → "book 2, chapter 28"; Ganguli's "Sabha Parva, Section 31" stays as he numbers it. */
export function citationPlace(c: Citation): string {
  // the n-th of several entries of one headword, as the indexes number them (Śakti², Arjuna²)
  const entry = c.entry !== undefined ? `, no. ${c.entry}` : '';
  switch (c.work) {
    case 'critical-edition': {
      const [parva, adhyaya, verses] = c.ref.split('.');
      return `parvan ${parva}, adhyāya ${adhyaya}${verses ? `, ${verses.includes('-') ? 'verses' : 'verse'} ${verses.replace('-', '–')}` : ''} (${c.ref})`;
    }
    case 'ganguli':
      return c.ref.replace('Section', 'section');
    case 'cultural-index': {
      const [section, headword] = c.ref.split(/, (.*)/);
      return `section ${section}${headword ? `, entry ${headword}${entry}` : ''}`;
    }
    case 'sorensen':
      return `entry ${c.ref}${entry}`;
    case 'indica-docs':
      return c.ref;
    case 'harivamsa': {
      const [adhyaya, verse] = c.ref.split('.');
      return `adhyāya ${adhyaya}${verse ? `, verse ${verse}` : ''}`;
    }
  }
}

export const citationTitle = (c: Citation) => citationWorkTitles[c.work];

/**
 * Works cited without a link, and why: no public online copy with a stable address per reference
 * was found (content/mb/SOURCES.md, "Links to the sources").
 */
export const UNLINKED_WORKS: Partial<Record<CitationWork, string>> = {
  harivamsa: 'no public copy addressable by adhyāya was found',
  'indica-docs': 'the documentation samples are the project’s copy; their sections have no public address',
};

/** Ganguli's translation as transcribed at sacred-texts (one page per section, /hin/m01/m01001.htm). */
const SACRED_TEXTS = 'https://www.sacred-texts.com/hin';
/**
 * Parvas (by number) whose page files carry the section's own number, checked against the section
 * headings of the transcription for every section we cite (content/mb/SOURCES.md, "Links").
 */
const PAGE_IS_SECTION = new Set([2, 3, 5, 6, 8, 9, 10, 16]);
/**
 * Pages checked one by one where the file name and Ganguli's section number part: the Adi Parva's
 * pages run one ahead, the Drona Parva's fall behind from section 39 (three behind by 104), the Stri
 * Parva's one behind from 14, and the Shanti Parva's are a series of their own (m12a…). Any other
 * section of these parvas, and of the parvas not checked, links to the parva's contents page.
 */
const CHECKED_PAGES: Record<string, string> = {
  'Adi 17': 'm01018',
  'Adi 18': 'm01019',
  'Adi 67': 'm01068',
  'Adi 68': 'm01069',
  'Adi 73': 'm01074',
  'Adi 74': 'm01075',
  'Adi 95': 'm01096',
  'Adi 222': 'm01223',
  'Adi 223': 'm01224',
  'Drona 11': 'm07011',
  'Drona 23': 'm07023',
  'Drona 34': 'm07034',
  'Drona 36': 'm07036',
  'Drona 39': 'm07038',
  'Drona 43': 'm07042',
  'Drona 44': 'm07043',
  'Drona 45': 'm07044',
  'Drona 47': 'm07046',
  'Drona 48': 'm07047',
  'Drona 49': 'm07048',
  'Drona 104': 'm07101',
  'Drona 105': 'm07102',
  'Stri 12': 'm11012',
  'Stri 19': 'm11018',
  'Shanti 2': 'm12a002',
  'Shanti 3': 'm12a003',
};

/** How many adhyāyas each parvan of the critical edition has (1–18): a reference beyond them has no page. */
const CE_ADHYAYAS = [225, 72, 299, 67, 197, 117, 173, 69, 64, 18, 27, 353, 154, 96, 47, 9, 3, 5];
/**
 * The critical edition's constituted text (Tokunaga and Smith's electronic text of the Pune edition)
 * as sacred-texts serves it: one page per adhyāya, /hin/mbs/mbs{parvan:2}{adhyāya:3}.htm; the verse
 * numbers are on the page, so a reference to verses links its adhyāya.
 */
const criticalEditionPage = (ref: string) => {
  const [parvan, adhyaya] = ref.split('.').map(Number);
  if (!parvan || !adhyaya || adhyaya > (CE_ADHYAYAS[parvan - 1] ?? 0)) return undefined;
  return `${SACRED_TEXTS}/mbs/mbs${String(parvan).padStart(2, '0')}${String(adhyaya).padStart(3, '0')}.htm`;
};

/** The Cologne digital edition's entry lookup by SLP1 key (every homonym of the key on one page). */
const cologne = (dict: 'INM' | 'MCI', key: string) =>
  `https://www.sanskrit-lexicon.uni-koeln.de/scans/${dict}Scan/2020/web/webtc/indexcaller.php?key=${encodeURIComponent(key)}&transLit=slp1&filter=roman`;
/** A headword in IAST → the digitisation's SLP1 key (its first word, without a parenthesised gloss). */
const slp1Key = (headword: string) =>
  Sanscript.t(
    headword
      .replace(/\s*\(.*?\)/g, '')
      .split(' ')[0]!
      .toLowerCase()
      .replace(/-/g, ''),
    'iast',
    'slp1',
  );

/** Where a citation can be read online, or undefined for the works in UNLINKED_WORKS. */
export function citationLink(c: Citation): string | undefined {
  switch (c.work) {
    case 'critical-edition':
      return criticalEditionPage(c.ref);
    case 'ganguli': {
      const [, parva, section] = /^(\w+) Parva, Section (\d+)$/.exec(c.ref) ?? [];
      const book = GANGULI_PARVAS.indexOf(parva as (typeof GANGULI_PARVAS)[number]) + 1;
      if (!book || !section) return undefined;
      const m = `m${String(book).padStart(2, '0')}`;
      const page =
        CHECKED_PAGES[`${parva} ${section}`] ??
        (PAGE_IS_SECTION.has(book) ? `${m}${section.padStart(3, '0')}` : undefined);
      return `${SACRED_TEXTS}/${m}/${page ?? 'index'}.htm`;
    }
    case 'sorensen':
      return cologne('INM', slp1Key(c.ref));
    case 'cultural-index': {
      const headword = c.ref.split(/, (.*)/)[1];
      return headword ? cologne('MCI', slp1Key(headword)) : undefined;
    }
    default:
      return undefined;
  }
}

/** The Vedic Index (Cologne scan) at a noun's "volume.page", e.g. "1.411" → page 1-411. */
export function vedicIndexLink(volumePage: string): string | undefined {
  const [volume, page] = volumePage.split('.');
  if (!volume || !page) return undefined;
  return `https://sanskrit-lexicon.uni-koeln.de/scans/VEIScan/2020/web/webtc/servepdf.php?page=${volume}-${page.padStart(3, '0')}`;
}
