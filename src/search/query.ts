/**
 * How the search reads a query before looking anything up: the script it is in (script.ts), and
 * what the reader asks for besides a name: a verse or sukta by its number ("RV 1.1.1", "rigveda
 * 10.129", "mandala 10 hymn 129", "ऋग्वेद १.१.१") or a person's death ("who killed karna", "drona
 * death", "death of abhimanyu", "jarasandh vadh"). Browser code.
 */
import { readScript } from './script.ts';
import { readerFold } from './variants.ts';

export interface VerseRef {
  mandal: number;
  sukta: number;
  verse?: number;
}

export interface Reading {
  /** the query in Latin letters (IAST or plain), as the names, Pagefind and the verse openings read it */
  text: string;
  /** a Rig Veda number: the sukta, or one verse of it */
  ref?: VerseRef;
  /** the person whose death the query asks about */
  death?: string;
}

/** The ways readers name the Rig Veda before a number: RV, R.V., Rig Veda, Rigved, Ṛgveda (folded). */
const RIGVEDA = String.raw`(?:r\.?\s?v\.?|ri?g\s*-?\s*ved[a]?|rk|rik|rigveda\s+samhita)`;
const SEP = String.raw`\s*[.,:/\-\s]\s*`;
/** A mandal in digits or, as scholars cite it, in Roman numerals (RV X.129). */
const MANDAL = String.raw`(\d{1,2}|x|ix|viii|vii|vi|v|iv|iii|ii|i)`;
const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];
const NUMBERED = new RegExp(String.raw`^(?:${RIGVEDA}\s*)?${MANDAL}${SEP}(\d{1,3})(?:${SEP}(\d{1,3}))?\.?$`);
const BOOK = String.raw`(?:mandala?|mandal|book|m)`;
const HYMN = String.raw`(?:hymn|sukta|sukt|suktam|s)`;
const VERSE = String.raw`(?:verse|mantra|rik|rk|rc|stanza|richa|v)`;
const WORDED = new RegExp(
  String.raw`^(?:${RIGVEDA}\s*,?\s*)?${BOOK}\.?\s*(\d{1,2})\s*,?\s*${HYMN}\.?\s*(\d{1,3})(?:\s*,?\s*${VERSE}\.?\s*(\d{1,3}))?$`,
);

export function verseRefOf(text: string): VerseRef | undefined {
  const folded = readerFold(text).trim();
  const m = NUMBERED.exec(folded) ?? WORDED.exec(folded);
  if (!m) return undefined;
  const [mandal, sukta, verse] = [m[1], m[2], m[3]].map((n) =>
    n === undefined ? undefined : ROMAN.includes(n) ? ROMAN.indexOf(n) + 1 : Number(n),
  );
  if (!mandal || mandal > 10 || !sukta) return undefined;
  // a bare "3.5" needs no prefix; one number alone is no reference
  return verse === undefined ? { mandal, sukta } : verse ? { mandal, sukta, verse } : undefined;
}

const KILLING = String.raw`(?:death|died|dies|killing|killed|slaying|slain|murder|murdered|vadh|vadha|vadham|badh|maran|marana|mrityu|mrtyu|nidhan|nidhana)`;
/** The ways readers ask about a death, the person in the one group. */
const DEATH_QUESTIONS = [
  new RegExp(String.raw`^(?:who|whom)\s+(?:killed|slew|murdered|slayed|beheaded|defeated)\s+(.+)$`),
  new RegExp(String.raw`^(?:how|when|where|why)\s+(?:did|was|were)\s+(.+?)\s+(?:die|killed|slain|murdered)$`),
  new RegExp(String.raw`^(?:the\s+)?${KILLING}\s+of\s+(.+)$`),
  new RegExp(String.raw`^(.+?)(?:'s|’s)?\s+(?:ka\s+|ki\s+)?${KILLING}$`),
  new RegExp(String.raw`^(?:killer|slayer)\s+of\s+(.+)$`),
  // Hindi, as typed in Latin letters or read from Devanagari: "karna ko kisne mara"
  new RegExp(String.raw`^(.+?)\s+(?:ko|ka)\s+(?:kisa?ne\s+(?:mara|maara|mari)|(?:vadh|vadha|maran)\s+kisa?ne\s+kiya)$`),
  new RegExp(String.raw`^(.+?)(?:'s|’s)\s+(?:killer|slayer)$`),
];

function deathOf(text: string): string | undefined {
  const folded = readerFold(text)
    .replace(/\s+/g, ' ')
    .replace(/[?!.]+$/, '')
    .trim();
  for (const question of DEATH_QUESTIONS) {
    const m = question.exec(folded);
    const person = m?.[1].replace(/^the\s+/, '').trim();
    if (person) return person;
  }
  return undefined;
}

export function readQuery(query: string): Reading {
  const text = readScript(query).trim();
  const ref = verseRefOf(text);
  if (ref) return { text, ref };
  const death = deathOf(text);
  return death ? { text, death } : { text };
}
