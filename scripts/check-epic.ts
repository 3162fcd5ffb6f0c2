/**
 * Check the epic content: `node scripts/check-epic.ts`.
 *
 * Loads every content/mb/<collection>.json that exists (a missing file counts as an empty array),
 * validates each record with the zod schemas of `epicCollections`, checks the file layout
 * (2-space JSON with a trailing newline), then runs `runEpicChecks`. Prints every problem and exits
 * 1 if there is any. `--quiet` prints only the problems; a word after the options keeps only the
 * messages that start with that file (e.g. `node scripts/check-epic.ts events`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { epicCollections } from '../src/apis/mb/schema.ts';
import type { EpicData } from '../src/apis/mb/schema.ts';
import { runEpicChecks, validateEpicCollections } from '../src/apis/mb/checks.ts';
import type { CheckResult } from '../src/apis/mb/checks.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const epicContentDir = path.join(projectRoot, 'content', 'mb');

export interface EpicLoad {
  data: EpicData;
  /** Files that exist, by collection. */
  present: (keyof EpicData)[];
  /** File-level problems (unreadable JSON, layout) and schema errors. */
  fileProblems: string[];
  schemaProblems: string[];
  checks: CheckResult[];
}

/** Load, validate and check content/mb (or another folder with the same files). */
export function loadAndCheckEpic(dir: string = epicContentDir): EpicLoad {
  const raw: Partial<Record<keyof EpicData, unknown>> = {};
  const present: (keyof EpicData)[] = [];
  const fileProblems: string[] = [];
  for (const kind of Object.keys(epicCollections) as (keyof EpicData)[]) {
    const file = path.join(dir, `${kind}.json`);
    if (!existsSync(file)) continue;
    present.push(kind);
    const text = readFileSync(file, 'utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      fileProblems.push(`${kind}.json: not valid JSON: ${(err as Error).message}`);
      continue;
    }
    if (text !== JSON.stringify(value, null, 2) + '\n')
      fileProblems.push(`${kind}.json: not laid out as 2-space JSON with a trailing newline (JSON.stringify(data, null, 2) + "\\n")`);
    raw[kind] = value;
  }
  const { data, problems: schemaProblems } = validateEpicCollections(raw);
  const checks = runEpicChecks(data);
  return { data, present, fileProblems, schemaProblems, checks };
}

function main() {
  const args = process.argv.slice(2);
  const quiet = args.includes('--quiet');
  const filter = args.find((a) => !a.startsWith('--'));
  const keep = (m: string) => !filter || m.startsWith(filter.endsWith('.json') ? filter : `${filter}.json`);
  const { data, present, fileProblems, schemaProblems, checks } = loadAndCheckEpic();
  const problems = [
    ...fileProblems.filter(keep),
    ...schemaProblems.filter(keep),
    ...checks.flatMap((c) => c.messages.map((m) => `[${c.id}] ${m}`)).filter((m) => keep(m.replace(/^\[[^\]]+\] /, ''))),
  ];
  if (!quiet) {
    const counts = (Object.keys(epicCollections) as (keyof EpicData)[])
      .map((k) => `${k} ${present.includes(k) ? data[k].length : '(no file)'}`)
      .join(', ');
    console.log(`content/mb: ${counts}`);
  }
  for (const p of problems) console.log(p);
  if (!quiet) {
    console.log(`schema: ${schemaProblems.filter(keep).length} problem(s); files: ${fileProblems.filter(keep).length}`);
    for (const c of checks) console.log(`check ${c.id}: ${c.messages.filter(keep).length}`);
  }
  console.log(problems.length ? `${problems.length} problem(s)` : 'epic content OK');
  process.exit(problems.length ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
