/** The name shards (src/search/named-index.ts) and the lookup over them (src/search/named.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeNameShards } from '../../src/search/named-index.ts';
import { leadingRecords, namedRecords, shardKey, type NameShard } from '../../src/search/named.ts';

/** A Pagefind index with one fragment per record, as Pagefind writes them. */
function pagefindDir(records: { url: string; meta: Record<string, string | undefined> }[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'names-'));
  mkdirSync(join(dir, 'fragment'));
  records.forEach(({ url, meta }, i) => {
    const fragment = { url, content: `${meta.title}. Words about ${meta.title} that a reader sees.`, meta };
    writeFileSync(join(dir, 'fragment', `en_${i}.pf_fragment`), gzipSync(`pagefind_dcd${JSON.stringify(fragment)}`));
  });
  return dir;
}

const suktas = Array.from({ length: 45 }, (_, i) => ({
  url: `/rigveda/1/${i + 1}/`,
  meta: { title: `Sukta 1.${i + 1}`, names: `1.${i + 1}`, type: 'Rig Veda sukta' },
}));
const RECORDS = [
  { url: '/mahabharata/persons/arjun/', meta: { title: 'Arjun', names: 'Arjun · Partha · Krishna', type: 'person' } },
  { url: '/mahabharata/persons/krishna/', meta: { title: 'Krishna', names: 'Krishna · Vasudev', type: 'person' } },
  { url: '/rigveda/poets/krishn/', meta: { title: 'Krishn', names: 'Krishn', type: 'Rig Veda poet', verses: '20' } },
  { url: '/nouns/word/ashv/', meta: { title: 'ashv', names: 'ashv', known: 'ashva · horse', type: 'Vedic noun' } },
  {
    url: '/rigveda/poets/sudas-paijavan/',
    meta: { title: 'Sudas Paijavan', names: 'Sudas Paijavan', type: 'Rig Veda poet' },
  },
  {
    url: '/mahabharata/journeys/arjuns-exile/',
    meta: { title: "Arjun's exile", names: "Arjun's exile", type: 'journey' },
  },
  ...suktas,
  // a verse known by a name, and one known only by its number and words (verses.ts looks those up)
  {
    url: '/rigveda/3/62/10/',
    meta: {
      title: 'Rig Veda 3.62.10: Gayatri Mantra',
      names: '3.62.10 · Gayatri Mantra · Sāvitrī',
      type: 'Rig Veda verse',
    },
  },
  { url: '/rigveda/3/62/9/', meta: { title: 'Rig Veda 3.62.9', type: 'Rig Veda verse' } },
];

test('the build writes each record into the shard of every name it answers to, from Pagefind’s fragments', () => {
  const dir = pagefindDir(RECORDS);
  try {
    const keys = writeNameShards(dir);
    assert.deepEqual(
      keys,
      readdirSync(join(dir, 'names'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort(),
    );
    const shard = (key: string) => JSON.parse(readFileSync(join(dir, 'names', `${key}.json`), 'utf8')) as NameShard;
    // Krishna is a name of Arjun too; Krishn (the poet) has the same skeleton.
    assert.deepEqual(
      shard('kri').records.map((r) => r.url),
      ['/mahabharata/persons/arjun/', '/mahabharata/persons/krishna/', '/rigveda/poets/krishn/'],
    );
    assert.deepEqual(
      shard('par').records.map((r) => r.url),
      ['/mahabharata/persons/arjun/'],
    );
    // The reviewed table's names: "horse" finds the noun ashv.
    assert.deepEqual(
      shard('hor').records.map((r) => r.url),
      ['/nouns/word/ashv/'],
    );
    assert.match(shard('hor').records[0].excerpt, /^ashv\. Words about ashv/);
    // A named verse is in the shards of its names; a verse without a name is in none.
    assert.deepEqual(
      shard('gay').records.map((r) => r.url),
      ['/rigveda/3/62/10/'],
    );
    assert.ok(
      !readdirSync(join(dir, 'names')).some((f) =>
        shard(f.replace(/\.json$/, '')).records.some((r) => r.url === '/rigveda/3/62/9/'),
      ),
    );
    // Forty-five suktas share the skeleton "sukt": no name; they are left out and listed as crowded.
    assert.deepEqual(shard('suk'), { records: [], crowded: ['sukt'] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the lookup: the records a query names in the name rule’s order, one request per shard', async () => {
  const dir = pagefindDir(RECORDS);
  const requested: string[] = [];
  const realFetch = globalThis.fetch;
  try {
    const keys = new Set(writeNameShards(dir));
    globalThis.fetch = (async (url: string) => {
      requested.push(url);
      return new Response(readFileSync(join(dir, 'names', url.slice('/names/'.length))));
    }) as typeof fetch;
    const lookup = { base: '/names/', keys };
    const urls = async (q: string) => (await namedRecords(lookup, q))?.map((r) => r.url);
    assert.deepEqual(await urls('Krishna'), [
      '/mahabharata/persons/krishna/',
      '/mahabharata/persons/arjun/',
      '/rigveda/poets/krishn/',
    ]);
    assert.deepEqual(await urls('KRISHN'), await urls('krishna'));
    assert.deepEqual(await urls('HORSE'), ['/nouns/word/ashv/']);
    assert.deepEqual(await urls('gāyatrī mantra'), ['/rigveda/3/62/10/']);
    // a name's leading words: not the name (namedRecords), but the records leadingRecords gives
    assert.deepEqual(await urls('Sudas'), []);
    const leading = async (q: string) => (await leadingRecords(lookup, q)).map((r) => r.url);
    assert.deepEqual(await leading('Sudās'), ['/rigveda/poets/sudas-paijavan/']);
    assert.deepEqual(await leading('सुदास'), ['/rigveda/poets/sudas-paijavan/']);
    assert.deepEqual(await leading('Krishna'), []);
    assert.deepEqual(await leading('arjun'), [], "a possessive is no name's leading word");
    assert.deepEqual(await leading('sukta'), []);
    // no record has the name: none, and no request for a shard that does not exist
    assert.deepEqual(await urls('mustard'), []);
    // a crowded skeleton and a key no shard can hold: the lookup cannot tell (Pagefind decides)
    assert.equal(await urls('sukta'), undefined);
    assert.equal(shardKey('ऋग्'), undefined);
    assert.equal(await urls('1.1'), undefined);
    assert.deepEqual(requested, [
      '/names/kri.json',
      '/names/hor.json',
      '/names/gay.json',
      '/names/sud.json',
      '/names/arj.json',
      '/names/suk.json',
    ]);
  } finally {
    globalThis.fetch = realFetch;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a query’s index chunks: those whose word range may hold words beginning with its words', async () => {
  const { chunksFor } = await import('../../src/search/index-chunks.ts');
  const chunks: [string, string, string][] = [
    ['1', 'amo', 'a'],
    ['ams', 'gay', 'b'],
    ['gaz', 'krishn', 'c'],
    ['krishna', 'mean', 'd'],
    ['meant', 'zz', 'e'],
  ];
  assert.deepEqual(chunksFor(chunks, 'mustard'), ['e']);
  // words beginning with "krishn" are on both sides of a boundary
  assert.deepEqual(chunksFor(chunks, 'Krishn'), ['c', 'd']);
  // a stem may be shorter than the word (meanly → mean): the range starts two letters earlier
  assert.deepEqual(chunksFor(chunks, 'meanly'), ['d']);
  // diacritics folded as Pagefind folds them; each word of the query
  assert.deepEqual(chunksFor(chunks, 'Bhīṣma gita'), ['b', 'c']);
  assert.deepEqual(chunksFor(chunks, '  '), []);
});
