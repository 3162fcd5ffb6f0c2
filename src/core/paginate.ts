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
