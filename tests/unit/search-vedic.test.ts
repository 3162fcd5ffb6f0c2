/**
 * Accented Devanagari and padapāṭha queries (issue 35): the query side (src/search/script.ts)
 * reads a verse pasted from a printed edition as the index holds it (src/search/verse-layers.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../support/paths.ts';
import { readScript, vedicPlain } from '../../src/search/script.ts';
import { readQuery } from '../../src/search/query.ts';
import { englishIndexText, padaIndexText } from '../../src/search/verse-layers.ts';
import { byPhrase, isPhraseQuery, phraseRun, wordsOf } from '../../src/search/phrase.ts';
import { textsOfMandal } from '../../src/apis/rv/text.ts';
import type { HymnVerse } from '../../src/apis/rv/schema.ts';

const verses = JSON.parse(readFileSync(join(root, 'content/rv/verses.json'), 'utf8')) as HymnVerse[];
const plainText = new Map(verses.map((v) => [`${v.mandal}.${v.sukta}.${v.verse}`, v.text]));

test('every accented saṃhitā, pasted, reads as the unaccented text the index holds', () => {
  let compared = 0;
  for (let mandal = 1; mandal <= 10; mandal++)
    for (const t of textsOfMandal(mandal)) {
      const ref = `${t.mandal}.${t.sukta}.${t.verse}`;
      const plain = plainText.get(ref);
      assert.ok(plain, ref);
      assert.equal(readScript(t.samhita), readScript(plain), ref);
      compared++;
    }
  assert.equal(compared, 10_552);
});

test('every padapāṭha word, pasted accented with its ऽ, is a word of the indexed padapāṭha', () => {
  let words = 0;
  for (let mandal = 1; mandal <= 10; mandal++)
    for (const t of textsOfMandal(mandal)) {
      const ref = `${t.mandal}.${t.sukta}.${t.verse}`;
      const indexed = padaIndexText(t.pada);
      assert.doesNotMatch(indexed, /[\u0900-\u097f|']/u, ref);
      // Pagefind indexes puraḥ-hitam as puraḥhitam (and puraḥ, hitam)
      const joined = indexed.split(' ').map((w) => w.replace(/-/g, ''));
      const pasted = t.pada.split(/[।॥\s]+/u).filter(Boolean);
      // the query side writes ळ as Sanscript does (l̤), the pages as editions do (ḷ): Pagefind folds both to l
      assert.deepEqual(
        pasted.map((w) => readScript(w).replace(/l\u0324/gu, 'ḷ')),
        joined,
        ref,
      );
      words += joined.length;
    }
  assert.ok(words > 150_000, `${words} words`);
});

test('the marks of a printed edition are dropped, letters and numbers kept', () => {
  assert.equal(readScript('अ॒ग्निमी॑ळे पु॒रोहि॑तं'), 'agnimīl̤e purohitaṃ');
  // kampa digits
  assert.equal(readScript('म॒क्ष्वि१॒॑त्था'), 'makṣvitthā');
  assert.equal(readScript('रा॒यो॒३॒॑ऽवनि॑र्म॒हान्'), 'rāyovanirmahān');
  // a padapāṭha's compound, and the verse's end with its number
  assert.equal(readScript('पु॒रःऽहि॑तम् ।'), 'puraḥhitam');
  assert.equal(readScript('होता॑रं रत्न॒धात॑मम् ॥ १ ॥'), 'hotāraṃ ratnadhātamam');
  assert.equal(vedicPlain('स दे॒वाँ एह व॑क्षति'), 'स देवा एह वक्षति');
  // Hindi keeps its candrabindu; a verse number stays one
  assert.equal(vedicPlain('माँ पाँच'), 'माँ पाँच');
  assert.deepEqual(readQuery('ऋग्वेद १.१.१').ref, { mandal: 1, sukta: 1, verse: 1 });
  assert.deepEqual(readQuery('ऋग्वेद १०.१२९').ref, { mandal: 10, sukta: 129 });
});

test('the indexed layers of RV 1.1.1', () => {
  const t = textsOfMandal(1)[0];
  assert.equal(padaIndexText(t.pada), 'agnim īḷe puraḥ-hitam yajñasya devam ṛtvijam hotāram ratna-dhātamam');
  assert.equal(
    englishIndexText(t.english!),
    'I Laud Agni, the chosen Priest, God, minister of sacrifice, The hotar, lavishest of wealth.',
  );
});

test('a line of text puts the page with its words in order first (phrase.ts)', () => {
  const pages = [
    'Indra and Agni call him; they gave Mitra and Varuna', // every word, scattered
    'They call him Indra, Mitra, Varuna, Agni, and he is heavenly nobly-winged Garutman.',
    'Agni is called',
  ];
  const query = 'they call him Indra Mitra Varuna Agni';
  assert.equal(phraseRun(wordsOf(query), pages[1]), 7);
  assert.equal(phraseRun(wordsOf(query), pages[0]), 2); // "call him"
  assert.deepEqual(
    byPhrase(pages, (p) => p, query),
    [pages[1], pages[0], pages[2]],
  );
  // a truncated typo meets the word it begins; a short word only itself
  assert.equal(phraseRun(wordsOf('as from its stem the cucum'), 'As from its stem the cucumber, so may I'), 6);
  assert.equal(phraseRun(wordsOf('the cu'), 'the cucumber'), 1);
  assert.equal(isPhraseQuery('indra agni'), false);
  assert.equal(isPhraseQuery('I laud Agni'), true);
});
