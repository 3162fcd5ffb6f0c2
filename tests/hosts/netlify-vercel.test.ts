/**
 * The build's Netlify and Vercel configurations judged by the hosts' own packages: Netlify's
 * parsers read `_redirects` and `_headers`, Vercel's routing utilities compile `vercel.json`; the
 * routes they produce are then followed (tests/support/host-rules.ts) for the documented URLs,
 * which must reach the files holding the bundled server's answers, and for traversal values,
 * which must never put a raw value into a path.
 */
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { apiModules } from '../../src/apis/registry.ts';
import { CACHE_CONTROL } from '../../src/hosting/policy.ts';
import { dist, requireDist, startServer } from '../support/dist.ts';
import { netlifyRoute, parseHostRules, servedBytes, vercelRoute, type HostRules } from '../support/host-rules.ts';
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
  assert.equal(rules.vercelError, null, "Vercel's routing utilities accept vercel.json");
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
  ['Vercel', (url: string) => vercelRoute(rules.vercel, url), () => documentedRequests({ aliases: false })],
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

test('Vercel: no traversal value of any query or path parameter reaches a path', () => {
  const escaped: string[] = [];
  for (const c of traversalCases(apis, 'canary')) {
    const answer = vercelRoute(rules.vercel, c.target);
    // A `..` segment in the target would climb; a backslash or an encoded slash inside one segment
    // only names a file that does not exist (static hosts store paths as keys).
    if (answer?.file && /(^|\/)\.\.(\/|$)/.test(answer.file)) escaped.push(`${c.target} → ${answer.file}`);
  }
  assert.deepEqual(escaped.slice(0, 10), [], `${escaped.length} traversal values reached a path`);
});

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
