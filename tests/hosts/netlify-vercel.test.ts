/**
 * The build's Netlify configuration judged by Netlify's own packages: its parsers read
 * `_redirects` and `_headers`; the rules they produce are then followed
 * (tests/support/host-rules.ts) for the documented URLs,
 * which must reach the files holding the bundled server's answers, and for traversal values,
 * which must never put a raw value into a path. (Vercel's Build Output folder: vercel.test.ts.)
 */
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { apiModules } from '../../src/apis/registry.ts';
import { CACHE_CONTROL } from '../../src/hosting/policy.ts';
import { dist, requireDist, startServer } from '../support/dist.ts';
import { netlifyRoute, parseHostRules, servedBytes, type HostRules } from '../support/host-rules.ts';
import { documentedRequests } from '../support/requests.ts';
import type { RunningServer } from '../support/server.ts';
import { traversalCases } from '../support/traversal.ts';

const apis = apiModules.map((m) => m.api);
let bundled: RunningServer;
let rules: HostRules;

before(async () => {
  requireDist();
  bundled = await startServer();
  rules = await parseHostRules(dist);
  assert.deepEqual(rules.netlifyErrors, [], "Netlify's parser accepts every line");
});
after(() => bundled?.close());

test("Netlify's parser keeps every rule of _redirects", () => {
  const lines = readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));
  assert.equal(rules.netlify.length, lines.length);
});

test("_headers per Netlify's parser: JSON type and CORS on the API, revalidation, immutable assets", async () => {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [join(dist, '_headers')],
    configHeaders: [],
    minimal: false,
  });
  assert.deepEqual(errors.map(String), []);
  const forPath = (path: string) =>
    Object.assign(
      {},
      ...headers
        .filter((h: { for: string }) => new RegExp(`^${h.for.replace(/\*/g, '.*')}$`).test(path))
        .map((h: { values: object }) => h.values),
    );
  for (const api of apis) {
    const h = forPath(`${api.base}/openapi.json`);
    assert.equal(h['Content-Type'], 'application/json; charset=utf-8');
    assert.equal(h['Access-Control-Allow-Origin'], '*');
    assert.equal(h['Cache-Control'], CACHE_CONTROL.revalidate);
  }
  assert.equal(forPath('/_astro/x.js')['Cache-Control'], CACHE_CONTROL.immutable);
});

for (const [host, route, requests] of [
  // Netlify cannot match a value against a pattern (no leading zeros); neither resolves aliases.
  [
    'Netlify',
    (url: string) => netlifyRoute(rules.netlify, url),
    () => documentedRequests({ leadingZeros: false, aliases: false }),
  ],
] as const) {
  test(`${host}: the documented URLs reach the files holding the bundled server's answers`, async () => {
    for (const url of requests()) {
      const body = servedBytes(dist, route(url));
      assert.ok(body !== undefined, `${host} has no file for ${url} (${JSON.stringify(route(url))})`);
      const server = await fetch(bundled.base + url);
      assert.equal(server.status, 200, url);
      assert.deepEqual(JSON.parse(body.toString('utf8')), await server.json(), url);
    }
  });
}

test('Netlify: fields and expand values are never placeholders; nothing leaves the deployed site', () => {
  const raw = rules.netlify.filter((rule) => /:(fields|expand)\b/.test(rule.to));
  assert.deepEqual(raw, [], 'fields/expand are written as literal values');
  let refused = 0;
  let total = 0;
  for (const c of traversalCases(apis, 'canary')) {
    const answer = netlifyRoute(rules.netlify, c.target);
    total++;
    if (!answer?.file) continue;
    // A 200 rewrite's target is a path inside the deploy: normalised, it can never go above it.
    assert.ok(posix.normalize(answer.file).startsWith('/'), c.target);
    if (/[?&](fields|expand)=/.test(c.target)) {
      assert.equal(answer.status, 400, `${c.target} → ${answer.status} ${answer.file}`);
      refused++;
    }
  }
  assert.ok(refused > 0 && total > refused);
});
