/** The build-time pictures for the real data: well-formed SVG, accessible, complete, deterministic. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEpic } from '../../src/apis/mb/graph.ts';
import { epicSite } from '../../src/apis/mb/site.ts';
import { familyTreeSvg, kuruLineSvg, locatorSvg, routeMapSvg, timelineSvg, warDaysChartSvg } from '../../src/apis/mb/pictures.ts';
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

test('the family tree of Arjun links parents, spouses and children, and is the same twice', () => {
  const svg = familyTreeSvg(g, 'Arjun');
  assertWellFormed(svg, 'family tree');
  for (const name of ['indra', 'kunti', 'pandu', 'draupadi', 'subhadra', 'abhimanyu', 'parikshit']) {
    assert.ok(svg.includes(`href="/mahabharata/persons/${name}/"`), name);
  }
  assert.equal(svg, familyTreeSvg(g, 'Arjun'));
});

test('every person has a family tree', () => {
  for (const p of g.persons) assertWellFormed(familyTreeSvg(g, p.name), p.name);
});

test('the timeline has a linked box for every event and a line for every edge', () => {
  const svg = timelineSvg(g);
  assertWellFormed(svg, 'timeline');
  assert.equal(svg.match(/<a href="\/mahabharata\/events\//g)?.length, g.events.length);
  const edges = g.events.reduce((n, e) => n + e.eventFollowedBy.length, 0);
  assert.equal(svg.match(/<path class="edge[^"]*" d="M/g)?.length, edges);
});

test('the Kuru line runs from Shantanu to Parikshit', () => {
  const svg = kuruLineSvg(g);
  assertWellFormed(svg, 'Kuru line');
  for (const name of ['shantanu', 'vichitravirya', 'pandu', 'arjun', 'abhimanyu', 'parikshit']) assert.ok(svg.includes(`/mahabharata/persons/${name}/`), name);
});

test('route maps: one numbered stop per distinct town, inside the picture', () => {
  for (const journey of g.journeys) {
    const svg = routeMapSvg(g, journey);
    if (!svg) continue;
    assertWellFormed(svg, journey.journeyName);
    const [, w, h] = svg.match(/viewBox="0 0 (\d+) (\d+)"/)!.map(Number);
    for (const [, x, y] of svg.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)"/g)) {
      assert.ok(Number(x) >= 0 && Number(x) <= w && Number(y) >= 0 && Number(y) <= h, `${journey.journeyName}: stop at ${x},${y}`);
    }
  }
  const jarasandh = routeMapSvg(g, g.journey.get('Jarasandh killing')!)!;
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
  assert.ok((await topBeings(site)).includes('href="/rigveda/beings/indra/"'));
  assert.ok(poetToBeingFlow(site.suktasOf.get(7)!, 7).includes('Vasishth Maitravaruni'));
});
