/**
 * Writes content/mb/index-homonyms.json: the headwords of Sörensen's index and of Mehendale's
 * Cultural Index that have several entries, with how many: `node scripts/mb/index-homonyms.ts`.
 *
 * The build reads only content/, so the check that a citation of such a headword says which entry
 * it means (src/apis/mb/checks-citations.ts) needs this list committed. A Sörensen headword is the
 * IAST of the digitisation's SLP1 key (entries in the digitisation's order, numbered from 1); a
 * Cultural Index headword is cited with its section ("1.6, Kuru"), its entries numbered as the
 * index prints them (scripts/mb/sources.ts, culturalEntries).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { culturalEntries, readSorensen } from './sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** headword → number of entries, for the headwords with more than one, sorted. */
function several(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts].filter(([, n]) => n > 1).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function indexHomonyms(root: string) {
  const sorensen = new Map<string, number>();
  for (const list of readSorensen(root).values())
    for (const e of list) if (e.homonym === 1) sorensen.set(e.headword, e.homonyms);
  const cultural = new Map([...culturalEntries(root)].map(([k, list]) => [k, Math.max(...list.map((e) => e.entry))]));
  return { sorensen: several(sorensen), 'cultural-index': several(cultural) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = indexHomonyms(root);
  writeFileSync(path.join(root, 'content', 'mb', 'index-homonyms.json'), JSON.stringify(table, null, 2) + '\n');
  console.log(
    `content/mb/index-homonyms.json: ${Object.keys(table.sorensen).length} Sörensen and ${Object.keys(table['cultural-index']).length} Cultural Index headwords with several entries`,
  );
}
