/**
 * Puts the latest figures (bench/latest.json) into README.md: replaces the body of its
 * `## Figures` section, and nothing else.   node bench/readme.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { notes } from './lib/notes.ts';
import { markdownTables, pagesTable, type Figures } from './lib/report.ts';

const root = resolve(import.meta.dirname, '..');
const latest = JSON.parse(readFileSync(join(root, 'bench/latest.json'), 'utf8')) as Figures & { details?: Record<string, unknown> };
const { details = {}, ...f } = latest;

const when = typeof f.measured_at === 'string' ? f.measured_at.slice(0, 16).replace('T', ' ') : '?';
const body = [
  '',
  `\`npm run bench\` builds from scratch and measures (${typeof f.bench_seconds === 'number' ? `${Math.round(f.bench_seconds / 60)} minutes` : 'some minutes'} on the machine below); it`,
  'prints the figures, writes them to `bench/latest.json`, and `node bench/readme.ts` copies them',
  'here. All load goes to 127.0.0.1. It uses [wrk](https://github.com/wg/wrk) for load where it is',
  'installed (`apt-get install wrk`; CI does not install it, and without it a slower Node client',
  'takes its place), Debian\'s nginx for the nginx pair and Chromium for pages and search; the',
  'servers of each pair are measured alternately in one run with the same request mix (every API',
  'and endpoint, documented URLs with and without query strings, `.json` files, pages, 404s), and',
  'each ratio is against the baseline of the same run. The bad-input suite and the link checker',
  'run in `npm test` too; figures are never assertions in tests.',
  '',
  `Latest run: ${when} UTC, on ${f.machine}; load from ${f.load_tool}${f.chromium ? `; Chromium ${f.chromium}` : ''}; ` +
    `the machine's load average was ${f.loadavg_before_serving ?? '?'} before the serving figures and ${f.loadavg_after_serving ?? '?'} after ` +
    '(the machine is shared: figures from a busy machine are lower and noisier).' +
    (typeof f.search_measured_at === 'string' && f.search_measured_at !== f.measured_at
      ? ` The search figures are from a later run of \`node bench/search.ts --write\` alone over the then current build, ${f.search_measured_at.slice(0, 16).replace('T', ' ')} UTC, load average ${f.search_loadavg ?? '?'}; the other figures are from before the search changes.`
      : ''),
  '',
  markdownTables(f),
  '',
  ...(Array.isArray(details.pages) ? ['Page weights (a cold load of the median page of each type, compressed as a browser asks):', '', pagesTable(details.pages as never), ''] : []),
  '**Notes on the targets.**',
  '',
  ...notes(f, details).map((n) => `- ${n}`),
  '',
].join('\n');

const readmePath = process.argv[2] ?? join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf('\n## Figures\n');
if (start === -1) throw new Error('README.md has no "## Figures" section');
const bodyStart = start + '\n## Figures\n'.length;
const next = readme.indexOf('\n## ', bodyStart);
const updated = `${readme.slice(0, bodyStart)}${body}${next === -1 ? '' : readme.slice(next)}`;
writeFileSync(readmePath, updated);
console.log('README.md: the Figures section is updated from bench/latest.json');
