/**
 * The epic knowledge graph as the build uses it: every collection validated, every relation
 * checked (checks.ts; the build fails naming the file, record and field), and the indexes the
 * endpoints and pages share, built once.
 */
import { assertNoProblems, readCollection } from '../../core/content.ts';
import { buildNameIndex, sortNames, type NameIndex } from '../../core/names.ts';
import { checkEpicGraph } from './checks.ts';
import { familyIndex, type FamilyIndex, type Sibling } from '../../charts/family-tree.ts';
import {
  epicCollections, type EpicData, type EventRecord, type JourneyRecord, type PathRecord, type PersonRecord, type PlaceRecord, type WeaponRecord,
  type ClanRecord, type PanoplyRecord, type DeathRecord,
} from './schema.ts';

export interface EpicGraph extends EpicData {
  person: Map<string, PersonRecord>;
  weapon: Map<string, WeaponRecord>;
  clan: Map<string, ClanRecord>;
  event: Map<string, EventRecord>;
  journey: Map<string, JourneyRecord>;
  path: Map<string, PathRecord>;
  place: Map<string, PlaceRecord>;
  /** Person.weapons, derived from the weapons' owners (the relation is stored once). */
  weaponsOf: Map<string, string[]>;
  panopliesOf: Map<string, PanoplyRecord[]>;
  deathsOf: Map<string, DeathRecord[]>;
  eventsOf: Map<string, EventRecord[]>;
  journeysOf: Map<string, JourneyRecord[]>;
  journeysAt: Map<string, JourneyRecord[]>;
  /** Events in timeline order. */
  timeline: EventRecord[];
  /** Parents, children and spouses read from both sides of each relation (the family trees draw from it). */
  kin: FamilyIndex;
  /** Full, half and adoptive siblings: the one answer the facts list and the family tree share. */
  siblingsOf(name: string): Sibling[];
  names: Record<'persons' | 'weapons' | 'clans' | 'events' | 'journeys' | 'places', NameIndex>;
  sortedNames: Record<'persons' | 'weapons' | 'clans' | 'events' | 'journeys' | 'places', string[]>;
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
  const data = Object.fromEntries(
    Object.entries(epicCollections).map(([kind, schema]) => [kind, readCollection(`mb/${kind}.json`, schema, { root })]),
  ) as unknown as EpicData;
  assertNoProblems('content/mb: relation checks', checkEpicGraph(data));
  const graph = indexEpic(data);
  if (!root) loaded = graph;
  return graph;
}

export function indexEpic(data: EpicData): EpicGraph {
  const byName = <T>(items: T[], key: (t: T) => string) => new Map(items.map((t) => [key(t), t]));
  const names = {
    persons: buildNameIndex('persons', data.persons.map((p) => ({ name: p.name, aliases: p.aliases }))),
    weapons: buildNameIndex('weapons', data.weapons.map((w) => ({ name: w.weaponName, aliases: w.weaponAliases }))),
    clans: buildNameIndex('clans', data.clans.map((c) => ({ name: c.clanName, aliases: c.clanAliases }))),
    events: buildNameIndex('events', data.events.map((e) => ({ name: e.eventName, aliases: [] }))),
    journeys: buildNameIndex('journeys', data.journeys.map((j) => ({ name: j.journeyName, aliases: [] }))),
    places: buildNameIndex('places', data.places.map((p) => ({ name: p.placeNameEpic, aliases: p.placeAliasEpic }))),
  };
  const timeline = [...data.events].sort((a, b) => a.eventOrder - b.eventOrder);
  const kin = familyIndex(data.persons);
  return {
    ...data,
    person: byName(data.persons, (p) => p.name),
    weapon: byName(data.weapons, (w) => w.weaponName),
    clan: byName(data.clans, (c) => c.clanName),
    event: byName(data.events, (e) => e.eventName),
    journey: byName(data.journeys, (j) => j.journeyName),
    path: byName(data.paths, (p) => p.pathNameEpic),
    place: byName(data.places, (p) => p.placeNameEpic),
    weaponsOf: group(data.weapons.flatMap((w) => w.weaponOwners.map((o) => [o, w.weaponName] as [string, string]))),
    panopliesOf: group(data.panoplies.map((p) => [p.person, p])),
    deathsOf: group(data.deaths.map((d) => [d.personName, d])),
    eventsOf: group(timeline.flatMap((e) => e.eventPersons.map((p) => [p, e] as [string, EventRecord]))),
    journeysOf: group(data.journeys.flatMap((j) => j.journeyPersons.map((p) => [p, j] as [string, JourneyRecord]))),
    journeysAt: group(data.journeys.flatMap((j) => [...new Set(j.journeyRoute)].map((r) => [r, j] as [string, JourneyRecord]))),
    timeline,
    kin,
    siblingsOf: kin.siblingsOf,
    names,
    sortedNames: {
      persons: sortNames(data.persons.map((p) => p.name)),
      weapons: sortNames(data.weapons.map((w) => w.weaponName)),
      clans: sortNames(data.clans.map((c) => c.clanName)),
      events: sortNames(data.events.map((e) => e.eventName)),
      journeys: sortNames(data.journeys.map((j) => j.journeyName)),
      places: sortNames(data.places.map((p) => p.placeNameEpic)),
    },
  };
}
