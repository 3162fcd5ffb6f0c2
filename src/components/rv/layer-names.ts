/**
 * What the pages' markup and the browser's script of a hymn's text layers share (issue 35), with
 * no imports, so the script the browser loads stays small (the transliteration is build-time only,
 * layers.ts).
 */

/** The layers a reader switches, in page order; IAST covers the saṃhitā's and the padapāṭha's. */
export const LAYER_SWITCHES = [
  ['samhita', 'Saṃhitā'],
  ['pada', 'Padapāṭha'],
  ['iast', 'IAST'],
  ['english', 'English'],
  ['commentary', 'Commentary'],
] as const;

/** The reader's choices in localStorage: `{ hide: string[], accents: boolean }`. */
export const LAYERS_STORAGE_KEY = 'indica-rv-layers';

/** The udātta system's marks: svarita (U+0951) above, anudātta (U+0952) below. */
export const withoutAccents = (text: string): string => text.replace(/[\u0951\u0952]/g, '');
