/**
 * Build figures: the full build from scratch, as a fresh clone runs it (the previous dist/ moved
 * aside first), with its wall time, the peak resident memory of its whole process tree and its
 * phases from its own log; what dist/ holds; and the JSON tree rewritten by a plain script, the
 * baseline of the build's JSON writing.
 */
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { filesBelow } from '../../src/core/walk.ts';

/** Resident memory of a process and all its descendants, KB (Linux /proc). */
function treeRssKb(root: number): number {
  const children = new Map<number, number[]>();
  let total = 0;
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  for (const stack = [root]; stack.length;) {
    const pid = stack.pop()!;
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export async function measureBuild(root: string, trash: string): Promise<Record<string, number>> {
  const dist = join(root, 'dist');
  if (existsSync(dist)) renameSync(dist, join(trash, 'previous-dist'));
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let peakKb = 0;
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const timer = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(child.pid!))), 100);
  const code = await new Promise((done) => child.on('close', done));
  clearInterval(timer);
  if (code !== 0) throw new Error(`the build failed:\n${log.slice(-4000)}`);
  const text = stripVTControlCharacters(log);
  const number = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
  // Astro's "Completed in" lines ("22.73s", "2m 41s", "480ms"): the last one before its build
  // hook ends the pages.
  const completed = [...text.matchAll(/✓ Completed in (?:(\d+)m\s+)?([\d.]+)(m?s)/g)].map(
    (m) => Number(m[1] ?? 0) * 60 + Number(m[2]) / (m[3] === 'ms' ? 1000 : 1),
  );
  return {
    build_s: (performance.now() - started) / 1000,
    build_peak_rss_mb: Math.round(peakKb / 1024),
    build_pages_s: completed.at(-1) ?? NaN,
    json_write_s:
      [...text.matchAll(/JSON files, [\d.]+ MB in ([\d.]+) s/g)].reduce((sum, m) => sum + Number(m[1]), 0) || NaN,
    build_search_s: number(/search: indexed \d+ pages in ([\d.]+) s/),
    build_downloads_s: number(/downloads: \d+ files, [\d.]+ MB in ([\d.]+) s/),
  };
}

/** Files and bytes of dist/ by kind, and the folders of the API trees (Rule 2 makes one per parameter value). */
export function distFigures(dist: string, apiBases: readonly string[]): Record<string, number> {
  const f: Record<string, number> = {
    html_pages: 0,
    json_files: 0,
    json_dirs: 0,
    search_files: 0,
    downloads_files: 0,
    downloads_bytes: 0,
    dist_files: 0,
    dist_bytes: 0,
  };
  const visit = (dir: string, url: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${url}/${entry.name}`;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (apiBases.some((base) => path.startsWith(`${base}/`))) f.json_dirs++;
        visit(full, path);
        continue;
      }
      const bytes = lstatSync(full).size;
      f.dist_files++;
      f.dist_bytes += bytes;
      if (path.startsWith('/pagefind/')) f.search_files++;
      else if (path.startsWith('/downloads/') || path.startsWith('/vendor/')) {
        f.downloads_files++;
        f.downloads_bytes += bytes;
      } else if (path.endsWith('.html')) f.html_pages++;
      else if (path.endsWith('.json')) f.json_files++;
    }
  };
  visit(dist, '');
  return f;
}

/**
 * The baseline of the build's JSON writing: the JSON tree of every API rewritten into `out` by
 * the plainest code (mkdir once per folder, writeFileSync per file), read in batches of about
 * 64 MB untimed; only the writing is timed. Seconds.
 */
export function plainJsonWrite(dist: string, apiBases: readonly string[], out: string): number {
  const files = apiBases.flatMap((base) => filesBelow(join(dist, base), (name) => name.endsWith('.json')));
  let seconds = 0;
  const made = new Set<string>();
  for (let i = 0; i < files.length;) {
    const batch: [string, Buffer][] = [];
    for (let size = 0; i < files.length && size < 64e6; i++) {
      const body = readFileSync(files[i]);
      batch.push([join(out, relative(dist, files[i])), body]);
      size += body.length;
    }
    const started = performance.now();
    for (const [path, body] of batch) {
      const dir = dirname(path);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      writeFileSync(path, body);
    }
    seconds += (performance.now() - started) / 1000;
  }
  return seconds;
}
