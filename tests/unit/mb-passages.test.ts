/**
 * A passage behind every record that tells a story (issue 23, item 1): the check names file, record
 * and field when an event, death, journey, path or a person in one has no passage, a list of names
 * does not count as one, and the table of passages applies idempotently to the committed data.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CATALOGUE_EXCEPTIONS,
  catalogueCitations,
  catalogueOf,
  checkPassages,
  isNameListPassage,
  isPassage,
} from '../../src/apis/mb/checks-passages.ts';
import { EPIC_KINDS } from '../../src/apis/mb/kinds.ts';
import { runEpicChecks } from '../../src/apis/mb/checks.ts';
import { epicKinds, type EpicData } from '../../src/apis/mb/kinds.ts';
import { loadAndCheckEpic } from '../../scripts/check-epic.ts';
import { applyPassages, passageCounts, type EpicRecords } from '../../scripts/mb/apply-passages.ts';
import { loadCuration } from '../../scripts/mb/curation.ts';
import { ce, ces, kmg } from '../../scripts/mb/passages/table.ts';

const committed = loadAndCheckEpic();
const copy = (): EpicData => structuredClone(committed.data);
const records = (d: EpicData) => d as unknown as EpicRecords;

test('the committed data passes the passages check, and it runs with the relation checks', () => {
  assert.deepEqual(checkPassages(committed.data), []);
  assert.deepEqual(runEpicChecks(committed.data).find((c) => c.id === 'passages')?.messages, []);
});

test('every event, death, journey and path cites a passage; at least 90 % of all records do', () => {
  const counts = passageCounts(records(committed.data));
  for (const k of ['events', 'deaths', 'journeys', 'paths'] as const) assert.equal(counts[k].with, counts[k].of, k);
  const all = epicKinds.reduce((n, k) => n + counts[k].with, 0);
  const of = epicKinds.reduce((n, k) => n + counts[k].of, 0);
  assert.ok(all / of >= 0.9, `${all} of ${of}`);
});

test('a list of names is not a passage: Sanjaya’s list of lands (CE 6.10, Ganguli Bhishma 9)', () => {
  assert.ok(isNameListPassage({ work: 'critical-edition', ref: '6.10.37' }));
  assert.ok(isNameListPassage({ work: 'critical-edition', ref: '6.10' }));
  assert.ok(isNameListPassage({ work: 'ganguli', ref: 'Bhishma Parva, Section 9' }));
  assert.ok(!isNameListPassage({ work: 'critical-edition', ref: '6.100' }));
  assert.ok(!isPassage({ work: 'critical-edition', ref: '6.10.68' }));
  assert.ok(isPassage({ work: 'critical-edition', ref: '6.23' }));
  assert.ok(isPassage({ work: 'harivamsa', ref: '28' }));
  assert.ok(!isPassage({ work: 'sorensen', ref: 'Bhīma' }));
  for (const k of epicKinds)
    for (const r of committed.data[k])
      assert.ok(!r.citations.some(isNameListPassage), `${k}: ${JSON.stringify(r).slice(0, 60)}`);
});

test('names file, record and field for an event, death, journey, path and a person in one without a passage', () => {
  const d = copy();
  const strip = (r: { citations: { work: string }[] }) =>
    (r.citations = r.citations.filter((c) => c.work === 'sorensen' || c.work === 'cultural-index') as never);
  const ev = d.events.find((e) => e.eventName === 'Bak killing')!;
  const death = d.deaths.find((x) => x.personName === 'Bak')!;
  const journey = d.journeys.find((j) => j.journeyName === 'Varnavat visit')!;
  const path = d.paths.find((p) => p.pathNameEpic === 'Hastinapur to Varnavat')!;
  const bak = d.persons.find((p) => p.name === 'Bak')!;
  for (const r of [ev, death, journey, path, bak]) strip(r);
  // a record left with only a list of names fails too
  bak.citations.push({ work: 'critical-edition', ref: '6.10.5' });
  const m = checkPassages(d);
  for (const part of [
    'events.json: "Bak killing".citations: no passage cited',
    'deaths.json: "Bak".citations: no passage cited',
    'journeys.json: "Varnavat visit".citations: no passage cited',
    'paths.json: "Hastinapur to Varnavat".citations: no passage cited',
    'persons.json: "Bak".citations: no passage cited',
  ])
    assert.ok(
      m.some((x) => x.startsWith(part)),
      `${part}\n${m.join('\n')}`,
    );
  assert.ok(m.some((x) => x.includes('"Bak" takes part in')));
  assert.equal(m.length, 5, m.join('\n'));
});

test('a person who takes part in no event or death needs no passage', () => {
  const d = copy();
  const p = d.persons.find((x) => x.name === 'Gavalgan')!;
  assert.ok(!d.events.some((e) => e.eventPersons.includes('Gavalgan')));
  p.citations = p.citations.filter((c) => !isPassage(c));
  assert.deepEqual(checkPassages(d), []);
});

test('applying the table again to the committed data changes nothing (idempotent, no duplicates)', () => {
  const d = records(copy());
  assert.deepEqual(applyPassages(d), []);
  assert.deepEqual(d, records(committed.data));
  for (const k of epicKinds)
    for (const r of d[k]) {
      const keys = r.citations.map((c) => `${c.work} ${c.ref}`);
      assert.equal(new Set(keys).size, keys.length, JSON.stringify(r).slice(0, 80));
    }
});

test('applying adds what the table cites, borrows passages through chains, keeps existing citations', () => {
  const d = records(copy());
  const bak = d.persons.find((p) => p.name === 'Bak')!;
  const kept = bak.citations.filter((c) => !isPassage(c));
  bak.citations = [...kept];
  const death = d.deaths.find((x) => x.personName === 'Kamsa')!;
  death.citations = death.citations.filter((c) => !isPassage(c));
  const person = d.persons.find((p) => p.name === 'Kamsa')!;
  person.citations = person.citations.filter((c) => !isPassage(c));
  const table = {
    persons: { Bak: { cite: [ce('1.151')], basis: 'test' }, Kamsa: { from: ['deaths:Kamsa'], basis: 'test' } },
    deaths: { Kamsa: { from: ['events:Kamsa killing'], basis: 'test' } },
  };
  assert.deepEqual(applyPassages(d, table), []);
  assert.deepEqual(bak.citations, [...kept, { work: 'critical-edition', ref: '1.151' }]);
  // the person borrows from the death, which borrows from the event
  assert.ok(person.citations.some((c) => c.ref === '2.13' && c.note?.includes('the death of Kamsa')));
  assert.ok(death.citations.some((c) => c.ref === '2.13' && c.note?.includes('"Kamsa killing"')));
});

test('"kind:name@ref" borrows only the passage with that reference', () => {
  const d = records(copy());
  // the event cites two passages (5.47.74-79 and 5.155.8-9); the death borrows only the one named
  const event = d.events.find((x) => x.eventName === 'Narak killing')!;
  assert.ok(event.citations.filter(isPassage).length > 1);
  const death = d.deaths.find((x) => x.personName === 'Narak')!;
  death.citations = death.citations.filter((c) => !isPassage(c));
  const from = 'events:Narak killing@5.155.8-9';
  assert.deepEqual(applyPassages(d, { deaths: { Narak: { from: [from], basis: 'test' } } }), []);
  assert.deepEqual(
    death.citations.filter(isPassage).map((c) => c.ref),
    ['5.155.8-9'],
  );
  const wrong = applyPassages(d, { deaths: { Narak: { from: ['events:Narak killing@4.34'], basis: 'test' } } });
  assert.ok(
    wrong.some((p) => p.includes('events:Narak killing@4.34 has no passage')),
    wrong.join('\n'),
  );
});

test('a citation the review dropped from a record is not given back by the table', () => {
  const d = records(copy());
  const death = d.deaths.find((x) => x.personName === 'Chanur')!;
  // the review found that Chanur is not named in the Sabha Parva's recollections of Kamsa's death
  assert.deepEqual(applyPassages(d, { deaths: { Chanur: { from: ['events:Kamsa killing'], basis: 'test' } } }), []);
  assert.ok(!death.citations.some((c) => c.ref === '2.13' || c.ref === '2.38'), JSON.stringify(death.citations));
});

test('the table is checked: unknown records, citations that are no passage, malformed references', () => {
  const d = records(copy());
  const problems = applyPassages(d, {
    events: {
      'No such event': { cite: [ce('1.1')], basis: 'x' },
      'Bak killing': { cite: [{ work: 'sorensen', ref: 'Baka' }, ce('6.10.3')], basis: 'x' },
      'Dice game': { cite: [ce('2.58.12-3')], basis: 'x' },
    },
    persons: { Bak: { from: ['events:No such event'], basis: 'x' }, Hidimb: { basis: 'x' } },
  });
  const has = (s: string) =>
    assert.ok(
      problems.some((p) => p.includes(s)),
      `${s}\n${problems.join('\n')}`,
    );
  has('events "No such event": no such record');
  has('events "Bak killing": Baka is not a passage');
  has('events "Bak killing": 6.10.3 is not a passage');
  has('events "Dice game": verse range "2.58.12-3" does not increase');
  has('persons "Bak": events:No such event has no passage');
  has('persons "Hidimb": cites nothing');
});

test('every entry of the table says how it was located, and its helpers write well-formed references', () => {
  for (const [kind, entries] of Object.entries(loadCuration().passages))
    for (const [name, e] of Object.entries(entries ?? {})) assert.ok(e.basis.trim().length > 3, `${kind}: ${name}`);
  assert.deepEqual(ces('1.15', 17), { work: 'critical-edition', ref: '1.15', note: 'adhyayas 1.15–17' });
  assert.deepEqual(kmg('Bhishma', 25), { work: 'ganguli', ref: 'Bhishma Parva, Section 25' });
});

test('no citation points into a catalogue of names but the listed exceptions, each of which is used', () => {
  const data = loadAndCheckEpic().data;
  assert.deepEqual(catalogueCitations(data), []);
  // every exception names a citation the data has (a stale exception would hide nothing)
  for (const x of CATALOGUE_EXCEPTIONS)
    for (const kind of x.kinds as (keyof EpicData)[]) {
      const r = (data[kind] as unknown as Record<string, unknown>[]).find(
        (y) => y[EPIC_KINDS[kind].key] === x.record,
      ) as { citations: { ref: string }[] } | undefined;
      assert.ok(
        r?.citations.some((c) => c.ref === x.ref),
        `${kind} ${x.record} ${x.ref}`,
      );
    }
  // the catalogue narrows to its verses: Shishupal's list is 2.38.4-11, the tale of the swan after it is not
  assert.ok(catalogueOf({ work: 'critical-edition', ref: '2.38.11' }));
  assert.ok(catalogueOf({ work: 'critical-edition', ref: '2.38.10-14' }));
  assert.equal(catalogueOf({ work: 'critical-edition', ref: '2.38.30' }), undefined);
  assert.ok(catalogueOf({ work: 'critical-edition', ref: '7.10' }));
  assert.ok(catalogueOf({ work: 'ganguli', ref: 'Drona Parva, Section 11' }));
  assert.equal(catalogueOf({ work: 'critical-edition', ref: '7.101' }), undefined);
  assert.equal(catalogueOf({ work: 'ganguli', ref: 'Drona Parva, Section 110' }), undefined);
  // an exception holds only for its own record
  const broken = structuredClone(data);
  broken.deaths.find((x) => x.personName === 'Kamsa')!.citations.push({ work: 'critical-edition', ref: '2.38.7' });
  assert.deepEqual(catalogueCitations(broken).length, 1);
});
