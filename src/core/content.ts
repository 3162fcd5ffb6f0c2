/**
 * Reads a content collection file (a JSON array under content/) and validates every entry with its
 * zod schema. A bad entry fails with the file, the entry and the field. Used by the Astro content
 * collections, the JSON writer and the tests, so all read the same validated records.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

export class ContentError extends Error {}

/**
 * The content folder: content/ below the project root (the build and every script run from it),
 * or INDICA_CONTENT_DIR (tests build from a deliberately broken copy).
 */
export function contentDir(root?: string): string {
  if (!root && process.env.INDICA_CONTENT_DIR) return process.env.INDICA_CONTENT_DIR;
  return join(root ?? process.cwd(), 'content');
}

const cache = new Map<string, unknown[]>();

/** Entry label for messages: the record's name field if it has one, else its position. */
function entryLabel(entry: unknown, index: number): string {
  if (entry && typeof entry === 'object') {
    for (const key of ['name', 'word', 'weaponName', 'clanName', 'eventName', 'journeyName', 'pathNameEpic', 'placeNameEpic', 'person', 'personName']) {
      const value = (entry as Record<string, unknown>)[key];
      if (typeof value === 'string') return `#${index} "${value}"`;
    }
  }
  return `#${index}`;
}

export function readCollection<S extends z.ZodType>(relativeFile: string, schema: S, options: { root?: string; optional?: boolean } = {}): z.output<S>[] {
  const file = join(contentDir(options.root), relativeFile);
  const cached = cache.get(file);
  if (cached) return cached as z.output<S>[];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (options.optional && (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new ContentError(`content/${relativeFile}: cannot be read (${(error as Error).message})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ContentError(`content/${relativeFile}: not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(raw)) throw new ContentError(`content/${relativeFile}: expected a JSON array of entries`);
  const problems: string[] = [];
  const records = raw.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field = issue.path.length ? issue.path.join('.') : '(entry)';
      problems.push(`content/${relativeFile} entry ${entryLabel(entry, index)} field ${field}: ${issue.message}`);
    }
    return undefined;
  });
  if (problems.length) {
    const shown = problems.slice(0, 20).join('\n  ');
    const more = problems.length > 20 ? `\n  … and ${problems.length - 20} more` : '';
    throw new ContentError(`invalid content:\n  ${shown}${more}`);
  }
  cache.set(file, records);
  return records as z.output<S>[];
}

/** Fails with every message at once, for reference checks across collections. */
export function assertNoProblems(what: string, problems: readonly string[]): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 30).join('\n  ');
  const more = problems.length > 30 ? `\n  … and ${problems.length - 30} more` : '';
  throw new ContentError(`${what}: ${problems.length} problem(s):\n  ${shown}${more}`);
}
