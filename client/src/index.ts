/**
 * indica-client: the Indica APIs (/vs/v2, /rv/v2/meta, /mb/v2) from any host that serves a build
 * of Indica Static, as typed calls and as `request(pathAndQuery)`.
 */
import { createRequestClient, type RequestClient } from './client.ts';
import type { CallOptions, ClientOptions } from './options.ts';
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
  SuktaText,
  VerseText,
  Weapon,
} from './types.ts';

export { IndicaError, IndicaMirrorError, IndicaTimeoutError, IndicaUnreachableError } from './errors.ts';
export type { DataVersionInfo, ListPage, RequestClient } from './client.ts';
export type { CallOptions, ClientOptions } from './options.ts';
export type * from './types.ts';

export interface Page<T> {
  meta: PageMeta;
  data: T[];
}

/** No options given: the answer has the default shape. */
export type NoOptions = Record<never, never>;

/** Every typed call takes an options object; its `signal` aborts that call alone. */
export interface Paging extends CallOptions {
  /** Items on a page, 1 to 50 (default 10). */
  limit?: number;
  /** Page number, from 1 (default 1); a page past the last rejects with status 404. */
  page?: number;
}
export interface Expanding extends CallOptions {
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
    words(word: string, options?: CallOptions): Promise<Noun[]>;
    /** /word/{word}: the nouns that are exactly this word, any letter case (an addition to the original API). */
    word(word: string, options?: CallOptions): Promise<Noun[]>;
    /** /descriptions/{description}: nouns whose meaning contains the text. */
    descriptions(description: string, options?: CallOptions): Promise<Noun[]>;
    /** /categories/{category}: nouns in a category (any letter case). */
    categories(category: string, options?: CallOptions): Promise<Noun[]>;
  };
  /** Rig Veda verse metadata, /rv/v2/meta. */
  rv: {
    /** /book/{mandal}: all rows of a mandal (1–10). */
    book(mandal: number, options?: CallOptions): Promise<HymnRow[]>;
    /** /sukta/{mandal}/{sukta}: all rows of one hymn (an addition to the original API). */
    sukta(mandal: number, sukta: number, options?: CallOptions): Promise<HymnRow[]>;
    /** /meter/{meter}: rows whose meter contains the text. */
    meter(meter: string, options?: CallOptions): Promise<HymnRow[]>;
    /** /poet/{sungby}: rows whose poet contains the text. */
    poet(sungby: string, options?: CallOptions): Promise<HymnRow[]>;
    /** /poetcategory/{sungbycategory}: rows whose poet is in a category. */
    poetCategory(sungbycategory: string, options?: CallOptions): Promise<HymnRow[]>;
    /** /god/{sungfor}: rows whose venerated being contains the text. */
    god(sungfor: string, options?: CallOptions): Promise<HymnRow[]>;
    /** /god/{sungfor}/{mandal}: rows for a being within a mandal. */
    godInBook(sungfor: string, mandal: number, options?: CallOptions): Promise<HymnRow[]>;
    /** /poetname/{sungby}: rows whose poet is exactly this name (an addition to the original API). */
    poetName(sungby: string, options?: CallOptions): Promise<HymnRow[]>;
    /** /godname/{sungfor}: rows whose being is exactly this name (an addition to the original API). */
    godName(sungfor: string, options?: CallOptions): Promise<HymnRow[]>;
    /** /metername/{meter}: rows whose meter is exactly this name (an addition to the original API). */
    meterName(meter: string, options?: CallOptions): Promise<HymnRow[]>;
    /** /godbypoet/{sungfor}/{sungby}: rows for a being by a poet. */
    godByPoet(sungfor: string, sungby: string, options?: CallOptions): Promise<HymnRow[]>;
    /** /godcategory/{sungforcategory}: rows whose being is in a category. */
    godCategory(sungforcategory: string, options?: CallOptions): Promise<HymnRow[]>;
    /** /godcategorybypoetcategory/{sungforcategory}/{sungbycategory}. */
    godCategoryByPoetCategory(
      sungforcategory: string,
      sungbycategory: string,
      options?: CallOptions,
    ): Promise<HymnRow[]>;
    /** /text/{mandal}/{sukta}: every verse of a sukta with its text layers (an addition to the original API). */
    suktaText(mandal: number, sukta: number, options?: CallOptions): Promise<SuktaText>;
    /** /text/{mandal}/{sukta}/{verse}: one verse with its text layers (an addition to the original API). */
    verseText(mandal: number, sukta: number, verse: number, options?: CallOptions): Promise<VerseText>;
  };
  /** Mahabharata knowledge graph, /mb/v2. Names resolve in any letter case and by alias. */
  mb: {
    persons: {
      list<O extends Detailed & Paging = NoOptions>(options?: O): Promise<Page<PersonFor<O>>>;
      /** Every page of the list, from `options.page` (default 1) to the last. */
      pages<O extends Detailed & Paging = NoOptions>(options?: O): AsyncIterableIterator<Page<PersonFor<O>>>;
      names(options?: CallOptions): Promise<string[]>;
      get<O extends Detailed = NoOptions>(name: string, options?: O): Promise<PersonFor<O>>;
      armour(name: string, options?: CallOptions): Promise<Armour>;
      journeys<O extends Expanding & Paging = NoOptions>(name: string, options?: O): Promise<Page<JourneyFor<O>>>;
    };
    /** /explore/{name}: everything about a person. */
    explore(name: string, options?: CallOptions): Promise<Explore>;
    weapons: {
      list(options?: Paging): Promise<Page<Weapon>>;
      pages(options?: Paging): AsyncIterableIterator<Page<Weapon>>;
      names(options?: CallOptions): Promise<string[]>;
      get(name: string, options?: CallOptions): Promise<Weapon>;
      owners(name: string, options?: Paging): Promise<Page<string>>;
    };
    events: {
      list<O extends Detailed & Paging = NoOptions>(options?: O): Promise<Page<EventFor<O>>>;
      pages<O extends Detailed & Paging = NoOptions>(options?: O): AsyncIterableIterator<Page<EventFor<O>>>;
      names(options?: CallOptions): Promise<string[]>;
      get<O extends Detailed = NoOptions>(name: string, options?: O): Promise<EventFor<O>>;
    };
    clans: {
      list(options?: Paging): Promise<Page<Clan>>;
      pages(options?: Paging): AsyncIterableIterator<Page<Clan>>;
      names(options?: CallOptions): Promise<string[]>;
      get(name: string, options?: CallOptions): Promise<Clan>;
    };
    journeys: {
      list<O extends JourneyFilter = NoOptions>(options?: O): Promise<Page<JourneyFor<O>>>;
      pages<O extends JourneyFilter = NoOptions>(options?: O): AsyncIterableIterator<Page<JourneyFor<O>>>;
      names(options?: CallOptions): Promise<string[]>;
      get<O extends Expanding = NoOptions>(name: string, options?: O): Promise<JourneyFor<O>>;
    };
    places: {
      list(options?: Paging): Promise<Page<Place>>;
      pages(options?: Paging): AsyncIterableIterator<Page<Place>>;
      names(options?: CallOptions): Promise<string[]>;
      get(name: string, options?: CallOptions): Promise<Place>;
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
      if (value !== undefined && name !== 'signal') search.set(name, String(value));
    const qs = search.toString();
    return `${base}/${path}${qs ? `?${qs}` : ''}`;
  };
  const signalOf = (o: Query | undefined): CallOptions => ({ signal: (o as CallOptions | undefined)?.signal });
  /** The body is `never` here: each method of IndicaClient above states the type of its answer. */
  const call = (base: string, segments: (string | number)[], query: Query = {}): Promise<never> =>
    request(urlOf(base, segments, query), signalOf(query)) as Promise<never>;
  const vs = (o: CallOptions | undefined, ...s: (string | number)[]) => call('/vs/v2', s, { ...o });
  const rv = (o: CallOptions | undefined, ...s: (string | number)[]) => call('/rv/v2/meta', s, { ...o });
  const mb = (s: (string | number)[], query?: Query) => call('/mb/v2', s, { ...query });
  /** The calls every entity kind of /mb/v2 has: its list, its names and one record. */
  const entity = (kind: string) => ({
    list: (o?: Query) => mb([kind], o),
    pages: (o?: Query) => pages(urlOf('/mb/v2', [kind], { ...o }), signalOf(o)) as AsyncIterableIterator<never>,
    names: (o?: CallOptions) => mb([kind, 'names'], o),
    get: (name: string, o?: Query) => mb([kind, name], o),
  });

  return {
    request,
    pages,
    dataVersion,
    vs: {
      words: (word, o) => vs(o, 'words', word),
      word: (word, o) => vs(o, 'word', word),
      descriptions: (description, o) => vs(o, 'descriptions', description),
      categories: (category, o) => vs(o, 'categories', category),
    },
    rv: {
      book: (mandal, o) => rv(o, 'book', mandal),
      sukta: (mandal, sukta, o) => rv(o, 'sukta', mandal, sukta),
      meter: (meter, o) => rv(o, 'meter', meter),
      poet: (sungby, o) => rv(o, 'poet', sungby),
      poetCategory: (category, o) => rv(o, 'poetcategory', category),
      god: (sungfor, o) => rv(o, 'god', sungfor),
      godInBook: (sungfor, mandal, o) => rv(o, 'god', sungfor, mandal),
      godByPoet: (sungfor, sungby, o) => rv(o, 'godbypoet', sungfor, sungby),
      poetName: (sungby, o) => rv(o, 'poetname', sungby),
      godName: (sungfor, o) => rv(o, 'godname', sungfor),
      meterName: (meter, o) => rv(o, 'metername', meter),
      godCategory: (category, o) => rv(o, 'godcategory', category),
      godCategoryByPoetCategory: (godCategory, poetCategory, o) =>
        rv(o, 'godcategorybypoetcategory', godCategory, poetCategory),
      suktaText: (mandal, sukta, o) => rv(o, 'text', mandal, sukta),
      verseText: (mandal, sukta, verse, o) => rv(o, 'text', mandal, sukta, verse),
    },
    mb: {
      persons: {
        ...entity('persons'),
        armour: (name, o) => mb(['persons', name, 'armour'], o),
        journeys: (name, o) => mb(['persons', name, 'journeys'], o),
      },
      explore: (name, o) => mb(['explore', name], o),
      weapons: { ...entity('weapons'), owners: (name, o) => mb(['weapons', name, 'owners'], o) },
      events: entity('events'),
      clans: entity('clans'),
      journeys: entity('journeys'),
      places: entity('places'),
    },
  };
}
