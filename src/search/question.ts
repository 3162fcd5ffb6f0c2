/**
 * What a question asks besides a name, read with the committed word table
 * (content/search/query-words.json): a relation of a person ("Bheem's mace", "karn ke pita",
 * "अर्जुन की पत्नी"), a numbered event ("the fifth day", "day 14 of the war", "चौदहवाँ दिन"), or a
 * whole text by its name ("ऋग्वेद", "mahabharata"). Every word is compared by its skeleton
 * (variants.ts), so Devanagari, IAST and the spellings readers vary meet one entry. What a relation
 * answers comes from the records (relations.ts, written into the name shards), not from here.
 * Browser code.
 */
import table from '../../content/search/query-words.json' with { type: 'json' };
import { skeleton } from './variants.ts';

export type RelationKind = 'person' | 'weapon' | 'event' | 'clan';
export interface RelationWord {
  /** the relation's key in a record's relations (relations.ts) */
  means: string;
  /** the kind of record it leads to */
  kind: RelationKind;
  /** how the answer line names it: "Gandiv — Arjun's bow" */
  label: string;
  words: string[];
}
export interface TextName {
  url: string;
  title: string;
  excerpt: string;
  names: string[];
}
interface NumberedSeries {
  /** the title the numbered events share before their number ("War day" 1 … 18) */
  series: string;
  /** words naming one of the numbered events ("day", "दिन") */
  unit: string[];
  /** words that may stand beside them ("war", "युद्ध") */
  context: string[];
}

export const RELATION_WORDS = table.relations as RelationWord[];
export const JOINERS: readonly string[] = table.joiners;
export const NUMBER_WORDS: readonly { n: number; words: string[] }[] = table.numbers;
export const NUMBERED: readonly NumberedSeries[] = table.numbered;
export const TEXT_NAMES: readonly TextName[] = table.texts;

/** A relation word by the skeleton of one or two of the query's words. */
const relationBySkeleton = new Map(RELATION_WORDS.flatMap((r) => r.words.map((w) => [skeleton(w), r] as const)));
const joiners = new Set(JOINERS.map(skeleton));

/**
 * A number word's key: its skeleton without the vowel a (Devanagari's inherent a: चौदहवाँ reads
 * "caudahavām̐", typed "chaudahvan"), a nasal before a consonant as n, and the ordinal ending
 * (-vān, -veṃ, -vīṃ; -a, -e, -i) dropped, so every form of one number meets one key.
 */
export function numberKey(word: string): string {
  return skeleton(word)
    .replace(/a/g, '')
    .replace(/m(?=[^aeiou])/g, 'n')
    .replace(/(?:v[ie]*[mn]?|[mn])$/, '')
    .replace(/[ie]$/, '');
}
const numberBySkeleton = new Map(NUMBER_WORDS.flatMap(({ n, words }) => words.map((w) => [skeleton(w), n] as const)));
/** By numberKey, without the keys two numbers share (fifth and fifteen both lose their endings to "fift"). */
const numberByKey = (() => {
  const found = new Map<string, Set<number>>();
  for (const { n, words } of NUMBER_WORDS)
    for (const w of words) (found.get(numberKey(w)) ?? found.set(numberKey(w), new Set()).get(numberKey(w))!).add(n);
  return new Map([...found].filter(([, ns]) => ns.size === 1).map(([key, ns]) => [key, [...ns][0]]));
})();

/** The number a word names: digits (with an ordinal ending) or a number word, as spelt or by its key. */
export function numberOf(word: string): number | undefined {
  // 14th, 14वाँ (read as "14vām̐"): the ending is not checked
  const digits = /^(\d{1,3})[\p{L}\p{M}]{0,4}$/u.exec(word);
  if (digits) return Number(digits[1]);
  if (!/^[\p{L}\p{M}]+$/u.test(word)) return undefined;
  return numberBySkeleton.get(skeleton(word)) ?? numberByKey.get(numberKey(word));
}

/** The query's words as typed (lower case, Devanagari digits as digits), punctuation dropped. */
function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966))
    .replace(/(?:'s|’s)\b/g, '')
    .split(/[^\p{L}\p{M}\d]+/u)
    .filter(Boolean);
}

export interface NumberedQuestion {
  series: string;
  n: number;
}

/** "the fifth day", "day 14 of the war", "चौदहवाँ दिन", "yuddh ka 5th din": one unit word, one number, nothing else but context. */
export function numberedOf(text: string): NumberedQuestion | undefined {
  const words = rawWords(text);
  for (const { series, unit, context } of NUMBERED) {
    const units = new Set(unit.map(skeleton));
    const others = new Set([...context, ...JOINERS, 'on', 'in'].map(skeleton));
    let n: number | undefined;
    let hasUnit = false;
    for (const word of words) {
      const skel = skeleton(word);
      if (units.has(skel)) hasUnit = true;
      else if (others.has(skel) && !/\d/.test(word)) continue;
      else if (n === undefined && numberOf(word) !== undefined) n = numberOf(word);
      else return undefined;
    }
    if (hasUnit && n) return { series, n };
  }
  return undefined;
}

/** The whole text a query names ("rigveda", "ऋग्वेद", "the Mahabharata"), compared without spaces. */
export function textNamed(text: string): TextName | undefined {
  const key = (s: string) => skeleton(s.replace(/^the\s+/i, '')).replace(/ /g, '');
  const wanted = key(text);
  return wanted ? TEXT_NAMES.find((t) => t.names.some((name) => key(name) === wanted)) : undefined;
}

export interface RelationQuestion {
  relation: RelationWord;
  /** the words left once the relation and joining words are taken out: whom the question is about */
  subject: string;
}

/**
 * A relation word and a subject: "father of karna", "Abhimanyu's wife", "bheem ki gada", "अर्जुन
 * का धनुष", "who was arjun's mother". The relation word may be one or two words; the rest, joining
 * words left out, is the subject. Undefined without both.
 */
export function relationOf(text: string): RelationQuestion | undefined {
  const words = rawWords(text).map(skeleton).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (const length of [2, 1]) {
      const relation = relationBySkeleton.get(words.slice(i, i + length).join(' '));
      if (!relation || i + length > words.length) continue;
      const rest = [...words.slice(0, i), ...words.slice(i + length)].filter((w) => !joiners.has(w));
      if (rest.length) return { relation, subject: rest.join(' ') };
    }
  }
  return undefined;
}
