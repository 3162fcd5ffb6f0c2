/** Epic persons who are also beings of the hymns (Indra, Surya, Agni, Vayu …): linked both ways. */
import { loadHymnRows } from '../rv/data.ts';
import type { PersonRecord } from './schema.ts';

let beings: Set<string> | undefined;

/** The hymn being a person is, matched on the name or an alias. */
export function hymnBeingOf(person: PersonRecord): string | undefined {
  beings ??= new Set(loadHymnRows().rows.map((r) => r.sungfor));
  return [person.name, ...person.aliases].find((n) => beings!.has(n));
}

let persons: Map<string, string> | undefined;

/** The epic person a hymn being is, matched on the person's name or an alias. */
export function epicPersonOf(being: string, all: readonly PersonRecord[]): string | undefined {
  if (!persons) {
    persons = new Map();
    for (const p of all) for (const n of [...p.aliases, p.name]) persons.set(n, p.name);
  }
  return persons.get(being);
}
