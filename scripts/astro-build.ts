/**
 * Astro's part of the build (pages, JSON API, downloads), in a process of its own: scripts/build.ts
 * starts it with INDICA_OUT_DIR and INDICA_FINISH=caller, and finishes the site (search index,
 * redirect pages, offline packs) once this process has ended and its memory is free.
 */
import { build } from 'astro';
import { resolve } from 'node:path';

const outDir = process.env.INDICA_OUT_DIR;
if (!outDir) {
  console.error('astro-build: INDICA_OUT_DIR is not set; run `npm run build`');
  process.exit(2);
}
await build({ root: resolve(import.meta.dirname, '..'), outDir, logLevel: 'info' });
