/**
 * The text layers as the build reads them (issue 35): one mandal's file at a time, validated, with
 * only the last one kept, so the 25 MB of text and commentary never sit in memory together (the
 * build's peak stays under 2 GB). Pages, the API's text files, search and downloads read them here.
 */
import { assertValidContent, inspectCollection } from '../../core/content.ts';
import { contentDir } from '../../build-config.ts';
import {
  commentaryFile,
  textFile,
  verseCommentary,
  verseText,
  type VerseCommentary,
  type VerseText,
} from './text-schema.ts';

export type { VerseCommentary, VerseText } from './text-schema.ts';

interface Verse {
  mandal: number;
  sukta: number;
  verse: number;
}

/** A reader of one layer's per-mandal files that keeps the last mandal read. */
function lastMandalReader<T extends Verse>(file: (mandal: number) => string, read: (m: number, dir: string) => T[]) {
  let last: { key: string; records: T[] } | undefined;
  return (mandal: number, root?: string): T[] => {
    const dir = contentDir(root);
    const key = `${dir}\0${mandal}`;
    if (last?.key !== key) last = { key, records: read(mandal, dir) };
    return last.records;
  };
}

const readValid =
  <T>(schema: Parameters<typeof inspectCollection>[1], file: (mandal: number) => string) =>
  (mandal: number, dir: string): T[] => {
    const { records, problems } = inspectCollection(file(mandal), schema, { dir, keyField: 'verse' });
    assertValidContent(problems);
    return records as T[];
  };

/** Every verse's saṃhitā, padapāṭha and English in one mandal, in verse order. */
export const textsOfMandal = lastMandalReader<VerseText>(textFile, readValid<VerseText>(verseText, textFile));
/** Every verse's commentary in one mandal, in verse order. */
export const commentaryOfMandal = lastMandalReader<VerseCommentary>(
  commentaryFile,
  readValid<VerseCommentary>(verseCommentary, commentaryFile),
);

const ofSukta = <T extends Verse>(records: T[], sukta: number) => records.filter((r) => r.sukta === sukta);

export const suktaTexts = (mandal: number, sukta: number, root?: string) => ofSukta(textsOfMandal(mandal, root), sukta);
export const suktaCommentary = (mandal: number, sukta: number, root?: string) =>
  ofSukta(commentaryOfMandal(mandal, root), sukta);
export const verseTextOf = (mandal: number, sukta: number, verse: number, root?: string) =>
  suktaTexts(mandal, sukta, root).find((t) => t.verse === verse);

/**
 * The build's check that every layer has exactly the verses of verses.json, in order: one problem
 * per file naming the first verse that differs.
 */
export function checkTextLayers(verses: readonly Verse[], root?: string): string[] {
  const problems: string[] = [];
  const key = (v: Verse) => `${v.mandal}.${v.sukta}.${v.verse}`;
  for (let mandal = 1; mandal <= 10; mandal++) {
    const want = verses.filter((v) => v.mandal === mandal).map(key);
    for (const [file, records] of [
      [textFile(mandal), textsOfMandal(mandal, root)],
      [commentaryFile(mandal), commentaryOfMandal(mandal, root)],
    ] as const) {
      const have = records.map(key);
      const at = want.findIndex((k, i) => have[i] !== k);
      if (at >= 0 || have.length !== want.length)
        problems.push(
          `content/${file}: verse ${want[at] ?? have[want.length]} expected ${at >= 0 ? `at record ${at + 1}, found ${have[at] ?? 'nothing'}` : 'not at all'} (verses.json has ${want.length} verses in mandal ${mandal}, the file ${have.length})`,
        );
    }
  }
  return problems;
}
