/**
 * Any host: a plain static server serves every answer by its `.json` path, and nginx with the
 * generated server block answers the documented query-string URLs exactly as the bundled server.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { apiModules } from '../../src/apis/registry.ts';
import { encodePath, filePathFor, requestUrl } from '../../src/core/request-file.ts';
import { answersOf } from '../../src/core/write-api.ts';
import { nginxConfig } from '../../src/hosting/configs.ts';
import { dist, requireDist, startServer } from '../support/dist.ts';
import { NGINX, startNginx } from '../support/nginx.ts';

/** A spread of canonical requests per endpoint: the first, the last and some between. */
function sample() {
  const out: { url: string; file: string }[] = [];
  for (const { api, load } of apiModules) {
    const data = load();
    for (const endpoint of api.endpoints) {
      const all = [...answersOf(endpoint, data)].map(([request]) => request);
      const step = Math.max(1, Math.floor(all.length / 25));
      for (let i = 0; i < all.length; i += step) {
        out.push({ url: requestUrl(api, endpoint, all[i]), file: encodePath(filePathFor(api, endpoint, all[i])) });
      }
      const last = all[all.length - 1];
      out.push({ url: requestUrl(api, endpoint, last), file: encodePath(filePathFor(api, endpoint, last)) });
    }
  }
  return out;
}

let bundled: Awaited<ReturnType<typeof startServer>>;
const requests = sample();
before(async () => {
  requireDist();
  bundled = await startServer();
});
after(() => bundled.close());

test('a plain static server (no rewrites) serves every sampled answer by its .json path', async () => {
  const plain = createServer(sirv(dist, { dev: true }));
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

test('nginx with the generated server block answers the documented URLs', async (t) => {
  if (!NGINX) return t.skip('nginx is not installed (apt-get install nginx-light)');
  const catalogs = apiModules.map((m) => m.catalog(m.load()));
  const nginx = await startNginx((port) => nginxConfig(apiModules.map((m) => m.api), dist, String(port), catalogs), 18000 + (process.pid % 1000));
  try {
    for (const { url } of requests) {
      const [viaNginx, viaServer] = await Promise.all([fetch(nginx.base + url), fetch(bundled.base + url)]);
      assert.equal(viaNginx.status, 200, `nginx ${url}`);
      assert.match(viaNginx.headers.get('content-type') ?? '', /^application\/json; charset=utf-8$/);
      assert.equal(viaNginx.headers.get('access-control-allow-origin'), '*');
      assert.deepEqual(await viaNginx.json(), await viaServer.json(), url);
    }
    const missing = await fetch(`${nginx.base}${apiModules[0].api.base}/no/such/thing`);
    assert.equal(missing.status, 404);
    assert.equal(typeof (await missing.json()).error, 'string');
  } finally {
    await nginx.stop();
  }
});
