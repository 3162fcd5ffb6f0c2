// Writes each chart for the real data to bench/out/*.svg so they can be looked at.
// Run: node_modules/.bin/node bench/charts-preview.ts
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { barChart } from '../src/charts/bar.ts';
import { sankeyChart } from '../src/charts/sankey.ts';

const root = new URL('../', import.meta.url);
const out = new URL('bench/out/', root);
mkdirSync(out, { recursive: true });
const json = (p: string) => JSON.parse(readFileSync(new URL(p, root), 'utf8'));
const write = (name: string, svg: string) => {
  writeFileSync(new URL(name, out), svg);
  console.log(`${name}: ${svg.length} bytes`);
};

// Nouns per category
const nouns: { category: string }[] = json('content/vs/nouns.json');
const counts = new Map<string, number>();
for (const n of nouns) counts.set(n.category, (counts.get(n.category) ?? 0) + 1);
write('bar-nouns.svg', await barChart([...counts].map(([category, value]) => ({ category, value, href: `/vs/categories/${category}/` })), {
  title: 'Vedic nouns per category', sort: 'value', valueTitle: 'nouns',
}));

// Meters per mandal (stacked), from the anukramani when the shared data is there
const tsv = new URL('../shared/data/rv/anukramani-per-verse.tsv', root);
if (existsSync(tsv)) {
  const meters = new Map<string, string>((json('content/rv/tables/meters.json') as { source: string; meter: string }[]).map((m) => [m.source, m.meter]));
  const rows = readFileSync(tsv, 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'));
  const per = new Map<string, number>();
  for (const r of rows) {
    const key = `Mandal ${r[0]}\u0000${meters.get(r[5]!) ?? r[5]}`;
    per.set(key, (per.get(key) ?? 0) + 1);
  }
  const data = [...per].map(([k, value]) => {
    const [category, series] = k.split('\u0000') as [string, string];
    return { category, series, value };
  });
  write('bar-meters-stacked.svg', await barChart(data, { title: 'Verses per meter in each mandal', valueTitle: 'verses', seriesTitle: 'meter' }));
  write('bar-meters-normalized-vertical.svg', await barChart(data, { title: 'Share of meters in each mandal', orientation: 'vertical', layout: 'normalized', maxSeries: 8 }));
  write('bar-meters-grouped.svg', await barChart(data.filter((d) => ['Gayatri', 'Trishtup', 'Jagati'].includes(d.series)), { title: 'Three main meters per mandal', layout: 'grouped', valueTitle: 'verses' }));

  // Poet → deity for one mandal
  // (the mapping tables: `names` per source form, or per verse for forms decided verse by verse)
  type Name = string | { name: string };
  type Entry = { source: string; names?: Name[]; verses?: { verse: string; names: Name[] }[] };
  const plain = (ns: Name[]) => ns.map((n) => (typeof n === 'string' ? n : n.name));
  const names = (file: string) => {
    const table = new Map<string, Entry>((json(file) as Entry[]).map((r) => [r.source, r]));
    return (source: string, verse: string): string[] => {
      const e = table.get(source);
      if (!e) return [source];
      if (e.names) return plain(e.names);
      const v = e.verses?.find((x) => x.verse === verse);
      return v ? plain(v.names) : [source];
    };
  };
  const poets = names('content/rv/tables/poets.json');
  const deities = names('content/rv/tables/deities.json');
  for (const mandal of ['3', '1']) {
    const flows = new Map<string, number>();
    for (const r of rows.filter((r) => r[0] === mandal)) {
      const verse = `${r[0]}.${r[1]}.${r[2]}`;
      for (const p of poets(r[3]!, verse)) for (const d of deities(r[4]!, verse)) {
        const k = `${p}\u0000${d}`;
        flows.set(k, (flows.get(k) ?? 0) + 1);
      }
    }
    const links = [...flows].map(([k, value]) => { const [source, target] = k.split('\u0000') as [string, string]; return { source, target, value }; });
    write(`sankey-mandal-${mandal}.svg`, sankeyChart(links, {
      title: `Poets and deities of mandal ${mandal}`, sourceHeading: 'Poet', targetHeading: 'Deity', unit: 'verses',
      otherSourcesLabel: 'other poets', otherTargetsLabel: 'other deities',
      sourceHref: (n) => `/rv/poets/${encodeURIComponent(n)}/`, targetHref: (n) => `/rv/deities/${encodeURIComponent(n)}/`,
    }));
  }
}

// Event timeline (DAG)
import { dagChart } from '../src/charts/dag.ts';
{
  const events: { eventName: string; eventFollowedBy: string[]; eventOrder: number; warDay?: number }[] = json('content/mb/events.json');
  const nodes = events.map((e) => ({
    id: e.eventName,
    label: e.eventName,
    href: `/mb/events/${encodeURIComponent(e.eventName)}/`,
    kind: e.warDay ? 'war' : undefined,
    sublabel: e.warDay && !/^war day/i.test(e.eventName) ? `war day ${e.warDay}` : undefined,
  }));
  const edges = events.flatMap((e) => e.eventFollowedBy.map((to) => ({ from: e.eventName, to })));
  write('dag-events.svg', dagChart(nodes, edges, { title: 'Events of the Mahabharata in order' }));
}

// Family tree around Arjun
import { familyTree } from '../src/charts/family-tree.ts';
{
  const persons = json('content/mb/persons.json') as { name: string }[];
  for (const focus of ['Arjun', 'Pandu', 'Krishna']) {
    write(`family-${focus.toLowerCase()}.svg`, familyTree(focus, persons.map((p) => ({ ...p, href: `/mb/persons/${encodeURIComponent(p.name)}/` }))));
  }
}

// Route maps from the journeys; locator maps for a few places
import { routeMap, locatorMap } from '../src/charts/map.ts';
import type { RouteLeg } from '../src/charts/map.ts';
{
  type Place = { placeNameEpic: string; coordinates?: { lat: number; lon: number } };
  type Path = { pathNameEpic: string; pathPoints: { lat: number; lon: number }[] };
  const places = new Map((json('content/mb/places.json') as Place[]).map((p) => [p.placeNameEpic, p]));
  const paths = new Map((json('content/mb/paths.json') as Path[]).map((p) => [p.pathNameEpic, p]));
  const journeys = json('content/mb/journeys.json') as { journeyName: string; journeyRoute: string[] }[];
  const legsOf = (route: string[]): RouteLeg[] =>
    route.flatMap((item): RouteLeg[] => {
      const path = paths.get(item);
      if (path) return [{ label: item, points: path.pathPoints }];
      const place = places.get(item);
      if (place?.coordinates) return [{ points: [{ ...place.coordinates, label: item, href: `/mb/places/${encodeURIComponent(item)}/` }] }];
      return [];
    });
  for (const j of journeys) {
    const name = j.journeyName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    write(`route-${name}.svg`, routeMap(legsOf(j.journeyRoute), { title: j.journeyName }));
  }
  for (const name of ['Hastinapur', 'Dwarka', 'Kurukshetra']) {
    const p = places.get(name);
    if (p?.coordinates) write(`locator-${name.toLowerCase()}.svg`, locatorMap({ ...p.coordinates, label: name }, { title: `Where ${name} lies`, context: [...places.values()].flatMap((q) => (q.coordinates ? [{ ...q.coordinates, label: q.placeNameEpic }] : [])) }));
  }
}
