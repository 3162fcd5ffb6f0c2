/**
 * Each kind fact is stated once: a new epic kind added to the kind tables (src/apis/mb/kind-facts.ts
 * and src/apis/mb/kinds.ts) and nothing else is ranked by the search among the epic's records, cited
 * by its pages and listed, with its page links, by the downloads. The test does what a contributor
 * does, on a copy of src/: plants a kind "demons" with one record, then asks the search's ranking,
 * the "Cite this" tables and the downloads. The same questions on the copy without the planted table
 * rows answer otherwise, so the test can fail.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../support/paths.ts';

/** What the copy answers: the types in ranked order, the record kinds, the cited table, the downloads' page. */
const PROBE = `
import { rerank } from './src/search/rerank.ts';
import { RECORD_KINDS } from './src/search/terms-kinds.ts';
import { citableFile } from './src/site/cite.ts';
import { mahabharata } from './src/downloads/collections.ts';
const types = ['Vedic noun', 'Rig Veda poet', 'demon', 'journey', 'Rig Veda being'];
const ranked = rerank(types.map((type) => ({ title: 'Vritra', type })), (m) => m, 'vritra').map((m) => m.type);
const table = mahabharata(process.cwd()).collections.find((c) => c.table === 'demons');
console.log(JSON.stringify({
  ranked,
  searchKind: RECORD_KINDS.includes('demon'),
  cited: citableFile('/mahabharata/demons/vritra/') ?? null,
  page: table?.page?.(table.records[0]) ?? null,
}));
`;

function plantInsert(file: string, anchor: string, row: string) {
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes(anchor), `${file} still ends its table with ${anchor}`);
  writeFileSync(file, text.replace(anchor, `${row}\n${anchor}`));
}

function probe(planted: boolean): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'planted-kind-'));
  try {
    cpSync(join(root, 'src'), join(dir, 'src'), { recursive: true });
    cpSync(join(root, 'content/mb'), join(dir, 'content/mb'), { recursive: true });
    cpSync(join(root, 'content/search'), join(dir, 'content/search'), { recursive: true });
    cpSync(join(root, 'package.json'), join(dir, 'package.json'));
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const clan = JSON.parse(readFileSync(join(root, 'content/mb/clans.json'), 'utf8'))[0];
    // its own text: a copied one would be a shared sentence, which the epic checks refuse
    const demon = {
      ...clan,
      clanName: 'Vritra',
      clanAliases: [],
      clanInfo: 'A planted record of a planted kind, here only to be found, cited and listed.',
    };
    writeFileSync(join(dir, 'content/mb/demons.json'), `${JSON.stringify([demon], null, 2)}\n`);
    if (planted) {
      plantInsert(
        join(dir, 'src/apis/mb/kind-facts.ts'),
        '} as const satisfies Record<string, KindFacts>;',
        "  demons: { noun: 'demon', page: 'demons', search: 6 },",
      );
      plantInsert(
        join(dir, 'src/apis/mb/kinds.ts'),
        '} as const satisfies Record<EpicKindName, KindDescriptor>;',
        "  demons: { ...EPIC_KIND_FACTS.demons, file: 'demons.json', schema: clanRecord, key: 'clanName', aliases: 'clanAliases', named: true },",
      );
    }
    writeFileSync(join(dir, 'probe.ts'), PROBE);
    const out = execFileSync(process.execPath, ['probe.ts'], { cwd: dir, encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').at(-1)!);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a kind planted in the kind tables is ranked, cited and downloaded with its pages', () => {
  assert.deepEqual(probe(true), {
    // among the epic's records (after the beings, before the poets), last in the epic's order
    ranked: ['Rig Veda being', 'journey', 'demon', 'Rig Veda poet', 'Vedic noun'],
    searchKind: true,
    cited: 'downloads/csv/demons.csv',
    page: '/mahabharata/demons/vritra/',
  });
});

test('without its rows in the kind tables, the same kind is unknown to all three', () => {
  assert.deepEqual(probe(false), {
    ranked: ['Rig Veda being', 'journey', 'Rig Veda poet', 'Vedic noun', 'demon'],
    searchKind: false,
    cited: null,
    page: null,
  });
});
