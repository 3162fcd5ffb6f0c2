/**
 * `npm run bench`: the project's figures, measured here and now, printed as a table and written to
 * bench/latest.json. Figures live here, never as timed assertions in tests.
 */
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { distStats } from './lib/dist-stats.ts';
import { runMeasured } from './lib/process-tree.ts';

const root = resolve(import.meta.dirname, '..');
const figures: Record<string, number | string> = {};

console.log('bench: full build (pages, JSON, search index)…');
const build = await runMeasured(process.execPath, [join(root, 'scripts/build.ts')]);
if (build.code !== 0) {
  console.error(build.output);
  process.exit(1);
}
figures.build_s = Number(build.seconds.toFixed(1));
figures.build_peak_rss_mb = build.peakRssMb;

const stats = distStats(join(root, 'dist'));
let files = 0;
let bytes = 0;
for (const [kind, s] of Object.entries(stats)) {
  figures[`${kind}_files`] = s.files;
  figures[`${kind}_bytes`] = s.bytes;
  files += s.files;
  bytes += s.bytes;
}
figures.html_pages = stats.html.files;
figures.json_files = stats.json_vs.files + stats.json_rv.files + stats.json_mb.files + stats.json_other.files;
figures.dist_files = files;
figures.dist_bytes = bytes;
figures.machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
figures.measured_at = new Date().toISOString();

const width = Math.max(...Object.keys(figures).map((k) => k.length));
for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(width)}  ${v}`);
writeFileSync(join(root, 'bench/latest.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log('written bench/latest.json');
