/**
 * Devanagari → IAST for the verse pages, by Sanscript (@indic-transliteration/sanscript), computed
 * at build time from the imported text; nothing is transliterated by hand. Sanscript writes ळ as
 * `l̤` (l with diaeresis below); Rig Veda editions write `ḷ` (`agnim īḷe`), and so do we.
 */
import Sanscript from '@indic-transliteration/sanscript';

export function iastOf(devanagari: string): string {
  return Sanscript.t(devanagari, 'devanagari', 'iast').replace(/l\u0324/g, 'ḷ');
}
