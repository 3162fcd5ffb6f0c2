/**
 * The report of the hymn data set: content/rv/REPORT.md, generated from the committed content
 * (verses.json, rows.json, the tables) and the published vocabulary
 * (../shared/data/rv/api-vocabulary.md). Deterministic: same input, same bytes.
 *
 * Usage: node scripts/report-hymns.ts   (or buildHymnReport(...) from code)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkHymnData, deityNamesFor, poetNamesFor } from '../src/apis/rv/checks.ts';
import { GOD_CATEGORIES, POET_CATEGORIES, SUKTAS_PER_MANDAL } from '../src/apis/rv/schema.ts';
import type { HymnRow, HymnTables, HymnVerse } from '../src/apis/rv/schema.ts';
import { CONTENT_DIR, TABLES_DIR, loadHymnTables } from './import-hymns.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));

/** The published names of api-vocabulary.md: the 226 beings, the 25 meters and the poet sample. */
export function parseVocabulary(markdown: string): { beings: string[]; meters: string[]; poetSample: string[] } {
  const section = (heading: string) => {
    const at = markdown.indexOf(heading);
    if (at < 0) throw new Error(`api-vocabulary.md: no section "${heading}"`);
    const rest = markdown.slice(at + heading.length);
    const end = rest.search(/\n## /);
    return (end < 0 ? rest : rest.slice(0, end))
      .split('\n')
      .filter((l) => l.startsWith('- '))
      .map((l) => l.slice(2).trim());
  };
  return {
    beings: section('## The 226 values of `sungfor`'),
    meters: section('## The 25 values of `meter`'),
    poetSample: section('## Poets in the category'),
  };
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const esc = (s: string) => s.replace(/\|/g, '\\|');
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const list = (names: readonly string[]) => (names.length ? names.map((n) => `\`${n}\``).join(', ') : '(none)');

interface Use {
  category: string;
  verses: number;
  sources: Set<string>;
}

function tally(
  verses: readonly HymnVerse[],
  pick: (v: HymnVerse) => { name: string; category: string }[],
  source: (v: HymnVerse) => string,
) {
  const out = new Map<string, Use>();
  for (const v of verses) {
    for (const n of pick(v)) {
      const u = out.get(n.name) ?? { category: n.category, verses: 0, sources: new Set<string>() };
      u.verses++;
      u.sources.add(source(v));
      out.set(n.name, u);
    }
  }
  return out;
}

/** The first reason the tables give for a name (entry reason, or the verse decision's). */
function reasonsFor(tables: HymnTables): { beings: Map<string, string>; meters: Map<string, string> } {
  const beings = new Map<string, string>();
  for (const e of tables.deities) {
    const decisions = [e, ...(e.verses ?? [])];
    for (const d of decisions) {
      if (!d.names) continue;
      for (const n of deityNamesFor({ source: e.source, names: d.names, category: d.category }, '') ?? []) {
        const r = d.reason ?? e.reason;
        if (r && !beings.has(n.name) && r.includes(n.name)) beings.set(n.name, r);
      }
    }
  }
  for (const e of tables.deities) {
    for (const d of [e, ...(e.verses ?? [])]) {
      for (const n of d.names
        ? (deityNamesFor({ source: e.source, names: d.names, category: d.category }, '') ?? [])
        : []) {
        const r = d.reason ?? e.reason;
        if (r && !beings.has(n.name)) beings.set(n.name, r);
      }
    }
  }
  const meters = new Map<string, string>();
  for (const e of tables.meters) if (e.reason && !meters.has(e.meter)) meters.set(e.meter, e.reason);
  return { beings, meters };
}

export interface HymnReportInput {
  verses: readonly HymnVerse[];
  rows: readonly HymnRow[];
  tables: HymnTables;
  vocabulary: string;
}

/** What every section of the report reads: the data, the published vocabulary and the tallies. */
interface ReportContext {
  verses: readonly HymnVerse[];
  rows: readonly HymnRow[];
  tables: HymnTables;
  vocab: ReturnType<typeof parseVocabulary>;
  poets: ReturnType<typeof tally>;
  beings: ReturnType<typeof tally>;
  meters: ReturnType<typeof tally>;
  reasons: ReturnType<typeof reasonsFor>;
  violations: string[];
}

/** The report's sections, in order. */
const SECTIONS: readonly ((context: ReportContext) => string[])[] = [
  totalsSection,
  categoriesSection,
  vocabularySection,
  newNamesSection,
  meterFoldsSection,
  poetNamesSection,
  sharedNamesSection,
];

/** The text of content/rv/REPORT.md. */
export function buildHymnReport({ verses, rows, tables, vocabulary }: HymnReportInput): string {
  const poets = tally(
    verses,
    (v) => v.poets,
    (v) => v.source.rishi,
  );
  const beings = tally(
    verses,
    (v) => v.deities,
    (v) => v.source.devata,
  );
  const meters = tally(
    verses,
    (v) => [{ name: v.meter, category: '' }],
    (v) => v.source.chandas,
  );
  const context: ReportContext = {
    verses,
    rows,
    tables,
    vocab: parseVocabulary(vocabulary),
    poets,
    beings,
    meters,
    reasons: reasonsFor(tables),
    violations: checkHymnData(verses, rows, tables),
  };
  return SECTIONS.flatMap((section) => section(context)).join('\n');
}

/** Totals, the checks, and the per-mandal table. */
function totalsSection({ verses, rows, tables, poets, beings, meters, violations }: ReportContext): string[] {
  const L: string[] = [];
  const p = (...lines: string[]) => L.push(...lines);
  p(
    '# Rig Veda data set: import report',
    '',
    'Generated by `npm run report:hymns` (scripts/report-hymns.ts) from content/rv/verses.json, rows.json and',
    'the mapping tables in content/rv/tables/; do not edit by hand. The import is `npm run import:hymns`.',
    '',
    '## Totals',
    '',
    `- Verses: ${verses.length} (${verses.filter((v) => v.text).length} with their saṃhitā text), in ${new Set(verses.map((v) => `${v.mandal}.${v.sukta}`)).size} suktas of 10 mandals.`,
    `- API rows: ${rows.length}, one per distinct (mandal, sukta, sungby, sungfor, meter), in verse order.`,
    `- Index strings mapped: ${tables.poets.length} poet strings, ${tables.deities.length} deity strings (${plural(
      tables.deities.reduce((n, e) => n + (e.verses?.length ?? 0), 0),
      'verse-level decision',
    )}), ${tables.meters.length} meter strings (${plural(
      tables.meters.reduce((n, e) => n + (e.verses?.length ?? 0), 0),
      'verse-level decision',
    )}).`,
    `- Distinct names: ${poets.size} poets, ${beings.size} beings, ${meters.size} meters.`,
    `- Checks (checkHymnData): ${violations.length ? `${violations.length} violation(s):` : 'all pass.'}`,
    ...violations.map((v) => `  - ${v}`),
    '',
    '## Per mandal',
    '',
    '| mandal | suktas (expected) | verses | rows | poets | beings | meters |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (let m = 1; m <= 10; m++) {
    const vs = verses.filter((v) => v.mandal === m);
    const rs = rows.filter((r) => r.mandal === m);
    const distinct = (f: (v: HymnVerse) => string[]) => new Set(vs.flatMap(f)).size;
    p(
      `| ${m} | ${new Set(vs.map((v) => v.sukta)).size} (${SUKTAS_PER_MANDAL[m - 1]}) | ${vs.length} | ${rs.length} | ${distinct((v) => v.poets.map((x) => x.name))} | ${distinct((v) => v.deities.map((x) => x.name))} | ${distinct((v) => [v.meter])} |`,
    );
  }
  return L;
}

/** Names and rows per category. */
function categoriesSection({ rows, poets, beings }: ReportContext): string[] {
  const L: string[] = [];
  const p = (...lines: string[]) => L.push(...lines);
  p(
    '',
    '## Categories',
    '',
    '| category | poets (names) | poet rows | beings (names) | being rows |',
    '| --- | --- | --- | --- | --- |',
  );
  const cats = [...new Set<string>([...POET_CATEGORIES, ...GOD_CATEGORIES])].sort(byCode);
  for (const c of cats) {
    const pn = [...poets.values()].filter((u) => u.category === c).length;
    const bn = [...beings.values()].filter((u) => u.category === c).length;
    const pr = rows.filter((r) => r.sungbycategory === c).length;
    const br = rows.filter((r) => r.sungforcategory === c).length;
    p(
      `| ${c} | ${(POET_CATEGORIES as readonly string[]).includes(c) ? pn : '–'} | ${(POET_CATEGORIES as readonly string[]).includes(c) ? pr : '–'} | ${bn} | ${br} |`,
    );
  }
  return L;
}

/** The published vocabulary: which names the data uses as they are. */
function vocabularySection({ vocab, poets, beings, meters }: ReportContext): string[] {
  const L: string[] = [];
  const p = (...lines: string[]) => L.push(...lines);
  const usedBeings = vocab.beings.filter((n) => beings.has(n));
  const unusedBeings = vocab.beings.filter((n) => !beings.has(n));
  const allNames = [...beings.keys()].sort(byCode);
  // A published name the data replaced by a fuller one: contained as whole words, or (for a name of
  // several words) anywhere. Chance substrings ("Ayu" in "Vayu") do not count.
  const containedIn = (n: string) => {
    const word = new RegExp(`(^|\\s)${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`, 'i');
    return allNames.filter(
      (x) => x !== n && (word.test(x) || (n.includes(' ') && x.toLowerCase().includes(n.toLowerCase()))),
    );
  };
  const bySubstring = unusedBeings.filter((n) => containedIn(n).length);
  const notAtAll = unusedBeings.filter((n) => !containedIn(n).length);
  const usedMeters = vocab.meters.filter((n) => meters.has(n));
  const unusedMeters = vocab.meters.filter((n) => !meters.has(n));
  p(
    '',
    '## The published vocabulary (api-vocabulary.md)',
    '',
    `- Beings (\`sungfor\`): ${usedBeings.length} of the ${vocab.beings.length} published names are used as they are.`,
    `- Not used as such, but contained in the fuller name the data gives the same being, so the API's substring search still finds those rows (${bySubstring.length}):`,
    ...bySubstring.map((n) => `  - \`${n}\` → ${list(containedIn(n))}`),
    `- Not used (${notAtAll.length}): no string of the traditional index maps to them: ${list(notAtAll)}.`,
    `- Meters: ${usedMeters.length} of the ${vocab.meters.length} published names are used; not used: ${list(unusedMeters)}.`,
    `- Poet sample (female poets): ${vocab.poetSample.filter((n) => poets.has(n)).length} of ${vocab.poetSample.length} are used as they are; not used: ${list(vocab.poetSample.filter((n) => !poets.has(n)))}.`,
  );
  return L;
}

/** Being and meter names the published vocabulary did not have, with the tables' reasons. */
function newNamesSection({ vocab, beings, meters, reasons }: ReportContext): string[] {
  const L: string[] = [];
  const p = (...lines: string[]) => L.push(...lines);
  const newBeings = [...beings.keys()].sort(byCode).filter((n) => !vocab.beings.includes(n));
  p(
    '',
    '## New being names (not in the published vocabulary)',
    '',
    `${newBeings.length} names. The reason is the table's (content/rv/tables/deities.json).`,
    '',
    '| name | category | verses | reason |',
    '| --- | --- | --- | --- |',
    ...newBeings.map((n) => {
      const u = beings.get(n)!;
      return `| ${esc(n)} | ${u.category} | ${u.verses} | ${esc(reasons.beings.get(n) ?? '')} |`;
    }),
  );
  const newMeters = [...meters.keys()].filter((n) => !vocab.meters.includes(n)).sort(byCode);
  p(
    '',
    '## New meter names',
    '',
    '| name | verses | index strings | reason |',
    '| --- | --- | --- | --- |',
    ...newMeters.map((n) => {
      const u = meters.get(n)!;
      return `| ${esc(n)} | ${u.verses} | ${[...u.sources].join(', ')} | ${esc(reasons.meters.get(n) ?? '')} |`;
    }),
  );
  if (!newMeters.length) p('| (none) | | | |');
  return L;
}

/** The index strings folded into each meter name. */
function meterFoldsSection({ meters }: ReportContext): string[] {
  const L: string[] = [];
  const p = (...lines: string[]) => L.push(...lines);
  p(
    '',
    '## Meters: index strings folded into each name',
    '',
    '| meter | verses | index strings |',
    '| --- | --- | --- |',
  );
  for (const n of [...meters.keys()].sort(byCode)) {
    const u = meters.get(n)!;
    p(`| ${esc(n)} | ${u.verses} | ${[...u.sources].join(', ')} |`);
  }
  return L;
}

/** Every poet name, the data set's own. */
function poetNamesSection({ tables, poets }: ReportContext): string[] {
  const L: string[] = [];
  const p = (...lines: string[]) => L.push(...lines);
  const poetTableNames = new Map<string, string>();
  for (const e of tables.poets) for (const n of poetNamesFor(e)) poetTableNames.set(n.name, n.category);
  p(
    '',
    '## Poet names',
    '',
    `The API published no list of its poets, so every poet name is the data set's own (${poets.size}), built in the API's`,
    'spelling, with one full name per poet (patronymic included) across the text.',
    '',
    '| poet | category | verses | index strings |',
    '| --- | --- | --- | --- |',
    ...[...poets.keys()].sort(byCode).map((n) => {
      const u = poets.get(n)!;
      return `| ${esc(n)} | ${u.category} | ${u.verses} | ${[...u.sources].join(' · ')} |`;
    }),
  );
  return L;
}

/** Names that are both poet and being. */
function sharedNamesSection({ poets, beings }: ReportContext): string[] {
  const L: string[] = [];
  const p = (...lines: string[]) => L.push(...lines);
  const shared = [...poets.keys()].filter((n) => beings.has(n)).sort(byCode);
  p(
    '',
    '## Names that are both poet and being',
    '',
    'One spelling and, where both lists have it, one category in both roles.',
    '',
    '| name | as poet | as being |',
    '| --- | --- | --- |',
    ...shared.map((n) => `| ${esc(n)} | ${poets.get(n)!.category} | ${beings.get(n)!.category} |`),
    '',
  );
  return L;
}

/** Write content/rv/REPORT.md from the committed content. */
export function writeHymnReport(
  sharedDataDir: string,
  contentDir: string = CONTENT_DIR,
  tablesDir: string = TABLES_DIR,
): string {
  const read = (f: string) => JSON.parse(readFileSync(path.join(contentDir, f), 'utf8'));
  const text = buildHymnReport({
    verses: read('verses.json') as HymnVerse[],
    rows: read('rows.json') as HymnRow[],
    tables: loadHymnTables(tablesDir),
    vocabulary: readFileSync(path.join(sharedDataDir, 'rv', 'api-vocabulary.md'), 'utf8'),
  });
  const file = path.join(contentDir, 'REPORT.md');
  writeFileSync(file, text);
  return file;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    writeHymnReport(path.resolve(projectRoot, '..', 'shared', 'data'));
    console.log('report-hymns: content/rv/REPORT.md written');
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
