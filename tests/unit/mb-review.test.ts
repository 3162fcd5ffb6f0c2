/**
 * The errors an independent review of the epic data found (issue 17): each is fixed in content/mb,
 * and each has a test that fails on the data as it was.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runEpicChecks } from '../../src/apis/mb/checks.ts';
import type { EpicData } from '../../src/apis/mb/kinds.ts';
import { loadAndCheckEpic } from '../../scripts/check-epic.ts';

const committed = loadAndCheckEpic();
const copy = (): EpicData => structuredClone(committed.data);
const messagesOf = (d: EpicData, id: string) => runEpicChecks(d).find((c) => c.id === id)!.messages;
const person = (d: EpicData, n: string) => d.persons.find((p) => p.name === n)!;
const textOf = (n: string) => `${person(committed.data, n).shortDesc} ${person(committed.data, n).longDesc}`;

test('the texts-own and journey-legs-meet checks pass on the committed data', () => {
  assert.deepEqual(messagesOf(committed.data, 'texts-own'), []);
  assert.deepEqual(messagesOf(committed.data, 'journey-legs-meet'), []);
});

test('Southern campaign: Sahadev sends messengers to Lanka; Ghatotkach plays no part', () => {
  const ev = committed.data.events.find((e) => e.eventName === 'Southern campaign')!;
  assert.ok(!ev.eventPersons.includes('Ghatotkach'));
  assert.match(ev.eventDescription, /messengers/);
  assert.doesNotMatch(ev.eventDescription, /Ghatotkach/);
  const j = committed.data.journeys.find((x) => x.journeyName === 'Southern campaign')!;
  assert.doesNotMatch((j.notes ?? []).join(' '), /Ghatotkach/);
  assert.doesNotMatch(textOf('Ghatotkach'), /Lanka/);
});

test('Sunabh fell first; the template filled with his own name is caught by texts-own', () => {
  const death = committed.data.deaths.find((d) => d.personName === 'Sunabh')!;
  assert.doesNotMatch(death.personKilledHow, /avenge Sunabh/);
  assert.match(death.personKilledHow, /first/);
  const d = copy();
  d.deaths.find((x) => x.personName === 'Sunabh')!.personKilledHow =
    'Killed by Bheem on the eighth day when the brothers attacked him to avenge Sunabh.';
  person(d, 'Sunabh').longDesc =
    'Sunabh was one of the sons of Dhritarashtra. On the eighth day Bheem killed Sunabh, and his brothers, Sunabh among them, attacked Bheem together to avenge him.';
  const m = messagesOf(d, 'texts-own');
  assert.ok(
    m.some((x) => x.startsWith('deaths.json: "Sunabh".personKilledHow')),
    m.join('\n'),
  );
  assert.ok(
    m.some((x) => x.startsWith('persons.json: "Sunabh".longDesc')),
    m.join('\n'),
  );
});

test("Dhritarashtra's minor sons: a long text shared with only the names changed is caught", () => {
  const d = copy();
  const template = (n: string) =>
    `${n} was one of the hundred sons of Dhritarashtra. On the fourteenth day, while Bheem was pressing Karn hard, Duryodhan sent seven of his brothers to Karn's help, and Bheem killed them one after another. Karn, seeing the bodies of the brothers sent to help him, went back against Bheem in grief and anger.`;
  for (const n of ['Chitra', 'Upachitra', 'Chitraksh']) person(d, n).longDesc = template(n);
  const m = messagesOf(d, 'texts-own');
  assert.ok(
    m.some((x) => x.includes('"Chitra", "Upachitra", "Chitraksh".longDesc')),
    m.join('\n'),
  );
});

test('Bahlik is the middle son of Pratip: Devapi, Bahlik, Shantanu', () => {
  assert.deepEqual(person(committed.data, 'Pratip').childrenReal, ['Devapi', 'Bahlik', 'Shantanu']);
  assert.doesNotMatch(textOf('Bahlik'), /younger brother of Shantanu|youngest/);
  assert.match(textOf('Bahlik'), /Middle son|second of the three sons/);
});

test("Parvati's unsourced sentence is gone", () => {
  assert.doesNotMatch(textOf('Parvati'), /helped reveal/);
});

test("Agastya's and the Brahmashir's records tell the same two accounts of how Dron got the weapon", () => {
  const weapon = committed.data.weapons.find((w) => w.weaponName === 'Brahmashir')!.weaponDescription;
  for (const text of [textOf('Agastya'), weapon]) {
    assert.match(text, /Agnivesh/);
    assert.match(text, /austerities/);
  }
});

test('Harivamsa details about Asti and Prapti are marked as the Harivamsa', () => {
  for (const n of ['Asti', 'Prapti']) assert.match(textOf(n), /Harivamsa/);
  assert.match(textOf('Asti'), /The Harivamsa adds/);
});

test("Daruk's battle against Shalwa was fought over the sea, not at Dwarka", () => {
  assert.doesNotMatch(textOf('Daruk'), /Shalwa at Dwarka/);
  assert.match(textOf('Daruk'), /over the sea/);
});

test("Arjun's exile reaches Gokarna on the western coast before going north; the old order is caught", () => {
  const route = committed.data.journeys.find((j) => j.journeyName === "Arjun's exile")!.journeyRoute;
  assert.ok(route.indexOf('Gokarna') < route.indexOf('Western sea coast'));
  assert.equal(
    committed.data.paths.find((p) => p.pathNameEpic === 'Western sea coast')!.pathCurrent[0],
    'Gokarna (India)',
  );
  // The data as it was: Godavari (ending at Nashik) → Gokarna (Karnataka) → the coast from Surat.
  const d = copy();
  const exile = d.journeys.find((j) => j.journeyName === "Arjun's exile")!;
  exile.journeyRoute = exile.journeyRoute.filter((r) => r !== 'Nashik to Gokarna');
  const west = d.paths.find((p) => p.pathNameEpic === 'Western sea coast')!;
  west.pathCurrent = west.pathCurrent.slice(3);
  west.pathPoints = west.pathPoints.slice(3);
  const m = messagesOf(d, 'journey-legs-meet');
  assert.ok(
    m.some((x) => x.includes('"Up the Godavari" ends') && x.includes('"Gokarna" begins')),
    m.join('\n'),
  );
  assert.ok(
    m.some((x) => x.includes('"Gokarna" ends') && x.includes('"Western sea coast" begins')),
    m.join('\n'),
  );
});
