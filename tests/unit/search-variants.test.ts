/** Spelling variants: the rules, the reviewed table against the data, the name rule (the built pages' search records: tests/dist/). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../support/paths.ts';
import { skeleton, spellingsOf, wordVariants } from '../../src/search/variants.ts';
import { searchNamesOf, VARIANT_TABLE } from '../../src/search/terms.ts';
import type { HymnVerse } from '../../src/apis/rv/schema.ts';

test('rules: final a, diacritics, ee/i, w/v, sh/s, chchh/chh', () => {
  const has = (word: string, ...forms: string[]) => {
    const v = wordVariants(word);
    for (const f of forms) assert.ok(v.has(f), `${word} → ${f} (got ${[...v].join(', ')})`);
  };
  has('Arjun', 'arjun', 'arjuna');
  has('Arjuna', 'arjun');
  has('Bheeshma', 'bhishma', 'bheeshm');
  has('Bhīṣma', 'bhishma', 'bhisma');
  has('Saraswati', 'sarasvati');
  has('Vasishth', 'vasishtha', 'vasistha');
  has('Madhuchchhanda', 'madhuchhanda');
  has('Gandiv', 'gandiva');
  // Short words do not grow an a; English-looking vowels are left alone.
  assert.ok(!wordVariants('go').has('goa'));
});

test('skeleton: spellings of one name meet, different names do not', () => {
  for (const [a, b] of [
    ['Vasishtha', 'Vasishth'],
    ['Bhīṣma', 'Bheeshma'],
    ['bhisma', 'Bhishma'],
    ['Sarasvati', 'Saraswati'],
    ['Arjuna', 'arjun'],
    ['Karṇa', 'Karn'],
    ['Madhuchhanda', 'Madhuchchhanda'],
    ['Yudhishthir', 'Yudhistira'],
    ['Duryodhan', 'Duryodan'],
    ['Ashwatthama', 'Ashwatthaama'],
    ['Ashvatthama', 'Ashvathama'],
  ]) {
    assert.equal(skeleton(a), skeleton(b), `${a} ~ ${b}`);
  }
  for (const [a, b] of [
    ['Karn', 'Kuru'],
    ['Agni', 'Agnayi'],
    ['Indra', 'Indrani'],
  ])
    assert.notEqual(skeleton(a), skeleton(b), `${a} ≁ ${b}`);
});

test('generated spellings leave out the names themselves', () => {
  const s = spellingsOf(['Karn', 'Karna']);
  assert.ok(!s.includes('karn') && !s.includes('karna'));
  assert.deepEqual(searchNamesOf('sukta', '10.129').known.slice(0, 1), ['Nasadiya']);
  assert.deepEqual(searchNamesOf('noun', 'ashv').known, ['ashva', 'ashwa', 'aśva', 'horse']);
});

test('every entry of the reviewed table names a record of the data', () => {
  const json = (path: string) => JSON.parse(readFileSync(join(root, 'content', path), 'utf8'));
  const verses = json('rv/verses.json') as HymnVerse[];
  const known: Record<string, Set<string>> = {
    person: new Set(json('mb/persons.json').map((p: { name: string }) => p.name)),
    weapon: new Set(json('mb/weapons.json').map((w: { weaponName: string }) => w.weaponName)),
    place: new Set(json('mb/places.json').map((p: { placeNameEpic: string }) => p.placeNameEpic)),
    event: new Set(json('mb/events.json').map((e: { eventName: string }) => e.eventName)),
    clan: new Set(json('mb/clans.json').map((c: { clanName: string }) => c.clanName)),
    journey: new Set(json('mb/journeys.json').map((j: { journeyName: string }) => j.journeyName)),
    poet: new Set(verses.flatMap((v) => v.poets.map((p) => p.name))),
    being: new Set(verses.flatMap((v) => v.deities.map((d) => d.name))),
    meter: new Set(verses.map((v) => v.meter)),
    sukta: new Set(verses.map((v) => `${v.mandal}.${v.sukta}`)),
    noun: new Set(json('vs/nouns.json').map((n: { word: string }) => n.word)),
  };
  assert.ok(VARIANT_TABLE.length >= 30);
  for (const entry of VARIANT_TABLE)
    assert.ok(known[entry.kind].has(entry.name), `${entry.kind} "${entry.name}" is not in the data`);
});

test('the name rule: the record the query names first, Pagefind’s order otherwise', async () => {
  const { rerank, nameTier } = await import('../../src/search/rerank.ts');
  const r = (title: string, type: string, extra: Record<string, string> = {}) => ({
    title,
    type,
    names: title,
    ...extra,
  });
  // Pagefind's order for "indra": words beginning with indra and titles containing it first.
  const pagefind = [
    r('indragop', 'Vedic noun', { names: 'indragop · Indra-gopa' }),
    r("Indra's heaven", 'place'),
    r('Indra', 'Rig Veda poet', { verses: '50' }),
    r('Indra', 'person', { names: 'Indra · Shakra · Vasava' }),
    r('Indra', 'Rig Veda being', { verses: '2500' }),
  ];
  assert.deepEqual(
    rerank(pagefind, (m) => m, 'indra').map((m) => `${m.title}/${m.type}`),
    ['Indra/Rig Veda being', 'Indra/person', 'Indra/Rig Veda poet', 'indragop/Vedic noun', "Indra's heaven/place"],
  );
  // Spellings meet through the skeleton; the reviewed table outranks plain names.
  assert.equal(nameTier(r('Bheeshma', 'person', { names: 'Bheeshma · Bhishma' }), 'bhisma'), 1);
  assert.equal(nameTier(r("Arjun's exile", 'journey'), 'arjun'), 3);
  // A name's leading words (a name without its patronymic) after the name itself, before the rest.
  assert.equal(nameTier(r('Sudas Paijavan', 'Rig Veda poet'), 'Sudās'), 2);
  assert.equal(nameTier(r('Sudas Paijavan', 'Rig Veda poet'), 'paijavan'), 3);
  assert.equal(nameTier(r('Sudas Paijavan', 'Rig Veda poet'), 'su'), 3);
  const yama = [
    r('yamya', 'Vedic noun'),
    r('Yama Vaivasvat', 'Rig Veda poet', { verses: '20' }),
    r('Yama', 'person'),
    r('Yama Vaivasvat', 'Rig Veda being', { verses: '60' }),
  ];
  assert.deepEqual(
    rerank(yama, (m) => m, 'yama').map((m) => `${m.title}/${m.type}`),
    ['Yama/person', 'Yama Vaivasvat/Rig Veda being', 'Yama Vaivasvat/Rig Veda poet', 'yamya/Vedic noun'],
  );
  assert.equal(nameTier(r('ashv', 'Vedic noun', { known: 'ashva · horse' }), 'Horse'), 0);
  const horse = [r('Horse', 'Rig Veda being', { verses: '40' }), r('ashv', 'Vedic noun', { known: 'ashva · horse' })];
  assert.equal(rerank(horse, (m) => m, 'horse')[0].title, 'ashv');
  // The record called so before one with the name as an alias; in the epic a person before a clan.
  const krishna = [
    r('Arjun', 'person', { names: 'Arjun · Partha · Krishna' }),
    r('Krishna', 'person', { names: 'Krishna · Vasudev' }),
  ];
  assert.equal(rerank(krishna, (m) => m, 'krishna')[0].title, 'Krishna');
  const kuru = [r('Kuru', 'clan', { names: 'Kuru · Kaurava' }), r('Kuru', 'person')];
  assert.deepEqual(
    rerank(kuru, (m) => m, 'kuru').map((m) => m.type),
    ['person', 'clan'],
  );
});

test('only results matched in a name or spelling need their fragment for the name rule', async () => {
  const { mayBeNamed, rerank } = await import('../../src/search/rerank.ts');
  assert.equal(mayBeNamed(['title', 'names']), true);
  assert.equal(mayBeNamed(['spellings']), true);
  assert.equal(mayBeNamed(['known']), true);
  assert.equal(mayBeNamed(['type', 'verses']), false);
  assert.equal(mayBeNamed([]), false);
  // Pagefind leaves the list out when no meta field matched.
  assert.equal(mayBeNamed(undefined), false);
  // A result whose fragment was not loaded (no meta) keeps Pagefind's place, after the named ones.
  const metas: Record<string, { title?: string; type?: string; names?: string }> = {
    b: { title: 'Indra', type: 'Rig Veda being', names: 'Indra' },
  };
  assert.deepEqual(
    rerank(['a', 'b', 'c'], (id) => metas[id] ?? {}, 'indra'),
    ['b', 'a', 'c'],
  );
});
