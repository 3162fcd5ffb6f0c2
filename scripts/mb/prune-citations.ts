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
 * 3. The wrong entries and references listed in CORRECTIONS (found by the review; data in
 *    content/mb/curation/): dropped or corrected, each with its reason.
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
import { loadCuration, type Correction } from './curation.ts';
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
 * persons whose own story each is: for them the entry says where their story is told
 * (content/mb/curation/prune-rules.json).
 */
export const CONTAINER_STORIES = loadCuration().containerStories;
const isContainerStory = (c: Citation, person?: string) => {
  const principals = c.work === 'cultural-index' && c.ref.startsWith('1.3, ') && CONTAINER_STORIES.get(c.ref.slice(5));
  return !!principals && !(person && principals.includes(person));
};

/**
 * Citations the review found wrong for their record: `to` corrects the reference, no `to` drops it
 * (content/mb/curation/prune-rules.json, and the citations the review's fixes replace).
 */
export const CORRECTIONS: Correction[] = loadCuration().corrections;

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
