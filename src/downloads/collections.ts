/**
 * What the downloads hold: every content collection of the three data sets, read through the same
 * loaders (and so the same zod validation and checks) as the API, with its key, page and references.
 * A new field in a schema needs nothing here; a new collection is one entry. The epic's tables come
 * from its kind descriptors (kinds.ts: file, schema, key, references); only what a download adds
 * (a title, a page, lookups) is said here.
 */
import { z } from 'zod';
import { readCollection } from '../core/content.ts';
import { contentDir } from '../build-config.ts';
import { loadNouns } from '../apis/vs/data.ts';
import { vsApi } from '../apis/vs/endpoints.ts';
import { rvApi } from '../apis/rv/endpoints.ts';
import { mbApi } from '../apis/mb/endpoints.ts';
import { CATEGORY_GROUPS } from '../apis/vs/schema.ts';
import { nounRecord } from '../apis/vs/schema.ts';
import { nounUrl } from '../apis/vs/urls.ts';
import { loadHymnRows, loadHymnVerses } from '../apis/rv/data.ts';
import { TABLE_FILES } from '../apis/rv/files.ts';
import { deityTableEntry, hymnRow, hymnVerse, meterTableEntry, poetTableEntry } from '../apis/rv/schema.ts';
import { suktaUrl, verseUrl } from '../apis/rv/urls.ts';
import { commentaryOfMandal, textsOfMandal } from '../apis/rv/text.ts';
import { TEXT_SOURCES } from '../apis/rv/text-endpoints.ts';
import { loadEpic } from '../apis/mb/graph.ts';
import { pathFields } from '../apis/mb/schema.ts';
import { epicPageUrl } from '../apis/mb/urls.ts';
import { EPIC_KINDS, epicKinds, keyOf, kind, referencesOf, type EpicKind } from '../apis/mb/kinds.ts';
import type { CollectionSpec } from './layout.ts';

export interface Dataset {
  id: 'vs' | 'rv' | 'mb';
  title: string;
  /** The JSON download's file name (without .json). */
  file: string;
  api: string;
  collections: CollectionSpec[];
}

/**
 * A kind's references (kinds.ts) for its table: a field naming one kind is a foreign key to that
 * kind's table; one naming one of several (a route leg: a place or a path) has none, and the graph
 * export resolves each name to the table that has it.
 */
function tableReferences(k: EpicKind): Pick<CollectionSpec, 'references' | 'referencesAny'> {
  const refs = referencesOf(k);
  const single = refs.filter(({ targets }) => targets.length === 1);
  const mixed = refs.filter(({ targets }) => targets.length > 1);
  return {
    ...(single.length
      ? { references: Object.fromEntries(single.map(({ field, targets }) => [field, targets[0]])) }
      : {}),
    ...(mixed.length ? { referencesAny: Object.fromEntries(mixed.map(({ field, targets }) => [field, targets])) } : {}),
  };
}

/** The contract's subject groups as rows (derived from the schema module, not content). */
const nounCategory = z.strictObject({ category: z.string(), subjectGroup: z.string() });
const nounCategories = Object.entries(CATEGORY_GROUPS).flatMap(([group, categories]) =>
  categories.map((category) => ({ category, subjectGroup: group })),
);

function vedicNouns(root?: string): Dataset {
  return {
    id: 'vs',
    title: 'Vedic nouns',
    file: 'indica-vedic-nouns',
    api: vsApi.base,
    collections: [
      {
        dataset: 'vs',
        table: 'nouns',
        title: 'Vedic nouns, one record per noun and category',
        schema: nounRecord,
        records: loadNouns(root).records,
        key: 'position',
        page: (n) => nounUrl(n.word),
        lookups: ['word', 'category'],
        references: { category: 'noun_categories' },
      },
      {
        dataset: 'vs',
        table: 'noun_categories',
        title: 'The categories of nouns and their subject groups',
        schema: nounCategory,
        records: nounCategories,
        key: ['category'],
        lookups: ['subjectGroup'],
      },
    ],
  };
}

/** The three mappings from the traditional index's strings to names, one table each. */
const RV_SOURCE_TABLES = [
  { table: 'poet_sources', file: TABLE_FILES.poets, schema: poetTableEntry, of: 'poet strings', to: 'poet names' },
  {
    table: 'deity_sources',
    file: TABLE_FILES.deities,
    schema: deityTableEntry,
    of: 'deity strings',
    to: 'being names',
  },
  { table: 'meter_sources', file: TABLE_FILES.meters, schema: meterTableEntry, of: 'meter strings', to: 'meter names' },
] as const;

/** A text column's description: what it holds, then its source and licence (TEXT_SOURCES). */
const layerColumn = (what: string, layer: keyof typeof TEXT_SOURCES) =>
  `${what} Source: ${TEXT_SOURCES[layer].source}. Licence: ${TEXT_SOURCES[layer].licence}.`;

/** The tables written as CSV only (CollectionSpec.csvOnly): the hymn text layers. */
export const CSV_ONLY_TABLES: ReadonlySet<string> = new Set(['verse_text', 'verse_commentary']);

/** The text layers of every verse (issue 35): one row per verse. */
export const verseTextRecord = z.strictObject({
  mandal: z.number().int().min(1).max(10),
  sukta: z.number().int().min(1).max(191),
  verse: z.number().int().min(1),
  samhita: z
    .string()
    .describe(
      layerColumn('The saṃhitā, accented (anudātta U+0952, svarita U+0951); half-verses by a line break.', 'samhita'),
    ),
  samhitaPlain: z.string().describe(layerColumn('The saṃhitā without accents.', 'samhitaPlain')),
  pada: z.string().describe(layerColumn('The padapāṭha, accented; words by ।, compounds by ऽ.', 'pada')),
  english: z
    .string()
    .describe(layerColumn("Griffith's English, lines by a line break; empty where no transcription has it.", 'english'))
    .nullable(),
  englishCorrected: z
    .boolean()
    .describe(
      'Whether the English was corrected or supplied from another transcription (content/rv/griffith-corrections.json).',
    ),
});

/** Sāyaṇa's commentary: one row per paragraph of a verse's commentary. */
export const verseCommentaryRecord = z.strictObject({
  mandal: z.number().int().min(1).max(10),
  sukta: z.number().int().min(1).max(191),
  verse: z.number().int().min(1),
  paragraph: z.number().int().min(1).describe('The paragraph’s place in the verse’s commentary, from 1.'),
  role: z
    .enum(['intro', 'end'])
    .describe(
      'intro: the hymn’s introduction before its first verse; end: a colophon closing a section; empty: commentary on the verse.',
    )
    .nullable(),
  text: z.string().describe(layerColumn('The paragraph, in Devanagari.', 'commentary')),
});

/**
 * Every verse's text layers, read mandal by mandal (text.ts keeps one mandal's file at a time; the
 * rows keep only the strings).
 */
function verseTextRecords(root?: string): z.output<typeof verseTextRecord>[] {
  const plain = new Map(loadHymnVerses(root).map((v) => [`${v.mandal}.${v.sukta}.${v.verse}`, v.text ?? '']));
  return Array.from({ length: 10 }, (_, i) => textsOfMandal(i + 1, root)).flatMap((texts) =>
    texts.map((t) => ({
      mandal: t.mandal,
      sukta: t.sukta,
      verse: t.verse,
      samhita: t.samhita,
      samhitaPlain: plain.get(`${t.mandal}.${t.sukta}.${t.verse}`) ?? '',
      pada: t.pada,
      english: t.english,
      englishCorrected: t.englishCorrected === true,
    })),
  );
}

function verseCommentaryRecords(root?: string): z.output<typeof verseCommentaryRecord>[] {
  return Array.from({ length: 10 }, (_, i) => commentaryOfMandal(i + 1, root)).flatMap((records) =>
    records.flatMap((c) =>
      c.paragraphs.map((p, n) => ({
        mandal: c.mandal,
        sukta: c.sukta,
        verse: c.verse,
        paragraph: n + 1,
        role: p.role ?? null,
        text: p.text,
      })),
    ),
  );
}

function rigVeda(root?: string): Dataset {
  const sources = RV_SOURCE_TABLES.map(({ table, file, schema, of, to }): CollectionSpec => ({
    dataset: 'rv',
    table,
    title: `Mapping: ${of} of the traditional index → ${to}`,
    schema,
    records: readCollection(file, schema, { dir: contentDir(root), keyField: 'source' }),
    key: ['source'],
  }));
  return {
    id: 'rv',
    title: 'Rig Veda verse metadata',
    file: 'indica-rigveda',
    api: rvApi.base,
    collections: [
      {
        dataset: 'rv',
        table: 'hymn_rows',
        title: 'The rows the /rv/v2/meta API serves (poet, being and meter of a sukta)',
        schema: hymnRow,
        records: loadHymnRows(root).rows,
        key: 'position',
        page: (r) => suktaUrl(r.mandal, r.sukta),
        lookups: ['mandal', 'sungby', 'sungfor', 'sungbycategory', 'sungforcategory', 'meter'],
      },
      {
        dataset: 'rv',
        table: 'verses',
        title: 'Every verse: poets, beings, meter, index strings and text',
        schema: hymnVerse,
        records: loadHymnVerses(root),
        key: ['mandal', 'sukta', 'verse'],
        page: (v) => verseUrl(v.mandal, v.sukta, v.verse),
        lookups: ['meter'],
      },
      {
        dataset: 'rv',
        table: 'verse_text',
        title: "Every verse's text: the saṃhitā accented and plain, the accented padapāṭha, Griffith's English",
        schema: verseTextRecord,
        records: verseTextRecords(root),
        key: ['mandal', 'sukta', 'verse'],
        csvOnly: true as const,
        page: (v) => verseUrl(v.mandal, v.sukta, v.verse),
      },
      {
        dataset: 'rv',
        table: 'verse_commentary',
        title: "Sāyaṇa's commentary on every verse, paragraph by paragraph",
        schema: verseCommentaryRecord,
        records: verseCommentaryRecords(root),
        key: ['mandal', 'sukta', 'verse', 'paragraph'],
        csvOnly: true as const,
      },
      ...sources,
    ],
  };
}

/**
 * What a download adds to an epic kind's descriptor; the table is named after the kind, and its
 * page column is the page that shows the record (the descriptor's `page`, kind-facts.ts).
 */
interface EpicTable {
  /** the table's title (default: the kind's name, capitalised) */
  title?: string;
  lookups?: readonly string[];
  /** the schema whose JSON Schema the data package states, when it is not the kind's own */
  schema?: CollectionSpec['schema'];
}

const EPIC_TABLES: Partial<Record<EpicKind, EpicTable>> = {
  persons: { lookups: ['gender'] },
  events: { lookups: ['eventOrder', 'warDay'] },
  // the plain object: the kind's schema adds a cross-field refinement a JSON Schema cannot state
  paths: { title: 'Paths: named legs of journeys, with modern towns and their coordinates', schema: pathFields },
  panoplies: { title: 'Panoplies: banner, bow, sword, conch and horses of a warrior' },
  deaths: { title: 'Deaths: who was killed by whom, how and at which event' },
};

function epicTable(k: EpicKind, records: readonly object[]): CollectionSpec {
  const { title, lookups, schema } = EPIC_TABLES[k] ?? {};
  const folder = kind(k).page;
  const page = folder ? (record: object) => epicPageUrl(folder, keyOf(k, record as never)) : undefined;
  return {
    dataset: 'mb',
    table: k,
    title: title ?? k[0]!.toUpperCase() + k.slice(1),
    schema: schema ?? EPIC_KINDS[k].schema,
    records,
    key: [EPIC_KINDS[k].key],
    ...(page ? { page } : {}),
    ...(lookups ? { lookups } : {}),
    ...tableReferences(k),
  };
}

/** The epic's data set: one table per kind of kinds.ts. */
export function mahabharata(root?: string): Dataset {
  const epic = loadEpic(root);
  return {
    id: 'mb',
    title: 'Mahabharata knowledge graph',
    file: 'indica-mahabharata',
    api: mbApi.base,
    collections: epicKinds.map((k) => epicTable(k, epic[k])),
  };
}

export function loadDatasets(root?: string): Dataset[] {
  return [vedicNouns(root), rigVeda(root), mahabharata(root)];
}
