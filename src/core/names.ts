/**
 * The one name resolver: per entity kind, canonical names, their lower-case forms and aliases.
 * Built once by the build, emitted in the catalog, and used by the server and the browser client.
 */
import { ApiError } from './api-error.ts';

/** lower-cased name or alias → canonical name */
export type NameIndex = Record<string, string>;

export interface Named {
  name: string;
  aliases: readonly string[];
}

export function buildNameIndex(kind: string, records: readonly Named[]): NameIndex {
  const index: NameIndex = {};
  for (const { name } of records) {
    const key = name.toLowerCase();
    if (index[key]) throw new Error(`${kind}: "${name}" differs from "${index[key]}" only in letter case`);
    index[key] = name;
  }
  return Object.assign(index, aliasIndex(records));
}

/**
 * The one alias rule (the API's; the content checks and the cross-links use it too): an alias
 * resolves, in any letter case, to its record unless it is some record's name (names always win) or
 * it is shared by two records (then it resolves to neither). Never throws, so it also serves checks
 * of data that is not yet valid.
 */
export function aliasIndex(records: readonly Named[]): NameIndex {
  const names = new Set(records.map(({ name }) => name.toLowerCase()));
  const ambiguous = new Set<string>();
  const aliasOf: NameIndex = {};
  for (const { name, aliases } of records) {
    for (const alias of aliases) {
      const key = alias.toLowerCase();
      if (names.has(key)) continue;
      if (Object.hasOwn(aliasOf, key) && aliasOf[key] !== name) ambiguous.add(key);
      aliasOf[key] = name;
    }
  }
  for (const key of ambiguous) delete aliasOf[key];
  return aliasOf;
}

/** The one name lookup: the canonical name a name or alias stands for, in any letter case, if any. */
export function lookupName(index: NameIndex, raw: string): string | undefined {
  const key = raw.toLowerCase();
  return Object.hasOwn(index, key) ? index[key] : undefined;
}

/** The canonical name, or the API's 404 naming what was asked. */
export function resolveName(index: NameIndex, raw: string, label: string): string {
  const found = lookupName(index, raw);
  if (!found) throw new ApiError(404, `no ${label} named "${raw.length > 80 ? `${raw.slice(0, 80)}…` : raw}"`);
  return found;
}

/** Sorted case-insensitively (Rule 6). */
export function sortNames(names: Iterable<string>): string[] {
  return [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : 1));
}
