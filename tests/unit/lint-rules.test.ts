/**
 * The rules the house keeps by tool, checked on planted code: ESLint (`npm run lint`, the first
 * step of `npm test`) refuses a function of more than 120 lines in the code, and lets tests be as
 * long as their cases; data (content/, the curation tables included) is not code and is not linted
 * (eslint.config.js, not comments, says so).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { root } from '../support/paths.ts';

/** A function of `lines` statements, blank lines and comments aside. */
const longFunction = (lines: number) =>
  `export function planted(): number {\n  let n = 0;\n${'  n += 1;\n  // a comment\n\n'.repeat(lines - 4)}  return n;\n}\n`;

async function lengthProblems(code: string, file: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'max-lines-per-function').map((m) => m.message);
}

test('a function over 120 lines fails the lint in the code; one of 120 passes', async () => {
  assert.equal((await lengthProblems(longFunction(121), 'src/core/planted.ts')).length, 1);
  assert.equal((await lengthProblems(longFunction(121), 'client/src/planted.ts')).length, 1);
  assert.deepEqual(await lengthProblems(longFunction(120), 'src/core/planted.ts'), []);
});

test('tests and data are exempt by configuration; the scripts that apply the data are not', async () => {
  assert.deepEqual(await lengthProblems(longFunction(200), 'tests/unit/planted.test.ts'), []);
  assert.ok(await new ESLint({ cwd: root }).isPathIgnored(join(root, 'content/mb/curation/passages.json')));
  assert.equal((await lengthProblems(longFunction(121), 'scripts/mb/passages/planted.ts')).length, 1);
});
