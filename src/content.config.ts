/**
 * The content collections. The data collections read its file through the same validating loader the JSON writer
 * uses (src/core/content.ts), so pages and API answers come from identical records.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';
import { loadNouns } from './apis/vs/data.ts';
import { nounRecord } from './apis/vs/schema.ts';
import { loadHymnVerses } from './apis/rv/data.ts';
import { hymnVerse } from './apis/rv/schema.ts';

const nouns = defineCollection({
  loader: async () => loadNouns().records.map((record, index) => ({ id: String(index), ...record })),
  // Astro keeps the loader's `id` in the entry data.
  schema: nounRecord.extend({ id: z.string() }),
});

const verses = defineCollection({
  loader: async () =>
    loadHymnVerses().map((verse) => ({ id: `${verse.mandal}.${verse.sukta}.${verse.verse}`, ...verse })),
  schema: hymnVerse.extend({ id: z.string() }),
});

/**
 * The site's prose (the front page's text, about, sources, how to cite) as MDX under content/site/,
 * so an editor changes the words without touching a component. A page renders its entry by id.
 */
const prose = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/site' }),
  schema: z.object({ title: z.string().min(1), description: z.string().min(1) }),
});

export const collections = { nouns, verses, prose };
