/**
 * Rig Veda verses by their number or their first words. A number ("RV 1.1.1", read by query.ts) is
 * checked against the verse counts the build puts into the search page, and answered with the
 * verse or sukta page. First words in any script ("agnim ile", "अग्निमीळे पुरोहितं") are compared
 * with each verse's opening as one run of letters, so word breaks and sandhi ("agnim ile" for
 * agnimīḷe) and the spellings readers vary (ṛ as ri or r, ś as sh or s, long vowels, aspirates)
 * do not matter. Each verse's second half-verse is there too, after every opening (famous lines
 * often start there: ekaṃ sad viprā…). The build writes them grouped by their first letters
 * (`/pagefind/openings/<key>.json`, from the verse pages' fragments). Browser code.
 */
import type { VerseRef } from './query.ts';
import { devanagariToIast, hasDevanagari } from './script.ts';
import { readerFold } from './variants.ts';
import { link } from '../site/link.ts';

/** A verse as a result lists it. */
export interface VerseRecord {
  url: string;
  excerpt: string;
  meta: { title: string; type: string };
}
/** One verse's opening (or its second half's) in a shard: its page, title, that half-verse in IAST, and its key. */
export interface Opening extends VerseRecord {
  key: string;
}

export const OPENING_DIR = 'openings';
/** Letters of a verse's key that are compared (a reader types a few words, not the verse). */
export const OPENING_LENGTH = 40;
/** Letters a query needs before it is compared with openings (agnimile: 8): fewer match hundreds. */
export const MIN_OPENING = 7;
/** Letters that name an opening's shard: about 800 shards; the largest (pra…) is 36 KB gzipped. */
const KEY_LENGTH = 3;

/** A verse's text or a query as one run of folded letters: agnimīḷe purohitaṃ → agnimilepurohitam. */
export function verseKey(text: string): string {
  if (hasDevanagari(text)) text = devanagariToIast(text);
  // ḷ in a verse is the consonant ळ (agnimīḷe), not the vowel readers spell "li"; the visarga
  // (ḥ, or h ending a word) is left out, as many readers leave it
  return (
    readerFold(text.normalize('NFC').replace(/[ḷḹ]/g, 'l').replace(/ḥ/g, ''))
      .replace(/([aeiou])h\b/g, '$1')
      .replace(/[^a-z]+/g, '')
      .replace(/ri/g, 'r')
      .replace(/sh/g, 's')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      .replace(/w/g, 'v')
      .replace(/(?:c+h*)+/g, 'c')
      .replace(/([bdgjkpt])h/g, '$1')
      // the anusvara before a consonant, which readers write as the nasal of that consonant or as m
      // (saṃ gacchadhvam: sangachhadhvam, sam gachhadhvam)
      .replace(/[mn](?=[^aeiou])/g, 'n')
      .replace(/([a-z])\1+/g, '$1')
  );
}

export const openingShardKey = (key: string) => key.slice(0, KEY_LENGTH);

/**
 * What a verse's key must begin with to be the opening a query types: the query's key without a
 * last nasal, which may stand before the verse's next word (purohitaṃ yajñasya: purohitan…).
 */
export const openingPrefix = (query: string) => verseKey(query).slice(0, OPENING_LENGTH).replace(/[mn]$/, '');

/** Verse counts of every sukta, per mandal: `counts[mandal - 1][sukta - 1]`. */
export type VerseCounts = number[][];

/** The page a verse or sukta number names, if the Rig Veda has it. */
export function verseRecord(counts: VerseCounts, ref: VerseRef): VerseRecord | undefined {
  const verses = counts[ref.mandal - 1]?.[ref.sukta - 1];
  if (!verses || (ref.verse !== undefined && ref.verse > verses)) return undefined;
  if (ref.verse === undefined)
    return {
      url: `/rigveda/${ref.mandal}/${ref.sukta}/`,
      excerpt: `Sukta ${ref.mandal}.${ref.sukta} of the Rig Veda: ${verses} verse${verses === 1 ? '' : 's'}.`,
      meta: { title: `Sukta ${ref.mandal}.${ref.sukta}`, type: 'Rig Veda sukta' },
    };
  return {
    url: `/rigveda/${ref.mandal}/${ref.sukta}/${ref.verse}/`,
    excerpt: `Verse ${ref.verse} of ${verses} in sukta ${ref.mandal}.${ref.sukta}.`,
    meta: { title: `Rig Veda ${ref.mandal}.${ref.sukta}.${ref.verse}`, type: 'Rig Veda verse' },
  };
}

const shards = new Map<string, Promise<Opening[]>>();

/** The verses whose opening the query is, in the text's order; empty for a query too short to tell. */
export async function openingRecords(base: string, keys: ReadonlySet<string>, query: string): Promise<Opening[]> {
  const key = verseKey(query);
  const shardKey = openingShardKey(key);
  if (key.length < MIN_OPENING || !keys.has(shardKey)) return [];
  let shard = shards.get(shardKey);
  if (!shard) {
    shard = fetch(link(`${base}${shardKey}.json`)).then((r) => {
      if (!r.ok) throw new Error(`openings ${shardKey}: HTTP ${r.status}`);
      return r.json() as Promise<Opening[]>;
    });
    shards.set(shardKey, shard);
    shard.catch(() => shards.delete(shardKey));
  }
  const wanted = openingPrefix(query);
  return (await shard.catch(() => [] as Opening[])).filter((o) => o.key.startsWith(wanted));
}
