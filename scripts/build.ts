/**
 * The full build: pages, JSON API and search index, into a temporary folder that replaces dist/
 * only when everything succeeded — a failed build leaves the previous dist/ as it was.
 *
 *   npm run build
 */
import { build } from 'astro';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'dist');
const next = resolve(root, `dist.next-${process.pid}`);
const old = resolve(root, `dist.old-${process.pid}`);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const started = performance.now();
process.env.INDICA_OUT_DIR = next;
try {
  await build({ root, outDir: next, logLevel: 'info' });
} catch (error) {
  await rm(next, { recursive: true, force: true });
  console.error(`\nbuild failed; dist/ is unchanged.\n${(error as Error).message}`);
  process.exit(1);
}
if (existsSync(dist)) renameSync(dist, old);
renameSync(next, dist);
console.log(`built dist/ in ${seconds(started)} s`);

// The previous build (well over 100,000 files) is deleted by a detached process, so `npm start`
// serves the new one at once; so do older leftovers.
const leftovers = readdirSync(root).filter((name) => /^dist\.old-\d+$/.test(name));
if (leftovers.length) {
  const script = 'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })';
  spawn(process.execPath, ['-e', script, ...leftovers.map((name) => resolve(root, name))], { detached: true, stdio: 'ignore' }).unref();
}
