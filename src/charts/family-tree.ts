// Family tree around one person, drawn with the DAG chart: two generations up
// and down (by default), the focus highlighted, couples joined by a small dot
// from which their children descend, adoptive links dashed.
import { countCrossings, layoutDag, renderDag } from './dag.ts';
import type { DagEdge, DagLayout, DagNode, DagOptions, PlacedEdge } from './dag.ts';

export interface FamilyPerson {
  name: string;
  /** 'male' / 'female' give "father"/"mother" etc. in the relation labels. */
  gender?: string;
  fatherReal?: string;
  motherReal?: string;
  fatherAdoptive?: string;
  motherAdoptive?: string;
  spouses?: readonly string[];
  childrenReal?: readonly string[];
  childrenAdopted?: readonly string[];
  /** Siblings, if known directly; otherwise the other children of the person's parents are used. */
  siblings?: readonly string[];
  /** Link for the person's box. */
  href?: string;
  /** Styling group (class `kind-<kind>`). */
  kind?: string;
}

export interface FamilyTreeOptions extends Partial<Omit<DagOptions, 'orderConstraints'>> {
  /** Generations drawn above and below the focus (default 2). */
  generations?: number;
  /** Print the relation to the focus ("mother", "adopted son", …) under each name (default true). */
  relationLabels?: boolean;
  /** Layouts tried (input order plus fixed permutations; the one with fewest crossings wins). Default 4. */
  layoutTries?: number;
  /** Link for people named in relations but absent from `people`. */
  href?: (name: string) => string | undefined;
}

type Bond = 'real' | 'adoptive';
interface ParentLink {
  parent: string;
  child: string;
  bond: Bond;
}

export interface FamilyMember {
  name: string;
  /** 0 = the focus's generation, −1 parents, +1 children … */
  generation: number;
  relation: string;
}

export interface FamilyGraph {
  members: FamilyMember[];
  nodes: DagNode[];
  edges: DagEdge[];
  /** Couples kept side by side: the focus with all spouses, then other couples. */
  groups: string[][];
  /** Couples among the ancestors without a child in the tree: joined by a line when drawn next to each other. */
  marriages: [string, string][];
}

function index(people: Iterable<FamilyPerson>) {
  const byName = new Map<string, FamilyPerson>();
  for (const p of people) if (!byName.has(p.name)) byName.set(p.name, p);
  // Parent links from both sides (child's parent fields, parent's children lists), deduplicated.
  const links = new Map<string, ParentLink>();
  const add = (parent: string | undefined, child: string, bond: Bond) => {
    if (!parent || parent === child) return;
    const key = `${parent}\u0000${child}\u0000${bond}`;
    if (!links.has(key)) links.set(key, { parent, child, bond });
  };
  for (const p of byName.values()) {
    add(p.fatherReal, p.name, 'real');
    add(p.motherReal, p.name, 'real');
    add(p.fatherAdoptive, p.name, 'adoptive');
    add(p.motherAdoptive, p.name, 'adoptive');
    for (const c of p.childrenReal ?? []) add(p.name, c, 'real');
    for (const c of p.childrenAdopted ?? []) add(p.name, c, 'adoptive');
  }
  const parents = new Map<string, ParentLink[]>();
  const children = new Map<string, ParentLink[]>();
  for (const l of links.values()) {
    (parents.get(l.child) ?? parents.set(l.child, []).get(l.child)!).push(l);
    (children.get(l.parent) ?? children.set(l.parent, []).get(l.parent)!).push(l);
  }
  const spouses = new Map<string, string[]>();
  const marry = (a: string, b: string) => {
    if (a === b) return;
    const list = spouses.get(a) ?? spouses.set(a, []).get(a)!;
    if (!list.includes(b)) list.push(b);
  };
  for (const p of byName.values()) {
    for (const s of p.spouses ?? []) {
      marry(p.name, s);
      marry(s, p.name);
    }
  }
  return {
    byName,
    parentsOf: (n: string) => parents.get(n) ?? [],
    childrenOf: (n: string) => children.get(n) ?? [],
    spousesOf: (n: string) => spouses.get(n) ?? [],
  };
}

function word(gender: string | undefined, male: string, female: string, neutral: string): string {
  return gender === 'male' ? male : gender === 'female' ? female : neutral;
}

function relationName(gen: number, kind: 'line' | 'sibling' | 'spouse' | 'in-law', adoptive: boolean, gender?: string): string {
  if (kind === 'sibling') return word(gender, 'brother', 'sister', 'sibling');
  if (kind === 'spouse') return word(gender, 'husband', 'wife', 'spouse');
  if (kind === 'in-law') {
    if (gen === 1) return word(gender, 'son-in-law', 'daughter-in-law', 'child-in-law');
    return 'in-law';
  }
  const depth = Math.abs(gen);
  const greats = depth > 2 ? `${'great-'.repeat(depth - 2)}` : '';
  const base =
    gen < 0
      ? depth === 1
        ? word(gender, 'father', 'mother', 'parent')
        : greats + word(gender, 'grandfather', 'grandmother', 'grandparent')
      : depth === 1
        ? word(gender, 'son', 'daughter', 'child')
        : greats + word(gender, 'grandson', 'granddaughter', 'grandchild');
  if (!adoptive) return base;
  return gen < 0 ? `adoptive ${base}` : `adopted ${base}`;
}

/** The people, boxes and links of a family tree (exported for tests and custom drawing). */
export function familyGraph(focus: string, people: Iterable<FamilyPerson>, options: FamilyTreeOptions = {}): FamilyGraph {
  const idx = index(people);
  const depth = Math.max(0, options.generations ?? 2);
  const members = new Map<string, FamilyMember>();
  const put = (name: string, generation: number, relation: string) => {
    if (!members.has(name)) members.set(name, { name, generation, relation });
  };
  const gender = (n: string) => idx.byName.get(n)?.gender;

  put(focus, 0, 'focus');
  // Ancestors, level by level
  let level = [focus];
  for (let g = 1; g <= depth; g++) {
    const next: string[] = [];
    for (const child of level) {
      for (const l of idx.parentsOf(child)) {
        // "adoptive" names the link itself: a parent's parent is a grandparent either way (the line is dashed)
        const adoptive = g === 1 && l.bond === 'adoptive';
        if (!members.has(l.parent)) {
          put(l.parent, -g, relationName(-g, 'line', adoptive, gender(l.parent)));
          next.push(l.parent);
        }
      }
    }
    level = next;
  }
  // Spouses and siblings of the focus
  for (const s of idx.spousesOf(focus)) put(s, 0, relationName(0, 'spouse', false, gender(s)));
  const direct = idx.byName.get(focus)?.siblings;
  const siblings = direct
    ? [...direct]
    : idx.parentsOf(focus).flatMap((l) => idx.childrenOf(l.parent).map((c) => c.child));
  for (const s of siblings) if (s !== focus) put(s, 0, relationName(0, 'sibling', false, gender(s)));
  // Descendants, level by level, with the other parent of each child
  level = [focus];
  for (let g = 1; g <= depth; g++) {
    const next: string[] = [];
    for (const parent of level) {
      for (const l of idx.childrenOf(parent)) {
        const adoptive = g === 1 && l.bond === 'adoptive';
        if (!members.has(l.child)) {
          put(l.child, g, relationName(g, 'line', adoptive, gender(l.child)));
          next.push(l.child);
        }
      }
    }
    // co-parents of this level's children (the focus's own spouses are already in)
    // (a spouse of the child's parent in the tree is named as such; another co-parent as "father of …")
    for (const child of next) {
      for (const l of idx.parentsOf(child)) {
        if (members.has(l.parent)) continue;
        const married = idx.spousesOf(l.parent).some((s) => members.get(s)?.generation === g - 1 && idx.parentsOf(child).some((x) => x.parent === s));
        const relation = married
          ? relationName(g - 1, g === 1 ? 'spouse' : 'in-law', false, gender(l.parent))
          : `${word(gender(l.parent), 'father', 'mother', 'parent')} of ${child}`;
        put(l.parent, g - 1, relation);
      }
    }
    level = next;
  }

  // Links between the people drawn. Couples (two parents of one bond in the
  // tree) get a junction dot between them and their children.
  const inTree = (n: string) => members.has(n);
  const nodes: DagNode[] = [];
  const edges: DagEdge[] = [];
  const junctions = new Map<string, { a: string; b: string; bond: Bond }>();
  const couple = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  const childEdges: { from: string; to: string; bond: Bond; direct: boolean }[] = [];
  const ordered = [...members.values()].sort((x, y) => x.generation - y.generation);
  for (const m of ordered) {
    const byBond = new Map<Bond, string[]>();
    for (const l of idx.parentsOf(m.name)) {
      if (!inTree(l.parent)) continue;
      // draw only links between neighbouring generations of the tree
      if (members.get(l.parent)!.generation !== m.generation - 1) continue;
      const list = byBond.get(l.bond) ?? byBond.set(l.bond, []).get(l.bond)!;
      if (!list.includes(l.parent)) list.push(l.parent);
    }
    for (const [bond, parents] of byBond) {
      if (parents.length === 2) {
        const key = `${bond}\u0001${couple(parents[0]!, parents[1]!)}`;
        if (!junctions.has(key)) junctions.set(key, { a: parents[0]!, b: parents[1]!, bond });
        childEdges.push({ from: `u:${key}`, to: m.name, bond, direct: false });
      } else {
        for (const p of parents) childEdges.push({ from: p, to: m.name, bond, direct: true });
      }
    }
  }
  // Married couples without a shared child in the tree: the focus's spouses
  // hang from a dot below the pair like the others; couples among the
  // ancestors are kept side by side and joined by a line when adjacent.
  const coupled = new Set([...junctions.values()].map((j) => couple(j.a, j.b)));
  const marriages: [string, string][] = [];
  for (const m of ordered) {
    if (!(m.name === focus || m.generation < 0)) continue;
    for (const s of idx.spousesOf(m.name)) {
      const other = members.get(s);
      if (!other || other.generation !== m.generation || coupled.has(couple(m.name, s))) continue;
      coupled.add(couple(m.name, s));
      if (m.name === focus) junctions.set(`spouse\u0001${couple(m.name, s)}`, { a: m.name, b: s, bond: 'real' });
      else marriages.push([m.name, s]);
    }
  }

  const showRelation = options.relationLabels ?? true;
  for (const m of ordered) {
    const p = idx.byName.get(m.name);
    nodes.push({
      id: m.name,
      label: m.name,
      sublabel: showRelation && m.relation !== 'focus' ? m.relation : undefined,
      href: p?.href ?? options.href?.(m.name),
      kind: p?.kind,
      highlight: m.name === focus,
    });
  }
  for (const [key, j] of junctions) {
    const id = `u:${key}`;
    nodes.push({ id, label: '', shape: 'junction' });
    const dashed = j.bond === 'adoptive';
    edges.push({ from: j.a, to: id, kind: 'couple', arrow: false, dashed, weight: 4 });
    edges.push({ from: j.b, to: id, kind: 'couple', arrow: false, dashed, weight: 4 });
  }
  for (const e of childEdges) {
    edges.push({
      from: e.from,
      to: e.to,
      kind: e.bond === 'adoptive' ? 'adoptive' : 'child',
      dashed: e.bond === 'adoptive',
      arrow: false,
      // a single parent spans the two ranks a couple's dot takes
      minlen: e.direct ? 2 : 1,
      weight: e.direct ? 1 : 2,
    });
  }
  // Side by side: the focus and its spouses, then every other couple whose partners are both still free.
  const groups: string[][] = [];
  const taken = new Set<string>();
  const focusGroup = [focus, ...idx.spousesOf(focus).filter((s) => members.get(s)?.generation === 0)];
  if (focusGroup.length > 1) {
    groups.push(focusGroup);
    focusGroup.forEach((n) => taken.add(n));
  }
  for (const [a, b] of [...[...junctions.values()].map((j) => [j.a, j.b] as const), ...marriages]) {
    if (taken.has(a) || taken.has(b) || members.get(a)!.generation !== members.get(b)!.generation) continue;
    groups.push([a, b]);
    taken.add(a);
    taken.add(b);
  }
  return { members: ordered, nodes, edges, groups, marriages };
}

/** A fixed permutation of `items` (linear congruential shuffle seeded by `seed`). */
function permute<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Family tree around `focus` as an SVG string. `people` are the records to draw relations from. */
export function familyTree(focus: string, people: Iterable<FamilyPerson>, options: FamilyTreeOptions = {}): string {
  const graph = familyGraph(focus, people, options);
  const dagOptions: DagOptions = {
    ...options,
    title: options.title ?? `Family of ${focus}`,
    desc:
      options.desc ??
      `Family tree of ${focus}: ${graph.members.length - 1} relatives over ` +
        `${new Set(graph.members.map((m) => m.generation)).size} generations. Dashed lines mark adoptive parents.`,
    direction: 'TB',
    nodesep: options.nodesep ?? 14,
    ranksep: options.ranksep ?? 16,
    maxLabelWidth: options.maxLabelWidth ?? 120,
    className: ['chart-family', options.className].filter(Boolean).join(' '),
    groups: graph.groups,
  };
  // dagre's ordering depends on the input order: lay the tree out for the
  // input order and a few fixed permutations of it, and keep the layout with
  // the fewest crossings (then the narrowest; the earliest on ties).
  const tries = Math.max(1, options.layoutTries ?? 4);
  const variants: { nodes: readonly DagNode[]; edges: readonly DagEdge[] }[] = [{ nodes: graph.nodes, edges: graph.edges }];
  for (let k = 1; k < tries; k++) variants.push({ nodes: permute(graph.nodes, k), edges: permute(graph.edges, 7 * k) });
  let best: ReturnType<typeof layoutDag> | undefined;
  let bestScore = Infinity;
  for (const v of variants) {
    const layout = layoutDag(v.nodes, v.edges, dagOptions);
    const crossings = countCrossings(layout);
    const score = crossings * 100000 + layout.width;
    if (score < bestScore) {
      best = layout;
      bestScore = score;
    }
    if (crossings === 0) break;
  }
  return renderDag(withMarriageLines(best!, graph.marriages), dagOptions);
}

/** Add a straight line between each couple drawn next to each other in one row. */
function withMarriageLines(layout: DagLayout, marriages: readonly [string, string][]): DagLayout {
  const byId = new Map(layout.nodes.map((n) => [n.id, n]));
  const lines: PlacedEdge[] = [];
  for (const [a, b] of marriages) {
    const na = byId.get(a);
    const nb = byId.get(b);
    if (!na || !nb || Math.abs(na.y - nb.y) > 1) continue;
    const [l, r] = na.x < nb.x ? [na, nb] : [nb, na];
    const x0 = l.x + l.width / 2;
    const x1 = r.x - r.width / 2;
    const between = layout.nodes.some((n) => n !== l && n !== r && Math.abs(n.y - l.y) < l.height / 2 + n.height / 2 && n.x > l.x && n.x < r.x);
    if (between || x1 <= x0) continue;
    lines.push({ from: l.id, to: r.id, kind: 'couple', arrow: false, points: [{ x: x0, y: l.y }, { x: x1, y: l.y }] });
  }
  return { ...layout, edges: [...layout.edges, ...lines] };
}
