/** The epic's pictures, drawn at build time (src/charts): no JavaScript needed to see them. */
import { barChart } from '../../charts/bar.ts';
import { dagChart, type DagEdge, type DagNode } from '../../charts/dag.ts';
import { familyTree } from '../../charts/family-tree.ts';
import { locatorMap, routeMap, type RouteLeg } from '../../charts/map.ts';
import type { EpicGraph } from './graph.ts';
import type { JourneyRecord, PersonRecord, PlaceRecord } from './schema.ts';
import { clanUrl, eventUrl, personUrl, placeUrl, weaponUrl, type EpicSite } from './site.ts';

/** Persons and the parent → child edges among them (dashed: legal or adoptive). */
function familyGraph(g: EpicGraph, names: Set<string>): { nodes: DagNode[]; edges: DagEdge[] } {
  const nodes: DagNode[] = [...names].map((n) => ({ id: n, label: n, href: personUrl(n) }));
  const edges: DagEdge[] = [];
  for (const name of names) {
    const p = g.person.get(name)!;
    for (const c of p.childrenReal) if (names.has(c)) edges.push({ from: name, to: c });
    for (const c of p.childrenAdopted) if (names.has(c)) edges.push({ from: name, to: c, dashed: true });
  }
  // A legal father not listed with childrenAdopted still gets his dashed line.
  for (const name of names) {
    const p = g.person.get(name)!;
    for (const parent of [p.fatherAdoptive, p.motherAdoptive]) {
      if (parent && names.has(parent) && !g.person.get(parent)!.childrenAdopted.includes(name)) edges.push({ from: parent, to: name, dashed: true });
    }
  }
  return { nodes, edges };
}

const childrenOf = (p: PersonRecord) => [...p.childrenReal, ...p.childrenAdopted];

let people: (PersonRecord & { href: string })[] | undefined;

/** Two generations each way around a person, with siblings and spouses. */
export function familyTreeSvg(g: EpicGraph, name: string): string {
  people ??= g.persons.map((p) => ({ ...p, href: personUrl(p.name) }));
  return familyTree(name, people, {
    title: `Family of ${name}`,
    desc: `${name}'s parents and grandparents, siblings, spouses, children and grandchildren. Dashed lines are legal or adoptive parenthood.`,
    layoutTries: 2,
  });
}

/** The Kuru line: Shantanu's descendants who lead to Parikshit and Janamejay, with their spouses and siblings. */
export function kuruLineSvg(g: EpicGraph): string {
  const line = new Set<string>();
  const leadsTo = (name: string, target: string, seen = new Set<string>()): boolean => {
    if (name === target) return true;
    if (seen.has(name)) return false;
    seen.add(name);
    return childrenOf(g.person.get(name)!).some((c) => g.person.has(c) && leadsTo(c, target, seen));
  };
  const walk = (name: string) => {
    if (line.has(name)) return;
    line.add(name);
    for (const c of childrenOf(g.person.get(name)!)) if (g.person.has(c) && (leadsTo(c, 'Parikshit') || leadsTo(c, 'Janamejay'))) walk(c);
  };
  walk('Shantanu');
  const names = new Set(line);
  for (const name of line) {
    const p = g.person.get(name)!;
    for (const s of p.spouses) if (g.person.has(s)) names.add(s);
    for (const c of childrenOf(p).slice(0, 8)) if (g.person.has(c)) names.add(c);
    if (p.fatherReal && g.person.has(p.fatherReal)) names.add(p.fatherReal);
  }
  const { nodes, edges } = familyGraph(g, names);
  for (const node of nodes) if (line.has(node.id)) node.highlight = true;
  return dagChart(nodes, edges, {
    title: 'The Kuru line from Shantanu to Parikshit',
    desc: 'Shantanu and his descendants down to Parikshit and Janamejay (shaded), with their spouses, other children and the real fathers of levirate births.',
    nodesep: 10,
  });
}

/** What followed what: every event, war events shaded. */
export function timelineSvg(g: EpicGraph): string {
  const nodes: DagNode[] = g.timeline.map((e) => ({
    id: e.eventName,
    label: e.eventName,
    sublabel: e.warDay ? `war day ${e.warDay}` : undefined,
    href: eventUrl(e.eventName),
    kind: e.warDay ? 'war' : undefined,
  }));
  const edges: DagEdge[] = g.timeline.flatMap((e) => e.eventFollowedBy.map((to) => ({ from: e.eventName, to })));
  return dagChart(nodes, edges, {
    title: 'The events of the Mahabharata: what followed what',
    desc: `${nodes.length} events and ${edges.length} links, from the first to the last; the war's events are shaded. Every box links to its event.`,
    maxLabelWidth: 120,
    fontSize: 11,
    ranksep: 26,
    className: 'timeline',
  });
}

/** A journey's route over today's map, from its paths' towns and its places' coordinates. */
export function routeMapSvg(g: EpicGraph, journey: JourneyRecord): string | undefined {
  const legs: RouteLeg[] = journey.journeyRoute.flatMap((leg): RouteLeg[] => {
    const path = g.path.get(leg);
    if (path) return [{ label: leg, points: path.pathPoints.map((p, i) => ({ ...p, label: path.pathCurrent[i] })) }];
    const place = g.place.get(leg);
    return place?.coordinates ? [{ label: leg, points: [{ ...place.coordinates, label: leg, href: placeUrl(leg) }] }] : [];
  });
  if (legs.flatMap((l) => l.points).length < 2) return undefined;
  return routeMap(legs, {
    title: `Route of the journey “${journey.journeyName}”`,
    desc: `The stops in travel order: ${legs.map((l) => l.label).join(' → ')}.`,
  });
}

export function locatorSvg(place: PlaceRecord): string {
  return locatorMap(
    { ...place.coordinates!, label: place.placeNameEpic },
    { title: `Where ${place.placeNameEpic} is`, desc: `${place.placeNameEpic}${place.placeNameCurrent.length ? `, today ${place.placeNameCurrent.join(', ')}` : ''}, on a map of the subcontinent.` },
  );
}

export function weaponsChartSvg(g: EpicGraph): Promise<string> {
  const data = g.weapons.filter((w) => w.weaponOwners.length > 1).map((w) => ({ category: w.weaponName, value: w.weaponOwners.length, href: weaponUrl(w.weaponName) }));
  return barChart(data, { title: 'Weapons with more than one bearer', valueTitle: 'bearers', sort: 'value' });
}

export function clansChartSvg(site: EpicSite): Promise<string> {
  const data = site.graph.clans.map((c) => ({ category: c.clanName, value: site.membersOf(c.clanName).length, href: clanUrl(c.clanName) })).filter((d) => d.value > 1);
  return barChart(data, { title: 'Clans by number of members', valueTitle: 'persons', sort: 'value' });
}

export function warDaysChartSvg(site: EpicSite): Promise<string> {
  const dayOf = new Map(site.graph.events.filter((e) => e.warDay).map((e) => [e.eventName, e.warDay!]));
  const counts = new Map<number, number>();
  for (const d of site.graph.deaths) {
    const day = d.personKilledAtEvent ? dayOf.get(d.personKilledAtEvent) : undefined;
    if (day) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const data = Array.from({ length: 18 }, (_, i) => ({ category: `Day ${i + 1}`, value: counts.get(i + 1) ?? 0, href: eventUrl(`War day ${i + 1}`) }));
  return barChart(data, { title: 'Named persons killed on each day of the war', valueTitle: 'persons', orientation: 'vertical' });
}
