/**
 * What the verse layers (issue 35) add to Pagefind's index, baseline in the same run: Pagefind
 * indexes the built site twice, one run after the other, into folders of its own — as the build
 * does (src/search/pagefind.ts), and without the verse pages' search block
 * (`[data-search-layers]`, src/components/VerseSearchText.astro), which is the index main builds
 * (its verse pages are the same pages without that block). Prints, for each, the seconds
 * Pagefind took, its files and bytes, its index chunks, fragments and page list.
 *
 * `node bench/search-index.ts [folder]` over the dist/ there is (or another built site) (about 2 × 2 min on a quiet 2-core machine).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as pagefind from 'pagefind';
import { LAYERS_SHOWN } from '../src/search/pagefind.ts';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(process.argv[2] ?? join(root, 'dist'));

const filesBelow = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesBelow(join(dir, e.name)) : [join(dir, e.name)],
  );
const bytes = (files: string[]) => files.reduce((sum, f) => sum + statSync(f).size, 0);

async function indexOnce(excludeSelectors: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'search-index-'));
  const started = performance.now();
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors });
    if (!index) throw new Error(errors.join('; '));
    const added = await index.addDirectory({ path: dist, glob: '**/*.html' });
    const written = await index.writeFiles({ outputPath: out });
    if (added.errors.length || written.errors.length) throw new Error([...added.errors, ...written.errors].join('; '));
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const files = filesBelow(out);
    const of = (re: RegExp) => files.filter((f) => re.test(f));
    return {
      seconds,
      files: files.length,
      bytes: bytes(files),
      index_chunks: of(/[/\\]index[/\\]/).length,
      index_bytes: bytes(of(/[/\\]index[/\\]/)),
      fragments: of(/[/\\]fragment[/\\]/).length,
      fragment_bytes: bytes(of(/[/\\]fragment[/\\]/)),
      page_list_bytes: bytes(of(/\.pf_meta$/)),
    };
  } finally {
    await pagefind.close();
    rmSync(out, { recursive: true, force: true });
  }
}

const main = await indexOnce([LAYERS_SHOWN, '[data-search-layers]']);
const layers = await indexOnce([LAYERS_SHOWN]);
console.log(JSON.stringify({ main, layers }, null, 2));
