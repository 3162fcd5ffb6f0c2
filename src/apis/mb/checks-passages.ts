/**
 * A passage behind every record that tells a story: every event, death, journey and path, and every
 * person who takes part in an event or a death, cites a passage of the epic (a critical-edition
 * adhyaya or verse, a Ganguli section, or a Harivaṃśa adhyaya), not only an index entry. Called from
 * `runEpicChecks`; the table of passages and the script that applies it are in scripts/mb/.
 */
import type { Citation } from './schema.ts';
import { EPIC_KINDS, epicKinds, type EpicData } from './kinds.ts';

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

/**
 * Catalogues of names (issue 39): passages that name many records in one list (of deeds, of the
 * fallen, of the armies that came) without telling what any of them did. A citation into one only
 * shows that the name occurs; the record cites the passage that tells its story instead. Each entry
 * was read in the critical edition's text (or Ganguli's) and gives what the list is. `verses`
 * narrows a critical-edition catalogue to the list within its adhyāya.
 */
export const CATALOGUES: readonly {
  work: 'critical-edition' | 'ganguli';
  ref: string;
  verses?: [number, number];
  what: string;
}[] = [
  { work: 'critical-edition', ref: '6.10', what: 'Sañjaya’s list of the lands, rivers and peoples of Bhāratavarṣa' },
  { work: 'ganguli', ref: 'Bhishma Parva, Section 9', what: 'the same list in Ganguli' },
  { work: 'critical-edition', ref: '7.10', what: 'Dhṛtarāṣṭra’s recital of Kṛṣṇa’s deeds, one or two verses each' },
  { work: 'ganguli', ref: 'Drona Parva, Section 11', what: 'the same recital in Ganguli' },
  { work: 'critical-edition', ref: '2.38', verses: [4, 11], what: 'Śiśupāla’s sneering list of Kṛṣṇa’s boyhood deeds' },
  {
    work: 'critical-edition',
    ref: '8.4',
    what: 'Sañjaya’s list of the warriors fallen on both sides, one or two verses each',
  },
  { work: 'critical-edition', ref: '5.128', verses: [41, 49], what: 'Vidura’s list of Kṛṣṇa’s deeds' },
  { work: 'critical-edition', ref: '5.19', what: 'the list of the kings and armies that came to Duryodhana' },
];

/** The catalogue a citation points into, if any (a critical-edition reference by adhyāya and verses). */
export function catalogueOf(c: Pick<Citation, 'work' | 'ref'>): (typeof CATALOGUES)[number] | undefined {
  return CATALOGUES.find((k) => {
    if (k.work !== c.work) return false;
    if (c.work === 'ganguli') return c.ref === k.ref;
    const [parvan, adhyaya, verses] = c.ref.split('.');
    if (`${parvan}.${adhyaya}` !== k.ref) return false;
    if (!k.verses || !verses) return true;
    const [from, to = from] = verses.split('-').map(Number) as [number, number?];
    return from <= k.verses[1] && to! >= k.verses[0];
  });
}

/**
 * Citations into a catalogue kept on purpose, each with its reason: the verse that names the record
 * is the only place the critical edition tells it, and it says what the record says (who killed whom).
 */
export const CATALOGUE_EXCEPTIONS: readonly { kinds: string[]; record: string; ref: string; why: string }[] = [
  ...['Panchajan', 'Panchajanya', 'Krishna'].map((record) => ({
    kinds: record === 'Panchajan' ? ['persons', 'deaths'] : record === 'Krishna' ? ['panoplies'] : ['weapons'],
    record,
    ref: '7.10.19-20',
    why: 'the critical edition tells the killing of Pañcajana and the winning of the conch only in these two verses of the recital (the Cultural Index, Pāñcajanya)',
  })),
  {
    kinds: ['persons', 'deaths'],
    record: 'Putana',
    ref: '2.38.4',
    why: 'the critical edition names the killing of Pūtanā only in lists of Kṛṣṇa’s deeds (here and 5.128.45); this verse heads Śiśupāla’s',
  },
  ...['2.38.7', '7.10.3'].map((ref) => ({
    kinds: ['deaths'],
    record: 'Keshi',
    ref,
    why: 'the critical edition tells the killing of the horse-demon only in the lists of Kṛṣṇa’s deeds, and never names him',
  })),
  {
    kinds: ['persons', 'deaths'],
    record: 'Chanur',
    ref: '5.128.45-46',
    why: 'the critical edition names Cāṇūra as Kṛṣṇa’s victim only in Vidura’s list (5.128.46)',
  },
  {
    kinds: ['persons', 'deaths'],
    record: 'Suketu (Chedi)',
    ref: '8.4.82',
    why: 'Sañjaya’s verse says who killed him, the record’s matter; no telling of the fight itself was found',
  },
];

const excepted = (kind: string, record: string, c: Pick<Citation, 'ref'>) =>
  CATALOGUE_EXCEPTIONS.some((x) => x.kinds.includes(kind) && x.record === record && x.ref === c.ref);

/**
 * Every citation into a catalogue of names that is not a listed exception: one message each,
 * naming file, record and field (the build and `npm run check:epic` fail on any).
 */
export function catalogueCitations(data: Partial<EpicData>): string[] {
  const out: string[] = [];
  for (const kind of epicKinds) {
    const { file, key } = EPIC_KINDS[kind];
    for (const r of (data[kind] ?? []) as unknown as Rec[]) {
      const name = String(r[key]);
      const cites = Array.isArray(r.citations) ? (r.citations as Citation[]) : [];
      cites.forEach((c, i) => {
        const catalogue = catalogueOf(c);
        if (catalogue && !excepted(kind, name, c))
          out.push(
            `${file}: ${q(name)}.citations[${i}].ref: ${c.work} ${c.ref} points into ${catalogue.what}, a catalogue of names; cite the passage that tells the record`,
          );
      });
    }
  }
  return out;
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
