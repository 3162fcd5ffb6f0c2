/** The build-time pictures for the real data: well-formed SVG, accessible, complete, deterministic. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEpic } from '../../src/apis/mb/graph.ts';
import { epicSite } from '../../src/apis/mb/site.ts';
import {
  familyTreeSvg,
  kuruLineSvg,
  locatorSvg,
  routeMapSvg,
  timelineSvg,
  warDaysChartSvg,
} from '../../src/apis/mb/pictures.ts';
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

test('the Kuru line runs from Shantanu to Parikshit and Janamejay, and lists everyone drawn by generation', () => {
  const { svg, rows } = kuruLineSvg(g);
  assertWellFormed(svg, 'Kuru line');
  for (const name of [
    'Shantanu',
    'Vichitravirya',
    'Pandu',
    'Arjun',
    'Abhimanyu',
    'Parikshit',
    'Janamejay',
    'Gandhari',
    'Duryodhan',
  ])
    assert.ok(svg.includes(`>${name}<`), name);
  assert.equal(rows[0]!.names.includes('Shantanu'), true);
  const listed = rows.flatMap((r) => r.names);
  assert.equal(new Set(listed).size, listed.length);
  for (const name of listed)
    assert.ok(svg.includes(`>${name.replace(/'/g, '&#39;')}<`), `${name} listed but not drawn`);
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
  assert.ok(jarasandh.includes('Rajgir (India)'));
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
