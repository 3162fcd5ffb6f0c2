/**
 * Reads Macdonell & Keith's Vedic Index (Cologne digitisation, vei.txt) into a lookup from a
 * Devanagari headword to its IAST spelling and volume.page. Entries are keyed in SLP1 (`<k1>`).
 */
import { readFileSync } from 'node:fs';

const VOWELS: Record<string, string> = { 'अ': 'a', 'आ': 'A', 'इ': 'i', 'ई': 'I', 'उ': 'u', 'ऊ': 'U', 'ऋ': 'f', 'ॠ': 'F', 'ऌ': 'x', 'ए': 'e', 'ऐ': 'E', 'ओ': 'o', 'औ': 'O' };
const SIGNS: Record<string, string> = { 'ा': 'A', 'ि': 'i', 'ी': 'I', 'ु': 'u', 'ू': 'U', 'ृ': 'f', 'ॄ': 'F', 'ॢ': 'x', 'े': 'e', 'ै': 'E', 'ो': 'o', 'ौ': 'O' };
const CONSONANTS: Record<string, string> = {
  'क': 'k', 'ख': 'K', 'ग': 'g', 'घ': 'G', 'ङ': 'N', 'च': 'c', 'छ': 'C', 'ज': 'j', 'झ': 'J', 'ञ': 'Y',
  'ट': 'w', 'ठ': 'W', 'ड': 'q', 'ढ': 'Q', 'ण': 'R', 'त': 't', 'थ': 'T', 'द': 'd', 'ध': 'D', 'न': 'n',
  'प': 'p', 'फ': 'P', 'ब': 'b', 'भ': 'B', 'म': 'm', 'य': 'y', 'र': 'r', 'ल': 'l', 'व': 'v', 'श': 'S',
  'ष': 'z', 'स': 's', 'ह': 'h', 'ळ': 'L',
};
const OTHER: Record<string, string> = { 'ं': 'M', 'ः': 'H', 'ँ': '~', 'ऽ': "'" };

/** Devanagari → SLP1, the key scheme of the Cologne dictionaries. */
export function toSlp1(devanagari: string): string {
  let out = '';
  const chars = [...devanagari.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (CONSONANTS[c]) {
      out += CONSONANTS[c];
      const next = chars[i + 1];
      if (next === '्') i++;
      else if (next && SIGNS[next]) {
        out += SIGNS[next];
        i++;
      } else out += 'a';
    } else if (VOWELS[c]) out += VOWELS[c];
    else if (OTHER[c]) out += OTHER[c];
    else if (c !== '\u200c' && c !== '\u200d') out += c;
  }
  return out;
}

export interface VedicIndexEntry {
  iast: string;
  /** volume.page */
  page: string;
}

export function readVedicIndex(file: string): { lookup(nagari: string): VedicIndexEntry | undefined } {
  const entries = new Map<string, VedicIndexEntry>();
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const meta = /^<L>\d+<pc>(\d)-(\d+)<k1>([^<]+)/.exec(lines[i]);
    if (!meta) continue;
    const head = /\{@(?:\d+\.\s*)?([^@]+?)[.,]?@\}/.exec(lines[i + 1] ?? '');
    const key = meta[3];
    if (!head || entries.has(key)) continue;
    entries.set(key, { iast: head[1].trim(), page: `${meta[1]}.${Number(meta[2])}` });
  }
  return {
    lookup(nagari) {
      const slp = toSlp1(nagari);
      // The nouns list writes some stems with a nominative ending (-ः) or without the final
      // virama (अभिजित for abhijit); the index has the bare stem.
      return entries.get(slp) ?? entries.get(slp.replace(/H$/, '')) ?? entries.get(slp.replace(/a$/, ''));
    },
  };
}
