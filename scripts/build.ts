/**
 * The full build: pages, JSON API and search index (or, with INDICA_PROFILE=api, the JSON API
 * alone), into a temporary folder that replaces dist/ only when everything succeeded — a failed
 * build leaves the previous dist/ as it was. Prints the files written per part.
 *
 *   npm run build                       the full profile
 *   INDICA_PROFILE=lean npm run build   see src/build-config.ts and docs/deploying.md
 */
import { build } from 'astro';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { apiModules } from '../src/apis/registry.ts';
import { buildConfig, PROFILES, type BuildConfig } from '../src/build-config.ts';
import { countFiles } from '../src/core/file-counts.ts';
import { writeStaticFiles } from '../src/integrations/static-api.ts';

const root = resolve(import.meta.dirname, '..');
// INDICA_DIST: another output folder (the rebuild test builds beside its own copy).
const dist = resolve(process.env.INDICA_DIST ?? resolve(root, 'dist'));
const next = `${dist}.next-${process.pid}`;
const old = `${dist}.old-${process.pid}`;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Deletes folders in a detached process, so a build or `npm start` need not wait for 100,000 files. */
function deleteDetached(dirs: string[]): void {
  if (!dirs.length) return;
  const script =
    'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })';
  spawn(process.execPath, ['-e', script, ...dirs], { detached: true, stdio: 'ignore' }).unref();
}

let config: BuildConfig;
try {
  config = buildConfig(process.env);
} catch (error) {
  console.error(`build configuration: ${(error as Error).message}`);
  process.exit(1);
}

// What killed or failed builds left behind (a build in progress has its own pid in the name).
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
mkdirSync(dirname(dist), { recursive: true });
const leftover = new RegExp(`^${basename(dist).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(next|old)-(\\d+)$`);
deleteDetached(
  readdirSync(dirname(dist))
    .map((name) => [name, leftover.exec(name)] as const)
    .filter(([, m]) => m && (m[1] === 'old' || !alive(Number(m[2]))))
    .map(([name]) => resolve(dirname(dist), name)),
);

const started = performance.now();
console.log(`profile ${config.profile}: ${PROFILES[config.profile].summary}; limits ${config.limits.join(', ')}`);
process.env.INDICA_OUT_DIR = next;
try {
  if (config.site) await build({ root, outDir: next, logLevel: 'info' });
  else {
    mkdirSync(next, { recursive: true });
    await writeStaticFiles(next, config, (message) => console.log(message));
  }
} catch (error) {
  await rm(next, { recursive: true, force: true });
  console.error(`\nbuild failed; dist/ is unchanged.\n${(error as Error).message}`);
  process.exit(1);
}

const { counts, total } = countFiles(
  next,
  apiModules.map((m) => m.api.base),
);
if (existsSync(dist)) renameSync(dist, old);
renameSync(next, dist);
console.log(`built dist/ in ${seconds(started)} s: ${total.toLocaleString('en')} files`);
for (const [part, n] of Object.entries(counts).sort((a, b) => b[1] - a[1]))
  console.log(`  ${n.toLocaleString('en').padStart(9)}  ${part}`);
deleteDetached(existsSync(old) ? [old] : []);
