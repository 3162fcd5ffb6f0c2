/** The nouns as the build reads them: validated records, and the API rows derived from them. */
import { readCollection } from '../../core/content.ts';
import { contentDir } from '../../build-config.ts';
import { nounRecord, type Noun, type NounRecord } from './schema.ts';

export const NOUNS_FILE = 'vs/nouns.json';

export interface NounData {
  records: NounRecord[];
  /** The API objects: the four documented fields of each record, in record order. */
  rows: Noun[];
}

export function loadNouns(root?: string): NounData {
  const records = readCollection(NOUNS_FILE, nounRecord, { dir: contentDir(root), keyField: 'word' });
  const rows = records.map(({ nagari, word, description, category }) => ({ nagari, word, description, category }));
  return { records, rows };
}
