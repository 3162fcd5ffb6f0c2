/** Builds the Pagefind index over the built HTML pages (those marked with data-pagefind-body). */
import * as pagefind from 'pagefind';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The element of the search page the build fills with the index's file names (see preloadIndexFiles). */
export const PRELOAD_MARKER = '<div id="pagefind-files" hidden></div>';

export async function buildSearchIndex(outDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: outDir, glob: '**/*.html' });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    preloadIndexFiles(outDir);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}

/**
 * The search page asks for Pagefind's runtime, entry file, page list and WebAssembly while it
 * loads (preload links), not one after another once the box has the focus: on a slow phone
 * connection each round trip is over half a second. Their names are known only once the index
 * is written, so they are put into the built page here. The entry file's cache tag is the index
 * hash, so the preloaded copy is the one Pagefind asks for (src/search/fulltext.ts reads it).
 */
export function preloadIndexFiles(outDir: string): void {
  const entry = JSON.parse(readFileSync(join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string; wasm?: string }>;
  };
  const language = entry.languages.en ?? Object.values(entry.languages)[0];
  const page = join(outDir, 'search', 'index.html');
  const html = readFileSync(page, 'utf8');
  if (!html.includes(PRELOAD_MARKER)) throw new Error(`search page: no ${PRELOAD_MARKER} to fill`);
  const links = [
    '<link rel="modulepreload" href="/pagefind/pagefind.js">',
    `<link rel="preload" as="fetch" crossorigin href="/pagefind/pagefind-entry.json?ts=${language.hash}">`,
    `<link rel="preload" as="fetch" crossorigin href="/pagefind/pagefind.${language.hash}.pf_meta">`,
    `<link rel="preload" as="fetch" crossorigin href="/pagefind/wasm.${language.wasm ?? 'unknown'}.pagefind">`,
  ].join('');
  writeFileSync(
    page,
    html.replace(PRELOAD_MARKER, `<div id="pagefind-files" hidden data-tag="${language.hash}">${links}</div>`),
  );
}
