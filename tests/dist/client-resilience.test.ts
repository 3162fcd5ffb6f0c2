/**
 * The client package (its bundle as `npm pack` ships it, built fresh) against real static servers over a
 * tree of the epic's API written in-process (no build needed): its first call fetches only the
 * answer's file; queries are kept as typed; the page iterator walks every page; timeouts, retries
 * with backoff, failover past a stalled or failing mirror, AbortSignal; the data version it reads.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { apiModules } from '../../src/apis/registry.ts';
import { VERSION_PATH, versionDocument } from '../../src/core/data-version.ts';
import { FileWriter, writeApiFiles } from '../../src/core/write-api.ts';
import { DATA_PACKAGE_NAME, pinnedUrls } from '../../src/downloads/package.ts';
import { readDataVersion } from '../../src/downloads/version.ts';
import { createIndicaServer } from '../../src/server/server.ts';
import { countingStaticServer, type Sent } from '../support/counting-server.ts';
import { builtClient } from '../support/client-build.ts';

const { createClient, IndicaError, IndicaTimeoutError, IndicaUnreachableError } = await builtClient();
const root = join(import.meta.dirname, '..', '..');
const version = readDataVersion(root);
const servers: Server[] = [];
let tree = '';
let good = '';
let bundled = '';
/** The requests of the good static server, as they arrive, and the bytes sent once each is done. */
let sent: Sent[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

before(async () => {
  tree = mkdtempSync(join(tmpdir(), 'indica-client-resilience-'));
  const { api, load, catalog } = apiModules.find((m) => m.api.id === 'mb')!;
  const data = load();
  writeApiFiles(api, data, catalog(data), new FileWriter(tree), { limits: [50], dataVersion: version.version });
  writeFileSync(
    join(tree, VERSION_PATH),
    JSON.stringify(versionDocument(version, DATA_PACKAGE_NAME, (p) => pinnedUrls(version.version, p))),
  );
  const counting = countingStaticServer(tree, { etag: true, notFound: 'not found' });
  sent = counting.log;
  good = await listen(counting.server);
  bundled = await listen(createIndicaServer(tree));
});

after(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  rmSync(tree, { recursive: true, force: true });
});

/** A server that takes the request and never answers (or answers the head, then stalls the body). */
async function stalled(headFirst = false): Promise<string> {
  return listen(
    createServer((_req, res) => {
      if (headFirst) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"meta":');
      }
    }),
  );
}

async function failing(status: number, times: number): Promise<{ base: string; hits: () => number }> {
  let hits = 0;
  const serve = sirv(tree, { dev: false });
  const base = await listen(
    createServer((req, res) => {
      if (hits++ < times) {
        res.statusCode = status;
        res.end('down');
      } else serve(req, res, () => void res.writeHead(404).end());
    }),
  );
  return { base, hits: () => hits };
}

async function fromServer(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(bundled + path);
  return { status: response.status, body: await response.json() };
}

test("the first call downloads only its answer's file; an alias needs the catalog", async () => {
  const client = createClient({ baseUrls: good });
  const start = sent.length;
  const arjun = await client.mb.persons.get('Arjun');
  await new Promise((done) => setTimeout(done, 50));
  const first = sent.slice(start);
  assert.deepEqual(
    first.map((s) => s.path),
    ['/mb/v2/persons/Arjun/fields/basic/expand/false.json'],
  );
  assert.deepEqual(arjun, (await fromServer('/mb/v2/persons/Arjun')).body);
  const answerBytes = Buffer.byteLength(JSON.stringify(arjun));
  assert.ok(first[0]!.bytes <= answerBytes + 2048, `${first[0]!.bytes} bytes for a ${answerBytes}-byte answer`);

  const before = sent.length;
  assert.deepEqual(await client.mb.persons.get('partha'), arjun);
  assert.ok(
    sent.slice(before).some((s) => s.path === '/_index/mb.json'),
    'the alias was resolved from the catalog',
  );
  const listStart = sent.length;
  await createClient({ baseUrls: good }).request('/mb/v2/persons?limit=50&page=2');
  assert.deepEqual(
    sent.slice(listStart).map((s) => s.path),
    ['/mb/v2/persons/fields/basic/expand/false/limit/50/page/2.json'],
  );
});

test('queries are kept as typed: a trailing or leading space is part of the name', async () => {
  const client = createClient({ baseUrls: good });
  for (const path of ['/mb/v2/persons/Arjun%20', '/mb/v2/persons/%20Arjun', '/mb/v2/journeys?person=Arjun%20']) {
    const expected = await fromServer(path);
    const typed = decodeURIComponent(path);
    const actual = await client.request(typed).then(
      (body) => ({ status: 200, body }),
      (e: unknown) => {
        if (e instanceof IndicaError) return { status: e.status, body: e.body };
        throw e;
      },
    );
    assert.deepEqual(actual, expected, JSON.stringify(typed));
  }
  const error = await client.mb.persons.get('Arjun ').catch((e: unknown) => e);
  assert.ok(error instanceof IndicaError && error.status === 404 && error.body.error.includes('"Arjun "'));
});

test('pages() walks every page of a list, from the page asked to the last', async () => {
  const client = createClient({ baseUrls: good });
  const names: string[] = [];
  let pages = 0;
  let total = 0;
  for await (const page of client.mb.persons.pages({ limit: 50 })) {
    pages++;
    total = page.meta.total;
    assert.equal(page.meta.page, pages);
    names.push(...page.data.map((p) => p.name));
  }
  assert.equal(names.length, total);
  assert.equal(new Set(names).size, total);
  assert.equal(pages, Math.ceil(total / 50));
  const fromThird = [];
  for await (const page of client.pages('/mb/v2/persons?page=3&limit=50')) fromThird.push(page.meta.page);
  assert.deepEqual(
    fromThird,
    Array.from({ length: pages - 2 }, (_, i) => i + 3),
  );
  // Not a list: the API refuses its page parameter, as the server does.
  await assert.rejects(
    async () => {
      for await (const page of client.pages('/mb/v2/persons/Arjun'))
        assert.fail(`a page ${JSON.stringify(page).slice(0, 40)}`);
    },
    (e) => e instanceof IndicaError && e.status === 400,
  );
});

test('a stalled mirror (no answer, or a head and no body) times out and hands over to the next', async () => {
  for (const headFirst of [false, true]) {
    const stall = await stalled(headFirst);
    const client = createClient({ baseUrls: [stall, good], timeoutMs: 300 });
    const started = performance.now();
    const body = await client.request('/mb/v2/weapons/Gandiva');
    const ms = performance.now() - started;
    assert.deepEqual(body, (await fromServer('/mb/v2/weapons/Gandiva')).body);
    assert.ok(ms >= 300 && ms < 3000, `${ms.toFixed(0)} ms`);
    // The mirror that answered is asked first from then on.
    const again = performance.now();
    await client.request('/mb/v2/weapons/Pashupatastra');
    assert.ok(performance.now() - again < 250, 'no second wait for the stalled mirror');
  }
  const error = await createClient({ baseUrls: [await stalled()], timeoutMs: 200, retries: 0 })
    .request('/mb/v2/persons/Arjun')
    .catch((e: unknown) => e);
  assert.ok(error instanceof IndicaUnreachableError);
  assert.ok(
    error.causes.every((c) => c instanceof IndicaTimeoutError),
    String(error.causes),
  );
});

test('5xx answers and network errors are retried with backoff, then the next mirror is asked', async () => {
  const flaky = await failing(503, 2);
  const client = createClient({ baseUrls: flaky.base, retries: 2, backoffMs: 40 });
  const started = performance.now();
  assert.deepEqual(await client.request('/mb/v2/clans/Kuru'), (await fromServer('/mb/v2/clans/Kuru')).body);
  assert.equal(flaky.hits(), 3, 'two 503s, then the answer');
  assert.ok(performance.now() - started >= 40 + 80, 'waited 40 ms, then 80 ms');

  const down = await failing(500, Infinity);
  const closed = await new Promise<string>((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => done(`http://127.0.0.1:${port}`));
    });
  });
  const mirrors = createClient({ baseUrls: [down.base, closed, good], retries: 1, backoffMs: 10 });
  assert.deepEqual(await mirrors.request('/mb/v2/clans/Kuru'), (await fromServer('/mb/v2/clans/Kuru')).body);
  assert.equal(down.hits(), 2, 'one try and one retry');
  const none = await createClient({ baseUrls: [down.base, closed], retries: 1, backoffMs: 10 })
    .request('/mb/v2/clans/Kuru')
    .catch((e: unknown) => e);
  assert.ok(none instanceof IndicaUnreachableError);
  assert.equal(none.causes.length, 4);
  // A 4xx other than 404 is not retried.
  const forbidden = await failing(403, Infinity);
  await createClient({ baseUrls: [forbidden.base], retries: 3, backoffMs: 10 })
    .request('/mb/v2/clans/Kuru')
    .catch(() => {});
  assert.equal(forbidden.hits(), 1);
});

test('calls in flight together each try every mirror once, whatever the others find meanwhile', async () => {
  // A mirror that answers 503 after 300 ms. Call B starts first and settles on the good mirror while
  // call A still waits for its first answer: A must go on to the good mirror too, not back to the slow one.
  const slow = await listen(
    createServer((_req, res) => {
      setTimeout(() => {
        res.statusCode = 503;
        res.end('down');
      }, 300);
    }),
  );
  const client = createClient({ baseUrls: [slow, good], retries: 0, timeoutMs: 5000 });
  const b = client.request('/mb/v2/clans/Kuru');
  await new Promise((done) => setTimeout(done, 100));
  const a = client.request('/mb/v2/clans/Yadav');
  assert.deepEqual(await b, (await fromServer('/mb/v2/clans/Kuru')).body);
  assert.deepEqual(await a, (await fromServer('/mb/v2/clans/Yadav')).body);
});

test('an AbortSignal ends a call at once, with its reason; the client-wide signal ends every call', async () => {
  const stall = await stalled();
  const client = createClient({ baseUrls: stall, timeoutMs: 60_000 });
  const started = performance.now();
  const reason = new Error('enough');
  const controller = new AbortController();
  setTimeout(() => controller.abort(reason), 50);
  await assert.rejects(client.request('/mb/v2/persons/Arjun', { signal: controller.signal }), (e) => e === reason);
  assert.ok(performance.now() - started < 1000);
  await assert.rejects(client.request('/mb/v2/persons/Arjun', { signal: AbortSignal.abort() }), { name: 'AbortError' });

  const wide = new AbortController();
  const all = createClient({ baseUrls: stall, timeoutMs: 60_000, signal: wide.signal });
  const pending = all.mb.persons.get('Bhim');
  setTimeout(() => wide.abort(reason), 50);
  await assert.rejects(pending, (e) => e === reason);
});

test('dataVersion() reads the version the deployment serves', async () => {
  const client = createClient({ baseUrls: good });
  assert.deepEqual(await client.dataVersion(), {
    version: version.version,
    date: version.date,
    contentDigest: version.contentDigest,
  });
});
