/** The nouns API on the real build: every static file equals the original data's answer. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORIES } from '../../src/apis/vs/schema.ts';
import { filesUnder, hasShared, readDistJson, requireDist, root, shared } from '../support/dist.ts';

type Noun = { nagari: string; word: string; description: string; category: string };

/** The original records: from ../shared when present, else the committed content (same order and fields). */
function originalRecords(): Noun[] {
  if (hasShared) return JSON.parse(readFileSync(join(shared, 'vs/nouns.json'), 'utf8'));
  const content = JSON.parse(readFileSync(join(root, 'content/vs/nouns.json'), 'utf8')) as Noun[];
  return content.map(({ nagari, word, description, category }) => ({ nagari, word, description, category }));
}

const records = originalRecords();
const brute = (field: 'word' | 'description', key: string) => records.filter((r) => r[field].toLowerCase().includes(key.toLowerCase()));

test('the data set is complete: 1,787 records in 48 categories', () => {
  assert.equal(records.length, 1787);
  assert.equal(new Set(records.map((r) => r.category)).size, 48);
});

test('every category file holds exactly that category\'s records, in the original order', () => {
  requireDist();
  let total = 0;
  for (const category of CATEGORIES) {
    const body = readDistJson(`/vs/v2/categories/${category}.json`) as Noun[];
    assert.deepEqual(body, records.filter((r) => r.category === category), category);
    total += body.length;
  }
  assert.equal(total, records.length, 'the categories together give back every record once');
});

test('every precomputed words/descriptions file equals a brute-force substring search of the original', () => {
  requireDist();
  for (const [folder, field] of [['words', 'word'], ['descriptions', 'description']] as const) {
    const files = filesUnder(`vs/v2/${folder}`);
    assert.ok(files.length > 500, `${folder}: ${files.length} files`);
    for (const file of files) {
      const key = file.slice(`/vs/v2/${folder}/`.length, -'.json'.length);
      assert.equal(key, key.toLowerCase(), `${file} is a lower-case key`);
      assert.deepEqual(readDistJson(file), brute(field, key), file);
    }
  }
});

test('Rule 4 keys: every distinct word and every description word of two or more letters has a file', () => {
  requireDist();
  const words = new Set(filesUnder('vs/v2/words'));
  const descriptions = new Set(filesUnder('vs/v2/descriptions'));
  for (const r of records) {
    assert.ok(words.has(`/vs/v2/words/${r.word.toLowerCase()}.json`), r.word);
    for (const w of r.description.toLowerCase().split(/[^\p{L}\p{M}\p{N}'-]+/u).filter((w) => w.length >= 2)) {
      assert.ok(descriptions.has(`/vs/v2/descriptions/${w}.json`), `description word "${w}"`);
    }
  }
});
