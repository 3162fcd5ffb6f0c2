/**
 * The epic's entity kinds as readers meet them: each kind's noun, the folder of the pages that show
 * its records, and its place in the search's order. Import-free, so the search page's browser code
 * reads the same table as the build; kinds.ts adds to each kind what only the build needs (file,
 * schema, key, API shape, references), and its type requires the same kinds as this table.
 *
 * From here follow: the search's ranking of records sharing a name (rerank.ts) and its record
 * kinds (terms-kinds.ts), the "Cite this" tables (site/cite.ts), and the page column of the
 * downloads (downloads/collections.ts).
 */

interface KindFacts {
  /** singular noun: in messages and page titles ("is not a person"), and the search's record type */
  noun: string;
  /**
   * The folder of the pages that show a record (`/mahabharata/<page>/<slug of its key>/`): the
   * kind's own for kinds with pages of their own (those are cited by their own table), or the
   * kind whose record its key names (a panoply is shown on its person's page). None: no page.
   */
  page?: string;
  /**
   * For kinds with pages of their own: the place among the epic's records of one name in the
   * search (0 first: King Kuru before the Kuru clan).
   */
  search?: number;
}

export const EPIC_KIND_FACTS = {
  persons: { noun: 'person', page: 'persons', search: 0 },
  weapons: { noun: 'weapon', page: 'weapons', search: 1 },
  clans: { noun: 'clan', page: 'clans', search: 4 },
  events: { noun: 'event', page: 'events', search: 3 },
  journeys: { noun: 'journey', page: 'journeys', search: 5 },
  paths: { noun: 'path' },
  places: { noun: 'place', page: 'places', search: 2 },
  panoplies: { noun: 'panoply', page: 'persons' },
  deaths: { noun: 'death', page: 'persons' },
} as const satisfies Record<string, KindFacts>;

type Facts = typeof EPIC_KIND_FACTS;
export type EpicKindName = keyof Facts;
/** Kinds with pages of their own (and a place in the search). */
export type PagedKind = { [K in EpicKindName]: Facts[K] extends { search: number } ? K : never }[EpicKindName];
/** The search's record type of a kind with pages of its own. */
export type PagedNoun = Facts[PagedKind]['noun'];

/** The kinds with pages of their own, in the search's order (persons, weapons, places, …). */
export const pagedKinds = (Object.entries(EPIC_KIND_FACTS) as [EpicKindName, KindFacts][])
  .filter(([kind, f]) => f.page === kind && f.search !== undefined)
  .sort(([, a], [, b]) => a.search! - b.search!)
  .map(([kind]) => kind as PagedKind);

/** Their nouns, in the same order: the search's record types of the epic. */
export const pagedNouns: readonly PagedNoun[] = pagedKinds.map((kind) => EPIC_KIND_FACTS[kind].noun);
