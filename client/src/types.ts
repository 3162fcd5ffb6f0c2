/**
 * The response types, inferred from the zod schemas that make the OpenAPI documents and validate
 * every emitted file. build.ts expands each into a plain type in the package's declarations, so a
 * user needs no zod.
 */
import type { z } from 'zod';
import type * as mb from '../../src/apis/mb/api-schema.ts';
import type { hymnRow } from '../../src/apis/rv/schema.ts';
import type { suktaTextAnswer, verseLayers, verseTextAnswer } from '../../src/apis/rv/text-endpoints.ts';
import type { noun } from '../../src/apis/vs/schema.ts';
import type { pageSchema } from '../../src/core/list-endpoint.ts';

/** /vs/v2: one noun. */
export type Noun = z.infer<typeof noun>;
/** /rv/v2/meta: one row (mandal, sukta, poet, being, meter and their categories). */
export type HymnRow = z.infer<typeof hymnRow>;
/** /rv/v2/meta/text: one verse's layers (saṃhitā accented and plain, padapāṭha, IAST, English, commentary). */
export type VerseLayers = z.infer<typeof verseLayers>;
/** /rv/v2/meta/text/{mandal}/{sukta}/{verse}: one verse's layers with their sources and the data version. */
export type VerseText = z.infer<typeof verseTextAnswer>;
/** /rv/v2/meta/text/{mandal}/{sukta}: every verse of a sukta with its layers, their sources and the data version. */
export type SuktaText = z.infer<typeof suktaTextAnswer>;

/** The pagination envelope's `meta` of every list. */
export type PageMeta = z.infer<ReturnType<typeof pageSchema>>['meta'];

/** A person with `fields=basic` (the default). */
export type PersonBasic = z.infer<typeof mb.personBasic>;
/** A person with `fields=details`. */
export type Person = z.infer<typeof mb.person>;
/** A person with `fields=basic&expand=true`. */
export type PersonBasicExpanded = z.infer<(typeof mb.personVariants.options)[2]>;
/** A person with `fields=details&expand=true`. */
export type PersonExpanded = z.infer<(typeof mb.personVariants.options)[3]>;
export type Armour = z.infer<typeof mb.armour>;
export type Weapon = z.infer<typeof mb.weapon>;
export type Clan = z.infer<typeof mb.clan>;
/** An event with `fields=basic` (the default: all but the description). */
export type EventBasic = z.infer<typeof mb.eventBasic>;
/** An event with `fields=details`. */
export type Event = z.infer<typeof mb.event>;
export type EventBasicExpanded = z.infer<(typeof mb.eventVariants.options)[2]>;
export type EventExpanded = z.infer<(typeof mb.eventVariants.options)[3]>;
export type Journey = z.infer<typeof mb.journey>;
/** A journey with `expand=true`. */
export type JourneyExpanded = z.infer<(typeof mb.journeyVariants.options)[1]>;
export type Place = z.infer<typeof mb.place>;
/** /mb/v2/explore/{name}. */
export type Explore = z.infer<typeof mb.explore>;
