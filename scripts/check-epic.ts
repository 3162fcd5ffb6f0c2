/**
 * Check the epic content: `node scripts/check-epic.ts`.
 *
 * Reads every content/mb/<kind>.json through the epic's one loader (`readEpicContent`, kinds.ts: a
 * missing file counts as an empty array, each record validated with its kind's schema), checks the
 * file layout (2-space JSON with a trailing newline), then runs `runEpicChecks`. Prints every problem
 * and exits 1 if there is any. `--quiet` prints only the problems; a word after the options keeps
 * only the messages about that file (e.g. `node scripts/check-epic.ts events`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentDir } from '../src/build-config.ts';
import { EPIC_KINDS, epicKinds, readEpicContent, type EpicData, type EpicKind } from '../src/apis/mb/kinds.ts';
import { runEpicChecks } from '../src/apis/mb/checks.ts';
import type { CheckResult } from '../src/apis/mb/checks.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const epicContentDir = path.join(projectRoot, 'content', 'mb');

export interface EpicLoad {
  data: EpicData;
  /** Files that exist, by collection. */
  present: EpicKind[];
  /** File-level problems (unreadable JSON, layout) and schema errors. */
  fileProblems: string[];
  schemaProblems: string[];
  checks: CheckResult[];
}

/** Load, validate and check the epic of a content folder (by default the configured one). */
export function loadAndCheckEpic(dir: string = contentDir()): EpicLoad {
  const { data, present, texts, problems } = readEpicContent(dir);
  const fileProblems: string[] = [];
  for (const kind of present) {
    const text = texts[kind];
    if (text === undefined) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue; // reported by the loader
    }
    if (text !== JSON.stringify(value, null, 2) + '\n')
      fileProblems.push(
        `${EPIC_KINDS[kind].file}: not laid out as 2-space JSON with a trailing newline (JSON.stringify(data, null, 2) + "\\n")`,
      );
  }
  const checks = runEpicChecks(data, dir);
  return { data, present, fileProblems, schemaProblems: problems, checks };
}

function main() {
  const args = process.argv.slice(2);
  const quiet = args.includes('--quiet');
  const filter = args.find((a) => !a.startsWith('--'));
  // Schema messages name content/mb/<file>, relation checks <file>.
  const keep = (m: string) =>
    !filter || m.replace(/^content\/mb\//, '').startsWith(filter.endsWith('.json') ? filter : `${filter}.json`);
  const { data, present, fileProblems, schemaProblems, checks } = loadAndCheckEpic();
  const problems = [
    ...fileProblems.filter(keep),
    ...schemaProblems.filter(keep),
    ...checks
      .flatMap((c) => c.messages.map((m) => `[${c.id}] ${m}`))
      .filter((m) => keep(m.replace(/^\[[^\]]+\] /, ''))),
  ];
  if (!quiet) {
    const counts = epicKinds.map((k) => `${k} ${present.includes(k) ? data[k].length : '(no file)'}`).join(', ');
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
