/** The import's reading of the text layers: accent codes, commentary paragraphs, Griffith's corrections. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accented, commentaryParagraphs, correctedGriffith, readGriffithTsv } from '../../scripts/rv/text-layers.ts';

test('accent codes become the printed marks: anudātta below, svarita above, candrabindu, avagraha', () => {
  assert.equal(
    accented(['अ{1}ग्निमी{2}ळे पु{1}रोहि{2}तं ।', 'होता{2}रं  रत्न{1}धात{2}मम् ॥'], '1.1.1'),
    'अ॒ग्निमी॑ळे पु॒रोहि॑तं ।\nहोता॑रं रत्न॒धात॑मम् ॥',
  );
  assert.equal(accented('अ{1}स्मा{4} र{1}त्न{1}{5}धात{2}मम्', 'x'), 'अ॒स्माँ र॒त्न॒ऽधात॑मम्');
  assert.equal(accented('ह्य१{2}{1}ङ्ग', 'x'), 'ह्य१॒॑ङ्ग'.normalize('NFC'));
  assert.throws(() => accented('अ{3}ग्नि', '9.9.9 samhitaAux'), /9\.9\.9 samhitaAux: unknown accent code \{3\}/);
});

test("the commentary's paragraphs keep their roles and every word, even where a tag is lost", () => {
  assert.deepEqual(commentaryParagraphs('<p class="intro">अ</p><p>ब<br />क</p><p class="end">ड</p>', 'x'), [
    { role: 'intro', text: 'अ' },
    { text: 'ब\nक' },
    { role: 'end', text: 'ड' },
  ]);
  // 3.17.5 opens a paragraph it never closes; 3.18.1 closes one it never opened
  assert.deepEqual(commentaryParagraphs('<p>अ ॥ ५', 'x'), [{ text: 'अ ॥ ५' }]);
  assert.deepEqual(commentaryParagraphs('अ ॥ १ ॥</p>', 'x'), [{ text: 'अ ॥ १ ॥' }]);
  assert.deepEqual(commentaryParagraphs('<p>ऋग्वे> १-१६४-३३</p>', 'x'), [{ text: 'ऋग्वे> १-१६४-३३' }]);
  assert.throws(() => commentaryParagraphs('<p>अ <b>ब</b></p>', '1.2.3'), /1\.2\.3: markup left/);
  assert.throws(() => commentaryParagraphs('<p> </p>', '1.2.3'), /1\.2\.3: no commentary/);
});

test("Griffith's copy: line breaks read, the placeholder is a gap, and corrections apply exactly once", () => {
  const dir = mkdtempSync(join(tmpdir(), 'indica-griffith-'));
  try {
    const file = join(dir, 'g.tsv');
    writeFileSync(
      file,
      'mandal\tsukta\tverse\tenglish\n1\t1\t1\tI Laud Agni,\\nThe hotar.\n1\t12\t1\t-en-\n2\t41\t15\tPri§an and Pri§an\n',
    );
    const copy = readGriffithTsv(file);
    assert.deepEqual(
      [...copy],
      [
        ['1.1.1', 'I Laud Agni,\nThe hotar.'],
        ['1.12.1', null],
        ['2.41.15', 'Pri§an and Pri§an'],
      ],
    );
    const missing = { verse: '1.12.1', kind: 'missing', text: 'We choose Agni', source: 's' } as const;
    const fixed = correctedGriffith(copy, [missing]);
    assert.deepEqual(fixed.get('1.12.1'), { english: 'We choose Agni', corrected: true });
    assert.deepEqual(fixed.get('1.1.1'), { english: 'I Laud Agni,\nThe hotar.', corrected: false });
    assert.throws(() => correctedGriffith(copy, [{ ...missing, verse: '1.1.1' }]), /the copy has this verse/);
    assert.throws(
      () => correctedGriffith(copy, [{ verse: '2.41.15', kind: 'slip', find: 'Pri§an', text: 'Pūṣan', source: 's' }]),
      /occurs 2 times, not once/,
    );
    assert.throws(() => correctedGriffith(copy, [{ ...missing, verse: '3.1.99' }]), /no such verse/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the build names the file and the verse where a layer misses, repeats or misspells a verse', async () => {
  const { checkTextLayers, textsOfMandal } = await import('../../src/apis/rv/text.ts');
  const root = mkdtempSync(join(tmpdir(), 'indica-layers-'));
  const write = (file: string, records: object[]) => {
    mkdirSync(join(root, 'content', 'rv', file.split('/')[0]), { recursive: true });
    writeFileSync(join(root, 'content', 'rv', file), JSON.stringify(records));
  };
  const verses = [1, 2].map((verse) => ({ mandal: 1, sukta: 1, verse }));
  const text = (verse: number) => ({ mandal: 1, sukta: 1, verse, samhita: 'अ॒', pada: 'अ॒', english: null });
  const commentary = (verse: number) => ({ mandal: 1, sukta: 1, verse, paragraphs: [{ text: 'अ' }] });
  try {
    for (let m = 2; m <= 10; m++) {
      const nn = String(m).padStart(2, '0');
      write(`text/mandal-${nn}.json`, []);
      write(`commentary/mandal-${nn}.json`, []);
    }
    write('text/mandal-01.json', [text(1), text(2)]);
    write('commentary/mandal-01.json', [commentary(1), commentary(2)]);
    assert.deepEqual(checkTextLayers(verses, root), []);
    write('text/mandal-01.json', [text(1), text(1)]);
    write('commentary/mandal-01.json', [commentary(1)]);
    const problems = checkTextLayers(verses, root);
    assert.match(problems[0], /content\/rv\/text\/mandal-01\.json: verse 1\.1\.2 expected at record 2, found 1\.1\.1/);
    assert.match(
      problems[1],
      /content\/rv\/commentary\/mandal-01\.json: verse 1\.1\.2 expected at record 2, found nothing/,
    );
    write('text/mandal-02.json', [{ ...text(1), mandal: 2, samhita: 'अ{1}' }]);
    assert.throws(() => textsOfMandal(2, root), /content\/rv\/text\/mandal-02\.json.*samhita.*accent code/s);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
