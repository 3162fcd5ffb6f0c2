/**
 * Devanagari → the hymn API's simplified, Hindi-style romanisation (see api-vocabulary.md):
 * long marks dropped, ś/ṣ → sh, c → ch, ch → chh, ṛ → ri, ḷ → l, a final inherent `a` dropped
 * (`Varun`, `Vamadev`, `Vasishth`) but kept after a cluster ending in r or y (`Mitra`, `Surya`), a
 * final visarga dropped, a sandhi `-o` of a first word read as `-aḥ` (`वामदेवो गौतमः` → `Vamadev Gautam`), `v` written `w` after ś and d (`Vishwamitra`, `Bharadwaj`).
 *
 * It only PROPOSES names: the reviewed mapping tables under content/rv/tables decide, and the
 * import never calls it. It is kept so that a new source string can be drafted the same way.
 */
import { pathToFileURL } from 'node:url';
import { DEVANAGARI_CONSONANTS, DEVANAGARI_MARKS, DEVANAGARI_VOWELS } from '../../src/search/script.ts';

/**
 * A letter's IAST in the simpler spelling: ṛ/ṝ → ri, ḷ/ḹ → li, ś/ṣ → sh, c → ch (so ch → chh), the
 * other marks dropped (ā → a, ṭ → t, l̤ → l).
 */
function simplified(iast: string): string {
  return iast
    .replace(/[ṛṝ]/gu, 'ri')
    .replace(/[ḷḹ]/gu, 'li')
    .replace(/[śṣ]/gu, 'sh')
    .replace(/c/gu, 'ch')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}
const simplifiedTable = (iast: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(iast).map(([letter, sound]) => [letter, simplified(sound)]));

// The search's Devanagari letters (one table for both), in the simpler spelling
const VOWELS = simplifiedTable(DEVANAGARI_VOWELS);
const SIGNS = simplifiedTable(DEVANAGARI_MARKS);
const CONSONANTS = simplifiedTable(DEVANAGARI_CONSONANTS);
const VIRAMA = '्';
const ANUSVARA = 'ं';
const CANDRABINDU = 'ँ';
const VISARGA = 'ः';
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);
const M_BEFORE = new Set(['य', 'र', 'ल', 'व', 'श', 'ष', 'स', 'ह']);

type Unit =
  | { kind: 'syllable'; cons: string[]; vowel: string; nasal: string; visarga: boolean; inherent: boolean }
  | { kind: 'other'; text: string };

/** Split one Devanagari word into syllables (consonant cluster + vowel + nasal/visarga). */
function syllables(word: string): Unit[] {
  const units: Unit[] = [];
  let cons: string[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch in CONSONANTS) {
      cons.push(ch);
      const next = chars[i + 1];
      if (next === VIRAMA) {
        i++;
        continue;
      }
      if (next !== undefined && next in SIGNS) {
        units.push({ kind: 'syllable', cons, vowel: SIGNS[next], nasal: '', visarga: false, inherent: false });
        i++;
      } else {
        units.push({ kind: 'syllable', cons, vowel: 'a', nasal: '', visarga: false, inherent: true });
      }
      cons = [];
    } else if (ch in VOWELS) {
      units.push({ kind: 'syllable', cons, vowel: VOWELS[ch], nasal: '', visarga: false, inherent: false });
      cons = [];
    } else if (ch === ANUSVARA || ch === CANDRABINDU) {
      const last = units[units.length - 1];
      if (last?.kind === 'syllable') last.nasal = 'M';
    } else if (ch === VISARGA) {
      const last = units[units.length - 1];
      if (last?.kind === 'syllable') last.visarga = true;
    } else if (ch === 'ऽ') {
      continue;
    } else {
      if (cons.length) units.push({ kind: 'syllable', cons, vowel: '', nasal: '', visarga: false, inherent: false });
      cons = [];
      units.push({ kind: 'other', text: ch });
    }
  }
  if (cons.length) units.push({ kind: 'syllable', cons, vowel: '', nasal: '', visarga: false, inherent: false });
  return units;
}

function consonantCluster(cons: string[], prev: string | undefined): string {
  let out = '';
  for (let i = 0; i < cons.length; i++) {
    const c = cons[i];
    const before = i > 0 ? cons[i - 1] : prev;
    if (c === 'व' && (before === 'श' || before === 'द')) out += 'w';
    else if (c === 'छ' && before === 'च') out += 'chh';
    else if (c === 'ह' && before === 'ळ')
      out += ''; // ळ्ह → l (पुरुमीळ्ह → Purumil)
    else out += CONSONANTS[c];
  }
  return out;
}

/** Romanise one word (no spaces). */
export function romaniseWord(word: string): string {
  const units = syllables(word);
  let out = '';
  for (let u = 0; u < units.length; u++) {
    const unit = units[u];
    if (unit.kind === 'other') {
      out += unit.text;
      continue;
    }
    const prevUnit = units[u - 1];
    const prevCons = prevUnit?.kind === 'syllable' && prevUnit.vowel === '' ? prevUnit.cons.at(-1) : undefined;
    out += consonantCluster(unit.cons, prevCons);
    const isLast = u === units.length - 1;
    const lastCons = unit.cons.at(-1);
    const keepsSchwa = unit.cons.length > 1 && (lastCons === 'य' || lastCons === 'र' || lastCons === 'ञ');
    if (isLast && unit.inherent && !unit.nasal && units.length > 1 && !keepsSchwa) {
      // final schwa deletion (वरुण → Varun, वसिष्ठ → Vasishth), kept after -ry/-tr clusters (Surya, Mitra)
    } else {
      out += unit.vowel;
    }
    if (unit.nasal) {
      const next = units[u + 1];
      const nextCons = next?.kind === 'syllable' ? next.cons[0] : undefined;
      out += nextCons === undefined || LABIALS.has(nextCons) || M_BEFORE.has(nextCons) ? 'm' : 'n';
    }
    if (unit.visarga && !isLast) out += 'h';
  }
  return out;
}

/** Romanise a name of one or more words and capitalise each word: `वसिष्ठः मैत्रावरुणिः` → `Vasishth Maitravaruni`. */
export function romanise(devanagari: string): string {
  return devanagari
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i, all) => romaniseWord(i < all.length - 1 && w.endsWith('ो') ? w.slice(0, -1) + 'ः' : w))
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');
}

// Drafting aid: `node scripts/rv/romanise.ts 'वसिष्ठः मैत्रावरुणिः'` prints the proposal.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const arg of process.argv.slice(2)) console.log(`${arg}\t${romanise(arg)}`);
}
