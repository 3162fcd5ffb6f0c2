/**
 * The shape of the table of passages (issue 23): per kind and record name, the passages of the epic
 * that tell what the record says, and how each entry was located (`basis`, for review; not shipped).
 * `scripts/mb/apply-passages.ts` adds them to content/mb/*.json.
 */
import type { Citation } from '../../../src/apis/mb/schema.ts';
import type { EpicKind } from '../../../src/apis/mb/kinds.ts';

export interface Passage {
  /** passages cited for this record */
  cite?: Citation[];
  /**
   * Records whose passages tell of this one too, as "kind:name" (a person's own death, or the
   * event in which the person takes part), or "kind:name@ref" for only the passage with that
   * reference; their passages are cited with a note naming the record.
   */
  from?: string[];
  /** how the passage was located: not shipped, for review */
  basis: string;
}
export type PassageTable = Partial<Record<EpicKind, Record<string, Passage>>>;

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
