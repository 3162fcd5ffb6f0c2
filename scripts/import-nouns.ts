/**
 * Imports the Vedic nouns: ../shared/data/vs/nouns.json → content/vs/nouns.json.
 * Every record stays, in its order, with its category; the Vedic Index (../shared/data/vs/vei/)
 * adds the IAST headword and its volume/page where the noun is found there (site only).
 *
 *   npm run import:nouns
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nounRecord, type NounRecord } from '../src/apis/vs/schema.ts';
import { readVedicIndex } from './vs/vedic-index.ts';
import { describeIssues, nameIn } from '../src/core/zod-issues.ts';

export function importNouns(sharedData: string, outFile: string): NounRecord[] {
  const source = JSON.parse(readFileSync(join(sharedData, 'vs/nouns.json'), 'utf8')) as unknown[];
  const index = readVedicIndex(join(sharedData, 'vs/vei/vei.txt'));
  const records = source.map((entry, i) => {
    const parsed = nounRecord.safeParse(entry);
    if (!parsed.success)
      throw new Error(
        describeIssues(parsed.error, { file: 'vs/nouns.json', index: i, record: nameIn(entry, 'word') }).join('; '),
      );
    const { nagari, word, description, category } = parsed.data;
    const found = index.lookup(nagari, description, category);
    return found
      ? { nagari, word, description, category, iast: found.iast, vei: found.page }
      : { nagari, word, description, category };
  });
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(records, null, 1)}\n`);
  return records;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = resolve(import.meta.dirname, '..');
  const records = importNouns(resolve(root, '../shared/data'), join(root, 'content/vs/nouns.json'));
  const enriched = records.filter((r) => r.iast).length;
  console.log(`content/vs/nouns.json: ${records.length} records, ${enriched} with a Vedic Index reference`);
}
