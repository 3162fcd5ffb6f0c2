/**
 * One version, one data set: content/'s digest must be the one content/VERSION.json and the history
 * of versions (data-versions.json) record for its version, the history never re-records a version,
 * and CHANGELOG.md's entry for that version must state the counts the data holds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  changelogProblems,
  contentDigest,
  HISTORY_FILE,
  historyProblems,
  readDataVersionFile,
  readVersionHistory,
  recordVersion,
  type DataVersion,
} from '../../src/core/data-version.ts';
import { dataCounts } from '../../src/downloads/version.ts';

const root = join(import.meta.dirname, '..', '..');
const content = join(root, 'content');

test('content/ is the data set its version names (digest recorded in content/VERSION.json)', () => {
  const recorded = readDataVersionFile(content);
  const actual = contentDigest(content);
  assert.equal(
    actual,
    recorded.contentDigest,
    `content/ changed since data version ${recorded.version} was recorded. Add a CHANGELOG.md entry for the next ` +
      `version (what changed, and the counts the data holds), then run: npm run version:bump -- <next version>`,
  );
});

test('content/ is the data set the history of versions records for its version; the history is in order', () => {
  const recorded = readDataVersionFile(content);
  const history = readVersionHistory(join(root, HISTORY_FILE));
  assert.deepEqual(historyProblems(history, recorded), []);
  const entry = history.versions.find((v) => v.version === recorded.version);
  assert.equal(
    contentDigest(content),
    entry?.contentDigest,
    `content/ is not the data set ${HISTORY_FILE} records for ${recorded.version}: record it as a new version ` +
      '(npm run version:bump -- <next version>)',
  );
  const pkg = JSON.parse(readFileSync(join(root, 'packages', 'data', 'package.json'), 'utf8'));
  assert.equal(pkg.version, recorded.version);
  assert.equal(pkg.contentDigest, recorded.contentDigest);
});

test('a version is recorded once: another digest or date for it, or an older version, is refused', () => {
  const digest = (c: string) => `sha256:${c.repeat(64)}`;
  const v = (version: string, c: string, date = '2030-01-02'): DataVersion => ({
    version,
    date,
    contentDigest: digest(c),
  });
  const history = { note: 'n', versions: [v('1.0.0', 'a'), v('1.1.0', 'b')] };
  assert.equal(recordVersion(history, v('1.1.0', 'b')), history, 'the same version and digest: unchanged');
  assert.throws(() => recordVersion(history, v('1.1.0', 'c')), /1\.1\.0 is recorded with sha256:b+; .*new version/);
  assert.throws(() => recordVersion(history, v('1.1.0', 'b', '2030-01-03')), /recorded as of 2030-01-02/);
  assert.throws(() => recordVersion(history, v('1.0.5', 'c')), /not newer/);
  assert.deepEqual(
    recordVersion(history, v('1.10.0', 'c')).versions.map((x) => x.version),
    ['1.0.0', '1.1.0', '1.10.0'],
  );
  assert.deepEqual(historyProblems(history, v('1.1.0', 'b')), []);
  assert.equal(historyProblems(history, v('1.1.0', 'c')).length, 1, 'the current version with another digest');
  assert.equal(historyProblems(history, v('1.0.0', 'a')).length, 1, 'the current version is not the newest');
  assert.equal(
    historyProblems({ note: 'n', versions: [v('1.1.0', 'b'), v('1.0.0', 'a'), v('1.2.0', 'c')] }, v('1.2.0', 'c'))
      .length,
    1,
  );
});

test("CHANGELOG.md's entry for the current version states the real counts and date", () => {
  const version = readDataVersionFile(content);
  const problems = changelogProblems(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version, dataCounts(root));
  assert.deepEqual(problems, []);
});

test('the digest sees a changed value, a new file and a renamed file, and not VERSION.json', () => {
  const copy = mkdtempSync(join(tmpdir(), 'indica-digest-'));
  try {
    cpSync(content, copy, { recursive: true });
    const original = contentDigest(copy);
    assert.equal(original, contentDigest(content));
    writeFileSync(join(copy, 'VERSION.json'), '{}');
    assert.equal(contentDigest(copy), original, 'VERSION.json is not part of the digest');
    const nouns = join(copy, 'vs', 'nouns.json');
    const text = readFileSync(nouns, 'utf8');
    writeFileSync(nouns, text.replace('"vei": "1.20"', '"vei": "1.2"'));
    assert.notEqual(contentDigest(copy), original, 'one value changed');
    writeFileSync(nouns, text);
    assert.equal(contentDigest(copy), original);
    writeFileSync(join(copy, 'vs', 'extra.json'), '[]');
    assert.notEqual(contentDigest(copy), original, 'a new file');
    rmSync(join(copy, 'vs', 'extra.json'));
    cpSync(join(copy, 'rv', 'SOURCES.md'), join(copy, 'rv', 'SOURCES2.md'));
    rmSync(join(copy, 'rv', 'SOURCES.md'));
    assert.notEqual(contentDigest(copy), original, 'a renamed file');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('a CHANGELOG entry with a wrong count or date, or none, is reported', () => {
  const version = { version: '9.9.9', date: '2030-01-02', contentDigest: `sha256:${'0'.repeat(64)}` };
  const counts = { persons: 1504, weapons: 7 };
  assert.deepEqual(
    changelogProblems('# Changelog\n\n## 9.9.9 (2030-01-02)\n\n1,504 persons, 7 weapons\n', version, counts),
    [],
  );
  assert.equal(changelogProblems('## 9.9.8 (2030-01-02)\n1,504 persons, 7 weapons', version, counts).length, 1);
  assert.match(changelogProblems('## 9.9.9 (2030-01-01)\n1,504 persons, 7 weapons', version, counts)[0]!, /dates/);
  assert.match(
    changelogProblems('## 9.9.9 (2030-01-02)\n504 persons, 17 weapons', version, counts).join(),
    /1,504 persons.*7 weapons/,
  );
});

test('the digest covers the records, not the curation record of how their citations were found', () => {
  const dir = mkdtempSync(join(tmpdir(), 'digest-'));
  try {
    mkdirSync(join(dir, 'mb/curation'), { recursive: true });
    writeFileSync(join(dir, 'mb/persons.json'), '[]\n');
    writeFileSync(join(dir, 'mb/curation/passages.json'), '{}\n');
    const before = contentDigest(dir);
    writeFileSync(join(dir, 'mb/curation/passages.json'), '{"kinds":{}}\n');
    assert.equal(contentDigest(dir), before);
    writeFileSync(join(dir, 'mb/persons.json'), '[{}]\n');
    assert.notEqual(contentDigest(dir), before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
