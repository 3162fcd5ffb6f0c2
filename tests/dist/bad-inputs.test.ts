/**
 * Bad input against the bundled server (in process, over raw sockets): at least 200 requests
 * generated from the endpoint table, each answered with the status the contract asks for and a
 * JSON error, none with a 5xx, none with a file outside dist/.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { badInputCases, requestBytes, runBadInputs, sendRaw, type BadCase } from '../support/bad-inputs.ts';
import { dist, requireDist, root, startServer } from '../support/dist.ts';
import type { RunningServer } from '../support/server.ts';

// A canary next to dist/ (outside it): traversal cases aim at it, and no answer may contain it.
const token = `canary-${randomBytes(12).toString('hex')}`;
const canaryPath = join(root, `.bad-inputs-canary-${process.pid}.json`);
const canary = basename(canaryPath);
const forbidden = [token, 'root:x:0:0', '"test:unit"'];

let server: RunningServer;
let port: number;
let cases: BadCase[];

before(async () => {
  requireDist();
  writeFileSync(canaryPath, JSON.stringify({ token }));
  server = await startServer();
  port = server.port;
  cases = badInputCases(
    apiModules.map((m) => m.api),
    canary,
  );
});

after(async () => {
  rmSync(canaryPath, { force: true });
  await server.close();
});

test('the harness sees what it must forbid: the canary and /etc/passwd are real files', () => {
  assert.match(readFileSync(join(dist, '..', canary), 'utf8'), new RegExp(token));
  assert.match(readFileSync(join(root, 'package.json'), 'utf8'), /"test:unit"/);
});

test('at least 200 bad requests, covering every kind the contract names', () => {
  assert.ok(cases.length >= 200, `only ${cases.length} cases`);
  const names = cases.map((c) => c.name).join('\n');
  for (const kind of [
    /percent-encoding/,
    /dot segments/,
    /NUL/,
    /64 KB path/,
    /repeated/,
    /empty/,
    /float/,
    /negative/,
    /huge integer/,
    /unknown parameter/,
    /method DELETE/,
    /method CONNECT/,
    /unknown method/,
  ]) {
    assert.match(names, kind);
  }
  for (const { api } of apiModules)
    assert.ok(
      cases.some((c) => c.target.startsWith(api.base)),
      `no case for ${api.base}`,
    );
});

test('every bad request gets its status and a JSON error; no 5xx; nothing from outside dist/', async () => {
  const { total, failed } = await runBadInputs('127.0.0.1', port, cases, forbidden);
  assert.equal(total, cases.length);
  assert.deepEqual(failed, [], `${failed.length} of ${total} answered wrongly`);
});

test('the server still answers normally afterwards', async () => {
  const base = apiModules[0].api.base;
  const answer = await sendRaw(
    '127.0.0.1',
    port,
    requestBytes({ name: 'ok', method: 'GET', target: `${base}/openapi.json`, expect: { status: 200, body: 'json' } }),
  );
  assert.equal(answer.status, 200);
  assert.equal(JSON.parse(answer.body).openapi?.startsWith('3.1'), true);
});

test('a valid request through the same harness is not mistaken for a bad one', async () => {
  // The checker must be able to fail: a real answer to a bad-looking case is reported.
  const { failed } = await runBadInputs(
    '127.0.0.1',
    port,
    [
      {
        name: 'valid',
        method: 'GET',
        target: `${apiModules[0].api.base}/openapi.json`,
        expect: { status: 404, body: 'error' },
      },
    ],
    forbidden,
  );
  assert.equal(failed.length, 1);
  assert.match(failed[0].problem, /status 200, expected 404/);
});
