/**
 * The hymn API's text files (issue 35), a site addition beside the original metadata endpoints:
 * `/text/{mandal}/{sukta}` (every verse of a sukta) and `/text/{mandal}/{sukta}/{verse}` (one verse),
 * each with every layer: the accented saṃhitā, the unaccented saṃhitā (verses.json), the accented
 * padapāṭha, both in IAST, Griffith's English and Sāyaṇa's commentary, with the source and licence
 * of each layer and the data version. Precomputed mandal by mandal through text.ts, so one mandal's
 * layers are in memory at a time. Like the lookups the site's pages link, they are left out of a
 * build without pages (the API-only profile: 11,580 files would pass Cloudflare's 20,000).
 */
import { z } from 'zod';
import { contentDir } from '../../build-config.ts';
import { readDataVersionFile } from '../../core/data-version.ts';
import type { Endpoint, PrecomputeOptions, RequestParams } from '../../core/endpoint.ts';
import { loadHymnVerses } from './data.ts';
import type { RowData } from '../../core/row-endpoint.ts';
import type { HymnRow } from './schema.ts';
import { commentaryParagraph } from './text-schema.ts';
import { commentaryOfMandal, textsOfMandal } from './text.ts';
import { iastOf } from './transliterate.ts';

/** The most verses a sukta has (9.97: 58). */
export const MAX_VERSE = 58;

const mandal = { kind: 'int', min: 1, max: 10, description: 'Mandal (book), 1 to 10.' } as const;
const sukta = { kind: 'int', min: 1, max: 191, description: 'Sukta (hymn) within the mandal.' } as const;
const verse = { kind: 'int', min: 1, max: MAX_VERSE, description: 'Verse (ṛc) within the sukta.' } as const;

const layerSource = z.strictObject({
  /** what the layer is and where it was read */
  source: z.string().min(1),
  /** the licence of the layer's content */
  licence: z.string().min(1),
});

/** The source and licence of each layer (content/rv/SOURCES.md, ../shared/data/README.md). */
export const TEXT_SOURCES = {
  samhita: {
    source:
      'The accented saṃhitā of the per-verse files of rigveda.sanatana.in (hvram1, riks-sayana-tradition), accent codes read as the udātta system’s marks',
    licence: 'public domain (the text); digitisation licence not stated',
  },
  samhitaPlain: {
    source: 'The saṃhitā of the same files without accents (content/rv/verses.json)',
    licence: 'public domain (the text); digitisation licence not stated',
  },
  pada: {
    source: 'The accented padapāṭha of the per-verse files of rigveda.sanatana.in (riks-sayana-tradition)',
    licence: 'public domain (the text); digitisation licence not stated',
  },
  iast: {
    source: 'Computed by this project from the Devanagari by Sanscript (@indic-transliteration/sanscript, IAST)',
    licence: 'as the Devanagari it is computed from',
  },
  english: {
    source:
      'R. T. H. Griffith, The Hymns of the Rigveda (2nd ed., 1896), digital text of the Cologne compilation sanskrit-lexicon/rvlinks (Mārcis Gasūns), with the corrections of content/rv/griffith-corrections.json',
    licence: 'public domain',
  },
  commentary: {
    source: 'Sāyaṇa’s commentary (Ṛgvedabhāṣya) of the per-verse files of rigveda.sanatana.in (riks-sayana-tradition)',
    licence: 'public domain (the text); digitisation licence not stated',
  },
} as const;

const sources = z.strictObject(
  Object.fromEntries(Object.keys(TEXT_SOURCES).map((k) => [k, layerSource])) as Record<
    keyof typeof TEXT_SOURCES,
    typeof layerSource
  >,
);

const lines = (description: string) => z.string().min(1).describe(description);

/** One verse with every layer, as the sukta file lists it. */
export const verseLayers = z.strictObject({
  mandal: z.number().int().min(1).max(10),
  sukta: z.number().int().min(1).max(191),
  verse: z.number().int().min(1).max(MAX_VERSE),
  samhita: lines('The saṃhitā, accented (anudātta U+0952 below, svarita U+0951 above); half-verses by \\n.'),
  samhitaPlain: lines('The saṃhitā without accents; half-verses by \\n.'),
  pada: lines('The padapāṭha, accented: words divided by । and compounds by ऽ; half-verses by \\n.'),
  iast: lines('The unaccented saṃhitā in IAST.'),
  padaIast: lines('The padapāṭha, its accents left out, in IAST; the parts of a compound by a hyphen.'),
  english: z
    .string()
    .min(1)
    .nullable()
    .describe("Griffith's English, lines by \\n; null where no transcription has it."),
  englishCorrected: z
    .literal(true)
    .optional()
    .describe('Present where the English was corrected or supplied (content/rv/griffith-corrections.json).'),
  commentary: z.array(commentaryParagraph).min(1).describe("Sāyaṇa's commentary on the verse, paragraph by paragraph."),
});
export type VerseLayers = z.output<typeof verseLayers>;

const envelope = {
  sources: sources.describe('The source and licence of each layer.'),
  dataVersion: z.string().describe('The data version (content/VERSION.json) the file was built from.'),
};

export const verseTextAnswer = z.strictObject({ ...verseLayers.shape, ...envelope });
export const suktaTextAnswer = z.strictObject({
  mandal: z.number().int().min(1).max(10),
  sukta: z.number().int().min(1).max(191),
  verses: z.array(verseLayers).min(1),
  ...envelope,
});
export type VerseTextAnswer = z.output<typeof verseTextAnswer>;
export type SuktaTextAnswer = z.output<typeof suktaTextAnswer>;

const ACCENTS = /[\u0951\u0952]/g;

/** Every verse of one mandal with every layer, in verse order: the only mandal held at a time. */
function* versesOfMandal(m: number, plain: Map<string, string | undefined>, root?: string): Iterable<VerseLayers> {
  const texts = textsOfMandal(m, root);
  const commentary = commentaryOfMandal(m, root);
  for (const [i, t] of texts.entries()) {
    const c = commentary[i];
    const key = `${t.mandal}.${t.sukta}.${t.verse}`;
    if (c?.sukta !== t.sukta || c.verse !== t.verse) throw new Error(`rv ${key}: the commentary is out of step`);
    const samhitaPlain = plain.get(key);
    if (samhitaPlain === undefined) throw new Error(`rv ${key}: not in verses.json`);
    yield {
      mandal: t.mandal,
      sukta: t.sukta,
      verse: t.verse,
      samhita: t.samhita,
      samhitaPlain,
      pada: t.pada,
      iast: iastOf(samhitaPlain),
      // Compound parts (ऽ) by a hyphen, as printed editions and the verse pages write them.
      padaIast: t.pada
        .replace(ACCENTS, '')
        .split('ऽ')
        .map((part) => iastOf(part))
        .join('-'),
      english: t.english,
      ...(t.englishCorrected ? { englishCorrected: true as const } : {}),
      commentary: c.paragraphs,
    };
  }
}

/** Every sukta with its verses, mandal by mandal; with the envelope every file carries. */
function* suktasWithLayers(root?: string): Iterable<{ m: number; s: number; verses: VerseLayers[] }> {
  const plain = new Map(loadHymnVerses(root).map((v) => [`${v.mandal}.${v.sukta}.${v.verse}`, v.text]));
  for (let m = mandal.min; m <= mandal.max; m++) {
    let current: { m: number; s: number; verses: VerseLayers[] } | undefined;
    for (const v of versesOfMandal(m, plain, root)) {
      if (current?.s !== v.sukta) {
        if (current) yield current;
        current = { m, s: v.sukta, verses: [] };
      }
      current.verses.push(v);
    }
    if (current) yield current;
  }
}

const envelopeOf = (root?: string) => ({
  sources: TEXT_SOURCES,
  dataVersion: readDataVersionFile(contentDir(root)).version,
});

function textEndpoint(
  spec: Pick<Endpoint, 'path' | 'summary' | 'description' | 'params' | 'examples' | 'response'>,
  answers: (root?: string) => Iterable<[RequestParams, unknown]>,
): Endpoint<RowData<HymnRow>> {
  return {
    ...spec,
    query: [],
    precompute: (_data: RowData<HymnRow>, options: PrecomputeOptions) =>
      options.pageLookups === false ? [] : answers(),
  };
}

const ADDITION =
  'Not in the original API: a site addition (Indica Static, issue 35), answered by static files only; a number the text does not have answers 404.';

/** The text files of a sukta and of each verse. */
export const textEndpoints = [
  textEndpoint(
    {
      path: '/text/{mandal}/{sukta}',
      summary: 'Every verse of a sukta with its text layers',
      description: `${ADDITION} The accented saṃhitā, the unaccented saṃhitā, the accented padapāṭha, both in IAST, Griffith's English and Sāyaṇa's commentary of every verse of the hymn, in verse order, with the source and licence of each layer.`,
      params: { mandal, sukta },
      examples: ['/text/1/1', '/text/10/129'],
      response: suktaTextAnswer,
    },
    function* (root) {
      const env = envelopeOf(root);
      for (const { m, s, verses } of suktasWithLayers(root))
        yield [
          { path: { mandal: m, sukta: s }, query: {} },
          { mandal: m, sukta: s, verses, ...env },
        ];
    },
  ),
  textEndpoint(
    {
      path: '/text/{mandal}/{sukta}/{verse}',
      summary: 'One verse with its text layers',
      description: `${ADDITION} The accented saṃhitā, the unaccented saṃhitā, the accented padapāṭha, both in IAST, Griffith's English and Sāyaṇa's commentary of one verse, with the source and licence of each layer.`,
      params: { mandal, sukta, verse },
      examples: ['/text/1/1/1', '/text/3/62/10'],
      response: verseTextAnswer,
    },
    function* (root) {
      const env = envelopeOf(root);
      for (const { m, s, verses } of suktasWithLayers(root))
        for (const v of verses)
          yield [
            { path: { mandal: m, sukta: s, verse: v.verse }, query: {} },
            { ...v, ...env },
          ];
    },
  ),
];
