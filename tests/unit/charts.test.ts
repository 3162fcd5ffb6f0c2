/**
 * The build-time charts (src/charts): each drawn from the real content where it exists, checked for
 * well-formed XML, accessibility (role="img", <title>, <desc>), the expected number of bars, nodes,
 * links and legs, every drawn point inside the viewBox, readable font sizes, unique ids, and
 * byte-identical output for the same input.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { barChart } from '../../src/charts/bar.ts';
import { sankeyChart } from '../../src/charts/sankey.ts';
import { timelineChart } from '../../src/charts/timeline.ts';
import { familyGraph } from '../../src/apis/mb/kinship.ts';
import { familyTree } from '../../src/apis/mb/pictures.ts';
import { locatorMap, routeMap } from '../../src/charts/map.ts';
import type { RouteItem } from '../../src/charts/map.ts';
import { escapeXml } from '../../src/charts/svg.ts';
import { all, hasClass, parseXml, textOf, walk, type Element } from '../support/xml.ts';
import type { HymnVerse, MeterTableEntry } from '../../src/apis/rv/schema.ts';
import type { EventRecord, JourneyRecord, PathRecord, PersonRecord, PlaceRecord } from '../../src/apis/mb/schema.ts';
import type { NounRecord } from '../../src/apis/vs/schema.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
// The committed verses (the import reproduces them byte for byte from the source table).
const verses = readJson<HymnVerse[]>('content/rv/verses.json');

interface Checked {
  root: Element;
  width: number;
  height: number;
  viewBox: [number, number, number, number];
}

/** The checks every chart must pass. */
function checkSvg(svg: string, title: string): Checked {
  const root = parseXml(svg);
  assert.equal(root.name, 'svg');
  assert.equal(root.attrs.get('xmlns'), 'http://www.w3.org/2000/svg');
  assert.equal(root.attrs.get('role'), 'img');
  assert.equal(root.attrs.get('style'), 'max-width:100%;height:auto');
  const titleEl = root.children[0]!;
  const descEl = root.children[1]!;
  assert.equal(titleEl.name, 'title', 'first child is <title>');
  assert.equal(textOf(titleEl), title);
  assert.equal(descEl.name, 'desc', 'second child is <desc>');
  assert.ok(textOf(descEl).length > 10, 'a description');
  const labelled = (root.attrs.get('aria-labelledby') ?? '').split(' ');
  assert.deepEqual(labelled, [titleEl.attrs.get('id'), descEl.attrs.get('id')]);
  const ids = [...walk(root)].map((e) => e.attrs.get('id')).filter(Boolean);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  const width = Number(root.attrs.get('width'));
  const height = Number(root.attrs.get('height'));
  const viewBox = (root.attrs.get('viewBox') ?? '').split(/[\s,]+/).map(Number) as Checked['viewBox'];
  assert.equal(viewBox.length, 4);
  assert.ok(width > 0 && height > 0 && viewBox.every(Number.isFinite));
  assert.equal(viewBox[2], width);
  assert.equal(viewBox[3], height);
  for (const el of walk(root)) {
    const size = el.attrs.get('font-size');
    if (size) assert.ok(parseFloat(size) >= 11, `font-size ${size} on <${el.name}> is below 11px`);
  }
  // links never go inside a picture with role="img" (pages list them beside it)
  assert.equal(all(root, 'a').length, 0, 'a link inside the picture');
  return { root, width, height, viewBox };
}

function assertInside(c: Checked, x: number, y: number, what: string): void {
  const [x0, y0, w, h] = c.viewBox;
  assert.ok(
    x >= x0 - 0.5 && x <= x0 + w + 0.5 && y >= y0 - 0.5 && y <= y0 + h + 0.5,
    `${what} at ${x},${y} lies outside the viewBox ${c.viewBox.join(' ')}`,
  );
}

/** Absolute coordinates of an M/L-only path. */
function pathPoints(d: string): [number, number][] {
  assert.match(d, /^M[-\d.,eLZ]+$/, `only absolute M/L commands expected: ${d.slice(0, 60)}`);
  return [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

const n = (el: Element, attr: string) => Number(el.attrs.get(attr));

// ------------------------------------------------------------------ svg helpers

describe('svg helpers', () => {
  test('escapeXml escapes the five XML specials and drops control characters', () => {
    assert.equal(escapeXml(`a<b>&"c'\u0001`), 'a&lt;b&gt;&amp;&quot;c&#39;');
  });
  test('hostile text stays well-formed in every chart kind', async () => {
    const nasty = `Draupadi's <b>"swayamvar"</b> & co`;
    checkSvg(await barChart([{ category: nasty, value: 2 }], { title: nasty }), nasty);
    checkSvg(sankeyChart([{ source: nasty, target: '<t>', value: 3 }], { title: nasty }), nasty);
    checkSvg(
      timelineChart(
        [
          { label: nasty, order: 1 },
          { label: '&', order: 2, period: 1 },
        ],
        { title: nasty, periodLabel: (n) => `<${n}>` },
      ),
      nasty,
    );
    checkSvg(
      familyTree(
        nasty,
        [
          { name: nasty, spouses: ['<b>'] },
          { name: '<b>', spouses: [nasty] },
        ],
        { title: nasty },
      ),
      nasty,
    );
    checkSvg(
      routeMap(
        [
          {
            number: 1,
            label: nasty,
            points: [
              { lat: 28, lon: 77, label: nasty },
              { lat: 25, lon: 82, label: '<x>' },
            ],
          },
        ],
        { title: nasty },
      ),
      nasty,
    );
    checkSvg(locatorMap({ lat: 28, lon: 77, label: nasty }, { title: nasty }), nasty);
  });
});

// ------------------------------------------------------------------ bar charts

describe('bar charts', () => {
  const nouns = readJson<NounRecord[]>('content/vs/nouns.json');
  const counts = new Map<string, number>();
  for (const noun of nouns) counts.set(noun.category, (counts.get(noun.category) ?? 0) + 1);
  const data = [...counts].map(([category, value]) => ({ category, value }));

  test('nouns per category: one bar per category, largest first, deterministic', async () => {
    const title = 'Vedic nouns per category';
    const svg = await barChart(data, { title, sort: 'value', valueTitle: 'nouns' });
    const c = checkSvg(svg, title);
    const marks = [...walk(c.root)].find((e) => hasClass(e, 'mark-rect'));
    assert.ok(marks, 'a group of bars');
    const bars = all(marks, 'path');
    assert.equal(bars.length, counts.size);
    // horizontal bars: the widest bar is the largest count, and it comes first (top)
    const extent = bars.map((b) => {
      const m = /^M([-\d.]+),([-\d.]+)h([-\d.]+)v([-\d.]+)/.exec(b.attrs.get('d') ?? '');
      assert.ok(m, `bar path ${b.attrs.get('d')}`);
      return { x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]) };
    });
    const max = Math.max(...counts.values());
    const widest = extent.reduce((a, b) => (b.w > a.w ? b : a));
    assert.equal(widest.y, Math.min(...extent.map((e) => e.y)));
    // bar lengths proportional to the counts
    const scale = widest.w / max;
    for (const [i, e] of extent.entries()) assert.ok(e.w > 0 && e.w <= widest.w + 0.01, `bar ${i}`);
    assert.ok(Math.abs(Math.min(...extent.map((e) => e.w)) - Math.min(...counts.values()) * scale) < 1);
    const labels = [...walk(c.root)].filter((e) => e.name === 'text').map(textOf);
    for (const category of counts.keys()) assert.ok(labels.includes(category), `label ${category}`);
    assert.equal(await barChart(data, { title, sort: 'value', valueTitle: 'nouns' }), svg);
  });

  test('vertical layout: one upright bar per category, the tallest for the largest count', async () => {
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6);
    const svg = await barChart(
      top.map(([category, value]) => ({ category, value })),
      { title: 'Vertical', orientation: 'vertical' },
    );
    const c = checkSvg(svg, 'Vertical');
    const marks = [...walk(c.root)].find((e) => hasClass(e, 'mark-rect'))!;
    const bars = all(marks, 'path').map((b) => {
      const m = /^M([-\d.]+),([-\d.]+)h([-\d.]+)v([-\d.]+)/.exec(b.attrs.get('d') ?? '');
      assert.ok(m, `bar path ${b.attrs.get('d')}`);
      return { x: Number(m[1]), w: Number(m[3]), h: Number(m[4]) };
    });
    assert.equal(bars.length, 6);
    const tallest = bars.reduce((a, b) => (b.h > a.h ? b : a));
    assert.equal(tallest.x, Math.min(...bars.map((b) => b.x)), 'the largest count comes first (left)');
    for (const b of bars) assert.ok(b.h > b.w / 4, 'bars stand upright');
  });

  test('meters per mandal, stacked, with the smaller meters merged into "other"', async () => {
    const meters = new Map(
      readJson<MeterTableEntry[]>('content/rv/tables/meters.json').map((m) => [m.source, m.meter]),
    );
    const per = new Map<string, number>();
    for (const v of verses) {
      const key = `Mandal ${v.mandal}\t${meters.get(v.source.chandas) ?? v.source.chandas}`;
      per.set(key, (per.get(key) ?? 0) + 1);
    }
    const stacked = [...per].map(([k, value]) => {
      const [category, series] = k.split('\t') as [string, string];
      return { category, series, value };
    });
    const seriesTotals = new Map<string, number>();
    for (const d of stacked) seriesTotals.set(d.series, (seriesTotals.get(d.series) ?? 0) + d.value);
    const kept = new Set(
      [...seriesTotals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 7)
        .map(([s]) => s),
    );
    const expected = new Set(stacked.map((d) => `${d.category}\t${kept.has(d.series) ? d.series : 'other'}`));
    const svg = await barChart(stacked, { title: 'Meters per mandal', maxSeries: 8 });
    const c = checkSvg(svg, 'Meters per mandal');
    const marks = [...walk(c.root)].find((e) => hasClass(e, 'mark-rect'))!;
    assert.equal(all(marks, 'path').length, expected.size);
    const legend = [...walk(c.root)]
      .filter((e) => hasClass(e, 'role-legend-label'))
      .flatMap((g) => all(g, 'text').map(textOf));
    assert.deepEqual(new Set(legend), new Set([...kept, 'other']));
    const mandals = [...walk(c.root)]
      .filter((e) => e.name === 'text')
      .map(textOf)
      .filter((s) => /^Mandal \d+$/.test(s));
    assert.equal(new Set(mandals).size, 10);
  });
});

// ------------------------------------------------------------------ sankey

describe('sankey', () => {
  const journeys = readJson<JourneyRecord[]>('content/mb/journeys.json');

  test('persons → journeys: one node per side entry, one band per link, nodes inside', () => {
    const links = journeys.flatMap((j) =>
      (j.journeyPersons ?? []).map((p) => ({ source: p, target: j.journeyName, value: 1 })),
    );
    assert.ok(links.length > 10);
    const sources = new Set(links.map((l) => l.source));
    const targets = new Set(links.map((l) => l.target));
    const options = {
      title: 'Who went on which journey',
      sourceHeading: 'Person',
      targetHeading: 'Journey',
      maxSources: 500,
      maxTargets: 500,
      unit: 'journeys',
    };
    const svg = sankeyChart(links, options);
    const c = checkSvg(svg, options.title);
    const rects = all(c.root, 'rect');
    assert.equal(rects.filter((r) => hasClass(r, 'node-source')).length, sources.size);
    assert.equal(rects.filter((r) => hasClass(r, 'node-target')).length, targets.size);
    assert.equal(all(c.root, 'path').filter((p) => hasClass(p, 'link')).length, links.length);
    const texts = all(c.root, 'text').map(textOf);
    for (const name of sources)
      assert.ok(
        texts.some((t) => t.startsWith(`${name}  `)),
        `label of ${name}`,
      );
    for (const r of rects) {
      assertInside(c, n(r, 'x'), n(r, 'y'), 'node');
      assertInside(c, n(r, 'x') + n(r, 'width'), n(r, 'y') + n(r, 'height'), 'node');
    }
    assert.equal(sankeyChart(links, options), svg);
  });

  test('merges the smallest nodes into "others"', () => {
    const links = journeys.flatMap((j) =>
      (j.journeyPersons ?? []).map((p) => ({ source: p, target: j.journeyName, value: 1 })),
    );
    const svg = sankeyChart(links, {
      title: 'Merged',
      maxSources: 5,
      maxTargets: 4,
      otherSourcesLabel: 'other people',
    });
    const c = checkSvg(svg, 'Merged');
    const rects = all(c.root, 'rect');
    assert.equal(rects.filter((r) => hasClass(r, 'node-source')).length, 5);
    assert.equal(rects.filter((r) => hasClass(r, 'node-target')).length, 4);
    assert.ok(all(c.root, 'text').some((t) => textOf(t).startsWith('other people (')));
  });

  test('poets → deities of mandal 3 (raw source forms)', () => {
    const flows = new Map<string, number>();
    for (const v of verses) {
      if (v.mandal !== 3) continue;
      const key = `${v.source.rishi}\t${v.source.devata}`;
      flows.set(key, (flows.get(key) ?? 0) + 1);
    }
    const links = [...flows].map(([k, value]) => ({ source: k.split('\t')[0]!, target: k.split('\t')[1]!, value }));
    const svg = sankeyChart(links, { title: 'Mandal 3', unit: 'verses' });
    const c = checkSvg(svg, 'Mandal 3');
    const total = links.reduce((a, l) => a + l.value, 0);
    const desc = textOf(c.root.children[1]!);
    assert.ok(desc.includes(total.toLocaleString('en')), `total ${total} in "${desc}"`);
    assert.ok(all(c.root, 'rect').length <= 30);
  });
});

// ------------------------------------------------------------------ timeline

describe('timeline', () => {
  const events = readJson<EventRecord[]>('content/mb/events.json');
  const items = events.map((e) => ({ label: e.eventName, order: e.eventOrder, period: e.warDay }));
  const options = {
    title: 'Events in order',
    periodLabel: (n: number) => `Day ${n}`,
    periodsHeading: 'The war',
    afterHeading: 'After the war',
  };

  for (const columns of [1, 3]) {
    test(`${columns} column(s): one dot per event in order, the war's days grouped, labels whole, all inside the viewBox`, () => {
      const svg = timelineChart(items, { ...options, columns });
      const c = checkSvg(svg, options.title);
      const groups = all(c.root, 'g').filter((g) => hasClass(g, 'event'));
      assert.equal(groups.length, events.length);
      // reading order: columns left to right, top to bottom within a column
      const placed = groups.map((g) => {
        const dot = all(g, 'circle')[0]!;
        assertInside(c, n(dot, 'cx'), n(dot, 'cy'), 'dot');
        return { x: n(dot, 'cx'), y: n(dot, 'cy'), label: all(g, 'tspan').map(textOf).join(' ') };
      });
      const read = [...placed].sort((a, b) => a.x - b.x || a.y - b.y).map((p) => p.label);
      assert.deepEqual(
        read,
        [...events].sort((a, b) => a.eventOrder - b.eventOrder).map((e) => e.eventName),
        'events in timeline order',
      );
      assert.equal(new Set(placed.map((p) => p.x)).size, columns);
      // war events carry the period class; one tick per war day, 1…18
      assert.equal(groups.filter((g) => hasClass(g, 'in-period')).length, events.filter((e) => e.warDay).length);
      const ticks = all(c.root, 'text')
        .filter((t) => hasClass(t, 'tick'))
        .map(textOf);
      const days = new Set(events.filter((e) => e.warDay).map((e) => e.warDay));
      assert.deepEqual(
        ticks.filter((t) => t.startsWith('Day ')),
        [...days].sort((a, b) => a! - b!).map((d) => `Day ${d}`),
      );
      // labels never overlap (estimated boxes) and fit the column
      const colWidth = c.width / columns;
      for (const [i, a] of placed.entries()) {
        for (const b of placed.slice(i + 1))
          if (a.x === b.x) assert.ok(Math.abs(a.y - b.y) >= 16, `${a.label} and ${b.label} overlap`);
      }
      for (const t of all(c.root, 'tspan')) assert.ok(!textOf(t).endsWith('…'), `cut label ${textOf(t)}`);
      assert.ok(c.width <= columns * 350 && colWidth <= 350);
      assert.equal(timelineChart(items, { ...options, columns }), svg);
    });
  }

  test('three columns are less than half as tall as one', () => {
    const one = checkSvg(timelineChart(items, options), options.title);
    const three = checkSvg(timelineChart(items, { ...options, columns: 3 }), options.title);
    assert.ok(three.height < one.height / 2, `${three.height} vs ${one.height}`);
    // Not thousands of pixels: the density first measured (1,000 px for the 122 events then), per event.
    assert.ok(
      three.height < (1000 / 122) * items.length,
      `three columns ${three.height} px tall for ${items.length} events`,
    );
  });
});

// ------------------------------------------------------------------ family tree

describe('family tree', () => {
  const persons = readJson<PersonRecord[]>('content/mb/persons.json');
  const byName = new Map(persons.map((p) => [p.name, p]));
  const people = persons;
  const arjun = byName.get('Arjun');

  test('Arjun: parents, grandparents, spouses, children and grandchildren from the records', () => {
    assert.ok(arjun, 'Arjun is in content/mb/persons.json');
    const g = familyGraph('Arjun', people);
    const gen = new Map(g.members.map((m) => [m.name, m.generation]));
    const parents = [arjun.fatherReal, arjun.motherReal, arjun.fatherAdoptive, arjun.motherAdoptive].filter(
      Boolean,
    ) as string[];
    assert.ok(parents.length > 0);
    for (const p of parents) assert.equal(gen.get(p), -1, `${p} is a parent`);
    for (const p of parents) {
      const r = byName.get(p);
      for (const gp of [r?.fatherReal, r?.motherReal, r?.fatherAdoptive, r?.motherAdoptive].filter(
        Boolean,
      ) as string[]) {
        assert.equal(gen.get(gp), -2, `${gp} is a grandparent`);
      }
    }
    for (const s of arjun.spouses ?? []) assert.equal(gen.get(s), 0, `${s} is a spouse`);
    const children = [...(arjun.childrenReal ?? []), ...(arjun.childrenAdopted ?? [])];
    for (const ch of children) assert.equal(gen.get(ch), 1, `${ch} is a child`);
    for (const ch of children)
      for (const gc of byName.get(ch)?.childrenReal ?? []) assert.equal(gen.get(gc), 2, `${gc} is a grandchild`);
    assert.ok(Math.min(...gen.values()) >= -2 && Math.max(...gen.values()) <= 2, 'two generations each way');
    assert.equal(g.members.find((m) => m.name === 'Arjun')?.relation, 'focus');
    if (arjun.fatherAdoptive)
      assert.equal(g.members.find((m) => m.name === arjun.fatherAdoptive)!.relation, 'legal father');
    // the focus and all spouses form one side-by-side group
    assert.deepEqual(g.groups[0], ['Arjun', ...(arjun.spouses ?? [])]);
  });

  test('Arjun: drawn with the focus highlighted, spouses in the focus row, adoptive links dashed', () => {
    assert.ok(arjun, 'Arjun is in content/mb/persons.json');
    const svg = familyTree('Arjun', people, { title: 'Family of Arjun' });
    const c = checkSvg(svg, 'Family of Arjun');
    const g = familyGraph('Arjun', people);
    const boxes = all(c.root, 'g').filter((e) => hasClass(e, 'node') && !hasClass(e, 'junction'));
    assert.equal(boxes.length, g.members.length);
    const highlighted = boxes.filter((b) => hasClass(b, 'highlight'));
    assert.equal(highlighted.length, 1);
    assert.ok(textOf(all(highlighted[0]!, 'text')[0]!).startsWith('Arjun'));
    const yOf = (name: string) => {
      const box = boxes.find((b) => textOf(all(b, 'tspan')[0]!) === name);
      assert.ok(box, `box for ${name}`);
      const r = all(box, 'rect')[0]!;
      assertInside(c, n(r, 'x'), n(r, 'y'), name);
      assertInside(c, n(r, 'x') + n(r, 'width'), n(r, 'y') + n(r, 'height'), name);
      return n(r, 'y') + n(r, 'height') / 2;
    };
    for (const s of arjun.spouses ?? []) assert.equal(yOf(s), yOf('Arjun'), `${s} beside Arjun`);
    for (const m of g.members) yOf(m.name);
    // generations in rows, top to bottom
    const rowOf = new Map<number, number>();
    for (const m of g.members) {
      const y = yOf(m.name);
      if (!rowOf.has(m.generation)) rowOf.set(m.generation, y);
      assert.equal(y, rowOf.get(m.generation), `${m.name} in the row of generation ${m.generation}`);
    }
    const rows = [...rowOf].sort((a, b) => a[0] - b[0]).map(([, y]) => y);
    assert.deepEqual(
      rows,
      [...rows].sort((a, b) => a - b),
    );
    const dashed = all(c.root, 'path').filter((p) => p.attrs.has('stroke-dasharray'));
    if (arjun.fatherAdoptive || arjun.motherAdoptive) assert.ok(dashed.length > 0, 'an adoptive link is dashed');
    // every partner bar and every child's line drawn
    assert.equal(all(c.root, 'path').filter((p) => hasClass(p, 'marriage')).length, g.unions.length);
    assert.equal(all(c.root, 'path').filter((p) => hasClass(p, 'descent')).length, g.descents.length);
    assert.equal(familyTree('Arjun', people, { title: 'Family of Arjun' }), svg);
  });

  test('a person without relatives still gets a one-box tree', () => {
    const svg = familyTree('Nobody', [{ name: 'Nobody' }]);
    const c = checkSvg(svg, 'Family of Nobody');
    assert.equal(all(c.root, 'rect').length, 1);
  });
});

// ------------------------------------------------------------------ maps

describe('maps', () => {
  const places = new Map(readJson<PlaceRecord[]>('content/mb/places.json').map((p) => [p.placeNameEpic, p]));
  const paths = new Map(readJson<PathRecord[]>('content/mb/paths.json').map((p) => [p.pathNameEpic, p]));
  const journeys = readJson<JourneyRecord[]>('content/mb/journeys.json');
  const legsOf = (route: string[]): RouteItem[] =>
    route.flatMap((item, i): RouteItem[] => {
      const p = paths.get(item);
      if (p) return [{ number: i + 1, label: item, points: p.pathPoints }];
      const place = places.get(item);
      return place?.coordinates
        ? [{ number: i + 1, label: item, points: [{ ...place.coordinates, label: item }] }]
        : [];
    });

  test('every journey: one line per path, markers numbered as the route list, none hiding another, a legend, everything inside', () => {
    let checked = 0;
    for (const j of journeys) {
      const legs = legsOf(j.journeyRoute);
      if (legs.length === 0) continue;
      checked++;
      const svg = routeMap(legs, { title: j.journeyName });
      const c = checkSvg(svg, j.journeyName);
      const lines = all(c.root, 'path').filter((p) => hasClass(p, 'leg'));
      assert.equal(lines.length, legs.filter((l) => l.points.length >= 2).length, j.journeyName);
      // the numbers on the markers are the route list's numbers of the items drawn, each once
      const stopGroups = all(c.root, 'g').filter((g) => hasClass(g, 'stop'));
      const numbers = stopGroups
        .flatMap((g) => textOf(all(g, 'text')[0]!).split(', ').map(Number))
        .sort((a, b) => a - b);
      assert.deepEqual(
        numbers,
        legs.map((l) => l.number),
        `${j.journeyName}: markers numbered as the list`,
      );
      for (const l of legs) assert.equal(j.journeyRoute[l.number - 1], l.label, 'number = position in the route list');
      const mapHeight = n(
        all(c.root, 'rect').find((r) => hasClass(r, 'sea'))!,
        'height',
      );
      for (const p of lines) {
        for (const [x, y] of pathPoints(p.attrs.get('d')!)) {
          assertInside(c, x, y, `${j.journeyName} leg point`);
          assert.ok(y <= mapHeight + 0.5, 'leg above the legend');
        }
      }
      const badges = stopGroups.map((g) => {
        const r = all(g, 'rect')[0]!;
        assertInside(c, n(r, 'x'), n(r, 'y'), 'stop badge');
        assertInside(c, n(r, 'x') + n(r, 'width'), n(r, 'y') + n(r, 'height'), 'stop badge');
        return {
          x0: n(r, 'x'),
          y0: n(r, 'y'),
          x1: n(r, 'x') + n(r, 'width'),
          y1: n(r, 'y') + n(r, 'height'),
          text: textOf(g),
        };
      });
      // no marker hides another: badges apart, and no badge over another item's town
      for (const [i, a] of badges.entries()) {
        for (const b of badges.slice(i + 1))
          assert.ok(
            !(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1),
            `${j.journeyName}: badges ${a.text} and ${b.text} overlap`,
          );
      }
      const towns = all(
        [...walk(c.root)].find((g) => hasClass(g, 'towns'))!,
        'circle',
      ).map((d) => ({ x: n(d, 'cx'), y: n(d, 'cy') }));
      for (const t of towns) {
        const covered = badges.filter((b) => t.x > b.x0 && t.x < b.x1 && t.y > b.y0 && t.y < b.y1);
        // only the marker of the item at this very town may sit on it (centred on it)
        for (const b of covered) {
          const centred = Math.abs((b.x0 + b.x1) / 2 - t.x) < 0.2 && Math.abs((b.y0 + b.y1) / 2 - t.y) < 0.2;
          assert.ok(centred, `${j.journeyName}: badge ${b.text} hides a town`);
        }
      }
      const legend = [...walk(c.root)].find((g) => hasClass(g, 'legend'));
      assert.ok(legend, 'a legend');
      assert.equal(all(legend, 'g').filter((g) => hasClass(g, 'legend-entry')).length, 4);
      assert.equal(routeMap(legs, { title: j.journeyName }), svg);
    }
    assert.ok(checked >= 10, `${checked} journeys drawn`);
  });

  test('Jarasandh killing: the published route', () => {
    const j = journeys.find((x) => x.journeyName === 'Jarasandh killing');
    assert.ok(j, 'the journey Jarasandh killing is in content/mb/journeys.json');
    const legs = legsOf(j.journeyRoute);
    const svg = routeMap(legs, { title: j.journeyName, width: 600 });
    const c = checkSvg(svg, j.journeyName);
    assert.equal(c.width, 600);
    assert.ok(svg.length < 120_000, `size ${svg.length}`);
    // inland route: the land fills the frame; the India–Nepal border crosses it
    assert.ok(
      all(c.root, 'path').some((p) => hasClass(p, 'land') && (p.attrs.get('d') ?? '').startsWith('M')),
      'land drawn',
    );
    assert.ok(
      all(c.root, 'path').some((p) => hasClass(p, 'borders') && (p.attrs.get('d') ?? '').length > 50),
      'borders drawn',
    );
  });

  test('locator map: the place marked inside the subcontinent, small outlines', () => {
    const hastinapur = places.get('Hastinapur');
    assert.ok(hastinapur?.coordinates, 'Hastinapur has coordinates in content/mb/places.json');
    const svg = locatorMap({ ...hastinapur.coordinates, label: 'Hastinapur' }, { title: 'Where Hastinapur lies' });
    const c = checkSvg(svg, 'Where Hastinapur lies');
    const marker = all(c.root, 'circle').at(-1)!;
    assertInside(c, n(marker, 'cx'), n(marker, 'cy'), 'marker');
    // in the northern part of the map, left of centre-right (Hastinapur is at 29°N 78°E)
    assert.ok(n(marker, 'cy') < c.height / 2 && n(marker, 'cx') > c.width / 4 && n(marker, 'cx') < (3 * c.width) / 4);
    assert.ok(all(c.root, 'text').some((x) => textOf(x) === 'Hastinapur'));
    assert.ok(
      all(c.root, 'path').some((p) => hasClass(p, 'borders')),
      'country borders drawn',
    );
    assert.ok(svg.length < 20_000, `size ${svg.length}`);
    assert.equal(
      locatorMap({ ...hastinapur.coordinates, label: 'Hastinapur' }, { title: 'Where Hastinapur lies' }),
      svg,
    );
    assert.throws(() => locatorMap({ lat: 51.5, lon: -0.1, label: 'London' }, { title: 'x' }), /outside/);
  });

  test('locator map: a representative point is drawn as a dashed ring, a site as a filled dot', () => {
    const ganga = places.get('Ganga');
    assert.equal(ganga?.pointKind, 'representative', 'the Ganga is drawn at a representative point');
    const point = { ...ganga.coordinates!, label: 'Ganga' };
    const rep = checkSvg(
      locatorMap(point, { title: 'Where the Ganga is drawn', representative: true }),
      'Where the Ganga is drawn',
    );
    const site = checkSvg(locatorMap(point, { title: 'Where the Ganga is drawn' }), 'Where the Ganga is drawn');
    const dashed = (c: typeof rep) => all(c.root, 'circle').filter((x) => x.attrs.has('stroke-dasharray')).length;
    assert.equal(dashed(rep), 1);
    assert.equal(dashed(site), 0);
    assert.ok(all(rep.root, 'g').some((g) => hasClass(g, 'representative')));
  });
});
