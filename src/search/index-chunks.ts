/**
 * The index chunk a query needs, asked for as soon as the query is typed. Pagefind learns which
 * chunk holds a word only once its WebAssembly and page list are in, and asks for the chunk then:
 * on a phone connection that is a round trip (over half a second) after a download that already
 * took the line. The build puts the chunks' word ranges into the search page (read from Pagefind's
 * page list, src/search/pagefind.ts); a preload link for the chunks a query's words fall in lets
 * both downloads share the line, and Pagefind takes the preloaded copy. Browser code.
 */
import { plainFold } from './variants.ts';
import { link } from '../site/link.ts';

/** A chunk of Pagefind's word index: the first and last word it holds, and its file's hash. */
export type IndexChunk = [from: string, to: string, hash: string];

/**
 * The chunks that may hold words beginning with a query's words. Pagefind stems the words first
 * (archers → archer), so the range starts a little before each word: a chunk too many costs a
 * download, a chunk missed only the time saved.
 */
export function chunksFor(chunks: readonly IndexChunk[], query: string): string[] {
  const hashes = new Set<string>();
  for (const word of plainFold(query).split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const low = word.slice(0, Math.max(3, word.length - 2));
    const high = `${word}\uffff`;
    for (const [from, to, hash] of chunks) if (from <= high && to >= low) hashes.add(hash);
  }
  return [...hashes];
}

const asked = new Set<string>();

/** Adds a preload link for each chunk the query needs that no earlier query asked for. */
export function preloadChunks(chunks: readonly IndexChunk[], query: string, base = link('/pagefind/index/')): void {
  for (const hash of chunksFor(chunks, query)) {
    if (asked.has(hash)) continue;
    asked.add(hash);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = `${base}${hash}.pf_index`;
    document.head.append(link);
  }
}
