/**
 * The kinds of record the search knows, shared by build and browser code (it imports only the
 * import-free table of the epic's kinds): the epic's nouns in their search order (kind-facts.ts),
 * then the Rig Veda's and the Vedic Index's.
 */
import { pagedNouns, type PagedNoun } from '../apis/mb/kind-facts.ts';

const OTHER_KINDS = ['poet', 'being', 'meter', 'sukta', 'verse', 'noun'] as const;
export type RecordKind = PagedNoun | (typeof OTHER_KINDS)[number];
export const RECORD_KINDS: readonly RecordKind[] = [...pagedNouns, ...OTHER_KINDS];
