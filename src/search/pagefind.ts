/** Builds the Pagefind index over the built HTML pages (those marked with data-pagefind-body). */
import * as pagefind from 'pagefind';
import { join } from 'node:path';

export async function buildSearchIndex(outDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: outDir, glob: '**/*.html' });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}
