/**
 * The full build: pages, JSON API and search index (or, with INDICA_PROFILE=api, the JSON API
 * alone), into a new generation folder that becomes dist/ only when everything succeeded — a
 * failed build leaves the previous dist/ as it was (scripts/dist-swap.ts: dist/ is a plain folder,
 * replaced by two renames the bundled server bridges). Prints the files written per part.
 *
 *   npm run build                       the full profile
 *   INDICA_PROFILE=lean npm run build   see src/build-config.ts and docs/deploying.md
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { apiModules } from '../src/apis/registry.ts';
import { buildConfig, PROFILES, publishedSite, type BuildConfig } from '../src/build-config.ts';
import { countFiles } from '../src/core/file-counts.ts';
import { finishSite, writeStaticFiles } from '../src/integrations/static-api.ts';
import { deleteDetached, leftovers, newGeneration, publish } from './dist-swap.ts';

const root = resolve(import.meta.dirname, '..');
// INDICA_DIST: another output folder (the rebuild test builds beside its own copy).
const dist = resolve(process.env.INDICA_DIST ?? resolve(root, 'dist'));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Astro's build in a process of its own (scripts/astro-build.ts), the site finished here after it
 * has ended: Pagefind's process (about 1 GB) then never runs beside Astro's (about 1.4 GB), which
 * kept the build's peak over 2 GB once the hymns' text layers came in.
 */
async function buildSite(outDir: string, config: BuildConfig): Promise<void> {
  const code = await new Promise<number | null>((done, fail) =>
    spawn(process.execPath, [resolve(root, 'scripts/astro-build.ts')], {
      cwd: root,
      env: { ...process.env, INDICA_OUT_DIR: outDir, INDICA_FINISH: 'caller' },
      stdio: 'inherit',
    })
      .on('error', fail)
      .on('close', done),
  );
  if (code !== 0) throw new Error(`Astro's build ended with exit code ${code}`);
  await finishSite(
    outDir,
    config,
    (message) => console.log(`[indica-static-api] ${message}`),
    new URL(publishedSite(process.env).url),
  );
}

let config: BuildConfig;
try {
  config = buildConfig(process.env);
  // Before anything is written: a deploy build of the site without its published address stops here.
  if (config.site) publishedSite(process.env);
} catch (error) {
  console.error(`build configuration: ${(error as Error).message}`);
  process.exit(1);
}

// What killed or failed builds left behind (a build in progress has its own pid in the name).
mkdirSync(dirname(dist), { recursive: true });
deleteDetached(leftovers(dist), 10);
const next = newGeneration(dist);

const started = performance.now();
console.log(`profile ${config.profile}: ${PROFILES[config.profile].summary}; limits ${config.limits.join(', ')}`);
process.env.INDICA_OUT_DIR = next;
try {
  if (config.site) await buildSite(next, config);
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
publish(dist, next);
console.log(`built dist/ in ${seconds(started)} s: ${total.toLocaleString('en')} files`);
for (const [part, n] of Object.entries(counts).sort((a, b) => b[1] - a[1]))
  console.log(`  ${n.toLocaleString('en').padStart(9)}  ${part}`);
