/** The /vs/v2 endpoint table: four row filters over the nouns. */
import type { ApiDeclaration } from '../../core/endpoint.ts';
import { rowFilterEndpoint, type RowData } from '../../core/row-endpoint.ts';
import { CATEGORIES, noun, nounList, type Noun } from './schema.ts';

export const vsApi: ApiDeclaration<RowData<Noun>> = {
  id: 'vs',
  base: '/vs/v2',
  title: 'Vedic nouns',
  version: '2.0.0',
  description:
    'Nouns (other than proper names) of Vedic literature: the word in Nagari and in Roman transliteration, its meaning and its category. Matching on words and descriptions is by case-insensitive substring.',
  entities: {},
  schemas: { Noun: noun, Nouns: nounList, Category: noun.shape.category },
  endpoints: [
    rowFilterEndpoint<Noun>({
      path: '/words/{word}',
      summary: 'Nouns whose transliterated word contains the text',
      description: 'Case-insensitive substring of `word`: `/words/shat` gives kshatriya, prishat, shatapati….',
      params: {
        word: {
          kind: 'substring',
          field: 'word',
          minWordLength: 1,
          description: 'Text contained in the transliterated word.',
        },
      },
      response: nounList,
      examples: ['/words/ash', '/words/shat', '/words/ashwa'],
    }),
    // Not in the original API: the exact answer for one word, which the site's noun pages link.
    rowFilterEndpoint<Noun>({
      path: '/word/{word}',
      summary: 'The nouns that are exactly this transliterated word',
      description:
        'Exact, in any letter case: `/word/anu` gives the three records of anu (one per category); `/words/anu` also gives every word containing it.',
      params: {
        word: { kind: 'exact', field: 'word', description: 'The transliterated word, whole.' },
      },
      response: nounList,
      examples: ['/word/anu', '/word/Som'],
    }),
    rowFilterEndpoint<Noun>({
      path: '/descriptions/{description}',
      summary: 'Nouns whose meaning contains the text',
      description:
        'Case-insensitive substring of `description` (the meaning); to search the words themselves use `/words`.',
      params: {
        description: {
          kind: 'substring',
          field: 'description',
          minWordLength: 2,
          description: 'Text contained in the meaning.',
        },
      },
      response: nounList,
      examples: ['/descriptions/horse', '/descriptions/purushmedh'],
    }),
    rowFilterEndpoint<Noun>({
      path: '/categories/{category}',
      summary: 'Nouns in a category',
      description: 'A noun in several categories appears once in each.',
      params: {
        category: { kind: 'enum', values: CATEGORIES, field: 'category', description: 'One of the 48 categories.' },
      },
      response: nounList,
      examples: ['/categories/clothing', '/categories/plant', '/categories/tribe'],
    }),
  ],
};
