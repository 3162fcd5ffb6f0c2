/**
 * Full-text search through Pagefind's own JavaScript API (not its UI): the runtime loads when the
 * search box gets focus (or a linked query runs), a query loads only the index chunks and result
 * fragments it needs, and the filter files load only when the reader opens the filters.
 */
import { PAGEFIND_OPTIONS } from './ranking.ts';
import { link } from '../site/link.ts';

export interface ResultData {
  url: string;
  excerpt: string;
  /** the page's indexed text */
  content?: string;
  meta: Record<string, string | undefined>;
}
export interface PagefindResult {
  id: string;
  score: number;
  /** the meta fields the query matched, known without loading the fragment; absent when none did */
  matchedMetaFields?: string[];
  data(): Promise<ResultData>;
}
export type FilterCounts = Record<string, Record<string, number>>;
export interface PagefindSearch {
  results: PagefindResult[];
  filters: FilterCounts;
}
export type Filters = Record<string, { any: string[] }>;
interface Pagefind {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: { filters?: Filters }): Promise<PagefindSearch | null>;
  filters(): Promise<FilterCounts>;
}

let loading: Promise<Pagefind> | undefined;

/** Pagefind, loaded and initialised once (runtime, WebAssembly and the index's page list). */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = link('/pagefind/pagefind.js');
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    // The build names the index in the page (src/search/pagefind.ts) and preloads its files: the
    // entry file is asked for with that tag, and in this document (no worker), so the preloaded
    // copies are the ones used.
    const tag = document.getElementById('pagefind-files')?.dataset.tag;
    await pagefind.options({ ...PAGEFIND_OPTIONS, noWorker: true, ...(tag ? { metaCacheTag: tag } : {}) });
    await pagefind.init();
    return pagefind;
  })();
  return loading;
}

/**
 * Pagefind's results for a query. Pagefind finds only pages that have every word of it, so a typo
 * in a line of a verse ("we have drunk soma and become imortal") finds nothing: a query of three
 * words or more that finds nothing is searched again without the words Pagefind finds nowhere
 * (each word's search loads only its index chunk), if two words or more are left.
 */
export async function searchFullText(query: string, filters: Filters): Promise<PagefindSearch | null> {
  const pagefind = await loadPagefind();
  const found = await pagefind.search(query, { filters });
  const words = query.split(/\s+/).filter(Boolean);
  if (!found || found.results.length || words.length < 3) return found;
  const each = await Promise.all(words.map((word) => pagefind.search(word, { filters })));
  const known = words.filter((_, i) => each[i]?.results.length);
  return known.length >= 2 && known.length < words.length ? pagefind.search(known.join(' '), { filters }) : found;
}

export async function allFilters(): Promise<FilterCounts> {
  return (await loadPagefind()).filters();
}
