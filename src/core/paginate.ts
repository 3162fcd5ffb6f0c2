/** The one paginator: every paginated list of every API goes through it. */
import { ApiError } from './api-error.ts';

export interface PageMeta {
  page: number;
  limit: number;
  total: number;
  pages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export interface Page<T> {
  meta: PageMeta;
  data: T[];
}

/** Number of pages of a list; page 1 exists even for an empty list. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

export function paginate<T>(items: readonly T[], limit: number, page: number): Page<T> {
  const pages = pageCount(items.length, limit);
  if (page > pages) throw new ApiError(404, `page ${page} is past the last page (${pages}) at limit ${limit}`);
  const start = (page - 1) * limit;
  return {
    meta: { page, limit, total: items.length, pages, hasNext: page < pages, hasPrev: page > 1 },
    data: items.slice(start, start + limit),
  };
}

/**
 * The pages (numbers) of a list at `size` items a page that hold page `page` at a smaller `limit`,
 * page 1 first (it gives the total). A reader that cannot read on demand (a browser fetching
 * files) loads these before calling pageFromLargerPages.
 */
export function sourcePages(limit: number, page: number, size: number): number[] {
  const pages = new Set([1]);
  const start = (page - 1) * limit;
  // A page beyond 2^53 items is past every list: page 1 (the total) is all it takes to say so,
  // and counting up from such a number would never end (p + 1 === p).
  if (!Number.isSafeInteger(start + limit)) return [...pages];
  const first = Math.floor(start / size) + 1;
  const last = Math.floor((start + limit - 1) / size) + 1;
  for (let p = first; p <= last; p++) pages.add(p);
  return [...pages];
}

/**
 * Page `page` at `limit`, cut from the pages of the same list at a larger `size` (a build that
 * precomputed fewer limits keeps every list in its largest pages). `read(p)` gives page p at
 * `size`, or undefined when there is no such page; the answer is undefined when the list has no
 * such pages or is empty. The server reads them from dist/, the client from any static host.
 */
export function pageFromLargerPages<T>(
  limit: number,
  page: number,
  size: number,
  read: (page: number) => Page<T> | undefined,
): Page<T> | undefined {
  const first = read(1);
  if (!first || first.meta.total === 0) return undefined;
  const pages = pageCount(first.meta.total, limit);
  if (page > pages) throw new ApiError(404, `page ${page} is past the last page (${pages}) at limit ${limit}`);
  const start = (page - 1) * limit;
  const items: T[] = [];
  for (let p = Math.floor(start / size) + 1; items.length < (start % size) + limit && p <= first.meta.pages; p++) {
    const chunk = p === 1 ? first : read(p);
    if (!chunk) throw new Error(`page ${p} at limit ${size} of a list of ${first.meta.total} is missing`);
    items.push(...chunk.data);
  }
  const data = items.slice(start % size, (start % size) + limit);
  return { meta: { page, limit, total: first.meta.total, pages, hasNext: page < pages, hasPrev: page > 1 }, data };
}
