/**
 * One-off, re-runnable converter (issue 38): reads the curation tables as they were written in
 * TypeScript (the passage tables of scripts/mb/passages/, the review's fixes, the prune rule's
 * corrections and container stories) and writes them as data under content/mb/curation/, which
 * scripts/mb/curation.ts reads and validates. Run it from a tree that still has the TypeScript
 * tables: `node scripts/mb/convert-curation-tables.ts`. It writes 2-space JSON with a final newline,
 * so a re-run on unchanged tables changes nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deaths } from './passages/deaths.ts';
import { events } from './passages/events.ts';
import { journeys, paths } from './passages/journeys.ts';
import { others } from './passages/others.ts';
import { persons } from './passages/persons.ts';
import { REVIEW_FIXES } from './passages/review-fixes.ts';
import type { Passage, PassageTable } from './passages/table.ts';
import { CONTAINER_STORIES, CORRECTIONS } from './prune-citations.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'mb', 'curation');

/** The passage tables merged kind by kind as passages/index.ts merged them (the review's fixes stay apart). */
function merged(...tables: PassageTable[]): PassageTable {
  const out: PassageTable = {};
  for (const table of tables)
    for (const [kind, entries] of Object.entries(table) as [keyof PassageTable, Record<string, Passage>][]) {
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

/** The corrections the review's fixes imply are derived from them again by the loader: not written twice. */
const fromFixes = new Set(
  REVIEW_FIXES.flatMap(({ kind, records, replaces, to, why }) =>
    replaces
      ? records.map((record) => JSON.stringify({ kind, record, cite: replaces, ...(to ? { to } : {}), why }))
      : [],
  ),
);
const ownCorrections = CORRECTIONS.filter((c) => !fromFixes.has(JSON.stringify(c))).map((c) =>
  JSON.parse(JSON.stringify(c)),
);

const files: Record<string, unknown> = {
  'passages.json': {
    about:
      'The table of passages: per kind and record name, the passages of the epic that tell what the record says (cite), the records whose passages tell of it too (from: "kind:name" or "kind:name@ref"), and how each entry was located (basis, for review). npm run apply:passages adds them to the records.',
    kinds: JSON.parse(JSON.stringify(merged({ events, deaths, journeys, paths, persons }, others))),
  },
  'review-fixes.json': {
    about:
      'The review’s fixes: each names the citation it replaces (dropped, or corrected to the right entry), the records it applies to, the verdict and why, the verses that replace it (cite; empty: only drops) and the clause or verse it rests on (basis).',
    fixes: JSON.parse(JSON.stringify(REVIEW_FIXES)),
  },
  'prune-rules.json': {
    about:
      'The prune rule’s data (scripts/mb/prune-citations.ts): citations the review found wrong for their record (to: the corrected reference; none: dropped), besides those the review’s fixes name, and the Cultural Index stories that hold many records, with the persons whose own story each is.',
    corrections: ownCorrections,
    containerStories: Object.fromEntries(CONTAINER_STORIES),
  },
};

mkdirSync(dir, { recursive: true });
for (const [file, data] of Object.entries(files)) {
  writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`content/mb/curation/${file}`);
}
