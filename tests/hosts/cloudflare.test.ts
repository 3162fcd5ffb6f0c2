/**
 * Cloudflare Pages, emulated by its own local runtime (`wrangler pages dev`, workerd; offline here),
 * over the build profile made for it (INDICA_PROFILE=api, under its 20,000-file limit): every
 * sampled answer by its `.json` path with the JSON type, CORS and the cache policy from `_headers`;
 * unknown paths 404; traversal never reaches the canary planted beside the folder.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { countFiles } from '../../src/core/file-counts.ts';
import { CACHE_CONTROL } from '../../src/hosting/policy.ts';
import { runBuild } from '../support/build.ts';
import { checkGuide, measureBuild } from '../support/guide-figures.ts';
import { root } from '../support/dist.ts';
import { sampledRequests } from '../support/requests.ts';
import { traversalCases } from '../support/traversal.ts';

const work = mkdtempSync(join(tmpdir(), 'indica-cloudflare-'));
const dist = join(work, 'dist');
const token = `canary-${randomBytes(12).toString('hex')}`;
let wrangler: ChildProcess;
let base: string;
let port: number;

/**
 * A GET with the target exactly as written (fetch() would resolve its dot segments). Node's HTTP
 * client, not a raw socket: the emulator keeps connections open after answering.
 */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path: target, agent: false, timeout: 30_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${target} within 30 s`)));
    req.on('error', fail);
    req.end();
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

before(async () => {
  await runBuild({ INDICA_PROFILE: 'api', INDICA_DIST: dist });
  writeFileSync(join(work, 'canary.json'), JSON.stringify({ token }));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The compatibility date is pinned to one the packaged runtime supports, offline.
  wrangler = spawn(
    process.execPath,
    [
      join(root, 'node_modules/wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      dist,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      '2025-01-01',
    ],
    {
      // Its scratch folder (.wrangler/) goes into the working directory: keep it out of the repository.
      cwd: work,
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_D1_WARNING: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  wrangler.stdout!.on('data', (d) => (output += d));
  wrangler.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await fetch(`${base}/vs/v2/openapi.json`);
      break;
    } catch {
      if (Date.now() > deadline || wrangler.exitCode !== null)
        throw new Error(`wrangler pages dev did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
});

after(async () => {
  if (wrangler && wrangler.exitCode === null) {
    const exited = new Promise((done) => wrangler.once('exit', done));
    wrangler.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

test('the API-only profile fits Cloudflare Pages: under 20,000 files', () => {
  const { total } = countFiles(
    dist,
    apiModules.map((m) => m.api.base),
  );
  assert.ok(total < 20_000, `${total} files`);
});

test("the Cloudflare Pages guide's figures are this build's, within the Free plan's limits", () => {
  checkGuide('docs/hosts/cloudflare-pages.md', 'api', measureBuild(dist));
});

test('every sampled answer by its .json path, with JSON type, CORS and the cache policy', async () => {
  // The profile keeps limit 50 and the Rule 1 files: sample what it wrote.
  const requests = sampledRequests(8).filter((r) => existsSync(join(dist, decodeURIComponent(r.file))));
  assert.ok(requests.length > 100, `${requests.length} requests`);
  for (const { file } of requests) {
    const res = await fetch(base + file);
    assert.equal(res.status, 200, file);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/, file);
    assert.equal(res.headers.get('access-control-allow-origin'), '*', file);
    assert.equal(res.headers.get('cache-control'), CACHE_CONTROL.revalidate, file);
    assert.deepEqual(await res.json(), JSON.parse(readFileSync(join(dist, decodeURIComponent(file)), 'utf8')), file);
  }
});

test('unknown paths are 404, and no traversal reaches the canary beside the folder', async () => {
  assert.equal((await fetch(`${base}/vs/v2/nothing-here.json`)).status, 404);
  const cases = traversalCases(
    apiModules.map((m) => m.api),
    'canary',
  ).filter((_, i) => i % 7 === 0);
  for (const c of cases) {
    const answer = await rawGet(c.target);
    assert.ok(!answer.body.includes(token), `${c.target} leaked the canary`);
    // This host ignores query strings (the path's own file answers); a path value names no file.
    if (c.target.includes('?')) assert.ok(answer.status > 0 && answer.status < 500, `${c.target} → ${answer.status}`);
    else assert.ok(answer.status >= 300 && answer.status < 500, `${c.target} → ${answer.status}`);
  }
});
