/**
 * The relation checks of the epic graph: they pass on the committed content/mb data and catch each
 * kind of violation on deliberately broken copies.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkEpicGraph, runEpicChecks } from '../../src/apis/mb/checks.ts';
import { validateEpicCollections, type EpicData } from '../../src/apis/mb/kinds.ts';
import type { PersonRecord, EventRecord, DeathRecord } from '../../src/apis/mb/schema.ts';
import { loadAndCheckEpic } from '../../scripts/check-epic.ts';
import { epicData } from '../support/epic-data.ts';

const committed = loadAndCheckEpic();

/** A deep copy of the committed data, so each test can break it in its own way. */
const copy = (): EpicData => structuredClone(committed.data);
const person = (d: EpicData, name: string): PersonRecord => {
  const p = d.persons.find((x) => x.name === name);
  assert.ok(p, `committed data has ${name}`);
  return p;
};
const has = (messages: string[], ...parts: string[]) => messages.some((m) => parts.every((p) => m.includes(p)));

// A small self-contained graph for the event and death checks, independent of the committed events.
function mini(): EpicData {
  // an index entry and a passage: the passages check (checks-passages.ts) wants a passage on each
  const citations = [
    { work: 'sorensen' as const, ref: 'Bhīma', entry: 1 },
    { work: 'critical-edition' as const, ref: '1.151' },
  ];
  const p = (name: string, extra: Partial<PersonRecord> = {}): PersonRecord => ({
    name,
    iast: 'Nāma',
    devanagari: 'नाम',
    aliases: [],
    shortDesc: 'x',
    gender: 'male',
    childrenReal: [],
    childrenAdopted: [],
    spouses: [],
    foughtWar: 'yes',
    aliveAtWarStart: 'yes',
    aliveAtWarEnd: 'no',
    longDesc: 'x',
    citations,
    ...extra,
  });
  const e = (eventName: string, eventOrder: number, extra: Partial<EventRecord> = {}): EventRecord => ({
    eventName,
    eventPrecededBy: [],
    eventFollowedBy: [],
    eventLocation: [],
    eventDescription: 'x',
    eventPersons: [],
    eventOrder,
    citations,
    ...extra,
  });
  const d = (
    personName: string,
    personKilledAtEvent: string | null,
    extra: Partial<DeathRecord> = {},
  ): DeathRecord => ({
    personName,
    personKilledWhoAll: ['Bheem'],
    personKilledByWhom: ['Bheem'],
    personKilledHow: 'x',
    personKilledAtEvent,
    citations,
    ...extra,
  });
  return epicData({
    persons: [
      p('Bheem', { aliveAtWarEnd: 'yes' }),
      p('Dushasan'),
      p('Bak', { foughtWar: 'no', aliveAtWarStart: 'no' }),
    ],
    events: [
      e('Bak killing', 1, { eventFollowedBy: ['War day 17'], eventPersons: ['Bheem', 'Bak'] }),
      e('War day 17', 2, { warDay: 17, eventPrecededBy: ['Bak killing'], eventPersons: ['Bheem', 'Dushasan'] }),
    ],
    deaths: [d('Dushasan', 'War day 17'), d('Bak', 'Bak killing')],
  });
}

test('the committed epic data passes every schema and relation check', () => {
  assert.deepEqual(committed.fileProblems, []);
  assert.deepEqual(committed.schemaProblems, []);
  assert.deepEqual(checkEpicGraph(committed.data), []);
  assert.ok(committed.data.persons.length >= 300, 'at least 300 persons');
  assert.ok(committed.data.clans.length >= 40, 'at least 40 clans');
});

test('Arjun carries what the original API published', () => {
  const a = person(committed.data, 'Arjun');
  for (const alias of [
    'Phalguni',
    'Kiriti',
    'Dhananjay',
    'Partha',
    'Jishnu',
    'Shvetavahana',
    'Bhibhatsu',
    'Vijay',
    'Krishna',
    'Savyasachi',
  ])
    assert.ok(a.aliases.includes(alias), alias);
  assert.equal(a.clan, 'Pandav');
  assert.equal(a.fatherReal, 'Indra');
  assert.equal(a.motherReal, 'Kunti');
  assert.equal(a.fatherAdoptive, 'Pandu');
  assert.deepEqual(a.spouses, ['Draupadi', 'Subhadra', 'Uloopi', 'Chitrangada']);
  assert.deepEqual(a.childrenReal, ['Abhimanyu', 'Iravan', 'Babhruvahan', 'Shrutakirti']);
  const pandav = committed.data.clans.find((c) => c.clanName === 'Pandav');
  assert.deepEqual(pandav?.clanHome, ['Indraprastha', 'Vatsa']);
  assert.deepEqual(pandav?.clanAliases.slice(0, 2), ['Ajamidh', 'Bharat']);
});

test('divine and levirate births give the real and the legal father', () => {
  const d = committed.data;
  assert.deepEqual(
    [person(d, 'Karn').fatherReal, person(d, 'Karn').fatherAdoptive, person(d, 'Karn').motherAdoptive],
    ['Surya', 'Adhirath', 'Radha'],
  );
  for (const n of ['Pandu', 'Dhritarashtra']) {
    assert.equal(person(d, n).fatherReal, 'Vyas');
    assert.equal(person(d, n).fatherAdoptive, 'Vichitravirya');
  }
});

test('catches an asymmetric spouse', () => {
  const d = copy();
  const a = person(d, 'Arjun');
  a.spouses = a.spouses.filter((s) => s !== 'Draupadi');
  const m = checkEpicGraph(d);
  assert.ok(has(m, 'persons.json: "Arjun".spouses', '"Draupadi"'), m.join('\n'));
});

test('catches a child listed under a parent it does not name', () => {
  const d = copy();
  delete person(d, 'Abhimanyu').fatherReal;
  const m = checkEpicGraph(d);
  assert.ok(has(m, '"Abhimanyu".fatherReal/motherReal', '"Arjun"', 'childrenReal'), m.join('\n'));
});

test('catches a parent that does not list the child, real and adoptive', () => {
  const d = copy();
  person(d, 'Adhirath').childrenAdopted = [];
  person(d, 'Gandhari').childrenReal = person(d, 'Gandhari').childrenReal.filter((c) => c !== 'Duryodhan');
  const m = checkEpicGraph(d);
  assert.ok(has(m, '"Adhirath".childrenAdopted', '"Karn"'), m.join('\n'));
  assert.ok(has(m, '"Gandhari".childrenReal', '"Duryodhan"'), m.join('\n'));
});

test('catches an unresolved clan and other unresolved references', () => {
  const d = copy();
  person(d, 'Arjun').clan = 'Pandavv';
  person(d, 'Bheem').spouses.push('Hidimbaa');
  const m = checkEpicGraph(d);
  assert.ok(has(m, 'persons.json: "Arjun".clan: "Pandavv" is not a clan'), m.join('\n'));
  assert.ok(has(m, '"Bheem".spouses: "Hidimbaa" is not a person'), m.join('\n'));
});

test('catches a route leg that is neither a place nor a path, a missing event and a name listed twice', () => {
  const d = copy();
  const journey = d.journeys.find((j) => j.journeyName === 'Jarasandh killing')!;
  journey.journeyRoute.push('Nowhere');
  journey.journeyEvent = 'Rajasuya';
  person(d, 'Arjun').spouses.push('Subhadra');
  const m = checkEpicGraph(d);
  assert.ok(
    has(m, 'journeys.json: "Jarasandh killing".journeyRoute: "Nowhere" is not a place or a path'),
    m.join('\n'),
  );
  assert.ok(has(m, 'journeys.json: "Jarasandh killing".journeyEvent: "Rajasuya" is not an event'), m.join('\n'));
  assert.ok(has(m, 'persons.json: "Arjun".spouses: "Subhadra" is listed twice'), m.join('\n'));
});

test('suggests the name when a reference uses an alias or the wrong case', () => {
  const d = copy();
  person(d, 'Abhimanyu').fatherReal = 'Partha';
  person(d, 'Nakul').motherReal = 'madri';
  const m = checkEpicGraph(d);
  assert.ok(has(m, '"Abhimanyu".fatherReal: "Partha" is not a person', 'alias of "Arjun"'), m.join('\n'));
  assert.ok(has(m, '"Nakul".motherReal: "madri" is not a person', 'did you mean "Madri"'), m.join('\n'));
});

test('catches a preceded/followed mismatch between events', () => {
  const d = mini();
  assert.deepEqual(checkEpicGraph(d), []);
  d.events[1].eventPrecededBy = [];
  const m = checkEpicGraph(d);
  assert.ok(has(m, 'events.json: "War day 17".eventPrecededBy: lacks "Bak killing"'), m.join('\n'));
});

test('catches a war death marked alive at war end, and a pre-war death alive at war start', () => {
  const d = mini();
  d.persons[1].aliveAtWarEnd = 'yes';
  d.persons[2].aliveAtWarStart = 'yes';
  const m = checkEpicGraph(d);
  assert.ok(has(m, '"Dushasan".aliveAtWarEnd: "yes"', '"War day 17", in the war'), m.join('\n'));
  assert.ok(has(m, '"Bak".aliveAtWarStart: "yes"', 'before the war'), m.join('\n'));
});

test('catches a war death without a death record, and a striker who had no hand', () => {
  const d = mini();
  d.deaths = d.deaths.filter((x) => x.personName !== 'Dushasan');
  d.deaths[0].personKilledByWhom = ['Dushasan'];
  const m = checkEpicGraph(d);
  assert.ok(has(m, '"Dushasan".aliveAtWarEnd', 'no death record'), m.join('\n'));
  assert.ok(has(m, 'deaths.json: "Bak".personKilledByWhom: "Dushasan" is not in personKilledWhoAll'), m.join('\n'));
});

test('catches names that differ only by case and colliding aliases', () => {
  const d = copy();
  d.persons.push({ ...structuredClone(person(d, 'Vidur')), name: 'arjun', aliases: [], childrenReal: [], spouses: [] });
  person(d, 'Vidur').aliases.push('Kiriti');
  const m = checkEpicGraph(d);
  assert.ok(has(m, 'persons.json: "arjun".name: differs only in letter case from "Arjun"'), m.join('\n'));
  assert.ok(has(m, 'the alias "kiriti" is shared by 2 records'), m.join('\n'));
});

test('groups the violations by check for the report', () => {
  const d = copy();
  person(d, 'Arjun').clan = 'Nowhere';
  const byId = Object.fromEntries(runEpicChecks(d).map((c) => [c.id, c.messages.length]));
  assert.equal(byId.references, 1);
  assert.equal(byId['spouses-symmetric'], 0);
});

test('schema validation names the file, the record and the field', () => {
  const arjun = { ...structuredClone(person(committed.data, 'Arjun')), weapons: ['Gandiv'], gender: 'hero' };
  const { problems } = validateEpicCollections({ persons: [arjun], clans: 'not an array' });
  assert.ok(has(problems, 'content/mb/persons.json entry #0 "Arjun" field gender:'), problems.join('\n'));
  assert.ok(has(problems, 'content/mb/persons.json entry #0 "Arjun" field', 'weapons'), problems.join('\n'));
  assert.ok(has(problems, 'content/mb/clans.json: expected a JSON array'), problems.join('\n'));
});

test('a path end far from its place passes only when the path names it as a stand-in', () => {
  const d = copy();
  const path = d.paths.find((p) => p.pathNameEpic === 'Along the coast to Kalinga')!;
  assert.ok(path.standIn?.includes('Digha'), 'the committed path names Digha as a stand-in');
  assert.ok(!has(checkEpicGraph(d), 'Along the coast to Kalinga'));
  delete path.standIn;
  const m = checkEpicGraph(d);
  assert.ok(
    has(m, '"Along the coast to Kalinga".pathPoints: point 2 (Digha)', 'from the point of "Kalinga"'),
    m.join('\n'),
  );
  // a standIn that names another town does not excuse it
  path.standIn = 'arjun.csv ends this path at Puri, a stand-in for Kalinga.';
  assert.ok(has(checkEpicGraph(d), 'point 2 (Digha)'));
});

test('a place on the map says what its point stands for; a representative point says which', () => {
  const ganga = structuredClone(committed.data.places.find((p) => p.placeNameEpic === 'Ganga')!);
  assert.equal(ganga.pointKind, 'representative');
  const noNote = { ...ganga, pointNote: undefined };
  const noKind = { ...ganga, pointKind: undefined, pointNote: undefined };
  const offMap = { ...ganga, coordinates: undefined, identifiedBy: undefined, notOnMap: 'x' };
  const { problems } = validateEpicCollections({ places: [noNote, noKind, offMap] });
  assert.ok(has(problems, 'entry #0', 'pointNote'), problems.join('\n'));
  assert.ok(has(problems, 'entry #1', 'pointKind'), problems.join('\n'));
  assert.ok(has(problems, 'entry #2', 'pointKind'), problems.join('\n'));
});

test('an identified place without a point fails, and a place off the map says "Not identified" and why', () => {
  const d = copy();
  const place = (name: string) => d.places.find((p) => p.placeNameEpic === name)!;
  const offMap = (name: string, notOnMap: string, identifiedBy?: string) => {
    const p = place(name);
    for (const k of ['coordinates', 'identifiedBy', 'identificationDisputed', 'pointKind', 'pointNote'] as const)
      delete p[k];
    Object.assign(p, { notOnMap }, identifiedBy ? { identifiedBy } : {});
  };
  assert.ok(place('Vanga').coordinates && place('Panchanad').coordinates, 'Vanga and Panchanad have points');
  assert.ok(!has(checkEpicGraph(d), 'places.json'), 'the committed places pass');
  offMap('Vanga', 'Identified (southern and central Bengal) but not drawn: the journey stops far from it.');
  offMap('Panchanad', 'Not identified: the Punjab.', 'The Punjab, the land of five rivers.');
  offMap('Pundra', 'A broad region of north Bengal, so no coordinates.');
  place('Kimpurush').notOnMap = 'Not identified: mythical.';
  const m = checkEpicGraph(d);
  assert.ok(has(m, 'places.json: "Vanga".notOnMap: calls the place identified'), m.join('\n'));
  assert.ok(has(m, 'places.json: "Panchanad".coordinates: missing, but identifiedBy'), m.join('\n'));
  assert.ok(has(m, 'places.json: "Panchanad".notOnMap', 'does not say why'), m.join('\n'));
  assert.ok(has(m, 'places.json: "Pundra".notOnMap: a place without a point begins "Not identified: "'), m.join('\n'));
  assert.ok(has(m, 'places.json: "Kimpurush".notOnMap', 'does not say why'), m.join('\n'));
  // a reason that says why passes
  place('Kimpurush').notOnMap = "Not identified: mythical, part of the epic's imagined geography.";
  assert.ok(!has(checkEpicGraph(d), '"Kimpurush"'));
});
