/**
 * A doc's figures held to what they describe. Each figure is found by a pattern (words may wrap
 * across lines); the phrase as the build would have it is built from the figures measured, and a
 * drift fails with the line to write.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.ts';

export const readDoc = (doc: string) => readFileSync(join(root, doc), 'utf8');

/** A count as the docs write it: 1,045. */
export const count = (n: number) => n.toLocaleString('en');

/** Bytes in MB (10^6 bytes), to as many decimals as the doc wrote ("25.3" → one). */
export const mbAsWritten = (bytes: number, written: string) =>
  (bytes / 1_000_000).toFixed((written.split('.')[1] ?? '').length);

export const number = (written: string) => Number(written.replace(/,/g, ''));

/** The line (1-based) of the doc where a match starts. */
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The doc states a figure once, in the form `pattern` finds; `expected` gives the phrase the
 * measured figures make of the match (its groups are the figures as written).
 */
export function checkFigure(
  doc: string,
  what: string,
  pattern: RegExp,
  expected: (m: RegExpExecArray) => string,
): void {
  const text = readDoc(doc);
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const matches = [...text.matchAll(global)] as RegExpExecArray[];
  assert.equal(matches.length, 1, `${doc} states ${what} once, in the form ${pattern} (found ${matches.length})`);
  const m = matches[0]!;
  const said = m[0].replace(/\s+/g, ' ');
  const should = expected(m);
  assert.equal(
    said,
    should,
    `${doc}:${lineOf(text, m.index)}: ${what}: measured, it reads\n  ${should}\nnot\n  ${said}`,
  );
}
