/**
 * What the downloads hold: every content collection of the three data sets, read through the same
 * loaders (and so the same zod validation and checks) as the API, with its key, page and references.
 * A new field in a schema needs nothing here; a new collection is one entry.
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
import { loadEpic } from '../apis/mb/graph.ts';
import {
  clanRecord,
  deathRecord,
  eventRecord,
  journeyRecord,
  panoplyRecord,
  pathFields,
  personRecord,
  placeRecord,
  weaponRecord,
} from '../apis/mb/schema.ts';
import { clanUrl, eventUrl, journeyUrl, personUrl, placeUrl, weaponUrl } from '../apis/mb/urls.ts';
import { referencesOf, type EpicKind } from '../apis/mb/kinds.ts';
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

export function loadDatasets(root?: string): Dataset[] {
  const epic = loadEpic(root);
  return [
    {
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
    },
    {
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
          table: 'poet_sources',
          title: 'Mapping: poet strings of the traditional index → poet names',
          schema: poetTableEntry,
          records: readCollection(TABLE_FILES.poets, poetTableEntry, {
            dir: contentDir(root),
            keyField: 'source',
          }),
          key: ['source'],
        },
        {
          dataset: 'rv',
          table: 'deity_sources',
          title: 'Mapping: deity strings of the traditional index → being names',
          schema: deityTableEntry,
          records: readCollection(TABLE_FILES.deities, deityTableEntry, {
            dir: contentDir(root),
            keyField: 'source',
          }),
          key: ['source'],
        },
        {
          dataset: 'rv',
          table: 'meter_sources',
          title: 'Mapping: meter strings of the traditional index → meter names',
          schema: meterTableEntry,
          records: readCollection(TABLE_FILES.meters, meterTableEntry, {
            dir: contentDir(root),
            keyField: 'source',
          }),
          key: ['source'],
        },
      ],
    },
    {
      id: 'mb',
      title: 'Mahabharata knowledge graph',
      file: 'indica-mahabharata',
      api: mbApi.base,
      collections: [
        {
          dataset: 'mb',
          table: 'persons',
          title: 'Persons',
          schema: personRecord,
          records: epic.persons,
          key: ['name'],
          page: (p) => personUrl(p.name),
          lookups: ['gender'],
          ...tableReferences('persons'),
        },
        {
          dataset: 'mb',
          table: 'weapons',
          title: 'Weapons',
          schema: weaponRecord,
          records: epic.weapons,
          key: ['weaponName'],
          page: (w) => weaponUrl(w.weaponName),
          ...tableReferences('weapons'),
        },
        {
          dataset: 'mb',
          table: 'clans',
          title: 'Clans',
          schema: clanRecord,
          records: epic.clans,
          key: ['clanName'],
          page: (c) => clanUrl(c.clanName),
          ...tableReferences('clans'),
        },
        {
          dataset: 'mb',
          table: 'events',
          title: 'Events',
          schema: eventRecord,
          records: epic.events,
          key: ['eventName'],
          page: (e) => eventUrl(e.eventName),
          lookups: ['eventOrder', 'warDay'],
          ...tableReferences('events'),
        },
        {
          dataset: 'mb',
          table: 'journeys',
          title: 'Journeys',
          schema: journeyRecord,
          records: epic.journeys,
          key: ['journeyName'],
          page: (j) => journeyUrl(j.journeyName),
          ...tableReferences('journeys'),
        },
        {
          dataset: 'mb',
          table: 'paths',
          title: 'Paths: named legs of journeys, with modern towns and their coordinates',
          schema: pathFields,
          records: epic.paths,
          key: ['pathNameEpic'],
        },
        {
          dataset: 'mb',
          table: 'places',
          title: 'Places',
          schema: placeRecord,
          records: epic.places,
          key: ['placeNameEpic'],
          page: (p) => placeUrl(p.placeNameEpic),
        },
        {
          dataset: 'mb',
          table: 'panoplies',
          title: 'Panoplies: banner, bow, sword, conch and horses of a warrior',
          schema: panoplyRecord,
          records: epic.panoplies,
          key: ['person'],
          page: (p) => personUrl(p.person),
          ...tableReferences('panoplies'),
        },
        {
          dataset: 'mb',
          table: 'deaths',
          title: 'Deaths: who was killed by whom, how and at which event',
          schema: deathRecord,
          records: epic.deaths,
          key: ['personName'],
          page: (d) => personUrl(d.personName),
          ...tableReferences('deaths'),
        },
      ],
    },
  ];
}
