/**
 * The packs a reader can download on the Offline page, listed from the built files: each pack's
 * manifest names every file with its bytes, so the page shows the size before downloading and the
 * download checks each file whole. Written by the build after the search index (src/offline/build.ts).
 *
 * What a pack holds (the full build has about 250,000 files, most of them the API's lists at every
 * page size, which a reader does not need offline):
 * - a text's pages: every page below its folder (the pictures are SVG inside the pages), the hashed
 *   styles and scripts they load, the search page's index (Pagefind's entry, page list, WebAssembly,
 *   word chunks and filters, the name and verse-opening shards) and the search fragments of the
 *   pack's own pages, so a search offline finds the same first result as online;
 * - an API's JSON: every file below its base except lists at page sizes other than 10 (the default)
 *   and 50 (the largest), which the typed client assembles from the limit-50 pages anyway.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { filesBelow } from '../core/walk.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../core/query.ts';
import type { PackManifest, PacksIndex } from './names.ts';

export interface PackDefinition {
  id: string;
  name: string;
  description: string;
  /** the site folder whose files the pack holds (`/rigveda/`) */
  folder: string;
  kind: 'pages' | 'json';
}

export const PACKS: readonly PackDefinition[] = [
  {
    id: 'rigveda',
    name: 'the Rig Veda',
    description: 'every hymn and verse page (Devanagari and IAST), poets, beings and meters, with search',
    folder: '/rigveda/',
    kind: 'pages',
  },
  {
    id: 'mahabharata',
    name: 'the Mahabharata',
    description: 'every record page (persons, clans, places, weapons, events, journeys) with its pictures, with search',
    folder: '/mahabharata/',
    kind: 'pages',
  },
  {
    id: 'nouns',
    name: 'the Vedic nouns',
    description: 'every noun, group and category page, with search',
    folder: '/nouns/',
    kind: 'pages',
  },
  {
    id: 'rigveda-json',
    name: "the Rig Veda's JSON",
    description: 'the API files of /rv/v2/meta for offline programs (lists at limits 10 and 50)',
    folder: '/rv/',
    kind: 'json',
  },
  {
    id: 'mahabharata-json',
    name: "the Mahabharata's JSON",
    description: 'the API files of /mb/v2 for offline programs (lists at limits 10 and 50)',
    folder: '/mb/',
    kind: 'json',
  },
  {
    id: 'nouns-json',
    name: "the Vedic nouns' JSON",
    description: 'the API files of /vs/v2 for offline programs',
    folder: '/vs/',
    kind: 'json',
  },
];

/** A list's page at a size the pack leaves out: `/limit/7/` (kept: the default and the largest). */
const OTHER_LIMIT = new RegExp(`/limit/(?!(?:${DEFAULT_LIMIT}|${MAX_LIMIT})/)\\d+/`);

/** The site path of a file of the output folder: `rigveda/1/1/index.html` → `/rigveda/1/1/`. */
export function sitePathOf(outDir: string, file: string): string {
  const path = `/${relative(outDir, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** The page the search index is read from, and Pagefind's files a search needs besides fragments. */
function searchCore(outDir: string, base: string): [string, number][] {
  const pagefind = join(outDir, 'pagefind');
  const files = filesBelow(pagefind).filter((file) => !file.startsWith(join(pagefind, 'fragment') + sep));
  const page = join(outDir, 'search', 'index.html');
  return [...withAssets(outDir, base, [page]), ...files.filter(isSearchRuntime).map((f) => sized(outDir, f))];
}

// Pagefind's own UIs are not used by the site's search page (src/search/fulltext.ts).
const isSearchRuntime = (file: string) => !/pagefind-(?:component|modular)?-?ui\.|pagefind-highlight/.test(file);

const sized = (outDir: string, file: string): [string, number] => [sitePathOf(outDir, file), statSync(file).size];

/** Pages with the hashed styles and scripts they load. */
function withAssets(outDir: string, base: string, pages: string[]): [string, number][] {
  return [
    ...pages.map((p) => sized(outDir, p)),
    ...astroAssets(outDir, base, pages).map((a) => sized(outDir, join(outDir, a))),
  ];
}

/**
 * The hashed files below `/_astro/` that pages load: named in their HTML (below the base), and the
 * chunks those scripts import in turn (named in the script by file name alone).
 */
export function astroAssets(outDir: string, base: string, pages: readonly string[]): string[] {
  const existing = new Set(readdirSync(join(outDir, '_astro')));
  const found = new Set<string>();
  const inPage = new RegExp(`["'(]${base}_astro/([^"'()\\\\\\s?#]+)`, 'g');
  const add = (name: string) => {
    if (!existing.has(name) || found.has(name)) return;
    found.add(name);
    if (!name.endsWith('.js')) return;
    for (const m of readFileSync(join(outDir, '_astro', name), 'utf8').matchAll(/[\w.-]+\.(?:js|css)/g)) add(m[0]);
  };
  for (const page of pages) for (const m of readFileSync(page, 'utf8').matchAll(inPage)) add(m[1]!);
  return [...found].sort().map((name) => `/_astro/${name}`);
}

/** The fragment file of each page Pagefind indexed, by the page's site path. */
function fragmentsByPage(outDir: string, base: string): Map<string, string> {
  const dir = join(outDir, 'pagefind', 'fragment');
  const byPage = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    // gzip of "pagefind_dcd" and the fragment's JSON (src/search/named-index.ts reads them alike)
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    const url = (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
    byPage.set(`/${url.slice(base.length)}`, join(dir, name));
  }
  return byPage;
}

/** Every pack's manifest, from the output folder of a build below `base`. */
export function packManifests(outDir: string, base: string, version: string): PackManifest[] {
  const core = searchCore(outDir, base);
  const fragments = fragmentsByPage(outDir, base);
  return PACKS.map((pack) => {
    const folder = join(outDir, pack.folder.slice(1));
    if (pack.kind === 'json') {
      const files = filesBelow(folder)
        .filter((file) => !OTHER_LIMIT.test(sitePathOf(outDir, file)))
        .sort()
        .map((file) => sized(outDir, file));
      return { id: pack.id, version, files };
    }
    const pages = filesBelow(folder, (name) => name.endsWith('.html')).sort();
    const ownFragments = pages.flatMap((page) => {
      const fragment = fragments.get(sitePathOf(outDir, page));
      return fragment ? [sized(outDir, fragment)] : [];
    });
    const files = new Map([...withAssets(outDir, base, pages), ...core, ...ownFragments]);
    return { id: pack.id, version, files: [...files] };
  });
}

export function packsIndex(manifests: readonly PackManifest[], version: string): PacksIndex {
  return {
    version,
    packs: manifests.map((m) => {
      const pack = PACKS.find((p) => p.id === m.id)!;
      return {
        id: pack.id,
        name: pack.name,
        description: pack.description,
        files: m.files.length,
        bytes: m.files.reduce((sum, [, bytes]) => sum + bytes, 0),
      };
    }),
  };
}
