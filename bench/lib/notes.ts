/**
 * Notes on the targets for the README, written from the figures: what each result means, and for
 * a target not met, why and what would meet it.
 */
import { fmt, type Figures } from './report.ts';

const n = (f: Figures, key: string) => (typeof f[key] === 'number' ? (f[key] as number) : NaN);
const v = (f: Figures, key: string) => fmt(f[key]);

/** "8,174–9,645" from the rounds of one server in details (requests/s), or '' without them. */
function spread(rounds: unknown): string {
  if (!Array.isArray(rounds) || rounds.length === 0) return '';
  const rps = rounds.map((r: { rps: number }) => r.rps);
  return `${fmt(Math.round(Math.min(...rps)))}–${fmt(Math.round(Math.max(...rps)))}`;
}

export function notes(f: Figures, details: Record<string, any> = {}): string[] {
  const out: string[] = [];

  out.push(
    `**Two serving paths.** The bundled Node server is the local and exact-semantics path (any letter case, aliases, ` +
      `any substring, JSON errors for everything); nginx or a CDN in front of the static files is the production path. ` +
      `With the same mix on this machine nginx (one worker) answers ${v(f, 'nginx_rewrite_rps')} requests/s through the ` +
      `generated block, the bundled server ${v(f, 'server_rps')}.`,
  );

  const build = n(f, 'build_s');
  out.push(
    `**Build** (${v(f, 'build_s')} s, peak ${v(f, 'build_peak_rss_mb')} MB: ${build < 90 ? 'met' : '**not met**'}${n(f, 'build_peak_rss_mb') < 2048 ? '' : '; memory **not met**'}). ` +
      `Pages take ${v(f, 'build_pages_s')} s, the JSON tree ${v(f, 'json_write_s')} s, the search index ${v(f, 'build_search_s')} s ` +
      `(Pagefind's indexer, a process of its own, runs while the build still holds its pages: the peak is the two together). ` +
      `The JSON tree is ${v(f, 'json_files')} files in ${v(f, 'json_dirs')} folders (Rule 2 makes a folder of every query ` +
      `parameter value, and every limit from 1 to 50 of every epic list is precomputed), so writing it is creating files ` +
      `and folders: profiled, mkdir and writeFile take nearly all of it, and computing and serialising every answer well ` +
      `under a second. A plain script writing the same bytes into the same tree takes ${v(f, 'json_plain_write_s')} s ` +
      `(${v(f, 'json_write_ratio')}×: ${n(f, 'json_write_ratio') <= 2 ? 'met' : '**not met**'}); the difference is mostly the state ` +
      `of the filesystem (the build writes right after the pages, the script after the build), which also makes this ` +
      `figure the noisiest here. Deleting the previous dist/ (as slow as writing it) is left to a detached process, so ` +
      `it is not in the build time; the bench moves dist/ aside first, as a fresh clone has none.` +
      (build < 90 ? '' : ' What would meet it: fewer files (`INDICA_LIMITS` narrows the precomputed limits) or a faster filesystem.'),
  );

  out.push(
    `**nginx** (${v(f, 'nginx_ratio')}×: ${n(f, 'nginx_ratio') >= 0.9 ? 'met' : '**not met**'}). At these rates one wrk thread ` +
      `is as busy as nginx's one worker, so requests/s move with the machine; the worker's CPU time per request is the ` +
      `steadier measure of what the rewrite costs: ${v(f, 'nginx_rewrite_cpu_us_per_req')} µs with the generated block ` +
      `against ${v(f, 'nginx_cpu_us_per_req')} µs serving the .json paths` +
      (details.nginx_rounds ? ` (rounds of this run: ${spread(details.nginx_rounds.rewrite)} and ${spread(details.nginx_rounds.plain)} requests/s)` : '') +
      `. Most of the difference is the name maps (a regular expression per name and alias, tried in order for each ` +
      `request that carries a name): without them, an earlier run had the two within 3%.` +
      (n(f, 'mix_mismatches_nginx_rewrite') > 0
        ? ` ${v(f, 'mix_mismatches_nginx_rewrite')} URL(s) of the mix got a different status from nginx than from the bundled server (see \`details.preflight\` in bench/latest.json).`
        : ''),
  );

  const ratio = n(f, 'server_ratio');
  out.push(
    `**Bundled server against bare sirv** (${v(f, 'server_ratio')}×: ${ratio >= 0.9 ? 'met' : '**not met**'}; ` +
      `CPU per request ${v(f, 'server_cpu_us_per_req')} µs against ${v(f, 'plain_node_cpu_us_per_req')} µs` +
      (details.server_rounds ? `; rounds of this run: ${spread(details.server_rounds.bundled)} against ${spread(details.server_rounds.plain_node)} requests/s` : '') +
      `). On this shared machine the ratio moved between 0.84 and 1.05 from one run to the next (seven runs on 22 November 2026); ` +
      `measured by kind of request, pages, files and documented URLs come out within a few per cent of bare sirv, and ` +
      `404s cost most (a JSON body and headers where sirv sends an empty answer: about 37 µs against 14 µs). ` +
      `The contract itself costs about 5 µs to resolve a documented URL and 12 µs to answer an unknown name or ` +
      `category (an Error, with its stack trace, per 404); the \`compression\` middleware added about 30% to the CPU time of each ` +
      `request even when the client asked for no compression, so the handler now skips it for requests without ` +
      `\`Accept-Encoding\` (it would only have added \`Vary\`, which the handler sets). Clients asking for gzip get ` +
      `${v(f, 'server_gzip_rps')} requests/s: every answer is compressed as it is sent.` +
      (ratio >= 0.9
        ? ''
        : ' What would meet it steadily: cheaper not-found answers (an ApiError without a captured stack trace in ' +
          'src/core, a cached body per message) and a quiet machine; nothing in the contract costs more than that.'),
  );

  const p99 = n(f, 'server_p99_ms');
  out.push(
    `**p99 at 50 connections** (${v(f, 'server_p99_ms')} ms: ${p99 < 10 ? 'met' : '**not met**'}; bare sirv ${v(f, 'plain_node_p99_ms')} ms). ` +
      (p99 < 10
        ? 'With 50 connections kept busy the mean wait is 50 ÷ the rate; the tail stays within twice that.'
        : `With 50 connections kept busy by wrk the mean latency is 50 ÷ the rate (about ${fmt(50_000 / n(f, 'server_rps'))} ms ` +
          `here), so a p99 under 10 ms needs the tail within about twice the mean. The library alone is at ` +
          `${v(f, 'plain_node_p99_ms')} ms on this shared 2-core machine (one core for the server, one for wrk): every ` +
          `request takes three or four thread-pool file operations (open, reads, close) and queues behind the other 49, and ` +
          `young-generation garbage collections (about 1.5 ms each) land in the tail. What would meet it: a second core per ` +
          `server (two processes), serving small files from memory instead of a file stream per request (a change to ` +
          `sirv's way of sending), or nginx, the production path (p99 ${v(f, 'nginx_rewrite_p99_ms')} ms).`),
  );

  const search = n(f, 'search_first_result_ms');
  const slow = n(f, 'search_slow4g_first_ms');
  const broad = n(f, 'search_broad_warm_ms');
  out.push(
    `**Search** (first result ${v(f, 'search_first_result_ms')} ms: ${search < 150 ? 'met' : '**not met**'}; on Slow 4G ` +
      `${v(f, 'search_slow4g_first_ms')} ms: ${slow < 1500 ? 'met' : '**not met**'}; a broad later query ` +
      `${v(f, 'search_broad_warm_ms')} ms: ${broad < 150 ? 'met' : '**not met**'}). Full text (Pagefind's JavaScript API, ` +
      `no UI library): ${v(f, 'search_fulltext_ms')} ms for the first query of a visit, ${v(f, 'search_fulltext_warm_ms')} ms ` +
      `later, ${v(f, 'search_fulltext_broad_warm_ms')} ms for "indra", ${v(f, 'search_fulltext_slow4g_ms')} ms first on Slow 4G. ` +
      `Exact mode over everything: ${v(f, 'search_exact_ms')} ms first (it loads the catalogs, each field shown as its ` +
      `catalog arrives), ${v(f, 'search_exact_warm_ms')} ms later, ${v(f, 'search_exact_broad_warm_ms')} ms for "a", ` +
      `${v(f, 'search_exact_slow4g_ms')} ms first on Slow 4G. The page starts loading Pagefind when the box gets the ` +
      `focus (it has it when the page opens); a query loads only its index chunks and the fragments of the results it ` +
      `shows; filter files load when the filters are opened.` +
      (search < 150 && slow < 1500 && broad < 150
        ? ''
        : ` Where the time goes: the name rule (src/search/rerank.ts) reads the names of Pagefind's top 40 results, so ` +
          `a query waits for 40 fragment files (about 340 bytes each). On Slow 4G at most six of them are in flight at a time ` +
          `(HTTP/1.1), each with 562 ms of latency: about seven round trips after the index chunk's, which would account for ` +
          `most of the time (inferred, not traced request by request). Locally the ` +
          `figures follow the machine's load (load average ${v(f, 'search_loadavg')} during the search run; the fastest ` +
          `first queries took ${v(f, 'search_fulltext_fastest_ms')} ms). What would meet it: reordering fewer results ` +
          `(for the ten hardest queries of the relevance suite the named record was within Pagefind's top 16 with ` +
          `these ranking options), or showing the first results before the rest of the 40 fragments are in.`),
  );

  out.push(
    `**Pages**: ${v(f, 'page_types')} page types; the median page of the heaviest type transfers ` +
      `${v(f, 'page_median_max_transfer_kb')} KB, the heaviest single page measured ${v(f, 'page_max_transfer_kb')} KB ` +
      `(compressed). ${n(f, 'pages_js_outside_search') === 0 ? 'No page outside /search/, /downloads/sql/ and the API sandboxes (/api/{id}/try/) loads JavaScript (met)' : `**${v(f, 'pages_js_outside_search')} page types outside /search/ and /downloads/sql/ load JavaScript** (not met)`}; ` +
      `the search page loads ${v(f, 'search_page_js_kb')} KB of it before the first query.` +
      (n(f, 'page_max_transfer_kb') > 200
        ? ' The heavy pages are the epic\'s route and locator maps: each draws every country of the world at 1:50m and ' +
          'hides what is outside the frame with an SVG clip path. Clipping the geometry to the frame ' +
          '(`projection.clipExtent`) and drawing the fixed subcontinent outline once would make them a few KB (and ' +
          'take about a tenth of the build\'s CPU time away).'
        : ''),
  );

  out.push(
    `**Robustness**: ${v(f, 'bad_inputs_total')} bad requests (generated from the endpoint table: malformed ` +
      `percent-encoding, dot segments and encoded traversal toward a canary file next to dist/, NUL bytes, 64 KB URLs ` +
      `and headers, repeated and empty parameters, floats, negatives, huge integers, unknown parameters, every method ` +
      `but GET and HEAD, requests Node's parser refuses, bad ranges): ${v(f, 'bad_inputs_failed')} answered wrongly. ` +
      `${v(f, 'links_checked')} internal links checked, ${v(f, 'broken_links')} broken; build-safety tests: ` +
      `${v(f, 'build_safety_pass')} passed, ${v(f, 'build_safety_fail')} failed.`,
  );

  out.push(
    `**Load** (${n(f, 'load_errors') === 0 && f.load_server_alive !== false ? 'met' : '**not met**'}): ${v(f, 'load_requests')} requests at 100 connections (the serving mix plus computed substrings and ` +
      `400s), ${v(f, 'load_errors')} errors, ${v(f, 'load_rps')} requests/s; the server's memory went from ` +
      `${v(f, 'load_rss_before_mb')} MB to ${v(f, 'load_rss_after_mb')} MB (peak ${v(f, 'load_rss_peak_mb')} MB). ` +
      `The server takes ${v(f, 'server_start_s')} s to start and holds ${v(f, 'server_idle_rss_mb')} MB: sirv lists and ` +
      `stats every file of dist/ (${v(f, 'dist_files')}) when it starts.`,
  );
  return out;
}
