/** The data version (content/VERSION.json): semantic version and date, shown in every download. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { contentDir } from '../build-config.ts';

export const dataVersion = z.strictObject({
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'a semantic version (major.minor.patch)'),
  date: z.iso.date(),
  note: z.string().optional(),
});
export type DataVersion = z.infer<typeof dataVersion>;

export function readDataVersion(root?: string): DataVersion {
  const file = join(contentDir(root), 'VERSION.json');
  return dataVersion.parse(JSON.parse(readFileSync(file, 'utf8')));
}
