/**
 * The release's refusals (src/downloads/release.ts): content that is not its version's data set, a
 * tag that is not the data version, and a version npm or the deployed site already has with
 * another digest are refused; a version npm has with this digest is not published again.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { contentDigest, HISTORY_FILE, readDataVersionFile, readVersionHistory } from '../../src/core/data-version.ts';
import { releasePlan, type ReleaseFacts } from '../../src/downloads/release.ts';

const digest = (c: string) => `sha256:${c.repeat(64)}`;
const data = { version: '2.0.0', date: '2030-01-02', contentDigest: digest('a') };
const facts: ReleaseFacts = {
  data,
  actualDigest: digest('a'),
  history: { note: 'n', versions: [{ version: '1.0.0', date: '2030-01-01', contentDigest: digest('0') }, data] },
  dataPackage: { version: '2.0.0', contentDigest: digest('a') },
  tag: 'v2.0.0',
  npmData: { found: false },
  site: { version: '1.0.0', contentDigest: digest('0') },
};

test('new content under a new version, tagged as it: published', () => {
  assert.deepEqual(releasePlan(facts), { problems: [], publishData: true });
});

test('a version npm has with this digest is not published again; with another one, refused', () => {
  assert.deepEqual(releasePlan({ ...facts, npmData: { found: true, contentDigest: digest('a') } }), {
    problems: [],
    publishData: false,
  });
  const other = releasePlan({ ...facts, npmData: { found: true, contentDigest: digest('b') } });
  assert.match(other.problems.join('\n'), /npm has data version 2\.0\.0 with content digest sha256:b+/);
  assert.equal(releasePlan({ ...facts, npmData: { found: true } }).problems.length, 1, 'no digest recorded');
});

test('a version the deployed site serves with another digest is refused', () => {
  const plan = releasePlan({ ...facts, site: { version: '2.0.0', contentDigest: digest('c') } });
  assert.match(plan.problems.join('\n'), /deployed site serves data version 2\.0\.0/);
  assert.deepEqual(releasePlan({ ...facts, site: { version: '2.0.0', contentDigest: digest('a') } }).problems, []);
});

test('changed content, another tag, a stale package or history is refused', () => {
  assert.equal(releasePlan({ ...facts, actualDigest: digest('d') }).problems.length, 1);
  assert.match(releasePlan({ ...facts, tag: 'v2.0.1' }).problems.join(), /tag v2\.0\.1/);
  assert.equal(
    releasePlan({ ...facts, dataPackage: { version: '2.0.0', contentDigest: digest('0') } }).problems.length,
    1,
  );
  const rerecorded = {
    ...facts.history,
    versions: [facts.history.versions[0]!, { ...data, contentDigest: digest('e') }],
  };
  assert.equal(releasePlan({ ...facts, history: rerecorded }).problems.length, 1);
});

test("this checkout's content passes, with no registry or site facts", () => {
  const root = join(import.meta.dirname, '..', '..');
  const current = readDataVersionFile(join(root, 'content'));
  const plan = releasePlan({
    data: current,
    actualDigest: contentDigest(join(root, 'content')),
    history: readVersionHistory(join(root, HISTORY_FILE)),
    dataPackage: { version: current.version, contentDigest: current.contentDigest },
  });
  assert.deepEqual(plan.problems, []);
});
