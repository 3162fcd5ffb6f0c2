/**
 * The rule that drops index citations saying only who a participant is (scripts/mb/prune-citations.ts)
 * finds nothing left to drop in the committed data. It reads Sörensen's entries from ../shared/data,
 * so it is a source test (skipped in a clone without ../shared); the rule's parts are unit-tested in
 * tests/unit/mb-prune-citations.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Citation } from '../../src/apis/mb/schema.ts';
import { loadAndCheckEpic } from '../../scripts/check-epic.ts';
import { prunedCitations, sorensenText, type PersonLike } from '../../scripts/mb/prune-citations.ts';
import { noSources, root } from '../support/paths.ts';

type Rec = Record<string, unknown> & { citations: Citation[] };

test('the committed data has no citation left for the rule to drop', { skip: noSources }, () => {
  const committed = loadAndCheckEpic().data;
  const persons = committed.persons as unknown as PersonLike[];
  const entryText = sorensenText();
  const kinds = ['events', 'journeys', 'paths', 'deaths', 'panoplies', 'clans', 'weapons', 'places'] as const;
  for (const kind of kinds)
    for (const r of committed[kind] as unknown as Rec[])
      assert.deepEqual(prunedCitations(kind, r, persons, entryText), [], `${kind}: ${JSON.stringify(r.citations)}`);
  assert.ok(!readFileSync(join(root, 'content/mb/places.json'), 'utf8').includes('"1.267.1-2"'));
});
