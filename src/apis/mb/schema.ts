/**
 * The epic knowledge graph: one zod schema per entity (kinds.ts says which file each validates). The
 * content records under content/mb/ are validated with the `*Record` schemas; the API shapes (`*Api`) are derived from them, and the
 * OpenAPI document is generated from the API shapes.
 *
 * Editorial extras that are not part of the original contract (`notes`, coordinates, owners) live
 * only in content and on the site; the API projections strip them.
 */
import { z } from 'zod';

/**
 * Size bounds, about ten times the largest value in today's content (a name 39 characters, a
 * longDesc 833, a note 400, a list of names 66): every real record fits, and a runaway value (a
 * pasted file, a generator gone wrong) fails the build naming its file, record and field instead of
 * writing gigabytes.
 */
const MAX = {
  name: 400,
  names: 1_000,
  summary: 2_000,
  text: 10_000,
  note: 5_000,
  notes: 50,
  citations: 100,
  ref: 400,
  points: 1_000,
} as const;
const text = (max: number) => z.string().min(1).max(max);

const name = z
  .string()
  .min(1)
  .max(MAX.name)
  .refine((s) => !s.includes('/') && s === s.trim(), {
    message: 'a name must not contain "/" or surrounding spaces',
  });
const names = z.array(name).max(MAX.names);
/** `"yes"`, `"no"` or `null` (unknown), as the original published it. */
export const yesNoNull = z.enum(['yes', 'no']).nullable();
/** The name in Sanskrit: IAST as the indexes spell the headword, and Sanscript's Devanagari of it (scripts/mb/sanskrit-names.ts). */
const iast = z
  .string()
  .regex(/^[A-Za-zāīūṛṝḷṃḥṅñṭḍṇśṣĀĪŪṚŚṢṬḌṆ -]+$/u, 'expected a name in IAST')
  .describe('The name in Sanskrit, in IAST (the index headword, e.g. Arjuna)');
const devanagari = z
  .string()
  .regex(/^[\u0900-\u097F ]+$/u, 'expected a name in Devanagari')
  .describe('The name in Sanskrit, in Devanagari (e.g. अर्जुन)');
/** Editorial notes: where sources disagree, which one we followed and why. Site only. */
const notes = z.array(text(MAX.note)).max(MAX.notes).optional();

/** The works a record can cite, by key; `citationWorkTitles` gives the readable names for pages. */
export const citationWorks = [
  'critical-edition',
  'ganguli',
  'cultural-index',
  'sorensen',
  'indica-docs',
  'harivamsa',
] as const;
export type CitationWork = (typeof citationWorks)[number];

export const citationWorkTitles: Record<CitationWork, string> = {
  'critical-edition': 'Mahābhārata, critical edition (Bhandarkar Oriental Research Institute)',
  ganguli: 'The Mahabharata, translated by K. M. Ganguli',
  'cultural-index': 'M. A. Mehendale, Mahābhārata: A Cultural Index',
  sorensen: 'S. Sörensen, An Index to the Names in the Mahābhārata',
  'indica-docs': 'A. Basu, Indica documentation',
  harivamsa: 'Harivaṃśa',
};

/** Ganguli's parva names as his section headings spell them. */
export const GANGULI_PARVAS = [
  'Adi',
  'Sabha',
  'Vana',
  'Virata',
  'Udyoga',
  'Bhishma',
  'Drona',
  'Karna',
  'Shalya',
  'Sauptika',
  'Stri',
  'Shanti',
  'Anushasana',
  'Ashvamedhika',
  'Ashramavasika',
  'Mausala',
  'Mahaprasthanika',
  'Svargarohana',
] as const;

const PARVA = '(?:[1-9]|1[0-8])';
/** The well-formed reference of each work (see README, "Citations"). */
export const citationRefPatterns: Record<CitationWork, RegExp> = {
  // parva.adhyaya[.verse[-verse]]
  'critical-edition': new RegExp(`^${PARVA}\\.[1-9]\\d*(?:\\.[1-9]\\d*(?:-[1-9]\\d*)?)?$`),
  ganguli: new RegExp(`^(?:${GANGULI_PARVAS.join('|')}) Parva, Section [1-9]\\d*$`),
  // a section number such as 1.2 or 1.5A, optionally ", <entry>"
  'cultural-index': /^[1-9]\.[1-9][0-9]?A?(?:, \S.*)?$/,
  sorensen: /^\S(?:.*\S)?$/,
  'indica-docs': /^§[0-9]+$/,
  harivamsa: /^[1-9]\d*(?:\.[1-9]\d*)?$/,
};

export const citation = z
  .strictObject({
    work: z.enum(citationWorks),
    ref: text(MAX.ref),
    /**
     * Which of several entries of the same headword (Sörensen, Cultural Index), numbered from 1 in
     * the digitisation's order; content/mb/index-homonyms.json lists the headwords that need it.
     */
    entry: z.number().int().positive().optional(),
    note: text(MAX.summary).optional(),
  })
  .superRefine((c, ctx) => {
    if (!citationRefPatterns[c.work].test(c.ref))
      ctx.addIssue({
        code: 'custom',
        path: ['ref'],
        message: `malformed ${c.work} reference ${JSON.stringify(c.ref)}`,
      });
    if (c.work === 'critical-edition') {
      const [, , , from, to] = c.ref.match(/^(\d+)\.(\d+)(?:\.(\d+)(?:-(\d+))?)?$/) ?? [];
      if (from && to && Number(to) <= Number(from))
        ctx.addIssue({
          code: 'custom',
          path: ['ref'],
          message: `verse range ${JSON.stringify(c.ref)} does not increase`,
        });
    }
  });
/**
 * Works that say where a record was taken from, not what supports it: the original API's
 * documentation published the record (its name, its links) but tells none of its story.
 */
export const PROVENANCE_WORKS: readonly CitationWork[] = ['indica-docs'];
const isProvenance = (c: { work: CitationWork }) => PROVENANCE_WORKS.includes(c.work);
/** Where a record's facts can be checked: at least one citation per record. Content and site only, never in API answers. */
export const citations = z
  .array(citation)
  .min(1, 'every record needs at least one citation')
  .max(MAX.citations)
  .superRefine((list, ctx) =>
    list.forEach((c, i) => {
      if (isProvenance(c))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'work'],
          message: `${c.work} tells where the record was taken from, not what supports it: list it under provenance`,
        });
    }),
  );
/** Where the record was taken from (the original API's documentation), apart from its evidence. Content and site only. */
const provenance = z
  .array(citation.refine(isProvenance, { message: `provenance lists only ${PROVENANCE_WORKS.join(', ')}` }))
  .max(MAX.citations)
  .optional();
export type Citation = z.infer<typeof citation>;

export const personRecord = z.strictObject({
  name,
  iast,
  devanagari,
  aliases: names,
  shortDesc: text(MAX.summary),
  gender: z.enum(['male', 'female', 'other']),
  clan: name.optional(),
  fatherReal: name.optional(),
  motherReal: name.optional(),
  fatherAdoptive: name.optional(),
  motherAdoptive: name.optional(),
  childrenReal: names,
  childrenAdopted: names,
  spouses: names,
  foughtWar: yesNoNull,
  aliveAtWarStart: yesNoNull,
  aliveAtWarEnd: yesNoNull,
  longDesc: text(MAX.text),
  notes,
  citations,
  provenance,
});

export const weaponRecord = z.strictObject({
  weaponName: name,
  iast,
  devanagari,
  /** Other spellings and names; resolved like person aliases. */
  weaponAliases: names.default([]),
  weaponDescription: text(MAX.text),
  weaponAntidote: names,
  weaponHP: z.string().max(MAX.summary),
  /** Who bore it: the one place the person↔weapon relation is stored; Person.weapons is derived. */
  weaponOwners: names,
  notes,
  citations,
  provenance,
});

export const clanRecord = z.strictObject({
  clanName: name,
  iast,
  devanagari,
  clanAliases: names,
  clanHome: names,
  clanInfo: text(MAX.text),
  notes,
  citations,
  provenance,
});

export const eventRecord = z.strictObject({
  eventName: name,
  eventPrecededBy: names,
  eventFollowedBy: names,
  eventLocation: names,
  eventDescription: text(MAX.text),
  eventPersons: names,
  /** Order of the event on the timeline (1 = first). Site only. */
  eventOrder: z.number().int().positive(),
  /** Day of the Kurukshetra war (1–18) for the battle events. Site only. */
  warDay: z.number().int().min(1).max(18).optional(),
  notes,
  citations,
  provenance,
});

export const coordinates = z.strictObject({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

/** A named leg of a journey (the ER diagram's PATH), with the modern towns it passes. */
export const pathFields = z.strictObject({
  pathNameEpic: name,
  /** Modern towns in order, formatted "Town (Country)" as the original did. */
  pathCurrent: z
    .array(
      z
        .string()
        .max(MAX.name)
        .regex(/^.+ \(.+\)$/, 'expected "Town (Country)"'),
    )
    .min(1)
    .max(MAX.points),
  /** Coordinates of each town of pathCurrent, same order. Site only (maps). */
  pathPoints: z.array(coordinates).max(MAX.points),
  /** Where the original route ends this path at a stand-in town that is not the named place: which town, and where the place really is. Site only. */
  standIn: text(MAX.summary).optional(),
  notes,
  citations,
  provenance,
});
export const pathRecord = pathFields.refine((p) => p.pathPoints.length === p.pathCurrent.length, {
  message: 'pathPoints must have one point per pathCurrent town',
  path: ['pathPoints'],
});

export const journeyRecord = z.strictObject({
  journeyName: name,
  /** Places and paths in travel order; each resolves to a place or a path. */
  journeyRoute: names.min(1),
  journeyPersons: names,
  journeyEvent: name,
  notes,
  citations,
  provenance,
});

/** A place's fields; `placeRecord` adds the rule tying its point to the source or the reason. */
export const placeFields = z.strictObject({
  placeNameEpic: name,
  iast,
  devanagari,
  placeAliasEpic: names,
  placeNameHistorical: z.array(z.string().max(MAX.name)).max(MAX.names),
  placeNameCurrent: z.array(z.string().max(MAX.name)).max(MAX.names),
  placeCountryCurrent: z.array(z.string().max(MAX.name)).max(MAX.names),
  placeType: text(MAX.name),
  placeInfo: text(MAX.text),
  /** Where the place is (or is identified to be). Site only (locator maps). */
  coordinates: coordinates.optional(),
  /** With `coordinates`: who identifies the place with that point (the source, and what the point marks). Site only. */
  identifiedBy: text(MAX.summary).optional(),
  /** With `coordinates`, where the identification is disputed: who disagrees and what they propose. Site only. */
  identificationDisputed: text(MAX.summary).optional(),
  /**
   * With `coordinates`: what the point stands for. `site`: the place itself (a town, a tirtha, a
   * mountain). `representative`: a river, range or country that is not one point, drawn at one
   * point of it chosen from the records (a tirtha the epic visits, the capital, a route point).
   * Site only.
   */
  pointKind: z.enum(['site', 'representative']).optional(),
  /** With a representative point: which point of the place it is, and why that one. Site only. */
  pointNote: text(MAX.summary).optional(),
  /** Without `coordinates`: why the place is not on the map (not identified, mythical, a river or region). Site only. */
  notOnMap: text(MAX.summary).optional(),
  notes,
  citations,
  provenance,
});
/** Every place either has a point and the source of its identification, or says why it has none. */
export const placeRecord = placeFields.superRefine((p, ctx) => {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (p.coordinates) {
    if (!p.identifiedBy) issue('identifiedBy', 'a place with coordinates names the source of its identification');
    if (p.notOnMap) issue('notOnMap', 'a place with coordinates is on the map');
    if (!p.pointKind) issue('pointKind', 'a place with coordinates says what its point stands for');
    if (p.pointKind === 'representative' && !p.pointNote)
      issue('pointNote', 'a representative point says which point of the place it is');
    if (p.pointKind === 'site' && p.pointNote) issue('pointNote', 'pointNote goes with a representative point');
  } else {
    if (p.pointKind) issue('pointKind', 'pointKind goes with coordinates');
    if (p.pointNote) issue('pointNote', 'pointNote goes with coordinates');
    if (!p.notOnMap) issue('notOnMap', 'a place without coordinates says why it is not on the map');
    if (p.identifiedBy) issue('identifiedBy', 'identifiedBy goes with coordinates');
    if (p.identificationDisputed) issue('identificationDisputed', 'identificationDisputed goes with coordinates');
  }
});

export const panoplyRecord = z.strictObject({
  person: name,
  chariotBanner: z.string().max(MAX.summary),
  bow: z.string().max(MAX.summary),
  sword: z.string().max(MAX.summary),
  conch: z.string().max(MAX.summary),
  chariotHorses: z.string().max(MAX.summary),
  notes,
  citations,
  provenance,
});

export const deathRecord = z.strictObject({
  personName: name,
  /** Everyone who had a hand in the killing. */
  personKilledWhoAll: names,
  /** Who struck the fatal blow. */
  personKilledByWhom: names,
  personKilledHow: text(MAX.text),
  personKilledAtEvent: name.nullable(),
  notes,
  citations,
  provenance,
});

export type PersonRecord = z.infer<typeof personRecord>;
export type WeaponRecord = z.infer<typeof weaponRecord>;
export type ClanRecord = z.infer<typeof clanRecord>;
export type EventRecord = z.infer<typeof eventRecord>;
export type PathRecord = z.infer<typeof pathRecord>;
export type JourneyRecord = z.infer<typeof journeyRecord>;
export type PlaceRecord = z.infer<typeof placeRecord>;
export type PanoplyRecord = z.infer<typeof panoplyRecord>;
export type DeathRecord = z.infer<typeof deathRecord>;
