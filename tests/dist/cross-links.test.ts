/** Epic persons who are beings of the hymns link to them, and back, in the built pages. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, requireDist } from '../support/dist.ts';

test('Indra, Surya, Agni and Vayu are linked between the epic and the hymns', () => {
  requireDist();
  const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
  for (const name of ['indra', 'surya', 'agni', 'vayu']) {
    assert.ok(
      page(`/mahabharata/persons/${name}`).includes(`href="/rigveda/beings/${name}/"`),
      `${name}: epic → hymns`,
    );
    assert.ok(
      page(`/rigveda/beings/${name}`).includes(`href="/mahabharata/persons/${name}/"`),
      `${name}: hymns → epic`,
    );
  }
});
