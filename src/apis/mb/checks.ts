/**
 * Relation checks of the epic knowledge graph. Pure functions: they take the parsed content of
 * content/mb/*.json and return every violation as a message that names the file, the record and
 * the field, e.g. `persons.json: "Arjun".spouses: "Draupdi" is not a person`.
 *
 * `checkEpicGraph` is what the build calls (it fails on any message); `runEpicChecks` returns the
 * same messages grouped by check, for the report. The kinds (file, noun, key, alias and reference fields) come
 * from their descriptors (kinds.ts); schema errors are reported by the loader (kinds.ts).
 */
import { aliasIndex } from '../../core/names.ts';
import { reservedNames } from '../../core/request-file.ts';
import { checkPassages } from './checks-passages.ts';
import { mbApi } from './endpoints.ts';
import { EPIC_KINDS, epicKinds, namedKinds, referencesOf, type EpicData, type EpicKind } from './kinds.ts';

/** Names the API uses as path segments or query parameters: no record may be called so. */
export const RESERVED_NAMES = reservedNames(mbApi);

/**
 * Aliases that may equal another record's name because the original data published them so.
 * A lookup by name always wins over a lookup by alias, so `/persons/Krishna` stays Krishna.
 */
export const PUBLISHED_ALIAS_EXCEPTIONS: readonly { kind: string; record: string; alias: string; why: string }[] = [
  {
    kind: 'persons',
    record: 'Arjun',
    alias: 'Krishna',
    why: 'Arjun is called Krishna ("the dark one") in the epic, and the original Arjun record lists it',
  },
];

export interface CheckResult {
  /** Stable identifier of the check. */
  id: string;
  /** One line saying what the check enforces. */
  title: string;
  messages: string[];
}

type Kind = EpicKind;

/** What the checks need of each kind, from its descriptor. */
const KINDS: Record<Kind, { file: string; noun: string; key: string; aliasKey?: string }> = Object.fromEntries(
  Object.entries(EPIC_KINDS).map(([k, { file, noun, key, ...rest }]) => [
    k,
    { file, noun, key, aliasKey: 'aliases' in rest ? rest.aliases : undefined },
  ]),
) as Record<Kind, { file: string; noun: string; key: string; aliasKey?: string }>;

/** Kinds whose key is the record's own name (panoplies and deaths are keyed by a person). */
const NAMED_KINDS: readonly Kind[] = namedKinds;

// Records are read defensively: the checks also run on data that failed schema validation.
type Rec = Record<string, unknown>;
const str = (r: Rec, k: string): string | undefined => (typeof r[k] === 'string' ? (r[k] as string) : undefined);
const arr = (r: Rec, k: string): string[] =>
  Array.isArray(r[k]) ? (r[k] as unknown[]).filter((x): x is string => typeof x === 'string') : [];
/** The names a reference field holds: a list, or one name (an absent field names none). */
const namesIn = (r: Rec, k: string): string[] =>
  Array.isArray(r[k]) ? arr(r, k) : [str(r, k)].filter((v) => v !== undefined);
const q = (s: string) => JSON.stringify(s);
const recs = (data: Partial<EpicData>, kind: Kind): Rec[] =>
  ((data[kind] ?? []) as unknown[]).filter((r): r is Rec => typeof r === 'object' && r !== null);

function label(kind: Kind, r: Rec, i: number): string {
  const n = str(r, KINDS[kind].key);
  return n ? q(n) : `[${i}]`;
}

/** Name index of one kind: exact names, plus lower-cased names and aliases (the API's rule) for hints. */
class Index {
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
    const byAlias = Object.hasOwn(this.aliasOf, n.toLowerCase()) ? this.aliasOf[n.toLowerCase()] : undefined;
    if (byAlias) return ` (it is an alias of ${q(byAlias)}; refer to the record by its name)`;
    return '';
  }
}

/** Run every relation check; the result lists each check with its violations (possibly none). */
export function runEpicChecks(data: Partial<EpicData>): CheckResult[] {
  const idx = {} as Record<Kind, Index>;
  for (const k of Object.keys(KINDS) as Kind[]) idx[k] = new Index(k, data);
  const results: CheckResult[] = [];
  const check = (id: string, title: string, fn: (out: string[]) => void) => {
    const messages: string[] = [];
    fn(messages);
    results.push({ id, title, messages });
  };

  // ---------------------------------------------------------------- names
  check('names-unique', 'Every record has a name, unique within its kind, also ignoring letter case', (out) => {
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const { file, key } = KINDS[kind];
      const seen = new Map<string, string>();
      recs(data, kind).forEach((r, i) => {
        const n = str(r, key);
        if (!n) {
          out.push(`${file}: [${i}].${key}: missing name`);
          return;
        }
        const prev = seen.get(n.toLowerCase());
        if (prev === n) out.push(`${file}: ${q(n)}.${key}: the name occurs more than once`);
        else if (prev !== undefined) out.push(`${file}: ${q(n)}.${key}: differs only in letter case from ${q(prev)}`);
        else seen.set(n.toLowerCase(), n);
      });
    }
  });

  check('names-reserved', `No name or alias equals a reserved word (${RESERVED_NAMES.join(', ')})`, (out) => {
    const reserved = new Set<string>(RESERVED_NAMES);
    for (const kind of NAMED_KINDS) {
      const { file, key, aliasKey } = KINDS[kind];
      recs(data, kind).forEach((r, i) => {
        const n = str(r, key);
        if (n && reserved.has(n.toLowerCase())) out.push(`${file}: ${q(n)}.${key}: ${q(n)} is a reserved name`);
        if (aliasKey)
          for (const a of arr(r, aliasKey))
            if (reserved.has(a.toLowerCase()))
              out.push(`${file}: ${label(kind, r, i)}.${aliasKey}: ${q(a)} is a reserved name`);
      });
    }
  });

  check(
    'aliases',
    "Aliases do not repeat the record's own name, nor collide with another record's name or alias of the same kind",
    (out) => {
      for (const kind of NAMED_KINDS) {
        const { file, key, aliasKey } = KINDS[kind];
        if (!aliasKey) continue;
        const owners = new Map<string, string[]>(); // lower-cased alias -> record names
        recs(data, kind).forEach((r, i) => {
          const n = str(r, key) ?? `[${i}]`;
          const mine = new Set<string>();
          for (const a of arr(r, aliasKey)) {
            const l = a.toLowerCase();
            if (a.trim() !== a || a === '' || a.includes('/'))
              out.push(`${file}: ${q(n)}.${aliasKey}: ${q(a)} is not a valid name`);
            if (l === n.toLowerCase()) out.push(`${file}: ${q(n)}.${aliasKey}: ${q(a)} repeats the record's own name`);
            if (mine.has(l)) out.push(`${file}: ${q(n)}.${aliasKey}: ${q(a)} is listed twice`);
            mine.add(l);
            const other = idx[kind].lower.get(l);
            if (other && other.toLowerCase() !== n.toLowerCase()) {
              const allowed = PUBLISHED_ALIAS_EXCEPTIONS.some(
                (e) => e.kind === kind && e.record === n && e.alias === a,
              );
              if (!allowed)
                out.push(
                  `${file}: ${q(n)}.${aliasKey}: ${q(a)} is the name of another ${KINDS[kind].noun}, ${q(other)}`,
                );
            }
            owners.set(l, [...(owners.get(l) ?? []), n]);
          }
        });
        for (const [a, ns] of owners) {
          const distinct = [...new Set(ns)];
          if (distinct.length > 1)
            out.push(
              `${file}: ${distinct.map(q).join(', ')}.${aliasKey}: the alias ${q(a)} is shared by ${distinct.length} records`,
            );
        }
      }
    },
  );

  // ---------------------------------------------------------------- references
  check('references', 'Every referenced name resolves to a record of the right kind', (out) => {
    const a = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
    for (const kind of epicKinds)
      for (const { field, targets } of referencesOf(kind))
        recs(data, kind).forEach((r, i) => {
          for (const v of namesIn(r, field)) {
            const where = `${KINDS[kind].file}: ${label(kind, r, i)}.${field}`;
            const found = targets.filter((t) => idx[t].has(v));
            if (!found.length) {
              const hint = targets.map((t) => idx[t].hint(v)).find(Boolean) ?? '';
              out.push(`${where}: ${q(v)} is not ${targets.map((t) => a(KINDS[t].noun)).join(' or ')}${hint}`);
            } else if (found.length > 1)
              out.push(`${where}: ${q(v)} is both ${found.map((t) => a(KINDS[t].noun)).join(' and ')} (ambiguous)`);
          }
        });
  });

  // A list naming one kind is a set; a route may pass a place twice.
  check('list-duplicates', 'No name is listed twice in one list field', (out) => {
    for (const kind of epicKinds)
      for (const { field, targets } of referencesOf(kind)) {
        if (targets.length > 1) continue;
        recs(data, kind).forEach((r, i) => {
          const seen = new Set<string>();
          for (const v of arr(r, field)) {
            if (seen.has(v)) out.push(`${KINDS[kind].file}: ${label(kind, r, i)}.${field}: ${q(v)} is listed twice`);
            seen.add(v);
          }
        });
      }
  });

  // ---------------------------------------------------------------- family
  const persons = recs(data, 'persons');
  const P = idx.persons;

  check('spouses-symmetric', 'Spouses are symmetric: if A lists B, B lists A', (out) => {
    persons.forEach((r, i) => {
      const n = str(r, 'name');
      if (!n) return;
      for (const s of arr(r, 'spouses')) {
        if (s === n) {
          out.push(`persons.json: ${q(n)}.spouses: lists the person itself`);
          continue;
        }
        const other = P.get(s);
        if (other && !arr(other, 'spouses').includes(n))
          out.push(`persons.json: ${q(s)}.spouses: lacks ${q(n)}, who lists ${q(s)} as a spouse`);
      }
      void i;
    });
  });

  const parentChild = (
    kindWord: 'Real' | 'Adoptive',
    childrenField: 'childrenReal' | 'childrenAdopted',
    out: string[],
  ) => {
    const fatherF = `father${kindWord}`;
    const motherF = `mother${kindWord}`;
    for (const r of persons) {
      const n = str(r, 'name');
      if (!n) continue;
      // parent -> child: the child names this parent
      for (const c of arr(r, childrenField)) {
        if (c === n) {
          out.push(`persons.json: ${q(n)}.${childrenField}: lists the person itself`);
          continue;
        }
        const child = P.get(c);
        if (child && str(child, fatherF) !== n && str(child, motherF) !== n)
          out.push(
            `persons.json: ${q(c)}.${fatherF}/${motherF}: neither is ${q(n)}, who lists ${q(c)} in ${childrenField}`,
          );
      }
      // child -> parent: the parent lists this child, and has a fitting gender
      for (const [f, wrongGender] of [
        [fatherF, 'female'],
        [motherF, 'male'],
      ] as const) {
        const p = str(r, f);
        if (!p) continue;
        if (p === n) {
          out.push(`persons.json: ${q(n)}.${f}: names the person itself`);
          continue;
        }
        const parent = P.get(p);
        if (!parent) continue;
        if (!arr(parent, childrenField).includes(n))
          out.push(`persons.json: ${q(p)}.${childrenField}: lacks ${q(n)}, whose ${f} is ${q(p)}`);
        if (str(parent, 'gender') === wrongGender) out.push(`persons.json: ${q(n)}.${f}: ${q(p)} is ${wrongGender}`);
      }
      if (kindWord === 'Adoptive') {
        for (const [a, b] of [
          ['fatherAdoptive', 'fatherReal'],
          ['motherAdoptive', 'motherReal'],
        ])
          if (str(r, a) && str(r, a) === str(r, b))
            out.push(`persons.json: ${q(n)}.${a}: ${q(str(r, a)!)} is already the ${b}`);
      }
    }
  };
  check(
    'parents-real',
    'Real parent and child agree both ways (childrenReal ↔ fatherReal/motherReal), fathers not female, mothers not male',
    (out) => parentChild('Real', 'childrenReal', out),
  );
  check(
    'parents-adoptive',
    'Adoptive/legal parent and child agree both ways (childrenAdopted ↔ fatherAdoptive/motherAdoptive)',
    (out) => parentChild('Adoptive', 'childrenAdopted', out),
  );

  check('ancestry-acyclic', 'Nobody is their own ancestor', (out) => {
    const parents = (n: string): string[] => {
      const r = P.get(n);
      if (!r) return [];
      return ['fatherReal', 'motherReal', 'fatherAdoptive', 'motherAdoptive']
        .map((f) => str(r, f))
        .filter((x): x is string => !!x && P.has(x));
    };
    const state = new Map<string, 1 | 2>();
    const reported = new Set<string>();
    const visit = (n: string, stack: string[]) => {
      if (state.get(n) === 2) return;
      if (state.get(n) === 1) {
        const cycle = stack.slice(stack.indexOf(n));
        const keyC = [...cycle].sort().join('|');
        if (!reported.has(keyC)) {
          reported.add(keyC);
          out.push(
            `persons.json: ${q(n)}.fatherReal/motherReal/fatherAdoptive/motherAdoptive: ancestry cycle ${[...cycle, n].map(q).join(' → ')}`,
          );
        }
        return;
      }
      state.set(n, 1);
      for (const p of parents(n)) visit(p, [...stack, n]);
      state.set(n, 2);
    };
    for (const n of P.names.keys()) visit(n, []);
  });

  // ---------------------------------------------------------------- events
  const events = recs(data, 'events');
  const E = idx.events;

  check('events-inverse', 'eventPrecededBy and eventFollowedBy are inverse of each other', (out) => {
    for (const r of events) {
      const n = str(r, 'eventName');
      if (!n) continue;
      for (const f of arr(r, 'eventFollowedBy')) {
        if (f === n) out.push(`events.json: ${q(n)}.eventFollowedBy: lists the event itself`);
        const other = E.get(f);
        if (other && f !== n && !arr(other, 'eventPrecededBy').includes(n))
          out.push(`events.json: ${q(f)}.eventPrecededBy: lacks ${q(n)}, which lists ${q(f)} in eventFollowedBy`);
      }
      for (const p of arr(r, 'eventPrecededBy')) {
        if (p === n) out.push(`events.json: ${q(n)}.eventPrecededBy: lists the event itself`);
        const other = E.get(p);
        if (other && p !== n && !arr(other, 'eventFollowedBy').includes(n))
          out.push(`events.json: ${q(p)}.eventFollowedBy: lacks ${q(n)}, which lists ${q(p)} in eventPrecededBy`);
      }
    }
  });

  const order = (r: Rec | undefined) => (r && typeof r.eventOrder === 'number' ? (r.eventOrder as number) : undefined);
  check('events-order', 'eventOrder is unique, increases along eventFollowedBy, and agrees with warDay', (out) => {
    const byOrder = new Map<number, string>();
    for (const r of events) {
      const n = str(r, 'eventName');
      const o = order(r);
      if (!n || o === undefined) continue;
      const prev = byOrder.get(o);
      if (prev) out.push(`events.json: ${q(n)}.eventOrder: ${o} is also the eventOrder of ${q(prev)}`);
      else byOrder.set(o, n);
      for (const f of arr(r, 'eventFollowedBy')) {
        const fo = order(E.get(f));
        if (fo !== undefined && fo <= o)
          out.push(`events.json: ${q(f)}.eventOrder: ${fo} is not after ${q(n)} (${o}), which it follows`);
      }
    }
    const war = events.filter((r) => typeof r.warDay === 'number' && order(r) !== undefined);
    for (const a of war)
      for (const b of war)
        if ((a.warDay as number) < (b.warDay as number) && order(a)! > order(b)!)
          out.push(
            `events.json: ${q(str(b, 'eventName') ?? '?')}.eventOrder: ${order(b)} is before ${q(str(a, 'eventName') ?? '?')} (${order(a)}), an earlier war day`,
          );
  });

  // ---------------------------------------------------------------- deaths and war
  const deaths = recs(data, 'deaths');
  const warOrders = events
    .filter((r) => typeof r.warDay === 'number')
    .map(order)
    .filter((o): o is number => o !== undefined);
  const warStart = warOrders.length ? Math.min(...warOrders) : undefined;
  const isWarEvent = (e: Rec | undefined) => !!e && typeof e.warDay === 'number';

  check(
    'deaths',
    'One death record per person; whoever struck also had a hand (personKilledByWhom ⊆ personKilledWhoAll); a killing with helpers names who struck',
    (out) => {
      const seen = new Set<string>();
      deaths.forEach((r, i) => {
        const n = str(r, 'personName');
        if (!n) return;
        if (seen.has(n)) out.push(`deaths.json: ${q(n)}.personName: more than one death record`);
        seen.add(n);
        const all = arr(r, 'personKilledWhoAll');
        for (const k of arr(r, 'personKilledByWhom'))
          if (!all.includes(k))
            out.push(`deaths.json: ${label('deaths', r, i)}.personKilledByWhom: ${q(k)} is not in personKilledWhoAll`);
        if (arr(r, 'personKilledByWhom').length === 0 && all.length > 0)
          out.push(
            `deaths.json: ${label('deaths', r, i)}.personKilledByWhom: empty although personKilledWhoAll names ${all.map(q).join(', ')}`,
          );
      });
    },
  );

  check(
    'war-status',
    'War participation and deaths agree (a war death is not alive at war end; a death before the war is not alive at war start; …)',
    (out) => {
      const deathOf = new Map<string, Rec>();
      for (const d of deaths) {
        const n = str(d, 'personName');
        if (n && !deathOf.has(n)) deathOf.set(n, d);
      }
      for (const r of persons) {
        const n = str(r, 'name');
        if (!n) continue;
        const start = r.aliveAtWarStart;
        const end = r.aliveAtWarEnd;
        const fought = r.foughtWar;
        if (start === 'no' && end === 'yes')
          out.push(`persons.json: ${q(n)}.aliveAtWarEnd: "yes" but aliveAtWarStart is "no"`);
        if (start === 'no' && fought === 'yes')
          out.push(`persons.json: ${q(n)}.foughtWar: "yes" but aliveAtWarStart is "no"`);
        const d = deathOf.get(n);
        const evName = d ? str(d, 'personKilledAtEvent') : undefined;
        const ev = evName ? E.get(evName) : undefined;
        if (d && isWarEvent(ev)) {
          if (end === 'yes')
            out.push(
              `persons.json: ${q(n)}.aliveAtWarEnd: "yes" but deaths.json has ${q(n)} killed at ${q(evName!)}, in the war`,
            );
          if (start === 'no')
            out.push(
              `persons.json: ${q(n)}.aliveAtWarStart: "no" but deaths.json has ${q(n)} killed at ${q(evName!)}, in the war`,
            );
        } else if (d && ev && warStart !== undefined && order(ev)! < warStart) {
          if (start === 'yes')
            out.push(
              `persons.json: ${q(n)}.aliveAtWarStart: "yes" but deaths.json has ${q(n)} killed at ${q(evName!)}, before the war`,
            );
          if (fought === 'yes')
            out.push(
              `persons.json: ${q(n)}.foughtWar: "yes" but deaths.json has ${q(n)} killed at ${q(evName!)}, before the war`,
            );
        }
        if (start === 'yes' && end === 'no' && !d)
          out.push(
            `persons.json: ${q(n)}.aliveAtWarEnd: "no" after "yes" at war start, but deaths.json has no death record for ${q(n)}`,
          );
      }
    },
  );

  // ---------------------------------------------------------------- panoplies, derived views
  check('panoplies', 'At most one panoply per person', (out) => {
    const seen = new Set<string>();
    for (const r of recs(data, 'panoplies')) {
      const n = str(r, 'person');
      if (!n) continue;
      if (seen.has(n)) out.push(`panoplies.json: ${q(n)}.person: more than one panoply`);
      seen.add(n);
    }
  });

  // ---------------------------------------------------------------- texts
  check(
    'texts-own',
    `A longDesc shared by several persons (their names aside) is at most ${SHARED_TEXT_SENTENCES} sentences, and no text has a person avenge, rescue or join himself`,
    (out) => {
      const byText = new Map<string, string[]>();
      const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const r of persons) {
        const n = str(r, 'name');
        const text = str(r, 'longDesc');
        if (!n || !text) continue;
        const own = [n.replace(/\s*\(.*\)$/, ''), ...arr(r, 'aliases')]
          .filter((x) => x.length > 1)
          .sort((a, b) => b.length - a.length);
        const ownRe = new RegExp(`\\b(?:${own.map(escape).join('|')})\\b`, 'g');
        const shape = text.replace(ownRe, '…');
        byText.set(shape, [...(byText.get(shape) ?? []), n]);
        const texts: [string, string, string | undefined][] = [['persons.json', 'longDesc', text]];
        const d = deaths.find((x) => str(x, 'personName') === n);
        if (d) texts.push(['deaths.json', 'personKilledHow', str(d, 'personKilledHow')]);
        const self = new RegExp(`\\b(?:avenge|help|rescue) (?:${own.map(escape).join('|')})\\b`);
        for (const [file, field, t] of texts) {
          if (!t) continue;
          // "X sent his brothers, X among them": a template filled with the person's own name
          const twice = t
            .split(/(?<=[.;])\s+/)
            .some((sentence) => /among them/.test(sentence) && (sentence.match(ownRe) ?? []).length > 1);
          if (self.test(t) || twice)
            out.push(
              `${file}: ${q(n)}.${field}: has ${q(n)} avenge, rescue or join himself (a template filled with his own name?)`,
            );
        }
      }
      for (const [shape, names] of byText) {
        const sentences = shape.split(/(?<=\.)\s+/).length;
        if (names.length > 1 && sentences > SHARED_TEXT_SENTENCES)
          out.push(
            `persons.json: ${names.map(q).join(', ')}.longDesc: one ${sentences}-sentence text with only the names changed; say what the sources say of each, or a short shared text`,
          );
      }
    },
  );

  // ---------------------------------------------------------------- journeys on the map
  check(
    'journey-legs-meet',
    `A journey's path begins and ends within ${LEG_GAP_KM} km of the located place or path next to it`,
    (out) => {
      type Pt = { lat: number; lon: number };
      const pt = (v: unknown): Pt | undefined =>
        v && typeof v === 'object' && typeof (v as Pt).lat === 'number' && typeof (v as Pt).lon === 'number'
          ? (v as Pt)
          : undefined;
      const ends = (item: string): { start?: Pt; end?: Pt; isPath: boolean } => {
        const path = idx.paths.get(item);
        if (path) {
          const pts = Array.isArray(path.pathPoints) ? path.pathPoints.map(pt) : [];
          return { start: pts[0], end: pts[pts.length - 1], isPath: true };
        }
        const c = pt(idx.places.get(item)?.coordinates);
        return { start: c, end: c, isPath: false };
      };
      recs(data, 'journeys').forEach((r, i) => {
        const route = arr(r, 'journeyRoute');
        for (let k = 1; k < route.length; k++) {
          const a = ends(route[k - 1]!);
          const b = ends(route[k]!);
          if (!(a.isPath || b.isPath) || !a.end || !b.start) continue;
          const gap = Math.round(kmBetween(a.end, b.start));
          if (gap > LEG_GAP_KM)
            out.push(
              `journeys.json: ${label('journeys', r, i)}.journeyRoute: ${q(route[k - 1]!)} ends ${gap} km from where ${q(route[k]!)} begins`,
            );
        }
      });
    },
  );

  check(
    'passages',
    'Every event, death, journey and path, and every person in one, cites a passage of the epic',
    (out) => out.push(...checkPassages(data)),
  );

  return results;
}

/** A text several persons share (names aside) must stay this short: what the sources say of a group, not padding. */
export const SHARED_TEXT_SENTENCES = 2;

/** How far apart two consecutive legs of a journey may be on the map. */
export const LEG_GAP_KM = 150;

/** Great-circle distance in km. */
function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Every violation of the relation checks, as messages; empty when the graph is consistent. */
export function checkEpicGraph(data: EpicData): string[] {
  return runEpicChecks(data).flatMap((c) => c.messages);
}
