/** The verses collection as the pages use it, grouped once per build. */
import { getCollection } from 'astro:content';
import { hymnSite, type HymnSite } from './site.ts';
import type { HymnVerse } from './schema.ts';
import { loadHymnNames, type HymnNames } from './hymn-names.ts';

let cached: Promise<HymnSite> | undefined;

export function hymnSiteFromCollection(): Promise<HymnSite> {
  cached ??= getCollection('verses').then((entries) => {
    const verses = entries.map(({ data }) => {
      const { id: _, ...verse } = data;
      return verse as HymnVerse;
    });
    verses.sort((a, b) => a.mandal - b.mandal || a.sukta - b.sukta || a.verse - b.verse);
    return hymnSite(verses);
  });
  return cached;
}

let names: Promise<HymnNames> | undefined;

/** The traditional hymn names, checked against the verses (content/rv/hymn-names.json). */
export function hymnNamesFromCollection(): Promise<HymnNames> {
  names ??= hymnSiteFromCollection().then((site) => loadHymnNames(site.suktas.flatMap((s) => s.verses)));
  return names;
}
