/**
 * The text layers of a verse as the verse and sukta pages show them (issue 35): what each layer is
 * called, the transliteration of the padapāṭha, where a verse's commentary is fetched from on
 * demand, and where a reader finds Griffith's printed page when the digital copy lacks a verse.
 * The layer names are the pages' agreed markup (`data-layer="…"`), read by the tests and search.
 */
import { iastOf } from '../../apis/rv/transliterate.ts';
import { withoutAccents } from './layer-names.ts';

export { LAYER_SWITCHES, LAYERS_STORAGE_KEY, withoutAccents } from './layer-names.ts';

/**
 * The padapāṭha in IAST, without accents: words divided by `|` as in the Devanagari, the parts of a
 * compound (ऽ in the padapāṭha) by a hyphen, as printed editions transliterate them.
 */
export const padaIastOf = (pada: string): string =>
  withoutAccents(pada)
    .split('ऽ')
    .map((part) => iastOf(part))
    .join('-');

/** A verse's text file of the API (every layer, its commentary included), fetched when a reader opens it. */
export const verseTextFile = (mandal: number, sukta: number, verse: number): string =>
  `/rv/v2/meta/text/${mandal}/${sukta}/${verse}.json`;

/** The page with a whole sukta's commentary, for readers without JavaScript (anchors #vN). */
export const commentaryPageUrl = (mandal: number, sukta: number): string => `/rigveda/${mandal}/${sukta}/commentary/`;

/** The list of corrections made to the digital Griffith, with the source of each. */
export const GRIFFITH_CORRECTIONS_URL = '/rigveda/griffith-corrections/';

/**
 * Where a reader finds Griffith's own printed words for a verse the digital copy lacks: the scans
 * of The Hymns of the Rigveda (1896) at the Internet Archive, and the hymn's page at sacred-texts,
 * a transcription of the same edition.
 */
export const griffithScans = (mandal: number, sukta: number): { scans: string; transcription: string } => ({
  scans: `https://archive.org/search?query=${encodeURIComponent('title:("hymns of the rigveda") AND creator:(griffith)')}&and[]=mediatype%3A%22texts%22`,
  transcription: `https://sacred-texts.com/hin/rigveda/rv${String(mandal).padStart(2, '0')}${String(sukta).padStart(3, '0')}.htm`,
});
