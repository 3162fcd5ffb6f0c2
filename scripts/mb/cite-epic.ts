/**
 * Proposes citations for epic records that have none: `node scripts/mb/cite-epic.ts [--write]`.
 *
 * Derived, never invented: references the record's own notes and texts already give (Ganguli
 * sections, critical-edition verses), the Sörensen headword whose summary matches the record (a
 * homonym is chosen by the record's relatives, places or owners named in the summary), the Cultural
 * Index entry of a weapon, conch, bow, place or people (and the first critical-edition verse that
 * entry cites). Without --write it prints what it would add and the records it could not cite; with
 * --write it fills `citations` of records that lack them (records with citations are left as they
 * are), and `provenance`, the sections of the original documentation that published the record, of
 * records that lack it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EPIC_KINDS, epicKinds, type EpicKind } from '../../src/apis/mb/kinds.ts';
import { fileURLToPath } from 'node:url';
import { isNameListPassage } from '../../src/apis/mb/checks-passages.ts';
import { GANGULI_PARVAS, citations as citationsSchema, type Citation } from '../../src/apis/mb/schema.ts';
import { fold, readCulturalIndex, readSorensen, sharedMb, type CulturalEntry, type SorensenEntry } from './sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = path.join(root, 'content', 'mb');
type Rec = Record<string, unknown> & { citations?: Citation[]; provenance?: Citation[] };
const load = (kind: string): Rec[] => JSON.parse(readFileSync(path.join(dir, `${kind}.json`), 'utf8'));
const kinds = ['persons', 'weapons', 'clans', 'events', 'journeys', 'paths', 'places', 'panoplies', 'deaths'] as const;
const data = Object.fromEntries(kinds.map((k) => [k, load(k)])) as Record<(typeof kinds)[number], Rec[]>;

const sorensen = readSorensen(root);
const cultural = readCulturalIndex(root);
const docs = readFileSync(path.join(sharedMb(root), 'indica-doc-samples.md'), 'utf8');
const docSection = (n: number) => docs.split(/^## /m).find((s) => s.startsWith(`${n}.`)) ?? '';
/** The event names the documentation published (§1's table: "| # | eventName | …"). */
const docEvents = new Set([...docSection(1).matchAll(/^\| \d+ \| ([^|]+?) \|/gm)].map((m) => m[1]!));

const s = (r: Rec, k: string) => (typeof r[k] === 'string' ? (r[k] as string) : undefined);
const a = (r: Rec, k: string) => (Array.isArray(r[k]) ? (r[k] as string[]) : []);
const texts = (r: Rec) =>
  Object.values(r).flatMap((v) =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [],
  );

// ------------------------------------------------------------------ references the texts give
const PARVA_SPELLINGS: Record<string, (typeof GANGULI_PARVAS)[number]> = Object.fromEntries([
  ...GANGULI_PARVAS.map((p) => [p, p]),
  ['Bheeshma', 'Bhishma'],
  ['Ashwamedhika', 'Ashvamedhika'],
  ['Ashramvasika', 'Ashramavasika'],
]);
const PARVA_RE = Object.keys(PARVA_SPELLINGS).join('|');

export function textReferences(text: string): Citation[] {
  const out: Citation[] = [];
  for (const m of text.matchAll(/(?<![\d.])(1[0-8]|[1-9])\.(\d{1,3})\.(\d{1,3})(?:-(\d{1,3}))?(?![\d.])/g))
    out.push({ work: 'critical-edition', ref: m[0] });
  for (const m of text.matchAll(
    new RegExp(`\\b(${PARVA_RE}) Parva,? (?:sections? )?(\\d{1,3}(?:(?:, | and |–|-)\\d{1,3})*)(?![.\\d])`, 'g'),
  )) {
    for (const n of m[2]!.split(/, | and /))
      out.push({ work: 'ganguli', ref: `${PARVA_SPELLINGS[m[1]!]} Parva, Section ${n.split(/[–-]/)[0]}` });
  }
  // "the Drona Parva chapter on … (section 23 in Ganguli's numbering)"
  for (const m of text.matchAll(new RegExp(`\\b(${PARVA_RE}) Parva[^()]*\\(sections? (\\d{1,3})[^)]*Ganguli`, 'g')))
    out.push({ work: 'ganguli', ref: `${PARVA_SPELLINGS[m[1]!]} Parva, Section ${m[2]}` });
  return out;
}

// ------------------------------------------------------------------ Sörensen
const words = (text: string) => new Set(fold(text.replace(/[^\p{L}\s-]/gu, ' ')).split(/\s+/));

/** A name found in a summary counts `weight`; any of a person's aliases counts as the person. */
interface Clue {
  names: string[];
  weight: number;
}
const personAliases = (n: string): string[] => {
  const p = data.persons.find((x) => x.name === n);
  return p ? [bare(n), ...a(p, 'aliases')] : [n];
};
const clues = (names: (string | undefined)[], weight: number): Clue[] =>
  names.filter((n): n is string => !!n).map((n) => ({ names: personAliases(n), weight }));

/**
 * The best-matching entry of any of `names`: the one whose summary names the most clues (by
 * weight), at least `min`. Headwords of the other grammatical gender are skipped (Uttara, Uttarā).
 */
function pickSorensen(names: string[], context: Clue[], gender?: string, min = 1): SorensenEntry | undefined {
  const own = new Set(names.map(fold));
  const candidates = [...new Set(names.flatMap((n) => sorensen.get(fold(n)) ?? []))].filter(
    (c) => !(gender === 'male' && /[āī]$/.test(c.headword)) && !(gender === 'female' && /a$/.test(c.headword)),
  );
  let best: SorensenEntry | undefined;
  let bestScore = min - 1;
  for (const c of candidates) {
    const w = words(c.description);
    const score = context
      .filter((k) =>
        k.names.some((x) => {
          const f = fold(x);
          return f.length > 2 && !own.has(f) && f.split(' ').every((p) => w.has(p));
        }),
      )
      .reduce((sum, k) => sum + k.weight, 0);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}
const sorensenCitation = (e: SorensenEntry): Citation => ({
  work: 'sorensen',
  ref: e.headword,
  ...(e.homonyms > 1 ? { note: `entry ${e.homonym} of ${e.homonyms} of this name` } : {}),
});

// ------------------------------------------------------------------ Cultural Index
function pickCultural(names: string[], sections: string[]): CulturalEntry | undefined {
  for (const n of names) {
    const hit = (cultural.get(fold(n)) ?? []).find((e) => sections.includes(e.section));
    if (hit) return hit;
  }
  return undefined;
}
function culturalCitations(e: CulturalEntry): Citation[] {
  const out: Citation[] = [{ work: 'cultural-index', ref: `${e.section}, ${e.headword}` }];
  // a verse in a list of names (Sanjaya's list of lands, CE 6.10) shows only that the name occurs
  const verse = e.verses.find((v) => !isNameListPassage({ work: 'critical-edition', ref: v }));
  if (verse)
    out.push({
      work: 'critical-edition',
      ref: verse,
      note: `the first verse the Cultural Index cites for ${e.headword} outside a list of names`,
    });
  return out;
}

// ------------------------------------------------------------------ context of each record
const personByName = new Map(data.persons.map((p) => [s(p, 'name')!, p]));
const eventsOf = (n: string) => data.events.filter((e) => a(e, 'eventPersons').includes(n));
const deathOf = (n: string) => data.deaths.find((d) => s(d, 'personName') === n);
function personContext(p: Rec): Clue[] {
  const n = s(p, 'name')!;
  const d = deathOf(n);
  const victims = data.deaths.filter((x) => a(x, 'personKilledWhoAll').includes(n)).map((x) => s(x, 'personName')!);
  return [
    ...clues(
      [
        ...['fatherReal', 'motherReal', 'fatherAdoptive', 'motherAdoptive'].map((k) => s(p, k)),
        ...a(p, 'childrenReal'),
        ...a(p, 'childrenAdopted'),
        ...a(p, 'spouses'),
      ],
      3,
    ),
    ...clues([...(d ? a(d, 'personKilledWhoAll') : []), ...victims], 3),
    ...clues([s(p, 'clan')], 1),
    ...clues(
      eventsOf(n)
        .flatMap((e) => [...a(e, 'eventPersons'), ...a(e, 'eventLocation')])
        .filter((x) => x !== n),
      1,
    ),
    ...clues(properNames(`${s(p, 'shortDesc')} ${s(p, 'longDesc')}`), 1),
  ];
}
/** Capitalised words of a text other than the first of a sentence: the names it mentions. */
const properNames = (text: string) => [...text.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-z]{2,})/g)].map((m) => m[1]!);
const bare = (n: string) => n.replace(/\s*\(.*\)$/, '');
const personNames = (p: Rec) => [bare(s(p, 'name')!), ...a(p, 'aliases')];
const personPick = new Map<string, SorensenEntry | undefined>();
/**
 * Reviewed choices where the clues mislead (a namesake's summary names more relatives) or the
 * spelling differs: person → [SLP1 key, homonym number], or null for "no entry of this person".
 */
const SORENSEN_OVERRIDES: Record<string, [string, number] | null> = {
  Arjun: ['arjuna', 2],
  Bheem: ['BIma', 6],
  Surya: ['sUrya', 1],
  Govasan: ['govAsana', 1],
  Dussah: ['duHsaha', 1],
  Devak: ['devaka', 2],
  Shrutayu: ['SrutAyus', 1],
  Asti: ['prApti', 2],
  // the Gandharva has no entry of his own; his namesake's entry tells the killing
  'Chitrangad (Gandharva)': ['citrANgada', 1],
  Brihaspati: ['bfhaspati', 1],
  Ashwatthama: ['aSvatTAman', 1],
  Krishna: ['kfzRa', 1],
  Shiva: ['Siva', 1],
  Krip: ['kfpa', 1],
  Narad: ['nArada', 1],
  Uttank: ['uttaNka', 1],
  Astik: ['AstIka', 1],
  Nand: ['nanda', 3],
  Shrutashrava: ['yAdavI', 1],
  Sthunakarna: ['sTURa', 1],
  Brahma: ['brahman', 1],
  Yama: ['yama', 1],
  Agni: ['agni', 1],
  Varuna: ['varuRa', 1],
  Hanuman: ['hanumat', 1],
  Bahlik: ['bAlhIka', 1],
  Brihatkshatra: ['kEkeya', 6],
  // no entries of their own: the entries of the son and of the daughter name them
  Damaghosh: ['SiSupAla', 1],
  Dasharaj: ['dASeyI', 1],
};

/** Reviewed citations of records no rule above reaches (found by reading the sources). */
const MANUAL: Record<string, Citation[]> = {
  'clans:Rakshasa': [{ work: 'sorensen', ref: 'Rākṣasa', note: 'entry 1 of 2 of this name' }],
  'clans:Pandya': [{ work: 'sorensen', ref: 'Pāṇḍya', note: 'entry 1 of 4 of this name' }],
  'clans:Vanara': [{ work: 'sorensen', ref: 'Vānara' }],
  'places:Ujjayini': [{ work: 'sorensen', ref: 'Avantī', note: 'the town, also called Ujjayinī' }],
  'places:Yamuna mountain': [{ work: 'sorensen', ref: 'Yāmuna', note: 'entry 1 of 3 of this name: the mountain' }],
  // a traditional site: what the epic says of the place of the teaching is in the Gita's setting
  'places:Jyotisar': [
    { work: 'cultural-index', ref: '1.3, Bhagavadgītā', note: 'the epic names no spot; the site is local tradition' },
  ],
  'weapons:Agnivarsha': [
    { work: 'cultural-index', ref: '1.2, Agnivarṣa', note: 'in the addenda to section 1.2' },
    { work: 'critical-edition', ref: '3.168.11-13' },
  ],
  'weapons:Jalavarsha': [
    { work: 'cultural-index', ref: '1.2, Jalavarṣa', note: 'in the addenda to section 1.2' },
    { work: 'critical-edition', ref: '3.168.4-9' },
  ],
};
const byKey = (key: string, homonym: number) =>
  [...sorensen.values()].flat().find((e) => e.key === key && e.homonym === homonym) ??
  (() => {
    throw new Error(`no Sörensen entry ${key} #${homonym}`);
  })();
for (const p of data.persons) {
  const n = s(p, 'name')!;
  const o = SORENSEN_OVERRIDES[n];
  // a name found once in the whole index needs no clue
  const unique = () => {
    const c = [...new Set(personNames(p).flatMap((x) => sorensen.get(fold(x)) ?? []))];
    return c.length === 1 ? c[0] : undefined;
  };
  personPick.set(
    n,
    o === null
      ? undefined
      : o
        ? byKey(...o)
        : (pickSorensen(personNames(p), personContext(p), s(p, 'gender')) ?? unique()),
  );
}

/** Each kind's key field, from its descriptor. */
const keyOf = Object.fromEntries(epicKinds.map((k) => [k, EPIC_KINDS[k].key])) as Record<EpicKind, string>;

const dedupe = (cs: Citation[]) => {
  const seen = new Set<string>();
  return cs.filter((c) => !seen.has(c.work + c.ref) && !!seen.add(c.work + c.ref));
};

function propose(kind: (typeof kinds)[number], r: Rec): Citation[] {
  const first = proposeOwn(kind, r);
  if (first.length) return first;
  const manual = MANUAL[`${kind}:${s(r, keyOf[kind])}`];
  if (manual) return manual;
  // Fallbacks: what tells of the record's event, journey or persons
  const byPersons = (ns: string[]) =>
    ns
      .map((n) => personPick.get(n))
      .filter((e): e is SorensenEntry => !!e)
      .slice(0, 2)
      .map(sorensenCitation);
  switch (kind) {
    case 'events':
      return dedupe(byPersons(a(r, 'eventPersons')));
    case 'journeys': {
      const ev = data.events.find((e) => s(e, 'eventName') === s(r, 'journeyEvent'));
      const fromEvent = ev ? proposeOwn('events', ev) : [];
      return dedupe([...fromEvent, ...byPersons(a(r, 'journeyPersons'))]);
    }
    case 'paths': {
      const j = data.journeys.find((x) => a(x, 'journeyRoute').includes(s(r, 'pathNameEpic')!));
      return j ? propose('journeys', j) : [];
    }
    case 'places': {
      const ev = data.events.find((e) => a(e, 'eventLocation').includes(s(r, 'placeNameEpic')!));
      if (ev) return propose('events', ev);
      const j = data.journeys.find((x) => a(x, 'journeyRoute').includes(s(r, 'placeNameEpic')!));
      return j ? propose('journeys', j) : [];
    }
    case 'weapons': {
      const names = [s(r, 'weaponName')!, ...a(r, 'weaponAliases')].map((n) => n.replace(/ (bow|astra)$/i, ''));
      const c = pickCultural(names, ['1.2']);
      return c ? culturalCitations(c) : dedupe(byPersons(a(r, 'weaponOwners')));
    }
    default:
      return [];
  }
}

function proposeOwn(kind: (typeof kinds)[number], r: Rec): Citation[] {
  const own = texts(r).flatMap(textReferences);
  const out: Citation[] = [];
  switch (kind) {
    case 'persons': {
      const e = personPick.get(s(r, 'name')!);
      if (e) out.push(sorensenCitation(e));
      break;
    }
    case 'deaths': {
      const e = personPick.get(s(r, 'personName')!);
      if (e) out.push(sorensenCitation(e));
      break;
    }
    case 'weapons': {
      const names = [s(r, 'weaponName')!, ...a(r, 'weaponAliases')];
      const c = pickCultural(names, ['1.2']);
      if (c) out.push(...culturalCitations(c));
      break;
    }
    case 'places': {
      const names = [s(r, 'placeNameEpic')!, ...a(r, 'placeAliasEpic')];
      const c = pickCultural(names, ['1.5', '1.5A', '1.6']);
      if (c) out.push(...culturalCitations(c));
      const ctx = [
        ...properNames(s(r, 'placeInfo') ?? ''),
        ...data.events.filter((e) => a(e, 'eventLocation').includes(names[0]!)).flatMap((e) => a(e, 'eventPersons')),
      ];
      const e = pickSorensen(
        names,
        clues(
          [...ctx, ...data.clans.filter((c2) => a(c2, 'clanHome').includes(names[0]!)).map((c2) => s(c2, 'clanName')!)],
          1,
        ),
      );
      if (e) out.push(sorensenCitation(e));
      break;
    }
    case 'clans': {
      const names = [s(r, 'clanName')!, ...a(r, 'clanAliases')];
      const c = pickCultural(names, ['1.6']);
      if (c) out.push(...culturalCitations(c));
      const members = data.persons.filter((p) => s(p, 'clan') === names[0]).map((p) => s(p, 'name')!);
      const e = pickSorensen(
        names,
        clues([...members, ...a(r, 'clanHome'), ...properNames(s(r, 'clanInfo') ?? '')], 1),
      );
      if (e) out.push(sorensenCitation(e));
      break;
    }
    case 'panoplies': {
      for (const f of ['bow', 'conch', 'sword']) {
        const v = s(r, f);
        if (!v) continue;
        const c = pickCultural([v, v.replace(/ (bow|conch|sword)$/i, ''), ...v.split(/[ ,;()]+/)], ['1.2']);
        if (c) out.push(...culturalCitations(c));
      }
      const e = personPick.get(s(r, 'person')!);
      if (e) out.push(sorensenCitation(e));
      break;
    }
    case 'events': {
      // the summaries of the event's persons that name another of its persons or places
      const persons = a(r, 'eventPersons');
      for (const p of persons) {
        const rec = personByName.get(p);
        if (!rec) continue;
        const e = pickSorensen(
          personNames(rec),
          clues([...persons.filter((x) => x !== p), ...a(r, 'eventLocation')], 1),
        );
        if (e && e === personPick.get(p)) out.push(sorensenCitation(e));
        if (out.filter((c) => c.work === 'sorensen').length >= 2) break;
      }
      break;
    }
    case 'journeys': {
      const ev = data.events.find((e) => s(e, 'eventName') === s(r, 'journeyEvent'));
      if (ev) out.push(...texts(ev).flatMap(textReferences));
      for (const p of a(r, 'journeyPersons')) {
        const rec = personByName.get(p);
        if (!rec) continue;
        const e = pickSorensen(
          personNames(rec),
          clues([...a(r, 'journeyRoute'), ...a(r, 'journeyPersons').filter((x) => x !== p)], 1),
        );
        if (e && e === personPick.get(p)) {
          out.push(sorensenCitation(e));
          break;
        }
      }
      break;
    }
    case 'paths': {
      const n = s(r, 'pathNameEpic')!;
      // the places at either end, as the Cultural Index describes them
      for (const end of n.split(/ to (?:the \w+ to )?/)) {
        const place = data.places.find((p) =>
          [s(p, 'placeNameEpic'), ...a(p, 'placeAliasEpic')].some(
            (x) => x && fold(x) === fold(end.replace(/^the /, '')),
          ),
        );
        const c =
          place && pickCultural([s(place, 'placeNameEpic')!, ...a(place, 'placeAliasEpic')], ['1.5', '1.5A', '1.6']);
        if (c) out.push({ work: 'cultural-index', ref: `${c.section}, ${c.headword}` });
      }
      break;
    }
  }
  return dedupe([...own, ...out]);
}

/**
 * The documentation's sections that published the record: its provenance, kept apart from the
 * citations because they list the record (its name, its links) without telling it.
 */
function provenanceOf(kind: (typeof kinds)[number], r: Rec): Citation[] {
  const docs = (section: number): Citation[] => [{ work: 'indica-docs', ref: `§${section}` }];
  switch (kind) {
    case 'persons':
      return s(r, 'name') === 'Arjun' ? docs(4) : [];
    case 'clans':
      return s(r, 'clanName') === 'Pandav' ? docs(4) : [];
    case 'weapons':
      return s(r, 'weaponHP') ? docs(3) : [];
    case 'events':
      return docEvents.has(s(r, 'eventName')!) ? docs(1) : [];
    case 'journeys':
    case 'paths':
      return docSection(2).includes(`"${s(r, keyOf[kind])}"`) ? docs(2) : [];
    default:
      return [];
  }
}

const write = process.argv.includes('--write');
let added = 0;
const uncited: string[] = [];
for (const kind of kinds) {
  const key = keyOf[kind];
  for (const r of data[kind]) {
    if (!r.provenance) {
      const provenance = provenanceOf(kind, r);
      if (provenance.length) r.provenance = provenance;
    }
    if (r.citations?.length) continue;
    const proposed = propose(kind, r);
    citationsSchema.parse(proposed.length ? proposed : [{ work: 'sorensen', ref: 'x' }]);
    if (!proposed.length) {
      uncited.push(`${kind}: ${s(r, key)}`);
      continue;
    }
    added++;
    if (!write)
      console.log(
        `${kind}: ${s(r, key)}: ${proposed.map((c) => `${c.work} ${c.ref}${c.note ? ` (${c.note})` : ''}`).join('; ')}`,
      );
    r.citations = proposed;
  }
  if (write) writeFileSync(path.join(dir, `${kind}.json`), JSON.stringify(data[kind], null, 2) + '\n');
}
console.log(
  `${added} record(s) ${write ? 'cited' : 'would be cited'}; ${uncited.length} without a derivable citation:`,
);
for (const u of uncited) console.log(`  ${u}`);
if (process.argv.includes('--review'))
  for (const [n, e] of personPick)
    if (e && e.homonyms > 1)
      console.error(`${n} → ${e.headword}#${e.homonym}: ${e.description.slice(0, 90).replace(/\s+/g, ' ')}`);
