/**
 * Names the entry of every index citation whose headword has several entries:
 * `node scripts/mb/name-index-entries.ts [--write]`.
 *
 * A Sörensen citation's old note "entry N of M of this name" becomes `entry: N`. A citation without
 * one gets the entry whose text shares the most names and words with the record (its relatives,
 * owners, places, persons and its own description), unless the reviewed table below decides: the
 * homonyms the review of issue 23 found wrong, and the choices the words could not make. Without
 * --write it prints each choice with the entry's first words, for review; ties and choices on no
 * shared word are marked "??". Citations that already name their entry are left as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EPIC_KINDS, epicKinds, type EpicKind } from '../../src/apis/mb/kinds.ts';
import { fileURLToPath } from 'node:url';
import { culturalEntries, fold, readSorensen } from './sources.ts';
import { indexHomonyms } from './index-homonyms.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = path.join(root, 'content', 'mb');
const kinds = epicKinds;
/** Each kind's key field, from its descriptor. */
const KEY = Object.fromEntries(epicKinds.map((k) => [k, EPIC_KINDS[k].key])) as Record<EpicKind, string>;

/**
 * Reviewed choices, `kind/record/work/ref` → entry (or, with a new headword, [ref, entry]): where
 * the words chose wrong or could not choose. Each was decided by reading the entries.
 */
export const REVIEWED: Record<string, number | [string, number?]> = {
  // the review of issue 23: wrong homonyms
  'clans/Deva/sorensen/Surā': ['Sura'], // not Surā, the goddess of liquor: sura, "the gods"
  'clans/Asura/sorensen/Āsura': ['Asura', 1], // not the adjective āsura
  'clans/Vrishni/sorensen/Sātvata': ['Vṛṣṇi', 1], // Sātvata 5 is Kṛṣṇa; Vṛṣṇi 1 is the people
  'persons/Budh/sorensen/Budha': ['Purūravas'], // Budha's only entry is the planet; Purūravas's names his father Budha
  'persons/Prithu/sorensen/Pṛthu': ['Vainya'], // Pṛthu son of Vena is indexed as Vainya
  'persons/Shakti/sorensen/Śakti': ['Śaktri'], // Vasiṣṭha's son, indexed as Śaktri
  'places/Kamyak forest/cultural-index/1.5, Kāmyaka': 2, // 1 is the lake of 2.48
  'places/Alaka/cultural-index/1.5A, Alakā': 2, // 1 is the lotus pond of 2.10
  'places/Nagalok/cultural-index/1.5, Bhogavatī': ['1.5A, Bhogavatī'], // the Nāgas' city, not the tīrtha
  'places/Shuktimati/sorensen/Śuktimatī': 2, // the Cedi capital, not the river
  'places/Shuktimati/cultural-index/1.5, Śuktimatī': ['1.5A, Śuktimatī'],
  'places/Sindhu/sorensen/Sindhu': 2, // the country, not the river
  'places/Sindhu/cultural-index/1.5, Sindhu': ['1.6, Sindhu'],
  'weapons/Vaishnava bow/cultural-index/1.2, Vaiṣṇava': 2, // 1 is Viṣṇu's discus
  'weapons/Mahendra bow/cultural-index/1.2, Māhendra': 2, // 1 is the missile
  'panoplies/Nakul/cultural-index/1.2, Vaiṣṇava': 2,
  'panoplies/Yudhishthir/cultural-index/1.2, Māhendra': 2,
  // read and decided where the words could not choose or chose wrong
  "events/Durvasa's visit to the exiles/sorensen/Durvāsas": 1, // 2 is Śiva's name
  "deaths/Chitrasen (Karn's son)/sorensen/Citrasena": 10, // Karṇa's son slain by Nakula (8 is Karṇa's brother)
  "persons/Chitrasen (Karn's son)/sorensen/Citrasena": 10,
  'places/Hiranyapur/cultural-index/1.5A, Hiraṇyapura': 2, // the Paulomas' and Kālakeyas' city; 1 is the Nivātakavacas'
  'clans/Bhargav/cultural-index/1.6, Bhārgava': ['1.6, Bhṛgu'], // 1.6 Bhārgava 1 is a northern Janapada, 2 says "See Bhṛgu"
  'persons/Tara/sorensen/Tārā': 1, // Vālin's wife
  'persons/Kapil/sorensen/Kapila': 1, // the ṛṣi who burned Sagara's sons
  'weapons/Antardhan/cultural-index/1.2, Antardhāna': 1, // Droṇa's, shown at the display of arms
  "events/Parashuram's curse on Karn/sorensen/Karṇa": 1, // Karṇa himself (2 is another)
  'deaths/Madhu/sorensen/Madhu': 2, // the Asura slain by Viṣṇu
};

/** Citations every record means the same entry of: the upākhyāna, not the mantra or the epic of that name. */
const REVIEWED_BY_REF: Record<string, number> = {
  'cultural-index/1.3, Sāvitrī': 3, // 1 and 2 are the mantra
  'cultural-index/1.3, Rāmāyaṇa': 1, // 2 is Vālmīki's epic, named once by Bhīma
};

interface Candidate {
  entry: number;
  text: string;
}
const sorensen = readSorensen(root);
const cultural = culturalEntries(root);
const homonyms = indexHomonyms(root);

function candidates(work: string, ref: string): Candidate[] {
  if (work === 'sorensen')
    return (sorensen.get(fold(ref)) ?? [])
      .filter((e) => e.headword === ref)
      .map((e) => ({ entry: e.homonym, text: e.description }));
  return (cultural.get(ref) ?? []).map((e) => ({ entry: e.entry, text: e.text }));
}

const wordsOf = (text: string) =>
  new Set(
    text
      .split(/[^\p{L}\p{M}]+/u)
      .filter((w) => w.length > 3)
      .map((w) => fold(w))
      .filter((w) => w.length > 2),
  );
const STOP = wordsOf(
  'also with that this from were which when there their them they have been said name called king sons son daughter wife father mother brother epic time into other after before being whose where',
);

type Rec = Record<string, unknown> & { citations: { work: string; ref: string; entry?: number; note?: string }[] };
const data = Object.fromEntries(
  kinds.map((k) => [k, JSON.parse(readFileSync(path.join(dir, `${k}.json`), 'utf8')) as Rec[]]),
) as Record<(typeof kinds)[number], Rec[]>;

/** The words a record brings: every string it holds except its citations. */
function recordWords(r: Rec): Set<string> {
  const texts = Object.entries(r)
    .filter(([k]) => k !== 'citations' && k !== 'notes')
    .flatMap(([, v]) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []));
  return new Set([...wordsOf(texts.join(' '))].filter((w) => !STOP.has(w)));
}

const write = process.argv.includes('--write');
let fromNote = 0;
let chosen = 0;
let reviewed = 0;
for (const kind of kinds) {
  for (const r of data[kind]) {
    const name = r[KEY[kind]] as string;
    /** Cultural Index headword as first cited → its citation now (a reviewed choice may change it). */
    const culturalNow = new Map<string, { ref: string; entry?: number }>();
    for (const c of r.citations) {
      if (c.work === 'cultural-index') culturalNow.set(c.ref.split(', ')[1]!, c);
      if (c.work !== 'sorensen' && c.work !== 'cultural-index') continue;
      const key = `${kind}/${name}/${c.work}/${c.ref}`;
      const decided = REVIEWED[key] ?? REVIEWED_BY_REF[`${c.work}/${c.ref}`];
      if (decided !== undefined) {
        if (Array.isArray(decided)) {
          c.ref = decided[0];
          if (decided[1] === undefined) delete c.entry;
          else c.entry = decided[1];
        } else c.entry = decided;
        if (c.note?.match(/^entry \d+ of \d+ of this name$/)) delete c.note;
        reviewed++;
        continue;
      }
      const count = (homonyms[c.work] as Record<string, number>)[c.ref];
      const m = c.note?.match(/^entry (\d+) of \d+ of this name(?:: (.*))?$/);
      if (m) {
        c.entry = Number(m[1]);
        if (m[2]) c.note = m[2];
        else delete c.note;
        fromNote++;
        continue;
      }
      if (!count || c.entry !== undefined) continue;
      const own = recordWords(r);
      const scored = candidates(c.work, c.ref).map((e) => ({
        ...e,
        score: [...wordsOf(e.text)].filter((w) => own.has(w)).length,
      }));
      scored.sort((a, b) => b.score - a.score || a.entry - b.entry);
      const [best, second] = scored;
      if (!best) throw new Error(`${key}: no entry of this headword in the index`);
      const doubt = best.score === 0 || (second && second.score === best.score);
      console.log(
        `${doubt ? '??' : '  '} ${key} → ${best.entry}/${count} (${best.score}${second ? ` vs ${second.score}` : ''}): ${best.text.slice(0, 110)}`,
      );
      c.entry = best.entry;
      chosen++;
    }
    // A verse derived as "the first verse the Cultural Index cites for X" follows X's entry.
    for (const c of r.citations) {
      const derived =
        c.work === 'critical-edition' && c.note?.match(/^the first verse the Cultural Index cites for (.+)$/);
      const ci = derived ? culturalNow.get(derived[1]!) : undefined;
      if (!ci) continue;
      const entry = cultural.get(ci.ref)?.find((e) => e.entry === (ci.entry ?? 1));
      const first = entry?.verses[0];
      if (!first || first === c.ref) continue;
      console.log(`   ${kind}/${name}: verse ${c.ref} → ${first} (${ci.ref}${ci.entry ? ` entry ${ci.entry}` : ''})`);
      c.ref = first;
      c.note = `the first verse the Cultural Index cites for ${ci.ref.split(', ')[1]!}`;
    }
    // key order: work, ref, entry, note
    // (a headword with one entry needs no number)
    const several = (work: string, ref: string) => (homonyms as Record<string, Record<string, number>>)[work]?.[ref];
    r.citations = r.citations.map(({ work, ref, entry, note }) => ({
      work,
      ref,
      ...(entry !== undefined && several(work, ref) ? { entry } : {}),
      ...(note !== undefined ? { note } : {}),
    }));
  }
  if (write) writeFileSync(path.join(dir, `${kind}.json`), JSON.stringify(data[kind], null, 2) + '\n');
}
console.error(`entries: ${fromNote} from notes, ${chosen} chosen by words, ${reviewed} reviewed`);
