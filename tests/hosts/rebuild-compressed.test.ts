/**
 * Compressed forms are kept in memory with the file they were made from; a swap of dist/ (as
 * `npm run build` does it: the new folder renamed into place) must not let a kept gzip or brotli
 * body of the old file answer for the new one.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startCli, type RunningServer } from '../support/server.ts';

const work = mkdtempSync(join(tmpdir(), 'indica-rebuild-compressed-'));
const dist = join(work, 'dist');
let server: RunningServer | undefined;
after(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A JSON file large enough to be compressed, different for each build. */
const content = (build: string) => `${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ build, i })))}\n`;

function writeDist(folder: string, build: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'answer.json'), content(build));
}

function get(url: string, coding: string): Promise<{ text: string; etag: string; coding: string | undefined }> {
  return new Promise((done, fail) => {
    request(url, { headers: { 'accept-encoding': coding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const bytes = encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body;
        done({ text: bytes.toString('utf8'), etag: String(res.headers.etag), coding: encoding });
      });
    })
      .on('error', fail)
      .end();
  });
}

test('after a swap of dist/, gzip and brotli answers are made from the new file', async () => {
  writeDist(dist, 'first');
  server = await startCli(dist);
  const url = `${server.base}/answer.json`;
  const before = { gzip: await get(url, 'gzip'), br: await get(url, 'br') };
  for (const [coding, answer] of Object.entries(before)) {
    assert.equal(answer.coding, coding);
    assert.equal(answer.text, content('first'));
  }

  const next = join(work, 'dist.next');
  writeDist(next, 'second');
  renameSync(dist, join(work, 'dist.old'));
  renameSync(next, dist);

  for (const coding of ['gzip', 'br'] as const) {
    const answer = await get(url, coding);
    assert.equal(answer.coding, coding);
    assert.equal(answer.text, content('second'), `${coding}: the new file`);
    assert.notEqual(answer.etag, before[coding].etag, `${coding}: a new ETag`);
  }
});
