/**
 * A CSL-JSON item as the tests hold "Cite this" to it, written here with zod from the facts of the
 * CSL 1.0.2 specification: the item types of its "Appendix III – Types" and the variables of its
 * "Appendix IV – Variables" (standard, number, date and name variables). No npm package gives these
 * lists in a form to check against: citeproc (CPAL/AGPL) keeps its own lists, which add CSL-M's;
 * @citation-js/core keeps a private table that also takes non-CSL keys and corrects an item rather
 * than refusing it; csl-json is TypeScript types only, from before CSL 1.0.2, and no longer kept.
 *
 * An item is an object with an `id` and a `type` (CSL-JSON's two required keys) whose every other
 * key is a CSL variable: standard variables hold a string, number variables a string or a number,
 * date variables a date object and name variables a list of name objects. Any other key is refused.
 */
import { z } from 'zod';

/** Appendix III: the item types. */
export const CSL_ITEM_TYPES = [
  'article',
  'article-journal',
  'article-magazine',
  'article-newspaper',
  'bill',
  'book',
  'broadcast',
  'chapter',
  'classic',
  'collection',
  'dataset',
  'document',
  'entry',
  'entry-dictionary',
  'entry-encyclopedia',
  'event',
  'figure',
  'graphic',
  'hearing',
  'interview',
  'legal_case',
  'legislation',
  'manuscript',
  'map',
  'motion_picture',
  'musical_score',
  'pamphlet',
  'paper-conference',
  'patent',
  'performance',
  'periodical',
  'personal_communication',
  'post',
  'post-weblog',
  'regulation',
  'report',
  'review',
  'review-book',
  'software',
  'song',
  'speech',
  'standard',
  'thesis',
  'treaty',
  'webpage',
] as const;

/** Appendix IV, standard variables (the number variables, a subset of them, are listed apart below). */
export const CSL_STANDARD_VARIABLES = [
  'abstract',
  'annote',
  'archive',
  'archive_collection',
  'archive_location',
  'archive-place',
  'authority',
  'call-number',
  'citation-key',
  'citation-label',
  'collection-title',
  'container-title',
  'container-title-short',
  'dimensions',
  'division',
  'DOI',
  'event', // deprecated there in favour of event-title, still a variable
  'event-title',
  'event-place',
  'genre',
  'ISBN',
  'ISSN',
  'jurisdiction',
  'keyword',
  'language',
  'license',
  'medium',
  'note',
  'original-publisher',
  'original-publisher-place',
  'original-title',
  'part-title',
  'PMCID',
  'PMID',
  'publisher',
  'publisher-place',
  'references',
  'reviewed-genre',
  'reviewed-title',
  'scale',
  'source',
  'status',
  'title',
  'title-short',
  'URL',
  'volume-title',
  'year-suffix',
] as const;

/** Appendix IV, number variables. */
export const CSL_NUMBER_VARIABLES = [
  'chapter-number',
  'citation-number',
  'collection-number',
  'edition',
  'first-reference-note-number',
  'issue',
  'locator',
  'number',
  'number-of-pages',
  'number-of-volumes',
  'page',
  'page-first',
  'part-number',
  'printing-number',
  'section',
  'supplement-number',
  'version',
  'volume',
] as const;

/** Appendix IV, date variables. */
export const CSL_DATE_VARIABLES = [
  'accessed',
  'available-date',
  'event-date',
  'issued',
  'original-date',
  'submitted',
] as const;

/** Appendix IV, name variables. */
export const CSL_NAME_VARIABLES = [
  'author',
  'chair',
  'collection-editor',
  'compiler',
  'composer',
  'container-author',
  'contributor',
  'curator',
  'director',
  'editor',
  'editorial-director',
  'editor-translator',
  'executive-producer',
  'guest',
  'host',
  'illustrator',
  'interviewer',
  'narrator',
  'organizer',
  'original-author',
  'performer',
  'producer',
  'recipient',
  'reviewed-author',
  'script-writer',
  'series-creator',
  'translator',
] as const;

/**
 * Variables of CSL 1.0.2 that the CSL-JSON input schema published for CSL 1.0.2 (csl-data.json,
 * unchanged since 2022) does not take: a processor that checks its input against that schema
 * refuses an item holding one. So does this schema, to keep "Cite this" readable by them all; the
 * licence of a cited file therefore goes in `note`, not in `license`.
 */
export const CSL_VARIABLES_NOT_IN_CSL_JSON = [
  'editor-translator',
  'license',
  'part-number',
  'printing-number',
  'supplement-number',
] as const;

const flag = z.union([z.string(), z.number(), z.boolean()]);

/** A name: its parts (personal) or one literal name (an institution, a group). */
export const cslName = z
  .strictObject({
    family: z.string().min(1).optional(),
    given: z.string().min(1).optional(),
    'dropping-particle': z.string().min(1).optional(),
    'non-dropping-particle': z.string().min(1).optional(),
    suffix: z.string().min(1).optional(),
    'comma-suffix': flag.optional(),
    'static-ordering': flag.optional(),
    literal: z.string().min(1).optional(),
    'parse-names': flag.optional(),
  })
  .refine((n) => n.family !== undefined || n.given !== undefined || n.literal !== undefined, {
    message: 'a name has a family or given name, or is a literal name',
  });

/** A year, month or day: an integer, or a string of one (a negative year is BCE). */
const datePart = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]);

/** A date: up to two dates (a range) of year[, month[, day]], or a literal or raw date string. */
export const cslDate = z
  .strictObject({
    'date-parts': z.array(z.array(datePart).min(1).max(3)).min(1).max(2).optional(),
    season: z.union([z.string(), z.number()]).optional(),
    circa: flag.optional(),
    literal: z.string().min(1).optional(),
    raw: z.string().min(1).optional(),
  })
  .refine((d) => d['date-parts'] !== undefined || d.literal !== undefined || d.raw !== undefined, {
    message: 'a date has date-parts, or a literal or raw date',
  });

const refused = new Set<string>(CSL_VARIABLES_NOT_IN_CSL_JSON);
const keep = <T extends string>(names: readonly T[]) => names.filter((n) => !refused.has(n));

const shape: Record<string, z.ZodType> = {
  id: z.union([z.string().min(1), z.number()]),
  type: z.enum(CSL_ITEM_TYPES),
};
for (const name of keep(CSL_STANDARD_VARIABLES)) shape[name] = z.string().optional();
for (const name of keep(CSL_NUMBER_VARIABLES)) shape[name] = z.union([z.string(), z.number()]).optional();
for (const name of keep(CSL_DATE_VARIABLES)) shape[name] = cslDate.optional();
for (const name of keep(CSL_NAME_VARIABLES)) shape[name] = z.array(cslName).min(1).optional();
for (const name of refused)
  shape[name] = z.never({ error: 'a CSL 1.0.2 variable that the CSL-JSON input schema does not take' }).optional();

/** One CSL-JSON item; unknown keys are refused. */
export const cslItem = z.strictObject(shape);

/** CSL-JSON: a list of items. */
export const cslData = z.array(cslItem);

/** The problems of a CSL-JSON document, one line each (path: message); none when it is valid. */
export function cslProblems(data: unknown): string[] {
  const result = cslData.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}
