/** Where the tests find the project and its sources; nothing here needs a build. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
/** The original data the import scripts read: ../shared/data beside the checkout. */
export const shared = resolve(root, '../shared/data');
export const fixtures = join(root, 'tests/fixtures');

/** The source data is required by the import tests: a missing ../shared is a failure, not a skip. */
export function requireShared(file: string): string {
  const full = join(shared, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: the import tests need ../shared/data beside the project`);
  return full;
}
