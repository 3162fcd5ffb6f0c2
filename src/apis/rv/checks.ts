/**
 * The checks of the hymn data set (content/rv/): the import fails if they report anything, and the
 * site build runs them again. `checkHymnData` is pure: it returns every violation as a readable
 * message, an empty array meaning all is well.
 *
 * The resolution of an index string to names (`poetNamesFor`, `deityNamesFor`, `meterFor`) and the
 * derivation of the API rows (`deriveHymnRows`) live here too, so the import and the checks share
 * one definition.
 */
import {
  GOD_CATEGORIES,
  POET_CATEGORIES,
  SUKTAS_PER_MANDAL,
  VERSES_PER_MANDAL,
  deityTable,
  hymnRow,
  hymnVerse,
  meterTable,
  poetTable,
} from './schema.ts';
import { describeIssues } from '../../core/zod-issues.ts';
import { ROWS_FILE, TABLE_FILES, VERSES_FILE } from './files.ts';
import type {
  DeityTableEntry,
  GodName,
  HymnRow,
  HymnTables,
  HymnVerse,
  MeterTableEntry,
  PoetName,
  PoetTableEntry,
} from './schema.ts';

type Named<C extends string> = { name: string; category: C };
type PoetCategory = (typeof POET_CATEGORIES)[number];
type GodCategory = (typeof GOD_CATEGORIES)[number];

/** `mandal.sukta.verse` of a verse. */
export function verseKey(v: { mandal: number; sukta: number; verse: number }): string {
  return `${v.mandal}.${v.sukta}.${v.verse}`;
}

function expand<C extends string>(names: readonly (string | Named<C>)[], category: C | undefined): Named<C>[] {
  return names.map((n) =>
    typeof n === 'string' ? { name: n, category: category as C } : { name: n.name, category: n.category },
  );
}

/** The poet names a poet-table entry gives. */
export function poetNamesFor(entry: PoetTableEntry): PoetName[] {
  return expand<PoetCategory>(entry.names, entry.category);
}

/** The being names a deity-table entry gives for one verse (its verse decision if it has one). */
export function deityNamesFor(entry: DeityTableEntry, verse: string): GodName[] | undefined {
  const own = entry.verses?.find((v) => v.verse === verse);
  if (own) return expand<GodCategory>(own.names, own.category);
  return entry.names ? expand<GodCategory>(entry.names, entry.category) : undefined;
}

/** The meter name a meter-table entry gives for one verse. */
export function meterFor(entry: MeterTableEntry, verse: string): string {
  return entry.verses?.find((v) => v.verse === verse)?.meter ?? entry.meter;
}

/**
 * The API rows of a list of verses: one row per distinct (mandal, sukta, sungby, sungfor, meter),
 * in verse order of first appearance (then poet order, then being order within a verse), each
 * with exactly the seven documented fields.
 */
export function deriveHymnRows(verses: readonly HymnVerse[]): HymnRow[] {
  const seen = new Set<string>();
  const rows: HymnRow[] = [];
  for (const v of verses) {
    for (const p of v.poets) {
      for (const d of v.deities) {
        const key = JSON.stringify([v.mandal, v.sukta, p.name, d.name, v.meter]);
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push({
          mandal: v.mandal,
          sukta: v.sukta,
          meter: v.meter,
          sungby: p.name,
          sungbycategory: p.category,
          sungfor: d.name,
          sungforcategory: d.category,
        });
      }
    }
  }
  return rows;
}

function sameNames(a: readonly Named<string>[], b: readonly Named<string>[]): boolean {
  return a.length === b.length && a.every((n, i) => n.name === b[i].name && n.category === b[i].category);
}

function show(names: readonly Named<string>[]): string {
  return names.map((n) => `${n.name} (${n.category})`).join(', ');
}

/** The tables' entries by the source string they map. */
interface TableIndex {
  poet: Map<string, PoetTableEntry>;
  deity: Map<string, DeityTableEntry>;
  meter: Map<string, MeterTableEntry>;
}

/** The source strings and the verses that carry each deity string, as the verses use them. */
interface Usage {
  sources: { poet: Set<string>; deity: Set<string>; meter: Set<string> };
  versesByDeitySource: Map<string, Set<string>>;
}

/**
 * Every violation of the data set's rules, as readable messages (empty = all good), phase by phase;
 * the later phases need well-formed records, so a shape error stops there.
 */
export function checkHymnData(verses: readonly HymnVerse[], rows: readonly HymnRow[], tables: HymnTables): string[] {
  const out: string[] = [];
  if (!checkShapes(verses, rows, tables, out)) return out;
  const index = indexTables(tables, out);
  checkCategories(tables, out);
  checkVerseOrder(verses, out);
  const usage = checkVerseNames(verses, index, out);
  checkTablesUsed(verses, tables, usage, out);
  checkRows(verses, rows, out);
  return out;
}

/** 1. Shapes: the tables, the verse records and the rows; false when a table or verse is malformed. */
function checkShapes(verses: readonly HymnVerse[], rows: readonly HymnRow[], tables: HymnTables, out: string[]) {
  const tablesOk = [
    [`content/${TABLE_FILES.poets}`, poetTable.safeParse(tables.poets)],
    [`content/${TABLE_FILES.deities}`, deityTable.safeParse(tables.deities)],
    [`content/${TABLE_FILES.meters}`, meterTable.safeParse(tables.meters)],
  ] as const;
  for (const [file, r] of tablesOk) if (!r.success) out.push(...describeIssues(r.error, { file }));
  const versesOk = verses.every((v, i) => {
    const r = hymnVerse.safeParse(v);
    if (!r.success) out.push(...describeIssues(r.error, { file: `content/${VERSES_FILE}`, index: i }));
    return r.success;
  });
  rows.forEach((row, i) => {
    const r = hymnRow.safeParse(row);
    if (!r.success) out.push(...describeIssues(r.error, { file: `content/${ROWS_FILE}`, index: i }));
  });
  return versesOk && tablesOk.every(([, r]) => r.success);
}

/** 2a. The tables: one entry per source string. */
function indexTables(tables: HymnTables, out: string[]): TableIndex {
  const index: TableIndex = { poet: new Map(), deity: new Map(), meter: new Map() };
  for (const [what, list] of [
    ['poet', tables.poets],
    ['deity', tables.deities],
    ['meter', tables.meters],
  ] as const) {
    const map = index[what] as Map<string, (typeof list)[number]>;
    for (const e of list) {
      if (map.has(e.source)) out.push(`${what} table: source string "${e.source}" has more than one entry`);
      map.set(e.source, e);
    }
  }
  return index;
}

/** 2b. One category per name, across both tables. */
function checkCategories(tables: HymnTables, out: string[]): void {
  const poetCategoryOf = new Map<string, { category: string; source: string }>();
  const godCategoryOf = new Map<string, { category: string; source: string }>();
  const note = (map: typeof poetCategoryOf, table: string, name: string, category: string, source: string) => {
    const seen = map.get(name);
    if (!seen) map.set(name, { category, source });
    else if (seen.category !== category) {
      out.push(
        `${table} table: "${name}" is "${seen.category}" for "${seen.source}" but "${category}" for "${source}"`,
      );
    }
  };
  for (const e of tables.poets)
    for (const n of poetNamesFor(e)) note(poetCategoryOf, 'poet', n.name, n.category, e.source);
  for (const e of tables.deities) {
    for (const d of [e, ...(e.verses ?? [])]) {
      if (!d.names) continue;
      for (const n of deityNamesFor({ source: e.source, names: d.names, category: d.category }, '') ?? [])
        note(godCategoryOf, 'deity', n.name, n.category, e.source);
    }
  }
  // A poet who is also venerated keeps one category, where the category exists in both lists.
  for (const [name, god] of godCategoryOf) {
    const poet = poetCategoryOf.get(name);
    if (poet && poet.category !== god.category && (POET_CATEGORIES as readonly string[]).includes(god.category)) {
      out.push(`"${name}" is "${poet.category}" in the poet table but "${god.category}" in the deity table`);
    }
  }
}

/** 3. The verses: order, numbering and the per-mandal counts. */
function checkVerseOrder(verses: readonly HymnVerse[], out: string[]): void {
  const suktas = Array.from({ length: 10 }, () => new Set<number>());
  const verseCounts = new Array<number>(10).fill(0);
  let prev: HymnVerse | undefined;
  for (const v of verses) {
    const key = verseKey(v);
    if (prev) checkSuccession(prev, v, out);
    else if (v.verse !== 1 || v.sukta !== 1) out.push(`the first verse is ${key}, not ${v.mandal}.1.1`);
    prev = v;
    suktas[v.mandal - 1].add(v.sukta);
    verseCounts[v.mandal - 1]++;
    if (v.sukta > SUKTAS_PER_MANDAL[v.mandal - 1])
      out.push(`verse ${key}: mandal ${v.mandal} has only ${SUKTAS_PER_MANDAL[v.mandal - 1]} suktas`);
  }
  for (let m = 0; m < 10; m++) {
    const s = suktas[m].size;
    if (s !== SUKTAS_PER_MANDAL[m]) out.push(`mandal ${m + 1} has ${s} suktas, expected ${SUKTAS_PER_MANDAL[m]}`);
    if (verseCounts[m] !== VERSES_PER_MANDAL[m])
      out.push(`mandal ${m + 1} has ${verseCounts[m]} verses, expected ${VERSES_PER_MANDAL[m]}`);
  }
}

/** One verse after the one before it: in order, numbered on from it. */
function checkSuccession(p: HymnVerse, v: HymnVerse, out: string[]): void {
  const key = verseKey(v);
  const inOrder =
    v.mandal > p.mandal || (v.mandal === p.mandal && (v.sukta > p.sukta || (v.sukta === p.sukta && v.verse > p.verse)));
  if (!inOrder) out.push(`verse ${key} comes after ${verseKey(p)}: the verses are not in verse order`);
  const newSukta = v.mandal !== p.mandal || v.sukta !== p.sukta;
  if (newSukta && v.verse !== 1) out.push(`sukta ${v.mandal}.${v.sukta} starts at verse ${v.verse}, not 1`);
  if (!newSukta && v.verse !== p.verse + 1)
    out.push(`verse ${key} follows ${verseKey(p)}: a verse is missing or repeated`);
  if (v.mandal !== p.mandal && v.sukta !== 1) out.push(`mandal ${v.mandal} starts at sukta ${v.sukta}, not 1`);
  if (v.mandal === p.mandal && newSukta && v.sukta !== p.sukta + 1)
    out.push(`sukta ${v.mandal}.${v.sukta} follows ${p.mandal}.${p.sukta}: a sukta is missing or repeated`);
}

/** 4. Every name comes from a mapping table, as the table decides for this verse. */
function checkVerseNames(verses: readonly HymnVerse[], index: TableIndex, out: string[]): Usage {
  const usage: Usage = {
    sources: { poet: new Set(), deity: new Set(), meter: new Set() },
    versesByDeitySource: new Map(),
  };
  for (const v of verses) {
    const key = verseKey(v);
    const poet = index.poet.get(v.source.rishi);
    if (!poet) out.push(`verse ${key}: poet string "${v.source.rishi}" is not in the poet table`);
    else {
      usage.sources.poet.add(v.source.rishi);
      const want = poetNamesFor(poet);
      if (!sameNames(v.poets, want))
        out.push(`verse ${key}: poets ${show(v.poets)} but the poet table gives ${show(want)}`);
    }
    const deity = index.deity.get(v.source.devata);
    if (!deity) out.push(`verse ${key}: deity string "${v.source.devata}" is not in the deity table`);
    else {
      usage.sources.deity.add(v.source.devata);
      if (!usage.versesByDeitySource.has(v.source.devata)) usage.versesByDeitySource.set(v.source.devata, new Set());
      usage.versesByDeitySource.get(v.source.devata)!.add(key);
      const want = deityNamesFor(deity, key);
      if (!want)
        out.push(
          `verse ${key}: the deity table decides "${v.source.devata}" verse by verse but has no decision for this verse`,
        );
      else if (!sameNames(v.deities, want))
        out.push(`verse ${key}: beings ${show(v.deities)} but the deity table gives ${show(want)}`);
    }
    const meter = index.meter.get(v.source.chandas);
    if (!meter) out.push(`verse ${key}: meter string "${v.source.chandas}" is not in the meter table`);
    else {
      usage.sources.meter.add(v.source.chandas);
      const want = meterFor(meter, key);
      if (v.meter !== want) out.push(`verse ${key}: meter "${v.meter}" but the meter table gives "${want}"`);
    }
    for (const [what, list] of [
      ['poet', v.poets],
      ['being', v.deities],
    ] as const) {
      const names = list.map((n) => n.name);
      if (new Set(names).size !== names.length) out.push(`verse ${key}: a ${what} name is repeated`);
    }
  }
  return usage;
}

/** 5. No table entry is unused; verse decisions point at verses that carry their string. */
function checkTablesUsed(verses: readonly HymnVerse[], tables: HymnTables, usage: Usage, out: string[]): void {
  for (const [what, list, used] of [
    ['poet', tables.poets, usage.sources.poet],
    ['deity', tables.deities, usage.sources.deity],
    ['meter', tables.meters, usage.sources.meter],
  ] as const) {
    for (const e of list)
      if (!used.has(e.source)) out.push(`${what} table: source string "${e.source}" occurs in no verse`);
  }
  for (const e of tables.deities) {
    for (const d of e.verses ?? []) {
      if (!usage.versesByDeitySource.get(e.source)?.has(d.verse))
        out.push(`deity table: verse ${d.verse} of "${e.source}" has another deity string`);
    }
  }
  const meterVerses = new Map(verses.map((v) => [verseKey(v), v.source.chandas]));
  for (const e of tables.meters) {
    for (const d of e.verses ?? []) {
      if (meterVerses.get(d.verse) !== e.source)
        out.push(`meter table: verse ${d.verse} of "${e.source}" has another meter string`);
    }
  }
}

/** 6. The rows are exactly the rows the verses give. */
function checkRows(verses: readonly HymnVerse[], rows: readonly HymnRow[], out: string[]): void {
  const want = deriveHymnRows(verses);
  if (rows.length !== want.length) out.push(`rows: ${rows.length} rows, but the verses give ${want.length}`);
  const n = Math.min(rows.length, want.length);
  let shown = 0;
  for (let i = 0; i < n; i++) {
    if (JSON.stringify(rows[i]) !== JSON.stringify(want[i])) {
      if (shown++ < 20)
        out.push(`row #${i + 1} is ${JSON.stringify(rows[i])}, but the verses give ${JSON.stringify(want[i])}`);
    }
  }
  if (shown > 20) out.push(`… and ${shown - 20} more rows differ`);
}
