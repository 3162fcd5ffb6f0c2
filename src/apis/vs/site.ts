/** The nouns on the site: one page per transliterated word, its URLs, and its JSON. */
import { jsonLink, NO_NAMES } from '../../core/json-link.ts';
import { CATEGORY_GROUPS, groupOf, type CategoryGroup, type NounRecord } from './schema.ts';
import { vsApi } from './endpoints.ts';
import { slugOfWord } from './urls.ts';

export interface NounPage {
  slug: string;
  word: string;
  /** The records of this word (one per category, sometimes with different meanings), in data order. */
  senses: NounRecord[];
  categories: string[];
}

export { slugOfWord, nounUrl, categoryUrl, groupUrl } from './urls.ts';

/** The link to a /vs/v2 request's JSON, e.g. vsJson('/words/{word}', 'Ash') → /vs/v2/words/ash.json */
export const vsJson = (request: string, value: string) => jsonLink(vsApi, NO_NAMES, request, value);

export function nounPages(records: readonly NounRecord[]): NounPage[] {
  const pages = new Map<string, NounPage>();
  for (const record of records) {
    const slug = slugOfWord(record.word);
    let page = pages.get(slug);
    if (!page) pages.set(slug, (page = { slug, word: record.word, senses: [], categories: [] }));
    page.senses.push(record);
    if (!page.categories.includes(record.category)) page.categories.push(record.category);
  }
  return [...pages.values()];
}

export function groupsOf(categories: readonly string[]): CategoryGroup[] {
  return [...new Set(categories.map(groupOf))];
}

export const GROUPS = Object.keys(CATEGORY_GROUPS) as CategoryGroup[];
