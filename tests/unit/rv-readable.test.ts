/**
 * Rig Veda verses readers can read: the IAST transliteration (Sanscript, at build time) and the
 * traditional names of famous hymns (content/rv/hymn-names.json), on the data (the built pages: tests/dist/).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { iastOf } from '../../src/apis/rv/transliterate.ts';
import { checkHymnNames, loadHymnNames } from '../../src/apis/rv/hymn-names.ts';
import { loadHymnVerses } from '../../src/apis/rv/data.ts';
import type { HymnNameRecord } from '../../src/apis/rv/schema.ts';
import { root } from '../support/paths.ts';

const verses = loadHymnVerses(root);
const names = loadHymnNames(verses, root);

test('IAST of known verses', () => {
  const text = (m: number, s: number, v: number) =>
    verses.find((x) => x.mandal === m && x.sukta === s && x.verse === v)!.text!;
  assert.match(iastOf(text(3, 62, 10)), /^tatsaviturvareṇyaṃ bhargo devasya dhīmahi \|/);
  assert.match(iastOf(text(10, 129, 1)), /^nāsadāsīnno sadāsīttadānīṃ/);
  assert.match(iastOf(text(1, 1, 1)), /^agnimīḷe purohitaṃ yajñasya devamṛtvijam/);
  // every verse text comes out with no Devanagari left over, and ळ as ḷ (not Sanscript's l̤)
  for (const v of verses)
    if (v.text) assert.doesNotMatch(iastOf(v.text), /[\u0900-\u097F]|l\u0324/, `${v.mandal}.${v.sukta}.${v.verse}`);
});

test('the famous hymns carry their traditional names', () => {
  const of = (m: number, s: number, v?: number) => (v ? names.ofVerse(m, s, v) : names.ofSukta(m, s))?.name;
  assert.equal(of(10, 129), 'Nasadiya Sukta');
  assert.equal(of(10, 90), 'Purusha Sukta');
  assert.equal(of(10, 121), 'Hiranyagarbha Sukta');
  assert.equal(of(10, 125), 'Vak Sukta');
  assert.equal(of(3, 62, 10), 'Gayatri Mantra');
  assert.equal(of(10, 85), 'Surya Sukta');
  assert.equal(of(10, 34), 'Aksha Sukta');
  assert.equal(of(10, 14), 'Yama Sukta');
  assert.ok(names.all.length >= 30);
});

test('a hymn name pointing at no sukta or verse, or naming one twice, fails', () => {
  const n = (extra: Partial<HymnNameRecord>): HymnNameRecord => ({
    mandal: 10,
    sukta: 129,
    name: 'X',
    aliases: [],
    about: 'x',
    ...extra,
  });
  assert.ok(checkHymnNames([n({ sukta: 192 })], verses).some((m) => m.includes('10.192 is not a sukta')));
  assert.ok(
    checkHymnNames([n({ mandal: 3, sukta: 62, verse: 19 })], verses).some((m) => m.includes('3.62.19 is not a verse')),
  );
  assert.ok(checkHymnNames([n({}), n({ name: 'Y' })], verses).some((m) => m.includes('10.129 is named twice')));
  assert.ok(checkHymnNames([n({}), n({ sukta: 90, aliases: ['x'] })], verses).some((m) => m.includes('used twice')));
  assert.deepEqual(checkHymnNames(names.all, verses), []);
});
