/**
 * The epic on the site: page URLs, the JSON files that answer for each record, and the relations a
 * page shows that the records store only one way (siblings, members, killings; what happened at a
 * place or an event is in the graph: `eventsAt`, `journeysAt`, `clansAt`, `deathsAt`).
 */
import { encodePath } from '../../core/request-file.ts';
import { loadEpic, type EpicGraph } from './graph.ts';
import type { Sibling } from '../../charts/family-tree.ts';
import { mbApi } from './endpoints.ts';
import type { DeathRecord, PersonRecord } from './schema.ts';
import { slugOf } from './urls.ts';

export * from './urls.ts';

const file = (path: string) => encodePath(`${mbApi.base}${path}.json`);
export const mbJson = {
  person: (n: string) => ({
    href: file(`/persons/${n}/fields/details/expand/false`),
    label: `JSON: /mb/v2/persons/${n}?fields=details`,
  }),
  explore: (n: string) => ({ href: file(`/explore/${n}`), label: `JSON: /mb/v2/explore/${n}` }),
  weapon: (n: string) => ({ href: file(`/weapons/${n}`), label: `JSON: /mb/v2/weapons/${n}` }),
  clan: (n: string) => ({ href: file(`/clans/${n}`), label: `JSON: /mb/v2/clans/${n}` }),
  event: (n: string) => ({
    href: file(`/events/${n}/fields/details/expand/false`),
    label: `JSON: /mb/v2/events/${n}?fields=details`,
  }),
  journey: (n: string) => ({
    href: file(`/journeys/${n}/expand/true`),
    label: `JSON: /mb/v2/journeys/${n}?expand=true`,
  }),
  place: (n: string) => ({ href: file(`/places/${n}`), label: `JSON: /mb/v2/places/${n}` }),
  list: (kind: string) => ({ href: file(`/${kind}/names`), label: `JSON: /mb/v2/${kind}/names` }),
};

export interface EpicSite {
  graph: EpicGraph;
  siblingsOf(p: PersonRecord): Sibling[];
  membersOf(clan: string): PersonRecord[];
  killedBy(person: string): DeathRecord[];
}

let site: EpicSite | undefined;

/** Built once per build from the checked graph; slugs are checked unique per kind. */
export function epicSite(): EpicSite {
  if (site) return site;
  const graph = loadEpic();
  for (const [kind, names] of Object.entries(graph.sortedNames)) {
    const seen = new Map<string, string>();
    for (const name of names) {
      const slug = slugOf(name);
      if (!slug || seen.has(slug))
        throw new Error(`mb: ${kind} "${name}" and "${seen.get(slug)}" share the page slug "${slug}"`);
      seen.set(slug, name);
    }
  }
  const group = <T>(pairs: [string, T][]) => {
    const map = new Map<string, T[]>();
    for (const [k, v] of pairs) (map.get(k) ?? map.set(k, []).get(k)!).push(v);
    return map;
  };
  const members = group(graph.persons.filter((p) => p.clan).map((p) => [p.clan!, p]));
  const killings = group(
    graph.deaths.flatMap((d) =>
      [...new Set([...d.personKilledByWhom, ...d.personKilledWhoAll])].map((k) => [k, d] as [string, DeathRecord]),
    ),
  );
  site = {
    graph,
    siblingsOf: (p) => graph.siblingsOf(p.name),
    membersOf: (clan) => members.get(clan) ?? [],
    killedBy: (person) => killings.get(person) ?? [],
  };
  return site;
}
