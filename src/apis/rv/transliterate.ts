/**
 * Devanagari → IAST for the verse pages, by Sanscript (@indic-transliteration/sanscript), computed
 * at build time from the imported text; nothing is transliterated by hand.
 */
import Sanscript from '@indic-transliteration/sanscript';

export function iastOf(devanagari: string): string {
  return Sanscript.t(devanagari, 'devanagari', 'iast');
}
