/**
 * Candidates for the table of catalogues of names (`CATALOGUES`, src/apis/mb/checks-passages.ts):
 * `node scripts/mb/catalogue-candidates.ts [--min N]`.
 *
 * A passage that only lists names is cited by many records that have nothing else in common, and its
 * citations' notes say so ("among Krishna's deeds", "recalls", "list"). For every cited
 * critical-edition adhyāya and Ganguli section this prints how many records cite it themselves (a
 * citation borrowed from another record, "where … is told", is counted once, at its source) and the
 * notes that read like a list, most-cited first; passages already in the table are marked. A reader
 * then reads each candidate in the text: a list goes into the table, a genealogy or a battle section
 * that tells who is whose child or who killed whom does not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EPIC_KINDS, epicKinds } from '../../src/apis/mb/kinds.ts';
import { catalogueOf } from '../../src/apis/mb/checks-passages.ts';
import type { Citation } from '../../src/apis/mb/schema.ts';

const LIST_NOTE = /\b(among|recalls?|list|names|catalogue)\b/i;
const BORROWED = /is told$/;

export interface Candidate {
  passage: string;
  records: string[];
  listNotes: string[];
}

/** Every cited adhyāya or section with the records citing it themselves and its list-like notes. */
export function catalogueCandidates(data: Record<string, { citations: Citation[] }[]>): Candidate[] {
  const byPassage = new Map<string, Candidate>();
  for (const kind of epicKinds)
    for (const r of data[kind] ?? []) {
      const name = String((r as unknown as Record<string, unknown>)[EPIC_KINDS[kind].key]);
      for (const c of r.citations) {
        if (c.work !== 'critical-edition' && c.work !== 'ganguli') continue;
        if (BORROWED.test(c.note ?? '')) continue;
        const passage = c.work === 'ganguli' ? c.ref : `CE ${c.ref.split('.').slice(0, 2).join('.')}`;
        const entry = byPassage.get(passage) ?? { passage, records: [], listNotes: [] };
        byPassage.set(passage, entry);
        entry.records.push(`${kind}:${name}`);
        if (LIST_NOTE.test(c.note ?? '')) entry.listNotes.push(`${name}: ${c.note}`);
      }
    }
  return [...byPassage.values()].sort(
    (a, b) => b.listNotes.length - a.listNotes.length || b.records.length - a.records.length,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const min = Number(process.argv[process.argv.indexOf('--min') + 1]) || 6;
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'mb');
  const data = Object.fromEntries(
    epicKinds.map((k) => [k, JSON.parse(readFileSync(path.join(dir, EPIC_KINDS[k].file), 'utf8'))]),
  );
  for (const c of catalogueCandidates(data)) {
    if (c.records.length < min && !c.listNotes.length) continue;
    const [work, ref] = c.passage.startsWith('CE ') ? ['critical-edition', c.passage.slice(3)] : ['ganguli', c.passage];
    const listed = catalogueOf({ work: work as Citation['work'], ref: ref! }) ? ' (in the table)' : '';
    console.log(`${c.passage}${listed}: ${c.records.length} records; ${c.records.slice(0, 6).join(', ')}`);
    for (const n of c.listNotes) console.log(`    ${n}`);
  }
}
