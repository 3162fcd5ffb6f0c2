/**
 * The build's Vercel configuration judged by Vercel's own package: its routing utilities compile
 * `vercel.json`; the routes they produce are then followed (tests/support/host-rules.ts) for the
 * documented URLs, which must reach the files holding the bundled server's answers, and for
 * traversal values, which must never put a raw value into a path. Netlify is judged by its own
 * engine in netlify-engine.test.ts.
 */
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { apiModules } from '../../src/apis/registry.ts';
import { dist, requireDist, startServer } from '../support/dist.ts';
import { parseHostRules, servedBytes, vercelRoute, type HostRules } from '../support/host-rules.ts';
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
  assert.equal(rules.vercelError, null, "Vercel's routing utilities accept vercel.json");
});
after(() => bundled?.close());

for (const [host, route, requests] of [
  // Vercel resolves no aliases.
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
