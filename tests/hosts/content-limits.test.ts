/**
 * Content limits: a value far over its schema's bound (a 50 MB shortDesc, a list of 100,000 names)
 * fails the real build at once, naming the file, the record and the field, and leaves dist/ as it
 * was — rather than writing gigabytes.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBuild } from '../support/build.ts';
import { brokenContent } from '../support/broken-content.ts';

const work = mkdtempSync(join(tmpdir(), 'indica-limits-'));
const made: string[] = [work];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Edits one record of a content file in a copy of content/. */
function oversized(file: string, index: number, edit: (record: Record<string, unknown>) => void): string {
  const dir = brokenContent((copy) => {
    const path = join(copy, file);
    const records = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>[];
    edit(records[index]);
    writeFileSync(path, JSON.stringify(records));
  });
  made.push(dir);
  return dir;
}

for (const [label, file, field, edit] of [
  [
    'a 50 MB shortDesc',
    'mb/persons.json',
    'shortDesc',
    (r: Record<string, unknown>) => (r.shortDesc = 'x'.repeat(50 << 20)),
  ],
  [
    'a list of 100,000 aliases',
    'mb/persons.json',
    'aliases',
    (r: Record<string, unknown>) => (r.aliases = Array.from({ length: 100_000 }, (_, i) => `Alias ${i}`)),
  ],
  [
    'a 1 MB noun description',
    'vs/nouns.json',
    'description',
    (r: Record<string, unknown>) => (r.description = 'y'.repeat(1 << 20)),
  ],
] as const) {
  test(`${label} fails the build, naming file, record and field`, async () => {
    const content = oversized(file, 3, edit);
    const record = JSON.parse(readFileSync(join(content, file), 'utf8'))[3] as Record<string, string>;
    const dist = join(work, `dist-${field}`);
    await assert.rejects(
      runBuild({ INDICA_PROFILE: 'api', INDICA_DIST: dist, INDICA_CONTENT_DIR: content }),
      (error: Error) => {
        const line = error.message.split('\n').find((l) => l.includes(file) && l.includes(field));
        assert.ok(line, `a line naming ${file} and ${field}:\n${error.message.slice(0, 2000)}`);
        const key = record.name ?? record.word;
        assert.ok(line.includes(key), `the line names the record "${key}": ${line}`);
        assert.match(line, /too (big|long)|at most|<=/i, line);
        return true;
      },
    );
    assert.equal(existsSync(dist), false, 'no dist/ was written');
  });
}
