/**
 * The one rule on top of Pagefind's order: the record a query names comes first. Pagefind ranks
 * every page that contains the query's words (and words it begins), with weights and metadata
 * boosts, but a title that merely starts with the query ("Indragop" for indra) or contains it
 * ("Arjun's exile" for arjun) scores like the record that is called so. Among the top results,
 * those whose reviewed reader's name (content/search/variants.json) is the query come first,
 * then those whose name, alias or generated spelling is the query (compared by skeleton, so
 * spellings meet), then the rest; Pagefind's order is kept within each group. Browser code.
 */
import { skeleton } from './variants.ts';

export interface NamedMeta {
  title?: string;
  names?: string;
  known?: string;
  spellings?: string;
}

const split = (value: string | undefined, by: string | RegExp) => (value ? value.split(by).filter(Boolean) : []);

/** 0: the reviewed table names the query; 1: a name, alias or spelling is the query; 2: neither. */
export function nameTier(meta: NamedMeta, query: string): 0 | 1 | 2 {
  const wanted = skeleton(query);
  if (!wanted) return 2;
  const is = (name: string) => skeleton(name) === wanted;
  if (split(meta.known, ' · ').some(is)) return 0;
  if ([meta.title ?? '', ...split(meta.names, ' · '), ...split(meta.spellings, ' ')].some(is)) return 1;
  return 2;
}

/** Stable: the items in tier order, Pagefind's order within a tier. */
export function rerank<T>(items: readonly T[], metaOf: (item: T) => NamedMeta, query: string): T[] {
  const tiers: T[][] = [[], [], []];
  for (const item of items) tiers[nameTier(metaOf(item), query)].push(item);
  return tiers.flat();
}
