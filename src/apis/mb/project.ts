/** Records → API answers: the `fields` and `expand` variants of the epic's resources. */
import type { EpicGraph } from './graph.ts';
import type { ClanRecord, EventRecord, JourneyRecord, PersonRecord, PlaceRecord, WeaponRecord } from './schema.ts';

export type Fields = 'basic' | 'details';

/** Drops site-only fields (notes, coordinates, …) by keeping the listed keys, in contract order. */
function pick<T extends object>(record: T, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if ((record as Record<string, unknown>)[key] !== undefined) out[key] = (record as Record<string, unknown>)[key];
  return out;
}

const PERSON_BASIC = ['name', 'aliases', 'shortDesc', 'gender', 'clan'];
const PERSON_DETAILS = [
  'name', 'aliases', 'shortDesc', 'gender', 'clan', 'fatherReal', 'motherReal', 'fatherAdoptive', 'motherAdoptive',
  'childrenReal', 'childrenAdopted', 'spouses', 'foughtWar', 'aliveAtWarStart', 'aliveAtWarEnd', 'weapons', 'longDesc',
];
const EVENT_BASIC = ['eventName', 'eventPrecededBy', 'eventFollowedBy', 'eventLocation', 'eventPersons'];
const EVENT_DETAILS = [...EVENT_BASIC.slice(0, 4), 'eventDescription', 'eventPersons'];

export const weaponOf = (w: WeaponRecord) => pick(w, ['weaponName', 'weaponDescription', 'weaponAntidote', 'weaponHP']);
export const clanOf = (c: ClanRecord) => pick(c, ['clanName', 'clanAliases', 'clanHome', 'clanInfo']);
export const placeOf = (p: PlaceRecord) =>
  pick(p, ['placeNameEpic', 'placeAliasEpic', 'placeNameHistorical', 'placeNameCurrent', 'placeCountryCurrent', 'placeType', 'placeInfo']);
export const journeyBasic = (j: JourneyRecord) => pick(j, ['journeyName', 'journeyRoute', 'journeyPersons', 'journeyEvent']);

export function armourOf(g: EpicGraph, name: string) {
  return {
    weapons: (g.weaponsOf.get(name) ?? []).map((w) => weaponOf(g.weapon.get(w)!)),
    panoplies: (g.panopliesOf.get(name) ?? []).map((p) => pick(p, ['person', 'chariotBanner', 'bow', 'sword', 'conch', 'chariotHorses'])),
  };
}

export function deathsOf(g: EpicGraph, name: string) {
  return (g.deathsOf.get(name) ?? []).map((d) =>
    pick(d, ['personName', 'personKilledWhoAll', 'personKilledByWhom', 'personKilledHow', 'personKilledAtEvent']),
  );
}

export function personOf(g: EpicGraph, p: PersonRecord, fields: Fields, expand: boolean) {
  const base = fields === 'basic' ? pick(p, PERSON_BASIC) : pick({ ...p, weapons: g.weaponsOf.get(p.name) ?? [] }, PERSON_DETAILS);
  if (!expand) return base;
  return { ...base, clanFull: p.clan ? clanOf(g.clan.get(p.clan)!) : null, armour: armourOf(g, p.name), death: deathsOf(g, p.name) };
}

export function eventOf(g: EpicGraph, e: EventRecord, fields: Fields, expand: boolean) {
  const base = pick(e, fields === 'basic' ? EVENT_BASIC : EVENT_DETAILS);
  if (!expand) return base;
  return {
    ...base,
    eventPersonsFull: e.eventPersons.map((n) => personOf(g, g.person.get(n)!, 'basic', false)),
    eventLocationFull: e.eventLocation.map((n) => placeOf(g.place.get(n)!)),
  };
}

export function journeyOf(g: EpicGraph, j: JourneyRecord, expand: boolean) {
  const base = journeyBasic(j);
  if (!expand) return base;
  return {
    ...base,
    // As the original: a leg that is a path expands to its modern towns, a place to null.
    journeyRouteFull: j.journeyRoute.map((r) => {
      const path = g.path.get(r);
      return path ? { pathNameEpic: path.pathNameEpic, pathCurrent: path.pathCurrent } : null;
    }),
    journeyPersonsFull: j.journeyPersons.map((n) => personOf(g, g.person.get(n)!, 'basic', false)),
  };
}

/** The places of a person's events and journeys, in first appearance order. */
export function placesOf(g: EpicGraph, name: string): string[] {
  const places = new Set<string>();
  for (const e of g.eventsOf.get(name) ?? []) for (const l of e.eventLocation) places.add(l);
  for (const j of g.journeysOf.get(name) ?? []) for (const r of j.journeyRoute) if (g.place.has(r)) places.add(r);
  return [...places];
}
