/**
 * Where the pages find the downloads' manifest: the build writes the downloads before the pages
 * (so the pages list real sizes) and names the manifest in INDICA_DOWNLOADS_MANIFEST. Outside a
 * build (astro dev) the downloads are written to a temporary folder on first use.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeDownloads, type DownloadsManifest } from './build.ts';

export const MANIFEST_ENV = 'INDICA_DOWNLOADS_MANIFEST';

export function readManifest(): DownloadsManifest {
  const file = process.env[MANIFEST_ENV];
  if (file) return JSON.parse(readFileSync(file, 'utf8')) as DownloadsManifest;
  return writeDownloads(mkdtempSync(join(tmpdir(), 'indica-downloads-')));
}
