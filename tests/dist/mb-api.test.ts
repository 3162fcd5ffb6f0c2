/** The epic API through the bundled server over the real build: published values, relations, Rule 5. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../support/dist.ts';
import { PUBLISHED_JOURNEY, PUBLISHED_PATHS } from '../support/published-journey.ts';

let server: Awaited<ReturnType<typeof startServer>>;
before(async () => {
  server = await startServer();
});
after(() => server.close());
async function get(path: string) {
  const res = await fetch(server.base + path);
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8', path);
  return { status: res.status, body: await res.json() };
}
/** Every item of a paginated list, page by page at limit 50. */
async function all(path: string): Promise<any[]> {
  const items: any[] = [];
  for (let page = 1; ; page++) {
    const { body } = await get(`${path}${path.includes('?') ? '&' : '?'}limit=50&page=${page}`);
    items.push(...body.data);
    if (!body.meta.hasNext) return items;
  }
}

describe('published values', () => {
  test("Arjun's record as the original published it", async () => {
    const { body } = await get('/mb/v2/persons/Arjun?fields=details');
    for (const alias of ['Phalguni', 'Kiriti', 'Dhananjay', 'Partha', 'Jishnu', 'Savyasachi'])
      assert.ok(body.aliases.includes(alias), alias);
    assert.equal(body.clan, 'Pandav');
    assert.equal(body.fatherReal, 'Indra');
    assert.equal(body.motherReal, 'Kunti');
    assert.equal(body.fatherAdoptive, 'Pandu');
    assert.deepEqual([...body.spouses].sort(), ['Chitrangada', 'Draupadi', 'Subhadra', 'Uloopi']);
    for (const child of ['Abhimanyu', 'Iravan', 'Babhruvahan', 'Shrutakirti'])
      assert.ok(body.childrenReal.includes(child), child);
    assert.equal(body.gender, 'male');
  });
  test('the Jarasandh killing journey, verbatim, and expanded as published', async () => {
    const { body } = await get('/mb/v2/journeys/Jarasandh%20killing');
    assert.deepEqual(body, PUBLISHED_JOURNEY);
    const expanded = (await get('/mb/v2/journeys/Jarasandh%20killing?expand=true')).body;
    assert.equal(expanded.journeyRouteFull[0], null);
    assert.equal(expanded.journeyRouteFull[4], null);
    assert.deepEqual(expanded.journeyRouteFull[3], {
      pathNameEpic: 'Mithila to Magadh',
      pathCurrent: PUBLISHED_PATHS['Mithila to Magadh'],
    });
  });
  test('the 26 published weaponHP pairs', async () => {
    const withHP = (await all('/mb/v2/weapons')).filter((w) => w.weaponHP !== '');
    assert.equal(withHP.length, 26);
    const map = Object.fromEntries(withHP.map((w) => [w.weaponName, w.weaponHP]));
    assert.equal(map.Brahmashir, 'Avada kedavra');
    assert.equal(map.Narayanastra, 'FiendFyre curse');
    assert.equal(map.Vajra, 'Duro');
  });
  test('the published event order: the timeline runs from Pandavas at Hastinapur to Pandava departure', async () => {
    const names = (await all('/mb/v2/events')).map((e) => e.eventName);
    const published = [
      'Pandavas at Hastinapur',
      'Weapon exhibition',
      'Draupadi swayamvar',
      'Dice game',
      'Bharat war begins',
      'Karn killing',
      'Coronation',
      'Pandava departure',
    ];
    const positions = published.map((n) => names.indexOf(n));
    assert.ok(
      positions.every((p) => p >= 0),
      JSON.stringify(positions),
    );
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      positions,
    );
  });
});

describe('relations hold across the API', () => {
  test("a person's weapons are exactly the weapons that list them as owner", async () => {
    const weapons = await all('/mb/v2/weapons');
    const owners = new Map<string, Set<string>>();
    for (const w of weapons) {
      for (const o of await all(`/mb/v2/weapons/${encodeURIComponent(w.weaponName)}/owners`))
        (owners.get(o) ?? owners.set(o, new Set()).get(o)!).add(w.weaponName);
    }
    const persons = await all('/mb/v2/persons?fields=details');
    assert.ok(persons.length >= 300, `${persons.length} persons`);
    for (const p of persons) assert.deepEqual(new Set(p.weapons), owners.get(p.name) ?? new Set(), p.name);
  });
  test('spouses are symmetric and children name their parents', async () => {
    const persons = await all('/mb/v2/persons?fields=details');
    const byName = new Map(persons.map((p) => [p.name, p]));
    for (const p of persons) {
      for (const s of p.spouses) assert.ok(byName.get(s)?.spouses.includes(p.name), `${p.name} ↔ ${s}`);
      for (const c of p.childrenReal)
        assert.ok([byName.get(c)?.fatherReal, byName.get(c)?.motherReal].includes(p.name), `${c} of ${p.name}`);
    }
  });
  test('the journeys filter equals filtering the full list', async () => {
    const journeys = await all('/mb/v2/journeys');
    for (const [person, place] of [
      ['Arjun', undefined],
      [undefined, 'Indraprastha'],
      ['Bheem', 'Girivraj'],
    ]) {
      const query = new URLSearchParams({ ...(person && { person }), ...(place && { place }) }).toString();
      const filtered = await all(`/mb/v2/journeys?${query}`);
      const expected = journeys.filter(
        (j) => (!person || j.journeyPersons.includes(person)) && (!place || j.journeyRoute.includes(place)),
      );
      assert.deepEqual(filtered, expected, query);
    }
  });
  test('the explore view gathers clan, armour, events, journeys, places and death', async () => {
    const { body } = await get('/mb/v2/explore/karna');
    assert.equal(body.person, 'Karn');
    assert.ok(body.clan.clanName);
    assert.ok(Array.isArray(body.armour.weapons) && Array.isArray(body.armour.panoplies));
    assert.ok(body.events.meta.total > 0 && body.journeys.meta.page === 1);
    assert.equal(body.death.length, 1);
    assert.ok(body.death[0].personKilledByWhom.includes('Arjun'));
  });
  test('names lists are canonical and sorted case-insensitively', async () => {
    for (const kind of ['persons', 'weapons', 'clans', 'events', 'journeys', 'places']) {
      const { body } = await get(`/mb/v2/${kind}/names`);
      const sorted = [...body].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      assert.deepEqual(body, sorted, kind);
      assert.equal(new Set(body).size, body.length);
    }
  });
});

describe('Rule 5 on the epic API', () => {
  const cases: [string, number, RegExp][] = [
    ['/mb/v2/persons/Nobody', 404, /no person named "Nobody"/],
    ['/mb/v2/persons/Nobody/armour', 404, /no person/],
    ['/mb/v2/weapons/Nothing/owners', 404, /no weapon/],
    ['/mb/v2/persons?limit=0', 400, /limit/],
    ['/mb/v2/persons?limit=51', 400, /limit/],
    ['/mb/v2/persons?limit=ten', 400, /limit/],
    ['/mb/v2/persons?page=0', 400, /page/],
    ['/mb/v2/persons?page=1.5', 400, /page/],
    ['/mb/v2/persons?page=-2', 400, /page/],
    ['/mb/v2/persons?page=99999999999999999999', 404, /past the last page/],
    ['/mb/v2/persons?page=99', 404, /past the last page/], // 504 persons: 51 pages at limit 10
    ['/mb/v2/persons?fields=everything', 400, /fields/],
    ['/mb/v2/persons?expand=yes', 400, /expand/],
    ['/mb/v2/persons?sort=name', 400, /unknown parameter "sort"/],
    ['/mb/v2/persons?page=1&page=2', 400, /more than once/],
    ['/mb/v2/persons?limit=', 400, /limit/],
    ['/mb/v2/journeys?person=Nobody', 404, /no person/],
    ['/mb/v2/journeys?place=Atlantis', 404, /no place/],
    ['/mb/v2/weapons?fields=details', 400, /unknown parameter "fields"/],
    ['/mb/v2/persons/names?limit=5', 400, /unknown parameter/],
  ];
  for (const [path, status, pattern] of cases) {
    test(`${path} → ${status}`, async () => {
      const { status: got, body } = await get(path);
      assert.equal(got, status, JSON.stringify(body));
      assert.match(body.error, pattern);
    });
  }
});
