/**
 * The rule that drops index citations saying only who a participant is (issue 23,
 * scripts/mb/prune-citations.ts): on small records each part of the rule keeps and drops what it
 * says. That the committed data leaves it nothing to drop needs the index's texts from ../shared:
 * tests/sources/mb-prune-citations.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Citation } from '../../src/apis/mb/schema.ts';
import { loadAndCheckEpic } from '../../scripts/check-epic.ts';
import { prunedCitations, type PersonLike } from '../../scripts/mb/prune-citations.ts';

const committed = loadAndCheckEpic().data;
const persons = committed.persons as unknown as PersonLike[];
const noText = () => undefined;

const arjunEntry: Citation = { work: 'sorensen', ref: 'Arjuna', entry: 2 };
const passage: Citation = { work: 'critical-edition', ref: '5.7' };

test("an event with a passage drops a participant's entry; without a passage it keeps it", () => {
  const event = { eventName: 'X', eventPersons: ['Arjun'], citations: [arjunEntry, passage] };
  assert.deepEqual(prunedCitations('events', event, persons, noText), [arjunEntry]);
  assert.deepEqual(prunedCitations('events', { ...event, citations: [arjunEntry] }, persons, noText), []);
});

test("a death keeps the victim's entry only where its summary tells a death", () => {
  const own: Citation = { work: 'sorensen', ref: 'Bhānusena' };
  const death = { personName: 'Bhanusen', personKilledWhoAll: ['Bheem'], citations: [own, passage] };
  assert.deepEqual(
    prunedCitations('deaths', death, persons, () => 'A son of Karṇa slain by Bhīma.'),
    [],
  );
  assert.deepEqual(
    prunedCitations('deaths', death, persons, () => 'A son of Karṇa.'),
    [own],
  );
});

test("a path drops a place's Cultural Index entry, not an episode's", () => {
  const place: Citation = { work: 'cultural-index', ref: '1.6, Gāndhāra' };
  const episode: Citation = { work: 'cultural-index', ref: '1.3, Nalopākhyāna' };
  const path = { pathNameEpic: 'Y', citations: [place, episode, passage] };
  assert.deepEqual(prunedCitations('paths', path, persons, noText), [place]);
});
