/**
 * Astro integration: after the pages are built, writes every API's static files and catalog into
 * the output folder, then the Pagefind index. Files are written directly rather than through Astro
 * endpoints: the epic alone has over a hundred thousand answers, and one pass over the data per
 * endpoint is far cheaper than one route render per file.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { apiModules } from '../apis/registry.ts';
import { FileWriter, writeApiFiles } from '../core/write-api.ts';
import { buildSearchIndex } from '../search/pagefind.ts';
import { writeHostConfigs } from '../hosting/configs.ts';
import { writeRedirects } from '../site/redirects.ts';

export function staticApi(): AstroIntegration {
  let site: URL | undefined;
  return {
    name: 'indica-static-api',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ? new URL(config.site) : undefined;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const catalogs = [];
        for (const { api, load, catalog } of apiModules) {
          const started = performance.now();
          const writer = new FileWriter(outDir);
          const data = load();
          const lookup = catalog(data);
          catalogs.push(lookup);
          writeApiFiles(api, data, lookup, writer, (n) => logger.info(`${api.base}: ${n} files…`));
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          logger.info(`${api.base}: ${writer.stats.files} JSON files, ${(writer.stats.bytes / 1e6).toFixed(1)} MB in ${seconds} s`);
        }
        writeHostConfigs(new FileWriter(outDir), apiModules.map((m) => m.api), catalogs);
        const started = performance.now();
        const pages = await buildSearchIndex(outDir);
        logger.info(`search: indexed ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        // After the index: the redirect pages are no pages of their own to search.
        const redirects = writeRedirects(outDir, site);
        logger.info(`names in other letter cases and aliases: ${redirects.written} redirect pages (${redirects.skipped} left to existing files)`);
      },
    },
  };
}
