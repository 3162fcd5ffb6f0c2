/**
 * The epic's pictures, drawn at build time (src/charts): no JavaScript needed to see them. The
 * pictures hold no links; each comes with the list of what it shows, linked, for the page to put
 * beside it in reading order.
 */
import { barChart } from '../../charts/bar.ts';
import { treeSvg, type TreeMember, type TreeOptions } from '../../charts/family-tree.ts';
import { locatorMap, routeMap, type RouteItem } from '../../charts/map.ts';
import { timelineChart } from '../../charts/timeline.ts';
import type { EpicGraph } from './graph.ts';
import { familyGraph, joinFamily, type FamilyIndex, type FamilyPerson } from './kinship.ts';
import type { JourneyRecord, PlaceRecord } from './schema.ts';
import type { EpicSite } from './site.ts';

/** A person drawn in a tree, with what the tree calls them. */
export interface TreePerson {
  name: string;
  relation?: string;
  /** For a half or adoptive sibling, the parents shared (the list says "half-brother through Pandu"). */
  through?: string[];
}

/** The family tree around `focus` (two generations each way by default) as an SVG string. */
export function familyTree(
  focus: string,
  people: Iterable<FamilyPerson> | FamilyIndex,
  options: Partial<TreeOptions> & { generations?: number } = {},
): string {
  const graph = familyGraph(focus, people, options);
  const rows = new Set(graph.members.map((m) => m.generation)).size;
  return treeSvg(graph, {
    ...options,
    title: options.title ?? `Family of ${focus}`,
    centre: focus,
    desc:
      options.desc ??
      `${focus}'s parents and grandparents, siblings, spouses, children and grandchildren: ${graph.members.length - 1} relatives in ${rows} generations. Dashed lines are legal or adoptive parenthood.`,
  });
}

/** Two generations each way around a person, with siblings (as the graph names them) and spouses. */
export function familyTreeSvg(g: EpicGraph, name: string): { svg: string; people: TreePerson[] } {
  const graph = familyGraph(name, g.kin);
  return {
    svg: familyTree(name, g.kin),
    people: graph.members
      .filter((m) => m.name !== name)
      .map((m) => {
        const sibling = g.kin.siblingsOf(name).find((s) => s.name === m.name && s.kind !== 'full');
        const isSibling = sibling && /brother|sister|sibling/.test(m.relation);
        return { name: m.name, relation: m.relation, ...(isSibling ? { through: sibling.through } : {}) };
      }),
  };
}

/** Who the Kuru line draws: Shantanu's descendants (by birth or adoption), their spouses, and the real parents of the line. */
export function kuruLine(g: EpicGraph) {
  const chosen = new Map<string, TreeMember>();
  const line = new Set<string>();
  // breadth first, so everyone sits in the row of their shortest descent from Shantanu
  let level = ['Shantanu'];
  for (let gen = 0; level.length; gen++) {
    const next: string[] = [];
    for (const name of level) {
      if (chosen.has(name)) continue;
      chosen.set(name, { name, generation: gen });
      line.add(name);
      for (const c of g.kin.childrenOf(name)) if (!chosen.has(c.child)) next.push(c.child);
    }
    level = next;
  }
  for (const name of line) {
    const gen = chosen.get(name)!.generation;
    for (const s of g.kin.spousesOf(name)) if (!chosen.has(s)) chosen.set(s, { name: s, generation: gen });
  }
  for (const name of line) {
    if (name === 'Shantanu') continue;
    const gen = chosen.get(name)!.generation;
    for (const l of g.kin.parentsOf(name))
      if (!chosen.has(l.parent)) chosen.set(l.parent, { name: l.parent, generation: gen - 1 });
  }
  // the line to Parikshit and Janamejay is shaded
  const leadsTo = (name: string, seen = new Set<string>()): boolean =>
    name === 'Janamejay' ||
    (!seen.has(name) && (seen.add(name), g.kin.childrenOf(name).some((c) => leadsTo(c.child, seen))));
  for (const m of chosen.values()) if (line.has(m.name) && leadsTo(m.name)) m.highlight = true;
  return joinFamily('Shantanu', [...chosen.values()], g.kin);
}

/** How the timeline splits the events: before the war, the war's, after it (each in timeline order). */
export function timelineParts(g: EpicGraph) {
  const firstWar = g.timeline.findIndex((e) => e.warDay);
  const war = g.timeline.filter((e) => e.warDay);
  const lastWar = g.timeline.findLastIndex((e) => e.warDay);
  return {
    before: firstWar < 0 ? g.timeline : g.timeline.slice(0, firstWar),
    war,
    after: firstWar < 0 ? [] : g.timeline.slice(lastWar + 1).filter((e) => !e.warDay),
  };
}

/** The timeline's caption, its counts taken from the records it draws. */
export function timelineCaption(g: EpicGraph): string {
  const { before, war, after } = timelineParts(g);
  const total = g.timeline.length;
  return `Timeline of the ${total} events, each numbered as its own page numbers it (1 to ${total}): the ${before.length} events before the war down the axis (columns read left to right), the war's ${war.length} events under its eighteen days, then the ${after.length} events after the war. The lists below link to every event.`;
}

/** The events in order, the war's events grouped by day. `columns` > 1 for wide screens. */
export function timelineSvg(g: EpicGraph, columns = 1): string {
  const { before, war, after } = timelineParts(g);
  return timelineChart(
    g.timeline.map((e) => ({ label: e.eventName, order: e.eventOrder, period: e.warDay })),
    {
      title: 'The events of the Mahabharata in order',
      desc: `${g.timeline.length} events in order, numbered as their pages number them: ${before.length} before the war, then the ${war.length} events of the war grouped under its eighteen days, then the ${after.length} events after it.`,
      periodLabel: (day) => `Day ${day}`,
      periodsHeading: 'The war, day by day',
      afterHeading: 'After the war',
      columns,
    },
  );
}

/** Room for the timeline on an A4 page with 15 mm margins (site.css @page), in CSS px: the first page holds the page's heading too. */
const PRINT_ROOM = { first: 800, page: 960 };

/**
 * The timeline for paper, in parts that each fit an A4 page at the picture's own text size (two
 * columns of 340 px, the page's width): as many events as fit below the page's heading, then as
 * many as fit a page, and so on. A part never breaks across pages; the war's heading and a day's
 * tick are repeated where a part begins inside them.
 */
export function timelinePrintSvgs(g: EpicGraph): string[] {
  const items = g.timeline.map((e) => ({ label: e.eventName, order: e.eventOrder, period: e.warDay }));
  const chart = (part: typeof items, n: number) =>
    timelineChart(part, {
      title: `The events of the Mahabharata in order, part ${n}`,
      periodLabel: (day) => `Day ${day}`,
      periodsHeading: 'The war, day by day',
      afterHeading: 'After the war',
      columns: 2,
      columnWidth: 340,
    });
  const height = (svg: string) => Number(/^<svg\b[^>]*?\sheight="([\d.]+)"/.exec(svg)![1]);
  const parts: string[] = [];
  for (let start = 0, room = PRINT_ROOM.first; start < items.length; room = PRINT_ROOM.page) {
    let end = items.length;
    while (end - start > 1 && height(chart(items.slice(start, end), parts.length + 1)) > room) end--;
    parts.push(chart(items.slice(start, end), parts.length + 1));
    start = end;
  }
  return parts;
}

/**
 * A modern town as a reader reads it: the data writes the country after every town of a path
 * ("Hapur (India)"), which on a map or in a list of towns only repeats itself.
 */
export const townName = (town: string): string => town.replace(/ \(India\)$/, '');

/** Route items numbered as the page's route list numbers them. */
export function routeItems(g: EpicGraph, journey: JourneyRecord): RouteItem[] {
  return journey.journeyRoute.flatMap((leg, i): RouteItem[] => {
    const path = g.path.get(leg);
    if (path)
      return [
        {
          number: i + 1,
          label: leg,
          points: path.pathPoints.map((p, k) => ({
            ...p,
            label: path.pathCurrent[k] && townName(path.pathCurrent[k]),
          })),
        },
      ];
    const place = g.place.get(leg);
    return place?.coordinates ? [{ number: i + 1, label: leg, points: [{ ...place.coordinates, label: leg }] }] : [];
  });
}

/** A journey's route over today's map (`width` 720 for wide screens, 358 for phones). */
export function routeMapSvg(g: EpicGraph, journey: JourneyRecord, width = 720): string | undefined {
  const items = routeItems(g, journey);
  if (items.flatMap((l) => l.points).length < 2) return undefined;
  const describe = (item: RouteItem) =>
    `${item.number}. ${item.label}${item.points.length > 1 ? ` (${item.points.map((p) => p.label).join(' → ')})` : ''}`;
  return routeMap(items, {
    title: `Route of the journey “${journey.journeyName}”`,
    desc: `The route in travel order, numbered as in the list: ${items.map(describe).join('; ')}.`,
    width,
    padding: width < 500 ? 28 : 36,
  });
}

export function locatorSvg(place: PlaceRecord): string {
  return locatorMap(
    { ...place.coordinates!, label: place.placeNameEpic },
    {
      title: `Where ${place.placeNameEpic} is`,
      desc: `${place.placeNameEpic}${place.placeNameCurrent.length ? `, today ${place.placeNameCurrent.join(', ')}` : ''}, on a map of the subcontinent${place.pointKind === 'representative' ? ', at a representative point drawn as a dashed ring' : ''}.`,
      width: 340,
      representative: place.pointKind === 'representative',
    },
  );
}

export function weaponsChartSvg(g: EpicGraph): Promise<string> {
  const data = g.weapons
    .filter((w) => w.weaponOwners.length > 1)
    .map((w) => ({ category: w.weaponName, value: w.weaponOwners.length }));
  return barChart(data, { title: 'Weapons with more than one bearer', valueTitle: 'bearers', sort: 'value' });
}

export function clansChartSvg(site: EpicSite): Promise<string> {
  const data = site.graph.clans
    .map((c) => ({ category: c.clanName, value: site.membersOf(c.clanName).length }))
    .filter((d) => d.value > 1);
  return barChart(data, { title: 'Clans by number of members', valueTitle: 'persons', sort: 'value' });
}

export function warDaysChartSvg(site: EpicSite): Promise<string> {
  const dayOf = new Map(site.graph.events.filter((e) => e.warDay).map((e) => [e.eventName, e.warDay!]));
  const counts = new Map<number, number>();
  for (const d of site.graph.deaths) {
    const day = d.personKilledAtEvent ? dayOf.get(d.personKilledAtEvent) : undefined;
    if (day) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const data = Array.from({ length: 18 }, (_, i) => ({ category: `Day ${i + 1}`, value: counts.get(i + 1) ?? 0 }));
  return barChart(data, { title: 'Named persons killed on each day of the war', valueTitle: 'persons killed' });
}
