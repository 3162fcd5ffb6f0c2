/** Builds the Pagefind index over the built HTML pages (those marked with data-pagefind-body). */
import * as pagefind from 'pagefind';
import { buildSync } from 'esbuild';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from 'cborg';
import { loadEpic } from '../apis/mb/graph.ts';
import { apiModules } from '../apis/registry.ts';
import { catalogPath } from '../core/write-api.ts';
import { EXACT_OPTIONS } from './exact-options.ts';
import type { IndexChunk } from './index-chunks.ts';
import { NAME_SHARD_DIR, SPELL_DIR } from './named.ts';
import { readFragments, readPagefindFile, writeNameShards, writeVerseIndex } from './named-index.ts';
import { relationsByUrl } from './relations.ts';
import { OPENING_DIR, type VerseCounts } from './verses.ts';
import { withBase } from '../core/base-path.ts';

/** The element of the search page the build fills with the index's file names (see preloadIndexFiles). */
export const PRELOAD_MARKER = '<div id="pagefind-files" hidden></div>';
/** The search page's script in its head, before the stylesheet, that the build fills with its preload links. */
export const PRELOAD_SCRIPT_MARKER = '<script id="search-preload"></script>';

/** The layers a verse or sukta page shows (issue 35's page markup), kept out of the index. */
export const LAYERS_SHOWN = '[data-layer]';

/** `base`: the path the site is published below (its links to the index's files go there). */
export async function buildSearchIndex(outDir: string, base = '/'): Promise<number> {
  // The text layers a verse page shows (`data-layer`: accented saṃhitā, padapāṭha, IAST, English)
  // are indexed once, from its hidden search block (src/search/verse-layers.ts), not again as shown.
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: [LAYERS_SHOWN] });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: outDir, glob: '**/*.html' });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    const pagefindDir = join(outDir, 'pagefind');
    const fragments = readFragments(pagefindDir);
    const nameKeys = writeNameShards(pagefindDir, fragments, relationsByUrl(loadEpic()));
    preloadIndexFiles(outDir, nameKeys, writeVerseIndex(pagefindDir, fragments), base);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}

/**
 * The word ranges of Pagefind's index chunks (src/search/index-chunks.ts), from its page list
 * (CBOR): `[version, pages, chunks [from, to, hash], filters, sorts, …]`.
 * Pagefind does not document this file, so every chunk must name a file of the index or the build
 * stops.
 */
export function indexChunks(pagefindDir: string, hash: string): IndexChunk[] {
  const meta = decode(readPagefindFile(join(pagefindDir, `pagefind.${hash}.pf_meta`))) as unknown[];
  const chunks = meta?.[2];
  const files = new Set(readdirSync(join(pagefindDir, 'index')));
  const valid =
    Array.isArray(chunks) &&
    chunks.length > 0 &&
    chunks.every(
      (c) =>
        Array.isArray(c) && c.length === 3 && c.every((v) => typeof v === 'string') && files.has(`${c[2]}.pf_index`),
    ) &&
    chunks.length === files.size;
  if (!valid) throw new Error(`pagefind meta (version ${String(meta?.[0])}): no chunk list matching index/`);
  return chunks as IndexChunk[];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The search page's module script and every module it imports statically, in the order they are
 * found (`src` as the page names it, below the base): the head asks for them all at once
 * (modulepreload), not the script at the page's foot and its imports one round trip after it.
 */
export function pageModules(outDir: string, html: string, base = '/'): string[] {
  const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  if (!script) throw new Error('search page: no module script');
  const assets = withBase(base, '/');
  const found: string[] = [];
  const visit = (url: string) => {
    if (found.includes(url)) return;
    const file = join(outDir, url.slice(assets.length));
    if (!url.startsWith(assets) || !existsSync(file)) throw new Error(`search page: no file for ${url}`);
    found.push(url);
    // Vite's static imports: `import{…}from"./x.js"`, `import"./x.js"` (not `import("./x.js")`)
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/\b(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g))
      visit(new URL(spec, `http://site${url}`).pathname);
  };
  visit(script);
  return found;
}

/** src/search/linked.ts as a script of the page's head: `linkedShardKey` in a scope of its own. */
function linkedScript(): string {
  const result = buildSync({
    entryPoints: [fileURLToPath(new URL('./linked.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'linked',
    minify: true,
    write: false,
    target: 'es2022',
  });
  const script = result.outputFiles[0]!.text.trim();
  if (/<\/script|<!--/i.test(script)) throw new Error('search page: the linked script would end its element early');
  return script;
}

/**
 * The search page asks for what its mode needs while it loads (preload links), not one file after
 * another once the box has the focus: on a slow phone connection each round trip is over half a
 * second. The full-text mode needs Pagefind's runtime, entry file, page list and WebAssembly; the
 * exact mode its script and the catalogs of its field (`?mode=exact&field=…`), not Pagefind's
 * hundred kilobytes competing for the line. The names are known only once the index and the
 * bundle are written, so they are put into the built page here, with a few lines that pick a
 * mode's links. The entry file's cache tag is the index hash, so the preloaded copy is the one
 * Pagefind asks for (src/search/fulltext.ts reads it). The page also learns which name shards
 * exist (src/search/named.ts), so it asks only for those, and the verse openings' shards and every
 * sukta's verse count (src/search/verses.ts). A linked full-text search (`/search/?q=…`) shows
 * first the records its name shard names (one small file): there the head asks for nothing of
 * Pagefind's, which would share the line with that shard (about 200 KB on a phone connection);
 * the page's script adds the same links (`data-preload`) once the shard is in. That shard itself
 * the head asks for at once, its key read from the address (linked.ts), beside the page's module
 * script and its imports (pageModules): not three round trips after the page.
 */
export function preloadIndexFiles(
  outDir: string,
  nameKeys: readonly string[],
  verses: { keys: readonly string[]; counts: VerseCounts } = { keys: [], counts: [] },
  base = '/',
): void {
  const entry = JSON.parse(readFileSync(join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string; wasm?: string }>;
  };
  const language = entry.languages.en ?? Object.values(entry.languages)[0];
  const page = join(outDir, 'search', 'index.html');
  const html = readFileSync(page, 'utf8');
  for (const marker of [PRELOAD_MARKER, PRELOAD_SCRIPT_MARKER])
    if (!html.includes(marker)) throw new Error(`search page: no ${marker} to fill`);
  const exactScripts = readdirSync(join(outDir, '_astro')).filter((f) => /^exact-view\.[\w-]+\.js$/.test(f));
  if (exactScripts.length !== 1) throw new Error(`search page: expected one exact-view script, found ${exactScripts}`);
  const catalogUrls = Object.fromEntries(apiModules.map(({ api }) => [api.id, catalogPath(api)]));
  // Written after the pages are rendered: the base is put in here. The data attributes stay root
  // paths; the page's scripts put the base in front (src/site/link.ts).
  const at = (path: string) => withBase(base, path);
  const fetchLink = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${at(href)}">`;
  const links = {
    fulltext: [
      `<link rel="modulepreload" href="${at('/pagefind/pagefind.js')}">`,
      fetchLink(`/pagefind/pagefind-entry.json?ts=${language.hash}`),
      fetchLink(`/pagefind/pagefind.${language.hash}.pf_meta`),
      fetchLink(`/pagefind/wasm.${language.wasm ?? 'unknown'}.pagefind`),
    ].join(''),
    exact: `<link rel="modulepreload" href="${at(`/_astro/${exactScripts[0]}`)}">`,
    catalogs: Object.fromEntries(
      [...new Set(EXACT_OPTIONS.map((o) => o.api))].map((api) => [api, fetchLink(catalogUrls[api])]),
    ),
    fields: Object.fromEntries(EXACT_OPTIONS.map((o) => [o.id, o.api])),
  };
  // A linked full-text search asks at once for the name shard its query needs (linked.ts).
  const shard = { base: at(`/pagefind/${NAME_SHARD_DIR}/`), keys: nameKeys.join(' ') };
  const pick = `(() => {
  ${linkedScript()}
  const links = ${JSON.stringify(links)};
  const shard = ${JSON.stringify(shard)};
  const params = new URLSearchParams(location.search);
  const q = params.get('q');
  if (q) document.documentElement.classList.add('search-reserved');
  const field = links.fields[params.get('field')];
  const apis = field ? [field] : Object.keys(links.catalogs);
  let asked = params.get('mode') === 'exact'
    ? links.exact + apis.map((api) => links.catalogs[api]).join('') : q ? '' : links.fulltext;
  const key = q && params.get('mode') !== 'exact' ? linked.linkedShardKey(q, new Set(shard.keys.split(' '))) : undefined;
  // made as an element, not as markup: a link checker reading the page finds no half-built address
  if (key) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = shard.base + key + '.json';
    document.head.append(link);
  }
  document.head.insertAdjacentHTML('beforeend', asked);
})();`;
  // The page's module script and its imports, asked for from the head (pageModules).
  const modules = pageModules(outDir, html, base)
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join('');
  const data =
    `<div id="pagefind-files" hidden data-tag="${language.hash}" data-names="/pagefind/${NAME_SHARD_DIR}/"` +
    ` data-name-keys="${nameKeys.join(' ')}" data-spell="/pagefind/${SPELL_DIR}/"` +
    ` data-openings="/pagefind/${OPENING_DIR}/" data-opening-keys="${verses.keys.join(' ')}"` +
    ` data-verse-counts="${JSON.stringify(verses.counts)}" data-catalogs="${escapeAttribute(JSON.stringify(catalogUrls))}"` +
    ` data-chunks="${escapeAttribute(JSON.stringify(indexChunks(join(outDir, 'pagefind'), language.hash)))}"` +
    ` data-preload="${escapeAttribute(links.fulltext)}"></div>`;
  writeFileSync(
    page,
    // replaced by functions: the scripts hold `$` patterns a replacement string would expand
    html.replace(PRELOAD_MARKER, () => data).replace(PRELOAD_SCRIPT_MARKER, () => `<script>${pick}</script>${modules}`),
  );
}
