/**
 * Citations of the epic records: every committed record carries at least one well-formed citation,
 * a record without one (or with a malformed reference) fails naming file, record and field, and the
 * API answers keep the original schema (no citations in them).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { citationRefPatterns, citationWorks } from '../../src/apis/mb/schema.ts';
import { EPIC_KINDS, epicKinds, validateEpicCollections, type EpicData } from '../../src/apis/mb/kinds.ts';
import { loadAndCheckEpic, epicContentDir } from '../../scripts/check-epic.ts';
import { indexEpic } from '../../src/apis/mb/graph.ts';
import { eventOf, journeyOf, personOf, placeOf, weaponOf, clanOf } from '../../src/apis/mb/project.ts';
import { readCollection, ContentError } from '../../src/core/content.ts';

const committed = loadAndCheckEpic();
const kinds = epicKinds;

test('every committed epic record has at least one citation, each well-formed', () => {
  assert.deepEqual(committed.schemaProblems, []);
  for (const kind of kinds) {
    assert.ok(committed.data[kind].length > 0, kind);
    for (const r of committed.data[kind] as { citations: { work: string; ref: string }[] }[]) {
      assert.ok(r.citations.length >= 1, `${kind}: ${JSON.stringify(r).slice(0, 60)}`);
      for (const c of r.citations) assert.match(c.ref, citationRefPatterns[c.work as keyof typeof citationRefPatterns]);
    }
  }
});

test('the fixed records cite the passages the review named', () => {
  const cites = (kind: keyof EpicData, key: string, name: string) =>
    (
      (committed.data[kind] as unknown as Record<string, unknown>[]).find((r) => r[key] === name)!.citations as {
        work: string;
        ref: string;
      }[]
    ).map((c) => `${c.work} ${c.ref}`);
  // Ganguli's own section numbers, read in his text (data 1.3.0): Sahadev's southern conquest is his
  // section 30 (31 is Nakul's western one), Sunabh's death section 89 (88 only sets up the day)
  assert.ok(cites('events', 'eventName', 'Southern campaign').includes('ganguli Sabha Parva, Section 30'));
  assert.ok(!cites('events', 'eventName', 'Southern campaign').includes('ganguli Sabha Parva, Section 31'));
  assert.ok(cites('events', 'eventName', 'Southern campaign').includes('critical-edition 2.28'));
  assert.ok(cites('deaths', 'personName', 'Sunabh').includes('ganguli Bhishma Parva, Section 89'));
  assert.ok(cites('persons', 'name', 'Bahlik').includes('ganguli Udyoga Parva, Section 149'));
});

const valid = { work: 'critical-edition', ref: '5.147.12-15' };
const cases: [string, { work: string; ref: string }, boolean][] = [
  ['critical edition parva.adhyaya', { work: 'critical-edition', ref: '2.28' }, true],
  ['critical edition with verse range', valid, true],
  ['critical edition parva 19', { work: 'critical-edition', ref: '19.2.3' }, false],
  ['critical edition spaces', { work: 'critical-edition', ref: '2. 28' }, false],
  ['critical edition range backwards', { work: 'critical-edition', ref: '5.147.15-12' }, false],
  ['Ganguli section', { work: 'ganguli', ref: 'Sabha Parva, Section 31' }, true],
  ['Ganguli roman numerals', { work: 'ganguli', ref: 'Sabha Parva, Section XXXI' }, false],
  ['Ganguli unknown parva', { work: 'ganguli', ref: 'Sabhaa Parva, Section 31' }, false],
  ['Cultural Index section and entry', { work: 'cultural-index', ref: '1.2, Brahmaśiras' }, true],
  ['Cultural Index section 1.5A', { work: 'cultural-index', ref: '1.5A' }, true],
  ['Cultural Index entry only', { work: 'cultural-index', ref: 'Brahmaśiras' }, false],
  ['Sörensen headword', { work: 'sorensen', ref: 'Arjuna' }, true],
  ['Sörensen blank', { work: 'sorensen', ref: ' ' }, false],
  // the documentation is a record's provenance, not evidence: it is not a citation
  ['documentation section', { work: 'indica-docs', ref: '§3' }, false],
  ['Harivamsa adhyaya.verse', { work: 'harivamsa', ref: '80.12' }, true],
  ['Harivamsa text', { work: 'harivamsa', ref: 'Vishnu Parva' }, false],
  ['unknown work', { work: 'mahabharata', ref: '2.28' }, false],
];
for (const [what, citation, ok] of cases)
  test(`citation ${what}: ${ok ? 'accepted' : 'rejected, naming file, record and field'}`, () => {
    const persons = structuredClone(committed.data.persons);
    const bheem = persons.find((p) => p.name === 'Bheem')!;
    (bheem as { citations: unknown[] }).citations = [citation];
    const { problems } = validateEpicCollections({ ...committed.data, persons });
    if (ok) assert.deepEqual(problems, []);
    else
      assert.ok(
        problems.some(
          (m) =>
            m.startsWith('content/mb/persons.json entry ') &&
            m.includes('"Bheem"') &&
            m.includes(' field citations.0.'),
        ),
        problems.join('\n'),
      );
  });

const provenanceCases: [string, { work: string; ref: string }, boolean][] = [
  ['documentation section', { work: 'indica-docs', ref: '§3' }, true],
  ['documentation without §', { work: 'indica-docs', ref: '3' }, false],
  ['a passage', { work: 'critical-edition', ref: '2.28' }, false],
];
for (const [what, entry, ok] of provenanceCases)
  test(`provenance ${what}: ${ok ? 'accepted' : 'rejected, naming file, record and field'}`, () => {
    const persons = structuredClone(committed.data.persons);
    const bheem = persons.find((p) => p.name === 'Bheem')!;
    (bheem as { provenance?: unknown[] }).provenance = [entry];
    const { problems } = validateEpicCollections({ ...committed.data, persons });
    if (ok) assert.deepEqual(problems, []);
    else
      assert.ok(
        problems.some((m) => m.includes('"Bheem"') && m.includes(' field provenance.0')),
        problems.join('\n'),
      );
  });

test('a record without citations fails for every kind, naming file, record and field', () => {
  for (const kind of kinds) {
    const records = structuredClone(committed.data[kind]) as unknown as Record<string, unknown>[];
    delete records[0]!.citations;
    const { problems } = validateEpicCollections({ ...committed.data, [kind]: records });
    assert.ok(
      problems.some((m) => m.startsWith(`content/mb/${kind}.json entry #0`) && m.includes(' field citations:')),
      `${kind}: ${problems.join('\n')}`,
    );
    records[0]!.citations = [];
    const empty = validateEpicCollections({ ...committed.data, [kind]: records }).problems;
    assert.ok(
      empty.some((m) => m.includes(' field citations:') && m.includes('at least one citation')),
      `${kind} empty: ${empty.join('\n')}`,
    );
  }
});

test('the build fails on an uncited record, naming file, entry and field', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'indica-cite-'));
  cpSync(epicContentDir, path.join(root, 'content', 'mb'), { recursive: true });
  const file = path.join(root, 'content', 'mb', 'weapons.json');
  const weapons = JSON.parse(readFileSync(file, 'utf8'));
  delete weapons[2].citations;
  writeFileSync(file, JSON.stringify(weapons, null, 2) + '\n');
  assert.throws(
    () =>
      readCollection('mb/weapons.json', EPIC_KINDS.weapons.schema, {
        dir: path.join(root, 'content'),
        keyField: EPIC_KINDS.weapons.key,
      }),
    (e: Error) =>
      e instanceof ContentError &&
      e.message.includes('content/mb/weapons.json') &&
      e.message.includes(`"${weapons[2].weaponName}"`) &&
      e.message.includes('field citations'),
  );
});

test('API answers carry no citations (the original schema)', () => {
  const g = indexEpic(committed.data);
  const answers: unknown[] = [
    ...g.persons.flatMap((p) => [personOf(g, p, 'details', true), personOf(g, p, 'basic', false)]),
    ...g.events.map((e) => eventOf(g, e, 'details', true)),
    ...g.journeys.map((j) => journeyOf(g, j, true)),
    ...g.places.map(placeOf),
    ...g.weapons.map(weaponOf),
    ...g.clans.map(clanOf),
  ];
  for (const a of answers) assert.ok(!JSON.stringify(a).includes('"citations"'), JSON.stringify(a).slice(0, 80));
  // and every work a record may cite has a readable title for the pages
  assert.equal(citationWorks.length, 6);
});
