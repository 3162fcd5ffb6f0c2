/**
 * What the npm registry says of a package version (`npm view`, npm's own client, so its
 * configuration and any proxy apply): used by scripts/release-check.ts before publishing and by
 * tests/unit/published.test.ts against every address the project offers.
 */
import { spawnSync } from 'node:child_process';

/** A version's manifest field, or `undefined` when the registry has no such version (E404). Throws on any other failure. */
export function npmView(spec: string, field: string): { found: false } | { found: true; value: unknown } {
  const run = spawnSync('npm', ['view', spec, field, '--json'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  const out = run.stdout.trim();
  if (run.status === 0) return { found: true, value: out ? JSON.parse(out) : undefined };
  const error = (out ? (JSON.parse(out) as { error?: { code?: string } }) : {}).error;
  if (error?.code === 'E404') return { found: false };
  throw new Error(`npm view ${spec} ${field} failed (${run.status}): ${out || run.stderr}`);
}
