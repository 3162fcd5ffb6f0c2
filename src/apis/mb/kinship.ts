/**
 * The epic's kinship model: who is whose parent (by birth, by law or by adoption), spouse and
 * sibling, read from both sides of each person record, and the words a family tree uses for each
 * relative. The tree chart (src/charts/family-tree.ts) only lays out and draws what this returns.
 *
 * The records keep one pair of fields for a parent who is not the parent by birth
 * (`fatherAdoptive`, `motherAdoptive`, `childrenAdopted`). Such a parent is the child's *legal*
 * parent when married to one of the child's real parents (the levirate and divine births: Pandu
 * for the five Pandavas, Vichitravirya for Pandu and Dhritarashtra), and an *adoptive* parent
 * otherwise (Adhirath and Radha for Karn, Kunti for Nakul and Sahadev).
 */
import type { TreeDescent, TreeMember, TreeUnion, TreeInput } from '../../charts/family-tree.ts';

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
}

/** How a parent is a parent: by birth, by law (married to a real parent), or by adoption. */
export type Bond = 'real' | 'legal' | 'adoptive';
export interface ParentLink {
  parent: string;
  child: string;
  bond: Bond;
}

/** Full: both real parents shared; half: a parent by birth or law shared; adoptive: joined only through an adoption. */
export type SiblingKind = 'full' | 'half' | 'adoptive';
export interface Sibling {
  name: string;
  kind: SiblingKind;
  /** The shared parents that make the kind (for a list to name). */
  through: string[];
}

export interface FamilyMember {
  name: string;
  /** 0 = the focus's generation, −1 parents, +1 children … */
  generation: number;
  /** What the tree writes under the name ("legal father", "half-brother", "Pandu's real father"). */
  relation: string;
}

export interface FamilyGraph extends TreeInput {
  members: (FamilyMember & TreeMember)[];
  /** The focus and the spouses drawn beside it (first), then other couples. */
  groups: string[][];
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  (map.get(key) ?? map.set(key, []).get(key)!).push(value);
}

function spouseIndex(people: Iterable<FamilyPerson>): Map<string, string[]> {
  const spouses = new Map<string, string[]>();
  const marry = (a: string, b: string) => {
    if (a === b) return;
    const list = spouses.get(a) ?? spouses.set(a, []).get(a)!;
    if (!list.includes(b)) list.push(b);
  };
  for (const p of people) {
    for (const s of p.spouses ?? []) {
      marry(p.name, s);
      marry(s, p.name);
    }
  }
  return spouses;
}

/** Parent links from both sides (a child's parent fields, a parent's children lists), and spouses both ways. */
export function familyIndex(people: Iterable<FamilyPerson>) {
  const byName = new Map<string, FamilyPerson>();
  for (const p of people) if (!byName.has(p.name)) byName.set(p.name, p);
  const spouses = spouseIndex(byName.values());
  const spousesOf = (n: string) => spouses.get(n) ?? [];
  const real = new Map<string, Set<string>>();
  const other = new Map<string, Set<string>>();
  const add = (to: Map<string, Set<string>>, parent: string | undefined, child: string) => {
    if (parent && parent !== child) (to.get(child) ?? to.set(child, new Set()).get(child)!).add(parent);
  };
  // a child's own fields first, so its parents keep the record's order (father, mother)
  for (const p of byName.values()) {
    add(real, p.fatherReal, p.name);
    add(real, p.motherReal, p.name);
    add(other, p.fatherAdoptive, p.name);
    add(other, p.motherAdoptive, p.name);
  }
  for (const p of byName.values()) {
    for (const c of p.childrenReal ?? []) add(real, p.name, c);
    for (const c of p.childrenAdopted ?? []) add(other, p.name, c);
  }
  const parents = new Map<string, ParentLink[]>();
  const children = new Map<string, ParentLink[]>();
  const link = (l: ParentLink) => {
    pushTo(parents, l.child, l);
    pushTo(children, l.parent, l);
  };
  for (const [child, set] of real) for (const parent of set) link({ parent, child, bond: 'real' });
  for (const [child, set] of other) {
    const birth = real.get(child) ?? new Set();
    for (const parent of set) {
      if (birth.has(parent)) continue;
      const legal = spousesOf(parent).some((s) => birth.has(s));
      link({ parent, child, bond: legal ? 'legal' : 'adoptive' });
    }
  }
  const parentsOf = (n: string) => parents.get(n) ?? [];
  const childrenOf = (n: string) => children.get(n) ?? [];
  return {
    byName,
    parentsOf,
    childrenOf,
    spousesOf,
    /** Children of any parent of `n` (see SiblingKind), each with the shared parents that make its kind. */
    siblingsOf(n: string): Sibling[] {
      const bondsOf = (x: string) => new Map(parentsOf(x).map((l) => [l.parent, l.bond]));
      const mine = bondsOf(n);
      const found = new Map<string, Sibling>();
      for (const l of parentsOf(n)) {
        for (const c of childrenOf(l.parent)) {
          if (c.child === n || found.has(c.child)) continue;
          const theirs = bondsOf(c.child);
          const shared = [...mine.keys()].filter((p) => theirs.has(p));
          const both = (bonds: Bond[]) =>
            shared.filter((p) => bonds.includes(mine.get(p)!) && bonds.includes(theirs.get(p)!));
          const real = both(['real']);
          const byLaw = both(['real', 'legal']);
          const kind: SiblingKind = real.length >= 2 ? 'full' : byLaw.length ? 'half' : 'adoptive';
          const through = kind === 'full' ? real : kind === 'half' ? byLaw : shared;
          found.set(c.child, { name: c.child, kind, through });
        }
      }
      return [...found.values()];
    },
  };
}
export type FamilyIndex = ReturnType<typeof familyIndex>;

function word(gender: string | undefined, male: string, female: string, neutral: string): string {
  return gender === 'male' ? male : gender === 'female' ? female : neutral;
}

/** "half-brother", "adoptive sister", "brother". */
export function siblingWord(kind: SiblingKind, gender?: string): string {
  const base = word(gender, 'brother', 'sister', 'sibling');
  return kind === 'full' ? base : `${kind === 'half' ? 'half-' : 'adoptive '}${base}`;
}

/**
 * What a parent is to the child of `link`: "legal father", "adoptive mother", or for a real parent
 * "real father" when the child also has a legal or adoptive parent of that gender, else "father".
 */
export function parentWord(idx: FamilyIndex, link: ParentLink): string {
  const gender = idx.byName.get(link.parent)?.gender;
  const base = word(gender, 'father', 'mother', 'parent');
  if (link.bond !== 'real') return `${link.bond} ${base}`;
  const sameGender = (l: ParentLink) => idx.byName.get(l.parent)?.gender === gender;
  return idx.parentsOf(link.child).some((l) => l.bond !== 'real' && sameGender(l)) ? `real ${base}` : base;
}

/** What the child of `link` is to its parent: "son", "legal son", "adopted daughter". */
export function childWord(idx: FamilyIndex, link: ParentLink): string {
  const base = word(idx.byName.get(link.child)?.gender, 'son', 'daughter', 'child');
  return link.bond === 'real' ? base : `${link.bond === 'legal' ? 'legal' : 'adopted'} ${base}`;
}

/**
 * A relative `chain.length` generations up (or down) from the focus, reached through `chain`:
 * "grandfather", "great-granddaughter" when every link is by birth, else named from the nearer
 * relative ("Pandu's real father", "Kunti's adoptive father", "Arjun's son").
 */
function lineRelation(idx: FamilyIndex, chain: ParentLink[], up: boolean): string {
  const last = chain.at(-1)!;
  const one = up ? parentWord(idx, last) : childWord(idx, last);
  if (chain.length === 1) return one;
  if (chain.some((l) => l.bond !== 'real')) return `${up ? last.child : last.parent}'s ${one}`;
  const greats = 'great-'.repeat(chain.length - 2);
  const gender = idx.byName.get(up ? last.parent : last.child)?.gender;
  return (
    greats +
    (up
      ? word(gender, 'grandfather', 'grandmother', 'grandparent')
      : word(gender, 'grandson', 'granddaughter', 'grandchild'))
  );
}

/**
 * Who is drawn around `focus` and how they are joined: parents and grandparents, siblings (as
 * `siblingsOf` names them), spouses, children and grandchildren with their other parents. Only
 * links between neighbouring rows are drawn; anyone not joined to the focus by drawn links is left
 * out, so nobody floats.
 */
export function familyGraph(
  focus: string,
  people: Iterable<FamilyPerson> | FamilyIndex,
  options: { generations?: number } = {},
): FamilyGraph {
  const idx = 'parentsOf' in people ? people : familyIndex(people);
  const depth = Math.max(0, options.generations ?? 2);
  const members = new Map<string, FamilyMember & TreeMember>();
  const gender = (n: string) => idx.byName.get(n)?.gender;
  const put = (name: string, generation: number, relation: string) => {
    if (!members.has(name))
      members.set(name, { name, generation, relation, ...(name === focus ? { highlight: true } : { note: relation }) });
  };
  put(focus, 0, 'focus');
  // each side walked breadth first, every relative with the chain of links that reached it
  let level: { name: string; chain: ParentLink[] }[] = [{ name: focus, chain: [] }];
  for (let g = 1; g <= depth; g++) {
    const next: typeof level = [];
    for (const { name, chain } of level) {
      for (const l of idx.parentsOf(name)) {
        if (members.has(l.parent)) continue;
        put(l.parent, -g, lineRelation(idx, [...chain, l], true));
        next.push({ name: l.parent, chain: [...chain, l] });
      }
    }
    level = next;
  }
  for (const s of idx.spousesOf(focus)) put(s, 0, word(gender(s), 'husband', 'wife', 'spouse'));
  for (const s of idx.siblingsOf(focus)) put(s.name, 0, siblingWord(s.kind, gender(s.name)));
  level = [{ name: focus, chain: [] }];
  for (let g = 1; g <= depth; g++) {
    const next: typeof level = [];
    for (const { name, chain } of level) {
      for (const l of idx.childrenOf(name)) {
        if (members.has(l.child)) continue;
        put(l.child, g, lineRelation(idx, [...chain, l], false));
        next.push({ name: l.child, chain: [...chain, l] });
      }
    }
    const row = level.map((x) => x.name);
    for (const { name: child } of next) {
      for (const l of idx.parentsOf(child)) {
        if (members.has(l.parent)) continue;
        const married = idx.spousesOf(l.parent).some((s) => row.includes(s));
        put(
          l.parent,
          g - 1,
          married
            ? g === 1
              ? word(gender(l.parent), 'husband', 'wife', 'spouse')
              : word(gender(l.parent), 'son-in-law', 'daughter-in-law', 'child-in-law')
            : `${parentWord(idx, l)} of ${child}`,
        );
      }
    }
    level = next;
  }
  return joinFamily(focus, [...members.values()], idx);
}

/**
 * Unions and descents among the people chosen to be drawn (each with a generation row):
 * couples are spouses of one row, and the two parents of a drawn child; a child hangs from its
 * real parents and, dashed, from its legal or adoptive ones. People left unjoined to `root` are dropped.
 */
export function joinFamily<M extends TreeMember>(
  root: string,
  chosen: M[],
  idx: FamilyIndex,
): { members: M[]; unions: TreeUnion[]; descents: TreeDescent[]; groups: string[][] } {
  const at = new Map(chosen.map((m) => [m.name, m]));
  const unions = new Map<string, TreeUnion>();
  const unite = (a: string, b: string) => {
    const key = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
    if (!unions.has(key)) unions.set(key, { a, b });
  };
  const sameRow = (a: string, b: string) => at.has(a) && at.has(b) && at.get(a)!.generation === at.get(b)!.generation;
  for (const m of chosen) for (const s of idx.spousesOf(m.name)) if (sameRow(m.name, s)) unite(m.name, s);
  const descents: TreeDescent[] = [];
  for (const m of chosen) {
    const up = idx.parentsOf(m.name).filter((l) => at.get(l.parent)?.generation === m.generation - 1);
    const real = up
      .filter((l) => l.bond === 'real')
      .map((l) => l.parent)
      .slice(0, 2);
    let legal = up
      .filter((l) => l.bond !== 'real')
      .map((l) => l.parent)
      .slice(0, 2);
    if (real.length === 2) unite(real[0]!, real[1]!);
    if (real.length) descents.push({ parents: real, child: m.name, adoptive: false });
    // a lone legal parent married to a real parent: the child hangs from that couple, dashed
    if (legal.length === 1) {
      const partner = real.find((r) => idx.spousesOf(legal[0]!).includes(r));
      if (partner) legal = [partner, legal[0]!];
    }
    if (legal.length === 2) unite(legal[0]!, legal[1]!);
    if (legal.length) descents.push({ parents: legal, child: m.name, adoptive: true });
  }
  const reached = reachable(root, unions.values(), descents);
  const members = chosen.filter((m) => reached.has(m.name));
  const kept = [...unions.values()].filter((u) => reached.has(u.a));
  const groups: string[][] = [];
  const focusGroup = [root, ...idx.spousesOf(root).filter((s) => sameRow(root, s) && reached.has(s))];
  if (focusGroup.length > 1) groups.push(focusGroup);
  for (const u of kept) if (!focusGroup.includes(u.a) && !focusGroup.includes(u.b)) groups.push([u.a, u.b]);
  return { members, unions: kept, descents: descents.filter((d) => reached.has(d.child)), groups };
}

/** Everyone joined to `root` by drawn unions and descents. */
function reachable(root: string, unions: Iterable<TreeUnion>, descents: TreeDescent[]): Set<string> {
  const neighbours = new Map<string, string[]>();
  const join = (a: string, b: string) => {
    pushTo(neighbours, a, b);
    pushTo(neighbours, b, a);
  };
  for (const u of unions) join(u.a, u.b);
  for (const d of descents) for (const p of d.parents) join(p, d.child);
  const reached = new Set([root]);
  const stack = [root];
  while (stack.length) {
    for (const n of neighbours.get(stack.pop()!) ?? []) {
      if (reached.has(n)) continue;
      reached.add(n);
      stack.push(n);
    }
  }
  return reached;
}
