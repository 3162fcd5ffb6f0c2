/** The build-time pictures for the real data: well-formed SVG, accessible, complete, deterministic. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEpic } from '../../src/apis/mb/graph.ts';
import { epicSite } from '../../src/apis/mb/site.ts';
import {
  familyTreeSvg,
  kuruLine,
  timelineCaption,
  timelinePrintSvgs,
  locatorSvg,
  routeMapSvg,
  timelineSvg,
  warDaysChartSvg,
} from '../../src/apis/mb/pictures.ts';
import { kuruLineTree, lineNames, parentsInWords, type LineChild, type LineNode } from '../../src/apis/mb/kuru-line.ts';
import { loadHymnVerses } from '../../src/apis/rv/data.ts';
import { hymnSite } from '../../src/apis/rv/site.ts';
import { metersPerMandal, poetToBeingFlow, topBeings } from '../../src/apis/rv/pictures.ts';

/** Tags open and close in order (a small check in place of an XML parser). */
function assertWellFormed(svg: string, what: string): void {
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (close) assert.equal(stack.pop(), name, `${what}: </${name}> closes the wrong element`);
    else stack.push(name);
  }
  assert.deepEqual(stack, [], `${what}: unclosed elements`);
  assert.match(svg, /^<svg [^>]*role="img"[^>]*viewBox="0 0 [\d.]+ [\d.]+"/, `${what}: root`);
  assert.ok(!/href="(undefined|null|)"/.test(svg), `${what}: a link to nowhere`);
  assert.match(svg, /<title id="[^"]+">[^<]+<\/title>/, `${what}: title`);
  assert.ok(!/NaN|undefined/.test(svg), `${what}: NaN or undefined in the output`);
}

const g = loadEpic();

test('the family tree of Arjun draws and lists parents, spouses and children, and is the same twice', () => {
  const { svg, people } = familyTreeSvg(g, 'Arjun');
  assertWellFormed(svg, 'family tree');
  const listed = new Map(people.map((p) => [p.name, p.relation]));
  for (const name of ['Indra', 'Kunti', 'Pandu', 'Draupadi', 'Subhadra', 'Abhimanyu', 'Parikshit']) {
    assert.ok(svg.includes(`<tspan>${name}</tspan>`), `${name} drawn`);
    assert.ok(listed.has(name), `${name} listed for the page`);
  }
  assert.equal(listed.get('Pandu'), 'legal father');
  assert.equal(listed.get('Indra'), 'real father');
  assert.equal(listed.get('Nakul'), 'half-brother');
  assert.deepEqual(people.find((p) => p.name === 'Nakul')?.through, ['Pandu']);
  assert.deepEqual(people.find((p) => p.name === 'Yudhishthir')?.through, ['Kunti', 'Pandu']);
  assert.equal(listed.get('Bheem'), 'half-brother');
  assert.ok(!svg.includes('<a '), 'no links inside the picture');
  assert.deepEqual(familyTreeSvg(g, 'Arjun'), { svg, people });
});

test('every person has a family tree, and its list names everyone drawn', () => {
  for (const p of g.persons) {
    const { svg, people } = familyTreeSvg(g, p.name);
    assertWellFormed(svg, p.name);
    for (const x of people)
      assert.ok(
        svg.includes(`>${x.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}<`),
        `${p.name}: ${x.name} listed but not drawn`,
      );
  }
});

test('the timeline has a dot for every event, the war under its eighteen days', () => {
  for (const columns of [1, 3]) {
    const svg = timelineSvg(g, columns);
    assertWellFormed(svg, 'timeline');
    assert.equal(svg.match(/<g class="event/g)?.length, g.events.length);
    assert.equal(svg.match(/<g class="event in-period/g)?.length, g.events.filter((e) => e.warDay).length);
    for (let day = 1; day <= 18; day++) assert.ok(svg.includes(`>Day ${day}</text>`), `day ${day}`);
  }
});

test('the Kuru line runs from Shantanu to Janamejay, everyone once, each relation in the row as the records state it', () => {
  const line = kuruLineTree(g);
  assert.equal(line.name, 'Shantanu');
  const persons: LineNode[] = [];
  const walk = (n: LineChild) => {
    if (n.kind === 'person') {
      persons.push(n);
      n.children.forEach(walk);
    }
  };
  walk(line);
  const at = new Map(persons.map((p) => [p.name, p]));
  // the shaded line, parent to child, down to Janamejay
  const main = ['Shantanu', 'Vichitravirya', 'Pandu', 'Arjun', 'Abhimanyu', 'Parikshit', 'Janamejay'];
  assert.deepEqual(
    persons.filter((p) => p.main).map((p) => p.name),
    main,
  );
  for (const [i, name] of main.entries()) if (i > 0) assert.equal(at.get(name)!.lineParent, main[i - 1], name);
  // everyone the drawn Kuru line holds by descent is in the outline once, nobody else
  const listed = lineNames(line);
  assert.equal(new Set(listed).size, listed.length);
  const family = kuruLine(g);
  const descendants = new Set(['Shantanu']);
  for (let grew = true; grew;) {
    grew = false;
    for (const d of family.descents)
      if (d.parents.some((p) => descendants.has(p)) && !descendants.has(d.child))
        grew = Boolean(descendants.add(d.child));
  }
  assert.deepEqual([...listed].sort(), [...descendants].sort());
  // the generation a reader comes for: Kauravas and Pandavas one row below Pandu and Dhritarashtra
  for (const name of ['Duryodhan', 'Yudhishthir', 'Bheem', 'Arjun', 'Nakul', 'Sahadev'])
    assert.equal(at.get(name)!.generation, 3);
  // legal fathers are the line's parents (a dashed line); the real fathers are named in the row
  for (const [son, god] of [
    ['Yudhishthir', 'Dharma'],
    ['Bheem', 'Vayu'],
    ['Arjun', 'Indra'],
    ['Nakul', 'Ashwins'],
    ['Sahadev', 'Ashwins'],
  ] as const) {
    assert.equal(at.get(son)!.lineParent, 'Pandu', son);
    assert.equal(at.get(son)!.bond, 'legal', son);
    assert.equal(at.get(son)!.realFather, god, son);
  }
  assert.equal(at.get('Pandu')!.realFather, 'Vyas');
  assert.equal(at.get('Dhritarashtra')!.bond, 'legal');
  assert.equal(at.get('Krip')!.bond, 'adoptive');
  assert.equal(parentsInWords(at.get('Arjun')!), 'son of Indra and Kunti; legal son of Pandu');
  assert.equal(parentsInWords(at.get('Nakul')!), 'son of Ashwins and Madri; legal son of Pandu; adopted son of Kunti');
  assert.equal(parentsInWords(at.get('Pandu')!), 'son of Vyas and Ambalika; legal son of Vichitravirya');
  // the Kauravas without families of their own are listed together, under their parents
  const groups = at.get('Dhritarashtra')!.children.filter((c) => c.kind === 'group');
  assert.equal(groups.length, 1);
  assert.match(groups[0]!.kind === 'group' ? groups[0]!.heading : '', /^\d+ other sons of Dhritarashtra and Gandhari$/);
});

test('the timeline for paper: every event once, in order, in parts that each fit a page', () => {
  const parts = timelinePrintSvgs(g);
  assert.ok(parts.length >= 2);
  const numbers: number[] = [];
  for (const svg of parts) {
    assertWellFormed(svg, 'timeline part');
    assert.equal(Number(/width="([\d.]+)"/.exec(svg)![1]), 680);
    assert.ok(Number(/height="([\d.]+)"/.exec(svg)![1]) <= 960);
    numbers.push(...[...svg.matchAll(/<text class="tick"[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1])));
  }
  assert.equal(parts.join('').match(/<g class="event/g)?.length, g.events.length);
  assert.deepEqual(
    numbers,
    [...numbers].sort((a, b) => a - b),
  );
});

test('route maps: markers inside the picture, at both widths', () => {
  for (const journey of g.journeys)
    for (const width of [720, 358]) {
      const svg = routeMapSvg(g, journey, width);
      if (!svg) continue;
      assertWellFormed(svg, journey.journeyName);
      const [, w, h] = svg.match(/viewBox="0 0 (\d+) (\d+)"/)!.map(Number);
      for (const [, x, y] of svg.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)"/g)) {
        assert.ok(
          Number(x) >= 0 && Number(x) <= w && Number(y) >= 0 && Number(y) <= h,
          `${journey.journeyName}: stop at ${x},${y}`,
        );
      }
    }
  const jarasandh = routeMapSvg(g, g.journey.get('Jarasandh killing')!, 720)!;
  assert.ok(jarasandh.includes('Rajgir'));
  assert.ok(!jarasandh.includes('(India)'), 'the country is not repeated after every town');
});

test('a locator map for every place with coordinates', () => {
  for (const place of g.places.filter((p) => p.coordinates)) assertWellFormed(locatorSvg(place), place.placeNameEpic);
});

test('charts of the hymns and the war', async () => {
  const site = hymnSite(loadHymnVerses());
  for (const [what, svg] of [
    ['meters per mandal', await metersPerMandal(site)],
    ['top beings', await topBeings(site)],
    ['flow of mandal 7', poetToBeingFlow(site.suktasOf.get(7)!, 7)],
    ['war days', await warDaysChartSvg(epicSite())],
  ] as const) {
    assertWellFormed(svg, what);
  }
  assert.ok((await topBeings(site)).includes('>Indra</text>'));
  assert.ok(poetToBeingFlow(site.suktasOf.get(7)!, 7).includes('Vasishth Maitravaruni'));
});

// ------------------------------------------------------------------ the pictures against the records

describe('the pictures say what the records say', () => {
  const byName = new Map(g.persons.map((p) => [p.name, p]));
  const gendered = (gender: string | undefined, male: string, female: string, neutral: string) =>
    gender === 'male' ? male : gender === 'female' ? female : neutral;
  /** Spouses read from both records, as the records state them. */
  const married = (a: string, b: string) =>
    Boolean(byName.get(a)?.spouses.includes(b) || byName.get(b)?.spouses.includes(a));

  test('every parent drawn in a tree is labelled by its record field: real, legal (married to a real parent) or adoptive', () => {
    let checked = 0;
    for (const p of g.persons) {
      const label = new Map(familyTreeSvg(g, p.name).people.map((x) => [x.name, x.relation]));
      const real = [p.fatherReal, p.motherReal].filter((x): x is string => Boolean(x));
      for (const [field, other] of [
        ['fatherReal', 'fatherAdoptive'],
        ['motherReal', 'motherAdoptive'],
        ['fatherAdoptive', undefined],
        ['motherAdoptive', undefined],
      ] as const) {
        const parent = p[field];
        if (!parent || !label.has(parent) || real.includes(parent) !== field.endsWith('Real')) continue;
        const base = field.startsWith('father') ? 'father' : 'mother';
        const expected = field.endsWith('Real')
          ? `${other && p[other] ? 'real ' : ''}${gendered(byName.get(parent)?.gender, 'father', 'mother', 'parent')}`
          : `${real.some((r) => married(r, parent)) ? 'legal' : 'adoptive'} ${gendered(byName.get(parent)?.gender, 'father', 'mother', 'parent')}`;
        // a parent who is also a nearer relation keeps that (never happens for a parent: the tree puts parents first)
        assert.equal(label.get(parent), expected, `${p.name}: ${parent} (${field}, a ${base})`);
        checked++;
      }
    }
    assert.ok(checked > 400, `${checked} parents compared`);
    const arjun = new Map(familyTreeSvg(g, 'Arjun').people.map((x) => [x.name, x.relation]));
    assert.equal(arjun.get('Pandu'), 'legal father');
    assert.equal(arjun.get('Indra'), 'real father');
    const karn = new Map(familyTreeSvg(g, 'Karn').people.map((x) => [x.name, x.relation]));
    assert.equal(karn.get('Adhirath'), 'adoptive father');
  });

  test('no tree calls a legal link adoptive: Pandu is the legal father of the Pandavas, Nakul and Sahadev their half-brothers', () => {
    for (const son of ['Yudhishthir', 'Bheem', 'Arjun', 'Nakul', 'Sahadev']) {
      const label = new Map(familyTreeSvg(g, son).people.map((x) => [x.name, x.relation]));
      assert.equal(label.get('Pandu'), 'legal father', son);
      for (const brother of ['Yudhishthir', 'Bheem', 'Arjun', 'Nakul', 'Sahadev']) {
        if (brother === son) continue;
        const twins = ['Nakul', 'Sahadev'].includes(son) && ['Nakul', 'Sahadev'].includes(brother);
        assert.equal(label.get(brother), twins ? 'brother' : 'half-brother', `${son}: ${brother}`);
      }
    }
    // "adoptive" only where a record names an adoptive parent who is not married to a real parent
    for (const p of g.persons) {
      for (const x of familyTreeSvg(g, p.name).people) {
        if (!/^adoptive (father|mother|parent)$/.test(x.relation ?? '')) continue;
        const real = [p.fatherReal, p.motherReal].filter((r): r is string => Boolean(r));
        const adopts =
          p.fatherAdoptive === x.name ||
          p.motherAdoptive === x.name ||
          byName.get(x.name)?.childrenAdopted.includes(p.name);
        assert.ok(adopts && !real.some((r) => married(r, x.name)), `${p.name}: ${x.name} drawn as ${x.relation}`);
      }
    }
  });

  test('a person is drawn in the middle of their tree, as the caption says', () => {
    for (const p of g.persons) {
      const { svg } = familyTreeSvg(g, p.name);
      const width = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)![1]);
      const focus = /<g class="node highlight"[^>]*><rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/.exec(svg);
      assert.ok(focus, `${p.name}: the focus is drawn`);
      const centre = Number(focus[1]) + Number(focus[2]) / 2;
      assert.ok(Math.abs(centre - width / 2) <= 1, `${p.name}: centre ${centre} of ${width}`);
    }
  });

  test("the timeline numbers each event as the event's page does, and its caption counts what it draws", () => {
    for (const columns of [1, 3]) {
      const svg = timelineSvg(g, columns);
      const numbered = [
        ...svg.matchAll(
          /<text class="tick"[^>]*>(\d+)<\/text><g class="event"><circle[^>]*\/><text[^>]*>(.*?)<\/text>/g,
        ),
      ];
      const plain = g.events.filter((e) => !e.warDay);
      assert.equal(numbered.length, plain.length, 'every event outside the war is numbered');
      for (const [, number, tspans] of numbered) {
        const label = [...tspans!.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
        const event = plain.find((e) => e.eventName.replace(/&/g, '&amp;').replace(/'/g, '&#39;') === label);
        assert.ok(event, `a numbered label names an event: ${label}`);
        assert.equal(Number(number), event.eventOrder, `${event.eventName}: its page says ${event.eventOrder}`);
      }
    }
    const orders = g.events.map((e) => e.eventOrder);
    const firstWar = Math.min(...g.events.filter((e) => e.warDay).map((e) => e.eventOrder));
    const lastWar = Math.max(...g.events.filter((e) => e.warDay).map((e) => e.eventOrder));
    const before = orders.filter((o) => o < firstWar).length;
    const after = orders.filter((o) => o > lastWar).length;
    const caption = timelineCaption(g);
    assert.ok(after > 0 && caption.includes(`the ${after} events after the war`), caption);
    assert.ok(caption.includes(`the ${before} events before the war`), caption);
    assert.ok(caption.includes(`(1 to ${g.events.length})`), caption);
  });
});
