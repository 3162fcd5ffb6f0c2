/**
 * Draws a seeded random sample of the table's citations and prints, for each, the record (what it
 * says) and the passage cited, with how it was located, for a reader to judge whether the passage
 * says what the record says: `node scripts/mb/passages/sample.ts [--seed N] [--size N]`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EPIC_KINDS, epicKinds, type EpicKind } from '../../../src/apis/mb/kinds.ts';
import { citationPlace } from '../../../src/apis/mb/citations.ts';
import type { Citation } from '../../../src/apis/mb/schema.ts';
import { isPassage } from '../../../src/apis/mb/checks-passages.ts';
import { parseFrom } from '../apply-passages.ts';
import { loadCuration } from '../curation.ts';

const { passages } = loadCuration();

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
/** mulberry32: a small seeded generator, so a sample can be drawn again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'content', 'mb');
type Rec = Record<string, unknown> & { citations: Citation[] };
const data = Object.fromEntries(
  epicKinds.map((k) => [k, JSON.parse(readFileSync(path.join(dir, EPIC_KINDS[k].file), 'utf8')) as Rec[]]),
) as Record<EpicKind, Rec[]>;
const find = (k: EpicKind, n: string) => data[k].find((r) => r[EPIC_KINDS[k].key] === n);
/** What a record says, in a line: its description fields. */
const says = (r: Rec) =>
  ['eventDescription', 'personKilledHow', 'shortDesc', 'placeInfo', 'clanInfo', 'weaponDescription', 'journeyRoute']
    .map((f) => r[f])
    .filter(Boolean)
    .map((v) => (Array.isArray(v) ? v.join(' > ') : String(v)))
    .join(' ')
    .slice(0, 260);

// every passage citation the table gives a record, directly or borrowed
const drawn: { kind: EpicKind; name: string; c: Citation; basis: string }[] = [];
for (const kind of epicKinds)
  for (const [name, e] of Object.entries(passages[kind] ?? {})) {
    const r = find(kind, name);
    const fromRefs = (e.from ?? []).flatMap((ref) => {
      const [k, n, only] = parseFrom(ref);
      return (find(k, n)?.citations ?? []).filter((c) => isPassage(c) && (!only || c.ref === only)).map((c) => c.ref);
    });
    for (const c of r?.citations ?? [])
      if (
        isPassage(c) &&
        ((e.cite ?? []).some((x) => x.ref === c.ref && x.work === c.work) || fromRefs.includes(c.ref))
      )
        drawn.push({ kind, name, c, basis: e.basis });
  }

const seed = arg('seed', 2326);
const size = arg('size', 40);
const next = random(seed);
const pool = [...drawn];
const sample = Array.from(
  { length: Math.min(size, pool.length) },
  () => pool.splice(Math.floor(next() * pool.length), 1)[0]!,
);
console.log(`${sample.length} of ${drawn.length} citations from the table of passages (seed ${seed})\n`);
sample.forEach(({ kind, name, c, basis }, i) => {
  console.log(`${i + 1}. ${kind}: ${name}\n   says: ${says(find(kind, name)!)}`);
  console.log(`   cites: ${c.work} ${citationPlace(c)}${c.note ? ` — ${c.note}` : ''}\n   basis: ${basis}\n`);
});
