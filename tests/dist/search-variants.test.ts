/** Spelling variants on the built pages: each record's hidden search record. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, requireDist } from '../support/dist.ts';

test('built pages: a hidden search record with type, names and spellings; verse pages indexed by their text', () => {
  requireDist();
  const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
  const arjun = page('/mahabharata/persons/arjun');
  assert.match(arjun, /data-pagefind-meta="type:person"/);
  assert.match(arjun, /data-pagefind-meta="names:Arjun · [^"]*Arjuna/);
  assert.match(arjun, /data-pagefind-filter="clan:Pandav"/);
  // The facts (other records' names) are not indexed; the prose is.
  assert.match(arjun, /<dl class="facts" data-pagefind-ignore/);
  assert.match(page('/rigveda/10/129'), /data-pagefind-meta="known:Nasadiya · /);
  assert.match(page('/mahabharata/persons/bheeshma'), /data-pagefind-meta="spellings:[^"]*\bbhisma\b/);
  assert.match(page('/rigveda/meters/trishtup'), /data-pagefind-meta="known:Trishtubh · /);
  // A verse joins the index with its Devanagari and IAST text (the IAST also as a meta field, for
  // the verse openings of src/search/verses.ts); its facts (poet, beings, meter) are not indexed.
  const verse = page('/rigveda/1/1/1');
  assert.match(verse, /data-pagefind-body/);
  assert.match(verse, /data-pagefind-meta="type:Rig Veda verse"/);
  assert.match(verse, /data-pagefind-meta="iast"[^>]*>\s*agnimīḷe purohitaṃ/);
  assert.match(verse, /<dl class="facts" data-pagefind-ignore/);
  assert.match(page('/rigveda/1/1'), /data-pagefind-body/);
  // an event lists its dead for questions about a death; a clan its plurals
  assert.match(page('/mahabharata/events/karn-killing'), /data-pagefind-meta="killed:(?:[^"]* · )?Karn(?: · [^"]*)?"/);
  assert.match(page('/mahabharata/clans/pandav'), /data-pagefind-meta="group:[^"]*\bPandavas\b/);
});
