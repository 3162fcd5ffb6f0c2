/** Data is validated at build time: a bad record fails with the file, the entry and the field (tests/dist/ checks the build keeps dist/). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, readCollection } from '../../src/core/content.ts';
import { nounRecord } from '../../src/apis/vs/schema.ts';
import { root } from '../support/paths.ts';

function brokenContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'indica-content-'));
  cpSync(join(root, 'content'), dir, { recursive: true });
  const file = join(dir, 'vs/nouns.json');
  const records = JSON.parse(readFileSync(file, 'utf8'));
  records[3].category = 'spaceship';
  writeFileSync(file, JSON.stringify(records));
  return dir;
}

test('a bad record is reported with its file, entry and field', () => {
  const dir = brokenContent();
  try {
    assert.throws(
      () => readCollection('vs/nouns.json', nounRecord, { dir, keyField: 'word' }),
      (error: unknown) =>
        error instanceof ContentError &&
        /content\/vs\/nouns\.json entry #3 "abhiprashnin" field category/.test((error as Error).message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
