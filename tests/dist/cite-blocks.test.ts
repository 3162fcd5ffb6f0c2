/**
 * The built "Cite this" blocks and /version.json offer what published.json allows: for a data
 * version not on npm, the site's own file (on the build's INDICA_SITE_URL and base, as the page's
 * canonical link) with its sha256, which is the sha256 of the file the build wrote; never an npm or
 * CDN address. A record page links itself on this site, and the nouns' pages name CC BY-NC-SA 3.0.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_PACKAGE_NAME, isPublished } from '../../src/downloads/package.ts';
import { dist, readDistJson, requireDist, root } from '../support/dist.ts';

before(requireDist);

const doc = () => readDistJson('/version.json') as Record<string, unknown> & { version: string };
const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** The first record page below a folder of dist/ (the other folders hold redirects of other spellings). */
function recordPage(folder: string): string {
  for (const entry of readdirSync(join(dist, folder), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const html = readFileSync(join(dist, folder, entry.name, 'index.html'), 'utf8');
    if (html.includes('<section class="cite-this"')) return html;
  }
  throw new Error(`no record page below ${folder}`);
}

function citeBlock(html: string): { block: string; site: string } {
  const block = /<section class="cite-this"[\s\S]*?<\/section>/.exec(html)?.[0];
  assert.ok(block, 'a Cite this block');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)![1]!;
  return { block, site: canonical };
}

test('/version.json: published as published.json says; before, the sha256 of every download', () => {
  const version = doc();
  const published = isPublished(DATA_PACKAGE_NAME, version.version, root);
  assert.equal(version.published, published);
  if (published) return;
  assert.equal(version.pinned, undefined);
  assert.equal(version.npm, undefined);
  const sums = version.sha256 as Record<string, string>;
  assert.ok(Object.keys(sums).length > 50);
  for (const [path, hex] of Object.entries(sums)) assert.equal(sha(join(dist, 'downloads', path)), hex, path);
});

test("the record pages' and the downloads page's Cite this: this site's file and its sha256 until published", () => {
  const version = doc();
  if (isPublished(DATA_PACKAGE_NAME, version.version, root)) return;
  const cases: [html: string, file: string][] = [
    [recordPage('mahabharata/persons'), 'csv/persons.csv'],
    [recordPage('nouns/word'), 'csv/nouns.csv'],
    [readFileSync(join(dist, 'downloads', 'index.html'), 'utf8'), 'datapackage.json'],
  ];
  for (const [html, file] of cases) {
    const { block, site } = citeBlock(html);
    const origin = new URL(site).origin;
    const hrefs = [...block.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    const fileUrl = hrefs.find((h) => h.endsWith(`/downloads/${file}`));
    assert.ok(fileUrl?.startsWith(origin), `${file}: ${hrefs.join(' ')}`);
    assert.ok(block.includes(sha(join(dist, 'downloads', file))), `${file}: its sha256`);
    assert.doesNotMatch(block, /jsdelivr|unpkg|indica-static-data@|aninditabasu\.github\.io\/indica\/mahabharata/);
  }
  const persons = citeBlock(recordPage('mahabharata/persons'));
  assert.ok(persons.block.includes(`url = {${persons.site}}`), 'the BibTeX cites the record page on this site');
  assert.match(citeBlock(recordPage('nouns/word')).block, /CC BY-NC-SA 3\.0/);
});
