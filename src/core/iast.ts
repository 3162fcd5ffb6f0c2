/** Telling a romanised Sanskrit name written in IAST from a plain English spelling of it. */

/** Letters only IAST writes (of the romanisations the records use): long vowels, dotted and acute consonants. */
const IAST_LETTERS = /[āīūṛṝḷḹṅñṭḍṇśṣṃḥ]/i;

/** True for a name written in IAST (a page marks it `lang="sa"`), false for "Arjuna" or "Santanu". */
export const isIast = (name: string) => IAST_LETTERS.test(name.normalize('NFC'));
