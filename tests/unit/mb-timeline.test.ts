/**
 * The epic's timeline, journeys and paths (content/mb/events.json, journeys.json, paths.json, places.json),
 * checked on the committed data: the 62 published events and their 66 eventFollowedBy edges, the published
 * "Jarasandh killing" journey with its four paths, and the shape of every path and route.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
import type {
  EventRecord as Event,
  JourneyRecord as Journey,
  PathRecord as Path,
  PlaceRecord as Place,
} from '../../src/apis/mb/schema.ts';
import { PUBLISHED_JOURNEY, PUBLISHED_PATHS } from '../support/published-journey.ts';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, 'content/mb', file), 'utf8')) as T;

const events = readJson<Event[]>('events.json');
const paths = readJson<Path[]>('paths.json');
const journeys = readJson<Journey[]>('journeys.json');
const places = readJson<Place[]>('places.json');
const eventByName = new Map(events.map((e) => [e.eventName, e]));
const pathByName = new Map(paths.map((p) => [p.pathNameEpic, p]));

/**
 * The timeline published in the Indica docs (indica-doc-samples.md §1: 62 nodes, 66 edges), in the
 * published order, each with its eventFollowedBy list among the 62.
 */
const PUBLISHED_TIMELINE: [string, string[]][] = [
  ['Pandavas at Hastinapur', ["Bheem's disappearance"]],
  ["Bheem's disappearance", ['Weapon exhibition']],
  ['Weapon exhibition', ["Drupad's defeat"]],
  ["Drupad's defeat", ['Varnavat visit']],
  ['Varnavat visit', ['Lakshagriha burning']],
  ['Satrajit killing', ['Draupadi swayamvar', 'Subhadra marriage']],
  ['Lakshagriha burning', ['Hidimb killing']],
  ['Hidimb killing', ['Bak killing']],
  ['Bak killing', ['Draupadi swayamvar']],
  ['Draupadi swayamvar', ["Arjun's exile begins"]],
  ["Arjun's exile begins", ['Uloopi marriage']],
  ['Uloopi marriage', ['Chitrangada marriage']],
  ['Chitrangada marriage', ['Subhadra marriage']],
  ['Subhadra marriage', ['Khandav burning']],
  ['Khandav burning', ['Rajasuya begins']],
  ['Rajasuya begins', ['Shishupal killing']],
  ['Jarasandh killing', ['Shishupal killing']],
  ['Northern campaign', ['Shishupal killing']],
  ['Southern campaign', ['Shishupal killing']],
  ['Eastern campaign', ['Shishupal killing']],
  ['Western campaign', ['Shishupal killing']],
  ['Shishupal killing', ['Dice game', 'Shalwa-Yadav battle']],
  ['Dice game', ['Dice exile begins']],
  ['Dice exile begins', ['Kirmir killing', 'Narayani yagna']],
  ['Shalwa-Yadav battle', ['Abhimanyu-Uttara wedding', 'Yadav brawl']],
  ['Kirmir killing', ['Pilgrimage of other Pandavas begins', 'Quest for celestial weapons begins']],
  ['Quest for celestial weapons begins', ['Kirat-Arjun fight']],
  ['Kirat-Arjun fight', ['Indralok visit']],
  ['Indralok visit', ['Nivatkavach battle']],
  ['Nivatkavach battle', ['Duryodhan-Gandharv fight']],
  ['Pilgrimage of other Pandavas begins', ['Jata killing']],
  ['Jata killing', ['Yaksh battle for lotus']],
  ['Yaksh battle for lotus', ['Duryodhan-Gandharv fight']],
  ['Duryodhan-Gandharv fight', ['Draupadi abduction']],
  ['Draupadi abduction', ['Incognito year begins']],
  ['Narayani yagna', ['Karn-Indra barter']],
  ['Karn-Indra barter', ['Incognito year begins']],
  ['Incognito year begins', ['Keechak killing']],
  ['Keechak killing', ['Cattle raid']],
  ['Cattle raid', ['Abhimanyu-Uttara wedding']],
  ['Abhimanyu-Uttara wedding', ['Krishna on peace mission']],
  ['Krishna on peace mission', ['Bharat war begins']],
  ['Bharat war begins', ['Bhagvad Gita']],
  ['Bhagvad Gita', ['Bheeshma removal']],
  ['Bheeshma removal', ['Abhimanyu killing']],
  ['Abhimanyu killing', ['Jayadrath killing']],
  ['Jayadrath killing', ['Ghatotkach killing']],
  ['Ghatotkach killing', ['Drona killing']],
  ['Drona killing', ['Narayanastra used']],
  ['Narayanastra used', ['Karn killing']],
  ['Karn killing', ['Shalya killing']],
  ['Shalya killing', ['Mace fight']],
  ['Mace fight', ['Night of killings']],
  ['Night of killings', ['Brahmashir used']],
  ['Brahmashir used', ['Coronation']],
  ['Coronation', ['Bheeshma death']],
  ['Bheeshma death', ['Ashwamedh']],
  ['Ashwamedh', ["Kunti's forest departure"]],
  ["Kunti's forest departure", ['Yadav brawl']],
  ['Yadav brawl', ['Installation of kings']],
  ['Installation of kings', ['Pandava departure']],
  ['Pandava departure', []],
];
const PUBLISHED = new Set(PUBLISHED_TIMELINE.map(([n]) => n));
const edgeKey = (from: string, to: string) => `${from} -> ${to}`;

describe('published timeline (62 events, 66 edges)', () => {
  test('the published list has 62 events and 66 edges', () => {
    assert.equal(PUBLISHED_TIMELINE.length, 62);
    assert.equal(
      PUBLISHED_TIMELINE.reduce((n, [, f]) => n + f.length, 0),
      66,
    );
  });

  test('every published event is present under its exact name', () => {
    const missing = PUBLISHED_TIMELINE.map(([n]) => n).filter((n) => !eventByName.has(n));
    assert.deepEqual(missing, []);
  });

  test('the edges among the published events are exactly the 66 published ones', () => {
    const expected = new Set(PUBLISHED_TIMELINE.flatMap(([from, to]) => to.map((t) => edgeKey(from, t))));
    const actual = new Set<string>();
    for (const e of events) {
      if (!PUBLISHED.has(e.eventName)) continue;
      for (const f of e.eventFollowedBy) if (PUBLISHED.has(f)) actual.add(edgeKey(e.eventName, f));
    }
    assert.deepEqual([...actual].sort(), [...expected].sort());
  });

  test('each published event lists its published followers first, in the published order', () => {
    for (const [name, followers] of PUBLISHED_TIMELINE) {
      const e = eventByName.get(name);
      assert.ok(e, name);
      assert.deepEqual(e.eventFollowedBy.slice(0, followers.length), followers, name);
    }
  });

  test('the published events keep the published order on the timeline', () => {
    const orders = PUBLISHED_TIMELINE.map(([n]) => eventByName.get(n)?.eventOrder ?? Number.NaN);
    for (let i = 1; i < orders.length; i++) {
      assert.ok(
        orders[i] > orders[i - 1],
        `${PUBLISHED_TIMELINE[i][0]} must come after ${PUBLISHED_TIMELINE[i - 1][0]}`,
      );
    }
  });
});

describe('timeline as a whole', () => {
  test('at least 100 events, eventOrder 1..n without gaps, file sorted by eventOrder', () => {
    assert.ok(events.length >= 100, `${events.length} events`);
    assert.deepEqual(
      events.map((e) => e.eventOrder),
      events.map((_, i) => i + 1),
    );
  });

  test('eventPrecededBy is exactly the inverse of eventFollowedBy', () => {
    const inverse = new Map<string, string[]>(events.map((e) => [e.eventName, []]));
    for (const e of events) {
      for (const f of e.eventFollowedBy) {
        assert.ok(inverse.has(f), `${e.eventName} is followed by unknown event ${f}`);
        inverse.get(f)!.push(e.eventName);
      }
    }
    for (const e of events)
      assert.deepEqual([...e.eventPrecededBy].sort(), inverse.get(e.eventName)!.sort(), e.eventName);
  });

  test('every edge points forward in time', () => {
    for (const e of events) {
      for (const f of e.eventFollowedBy)
        assert.ok(eventByName.get(f)!.eventOrder > e.eventOrder, `${e.eventName} -> ${f}`);
    }
  });

  test('the eighteen war days exist, in order, and the battle events carry their day', () => {
    for (let d = 1; d <= 18; d++) assert.equal(eventByName.get(`War day ${d}`)?.warDay, d, `War day ${d}`);
    const expected: Record<string, number> = {
      'Bheeshma removal': 10,
      'Abhimanyu killing': 13,
      'Jayadrath killing': 14,
      'Ghatotkach killing': 14,
      'Drona killing': 15,
      'Narayanastra used': 15,
      'Karn killing': 17,
      'Shalya killing': 18,
      'Mace fight': 18,
    };
    for (const [name, day] of Object.entries(expected)) assert.equal(eventByName.get(name)?.warDay, day, name);
    const gita = eventByName.get('Bhagvad Gita')!.eventOrder;
    const brahmashir = eventByName.get('Brahmashir used')!.eventOrder;
    let last = 0;
    for (const e of events) {
      if (e.eventOrder > gita && e.eventOrder < brahmashir)
        assert.ok(e.warDay, `${e.eventName} lies inside the war but has no warDay`);
      if (e.warDay) {
        assert.ok(e.warDay >= last, `${e.eventName}: warDay ${e.warDay} after day ${last}`);
        last = e.warDay;
      }
    }
  });
});

describe('published journey "Jarasandh killing"', () => {
  test('the journey equals the published one', () => {
    const j = journeys.find((x) => x.journeyName === PUBLISHED_JOURNEY.journeyName);
    assert.ok(j, 'journey missing');
    assert.deepEqual(
      {
        journeyName: j.journeyName,
        journeyRoute: j.journeyRoute,
        journeyPersons: j.journeyPersons,
        journeyEvent: j.journeyEvent,
      },
      PUBLISHED_JOURNEY,
    );
  });

  test('its four paths equal the published ones', () => {
    for (const [name, towns] of Object.entries(PUBLISHED_PATHS)) {
      assert.deepEqual(pathByName.get(name)?.pathCurrent, towns, name);
    }
  });

  test('its event resolves', () => {
    assert.ok(eventByName.has(PUBLISHED_JOURNEY.journeyEvent));
  });
});

describe('paths and routes', () => {
  test('every path has one point per town', () => {
    for (const p of paths) {
      assert.equal(p.pathPoints.length, p.pathCurrent.length, p.pathNameEpic);
      for (const pt of p.pathPoints) {
        assert.ok(Number.isFinite(pt.lat) && Math.abs(pt.lat) <= 90, `${p.pathNameEpic}: lat ${pt.lat}`);
        assert.ok(Number.isFinite(pt.lon) && Math.abs(pt.lon) <= 180, `${p.pathNameEpic}: lon ${pt.lon}`);
      }
    }
  });

  test('no two consecutive towns of a path are more than 1,000 km apart (catches misplaced points)', () => {
    const rad = (x: number) => (x * Math.PI) / 180;
    const km = (a: Path['pathPoints'][number], b: Path['pathPoints'][number]) => {
      const h =
        Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
        Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    for (const p of paths) {
      for (let i = 1; i < p.pathPoints.length; i++) {
        const d = km(p.pathPoints[i - 1], p.pathPoints[i]);
        assert.ok(d < 1000, `${p.pathNameEpic}: ${p.pathCurrent[i - 1]} -> ${p.pathCurrent[i]} is ${Math.round(d)} km`);
      }
    }
  });

  test('every path town is written "Town (Country)"', () => {
    for (const p of paths)
      for (const t of p.pathCurrent) assert.match(t, /^[^()]+ \([^()]+\)$/, `${p.pathNameEpic}: ${t}`);
  });

  test('a town that occurs in several paths has the same point everywhere', () => {
    const seen = new Map<string, string>();
    for (const p of paths) {
      p.pathCurrent.forEach((t, i) => {
        const pt = `${p.pathPoints[i].lat},${p.pathPoints[i].lon}`;
        const before = seen.get(t);
        if (before !== undefined) assert.equal(pt, before, `${t} in ${p.pathNameEpic}`);
        seen.set(t, pt);
      });
    }
  });

  test('every route item is a place or a path, every path is used, every journey event exists', () => {
    const placeNames = new Set(places.map((p) => p.placeNameEpic));
    const used = new Set<string>();
    for (const j of journeys) {
      for (const r of j.journeyRoute) {
        assert.ok(placeNames.has(r) || pathByName.has(r), `${j.journeyName}: ${r}`);
        used.add(r);
      }
      assert.ok(eventByName.has(j.journeyEvent), `${j.journeyName}: ${j.journeyEvent}`);
    }
    for (const p of paths) assert.ok(used.has(p.pathNameEpic), `path ${p.pathNameEpic} is on no journey`);
    assert.ok(journeys.length >= 15, `${journeys.length} journeys`);
  });
});
