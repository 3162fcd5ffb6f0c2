/**
 * What a built folder holds, counted by part (pages, search, each API, downloads, …): printed by
 * the build, measured by the bench, and compared with hosts' file limits in the README.
 */
import { relative } from 'node:path';
import { filesBelow } from './walk.ts';

export type FileCounts = Record<string, number>;

/** The part a file (URL path) belongs to; API bases are given longest first. */
export function partOf(urlPath: string, apiBases: readonly string[]): string {
  const base = apiBases.find((b) => urlPath.startsWith(`${b}/`));
  if (base) return `api ${base}`;
  if (urlPath.startsWith('/pagefind/')) return 'search';
  if (urlPath.startsWith('/downloads/')) return 'downloads';
  if (urlPath.startsWith('/_astro/')) return 'assets';
  if (urlPath.endsWith('.html')) return 'pages';
  if (/^\/(_index|_errors|_hosting)\/|^\/(_redirects|_headers|\.nojekyll)$/.test(urlPath))
    return 'catalogs and host configurations';
  return 'other';
}

export function countFiles(dir: string, apiBases: readonly string[]): { counts: FileCounts; total: number } {
  const counts: FileCounts = {};
  const bases = [...apiBases].sort((a, b) => b.length - a.length);
  const files = filesBelow(dir);
  for (const file of files) {
    const part = partOf(`/${relative(dir, file).split('\\').join('/')}`, bases);
    counts[part] = (counts[part] ?? 0) + 1;
  }
  return { counts, total: files.length };
}
