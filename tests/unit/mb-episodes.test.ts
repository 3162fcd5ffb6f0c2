/**
 * The canonical episodes and figures of the epic (content/mb): each with its persons, places, events
 * and citations, the relations that tie them into the graph, and the depth of the data set.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file: string): any[] => JSON.parse(readFileSync(path.join(root, 'content/mb', file), 'utf8'));
const persons = readJson('persons.json');
const events = readJson('events.json');
const places = readJson('places.json');
const weapons = readJson('weapons.json');
const deaths = readJson('deaths.json');
const person = new Map(persons.map((p) => [p.name, p]));
const event = new Map(events.map((e) => [e.eventName, e]));
const place = new Map(places.map((p) => [p.placeNameEpic, p]));
const weapon = new Map(weapons.map((w) => [w.weaponName, w]));

const PARVAS =
  'Adi|Sabha|Vana|Virata|Udyoga|Bhishma|Drona|Karna|Shalya|Sauptika|Stri|Shanti|Anushasana|Ashvamedhika|Ashramavasika|Mausala|Mahaprasthanika|Svargarohana';
/** The reference format of each cited work. */
const REF: Record<string, RegExp> = {
  'critical-edition': /^(1[0-8]|[1-9])\.[1-9]\d*(\.[1-9]\d*(-[1-9]\d*)?)?$/,
  ganguli: new RegExp(`^(${PARVAS}) Parva, Section [1-9]\\d*$`),
  'cultural-index': /^1\.[1-6]A?(, .+)?$/,
  sorensen: /^\S.*$/,
  'indica-docs': /^§[1-9]\d*$/,
  harivamsa: /^[1-9]\d*(-[1-9]\d*)?(\.[1-9]\d*)?$/,
};
function assertCited(kind: string, name: string, rec: any) {
  assert.ok(rec, `${kind} ${name} exists`);
  assert.ok(Array.isArray(rec.citations) && rec.citations.length > 0, `${kind} ${name} has citations`);
  for (const c of rec.citations) {
    assert.ok(REF[c.work], `${kind} ${name}: unknown work ${c.work}`);
    assert.match(c.ref, REF[c.work], `${kind} ${name}: ${c.work} reference ${JSON.stringify(c.ref)}`);
  }
}

interface Episode {
  events: string[];
  persons: string[];
  places?: string[];
  weapons?: string[];
}
/** Each canonical episode: its events, and the persons, places and weapons it must involve. */
const EPISODES: Record<string, Episode> = {
  Nahush: {
    events: ['Vritra killing', "Nahush's fall", 'Nahush the python'],
    persons: ['Nahush', 'Indra', 'Shachi', 'Agastya', 'Bheem', 'Yudhishthir'],
    places: ['Vishakhayup'],
  },
  'Nala and Damayanti': {
    events: [
      "Damayanti's swayamvar",
      "Nala's dice game",
      'Nala deserts Damayanti',
      'Nala and Karkotak',
      "Damayanti's second swayamvar",
      'Nala regains his kingdom',
    ],
    persons: ['Nala', 'Damayanti', 'Pushkar (Nishadh)', 'Rituparna', 'Karkotak', 'Kali (age)'],
    places: ['Nishadh', 'Kundin', 'Ayodhya'],
  },
  'Savitri and Satyavan': {
    events: ['Savitri chooses Satyavan', 'Savitri and Yama'],
    persons: ['Savitri', 'Satyavan', 'Yama', 'Dyumatsen', 'Ashwapati'],
    places: ['Madra'],
  },
  'Rama (Ramopakhyana)': {
    events: [
      "Ram's exile",
      "Sita's abduction",
      'Vali killing',
      'Bridge to Lanka',
      'Kumbhakarna killing',
      'Indrajit killing',
      'Ravan killing',
      "Ram's return",
    ],
    persons: ['Ram', 'Sita', 'Lakshman (Ikshvaku)', 'Ravan', 'Sugriv', 'Hanuman', 'Vibhishan'],
    places: ['Ayodhya', 'Dandak', 'Kishkindha', 'Lanka'],
  },
  'Shakuntala and Dushyant': {
    events: ['Shakuntala and Dushyant'],
    persons: ['Shakuntala', 'Dushyant', 'Bharat', 'Kanva'],
  },
  Ekalavya: { events: ["Ekalavya's thumb"], persons: ['Ekalavya', 'Dron'] },
  "Drupad's fire": {
    events: ["Drupad's sacrifice"],
    persons: ['Drupad', 'Yaja', 'Upayaja', 'Dhrishtadyumna', 'Draupadi'],
    places: ['Panchal'],
  },
  "Parashuram's curse on Karn": {
    events: ["Parashuram's curse on Karn"],
    persons: ['Karn', 'Parashuram', 'Dansh'],
    places: ['Mahendra mountain'],
  },
  "Durvasa's visit": {
    events: ["Durvasa's visit to the exiles"],
    persons: ['Durvasa', 'Draupadi', 'Krishna', 'Duryodhan'],
    places: ['Kamyak forest'],
  },
  "Yaksha's questions": {
    events: ["Yaksh's questions"],
    persons: ['Yudhishthir', 'Dharma'],
    places: ['Dwaita forest'],
  },
  "Karn's armour and earrings": {
    events: ['Karn-Indra barter'],
    persons: ['Karn', 'Indra', 'Surya'],
    weapons: ['Kavach and Kundal', 'Shakti'],
  },
  'Maces of Bheem and Duryodhan': {
    events: ["Maya's gifts from Bindusaras", 'Mace fight', 'Iron image of Bheem'],
    persons: ['Bheem', 'Duryodhan', 'Maya', 'Balaram'],
    places: ['Bindusaras'],
    weapons: ["Bheem's mace", "Duryodhan's mace"],
  },
};
/** Records that were already in the data before citations existed; they are cited by another change. */
const PRE_EXISTING_EVENTS = new Set(["Ekalavya's thumb", "Yaksh's questions", 'Karn-Indra barter', 'Mace fight']);

describe('canonical episodes', () => {
  for (const [title, ep] of Object.entries(EPISODES)) {
    test(`${title}: events, persons, places and weapons resolve, and the new records are cited`, () => {
      const involved = new Set<string>();
      for (const name of ep.events) {
        const e = event.get(name);
        assert.ok(e, `event ${name}`);
        for (const p of e.eventPersons) involved.add(p);
        for (const l of e.eventLocation) assert.ok(place.has(l), `${name}: location ${l}`);
        if (!PRE_EXISTING_EVENTS.has(name)) assertCited('event', name, e);
      }
      for (const p of ep.persons) {
        assert.ok(person.has(p), `person ${p}`);
        assert.ok(involved.has(p), `${p} takes part in one of ${ep.events.join(', ')}`);
      }
      for (const l of ep.places ?? []) {
        assert.ok(place.has(l), `place ${l}`);
        assert.ok(
          ep.events.some((n) => event.get(n).eventLocation.includes(l)),
          `${l} is a location of the episode`,
        );
      }
      for (const w of ep.weapons ?? []) assert.ok(weapon.has(w), `weapon ${w}`);
    });
  }

  test('the figures of the episodes are tied into the family graph', () => {
    assert.equal(person.get('Yayati').fatherReal, 'Nahush');
    assert.ok(person.get('Nahush').childrenReal.includes('Yayati'));
    assert.deepEqual(person.get('Nala').spouses, ['Damayanti']);
    assert.deepEqual(person.get('Savitri').spouses, ['Satyavan']);
    assert.equal(person.get('Satyavan').fatherReal, 'Dyumatsen');
    assert.equal(person.get('Ram').fatherReal, 'Dasharath');
    assert.ok(person.get('Sita').spouses.includes('Ram'));
    assert.equal(person.get('Vibhishan').fatherReal, 'Vishrava');
    assert.equal(person.get('Ravan').fatherReal, 'Vishrava');
    for (const child of ['Draupadi', 'Dhrishtadyumna'])
      assert.ok(person.get('Drupad').childrenReal.includes(child), child);
    assert.deepEqual(weapon.get("Bheem's mace").weaponOwners, ['Bheem']);
    assert.deepEqual(weapon.get("Duryodhan's mace").weaponOwners, ['Duryodhan']);
    assert.deepEqual(weapon.get('Kavach and Kundal').weaponOwners, ['Karn']);
  });

  test('who killed whom in the tales is recorded', () => {
    const killer = (n: string) => deaths.find((d) => d.personName === n)?.personKilledByWhom;
    assert.deepEqual(killer('Ravan'), ['Ram']);
    assert.deepEqual(killer('Vali'), ['Ram']);
    assert.deepEqual(killer('Kumbhakarna'), ['Lakshman (Ikshvaku)']);
    assert.deepEqual(killer('Indrajit'), ['Lakshman (Ikshvaku)']);
    assert.deepEqual(killer('Kartavirya'), ['Parashuram']);
  });

  test('the old tales come before the Kuru story, the episodes of the main story in their places', () => {
    const order = (n: string) => event.get(n).eventOrder as number;
    const start = order('Shantanu and Ganga');
    for (const n of [
      "Nahush's fall",
      "Damayanti's swayamvar",
      'Savitri and Yama',
      "Ram's return",
      'Shakuntala and Dushyant',
    ])
      assert.ok(order(n) < start, n);
    assert.ok(
      order("Drupad's defeat") < order("Drupad's sacrifice") &&
        order("Drupad's sacrifice") < order('Draupadi swayamvar'),
    );
    assert.ok(
      order('Weapon exhibition') < order("Parashuram's curse on Karn") &&
        order("Parashuram's curse on Karn") < order('Draupadi swayamvar'),
    );
    assert.ok(
      order('Dice exile begins') < order("Durvasa's visit to the exiles") &&
        order("Durvasa's visit to the exiles") < order('Incognito year begins'),
    );
    assert.ok(
      order('Khandav burning') < order("Maya's gifts from Bindusaras") &&
        order("Maya's gifts from Bindusaras") < order("Maya's assembly hall"),
    );
  });
});

describe('depth', () => {
  test('at least 500 persons and 160 events', () => {
    assert.ok(persons.length >= 500, `${persons.length} persons`);
    assert.ok(events.length >= 160, `${events.length} events`);
  });
  test('every citation present is well formed', () => {
    for (const [file, key, recs] of [
      ['persons', 'name', persons],
      ['events', 'eventName', events],
      ['places', 'placeNameEpic', places],
      ['weapons', 'weaponName', weapons],
      ['deaths', 'personName', deaths],
    ] as const)
      for (const r of recs) if (r.citations !== undefined) assertCited(file, r[key], r);
  });
});
