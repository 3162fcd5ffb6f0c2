/**
 * The one rule on top of Pagefind's order: the record a query names comes first. Pagefind ranks
 * every page that contains the query's words (and words it begins), with weights and metadata
 * boosts, but a title that starts with the query ("Indragop" for indra) or contains it ("Arjun's
 * exile" for arjun) gets the same metadata boost as the record called so (the boost ignores word
 * length). So among the top results:
 *
 * 1. records the reviewed table (content/search/variants.json) names with the query, then
 * 2. records whose title, name or alias is the query, spelt any way the rules allow (compared by
 *    skeleton: Bhishma = Bheeshma = Bhīṣma), then
 * 3. records whose title or name begins with the query's words (a name without its patronymic), then
 * 4. the rest, in Pagefind's order.
 *
 * Records sharing a name are ordered: the Rig Veda's beings (the god Indra), the epic's records
 * (Indra in the epic, Dron the teacher), the Rig Veda's poets (a poet Indra, a poet Dron: poets
 * who share a god's or a hero's name are named after them), meters and suktas, nouns; then the
 * record called so before one that has the name as an alias (Krishna before Arjun, whom the epic
 * also calls Krishna); in the epic, a person before a weapon, place, event, clan or journey of
 * the name (King Kuru before the Kuru clan); the one with more verses; then the order given
 * (Pagefind's). Browser code.
 */
import { skeleton } from './variants.ts';
import { pagedNouns } from '../apis/mb/kind-facts.ts';

export interface NamedMeta {
  title?: string;
  type?: string;
  names?: string;
  known?: string;
  verses?: string;
  /** a clan's plurals (terms.ts) */
  group?: string;
  /** the record's name in IAST and Devanagari, "Kṛṣṇa · कृष्ण", where the data has it */
  sanskrit?: string;
  /** an event's victims (SearchMeta.astro): not its names, what a question about a death looks up */
  killed?: string;
}

/** The names of one meta field (SearchMeta.astro joins them with ' · '). */
export const splitNames = (value: string | undefined) => (value ? value.split(' · ').filter(Boolean) : []);

/** A query shorter than this (in skeleton letters) is no name's leading words. */
const MIN_LEADING = 3;

/**
 * 0: the reviewed table names the query, or it is a clan's plural (a group is named by its
 * clan: Panchalas is the Panchal clan before the land of that alias); 1: a title, name, alias or
 * Sanskrit name is the query; 2: a title or name begins with the query's words, a person's own
 * name before the patronymic that follows it ("Sudas" for Sudas Paijavan, "Kakshivan" for
 * Kakshivan Dairghatamas Aushij); 3: none of these. Several queries (the near spellings of one
 * typo): the best tier of any.
 */
export function nameTier(meta: NamedMeta, query: string | readonly string[]): 0 | 1 | 2 | 3 {
  const wanted = new Set((typeof query === 'string' ? [query] : query).map(skeleton).filter(Boolean));
  if (!wanted.size) return 3;
  const is = (name: string) => wanted.has(skeleton(name));
  if ([...splitNames(meta.known), ...splitNames(meta.group)].some(is)) return 0;
  const own = [meta.title ?? '', ...splitNames(meta.names)];
  if ([...own, ...splitNames(meta.sanskrit)].some(is)) return 1;
  const leading = [...wanted].filter((w) => w.replace(/ /g, '').length >= MIN_LEADING).map((w) => `${w} `);
  // "Arjun's exile" is a record about Arjun, not one of his names
  const leads = (name: string) => !/^\S*['’]/.test(name) && leading.some((words) => skeleton(name).startsWith(words));
  if (own.some(leads)) return 2;
  return 3;
}

const KIND_GROUPS: [RegExp, number][] = [
  [/^Rig Veda being$/, 0],
  // the epic's record types: the nouns of its kinds with pages (kind-facts.ts)
  [new RegExp(`^(${pagedNouns.join('|')})$`), 1],
  [/^Rig Veda poet$/, 2],
  [/^Rig Veda (meter|sukta)$/, 3],
  [/^Vedic noun$/, 4],
];
const groupOf = (type: string | undefined) => KIND_GROUPS.find(([re]) => re.test(type ?? ''))?.[1] ?? 5;
/** The epic's record types in their search order (kind-facts.ts). */
const EPIC_ORDER: readonly string[] = pagedNouns;
const epicRank = (type: string | undefined) => EPIC_ORDER.indexOf(type ?? '');

/** Meta fields that hold no name (src/components/SearchMeta.astro); every other field is a name or a spelling of one. */
const NOT_NAMES = new Set(['type', 'verses', 'killed', 'iast']);

/**
 * Whether a result may be a record the query names, from the meta fields Pagefind says the query
 * matched (its `matchedMetaFields`, known before the result's fragment loads; absent when none
 * matched): a record named so has the query among its names or generated spellings, so a result
 * matched in none of them is not one, and its fragment is not needed to order the results.
 */
export function mayBeNamed(matchedMetaFields: readonly string[] | undefined): boolean {
  return (matchedMetaFields ?? []).some((field) => !NOT_NAMES.has(field));
}

/** Stable: named records first (see above), Pagefind's order otherwise. */
export function rerank<T>(items: readonly T[], metaOf: (item: T) => NamedMeta, query: string | readonly string[]): T[] {
  const queries = new Set((typeof query === 'string' ? [query] : query).map(skeleton));
  const keyed = items.map((item, index) => {
    const meta = metaOf(item);
    const tier = nameTier(meta, query);
    const named = tier < 3;
    return {
      item,
      tier,
      group: named ? groupOf(meta.type) : 0,
      alias: named && !queries.has(skeleton(meta.title ?? '')) ? 1 : 0,
      kind: named ? epicRank(meta.type) : 0,
      verses: named ? Number(meta.verses ?? 0) : 0,
      index,
    };
  });
  keyed.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.group - b.group ||
      a.alias - b.alias ||
      a.kind - b.kind ||
      b.verses - a.verses ||
      a.index - b.index,
  );
  return keyed.map((k) => k.item);
}
