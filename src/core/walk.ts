/** Every file below a folder, as absolute paths (the link checker, the tests, the bench). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function filesBelow(dir: string, keep: (name: string) => boolean = () => true): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (keep(entry.name)) out.push(full);
    }
  };
  walk(dir);
  return out;
}
