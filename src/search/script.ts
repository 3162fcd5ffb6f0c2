/**
 * A query in the reader's own script, read as IAST: Devanagari (अर्जुन → arjuna), Harvard-Kyoto
 * (kRSNa → kṛṣṇa) and ITRANS (kRRiShNa → kṛṣṇa); IAST and plain letters pass as they are. The rest
 * of the search folds IAST as it always has (variants.ts), so every script meets the same names.
 *
 * Why not Sanscript in the browser: the library keeps all its ~80 schemes in one module, assigned
 * as side effects, so no bundler can drop the unused ones: 31 KB gzipped for the search page, over
 * its 30 KB budget, to read three schemes. These tables are the Sanskrit letters alone (about 2 KB);
 * tests/unit/search-script.test.ts checks them against Sanscript on every verse of the Rig Veda
 * and on names in each scheme, so the two cannot drift apart. Browser code: no imports. The
 * Devanagari letters are exported for scripts/rv/romanise.ts, which spells them more simply.
 */

export const DEVANAGARI_VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'ā',
  इ: 'i',
  ई: 'ī',
  उ: 'u',
  ऊ: 'ū',
  ऋ: 'ṛ',
  ॠ: 'ṝ',
  ऌ: 'ḷ',
  ॡ: 'ḹ',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऎ: 'e',
  ऒ: 'o',
  ऍ: 'e',
  ऑ: 'o',
};
export const DEVANAGARI_MARKS: Record<string, string> = {
  'ा': 'ā',
  'ि': 'i',
  'ी': 'ī',
  'ु': 'u',
  'ू': 'ū',
  'ृ': 'ṛ',
  'ॄ': 'ṝ',
  'ॢ': 'ḷ',
  'ॣ': 'ḹ',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॆ': 'e',
  'ॊ': 'o',
  'ॅ': 'e',
  'ॉ': 'o',
};
export const DEVANAGARI_CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'ṅ',
  च: 'c',
  छ: 'ch',
  ज: 'j',
  झ: 'jh',
  ञ: 'ñ',
  ट: 'ṭ',
  ठ: 'ṭh',
  ड: 'ḍ',
  ढ: 'ḍh',
  ण: 'ṇ',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'ś',
  ष: 'ṣ',
  स: 's',
  ह: 'h',
  ळ: 'l̤',
};
const DEVANAGARI_SIGNS: Record<string, string> = {
  'ं': 'ṃ',
  'ः': 'ḥ',
  'ँ': 'm̐',
  ऽ: "'",
  ॐ: 'oṃ',
  '।': '|',
  '॥': '||',
  '०': '0',
  '१': '1',
  '२': '2',
  '३': '3',
  '४': '4',
  '५': '5',
  '६': '6',
  '७': '7',
  '८': '8',
  '९': '9',
};
const VIRAMA = '्';
/** The nukta (Hindi's borrowed sounds: ज़ is read as ज), accent marks and joiners. */
const SILENT = /[\u093c\u0951-\u0954\u200c\u200d]/gu;

export const hasDevanagari = (text: string) => /[\u0900-\u097f]/u.test(text);

/** Devanagari as IAST (other characters as they are); the same letters Sanscript gives. */
export function devanagariToIast(text: string): string {
  // NFD splits a letter with a nukta (क़) into the letter and the nukta, which is dropped
  const chars = [...text.normalize('NFD').replace(SILENT, '')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const consonant = DEVANAGARI_CONSONANTS[c];
    if (consonant !== undefined) {
      out += consonant;
      const next = chars[i + 1];
      if (next === VIRAMA) i++;
      else if (next !== undefined && DEVANAGARI_MARKS[next] !== undefined) out += DEVANAGARI_MARKS[chars[++i]];
      else out += 'a';
    } else out += DEVANAGARI_VOWELS[c] ?? DEVANAGARI_MARKS[c] ?? DEVANAGARI_SIGNS[c] ?? (c === VIRAMA ? '' : c);
  }
  return out.normalize('NFC');
}

/** Harvard-Kyoto's letters that differ from IAST, longest first. */
const HK: [string, string][] = [
  ['lRR', 'ḹ'],
  ['lR', 'ḷ'],
  ['RR', 'ṝ'],
  ['R', 'ṛ'],
  ['A', 'ā'],
  ['I', 'ī'],
  ['U', 'ū'],
  ['M', 'ṃ'],
  ['H', 'ḥ'],
  ['G', 'ṅ'],
  ['J', 'ñ'],
  ['T', 'ṭ'],
  ['D', 'ḍ'],
  ['N', 'ṇ'],
  ['z', 'ś'],
  ['S', 'ṣ'],
];
/** ITRANS's letters that differ from IAST (case matters), longest first. */
const ITRANS: [string, string][] = [
  ['RRI', 'ṝ'],
  ['R^I', 'ṝ'],
  ['RRi', 'ṛ'],
  ['R^i', 'ṛ'],
  ['LLI', 'ḹ'],
  ['L^I', 'ḹ'],
  ['LLi', 'ḷ'],
  ['L^i', 'ḷ'],
  ['kSh', 'kṣ'],
  ['shh', 'ṣ'],
  ['chh', 'ch'],
  ['Ch', 'ch'],
  ['Sh', 'ṣ'],
  ['sh', 'ś'],
  ['ch', 'c'],
  ['~N', 'ṅ'],
  ['N^', 'ṅ'],
  ['~n', 'ñ'],
  ['JN', 'ñ'],
  ['GY', 'jñ'],
  ['dny', 'jñ'],
  ['aa', 'ā'],
  ['ii', 'ī'],
  ['ee', 'ī'],
  ['uu', 'ū'],
  ['oo', 'ū'],
  ['.m', 'ṃ'],
  ['.n', 'ṃ'],
  ['.h', ''],
  ['.a', "'"],
  ['OM', 'oṃ'],
  ['A', 'ā'],
  ['I', 'ī'],
  ['U', 'ū'],
  ['M', 'ṃ'],
  ['H', 'ḥ'],
  ['T', 'ṭ'],
  ['D', 'ḍ'],
  ['N', 'ṇ'],
  ['x', 'kṣ'],
  ['w', 'v'],
  ['L', 'l̤'],
];
/** What only ITRANS writes (a reader's HK has none of it). */
const ITRANS_ONLY = /RR[iI]|[RL]\^|LL[iI]|~[nN]|N\^|Sh|Ch|kSh|GY|JN|aa|ii|uu|\.[mnha]/;

function replaceTokens(text: string, table: readonly [string, string][]): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const hit = table.find(([from]) => text.startsWith(from, i));
    out += hit ? hit[1] : text[i];
    i += hit ? hit[0].length : 1;
  }
  return out;
}

/**
 * Whether Latin letters are a transliteration scheme's and not a reader's plain spelling: a capital
 * inside a word (kRSNa, bhIShma; not Arjuna, not ARJUNA) or ITRANS's marks (R^i, ~n, .m).
 */
function schemeOf(text: string): 'hk' | 'itrans' | undefined {
  const schemeWord = text
    .split(/\s+/)
    .some((w) => /\p{Ll}.*\p{Lu}|\p{Lu}{2}.*\p{Ll}/u.test(w) || /[\^~]|\.[mnha]/.test(w));
  if (!schemeWord) return undefined;
  return ITRANS_ONLY.test(text) ? 'itrans' : 'hk';
}

/** Vedic signs beyond the udātta and anudātta (Vedic Extensions, Devanagari Extended): marks of the print, not letters. */
const VEDIC_SIGNS = /[\u1cd0-\u1cff]|[\ua8e0-\ua8f1]/gu;
/** A kampa digit (१ or ३ right after a letter or mark of a word: म॒क्ष्वि१॒॑त्था, रा॒यो॒३॒॑ऽवनिः), not a number (ऋग्वेद १.१.१). */
const KAMPA = /(?<=[\p{L}\p{M}])[१३](?![०-९.,:/])/gu;
/** A verse's number between its closing dandas (॥ १ ॥, ॥१२॥), and the dandas themselves: punctuation of a pasted verse. */
const VERSE_END = /॥\s*[०-९\d]+\s*॥|[।॥]/gu;

/**
 * A verse pasted from a printed edition as the index holds it: the accents (udātta, svarita,
 * anudātta and the Vedic signs), kampa digits, verse numbers and dandas taken out, and the
 * avagraha inside a word, as the unaccented saṃhitā of the index writes it (sūnave'gne is
 * sūnavegne there), and as the index joins a padapāṭha's compound (पुरःऽहितम्, puraḥ-hitam in the
 * index, is found as puraḥhitam).
 */
export function vedicPlain(text: string): string {
  // A candrabindu is Vedic (the saṃhitā without accents drops it: devām̐ eha → devā eha) where the
  // query is accented or it closes a word before a vowel; in Hindi (माँ, पाँच) it stays.
  const vedic = /[\u0951\u0952]/u.test(text);
  return (
    text
      .normalize('NFD')
      .replace(vedic ? /ँ/gu : /ँ(?=\s+[अ-औ])/gu, '')
      .replace(SILENT, '')
      .replace(VEDIC_SIGNS, '')
      .replace(KAMPA, '')
      .replace(VERSE_END, ' ')
      // the saṃhitā without accents writes sūnave'gne as sūnavegne, the index joins puraḥ-hitam
      .replace(/(?<=[\p{L}\p{M}])ऽ/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .normalize('NFC')
  );
}

/** The query as IAST or plain letters, whatever script it came in. */
export function readScript(query: string): string {
  if (hasDevanagari(query)) return devanagariToIast(vedicPlain(query));
  const scheme = schemeOf(query);
  if (scheme === 'hk') return replaceTokens(query, HK);
  if (scheme === 'itrans') return replaceTokens(query, ITRANS);
  return query;
}
