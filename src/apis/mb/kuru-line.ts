/**
 * The Kuru line as an outline a phone can follow: Shantanu's descendants by birth or adoption,
 * each under the parent of the line through whom they descend (one step right per generation),
 * with their spouses and every parent in words. A child of the line by law or adoption hangs from
 * a dashed line; the real father of a levirate or divine birth (Vyas, Indra, the Ashwins …) is
 * named in the child's row, never drawn as a line, so no line crosses another. The page draws it
 * as nested lists (src/components/LineTree.astro): no picture to scroll, no script needed.
 */
import type { EpicGraph } from './graph.ts';
import { childWord } from './kinship.ts';
import type { Bond } from './kinship.ts';

/** One kind of parenthood in words: "son of Indra and Kunti", "legal son of Pandu". */
export interface ParentPhrase {
  word: string;
  parents: string[];
  bond: Bond;
}

export interface LineNode {
  kind: 'person';
  name: string;
  /** Rows from Shantanu (0) down. */
  generation: number;
  /** How this person descends from the parent of the line above (the root: 'real'). */
  bond: Bond;
  /** The parent of the line above (none for the root). */
  lineParent?: string;
  /** Every parent in words, by kind (real parents first). */
  parents: ParentPhrase[];
  spouses: string[];
  /** The father by birth of a child who also has a legal father (Vyas for Pandu, Indra for Arjun). */
  realFather?: string;
  /** On the line from Shantanu to Janamejay. */
  main: boolean;
  children: LineChild[];
}

/** Children of one couple with no spouse or children of their own, listed together (the Kauravas). */
export interface LineGroup {
  kind: 'group';
  heading: string;
  generation: number;
  bond: Bond;
  names: string[];
}

export type LineChild = LineNode | LineGroup;

export interface LineOptions {
  root?: string;
  /** The end of the shaded line. */
  last?: string;
  /** More childless, unmarried siblings of one couple than this are listed as one group. */
  maxLeaves?: number;
}

/** The outline of the line from `root` (Shantanu): every descendant once, under the first parent of the line found. */
export function kuruLineTree(g: EpicGraph, options: LineOptions = {}): LineNode {
  const root = options.root ?? 'Shantanu';
  const last = options.last ?? 'Janamejay';
  const maxLeaves = options.maxLeaves ?? 8;
  const kin = g.kin;
  // breadth first, so everyone sits in the row of their shortest descent from the root
  const placed = new Map<string, { parent?: string; bond: Bond; generation: number }>([
    [root, { bond: 'real', generation: 0 }],
  ]);
  const order: string[] = [root];
  for (let i = 0; i < order.length; i++) {
    const name = order[i]!;
    for (const link of kin.childrenOf(name)) {
      if (placed.has(link.child)) continue;
      placed.set(link.child, { parent: name, bond: link.bond, generation: placed.get(name)!.generation + 1 });
      order.push(link.child);
    }
  }
  const kids = new Map<string, string[]>();
  for (const name of order) {
    const p = placed.get(name)!.parent;
    if (p) (kids.get(p) ?? kids.set(p, []).get(p)!).push(name);
  }
  const leads = new Map<string, boolean>();
  const leadsTo = (name: string): boolean => {
    if (!leads.has(name)) leads.set(name, name === last || (kids.get(name) ?? []).some(leadsTo));
    return leads.get(name)!;
  };
  const phrases = (name: string): ParentPhrase[] => {
    const byWord = new Map<string, ParentPhrase>();
    for (const l of kin.parentsOf(name)) {
      const word = childWord(kin, l);
      const phrase = byWord.get(word) ?? byWord.set(word, { word, parents: [], bond: l.bond }).get(word)!;
      phrase.parents.push(l.parent);
    }
    const rank: Record<Bond, number> = { real: 0, legal: 1, adoptive: 2 };
    return [...byWord.values()].sort((a, b) => rank[a.bond] - rank[b.bond]);
  };
  /** The child's parent beside the line's parent: the real parent married to it, or the other real parent. */
  const partnerOf = (child: string, lineParent: string): string | undefined => {
    const real = kin
      .parentsOf(child)
      .filter((l) => l.bond === 'real' && l.parent !== lineParent)
      .map((l) => l.parent);
    return real.find((r) => kin.spousesOf(lineParent).includes(r)) ?? real[0];
  };
  const hasOwn = (name: string) => kin.spousesOf(name).length > 0 || (kids.get(name) ?? []).length > 0;
  const build = (name: string): LineNode => {
    const at = placed.get(name)!;
    const spouses = kin.spousesOf(name);
    // the branch holding most of this parent's descendants first (Vichitravirya's, so the outline
    // reaches the Kauravas and the Pandavas soon), then children of one partner together, partners
    // in the order of the spouses, adoptions last
    const size = (c: string): number => 1 + (kids.get(c) ?? []).reduce((n, k) => n + size(k), 0);
    const all = (kids.get(name) ?? []).reduce((n, c) => n + size(c), 0);
    const rankOf = (child: string) => {
      if (size(child) * 2 > all) return -1;
      const partner = partnerOf(child, name);
      const i = partner ? spouses.indexOf(partner) : -1;
      return placed.get(child)!.bond === 'adoptive' ? spouses.length + 1 : i < 0 ? spouses.length : i;
    };
    const children = [...(kids.get(name) ?? [])].sort((a, b) => rankOf(a) - rankOf(b));
    const out: LineChild[] = [];
    const byPartner = new Map<string, string[]>();
    for (const c of children) {
      const key = `${partnerOf(c, name) ?? ''}\u0000${placed.get(c)!.bond}`;
      (byPartner.get(key) ?? byPartner.set(key, []).get(key)!).push(c);
    }
    for (const [key, list] of byPartner) {
      const leaves = list.filter((c) => !hasOwn(c) && !leadsTo(c));
      if (leaves.length <= maxLeaves) {
        out.push(...list.map(build));
        continue;
      }
      // the ones with families of their own first, then the others listed together
      out.push(...list.filter((c) => !leaves.includes(c)).map(build));
      const partner = key.split('\u0000')[0];
      const genders = new Set(leaves.map((c) => kin.byName.get(c)?.gender));
      const noun =
        genders.size > 1 ? 'children' : genders.has('male') ? 'sons' : genders.has('female') ? 'daughters' : 'children';
      out.push({
        kind: 'group',
        heading: `${leaves.length} ${list.length > leaves.length ? 'other ' : ''}${noun} of ${name}${partner ? ` and ${partner}` : ''}`,
        generation: at.generation + 1,
        bond: placed.get(leaves[0]!)!.bond,
        names: leaves,
      });
    }
    const links = kin.parentsOf(name);
    const realFather = links.some((l) => l.bond === 'legal')
      ? links.find((l) => l.bond === 'real' && kin.byName.get(l.parent)?.gender === 'male')?.parent
      : undefined;
    return {
      kind: 'person',
      name,
      generation: at.generation,
      bond: at.bond,
      ...(at.parent ? { lineParent: at.parent } : {}),
      parents: phrases(name),
      spouses,
      ...(realFather ? { realFather } : {}),
      main: leadsTo(name),
      children: out,
    };
  };
  return build(root);
}

/** Everyone in the outline, in reading order (a group's names in its place). */
export function lineNames(node: LineChild): string[] {
  if (node.kind === 'group') return [...node.names];
  return [node.name, ...node.children.flatMap(lineNames)];
}

/** The parents in words, as one phrase: "son of Indra and Kunti; legal son of Pandu". */
export function parentsInWords(node: LineNode): string {
  return node.parents.map((p) => `${p.word} of ${p.parents.join(' and ')}`).join('; ');
}
