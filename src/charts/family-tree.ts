// Family trees drawn as genealogists draw them: one row per generation,
// partners side by side joined by a marriage bar, children hanging from the
// couple's bar (dashed for legal or adoptive parenthood). Lines run only in
// the gaps between boxes and in the channels between rows, so no line passes
// behind a box that is not one of its ends (tests/unit/family-geometry.test.ts
// checks that on every tree the site draws).
import { COLORS, chartId, escapeXml, num, svgOpen, textWidth } from './svg.ts';

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

export type SiblingKind = 'full' | 'half' | 'adoptive';
export interface Sibling {
  name: string;
  kind: SiblingKind;
}

// ------------------------------------------------------------------ the drawing input

/** A person in a row. `generation` is the row (smaller = older). */
export interface TreeMember {
  name: string;
  generation: number;
  /** Smaller line under the name ("mother", "half-brother", …). */
  note?: string;
  highlight?: boolean;
}

/** Two people of one row drawn side by side and joined (married, or the two parents of a child). */
export interface TreeUnion {
  a: string;
  b: string;
}

/** A child (one row below) hanging from its parents in the tree: one parent, or the union of two. */
export interface TreeDescent {
  parents: readonly string[];
  child: string;
  /** Legal or adoptive parenthood (drawn dashed). */
  adoptive: boolean;
}

export interface TreeInput {
  members: readonly TreeMember[];
  unions: readonly TreeUnion[];
  descents: readonly TreeDescent[];
}

export interface TreeOptions {
  title: string;
  desc?: string;
  id?: string;
  /** Children of one couple without spouses or children of their own are drawn in one box when more than this many (default 8). */
  maxLeafChildren?: number;
}

// ------------------------------------------------------------------ the drawn geometry (exported for tests)

export interface PlacedBox {
  id: string;
  /** The people drawn in the box (one, or a group of siblings). */
  names: string[];
  x: number;
  y: number;
  width: number;
  height: number;
  generation: number;
  /** Heading of a group of siblings drawn as one box. */
  heading?: string;
}

export interface PlacedLine {
  /** Boxes the line joins: the parents and the child, or the two partners. */
  ends: string[];
  points: { x: number; y: number }[];
  dashed: boolean;
  kind: 'marriage' | 'descent';
}

export interface TreeLayout {
  width: number;
  height: number;
  boxes: PlacedBox[];
  lines: PlacedLine[];
}

const FONT = 12;
const LINE = 16;
const PAD_X = 8;
const PAD_Y = 5;
const GAP_PARTNERS = 26; // room for the line from a marriage bar down to the children
const GAP_UNITS = 18;
const TRACK = 8;
const MARGIN = 8;
const STROKE = '#7a7262'; // 4.4:1 on the page background

interface Box {
  id: string;
  names: string[];
  generation: number;
  highlight: boolean;
  block?: { heading: string };
  width: number;
  height: number;
  x: number;
}

function measure(member: TreeMember): Box {
  const width = Math.ceil(
    Math.max(textWidth(member.name, FONT, member.highlight), member.note ? textWidth(member.note, FONT) : 0, 30) +
      2 * PAD_X,
  );
  const height = (member.note ? 2 : 1) * LINE + 2 * PAD_Y;
  return {
    id: member.name,
    names: [member.name],
    generation: member.generation,
    highlight: Boolean(member.highlight),
    width,
    height,
    x: 0,
  };
}

function blockBox(id: string, heading: string, names: string[], generation: number): Box {
  const cols = Math.min(6, Math.ceil(Math.sqrt(names.length)));
  const rows = Math.ceil(names.length / cols);
  const colWidth = Math.ceil(Math.max(...names.map((n) => textWidth(n, FONT))) + 12);
  const width = Math.ceil(Math.max(cols * colWidth, textWidth(heading, FONT, true)) + 2 * PAD_X);
  const height = (rows + 1) * LINE + 2 * PAD_Y + 4;
  return { id, names, generation, highlight: false, block: { heading }, width, height, x: 0 };
}

/** Pool-adjacent-violators: centres as close as possible to `desired`, in order, `sep[i]` apart at least. */
function placeInOrder(desired: number[], sep: number[]): number[] {
  const offsets = [0];
  for (let i = 1; i < desired.length; i++) offsets.push(offsets[i - 1]! + sep[i - 1]!);
  const blocks: { sum: number; count: number }[] = [];
  for (let i = 0; i < desired.length; i++) {
    blocks.push({ sum: desired[i]! - offsets[i]!, count: 1 });
    while (
      blocks.length > 1 &&
      blocks[blocks.length - 2]!.sum / blocks[blocks.length - 2]!.count > blocks.at(-1)!.sum / blocks.at(-1)!.count
    ) {
      const last = blocks.pop()!;
      blocks.at(-1)!.sum += last.sum;
      blocks.at(-1)!.count += last.count;
    }
  }
  const out: number[] = [];
  for (const b of blocks) for (let k = 0; k < b.count; k++) out.push(b.sum / b.count + offsets[out.length]!);
  return out;
}

/**
 * Order the partners of one row: the one with most partners in the middle, its partners
 * alternately right and left (the first two beside it: spouses come before other co-parents),
 * then each partner's own partners next to it on the outer side.
 */
function orderUnit(ids: string[], partners: Map<string, string[]>): string[] {
  const degree = (id: string) => (partners.get(id) ?? []).filter((p) => ids.includes(p)).length;
  const hub = [...ids].sort((a, b) => degree(b) - degree(a) || ids.indexOf(a) - ids.indexOf(b))[0]!;
  const order = [hub];
  let left = 0;
  let right = 0;
  for (const p of partners.get(hub) ?? []) {
    if (!ids.includes(p) || order.includes(p)) continue;
    const h = order.indexOf(hub);
    if (right <= left) order.splice(h + 1 + right++, 0, p);
    else order.splice(h - left++, 0, p);
  }
  const queue = order.filter((id) => id !== hub);
  while (queue.length) {
    const at = queue.shift()!;
    for (const p of partners.get(at) ?? []) {
      if (!ids.includes(p) || order.includes(p)) continue;
      const i = order.indexOf(at);
      order.splice(i < order.indexOf(hub) ? i : i + 1, 0, p);
      queue.push(p);
    }
  }
  for (const id of ids) if (!order.includes(id)) order.push(id);
  return order;
}

/** Lay the tree out in generation rows. */
export function layoutTree(input: TreeInput, options: Pick<TreeOptions, 'maxLeafChildren'> = {}): TreeLayout {
  const members = new Map(input.members.map((m) => [m.name, m]));
  const gen = (n: string) => members.get(n)!.generation;
  for (const u of input.unions) {
    if (!members.has(u.a) || !members.has(u.b) || gen(u.a) !== gen(u.b))
      throw new Error(`family tree: union ${u.a} + ${u.b} is not within one row`);
  }
  for (const d of input.descents) {
    for (const p of d.parents) {
      if (!members.has(p) || !members.has(d.child) || gen(p) + 1 !== gen(d.child))
        throw new Error(`family tree: ${p} → ${d.child} does not join neighbouring rows`);
    }
  }

  // Boxes: one per person, except large groups of leaf siblings drawn as one box.
  const maxLeaf = options.maxLeafChildren ?? 8;
  const boxOf = new Map<string, Box>();
  const boxes: Box[] = [];
  const hasOwn = (n: string) =>
    members.get(n)!.highlight ||
    input.unions.some((u) => u.a === n || u.b === n) ||
    input.descents.some((d) => d.parents.includes(n));
  const byParents = new Map<string, TreeDescent[]>();
  for (const d of input.descents) {
    const key = [...d.parents].sort().join('\u0000') + (d.adoptive ? '\u0001' : '');
    (byParents.get(key) ?? byParents.set(key, []).get(key)!).push(d);
  }
  const descents: TreeDescent[] = [];
  for (const group of byParents.values()) {
    const leaves = group.filter(
      (d) => !hasOwn(d.child) && input.descents.filter((x) => x.child === d.child).length === 1,
    );
    if (leaves.length > maxLeaf) {
      const id = `group:${group[0]!.parents.join('+')}`;
      const names = leaves.map((d) => d.child);
      const heading = `${names.length} children of ${group[0]!.parents.join(' and ')}`;
      const box = blockBox(id, heading, names, gen(names[0]!));
      boxes.push(box);
      for (const n of names) boxOf.set(n, box);
      descents.push({ parents: group[0]!.parents, child: id, adoptive: group[0]!.adoptive });
      descents.push(...group.filter((d) => !leaves.includes(d)));
    } else descents.push(...group);
  }
  for (const m of input.members) {
    if (boxOf.has(m.name)) continue;
    const box = measure(m);
    boxes.push(box);
    boxOf.set(m.name, box);
  }
  const box = (id: string) => boxOf.get(id) ?? boxes.find((b) => b.id === id)!;

  // Units: the partners of one row kept together, in an order that puts partners side by side.
  const partners = new Map<string, string[]>();
  const addPartner = (a: string, b: string) => {
    const list = partners.get(a) ?? partners.set(a, []).get(a)!;
    if (!list.includes(b)) list.push(b);
  };
  for (const u of input.unions) {
    addPartner(u.a, u.b);
    addPartner(u.b, u.a);
  }
  const generations = [...new Set(boxes.map((b) => b.generation))].sort((a, b) => a - b);
  type Unit = { boxes: Box[]; width: number; x: number };
  const rows = new Map<number, Unit[]>();
  const seen = new Set<string>();
  for (const b of boxes) {
    if (seen.has(b.id)) continue;
    const component: string[] = [];
    const stack = [b.id];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      component.push(id);
      for (const p of partners.get(id) ?? []) stack.push(p);
    }
    const ordered = component.length > 1 ? orderUnit(component, partners) : component;
    const unitBoxes = ordered.map(box);
    const width = unitBoxes.reduce((w, x) => w + x.width, 0) + GAP_PARTNERS * (unitBoxes.length - 1);
    (rows.get(b.generation) ?? rows.set(b.generation, []).get(b.generation)!).push({ boxes: unitBoxes, width, x: 0 });
  }
  const unitOf = new Map<Box, Unit>();
  for (const units of rows.values()) for (const u of units) for (const b of u.boxes) unitOf.set(b, u);
  const pack = (units: Unit[]) => {
    let x = 0;
    for (const u of units) {
      u.x = x + u.width / 2;
      x += u.width + GAP_UNITS;
    }
  };
  const placeBoxes = (u: Unit) => {
    let x = u.x - u.width / 2;
    for (const b of u.boxes) {
      b.x = x + b.width / 2;
      x += b.width + GAP_PARTNERS;
    }
  };
  for (const units of rows.values()) {
    pack(units);
    units.forEach(placeBoxes);
  }

  // Neighbours of a box in the rows above and below, through descents.
  const above = new Map<Box, Box[]>();
  const below = new Map<Box, Box[]>();
  for (const d of descents) {
    const c = box(d.child);
    for (const p of d.parents) {
      (above.get(c) ?? above.set(c, []).get(c)!).push(box(p));
      (below.get(box(p)) ?? below.set(box(p), []).get(box(p)!)!).push(c);
    }
  }
  const target = (u: Unit, links: Map<Box, Box[]>): number | undefined => {
    const xs = u.boxes.flatMap((b) => (links.get(b) ?? []).map((o) => o.x));
    return xs.length ? xs.reduce((a, x) => a + x, 0) / xs.length : undefined;
  };
  // Order and place: barycentre sweeps down and up; each row's units as close to the
  // mean of their parents (down) or children (up) as the order and the gaps allow.
  const sweep = (gens: number[], links: Map<Box, Box[]>, reorder: boolean) => {
    for (const g of gens) {
      const units = rows.get(g)!;
      const keys = new Map(units.map((u) => [u, target(u, links) ?? u.x]));
      if (reorder) units.sort((a, b) => keys.get(a)! - keys.get(b)!);
      const sep = units.slice(1).map((u, i) => units[i]!.width / 2 + GAP_UNITS + u.width / 2);
      placeInOrder(
        units.map((u) => keys.get(u)!),
        sep,
      ).forEach((x, i) => (units[i]!.x = x));
      units.forEach(placeBoxes);
    }
  };
  const down = generations.slice(1);
  const up = generations.slice(0, -1).reverse();
  for (let k = 0; k < 8; k++) {
    sweep(down, above, k < 5);
    sweep(up, below, k < 5);
  }
  const minX = Math.min(...boxes.map((b) => b.x - b.width / 2));
  for (const b of boxes) b.x += MARGIN - minX;
  const width = Math.ceil(Math.max(...boxes.map((b) => b.x + b.width / 2)) + MARGIN);

  // Lines. Per channel (below a row): marriage U-bars first, then the bars children hang from.
  type Bar = { x0: number; x1: number; track: number };
  const channels = new Map<number, { us: Bar[]; kids: Bar[] }>(generations.map((g) => [g, { us: [], kids: [] }]));
  const assign = (bars: Bar[], first: number) => {
    const ends: number[] = [];
    for (const bar of [...bars].sort((a, b) => a.x0 - b.x0 || a.x1 - b.x1)) {
      let t = ends.findIndex((e) => e < bar.x0 - 6);
      if (t < 0) t = ends.push(0) - 1;
      ends[t] = bar.x1;
      bar.track = first + t;
    }
    return ends.length;
  };
  const adjacent = (a: Box, b: Box) => {
    const u = unitOf.get(a)!;
    return u === unitOf.get(b) && Math.abs(u.boxes.indexOf(a) - u.boxes.indexOf(b)) === 1;
  };
  // anchors at box bottoms, spread so that lines leaving one box do not overlap
  const bottomSlots = new Map<Box, number>();
  const slot = (b: Box, towards: number) => {
    const k = bottomSlots.get(b) ?? 0;
    bottomSlots.set(b, k + 1);
    const side = towards >= b.x ? 1 : -1;
    return b.x + side * Math.min(b.width / 2 - 4, 8 + 7 * k);
  };
  interface Pending {
    kind: 'marriage' | 'descent';
    ends: string[];
    dashed: boolean;
    // drawn once rows and tracks are known
    draw: (rowY: Map<number, number>, trackY: (g: number, t: number) => number) => { x: number; y: number }[];
  }
  const pending: Pending[] = [];
  const unionAnchor = new Map<string, { x: number; bar?: Bar; g: number }>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  for (const u of input.unions) {
    const key = pairKey(u.a, u.b);
    if (unionAnchor.has(key)) continue;
    const [a, b] = [box(u.a), box(u.b)].sort((p, q) => p.x - q.x) as [Box, Box];
    const g = a.generation;
    if (adjacent(a, b)) {
      const mid = (a.x + a.width / 2 + b.x - b.width / 2) / 2;
      unionAnchor.set(key, { x: mid, g });
      pending.push({
        kind: 'marriage',
        ends: [a.id, b.id],
        dashed: false,
        draw: (rowY) => [
          { x: a.x + a.width / 2, y: rowY.get(g)! },
          { x: b.x - b.width / 2, y: rowY.get(g)! },
        ],
      });
    } else {
      const xa = slot(a, b.x);
      const xb = slot(b, a.x);
      const bar: Bar = { x0: xa, x1: xb, track: 0 };
      channels.get(g)!.us.push(bar);
      unionAnchor.set(key, { x: (xa + xb) / 2, bar, g });
      pending.push({
        kind: 'marriage',
        ends: [a.id, b.id],
        dashed: false,
        draw: (rowY, trackY) => {
          const y = trackY(g, bar.track);
          return [
            { x: xa, y: rowY.get(g)! + a.height / 2 },
            { x: xa, y },
            { x: xb, y },
            { x: xb, y: rowY.get(g)! + b.height / 2 },
          ];
        },
      });
    }
  }
  // children of one parent set share a bar
  const families = new Map<string, TreeDescent[]>();
  for (const d of descents) {
    const key = `${[...d.parents].sort().join('\u0000')}\u0001${d.adoptive}`;
    (families.get(key) ?? families.set(key, []).get(key)!).push(d);
  }
  const dropCount = new Map<string, number>();
  for (const d of descents) dropCount.set(d.child, (dropCount.get(d.child) ?? 0) + 1);
  const dropIndex = new Map<string, number>();
  for (const family of families.values()) {
    const parents = family[0]!.parents.map(box);
    const g = parents[0]!.generation;
    const union = parents.length === 2 ? unionAnchor.get(pairKey(parents[0]!.id, parents[1]!.id)) : undefined;
    if (parents.length === 2 && !union)
      throw new Error(`family tree: parents ${parents[0]!.id} and ${parents[1]!.id} without a union`);
    const childXs = family.map((d) => {
      const c = box(d.child);
      const k = dropIndex.get(d.child) ?? 0;
      dropIndex.set(d.child, k + 1);
      const count = dropCount.get(d.child)!;
      return c.x + (count > 1 ? (k - (count - 1) / 2) * 8 : 0);
    });
    const anchorX = union ? union.x : slot(parents[0]!, Math.min(...childXs) / 2 + Math.max(...childXs) / 2);
    const bar: Bar = { x0: Math.min(anchorX, ...childXs), x1: Math.max(anchorX, ...childXs), track: 0 };
    channels.get(g)!.kids.push(bar);
    family.forEach((d, i) => {
      const c = box(d.child);
      const cx = childXs[i]!;
      pending.push({
        kind: 'descent',
        ends: [...parents.map((p) => p.id), c.id],
        dashed: d.adoptive,
        draw: (rowY, trackY) => {
          const start =
            union && !union.bar
              ? { x: anchorX, y: rowY.get(g)! }
              : union?.bar
                ? { x: anchorX, y: trackY(g, union.bar.track) }
                : { x: anchorX, y: rowY.get(g)! + parents[0]!.height / 2 };
          const y = trackY(g, bar.track);
          const top = rowY.get(g + 1)! - c.height / 2;
          return [start, { x: anchorX, y }, { x: cx, y }, { x: cx, y: top }];
        },
      });
    });
  }
  // rows and channels, top to bottom
  const rowY = new Map<number, number>();
  const channelTop = new Map<number, number>();
  let y = MARGIN;
  let lastChannel = 0;
  for (const g of generations) {
    const rowHeight = Math.max(...boxes.filter((b) => b.generation === g).map((b) => b.height));
    rowY.set(g, y + rowHeight / 2);
    y += rowHeight;
    const c = channels.get(g)!;
    const used = assign(c.us, 0);
    const tracks = used + assign(c.kids, used);
    channelTop.set(g, y);
    lastChannel = tracks > 0 ? (tracks + 1) * TRACK + 4 : 24;
    y += lastChannel;
  }
  const height = Math.ceil(y - (lastChannel === 24 ? 24 : 0) + MARGIN);
  const trackY = (g: number, t: number) => channelTop.get(g)! + 6 + t * TRACK;
  const lines: PlacedLine[] = pending.map((p) => ({
    kind: p.kind,
    ends: p.ends,
    dashed: p.dashed,
    points: p.draw(rowY, trackY).filter((pt, i, all) => i === 0 || pt.x !== all[i - 1]!.x || pt.y !== all[i - 1]!.y),
  }));
  return {
    width,
    height,
    boxes: boxes.map((b) => ({
      id: b.id,
      names: b.names,
      x: b.x - b.width / 2,
      y: rowY.get(b.generation)! - b.height / 2,
      width: b.width,
      height: b.height,
      generation: b.generation,
      ...(b.block ? { heading: b.block.heading } : {}),
    })),
    lines,
  };
}

/** The tree as an SVG string (no links inside: the page lists the people with links beside it). */
export function treeSvg(input: TreeInput, options: TreeOptions): string {
  const layout = layoutTree(input, options);
  const id = chartId('tree', options.title, [input.members, input.unions, input.descents], options.id);
  const byId = new Map(input.members.map((m) => [m.name, m]));
  let out = svgOpen({
    id,
    width: layout.width,
    height: layout.height,
    title: options.title,
    desc:
      options.desc ??
      `Family tree of ${input.members.length} people in ${new Set(input.members.map((m) => m.generation)).size} generations.`,
    className: 'chart-family',
  });
  out += `<g class="lines" fill="none" stroke="${STROKE}" stroke-width="1.5">`;
  for (const l of layout.lines) {
    const d = l.points.map((p, i) => `${i ? 'L' : 'M'}${num(p.x)},${num(p.y)}`).join('');
    out += `<path class="${l.kind}${l.dashed ? ' dashed' : ''}" d="${d}"${l.dashed ? ' stroke-dasharray="5 3"' : ''}/>`;
  }
  out += `</g><g class="nodes" font-size="${FONT}">`;
  // Where a reader should land when the picture scrolls sideways (Picture.astro): the topmost highlighted box.
  const landing = layout.boxes.filter((b) => byId.get(b.id)?.highlight).sort((a, b) => a.y - b.y)[0];
  for (const b of layout.boxes) {
    const m = byId.get(b.id);
    const highlight = Boolean(m?.highlight);
    const cx = b.x + b.width / 2;
    const fill = highlight ? COLORS.accent : '#ffffff';
    const ink = highlight ? '#ffffff' : COLORS.ink;
    let text: string;
    if (m) {
      const top = b.y + PAD_Y + LINE / 2;
      text =
        `<text x="${num(cx)}" y="${num(top)}" dy="0.35em" text-anchor="middle" fill="${ink}"${highlight ? ' font-weight="700"' : ''}><tspan>${escapeXml(m.name)}</tspan></text>` +
        (m.note
          ? `<text x="${num(cx)}" y="${num(top + LINE)}" dy="0.35em" text-anchor="middle" fill="${highlight ? '#ffffff' : COLORS.muted}">${escapeXml(m.note)}</text>`
          : '');
    } else {
      const heading = b.heading!;
      const cols = Math.min(6, Math.ceil(Math.sqrt(b.names.length)));
      const rowsN = Math.ceil(b.names.length / cols);
      const colWidth = (b.width - 2 * PAD_X) / cols;
      text = `<text x="${num(cx)}" y="${num(b.y + PAD_Y + LINE / 2)}" dy="0.35em" text-anchor="middle" font-weight="700" fill="${COLORS.ink}">${escapeXml(heading)}</text>`;
      b.names.forEach((n, i) => {
        const col = Math.floor(i / rowsN);
        const row = i % rowsN;
        text += `<text x="${num(b.x + PAD_X + col * colWidth + 4)}" y="${num(b.y + PAD_Y + 4 + LINE * (row + 1.5))}" dy="0.35em" fill="${COLORS.ink}">${escapeXml(n)}</text>`;
      });
    }
    out +=
      `<g class="node${highlight ? ' highlight' : ''}${m ? '' : ' group'}"${b === landing ? ` data-landing-x="${((b.x + b.width / 2) / layout.width).toFixed(4)}"` : ''}>` +
      `<rect x="${num(b.x)}" y="${num(b.y)}" width="${num(b.width)}" height="${num(b.height)}" rx="4" fill="${fill}" stroke="${highlight ? COLORS.accent : STROKE}" stroke-width="${highlight ? 2 : 1.2}"/>` +
      `${text}</g>`;
  }
  return out + `</g></svg>`;
}

// ------------------------------------------------------------------ the family around one person

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

export interface FamilyGraph extends TreeInput {
  members: (FamilyMember & TreeMember)[];
  /** The focus and the spouses drawn beside it (first), then other couples. */
  groups: string[][];
}

/** Parent links from both sides (a child's parent fields, a parent's children lists), and spouses both ways. */
export function familyIndex(people: Iterable<FamilyPerson>) {
  const byName = new Map<string, FamilyPerson>();
  for (const p of people) if (!byName.has(p.name)) byName.set(p.name, p);
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
  const parentsOf = (n: string) => parents.get(n) ?? [];
  const childrenOf = (n: string) => children.get(n) ?? [];
  return {
    byName,
    parentsOf,
    childrenOf,
    spousesOf: (n: string) => spouses.get(n) ?? [],
    /** Children of any parent (real or legal) of `n`: full siblings share both real parents, half one, adoptive none. */
    siblingsOf(n: string): Sibling[] {
      const realOf = (x: string) =>
        new Set(
          parentsOf(x)
            .filter((l) => l.bond === 'real')
            .map((l) => l.parent),
        );
      const mine = realOf(n);
      const found = new Map<string, Sibling>();
      for (const l of parentsOf(n)) {
        for (const c of childrenOf(l.parent)) {
          if (c.child === n || found.has(c.child)) continue;
          const shared = [...realOf(c.child)].filter((p) => mine.has(p)).length;
          found.set(c.child, { name: c.child, kind: shared >= 2 ? 'full' : shared === 1 ? 'half' : 'adoptive' });
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

function lineRelation(gen: number, adoptive: boolean, gender?: string): string {
  const depth = Math.abs(gen);
  const greats = depth > 2 ? 'great-'.repeat(depth - 2) : '';
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
  let level = [focus];
  for (let g = 1; g <= depth; g++) {
    const next: string[] = [];
    for (const child of level) {
      for (const l of idx.parentsOf(child)) {
        if (members.has(l.parent)) continue;
        put(l.parent, -g, lineRelation(-g, g === 1 && l.bond === 'adoptive', gender(l.parent)));
        next.push(l.parent);
      }
    }
    level = next;
  }
  for (const s of idx.spousesOf(focus)) put(s, 0, word(gender(s), 'husband', 'wife', 'spouse'));
  for (const s of idx.siblingsOf(focus)) put(s.name, 0, siblingWord(s.kind, gender(s.name)));
  level = [focus];
  for (let g = 1; g <= depth; g++) {
    const next: string[] = [];
    for (const parent of level) {
      for (const l of idx.childrenOf(parent)) {
        if (members.has(l.child)) continue;
        put(l.child, g, lineRelation(g, g === 1 && l.bond === 'adoptive', gender(l.child)));
        next.push(l.child);
      }
    }
    for (const child of next) {
      for (const l of idx.parentsOf(child)) {
        if (members.has(l.parent)) continue;
        const married = idx.spousesOf(l.parent).some((s) => level.includes(s));
        put(
          l.parent,
          g - 1,
          married
            ? g === 1
              ? word(gender(l.parent), 'husband', 'wife', 'spouse')
              : word(gender(l.parent), 'son-in-law', 'daughter-in-law', 'child-in-law')
            : `${word(gender(l.parent), 'father', 'mother', 'parent')} of ${child}`,
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
 * real parents and, dashed, from its legal ones. People left unjoined to `root` are dropped.
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
      .filter((l) => l.bond === 'adoptive')
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
  // keep what is joined to the root
  const neighbours = new Map<string, string[]>();
  const join = (a: string, b: string) => {
    (neighbours.get(a) ?? neighbours.set(a, []).get(a)!).push(b);
    (neighbours.get(b) ?? neighbours.set(b, []).get(b)!).push(a);
  };
  for (const u of unions.values()) join(u.a, u.b);
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
  const members = chosen.filter((m) => reached.has(m.name));
  const kept = [...unions.values()].filter((u) => reached.has(u.a));
  const groups: string[][] = [];
  const focusGroup = [root, ...idx.spousesOf(root).filter((s) => sameRow(root, s) && reached.has(s))];
  if (focusGroup.length > 1) groups.push(focusGroup);
  for (const u of kept) if (!focusGroup.includes(u.a) && !focusGroup.includes(u.b)) groups.push([u.a, u.b]);
  return { members, unions: kept, descents: descents.filter((d) => reached.has(d.child)), groups };
}

/** Family tree around `focus` as an SVG string. */
export function familyTree(
  focus: string,
  people: Iterable<FamilyPerson> | FamilyIndex,
  options: Partial<TreeOptions> & { generations?: number } = {},
): string {
  const graph = familyGraph(focus, people, options);
  return treeSvg(graph, {
    ...options,
    title: options.title ?? `Family of ${focus}`,
    desc:
      options.desc ??
      `Family tree of ${focus}: ${graph.members.length - 1} relatives over ${new Set(graph.members.map((m) => m.generation)).size} generations. Dashed lines mark legal or adoptive parents.`,
  });
}
