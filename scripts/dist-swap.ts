/**
 * How a finished build replaces dist/ with no window: dist/ is a symbolic link to one *generation*
 * folder kept in `.<dist>.generations/` beside it, and publishing a new generation is one rename of
 * a fresh link over the old one (rename(2) is atomic: every path lookup sees the old link or the
 * new one, never nothing). Two renames of folders (dist → old, next → dist) left a moment with no
 * dist/ at all, which a server answered 404.
 *
 * A dist/ that is still a plain folder (a build before this layout) is moved aside once; that one
 * swap keeps the old window. The replaced generation is deleted a little later in a detached
 * process, so a request that resolved its files in it just before the swap still finds them.
 */
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** The folder beside dist/ that holds its generations. */
export const generationsOf = (dist: string) => join(dirname(dist), `.${basename(dist)}.generations`);

/** Seconds a replaced generation stays on disk: longer than any request takes to open its files. */
const GRACE_SECONDS = 10;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Deletes folders in a detached process (after `delaySeconds`), so nobody waits for 100,000 files. */
export function deleteDetached(dirs: string[], delaySeconds = 0): void {
  if (!dirs.length) return;
  const script = `setTimeout(() => { for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true }) }, ${delaySeconds * 1000})`;
  spawn(process.execPath, ['-e', script, ...dirs], { detached: true, stdio: 'ignore' }).unref();
}

/** The generation folder dist/ links to now, or undefined (no dist/, or a plain folder). */
export function currentGeneration(dist: string): string | undefined {
  try {
    if (!lstatSync(dist).isSymbolicLink()) return undefined;
    return resolve(dirname(dist), readlinkSync(dist));
  } catch {
    return undefined;
  }
}

/** A new, empty generation folder for a build in this process to write into. */
export function newGeneration(dist: string): string {
  const folder = join(generationsOf(dist), `${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * Makes `generation` what dist/ shows, in one atomic rename; the replaced one is handed to
 * `replaced` (by default deleted after a grace period).
 */
export function publish(
  dist: string,
  generation: string,
  { replaced: dispose = (dirs: string[]) => deleteDetached(dirs, GRACE_SECONDS) } = {},
): void {
  const previous = currentGeneration(dist);
  const link = `${dist}.link-${process.pid}`;
  rmSync(link, { force: true });
  // Relative, so the project folder can be moved or mounted elsewhere.
  symlinkSync(relative(dirname(dist), generation), link, 'dir');
  let plainFolder: string | undefined;
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
    // The layout before generations: a plain dist/ cannot be replaced by a link atomically.
    plainFolder = join(generationsOf(dist), `plain-${process.pid}-${Date.now().toString(36)}`);
    renameSync(dist, plainFolder);
  }
  renameSync(link, dist);
  const replaced = [previous, plainFolder].filter((d): d is string => !!d && d !== generation);
  dispose(replaced);
}

/**
 * What killed or failed builds left: generations neither shown by dist/ nor being written by a live
 * build, and the previous layout's `dist.next-<pid>` / `dist.old-<pid>` folders and stray links.
 */
export function leftovers(dist: string): string[] {
  const found: string[] = [];
  const current = currentGeneration(dist);
  const generations = generationsOf(dist);
  if (existsSync(generations)) {
    for (const name of readdirSync(generations)) {
      const full = join(generations, name);
      const pid = /^(\d+)-/.exec(name)?.[1];
      if (full === current || (pid && Number(pid) !== process.pid && alive(Number(pid)))) continue;
      found.push(full);
    }
  }
  const escaped = basename(dist).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const old = new RegExp(`^${escaped}\\.(next|old|link)-(\\d+)$`);
  for (const name of readdirSync(dirname(dist))) {
    const m = old.exec(name);
    if (m && (m[1] === 'old' || !alive(Number(m[2])))) found.push(join(dirname(dist), name));
  }
  return found;
}
