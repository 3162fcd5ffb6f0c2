/**
 * The client package (its bundle, built fresh) failing over for real: a first mirror that answers
 * wrong (a deleted GitHub Pages site: 404 with HTML for everything; a captive portal: 200 with HTML
 * for everything; a stale mirror: the files of another data version; a slow one: past the timeout;
 * one that lost some files) is left for the healthy second one, which serves the three APIs' files
 * (written in-process, as the build writes them) as GitHub Pages does: no rewrites, a 404.html for
 * a missing file. Each server counts what it is asked. With healthy mirrors only, a record that does not exist is a 404, and the not-founds of the
 * row APIs need no catalog.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { apiModules } from '../../src/apis/registry.ts';
import { VERSION_PATH, versionDocument } from '../../src/core/data-version.ts';
import { GRAM_LENGTH } from '../../src/core/rows.ts';
import { FileWriter, writeApiFiles } from '../../src/core/write-api.ts';
import { DATA_PACKAGE_NAME, pinnedUrls } from '../../src/downloads/package.ts';
import { readDataVersion } from '../../src/downloads/version.ts';
import { builtClient } from '../support/client-build.ts';

const { createClient, IndicaError, IndicaMirrorError, IndicaTimeoutError, IndicaUnreachableError } =
  await builtClient();
type Client = ReturnType<typeof createClient>;

const built = readDataVersion(join(import.meta.dirname, '..', '..'));
const version = built.version;
/** Another data version than the build's. */
const older = `0.${version}`;
/** The three APIs' files, the version file and a 404 page, as a build writes them. */
const tree = mkdtempSync(join(tmpdir(), 'indica-client-failover-'));
for (const { api, load, catalog } of apiModules) {
  const data = load();
  writeApiFiles(api, data, catalog(data), new FileWriter(tree), { limits: [50], dataVersion: version });
}
writeFileSync(
  join(tree, VERSION_PATH),
  JSON.stringify(
    versionDocument(built, DATA_PACKAGE_NAME, (p) => pinnedUrls(version, p), { substringGrams: GRAM_LENGTH }),
  ),
);
writeFileSync(
  join(tree, '404.html'),
  '<!DOCTYPE html><html><head><title>Not found</title></head><body>404</body></html>',
);
const readTreeJson = (path: string) => JSON.parse(readFileSync(join(tree, path), 'utf8')) as Record<string, unknown>;
const servers: Server[] = [];

interface Mirror {
  base: string;
  /** The paths asked, in order. */
  asked: string[];
}

async function mirror(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<Mirror> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    handle(req, res);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

const page404 = readFileSync(join(tree, '404.html'));
const serveDist = sirv(tree, { dev: false });
/** The tree as GitHub Pages serves it: the files, and its 404.html (HTML, status 404) for anything else. */
const pages = (req: IncomingMessage, res: ServerResponse) =>
  serveDist(req, res, () => void res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(page404));
const html = (status: number, title: string) => (_req: IncomingMessage, res: ServerResponse) =>
  void res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`);

after(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  rmSync(tree, { recursive: true, force: true });
});

/** Calls that need the catalog (an alias), a record's file, a row filter and a substring. */
const calls: [string, (c: Client) => Promise<unknown>][] = [
  ['an alias', (c) => c.mb.persons.get('partha', { fields: 'details' })],
  ['a record', (c) => c.mb.weapons.get('Gandiv')],
  ['a row filter', (c) => c.rv.godByPoet('indra', 'vasishth')],
  ['a substring', (c) => c.vs.words('shat')],
];

/** What a client over the healthy mirror alone answers. */
let control: unknown[] = [];
let healthy: Mirror;

before(async () => {
  healthy = await mirror(pages);
  const alone = createClient({ baseUrls: healthy.base });
  control = await Promise.all(calls.map(([, call]) => call(alone)));
  assert.ok(control.every((body) => body !== undefined));
});

/** Every call through a client whose first base URL is `first`: the same answers as the healthy mirror alone. */
async function answersPast(first: Mirror, options: Parameters<typeof createClient>[0] = {}): Promise<void> {
  const second = await mirror(pages);
  const client = createClient({ ...options, baseUrls: [first.base, second.base] });
  for (const [i, [what, call]] of calls.entries()) assert.deepEqual(await call(client), control[i], what);
  assert.ok(second.asked.length >= calls.length, `the healthy mirror answered: ${second.asked.join(', ')}`);
}

test('a deleted GitHub Pages site first (404 with HTML for everything): the healthy mirror answers', async () => {
  const dead = await mirror(html(404, 'Site not found · GitHub Pages'));
  await answersPast(dead);
  // Its 404 for the first file, then its /version.json (404 too: no build there); never again.
  assert.deepEqual(dead.asked, ['/mb/v2/persons/partha/fields/details/expand/false.json', '/version.json']);
});

test('a captive portal first (200 with HTML for everything): the healthy mirror answers', async () => {
  const portal = await mirror(html(200, 'Sign in to the network'));
  await answersPast(portal);
  assert.deepEqual(portal.asked, ['/mb/v2/persons/partha/fields/details/expand/false.json', '/version.json']);
});

/** The tree with another data version in its version file and catalogs (and header, if `header`). */
async function staleMirror(header: boolean): Promise<Mirror> {
  return mirror((req, res) => {
    if (header) res.setHeader('Indica-Data-Version', older);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/version.json' || path.startsWith('/_index/')) {
      const body = readTreeJson(path);
      const key = path === '/version.json' ? 'version' : 'dataVersion';
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...body, [key]: older }));
    } else pages(req, res);
  });
}

test('a stale mirror first (the files of an older data version): with the version pinned, the healthy mirror answers', async () => {
  for (const header of [false, true]) {
    const stale = await staleMirror(header);
    await answersPast(stale, { dataVersion: version });
    // The first file; without the header, the mirror's /version.json shows the older version.
    assert.deepEqual(
      stale.asked,
      header
        ? ['/mb/v2/persons/partha/fields/details/expand/false.json']
        : ['/mb/v2/persons/partha/fields/details/expand/false.json', '/version.json'],
      `header: ${header}`,
    );
  }
});

test('a client keeps the first data version it saw: a stale mirror is refused when the first one goes down', async () => {
  let up = true;
  const first = await mirror((req, res) => (up ? pages(req, res) : void res.writeHead(503).end('down')));
  const stale = await staleMirror(false);
  const client = createClient({ baseUrls: [first.base, stale.base], retries: 0 });
  assert.deepEqual(await client.mb.weapons.get('Gandiv'), control[1]);
  up = false;
  const error = await client.mb.weapons.get('Pashupat').catch((e: unknown) => e);
  assert.ok(error instanceof IndicaUnreachableError, String(error));
  assert.ok(
    error.causes.some((c) => c instanceof IndicaMirrorError && c.message.includes(older)),
    error.causes.map(String).join('; '),
  );
  assert.deepEqual(stale.asked, ['/mb/v2/weapons/Pashupat.json', '/version.json']);
});

test('a slow mirror first (answers after the timeout): the healthy mirror answers', async () => {
  const slow = await mirror((req, res) => {
    const timer = setTimeout(() => pages(req, res), 3000);
    res.on('close', () => clearTimeout(timer));
  });
  const second = await mirror(pages);
  const client = createClient({ baseUrls: [slow.base, second.base], timeoutMs: 400 });
  const error = await createClient({ baseUrls: slow.base, timeoutMs: 400, retries: 0 })
    .mb.weapons.get('Gandiv')
    .catch((e: unknown) => e);
  assert.ok(error instanceof IndicaUnreachableError && error.causes[0] instanceof IndicaTimeoutError);
  const askedAlone = slow.asked.length;
  for (const [i, [what, call]] of calls.entries()) assert.deepEqual(await call(client), control[i], what);
  // One stalled attempt; the healthy mirror answered last, so it is asked first from then on.
  assert.equal(slow.asked.length - askedAlone, 1, slow.asked.join(', '));
});

test('a mirror that lost a record the catalog names: the other mirror is asked for it', async () => {
  const lost = '/mb/v2/weapons/Gandiv.json';
  const partial = await mirror((req, res) =>
    decodeURIComponent(req.url ?? '') === lost ? void res.writeHead(404).end('gone') : pages(req, res),
  );
  const second = await mirror(pages);
  const client = createClient({ baseUrls: [partial.base, second.base] });
  assert.deepEqual(await client.mb.weapons.get('gandiv'), control[1]);
  assert.ok(second.asked.includes(lost), second.asked.join(', '));
});

test('healthy mirrors only, a record that does not exist: a 404, asked of one mirror, as the server answers', async () => {
  const a = await mirror(pages);
  const b = await mirror(pages);
  const alone = createClient({ baseUrls: healthy.base });
  const client = createClient({ baseUrls: [a.base, b.base] });
  for (const call of [
    (c: Client) => c.mb.persons.get('Nobody at all'),
    (c: Client) => c.mb.weapons.owners('Gandiv', { page: 99 }),
  ]) {
    const expected = await call(alone).catch((e: unknown) => e);
    assert.ok(expected instanceof IndicaError && expected.status === 404, String(expected));
    const actual = await call(client).catch((e: unknown) => e);
    assert.ok(actual instanceof IndicaError, String(actual));
    assert.deepEqual({ status: actual.status, body: actual.body }, { status: expected.status, body: expected.body });
  }
  assert.ok(a.asked.includes('/version.json') && a.asked.includes('/_index/mb.json'), a.asked.join(', '));
  assert.deepEqual(b.asked, []);
});

test("the row APIs' not-founds without their catalog: the smallest file that answers", async () => {
  const a = await mirror(pages);
  const b = await mirror(pages);
  const client = createClient({ baseUrls: [a.base, b.base] });
  const cases: [string, (c: Client) => Promise<unknown>][] = [
    ['mandal 11', (c) => c.rv.book(11)],
    ['an unknown category', (c) => c.rv.poetCategory('nobody')],
    ['a sukta past the last', (c) => c.rv.sukta(10, 500)],
    ['an exact name no row has', (c) => c.rv.godName('Nobody')],
    ['an exact name', (c) => c.rv.godName('Agni')],
    ['a poet no row has', (c) => c.rv.godByPoet('indra', 'nobody')],
    ['a word no row is', (c) => c.vs.word('qqqq')],
    ['an unknown category of nouns', (c) => c.vs.categories('nothing')],
  ];
  const outcome = (p: Promise<unknown>) =>
    p.then(
      (body) => ({ status: 200, body }),
      (e: unknown) => {
        if (e instanceof IndicaError) return { status: e.status, body: e.body as unknown };
        throw e;
      },
    );
  for (const [what, call] of cases) {
    // A client with the catalogs loaded answers as the server does (it filters the catalog's rows).
    const withCatalog = createClient({ baseUrls: healthy.base });
    await withCatalog.request('/rv/v2/meta/godname/%20');
    await withCatalog.request('/vs/v2/word/%20');
    assert.deepEqual(await outcome(call(client)), await outcome(call(withCatalog)), what);
  }
  assert.ok(!a.asked.some((p) => p.startsWith('/_index/')), a.asked.join(', '));
  assert.deepEqual(b.asked, []);
});

test('retries wait with jitter from the random source given; every typed call takes its own AbortSignal', async () => {
  let failures = 2;
  const flaky = await mirror((req, res) => (failures-- > 0 ? void res.writeHead(503).end('busy') : pages(req, res)));
  const draws: number[] = [];
  const client = createClient({
    baseUrls: flaky.base,
    retries: 2,
    backoffMs: 5,
    random: () => (draws.push(0.5), 0.5),
  });
  assert.deepEqual(await client.mb.weapons.get('Gandiv'), control[1]);
  assert.equal(draws.length, 2, 'one draw per retry');
  assert.equal(flaky.asked.length, 3);

  const stall = await mirror(() => {});
  const stalled = createClient({ baseUrls: stall.base, timeoutMs: 60_000 });
  for (const call of [
    (signal: AbortSignal) => stalled.vs.words('shat', { signal }),
    (signal: AbortSignal) => stalled.rv.godByPoet('indra', 'vasishth', { signal }),
    (signal: AbortSignal) => stalled.mb.persons.get('Bhim', { fields: 'details', signal }),
    (signal: AbortSignal) => stalled.mb.weapons.names({ signal }),
    (signal: AbortSignal) => stalled.mb.clans.list({ limit: 5, signal }),
  ]) {
    const reason = new Error('enough');
    const controller = new AbortController();
    const pending = call(controller.signal);
    controller.abort(reason);
    await assert.rejects(pending, (e) => e === reason);
  }
  // The signal is no query parameter: the answer is the list's own.
  const lists = createClient({ baseUrls: healthy.base });
  assert.deepEqual(
    await lists.mb.clans.list({ limit: 5, signal: new AbortController().signal }),
    await lists.mb.clans.list({ limit: 5 }),
  );
});
