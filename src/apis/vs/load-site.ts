/** The nouns collection as the pages use it. */
import { getCollection } from 'astro:content';
import { nounPages } from './site.ts';

export async function nounPagesFromCollection() {
  const entries = await getCollection('nouns');
  entries.sort((a, b) => Number(a.id) - Number(b.id));
  return nounPages(entries.map((e) => e.data));
}
