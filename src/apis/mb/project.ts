/**
 * Records → API answers: the `fields` and `expand` variants of the epic's resources. Each keeps the
 * keys of its kind's API shape (kinds.ts, api-schema.ts), in their order.
 */
import type { z } from 'zod';
import * as shape from './api-schema.ts';
import type { EpicGraph } from './graph.ts';
import { EPIC_KINDS } from './kinds.ts';
import type { ClanRecord, EventRecord, JourneyRecord, PersonRecord, PlaceRecord, WeaponRecord } from './schema.ts';

export type Fields = 'basic' | 'details';

/** Drops site-only fields (notes, coordinates, …) by keeping the listed keys, in contract order. */
function pick<T extends object>(record: T, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys)
    if ((record as Record<string, unknown>)[key] !== undefined) out[key] = (record as Record<string, unknown>)[key];
  return out;
}

/** The keys of an API shape, in contract order: what a projection keeps. */
const keysOf = (shape: z.ZodObject) => Object.keys(shape.shape);

const PERSON_BASIC = keysOf(shape.personBasic);
const PERSON_DETAILS = keysOf(EPIC_KINDS.persons.api);
const EVENT_BASIC = keysOf(shape.eventBasic);
const EVENT_DETAILS = keysOf(EPIC_KINDS.events.api);
const WEAPON = keysOf(EPIC_KINDS.weapons.api);
const CLAN = keysOf(EPIC_KINDS.clans.api);
const PLACE = keysOf(EPIC_KINDS.places.api);
const JOURNEY = keysOf(EPIC_KINDS.journeys.api);
const PATH = keysOf(EPIC_KINDS.paths.embedded);
const PANOPLY = keysOf(EPIC_KINDS.panoplies.embedded);
const DEATH = keysOf(EPIC_KINDS.deaths.embedded);

export const weaponOf = (w: WeaponRecord) => pick(w, WEAPON);
export const clanOf = (c: ClanRecord) => pick(c, CLAN);
export const placeOf = (p: PlaceRecord) => pick(p, PLACE);
export const journeyBasic = (j: JourneyRecord) => pick(j, JOURNEY);

export function armourOf(g: EpicGraph, name: string) {
  return {
    weapons: (g.weaponsOf.get(name) ?? []).map((w) => weaponOf(g.weapon.get(w)!)),
    panoplies: (g.panopliesOf.get(name) ?? []).map((p) => pick(p, PANOPLY)),
  };
}

export function deathsOf(g: EpicGraph, name: string) {
  return (g.deathsOf.get(name) ?? []).map((d) => pick(d, DEATH));
}

export function personOf(g: EpicGraph, p: PersonRecord, fields: Fields, expand: boolean) {
  const base =
    fields === 'basic' ? pick(p, PERSON_BASIC) : pick({ ...p, weapons: g.weaponsOf.get(p.name) ?? [] }, PERSON_DETAILS);
  if (!expand) return base;
  return {
    ...base,
    clanFull: p.clan ? clanOf(g.clan.get(p.clan)!) : null,
    armour: armourOf(g, p.name),
    death: deathsOf(g, p.name),
  };
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
      return path ? pick(path, PATH) : null;
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
