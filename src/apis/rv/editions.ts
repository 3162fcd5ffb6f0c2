/**
 * Public translations and editions that give each hymn a stable address of its own, so a sukta page
 * can send a reader on to a translation without the project copying one. The patterns and where each
 * was seen are in content/rv/SOURCES.md. All three number the hymns as the traditional index does
 * (the Vālakhilya hymns as 8.49–8.59), as our mandal.sukta references do.
 */

export interface Edition {
  /** who made it and what it is, as a link text */
  title: string;
  /** what a reader finds there (translation, text, analysis) */
  note: string;
  href: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The editions of a hymn, best known first. */
export function editionsOf(mandal: number, sukta: number): Edition[] {
  return [
    {
      title: 'Griffith, The Hymns of the Rigveda (1896), at sacred-texts.com',
      note: 'English verse translation',
      href: `https://sacred-texts.com/hin/rigveda/rv${pad(mandal, 2)}${pad(sukta, 3)}.htm`,
    },
    {
      title: 'Griffith, The Hymns of the Rigveda, at Wikisource',
      note: 'the same translation',
      href: `https://en.wikisource.org/wiki/The_Hymns_of_the_Rigveda/Book_${mandal}/Hymn_${sukta}`,
    },
    {
      title: 'VedaWeb (University of Cologne)',
      note: 'text, word analysis and translations, opened at the first verse',
      href: vedaWebUrl(mandal, sukta, 1),
    },
  ];
}

/** A verse in VedaWeb, whose address names one verse (`10.129.1`). */
export const vedaWebUrl = (mandal: number, sukta: number, verse: number) =>
  `https://vedaweb.uni-koeln.de/rigveda/view/id/${mandal}.${sukta}.${verse}`;
