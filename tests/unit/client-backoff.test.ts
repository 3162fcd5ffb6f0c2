/**
 * The client's retry waits (client/src/transport.ts): `backoffMs` doubled per retry, stretched by a
 * random part of up to as much again (jitter), from the random source the client is given.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { backoffDelay } from '../../client/src/transport.ts';

test('each retry waits at least backoffMs doubled per retry, and at most twice that, by the random draw', () => {
  for (const tried of [0, 1, 2, 5]) {
    const base = 100 * 2 ** tried;
    assert.equal(
      backoffDelay(100, tried, () => 0),
      base,
    );
    assert.equal(
      backoffDelay(100, tried, () => 0.25),
      base * 1.25,
    );
    assert.equal(
      backoffDelay(100, tried, () => 0.5),
      base * 1.5,
    );
    assert.ok(backoffDelay(100, tried, () => 0.999) < base * 2);
  }
  // A random source out of range cannot shorten or blow up the wait.
  assert.equal(
    backoffDelay(100, 0, () => -3),
    100,
  );
  assert.equal(
    backoffDelay(100, 0, () => 7),
    200,
  );
  // Two clients with different draws wait differently: they do not retry in step.
  assert.notEqual(
    backoffDelay(250, 1, () => 0.1),
    backoffDelay(250, 1, () => 0.9),
  );
});
