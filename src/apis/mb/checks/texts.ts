/** Texts: no templated prose shared by many persons. */
import { str, arr, q, type EpicCheck } from './context.ts';

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
