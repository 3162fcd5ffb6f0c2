/**
 * Puts the latest figures (bench/latest.json) into docs/figures.md: replaces what follows its
 * `# Figures` heading, and nothing else.   node bench/figures-doc.ts [path]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PageWeight } from './lib/pages.ts';
import { markdownTable, packsTable, pagesTable, type Figures, type PackRow } from './lib/report.ts';

const root = resolve(import.meta.dirname, '..');
const { details = {}, ...f } = JSON.parse(readFileSync(join(root, 'bench/latest.json'), 'utf8')) as Figures & {
  details?: { pages?: PageWeight[]; offline_packs?: PackRow[] };
};
const time = (iso: unknown) => (typeof iso === 'string' ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '?');

const body = `
\`npm run bench\` builds from scratch and measures; it prints the figures, writes them to
\`bench/latest.json\`, and \`node bench/figures-doc.ts\` copies them here. Each comparison is a ratio
against a baseline measured in the same run with the same requests: the bundled server against
bare sirv (the static-file library it grew from), nginx with the generated configuration against
plain nginx serving the same answers by their \`.json\` paths, the build's JSON writing against a
plain script writing the same bytes. The servers of a pair are measured alternately; the request
mix covers every API and endpoint (documented URLs with and without query strings, \`.json\`
files, pages, 404s) and every server must answer all of it as expected first. Figures are never
pass or fail; the suites that check answers (bad input, links, build safety, hosts) run in
\`npm test\`.

Load comes from [wrk](https://github.com/wg/wrk) where it is installed (\`apt-get install wrk\`),
else from autocannon (\`BENCH_LOAD=autocannon\` chooses it anyway); compare figures of one tool only.
Options: \`BENCH_SKIP_BUILD=1\` measures the \`dist/\` there is; \`BENCH_ONLY=serving,load\` runs only
these sections of \`json\`, \`serving\`, \`load\`, \`browser\`, \`offline\` (so
\`BENCH_SKIP_BUILD=1 BENCH_ONLY=serving npm run bench\` gives the serving figures in a few minutes);
\`BENCH_ROUNDS\` (4) and \`BENCH_SECONDS\` (5) per server of a pair.
\`node bench/search.ts [visits] [--write]\` measures the search alone, \`node bench/offline.ts [--write]\`
the offline site (docs/offline.md). All load goes to 127.0.0.1; on a busy machine the figures are
lower and noisier.

Latest run: ${time(f.measured_at)} on ${f.machine}; load from ${f.load_tool ?? '–'}${f.chromium ? `; Chromium ${f.chromium}` : ''}; load average ${f.loadavg_before_serving ?? '?'} before the serving figures and ${f.loadavg_after_serving ?? '?'} after${f.search_measured_at ? `; search figures from \`node bench/search.ts --write\`, ${time(f.search_measured_at)}` : ''}${f.offline_measured_at ? `; offline figures from \`node bench/offline.ts --write\`, ${time(f.offline_measured_at)}` : ''}${f.build_measured_at ? `; the build's figures (build_s to build_downloads_s but json_write_s, which stays paired with its baseline) from \`BENCH_ONLY=buildonly node bench/run.ts\`, ${time(f.build_measured_at)}` : ''}.

${markdownTable(f)}
${details.offline_packs ? `\nOffline packs (each downloaded by its button on the Offline page; a time at Slow 4G not measured is estimated from one that was, see docs/offline.md):\n\n${packsTable(details.offline_packs)}\n` : ''}${details.pages ? `\nPage weights (a cold load of the median page of each type, compressed as a browser asks):\n\n${pagesTable(details.pages)}\n` : ''}`;

const path = process.argv[2] ?? join(root, 'docs/figures.md');
const heading = '# Figures\n';
if (!readFileSync(path, 'utf8').startsWith(heading)) throw new Error(`${path} does not start with "${heading.trim()}"`);
writeFileSync(path, `${heading}${body}`);
console.log(`${path}: the figures are updated from bench/latest.json`);
