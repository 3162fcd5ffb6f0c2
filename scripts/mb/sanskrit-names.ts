/**
 * Gives every person, weapon, clan and place an IAST and a Devanagari name:
 * `node scripts/mb/sanskrit-names.ts [--write]`.
 *
 * The IAST name is, in this order: the reviewed table below; the headword of one of the record's own
 * Sörensen or Cultural Index citations that spells its name (Śarāsana for Sharasan, not the Śaraṇa
 * its folded spelling also meets); the headword of either index whose folded spelling is the
 * record's name (a parenthesised qualifier such as "(Nishadh)" dropped); the same for one of its
 * aliases. The Devanagari is Sanscript's
 * transliteration of the IAST. Without --write it prints the records that found no name and what
 * would change; with --write it puts `iast` and `devanagari` right after the record's name key.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Sanscript from '@indic-transliteration/sanscript';
import { fold, readCulturalIndex, readSorensen } from './sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = path.join(root, 'content', 'mb');

/** The name key of each kind that gets Sanskrit names. */
export const NAMED_KINDS = {
  persons: 'name',
  weapons: 'weaponName',
  clans: 'clanName',
  places: 'placeNameEpic',
} as const;

/**
 * Reviewed by hand: records whose name is no index headword (an English description such as
 * "Bheem's mace", a compound of a name and "lake", "forest" or "bow"), or whose folded name meets
 * the wrong headword. Keys are `kind/name`; values are IAST in the index's spelling, or the critical
 * edition's where neither index spells the name as the text does (the comment gives the verse).
 */
export const REVIEWED: Record<string, string> = {
  'persons/Uparichar Vasu': 'Uparicara Vasu',
  'persons/Dasharaj': 'Dāśarāja',
  'persons/Asti': 'Asti',
  'persons/Damaghosh': 'Damaghoṣa',
  'persons/Brihatkshatra': 'Bṛhatkṣatra',
  'persons/Hanuman': 'Hanūmat',
  'persons/Ashwins': 'Aśvin',
  'persons/Ketuvarma': 'Ketuvarman',
  'weapons/Anjalik': 'Añjalika',
  'weapons/Ashani': 'Aśani',
  'weapons/Ashvina bow': 'Āśvina',
  'weapons/Astramaya': 'Astramaya',
  'weapons/Mahendra bow': 'Māhendra',
  'weapons/Mahendrastra': 'Māhendrāstra',
  'weapons/Paulastya bow': 'Paulastya',
  'weapons/Raudra bow': 'Raudra',
  'weapons/Vaishnava bow': 'Vaiṣṇava',
  'weapons/Vayavya bow': 'Vāyavya',
  "weapons/Bheem's mace": 'Bhīmagadā',
  "weapons/Duryodhan's mace": 'Duryodhanagadā',
  'weapons/Kavach and Kundal': 'Kavacakuṇḍala',
  'places/Jyotisar': 'Jyotisara',
  'places/Dwaipayan lake': 'Dvaipāyanahrada',
  'places/Lakshagriha': 'Lākṣāgṛha',
  'places/Somashrayan': 'Somaśravāyaṇa', // CE 1.158.2 tīrthaṃ somaśravāyaṇam
  'places/Gangasagar': 'Gaṅgāsāgara',
  'places/Kolwa hills': 'Kollagiri', // CE 14.84.11 kolla gireyaiś, the Cultural Index's Kollagireya
  'places/Singhapur': 'Siṃhapura',
  'places/Northern Uluk': 'Uttara Ulūka',
  'places/Gandharv country': 'Gandharvadeśa',
  'places/Vashishthaparvat': 'Vasiṣṭhaparvata',
  'places/Yamuna mountain': 'Yāmunaparvata',
  'places/Saugandhik lake': 'Saugandhikasaras',
  'places/Indradyumna lake': 'Indradyumnasaras',
  'places/Hamsakut': 'Haṃsakūṭa',
  'places/Nivatkavach city': 'Nivātakavacapura',
  'places/Kuntirashtra': 'Kuntirāṣṭra',
  'places/Ujjayini': 'Ujjayinī',
  'places/Viratnagar': 'Virāṭanagara',
  'places/Badarikashram': 'Badarikāśrama',
  'places/Kamyak forest': 'Kāmyakavana',
  'places/Valhik': 'Bāhlika',
  'persons/Bahlik': 'Bāhlika',
  'clans/Kosala': 'Kosala',
  'clans/Gandharva': 'Gandharva', // the beings, not the adjective gāndharva
};

const sorensen = readSorensen(root);
const cultural = readCulturalIndex(root);
/**
 * Of the headwords that fold alike (Draupadi, Draupadī; Tāra, Tārā), the one of the record's
 * gender (a woman's name ends in a long vowel; places and the rest have none), then the one whose entries say the most.
 */
function headwordOf(folded: string, feminine?: boolean): string | undefined {
  const said = new Map<string, number>();
  for (const e of sorensen.get(folded) ?? []) said.set(e.headword, (said.get(e.headword) ?? 0) + e.description.length);
  const fits = (h: string) => (feminine !== undefined && /[āī]$/.test(h) === feminine ? 1 : 0);
  const best = [...said].sort((a, b) => fits(b[0]) - fits(a[0]) || b[1] - a[1])[0]?.[0];
  return best ?? cultural.get(folded)?.[0]?.spelling.replace(/\s*\(astra\)$/, '');
}

/** Folded spellings compare equal when one is the other with a stem ending (Hanuman/Hanumat, Keshi/Keśin). */
function sameName(a: string, b: string): boolean {
  // anusvara as m or n, doubled letters and vowel length fold away
  const skeleton = (s: string) =>
    fold(s.replace(/ṃ/g, 'm'))
      .replace(/ /g, '')
      .replace(/m(?=[^aeiou])/g, 'n')
      .replace(/(.)\1/g, '$1');
  const [x, y] = [skeleton(a), skeleton(b)];
  if (x === y) return true;
  const stem = (s: string) => s.replace(/(?:mat|vat|man|van|mant|vant|in|i|t|s|r|ri)$/, '');
  return stem(x) === stem(y) && Math.min(x.length, y.length) >= 4;
}

/** Letters of IAST as names use them (an index's editorial marks such as a breve over ī are not). */
const IAST_LETTERS = /^[A-Za-zāīūṛṝḷṃḥṅñṭḍṇśṣĀĪŪṚŚṢṬḌṆ -]+$/u;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Rec = Record<string, unknown> & { citations: { work: string; ref: string }[] };

export function sanskritName(kind: keyof typeof NAMED_KINDS, r: Rec): string | undefined {
  const name = r[NAMED_KINDS[kind]] as string;
  const reviewed = REVIEWED[`${kind}/${name}`];
  if (reviewed) return reviewed;
  const bare = name.replace(/\s*\(.*\)$/, '');
  for (const c of r.citations) {
    const headword = c.work === 'sorensen' ? c.ref : c.work === 'cultural-index' ? c.ref.split(', ')[1] : undefined;
    if (headword && sameName(headword, bare)) return capital(headword.replace(/\s*\(astra\)$/, ''));
  }
  const feminine = kind === 'persons' ? r.gender === 'female' : undefined;
  const direct = headwordOf(fold(bare), feminine);
  if (direct) return direct;
  const aliasKey = { persons: 'aliases', weapons: 'weaponAliases', clans: 'clanAliases', places: 'placeAliasEpic' }[
    kind
  ];
  for (const alias of (r[aliasKey] as string[] | undefined) ?? []) {
    const viaAlias = headwordOf(fold(alias.replace(/\s*\(.*\)$/, '')), feminine);
    if (viaAlias) return viaAlias;
  }
  return undefined;
}

/** IAST → Devanagari (Sanscript reads lower case; words stay separated by spaces). */
export const toDevanagari = (iast: string) => Sanscript.t(iast.normalize('NFC').toLowerCase(), 'iast', 'devanagari');

/** The record with `iast` and `devanagari` right after its name key (replacing any old ones). */
function withNames(r: Rec, nameKey: string, iast: string): Rec {
  const out: Rec = {} as Rec;
  for (const [k, v] of Object.entries(r)) {
    if (k === 'iast' || k === 'devanagari') continue;
    (out as Record<string, unknown>)[k] = v;
    if (k === nameKey) Object.assign(out, { iast, devanagari: toDevanagari(iast) });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const write = process.argv.includes('--write');
  const missing: string[] = [];
  for (const [kind, nameKey] of Object.entries(NAMED_KINDS) as [keyof typeof NAMED_KINDS, string][]) {
    const file = path.join(dir, `${kind}.json`);
    const records = JSON.parse(readFileSync(file, 'utf8')) as Rec[];
    const named = records.map((r) => {
      const iast = sanskritName(kind, r);
      if (iast && !IAST_LETTERS.test(iast))
        throw new Error(`${kind}/${r[nameKey] as string}: "${iast}" is not plain IAST`);
      if (!iast) {
        missing.push(`${kind}/${r[nameKey] as string}`);
        return r;
      }
      if (!write && r.iast !== iast) console.log(`${kind}/${r[nameKey] as string}: ${iast} ${toDevanagari(iast)}`);
      return withNames(r, nameKey, iast);
    });
    if (write) writeFileSync(file, JSON.stringify(named, null, 2) + '\n');
  }
  if (missing.length) {
    console.error(`no Sanskrit name for ${missing.length} records (add them to REVIEWED):\n${missing.join('\n')}`);
    process.exitCode = 1;
  }
}
