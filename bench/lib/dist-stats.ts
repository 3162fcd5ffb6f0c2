/** Files and bytes in dist/, by kind: HTML pages, JSON (per API), search index, other. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export type Kind = 'html' | 'json_vs' | 'json_rv' | 'json_mb' | 'json_other' | 'search' | 'other';

export function kindOf(path: string): Kind {
  if (path.startsWith('pagefind/')) return 'search';
  if (path.endsWith('.html')) return 'html';
  if (path.endsWith('.json')) {
    if (path.startsWith('vs/')) return 'json_vs';
    if (path.startsWith('rv/')) return 'json_rv';
    if (path.startsWith('mb/')) return 'json_mb';
    return 'json_other';
  }
  return 'other';
}

export function distStats(dist: string): Record<Kind, { files: number; bytes: number }> {
  const stats = Object.fromEntries(
    (['html', 'json_vs', 'json_rv', 'json_mb', 'json_other', 'search', 'other'] as Kind[]).map((k) => [k, { files: 0, bytes: 0 }]),
  ) as Record<Kind, { files: number; bytes: number }>;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const s = stats[kindOf(relative(dist, full))];
        s.files++;
        s.bytes += statSync(full).size;
      }
    }
  };
  walk(dist);
  return stats;
}
