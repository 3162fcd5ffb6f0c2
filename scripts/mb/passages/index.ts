/** The table of passages, by kind (see table.ts for its shape). */
import { deaths } from './deaths.ts';
import { events } from './events.ts';
import { journeys, paths } from './journeys.ts';
import { others } from './others.ts';
import { persons } from './persons.ts';
import { reviewFixPassages } from './review-fixes.ts';
import type { PassageTable } from './table.ts';

/** Tables merged kind by kind; a record two tables give gets the passages of both. */
function merge(...tables: PassageTable[]): PassageTable {
  const out: PassageTable = {};
  for (const table of tables)
    for (const [kind, entries] of Object.entries(table) as [keyof PassageTable, PassageTable[keyof PassageTable]][]) {
      const into = (out[kind] ??= {});
      for (const [name, entry] of Object.entries(entries ?? {})) {
        const had = into[name];
        into[name] = had
          ? {
              cite: [...(had.cite ?? []), ...(entry.cite ?? [])],
              from: [...(had.from ?? []), ...(entry.from ?? [])],
              basis: `${had.basis}; ${entry.basis}`,
            }
          : entry;
      }
    }
  return out;
}

export const passages: PassageTable = merge({ events, deaths, journeys, paths, persons }, others, reviewFixPassages);
