/**
 * No address that does not answer: every npm or CDN address of indica-static-data or indica-client
 * that /version.json, the "Cite this" blocks and the docs offer names a version the npm registry
 * has (asked with `npm view`: this test needs the registry, as CI has it). Every version
 * published.json lists, which decides whether the build offers such addresses, is on the registry
 * (a version on the registry that it does not list yet is no wrong address: the build offers the
 * site's files for it until the release workflow lists it).
 * While the data version is not published, /version.json and the cite blocks offer the site's own
 * downloads with their sha256 instead.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { HISTORY_FILE, readVersionHistory, versionDocument } from '../../src/core/data-version.ts';
import { writeDownloads, type DownloadFile } from '../../src/downloads/build.ts';
import {
  archiveName,
  CLIENT_PACKAGE_NAME,
  DATA_PACKAGE_NAME,
  pinnedIfPublished,
  readPublished,
  type PackageName,
} from '../../src/downloads/package.ts';
import { npmView } from '../../src/downloads/registry.ts';
import { readDataVersion } from '../../src/downloads/version.ts';
import { citation, citeWhere } from '../../src/site/cite.ts';

const root = join(import.meta.dirname, '..', '..');
const version = readDataVersion(root);
const published = readPublished(root);
const PACKAGES = [DATA_PACKAGE_NAME, CLIENT_PACKAGE_NAME] as const;
const SITE = 'https://example.org/indica/';

const answers = new Map<string, ReturnType<typeof npmView>>();
const view = (spec: string, field = 'version') =>
  answers.get(`${spec} ${field}`) ?? answers.set(`${spec} ${field}`, npmView(spec, field)).get(`${spec} ${field}`)!;

/** The npm addresses a text offers: [package, version or undefined for a scheme or the latest]. */
function npmAddresses(text: string): [PackageName, string | undefined][] {
  const found: [PackageName, string | undefined][] = [];
  const names = PACKAGES.join('|');
  const patterns = [
    new RegExp(
      `(?:cdn\\.jsdelivr\\.net/npm/|unpkg\\.com/|npmjs\\.com/package/)(${names})(?:@([^/\\s)\`'"\\]]+))?`,
      'g',
    ),
    new RegExp(`npm (?:install|i|add)(?:\\s+-{1,2}[\\w-]+)*\\s+(${names})(?:@([^\\s\`'")\\]]+))?`, 'g'),
  ];
  for (const pattern of patterns)
    for (const m of text.matchAll(pattern)) found.push([m[1] as PackageName, m[2]?.replace(/[.,;:]$/, '')]);
  return found;
}

/** Problems with the npm addresses of a text: an unpublished concrete version, or a package with none published. */
function addressProblems(where: string, text: string): string[] {
  return npmAddresses(text).flatMap(([name, v]) => {
    if (v !== undefined && /^\d+\.\d+\.\d+$/.test(v)) {
      if (!published.packages[name].includes(v)) return [`${where}: ${name}@${v} is not in published.json`];
      return view(`${name}@${v}`).found ? [] : [`${where}: ${name}@${v} is not on the npm registry`];
    }
    return published.packages[name].length && view(name).found
      ? []
      : [`${where}: offers ${name}${v ? `@${v}` : ''}, of which no version is published`];
  });
}

let downloadsDir = '';
let files: DownloadFile[] = [];
before(() => {
  downloadsDir = mkdtempSync(join(tmpdir(), 'indica-published-'));
  files = writeDownloads(downloadsDir, { root }).files;
});
after(() => rmSync(downloadsDir, { recursive: true, force: true }));

test('the address finder sees CDN, npm site and install addresses, with and without versions', () => {
  assert.deepEqual(
    npmAddresses(
      'a https://cdn.jsdelivr.net/npm/indica-static-data@1.2.3/downloads/x.csv b `npm install indica-client`, ' +
        'c unpkg.com/indica-static-data@<version>/downloads/<file> d npm i -D indica-client@0.2.0. ' +
        'e https://www.npmjs.com/package/indica-client f indica-client (a name, no address)',
    ),
    [
      ['indica-static-data', '1.2.3'],
      ['indica-static-data', '<version>'],
      ['indica-client', undefined],
      ['indica-client', undefined],
      ['indica-client', '0.2.0'],
    ],
  );
});

test('every version published.json lists is on the registry, the data package with its recorded digest', () => {
  const history = readVersionHistory(join(root, HISTORY_FILE));
  for (const name of PACKAGES)
    for (const v of published.packages[name]) {
      assert.ok(view(`${name}@${v}`).found, `${name}@${v} is listed but not on the registry`);
      if (name === DATA_PACKAGE_NAME) {
        const digest = view(`${name}@${v}`, 'contentDigest');
        assert.equal(digest.found && digest.value, history.versions.find((h) => h.version === v)?.contentDigest);
      }
    }
});

test("/version.json offers the npm package only once published, else the site's downloads and their sha256", () => {
  const sha256 = Object.fromEntries(files.map((f) => [f.path, f.sha256]));
  const doc = versionDocument(version, DATA_PACKAGE_NAME, pinnedIfPublished(version.version, root), {}, { sha256 });
  assert.deepEqual(addressProblems('/version.json', JSON.stringify(doc)), []);
  const isPublished = published.packages[DATA_PACKAGE_NAME].includes(version.version);
  assert.equal(doc.published, isPublished);
  if (isPublished) assert.ok(doc.pinned && doc.npm, 'a published version names its pinned addresses');
  else {
    assert.equal(doc.pinned, undefined);
    assert.equal(doc.npm, undefined);
    assert.equal(doc.downloads, '/downloads/');
    const offered = doc.sha256 as Record<string, string>;
    for (const f of files) assert.equal(offered[f.path], f.sha256, f.path);
    assert.ok(offered.SHA256SUMS && offered['datapackage.json']);
  }
});

test('the "Cite this" blocks offer a pinned address only for a published version, else the site\'s file and its sha256', () => {
  const where = citeWhere(version.version, SITE, () => files);
  const isPublished = published.packages[DATA_PACKAGE_NAME].includes(version.version);
  assert.equal(where.published, isPublished);
  for (const file of ['downloads/csv/persons.csv', 'downloads/csv/nouns.csv', archiveName(version.version)]) {
    const c = citation({ title: 'X', file, page: `${SITE}mahabharata/persons/x/` }, version, where);
    const text = `${c.lead} ${c.url} ${c.bibtex} ${JSON.stringify(c.csl)}`;
    assert.deepEqual(addressProblems(`cite ${file}`, text), []);
    if (!isPublished) {
      assert.ok(c.url.startsWith(`${SITE}downloads/`), c.url);
      const path = c.url.slice(`${SITE}downloads/`.length);
      assert.equal(c.sha256, files.find((f) => f.path === path)?.sha256, path);
      assert.ok(c.lead.includes(c.sha256!) && c.bibtex.includes(c.sha256!));
    }
  }
});

test('the docs and pages offer no npm address that does not answer', () => {
  const roots = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', 'CHANGELOG.md', 'CITATION.cff', 'LICENSE-DATA.md'];
  const under = (dir: string, ext: RegExp) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && ext.test(e.name))
      .map((e) => relative(root, join(e.parentPath, e.name)));
  const docs = [
    ...roots,
    ...under('docs', /\.md$/),
    'client/README.md',
    'packages/data/README.md',
    ...under('src/pages', /\.(astro|md|mdx|ts)$/),
    ...under('src/components', /\.astro$/),
  ];
  const problems = docs.flatMap((path) => {
    const text = readFileSync(join(root, path), 'utf8');
    // The data package's own README is what npm shows for a published version: its address scheme
    // (`@<version>`) is of the version at hand. Concrete versions are checked there as anywhere.
    const scheme = path === 'packages/data/README.md';
    return addressProblems(path, text).filter((p) => !(scheme && /@<version>/.test(p)));
  });
  assert.deepEqual(problems, []);
});
