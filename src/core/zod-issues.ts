/**
 * The one way a schema error is reported: the file, the record (its position and, when it has one,
 * its name) and the field, e.g. `content/vs/nouns.json entry #3 "abhiprashnin" field category: …`.
 * The build, the content checks, the build configuration and the import scripts all use it.
 */

/** What a zod error carries that the message needs (any zod version's `ZodError` fits). */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export interface IssueSite {
  /** the file (or source, e.g. "environment") the value came from */
  file: string;
  /** the record's position in the file's array, if the file holds records */
  index?: number;
  /** the record's name, if it has one */
  record?: string;
}

/** `#3 "abhiprashnin"`, `#3`, or `"abhiprashnin"`: how a record is named in messages. */
export function recordLabel(index: number | undefined, record: string | undefined): string {
  return [index === undefined ? '' : `#${index}`, record === undefined ? '' : JSON.stringify(record)]
    .filter(Boolean)
    .join(' ');
}

/** One line per issue: `<file> entry <#i "name"> field <path>: <message>`. */
export function describeIssues(error: IssueList, site: IssueSite): string[] {
  const entry = recordLabel(site.index, site.record);
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join('.') : '(record)';
    return `${site.file}${entry ? ` entry ${entry}` : ''} field ${field}: ${issue.message}`;
  });
}

/** The record's name for messages: the value of its key field, when that is a string. */
export function nameIn(record: unknown, keyField: string | undefined): string | undefined {
  if (!keyField || !record || typeof record !== 'object') return undefined;
  const value = (record as Record<string, unknown>)[keyField];
  return typeof value === 'string' ? value : undefined;
}
