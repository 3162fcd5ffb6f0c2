/** An A–Z list: items sorted by name as a reader expects (accents and case ignored), grouped by first letter. */

export interface AzItem {
  name: string;
  href: string;
  note?: string;
}

export interface AzLetter<T extends AzItem = AzItem> {
  /** "A" … "Z", or "#" for names that start with no Latin letter */
  letter: string;
  items: T[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The first letter a name is filed under: its first Latin letter without accents (Ā → A). */
export function letterOf(name: string): string {
  const first = name.normalize('NFKD').replace(/\p{M}/gu, '').trim()[0]?.toUpperCase() ?? '';
  return /^[A-Z]$/.test(first) ? first : '#';
}

export function azGroups<T extends AzItem>(items: readonly T[]): AzLetter<T>[] {
  const sorted = [...items].sort((a, b) => collator.compare(a.name, b.name));
  return [...Map.groupBy(sorted, (item) => letterOf(item.name))]
    .map(([letter, group]) => ({ letter, items: group }))
    .sort((a, b) => (a.letter === '#' ? 1 : b.letter === '#' ? -1 : a.letter.localeCompare(b.letter)));
}
