/**
 * The epic API's response shapes, derived from the content schemas (schema.ts): the contract's
 * fields only, with the `fields` and `expand` variants. These give the OpenAPI schemas and
 * validate every emitted file. Expanded data goes in extra `…Full` fields, as the original's
 * `journeyRouteFull` did, so an expanded answer stays valid against the published schema.
 * Their types are named once, for the client package, in client/src/types.ts.
 */
import { z } from 'zod';
import { pageSchema } from '../../core/list-endpoint.ts';
import {
  clanRecord,
  deathRecord,
  eventRecord,
  journeyRecord,
  panoplyRecord,
  pathFields,
  personRecord,
  placeFields,
  weaponRecord,
} from './schema.ts';

const strings = z.array(z.string());

// weapons (derived from the weapons' owners) comes before longDesc, as in the original contract.
export const person = personRecord
  .omit({ notes: true, citations: true, provenance: true, longDesc: true })
  .extend({ weapons: strings, longDesc: personRecord.shape.longDesc });
export const personBasic = person.pick({
  name: true,
  iast: true,
  devanagari: true,
  aliases: true,
  shortDesc: true,
  gender: true,
  clan: true,
});
export const weapon = weaponRecord.omit({
  notes: true,
  citations: true,
  provenance: true,
  weaponAliases: true,
  weaponOwners: true,
});
export const clan = clanRecord.omit({ notes: true, citations: true, provenance: true });
export const event = eventRecord.omit({
  notes: true,
  citations: true,
  provenance: true,
  eventOrder: true,
  warDay: true,
});
export const eventBasic = event.omit({ eventDescription: true });
export const journey = journeyRecord.omit({ notes: true, citations: true, provenance: true });
export const place = placeFields.omit({
  notes: true,
  citations: true,
  provenance: true,
  coordinates: true,
  identifiedBy: true,
  identificationDisputed: true,
  notOnMap: true,
  pointKind: true,
  pointNote: true,
});
export const panoply = panoplyRecord.omit({ notes: true, citations: true, provenance: true });
export const death = deathRecord.omit({ notes: true, citations: true, provenance: true });
/** A journey's leg as the original expanded it: its epic name and modern towns. */
export const path = pathFields.omit({
  notes: true,
  citations: true,
  provenance: true,
  pathPoints: true,
  standIn: true,
});
export const armour = z.strictObject({ weapons: z.array(weapon), panoplies: z.array(panoply) });

const personExpansion = { clanFull: clan.nullable(), armour, death: z.array(death) };
export const personExpanded = person.extend(personExpansion);
export const personBasicExpanded = personBasic.extend(personExpansion);
export const personVariants = z.union([personBasic, person, personBasicExpanded, personExpanded]);

const eventExpansion = { eventPersonsFull: z.array(personBasic), eventLocationFull: z.array(place) };
export const eventExpanded = event.extend(eventExpansion);
export const eventBasicExpanded = eventBasic.extend(eventExpansion);
export const eventVariants = z.union([eventBasic, event, eventBasicExpanded, eventExpanded]);

export const journeyExpanded = journey.extend({
  journeyRouteFull: z.array(path.nullable()),
  journeyPersonsFull: z.array(personBasic),
});
export const journeyVariants = z.union([journey, journeyExpanded]);

/** A person's canonical name, as the lists of names give it (a weapon's owners). */
export const personName = z.string();
/** The canonical names of a kind (`/persons/names`, …). */
export const names = z.array(z.string());

/** /explore/{name}: everything about a person (first pages of events and journeys). */
export const explore = z.strictObject({
  person: z.string(),
  // A person of no clan gets the empty clan, as the original's example shows.
  clan: z.union([
    clan,
    z.strictObject({
      clanName: z.literal(''),
      clanAliases: z.array(z.string()).max(0),
      clanHome: z.array(z.string()).max(0),
      clanInfo: z.literal(''),
    }),
  ]),
  armour,
  events: pageSchema(event),
  journeys: pageSchema(journey),
  places: strings,
  death: z.array(death),
});
