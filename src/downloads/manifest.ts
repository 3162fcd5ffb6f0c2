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

let cached: { file: string | undefined; manifest: DownloadsManifest } | undefined;

/** The manifest, read (or written) once per process and manifest file: every record page's "Cite this" asks. */
export function readManifest(): DownloadsManifest {
  const file = process.env[MANIFEST_ENV];
  if (cached && cached.file === file) return cached.manifest;
  const manifest = file
    ? (JSON.parse(readFileSync(file, 'utf8')) as DownloadsManifest)
    : writeDownloads(mkdtempSync(join(tmpdir(), 'indica-downloads-')));
  cached = { file, manifest };
  return manifest;
}
