/** Spelling variants on the built pages: each record's hidden search record. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, requireDist } from '../support/dist.ts';

test('built pages: a hidden search record with type, names and spellings; verse pages not indexed', () => {
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
  assert.doesNotMatch(page('/rigveda/1/1/1'), /data-pagefind-body/);
  assert.match(page('/rigveda/1/1'), /data-pagefind-body/);
});
