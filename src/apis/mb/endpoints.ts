/** The /mb/v2 endpoint table: the 22 endpoints of the epic knowledge graph. */
import { ApiError } from '../../core/api-error.ts';
import type { ApiDeclaration, PathParam, RequestParams } from '../../core/endpoint.ts';
import { EXPAND, FIELDS, listEndpoint, singleEndpoint, variantsOf } from '../../core/list-endpoint.ts';
import { paginate } from '../../core/paginate.ts';
import { DEFAULT_LIMIT } from '../../core/query.ts';
import * as shape from './api-schema.ts';
import type { EpicGraph } from './graph.ts';
import { apiKinds, EPIC_KINDS, kindSchemas, type ApiKind } from './kinds.ts';
import {
  armourOf,
  clanOf,
  deathsOf,
  eventOf,
  journeyOf,
  personOf,
  placeOf,
  placesOf,
  weaponOf,
  type Fields,
} from './project.ts';

type Kind = ApiKind;
const nameParam = (entity: Kind): PathParam => ({
  kind: 'name',
  entity,
  description: `A ${EPIC_KINDS[entity].noun}'s name or alias, in any letter case (static files: the canonical name).`,
});
const named = (g: EpicGraph, kind: Kind) => g.sortedNames[kind].map((name) => ({ name }));
const fieldsOf = (r: RequestParams) => r.query.fields as Fields;
const expandOf = (r: RequestParams) => r.query.expand === true;
const nameOf = (r: RequestParams) => String(r.path.name);

function namesEndpoint(kind: Kind) {
  return singleEndpoint<EpicGraph>({
    path: `/${kind}/names`,
    summary: `The canonical names of all ${kind}, sorted case-insensitively`,
    response: shape.names,
    examples: [`/${kind}/names`],
    variants: () => [{ path: {}, query: {} }],
    answer: (g) => g.sortedNames[kind],
  });
}

/** Looks a canonical name up; the server resolves case and aliases before this. */
function must<T>(map: Map<string, T>, name: string, label: string): T {
  const found = map.get(name);
  if (!found) throw new ApiError(404, `no ${label} named "${name}"`);
  return found;
}

function journeysFiltered(g: EpicGraph, person?: string, place?: string) {
  return g.journeys.filter(
    (j) => (!person || j.journeyPersons.includes(person)) && (!place || j.journeyRoute.includes(place)),
  );
}

export const mbApi: ApiDeclaration<EpicGraph> = {
  id: 'mb',
  base: '/mb/v2',
  title: 'Mahabharata knowledge graph',
  version: '2.0.0',
  description:
    'Persons, weapons, clans, events, journeys and places of the Mahabharata, with their relations. Names resolve in any letter case and by alias. Lists are paginated (limit 1–50, default 10).',
  entities: Object.fromEntries(apiKinds.map((k) => [k, { label: EPIC_KINDS[k].noun }])),
  queryFilters: {
    person: { entity: 'persons', description: 'Only journeys of this person (name or alias, any letter case).' },
    place: { entity: 'places', description: 'Only journeys passing this place (name or alias, any letter case).' },
  },
  schemas: {
    ...kindSchemas(),
    Armour: shape.armour,
    Explore: shape.explore,
    PersonName: shape.personName,
    Names: shape.names,
  },
  endpoints: [
    listEndpoint<EpicGraph>({
      path: '/persons',
      summary: 'List persons',
      description:
        '`fields=basic` gives name, aliases, shortDesc, gender and clan; `details` every field. `expand=true` adds `clanFull`, `armour` and `death`.',
      query: ['fields', 'expand', 'limit', 'page'],
      item: shape.personVariants,
      examples: ['/persons', '/persons?page=2', '/persons?fields=details&limit=5', '/persons?expand=true&limit=2'],
      variants: () => variantsOf([{}], { fields: FIELDS, expand: EXPAND }),
      items: (g, r) => g.persons.map((p) => personOf(g, p, fieldsOf(r), expandOf(r))),
    }),
    namesEndpoint('persons'),
    singleEndpoint<EpicGraph>({
      path: '/persons/{name}',
      summary: 'One person',
      description: 'Same `fields` and `expand` as the list.',
      params: { name: nameParam('persons') },
      query: ['fields', 'expand'],
      response: shape.personVariants,
      examples: [
        '/persons/Arjun',
        '/persons/Arjun?fields=details',
        '/persons/partha',
        '/persons/Bheem?fields=details&expand=true',
      ],
      variants: (g) => variantsOf(named(g, 'persons'), { fields: FIELDS, expand: EXPAND }),
      answer: (g, r) => personOf(g, must(g.person, nameOf(r), 'person'), fieldsOf(r), expandOf(r)),
    }),
    singleEndpoint<EpicGraph>({
      path: '/persons/{name}/armour',
      summary: "A person's weapons and panoplies",
      params: { name: nameParam('persons') },
      response: shape.armour,
      examples: ['/persons/Arjun/armour', '/persons/Karn/armour'],
      variants: (g) => variantsOf(named(g, 'persons')),
      answer: (g, r) => armourOf(g, must(g.person, nameOf(r), 'person').name),
    }),
    listEndpoint<EpicGraph>({
      path: '/persons/{name}/journeys',
      summary: "A person's journeys",
      params: { name: nameParam('persons') },
      query: ['expand', 'limit', 'page'],
      item: shape.journeyVariants,
      examples: ['/persons/Arjun/journeys', '/persons/Arjun/journeys?expand=true&limit=2'],
      variants: (g) => variantsOf(named(g, 'persons'), { expand: EXPAND }),
      items: (g, r) =>
        (g.journeysOf.get(must(g.person, nameOf(r), 'person').name) ?? []).map((j) => journeyOf(g, j, expandOf(r))),
    }),
    singleEndpoint<EpicGraph>({
      path: '/explore/{name}',
      summary: 'Everything about a person',
      description: `Clan, armour, events and journeys (first page of ${DEFAULT_LIMIT}; the full lists are at /events and /persons/{name}/journeys), places and death.`,
      params: { name: nameParam('persons') },
      response: shape.explore,
      examples: ['/explore/Arjun', '/explore/Karn'],
      variants: (g) => variantsOf(named(g, 'persons')),
      answer: (g, r) => {
        const p = must(g.person, nameOf(r), 'person');
        const clan = p.clan
          ? clanOf(g.clan.get(p.clan)!)
          : { clanName: '', clanAliases: [], clanHome: [], clanInfo: '' };
        return {
          person: p.name,
          clan,
          armour: armourOf(g, p.name),
          events: paginate(
            (g.eventsOf.get(p.name) ?? []).map((e) => eventOf(g, e, 'details', false)),
            DEFAULT_LIMIT,
            1,
          ),
          journeys: paginate(
            (g.journeysOf.get(p.name) ?? []).map((j) => journeyOf(g, j, false)),
            DEFAULT_LIMIT,
            1,
          ),
          places: placesOf(g, p.name),
          death: deathsOf(g, p.name),
        };
      },
    }),
    listEndpoint<EpicGraph>({
      path: '/weapons',
      summary: 'List weapons',
      query: ['limit', 'page'],
      item: shape.weapon,
      examples: ['/weapons', '/weapons?limit=50'],
      variants: () => variantsOf([{}]),
      items: (g) => g.weapons.map(weaponOf),
    }),
    namesEndpoint('weapons'),
    singleEndpoint<EpicGraph>({
      path: '/weapons/{name}',
      summary: 'One weapon',
      params: { name: nameParam('weapons') },
      response: shape.weapon,
      examples: ['/weapons/Brahmastra', '/weapons/Narayanastra'],
      variants: (g) => variantsOf(named(g, 'weapons')),
      answer: (g, r) => weaponOf(must(g.weapon, nameOf(r), 'weapon')),
    }),
    listEndpoint<EpicGraph>({
      path: '/weapons/{name}/owners',
      summary: 'Who bore a weapon',
      params: { name: nameParam('weapons') },
      query: ['limit', 'page'],
      item: shape.personName,
      examples: ['/weapons/Brahmastra/owners'],
      variants: (g) => variantsOf(named(g, 'weapons')),
      items: (g, r) => must(g.weapon, nameOf(r), 'weapon').weaponOwners,
    }),
    listEndpoint<EpicGraph>({
      path: '/events',
      summary: 'List events, in timeline order',
      description:
        '`fields=basic` (default) gives everything but the description; `details` adds it. `expand=true` adds `eventPersonsFull` and `eventLocationFull`.',
      query: ['fields', 'expand', 'limit', 'page'],
      item: shape.eventVariants,
      examples: ['/events', '/events?fields=details', '/events?limit=50&page=2'],
      variants: () => variantsOf([{}], { fields: FIELDS, expand: EXPAND }),
      items: (g, r) => g.timeline.map((e) => eventOf(g, e, fieldsOf(r), expandOf(r))),
    }),
    namesEndpoint('events'),
    singleEndpoint<EpicGraph>({
      path: '/events/{name}',
      summary: 'One event',
      params: { name: nameParam('events') },
      query: ['fields', 'expand'],
      response: shape.eventVariants,
      examples: ['/events/Dice game', '/events/Karn killing?fields=details&expand=true'],
      variants: (g) => variantsOf(named(g, 'events'), { fields: FIELDS, expand: EXPAND }),
      answer: (g, r) => eventOf(g, must(g.event, nameOf(r), 'event'), fieldsOf(r), expandOf(r)),
    }),
    listEndpoint<EpicGraph>({
      path: '/clans',
      summary: 'List clans',
      query: ['limit', 'page'],
      item: shape.clan,
      examples: ['/clans', '/clans?limit=20&page=2'],
      variants: () => variantsOf([{}]),
      items: (g) => g.clans.map(clanOf),
    }),
    namesEndpoint('clans'),
    singleEndpoint<EpicGraph>({
      path: '/clans/{name}',
      summary: 'One clan',
      params: { name: nameParam('clans') },
      response: shape.clan,
      examples: ['/clans/Pandav', '/clans/Yadav'],
      variants: (g) => variantsOf(named(g, 'clans')),
      answer: (g, r) => clanOf(must(g.clan, nameOf(r), 'clan')),
    }),
    listEndpoint<EpicGraph>({
      path: '/journeys',
      summary: 'List journeys, optionally of a person and/or through a place',
      description:
        '`person`: journeys the person took part in; `place`: journeys whose route includes the place. `expand=true` adds `journeyRouteFull` (a path leg → its modern towns, a place → null) and `journeyPersonsFull`.',
      query: ['person', 'place', 'expand', 'limit', 'page'],
      item: shape.journeyVariants,
      examples: [
        '/journeys',
        '/journeys?person=Arjun&limit=5',
        '/journeys?place=Indraprastha',
        '/journeys?person=Bheem&place=Girivraj&expand=true',
      ],
      *variants(g) {
        yield* variantsOf([{}], { expand: EXPAND });
        for (const person of g.sortedNames.persons) yield* variantsOf([{}], { person: [person], expand: EXPAND });
        for (const place of g.sortedNames.places) yield* variantsOf([{}], { place: [place], expand: EXPAND });
        // Pairs only where they have journeys; the server answers an empty page 1 for the rest.
        const pairs = new Set<string>();
        for (const j of g.journeys)
          for (const person of j.journeyPersons)
            for (const place of j.journeyRoute) if (g.place.has(place)) pairs.add(JSON.stringify([person, place]));
        for (const pair of [...pairs].sort()) {
          const [person, place] = JSON.parse(pair) as [string, string];
          yield* variantsOf([{}], { person: [person], place: [place], expand: EXPAND });
        }
      },
      items: (g, r) => {
        const person = r.query.person === undefined ? undefined : must(g.person, String(r.query.person), 'person').name;
        const place =
          r.query.place === undefined ? undefined : must(g.place, String(r.query.place), 'place').placeNameEpic;
        return journeysFiltered(g, person, place).map((j) => journeyOf(g, j, expandOf(r)));
      },
    }),
    namesEndpoint('journeys'),
    singleEndpoint<EpicGraph>({
      path: '/journeys/{name}',
      summary: 'One journey',
      params: { name: nameParam('journeys') },
      query: ['expand'],
      response: shape.journeyVariants,
      examples: ['/journeys/Jarasandh killing', '/journeys/Jarasandh killing?expand=true'],
      variants: (g) => variantsOf(named(g, 'journeys'), { expand: EXPAND }),
      answer: (g, r) => journeyOf(g, must(g.journey, nameOf(r), 'journey'), expandOf(r)),
    }),
    listEndpoint<EpicGraph>({
      path: '/places',
      summary: 'List places',
      query: ['limit', 'page'],
      item: shape.place,
      examples: ['/places', '/places?limit=25&page=3'],
      variants: () => variantsOf([{}]),
      items: (g) => g.places.map(placeOf),
    }),
    namesEndpoint('places'),
    singleEndpoint<EpicGraph>({
      path: '/places/{name}',
      summary: 'One place',
      params: { name: nameParam('places') },
      response: shape.place,
      examples: ['/places/Indraprastha', '/places/Girivraj'],
      variants: (g) => variantsOf(named(g, 'places')),
      answer: (g, r) => placeOf(must(g.place, nameOf(r), 'place')),
    }),
  ],
};
