/** "1 verse", "2 verses", "1,028 suktas": a count with its noun in the right number. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? singular : plural}`;
}
