/**
 * Writes what the site needs to be installed and read offline, after the pages and the search
 * index (src/integrations/static-api.ts; the API-only profile has no pages and gets none of it):
 * the packs' manifests (src/offline/packs.ts), the web app manifest and the service worker, whose
 * scope, start URL and shell follow the base path.
 */
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBase } from '../core/base-path.ts';
import type { FileWriter } from '../core/write-api.ts';
import {
  ICONS,
  PACKS_INDEX,
  packManifestPath,
  SERVICE_WORKER,
  THEME,
  UNAVAILABLE_PAGE,
  WEB_MANIFEST,
} from './names.ts';
import { astroAssets, packManifests, packsIndex } from './packs.ts';

/** The pages precached when the service worker installs: what a reader meets offline before any pack. */
const SHELL_PAGES = ['/', '/offline/', UNAVAILABLE_PAGE];
const SHELL_FILES = [WEB_MANIFEST, '/favicon.svg', ...ICONS.map((i) => i.src)];

export function webManifest(base: string): Record<string, unknown> {
  return {
    name: THEME.name,
    short_name: 'Indica',
    description: 'The Mahabharata, the Rig Veda and the Vedic nouns: pages, search and JSON, readable offline.',
    id: base,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: THEME.light,
    theme_color: THEME.accent,
    icons: ICONS.map((icon) => ({ ...icon, src: withBase(base, icon.src) })),
  };
}

/** The file of a site path: a folder's page is its index.html. */
const fileOf = (outDir: string, path: string) =>
  path.endsWith('/') ? join(outDir, path.slice(1), 'index.html') : join(outDir, path.slice(1));

/** The shell's site paths: its pages, the hashed assets they load and the manifest's files. */
export function shellPaths(outDir: string, base: string): string[] {
  const pages = SHELL_PAGES.map((page) => fileOf(outDir, page));
  return [...SHELL_PAGES, ...SHELL_FILES, ...astroAssets(outDir, base, pages)];
}

/** Bundles src/offline/sw.ts with the shell's list and the hash of its files' contents. */
function serviceWorker(outDir: string, shell: string[]): string {
  const hash = createHash('sha256');
  for (const path of shell) {
    hash.update(path).update(readFileSync(fileOf(outDir, path)));
  }
  const result = buildSync({
    entryPoints: [fileURLToPath(new URL('./sw.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    define: { SHELL: JSON.stringify(shell), SHELL_HASH: JSON.stringify(hash.digest('hex').slice(0, 16)) },
  });
  return result.outputFiles[0]!.text;
}

export interface OfflineSummary {
  shellBytes: number;
  packs: { id: string; files: number; bytes: number }[];
}

export function writeOfflineFiles(outDir: string, writer: FileWriter, base: string, version: string): OfflineSummary {
  writer.write(WEB_MANIFEST, `${JSON.stringify(webManifest(base), null, 2)}\n`);
  const manifests = packManifests(outDir, base, version);
  for (const manifest of manifests) writer.write(packManifestPath(manifest.id), JSON.stringify(manifest));
  const index = packsIndex(manifests, version);
  writer.write(PACKS_INDEX, `${JSON.stringify(index, null, 2)}\n`);
  const shell = shellPaths(outDir, base);
  writer.write(SERVICE_WORKER, serviceWorker(outDir, shell));
  const shellBytes = shell.reduce((sum, path) => sum + statSync(fileOf(outDir, path)).size, 0);
  return { shellBytes, packs: index.packs.map(({ id, files, bytes }) => ({ id, files, bytes })) };
}
