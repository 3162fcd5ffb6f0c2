/**
 * The full build, from scratch, as a fresh clone runs it: the previous dist/ is moved aside first
 * (so the build neither finds nor deletes one), then `node scripts/build.ts` runs with its wall
 * time and the peak resident memory of its whole process tree sampled. The phases come from the
 * build's own log (pages, JSON per API, search index).
 */
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { runMeasured } from './process-tree.ts';

export interface BuildFigures {
  seconds: number;
  peakRssMb: number;
  peakByCommandMb: Record<string, number>;
  /** seconds, from the build's log; NaN where the log does not say */
  pagesSeconds: number;
  jsonSeconds: number;
  searchSeconds: number;
  /** the downloads (src/downloads/), written before the pages */
  downloadsSeconds: number;
  json: { base: string; files: number; mb: number; seconds: number }[];
  output: string;
}

const ANSI = /\x1b\[[0-9;]*m/g;

export function parseBuildLog(output: string): Omit<BuildFigures, 'seconds' | 'peakRssMb' | 'peakByCommandMb' | 'output'> {
  const text = output.replace(ANSI, '');
  const json = [...text.matchAll(/(\/[\w/]+): (\d+) JSON files, ([\d.]+) MB in ([\d.]+) s/g)].map((m) => ({
    base: m[1],
    files: Number(m[2]),
    mb: Number(m[3]),
    seconds: Number(m[4]),
  }));
  const pages = /(\d+) page\(s\) built in ([\d.]+)s/.exec(text);
  const search = /search: indexed \d+ pages in ([\d.]+) s/.exec(text);
  const downloads = /downloads: \d+ files, [\d.]+ MB in ([\d.]+) s/.exec(text);
  // Astro's "built in" covers the pages and the integration's hook; the pages alone end at the
  // last "Completed in" before the hook runs.
  const completed = [...text.matchAll(/✓ Completed in ([\d.]+)(m?s)/g)].map((m) => Number(m[1]) / (m[2] === 'ms' ? 1000 : 1));
  return {
    pagesSeconds: completed.length ? completed[completed.length - 1] : pages ? Number(pages[2]) : NaN,
    jsonSeconds: json.length ? json.reduce((sum, j) => sum + j.seconds, 0) : NaN,
    searchSeconds: search ? Number(search[1]) : NaN,
    downloadsSeconds: downloads ? Number(downloads[1]) : NaN,
    json,
  };
}

/** Waits (up to a limit) for earlier builds' and benches' detached deletions of old trees to end. */
export async function waitForLeftovers(root: string, maxSeconds = 240): Promise<number> {
  const started = performance.now();
  const leftovers = () => readdirSync(root).filter((name) => /^dist\.old-(bench-)?\d+$/.test(name));
  while (leftovers().length && performance.now() - started < maxSeconds * 1000) await new Promise((r) => setTimeout(r, 1000));
  return (performance.now() - started) / 1000;
}

/** Moves dist/ into `trash` (same filesystem), runs the build; on failure dist/ is put back. */
export async function measureBuild(root: string, trash: string): Promise<BuildFigures> {
  const dist = join(root, 'dist');
  const aside = join(trash, 'previous-dist');
  const hadDist = existsSync(dist);
  if (hadDist) renameSync(dist, aside);
  const run = await runMeasured(process.execPath, [join(root, 'scripts/build.ts')]);
  if (run.code !== 0) {
    if (hadDist && !existsSync(dist)) renameSync(aside, dist);
    throw new Error(`the build failed:\n${run.output.slice(-4000)}`);
  }
  return { seconds: run.seconds, peakRssMb: run.peakRssMb, peakByCommandMb: run.peakByCommandMb, ...parseBuildLog(run.output), output: run.output };
}
