/**
 * Puts a build into the folder Vercel's Build Output API reads: `.vercel/output/config.json` (the
 * routes the build wrote to dist/_hosting/vercel/config.json, src/hosting/vercel.ts) and
 * `.vercel/output/static/` (every file of dist/, hard-linked where the file system allows, else
 * copied). Vercel reads this folder after a connected repository's build command, and
 * `vercel deploy --prebuilt` uploads it; see docs/hosts/vercel.md.
 *
 *   npm run build:vercel                          the build, then this step
 *   INDICA_DIST=… INDICA_VERCEL_OUTPUT=… node scripts/vercel-output.ts   other folders (the tests)
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { filesBelow } from '../src/core/walk.ts';
import { VERCEL_CONFIG_PATH } from '../src/hosting/vercel.ts';

const root = resolve(import.meta.dirname, '..');

/** Writes `output` (…/.vercel/output) from the build in `dist`; returns the number of files in static/. */
export function writeVercelOutput(dist: string, output: string): number {
  const from = realpathSync(dist);
  const config = join(from, VERCEL_CONFIG_PATH);
  if (!existsSync(config)) throw new Error(`${config} is missing: run \`npm run build\` first`);
  rmSync(output, { recursive: true, force: true });
  const staticDir = join(output, 'static');
  const made = new Set<string>();
  let linking = true;
  const files = filesBelow(from);
  for (const file of files) {
    const to = join(staticDir, relative(from, file));
    const folder = dirname(to);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    if (linking) {
      try {
        linkSync(file, to);
        continue;
      } catch {
        // Another file system, or one without hard links: copy from now on.
        linking = false;
      }
    }
    copyFileSync(file, to);
  }
  writeFileSync(join(output, 'config.json'), readFileSync(config));
  return files.length;
}

if (import.meta.main) {
  const dist = resolve(process.env.INDICA_DIST ?? join(root, 'dist'));
  const output = resolve(process.env.INDICA_VERCEL_OUTPUT ?? join(root, '.vercel', 'output'));
  const started = performance.now();
  const n = writeVercelOutput(dist, output);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${relative(root, output) || output}: config.json and ${n.toLocaleString('en')} files in static/ (${seconds} s)`,
  );
}
