/**
 * Epic persons who are also beings of the hymns (Indra, Surya, Agni, Vayu …): linked both ways.
 * A name or alias links a person only where the API would resolve it to that person (the one alias
 * rule, core/names.ts: names win, an alias shared by two persons names neither).
 */
import { lookupName, type NameIndex } from '../../core/names.ts';
import { loadHymnRows } from '../rv/data.ts';
import type { PersonRecord } from './schema.ts';

let beings: Map<string, string> | undefined;

/** The hymn being a person is, matched in any letter case on the person's name or an alias that resolves to it. */
export function hymnBeingOf(person: PersonRecord, personNames: NameIndex): string | undefined {
  beings ??= new Map(loadHymnRows().rows.map((r) => [r.sungfor.toLowerCase(), r.sungfor]));
  const own = [person.name, ...person.aliases].find(
    (n) => beings!.has(n.toLowerCase()) && epicPersonOf(n, personNames) === person.name,
  );
  return own === undefined ? undefined : beings.get(own.toLowerCase());
}

/** The epic person a hymn being is: the person its name resolves to, as the API resolves `/persons/{name}`. */
export function epicPersonOf(being: string, personNames: NameIndex): string | undefined {
  return lookupName(personNames, being);
}
