/**
 * A passage behind every record that tells a story: every event, death, journey and path, and every
 * person who takes part in an event or a death, cites a passage of the epic (a critical-edition
 * adhyaya or verse, a Ganguli section, or a Harivaṃśa adhyaya), not only an index entry. Called from
 * `runEpicChecks`; the table of passages and the script that applies it are in scripts/mb/.
 */
import type { Citation } from './schema.ts';
import type { EpicData } from './kinds.ts';

/** The works whose references point at a passage that tells the story. */
export const PASSAGE_WORKS: readonly Citation['work'][] = ['critical-edition', 'ganguli', 'harivamsa'];

/**
 * Passages that only list names (Sañjaya's list of the lands and rivers of Bhāratavarṣa, CE 6.10,
 * Ganguli's Bhishma Parva section 9): citing them shows that a name occurs, not what a record says.
 */
export function isNameListPassage(c: Pick<Citation, 'work' | 'ref'>): boolean {
  if (c.work === 'critical-edition') return /^6\.10(?:\.|$)/.test(c.ref);
  if (c.work === 'ganguli') return c.ref === 'Bhishma Parva, Section 9';
  return false;
}

/** Whether a citation points at a passage that can tell what the record says. */
export const isPassage = (c: Pick<Citation, 'work' | 'ref'>): boolean =>
  PASSAGE_WORKS.includes(c.work) && !isNameListPassage(c);

/** The kinds that tell a story: each of their records needs a passage. */
const STORY_KINDS = [
  ['events', 'eventName'],
  ['deaths', 'personName'],
  ['journeys', 'journeyName'],
  ['paths', 'pathNameEpic'],
] as const;

type Rec = Record<string, unknown>;
const list = (r: Rec, k: string): string[] =>
  Array.isArray(r[k]) ? (r[k] as unknown[]).filter((x): x is string => typeof x === 'string') : [];
const hasPassage = (r: Rec) =>
  Array.isArray(r.citations) &&
  (r.citations as unknown[]).some(
    (c) =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as Rec).work === 'string' &&
      typeof (c as Rec).ref === 'string' &&
      isPassage(c as Citation),
  );
const q = (s: string) => JSON.stringify(s);
const WHAT = 'no passage cited (a critical-edition adhyāya or verse, a Ganguli section or a Harivaṃśa adhyāya)';

/**
 * Every record of a story kind, and every person who takes part in an event or a death, without a
 * passage: one message each, naming file, record and field.
 */
export function checkPassages(data: Partial<EpicData>): string[] {
  const out: string[] = [];
  const recs = (k: keyof EpicData): Rec[] =>
    ((data[k] ?? []) as unknown[]).filter((r): r is Rec => typeof r === 'object' && r !== null);
  for (const [kind, key] of STORY_KINDS)
    recs(kind).forEach((r, i) => {
      const n = typeof r[key] === 'string' ? q(r[key] as string) : `[${i}]`;
      if (!hasPassage(r)) out.push(`${kind}.json: ${n}.citations: ${WHAT}`);
    });
  // what each person takes part in, for the message
  const partOf = new Map<string, string>();
  for (const e of recs('events'))
    for (const p of list(e, 'eventPersons')) if (!partOf.has(p)) partOf.set(p, `the event ${q(String(e.eventName))}`);
  for (const d of recs('deaths'))
    for (const p of [String(d.personName), ...list(d, 'personKilledWhoAll'), ...list(d, 'personKilledByWhom')])
      if (!partOf.has(p)) partOf.set(p, `the death of ${q(String(d.personName))}`);
  for (const r of recs('persons')) {
    const n = typeof r.name === 'string' ? r.name : undefined;
    const part = n && partOf.get(n);
    if (part && !hasPassage(r))
      out.push(`persons.json: ${q(n)}.citations: ${WHAT}, though ${q(n)} takes part in ${part}`);
  }
  return out;
}
