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

export const HYMN_KINDS: Record<HymnKind['key'], HymnKind> = {
  poets: {
    key: 'poets',
    title: 'Poets',
    singular: 'poet',
    url: poetUrl,
    categoryUrl: poetCategoryUrl,
    of: (s) => s.poets,
    json: (n) => rvJson('/poetname/{sungby}', n),
  },
  beings: {
    key: 'beings',
    title: 'Beings sung for',
    singular: 'being',
    url: deityUrl,
    categoryUrl: beingCategoryUrl,
    of: (s) => s.beings,
    json: (n) => rvJson('/godname/{sungfor}', n),
  },
  meters: {
    key: 'meters',
    title: 'Meters',
    singular: 'meter',
    url: meterUrl,
    of: (s) => s.meters,
    json: (n) => rvJson('/metername/{meter}', n),
  },
};
