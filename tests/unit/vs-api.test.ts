/** The nouns data set the API serves is complete (the built files are compared in tests/dist/vs-api.test.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { originalNouns } from '../support/vs-records.ts';

const records = originalNouns();

test('the data set is complete: 1,787 records in 48 categories', () => {
  assert.equal(records.length, 1787);
  assert.equal(new Set(records.map((r) => r.category)).size, 48);
});
