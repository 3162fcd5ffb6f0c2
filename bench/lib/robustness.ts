/**
 * The robustness suites, fed into the figures: bad input against the bundled server (the list of
 * tests/support/bad-inputs.ts, also run by `npm test`), the link checker over dist/
 * (src/core/link-check.ts, as tests/unit/links.test.ts), and the build-safety tests
 * (tests/unit/build-safety.test.ts, run as they are).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { checkLinks } from '../../src/core/link-check.ts';
import { catalogPath } from '../../src/core/write-api.ts';
import { badInputCases, runBadInputs, type BadInputResult } from '../../tests/support/bad-inputs.ts';

export async function badInputs(root: string, host: string, port: number): Promise<BadInputResult> {
  const token = `canary-${randomBytes(12).toString('hex')}`;
  const canaryPath = join(root, `.bad-inputs-canary-${process.pid}.json`);
  writeFileSync(canaryPath, JSON.stringify({ token }));
  try {
    const cases = badInputCases(apiModules.map((m) => m.api), basename(canaryPath));
    return await runBadInputs(host, port, cases, [token, 'root:x:0:0', '"test:unit"']);
  } finally {
    rmSync(canaryPath, { force: true });
  }
}

export function links(dist: string): { checked: number; broken: { page: string; href: string }[] } {
  const apis = apiModules.map(({ api }) => ({ api, catalog: JSON.parse(readFileSync(join(dist, catalogPath(api)), 'utf8')) }));
  return checkLinks(dist, apis);
}

/** Runs the build-safety test file; returns its pass and fail counts. */
export function buildSafety(root: string): Promise<{ pass: number; fail: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--test', join(root, 'tests/unit/build-safety.test.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', () => {
      const count = (what: string) => Number(new RegExp(`^# ${what} (\\d+)`, 'm').exec(output)?.[1] ?? NaN);
      done({ pass: count('pass'), fail: count('fail'), output });
    });
  });
}
