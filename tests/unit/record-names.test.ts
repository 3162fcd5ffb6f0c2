/** The epic record header's names: IAST aliases are told from English spellings; Sanskrit names are optional. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isIast, sanskritNamesOf } from '../../src/apis/mb/record-names.ts';
import { loadEpic } from '../../src/apis/mb/graph.ts';

test('isIast marks names with IAST letters, not plain romanisations', () => {
  assert.equal(isIast('Śaṃtanu'), true);
  assert.equal(isIast('Dhṛtarāṣṭra'), true);
  // decomposed input (a combining macron) counts too
  assert.equal(isIast('Pa\u0304ndu'), true);
  assert.equal(isIast('Santanu'), false);
  assert.equal(isIast('Arjuna'), false);
  const aliases = loadEpic().persons.flatMap((p) => p.aliases);
  assert.ok(aliases.some(isIast) && !aliases.every(isIast), 'the persons have both kinds of alias');
});

test('sanskritNamesOf reads the optional iast and devanagari fields and ignores their absence', () => {
  assert.equal(sanskritNamesOf({ name: 'Arjun' }), undefined);
  assert.equal(sanskritNamesOf({ name: 'Arjun', iast: '', devanagari: '' }), undefined);
  assert.deepEqual(sanskritNamesOf({ iast: 'Arjuna', devanagari: 'अर्जुन' }), {
    iast: 'Arjuna',
    devanagari: 'अर्जुन',
  });
  assert.deepEqual(sanskritNamesOf({ devanagari: 'अर्जुन' }), { iast: undefined, devanagari: 'अर्जुन' });
});
