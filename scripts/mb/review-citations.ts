/**
 * A review of the epic's citations on a seeded random sample: `node scripts/mb/review-citations.ts`.
 *
 * `--draw --seed N` draws the sample (SAMPLE_PER_KIND citations of every kind, with seed N) and
 * prints each with what it must support: the record's text and, for an index citation, the entry it
 * names (read from ../shared). The judgements are committed in content/mb/citation-review.json as a
 * list of draws, oldest first, each with its seed and one judgement per drawn citation: "supports"
 * (the passage or entry tells what the record says), "weak" (it only shows the name occurs, or tells
 * part of it) or "does not support". Earlier draws are history (fixes made after them may have
 * changed what they judged); the last draw is the figure, so it must be exactly what its seed draws
 * from the data as committed. Without an option the script checks that and prints the summary that
 * scripts/report-epic.ts puts in content/mb/REPORT.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EPIC_KINDS, epicKinds, type EpicKind } from '../../src/apis/mb/kinds.ts';
import { fileURLToPath } from 'node:url';
import { culturalEntries, fold, readSorensen } from './sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = path.join(root, 'content', 'mb');

export const SAMPLE_PER_KIND = 5;
/** Each kind's key field, from its descriptor, in the descriptor's order (the draw depends on it). */
const KINDS = Object.fromEntries(epicKinds.map((k) => [k, EPIC_KINDS[k].key])) as Record<EpicKind, string>;
type Kind = EpicKind;

interface Cited {
  work: string;
  ref: string;
  entry?: number;
}
export interface Judgement {
  kind: Kind;
  record: string;
  citation: Cited;
  verdict: 'supports' | 'weak' | 'does not support';
  why: string;
}
/** One seeded draw and its judgements. */
export interface Draw {
  seed: number;
  judgements: Judgement[];
}
type Rec = Record<string, unknown> & { citations: Cited[] };

const load = (kind: Kind): Rec[] => JSON.parse(readFileSync(path.join(dir, `${kind}.json`), 'utf8')) as Rec[];
export const REVIEW_FILE = path.join(dir, 'citation-review.json');
export const readDraws = (): Draw[] => JSON.parse(readFileSync(REVIEW_FILE, 'utf8')) as Draw[];
/** The judgements of the last draw: the review's figure. */
export const readReview = (): Judgement[] => readDraws().at(-1)!.judgements;
const same = (a: Cited, b: Cited) => a.work === b.work && a.ref === b.ref && a.entry === b.entry;

/** mulberry32: a small seeded generator, so the same seed draws the same sample. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** SAMPLE_PER_KIND distinct citations of each kind, drawn uniformly among that kind's citations. */
export function drawSample(seed: number): { kind: Kind; record: Rec; citation: Cited }[] {
  const next = random(seed);
  const out: { kind: Kind; record: Rec; citation: Cited }[] = [];
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const all = load(kind).flatMap((record) => record.citations.map((citation) => ({ kind, record, citation })));
    const picked = new Set<number>();
    while (picked.size < Math.min(SAMPLE_PER_KIND, all.length)) picked.add(Math.floor(next() * all.length));
    out.push(...[...picked].map((i) => all[i]!));
  }
  return out;
}

/** The summary for REPORT.md: counts by verdict, by work and by kind, and the citations not supporting. */
export function reviewSummary(draws: Draw[] = readDraws()): string[] {
  const judgements = draws.at(-1)!.judgements;
  const count = (v: Judgement['verdict'], list = judgements) => list.filter((j) => j.verdict === v).length;
  const pct = (n: number, d: number) => `${Math.round((100 * n) / d)}%`;
  const by = (key: (j: Judgement) => string) => {
    const groups = new Map<string, Judgement[]>();
    for (const j of judgements) (groups.get(key(j)) ?? groups.set(key(j), []).get(key(j))!).push(j);
    return [...groups].map(
      ([k, list]) =>
        `| ${k} | ${list.length} | ${count('supports', list)} | ${count('weak', list)} | ${count('does not support', list)} |`,
    );
  };
  const n = judgements.length;
  const last = draws.at(-1)!;
  return [
    '## Review of citations',
    '',
    `Seeded random samples (\`node scripts/mb/review-citations.ts --draw --seed N\`, ${SAMPLE_PER_KIND} citations of each kind), each citation read against the record it supports; the judgements are in content/mb/citation-review.json. A Sörensen citation is judged by the digitisation's English summary of the entry (the printed index's paragraph references to the text are not in it); a passage by the text at that place, which from draw 6 on is read in the critical edition's Sanskrit text and Ganguli's transcription (public copies; earlier draws judged passages from the indexes and from knowledge of the text, and their judgements of Ganguli's "section 105", found wrong when his text was read, are corrected). After a draw the citations that failed were fixed and a new seed drawn; every draw is listed, and the last one, drawn from the data as committed, is the figure.`,
    '',
    '| draw | seed | citations | support | weak | do not support |',
    '|---|---|---|---|---|---|',
    ...draws.map(
      (d, i) =>
        `| ${i + 1} | ${d.seed} | ${d.judgements.length} | ${count('supports', d.judgements)} (${pct(count('supports', d.judgements), d.judgements.length)}) | ${count('weak', d.judgements)} | ${count('does not support', d.judgements)} |`,
    ),
    '',
    `The last draw (seed ${last.seed}): ${n} citations, ${count('supports')} support the record (${pct(count('supports'), n)}), ${count('weak')} weak, ${count('does not support')} do not support.`,
    '',
    '| work | citations | support | weak | do not support |',
    '|---|---|---|---|---|',
    ...by((j) => j.citation.work),
    '',
    '| kind | citations | support | weak | do not support |',
    '|---|---|---|---|---|',
    ...by((j) => j.kind),
    '',
    ...judgements
      .filter((j) => j.verdict !== 'supports')
      .map(
        (j) =>
          `- ${j.verdict}: ${j.kind} "${j.record}", ${j.citation.work} ${j.citation.ref}${j.citation.entry ? ` (entry ${j.citation.entry})` : ''}: ${j.why}`,
      ),
  ];
}

/** Judged citations that the draw's seed no longer draws from the data: the last draw must be redrawn. */
export function undrawn(draw: Draw = readDraws().at(-1)!): Judgement[] {
  const sample = drawSample(draw.seed);
  return draw.judgements.filter(
    (j) =>
      !sample.some((s) => s.kind === j.kind && s.record[KINDS[s.kind]] === j.record && same(s.citation, j.citation)),
  );
}

/** Judged citations no longer in the data (a fix removed or changed them): the review must be redrawn. */
export function staleJudgements(judgements: Judgement[] = readReview()): Judgement[] {
  return judgements.filter((j) => {
    const record = load(j.kind).find((r) => r[KINDS[j.kind]] === j.record);
    return !record || !record.citations.some((c) => same(c, j.citation));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--draw')) {
    const sorensen = readSorensen(root);
    const cultural = culturalEntries(root);
    const seed = Number(process.argv[process.argv.indexOf('--seed') + 1]);
    if (!process.argv.includes('--seed') || !Number.isInteger(seed)) throw new Error('--draw needs --seed N');
    for (const { kind, record, citation } of drawSample(seed)) {
      const text = Object.entries(record)
        .filter(([k, v]) => typeof v === 'string' && !['iast', 'devanagari'].includes(k))
        .map(([, v]) => v)
        .join(' | ');
      let entry = '';
      if (citation.work === 'sorensen')
        entry =
          (sorensen.get(fold(citation.ref)) ?? []).find(
            (e) => e.headword === citation.ref && e.homonym === (citation.entry ?? 1),
          )?.description ?? '(no entry)';
      if (citation.work === 'cultural-index')
        entry = cultural.get(citation.ref)?.find((e) => e.entry === (citation.entry ?? 1))?.text ?? '(no entry)';
      console.log(
        `== ${kind} "${record[KINDS[kind]] as string}": ${JSON.stringify(citation)}\n   record: ${text.slice(0, 400)}${entry ? `\n   entry: ${entry.replace(/\s+/g, ' ').slice(0, 500)}` : ''}`,
      );
    }
  } else {
    const stale = [...staleJudgements(), ...undrawn()];
    for (const j of stale)
      console.error(`not what the last seed draws: ${j.kind} "${j.record}" ${JSON.stringify(j.citation)}`);
    console.log(reviewSummary().join('\n'));
    if (stale.length) process.exitCode = 1;
  }
}
