/**
 * indica-client: the Indica APIs (/vs/v2, /rv/v2/meta, /mb/v2) from any host that serves a build
 * of Indica Static, as typed calls and as `request(pathAndQuery)`.
 */
import { type ClientOptions, type RequestClient } from './client.js';
import type { Armour, Clan, Event, EventBasic, EventBasicExpanded, EventExpanded, Explore, HymnRow, Journey, JourneyExpanded, Noun, PageMeta, Person, PersonBasic, PersonBasicExpanded, PersonExpanded, Place, Weapon } from './types.js';
export { IndicaError, IndicaTimeoutError, IndicaUnreachableError } from './errors.js';
export type { CallOptions, ClientOptions, DataVersionInfo, ListPage, RequestClient } from './client.js';
export type * from './types.js';
export interface Page<T> {
    meta: PageMeta;
    data: T[];
}
/** No options given: the answer has the default shape. */
export type NoOptions = Record<never, never>;
export interface Paging {
    /** Items on a page, 1 to 50 (default 10). */
    limit?: number;
    /** Page number, from 1 (default 1); a page past the last rejects with status 404. */
    page?: number;
}
export interface Expanding {
    /** `true` puts the referenced records inline (`…Full` fields). */
    expand?: boolean;
}
export interface Detailed extends Expanding {
    /** `basic` (default): the fields a list needs; `details` (or v1's `full`): every field. */
    fields?: 'basic' | 'details' | 'full';
}
export interface JourneyFilter extends Expanding, Paging {
    /** Journeys of this person (name or alias, any letter case). */
    person?: string;
    /** Journeys passing this place (name or alias, any letter case). */
    place?: string;
}
type IsDetails<O> = O extends {
    fields: 'details' | 'full';
} ? true : false;
type IsExpanded<O> = O extends {
    expand: true;
} ? true : false;
type Pick4<O, Basic, Details, BasicExpanded, DetailsExpanded> = IsExpanded<O> extends true ? IsDetails<O> extends true ? DetailsExpanded : BasicExpanded : IsDetails<O> extends true ? Details : Basic;
/** A person as the options ask for it. */
export type PersonFor<O extends Detailed> = Pick4<O, PersonBasic, Person, PersonBasicExpanded, PersonExpanded>;
/** An event as the options ask for it. */
export type EventFor<O extends Detailed> = Pick4<O, EventBasic, Event, EventBasicExpanded, EventExpanded>;
/** A journey as the options ask for it. */
export type JourneyFor<O extends Expanding> = IsExpanded<O> extends true ? JourneyExpanded : Journey;
export interface IndicaClient extends RequestClient {
    /** Vedic nouns, /vs/v2. */
    vs: {
        /** /words/{word}: nouns whose transliterated word contains the text (any letter case). */
        words(word: string): Promise<Noun[]>;
        /** /word/{word}: the nouns that are exactly this word, any letter case (an addition to the original API). */
        word(word: string): Promise<Noun[]>;
        /** /descriptions/{description}: nouns whose meaning contains the text. */
        descriptions(description: string): Promise<Noun[]>;
        /** /categories/{category}: nouns in a category (any letter case). */
        categories(category: string): Promise<Noun[]>;
    };
    /** Rig Veda verse metadata, /rv/v2/meta. */
    rv: {
        /** /book/{mandal}: all rows of a mandal (1–10). */
        book(mandal: number): Promise<HymnRow[]>;
        /** /sukta/{mandal}/{sukta}: all rows of one hymn (an addition to the original API). */
        sukta(mandal: number, sukta: number): Promise<HymnRow[]>;
        /** /meter/{meter}: rows whose meter contains the text. */
        meter(meter: string): Promise<HymnRow[]>;
        /** /poet/{sungby}: rows whose poet contains the text. */
        poet(sungby: string): Promise<HymnRow[]>;
        /** /poetcategory/{sungbycategory}: rows whose poet is in a category. */
        poetCategory(sungbycategory: string): Promise<HymnRow[]>;
        /** /god/{sungfor}: rows whose venerated being contains the text. */
        god(sungfor: string): Promise<HymnRow[]>;
        /** /god/{sungfor}/{mandal}: rows for a being within a mandal. */
        godInBook(sungfor: string, mandal: number): Promise<HymnRow[]>;
        /** /poetname/{sungby}: rows whose poet is exactly this name (an addition to the original API). */
        poetName(sungby: string): Promise<HymnRow[]>;
        /** /godname/{sungfor}: rows whose being is exactly this name (an addition to the original API). */
        godName(sungfor: string): Promise<HymnRow[]>;
        /** /metername/{meter}: rows whose meter is exactly this name (an addition to the original API). */
        meterName(meter: string): Promise<HymnRow[]>;
        /** /godbypoet/{sungfor}/{sungby}: rows for a being by a poet. */
        godByPoet(sungfor: string, sungby: string): Promise<HymnRow[]>;
        /** /godcategory/{sungforcategory}: rows whose being is in a category. */
        godCategory(sungforcategory: string): Promise<HymnRow[]>;
        /** /godcategorybypoetcategory/{sungforcategory}/{sungbycategory}. */
        godCategoryByPoetCategory(sungforcategory: string, sungbycategory: string): Promise<HymnRow[]>;
    };
    /** Mahabharata knowledge graph, /mb/v2. Names resolve in any letter case and by alias. */
    mb: {
        persons: {
            list<O extends Detailed & Paging = NoOptions>(options?: O): Promise<Page<PersonFor<O>>>;
            /** Every page of the list, from `options.page` (default 1) to the last. */
            pages<O extends Detailed & Paging = NoOptions>(options?: O): AsyncIterableIterator<Page<PersonFor<O>>>;
            names(): Promise<string[]>;
            get<O extends Detailed = NoOptions>(name: string, options?: O): Promise<PersonFor<O>>;
            armour(name: string): Promise<Armour>;
            journeys<O extends Expanding & Paging = NoOptions>(name: string, options?: O): Promise<Page<JourneyFor<O>>>;
        };
        /** /explore/{name}: everything about a person. */
        explore(name: string): Promise<Explore>;
        weapons: {
            list(options?: Paging): Promise<Page<Weapon>>;
            pages(options?: Paging): AsyncIterableIterator<Page<Weapon>>;
            names(): Promise<string[]>;
            get(name: string): Promise<Weapon>;
            owners(name: string, options?: Paging): Promise<Page<string>>;
        };
        events: {
            list<O extends Detailed & Paging = NoOptions>(options?: O): Promise<Page<EventFor<O>>>;
            pages<O extends Detailed & Paging = NoOptions>(options?: O): AsyncIterableIterator<Page<EventFor<O>>>;
            names(): Promise<string[]>;
            get<O extends Detailed = NoOptions>(name: string, options?: O): Promise<EventFor<O>>;
        };
        clans: {
            list(options?: Paging): Promise<Page<Clan>>;
            pages(options?: Paging): AsyncIterableIterator<Page<Clan>>;
            names(): Promise<string[]>;
            get(name: string): Promise<Clan>;
        };
        journeys: {
            list<O extends JourneyFilter = NoOptions>(options?: O): Promise<Page<JourneyFor<O>>>;
            pages<O extends JourneyFilter = NoOptions>(options?: O): AsyncIterableIterator<Page<JourneyFor<O>>>;
            names(): Promise<string[]>;
            get<O extends Expanding = NoOptions>(name: string, options?: O): Promise<JourneyFor<O>>;
        };
        places: {
            list(options?: Paging): Promise<Page<Place>>;
            pages(options?: Paging): AsyncIterableIterator<Page<Place>>;
            names(): Promise<string[]>;
            get(name: string): Promise<Place>;
        };
    };
}
/**
 * A client over one deployed build (and its mirrors). Every call resolves to the body the bundled
 * server would send, or rejects with an IndicaError carrying its status and `{"error": …}` body.
 */
export declare function createClient(options?: ClientOptions): IndicaClient;
