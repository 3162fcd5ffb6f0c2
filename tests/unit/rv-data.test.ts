/**
 * The hymn data set (content/rv/): the checks pass on it and fail on broken copies, and the original
 * documentation's example requests hold on its rows (the import from ../shared/data: tests/sources/).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkHymnData, deriveHymnRows } from '../../src/apis/rv/checks.ts';
import { SUKTAS_PER_MANDAL, VERSES_PER_MANDAL } from '../../src/apis/rv/schema.ts';
import type { HymnRow, HymnVerse } from '../../src/apis/rv/schema.ts';
import { loadHymnTables } from '../../scripts/import-hymns.ts';
import { romanise } from '../../scripts/rv/romanise.ts';
import { root } from '../support/paths.ts';

const content = join(root, 'content', 'rv');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(content, file), 'utf8')) as T;

const verses = readJson<HymnVerse[]>('verses.json');
const rows = readJson<HymnRow[]>('rows.json');
const tables = loadHymnTables();
const clone = <T>(x: T): T => structuredClone(x);

test('checkHymnData passes on the committed data', () => {
  assert.deepEqual(checkHymnData(verses, rows, tables), []);
  assert.equal(verses.length, 10552);
  for (let m = 1; m <= 10; m++) {
    const vs = verses.filter((v) => v.mandal === m);
    assert.equal(vs.length, VERSES_PER_MANDAL[m - 1]);
    assert.equal(new Set(vs.map((v) => v.sukta)).size, SUKTAS_PER_MANDAL[m - 1]);
  }
  // Rows carry exactly the seven documented fields, in verse order.
  assert.ok(rows.length > 2000 && rows.length < 4000, `${rows.length} rows`);
  for (const r of rows)
    assert.deepEqual(Object.keys(r), [
      'mandal',
      'sukta',
      'meter',
      'sungby',
      'sungbycategory',
      'sungfor',
      'sungforcategory',
    ]);
  assert.deepEqual(rows, deriveHymnRows(verses));
});

test('checkHymnData fails on broken copies', () => {
  // A verse too few: the mandal count and the numbering both fail.
  const missing = clone(verses);
  missing.splice(
    missing.findIndex((v) => v.mandal === 4 && v.sukta === 10 && v.verse === 3),
    1,
  );
  const m1 = checkHymnData(missing, deriveHymnRows(missing), tables);
  assert.ok(m1.includes('mandal 4 has 588 verses, expected 589'), m1.join('\n'));
  assert.ok(
    m1.some((x) => x.startsWith('verse 4.10.4 follows 4.10.2')),
    m1.join('\n'),
  );

  // A sukta numbered beyond the contract's table (2.43 renumbered 2.44).
  const extra = clone(verses);
  for (const v of extra) if (v.mandal === 2 && v.sukta === 43) v.sukta = 44;
  const m2 = checkHymnData(extra, deriveHymnRows(extra), tables);
  assert.ok(
    m2.some((x) => x.includes('sukta 2.44 follows 2.42')),
    m2.join('\n'),
  );
  assert.ok(m2.includes('verse 2.44.1: mandal 2 has only 43 suktas'), m2.join('\n'));

  // A name that is in no mapping table.
  const unmapped = clone(verses);
  unmapped[0].poets[0].name = 'Madhuchhanda';
  const m3 = checkHymnData(unmapped, deriveHymnRows(unmapped), tables);
  assert.ok(
    m3.some((x) =>
      x.startsWith('verse 1.1.1: poets Madhuchhanda (human male) but the poet table gives Madhuchchhanda Vaishwamitra'),
    ),
    m3.join('\n'),
  );

  // A source string that is in no table.
  const unknown = clone(verses);
  unknown[5].source.devata = 'अग्निः॥';
  const m4 = checkHymnData(unknown, deriveHymnRows(unknown), tables);
  assert.ok(m4.includes('verse 1.1.6: deity string "अग्निः॥" is not in the deity table'), m4.join('\n'));

  // A category outside its list, in a verse and in a row.
  const badCat = clone(verses);
  (badCat[0].deities[0] as { category: string }).category = 'robot';
  const m5 = checkHymnData(badCat, rows, tables);
  assert.ok(
    m5.some((x) => x.startsWith('content/rv/verses.json entry #0 field deities.0.category:')),
    m5.join('\n'),
  );
  const badRow = clone(rows);
  (badRow[0] as { sungbycategory: string }).sungbycategory = 'divine human';
  const m6 = checkHymnData(verses, badRow, tables);
  assert.ok(
    m6.some((x) => x.startsWith('content/rv/rows.json entry #0 field sungbycategory:')),
    m6.join('\n'),
  );

  // The same name with two categories in the tables.
  const twoCats = clone(tables);
  const horse = twoCats.deities.find((e) => e.source === 'अश्वः')!;
  horse.category = 'object';
  const m7 = checkHymnData(verses, rows, twoCats);
  assert.ok(
    m7.some((x) => x.includes('"Horse" is "animal"') || x.includes('"Horse" is "object"')),
    m7.join('\n'),
  );

  // Rows that are not the rows of the verses: one dropped, one reordered.
  const fewer = rows.slice(1);
  assert.ok(
    checkHymnData(verses, fewer, tables).some((x) =>
      x.startsWith(`rows: ${rows.length - 1} rows, but the verses give ${rows.length}`),
    ),
  );
  const swapped = clone(rows);
  [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
  assert.ok(checkHymnData(verses, swapped, tables).some((x) => x.startsWith('row #1 is')));
});

/** The original docs' matching: case-insensitive substring. */
const matching = (field: 'sungby' | 'sungfor' | 'meter', text: string) =>
  new Set(rows.filter((r) => r[field].toLowerCase().includes(text.toLowerCase())).map((r) => r[field]));

test('the example requests of the original documentation hold on rows.json', () => {
  const poets = matching('sungby', 'tra');
  assert.ok(
    [...poets].some((p) => p.startsWith('Vishwamitra')),
    'poet/tra: Vishwamitra',
  );
  assert.ok(poets.has('Vasishth Maitravaruni'), 'poet/tra: Vasishth Maitravaruni');
  const meters = matching('meter', 'tup');
  assert.ok(meters.has('Anushtup') && meters.has('Trishtup'), 'meter/tup');
  const gods = matching('sungfor', 'ni');
  assert.ok(gods.has('Nirriti') && gods.has('Sinivali'), 'god/ni');
  assert.ok(
    [...gods].some((g) => g.includes('Maitravaruni')),
    'god/ni: Maitravaruni',
  );
  // /god/ganga: the documented response, row for row.
  assert.deepEqual(
    rows.filter((r) => r.sungfor.toLowerCase().includes('ganga')),
    [
      {
        mandal: 10,
        sukta: 75,
        meter: 'Jagati',
        sungby: 'Sindhukshit Praiyamedh',
        sungbycategory: 'human male',
        sungfor: 'Ganga',
        sungforcategory: 'divine female',
      },
    ],
  );
  // The first row is the documented example: 1.1, Gayatri, Madhuchchhanda Vaishwamitra, Agni.
  assert.deepEqual(rows[0], {
    mandal: 1,
    sukta: 1,
    meter: 'Gayatri',
    sungby: 'Madhuchchhanda Vaishwamitra',
    sungbycategory: 'human male',
    sungfor: 'Agni',
    sungforcategory: 'divine male',
  });
  // Paired deities give one row each; the categories the issue names.
  const cat = (name: string) => rows.find((r) => r.sungfor === name)?.sungforcategory;
  assert.ok(
    rows.some((r) => r.mandal === 1 && r.sukta === 2 && r.sungfor === 'Mitra') &&
      rows.some((r) => r.mandal === 1 && r.sukta === 2 && r.sungfor === 'Varun'),
  );
  assert.deepEqual(['Frogs', 'Plough', 'Herbs', 'Husband and wife', 'Foetus'].map(cat), [
    'animal',
    'object',
    'plant',
    'human couple',
    'human unborn',
  ]);
});

test("the romaniser proposes the API's spelling for the names the vocabulary documents", () => {
  const cases: [string, string][] = [
    ['मधुच्छंदा वैश्वामित्रः', 'Madhuchchhanda Vaishwamitra'],
    ['वसिष्ठः मैत्रावरुणिः', 'Vasishth Maitravaruni'],
    ['सिंधुक्षित् प्रैयमेधः', 'Sindhukshit Praiyamedh'],
    ['मेधातिथिः काण्वः', 'Medhatithi Kanv'],
    ['शुनःशेप आजीगर्तिः', 'Shunahshep Ajigarti'],
    ['मृळीको वासिष्ठः', 'Mrilik Vasishth'],
    ['वामदेवो गौतमः', 'Vamadev Gautam'],
    ['त्रसदस्युः पौरुकुत्स्यः', 'Trasadasyu Paurukutsya'],
    ['इंद्रो वैकुंठः', 'Indra Vaikunth'],
    ['वरुणः', 'Varun'],
    ['त्रिष्टुप्', 'Trishtup'],
  ];
  for (const [dev, api] of cases) assert.equal(romanise(dev), api, dev);
});
