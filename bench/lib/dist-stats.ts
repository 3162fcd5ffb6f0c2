/** Files and bytes in dist/, by kind: HTML pages, JSON of each API, the search index, the rest. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiDeclaration } from '../../src/core/endpoint.ts';

export interface KindStats {
  files: number;
  bytes: number;
}

/**
 * `html`, `json_<api id>` for each API, `json_other` (catalogs, host files), `search`, `downloads`
 * (the files under /downloads/ and the SQL page's engine under /vendor/), `other`;
 * and `dirs_api`: the folders of the API trees (Rule 2 makes a folder of every parameter value).
 */
export function distStats(dist: string, apis: readonly ApiDeclaration<any>[]): Record<string, KindStats> {
  const stats: Record<string, KindStats> = { html: { files: 0, bytes: 0 } };
  for (const api of apis) stats[`json_${api.id}`] = { files: 0, bytes: 0 };
  Object.assign(stats, { json_other: { files: 0, bytes: 0 }, search: { files: 0, bytes: 0 }, downloads: { files: 0, bytes: 0 }, other: { files: 0, bytes: 0 } });
  const dirs = { files: 0, bytes: 0 };
  const inApi = (url: string) => apis.some((api) => url.startsWith(`${api.base}/`));
  const kindOf = (url: string): string => {
    if (url.startsWith('/pagefind/')) return 'search';
    if (url.endsWith('.html')) return 'html';
    if (url.startsWith('/downloads/') || url.startsWith('/vendor/')) return 'downloads';
    if (url.endsWith('.json')) return `json_${apis.find((api) => url.startsWith(`${api.base}/`))?.id ?? 'other'}`;
    return 'other';
  };
  const walk = (dir: string, url: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (inApi(`${url}/${entry.name}/`)) dirs.files++;
        walk(full, `${url}/${entry.name}`);
      } else {
        const s = stats[kindOf(`${url}/${entry.name}`)];
        s.files++;
        s.bytes += statSync(full).size;
      }
    }
  };
  walk(dist, '');
  return { ...stats, dirs_api: dirs };
}
