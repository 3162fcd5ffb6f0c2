/**
 * The text layers of every verse (issue 35): the accented saṃhitā, the accented padapāṭha and
 * Griffith's English in content/rv/text/mandal-NN.json, and Sāyaṇa's commentary, kept apart in
 * content/rv/commentary/mandal-NN.json because it is four times the rest and only read on demand.
 * One record per verse, in verse order, one file per mandal.
 */
import { z } from 'zod';

const verseKey = {
  mandal: z.number().int().min(1).max(10),
  sukta: z.number().int().min(1).max(191),
  verse: z.number().int().min(1),
};

/** Devanagari with the udātta system's marks: anudātta U+0952 below, svarita U+0951 above. */
const accentedDevanagari = z
  .string()
  .min(1)
  .refine((s) => !/[{}]/.test(s), 'an accent code {n} is left in the text');

export const verseText = z.strictObject({
  ...verseKey,
  /** the saṃhitā as printed editions show it: accents, candrabindu, avagraha, kampa digits; lines by \n */
  samhita: accentedDevanagari,
  /** the padapāṭha, accented, words divided by । and compounds by ऽ */
  pada: accentedDevanagari,
  /** Griffith's English (1896), lines by \n; null where no transcription gives his words */
  english: z.string().min(1).nullable(),
  /** where the English was corrected or supplied from another transcription (griffith-corrections.json) */
  englishCorrected: z.literal(true).optional(),
});
export type VerseText = z.output<typeof verseText>;

export const commentaryParagraph = z.strictObject({
  /** intro: the hymn's introduction before the first verse; end: a colophon closing a section */
  role: z.enum(['intro', 'end']).optional(),
  text: z.string().min(1),
});

export const verseCommentary = z.strictObject({
  ...verseKey,
  /** Sāyaṇa's commentary on the verse, in Devanagari, paragraph by paragraph */
  paragraphs: z.array(commentaryParagraph).min(1),
});
export type VerseCommentary = z.output<typeof verseCommentary>;

/**
 * A correction of the digital Griffith (content/rv/griffith-corrections.json): a verse the copy
 * lacks, given whole, or a slip, replaced where it occurs once; each with the transcription it was
 * read from.
 */
export const griffithCorrection = z.discriminatedUnion('kind', [
  z.strictObject({
    verse: z.string().regex(/^\d+\.\d+\.\d+$/),
    kind: z.literal('missing'),
    text: z.string().min(1),
    source: z.string().min(1),
    note: z.string().optional(),
  }),
  z.strictObject({
    verse: z.string().regex(/^\d+\.\d+\.\d+$/),
    kind: z.literal('slip'),
    find: z.string().min(1),
    text: z.string().min(1),
    source: z.string().min(1),
    note: z.string().optional(),
  }),
]);
export type GriffithCorrection = z.output<typeof griffithCorrection>;

/** Where each layer lives under content/. */
export const textFile = (mandal: number) => `rv/text/mandal-${String(mandal).padStart(2, '0')}.json`;
export const commentaryFile = (mandal: number) => `rv/commentary/mandal-${String(mandal).padStart(2, '0')}.json`;
export const GRIFFITH_CORRECTIONS_FILE = 'rv/griffith-corrections.json';
