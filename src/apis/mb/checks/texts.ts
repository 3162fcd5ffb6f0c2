/** Texts: no templated prose shared by many persons. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EpicData } from '../kinds.ts';
import { str, arr, q, recs, label, KINDS, type Kind, type EpicCheck } from './context.ts';

/** A text several persons share (names aside) must stay this short: what the sources say of a group, not padding. */
export const SHARED_TEXT_SENTENCES = 2;

export const textsOwn: EpicCheck = {
  id: 'texts-own',
  title: `A longDesc shared by several persons (their names aside) is at most ${SHARED_TEXT_SENTENCES} sentences, and no text has a person avenge, rescue or join himself`,
  run({ persons, deaths }) {
    const out: string[] = [];
    const byText = new Map<string, string[]>();
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const r of persons) {
      const n = str(r, 'name');
      const text = str(r, 'longDesc');
      if (!n || !text) continue;
      const own = [n.replace(/\s*\(.*\)$/, ''), ...arr(r, 'aliases')]
        .filter((x) => x.length > 1)
        .sort((a, b) => b.length - a.length);
      const ownRe = new RegExp(`\\b(?:${own.map(escape).join('|')})\\b`, 'g');
      const shape = text.replace(ownRe, '…');
      byText.set(shape, [...(byText.get(shape) ?? []), n]);
      const texts: [string, string, string | undefined][] = [['persons.json', 'longDesc', text]];
      const d = deaths.find((x) => str(x, 'personName') === n);
      if (d) texts.push(['deaths.json', 'personKilledHow', str(d, 'personKilledHow')]);
      const self = new RegExp(`\\b(?:avenge|help|rescue) (?:${own.map(escape).join('|')})\\b`);
      for (const [file, field, t] of texts) {
        if (!t) continue;
        // "X sent his brothers, X among them": a template filled with the person's own name
        const twice = t
          .split(/(?<=[.;])\s+/)
          .some((sentence) => /among them/.test(sentence) && (sentence.match(ownRe) ?? []).length > 1);
        if (self.test(t) || twice)
          out.push(
            `${file}: ${q(n)}.${field}: has ${q(n)} avenge, rescue or join himself (a template filled with his own name?)`,
          );
      }
    }
    for (const [shape, names] of byText) {
      const sentences = shape.split(/(?<=\.)\s+/).length;
      if (names.length > 1 && sentences > SHARED_TEXT_SENTENCES)
        out.push(
          `persons.json: ${names.map(q).join(', ')}.longDesc: one ${sentences}-sentence text with only the names changed; say what the sources say of each, or a short shared text`,
        );
    }

    return out;
  },
};

/** A sentence this long that two records share is a formula, unless content/mb/stock-phrases.json lists it with a reason. */
export const SHARED_SENTENCE_WORDS = 8;

export interface StockPhrase {
  sentence: string;
  reason: string;
}

const stockCache = new Map<string, StockPhrase[]>();
/** The deliberate stock phrases (content/mb/stock-phrases.json): sentences several records may share, each with why. */
export function stockPhrases(dir: string): StockPhrase[] {
  let list = stockCache.get(dir);
  if (!list) {
    list = JSON.parse(readFileSync(path.join(dir, 'mb', 'stock-phrases.json'), 'utf8')) as StockPhrase[];
    stockCache.set(dir, list);
  }
  return list;
}

/** The sentences of a text: split after . ! ? or ; and a space. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.;!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Every sentence of SHARED_SENTENCE_WORDS or more words in a record's own text fields → where it occurs. */
export function sharedSentences(data: Partial<EpicData>): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const { file, key } = KINDS[kind];
    recs(data, kind).forEach((r, i) => {
      for (const [field, value] of Object.entries(r)) {
        if (field === key || typeof value !== 'string') continue;
        for (const s of new Set(sentencesOf(value)))
          if (s.split(/\s+/).length >= SHARED_SENTENCE_WORDS)
            where.set(s, [...(where.get(s) ?? []), `${file}: ${label(kind, r, i)}.${field}`]);
      }
    });
  }
  return new Map([...where].filter(([, places]) => places.length > 1));
}

export const sentencesOwn: EpicCheck = {
  id: 'sentences-own',
  title: `No sentence of ${SHARED_SENTENCE_WORDS} or more words is shared by two record texts, except the stock phrases listed with a reason in content/mb/stock-phrases.json`,
  run({ data, contentDir }) {
    const out: string[] = [];
    const stock = stockPhrases(contentDir);
    const listed = new Set(stock.map((p) => p.sentence));
    const shared = sharedSentences(data);
    for (const [sentence, places] of shared)
      if (!listed.has(sentence))
        out.push(
          `${places.join(', ')}: the sentence ${q(sentence)} is shared by ${places.length} texts; say what the sources say of each, or list it in stock-phrases.json with a reason`,
        );
    // (that every listed phrase is still shared and has a reason is a test of the committed list:
    // tests/unit/mb-sentences.test.ts; the check also runs on partial data)
    return out;
  },
};
