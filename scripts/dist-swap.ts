/**
 * How a finished build replaces dist/. dist/ is a plain folder, so every tool a user copies or
 * uploads it with (`cp -r`, `tar`, `rsync -a`, `scp -r`, hosts' upload commands) sees the files, not a
 * link. A build writes a new *generation* folder in `.<dist>.generations/` beside it and publishes it
 * with two renames on the same file system: the old dist/ into the generations folder, then the new
 * generation onto dist/. A failed build never touches dist/.
 *
 * Between the two renames no dist/ exists for a moment (microseconds; more on a loaded machine). The
 * bundled server bridges it (src/server/dist-files.ts waits for dist/ to come back and re-opens a
 * file it missed), so a request is never answered 404 because of a swap. The replaced folder is
 * deleted a little later in a detached process, so a request that opened its files in it just before
 * the swap still reads them.
 */
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { generationsOf } from '../src/core/dist-layout.ts';

export { generationsOf };

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

const stamp = () => `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** Deletes folders in a detached process (after `delaySeconds`), so nobody waits for 100,000 files. */
export function deleteDetached(dirs: string[], delaySeconds = 0): void {
  if (!dirs.length) return;
  const script = `setTimeout(() => { for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true }) }, ${delaySeconds * 1000})`;
  spawn(process.execPath, ['-e', script, ...dirs], { detached: true, stdio: 'ignore' }).unref();
}

/** A new, empty generation folder for a build in this process to write into. */
export function newGeneration(dist: string): string {
  const folder = join(generationsOf(dist), stamp());
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * Makes the folder `generation` dist/ (it must be on dist/'s file system: a generation folder); the
 * replaced dist/ is handed to `replaced` (by default deleted after a grace period).
 */
export function publish(
  dist: string,
  generation: string,
  { replaced: dispose = (dirs: string[]) => deleteDetached(dirs, GRACE_SECONDS) } = {},
): void {
  const replaced: string[] = [];
  let kind: 'folder' | 'link' | undefined;
  try {
    kind = lstatSync(dist).isSymbolicLink() ? 'link' : 'folder';
  } catch {
    kind = undefined;
  }
  if (kind === 'link') {
    // The layout before plain folders: dist/ was a link to a generation folder.
    replaced.push(resolve(dirname(dist), readlinkSync(dist)));
    unlinkSync(dist);
  } else if (kind === 'folder') {
    const aside = join(generationsOf(dist), `replaced-${stamp()}`);
    renameSync(dist, aside);
    replaced.push(aside);
  }
  renameSync(generation, dist);
  dispose(replaced);
}

/**
 * What killed or failed builds and swaps left: folders in the generations folder that no live build
 * is writing, and the earlier layouts' `dist.next-<pid>` / `dist.old-<pid>` folders and stray links.
 */
export function leftovers(dist: string): string[] {
  const found: string[] = [];
  const generations = generationsOf(dist);
  if (existsSync(generations)) {
    for (const name of readdirSync(generations)) {
      const pid = /^(\d+)-/.exec(name)?.[1];
      if (pid && Number(pid) !== process.pid && alive(Number(pid))) continue;
      found.push(join(generations, name));
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
