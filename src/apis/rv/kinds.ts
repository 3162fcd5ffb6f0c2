/** The three kinds of named things of the hymn data, with their pages and JSON. */
import {
  beingCategoryUrl,
  deityUrl,
  meterUrl,
  poetCategoryUrl,
  poetUrl,
  rvJson,
  type HymnSite,
  type Named,
} from './site.ts';
import type { JsonLink } from '../../core/json-link.ts';

export interface HymnKind {
  key: 'poets' | 'beings' | 'meters';
  title: string;
  singular: string;
  url(name: string): string;
  json(name: string): JsonLink;
  categoryUrl?(category: string): string;
  of(site: HymnSite): Named[];
}

/**
 * A kind whose key is also its list in HymnSite, and whose pages link its whole-name lookup
 * (e.g. /poetname/{sungby}) as their JSON.
 */
const hymnKind = (
  key: HymnKind['key'],
  title: string,
  singular: string,
  lookup: string,
  urls: Pick<HymnKind, 'url' | 'categoryUrl'>,
): HymnKind => ({ key, title, singular, ...urls, of: (s) => s[key], json: (n) => rvJson(lookup, n) });

export const HYMN_KINDS: Record<HymnKind['key'], HymnKind> = {
  poets: hymnKind('poets', 'Poets', 'poet', '/poetname/{sungby}', { url: poetUrl, categoryUrl: poetCategoryUrl }),
  beings: hymnKind('beings', 'Beings sung for', 'being', '/godname/{sungfor}', {
    url: deityUrl,
    categoryUrl: beingCategoryUrl,
  }),
  meters: hymnKind('meters', 'Meters', 'meter', '/metername/{meter}', { url: meterUrl }),
};
