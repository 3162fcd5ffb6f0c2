/**
 * Vercel as users deploy it: the build's Build Output folder (`.vercel/output/`, written by the
 * step `npm run build:vercel` runs, scripts/vercel-output.ts) with its `config.json` routes checked
 * and compiled by Vercel's own `@vercel/routing-utils`, followed in Vercel's phase order
 * (tests/support/vercel-router.ts). Over the default build (dist/): the documented URLs reach the
 * bundled server's answers, every answer carries CORS and the data version, no traversal value
 * reaches a path, and the hostile requests get the server's status and bytes except the cases
 * docs/host-limits.md lists (tests/support/vercel-replay.ts).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { CACHE_CONTROL, CORS_EXPOSED_HEADERS, DATA_VERSION_HEADER, JSON_TYPE } from '../../src/hosting/policy.ts';
import { writeVercelOutput } from '../../scripts/vercel-output.ts';
import { dist, requireDist, startServer } from '../support/dist.ts';
import { documentedRequests, hostileRequests } from '../support/requests.ts';
import type { RunningServer } from '../support/server.ts';
import { traversalCases } from '../support/traversal.ts';
import { VERCEL_LIMITS } from '../support/vercel-limits.ts';
import { replayHostile } from '../support/vercel-replay.ts';
import { readVercelOutput, vercelAnswer, type VercelOutput } from '../support/vercel-router.ts';

const apis = apiModules.map((m) => m.api);
let bundled: RunningServer;
let output: VercelOutput;
let work: string;

before(async () => {
  requireDist();
  work = mkdtempSync(join(tmpdir(), 'indica-vercel-'));
  writeVercelOutput(dist, join(work, '.vercel/output'));
  output = readVercelOutput(join(work, '.vercel/output'));
  bundled = await startServer();
});
after(async () => {
  await bundled?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Another config.json, read and compiled the same way. */
function compiled(config: object): VercelOutput {
  const folder = join(work, 'other');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'config.json'), JSON.stringify(config));
  return readVercelOutput(folder);
}

test("config.json: Build Output API version 3, accepted by Vercel's routing utilities, within the route limit", () => {
  assert.equal(output.config.version, 3);
  assert.equal(output.error, null, JSON.stringify(output.error));
  assert.ok(output.phases.before.length && output.phases.after.length && output.phases.error.length);
  assert.ok(
    output.config.routes.length <= VERCEL_LIMITS.routes,
    `${output.config.routes.length} routes; Vercel takes ${VERCEL_LIMITS.routes}`,
  );
  // The utilities are no rubber stamp: a route with a broken expression is refused.
  assert.notEqual(compiled({ version: 3, routes: [...output.config.routes, { src: '^/(' }] }).error, null);
});

test("Vercel: the documented URLs reach the files holding the bundled server's answers", async () => {
  for (const url of documentedRequests({ aliases: false })) {
    const answer = vercelAnswer(output, url);
    assert.equal(answer.status, 200, `${url} → ${answer.status} ${answer.file ?? ''}`);
    const server = await fetch(bundled.base + url);
    assert.equal(server.status, 200, url);
    assert.deepEqual(JSON.parse(answer.body!.toString('utf8')), await server.json(), url);
  }
});

test('Vercel: CORS, the data version and the cache policy on every answer, /version.json and errors included', () => {
  const version = (JSON.parse(readFileSync(join(dist, 'version.json'), 'utf8')) as { version: string }).version;
  const samples = [
    '/version.json',
    '/',
    '/mb/v2/persons?limit=5',
    '/mb/v2/persons/arjun',
    '/rv/v2/meta/openapi.json',
    '/vs/v2/word/aal?page=2',
    '/mb/v2/persons?page=0',
    '/mb/v2/nowhere',
    '/nowhere/at/all',
    '/downloads/indica.sqlite',
  ];
  for (const url of samples) {
    const { status, headers } = vercelAnswer(output, url);
    assert.equal(headers['access-control-allow-origin'], '*', url);
    assert.equal(headers['access-control-expose-headers'], CORS_EXPOSED_HEADERS.join(', '), url);
    assert.equal(headers[DATA_VERSION_HEADER.toLowerCase()], version, url);
    assert.equal(headers['cache-control'], status === 200 ? CACHE_CONTROL.revalidate : CACHE_CONTROL.error, url);
    if (url.startsWith('/mb/') || url.startsWith('/rv/') || url.startsWith('/vs/'))
      assert.equal(headers['content-type'], JSON_TYPE, url);
  }
  // And on every answer to the documented and the hostile requests, whatever its status.
  const openapi = Object.fromEntries(
    apis.map((api) => [api.base, JSON.parse(readFileSync(join(dist, api.base, 'openapi.json'), 'utf8'))]),
  );
  const urls = [...documentedRequests({ aliases: false }), ...hostileRequests(openapi).map((h) => h.url)];
  const without = urls.filter((url) => {
    const { headers } = vercelAnswer(output, url);
    return (
      headers['access-control-allow-origin'] !== '*' ||
      headers['access-control-expose-headers'] !== CORS_EXPOSED_HEADERS.join(', ') ||
      headers[DATA_VERSION_HEADER.toLowerCase()] !== version
    );
  });
  assert.deepEqual(without.slice(0, 10), [], `${without.length} of ${urls.length} answers without CORS`);
  assert.equal(vercelAnswer(output, '/mb/v2/persons?page=0').status, 400);
  assert.equal(vercelAnswer(output, '/downloads/indica.sqlite').headers['content-type'], 'application/vnd.sqlite3');
});

test('Vercel: no traversal value of any query or path parameter reaches a path', () => {
  const escaped: string[] = [];
  for (const c of traversalCases(apis, 'canary')) {
    const answer = vercelAnswer(output, c.target);
    if (answer.status === 200) escaped.push(`${c.target} → ${answer.file}`);
  }
  assert.deepEqual(escaped.slice(0, 10), [], `${escaped.length} traversal values were answered with a file`);
});

test("Vercel: every hostile request gets the bundled server's status and bytes, but for the listed cases", async () => {
  const openapi = Object.fromEntries(
    apis.map((api) => [api.base, JSON.parse(readFileSync(join(dist, api.base, 'openapi.json'), 'utf8'))]),
  );
  const { total, differing, apart } = await replayHostile(dist, output, bundled.base, openapi);
  assert.ok(total >= 5000, `${total} requests`);
  console.log(
    `Vercel: ${total} hostile requests, ${differing.length} answered otherwise than the server; listed cases: ` +
      [...apart].map(([kind, n]) => `${kind} (${n})`).join(', '),
  );
  assert.deepEqual(differing.slice(0, 15), [], `${differing.length} of ${total} differ`);
});
