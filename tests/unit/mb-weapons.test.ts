/**
 * The epic's weapons and panoplies (content/mb/weapons.json, panoplies.json), checked on the committed data:
 * the 26 published weaponHP pairs, the 111 person → weapon pairs of the 2016 owner list, and that every
 * antidote, owner and panoply resolves and agrees.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PanoplyRecord as Panoply, PersonRecord, WeaponRecord as Weapon } from '../../src/apis/mb/schema.ts';
import { fixtures, root } from '../support/paths.ts';

const content = (file: string) => path.join(root, 'content/mb', file);
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

interface Spellings {
  weapons: Record<string, string>;
  persons: Record<string, string>;
}

const weapons = readJson<Weapon[]>(content('weapons.json'));
const panoplies = readJson<Panoply[]>(content('panoplies.json'));
const spellings = readJson<Spellings>(content('weapon-spellings.json'));
const byName = new Map(weapons.map((w) => [w.weaponName, w]));

/** The weaponName → weaponHP pairs published in the Indica docs (indica-doc-samples.md §3), verbatim. */
const PUBLISHED_HP: Record<string, string> = {
  Adityastra: 'Hot-air charm',
  Agneyastra: 'Incendio',
  Antardhan: 'Disillusionment charm',
  Bhargavastra: 'Incendio',
  Bhaskarastra: 'Lumos',
  Brahmashir: 'Avada kedavra',
  Brahmastra: 'Incendio',
  Jyotish: 'Lumos',
  Nag: 'Locomotor Mortis',
  Narayanastra: 'FiendFyre curse',
  Paash: 'Petrificus Totalus',
  Parjanyastra: 'Aguamenti',
  Pragnyastra: 'Rennervate',
  Pramohanastra: 'Stupefy',
  Sahasraghni: 'Sectumsempra',
  Salilastra: 'Aguamenti',
  Sammohan: 'Stupefy',
  Saurastra: 'Incendio',
  Shakti: 'Avada kedavra',
  'Sudarshan chakra': 'Avada kedavra',
  Tvashtr: 'Polyjuice potion',
  Vaishnavastra: 'Avada kedavra',
  Vajra: 'Duro',
  Varunastra: 'Aguamenti',
  Vayavyastra: 'Deprimo',
  Vishoshan: 'Hot-air charm',
};

describe('weapons: the published Harry Potter pairs', () => {
  test('there are 26 published pairs', () => assert.equal(Object.keys(PUBLISHED_HP).length, 26));
  test('each published weapon has exactly its published weaponHP', () => {
    for (const [name, hp] of Object.entries(PUBLISHED_HP)) {
      const w = byName.get(name);
      assert.ok(w, `weapon ${name} is missing`);
      assert.equal(w.weaponHP, hp, `weaponHP of ${name}`);
    }
  });
  test('no other weapon has a non-empty weaponHP', () => {
    const extra = weapons.filter((w) => w.weaponHP !== '' && !(w.weaponName in PUBLISHED_HP)).map((w) => w.weaponName);
    assert.deepEqual(extra, []);
  });
});

describe('weapons: the 2016 owner list (indica-2016/mb_weapons.csv)', () => {
  const csvFile = path.join(fixtures, 'mb/mb_weapons.csv');
  test('the spelling table maps onto existing records and keeps the old spelling as an alias', () => {
    for (const [from, to] of Object.entries(spellings.weapons)) {
      const w = byName.get(to);
      assert.ok(w, `${from} maps to ${to}, which is not a weapon`);
      assert.ok(w.weaponAliases.includes(from), `${to} does not list ${from} among its aliases`);
      assert.ok(!byName.has(from), `${from} is mapped away but is still a weapon of its own`);
    }
  });
  test('every person → weapon pair is present', () => {
    const lines = readFileSync(csvFile, 'utf8').trim().split(/\r?\n/);
    assert.equal(lines[0], 'target,value,source');
    const pairs = lines.slice(1).map((l) => l.split(','));
    assert.equal(pairs.length, 111);
    const missing: string[] = [];
    for (const [target, , source] of pairs) {
      const weapon = spellings.weapons[source] ?? source;
      const person = spellings.persons[target] ?? target;
      if (!byName.get(weapon)?.weaponOwners.includes(person))
        missing.push(`${target} → ${source} (as ${person} → ${weapon})`);
    }
    assert.deepEqual(missing, []);
  });
});

describe('weapons: references', () => {
  test('names and aliases are unique, ignoring letter case', () => {
    const seen = new Map<string, string>();
    for (const w of weapons)
      for (const n of [w.weaponName, ...w.weaponAliases]) {
        const prev = seen.get(n.toLowerCase());
        assert.equal(prev, undefined, `${n} (of ${w.weaponName}) is already used by ${prev}`);
        seen.set(n.toLowerCase(), w.weaponName);
      }
  });
  test('every antidote is another weapon', () => {
    for (const w of weapons)
      for (const a of w.weaponAntidote) {
        assert.ok(byName.has(a), `${w.weaponName}.weaponAntidote: ${a} is not a weapon`);
        assert.notEqual(a, w.weaponName, `${w.weaponName} lists itself as its antidote`);
      }
  });
  test('every owner is a person of persons.json', () => {
    const persons = new Set(readJson<PersonRecord[]>(content('persons.json')).map((p) => p.name));
    const bad = weapons.flatMap((w) =>
      w.weaponOwners.filter((o) => !persons.has(o)).map((o) => `${w.weaponName}: ${o}`),
    );
    assert.deepEqual(bad, []);
  });
});

describe('panoplies', () => {
  test('every panoply is of a person of persons.json, at most one each', () => {
    const persons = new Set(readJson<PersonRecord[]>(content('persons.json')).map((p) => p.name));
    const seen = new Set<string>();
    for (const p of panoplies) {
      assert.ok(persons.has(p.person), `${p.person} is not a person`);
      assert.ok(!seen.has(p.person), `${p.person} has two panoplies`);
      seen.add(p.person);
    }
  });
  test('every panoply names at least one part', () => {
    for (const p of panoplies)
      assert.ok(
        [p.chariotBanner, p.bow, p.sword, p.conch, p.chariotHorses].some((s) => s !== ''),
        `${p.person} names nothing`,
      );
  });
  test('a bow, sword or conch in a panoply is a weapon that the person owns', () => {
    for (const p of panoplies)
      for (const part of ['bow', 'sword', 'conch'] as const) {
        if (p[part] === '') continue;
        const w = byName.get(p[part]);
        assert.ok(w, `${p.person}.${part}: ${p[part]} is not a weapon`);
        assert.ok(
          w.weaponOwners.includes(p.person),
          `${p.person}.${part}: ${p[part]} does not list ${p.person} as owner`,
        );
      }
  });
  test('the six Bhagavad Gita conches belong to their blowers', () => {
    const gita: Record<string, string> = {
      Krishna: 'Panchajanya',
      Arjun: 'Devadatta',
      Bheem: 'Paundra',
      Yudhishthir: 'Anantavijay',
      Nakul: 'Sughosh',
      Sahadev: 'Manipushpak',
    };
    for (const [person, conch] of Object.entries(gita)) {
      assert.equal(panoplies.find((p) => p.person === person)?.conch, conch, `${person}'s conch`);
      assert.deepEqual(byName.get(conch)?.weaponOwners, [person], `owners of ${conch}`);
    }
  });
});
