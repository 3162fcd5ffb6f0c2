/** The nouns import reproduces the committed content byte for byte from ../shared/data, and picks each noun's own Vedic Index entry. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importNouns } from '../../scripts/import-nouns.ts';
import { toSlp1 } from '../../scripts/vs/vedic-index.ts';
import type { NounRecord } from '../../src/apis/vs/schema.ts';
import { noSources, requireShared, root, shared } from '../support/paths.ts';

test('import-nouns reproduces content/vs/nouns.json', { skip: noSources }, () => {
  requireShared('vs/nouns.json');
  const dir = mkdtempSync(join(tmpdir(), 'indica-nouns-'));
  try {
    const out = join(dir, 'nouns.json');
    const records = importNouns(shared, out);
    assert.equal(records.length, 1787);
    assert.equal(readFileSync(out, 'utf8'), readFileSync(join(root, 'content/vs/nouns.json'), 'utf8'));
    // The enrichment is real: a known headword of the Vedic Index.
    const aal = records.find((r) => r.word === 'aal');
    assert.equal(aal?.iast, 'Āla');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// The review found nine nouns pointing at a homonym's entry of the Vedic Index.
const REVIEWED: [word: string, description: string, vei: string][] = [
  ['aksh', 'dice', '1.2'],
  ['ashvatth', 'Aquilae, identical to shrona and shravan', '1.413'],
  ['parshu', 'the name of a tribe', '1.504'],
  ['pravar', 'covering or woollen cloth', '2.40'],
  ['rohini', 'red cow', '2.228'],
  ['rohini', 'Antares of Scorpionis, identical to Jyeshtha and Jyeshthagni', '1.418'],
  ['shari', 'arrow', '2.374'],
  ['varn', 'classes of people', '2.247'],
];

test("nouns point at the Vedic Index entry of their own sense, not a homonym's", { skip: noSources }, () => {
  const nouns = JSON.parse(readFileSync(join(root, 'content/vs/nouns.json'), 'utf8')) as NounRecord[];
  for (const [word, description, vei] of REVIEWED) {
    const rows = nouns.filter((n) => n.word === word && n.description === description);
    assert.ok(rows.length > 0, `${word}: ${description}`);
    for (const r of rows) assert.equal(r.vei, vei, `${word} (${description})`);
  }
});

test(
  'two senses of one headword share a Vedic Index page only where the index has an entry for each there',
  { skip: noSources },
  () => {
    // Homonym entries of the index (<h>n) per headword key and page.
    const vei = readFileSync(requireShared('vs/vei/vei.txt'), 'utf8');
    const entriesOn = new Map<string, number>();
    const hasHomonyms = new Set<string>();
    for (const m of vei.matchAll(/^<L>\d+<pc>(\d)-(\d+)<k1>([^<]+)<k2>[^<]+<h>\d+/gm)) {
      hasHomonyms.add(m[3]!);
      const k = `${m[3]} ${m[1]}.${Number(m[2])}`;
      entriesOn.set(k, (entriesOn.get(k) ?? 0) + 1);
    }
    const nouns = JSON.parse(readFileSync(join(root, 'content/vs/nouns.json'), 'utf8')) as NounRecord[];
    const senses = new Map<string, Set<string>>();
    for (const n of nouns) {
      const key = toSlp1(n.nagari);
      if (!n.vei || !hasHomonyms.has(key)) continue;
      const k = `${key} ${n.vei}`;
      (senses.get(k) ?? senses.set(k, new Set()).get(k)!).add(n.description.replace(/\s+/g, ' ').trim());
    }
    // Descriptions sharing a word ("yoke animal" / "the yoke of a chariot") are one sense.
    const STOP = new Set([
      'the',
      'of',
      'a',
      'an',
      'or',
      'and',
      'name',
      'to',
      'in',
      'by',
      'for',
      'with',
      'used',
      'from',
    ]);
    const words = (d: string) =>
      new Set(
        d
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w.length > 2 && !STOP.has(w)),
      );
    const senseCount = (ds: string[]) => {
      const groups: Set<string>[] = [];
      for (const d of ds) {
        const w = words(d);
        const hit = groups.filter((g) => [...w].some((x) => g.has(x)));
        const merged = new Set([...w, ...hit.flatMap((g) => [...g])]);
        for (const g of hit) groups.splice(groups.indexOf(g), 1);
        groups.push(merged);
      }
      return groups.length;
    };
    // The index discusses milk inside its entry on the cow (Go), which has one entry on that page.
    const ONE_ENTRY_MANY_SENSES = new Set(['go 1.231']);
    const crowded = [...senses]
      .filter(([k, ds]) => !ONE_ENTRY_MANY_SENSES.has(k) && senseCount([...ds]) > Math.max(1, entriesOn.get(k) ?? 0))
      .map(([k, ds]) => `${k}: ${[...ds].join(' / ')}`);
    assert.deepEqual(crowded, []);
  },
);
