/** The pages a lean build assembles an answer from: bounded for any page number a client sends. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sourcePages } from '../../src/core/paginate.ts';

test('sourcePages: the limit-50 pages a page at another limit needs', () => {
  assert.deepEqual(sourcePages(10, 1, 50), [1]);
  assert.deepEqual(sourcePages(7, 8, 50), [1, 2]);
  assert.deepEqual(sourcePages(33, 10, 50), [1, 6, 7]);
});

test('sourcePages: a page past 2^53 items answers at once (page 1 says it is past the last)', () => {
  // Before, the loop from 2e25 counted p + 1 === p and the server stopped answering.
  assert.deepEqual(sourcePages(10, 1e26, 50), [1]);
  assert.deepEqual(sourcePages(1, 2 ** 53, 50), [1]);
  assert.equal(sourcePages(50, 2 ** 40, 50).length, 2, 'a large but exact page: page 1 and its own');
});
