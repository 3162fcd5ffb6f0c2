/**
 * The full build: pages, JSON API and search index, into a temporary folder that replaces dist/
 * only when everything succeeded — a failed build leaves the previous dist/ as it was.
 *
 *   npm run build
 */
import { build } from 'astro';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'dist');
const next = resolve(root, `dist.next-${process.pid}`);
const old = resolve(root, `dist.old-${process.pid}`);

const started = performance.now();
process.env.INDICA_OUT_DIR = next;
try {
  await build({ root, outDir: next, logLevel: 'info' });
} catch (error) {
  rmSync(next, { recursive: true, force: true });
  console.error(`\nbuild failed; dist/ is unchanged.\n${(error as Error).message}`);
  process.exit(1);
}
if (existsSync(dist)) renameSync(dist, old);
renameSync(next, dist);
rmSync(old, { recursive: true, force: true });
console.log(`built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
