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
 * (each word's search loads only its index chunk), if two words or more are left; if every word is
 * found but never all together, without one of them. `asIast`: the
 * query in IAST, where it came in Devanagari and `query` spells it as readers do (kṛṣim as
 * krishim, which finds a name's spellings): a verse's words are indexed in IAST, which Pagefind
 * folds to krsim, so it is asked for when the readers' spelling finds nothing.
 */
export async function searchFullText(query: string, filters: Filters, asIast?: string): Promise<PagefindSearch | null> {
  const pagefind = await loadPagefind();
  let found = await pagefind.search(query, { filters });
  if (found && !found.results.length && asIast && asIast !== query) {
    found = await pagefind.search(asIast, { filters });
    query = asIast;
  }
  const words = query.split(/\s+/).filter(Boolean);
  if (!found || found.results.length || words.length < 3) return found;
  const each = await Promise.all(words.map((word) => pagefind.search(word, { filters })));
  const known = words.filter((_, i) => each[i]?.results.length);
  if (known.length >= 2 && known.length < words.length) return pagefind.search(known.join(' '), { filters });
  if (known.length < words.length) return found;
  // Every word is somewhere, never all together: a word the verse joins to the next by sandhi
  // ("ekam sad vipra": sadviprā) or misspells into another word. Without one word, the shortest first.
  for (const left of [...words.keys()].sort((a, b) => words[a].length - words[b].length)) {
    const without = await pagefind.search(words.filter((_, i) => i !== left).join(' '), { filters });
    if (without?.results.length) return without;
  }
  return found;
}

export async function allFilters(): Promise<FilterCounts> {
  return (await loadPagefind()).filters();
}
