/**
 * Helpers that write citations as the curation record has them (tests build records with them):
 * the critical edition, Ganguli's sections, the Harivaṃśa. The table of passages itself is data,
 * content/mb/curation/passages.json (scripts/mb/curation.ts).
 */
import type { Citation } from '../../../src/apis/mb/schema.ts';

const withNote = (c: Citation, note?: string): Citation => (note ? { ...c, note } : c);
/** Critical edition (Pune), "book.adhyaya" or "book.adhyaya.verse[-verse]". */
export const ce = (ref: string, note?: string): Citation => withNote({ work: 'critical-edition', ref }, note);
/** Ganguli's translation, by his parva name and section number. */
export const kmg = (parva: string, section: number, note?: string): Citation =>
  withNote({ work: 'ganguli', ref: `${parva} Parva, Section ${section}` }, note);
/** Harivaṃśa (critical edition), "adhyaya" or "adhyaya.verse". */
export const hv = (ref: string, note?: string): Citation => withNote({ work: 'harivamsa', ref }, note);
/** Several adhyayas: the first is cited, the note gives the range ("adhyayas 1.15–17"). */
export const ces = (first: string, last: number, note?: string): Citation =>
  ce(first, `adhyayas ${first}–${last}${note ? `; ${note}` : ''}`);
