/**
 * The name shard a linked search's head asks for before any module loads (src/search/linked.ts)
 * is the one the page's script then asks for (named.ts, as page.ts calls it): else the head's
 * request would be a wasted one on a slow line, and the script's a round trip after the page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linkedShardKey } from '../../src/search/linked.ts';
import { deathRecords, namedRecords, type NameLookup } from '../../src/search/named.ts';
import { readQuery } from '../../src/search/query.ts';

const KEYS = new Set(['arj', 'kri', 'kar', 'pan', 'yud', 'dro', 'bis']);

let visit = 0;
/** The shards the page's first lookup asks for, as page.ts makes it (the name, or a death's person). */
async function askedByPage(query: string): Promise<string[]> {
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    asked.push(/\/names-\d+\/(\w+)\.json$/.exec(String(url))?.[1] ?? String(url));
    return new Response(JSON.stringify({ records: [], crowded: [] }), { status: 200 });
  }) as typeof fetch;
  try {
    // a base of its own per visit: named.ts keeps each shard it fetched for the page's life
    const lookup: NameLookup = { base: `/pagefind/names-${++visit}/`, keys: KEYS };
    const reading = readQuery(query.trim());
    if (reading.ref) return asked;
    if (reading.death) await deathRecords(lookup, reading.death);
    else await namedRecords(lookup, reading.text.replace(/^the\s+(?=\S)/i, ''));
  } finally {
    globalThis.fetch = realFetch;
  }
  return asked;
}

test('the head asks for the name shard the page then asks for first, in any script and form of query', async () => {
  const queries = [
    'अर्जुन',
    'arjuna',
    ' Arjun ',
    'Kṛṣṇa',
    'kRSNa',
    'the Pandavas',
    'who killed karna',
    'द्रोण',
    'Yudhistira',
    'bheeshma',
  ];
  for (const query of queries) {
    const key = linkedShardKey(query, KEYS);
    assert.ok(key, `${query}: a key`);
    assert.equal((await askedByPage(query))[0], key, query);
  }
});

test('no shard is asked for a verse number, a key without a shard, or a query no shard can hold', async () => {
  for (const query of ['RV 1.1.1', 'ऋग्वेद १.१.१', 'qzqx', '1234', '']) {
    assert.equal(linkedShardKey(query, KEYS), undefined, query);
    assert.deepEqual(await askedByPage(query), [], query);
  }
});
