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
  'critical-edition': 'the constituted text has no public copy addressable by adhyāya and verse',
  harivamsa: 'no public copy addressable by adhyāya was found',
  'indica-docs': 'the documentation samples are the project’s copy; their sections have no public address',
};

/** Ganguli's translation as transcribed at sacred-texts (one page per section, /hin/m01/m01001.htm). */
const SACRED_TEXTS = 'https://www.sacred-texts.com/hin';
/**
 * Parvas whose transcription splits the sections over several numbered series (Shanti: m12a…,
 * m12b…; Anushasana: m13a…, m13b…) without a rule we could confirm: their contents page instead.
 */
const SPLIT_PARVAS = new Set([12, 13]);
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
    case 'ganguli': {
      const [, parva, section] = /^(\w+) Parva, Section (\d+)$/.exec(c.ref) ?? [];
      const book = GANGULI_PARVAS.indexOf(parva as (typeof GANGULI_PARVAS)[number]) + 1;
      if (!book || !section) return undefined;
      const m = `m${String(book).padStart(2, '0')}`;
      return SPLIT_PARVAS.has(book)
        ? `${SACRED_TEXTS}/${m}/index.htm`
        : `${SACRED_TEXTS}/${m}/${m}${section.padStart(3, '0')}.htm`;
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
