/** The bundled server over the real dist/: documented URLs, any case and substring, every Rule 5 error. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, startServer } from '../support/dist.ts';

import type { Noun, NounRecord } from '../../src/apis/vs/schema.ts';
const records = (JSON.parse(readFileSync(join(root, 'content/vs/nouns.json'), 'utf8')) as NounRecord[]).map(
  ({ nagari, word, description, category }) => ({ nagari, word, description, category }),
);

let server: Awaited<ReturnType<typeof startServer>>;
before(async () => {
  server = await startServer();
});
after(() => server.close());

async function get(path: string, init?: RequestInit) {
  const res = await fetch(server.base + path, init);
  const text = await res.text();
  return { res, text, body: text ? JSON.parse(text) : undefined };
}

describe('nouns: substring semantics against the data', () => {
  const brute = (field: 'word' | 'description', key: string) =>
    records.filter((r) => r[field].toLowerCase().includes(key.toLowerCase()));
  // Substrings that are not precomputed keys, in odd letter cases: the server computes them.
  const probes = ['ash', 'SHAT', 'Atr', 'ya', 'i', 'rya', 'x', 'ee', 'ksh', 'DRUM', 'of a', 'Lyr', 'human s'];
  for (const probe of probes) {
    test(`/words and /descriptions for "${probe}"`, async () => {
      for (const [endpoint, field] of [
        ['words', 'word'],
        ['descriptions', 'description'],
      ] as const) {
        const { res, body } = await get(`/vs/v2/${endpoint}/${encodeURIComponent(probe)}`);
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
        assert.equal(res.headers.get('access-control-allow-origin'), '*');
        assert.deepEqual(body, brute(field, probe));
      }
    });
  }
  test('the documented examples', async () => {
    const shat = (await get('/vs/v2/words/shat')).body as Noun[];
    for (const w of ['kshatriya', 'prishat', 'shatapati'])
      assert.ok(
        shat.some((r) => r.word === w),
        w,
      );
    const horse = (await get('/vs/v2/descriptions/horse')).body as Noun[];
    assert.ok(horse.length > 5 && horse.every((r) => r.description.toLowerCase().includes('horse')));
    const ash = (await get('/vs/v2/words/ash')).body as Noun[];
    assert.deepEqual(
      ash.slice(0, 2).map((r) => r.word),
      ['abhiprashnin', 'ajashringi'],
    );
    const aj = [
      ...(await get('/vs/v2/categories/animal')).body,
      ...(await get('/vs/v2/categories/tribe')).body,
    ] as Noun[];
    assert.equal(aj.filter((r) => r.word === 'aj').length, 2, 'aj is both an animal and a tribe');
  });
  test('categories in any letter case', async () => {
    const { res, body } = await get('/vs/v2/categories/CLOTHING');
    assert.equal(res.status, 200);
    assert.deepEqual(
      body,
      records.filter((r) => r.category === 'clothing'),
    );
  });
});

describe('Rule 5: answers that are not data', () => {
  const cases: [string, number, RegExp][] = [
    ['/vs/v2/categories/bogus', 404, /category/],
    ['/vs/v2/words/qqqqzz', 200, /^\[\]$/],
    ['/vs/v2/descriptions/nothing%20like%20this', 200, /^\[\]$/],
    ['/vs/v2/nowhere/x', 404, /no endpoint/],
    ['/vs/v2/words', 404, /no endpoint/],
    ['/vs/v2/words/ash?limit=5', 400, /unknown parameter "limit"/],
    ['/vs/v2/words/%E0%A4%A', 400, /percent-encoding/],
    ['/vs/v2/words/..%2F..%2Fpackage', 200, /^\[\]$/],
    ['/vs/v2/categories/..%2F..%2F..%2Fetc%2Fpasswd', 404, /category/],
    ['/vs/v2/categories/plant/extra', 404, /no endpoint/],
    ['/vs/v2/nothing.json', 404, /no file/],
  ];
  for (const [path, status, pattern] of cases) {
    test(`${path} → ${status}`, async () => {
      const { res, text } = await get(path);
      assert.equal(res.status, status, text);
      assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
      if (status === 200) assert.match(text, pattern);
      else assert.match(JSON.parse(text).error, pattern);
    });
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    test(`${method} → 405`, async () => {
      const { res, body } = await get('/vs/v2/words/ash', { method });
      assert.equal(res.status, 405);
      assert.match(body.error, /only GET and HEAD/);
      assert.equal(res.headers.get('allow'), 'GET, HEAD');
    });
  }
});

describe('HTTP behaviour', () => {
  test('HEAD answers headers without a body', async () => {
    const res = await fetch(`${server.base}/vs/v2/categories/plant`, { method: 'HEAD' });
    assert.equal(res.status, 200);
    assert.equal(await res.text(), '');
    assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
  });
  test('ETag and conditional GET', async () => {
    const first = await fetch(`${server.base}/vs/v2/categories/plant`);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    const again = await fetch(`${server.base}/vs/v2/categories/plant`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
  });
  test('compression when asked for', async () => {
    const { request } = await import('node:http');
    const encoding = await new Promise<string | undefined>((done, fail) => {
      request(`${server.base}/vs/v2/categories/animal`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        res.resume();
        done(res.headers['content-encoding']);
      })
        .on('error', fail)
        .end();
    });
    assert.equal(encoding, 'gzip');
  });
  test('the site pages and a 404 page', async () => {
    const home = await fetch(`${server.base}/`);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /Vedic nouns/);
    const missing = await fetch(`${server.base}/no/such/page/`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /no page at this address/);
  });
});
