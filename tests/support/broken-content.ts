/**
 * A copy of content/ with one bad record: by default noun 3's category is "spaceship", no category
 * of the data; `edit` breaks something else instead (it gets the copy's folder).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './paths.ts';

export function brokenContent(edit?: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'indica-content-'));
  cpSync(join(root, 'content'), dir, { recursive: true });
  if (edit) {
    edit(dir);
    return dir;
  }
  const file = join(dir, 'vs/nouns.json');
  const records = JSON.parse(readFileSync(file, 'utf8'));
  records[3].category = 'spaceship';
  writeFileSync(file, JSON.stringify(records));
  return dir;
}
