/**
 * The client package (client/), as a user gets it: packed with `npm pack`, installed from the
 * tarball into a scratch project, type-checked there, and proved equal to the bundled server. For
 * every endpoint and a broad request set (the documentation's examples, aliases, mixed case,
 * substrings that are not precomputed, many limits and pages, the error cases) the client answers,
 * against plain static servers with no rewrites at all (dist/ as files, and a lean tree written
 * with INDICA_LIMITS=10 behind two broken mirrors), exactly what the bundled server answers.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { apiModules } from '../../src/apis/registry.ts';
import { buildConfig } from '../../src/build-config.ts';
import { VERSION_PATH, versionDocument } from '../../src/core/data-version.ts';
import type { Catalog } from '../../src/core/request-file.ts';
import { GRAM_LENGTH } from '../../src/core/rows.ts';
import { fillTemplate, matchEndpoint, requestUrl } from '../../src/core/request-file.ts';
import { FileWriter, catalogPath, writeApiFiles } from '../../src/core/write-api.ts';
import { DATA_PACKAGE_NAME, pinnedUrls } from '../../src/downloads/package.ts';
import { readDataVersion } from '../../src/downloads/version.ts';
import { installClientPackage, typeCheck } from '../support/client-package.ts';
import { dist, readDistJson, requireDist, root, startServer } from '../support/dist.ts';

type Usage = typeof import('../support/client-usage.ts');
type Answer = { status: number; body: unknown };

let usage: Usage;
let project: string;
let bundled: Awaited<ReturnType<typeof startServer>>;
let lean: string;
/** Every endpoint of the table: the client covers each (41 today). */
const endpointCount = apiModules.reduce((n, { api }) => n + api.endpoints.length, 0);

const servers: Server[] = [];
/** files asked for, per static server */
const asked = new Map<string, string[]>();

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A plain static file server: no rewrites, no extensions, no fallback page. */
async function staticServer(folder: string): Promise<string> {
  const files = sirv(folder, { dev: true, extensions: [] });
  let base = '';
  base = await listen(
    createServer((req, res) => {
      asked.get(base)!.push(req.url ?? '');
      files(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
    }),
  );
  asked.set(base, []);
  return base;
}

let full: string;
let leanBase: string;
let broken: string;
let closed: string;

before(async () => {
  requireDist();
  const scratch = installClientPackage();
  project = scratch.dir;
  usage = (await import(pathToFileURL(join(project, 'usage.ts')).href)) as Usage;
  bundled = await startServer();
  full = await staticServer(dist);

  // A lean deployment: only limits 10 and 50 precomputed (far fewer files).
  lean = mkdtempSync(join(tmpdir(), 'indica-lean-'));
  const writer = new FileWriter(lean);
  const version = readDataVersion(root);
  for (const { api, load, catalog } of apiModules) {
    const data = load();
    writeApiFiles(api, data, catalog(data), writer, {
      limits: buildConfig({ INDICA_PROFILE: 'lean' }).limits,
      dataVersion: version.version,
    });
  }
  // As the build writes it (the client reads a mirror's data version there before trusting it).
  writeFileSync(
    join(lean, VERSION_PATH),
    JSON.stringify(
      versionDocument(version, DATA_PACKAGE_NAME, (p) => pinnedUrls(version.version, p), {
        substringGrams: GRAM_LENGTH,
      }),
    ),
  );
  leanBase = await staticServer(lean);
  // Mirrors that do not answer: one failing with 503, one with nothing listening.
  broken = await listen(
    createServer((_req, res) => {
      res.statusCode = 503;
      res.end('down');
    }),
  );
  const gone = createServer();
  closed = await new Promise<string>((done) =>
    gone.listen(0, '127.0.0.1', () => {
      const port = (gone.address() as AddressInfo).port;
      gone.close(() => done(`http://127.0.0.1:${port}`));
    }),
  );
});

after(async () => {
  await bundled?.close();
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  if (lean) rmSync(lean, { recursive: true, force: true });
  if (project) rmSync(join(project, '..'), { recursive: true, force: true });
});

async function fromServer(path: string): Promise<Answer> {
  const response = await fetch(bundled.base + path);
  return { status: response.status, body: await response.json() };
}

async function fromClient(call: () => Promise<unknown>): Promise<Answer> {
  try {
    return { status: 200, body: await call() };
  } catch (error) {
    if (error instanceof usage.IndicaError) return { status: error.status, body: error.body };
    throw error;
  }
}

const swapCase = (s: string) => [...s].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
const catalogOf = (id: string) => readDistJson(catalogPath({ id } as any)) as Catalog;

/** The request set: per endpoint, from its declaration, its catalog and the dist/ files. */
async function requestSet(): Promise<string[]> {
  const requests = new Set<string>();
  const add = (r: string) => requests.add(r);
  for (const { api } of apiModules) {
    const catalog = catalogOf(api.id);
    for (const endpoint of api.endpoints) {
      for (const example of endpoint.examples ?? []) {
        add(api.base + example);
        // The same request with its path values in mixed case (names, substrings, categories).
        const [path, query] = example.split('?');
        const literal = new Set(endpoint.path.split('/').filter((t) => !t.startsWith('{')));
        add(
          api.base +
            path
              .split('/')
              .map((s) => (literal.has(s) ? s : swapCase(s)))
              .join('/') +
            (query ? `?${query}` : ''),
        );
      }
      const params = Object.entries(endpoint.params);
      const url = (values: Record<string, string | number>, query: Record<string, string | number | boolean> = {}) =>
        requestUrl(api, endpoint, { path: values, query }, false);
      // Substrings: whole values, words, pieces of words (not precomputed), in mixed case, unmatched, not file-safe.
      if (endpoint.filter && params.length && params.every(([, p]) => p.kind === 'substring' || p.kind === 'int')) {
        for (const row of catalog.rows.filter((_, i) => i % 97 === 5).slice(0, 12)) {
          const value = (name: string, p: (typeof params)[number][1], piece: (s: string) => string) =>
            p.kind === 'int'
              ? Number(row[endpoint.filter!.match[name].field])
              : piece(String(row[endpoint.filter!.match[name].field]));
          for (const piece of [
            (s: string) => s,
            (s: string) => s.slice(1, -1),
            (s: string) => swapCase(s.slice(2, 6)),
            (s: string) => s.slice(-3),
          ]) {
            add(url(Object.fromEntries(params.map(([name, p]) => [name, value(name, p, piece)]))));
          }
        }
        add(url(Object.fromEntries(params.map(([name, p]) => [name, p.kind === 'int' ? 3 : 'qqzx']))));
        add(url(Object.fromEntries(params.map(([name, p]) => [name, p.kind === 'int' ? 1 : 'a%b']))));
        add(url(Object.fromEntries(params.map(([name, p]) => [name, p.kind === 'int' ? 10 : ' i']))));
      }
      for (const [name, p] of params) {
        const others = (v: string | number) =>
          url(
            Object.fromEntries(
              params.map(([n, q]) => [
                n,
                n === name
                  ? v
                  : q.kind === 'enum'
                    ? q.values[0]
                    : q.kind === 'int'
                      ? 2
                      : q.kind === 'name'
                        ? 'Arjun'
                        : 'agni',
              ]),
            ),
          );
        if (p.kind === 'enum')
          for (const v of p.values) [v, v.toUpperCase(), swapCase(v)].forEach((x) => add(others(x)));
        if (p.kind === 'enum') add(others('no such category'));
        if (p.kind === 'int') for (const v of [0, 1, 5, 10, 11, '04', 'x', '-1', '2.5']) add(others(v));
        if (p.kind === 'name') {
          const index = catalog.names[p.entity];
          const entries = Object.entries(index);
          const aliases = entries
            .filter(([key, canonical]) => key !== canonical.toLowerCase())
            .filter((_, i) => i % 40 === 0)
            .slice(0, 6);
          const canonical = [...new Set(Object.values(index))].filter((_, i) => i % 30 === 0).slice(0, 6);
          for (const [alias] of aliases) add(others(alias));
          for (const n of canonical) [n, n.toUpperCase(), swapCase(n)].forEach((x) => add(others(x)));
          add(others('Nobody At All'));
        }
      }
      // Lists: many limits and pages, every variant, the pages past the end and malformed values.
      if (endpoint.query.includes('page')) {
        const path = Object.fromEntries(
          params.map(([name]) => [
            name,
            name === 'name' ? (endpoint.path.startsWith('/weapons') ? 'brahmastra' : 'partha') : '',
          ]),
        );
        const base = requestUrl(api, endpoint, { path, query: {} });
        const first = (await fromServer(`${base}?limit=1`)).body as { meta: { total: number } };
        const variants = [''];
        if (endpoint.query.includes('fields'))
          variants.push('fields=details', 'fields=full', 'fields=details&expand=true');
        if (endpoint.query.includes('expand')) variants.push('expand=true');
        if (endpoint.query.includes('person'))
          variants.push(
            'person=partha',
            'person=KRISHN',
            'place=hastinapura',
            'person=bheem&place=Girivraj',
            'person=Arjun&place=Lanka',
          );
        for (const variant of variants) {
          for (const limit of [1, 3, 7, 10, 13, 25, 33, 49, 50]) {
            const pages = Math.max(1, Math.ceil(first.meta.total / limit));
            for (const page of new Set([1, 2, 3, Math.ceil(pages / 2), pages, pages + 1]))
              add(`${base}?${variant ? `${variant}&` : ''}limit=${limit}&page=${page}`);
          }
        }
        for (const bad of [
          'limit=0',
          'limit=51',
          'limit=abc',
          'page=0',
          'page=-1',
          'limit=5&limit=6',
          'fields=everything',
          'expand=maybe',
          'color=red',
          'limit=',
          'limit=1e1',
        ])
          add(`${base}?${bad}`);
      }
      if (!endpoint.query.length)
        add(
          `${api.base}${fillTemplate(endpoint.path, (n) => (endpoint.params[n].kind === 'int' ? '1' : endpoint.params[n].kind === 'enum' ? (endpoint.params[n] as any).values[0] : 'Arjun'))}?limit=5`,
        );
    }
    // Not endpoints, malformed encoding, static files by their path.
    for (const r of [
      '/',
      '/nothing',
      '/nothing/here',
      '/words/%E0%A4',
      '/persons/%zz',
      '/names',
      '/book',
      '/god/agni/1/2',
    ])
      add(api.base + r);
  }
  add('/mb/v2/persons/Arjun.json');
  add('/mb/v2/persons/fields/details/expand/true/limit/7/page/3.json');
  add('/mb/v2/persons/Nobody.json');
  add('/vs/v2/words/shat.json');
  return [...requests];
}

async function compare(label: string, baseUrls: string[], requests: string[]): Promise<void> {
  const client = usage.createClient({ baseUrls });
  const failures: string[] = [];
  for (let i = 0; i < requests.length; i += 8) {
    await Promise.all(
      requests.slice(i, i + 8).map(async (path) => {
        const [expected, actual] = await Promise.all([fromServer(path), fromClient(() => client.request(path))]);
        try {
          assert.deepEqual(actual, expected);
        } catch {
          failures.push(
            `${path}: client ${actual.status} ${JSON.stringify(actual.body).slice(0, 160)} ≠ server ${expected.status} ${JSON.stringify(expected.body).slice(0, 160)}`,
          );
        }
      }),
    );
  }
  assert.deepEqual(failures.slice(0, 20), [], `${label}: ${failures.length} of ${requests.length} requests differ`);
}

let requests: string[];

test('the package installs from its tarball and type-checks in a strict TypeScript project', () => {
  assert.equal(typeCheck(project), '');
});

test('the request set covers every endpoint, with answers and errors of each kind', async (t) => {
  requests = await requestSet();
  const statuses = new Map<number, number>();
  const covered = new Set<string>();
  for (const path of requests) {
    const api = apiModules.find(({ api }) => path.startsWith(`${api.base}/`))!.api;
    const segments = new URL(path, 'http://x').pathname
      .slice(api.base.length + 1)
      .split('/')
      .map((s) => {
        try {
          return decodeURIComponent(s);
        } catch {
          return s;
        }
      });
    const match = matchEndpoint(api, segments);
    if (match) covered.add(api.base + match.endpoint.path);
  }
  for (const r of requests.filter((_, i) => i % 10 === 0)) {
    const { status } = await fromServer(r);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  assert.equal(covered.size, endpointCount, 'every endpoint of the table');
  t.diagnostic(
    `${requests.length} requests; statuses in a tenth of them: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  assert.ok(requests.length > 1500, `${requests.length} requests`);
  for (const status of [200, 400, 404]) assert.ok(statuses.get(status), `no ${status} in the sample`);
});

test('request(): the client against dist/ on a plain static server equals the bundled server', async () => {
  await compare('full dist/', [full], requests);
});

test('request(): the client against a lean build (INDICA_LIMITS=10), behind broken mirrors, equals the bundled server', async () => {
  // A file asked for by its path is an answer only where it was deployed (the server over dist/ has more).
  const deployed = requests.filter((r) => !r.endsWith('.json') || existsSync(join(lean, decodeURIComponent(r))));
  assert.ok(deployed.length > requests.length - 5);
  await compare('lean', [broken, closed, leanBase], deployed);
});

test('typed calls: every endpoint, equal to the documented request on the bundled server', async () => {
  const client = usage.createClient({ baseUrls: [leanBase] });
  const calls = usage.typedCalls(client);
  const endpoints = new Set<string>();
  for (const [documented, call] of calls) {
    const api = apiModules.find(({ api }) => documented.startsWith(`${api.base}/`))!.api;
    const segments = new URL(documented, 'http://x').pathname
      .slice(api.base.length + 1)
      .split('/')
      .map(decodeURIComponent);
    endpoints.add(api.base + matchEndpoint(api, segments)!.endpoint.path);
    const [expected, actual] = await Promise.all([fromServer(documented), fromClient(call)]);
    assert.equal(expected.status, 200, documented);
    assert.deepEqual(actual, expected, documented);
  }
  assert.equal(endpoints.size, endpointCount, 'one typed call per endpoint');
  const error = await client.mb.persons.get('Nobody').then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof usage.IndicaError);
  assert.deepEqual({ status: error.status, body: error.body }, await fromServer('/mb/v2/persons/Nobody'));
});

test('catalogs and answers are cached in memory: a repeated request asks the host for nothing', async () => {
  const client = usage.createClient({ baseUrls: full });
  const log = asked.get(full)!;
  for (const r of ['/vs/v2/words/HORSE', '/mb/v2/persons/partha?fields=details', '/rv/v2/meta/god/gn']) {
    await client.request(r);
    const before = log.length;
    await client.request(r);
    assert.equal(log.length, before, `${r} asked the host again`);
  }
  assert.equal(log.filter((u) => u === '/_index/mb.json').length >= 1, true);
});

test('Node 20 runs the installed package too', async (t) => {
  const node20 = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((d) => !d.includes('node_modules'))
    .map((d) => join(d, 'node'))
    .find((bin) => {
      try {
        return existsSync(bin) && execFileSync(bin, ['--version'], { encoding: 'utf8' }).startsWith('v20.');
      } catch {
        return false;
      }
    });
  if (!node20) return t.skip('no Node 20 on this machine');
  const script = `import { createClient } from 'indica-client';
    const body = await createClient({ baseUrls: ${JSON.stringify(leanBase)} }).request('/mb/v2/persons?limit=7&page=3');
    console.log(JSON.stringify(body));`;
  const out = await new Promise<string>((done, fail) => {
    import('node:child_process').then(({ execFile }) =>
      execFile(node20, ['--input-type=module', '-e', script], { cwd: project }, (error, stdout) =>
        error ? fail(error) : done(stdout),
      ),
    );
  });
  assert.deepEqual(JSON.parse(out), (await fromServer('/mb/v2/persons?limit=7&page=3')).body);
});
