/**
 * The star names among the Vedic nouns point at the Vedic Index's article on the Nakṣatras (volume
 * 1, pages 409–430), where the stars are explained, not at the "See Nakṣatra" stubs (issue 23).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const nouns = JSON.parse(readFileSync(new URL('../../content/vs/nouns.json', import.meta.url), 'utf8')) as {
  nagari: string;
  iast?: string;
  vei?: string;
}[];

test('the star names point into the Nakṣatra article, not at a stub', () => {
  const stars = ['अभिजित', 'अनुराधा', 'ज्येष्ठा', 'मघ', 'मूल', 'श्रवण', 'श्रविष्ठ'];
  for (const nagari of stars) {
    const noun = nouns.find((n) => n.nagari === nagari);
    assert.ok(noun?.vei, nagari);
    const [volume, page] = noun.vei.split('.').map(Number);
    assert.ok(volume === 1 && page! >= 409 && page! <= 430, `${nagari} ${noun.iast}: ${noun.vei}`);
  }
  assert.equal(nouns.find((n) => n.nagari === 'मघ')?.iast, 'Maghā');
  // a star with its own numbered paragraph in the list points at that paragraph, not at the list's
  // first page: Śraviṣṭhās are the twenty-second, on page 1.419 (issue 39)
  assert.equal(nouns.find((n) => n.nagari === 'श्रविष्ठ')?.vei, '1.419');
});
