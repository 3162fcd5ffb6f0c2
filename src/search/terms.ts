/**
 * What the search knows about a record besides its page text: the names readers type for it (its
 * name, aliases and the reviewed table content/search/variants.json) and the spellings the rules
 * of variants.ts generate from them. Used by the pages' search metadata and the exact mode.
 */
import { z } from 'zod';
import tableJson from '../../content/search/variants.json' with { type: 'json' };
import { spellingsOf } from './variants.ts';

import { RECORD_KINDS, type RecordKind } from './terms-kinds.ts';

export { RECORD_KINDS, type RecordKind };

const TableSchema = z.object({
  about: z.string(),
  entries: z.array(
    z.object({
      kind: z.enum(RECORD_KINDS),
      name: z.string().min(1),
      spellings: z.array(z.string().min(1)).min(1),
      why: z.string().min(1),
    }),
  ),
});

export type VariantEntry = z.infer<typeof TableSchema>['entries'][number];
export const VARIANT_TABLE: VariantEntry[] = TableSchema.parse(tableJson).entries;

/** The reviewed spellings of one record (empty for most). */
export function tableSpellings(kind: RecordKind, name: string): string[] {
  return VARIANT_TABLE.filter((e) => e.kind === kind && e.name === name).flatMap((e) => e.spellings);
}

export interface SearchNames {
  /** name and aliases */
  names: string[];
  /** the reviewed table's names for the record */
  known: string[];
  /** generated spellings of those, not already among them */
  spellings: string[];
  /** a clan's members named together: the plural of each of its names (Pandavas, Kauravas, Yadavas) */
  group: string[];
}

/**
 * The plural a reader gives a clan's name: Pandava → Pandavas, and a name the data writes without
 * its final a gets it back first (Pandav → Pandavas, Yadav → Yadavas), as readers write it.
 */
export function pluralsOf(name: string): string[] {
  if (/\s/.test(name.trim()) || /s$/i.test(name)) return [];
  return /[aeiou]$/i.test(name) ? [`${name}s`] : [`${name}as`, `${name}s`];
}

export function searchNamesOf(kind: RecordKind, name: string, aliases: readonly string[] = []): SearchNames {
  const names = [...new Set([name, ...aliases])];
  const known = tableSpellings(kind, name).filter((s) => !names.includes(s));
  // Rules apply to the data's names only: the table's spellings are reviewed as they stand.
  const own = new Set([...names, ...known].map((n) => n.toLowerCase()));
  const group =
    kind === 'clan'
      ? [...new Set([...names, ...known].flatMap(pluralsOf))].filter((p) => !own.has(p.toLowerCase()))
      : [];
  return { names, known, spellings: spellingsOf(names).filter((s) => !own.has(s)), group };
}
