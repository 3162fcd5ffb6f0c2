/**
 * indica-client: the Indica APIs (/vs/v2, /rv/v2/meta, /mb/v2) from any host that serves a build
 * of Indica Static, as typed calls and as `request(pathAndQuery)`.
 */
import { createRequestClient, type ClientOptions, type RequestClient } from './client.ts';
import type {
  Armour,
  Clan,
  Event,
  EventBasic,
  EventBasicExpanded,
  EventExpanded,
  Explore,
  HymnRow,
  Journey,
  JourneyExpanded,
  Noun,
  PageMeta,
  Person,
  PersonBasic,
  PersonBasicExpanded,
  PersonExpanded,
  Place,
  Weapon,
} from './types.ts';

export { IndicaError, IndicaTimeoutError, IndicaUnreachableError } from './errors.ts';
export type { CallOptions, ClientOptions, DataVersionInfo, ListPage, RequestClient } from './client.ts';
export type * from './types.ts';

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

type IsDetails<O> = O extends { fields: 'details' | 'full' } ? true : false;
type IsExpanded<O> = O extends { expand: true } ? true : false;
type Pick4<O, Basic, Details, BasicExpanded, DetailsExpanded> =
  IsExpanded<O> extends true
    ? IsDetails<O> extends true
      ? DetailsExpanded
      : BasicExpanded
    : IsDetails<O> extends true
      ? Details
      : Basic;
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

/** Query options of a typed call: each defined value becomes a query parameter. */
type Query = object;

/**
 * A client over one deployed build (and its mirrors). Every call resolves to the body the bundled
 * server would send, or rejects with an IndicaError carrying its status and `{"error": …}` body.
 */
export function createClient(options: ClientOptions = {}): IndicaClient {
  const { request, pages, dataVersion } = createRequestClient(options);
  /** A documented URL: the base, each path value percent-encoded, the given query values. */
  const urlOf = (base: string, segments: (string | number)[], query: Query = {}): string => {
    const path = segments.map((s) => encodeURIComponent(String(s))).join('/');
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query as Record<string, unknown>))
      if (value !== undefined) search.set(name, String(value));
    const qs = search.toString();
    return `${base}/${path}${qs ? `?${qs}` : ''}`;
  };
  /** The body is `never` here: each method of IndicaClient above states the type of its answer. */
  const call = (base: string, segments: (string | number)[], query: Query = {}): Promise<never> =>
    request(urlOf(base, segments, query)) as Promise<never>;
  const vs = (...s: (string | number)[]) => call('/vs/v2', s);
  const rv = (...s: (string | number)[]) => call('/rv/v2/meta', s);
  const mb = (s: (string | number)[], query?: Query) => call('/mb/v2', s, { ...query });
  /** The calls every entity kind of /mb/v2 has: its list, its names and one record. */
  const entity = (kind: string) => ({
    list: (o?: Query) => mb([kind], o),
    pages: (o?: Query) => pages(urlOf('/mb/v2', [kind], { ...o })) as AsyncIterableIterator<never>,
    names: () => mb([kind, 'names']),
    get: (name: string, o?: Query) => mb([kind, name], o),
  });

  return {
    request,
    pages,
    dataVersion,
    vs: {
      words: (word) => vs('words', word),
      word: (word) => vs('word', word),
      descriptions: (description) => vs('descriptions', description),
      categories: (category) => vs('categories', category),
    },
    rv: {
      book: (mandal) => rv('book', mandal),
      sukta: (mandal, sukta) => rv('sukta', mandal, sukta),
      meter: (meter) => rv('meter', meter),
      poet: (sungby) => rv('poet', sungby),
      poetCategory: (category) => rv('poetcategory', category),
      god: (sungfor) => rv('god', sungfor),
      godInBook: (sungfor, mandal) => rv('god', sungfor, mandal),
      godByPoet: (sungfor, sungby) => rv('godbypoet', sungfor, sungby),
      poetName: (sungby) => rv('poetname', sungby),
      godName: (sungfor) => rv('godname', sungfor),
      meterName: (meter) => rv('metername', meter),
      godCategory: (category) => rv('godcategory', category),
      godCategoryByPoetCategory: (godCategory, poetCategory) =>
        rv('godcategorybypoetcategory', godCategory, poetCategory),
    },
    mb: {
      persons: {
        ...entity('persons'),
        armour: (name) => mb(['persons', name, 'armour']),
        journeys: (name, o) => mb(['persons', name, 'journeys'], o),
      },
      explore: (name) => mb(['explore', name]),
      weapons: { ...entity('weapons'), owners: (name, o) => mb(['weapons', name, 'owners'], o) },
      events: entity('events'),
      clans: entity('clans'),
      journeys: entity('journeys'),
      places: entity('places'),
    },
  };
}
