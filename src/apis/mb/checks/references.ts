/** References: every name a record lists resolves to one record of the right kind. */
import { epicKinds, referencesOf } from '../kinds.ts';
import { arr, namesIn, q, recs, label, KINDS, type EpicCheck } from './context.ts';

export const references: EpicCheck = {
  id: 'references',
  title: 'Every referenced name resolves to a record of the right kind',
  run({ data, idx }) {
    const out: string[] = [];
    const a = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
    for (const kind of epicKinds)
      for (const { field, targets } of referencesOf(kind))
        recs(data, kind).forEach((r, i) => {
          for (const v of namesIn(r, field)) {
            const where = `${KINDS[kind].file}: ${label(kind, r, i)}.${field}`;
            const found = targets.filter((t) => idx[t].has(v));
            if (!found.length) {
              const hint = targets.map((t) => idx[t].hint(v)).find(Boolean) ?? '';
              out.push(`${where}: ${q(v)} is not ${targets.map((t) => a(KINDS[t].noun)).join(' or ')}${hint}`);
            } else if (found.length > 1)
              out.push(`${where}: ${q(v)} is both ${found.map((t) => a(KINDS[t].noun)).join(' and ')} (ambiguous)`);
          }
        });

    return out;
  },
};

export const listDuplicates: EpicCheck = {
  id: 'list-duplicates',
  title: 'No name is listed twice in one list field',
  run({ data }) {
    const out: string[] = [];
    for (const kind of epicKinds)
      for (const { field, targets } of referencesOf(kind)) {
        if (targets.length > 1) continue;
        recs(data, kind).forEach((r, i) => {
          const seen = new Set<string>();
          for (const v of arr(r, field)) {
            if (seen.has(v)) out.push(`${KINDS[kind].file}: ${label(kind, r, i)}.${field}: ${q(v)} is listed twice`);
            seen.add(v);
          }
        });
      }

    return out;
  },
};
