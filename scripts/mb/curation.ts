/**
 * The one loader of the epic's curation record (content/mb/curation/): how each citation was found
 * and which ones the review dropped or corrected. Three JSON files, each validated by its schema
 * here (a bad entry fails naming the file and the field):
 *
 * - passages.json: per kind and record name, the passages that tell what the record says (`cite`),
 *   the records whose passages tell of it too (`from`), and how the entry was located (`basis`);
 *   `npm run apply:passages` adds them to the records (scripts/mb/apply-passages.ts).
 * - review-fixes.json: the review's fixes: the citation each replaces, its verdict and why, the
 *   verses that replace it and the clause they rest on.
 * - prune-rules.json: the corrections the review found besides its fixes, and the Cultural Index
 *   stories that hold many records (scripts/mb/prune-citations.ts applies both).
 *
 * How to add or fix a citation: CONTRIBUTING.md ("Adding or fixing a citation").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { epicKinds, type EpicKind } from '../../src/apis/mb/kinds.ts';
import { citation, citationWorks } from '../../src/apis/mb/schema.ts';
import { describeIssues } from '../../src/core/zod-issues.ts';

const kind = z.enum(epicKinds as [EpicKind, ...EpicKind[]]);
/** A citation named by work and reference (and entry, for an index with several of one headword). */
const citedRef = z.strictObject({
  work: z.enum(citationWorks),
  ref: z.string().min(1),
  entry: z.number().int().optional(),
});

export const passage = z.strictObject({
  /** passages cited for this record */
  cite: z.array(citation).optional(),
  /** records whose passages tell of this one too: "kind:name", or "kind:name@ref" for one passage */
  from: z.array(z.string().regex(/^\w+:.+$/)).optional(),
  /** how the passage was located: not shipped, for review */
  basis: z.string().min(1),
});
export type Passage = z.infer<typeof passage>;
export type PassageTable = Partial<Record<EpicKind, Record<string, Passage>>>;
const passagesFile = z.strictObject({
  about: z.string(),
  kinds: z.partialRecord(kind, z.record(z.string().min(1), passage)),
});

export const reviewFix = z.strictObject({
  kind,
  /** the records the fix applies to (several when the same citation was wrong the same way in each) */
  records: z.array(z.string().min(1)).min(1),
  /** the citation the fix drops; none when it only adds */
  replaces: citedRef.optional(),
  /** the right entry of the same index, when the citation named the wrong one */
  to: z.strictObject({ ref: z.string().min(1), entry: z.number().int().optional() }).optional(),
  verdict: z.enum(['weak', 'does not support']),
  why: z.string().min(1),
  /** the verses that replace it; empty: the fix only drops */
  cite: z.array(citation),
  basis: z.string().min(1),
});
export type ReviewFix = z.infer<typeof reviewFix>;
const reviewFixesFile = z.strictObject({ about: z.string(), fixes: z.array(reviewFix) });

export const correction = z.strictObject({
  kind,
  record: z.string().min(1),
  cite: citedRef,
  /** the corrected reference, or reference and entry (an entry left out is removed); none: dropped */
  to: z
    .union([z.string().min(1), z.strictObject({ ref: z.string().min(1), entry: z.number().int().optional() })])
    .optional(),
  why: z.string().min(1),
});
export type Correction = z.infer<typeof correction>;
const pruneRulesFile = z.strictObject({
  about: z.string(),
  corrections: z.array(correction),
  /** Cultural Index story → the persons whose own story it is */
  containerStories: z.record(z.string().min(1), z.array(z.string().min(1))),
});

const curationDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'mb', 'curation');

function read<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(curationDir, file), 'utf8')));
  if (!parsed.success)
    throw new Error(describeIssues(parsed.error, { file: `content/mb/curation/${file}` }).join('\n'));
  return parsed.data;
}

export interface Curation {
  /** the table of passages, the review's fixes' verses included */
  passages: PassageTable;
  reviewFixes: ReviewFix[];
  /** every correction: prune-rules.json's and those the review's fixes name */
  corrections: Correction[];
  containerStories: Map<string, string[]>;
}

/** The fixes' new verses as a table of passages (one entry per record, its fixes' verses together). */
function fixPassages(fixes: readonly ReviewFix[]): PassageTable {
  const table: PassageTable = {};
  for (const fix of fixes) {
    if (!fix.cite.length) continue;
    const entries = (table[fix.kind] ??= {});
    for (const record of fix.records) {
      const entry: Passage = (entries[record] ??= { cite: [], basis: '' });
      entry.cite!.push(...fix.cite);
      entry.basis = entry.basis ? `${entry.basis}; ${fix.basis}` : fix.basis;
    }
  }
  return table;
}

/** Tables merged kind by kind; a record two tables give gets the passages of both. */
export function mergePassages(...tables: PassageTable[]): PassageTable {
  const out: PassageTable = {};
  for (const table of tables)
    for (const [k, entries] of Object.entries(table) as [EpicKind, Record<string, Passage>][]) {
      const into = (out[k] ??= {});
      for (const [name, entry] of Object.entries(entries)) {
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

/** The curation record, read and validated once per process. */
let loaded: Curation | undefined;
export function loadCuration(): Curation {
  if (loaded) return loaded;
  const reviewFixes = read('review-fixes.json', reviewFixesFile).fixes;
  const rules = read('prune-rules.json', pruneRulesFile);
  const fromFixes = reviewFixes.flatMap(({ kind: k, records, replaces, to, why }) =>
    replaces
      ? records.map((record): Correction => ({ kind: k, record, cite: replaces, ...(to ? { to } : {}), why }))
      : [],
  );
  loaded = {
    passages: mergePassages(read('passages.json', passagesFile).kinds as PassageTable, fixPassages(reviewFixes)),
    reviewFixes,
    corrections: [...rules.corrections, ...fromFixes],
    containerStories: new Map(Object.entries(rules.containerStories)),
  };
  return loaded;
}
