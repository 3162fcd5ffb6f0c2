/** The kinds of record the search knows, shared by build and browser code (no imports). */
export const RECORD_KINDS = [
  'person',
  'weapon',
  'place',
  'event',
  'clan',
  'journey',
  'poet',
  'being',
  'meter',
  'sukta',
  'noun',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
