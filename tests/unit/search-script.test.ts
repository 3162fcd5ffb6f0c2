/** The reader's script (src/search/script.ts) and what a query asks for (src/search/query.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Sanscript from '@indic-transliteration/sanscript';
import { root } from '../support/paths.ts';
import { devanagariToIast, readScript } from '../../src/search/script.ts';
import { readQuery, verseRefOf } from '../../src/search/query.ts';
import { skeleton } from '../../src/search/variants.ts';
import { openingPrefix, verseKey } from '../../src/search/verses.ts';
import type { HymnVerse } from '../../src/apis/rv/schema.ts';

const verses = JSON.parse(readFileSync(join(root, 'content/rv/verses.json'), 'utf8')) as HymnVerse[];
const persons = JSON.parse(readFileSync(join(root, 'content/mb/persons.json'), 'utf8')) as { name: string }[];

test('Devanagari is read as Sanscript reads it, on every verse of the Rig Veda', () => {
  let compared = 0;
  for (const verse of verses) {
    if (!verse.text) continue;
    const ref = `${verse.mandal}.${verse.sukta}.${verse.verse}`;
    assert.equal(devanagariToIast(verse.text), Sanscript.t(verse.text, 'devanagari', 'iast').normalize('NFC'), ref);
    compared++;
  }
  assert.ok(compared > 10_000, `${compared} verses compared`);
});

test('a name written in Devanagari, Harvard-Kyoto, ITRANS or IAST has the skeleton of its plain spelling', () => {
  // Each of the epic's names, taken to Devanagari by Sanscript from its plain (HK-compatible) letters,
  // comes back to the same skeleton; and Sanscript's HK and ITRANS of a name read as its IAST does.
  let checked = 0;
  for (const { name } of persons) {
    const plain = name.toLowerCase().replace(/[^a-z ]/g, '');
    if (!plain || /[fqxzw]/.test(plain)) continue;
    const nagari = Sanscript.t(plain, 'hk', 'devanagari');
    assert.equal(skeleton(readScript(nagari)), skeleton(Sanscript.t(plain, 'hk', 'iast')), `${name} as ${nagari}`);
    checked++;
  }
  assert.ok(checked > 400, `${checked} names`);
  for (const iast of [
    'kṛṣṇa',
    'bhīṣma',
    'yudhiṣṭhira',
    'draupadī',
    'aśvatthāman',
    'gāṇḍīva',
    'kurukṣetra',
    'triṣṭubh',
  ]) {
    assert.equal(readScript(Sanscript.t(iast, 'iast', 'hk')), iast, `HK of ${iast}`);
    const itrans = Sanscript.t(iast, 'iast', 'itrans');
    if (itrans !== iast) assert.equal(skeleton(readScript(itrans)), skeleton(iast), `ITRANS ${itrans}`);
    assert.equal(
      skeleton(readScript(Sanscript.t(iast, 'iast', 'devanagari'))),
      skeleton(iast),
      `Devanagari of ${iast}`,
    );
  }
  // plain letters, capitals at a word's start or throughout are no scheme
  assert.equal(readScript('Arjuna KARNA draupadi'), 'Arjuna KARNA draupadi');
  assert.equal(skeleton(readScript('अर्जुन')), skeleton('Arjun'));
});

test('verse numbers in the forms readers write them', () => {
  const cases: [string, ReturnType<typeof verseRefOf>][] = [
    ['1.1.1', { mandal: 1, sukta: 1, verse: 1 }],
    ['RV 1.1.1', { mandal: 1, sukta: 1, verse: 1 }],
    ['rv1.1.1', { mandal: 1, sukta: 1, verse: 1 }],
    ['R.V. 10.129.1', { mandal: 10, sukta: 129, verse: 1 }],
    ['Rigveda 3.62.10', { mandal: 3, sukta: 62, verse: 10 }],
    ['rig veda 7/103', { mandal: 7, sukta: 103 }],
    ['Ṛgveda 10.90', { mandal: 10, sukta: 90 }],
    ['mandala 10 hymn 129', { mandal: 10, sukta: 129 }],
    ['Mandal 1, Sukta 164, verse 46', { mandal: 1, sukta: 164, verse: 46 }],
    ['book 7 hymn 103', { mandal: 7, sukta: 103 }],
    ['RV X.129.1', { mandal: 10, sukta: 129, verse: 1 }],
    ['Rig Veda iv.26', { mandal: 4, sukta: 26 }],
    ['11.1.1', undefined],
    ['1.0.1', undefined],
    ['10', undefined],
    ['agni 1', undefined],
  ];
  for (const [query, ref] of cases) assert.deepEqual(verseRefOf(query), ref, query);
  assert.deepEqual(readQuery('ऋग्वेद ३.६२.१०').ref, { mandal: 3, sukta: 62, verse: 10 });
});

test('questions about a death name the person', () => {
  const cases: [string, string | undefined][] = [
    ['who killed karna', 'karna'],
    ['Who killed Drona?', 'drona'],
    ['how did bhishma die', 'bhishma'],
    ['death of abhimanyu', 'abhimanyu'],
    ['the killing of Jayadrath', 'jayadrath'],
    ["Ghatotkacha's death", 'ghatotkacha'],
    ['kansa vadh', 'kansa'],
    ['duryodhan ka vadh', 'duryodhan'],
    ['कर्ण वध', 'karna'],
    ['bhishma ko kisne mara', 'bhishma'],
    ['द्रोण को किसने मारा', 'drona'],
    ['karna', undefined],
    ['deathly hallows', undefined],
  ];
  for (const [query, person] of cases) assert.equal(readQuery(query).death, person, query);
});

test('a verse opening is one run of folded letters: word breaks, sandhi and spellings meet', () => {
  const keyOf = (mandal: number, sukta: number, verse: number) =>
    verseKey(
      Sanscript.t(
        verses.find((v) => v.mandal === mandal && v.sukta === sukta && v.verse === verse)!.text!,
        'devanagari',
        'iast',
      ),
    );
  const cases: [string, string[]][] = [
    [keyOf(1, 1, 1), ['agnim ile', 'Agni meele purohitam', 'agnimīḷe purohitaṃ', 'अग्निमीळे पुरोहितं']],
    // the anusvara before a consonant, written as that consonant's nasal or as m
    [keyOf(10, 191, 2), ['sangachhadhvam', 'sam gacchadhvam sam vadadhvam', 'संगच्छध्वं', 'saṅgacchadhvaṃ']],
  ];
  for (const [key, queries] of cases)
    for (const query of queries)
      assert.ok(
        key.startsWith(openingPrefix(readScript(query))),
        `${query}: ${openingPrefix(readScript(query))} / ${key}`,
      );
  assert.ok(!keyOf(1, 1, 1).startsWith(openingPrefix('agnim indra')));
});
