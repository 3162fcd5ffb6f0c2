/** The nouns as the original published them, for tests comparing the API with a brute-force search. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Noun, NounRecord } from '../../src/apis/vs/schema.ts';
import { root, shared } from './paths.ts';

/** From ../shared when present, else the committed content (same order and fields). */
export function originalNouns(): Noun[] {
  const original = join(shared, 'vs/nouns.json');
  if (existsSync(original)) return JSON.parse(readFileSync(original, 'utf8')) as Noun[];
  const content = JSON.parse(readFileSync(join(root, 'content/vs/nouns.json'), 'utf8')) as NounRecord[];
  return content.map(({ nagari, word, description, category }) => ({ nagari, word, description, category }));
}
