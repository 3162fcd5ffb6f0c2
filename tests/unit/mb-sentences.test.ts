/**
 * Own sentences (issue 39): no sentence of eight or more words is shared by two record texts except
 * the stock phrases of content/mb/stock-phrases.json, and that list is itself true: each phrase has
 * a reason and is still shared (a phrase no longer shared must leave the list).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAndCheckEpic } from '../../scripts/check-epic.ts';
import { contentDir } from '../../src/build-config.ts';
import { SHARED_SENTENCE_WORDS, sharedSentences, stockPhrases } from '../../src/apis/mb/checks/texts.ts';

const committed = loadAndCheckEpic().data;
const stock = stockPhrases(contentDir());
const shared = sharedSentences(committed);

test(`no sentence of ${SHARED_SENTENCE_WORDS}+ words is shared by two texts outside the stock phrases`, () => {
  const listed = new Set(stock.map((p) => p.sentence));
  const formulas = [...shared.keys()].filter((s) => !listed.has(s));
  assert.deepEqual(formulas, []);
});

test('every stock phrase has a reason and is still shared by two texts or more', () => {
  assert.ok(stock.length > 0);
  for (const p of stock) {
    assert.ok(p.reason.trim().length > 20, `${p.sentence}: a reason`);
    assert.ok((shared.get(p.sentence)?.length ?? 0) >= 2, `${p.sentence}: no longer shared; remove it from the list`);
  }
});

test("the short descriptions of Dhritarashtra's sons are each their own", () => {
  const sons = committed.persons.filter((p) => p.fatherReal === 'Dhritarashtra');
  assert.ok(sons.length >= 60, `${sons.length} sons`);
  const seen = new Map<string, string>();
  for (const s of sons) {
    const other = seen.get(s.shortDesc);
    assert.equal(other, undefined, `${s.name} and ${other} share the shortDesc ${JSON.stringify(s.shortDesc)}`);
    seen.set(s.shortDesc, s.name);
  }
});
