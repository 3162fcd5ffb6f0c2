/**
 * The epic knowledge graph as the build uses it: every collection validated, every relation
 * checked (checks.ts; the build fails naming the file, record and field), and the indexes the
 * endpoints and pages share, built once.
 */
import { contentDir } from '../../build-config.ts';
import { assertNoProblems, assertValidContent } from '../../core/content.ts';
import { buildNameIndex, sortNames, type NameIndex } from '../../core/names.ts';
import { checkEpicGraph } from './checks.ts';
import { familyIndex, type FamilyIndex, type Sibling } from './kinship.ts';
import {
  aliasesOf,
  apiKinds,
  EPIC_KINDS,
  keyOf,
  namedKinds,
  readEpicContent,
  type ApiKind,
  type EpicData,
  type NamedKind,
  type NounOf,
  type RecordOf,
} from './kinds.ts';
import type { ClanRecord, DeathRecord, EventRecord, JourneyRecord, PanoplyRecord } from './schema.ts';

export type { EpicData } from './kinds.ts';

/** Each named kind's records by name, under the kind's singular noun (`graph.person`, `graph.place`, …). */
type ByName = { [K in NamedKind as NounOf<K>]: Map<string, RecordOf<K>> };

export interface EpicGraph extends EpicData, ByName {
  /** Person.weapons, derived from the weapons' owners (the relation is stored once). */
  weaponsOf: Map<string, string[]>;
  panopliesOf: Map<string, PanoplyRecord[]>;
  deathsOf: Map<string, DeathRecord[]>;
  eventsOf: Map<string, EventRecord[]>;
  journeysOf: Map<string, JourneyRecord[]>;
  /** Journeys whose route passes a place or path. */
  journeysAt: Map<string, JourneyRecord[]>;
  /** Events at a place, in timeline order. */
  eventsAt: Map<string, EventRecord[]>;
  /** Clans whose home is a place. */
  clansAt: Map<string, ClanRecord[]>;
  /** Deaths at an event. */
  deathsAt: Map<string, DeathRecord[]>;
  /** Events in timeline order. */
  timeline: EventRecord[];
  /** Parents, children and spouses read from both sides of each relation (the family trees draw from it). */
  kin: FamilyIndex;
  /** Full, half and adoptive siblings: the one answer the facts list and the family tree share. */
  siblingsOf(name: string): Sibling[];
  names: Record<ApiKind, NameIndex>;
  sortedNames: Record<ApiKind, string[]>;
}

function group<T>(items: Iterable<[string, T]>): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const [key, item] of items) (map.get(key) ?? map.set(key, []).get(key)!).push(item);
  return map;
}

let loaded: EpicGraph | undefined;

/** The graph, loaded, checked and indexed once per process (pages and the JSON writer share it). */
export function loadEpic(root?: string): EpicGraph {
  if (!root && loaded) return loaded;
  const folder = contentDir(root);
  const { data, problems } = readEpicContent(folder);
  assertValidContent(problems);
  assertNoProblems('content/mb: relation checks', checkEpicGraph(data, folder));
  const graph = indexEpic(data);
  if (!root) loaded = graph;
  return graph;
}

export function indexEpic(data: EpicData): EpicGraph {
  const byName = Object.fromEntries(
    namedKinds.map((k) => [
      EPIC_KINDS[k].noun,
      new Map((data[k] as RecordOf<typeof k>[]).map((r) => [keyOf(k, r), r])),
    ]),
  ) as unknown as ByName;
  const names = Object.fromEntries(
    apiKinds.map((k) => [
      k,
      buildNameIndex(
        k,
        (data[k] as RecordOf<typeof k>[]).map((r) => ({ name: keyOf(k, r), aliases: aliasesOf(k, r) })),
      ),
    ]),
  ) as Record<ApiKind, NameIndex>;
  const sortedNames = Object.fromEntries(
    apiKinds.map((k) => [k, sortNames((data[k] as RecordOf<typeof k>[]).map((r) => keyOf(k, r)))]),
  ) as Record<ApiKind, string[]>;
  const timeline = [...data.events].sort((a, b) => a.eventOrder - b.eventOrder);
  const kin = familyIndex(data.persons);
  return {
    ...data,
    ...byName,
    weaponsOf: group(data.weapons.flatMap((w) => w.weaponOwners.map((o) => [o, w.weaponName] as [string, string]))),
    panopliesOf: group(data.panoplies.map((p) => [p.person, p])),
    deathsOf: group(data.deaths.map((d) => [d.personName, d])),
    eventsOf: group(timeline.flatMap((e) => e.eventPersons.map((p) => [p, e] as [string, EventRecord]))),
    journeysOf: group(data.journeys.flatMap((j) => j.journeyPersons.map((p) => [p, j] as [string, JourneyRecord]))),
    journeysAt: group(
      data.journeys.flatMap((j) => [...new Set(j.journeyRoute)].map((r) => [r, j] as [string, JourneyRecord])),
    ),
    eventsAt: group(timeline.flatMap((e) => e.eventLocation.map((l) => [l, e] as [string, EventRecord]))),
    clansAt: group(data.clans.flatMap((c) => c.clanHome.map((h) => [h, c] as [string, ClanRecord]))),
    deathsAt: group(
      data.deaths.flatMap((d) => (d.personKilledAtEvent ? [[d.personKilledAtEvent, d] as [string, DeathRecord]] : [])),
    ),
    timeline,
    kin,
    siblingsOf: kin.siblingsOf,
    names,
    sortedNames,
  };
}
