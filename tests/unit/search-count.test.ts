/** The search page's counts (src/search/count.ts): written as `toLocaleString('en')` writes them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { thousands } from '../../src/search/count.ts';

test('thousands: the same text as toLocaleString("en") for counts', () => {
  for (const n of [0, 1, 12, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 15_029])
    assert.equal(thousands(n), n.toLocaleString('en'), String(n));
});
