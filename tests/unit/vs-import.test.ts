/** The nouns import reproduces the committed content byte for byte from ../shared/data. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importNouns } from '../../scripts/import-nouns.ts';
import { hasShared, root, shared } from '../support/dist.ts';

test('import-nouns reproduces content/vs/nouns.json', (t) => {
  if (!hasShared) return t.skip('../shared/data is not beside the project');
  const dir = mkdtempSync(join(tmpdir(), 'indica-nouns-'));
  try {
    const out = join(dir, 'nouns.json');
    const records = importNouns(shared, out);
    assert.equal(records.length, 1787);
    assert.equal(readFileSync(out, 'utf8'), readFileSync(join(root, 'content/vs/nouns.json'), 'utf8'));
    // The enrichment is real: a known headword of the Vedic Index.
    const aal = records.find((r) => r.word === 'aal');
    assert.equal(aal?.iast, 'Āla');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
