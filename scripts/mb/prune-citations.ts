/**
 * Drops the index citations that do not say what their record says (issue 23):
 * `node scripts/mb/prune-citations.ts` (`--dry-run` to only count). Idempotent; records without a
 * passage keep everything (the `passages` check reports them).
 *
 * The rules, on a record that already cites a passage:
 * 1. On an event, journey, path, death or panoply, a Sörensen entry that is a person's entry (the
 *    entry a person record cites, or whose headword is the IAST name of one of the record's persons)
 *    says who that person is, not what the record tells: dropped. One exception: on a death, the
 *    victim's own entry stays when its summary tells a death (slain, killed, died…).
 * 2. On a path, a Cultural Index entry of a place or people (sections 1.5, 1.5A, 1.6) says where a
 *    place is, not the way between two: dropped.
 * 3. The wrong entries and references listed in CORRECTIONS (found by the review): dropped or
 *    corrected, each with its reason.
 * 4. On an event, death or person, a Cultural Index entry of a whole story (section 1.3: the
 *    Rāmāyaṇa, the story of Nala, a sub-parvan) that holds many episodes says where the story is, not
 *    this part of it or this minor figure: dropped (CONTAINER_STORIES). An entry that is the episode
 *    itself, or the story of the person (Ram in the Rāmāyaṇa), stays.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPassage } from '../../src/apis/mb/checks-passages.ts';
import type { Citation } from '../../src/apis/mb/schema.ts';
import { EPIC_KINDS, epicKinds, type EpicKind } from '../../src/apis/mb/kinds.ts';
import { REVIEW_FIXES } from './passages/review-fixes.ts';
import { fold, readSorensen, type SorensenEntry } from './sources.ts';

type Rec = Record<string, unknown> & { citations: Citation[] };
/** Every kind can be pruned; each record is named by its kind's key field (kinds.ts). */
export type PrunedKind = EpicKind;
const KEY = Object.fromEntries(epicKinds.map((k) => [k, EPIC_KINDS[k].key])) as Record<PrunedKind, string>;
const STORY_KINDS = new Set<PrunedKind>(['events', 'journeys', 'paths', 'deaths', 'panoplies']);

/** Persons a record names as taking part (for a path, none: its journeys name them). */
function participants(kind: PrunedKind, r: Rec): string[] {
  const list = (k: string) => (Array.isArray(r[k]) ? (r[k] as string[]) : []);
  if (kind === 'events') return list('eventPersons');
  if (kind === 'journeys') return list('journeyPersons');
  if (kind === 'panoplies') return [r.person as string];
  if (kind === 'deaths') return [r.personName as string, ...list('personKilledWhoAll'), ...list('personKilledByWhom')];
  return [];
}

const entryKey = (c: { ref: string; entry?: number }) => `${c.ref}#${c.entry ?? ''}`;
export const TELLS_A_DEATH = /\b(slain|slew|killed|kill|died|death|beheaded|cut off his head)\b/i;
const PLACE_SECTION = /^1\.(5A?|6), /;
/**
 * Cultural Index entries of stories and sub-parvans that hold many of our records (rule 4), with the
 * persons whose own story each is: for them the entry says where their story is told.
 */
export const CONTAINER_STORIES = new Map<string, string[]>([
  ['Rāmāyaṇa', ['Ram', 'Sita', 'Ravan']],
  ['Nalopākhyāna', ['Nala', 'Damayanti']],
  ['Āstīka', ['Jaratkaru (Naga)']],
  ['Saṃbhavaparvan', []],
  ['Caitraratha', []],
  // the upākhyāna's own entry lists its adhyāyas (3.277–283); its other figures cite their verses
  ['Sāvitrī', ['Savitri', 'Satyavan']],
]);
const isContainerStory = (c: Citation, person?: string) => {
  const principals = c.work === 'cultural-index' && c.ref.startsWith('1.3, ') && CONTAINER_STORIES.get(c.ref.slice(5));
  return !!principals && !(person && principals.includes(person));
};

type Correction = {
  kind: PrunedKind;
  record: string;
  cite: Pick<Citation, 'work' | 'ref'> & { entry?: number };
  /** the corrected reference, or reference and entry (an entry left out is removed) */
  to?: string | { ref: string; entry?: number };
  why: string;
};

/** Vayu's missile read as Bheem's bow: wrong on the bow and on Bheem's panoply alike. */
const VAYAVYA_AS_BOW: Omit<Correction, 'kind' | 'record'>[] = [
  { cite: { work: 'cultural-index', ref: '1.2, Vāyavyāstra' }, why: 'the entry is Vayu’s missile, not Bheem’s bow' },
  { cite: { work: 'critical-edition', ref: '1.225.12' }, why: 'Arjun receives Vayu’s missiles, not the bow' },
];

/** Indra's and Vishnu's bows of the gods (Karn's Vijaya, Krishna's Sharanga) read as Yudhishthir's and Nakul's bows. */
const GODS_BOW_AS_PANDAVS: { record: string; panoply: string; cite: Correction['cite'] }[] = [
  { record: 'Mahendra bow', panoply: 'Yudhishthir', cite: { work: 'cultural-index', ref: '1.2, Māhendra', entry: 2 } },
  { record: 'Vaishnava bow', panoply: 'Nakul', cite: { work: 'cultural-index', ref: '1.2, Vaiṣṇava', entry: 2 } },
];
const godsBow = GODS_BOW_AS_PANDAVS.flatMap(({ record, panoply, cite }) =>
  [cite, { work: 'critical-edition' as const, ref: '5.155.5-6' }].flatMap((c) =>
    (
      [
        ['weapons', record],
        ['panoplies', panoply],
      ] as const
    ).map(([kind, name]) => ({
      kind,
      record: name,
      cite: c,
      why: 'the entry and its verse are the bow of the god (Karn’s Vijaya, Krishna’s Sharanga), not the Pandav’s bow',
    })),
  ),
);

/** Citations the review found wrong for their record: `to` corrects the reference, no `to` drops it. */
export const CORRECTIONS: Correction[] = [
  {
    kind: 'clans',
    record: 'Matsya',
    cite: { work: 'sorensen', ref: 'Mātsya', entry: 1 },
    why: 'the entry is Uttara, the Matsya king’s son, not the people',
  },
  ...VAYAVYA_AS_BOW.map((x) => ({ kind: 'weapons' as const, record: 'Vayavya bow', ...x })),
  ...VAYAVYA_AS_BOW.map((x) => ({ kind: 'panoplies' as const, record: 'Bheem', ...x })),
  {
    kind: 'places',
    record: 'Agastyavat',
    cite: { work: 'critical-edition', ref: '1.267.1-2' },
    to: '1.207.1-2',
    why: 'the Cultural Index misprints 1.207 as 1.267 (the Adi Parva has 225 adhyayas); it cites 1.207.1-2 for the same verse',
  },
  ...godsBow,
  ...REVIEW_FIXES.flatMap(({ kind, records, replaces, to, why }) =>
    replaces ? records.map((record) => ({ kind, record, cite: replaces, ...(to ? { to } : {}), why })) : [],
  ),
  ...(
    [
      ['Ashvina bow', 'Sahadeva', 1],
      ['Paulastya bow', 'Ghaṭotkaca', undefined],
      ['Raudra bow', 'Abhimanyu', undefined],
    ] as const
  ).map(([record, ref, entry]) => ({
    kind: 'weapons' as const,
    record,
    cite: { work: 'sorensen' as const, ref, ...(entry ? { entry } : {}) },
    why: 'the owner’s entry, which does not name the bow; Ganguli’s list of the Pandav side’s bows does',
  })),
  {
    kind: 'weapons',
    record: 'Ishik',
    cite: { work: 'critical-edition', ref: '10.12.4' },
    why: 'the verse is Krishna’s word on the Brahmashiras, not the reed',
  },
  {
    kind: 'weapons',
    record: 'Sthunakarn',
    cite: { work: 'critical-edition', ref: '3.167.33' },
    why: 'a Bombay-edition reference in Nilakantha’s note, not the critical edition',
  },
  {
    kind: 'places',
    record: 'Rohitak',
    cite: { work: 'critical-edition', ref: '2.32.5' },
    to: '2.29.5',
    why: 'the Cultural Index’s first reference is the Bombay edition’s 2.32.5, in Nilakantha’s note; the critical edition’s verse of Nakul’s battle there is 2.29.5',
  },
  ...['Deva', 'Asura'].map((record) => ({
    kind: 'clans' as const,
    record,
    cite: { work: 'ganguli' as const, ref: 'Adi Parva, Section 18' },
    why: 'the churning itself; what the record says of the clan is not in it',
  })),
  {
    kind: 'clans',
    record: 'Kekaya',
    cite: { work: 'critical-edition', ref: '7.81.7' },
    why: 'names one of the five brothers in the battle, not the people',
  },
  {
    kind: 'events',
    record: "Ram's return",
    cite: { work: 'cultural-index', ref: '1.3, Rāmāyaṇa', entry: 1 },
    why: 'the entry says where the whole Ramopakhyana is (3.258–276), not this part of it',
  },
  ...[
    "The horse's way to the south",
    'Dravid to Andhra',
    "The horse's way to the western sea",
    'Dwarka to the land of five waters',
    'Panchanad to Gandhar',
    'Gandhar to Hastinapur',
  ].map((record) => ({
    kind: 'paths' as const,
    record,
    cite: { work: 'critical-edition' as const, ref: '14.72' },
    why: 'the whole of the horse’s wandering (14.72–85); the leg’s own verses are cited',
  })),
  ...(['persons', 'deaths'] as const).map((kind) => ({
    kind,
    record: 'Anuvinda',
    cite: { work: 'sorensen' as const, ref: 'Anuvinda', entry: 2 },
    to: { ref: 'Anuvinda', entry: 1 },
    why: 'entry 2 is the Kekaya prince killed by Satyaki; the prince of Avanti killed by Arjun is entry 1',
  })),
  {
    kind: 'persons',
    record: 'Parashuram',
    cite: { work: 'sorensen', ref: 'Paraśurāma' },
    to: { ref: 'Rāma', entry: 1 },
    why: '“Paraśurāma, see Rāma”: a cross-reference; the entry is Rāma 1, the son of Jamadagni',
  },
  {
    kind: 'persons',
    record: 'Rishyashringa',
    cite: { work: 'sorensen', ref: 'Ṛśyaśṛṅga' },
    to: { ref: 'Ṛṣyaśṛṅga' },
    why: 'a cross-reference to the spelling Ṛṣyaśṛṅga, whose entry tells of him',
  },
  {
    kind: 'persons',
    record: 'Dasharaj',
    cite: { work: 'sorensen', ref: 'Dāśeyī' },
    why: '“daughter of the fisherman” is Satyavati’s name, not her father’s entry',
  },
  ...(
    [
      [
        'clans',
        'Panchal',
        'cultural-index',
        '1.6, Pañcāla',
        undefined,
        { ref: '1.6, Pāñcāla' },
        'a cross-reference (“see Pāñcāla”); the entry is Pāñcāla',
      ],
      [
        'clans',
        'Sauvir',
        'cultural-index',
        '1.6, Sauvīra',
        undefined,
        { ref: '1.6, Suvīra' },
        'a cross-reference (“see Suvīra”); the entry is Suvīra',
      ],
      [
        'clans',
        'Gandharva',
        'sorensen',
        'Gāndharva',
        2,
        { ref: 'Gandharva', entry: 1 },
        'Gāndharva 2 is an adjective; Gandharva 1 is the people',
      ],
      [
        'clans',
        'Suta',
        'sorensen',
        'Sūta',
        10,
        { ref: 'Sūta', entry: 12 },
        'Sūta 10 is one charioteer; Sūta 12 is the caste',
      ],
      [
        'panoplies',
        'Balaram',
        'sorensen',
        'Saṅkarṣaṇa',
        undefined,
        { ref: 'Tāladhvaja' },
        'Tāladhvaja, “whose banner shows the palmyra palm”, tells his banner',
      ],
      [
        'panoplies',
        'Pradyumna',
        'sorensen',
        'Pradyumna',
        undefined,
        { ref: 'Makaradhvaja', entry: 2 },
        'Makaradhvaja 2, “with a makara on his banner”, tells his banner',
      ],
    ] as const
  ).map(([kind, record, work, ref, entry, to, why]) => ({
    kind,
    record,
    cite: { work, ref, ...(entry ? { entry } : {}) },
    to,
    why,
  })),
  {
    kind: 'events',
    record: "Maya's gifts from Bindusaras",
    cite: { work: 'cultural-index', ref: '1.2, Devadatta' },
    why: 'the conch’s entry tells of the conch, not Maya’s errand or the mace',
  },
  {
    kind: 'events',
    record: 'Iron image of Bheem',
    cite: { work: 'sorensen', ref: 'Bhīmasena', entry: 1 },
    why: 'Bheem’s own entry (“a Pāṇḍava”), not the iron image',
  },
];

export interface PersonLike {
  name: string;
  iast?: string;
  citations: Citation[];
}

const matches = (c: Citation, cite: Correction['cite']) =>
  c.work === cite.work && c.ref === cite.ref && c.entry === cite.entry;

/**
 * The records a borrowed citation came from, read from the notes scripts/mb/apply-passages.ts wrote
 * ("…; where the death of Jalasandh is told", "…; where the event "Dice game" is told"), nearest
 * first: a person borrows from their death, which borrowed from its event, and the note names both.
 */
export function borrowedFrom(note: string | undefined): [EpicKind, string][] {
  return (note ?? '')
    .split('; ')
    .reverse()
    .flatMap((part): [EpicKind, string][] => {
      const death = /^where the death of (.+) is told$/.exec(part);
      if (death) return [['deaths', death[1]!]];
      const other = /^where the (\w+) "(.+)" is told$/.exec(part);
      const kind = other && epicKinds.find((k) => EPIC_KINDS[k].noun === other[1]);
      return kind ? [[kind, other[2]!]] : [];
    });
}

/** Whether the review dropped this citation from this record (a correction without `to`). */
export const droppedByReview = (kind: string, record: string, c: Citation) =>
  CORRECTIONS.some((x) => x.kind === kind && x.record === record && !x.to && matches(c, x.cite));

/** A copy of a citation the review dropped from a record it was borrowed from, at any remove, goes too. */
const droppedAtSource = (c: Citation) => borrowedFrom(c.note).some(([kind, name]) => droppedByReview(kind, name, c));

/**
 * The citations of one record to drop by rules 1 and 2 and the corrections without `to`.
 * `entryText` gives the digitised summary of a Sörensen citation's entry (for the victim's exception).
 */
export function prunedCitations(
  kind: PrunedKind,
  record: Rec,
  persons: PersonLike[],
  entryText: (c: Citation) => string | undefined,
): Citation[] {
  if (!record.citations.some(isPassage)) return [];
  const name = record[KEY[kind]] as string;
  const wrong = CORRECTIONS.filter((x) => x.kind === kind && x.record === name && !x.to);
  const owners = new Map<string, Set<string>>();
  for (const p of persons)
    for (const c of p.citations)
      if (c.work === 'sorensen')
        (owners.get(entryKey(c)) ?? owners.set(entryKey(c), new Set()).get(entryKey(c))!).add(p.name);
  const byName = new Map(persons.map((p) => [p.name, p]));
  const iastOfParticipants = new Set(
    participants(kind, record)
      .map((n) => byName.get(n)?.iast)
      .filter((s): s is string => !!s)
      .map(fold),
  );
  return record.citations.filter((c) => {
    if (wrong.some((x) => matches(c, x.cite))) return true;
    if (droppedAtSource(c)) return true;
    if (kind === 'paths' && c.work === 'cultural-index' && PLACE_SECTION.test(c.ref)) return true;
    if ((kind === 'events' || kind === 'deaths') && isContainerStory(c)) return true;
    if (kind === 'persons' && isContainerStory(c, name)) return true;
    if (!STORY_KINDS.has(kind) || c.work !== 'sorensen') return false;
    const owner = owners.get(entryKey(c));
    if (!owner && !iastOfParticipants.has(fold(c.ref))) return false;
    if (kind === 'deaths') {
      const victim = record.personName as string;
      const isVictims = owner?.has(victim) || fold(c.ref) === fold(byName.get(victim)?.iast ?? '');
      if (isVictims && TELLS_A_DEATH.test(entryText(c) ?? '')) return false;
    }
    return true;
  });
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The digitised summary of the Sörensen entry a citation names (read from ../shared). */
export function sorensenText(root = repoRoot): (c: Citation) => string | undefined {
  const sorensen = readSorensen(root);
  return (c) => {
    const list: SorensenEntry[] = sorensen.get(fold(c.ref)) ?? [];
    return (c.entry ? list.find((e) => e.homonym === c.entry) : list[0])?.description;
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.join(repoRoot, 'content', 'mb');
  const dry = process.argv.includes('--dry-run');
  const entryText = sorensenText();
  const read = (kind: string) => {
    const raw = readFileSync(path.join(dir, `${kind}.json`), 'utf8');
    return { raw, records: JSON.parse(raw) as Rec[] };
  };
  const persons = read('persons').records as unknown as PersonLike[];
  let total = 0;
  for (const kind of epicKinds) {
    const { raw, records } = read(kind);
    let dropped = 0;
    let corrected = 0;
    let touched = 0;
    for (const r of records) {
      for (const x of CORRECTIONS.filter((y) => y.kind === kind && y.record === r[KEY[kind]] && y.to))
        for (const c of r.citations)
          if (matches(c, x.cite)) {
            const to = typeof x.to === 'string' ? { ref: x.to, entry: c.entry } : x.to!;
            c.ref = to.ref;
            if (to.entry === undefined) delete c.entry;
            else c.entry = to.entry;
            corrected++;
          }
      const drop = new Set(prunedCitations(kind, r, persons, entryText));
      if (!drop.size) continue;
      r.citations = r.citations.filter((c) => !drop.has(c));
      dropped += drop.size;
      touched++;
    }
    total += dropped + corrected;
    console.log(
      `${kind.padEnd(9)} ${String(dropped).padStart(4)} citations dropped from ${touched} records, ${corrected} corrected`,
    );
    const out = `${JSON.stringify(records, null, 2)}\n`;
    if (!dry && out !== raw) writeFileSync(path.join(dir, `${kind}.json`), out);
  }
  console.log(`all       ${String(total).padStart(4)}${dry ? ' (dry run)' : ''}`);
}
