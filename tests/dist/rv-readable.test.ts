/**
 * Rig Veda verses readers can read: the IAST transliteration (Sanscript, at build time) and the
 * traditional names of famous hymns (content/rv/hymn-names.json), on the built pages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadHymnVerses } from '../../src/apis/rv/data.ts';
import { dist, requireDist, root } from '../support/dist.ts';

const verses = loadHymnVerses(root);

test('built verse pages show the Devanagari and its IAST; sukta pages their names', () => {
  requireDist();
  const page = (p: string) => readFileSync(join(dist, p, 'index.html'), 'utf8');
  const gayatri = page('rigveda/3/62/10');
  assert.match(gayatri, /lang="sa-Deva">तत्सवितुर्वरेण्यं/);
  assert.match(gayatri, /lang="sa-Latn"[^>]*>tatsaviturvareṇyaṃ/);
  assert.match(gayatri, /Gayatri Mantra/);
  assert.match(page('rigveda/10/129'), /Nasadiya Sukta/);
  assert.match(page('rigveda/10/129/3'), /Nasadiya Sukta/);
  // every verse page has its transliteration
  for (const v of verses.filter((_, i) => i % 500 === 0))
    assert.match(
      page(`rigveda/${v.mandal}/${v.sukta}/${v.verse}`),
      /class="iast"/,
      `${v.mandal}.${v.sukta}.${v.verse}`,
    );
});
