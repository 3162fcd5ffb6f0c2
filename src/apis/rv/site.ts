/**
 * The hymn data as the pages use it: verses grouped into suktas and mandals, and per poet, being
 * and meter, with the JSON file that answers for each.
 */
import { jsonLink, NO_NAMES } from '../../core/json-link.ts';
import { rvApi } from './endpoints.ts';
import type { HymnVerse } from './schema.ts';
import { slugOf } from './urls.ts';

export * from './urls.ts';

export interface Sukta {
  mandal: number;
  sukta: number;
  verses: HymnVerse[];
}

export interface Named {
  name: string;
  slug: string;
  category: string;
  verses: HymnVerse[];
}

export interface HymnSite {
  verses: HymnVerse[];
  suktas: Sukta[];
  suktasOf: Map<number, Sukta[]>;
  poets: Named[];
  beings: Named[];
  meters: Named[];
}

/** The link to a /rv/v2/meta request's JSON, e.g. rvJson('/god/{sungfor}', 'Agni') → /rv/v2/meta/god/agni.json */
export const rvJson = (request: string, value: string | number | Record<string, number>) =>
  jsonLink(rvApi, NO_NAMES, request, value);
/** The exact answer for one hymn: its rows (/rv/v2/meta/sukta/10/129.json), linked from its sukta and verse pages. */
export const suktaJson = (mandal: number, sukta: number) => rvJson('/sukta/{mandal}/{sukta}', { mandal, sukta });

function collect(
  verses: HymnVerse[],
  names: (v: HymnVerse) => { name: string; category: string }[],
  kind: string,
): Named[] {
  const map = new Map<string, Named>();
  for (const verse of verses) {
    for (const { name, category } of names(verse)) {
      let entry = map.get(name);
      if (!entry) map.set(name, (entry = { name, slug: slugOf(name), category, verses: [] }));
      if (entry.verses[entry.verses.length - 1] !== verse) entry.verses.push(verse);
    }
  }
  const slugs = new Map<string, string>();
  for (const { name, slug } of map.values()) {
    if (slugs.has(slug))
      throw new Error(`rv: ${kind} "${name}" and "${slugs.get(slug)}" share the page URL slug "${slug}"`);
    slugs.set(slug, name);
  }
  return [...map.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function hymnSite(verses: HymnVerse[]): HymnSite {
  const suktas: Sukta[] = [];
  for (const verse of verses) {
    const last = suktas[suktas.length - 1];
    if (last && last.mandal === verse.mandal && last.sukta === verse.sukta) last.verses.push(verse);
    else suktas.push({ mandal: verse.mandal, sukta: verse.sukta, verses: [verse] });
  }
  const suktasOf = Map.groupBy(suktas, (s) => s.mandal);
  return {
    verses,
    suktas,
    suktasOf,
    poets: collect(verses, (v) => v.poets, 'poet'),
    beings: collect(verses, (v) => v.deities, 'being'),
    meters: collect(verses, (v) => [{ name: v.meter, category: '' }], 'meter'),
  };
}

/** "1.1.1" */
export const verseRefOf = (v: HymnVerse) => `${v.mandal}.${v.sukta}.${v.verse}`;
export const unique = <T>(items: T[]) => [...new Set(items)];
