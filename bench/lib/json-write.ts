/**
 * JSON writing against a plain script writing the same bytes, on the filesystem dist/ is on.
 * Run in its own process, so the bench's own memory does not weigh on it:
 *
 *   node bench/lib/json-write.ts plain <dist> <out>   the JSON tree the build just wrote (every API
 *       folder and catalog), rewritten into <out> by the plainest code: mkdir once per folder,
 *       writeFileSync per file. Files are read in batches of about 64 MB, untimed; only the
 *       writing is timed. The build's own figure (its log) is the project side.
 *   node bench/lib/json-write.ts both <out> [rounds]  both sides here: the project's writer
 *       (writeApiFiles, as the build calls it) into a fresh folder, then the plain script with the
 *       same bytes into another, A B A B…; data loading is timed apart (it is not writing).
 *
 * Prints `JSONWRITE {…}`. The trees written stay in <out> (deleting a hundred thousand files
 * takes a minute here; the bench removes them at its end).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { catalogPath, FileWriter, writeApiFiles } from '../../src/core/write-api.ts';
import { PROFILES } from '../../src/build-config.ts';
import { walk } from './mix.ts';

export interface PlainResult {
  files: number;
  bytes: number;
  seconds: number;
}

/** The JSON tree of the APIs in `from`, as URL paths: every API folder and every catalog. */
export function jsonTree(from: string): string[] {
  let files: string[] = [];
  for (const { api } of apiModules) files = files.concat(walk(from, api.base.slice(1), () => true), [catalogPath(api)]);
  return files;
}

/** Writes `files` (URL paths below `from`) into `to` with the plainest code; only writing is timed. */
export function writePlain(from: string, to: string, files: readonly string[]): PlainResult {
  const made = new Set<string>();
  const result: PlainResult = { files: 0, bytes: 0, seconds: 0 };
  for (let i = 0; i < files.length; ) {
    const batch: [string, Buffer][] = [];
    let size = 0;
    while (i < files.length && size < 64 * 2 ** 20) {
      try {
        const bytes = readFileSync(join(from, files[i]));
        batch.push([files[i], bytes]);
        size += bytes.length;
      } catch {
        // a catalog of an API that is not built
      }
      i++;
    }
    const started = performance.now();
    for (const [path, bytes] of batch) {
      const file = join(to, path);
      const dir = dirname(file);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      writeFileSync(file, bytes);
    }
    result.seconds += (performance.now() - started) / 1000;
    result.files += batch.length;
    result.bytes += size;
  }
  return result;
}

export interface BothResult {
  files: number;
  bytes: number;
  load_s: number;
  writer_s: number[];
  plain_s: number[];
}

export function measureBoth(out: string, rounds: number): BothResult {
  const started = performance.now();
  const loaded = apiModules.map((module) => ({ module, data: module.load() }));
  const result: BothResult = { files: 0, bytes: 0, load_s: (performance.now() - started) / 1000, writer_s: [], plain_s: [] };
  for (let round = 0; round < rounds; round++) {
    const a = join(out, `writer-${round}`);
    const writer = new FileWriter(a);
    const t = performance.now();
    for (const { module, data } of loaded) writeApiFiles(module.api, data, module.catalog(data), writer, { limits: PROFILES.full.limits });
    result.writer_s.push((performance.now() - t) / 1000);
    result.files = writer.stats.files;
    result.bytes = writer.stats.bytes;
    result.plain_s.push(writePlain(a, join(out, `plain-${round}`), walk(a, '', () => true)).seconds);
  }
  return result;
}

if (import.meta.main) {
  const [mode, ...args] = process.argv.slice(2);
  let result: unknown;
  if (mode === 'plain') result = writePlain(args[0], args[1], jsonTree(args[0]));
  else if (mode === 'both') result = measureBoth(args[0], Number(args[1] ?? 1));
  else throw new Error('usage: json-write.ts plain <dist> <out> | both <out> [rounds]');
  process.stdout.write(`JSONWRITE ${JSON.stringify(result)}\n`);
}

