/**
 * Reads a content collection file (a JSON array under a content folder) and validates every entry
 * with its zod schema; a bad entry is reported with the file, the entry and the field
 * (src/core/zod-issues.ts). The one reader of collections: the build, the pages, the downloads, the
 * content checks (scripts/check-epic.ts) and the tests all go through it, so all see the same records.
 * The content folder is always passed in (src/build-config.ts decides it); nothing here reads the
 * environment.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { describeIssues, nameIn } from './zod-issues.ts';

export class ContentError extends Error {}

/** The content folder of a project root. */
export function contentDirOf(root: string): string {
  return join(root, 'content');
}

export interface CollectionOptions {
  /** the content folder (content/ of the project, or a copy) */
  dir: string;
  /** a missing file counts as an empty collection */
  optional?: boolean;
  /** the field that names a record, for messages */
  keyField?: string;
}

export interface CollectionFile<T> {
  /** whether the file exists */
  exists: boolean;
  /** the file's text, as read (for layout checks) */
  text?: string;
  /** every entry: parsed when valid, else as read (so relation checks can still run on it) */
  records: (T | unknown)[];
  /** file problems and schema errors, one line each */
  problems: string[];
}

/** Reads and validates one collection, reporting every problem instead of throwing. */
export function inspectCollection<S extends z.ZodType>(
  relativeFile: string,
  schema: S,
  options: CollectionOptions,
): CollectionFile<z.output<S>> {
  const where = `content/${relativeFile}`;
  let text: string;
  try {
    text = readFileSync(join(options.dir, relativeFile), 'utf8');
  } catch (error) {
    if (options.optional && (error as NodeJS.ErrnoException).code === 'ENOENT')
      return { exists: false, records: [], problems: [] };
    return { exists: false, records: [], problems: [`${where}: cannot be read (${(error as Error).message})`] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { exists: true, text, records: [], problems: [`${where}: not valid JSON (${(error as Error).message})`] };
  }
  return { exists: true, text, ...validateRecords(raw, schema, { file: where, keyField: options.keyField }) };
}

/**
 * Validates the entries of one collection as read (a JSON array): every entry parsed when valid,
 * else kept as read, and one message per schema error naming the file, the entry and the field.
 */
export function validateRecords<S extends z.ZodType>(
  raw: unknown,
  schema: S,
  site: { file: string; keyField?: string },
): { records: (z.output<S> | unknown)[]; problems: string[] } {
  if (!Array.isArray(raw)) return { records: [], problems: [`${site.file}: expected a JSON array of entries`] };
  const problems: string[] = [];
  const records = raw.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) return result.data;
    problems.push(...describeIssues(result.error, { file: site.file, index, record: nameIn(entry, site.keyField) }));
    return entry;
  });
  return { records, problems };
}

const cache = new Map<string, unknown[]>();

/** The validated records of one collection, read once per file; throws with every problem. */
export function readCollection<S extends z.ZodType>(
  relativeFile: string,
  schema: S,
  options: CollectionOptions,
): z.output<S>[] {
  const file = join(options.dir, relativeFile);
  const cached = cache.get(file);
  if (cached) return cached as z.output<S>[];
  const { records, problems } = inspectCollection(relativeFile, schema, options);
  assertValidContent(problems);
  cache.set(file, records);
  return records as z.output<S>[];
}

/** Fails on unreadable files and schema errors, showing the first twenty. */
export function assertValidContent(problems: readonly string[]): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 20).join('\n  ');
  const more = problems.length > 20 ? `\n  … and ${problems.length - 20} more` : '';
  throw new ContentError(`invalid content:\n  ${shown}${more}`);
}

/** Fails with every message at once, for reference checks across collections. */
export function assertNoProblems(what: string, problems: readonly string[]): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 30).join('\n  ');
  const more = problems.length > 30 ? `\n  … and ${problems.length - 30} more` : '';
  throw new ContentError(`${what}: ${problems.length} problem(s):\n  ${shown}${more}`);
}
