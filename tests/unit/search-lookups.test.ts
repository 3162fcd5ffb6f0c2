/** The lookups beside the names: near spellings, deaths, clan plurals, verse openings and numbers. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeNameShards, writeVerseIndex } from '../../src/search/named-index.ts';
import {
  allowedEdits,
  deathRecords,
  editDistance,
  episodeRecords,
  namedRecords,
  nearestNamed,
} from '../../src/search/named.ts';
import { pluralsOf, searchNamesOf } from '../../src/search/terms.ts';
import { openingRecords, verseRecord } from '../../src/search/verses.ts';
import { withFiles } from '../support/fetch-files.ts';

/** A Pagefind index with one fragment per page, as Pagefind writes them. */
function pagefindDir(pages: { url: string; content?: string; meta: Record<string, string | undefined> }[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'lookups-'));
  mkdirSync(join(dir, 'fragment'));
  pages.forEach(({ url, content, meta }, i) => {
    const fragment = { url, content: content ?? `${meta.title}. About ${meta.title}.`, meta };
    writeFileSync(join(dir, 'fragment', `en_${i}.pf_fragment`), gzipSync(`pagefind_dcd${JSON.stringify(fragment)}`));
  });
  return dir;
}

const clan = searchNamesOf('clan', 'Pandav', ['Pandava', 'Bharat']);
const PAGES = [
  { url: '/mahabharata/persons/arjun/', meta: { title: 'Arjun', names: 'Arjun · Partha', type: 'person' } },
  { url: '/mahabharata/persons/karn/', meta: { title: 'Karn', names: 'Karn · Radheya', type: 'person' } },
  { url: '/mahabharata/persons/draupadi/', meta: { title: 'Draupadi', names: 'Draupadi', type: 'person' } },
  { url: '/mahabharata/persons/abhimanyu/', meta: { title: 'Abhimanyu', names: 'Abhimanyu', type: 'person' } },
  {
    url: '/mahabharata/clans/pandav/',
    meta: { title: 'Pandav', names: clan.names.join(' · '), group: clan.group.join(' · '), type: 'clan' },
  },
  {
    url: '/mahabharata/events/karn-killing/',
    meta: { title: 'Karn killing', names: 'Karn killing', killed: 'Karn', type: 'event' },
  },
  {
    // the data's Sanskrit name (the record header's `sanskrit` meta) is a name like any other
    url: '/mahabharata/places/dwarka/',
    meta: { title: 'Dwarka', names: 'Dwarka', sanskrit: 'Dvārakā · द्वारका', type: 'place' },
  },
  { url: '/mahabharata/persons/pandu/', meta: { title: 'Pandu', names: 'Pandu', type: 'person' } },
  { url: '/mahabharata/events/pandus-death/', meta: { title: "Pandu's death", names: "Pandu's death", type: 'event' } },
  {
    url: '/mahabharata/events/abhimanyu-killing/',
    meta: { title: 'Abhimanyu killing', names: 'Abhimanyu killing', known: 'Chakravyuha', type: 'event' },
  },
  {
    url: '/mahabharata/events/war-day-17/',
    meta: { title: 'War day 17', names: 'War day 17', killed: 'Vrishasen · Karn · Satyasen', type: 'event' },
  },
  {
    url: '/rigveda/1/1/1/',
    meta: {
      title: 'Rig Veda 1.1.1',
      type: 'Rig Veda verse',
      iast: 'agnimīḷe purohitaṃ yajñasya devamṛtvijam | hotāraṃ ratnadhātamam ||',
    },
  },
  {
    url: '/rigveda/1/1/2/',
    meta: { title: 'Rig Veda 1.1.2', type: 'Rig Veda verse', iast: 'agniḥ pūrvebhirṛṣibhirīḍyo nūtanairuta |' },
  },
  {
    url: '/rigveda/1/2/1/',
    meta: { title: 'Rig Veda 1.2.1', type: 'Rig Veda verse', iast: 'vāyavā yāhi darśateme somā araṅkṛtāḥ |' },
  },
];

test('edit distance counts a swap of two letters as one edit; short names allow none', () => {
  assert.equal(editDistance('arujn', 'arjun', 2), 1);
  assert.equal(editDistance('draupdi', 'draupadi', 2), 1);
  assert.equal(editDistance('abimanu', 'abimanyu', 2), 1);
  assert.equal(editDistance('karn', 'arjun', 1), 2);
  assert.deepEqual([3, 4, 7, 8, 12].map(allowedEdits), [0, 1, 1, 2, 2]);
});

test('clans answer to their plurals, as readers write them', () => {
  assert.deepEqual(pluralsOf('Pandav'), ['Pandavas', 'Pandavs']);
  assert.deepEqual(pluralsOf('Kaurava'), ['Kauravas']);
  assert.deepEqual(pluralsOf('Varshneya clan'), []);
  assert.ok(clan.group.includes('Pandavas') && clan.group.includes('Bharatas'));
  assert.deepEqual(searchNamesOf('person', 'Arjun').group, []);
});

test('near spellings, deaths and verses from the shards the build writes', async () => {
  const dir = pagefindDir(PAGES);
  try {
    const keys = new Set(writeNameShards(dir));
    const verses = writeVerseIndex(dir);
    assert.deepEqual(verses.counts, [[2, 1]]);
    const lookup = { base: 'names/', keys, spellBase: 'spell/' };
    await withFiles(dir, async () => {
      const near = await nearestNamed(lookup, 'arujna');
      assert.equal(near?.name, 'Arjun');
      assert.deepEqual(
        near?.records.map((r) => r.url),
        ['/mahabharata/persons/arjun/'],
      );
      assert.equal((await nearestNamed(lookup, 'draupdi'))?.name, 'Draupadi');
      // too far from every name, or too short to guess
      assert.equal(await nearestNamed(lookup, 'arxyzna'), undefined);
      assert.equal(await nearestNamed(lookup, 'krn'), undefined);
      // the event of the death, fewest victims first, then the person; an alias or a typo finds them too
      const death = [
        '/mahabharata/events/karn-killing/',
        '/mahabharata/events/war-day-17/',
        '/mahabharata/persons/karn/',
      ];
      for (const person of ['karna', 'Radheya', 'krana'])
        assert.deepEqual(
          (await deathRecords(lookup, person)).map((r) => r.url),
          death,
          person,
        );
      assert.deepEqual(
        (await deathRecords(lookup, 'arjuna')).map((r) => r.url),
        ['/mahabharata/persons/arjun/'],
      );
      for (const query of ['द्वारका', 'Dvārakā', 'dvaraka', 'Dwarka'])
        assert.deepEqual(
          (await namedRecords(lookup, query))?.map((r) => r.url),
          ['/mahabharata/places/dwarka/'],
          query,
        );
      // a person and an episode's own name: the episode; a phrase naming a person is no episode
      assert.deepEqual(
        (await episodeRecords(lookup, 'Abhimanyu chakravyuh')).map((r) => r.url),
        ['/mahabharata/events/abhimanyu-killing/'],
      );
      assert.deepEqual(await episodeRecords(lookup, 'chakravyuha'), []);
      assert.deepEqual(await episodeRecords(lookup, 'brave arjun'), []);
      const openings = async (q: string) =>
        (await openingRecords('openings/', new Set(verses.keys), q)).map((o) => o.url);
      assert.deepEqual(await openings('agnim ile'), ['/rigveda/1/1/1/']);
      assert.deepEqual(await openings('agni purvebhir'), ['/rigveda/1/1/2/']);
      assert.deepEqual(await openings('वायवा याहि'), ['/rigveda/1/2/1/']);
      assert.deepEqual(await openings('agni'), [], 'too short to be an opening');
      // a second half-verse's first words, after every opening
      assert.deepEqual(await openings('hotaram ratnadhatamam'), ['/rigveda/1/1/1/']);
    });
    // the spelling lists hold names, not victims
    const spell = JSON.parse(readFileSync(join(dir, 'spell', 'k.json'), 'utf8')) as string[];
    assert.ok(spell.includes('karn') && spell.includes('karn kiling'));
    assert.ok(JSON.parse(readFileSync(join(dir, 'spell', 'p.json'), 'utf8')).includes('pandavas'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.equal(verseRecord([[2, 1]], { mandal: 1, sukta: 1, verse: 2 })?.url, '/rigveda/1/1/2/');
  assert.equal(verseRecord([[2, 1]], { mandal: 1, sukta: 2 })?.url, '/rigveda/1/2/');
  assert.equal(verseRecord([[2, 1]], { mandal: 1, sukta: 1, verse: 3 }), undefined);
  assert.equal(verseRecord([[2, 1]], { mandal: 2, sukta: 1 }), undefined);
});
