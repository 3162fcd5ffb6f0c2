/**
 * The relations a question may ask of a person, read from the epic's graph at build time and
 * written into the name shards beside the person's record (named-index.ts), so a query such as
 * "Arjun's bow" or "karn ke pita" is answered by the record one edge away (question.ts reads the
 * words, named.ts looks the answer up). One small function per relation: the table of
 * content/search/query-words.json names the relations, the graph gives their answers.
 */
import type { EpicGraph } from '../apis/mb/graph.ts';
import type { Bond } from '../apis/mb/kinship.ts';
import type { RecordOf } from '../apis/mb/kinds.ts';
import { epicPageUrl, personUrl } from '../apis/mb/urls.ts';
import { RELATION_WORDS, type RelationKind, type RelationWord } from './question.ts';
import { skeleton } from './variants.ts';

/**
 * A person's relations by the table's `means`, each a list of record names in the order a reader
 * expects (the page of each: relationUrl, from the relation's kind).
 */
export type Relations = Record<string, string[]>;

const FOLDERS: Record<RelationKind, string> = { person: 'persons', weapon: 'weapons', event: 'events', clan: 'clans' };
/** The page of a relation's answer. */
export const relationUrl = (kind: RelationKind, name: string) => epicPageUrl(FOLDERS[kind], name);
/** A legal parent (Pandu for the Pandavas) is the one readers name first, then the parent by birth, then by adoption. */
const BOND_ORDER: Bond[] = ['legal', 'real', 'adoptive'];

type Person = RecordOf<'persons'>;
type Reader = (graph: EpicGraph, person: Person, relation: RelationWord) => string[];

const genderOf = (graph: EpicGraph, name: string) => graph.person.get(name)?.gender;
const ofGender = (graph: EpicGraph, names: string[], gender: string) =>
  names.filter((n) => genderOf(graph, n) === gender);
const parents = (graph: EpicGraph, name: string) =>
  [...graph.kin.parentsOf(name)]
    .sort((a, b) => BOND_ORDER.indexOf(a.bond) - BOND_ORDER.indexOf(b.bond))
    .map((l) => l.parent);
const children = (graph: EpicGraph, name: string) => graph.kin.childrenOf(name).map((l) => l.child);
/** Full siblings first, then those sharing more parents (Yudhishthir before Jayant for Arjun). */
const siblings = (graph: EpicGraph, name: string) =>
  graph
    .siblingsOf(name)
    .sort((a, b) => Number(a.kind !== 'full') - Number(b.kind !== 'full') || b.through.length - a.through.length)
    .map((s) => s.name);

/**
 * A weapon's class, from the first sentence of its description ("Arjun's bow.", "The missile of
 * the Adityas"): the weapon relation whose word comes first in it.
 */
export function weaponClass(weapon: RecordOf<'weapons'>): string | undefined {
  const first = weapon.weaponDescription.split(/(?<=\.)\s/)[0].toLowerCase();
  let best: { at: number; means: string } | undefined;
  for (const r of RELATION_WORDS)
    if (r.kind === 'weapon' && r.means !== 'weapon')
      for (const word of r.words.filter((w) => /^[a-z]+$/.test(w))) {
        const at = first.search(new RegExp(`\\b${word}s?\\b`));
        if (at >= 0 && (!best || at < best.at)) best = { at, means: r.means };
      }
  return best?.means;
}

/** The person's weapons of a class: the panoply's (the one carried in the war) first, then the others the data gives. */
const weaponsOfClass: Reader = (graph, person, relation) => {
  const panoply = graph.panopliesOf.get(person.name)?.[0] as Record<string, unknown> | undefined;
  const carried = typeof panoply?.[relation.means] === 'string' ? [panoply[relation.means] as string] : [];
  const owned = (graph.weaponsOf.get(person.name) ?? []).filter((w) => {
    const weapon = graph.weapon.get(w);
    return weapon && weaponClass(weapon) === relation.means;
  });
  return [...carried.filter((w) => graph.weapon.has(w)), ...owned];
};

/** The person's events whose title has one of the relation's English words (Karn's birth, Uloopi marriage). */
const eventsTitled: Reader = (graph, person, relation) => {
  const words = new Set(relation.words.filter((w) => /^[a-z]+$/.test(w)).map(skeleton));
  return (graph.eventsOf.get(person.name) ?? [])
    .filter((e) =>
      skeleton(e.eventName)
        .split(' ')
        .some((w) => words.has(w)),
    )
    .map((e) => e.eventName);
};

const READERS: Record<string, Reader> = {
  father: (g, p) => ofGender(g, parents(g, p.name), 'male'),
  mother: (g, p) => ofGender(g, parents(g, p.name), 'female'),
  wife: (g, p) => ofGender(g, g.kin.spousesOf(p.name), 'female'),
  husband: (g, p) => ofGender(g, g.kin.spousesOf(p.name), 'male'),
  spouse: (g, p) => g.kin.spousesOf(p.name),
  son: (g, p) => ofGender(g, children(g, p.name), 'male'),
  daughter: (g, p) => ofGender(g, children(g, p.name), 'female'),
  child: (g, p) => children(g, p.name),
  brother: (g, p) => ofGender(g, siblings(g, p.name), 'male'),
  sister: (g, p) => ofGender(g, siblings(g, p.name), 'female'),
  killer: (g, p) => (g.deathsOf.get(p.name) ?? []).flatMap((d) => d.personKilledByWhom),
  victims: (g, p) => g.deaths.filter((d) => d.personKilledByWhom.includes(p.name)).map((d) => d.personName),
  weapon: (g, p) => g.weaponsOf.get(p.name) ?? [],
  clan: (_, p) => (p.clan ? [p.clan] : []),
  // a death is answered by the death lookup (named.ts deathRecords), from the events' victims
  death: () => [],
};

/** The reader of a relation: its own, or by its kind (a weapon's class, an event's title word). */
function readerOf(relation: RelationWord): Reader {
  const own = READERS[relation.means];
  if (own) return own;
  if (relation.kind === 'weapon') return weaponsOfClass;
  if (relation.kind === 'event') return eventsTitled;
  throw new Error(`query-words.json: no reader for the relation "${relation.means}" (src/search/relations.ts)`);
}

/** Every person's relations, by the person's page URL (only relations with an answer). */
export function relationsByUrl(graph: EpicGraph): Map<string, Relations> {
  const readers = RELATION_WORDS.map((r) => [r, readerOf(r)] as const);
  const out = new Map<string, Relations>();
  for (const person of graph.persons) {
    const relations: Relations = {};
    for (const [relation, read] of readers) {
      const names = [...new Set(read(graph, person, relation))];
      if (names.length) relations[relation.means] = names;
    }
    if (Object.keys(relations).length) out.set(personUrl(person.name), relations);
  }
  return out;
}
