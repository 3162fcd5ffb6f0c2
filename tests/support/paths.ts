/** Where the tests find the project and its sources; nothing here needs a build. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
/** The original data the import scripts read: ../shared/data beside the checkout. */
export const shared = resolve(root, '../shared/data');
export const fixtures = join(root, 'tests/fixtures');

/**
 * A clone on its own (a user's, from the public repository) has no ../shared at all: the import
 * tests are skipped there, saying why. Where ../shared is present (CI, the maintainers), every file
 * the import tests read must be there: a missing one is a failure, not a skip.
 */
export const noSources = existsSync(shared)
  ? false
  : `no ${shared} beside the project: the import tests need the source data`;

/** The path of a source file the import tests read; a missing file is a failure. */
export function requireShared(file: string): string {
  const full = join(shared, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: the import tests need ../shared/data beside the project`);
  return full;
}
