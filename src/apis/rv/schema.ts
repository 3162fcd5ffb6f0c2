/**
 * The hymn metadata: the API row, the per-verse content record and the mapping tables.
 * The rows served under /rv/v2/meta are validated with `hymnRow`; the OpenAPI schema comes from it.
 */
import { z } from 'zod';

export const POET_CATEGORIES = [
  'animal',
  'demon male',
  'divine female',
  'divine male',
  'human female',
  'human male',
] as const;

export const GOD_CATEGORIES = [
  'abstract',
  'animal',
  'demon male',
  'divine female',
  'divine human',
  'divine male',
  'human couple',
  'human female',
  'human male',
  'human unborn',
  'object',
  'plant',
] as const;

/** Suktas per mandal, index 0 = mandal 1 (the contract's table). */
export const SUKTAS_PER_MANDAL = [191, 43, 62, 58, 87, 75, 104, 103, 114, 191] as const;
/** Verses per mandal in the traditional index, index 0 = mandal 1. */
export const VERSES_PER_MANDAL = [2006, 429, 617, 589, 727, 765, 841, 1716, 1108, 1754] as const;

export const poetCategory = z.enum(POET_CATEGORIES);
export const godCategory = z.enum(GOD_CATEGORIES);
/**
 * Size bounds, about ten times the largest value in today's content (a name 29 characters, a
 * source string 153, a reason 201, a verse text 188, 14 names to a verse): a runaway value fails
 * the build naming its file, record and field.
 */
const MAX = { name: 300, source: 2_000, text: 5_000, names: 150, verses: 1_000 } as const;
const mandal = z.number().int().min(1).max(10);
const sukta = z.number().int().min(1).max(191);

/** One row of the API: exactly the seven documented fields. */
export const hymnRow = z.strictObject({
  mandal,
  sukta,
  meter: z.string().min(1).max(MAX.name),
  sungby: z.string().min(1).max(MAX.name),
  sungbycategory: poetCategory,
  sungfor: z.string().min(1).max(MAX.name),
  sungforcategory: godCategory,
});
export type HymnRow = z.infer<typeof hymnRow>;

// ---------------------------------------------------------------------------------------------
// The content collection under content/rv/: the mapping tables (reviewed by hand) and the
// per-verse records the import derives from the traditional index with them.

/** A romanised name as served by the API: trimmed, single-spaced, usable in a URL path segment. */
export const hymnName = z
  .string()
  .min(1)
  .max(MAX.name)
  .refine((s) => s === s.trim() && !/\s{2}/.test(s) && !s.includes('/'), {
    message: 'a name must be trimmed, single-spaced and must not contain "/"',
  });
/** A verse reference `mandal.sukta.verse`, e.g. `10.75.5`. */
export const verseRef = z
  .string()
  .regex(/^(10|[1-9])\.[1-9]\d{0,2}\.[1-9]\d{0,2}$/, 'a verse reference is mandal.sukta.verse');
const sourceString = z.string().min(1).max(MAX.source);
const reason = z.string().min(1).max(MAX.source).optional();

const poetName = z.strictObject({ name: hymnName, category: poetCategory });
const godName = z.strictObject({ name: hymnName, category: godCategory });

/**
 * Names in a table entry: either plain names sharing one `category`, or `{ name, category }`
 * objects when the names differ in category (then `category` is absent).
 */
const poetNames = z.union([z.array(hymnName).min(1).max(MAX.names), z.array(poetName).min(1).max(MAX.names)]);
const godNames = z.union([z.array(hymnName).min(1).max(MAX.names), z.array(godName).min(1).max(MAX.names)]);
function checkNamesCategory(
  e: { names?: unknown[]; category?: unknown },
  ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void },
) {
  if (!e.names) return;
  const plain = e.names.every((n) => typeof n === 'string');
  if (plain && e.category === undefined) ctx.addIssue({ code: 'custom', message: 'plain names need a "category"' });
  if (!plain && e.category !== undefined)
    ctx.addIssue({ code: 'custom', message: 'names with their own category take no "category"' });
}

/** One distinct source poet string (ṛṣi) of the index → the poet name(s) it gives. */
export const poetTableEntry = z
  .strictObject({ source: sourceString, names: poetNames, category: poetCategory.optional(), reason })
  .superRefine((e, ctx) => checkNamesCategory(e, ctx));
export const poetTable = z.array(poetTableEntry);

/** A decision for single verses of a deity source string, replacing its general names there. */
export const deityVerseNames = z
  .strictObject({ verse: verseRef, names: godNames, category: godCategory.optional(), reason })
  .superRefine((e, ctx) => checkNamesCategory(e, ctx));

/**
 * One distinct source deity string (devatā) → the being name(s) it gives. Strings such as
 * "the deities named in the verse" are decided verse by verse (`verses`); then `names` may be
 * absent, and every verse with that string needs its own decision.
 */
export const deityTableEntry = z
  .strictObject({
    source: sourceString,
    names: godNames.optional(),
    category: godCategory.optional(),
    reason,
    verses: z.array(deityVerseNames).min(1).max(MAX.verses).optional(),
  })
  .superRefine((e, ctx) => {
    checkNamesCategory(e, ctx);
    if (!e.names && !e.verses) ctx.addIssue({ code: 'custom', message: 'an entry needs "names" or "verses"' });
    if (!e.names && e.category !== undefined) ctx.addIssue({ code: 'custom', message: '"category" without "names"' });
  });
export const deityTable = z.array(deityTableEntry);

/** One distinct source meter string (chandas) → one of the API's meter names. */
export const meterTableEntry = z.strictObject({
  source: sourceString,
  meter: hymnName,
  reason,
  verses: z
    .array(z.strictObject({ verse: verseRef, meter: hymnName, reason }))
    .min(1)
    .max(MAX.verses)
    .optional(),
});
export const meterTable = z.array(meterTableEntry);

export type PoetTableEntry = z.infer<typeof poetTableEntry>;
export type DeityTableEntry = z.infer<typeof deityTableEntry>;
export type MeterTableEntry = z.infer<typeof meterTableEntry>;
export interface HymnTables {
  poets: PoetTableEntry[];
  deities: DeityTableEntry[];
  meters: MeterTableEntry[];
}

/**
 * One verse of the Rig Veda (content/rv/verses.json, in verse order): its place, the poet(s), the
 * venerated being(s) and the meter in the API's vocabulary, the index strings they come from,
 * and the saṃhitā text in Devanagari without accent marks.
 */
export const hymnVerse = z.strictObject({
  mandal,
  sukta,
  verse: z.number().int().min(1),
  poets: z.array(poetName).min(1).max(MAX.names),
  deities: z.array(godName).min(1).max(MAX.names),
  meter: hymnName,
  source: z.strictObject({ rishi: sourceString, devata: sourceString, chandas: sourceString }),
  text: z.string().min(1).max(MAX.text).optional(),
});
export type HymnVerse = z.infer<typeof hymnVerse>;
export type PoetName = z.infer<typeof poetName>;
export type GodName = z.infer<typeof godName>;

/**
 * A traditional name of a hymn (sukta) or of a single verse (the Gayatri mantra), as data the
 * sukta and verse pages show and search indexes. content/rv/hymn-names.json; site only.
 */
export const hymnNameRecord = z.strictObject({
  mandal,
  sukta,
  /** Set when the name belongs to one verse of the sukta. */
  verse: z.number().int().min(1).optional(),
  /** The name in this project's spelling, e.g. "Nasadiya Sukta". */
  name: z.string().min(1).max(MAX.name),
  /** Other names: IAST, English. */
  aliases: z.array(z.string().min(1).max(MAX.name)).max(MAX.names),
  /** One sentence on what the hymn is, in our own words. */
  about: z.string().min(1).max(MAX.source),
});
export type HymnNameRecord = z.infer<typeof hymnNameRecord>;
