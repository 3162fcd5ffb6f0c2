/**
 * HTTP as RFC 9110 has it, from the server `npm start` runs: validators and conditional requests
 * (lists, weak comparison, `*`), a 304 with its ETag and Vary, byte ranges, HEAD with GET's
 * headers, content codings, computed answers with ETags, and the cache policy per kind of file.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CACHE_CONTROL } from '../../src/hosting/policy.ts';
import { dist, startServer } from '../support/dist.ts';
import type { RunningServer } from '../support/server.ts';

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly the headers given (fetch would add its own). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((done, fail) => {
    request(`${server.base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

const FILE = '/vs/v2/categories/plant';
const COMPUTED = '/vs/v2/descriptions/of%20a%20';

for (const [label, path] of [
  ['a file', FILE],
  ['a computed answer', COMPUTED],
] as const) {
  test(`${label}: ETag, and If-None-Match per RFC 9110 (list, weak comparison, *)`, async () => {
    const first = await get(path);
    assert.equal(first.status, 200);
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[^"]+"$/);
    for (const header of [etag, `"nope", ${etag}`, `W/${etag}`, '*']) {
      const again = await get(path, { 'if-none-match': header });
      assert.equal(again.status, 304, header);
      assert.equal(again.headers.etag, etag, `a 304 carries the ETag (${header})`);
      assert.equal(again.headers.vary, 'Accept-Encoding');
      assert.equal(again.headers['cache-control'], CACHE_CONTROL.revalidate);
      assert.equal(again.body.length, 0);
    }
    assert.equal((await get(path, { 'if-none-match': '"other", W/"another"' })).status, 200);
    // fetch() sends Cache-Control: no-cache with conditional requests: still a 304 from the origin.
    assert.equal((await get(path, { 'if-none-match': etag, 'cache-control': 'no-cache' })).status, 304);
  });
}

test('Range: bytes=0-0 is one byte; suffixes and open ends; If-Range that does not match sends all', async () => {
  const whole = await get(FILE);
  const one = await get(FILE, { range: 'bytes=0-0' });
  assert.equal(one.status, 206);
  assert.equal(one.body.length, 1);
  assert.equal(one.headers['content-range'], `bytes 0-0/${whole.body.length}`);
  assert.deepEqual(one.body, whole.body.subarray(0, 1));
  const tail = await get(FILE, { range: 'bytes=-5' });
  assert.deepEqual(tail.body, whole.body.subarray(-5));
  const rest = await get(FILE, { range: 'bytes=10-' });
  assert.deepEqual(rest.body, whole.body.subarray(10));
  assert.equal((await get(FILE, { range: 'bytes=0-0', 'if-range': '"stale"' })).status, 200);
  const beyond = await get(FILE, { range: `bytes=${whole.body.length}-` });
  assert.equal(beyond.status, 416);
  assert.equal(beyond.headers['content-range'], `bytes */${whole.body.length}`);
});

test('HEAD sends the headers GET sends, Content-Encoding and Content-Length included', async () => {
  for (const path of [FILE, COMPUTED, '/', '/no/such/page/']) {
    for (const encoding of ['gzip', 'br', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const [g, h] = [await get(path, headers), await get(path, headers, 'HEAD')];
      assert.equal(h.body.length, 0);
      for (const name of [
        'content-type',
        'content-length',
        'content-encoding',
        'etag',
        'vary',
        'cache-control',
        'access-control-allow-origin',
      ]) {
        assert.equal(h.headers[name], g.headers[name], `${path} ${encoding}: ${name}`);
      }
      assert.equal(h.status, g.status);
    }
  }
});

test('gzip and brotli bodies decode to the same bytes, with their own ETags', async () => {
  const plain = await get(FILE, { 'accept-encoding': 'identity' });
  const gz = await get(FILE, { 'accept-encoding': 'gzip' });
  const br = await get(FILE, { 'accept-encoding': 'br, gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.deepEqual(gunzipSync(gz.body), plain.body);
  assert.deepEqual(brotliDecompressSync(br.body), plain.body);
  assert.equal(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size, 3);
  assert.equal((await get(FILE, { 'accept-encoding': 'gzip;q=0, br;q=0' })).headers['content-encoding'], undefined);
});

test('requests that arrive together for a file not yet compressed all get the whole compressed body', async () => {
  // A file no other test asks for, so its compressed forms are made while these requests wait.
  const path = '/vs/v2/categories/tree';
  const plain = await get(path, { 'accept-encoding': 'identity' });
  assert.equal(plain.status, 200);
  for (const [coding, decode] of [
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const) {
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => get(path, { 'accept-encoding': coding })),
      get(path, { 'accept-encoding': coding }, 'HEAD'),
    ]);
    const head = answers.pop()!;
    const etags = new Set(answers.map((a) => a.headers.etag));
    assert.equal(etags.size, 1, `${coding}: one ETag`);
    assert.notEqual([...etags][0], plain.headers.etag, `${coding}: its own ETag`);
    for (const answer of answers) {
      assert.equal(answer.headers['content-encoding'], coding);
      assert.equal(answer.body.length, Number(answer.headers['content-length']));
      assert.deepEqual(decode(answer.body), plain.body);
    }
    assert.equal(
      head.headers['content-length'],
      answers[0].headers['content-length'],
      `${coding}: HEAD has GET's length`,
    );
    assert.equal(head.headers['content-encoding'], coding);
    assert.equal(head.body.length, 0);
  }
});

test('Cache-Control: API and pages revalidate, hashed assets are immutable, errors are not stored', async () => {
  assert.equal((await get(FILE)).headers['cache-control'], CACHE_CONTROL.revalidate);
  assert.equal((await get('/')).headers['cache-control'], CACHE_CONTROL.revalidate);
  // Astro inlines this site's small styles; a planted asset stands for a hashed one.
  const planted = join(dist, '_astro', `planted-${process.pid}.js`);
  mkdirSync(dirname(planted), { recursive: true });
  writeFileSync(planted, 'export {};\n');
  try {
    assert.equal((await get(`/_astro/planted-${process.pid}.js`)).headers['cache-control'], CACHE_CONTROL.immutable);
  } finally {
    rmSync(planted);
  }
  const missing = await get('/vs/v2/categories/nothing');
  assert.equal(missing.status, 404);
  assert.equal(missing.headers['cache-control'], CACHE_CONTROL.error);
});

test('dist/ carries .nojekyll, so GitHub Pages publishes the _-prefixed folders', () => {
  assert.ok(readdirSync(dist).includes('.nojekyll'));
});
