/**
 * The project's own small RDF vocabulary, for what schema.org has no term for (who killed whom, a
 * weapon's bearers, the day of the war, the legs of a journey). Each term with its label and
 * comment; the RDF edition carries these triples, and `indica-vocab.ttl` holds them alone, so the
 * terms' IRIs (`<site>downloads/indica-vocab.ttl#killedBy`) resolve to their definitions.
 */

export const VOCAB_FILE = 'indica-vocab.ttl';
export const SCHEMA = 'https://schema.org/';
export const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
export const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
export const XSD = 'http://www.w3.org/2001/XMLSchema#';

/** The vocabulary's namespace on a site (its address with the base, ending in "/"). */
export const vocabNamespace = (site: string) => `${site}downloads/${VOCAB_FILE}#`;

export interface VocabTerm {
  kind: 'Property' | 'Class';
  label: string;
  comment: string;
  /** schema.org class a property describes (rdfs:domain), by local name */
  domain?: string;
  /** schema.org class (local name) or XSD datatype (xsd:…) of the values (rdfs:range) */
  range?: string;
}

export const VOCABULARY = {
  killedBy: {
    kind: 'Property',
    label: 'killed by',
    comment: 'The person who struck the fatal blow (deaths.personKilledByWhom).',
    domain: 'Person',
    range: 'Person',
  },
  killers: {
    kind: 'Property',
    label: 'had a hand in killing',
    comment: 'Everyone who had a hand in the killing of the subject (deaths.personKilledWhoAll).',
    domain: 'Person',
    range: 'Person',
  },
  killedAt: {
    kind: 'Property',
    label: 'killed at',
    comment: 'The event at which the subject was killed (deaths.personKilledAtEvent).',
    domain: 'Person',
    range: 'Event',
  },
  killedHow: {
    kind: 'Property',
    label: 'killed how',
    comment: 'How the subject was killed, in words (deaths.personKilledHow).',
    domain: 'Person',
    range: 'xsd:string',
  },
  bearer: {
    kind: 'Property',
    label: 'borne by',
    comment: 'A person who bore the weapon (weapons.weaponOwners).',
    range: 'Person',
  },
  antidote: {
    kind: 'Property',
    label: 'countered by',
    comment: 'A weapon that counters the subject weapon (weapons.weaponAntidote).',
  },
  warDay: {
    kind: 'Property',
    label: 'day of the war',
    comment: 'The day (1–18) of the Kurukshetra war on which the event took place (events.warDay).',
    domain: 'Event',
    range: 'xsd:integer',
  },
  eventOrder: {
    kind: 'Property',
    label: 'order on the timeline',
    comment: "The event's place on the epic's timeline, 1 being the first (events.eventOrder).",
    domain: 'Event',
    range: 'xsd:integer',
  },
  precededBy: {
    kind: 'Property',
    label: 'preceded by',
    comment: 'An event that came just before the subject event (events.eventPrecededBy).',
    domain: 'Event',
    range: 'Event',
  },
  followedBy: {
    kind: 'Property',
    label: 'followed by',
    comment: 'An event that came just after the subject event (events.eventFollowedBy).',
    domain: 'Event',
    range: 'Event',
  },
  journeyEvent: {
    kind: 'Property',
    label: 'journey of the event',
    comment: 'The event the journey belongs to (journeys.journeyEvent).',
    domain: 'Trip',
    range: 'Event',
  },
  pathTowns: {
    kind: 'Property',
    label: 'towns of the leg',
    comment:
      'For a leg of a journey that is a named path (not a place): the modern towns it passes, in order, "Town (Country)" joined by " – " (paths.pathCurrent).',
    domain: 'ListItem',
    range: 'xsd:string',
  },
  placeType: {
    kind: 'Property',
    label: 'kind of place',
    comment: 'What the place is: city, river, mountain, forest, … (places.placeType).',
    domain: 'Place',
    range: 'xsd:string',
  },
  foughtWar: {
    kind: 'Property',
    label: 'fought in the war',
    comment: 'Whether the person fought in the Kurukshetra war (persons.foughtWar; absent when unknown).',
    domain: 'Person',
    range: 'xsd:boolean',
  },
  chariotBanner: {
    kind: 'Property',
    label: 'chariot banner',
    comment: "The banner of the warrior's chariot (panoplies.chariotBanner).",
    domain: 'Person',
    range: 'xsd:string',
  },
  bow: { kind: 'Property', label: 'bow', comment: "The warrior's bow (panoplies.bow).", range: 'xsd:string' },
  sword: { kind: 'Property', label: 'sword', comment: "The warrior's sword (panoplies.sword).", range: 'xsd:string' },
  conch: { kind: 'Property', label: 'conch', comment: "The warrior's conch (panoplies.conch).", range: 'xsd:string' },
  chariotHorses: {
    kind: 'Property',
    label: 'chariot horses',
    comment: "The horses of the warrior's chariot (panoplies.chariotHorses).",
    range: 'xsd:string',
  },
  meter: {
    kind: 'Property',
    label: 'meter',
    comment: 'The meter (chandas) of a verse of the Rig Veda, by the traditional index (verses.meter).',
    domain: 'CreativeWork',
    range: 'xsd:string',
  },
  Weapon: {
    kind: 'Class',
    label: 'Weapon',
    comment: 'A weapon of the epic (weapons); also typed schema:Thing.',
  },
  Being: {
    kind: 'Class',
    label: 'Being',
    comment: 'A god or other being to whom verses of the Rig Veda are addressed; also typed schema:Thing.',
  },
} as const satisfies Record<string, VocabTerm>;

export type VocabName = keyof typeof VOCABULARY;
