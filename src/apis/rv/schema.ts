/**
 * The hymn metadata: the API row, the per-verse content record and the mapping tables.
 * The rows served under /rv/v2/meta are validated with `hymnRow`; the OpenAPI schema comes from it.
 */
import { z } from 'zod';

export const POET_CATEGORIES = [
  'animal', 'demon male', 'divine female', 'divine male', 'human female', 'human male',
] as const;

export const GOD_CATEGORIES = [
  'abstract', 'animal', 'demon male', 'divine female', 'divine human', 'divine male',
  'human couple', 'human female', 'human male', 'human unborn', 'object', 'plant',
] as const;

/** Suktas per mandal, index 0 = mandal 1 (the contract's table). */
export const SUKTAS_PER_MANDAL = [191, 43, 62, 58, 87, 75, 104, 103, 114, 191] as const;
/** Verses per mandal in the traditional index, index 0 = mandal 1. */
export const VERSES_PER_MANDAL = [2006, 429, 617, 589, 727, 765, 841, 1716, 1108, 1754] as const;

export const poetCategory = z.enum(POET_CATEGORIES);
export const godCategory = z.enum(GOD_CATEGORIES);
const mandal = z.number().int().min(1).max(10);
const sukta = z.number().int().min(1).max(191);

/** One row of the API: exactly the seven documented fields. */
export const hymnRow = z.strictObject({
  mandal,
  sukta,
  meter: z.string().min(1),
  sungby: z.string().min(1),
  sungbycategory: poetCategory,
  sungfor: z.string().min(1),
  sungforcategory: godCategory,
});
export type HymnRow = z.infer<typeof hymnRow>;
