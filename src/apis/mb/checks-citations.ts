/**
 * Checks of the epic's evidence: each a small function of the parsed content that returns its
 * violations as messages naming file, record and field (called from `runEpicChecks`, checks.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '../../build-config.ts';
import { EPIC_KINDS, epicKinds, type EpicData } from './kinds.ts';

/** The index headwords with several entries and how many (content/mb/index-homonyms.json, from scripts/mb/index-homonyms.ts). */
export interface IndexHomonyms {
  sorensen: Record<string, number>;
  'cultural-index': Record<string, number>;
}

const committed = new Map<string, IndexHomonyms>();
/** The committed list of ambiguous headwords of a content folder (read once per folder). */
export function indexHomonyms(dir: string = contentDir()): IndexHomonyms {
  let homonyms = committed.get(dir);
  if (!homonyms) {
    homonyms = JSON.parse(readFileSync(path.join(dir, 'mb', 'index-homonyms.json'), 'utf8')) as IndexHomonyms;
    committed.set(dir, homonyms);
  }
  return homonyms;
}

type Rec = Record<string, unknown>;
const q = (s: string) => JSON.stringify(s);
const records = (data: Partial<EpicData>, kind: keyof EpicData): Rec[] =>
  ((data[kind] ?? []) as unknown[]).filter((r): r is Rec => typeof r === 'object' && r !== null);
const nameOf = (kind: keyof EpicData, r: Rec, i: number) => {
  const n = r[EPIC_KINDS[kind].key];
  return typeof n === 'string' ? q(n) : `[${i}]`;
};

/**
 * A Sörensen or Cultural Index citation of a headword with several entries says which (`entry`),
 * and no citation names an entry its headword does not have.
 */
export function indexEntriesNamed(data: Partial<EpicData>, homonyms: IndexHomonyms = indexHomonyms()): string[] {
  const out: string[] = [];
  for (const kind of epicKinds)
    records(data, kind).forEach((r, i) => {
      if (!Array.isArray(r.citations)) return;
      (r.citations as Rec[]).forEach((c, j) => {
        if (c.work !== 'sorensen' && c.work !== 'cultural-index') return;
        const ref = String(c.ref);
        const count = homonyms[c.work][ref] ?? 1;
        const at = `${EPIC_KINDS[kind].file}: ${nameOf(kind, r, i)}.citations[${j}]`;
        if (c.entry === undefined) {
          if (count > 1) out.push(`${at}.entry: ${c.work} ${q(ref)} has ${count} entries; say which`);
        } else if (typeof c.entry !== 'number' || c.entry > count)
          out.push(`${at}.entry: ${c.work} ${q(ref)} has no entry ${String(c.entry)} (it has ${count})`);
      });
    });
  return out;
}

/** A death at an event has its victim among the event's persons. */
export function deathVictimsInEvents(data: Partial<EpicData>): string[] {
  const events = new Map(records(data, 'events').map((e) => [e.eventName, e]));
  const out: string[] = [];
  for (const d of records(data, 'deaths')) {
    const at = d.personKilledAtEvent;
    const event = typeof at === 'string' ? events.get(at) : undefined;
    if (!event || !Array.isArray(event.eventPersons)) continue;
    if (!(event.eventPersons as unknown[]).includes(d.personName))
      out.push(
        `deaths.json: ${q(String(d.personName))}.personKilledAtEvent: ${q(at as string)} does not list ${q(String(d.personName))} in its eventPersons`,
      );
  }
  return out;
}
