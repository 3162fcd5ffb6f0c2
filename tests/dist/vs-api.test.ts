/** The nouns API on the real build: every static file equals the original data's answer. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CATEGORIES, type Noun } from '../../src/apis/vs/schema.ts';
import { filesUnder, readDistJson, requireDist } from '../support/dist.ts';
import { originalNouns } from '../support/vs-records.ts';

const records = originalNouns();
const brute = (field: 'word' | 'description', key: string) =>
  records.filter((r) => r[field].toLowerCase().includes(key.toLowerCase()));

test("every category file holds exactly that category's records, in the original order", () => {
  requireDist();
  let total = 0;
  for (const category of CATEGORIES) {
    const body = readDistJson(`/vs/v2/categories/${category}.json`) as Noun[];
    assert.deepEqual(
      body,
      records.filter((r) => r.category === category),
      category,
    );
    total += body.length;
  }
  assert.equal(total, records.length, 'the categories together give back every record once');
});

test('every precomputed words/descriptions file equals a brute-force substring search of the original', () => {
  requireDist();
  for (const [folder, field] of [
    ['words', 'word'],
    ['descriptions', 'description'],
  ] as const) {
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
    for (const w of r.description
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}'-]+/u)
      .filter((w) => w.length >= 2)) {
      assert.ok(descriptions.has(`/vs/v2/descriptions/${w}.json`), `description word "${w}"`);
    }
  }
});
