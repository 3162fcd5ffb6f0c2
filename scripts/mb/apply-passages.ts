/**
 * Adds the table of passages (content/mb/curation/passages.json and the review's fixes, read by
 * scripts/mb/curation.ts) to the records of content/mb/*.json:
 * `npm run apply:passages` (`-- --dry-run` to only report).
 *
 * Idempotent: a citation already present (same work and reference) is not added again, existing
 * citations are kept, and files are rewritten as the other scripts write them (2-space JSON and a
 * final newline) only when they change. The generated "first verse the Cultural Index cites"
 * citations that point into a list of names (CE 6.10) are dropped: they show only that a name
 * occurs. Prints, per kind, how many records cite a passage before and after.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EPIC_KINDS, epicKinds, type EpicKind } from '../../src/apis/mb/kinds.ts';
import { citations as citationsSchema, type Citation } from '../../src/apis/mb/schema.ts';
import { isNameListPassage, isPassage } from '../../src/apis/mb/checks-passages.ts';
import { loadCuration } from './curation.ts';
import { droppedByReview } from './prune-citations.ts';

type Rec = Record<string, unknown> & { citations: Citation[] };
export type EpicRecords = Record<EpicKind, Rec[]>;

const GENERATED = 'the first verse the Cultural Index cites';
const sameCitation = (a: Citation, b: Citation) => a.work === b.work && a.ref === b.ref;
const hasPassage = (r: Rec) => r.citations.some(isPassage);
const nameOf = (kind: EpicKind, r: Rec) => r[EPIC_KINDS[kind].key] as string;

/** "kind:name" or "kind:name@ref" (only the citation with that reference): what `from` names. */
export function parseFrom(ref: string): [EpicKind, string, string | undefined] {
  const [kind, rest] = ref.split(/:(.*)/) as [EpicKind, string];
  const [name, only] = rest.split(/@(?=[^@]*$)/) as [string, string | undefined];
  return [kind, name, only];
}

/** How a record another one borrows passages from is named in the note. */
function told(ref: string): string {
  const [kind, name] = parseFrom(ref);
  return kind === 'deaths'
    ? `where the death of ${name} is told`
    : `where the ${EPIC_KINDS[kind].noun} "${name}" is told`;
}

/**
 * Applies the table to `data` in place and returns the problems (unknown records, malformed or
 * unresolvable entries). Pure but for the mutation, so tests can run it on a copy.
 */
export function applyPassages(data: EpicRecords, table = loadCuration().passages): string[] {
  const problems: string[] = [];
  const find = (kind: EpicKind, name: string) => data[kind].find((r) => nameOf(kind, r) === name);
  // a citation the review dropped for this record (prune-citations' CORRECTIONS) is not given back
  const add = (r: Rec, c: Citation, kind: EpicKind) => {
    if (droppedByReview(kind, nameOf(kind, r), c)) return;
    if (!r.citations.some((x) => sameCitation(x, c))) r.citations.push(c);
  };
  // the generated citations into a list of names go; the table gives each record its passage
  for (const kind of epicKinds)
    for (const r of data[kind])
      r.citations = r.citations.filter((c) => !(isNameListPassage(c) && c.note?.startsWith(GENERATED)));
  // first what the table cites
  for (const kind of epicKinds)
    for (const [name, entry] of Object.entries(table[kind] ?? {})) {
      const r = find(kind, name);
      const label = `passages: ${kind} ${JSON.stringify(name)}`;
      if (!r) {
        problems.push(`${label}: no such record`);
        continue;
      }
      if (!entry.basis.trim()) problems.push(`${label}: no basis`);
      if (!entry.cite?.length && !entry.from?.length) problems.push(`${label}: cites nothing`);
      const parsed = citationsSchema.safeParse(entry.cite?.length ? entry.cite : [{ work: 'sorensen', ref: 'x' }]);
      if (!parsed.success) problems.push(`${label}: ${parsed.error.issues[0]!.message}`);
      for (const c of entry.cite ?? []) {
        if (!isPassage(c)) problems.push(`${label}: ${c.ref} is not a passage`);
        add(r, c, kind);
      }
    }
  // then what entries borrow from other records; a record may borrow from one that borrows in
  // turn (a person from their death, the death from its event), so this runs until nothing changes
  const borrowing = epicKinds.flatMap((kind) =>
    Object.entries(table[kind] ?? {}).flatMap(([name, entry]) =>
      (entry.from ?? []).map((ref) => ({ kind, name, ref, r: find(kind, name) })),
    ),
  );
  for (let changed = true; changed;) {
    const before = borrowing.reduce((n, b) => n + (b.r?.citations.length ?? 0), 0);
    for (const { kind, ref, r } of borrowing) {
      const [k, n, only] = parseFrom(ref);
      const source = epicKinds.includes(k) ? find(k, n) : undefined;
      if (r)
        for (const c of source?.citations.filter((x) => isPassage(x) && (!only || x.ref === only)) ?? [])
          add(r, { ...c, note: `${c.note ? `${c.note}; ` : ''}${told(ref)}` }, kind);
    }
    changed = borrowing.reduce((n, b) => n + (b.r?.citations.length ?? 0), 0) !== before;
  }
  for (const { kind, name, ref, r } of borrowing) {
    const [k, n, only] = parseFrom(ref);
    const source = epicKinds.includes(k) ? find(k, n) : undefined;
    if (r && !source?.citations.some((x) => isPassage(x) && (!only || x.ref === only)))
      problems.push(`passages: ${kind} ${JSON.stringify(name)}: ${ref} has no passage`);
  }
  return problems;
}

/** Records citing a passage, per kind. */
export function passageCounts(data: EpicRecords): Record<EpicKind, { with: number; of: number }> {
  return Object.fromEntries(
    epicKinds.map((k) => [k, { with: data[k].filter(hasPassage).length, of: data[k].length }]),
  ) as Record<EpicKind, { with: number; of: number }>;
}

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'mb');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = Object.fromEntries(
    epicKinds.map((k) => [k, readFileSync(path.join(contentDir, EPIC_KINDS[k].file), 'utf8')]),
  ) as Record<EpicKind, string>;
  const data = Object.fromEntries(epicKinds.map((k) => [k, JSON.parse(files[k])])) as EpicRecords;
  const before = passageCounts(data);
  const problems = applyPassages(data);
  const after = passageCounts(data);
  let total = [0, 0, 0];
  for (const k of epicKinds) {
    console.log(
      `${k.padEnd(10)} ${String(before[k].with).padStart(4)} → ${String(after[k].with).padStart(4)} of ${after[k].of}`,
    );
    total = [total[0]! + before[k].with, total[1]! + after[k].with, total[2]! + after[k].of];
  }
  console.log(
    `${'all'.padEnd(10)} ${String(total[0]).padStart(4)} → ${String(total[1]).padStart(4)} of ${total[2]} (${((100 * total[1]!) / total[2]!).toFixed(1)} %) records cite a passage`,
  );
  for (const p of problems) console.error(p);
  if (problems.length) process.exitCode = 1;
  else if (!process.argv.includes('--dry-run'))
    for (const k of epicKinds) {
      const text = JSON.stringify(data[k], null, 2) + '\n';
      if (text !== files[k]) writeFileSync(path.join(contentDir, EPIC_KINDS[k].file), text);
    }
}
