/** Names: unique in their kind, aliases that resolve to one record. */
import { str, arr, q, recs, KINDS, NAMED_KINDS, type Kind, type EpicCheck } from './context.ts';

/**
 * Aliases that may equal another record's name because the original data published them so.
 * A lookup by name always wins over a lookup by alias, so `/persons/Krishna` stays Krishna.
 */
export const PUBLISHED_ALIAS_EXCEPTIONS: readonly { kind: string; record: string; alias: string; why: string }[] = [
  {
    kind: 'persons',
    record: 'Arjun',
    alias: 'Krishna',
    why: 'Arjun is called Krishna ("the dark one") in the epic, and the original Arjun record lists it',
  },
];

export const namesUnique: EpicCheck = {
  id: 'names-unique',
  title: 'Every record has a name, unique within its kind, also ignoring letter case',
  run({ data }) {
    const out: string[] = [];
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const { file, key } = KINDS[kind];
      const seen = new Map<string, string>();
      recs(data, kind).forEach((r, i) => {
        const n = str(r, key);
        if (!n) {
          out.push(`${file}: [${i}].${key}: missing name`);
          return;
        }
        const prev = seen.get(n.toLowerCase());
        if (prev === n) out.push(`${file}: ${q(n)}.${key}: the name occurs more than once`);
        else if (prev !== undefined) out.push(`${file}: ${q(n)}.${key}: differs only in letter case from ${q(prev)}`);
        else seen.set(n.toLowerCase(), n);
      });
    }

    return out;
  },
};

export const aliases: EpicCheck = {
  id: 'aliases',
  title:
    "Aliases do not repeat the record's own name, nor collide with another record's name or alias of the same kind",
  run({ data, idx }) {
    const out: string[] = [];
    for (const kind of NAMED_KINDS) {
      const { file, key, aliasKey } = KINDS[kind];
      if (!aliasKey) continue;
      const owners = new Map<string, string[]>(); // lower-cased alias -> record names
      recs(data, kind).forEach((r, i) => {
        const n = str(r, key) ?? `[${i}]`;
        const mine = new Set<string>();
        for (const a of arr(r, aliasKey)) {
          const l = a.toLowerCase();
          if (a.trim() !== a || a === '' || a.includes('/'))
            out.push(`${file}: ${q(n)}.${aliasKey}: ${q(a)} is not a valid name`);
          if (l === n.toLowerCase()) out.push(`${file}: ${q(n)}.${aliasKey}: ${q(a)} repeats the record's own name`);
          if (mine.has(l)) out.push(`${file}: ${q(n)}.${aliasKey}: ${q(a)} is listed twice`);
          mine.add(l);
          const other = idx[kind].lower.get(l);
          if (other && other.toLowerCase() !== n.toLowerCase()) {
            const allowed = PUBLISHED_ALIAS_EXCEPTIONS.some((e) => e.kind === kind && e.record === n && e.alias === a);
            if (!allowed)
              out.push(`${file}: ${q(n)}.${aliasKey}: ${q(a)} is the name of another ${KINDS[kind].noun}, ${q(other)}`);
          }
          owners.set(l, [...(owners.get(l) ?? []), n]);
        }
      });
      for (const [a, ns] of owners) {
        const distinct = [...new Set(ns)];
        if (distinct.length > 1)
          out.push(
            `${file}: ${distinct.map(q).join(', ')}.${aliasKey}: the alias ${q(a)} is shared by ${distinct.length} records`,
          );
      }
    }

    return out;
  },
};
