/**
 * Astro integration: writes the downloads (src/downloads/) before the pages are built, so the
 * downloads page lists their real sizes and checksums, then moves them into dist/downloads/ and
 * copies the SQL page's engine (sql.js) to dist/vendor/sql.js/ and the SPARQL page's (Oxigraph) to
 * dist/vendor/oxigraph/.
 */
import type { AstroIntegration } from 'astro';
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDownloads } from '../downloads/build.ts';
import { MANIFEST_ENV } from '../downloads/manifest.ts';

export const SQLJS_FILES = ['sql-wasm.js', 'sql-wasm.wasm'] as const;
/** The SPARQL page's engine: Oxigraph's browser build (an ES module and its WebAssembly). */
export const OXIGRAPH_FILES = ['web.js', 'web_bg.wasm'] as const;

export function downloads(): AstroIntegration {
  let staging = '';
  return {
    name: 'indica-downloads',
    hooks: {
      'astro:config:done': ({ config }) => {
        staging = join(fileURLToPath(config.root), '.astro', `downloads-${process.pid}`);
      },
      'astro:build:start': ({ logger }) => {
        rmSync(staging, { recursive: true, force: true });
        let manifest;
        try {
          manifest = writeDownloads(join(staging, 'files'));
        } catch (error) {
          rmSync(staging, { recursive: true, force: true });
          throw error;
        }
        const file = join(staging, 'manifest.json');
        writeFileSync(file, JSON.stringify(manifest));
        process.env[MANIFEST_ENV] = file;
        const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
        logger.info(
          `downloads: ${manifest.files.length} files, ${(bytes / 1e6).toFixed(1)} MB in ${manifest.seconds.toFixed(1)} s (data version ${manifest.version})`,
        );
      },
      'astro:build:done': ({ dir }) => {
        const outDir = fileURLToPath(dir);
        mkdirSync(join(outDir, 'downloads'), { recursive: true });
        // The pages under /downloads/ are already there: the files move in beside them.
        const files = join(staging, 'files');
        for (const entry of readdirSync(files)) renameSync(join(files, entry), join(outDir, 'downloads', entry));
        rmSync(staging, { recursive: true, force: true });
        const sqljs = dirname(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.js'));
        mkdirSync(join(outDir, 'vendor', 'sql.js'), { recursive: true });
        for (const name of SQLJS_FILES) copyFileSync(join(sqljs, name), join(outDir, 'vendor', 'sql.js', name));
        const oxigraph = dirname(createRequire(import.meta.url).resolve('oxigraph/web.js'));
        mkdirSync(join(outDir, 'vendor', 'oxigraph'), { recursive: true });
        for (const name of OXIGRAPH_FILES) copyFileSync(join(oxigraph, name), join(outDir, 'vendor', 'oxigraph', name));
      },
    },
  };
}
