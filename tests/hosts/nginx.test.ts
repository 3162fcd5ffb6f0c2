/**
 * Debian's nginx with the generated configuration over the real dist/, attacked as an operator's
 * production host would be: every query and path parameter of every endpoint with raw and encoded
 * `../` at every depth aimed at a canary file planted outside dist/, which must never come back;
 * then the bundled server's bad-input suite where nginx can answer it; then the documented URLs,
 * which must give the bundled server's answers.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { catalogPath } from '../../src/core/write-api.ts';
import { nginxConfig } from '../../src/hosting/configs.ts';
import { badInputCases, runBadInputs, sendRaw } from '../support/bad-inputs.ts';
import { dist, requireDist, root, startServer } from '../support/dist.ts';
import { NGINX, startNginx, type RunningNginx } from '../support/nginx.ts';
import type { RunningServer } from '../support/server.ts';
import { documentedRequests } from '../support/requests.ts';
import { traversalCases } from '../support/traversal.ts';

const token = `canary-${randomBytes(12).toString('hex')}`;
const canaryPath = join(root, `.traversal-canary-${process.pid}.json`);
const canary = basename(canaryPath, '.json');
const forbidden = [token, 'root:x:0:0', '"test:unit"'];
const apis = apiModules.map((m) => m.api);

let nginx: RunningNginx;
let bundled: RunningServer;

before(async () => {
  requireDist();
  if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx-light (.ci/run installs it)');
  writeFileSync(canaryPath, JSON.stringify({ token }));
  const catalogs = apis.map((api) => JSON.parse(readFileSync(join(dist, catalogPath(api)), 'utf8')));
  nginx = await startNginx(
    (port) => nginxConfig(apis, { root: dist, listen: `127.0.0.1:${port}`, catalogs }),
    18000 + (process.pid % 1000),
  );
  bundled = await startServer();
});

after(async () => {
  rmSync(canaryPath, { force: true });
  await nginx?.stop();
  await bundled?.close();
});

test('traversal: no query or path value of any endpoint reaches a file outside dist/', async () => {
  assert.match(readFileSync(canaryPath, 'utf8'), new RegExp(token), 'the canary is planted');
  const cases = traversalCases(apis, canary);
  assert.ok(cases.length > 3000, `${cases.length} cases`);
  const leaks: string[] = [];
  const wrong: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      const answer = await sendRaw(
        '127.0.0.1',
        Number(new URL(nginx.base).port),
        Buffer.from(`GET ${c.target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 'latin1'),
      );
      if (forbidden.some((marker) => answer.body.includes(marker))) leaks.push(`${c.name}: ${c.target}`);
      // Every traversal is refused: never a 2xx, never a 5xx.
      else if (answer.status < 400 || answer.status >= 500) wrong.push(`${c.name}: ${c.target} → ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  assert.deepEqual(leaks, [], `${leaks.length} answers leaked the canary or a file outside dist/`);
  assert.deepEqual(wrong.slice(0, 20), [], `${wrong.length} traversal requests were not refused`);
});

test('traversal in a query value is a 400 (or a 404 for an unknown name) with a JSON error', async () => {
  const cases = traversalCases(apis, canary).filter((c) => c.target.includes('?'));
  const expected = cases.map((c) =>
    /[?&](person|place)=/.test(c.target) ? { ...c, expect: { status: 404 as const, body: 'error' as const } } : c,
  );
  const { failed } = await runBadInputs('127.0.0.1', Number(new URL(nginx.base).port), expected, forbidden);
  assert.deepEqual(failed.slice(0, 10), [], `${failed.length} of ${cases.length} wrong`);
});

/**
 * Cases of the bundled server's bad-input suite that nginx answers differently by design; each
 * predicate says why. Everything else must get the server's status and a JSON error.
 */
const NGINX_DIFFERS: [RegExp, string][] = [
  [/^http: /, "nginx's HTTP parser decides these (mostly 400 with its JSON error page; some it accepts)"],
  [
    /: (dot segments|encoded dot segments|mixed-case encoded|half-encoded|single dot|dot segments in a \.json path|dot segments to the canary as \.json)/,
    'nginx resolves dot segments inside root (RFC 3986) instead of refusing them: still no file outside dist/',
  ],
  [/site: .*dot segments/, 'as above, for site paths'],
  [
    /as (a|an encoded) dot segment|encoded.slash traversal/,
    'nginx decodes %2F and resolves the dot segments: the path names another place inside dist/ (here the site 404 page)',
  ],
  [
    /substring|unmatched|8 KB substring|NUL.*substring|\/(words|descriptions|meter|poet|god|godbypoet)\//,
    'static hosts answer precomputed substring keys only: any other substring is a 404, not []',
  ],
  [
    /\/(word|poetname|godname|metername)\/\{\w+\}: \w+ encoded backslash traversal/,
    'an exact key that cannot be a file name (a backslash) is answered from the rows by the server ([]), a 404 on a static host',
  ],
  [/64 KB/, "nginx's own limits (414/400 with its JSON error page)"],
  [/range: /, "nginx's range handling (RFC-conformant, but it answers some invalid ranges 416)"],
  [/absolute-form/, 'nginx resolves absolute-form targets against its own server name'],
  [
    /malformed percent-encoding|lone percent/,
    'nginx passes undecodable bytes through; the path then names no file (404)',
  ],
  [/asterisk|OPTIONS \*/, "nginx's parser refuses `*` targets (400)"],
  [
    /method (CONNECT|TRACE)|lower-case method/,
    "nginx's parser refuses these before any location (400/405 with its JSON error page)",
  ],
  [/NUL/, 'nginx refuses NUL in a URI at parse time (400)'],
  [
    /literal segment in upper case|unknown endpoint|the base/,
    'paths nginx does not route answer its JSON 404 (same status)',
  ],
  [/in any case|letter case/, 'nginx resolves case and aliases in the person/place filters only'],
];

test("the bundled server's bad-input suite: nginx gives the same status and a JSON error where it can", async () => {
  const all = badInputCases(apis, `${canary}.json`);
  const cases = all.filter((c) => !NGINX_DIFFERS.some(([pattern]) => pattern.test(c.name)));
  assert.ok(cases.length > all.length / 2, `${cases.length} of ${all.length} cases are compared`);
  const { failed } = await runBadInputs('127.0.0.1', Number(new URL(nginx.base).port), cases, forbidden);
  assert.deepEqual(
    failed.map((f) => `${f.name} | ${f.problem.slice(0, 90)}`),
    [],
    `${failed.length} of ${cases.length} answered differently`,
  );
  // The excluded ones still never leak and never fail with a 5xx.
  const rest = all.filter((c) => !cases.includes(c));
  const { failed: other } = await runBadInputs('127.0.0.1', Number(new URL(nginx.base).port), rest, forbidden);
  const serious = other.filter((f) => /outside dist|server error/.test(f.problem));
  assert.deepEqual(serious, []);
});

test('every method other than GET and HEAD is a JSON 405 with Allow (501 when unregistered), in every location', async () => {
  const port = Number(new URL(nginx.base).port);
  for (const target of [
    '/',
    '/about/',
    '/_index/vs.json',
    '/_astro/x.js',
    ...apis.flatMap((api) => [
      `${api.base}/openapi.json`,
      `${api.base}/nowhere`,
      `${api.base}${api.endpoints[0].path}`,
    ]),
  ]) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'FOO']) {
      const answer = await sendRaw(
        '127.0.0.1',
        port,
        Buffer.from(
          `${method} ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
          'latin1',
        ),
      );
      // FOO is registered nowhere: not implemented, as the bundled server answers it.
      assert.equal(answer.status, method === 'FOO' ? 501 : 405, `${method} ${target}`);
      if (method !== 'FOO') assert.equal(answer.headers.allow, 'GET, HEAD', `${method} ${target}`);
      assert.equal(typeof JSON.parse(answer.body).error, 'string', `${method} ${target}`);
    }
  }
});

test('the documented URLs answer as the bundled server answers them', async () => {
  const requests = documentedRequests();
  assert.ok(requests.length > 100);
  for (const url of requests) {
    const [viaNginx, viaServer] = await Promise.all([fetch(nginx.base + url), fetch(bundled.base + url)]);
    assert.equal(viaNginx.status, viaServer.status, url);
    assert.equal(viaNginx.headers.get('content-type'), 'application/json; charset=utf-8', url);
    assert.equal(viaNginx.headers.get('access-control-allow-origin'), '*', url);
    assert.equal(viaNginx.headers.get('access-control-expose-headers'), 'Indica-Data-Version, ETag', url);
    assert.deepEqual(await viaNginx.json(), await viaServer.json(), url);
  }
});

test('CORS on every kind of file, /version.json and errors included, exposing the data version and ETag', async () => {
  for (const url of [
    '/version.json',
    '/',
    '/downloads/',
    '/vs/v2/openapi.json',
    '/no/such/file.json',
    '/vs/v2/words/',
  ]) {
    for (const base of [nginx.base, bundled.base]) {
      const res = await fetch(base + url);
      await res.arrayBuffer();
      assert.equal(res.headers.get('access-control-allow-origin'), '*', `${base}${url}`);
      assert.equal(res.headers.get('access-control-expose-headers'), 'Indica-Data-Version, ETag', `${base}${url}`);
    }
  }
});
