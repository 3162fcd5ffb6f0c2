/**
 * The hymn data as the build reads it: the rows the API serves, the verses the pages show and the
 * mapping tables they come from, all validated, with the data set's checks (checks.ts) and the
 * text layers' (every verse in text/ and commentary/, text.ts): the build fails on any violation.
 */
import { assertNoProblems, readCollection } from '../../core/content.ts';
import { contentDir } from '../../build-config.ts';
import { checkHymnData } from './checks.ts';
import { checkTextLayers } from './text.ts';
import { ROWS_FILE, TABLE_FILES, VERSES_FILE } from './files.ts';
import {
  deityTableEntry,
  hymnRow,
  hymnVerse,
  meterTableEntry,
  poetTableEntry,
  type HymnRow,
  type HymnVerse,
} from './schema.ts';

export function loadHymnVerses(root?: string): HymnVerse[] {
  return readCollection(VERSES_FILE, hymnVerse, { dir: contentDir(root) });
}

let checked = false;

export function loadHymnRows(root?: string): { rows: HymnRow[] } {
  const rows = readCollection(ROWS_FILE, hymnRow, { dir: contentDir(root) });
  if (!checked || root) {
    const tables = {
      poets: readCollection(TABLE_FILES.poets, poetTableEntry, { dir: contentDir(root), keyField: 'source' }),
      deities: readCollection(TABLE_FILES.deities, deityTableEntry, { dir: contentDir(root), keyField: 'source' }),
      meters: readCollection(TABLE_FILES.meters, meterTableEntry, { dir: contentDir(root), keyField: 'source' }),
    };
    const verses = loadHymnVerses(root);
    assertNoProblems('content/rv: data set checks', [
      ...checkHymnData(verses, rows, tables),
      ...checkTextLayers(verses, root),
    ]);
    checked = !root;
  }
  return { rows };
}
