/** Data is validated at build time: a bad record fails with the file, the entry and the field (tests/dist/ checks the build keeps dist/). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { brokenContent } from '../support/broken-content.ts';
import { ContentError, readCollection } from '../../src/core/content.ts';
import { nounRecord } from '../../src/apis/vs/schema.ts';

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
