/**
 * A fresh clone of the committed tree, as a user's checkout is, with the root's node_modules linked
 * in (npm then puts the project's Node 22 from node_modules/.bin on PATH for the packages' prepack
 * scripts). Uncommitted work is not in it: run the tests that use it after committing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './paths.ts';

export interface FreshClone {
  /** a scratch folder holding the clone, for whatever else the test writes */
  scratch: string;
  clone: string;
  remove(): void;
}

export function freshClone(prefix: string): FreshClone {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  const clone = join(scratch, 'clone');
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone], { stdio: 'pipe' });
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
  return { scratch, clone, remove: () => rmSync(scratch, { recursive: true, force: true }) };
}
