/** A copy of content/ with one bad record: noun 3's category is "spaceship", no category of the data. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './paths.ts';

export function brokenContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'indica-content-'));
  cpSync(join(root, 'content'), dir, { recursive: true });
  const file = join(dir, 'vs/nouns.json');
  const records = JSON.parse(readFileSync(file, 'utf8'));
  records[3].category = 'spaceship';
  writeFileSync(file, JSON.stringify(records));
  return dir;
}
