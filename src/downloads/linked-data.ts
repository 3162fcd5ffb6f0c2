/**
 * Every record as a schema.org node (typed with schema-dts), with its page's address as `@id`:
 * the record pages' JSON-LD and the RDF edition (rdf.ts) are both made from these nodes. What
 * schema.org has no term for goes into `extras`, in the project's vocabulary (vocabulary.ts), and
 * into the RDF edition only. Names carry language tags (IAST `sa-Latn`, Devanagari `sa-Deva`);
 * `sameAs` links a record to an index entry it cites only where that entry is the record itself
 * (sameEntityLinks); no Wikidata identifiers are guessed.
 */
import type {
  CreativeWork,
  DefinedTerm,
  Event,
  IdReference,
  EventLeaf,
  ListItem,
  MergeLeafTypes,
  Organization,
  Person,
  Place,
  Thing,
  TripLeaf,
} from 'schema-dts';
import { configuredBuild } from '../build-config.ts';
import { withBase } from '../core/base-path.ts';
import { loadEpic, type EpicGraph } from '../apis/mb/graph.ts';
import { citationLink, citationPlace, citationTitle, vedicIndexLink } from '../apis/mb/citations.ts';
import type { Citation } from '../apis/mb/schema.ts';
import { clanUrl, eventUrl, journeyUrl, personUrl, placeUrl, weaponUrl } from '../apis/mb/urls.ts';
import { loadHymnVerses } from '../apis/rv/data.ts';
import type { HymnVerse } from '../apis/rv/schema.ts';
import { deityUrl, mandalUrl, poetUrl, suktaUrl, verseUrl } from '../apis/rv/urls.ts';
import { loadNouns } from '../apis/vs/data.ts';
import type { NounRecord } from '../apis/vs/schema.ts';
import { categoryUrl, nounUrl } from '../apis/vs/urls.ts';
import type { VocabName } from './vocabulary.ts';

/** The address the site is published at, with its base, ending in "/" (astro.config.mjs reads the same). */
export function siteAddress(env: Record<string, string | undefined> = process.env): string {
  // the bundled server's address, as astro.config.mjs defaults to
  const site = env.INDICA_SITE_URL ?? 'http://localhost:4321';
  return new URL(withBase(configuredBuild().base, '/'), site).href;
}

/** A record's kind in the linked data: the folder of its pages. */
export type LinkedKind =
  | 'persons'
  | 'weapons'
  | 'clans'
  | 'events'
  | 'journeys'
  | 'places'
  | 'suktas'
  | 'verses'
  | 'nouns'
  | 'poets'
  | 'beings';

/** A value the RDF edition adds in the project's vocabulary: text, a number, a yes/no, or a record. */
export type ExtraValue = string | number | boolean | IdReference;

/** A journey is an event (its travellers are the actors) and a trip (its itinerary). */
type JourneyNode = MergeLeafTypes<[EventLeaf, TripLeaf]>;

/** A record's schema.org node, named by its page's address. */
export type LinkedNode = (Thing | JourneyNode) & { '@id': string };

export interface LinkedRecord {
  kind: LinkedKind;
  /** the page's path on the site (without the base) */
  page: string;
  node: LinkedNode;
  extras: readonly (readonly [VocabName, ExtraValue])[];
}

/**
 * A text with its language as a JSON-LD value object. schema-dts types text as `string`, so the
 * object is cast to it: a JSON-LD processor reads it as the same text, tagged.
 */
const tagged = (value: string, language: string) => ({ '@value': value, '@language': language }) as unknown as string;
const IAST = 'sa-Latn';
const DEVANAGARI = 'sa-Deva';

/** Addresses and references on one site. */
function linker(site: string) {
  const iri = (path: string) => new URL(path.slice(1), site).href;
  const ref = (path: string): IdReference => ({ '@id': iri(path) });
  return { iri, ref };
}
type Linker = ReturnType<typeof linker>;

/** A record's names: its own, then IAST and Devanagari tagged, then its aliases. */
function names(r: { iast?: string; devanagari?: string }, aliases: readonly string[] = []) {
  const alternate = [
    ...(r.iast ? [tagged(r.iast, IAST)] : []),
    ...(r.devanagari ? [tagged(r.devanagari, DEVANAGARI)] : []),
    ...aliases,
  ];
  return alternate.length ? { alternateName: alternate } : {};
}

/** The sources a record cites, as works about it (schema.org's `citation` belongs to creative works). */
function sources(citations: readonly Citation[]): { subjectOf?: CreativeWork[] } {
  if (!citations.length) return {};
  return {
    subjectOf: citations.map((c) => {
      const url = citationLink(c);
      return {
        '@type': 'CreativeWork',
        name: `${citationTitle(c)}, ${citationPlace(c)}`,
        ...(url ? { url } : {}),
      };
    }),
  };
}

const fold = (s: string) => s.normalize('NFC').toLowerCase();

/**
 * The index entries (Sörensen's names, the Cultural Index) a record cites that are the record
 * itself: the entry's headword is the record's IAST name, and the headword has one entry only (a
 * numbered entry of a homonym would link to every bearer of the name).
 */
export function sameEntityLinks(iast: string | undefined, citations: readonly Citation[]): string[] {
  if (!iast) return [];
  const links = citations.flatMap((c) => {
    if (c.entry !== undefined) return [];
    const headword = c.work === 'sorensen' ? c.ref : c.work === 'cultural-index' ? c.ref.split(/, (.*)/)[1] : undefined;
    const url = headword && fold(headword) === fold(iast) ? citationLink(c) : undefined;
    return url ? [url] : [];
  });
  return [...new Set(links)];
}

const sameAs = (iast: string | undefined, citations: readonly Citation[]) => {
  const links = sameEntityLinks(iast, citations);
  return links.length ? { sameAs: links } : {};
};

const yes = (v: 'yes' | 'no' | null): boolean | undefined => (v === null ? undefined : v === 'yes');

function* epicRecords(epic: EpicGraph, { iri, ref }: Linker): Generator<LinkedRecord> {
  for (const p of epic.persons) {
    const page = personUrl(p.name);
    const death = epic.deathsOf.get(p.name) ?? [];
    const panoply = epic.panopliesOf.get(p.name)?.[0];
    const node: Person & { '@id': string } = {
      '@type': 'Person',
      '@id': iri(page),
      name: p.name,
      ...names(p, p.aliases),
      description: p.shortDesc,
      gender: p.gender,
      parent: epic.kin.parentsOf(p.name).map((l) => ref(personUrl(l.parent))),
      children: epic.kin.childrenOf(p.name).map((l) => ref(personUrl(l.child))),
      spouse: epic.kin.spousesOf(p.name).map((s) => ref(personUrl(s))),
      sibling: epic.siblingsOf(p.name).map((s) => ref(personUrl(s.name))),
      ...(p.clan ? { memberOf: ref(clanUrl(p.clan)) } : {}),
      url: iri(page),
      ...sameAs(p.iast, p.citations),
      ...sources(p.citations),
    };
    const fought = yes(p.foughtWar);
    const extras: LinkedRecord['extras'] = [
      ...(fought === undefined ? [] : [['foughtWar', fought] as const]),
      ...death.flatMap((d) => [
        ...d.personKilledByWhom.map((k) => ['killedBy', ref(personUrl(k))] as const),
        ...d.personKilledWhoAll.map((k) => ['killers', ref(personUrl(k))] as const),
        ...(d.personKilledAtEvent ? [['killedAt', ref(eventUrl(d.personKilledAtEvent))] as const] : []),
        ['killedHow', d.personKilledHow] as const,
      ]),
      ...(panoply
        ? (['chariotBanner', 'bow', 'sword', 'conch', 'chariotHorses'] as const)
            .filter((f) => panoply[f])
            .map((f) => [f, panoply[f]] as const)
        : []),
    ];
    yield { kind: 'persons', page, node, extras };
  }
  for (const w of epic.weapons) {
    const page = weaponUrl(w.weaponName);
    const node: Thing & { '@id': string } = {
      '@type': 'Thing',
      '@id': iri(page),
      name: w.weaponName,
      ...names(w, w.weaponAliases),
      description: w.weaponDescription,
      url: iri(page),
      ...sameAs(w.iast, w.citations),
      ...sources(w.citations),
    };
    const extras: LinkedRecord['extras'] = [
      ...w.weaponOwners.map((o) => ['bearer', ref(personUrl(o))] as const),
      ...w.weaponAntidote.map((a) => ['antidote', ref(weaponUrl(a))] as const),
    ];
    yield { kind: 'weapons', page, node, extras };
  }
  for (const c of epic.clans) {
    const page = clanUrl(c.clanName);
    const node: Organization & { '@id': string } = {
      '@type': 'Organization',
      '@id': iri(page),
      name: c.clanName,
      ...names(c, c.clanAliases),
      description: c.clanInfo,
      location: c.clanHome.map((h) => ref(placeUrl(h))),
      url: iri(page),
      ...sameAs(c.iast, c.citations),
      ...sources(c.citations),
    };
    yield { kind: 'clans', page, node, extras: [] };
  }
  for (const e of epic.events) {
    const page = eventUrl(e.eventName);
    const node: Event & { '@id': string } = {
      '@type': 'Event',
      '@id': iri(page),
      name: e.eventName,
      description: e.eventDescription,
      location: e.eventLocation.map((l) => ref(placeUrl(l))),
      actor: e.eventPersons.map((p) => ref(personUrl(p))),
      url: iri(page),
      ...sources(e.citations),
    };
    const extras: LinkedRecord['extras'] = [
      ['eventOrder', e.eventOrder],
      ...(e.warDay === undefined ? [] : [['warDay', e.warDay] as const]),
      ...e.eventPrecededBy.map((x) => ['precededBy', ref(eventUrl(x))] as const),
      ...e.eventFollowedBy.map((x) => ['followedBy', ref(eventUrl(x))] as const),
    ];
    yield { kind: 'events', page, node, extras };
  }
  for (const j of epic.journeys) yield journeyRecord(epic, j, { iri, ref });
  for (const p of epic.places) {
    const page = placeUrl(p.placeNameEpic);
    const node: Place & { '@id': string } = {
      '@type': 'Place',
      '@id': iri(page),
      name: p.placeNameEpic,
      ...names(p, [...p.placeAliasEpic, ...p.placeNameHistorical, ...p.placeNameCurrent]),
      description: p.placeInfo,
      ...(p.coordinates
        ? { geo: { '@type': 'GeoCoordinates', latitude: p.coordinates.lat, longitude: p.coordinates.lon } }
        : {}),
      url: iri(page),
      ...sameAs(p.iast, p.citations),
      ...sources(p.citations),
    };
    yield { kind: 'places', page, node, extras: [['placeType', p.placeType]] };
  }
}

/** A journey: a trip whose itinerary lists its legs in travel order (a place, or a named path). */
function journeyRecord(epic: EpicGraph, j: EpicGraph['journeys'][number], { iri, ref }: Linker): LinkedRecord {
  const page = journeyUrl(j.journeyName);
  const legs: ListItem[] = j.journeyRoute.map((leg, i) => {
    const place = epic.place.get(leg);
    return {
      '@type': 'ListItem',
      position: i + 1,
      name: leg,
      ...(place ? { item: ref(placeUrl(place.placeNameEpic)) } : {}),
    };
  });
  // a Trip alone names no traveller
  const node: JourneyNode & { '@id': string } = {
    '@type': ['Event', 'Trip'],
    '@id': iri(page),
    name: j.journeyName,
    actor: j.journeyPersons.map((p) => ref(personUrl(p))),
    itinerary: { '@type': 'ItemList', itemListOrder: 'ItemListOrderAscending', itemListElement: legs },
    url: iri(page),
    ...sources(j.citations),
  };
  return { kind: 'journeys', page, node, extras: [['journeyEvent', ref(eventUrl(j.journeyEvent))]] };
}

/** A sukta and its verses: creative works in Sanskrit, by their poets, about their beings. */
function* hymnRecords(verses: readonly HymnVerse[], { iri, ref }: Linker): Generator<LinkedRecord> {
  const suktas = new Map<string, HymnVerse[]>();
  for (const v of verses) {
    const key = `${v.mandal}.${v.sukta}`;
    (suktas.get(key) ?? suktas.set(key, []).get(key)!).push(v);
  }
  const poets = new Set<string>();
  const beings = new Set<string>();
  const unique = (list: string[]) => [...new Set(list)];
  for (const [key, list] of suktas) {
    const { mandal, sukta } = list[0]!;
    const page = suktaUrl(mandal, sukta);
    const node: CreativeWork & { '@id': string } = {
      '@type': 'CreativeWork',
      '@id': iri(page),
      name: `Rig Veda ${key}`,
      inLanguage: 'sa',
      author: unique(list.flatMap((v) => v.poets.map((p) => p.name))).map((p) => ref(poetUrl(p))),
      about: unique(list.flatMap((v) => v.deities.map((d) => d.name))).map((d) => ref(deityUrl(d))),
      isPartOf: ref(mandalUrl(mandal)),
      position: sukta,
      hasPart: list.map((v) => ref(verseUrl(v.mandal, v.sukta, v.verse))),
      citation: `Rig Veda, maṇḍala ${mandal}, sūkta ${sukta} (Anukramaṇī: poets, beings and meters of its verses)`,
      url: iri(page),
    };
    yield { kind: 'suktas', page, node, extras: [] };
    for (const v of list) {
      const versePage = verseUrl(v.mandal, v.sukta, v.verse);
      v.poets.forEach((p) => poets.add(p.name));
      v.deities.forEach((d) => beings.add(d.name));
      const verse: CreativeWork & { '@id': string } = {
        '@type': 'CreativeWork',
        '@id': iri(versePage),
        name: `Rig Veda ${key}.${v.verse}`,
        inLanguage: 'sa',
        author: v.poets.map((p) => ref(poetUrl(p.name))),
        about: v.deities.map((d) => ref(deityUrl(d.name))),
        isPartOf: ref(page),
        position: v.verse,
        ...(v.text ? { text: tagged(v.text, DEVANAGARI) } : {}),
        citation: `Rig Veda ${key}.${v.verse}; Anukramaṇī: ṛṣi ${v.source.rishi}, devatā ${v.source.devata}, chandas ${v.source.chandas}`,
        url: iri(versePage),
      };
      yield { kind: 'verses', page: versePage, node: verse, extras: [['meter', v.meter]] };
    }
  }
  for (const name of poets) {
    const page = poetUrl(name);
    yield { kind: 'poets', page, node: { '@type': 'Person', '@id': iri(page), name, url: iri(page) }, extras: [] };
  }
  for (const name of beings) {
    const page = deityUrl(name);
    yield { kind: 'beings', page, node: { '@type': 'Thing', '@id': iri(page), name, url: iri(page) }, extras: [] };
  }
}

/** A noun's page: one defined term for all its records (a word listed under several categories). */
function* nounRecords(nouns: readonly NounRecord[], { iri, ref }: Linker): Generator<LinkedRecord> {
  const byWord = new Map<string, NounRecord[]>();
  for (const n of nouns) {
    const page = nounUrl(n.word);
    (byWord.get(page) ?? byWord.set(page, []).get(page)!).push(n);
  }
  for (const [page, list] of byWord) {
    const first = list[0]!;
    const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v) => v !== undefined))];
    const vei = unique(list.map((n) => n.vei));
    const node: DefinedTerm & { '@id': string } = {
      '@type': 'DefinedTerm',
      '@id': iri(page),
      name: first.word,
      alternateName: [
        ...unique(list.map((n) => n.iast)).map((i) => tagged(i, IAST)),
        ...unique(list.map((n) => n.nagari)).map((d) => tagged(d, DEVANAGARI)),
      ],
      description: unique(list.map((n) => n.description)).join('; '),
      inDefinedTermSet: unique(list.map((n) => n.category)).map((c) => ref(categoryUrl(c))),
      url: iri(page),
      ...(vei.length
        ? {
            subjectOf: vei.map((v): CreativeWork => {
              const url = vedicIndexLink(v);
              const [volume, pageNumber] = v.split('.');
              return {
                '@type': 'CreativeWork',
                name: `A. A. Macdonell and A. B. Keith, Vedic Index of Names and Subjects, volume ${volume}, page ${pageNumber}`,
                ...(url ? { url } : {}),
              };
            }),
          }
        : {}),
    };
    yield { kind: 'nouns', page, node, extras: [] };
  }
}

/** Every record of the three data sets as linked data on a site (its address with the base). */
export function* linkedRecords(site: string, root?: string): Generator<LinkedRecord> {
  const links = linker(site);
  yield* epicRecords(loadEpic(root), links);
  yield* hymnRecords(loadHymnVerses(root), links);
  yield* nounRecords(loadNouns(root).records, links);
}
