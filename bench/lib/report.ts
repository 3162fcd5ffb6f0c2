/** The figures as tables, for the terminal and docs/figures.md: each with what it measures. */
import type { PageWeight } from './pages.ts';

export type Figures = Record<string, unknown>;

export function fmt(value: unknown): string {
  if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return '–';
  if (typeof value !== 'number') return String(value);
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(Math.abs(value) >= 10 ? 1 : 2);
}

/** [key, what it is], in the order shown; figures a run did not measure are left out. */
export const ROWS: [string, string][] = [
  ['build_s', 'full build (pages, JSON, search index, downloads), wall seconds'],
  ['build_peak_rss_mb', 'peak resident memory of the build (all its processes), MB'],
  ['build_pages_s', '… of which pages (Astro), s'],
  ['json_write_s', '… of which the JSON tree, s'],
  ['build_search_s', '… of which the search index, s'],
  ['build_downloads_s', '… of which the downloads, s'],
  ['json_plain_write_s', 'a plain script writing the same JSON bytes, s'],
  ['json_write_ratio', 'JSON tree ÷ plain script'],
  ['html_pages', 'HTML pages'],
  ['json_files', 'JSON files'],
  ['json_dirs', 'folders of the API trees'],
  ['search_files', 'files of the search index'],
  ['downloads_files', 'files under /downloads/ and /vendor/'],
  ['downloads_bytes', 'their bytes'],
  ['dist_files', 'files in dist/'],
  ['dist_bytes', 'bytes in dist/'],
  ['server_start_s', 'bundled server: start to listening, s'],
  ['server_idle_rss_mb', 'bundled server: memory after start, MB'],
  ['server_rps', 'bundled server, documented URLs, req/s'],
  ['plain_node_rps', 'bare sirv, the same answers by .json path, req/s'],
  ['server_ratio', 'bundled ÷ bare sirv, req/s'],
  ['server_p99_ms', 'bundled server p99 latency at 50 connections, ms'],
  ['plain_node_p99_ms', 'bare sirv p99 latency, ms'],
  ['server_cpu_us_per_req', 'bundled server CPU per request, µs'],
  ['plain_node_cpu_us_per_req', 'bare sirv CPU per request, µs'],
  ['server_gzip_rps', 'bundled server, clients asking for gzip, req/s'],
  ['server_gzip_ratio', 'gzip ÷ uncompressed, req/s'],
  ['server_gzip_p99_ms', 'bundled server p99 latency with gzip, ms'],
  ['nginx_rewrite_rps', 'nginx with the generated configuration, documented URLs, req/s'],
  ['nginx_rps', 'plain nginx, the same answers by .json path, req/s'],
  ['nginx_ratio', 'generated configuration ÷ plain nginx, req/s'],
  ['nginx_rewrite_p99_ms', 'nginx with the generated configuration, p99 latency, ms'],
  ['nginx_p99_ms', 'plain nginx p99 latency, ms'],
  ['nginx_rewrite_cpu_us_per_req', 'nginx worker CPU per request, generated configuration, µs'],
  ['nginx_cpu_us_per_req', 'nginx worker CPU per request, plain, µs'],
  ['load_requests', 'bundled server at 100 connections: requests'],
  ['load_errors', '… socket errors and timeouts'],
  ['load_rps', '… req/s'],
  ['load_rss_growth_mb', '… memory growth over the run, MB'],
  ['load_rss_peak_mb', '… memory peak, MB'],
  ['search_first_result_ms', 'search: typing to first result, first query of a visit, slower mode, ms'],
  ['search_slow4g_first_ms', '… the same on Slow 4G, ms'],
  ['search_broad_warm_ms', 'search: a broad later query (indra; exact: a), slower mode, ms'],
  ['search_fulltext_ms', 'full text, first query of a visit, ms'],
  ['search_fulltext_warm_ms', 'full text, a later query, ms'],
  ['search_fulltext_slow4g_ms', 'full text, first query of a visit, Slow 4G, ms'],
  ['search_fulltext_unnamed_ms', 'full text, a first query that names no record (Pagefind alone), ms'],
  ['search_fulltext_unnamed_slow4g_ms', '… the same on Slow 4G, ms'],
  ['search_exact_ms', 'exact mode, first query of a visit, ms'],
  ['search_exact_warm_ms', 'exact mode, a later query, ms'],
  ['search_exact_slow4g_ms', 'exact mode, first query of a visit, Slow 4G, ms'],
  [
    'search_transliteration_gz_bytes',
    "search: the query's script reader (src/search/script.ts), minified and gzipped, bytes",
  ],
  ['search_sanscript_gz_bytes', '… Sanscript, the library, bundled for the same use, bytes'],
  [
    'search_cold_slow_phone_first_ms',
    'a linked search opened cold (/search/?q=अर्जुन), 400 kbit/s, 400 ms, 4× CPU: first result, ms',
  ],
  ['search_cold_slow_phone_page_ms', '… its first page of results in, ms'],
  ['search_cold_slow_phone_kb_before_first', '… transferred before the first result, KB'],
  ['search_cold_slow_phone_cls', '… layout shift (CLS) by the first page'],
  ['search_cold_slow4g_first_ms', "the same on Lighthouse's Slow 4G (4× CPU): first result, ms"],
  ['search_cold_slow4g_page_ms', '… its first page of results in, ms'],
  ['search_cold_slow4g_kb_before_first', '… transferred before the first result, KB'],
  ['search_cold_slow4g_cls', '… layout shift (CLS) by the first page'],
  ['page_median_max_transfer_kb', 'heaviest page type (its median page), transferred, KB'],
  ['pages_js_outside_search', 'page types loading JavaScript, besides search, SQL and the API sandboxes'],
  ['offline_shell_files', 'offline: files the service worker precaches when it installs (the shell)'],
  ['offline_shell_kb', '… their size, kB'],
  ['offline_shell_gz_kb', '… gzipped, kB'],
  ['offline_sw_kb', 'the service worker (sw.js), kB'],
  ['offline_page_added_bytes', 'bytes every page carries for the offline site (median of a sample of pages)'],
  ['offline_page_added_gz_bytes', '… gzipped'],
  ['offline_paint_first_no_sw_ms', 'first paint of a hymn page, first visit, service workers blocked, ms'],
  ['offline_paint_first_sw_ms', '… the same with the service worker (it registers after the load), ms'],
  ['offline_paint_first_ratio', '… with ÷ without'],
  ['offline_paint_second_no_sw_ms', 'first paint of the second visit, no service worker, ms'],
  ['offline_paint_second_sw_ms', '… the same with the service worker in control, ms'],
  ['offline_paint_second_ratio', '… with ÷ without'],
  ['offline_paint_slow4g_first_no_sw_ms', 'first paint, first visit at Slow 4G, service workers blocked, ms'],
  ['offline_paint_slow4g_first_sw_ms', '… the same with the service worker, ms'],
  ['offline_paint_slow4g_first_ratio', '… with ÷ without'],
  ['offline_packs_mb', 'the six packs together, MB (each: the packs table below)'],
  ['offline_slow4g_nominal_ratio', 'a pack at Slow 4G: measured time ÷ nominal (latency over 6 requests + bytes)'],
];

const rows = (f: Figures) => ROWS.filter(([k]) => k in f).map(([k, what]) => [k, fmt(f[k]), what]);

export function terminalTable(f: Figures): string {
  const all = rows(f);
  const widths = [0, 1].map((i) => Math.max(...all.map((r) => r[i].length)));
  return all.map(([k, v, what]) => `${k.padEnd(widths[0])}  ${v.padStart(widths[1])}  ${what}`).join('\n');
}

export function markdownTable(f: Figures): string {
  return [
    '| figure | value | what |',
    '|---|---:|---|',
    ...rows(f).map(([k, v, what]) => `| \`${k}\` | ${v} | ${what} |`),
  ].join('\n');
}

export interface PackRow {
  id: string;
  files: number;
  mb: number;
  localhost_s?: number | null;
  slow_4g_s?: number | null;
  slow_4g_s_estimated?: number | null;
}

export function packsTable(packs: PackRow[]): string {
  const slow = (p: PackRow) =>
    p.slow_4g_s != null
      ? fmt(p.slow_4g_s)
      : p.slow_4g_s_estimated != null
        ? `≈ ${fmt(p.slow_4g_s_estimated)} (estimated)`
        : '–';
  const lines = packs.map(
    (p) => `| \`${p.id}\` | ${fmt(p.files)} | ${p.mb.toFixed(1)} | ${fmt(p.localhost_s)} | ${slow(p)} |`,
  );
  return [
    '| pack | files | MB | download on localhost, s | at Slow 4G, s |',
    '|---|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

export function pagesTable(pages: PageWeight[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = pages.map(
    (p) =>
      `| \`${p.type}\` | ${p.pages.toLocaleString('en-US')} | ${kb(p.transfer_bytes)} | ${p.js_files ? `${p.js_files} file(s), ${kb(p.js_bytes)}` : 'none'} |`,
  );
  return ['| page type | pages | transferred (median page) | JavaScript |', '|---|---:|---:|---:|', ...lines].join(
    '\n',
  );
}
