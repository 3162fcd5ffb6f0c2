/**
 * A record's names in Sanskrit and the test for a romanised name written in IAST. Records gain
 * `iast` and `devanagari` fields on the data branch; until then both are absent and nothing shows.
 */

export interface SanskritNames {
  iast?: string;
  devanagari?: string;
}

/** The record's Sanskrit names, or undefined when it has neither. */
export function sanskritNamesOf(record: object): SanskritNames | undefined {
  const { iast, devanagari } = record as { iast?: unknown; devanagari?: unknown };
  const names: SanskritNames = {
    iast: typeof iast === 'string' && iast !== '' ? iast : undefined,
    devanagari: typeof devanagari === 'string' && devanagari !== '' ? devanagari : undefined,
  };
  return names.iast || names.devanagari ? names : undefined;
}

export { isIast } from '../../core/iast.ts';
