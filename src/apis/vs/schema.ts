/** The Vedic nouns: one record per (noun, category), exactly as the original API served them. */
import { z } from 'zod';

/** The contract's subject groups and their categories, in the contract's order. */
export const CATEGORY_GROUPS = {
  Flora: ['grass', 'plant', 'tree'],
  Fauna: ['animal', 'bird', 'cattle', 'fish', 'insect', 'snake', 'worm'],
  Things: ['building', 'chariot', 'food', 'grain', 'metal', 'object', 'ship', 'weapon', 'war'],
  Measurements: ['number', 'distance', 'time', 'weight'],
  Geography: ['mountain', 'place', 'river'],
  Knowledge: ['astronomy', 'disease', 'literature', 'medicine', 'poison', 'subject'],
  Entertainment: ['dicing', 'games', 'music'],
  Toilette: ['clothing', 'hair', 'ornament'],
  Legal: ['law', 'morals'],
  Societal: ['agriculture', 'caste', 'family', 'occupation', 'priest', 'royalty', 'trade', 'tribe'],
} as const;

export type CategoryGroup = keyof typeof CATEGORY_GROUPS;
export const CATEGORIES = Object.values(CATEGORY_GROUPS).flat();
export type Category = (typeof CATEGORIES)[number];

export function groupOf(category: string): CategoryGroup {
  return (Object.keys(CATEGORY_GROUPS) as CategoryGroup[]).find((g) =>
    (CATEGORY_GROUPS[g] as readonly string[]).includes(category),
  )!;
}

/**
 * Size bounds, about ten times the largest value in today's content (a word 18 characters, a
 * description 244, an IAST headword 112): a runaway value fails the build naming its record and field.
 */
const MAX = { word: 200, description: 2_500, iast: 1_200 } as const;

/** One noun object of the API (the four documented fields). */
export const noun = z.strictObject({
  nagari: z.string().min(1).max(MAX.word),
  word: z.string().min(1).max(MAX.word),
  description: z.string().min(1).max(MAX.description),
  category: z.enum(CATEGORIES as [Category, ...Category[]]),
});
export type Noun = z.infer<typeof noun>;

/** A content record: the API record plus site-only enrichment from the Vedic Index. */
export const nounRecord = noun.extend({
  /** IAST spelling of the Vedic Index headword, where the noun is found there. */
  iast: z.string().min(1).max(MAX.iast).optional(),
  /** Vedic Index volume and page, e.g. "1.234". */
  vei: z
    .string()
    .regex(/^[12]\.\d+$/)
    .optional(),
});
export type NounRecord = z.infer<typeof nounRecord>;

export const nounList = z.array(noun);
