/** Any static host: a plain static server (no rewrites) serves every answer by its `.json` path. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { dist, requireDist, startServer } from '../support/dist.ts';
import { sampledRequests } from '../support/requests.ts';

let bundled: Awaited<ReturnType<typeof startServer>>;
const requests = sampledRequests();
before(async () => {
  requireDist();
  bundled = await startServer();
});
after(() => bundled.close());

test('a plain static server (no rewrites) serves every sampled answer by its .json path', async () => {
  const plain = createServer(sirv(dist, { dev: true, dotfiles: true }));
  await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
  try {
    assert.ok(requests.length > 50);
    for (const { url, file } of requests) {
      const [fromFile, fromServer] = await Promise.all([fetch(base + file), fetch(bundled.base + url)]);
      assert.equal(fromFile.status, 200, file);
      assert.deepEqual(await fromFile.json(), await fromServer.json(), `${file} vs ${url}`);
    }
  } finally {
    await new Promise((r) => plain.close(r));
  }
});
