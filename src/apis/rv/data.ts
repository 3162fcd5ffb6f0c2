/** The hymn rows as the build reads them: validated, with the data set's checks. */
import { readCollection } from '../../core/content.ts';
import { hymnRow, type HymnRow } from './schema.ts';

export const ROWS_FILE = 'rv/rows.json';

export function loadHymnRows(root?: string): { rows: HymnRow[] } {
  return { rows: readCollection(ROWS_FILE, hymnRow, { root }) };
}
