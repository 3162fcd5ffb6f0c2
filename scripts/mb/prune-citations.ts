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
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPassage } from '../../src/apis/mb/checks-passages.ts';
import type { Citation } from '../../src/apis/mb/schema.ts';
import { fold, readSorensen, type SorensenEntry } from './sources.ts';

type Rec = Record<string, unknown> & { citations: Citation[] };
export type PrunedKind = 'events' | 'journeys' | 'paths' | 'deaths' | 'panoplies' | 'clans' | 'weapons' | 'places';
const KEY: Record<PrunedKind, string> = {
  events: 'eventName',
  journeys: 'journeyName',
  paths: 'pathNameEpic',
  deaths: 'personName',
  panoplies: 'person',
  clans: 'clanName',
  weapons: 'weaponName',
  places: 'placeNameEpic',
};
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

type Correction = {
  kind: PrunedKind;
  record: string;
  cite: Pick<Citation, 'work' | 'ref'> & { entry?: number };
  to?: string;
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
  {
    kind: 'paths',
    record: 'Panchanad to Gandhar',
    cite: { work: 'critical-edition', ref: '14.72' },
    why: 'the whole of the horse’s wandering; 14.84.17-18 tells this leg',
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
    if (kind === 'paths' && c.work === 'cultural-index' && PLACE_SECTION.test(c.ref)) return true;
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
  for (const kind of Object.keys(KEY) as PrunedKind[]) {
    const { raw, records } = read(kind);
    let dropped = 0;
    let corrected = 0;
    let touched = 0;
    for (const r of records) {
      for (const x of CORRECTIONS.filter((y) => y.kind === kind && y.record === r[KEY[kind]] && y.to))
        for (const c of r.citations)
          if (matches(c, x.cite)) {
            c.ref = x.to!;
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
