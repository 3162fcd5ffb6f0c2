/** The data version of this project's content/ (src/core/data-version.ts) and what it holds, counted. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from '../build-config.ts';
import { readDataVersionFile, type DataVersion } from '../core/data-version.ts';
import { EPIC_KINDS } from '../apis/mb/kinds.ts';

export { dataVersion, type DataVersion } from '../core/data-version.ts';

export function readDataVersion(root?: string): DataVersion {
  return readDataVersionFile(contentDir(root));
}

/**
 * The records of each collection a CHANGELOG entry counts, by the plural it names them with: the
 * nouns, the hymn API's rows, the verses and every epic kind (its file's name).
 */
export function dataCounts(root?: string): Record<string, number> {
  const dir = contentDir(root);
  const length = (file: string) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown[]).length;
  return {
    nouns: length('vs/nouns.json'),
    'API rows': length('rv/rows.json'),
    verses: length('rv/verses.json'),
    ...Object.fromEntries(
      Object.values(EPIC_KINDS).map(({ file }) => [file.replace(/\.json$/, ''), length(`mb/${file}`)]),
    ),
  };
}
