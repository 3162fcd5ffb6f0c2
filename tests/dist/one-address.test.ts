/**
 * One address per page: for a sample of every page type, the canonical link, the OpenGraph URL,
 * the sitemap's entry and, on pages with a "Cite this" block, its page link and the URL of every
 * citation format it offers (BibTeX `url`, CSL-JSON `URL`) are one and the same address: the page's
 * own, on the site the build is configured for (INDICA_SITE_URL and INDICA_BASE).
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { dist, requireDist } from '../support/dist.ts';
import { decodeXml } from '../support/xml.ts';

before(requireDist);

/** Pages named by path, one of each type without records below it. */
const FIXED_PAGES = [
  '/',
  '/about/',
  '/search/',
  '/api/',
  '/api/vs/',
  '/downloads/',
  '/nouns/',
  '/nouns/category/animal/',
  '/rigveda/',
  '/rigveda/1/',
  '/rigveda/1/1/',
  '/rigveda/1/1/1/',
  '/rigveda/poets/vasishth-maitravaruni/',
  '/rigveda/beings/indra/',
  '/rigveda/meters/gayatri/',
  '/mahabharata/',
  '/mahabharata/family/',
  '/mahabharata/persons/',
];
/** Folders of record pages: the first page of each that is its own (not a redirect of another spelling). */
const RECORD_FOLDERS = [
  'nouns/word',
  'mahabharata/persons',
  'mahabharata/weapons',
  'mahabharata/events',
  'mahabharata/places',
  'mahabharata/clans',
  'mahabharata/journeys',
];

const pageHtml = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

function samplePages(): string[] {
  const records = RECORD_FOLDERS.map((folder) => {
    const name = readdirSync(join(dist, folder), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(dist, folder, e.name, 'index.html')))
      .map((e) => e.name)
      .sort()
      .find((n) => canonicalOf(pageHtml(`${folder}/${n}`))?.endsWith(`/${folder}/${n}/`));
    assert.ok(name, `a record page below ${folder}`);
    return `/${folder}/${name}/`;
  });
  return [...FIXED_PAGES, ...records];
}

/** Every <loc> of the sitemap files the sitemap index names. */
function sitemapUrls(): Set<string> {
  const index = readFileSync(join(dist, 'sitemap-index.xml'), 'utf8');
  const urls = new Set<string>();
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const file = new URL(decodeXml(loc!)).pathname.split('/').pop()!;
    for (const [, page] of readFileSync(join(dist, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g))
      urls.add(decodeXml(page!));
  }
  return urls;
}

/** The addresses a page gives itself, by where they are written. */
function addressesOf(html: string): Record<string, string | undefined> {
  const found: Record<string, string | undefined> = {
    canonical: canonicalOf(html),
    'og:url': /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1],
  };
  const block = /<section class="cite-this"[\s\S]*?<\/section>/.exec(html)?.[0];
  if (!block) return found;
  found['Cite this'] = /<a class="cite-page" href="([^"]+)"/.exec(block)?.[1];
  const pre = (label: string) => {
    const code = new RegExp(`aria-label="${label}"><code>([\\s\\S]*?)</code>`).exec(block)?.[1];
    assert.ok(code, `a ${label}`);
    return decodeXml(code);
  };
  const bibtex = parseBibtex(pre('BibTeX entry'));
  assert.deepEqual(bibtex.errors, []);
  found['BibTeX url'] = (bibtex.entries[0]?.fields as Record<string, unknown> | undefined)?.url as string;
  found['CSL-JSON URL'] = (JSON.parse(pre('CSL-JSON entry')) as { URL?: string }[])[0]?.URL;
  return found;
}

test('canonical, og:url, the sitemap, Cite this and every citation format give one address per page', () => {
  const sitemap = sitemapUrls();
  let cited = 0;
  for (const path of samplePages()) {
    const found = addressesOf(pageHtml(path));
    const canonical = found.canonical;
    assert.ok(canonical, `${path}: a canonical link`);
    assert.ok(new URL(canonical).pathname.endsWith(path), `${path}: the canonical link names the page (${canonical})`);
    for (const [where, url] of Object.entries(found)) assert.equal(url, canonical, `${path}: ${where}`);
    assert.ok(sitemap.has(canonical), `${path}: in the sitemap as ${canonical}`);
    if (found['BibTeX url']) cited++;
  }
  assert.ok(cited >= RECORD_FOLDERS.length + 4, `record pages with their citations checked: ${cited}`);
});
