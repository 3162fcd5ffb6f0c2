/**
 * What every epic check reads: the records (read defensively, since the checks also run on data
 * that failed schema validation), a name index per kind, and the few views several checks share.
 */
import { contentDir } from '../../../build-config.ts';
import { aliasIndex, lookupName } from '../../../core/names.ts';
import { EPIC_KINDS, namedKinds, type EpicData, type EpicKind } from '../kinds.ts';

export type Kind = EpicKind;
export type Rec = Record<string, unknown>;

/** One relation check: a stable id, one line saying what it enforces, and its violations. */
export interface EpicCheck {
  id: string;
  title: string;
  run(context: CheckContext): string[];
}

/** What the checks need of each kind, from its descriptor. */
export const KINDS: Record<Kind, { file: string; noun: string; key: string; aliasKey?: string }> = Object.fromEntries(
  Object.entries(EPIC_KINDS).map(([k, { file, noun, key, ...rest }]) => [
    k,
    { file, noun, key, aliasKey: 'aliases' in rest ? rest.aliases : undefined },
  ]),
) as Record<Kind, { file: string; noun: string; key: string; aliasKey?: string }>;

/** Kinds whose key is the record's own name (panoplies and deaths are keyed by a person). */
export const NAMED_KINDS: readonly Kind[] = namedKinds;

export const str = (r: Rec, k: string): string | undefined => (typeof r[k] === 'string' ? (r[k] as string) : undefined);
export const arr = (r: Rec, k: string): string[] =>
  Array.isArray(r[k]) ? (r[k] as unknown[]).filter((x): x is string => typeof x === 'string') : [];
/** The names a reference field holds: a list, or one name (an absent field names none). */
export const namesIn = (r: Rec, k: string): string[] =>
  Array.isArray(r[k]) ? arr(r, k) : [str(r, k)].filter((v) => v !== undefined);
export const q = (s: string) => JSON.stringify(s);
export const recs = (data: Partial<EpicData>, kind: Kind): Rec[] =>
  ((data[kind] ?? []) as unknown[]).filter((r): r is Rec => typeof r === 'object' && r !== null);

/** A record as messages name it: its name, or its position when it has none. */
export function label(kind: Kind, r: Rec, i: number): string {
  const n = str(r, KINDS[kind].key);
  return n ? q(n) : `[${i}]`;
}

/** Name index of one kind: exact names, plus lower-cased names and aliases (the API's rule) for hints. */
export class Index {
  readonly names = new Map<string, Rec>();
  readonly lower = new Map<string, string>();
  /** lower-cased alias → name, resolved as the API resolves it (core/names.ts) */
  readonly aliasOf: Record<string, string>;
  constructor(kind: Kind, data: Partial<EpicData>) {
    const { key, aliasKey } = KINDS[kind];
    const named: { name: string; aliases: string[] }[] = [];
    for (const r of recs(data, kind)) {
      const n = str(r, key);
      if (!n) continue;
      if (!this.names.has(n)) this.names.set(n, r);
      if (!this.lower.has(n.toLowerCase())) this.lower.set(n.toLowerCase(), n);
      named.push({ name: n, aliases: aliasKey ? arr(r, aliasKey) : [] });
    }
    this.aliasOf = aliasIndex(named);
  }
  has(n: string) {
    return this.names.has(n);
  }
  get(n: string) {
    return this.names.get(n);
  }
  /** " (did you mean …?)" when the reference differs in case or is an alias. */
  hint(n: string): string {
    const byCase = this.lower.get(n.toLowerCase());
    if (byCase && byCase !== n) return ` (did you mean ${q(byCase)}?)`;
    const byAlias = lookupName(this.aliasOf, n);
    if (byAlias) return ` (it is an alias of ${q(byAlias)}; refer to the record by its name)`;
    return '';
  }
}

export interface CheckContext {
  data: Partial<EpicData>;
  /** the content folder the data was read from (checks that read a committed table find it there) */
  contentDir: string;
  idx: Record<Kind, Index>;
  persons: Rec[];
  events: Rec[];
  deaths: Rec[];
  /** an event's eventOrder, when it has one */
  order(event: Rec | undefined): number | undefined;
  /** the first eventOrder of the war */
  warStart: number | undefined;
  isWarEvent(event: Rec | undefined): boolean;
}

export function checkContext(data: Partial<EpicData>, folder: string = contentDir()): CheckContext {
  const idx = Object.fromEntries((Object.keys(KINDS) as Kind[]).map((k) => [k, new Index(k, data)])) as Record<
    Kind,
    Index
  >;
  const events = recs(data, 'events');
  const order = (r: Rec | undefined) => (r && typeof r.eventOrder === 'number' ? r.eventOrder : undefined);
  const isWarEvent = (e: Rec | undefined) => !!e && typeof e.warDay === 'number';
  const warOrders = events
    .filter(isWarEvent)
    .map(order)
    .filter((o): o is number => o !== undefined);
  return {
    data,
    contentDir: folder,
    idx,
    persons: recs(data, 'persons'),
    events,
    deaths: recs(data, 'deaths'),
    order,
    warStart: warOrders.length ? Math.min(...warOrders) : undefined,
    isWarEvent,
  };
}
