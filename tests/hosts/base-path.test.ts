/**
 * The site built below a base path (`INDICA_PROFILE=lean INDICA_BASE=/indica/`, a GitHub Pages
 * project site) and served there: by a plain static server (sirv, nothing but files below /indica/)
 * and by nginx with the configuration the build writes for that base. Every link of every page
 * stays below /indica/ and resolves; a crawl from the front page on the plain server finds no link
 * that fails (the API reference pages link files, not requests); the pages' assets, the search index, name shards, catalogs,
 * the sandbox's document, the SQL page's files, redirect pages and API URLs answer there, and
 * nothing answers at the root; the client, given the base URL or finding it on a page, answers
 * what the bundled server answers over the same files.
 */
import { checkGuide, measureBuild } from '../support/guide-figures.ts';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiModules } from '../../src/apis/registry.ts';
import { checkLinks, htmlFiles } from '../../src/core/link-check.ts';
import { catalogPath } from '../../src/core/write-api.ts';
import { nginxConfig } from '../../src/hosting/nginx.ts';
import { BASE, requireBaseDist, startPlainServer, type PlainServer } from '../support/base-build.ts';
import { installClientPackage } from '../support/client-package.ts';
import { NGINX, startNginx, type RunningNginx } from '../support/nginx.ts';
import { startCli, type RunningServer } from '../support/server.ts';

const apis = apiModules.map((m) => m.api);
let folder: string;
let plain: PlainServer;
let plainBase: string;
let nginx: RunningNginx;
let bundled: RunningServer;
let nginxRoot: string;
/** The client package as a user installs it (packed, from its tarball). */
let usage: typeof import('../support/client-usage.ts');
let project: string;

before(async () => {
  folder = await requireBaseDist();
  plain = await startPlainServer(folder);
  plainBase = plain.origin;
  if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx-light (.ci/run installs it)');
  // As docs/hosts/nginx.md says: root is a folder holding the build under the base's name.
  nginxRoot = mkdtempSync(join(tmpdir(), 'indica-www-'));
  symlinkSync(folder, join(nginxRoot, 'indica'));
  const catalogs = apis.map((api) => JSON.parse(readFileSync(join(folder, catalogPath(api)), 'utf8')));
  nginx = await startNginx(
    (port) => nginxConfig(apis, { root: nginxRoot, listen: `127.0.0.1:${port}`, catalogs, base: BASE }),
    19000 + (process.pid % 1000),
  );
  bundled = await startCli(folder);
  project = installClientPackage().dir;
  usage = (await import(pathToFileURL(join(project, 'usage.ts')).href)) as typeof usage;
});

after(async () => {
  await plain?.close();
  await nginx?.stop();
  await bundled?.close();
  if (nginxRoot) rmSync(nginxRoot, { recursive: true, force: true });
  if (project) rmSync(join(project, '..'), { recursive: true, force: true });
});

const read = (path: string) => readFileSync(join(folder, path), 'utf8');

test('every link of every page stays below /indica/ and resolves there', () => {
  const catalogs = apis.map((api) => ({ api, catalog: JSON.parse(read(catalogPath(api))) }));
  const { checked, broken } = checkLinks(folder, catalogs, BASE);
  assert.ok(checked > 10_000, `only ${checked} links checked`);
  assert.deepEqual(broken.slice(0, 20), [], `${broken.length} broken links`);
});

/**
 * Every URL a reader can reach by following links from the front page, asked of a server: the
 * pages, the files they link, each once. Returns the URLs that did not answer 200, with a page
 * that links each.
 */
async function crawl(origin: string, start: string): Promise<{ pages: Set<string>; asked: number; failed: string[] }> {
  const seen = new Map<string, string>([[start, '(start)']]);
  const queue = [start];
  const failed: string[] = [];
  const pages = new Set<string>();
  const visit = async (url: string) => {
    const response = await fetch(origin + url);
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    const body = html ? await response.text() : (await response.arrayBuffer(), '');
    if (response.status !== 200) failed.push(`${url}: ${response.status} (linked from ${seen.get(url)})`);
    if (!html || response.status !== 200) return;
    pages.add(decodeURIComponent(new URL(url, 'http://site').pathname));
    for (const [, raw] of body.matchAll(/\s(?:xlink:)?(?:href|src)="([^"]*)"/g)) {
      const written = raw.replaceAll('&amp;', '&');
      if (written.startsWith('#') || written.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(written)) continue;
      const target = new URL(written, `http://site${url}`);
      const next = target.pathname + target.search;
      if (!seen.has(next)) {
        seen.set(next, url);
        queue.push(next);
      }
    }
  };
  // A few requests at a time, in the order they were found; a worker waits while others may still find links.
  let active = 0;
  const worker = async () => {
    for (;;) {
      const next = queue.shift();
      if (next === undefined) {
        if (active === 0) return;
        await new Promise((done) => setTimeout(done, 5));
        continue;
      }
      active++;
      try {
        await visit(next);
      } finally {
        active--;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { pages, asked: seen.size, failed };
}

test('a crawl of the site on a plain static server under /indica/ finds no link that fails', async () => {
  const { pages, asked, failed } = await crawl(plainBase, BASE);
  assert.deepEqual(failed.slice(0, 30), [], `${failed.length} of ${asked} URLs failed`);
  // Every page of the build is reached but the redirect pages of aliases and letter cases, which
  // no page links (a reader types them), and the 404 page.
  const unreached = htmlFiles(folder)
    .map((file) => `${BASE}${file.slice(folder.length + 1)}`.replace(/(^|\/)index\.html$/, '$1'))
    .filter((page) => !pages.has(page) && !page.endsWith('/404.html'))
    .filter(
      (page) =>
        !/<meta http-equiv="refresh"/.test(read(page.slice(BASE.length) + (page.endsWith('/') ? 'index.html' : ''))),
    );
  assert.deepEqual(unreached.slice(0, 20), [], `${unreached.length} pages not reached (${pages.size} reached)`);
  assert.ok(asked > pages.size, `${asked} URLs asked`);
  // The API reference pages link their examples' files, and name the requests as text.
  const reference = read('api/mb/index.html');
  assert.match(
    reference,
    /<code>GET \/mb\/v2\/persons\/names<\/code> — <a href="\/indica\/mb\/v2\/persons\/names\.json">/,
  );
  assert.doesNotMatch(reference, /href="\/indica\/mb\/v2\/persons\/names"/);
  assert.match(reference, /needs the bundled server or a host with rewrite rules/);
});

test("the GitHub Pages guide's figures are this build's, within Pages' limits", () => {
  checkGuide('docs/hosts/github-pages.md', 'lean', measureBuild(folder));
});

test('canonical and OpenGraph addresses, the sitemap and robots.txt name the base', () => {
  const site = 'http://localhost:4321/indica/';
  let pages = 0;
  for (const file of htmlFiles(folder).filter((_, i) => i % 50 === 0)) {
    const html = readFileSync(file, 'utf8');
    for (const [, url] of html.matchAll(/<(?:link rel="canonical" href|meta property="og:url" content)="([^"]+)"/g))
      assert.ok(url.startsWith(site), `${file}: ${url}`);
    pages++;
  }
  assert.ok(pages > 100);
  const locs = [...read('sitemap-0.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.ok(locs.length > 1000);
  for (const loc of locs) assert.ok(loc.startsWith(site), loc);
  assert.match(read('robots.txt'), /^Sitemap: http:\/\/localhost:4321\/indica\/sitemap-index\.xml$/m);
  assert.match(read('index.html'), /<meta name="indica-base" content="\/indica\/">/);
});

/** The URLs a reader's browser asks for, as the pages and their scripts name them. */
function siteUrls(): string[] {
  const search = read('search/index.html');
  const urls = new Set<string>(['/indica/', '/indica/search/', '/indica/api/mb/try/', '/indica/downloads/sql/']);
  for (const page of ['index.html', 'search/index.html', 'api/mb/try/index.html', 'downloads/sql/index.html'])
    for (const [, url] of read(page).matchAll(/\s(?:href|src)="(\/[^"]*)"/g))
      urls.add(url.replaceAll('&amp;', '&').split('#')[0]);
  // What the search page's scripts load: Pagefind, its files, a name shard, the catalogs.
  for (const [, url] of search.matchAll(/href=\\"(\/[^\\]+)\\"/g)) urls.add(url);
  const files = search.match(/<div id="pagefind-files"[^>]*>/)![0];
  const key = /data-name-keys="(\S+)/.exec(files)![1];
  urls.add(`/indica${/data-names="([^"]+)"/.exec(files)![1]}${key}.json`);
  for (const catalog of Object.values(JSON.parse(/data-catalogs="([^"]+)"/.exec(files)![1].replaceAll('&quot;', '"'))))
    urls.add(`/indica${catalog}`);
  // The sandbox's document and the SQL page's database and engine.
  urls.add(/data-spec="([^"]+)"/.exec(read('api/mb/try/index.html'))![1]);
  const source = JSON.parse(
    /<script type="application\/json" id="sql-source">([^<]+)<\/script>/.exec(read('downloads/sql/index.html'))![1],
  );
  urls.add(source.database);
  urls.add(`${source.engine}sql-wasm.js`);
  urls.add(`${source.engine}sql-wasm.wasm`);
  return [...urls];
}

for (const [name, server] of [
  ['a plain static server', () => plainBase],
  ['nginx', () => nginx.base],
] as const) {
  test(`${name} under /indica/: pages, assets, search files, the sandbox and SQL files; nothing at the root`, async () => {
    const urls = siteUrls();
    assert.ok(urls.length > 30, `${urls.length} URLs`);
    const failed: string[] = [];
    for (const url of urls) {
      assert.ok(url.startsWith(BASE), url);
      const response = await fetch(server() + url);
      await response.arrayBuffer();
      if (response.status !== 200) failed.push(`${url}: ${response.status}`);
      const atRoot = await fetch(server() + url.slice(BASE.length - 1));
      await atRoot.arrayBuffer();
      // No file outside the base (nginx answers its 403 for the bare root folder).
      if (atRoot.status !== 404 && atRoot.status !== 403)
        failed.push(`${url.slice(BASE.length - 1)} at the root: ${atRoot.status}`);
    }
    assert.deepEqual(failed, []);
    // A redirect page (an alias) sends the reader below the base.
    const alias = await (await fetch(`${server()}/indica/mahabharata/persons/partha/`)).text();
    assert.match(alias, /url=\/indica\/mahabharata\/persons\/arjun\//);
  });
}

test('nginx under /indica/: documented API URLs with query strings and JSON errors below the base', async () => {
  for (const path of [
    '/mb/v2/persons?limit=50&page=2',
    '/mb/v2/persons/Arjun',
    '/mb/v2/journeys?person=partha',
    '/vs/v2/words/shatapati',
    '/rv/v2/meta/god/agni',
  ]) {
    const [ours, reference] = await Promise.all([fetch(nginx.base + BASE + path.slice(1)), fetch(bundled.base + path)]);
    assert.equal(ours.status, reference.status, path);
    assert.deepEqual(await ours.json(), await reference.json(), path);
  }
  const invalid = await fetch(`${nginx.base}/indica/mb/v2/persons?limit=0`);
  assert.equal(invalid.status, 400);
  assert.equal(typeof ((await invalid.json()) as { error: string }).error, 'string');
});

test('the client below the base answers what the bundled server answers', async () => {
  const requests = apis.flatMap((api) => api.endpoints.flatMap((e) => (e.examples ?? []).map((x) => api.base + x)));
  requests.push('/mb/v2/persons?limit=7&page=3', '/mb/v2/persons/Nobody', '/vs/v2/words/qqzx', '/mb/v2/persons?page=0');
  assert.ok(requests.length > 40, `${requests.length} requests`);
  const asked: string[] = [];
  const client = usage.createClient({
    baseUrls: `${plainBase}/indica`,
    fetch: (url, init) => (asked.push(String(url)), fetch(url, init)),
  });
  for (const path of requests) {
    const expected = await fetch(bundled.base + path);
    const body = await expected.json();
    try {
      assert.deepEqual(await client.request(path), body, path);
      assert.equal(expected.status, 200, path);
    } catch (error) {
      if (expected.status === 200) throw error;
      assert.deepEqual(
        { status: (error as { status: number }).status, body: (error as { body: unknown }).body },
        { status: expected.status, body },
        path,
      );
    }
  }
  assert.ok(asked.every((url) => url.startsWith(`${plainBase}/indica/`)));
});

test("the client's default base on a page of the site is the base the page names", async () => {
  const globals = globalThis as { location?: unknown; document?: unknown };
  const saved = { location: globals.location, document: globals.document };
  const asked: string[] = [];
  try {
    globals.location = { origin: plainBase };
    globals.document = { querySelector: (s: string) => (s === 'meta[name="indica-base"]' ? { content: BASE } : null) };
    const client = usage.createClient({ fetch: (url, init) => (asked.push(String(url)), fetch(url, init)) });
    assert.deepEqual(
      await client.request('/vs/v2/words/shat'),
      await (await fetch(`${bundled.base}/vs/v2/words/shat`)).json(),
    );
    assert.ok(asked.length > 0 && asked.every((url) => url.startsWith(`${plainBase}/indica/`)), asked.join(' '));
  } finally {
    Object.assign(globals, saved);
  }
});
