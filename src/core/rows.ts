/**
 * Row filters (Rule 4): the answers of the substring, category and number endpoints. The same
 * functions compute the precomputed files at build time, any other substring in the server, and
 * the exact search mode in the browser, so all three answer alike.
 */
import type { ParamValue, RowFilter } from './endpoint.ts';

export type Row = Record<string, unknown>;

/** Case-insensitive containment, as the original API matched. */
export function contains(value: unknown, key: string): boolean {
  return String(value).toLowerCase().includes(key.toLowerCase());
}

export function filterRows<R extends Row>(
  rows: readonly R[],
  filter: RowFilter,
  params: Record<string, ParamValue>,
): R[] {
  const tests = Object.entries(filter.match).map(([param, { field, op }]) => {
    const wanted = params[param];
    if (op === 'contains') return (row: R) => contains(row[field], String(wanted));
    if (op === 'is') return (row: R) => String(row[field]).toLowerCase() === String(wanted).toLowerCase();
    return (row: R) => row[field] === wanted;
  });
  return rows.filter((row) => tests.every((test) => test(row)));
}

/** Longest key written as a file; a longer one is answered by the server (file-name limits). */
export const MAX_KEY_BYTES = 120;

/**
 * The lower-case keys precomputed for a field: every distinct value and every word of a value
 * (words of at least `minWordLength` letters), and with `grams` every run of one to GRAM_LENGTH
 * letters or digits in a value, so that any longer key's rows are all in one small file (narrowingGram).
 * Keys that cannot be file names are left out.
 */
export function precomputedKeys(values: Iterable<unknown>, minWordLength: number, grams = false): string[] {
  const keys = new Set<string>();
  for (const value of values) {
    const lower = String(value).toLowerCase();
    keys.add(lower);
    for (const word of lower.split(/[^\p{L}\p{M}\p{N}'-]+/u)) {
      if ([...word].length >= minWordLength) keys.add(word);
    }
    if (grams) for (const gram of gramsOf(lower)) keys.add(gram);
  }
  return [...keys].filter(isFileSafeKey);
}

/** Longest substring precomputed as a key of its own (with `grams`): four letters, at most a few thousand files a field. */
export const GRAM_LENGTH = 4;

const GRAM = /^[\p{L}\p{M}\p{N}]+$/u;

/** The runs of `length` letters or digits in a text, in order (code points, not UTF-16 units). */
function* runsOf(text: string, length: number): Iterable<string> {
  const chars = [...text];
  for (let i = 0; i + length <= chars.length; i++) {
    const run = chars.slice(i, i + length).join('');
    if (GRAM.test(run)) yield run;
  }
}

/** Every run of 1 to GRAM_LENGTH letters or digits in a lower-case value. */
function gramsOf(lower: string): Set<string> {
  const found = new Set<string>();
  for (let n = 1; n <= GRAM_LENGTH; n++) for (const gram of runsOf(lower, n)) found.add(gram);
  return found;
}

/**
 * The precomputed gram whose file holds every row that contains a lower-case key: the key's first
 * run of GRAM_LENGTH letters or digits (else three, two, one; the key itself when it is such a run).
 * Any row containing the key contains that gram, so filtering that file answers the key without
 * the API's whole catalog, and no file for it means no row. Undefined when the key has no letter or digit.
 */
export function narrowingGram(key: string): string | undefined {
  for (let n = GRAM_LENGTH; n >= 1; n--) for (const gram of runsOf(key, n)) return gram;
  return undefined;
}

// eslint-disable-next-line no-control-regex -- a key with a control character cannot be a file name
const UNSAFE_IN_KEY = /[/\\\u0000-\u001f\u007f%?#]/;

export function isFileSafeKey(key: string): boolean {
  return (
    key.trim() === key &&
    key !== '' &&
    key !== '.' &&
    key !== '..' &&
    !UNSAFE_IN_KEY.test(key) &&
    new TextEncoder().encode(key).length <= MAX_KEY_BYTES
  );
}
