/**
 * The client package's first call to a substring endpoint (its bundle, built fresh), against a plain static
 * server over the verse and noun APIs written in-process: a key of up to four letters is a file
 * of its own, a longer one is filtered from its first four-letter run's file, and neither needs
 * the catalog; a build without those files (the API-only profile) is answered from the catalog,
 * alike. Every answer equals the bundled server's.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { VERSION_PATH, versionDocument } from '../../src/core/data-version.ts';
import { requestUrl } from '../../src/core/request-file.ts';
import { GRAM_LENGTH } from '../../src/core/rows.ts';
import { FileWriter, catalogPath, writeApiFiles } from '../../src/core/write-api.ts';
import { DATA_PACKAGE_NAME, pinnedUrls } from '../../src/downloads/package.ts';
import { readDataVersion } from '../../src/downloads/version.ts';
import { createIndicaServer } from '../../src/server/server.ts';
import { countingStaticServer } from '../support/counting-server.ts';
import { builtClient } from '../support/client-build.ts';

const { createClient } = await builtClient();
const version = readDataVersion(join(import.meta.dirname, '..', '..'));
const modules = apiModules.filter(({ api }) => api.endpoints.some((e) => e.filter));
const servers: Server[] = [];
const trees: string[] = [];
/** Per static server: the paths asked and the bytes sent for each. */
const logs = new Map<string, { path: string; bytes: number }[]>();
let withGrams = '';
let withoutGrams = '';
let bundled = '';

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function writeTree(substringGrams: boolean): string {
  const tree = mkdtempSync(join(tmpdir(), 'indica-client-substrings-'));
  trees.push(tree);
  for (const { api, load, catalog } of modules) {
    const data = load();
    writeApiFiles(api, data, catalog(data), new FileWriter(tree), { limits: [50], substringGrams });
  }
  // As the build writes it: the version, and the grams' length where it wrote them.
  const pinned = (p: string) => pinnedUrls(version.version, p);
  const document = versionDocument(
    version,
    DATA_PACKAGE_NAME,
    pinned,
    substringGrams ? { substringGrams: GRAM_LENGTH } : {},
  );
  writeFileSync(join(tree, VERSION_PATH), JSON.stringify(document));
  return tree;
}

/** A plain static server that counts what it sends. */
async function counted(tree: string): Promise<string> {
  const { server, log } = countingStaticServer(tree, { notFound: '{"error":"not found"}' });
  const base = await listen(server);
  logs.set(base, log);
  return base;
}

before(async () => {
  const full = writeTree(true);
  withGrams = await counted(full);
  withoutGrams = await counted(writeTree(false));
  bundled = await listen(createIndicaServer(full));
});

after(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

async function outcome(call: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    return { status: 200, body: await call() };
  } catch (error) {
    const e = error as { status?: number; body?: unknown };
    if (e.status === undefined) throw error;
    return { status: e.status, body: e.body };
  }
}

/** A fresh client's first call: its outcome, the files it asked for and the bytes they took. */
async function firstCall(base: string, path: string) {
  const log = logs.get(base)!;
  const start = log.length;
  const result = await outcome(() => createClient({ baseUrls: base }).request(path));
  await new Promise((done) => setTimeout(done, 20));
  const asked = log.slice(start);
  return { ...result, asked: asked.map((a) => a.path), bytes: asked.reduce((sum, a) => sum + a.bytes, 0) };
}

async function fromServer(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(bundled + path);
  return { status: response.status, body: await response.json() };
}

/** The lone-substring endpoints' requests: documented examples and keys a stranger types. */
function substringRequests(): { path: string; first: boolean }[] {
  const requests: { path: string; first: boolean }[] = [];
  for (const { api } of modules) {
    for (const endpoint of api.endpoints) {
      const params = Object.entries(endpoint.params);
      if (params.length !== 1 || params[0][1].kind !== 'substring') continue;
      const [name] = params[0];
      (endpoint.examples ?? []).forEach((example, i) => requests.push({ path: api.base + example, first: i === 0 }));
      for (const key of [
        'Ndr',
        'ndra',
        'VISHWA',
        'sh',
        'a',
        'itr',
        'aja',
        'hors',
        'horsz',
        'agnim',
        'a b',
        'qqzx',
        'ā',
        'अग्नि',
        ' ag',
      ])
        requests.push({ path: requestUrl(api, endpoint, { path: { [name]: key }, query: {} }), first: false });
    }
  }
  return requests;
}

test("a first substring call fetches no catalog; an endpoint's first example little beyond its answer", async () => {
  const requests = substringRequests();
  assert.ok(requests.filter((r) => r.first).length >= 4);
  for (const { path, first } of requests) {
    const expected = await fromServer(path);
    const call = await firstCall(withGrams, path);
    assert.deepEqual({ status: call.status, body: call.body }, expected, path);
    const key = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
    if (/[\p{L}\p{N}]/u.test(key))
      assert.ok(!call.asked.some((p) => p.startsWith('/_index/')), `${path} fetched ${call.asked.join(', ')}`);
    if (first) {
      const answer = Buffer.byteLength(JSON.stringify(call.body));
      assert.ok(call.bytes <= answer + 2048, `${path}: ${call.bytes} bytes fetched for a ${answer}-byte answer`);
    }
  }
});

test('a longer key is filtered from its gram, not the catalog: two files at most', async () => {
  const call = await firstCall(withGrams, '/rv/v2/meta/poet/ishwamit');
  assert.equal(call.status, 200);
  assert.ok((call.body as unknown[]).length > 0);
  assert.deepEqual(call.asked, ['/rv/v2/meta/poet/ishwamit.json', '/rv/v2/meta/poet/ishw.json']);
});

test('a key whose gram no row has is an empty list, known from the version file alone', async () => {
  const call = await firstCall(withGrams, '/vs/v2/words/qqzxa');
  assert.deepEqual({ status: call.status, body: call.body }, await fromServer('/vs/v2/words/qqzxa'));
  assert.deepEqual(call.asked, ['/vs/v2/words/qqzxa.json', '/vs/v2/words/qqzx.json', VERSION_PATH]);
  assert.ok(call.bytes < 2048, `${call.bytes} bytes`);
});

test('a build without grams (API-only profile): the same answers, from the catalog', async () => {
  for (const { path } of substringRequests()) {
    const call = await firstCall(withoutGrams, path);
    assert.deepEqual({ status: call.status, body: call.body }, await fromServer(path), path);
  }
  const call = await firstCall(withoutGrams, '/vs/v2/words/ors');
  assert.ok(call.asked.includes(`${catalogPath({ id: 'vs' } as never)}`), call.asked.join(', '));
});
