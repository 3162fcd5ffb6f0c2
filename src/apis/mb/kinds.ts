/**
 * The epic's entity kinds, one descriptor each: its facts (noun, pages, search order: kind-facts.ts),
 * its file under content/mb/, its record schema, the
 * field that names a record and the one that lists its aliases, and (for the kinds the
 * API serves) its API shape, and the fields that name other records. `EpicData` and the loader
 * (graph.ts), the name indexes, the checks' table and reference checks (checks.ts), the downloads'
 * references (collections.ts), the endpoint labels and entities (endpoints.ts) and the projections
 * (project.ts) are derived from here; adding a kind starts here.
 */
import type { z } from 'zod';
import { inspectCollection, validateRecords } from '../../core/content.ts';
import * as shape from './api-schema.ts';
import { EPIC_KIND_FACTS, type EpicKindName } from './kind-facts.ts';
import {
  clanRecord,
  deathRecord,
  eventRecord,
  journeyRecord,
  panoplyRecord,
  pathRecord,
  personRecord,
  placeRecord,
  weaponRecord,
} from './schema.ts';

/** What the build adds to a kind's facts (kind-facts.ts: noun, pages, search order). */
interface KindDescriptor {
  /** singular noun (kind-facts.ts) */
  noun: string;
  /** the folder of the pages that show a record, if any (kind-facts.ts) */
  page?: string;
  /** the file under content/mb/ */
  file: string;
  /** the content record's schema */
  schema: z.ZodType;
  /** the field that names a record (for panoplies and deaths: the person it belongs to) */
  key: string;
  /** the field listing a record's other names, resolved like its name */
  aliases?: string;
  /** whether the key is the record's own name (unique, and no reserved word) */
  named: boolean;
  /**
   * The API's shape of one record (its keys, in contract order, are what the projections keep),
   * for kinds the API serves by name: those get a name index, `/<kind>/names` and `{name}` lookups.
   */
  api?: z.ZodObject;
  /** the API shape of a record that is only ever served inside another answer */
  embedded?: z.ZodObject;
  /**
   * The API's other shapes of a record (the `fields` and `expand` variants and their union), by
   * the suffix the OpenAPI document adds to the kind's name (`Basic` → `PersonBasic`).
   */
  variants?: Record<string, z.ZodType>;
  /**
   * The fields that name other records: field → the kind it names, or the kinds exactly one of
   * which it names (a route leg is a place or a path). The checks resolve every name (and, in a
   * list naming one kind, find repeats); the downloads make the one-kind fields foreign keys.
   */
  references?: Record<string, string | readonly string[]>;
}

export const EPIC_KINDS = {
  persons: {
    ...EPIC_KIND_FACTS.persons,
    file: 'persons.json',
    schema: personRecord,
    key: 'name',
    aliases: 'aliases',
    named: true,
    api: shape.person,
    variants: {
      Basic: shape.personBasic,
      Expanded: shape.personExpanded,
      BasicExpanded: shape.personBasicExpanded,
      Variants: shape.personVariants,
    },
    references: {
      clan: 'clans',
      fatherReal: 'persons',
      motherReal: 'persons',
      fatherAdoptive: 'persons',
      motherAdoptive: 'persons',
      childrenReal: 'persons',
      childrenAdopted: 'persons',
      spouses: 'persons',
    },
  },
  weapons: {
    ...EPIC_KIND_FACTS.weapons,
    file: 'weapons.json',
    schema: weaponRecord,
    key: 'weaponName',
    aliases: 'weaponAliases',
    named: true,
    api: shape.weapon,
    references: { weaponOwners: 'persons', weaponAntidote: 'weapons' },
  },
  clans: {
    ...EPIC_KIND_FACTS.clans,
    file: 'clans.json',
    schema: clanRecord,
    key: 'clanName',
    aliases: 'clanAliases',
    named: true,
    api: shape.clan,
    references: { clanHome: 'places' },
  },
  events: {
    ...EPIC_KIND_FACTS.events,
    file: 'events.json',
    schema: eventRecord,
    key: 'eventName',
    named: true,
    api: shape.event,
    variants: {
      Basic: shape.eventBasic,
      Expanded: shape.eventExpanded,
      BasicExpanded: shape.eventBasicExpanded,
      Variants: shape.eventVariants,
    },
    references: {
      eventPersons: 'persons',
      eventLocation: 'places',
      eventPrecededBy: 'events',
      eventFollowedBy: 'events',
    },
  },
  journeys: {
    ...EPIC_KIND_FACTS.journeys,
    file: 'journeys.json',
    schema: journeyRecord,
    key: 'journeyName',
    named: true,
    api: shape.journey,
    variants: { Expanded: shape.journeyExpanded, Variants: shape.journeyVariants },
    references: { journeyPersons: 'persons', journeyRoute: ['places', 'paths'], journeyEvent: 'events' },
  },
  paths: {
    ...EPIC_KIND_FACTS.paths,
    file: 'paths.json',
    schema: pathRecord,
    key: 'pathNameEpic',
    named: true,
    embedded: shape.path,
  },
  places: {
    ...EPIC_KIND_FACTS.places,
    file: 'places.json',
    schema: placeRecord,
    key: 'placeNameEpic',
    aliases: 'placeAliasEpic',
    named: true,
    api: shape.place,
  },
  panoplies: {
    ...EPIC_KIND_FACTS.panoplies,
    file: 'panoplies.json',
    schema: panoplyRecord,
    key: 'person',
    named: false,
    embedded: shape.panoply,
    references: { person: 'persons' },
  },
  deaths: {
    ...EPIC_KIND_FACTS.deaths,
    file: 'deaths.json',
    schema: deathRecord,
    key: 'personName',
    named: false,
    embedded: shape.death,
    references: {
      personName: 'persons',
      personKilledWhoAll: 'persons',
      personKilledByWhom: 'persons',
      personKilledAtEvent: 'events',
    },
  },
} as const satisfies Record<EpicKindName, KindDescriptor>;

type Kinds = typeof EPIC_KINDS;
export type EpicKind = keyof Kinds;
/** Kinds whose key is the record's own name. */
export type NamedKind = { [K in EpicKind]: Kinds[K]['named'] extends true ? K : never }[EpicKind];
/** Kinds the API serves by name (`/persons/{name}`, …). */
export type ApiKind = { [K in EpicKind]: Kinds[K] extends { api: z.ZodObject } ? K : never }[EpicKind];
/** A kind's singular noun. */
export type NounOf<K extends EpicKind> = Kinds[K]['noun'];

/** The records of every kind, as validated. */
export type EpicData = { [K in EpicKind]: z.output<Kinds[K]['schema']>[] };
export type RecordOf<K extends EpicKind> = EpicData[K][number];

export const epicKinds = Object.keys(EPIC_KINDS) as EpicKind[];
export const namedKinds = epicKinds.filter((k): k is NamedKind => EPIC_KINDS[k].named);
export const apiKinds = epicKinds.filter((k): k is ApiKind => 'api' in EPIC_KINDS[k]);

/**
 * The OpenAPI document's names of the kinds' API shapes (`components.schemas`): each by its noun
 * (`Person`, `Panoply`), its variants after it (`PersonBasic`, `PersonVariants`).
 */
export function kindSchemas(): Record<string, z.ZodType> {
  const named: Record<string, z.ZodType> = {};
  for (const k of epicKinds) {
    const { noun, api, embedded, variants } = kind(k);
    const record = api ?? embedded;
    if (!record) continue;
    const name = noun.charAt(0).toUpperCase() + noun.slice(1);
    named[name] = record;
    for (const [suffix, schema] of Object.entries(variants ?? {})) named[`${name}${suffix}`] = schema;
  }
  return named;
}

/** The descriptor of a kind, seen through the common interface (for code that loops over kinds). */
export const kind = (k: EpicKind): KindDescriptor => EPIC_KINDS[k];

/** The fields of a kind that name other records, each with the kinds whose names it may hold. */
export function referencesOf(k: EpicKind): { field: string; targets: EpicKind[] }[] {
  return Object.entries(kind(k).references ?? {}).map(([field, target]) => ({
    field,
    targets: (typeof target === 'string' ? [target] : [...target]) as EpicKind[],
  }));
}

/** A record's name (its key field). */
export const keyOf = <K extends EpicKind>(k: K, record: RecordOf<K>): string =>
  (record as Record<string, unknown>)[EPIC_KINDS[k].key] as string;

/** A record's aliases (none for kinds without an alias field). */
export function aliasesOf<K extends EpicKind>(k: K, record: RecordOf<K>): readonly string[] {
  const field = kind(k).aliases;
  return field ? ((record as Record<string, unknown>)[field] as string[]) : [];
}

export interface EpicContent {
  /** every kind's records; a record that fails its schema is kept as read, so the checks still run */
  data: EpicData;
  /** the kinds whose file exists */
  present: EpicKind[];
  /** each file's text as read (for layout checks) */
  texts: Partial<Record<EpicKind, string>>;
  /** unreadable files and schema errors, naming file, record and field */
  problems: string[];
}

/** The one reader of content/mb: every kind's file, validated with its schema (a missing file is empty). */
export function readEpicContent(dir: string): EpicContent {
  const data = {} as Record<EpicKind, unknown[]>;
  const present: EpicKind[] = [];
  const texts: Partial<Record<EpicKind, string>> = {};
  const problems: string[] = [];
  for (const k of epicKinds) {
    const { file, schema, key } = EPIC_KINDS[k];
    const read = inspectCollection(`mb/${file}`, schema, { dir, optional: true, keyField: key });
    if (read.exists) present.push(k);
    if (read.text !== undefined) texts[k] = read.text;
    data[k] = read.records;
    problems.push(...read.problems);
  }
  return { data: data as unknown as EpicData, present, texts, problems };
}

/**
 * Validates already-parsed collections (one array per kind; a missing kind counts as empty) as
 * `readEpicContent` validates files: for tests and tools that change records in memory.
 */
export function validateEpicCollections(raw: Partial<Record<EpicKind, unknown>>): {
  data: EpicData;
  problems: string[];
} {
  const data = {} as Record<EpicKind, unknown[]>;
  const problems: string[] = [];
  for (const k of epicKinds) {
    const { file, schema, key } = EPIC_KINDS[k];
    const read = validateRecords(raw[k] ?? [], schema, { file: `content/mb/${file}`, keyField: key });
    data[k] = read.records;
    problems.push(...read.problems);
  }
  return { data: data as unknown as EpicData, problems };
}
