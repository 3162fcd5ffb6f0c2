/**
 * The epic on the site: page URLs, the JSON files that answer for each record, and the relations a
 * page shows that the records store only one way (siblings, members, killings; what happened at a
 * place or an event is in the graph: `eventsAt`, `journeysAt`, `clansAt`, `deathsAt`).
 */
import { jsonLink } from '../../core/json-link.ts';
import { loadEpic, type EpicGraph } from './graph.ts';
import type { Sibling } from './kinship.ts';
import { mbApi } from './endpoints.ts';
import type { DeathRecord, PersonRecord } from './schema.ts';
import { slugOf } from './urls.ts';

export * from './urls.ts';

/** The link to an epic request's JSON; names resolve through the graph's name indexes, as the server's. */
const link = (request: string, name = '') =>
  jsonLink(mbApi, { names: epicSite().graph.names, rows: [] }, request, name);
export const mbJson = {
  person: (n: string) => link('/persons/{name}?fields=details', n),
  explore: (n: string) => link('/explore/{name}', n),
  weapon: (n: string) => link('/weapons/{name}', n),
  clan: (n: string) => link('/clans/{name}', n),
  event: (n: string) => link('/events/{name}?fields=details', n),
  journey: (n: string) => link('/journeys/{name}?expand=true', n),
  place: (n: string) => link('/places/{name}', n),
  list: (kind: string) => link(`/${kind}/names`),
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
