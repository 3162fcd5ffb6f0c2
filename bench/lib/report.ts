/** The figures as a table (terminal and README) and the targets of issue 8, each met or not. */

export type Figures = Record<string, unknown>;

const num = (f: Figures, key: string): number => (typeof f[key] === 'number' ? (f[key] as number) : NaN);

export function fmt(value: unknown): string {
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) return '–';
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return value.toLocaleString('en-US');
    return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(Math.abs(value) >= 10 ? 1 : 2);
  }
  return String(value);
}

/** Rows of the figures table: [key, what it is]. */
export const ROWS: [string, string][] = [
  ['build_s', 'full build (pages, JSON, search index), wall seconds'],
  ['build_peak_rss_mb', 'peak resident memory of the build, MB'],
  ['build_pages_s', '… of which pages (Astro), s'],
  ['json_write_s', '… of which the JSON tree (build log), s'],
  ['build_search_s', '… of which the search index, s'],
  ['build_downloads_s', '… of which the downloads (JSON, CSV, SQLite, GeoJSON, GraphML), s'],
  ['json_plain_write_s', 'a plain script writing the same JSON bytes, s'],
  ['json_write_ratio', 'JSON tree ÷ plain script'],
  ['html_pages', 'HTML pages'],
  ['json_files', 'JSON files'],
  ['json_dirs', 'folders of the API trees'],
  ['dist_files', 'files in dist/'],
  ['dist_bytes', 'bytes in dist/'],
  ['downloads_files', 'files under /downloads/ and /vendor/ (downloads, SQL engine)'],
  ['downloads_bytes', 'their bytes'],
  ['nginx_rewrite_rps', 'nginx, generated block, documented URLs, req/s'],
  ['nginx_rps', 'nginx, plain, same answers by .json path, req/s'],
  ['nginx_ratio', 'nginx rewrite ÷ plain'],
  ['nginx_rewrite_p99_ms', 'nginx rewrite p99 latency, ms'],
  ['nginx_rewrite_cpu_us_per_req', 'nginx worker CPU per request, rewrite, µs'],
  ['nginx_cpu_us_per_req', 'nginx worker CPU per request, plain, µs'],
  ['nginx_cpu_ratio', 'nginx CPU per request, plain ÷ rewrite'],
  ['server_rps', 'bundled server, documented URLs, req/s'],
  ['plain_node_rps', 'bare sirv, same answers by .json path, req/s'],
  ['server_ratio', 'bundled ÷ bare sirv'],
  ['server_p99_ms', 'bundled server p99 latency at 50 connections, ms'],
  ['plain_node_p99_ms', 'bare sirv p99 latency, ms'],
  ['server_cpu_us_per_req', 'bundled server CPU per request, µs'],
  ['plain_node_cpu_us_per_req', 'bare sirv CPU per request, µs'],
  ['server_gzip_rps', 'bundled server, clients asking for gzip, req/s'],
  ['server_start_s', 'bundled server start (file list of dist/), s'],
  ['server_idle_rss_mb', 'bundled server memory after start, MB'],
  ['search_first_result_ms', 'search: typing to first result, first query of a visit, slower mode, ms'],
  ['search_slow4g_first_ms', '… the same on Chrome\'s Slow 4G profile, slower mode, ms'],
  ['search_broad_warm_ms', 'search: a broad later query (indra; exact: a), slower mode, ms'],
  ['search_fulltext_ms', 'full text, first query of a visit, ms'],
  ['search_fulltext_warm_ms', 'full text, a later query, ms'],
  ['search_fulltext_broad_warm_ms', 'full text, a later broad query (indra), ms'],
  ['search_fulltext_slow4g_ms', 'full text, first query of a visit, Slow 4G, ms'],
  ['search_exact_ms', 'exact mode (everything), first query of a visit, ms'],
  ['search_exact_warm_ms', 'exact mode, a later query, ms'],
  ['search_exact_broad_warm_ms', 'exact mode, a later broad query (a), ms'],
  ['search_exact_slow4g_ms', 'exact mode, first query of a visit, Slow 4G, ms'],
  ['page_median_max_transfer_kb', 'heaviest page type (its median page), transferred, KB'],
  ['page_max_transfer_kb', 'heaviest single page measured, transferred (compressed), KB'],
  ['pages_js_outside_search', 'page types outside /search/, /downloads/sql/ and the API sandboxes loading JavaScript'],
  ['bad_inputs_total', 'bad requests sent'],
  ['bad_inputs_failed', 'bad requests answered wrongly'],
  ['broken_links', 'broken internal links'],
  ['links_checked', 'internal links checked'],
  ['build_safety_fail', 'build-safety tests failed'],
  ['load_requests', 'load test: requests (100 connections)'],
  ['load_errors', 'load test: errors (socket, 5xx, wrong status)'],
  ['load_rps', 'load test: req/s'],
  ['load_rss_growth_mb', 'load test: server memory growth, MB'],
  ['load_rss_peak_mb', 'load test: server memory peak, MB'],
];

export interface Target {
  name: string;
  value: string;
  met: boolean | null;
}

export function targets(f: Figures): Target[] {
  const t = (name: string, value: number, ok: (v: number) => boolean, unit = ''): Target => ({
    name,
    value: `${fmt(value)}${unit}`,
    met: Number.isNaN(value) ? null : ok(value),
  });
  return [
    t('full build under 90 s', num(f, 'build_s'), (v) => v < 90, ' s'),
    t('build peak memory under 2 GB', num(f, 'build_peak_rss_mb'), (v) => v < 2048, ' MB'),
    t('JSON writing within 2× of a plain script', num(f, 'json_write_ratio'), (v) => v <= 2, '×'),
    t('nginx rewrite at least 0.9× plain nginx', num(f, 'nginx_ratio'), (v) => v >= 0.9, '×'),
    t('bundled server at least 0.9× bare sirv', num(f, 'server_ratio'), (v) => v >= 0.9, '×'),
    t('bundled server p99 under 10 ms at 50 connections', num(f, 'server_p99_ms'), (v) => v < 10, ' ms'),
    t('search: first result under 150 ms, both modes', num(f, 'search_first_result_ms'), (v) => v < 150, ' ms'),
    t('search: first result under 1.5 s on Slow 4G, both modes', num(f, 'search_slow4g_first_ms'), (v) => v < 1500, ' ms'),
    t('search: broad later query under 150 ms, both modes', num(f, 'search_broad_warm_ms'), (v) => v < 150, ' ms'),
    t('no JavaScript outside search, SQL and the sandboxes', num(f, 'pages_js_outside_search'), (v) => v === 0, ' page types'),
    t('bad input: ≥ 200 requests, all answered right', num(f, 'bad_inputs_failed') + (num(f, 'bad_inputs_total') >= 200 ? 0 : 1e9), (v) => v === 0, ' wrong'),
    t('no broken links', num(f, 'broken_links'), (v) => v === 0),
    t('build safety tests pass', num(f, 'build_safety_fail'), (v) => v === 0, ' failed'),
    t('load: 100,000 requests, no errors', num(f, 'load_errors') + (num(f, 'load_requests') >= 100_000 ? 0 : 1e9) + (f.load_server_alive === false ? 1e9 : 0), (v) => v === 0, ' errors'),
    t('load: memory growth bounded (under 64 MB)', num(f, 'load_rss_growth_mb'), (v) => v < 64, ' MB'),
  ];
}

function pad(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n');
}

export function terminalTable(f: Figures): string {
  const figures = pad(ROWS.filter(([k]) => k in f).map(([k, what]) => [k, fmt(f[k]), what]));
  const goals = pad(targets(f).map((g) => [g.met === null ? '  –  ' : g.met ? ' met ' : ' NOT ', g.name, g.value]));
  return `${figures}\n\ntargets:\n${goals}`;
}

export function markdownTables(f: Figures): string {
  const figures = ['| figure | value | what |', '|---|---:|---|', ...ROWS.filter(([k]) => k in f).map(([k, what]) => `| \`${k}\` | ${fmt(f[k])} | ${what} |`)];
  const goals = ['| target | measured | met |', '|---|---:|:---:|', ...targets(f).map((g) => `| ${g.name} | ${g.value} | ${g.met === null ? '–' : g.met ? 'yes' : '**no**'} |`)];
  return `${figures.join('\n')}\n\n${goals.join('\n')}`;
}

interface PageRow {
  type: string;
  pages: number;
  transfer_bytes: number;
  js_files: number;
  js_bytes: number;
  largest?: { url: string; transfer_bytes: number };
}

export function pagesTable(pages: PageRow[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = ['| page type | pages | transferred (median page) | largest page | JavaScript |', '|---|---:|---:|---:|---:|'];
  // Pages of their own (indexes, about) share one row, except the home and search pages.
  const single = pages.filter((p) => p.pages === 1 && p.type !== '/' && p.type !== '/search/');
  for (const p of pages.filter((p) => !single.includes(p))) {
    const js = p.js_files ? `${p.js_files} file${p.js_files > 1 ? 's' : ''}, ${kb(p.js_bytes)}` : 'none';
    rows.push(`| \`${p.type}\` | ${p.pages.toLocaleString('en-US')} | ${kb(p.transfer_bytes)} | ${p.largest ? `${kb(p.largest.transfer_bytes)} (\`${p.largest.url}\`)` : '–'} | ${js} |`);
  }
  if (single.length) {
    const sizes = single.map((p) => p.transfer_bytes);
    const biggest = single.find((p) => p.transfer_bytes === Math.max(...sizes))!;
    const js = single.filter((p) => p.js_files > 0).length;
    rows.push(`| ${single.length} index and other single pages | ${single.length} | ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))} | ${kb(biggest.transfer_bytes)} (\`${biggest.type}\`) | ${js ? `${js} pages with JavaScript` : 'none'} |`);
  }
  return rows.join('\n');
}
