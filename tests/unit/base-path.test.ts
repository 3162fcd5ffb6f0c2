/** The base path (INDICA_BASE): validated once, put in front of the pages' links and the host rules. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiModules } from '../../src/apis/registry.ts';
import { buildConfig } from '../../src/build-config.ts';
import { isBasePath, linksBelowBase, withBase } from '../../src/core/base-path.ts';
import { headersFile, netlifyRedirects, redirectsBelowBase } from '../../src/hosting/configs.ts';
import { nginxConfig } from '../../src/hosting/nginx.ts';
import { vercelRoutes } from '../../src/hosting/vercel.ts';
import { redirectPage } from '../../src/site/redirects.ts';

test('INDICA_BASE: one spelling per folder, refused when it is no plain path', () => {
  assert.equal(buildConfig({}).base, '/');
  for (const given of ['/indica/', 'indica', '/indica', 'indica/'])
    assert.equal(buildConfig({ INDICA_BASE: given }).base, '/indica/');
  assert.equal(buildConfig({ INDICA_BASE: '/a/b-c_d~e.f/' }).base, '/a/b-c_d~e.f/');
  for (const bad of ['/../', '/a/./b/', '/a b/', '/%2e/', '/.hidden/', '/a?b/', '/a#b/', '/ä/', '/a\\b/'])
    assert.throws(() => buildConfig({ INDICA_BASE: bad }), /INDICA_BASE/, bad);
  assert.ok(isBasePath('/'));
  assert.ok(!isBasePath('/indica'));
});

test('withBase: root-absolute paths move below the base; other URLs stay', () => {
  assert.equal(withBase('/indica/', '/mb/v2/persons'), '/indica/mb/v2/persons');
  assert.equal(withBase('/indica/', '/'), '/indica/');
  assert.equal(withBase('/', '/mb/v2/persons'), '/mb/v2/persons');
  for (const other of ['https://example.org/x', '//cdn.example/x', '#top', 'page/', '?q=1'])
    assert.equal(withBase('/indica/', other), other);
});

test("linksBelowBase: a page's href, src and action below the base, Astro's own assets and text untouched", () => {
  const page =
    '<link rel="stylesheet" href="/indica/_astro/site.abc.css"><a href="/mb/v2/persons.json">/mb/v2</a>' +
    '<img src=\'/pictures/a.webp\'><form action="/search/"></form><a href="//x.org/">x</a>' +
    '<a href="https://x.org/">y</a><a href="#c">z</a><meta content="/kept">' +
    `<a href="/mb/v2/persons/Prasen%20(Karn's%20son).json">p</a><use xlink:href="/i.svg#a"/>`;
  assert.equal(
    linksBelowBase(page, '/indica/'),
    '<link rel="stylesheet" href="/indica/_astro/site.abc.css"><a href="/indica/mb/v2/persons.json">/mb/v2</a>' +
      '<img src=\'/indica/pictures/a.webp\'><form action="/indica/search/"></form><a href="//x.org/">x</a>' +
      '<a href="https://x.org/">y</a><a href="#c">z</a><meta content="/kept">' +
      `<a href="/indica/mb/v2/persons/Prasen%20(Karn's%20son).json">p</a><use xlink:href="/indica/i.svg#a"/>`,
  );
  assert.equal(linksBelowBase(page, '/'), page);
});

test('redirect pages lead below the base', () => {
  const html = redirectPage(
    { from: '/mahabharata/persons/partha/', to: '/mahabharata/persons/arjun/', name: 'Arjun' },
    new URL('https://u.github.io'),
    '/indica/',
  );
  assert.match(html, /<link rel="canonical" href="https:\/\/u\.github\.io\/indica\/mahabharata\/persons\/arjun\/">/);
  assert.match(html, /url=\/indica\/mahabharata\/persons\/arjun\//);
  assert.match(html, /<a href="\/indica\/mahabharata\/persons\/arjun\/">/);
});

test("host rules below the base: every path of _redirects, _headers and Vercel's routes, and nothing else", () => {
  const apis = apiModules.map((m) => m.api);
  for (const text of [netlifyRedirects(apis), headersFile(apis)]) {
    const moved = redirectsBelowBase(text, '/indica/');
    const [before, after] = [text, moved].map((t) => t.split('\n'));
    assert.equal(after.length, before.length);
    before.forEach((line, i) => {
      // Each path field gains the base; nothing else of the line changes.
      assert.equal(after[i].replaceAll(' /indica/', ' /').replace(/^\/indica\//, '/'), line);
      const paths = after[i].match(/(?:^|\s)\/\S*/g) ?? [];
      if (!/^[#\s]/.test(line)) for (const p of paths) assert.match(p.trim(), /^\/indica\//, `${line}`);
    });
    assert.equal(redirectsBelowBase(text, '/'), text);
  }
  // Vercel's Build Output routes: every expression and file below the base, the rules unchanged.
  const below = vercelRoutes(apis, { base: '/indica/' });
  const atRoot = vercelRoutes(apis);
  assert.equal(below.length, atRoot.length);
  below.forEach((route, i) => {
    const root = atRoot[i];
    if ('handle' in route || 'handle' in root) return assert.deepEqual(route, root);
    assert.equal(route.src, root.src.replace(/^\^/, '^/indica'));
    if (root.dest) assert.equal(route.dest, `/indica${root.dest}`);
    assert.deepEqual(route.has, root.has);
    assert.deepEqual(route.missing, root.missing);
  });
});

test('nginx below the base: every location and error page is below it', () => {
  const apis = apiModules.map((m) => m.api);
  const conf = nginxConfig(apis, { root: '/srv/www', base: '/indica/' });
  const locations = [...conf.matchAll(/location (.*) \{$/gm)].map((m) => m[1]);
  assert.ok(locations.length > 20, `${locations.length} locations`);
  for (const location of locations) {
    if (location === '~ "\\.json$"') continue; // nested in an API's location
    const path = location.replace(/^(?:\^~|=) /, '').replace(/^~ "\^\(\?<indica_path>/, '');
    assert.match(path, /^\/indica\//, location);
  }
  for (const [, page] of conf.matchAll(/error_page \d+ (?:=\d+ )?(\S+);/g)) assert.match(page, /^\/indica\//);
  assert.equal(nginxConfig(apis, { root: '/srv/www', base: '/' }), nginxConfig(apis, { root: '/srv/www' }));
});
