/**
 * The query understanding layer: every word of content/search/query-words.json read as it means
 * (one test per word), the relations read from the graph, and the answers looked up in the shards
 * the build writes (the answer line "Gandiv — Arjun's bow").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadEpic } from '../../src/apis/mb/graph.ts';
import { answerRecords } from '../../src/search/answers.ts';
import { writeNameShards } from '../../src/search/named-index.ts';
import { readQuery } from '../../src/search/query.ts';
import {
  JOINERS,
  NUMBER_WORDS,
  RELATION_WORDS,
  TEXT_NAMES,
  numberOf,
  numberedOf,
  relationOf,
  textNamed,
} from '../../src/search/question.ts';
import { relationsByUrl, relationUrl, weaponClass } from '../../src/search/relations.ts';
import { withFiles } from '../support/fetch-files.ts';

/** The query as the search page reads it first (script, then the question). */
const read = (query: string) => readQuery(query).text;
const devanagari = (word: string) => /[\u0900-\u097f]/.test(word);

for (const { means, words } of RELATION_WORDS)
  for (const word of words)
    test(`relation word “${word}” means ${means}`, () => {
      // asked of a person in the word's own script, with a possessive of that script
      const query = devanagari(word) ? `अर्जुन का ${word}` : `arjun ka ${word}`;
      if (means === 'death') {
        // a death is read by query.ts's death questions, which answer from the events' victims
        assert.equal(readQuery(query).death, devanagari(word) ? 'arjuna' : 'arjun');
        return;
      }
      const asked = relationOf(read(query));
      assert.equal(asked?.relation.means, means);
      assert.equal(asked?.subject, 'arjun');
      assert.equal(relationOf(read(`${word} of arjun`))?.relation.means, means);
    });

for (const joiner of JOINERS)
  test(`joining word “${joiner}” is no part of the subject`, () => {
    const asked = relationOf(read(devanagari(joiner) ? `कर्ण ${joiner} पिता` : `karna ${joiner} father`));
    assert.equal(asked?.relation.means, 'father');
    assert.equal(asked?.subject, 'karn');
  });

for (const { n, words } of NUMBER_WORDS)
  for (const word of words)
    test(`number word “${word}” is ${n}, and with a day word names War day ${n}`, () => {
      assert.equal(numberOf(read(word).toLowerCase()), n);
      const day = devanagari(word) ? `${word} दिन` : `${word} day of the war`;
      assert.deepEqual(numberedOf(read(day)), { series: 'War day', n });
    });

for (const { url, names } of TEXT_NAMES)
  for (const name of names)
    test(`text name “${name}” leads to ${url}`, () => assert.equal(textNamed(read(name))?.url, url));

test('days by digits and ordinals; a number without a day word, or another word, is no day', () => {
  for (const [query, n] of [
    ['day 14 of the war', 14],
    ['the 3rd day', 3],
    ['युद्ध का १२वाँ दिन', 12],
    ['mahabharat yuddh ka dasvan din', 10],
  ] as const)
    assert.deepEqual(numberedOf(read(query)), { series: 'War day', n }, query);
  for (const query of ['fifth', 'war 5', 'day of arjun', 'fifth day of arjun', 'rv 1.1.1'])
    assert.equal(numberedOf(read(query)), undefined, query);
});

test('no relation without a subject, nor a subject without a relation word', () => {
  assert.equal(relationOf('father'), undefined);
  assert.equal(relationOf('who is the father'), undefined);
  assert.equal(relationOf('arjun'), undefined);
  assert.equal(relationOf('karna ki mata')?.relation.means, 'mother');
});

test("a weapon's class is read from the first sentence of its description", () => {
  const graph = loadEpic();
  const classOf = (name: string) => weaponClass(graph.weapon.get(name)!);
  assert.equal(classOf('Gandiv'), 'bow');
  assert.equal(classOf('Kaumodaki'), 'mace');
  assert.equal(classOf('Panchajanya'), 'conch');
  assert.equal(classOf('Brahmastra'), 'missile');
  // every weapon a panoply names as a bow, sword or conch is of that class
  for (const panoply of graph.panoplies)
    for (const field of ['bow', 'sword', 'conch'] as const) {
      const weapon = panoply[field];
      if (weapon && graph.weapon.has(weapon)) assert.equal(classOf(weapon), field, `${panoply.person}'s ${field}`);
    }
});

test('relations come from the graph: every answer is a record of its kind, and each relation answers someone', () => {
  const graph = loadEpic();
  const relations = relationsByUrl(graph);
  const kinds = new Map(RELATION_WORDS.map((r) => [r.means, r.kind]));
  const has = { person: graph.person, weapon: graph.weapon, event: graph.event, clan: graph.clan };
  const answered = new Set<string>();
  for (const [url, byRelation] of relations)
    for (const [means, names] of Object.entries(byRelation)) {
      answered.add(means);
      for (const name of names) assert.ok(has[kinds.get(means)!].has(name), `${url} ${means}: ${name}`);
    }
  // a death is answered from the events' victims (named.ts), no relation list
  for (const { means } of RELATION_WORDS) if (means !== 'death') assert.ok(answered.has(means), means);
  // each person's parents, spouses and killers as the records give them
  for (const person of graph.persons) {
    const own = relations.get(`/mahabharata/persons/${person.name.toLowerCase()}/`);
    if (!own || /[^A-Za-z]/.test(person.name)) continue;
    for (const parent of [person.fatherReal, person.motherReal].filter((p): p is string => Boolean(p)))
      assert.ok([...(own.father ?? []), ...(own.mother ?? [])].includes(parent), `${person.name}: ${parent}`);
    for (const spouse of person.spouses) assert.ok(own.spouse?.includes(spouse), `${person.name}: ${spouse}`);
    for (const death of graph.deathsOf.get(person.name) ?? [])
      for (const killer of death.personKilledByWhom)
        assert.ok(own.killer?.includes(killer), `${person.name}: ${killer}`);
  }
});

/** The shards the build writes, for a few records, with the graph's relations. */
function shardsOf(pages: { url: string; meta: Record<string, string> }[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'question-'));
  mkdirSync(join(dir, 'fragment'));
  pages.forEach(({ url, meta }, i) => {
    const fragment = { url, content: `${meta.title}. About ${meta.title}.`, meta };
    writeFileSync(join(dir, 'fragment', `en_${i}.pf_fragment`), gzipSync(`pagefind_dcd${JSON.stringify(fragment)}`));
  });
  return dir;
}

test('answers: the related record first with the line saying why, then the person; a day; a text', async () => {
  const graph = loadEpic();
  const page = (kind: 'person' | 'weapon' | 'event', title: string) => ({
    url: relationUrl(kind, title),
    meta: { title, names: title, type: kind },
  });
  const dir = shardsOf([
    page('person', 'Arjun'),
    page('weapon', 'Gandiv'),
    page('person', 'Pandu'),
    page('person', 'Indra'),
    page('person', 'Karn'),
    page('person', 'Surya'),
    page('person', 'Adhirath'),
    page('event', 'War day 4'),
    page('event', 'War day 14'),
  ]);
  try {
    await withFiles(dir, async () => {
      const keys = new Set(writeNameShards(dir, undefined, relationsByUrl(graph)));
      const lookup = { base: 'names/', keys, spellBase: 'spell/' };
      const ask = async (query: string) => (await answerRecords(lookup, read(query))).unnamed;
      const bow = await ask("Arjun's bow");
      assert.deepEqual(
        bow.map((r) => r.meta.title),
        ['Gandiv', 'Arjun'],
      );
      assert.equal(bow[0].meta.answer, 'Gandiv — Arjun’s bow');
      assert.deepEqual(
        (await ask('अर्जुन के पिता')).map((r) => r.meta.title),
        ['Pandu', 'Indra', 'Arjun'],
      );
      assert.equal(
        (await ask('karn ke pita'))[0].meta.title,
        graph.kin.parentsOf('Karn').find((l) => l.bond === 'real')?.parent,
      );
      assert.deepEqual(await ask('arjun ka trishul'), []);
      const day = await answerRecords(lookup, read('चौदहवाँ दिन'));
      assert.deepEqual(
        day.first.map((r) => r.meta.title),
        ['War day 14'],
      );
      assert.deepEqual(
        (await answerRecords(lookup, read('ऋग्वेद'))).first.map((r) => r.url),
        ['/rigveda/'],
      );
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
