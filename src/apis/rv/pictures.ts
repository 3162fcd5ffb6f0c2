/** The hymn data's pictures, drawn at build time (src/charts): no JavaScript needed to see them, no links inside. */
import { barChart, type BarDatum } from '../../charts/bar.ts';
import { sankeyChart } from '../../charts/sankey.ts';
import type { HymnSite, Named, Sukta } from './site.ts';

/** Verses per mandal, stacked by meter. */
export function metersPerMandal(site: HymnSite): Promise<string> {
  const data: BarDatum[] = site.verses.map((v) => ({ category: `Mandal ${v.mandal}`, series: v.meter, value: 1 }));
  return barChart(merge(data), {
    title: 'Meters per mandal',
    desc: 'Number of verses of each mandal in each meter; the smaller meters are summed as "other meters".',
    maxSeries: 8,
    otherLabel: 'other meters',
    valueTitle: 'verses',
    seriesTitle: 'meter',
  });
}

/** The beings most sung for, by number of verses. */
export function topBeings(site: HymnSite, count = 25): Promise<string> {
  const data = [...site.beings]
    .sort((a, b) => b.verses.length - a.verses.length)
    .slice(0, count)
    .map((b) => ({ category: b.name, value: b.verses.length }));
  return barChart(data, { title: `The ${count} beings most sung for`, valueTitle: 'verses', sort: 'value' });
}

/** Poets per category, and their verses. */
export function poetsByCategory(site: HymnSite): Promise<string> {
  const counts = new Map<string, number>();
  for (const p of site.poets) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const data = [...counts].map(([category, value]) => ({ category, value }));
  return barChart(data, { title: 'Poets by category', valueTitle: 'poets', sort: 'value' });
}

/** Verses of one poet, being or meter in each mandal. */
export function versesPerMandal(item: Named, noun: string): Promise<string> {
  const data: BarDatum[] = Array.from({ length: 10 }, (_, i) => ({
    category: `Mandal ${i + 1}`,
    value: item.verses.filter((v) => v.mandal === i + 1).length,
  }));
  return barChart(data, { title: `Verses ${noun} ${item.name}, by mandal`, valueTitle: 'verses' });
}

/** Who sings to whom in one mandal: poets → beings, weighted by verses. */
export function poetToBeingFlow(suktas: Sukta[], mandal: number): string {
  const weights = new Map<string, number>();
  for (const s of suktas)
    for (const v of s.verses)
      for (const p of v.poets)
        for (const d of v.deities) {
          const key = JSON.stringify([p.name, d.name]);
          weights.set(key, (weights.get(key) ?? 0) + 1);
        }
  const links = [...weights].map(([key, value]) => {
    const [source, target] = JSON.parse(key) as [string, string];
    return { source, target, value };
  });
  return sankeyChart(links, {
    title: `Mandal ${mandal}: who sings to whom`,
    sourceHeading: 'Poet',
    targetHeading: 'Sung for',
    unit: 'verses',
  });
}

function merge(data: BarDatum[]): BarDatum[] {
  const sums = new Map<string, BarDatum>();
  for (const d of data) {
    const key = `${d.category}\u0000${d.series ?? ''}`;
    const found = sums.get(key);
    if (found) found.value += d.value;
    else sums.set(key, { ...d });
  }
  return [...sums.values()];
}
