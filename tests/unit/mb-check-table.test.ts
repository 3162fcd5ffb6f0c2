/**
 * Each epic check on its own: the committed data passes it, and one named break of that data makes
 * it fire. The table of checks (src/apis/mb/checks.ts) and this table of breaks must list the same ids.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EPIC_CHECKS } from '../../src/apis/mb/checks.ts';
import { checkContext } from '../../src/apis/mb/checks/context.ts';
import type { EpicData } from '../../src/apis/mb/kinds.ts';
import type { PersonRecord } from '../../src/apis/mb/schema.ts';
import { loadAndCheckEpic } from '../../scripts/check-epic.ts';
import { isPassage } from '../../src/apis/mb/checks-passages.ts';

const committed = loadAndCheckEpic().data;
const person = (d: EpicData, name: string): PersonRecord => d.persons.find((p) => p.name === name)!;

/** check id → a break of the committed data that this check must report */
const BREAKS: Record<string, (d: EpicData) => void> = {
  'names-unique': (d) => d.persons.push(structuredClone(person(d, 'Vidur'))),
  aliases: (d) => person(d, 'Vidur').aliases.push('Bheeshma'),
  references: (d) => (person(d, 'Arjun').clan = 'Nowhere'),
  'list-duplicates': (d) => person(d, 'Arjun').spouses.push(person(d, 'Arjun').spouses[0]!),
  'spouses-symmetric': (d) => person(d, 'Vidur').spouses.push('Kunti'),
  'parents-real': (d) => (person(d, 'Abhimanyu').fatherReal = 'Bheem'),
  'parents-adoptive': (d) => (person(d, 'Abhimanyu').fatherAdoptive = 'Bheem'),
  'ancestry-acyclic': (d) => (person(d, 'Shantanu').fatherAdoptive = 'Pandu'),
  'events-inverse': (d) => d.events[0]!.eventFollowedBy.push(d.events[d.events.length - 1]!.eventName),
  'events-order': (d) => (d.events[1]!.eventOrder = d.events[0]!.eventOrder),
  deaths: (d) => d.deaths.push(structuredClone(d.deaths[0]!)),
  'war-status': (d) => Object.assign(person(d, 'Vidur'), { aliveAtWarStart: 'no', aliveAtWarEnd: 'yes' }),
  panoplies: (d) => d.panoplies.push(structuredClone(d.panoplies[0]!)),
  'texts-own': (d) => {
    for (const name of ['Vidur', 'Shakuni']) {
      const text = `${name} stood at the gate. ${name} spoke to the king. ${name} went home. ${name} slept.`;
      person(d, name).longDesc = text;
    }
  },
  'sentences-own': (d) => {
    const formula = 'Son of Dhritarashtra, one of the brothers killed by Bheem in the war.';
    for (const name of ['Ravi', 'Jaitra']) person(d, name).shortDesc = formula;
  },
  'journey-legs-meet': (d) => {
    for (const point of d.paths[0]!.pathPoints) Object.assign(point, { lat: -40, lon: 170 });
  },
  'route-points-agree': (d) => {
    // the Dice exile's path into the Kamyak forest ending at Jodhpur again, which the forest's page does not name
    const path = d.paths.find((p) => p.pathNameEpic === 'Hastinapur to the Kamyak forest')!;
    path.pathCurrent.push('Jodhpur (India)');
    path.pathPoints.push({ lat: 26.2989, lon: 73.0334 });
  },
  'places-on-map': (d) => {
    // Vanga as data 1.4 first had it: identified, yet kept off the map
    const vanga = d.places.find((p) => p.placeNameEpic === 'Vanga')!;
    Object.assign(vanga, { notOnMap: 'Identified (southern and central Bengal) but not drawn.' });
    for (const k of ['coordinates', 'identifiedBy', 'pointKind', 'pointNote'] as const) delete vanga[k];
  },
  'death-victim-in-event': (d) => {
    const death = d.deaths.find((x) => x.personKilledAtEvent)!;
    const event = d.events.find((e) => e.eventName === death.personKilledAtEvent)!;
    event.eventPersons = event.eventPersons.filter((n) => n !== death.personName);
  },
  'index-entries': (d) => {
    const cited = person(d, 'Arjun').citations.find((c) => c.work === 'sorensen' && c.entry)!;
    delete cited.entry;
  },
  passages: (d) => (d.events[0]!.citations = d.events[0]!.citations.filter((c) => !isPassage(c))),
  'catalogue-citations': (d) => d.events[0]!.citations.push({ work: 'critical-edition', ref: '7.10.5' }),
};

test('every check has a break, and every break a check', () => {
  assert.deepEqual(Object.keys(BREAKS).sort(), EPIC_CHECKS.map((c) => c.id).sort());
});

for (const check of EPIC_CHECKS)
  test(`${check.id}: passes on the committed data and catches its break`, () => {
    assert.deepEqual(check.run(checkContext(committed)), [], check.title);
    const broken = structuredClone(committed);
    BREAKS[check.id]!(broken);
    const messages = check.run(checkContext(broken));
    assert.ok(messages.length > 0, `${check.id} missed its break`);
    for (const m of messages) assert.match(m, /^\w+\.json: .+\.\w[\w/]*: /, 'names file, record and field');
  });
