/**
 * Writes every API's static files and catalog, the host configurations and (with the site) the
 * search index into an output folder: as an Astro integration after the pages are built, or alone
 * for the API-only profile. Files are written directly rather than through Astro endpoints: the
 * epic alone has over a hundred thousand answers, and one pass over the data per endpoint is far
 * cheaper than one route render per file.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { apiModules } from '../apis/registry.ts';
import type { BuildConfig } from '../build-config.ts';
import { VERSION_PATH, versionDocument } from '../core/data-version.ts';
import { GRAM_LENGTH } from '../core/rows.ts';
import { FileWriter, writeApiFiles } from '../core/write-api.ts';
import { DATA_PACKAGE_NAME, pinnedIfPublished } from '../downloads/package.ts';
import { SUMS_FILE } from '../downloads/media-types.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDataVersion } from '../downloads/version.ts';
import { writeHostConfigs } from '../hosting/configs.ts';
import { buildSearchIndex } from '../search/pagefind.ts';
import { writeRedirects } from '../site/redirects.ts';
import { writeOfflineFiles } from '../offline/build.ts';

export async function writeStaticFiles(
  outDir: string,
  config: BuildConfig,
  log: (message: string) => void,
  site?: URL,
): Promise<void> {
  const catalogs = [];
  const version = readDataVersion();
  for (const { api, load, catalog } of apiModules) {
    const started = performance.now();
    const writer = new FileWriter(outDir);
    const data = load();
    const lookup = catalog(data);
    catalogs.push(lookup);
    writeApiFiles(
      api,
      data,
      lookup,
      writer,
      {
        limits: config.limits,
        pageLookups: config.site,
        substringGrams: config.substringGrams,
        dataVersion: version.version,
      },
      (n) => log(`${api.base}: ${n} files…`),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`${api.base}: ${writer.stats.files} JSON files, ${(writer.stats.bytes / 1e6).toFixed(1)} MB in ${seconds} s`);
  }
  writeHostConfigs(
    new FileWriter(outDir),
    apiModules.map((m) => m.api),
    catalogs,
    { ...config, dataVersion: version.version },
  );
  new FileWriter(outDir).write(
    VERSION_PATH,
    `${JSON.stringify(
      versionDocument(
        version,
        DATA_PACKAGE_NAME,
        pinnedIfPublished(version.version),
        config.substringGrams ? { substringGrams: GRAM_LENGTH } : {},
        { sha256: downloadsSha256(outDir) },
      ),
      null,
      2,
    )}\n`,
  );
  if (config.site && config.finishInHook) await finishSite(outDir, config, log, site);
}

/**
 * The steps that read the written pages: the search index, then the redirect pages, then the
 * offline packs' lists. In Astro's build hook for `astro build` alone; scripts/build.ts runs them
 * after Astro's process has ended.
 */
export async function finishSite(
  outDir: string,
  config: BuildConfig,
  log: (message: string) => void,
  site?: URL,
): Promise<void> {
  const version = readDataVersion();
  const started = performance.now();
  const pages = await buildSearchIndex(outDir, config.base);
  log(`search: indexed ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // After the index: the redirect pages are no pages of their own to search.
  const redirects = writeRedirects(outDir, site, config.base);
  log(
    `names in other letter cases and aliases: ${redirects.written} redirect pages (${redirects.skipped} left to existing files)`,
  );
  // After the redirect pages: a pack holds its folder's aliases too.
  const offline = writeOfflineFiles(outDir, new FileWriter(outDir), config.base, version.version);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  log(
    `offline: shell ${(offline.shellBytes / 1e3).toFixed(0)} kB; packs ${offline.packs.map((p) => `${p.id} ${p.files} files ${mb(p.bytes)}`).join(', ')}`,
  );
}

/**
 * The sha256 of each download in the output (its SHA256SUMS, and that file's own), by path below
 * /downloads/; undefined where the build wrote no downloads (the API-only profile).
 */
function downloadsSha256(outDir: string): Record<string, string> | undefined {
  const file = join(outDir, 'downloads', SUMS_FILE);
  if (!existsSync(file)) return undefined;
  const sums = readFileSync(file);
  const lines = sums.toString('utf8').trim().split('\n');
  return Object.fromEntries([
    ...lines.map((line) => {
      const [hex, path] = line.split(/ {2}/);
      return [path!, hex!];
    }),
    [SUMS_FILE, createHash('sha256').update(sums).digest('hex')],
  ]);
}

export function staticApi(config: BuildConfig): AstroIntegration {
  let site: URL | undefined;
  return {
    name: 'indica-static-api',
    hooks: {
      'astro:config:done': ({ config: astroConfig }) => {
        site = astroConfig.site ? new URL(astroConfig.site) : undefined;
      },
      'astro:build:done': async ({ dir, logger }) =>
        writeStaticFiles(fileURLToPath(dir), config, (message) => logger.info(message), site),
    },
  };
}
