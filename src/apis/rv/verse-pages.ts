/**
 * Long verse lists (Indra has 3,156 verses) are split into pages of the one paginator: page 1 at
 * the record's own URL, page n at `…/verses/n/`.
 */
import { pageCount } from '../../core/paginate.ts';
import type { HymnVerse } from './schema.ts';

export const VERSES_PER_PAGE = 250;

export const versePageUrl = (base: string, page: number) => (page === 1 ? base : `${base}verses/${page}/`);

/** getStaticPaths entries of a record with a verse list: `[...page]` is empty on page 1. */
export function versePagePaths<P extends object>(slug: string, verses: readonly HymnVerse[], props: P) {
  return Array.from({ length: pageCount(verses.length, VERSES_PER_PAGE) }, (_, i) => ({
    params: { slug, page: i === 0 ? undefined : `verses/${i + 1}` },
    props: { ...props, page: i + 1 },
  }));
}

/** The verses of a category's members, each once, in the order of the text. */
export function versesOfAll(members: readonly { verses: readonly HymnVerse[] }[]): HymnVerse[] {
  return [...new Set(members.flatMap((m) => m.verses))].sort(
    (a, b) => a.mandal - b.mandal || a.sukta - b.sukta || a.verse - b.verse,
  );
}
