/**
 * Griffith's English (issue 35): the committed corrections table and the comparison script that
 * found them (scripts/rv/compare-griffith.ts). The table against the copy itself is applied by the
 * import, which fails on a bad entry; here: the table is well formed and sourced, the re-imported
 * text carries it, and the verses left without text are exactly those content/rv/SOURCES.md names.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { griffithCorrection, verseText, type VerseText } from '../../src/apis/rv/text-schema.ts';
import { alignHymns, classify, readOceanBook, wordDiff } from '../../scripts/rv/compare-griffith.ts';
import { root } from '../support/paths.ts';

const content = join(root, 'content', 'rv');
const table = (JSON.parse(readFileSync(join(content, 'griffith-corrections.json'), 'utf8')) as unknown[]).map((e) =>
  griffithCorrection.parse(e),
);
const texts = new Map<string, VerseText>();
for (let m = 1; m <= 10; m++)
  for (const r of JSON.parse(
    readFileSync(join(content, 'text', `mandal-${String(m).padStart(2, '0')}.json`), 'utf8'),
  ) as unknown[]) {
    const t = verseText.parse(r);
    texts.set(`${t.mandal}.${t.sukta}.${t.verse}`, t);
  }

test('every correction names a verse, a source it was read in, and is carried by the imported text', () => {
  assert.ok(table.length > 600, `${table.length} corrections`);
  for (const c of table) {
    const t = texts.get(c.verse);
    assert.ok(t, `${c.verse}: no such verse`);
    assert.match(c.source, /sacred-texts\.com|wikisource\.org/, `${c.verse}: source`);
    assert.equal(t.englishCorrected, true, `${c.verse}: not marked as corrected`);
    if (c.kind === 'missing') assert.equal(t.english, c.text, `${c.verse}: supplied text not imported`);
    else assert.ok(t.english?.includes(c.text), `${c.verse}: "${c.text}" not in the imported text`);
  }
  const supplied = table.filter((c) => c.kind === 'missing').map((c) => c.verse);
  assert.equal(new Set(supplied).size, supplied.length, 'a verse supplied twice');
});

test('the verses without English are the 34 content/rv/SOURCES.md explains', () => {
  const expected = [
    ...[65, 66, 67, 68, 69].flatMap((s) => [6, 7, 8, 9, 10].map((v) => `1.${s}.${v}`)),
    ...[7, 8, 9, 10, 11].map((v) => `1.70.${v}`),
    '9.7.9',
    '10.61.9',
    '10.86.16',
    '10.86.17',
  ];
  const gaps = [...texts].filter(([, t]) => t.english === null).map(([k]) => k);
  assert.deepEqual(gaps.sort(), expected.sort());
  assert.equal(texts.size - gaps.length, 10518);
});

test('no OCR artefact the comparison flags survives in a corrected verse', () => {
  for (const c of table) {
    const english = texts.get(c.verse)!.english!;
    if (c.kind === 'slip')
      assert.ok(!english.includes(c.find) || c.text.includes(c.find), `${c.verse}: "${c.find}" left`);
  }
});

test('readOceanBook: verses by their anchors, a hymn number met again under a later heading kept apart', () => {
  const md = [
    '---',
    'title: x',
    '---',
    '## HYMN X. Agni.',
    'First line,',
    'second line. {#10:1}',
    'Next stanza. {#10:2}',
    '## HYMN Xl. Agni.',
    'Another hymn. {#10:1}',
  ].join('\n');
  const book = readOceanBook(md, 3);
  assert.equal(book.get('3.10.1'), 'First line,\nsecond line.');
  assert.equal(book.get('3.10.2'), 'Next stanza.');
  assert.equal(book.get('3.10~2.1'), 'Another hymn.');
});

test('wordDiff gives the differing runs with their positions; classify sorts them', () => {
  assert.deepEqual(wordDiff(['a', 'bath', 'c'], ['a', 'hath', 'c']), [
    { copy: 'bath', other: 'hath', atCopy: 1, atOther: 1 },
  ]);
  const freq = new Map([
    ['hath', 40],
    ['bath', 0],
    ['the', 90],
    ['juice', 30],
  ]);
  const kinds = (copy: string, other: string) =>
    classify(copy, other, freq, '1.1.1').map((c) => [c.kind, c.find, c.text]);
  assert.deepEqual(kinds('He bath come', 'He hath come'), [['slip', 'bath', 'hath']]);
  assert.deepEqual(kinds('drink thejuice now', 'drink the juice now'), [['slip', 'thejuice', 'the juice']]);
  assert.deepEqual(kinds('O Vishnu come', 'O Viṣṇu come'), [['style', 'Vishnu', 'Viṣṇu']]);
  assert.deepEqual(kinds('rites, -truly he', 'rites,—truly he'), [['dash', 'rites, -truly', 'rites,-truly']]);
  assert.deepEqual(kinds("come of' old", 'come of old'), [['slip', "of'", 'of']]);
  assert.deepEqual(kinds('praise the God', 'praise: the God'), [['punctuation', 'praise', 'praise:']]);
  // A find that occurs twice is widened until it occurs once, line breaks kept.
  assert.deepEqual(kinds('bath and\nbath', 'bath and\nhath'), [['slip', 'and\nbath', 'and\nhath']]);
});

test('alignHymns follows the words, not the numbers', () => {
  const copy = new Map<string, string | null>([
    ['8.60.1', 'Agni the priest of the holy rite shines'],
    ['8.61.1', 'Indra drinks the pressed Soma juice gladly'],
  ]);
  const other = new Map([
    ['8.49.1', 'Agni the priest of the holy rite shines'],
    ['8.50.1', 'Indra drinks the pressed Soma juice gladly'],
  ]);
  assert.deepEqual(
    [...alignHymns(copy, other)],
    [
      ['8.60', '8.49'],
      ['8.61', '8.50'],
    ],
  );
});
