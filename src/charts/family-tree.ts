// Family trees drawn as genealogists draw them: one row per generation,
// partners side by side joined by a marriage bar, children hanging from the
// couple's bar (dashed for legal or adoptive parenthood). Lines run only in
// the gaps between boxes and in the channels between rows, so no line passes
// behind a box that is not one of its ends (tests/unit/family-geometry.test.ts
// checks that on every tree the site draws).
import { COLORS, chartId, escapeXml, num, svgOpen, textWidth } from './svg.ts';

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
  /** The person drawn in the middle of the picture (the sides are widened as needed). */
  centre?: string;
  /** The person a picture that scrolls sideways opens on (default: the topmost highlighted person). */
  landing?: string;
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

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  (map.get(key) ?? map.set(key, []).get(key)!).push(value);
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

/** Lay the tree out in generation rows: boxes, units of partners, rows placed, lines routed, rows stacked. */
export function layoutTree(
  input: TreeInput,
  options: Pick<TreeOptions, 'maxLeafChildren' | 'centre'> = {},
): TreeLayout {
  checkRows(input);
  const drawn = makeBoxes(input, options.maxLeafChildren ?? 8);
  const rows = makeRows(drawn, input.unions);
  placeRows(rows, drawn);
  const width = shiftIntoView(drawn.boxes, options.centre ? drawn.box(options.centre) : undefined);
  const routes = new LineRouter(rows);
  routeMarriages(routes, input.unions, drawn);
  routeDescents(routes, drawn);
  const { rowY, trackY, height } = stackRows(drawn.boxes, rows.generations, routes.channels);
  const lines: PlacedLine[] = routes.pending.map((p) => ({
    kind: p.kind,
    ends: p.ends,
    dashed: p.dashed,
    points: p.draw(rowY, trackY).filter((pt, i, all) => i === 0 || pt.x !== all[i - 1]!.x || pt.y !== all[i - 1]!.y),
  }));
  const boxes = drawn.boxes.map((b) => ({
    id: b.id,
    names: b.names,
    x: b.x - b.width / 2,
    y: rowY.get(b.generation)! - b.height / 2,
    width: b.width,
    height: b.height,
    generation: b.generation,
    ...(b.block ? { heading: b.block.heading } : {}),
  }));
  return { width, height, boxes, lines };
}

/** Unions join people of one row, descents neighbouring rows. */
function checkRows(input: TreeInput): void {
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
}

interface DrawnBoxes {
  boxes: Box[];
  /** The box a person (or a group box's id) is drawn in. */
  box: (id: string) => Box;
  /** The descents as drawn: a group box stands for the children it holds. */
  descents: TreeDescent[];
}

/** One box per person, except more than `maxLeaf` childless, unmarried siblings drawn as one box. */
function makeBoxes(input: TreeInput, maxLeaf: number): DrawnBoxes {
  const members = new Map(input.members.map((m) => [m.name, m]));
  const boxOf = new Map<string, Box>();
  const boxes: Box[] = [];
  const hasOwn = (n: string) =>
    members.get(n)!.highlight ||
    input.unions.some((u) => u.a === n || u.b === n) ||
    input.descents.some((d) => d.parents.includes(n));
  const byParents = new Map<string, TreeDescent[]>();
  for (const d of input.descents)
    pushTo(byParents, [...d.parents].sort().join('\u0000') + (d.adoptive ? '\u0001' : ''), d);
  const descents: TreeDescent[] = [];
  for (const group of byParents.values()) {
    const leaves = group.filter(
      (d) => !hasOwn(d.child) && input.descents.filter((x) => x.child === d.child).length === 1,
    );
    if (leaves.length <= maxLeaf) {
      descents.push(...group);
      continue;
    }
    const id = `group:${group[0]!.parents.join('+')}`;
    const names = leaves.map((d) => d.child);
    const heading = `${names.length} children of ${group[0]!.parents.join(' and ')}`;
    const box = blockBox(id, heading, names, members.get(names[0]!)!.generation);
    boxes.push(box);
    for (const n of names) boxOf.set(n, box);
    descents.push({ parents: group[0]!.parents, child: id, adoptive: group[0]!.adoptive });
    descents.push(...group.filter((d) => !leaves.includes(d)));
  }
  for (const m of input.members) {
    if (boxOf.has(m.name)) continue;
    const box = measure(m);
    boxes.push(box);
    boxOf.set(m.name, box);
  }
  return { boxes, descents, box: (id) => boxOf.get(id) ?? boxes.find((b) => b.id === id)! };
}

/** Partners of one row kept together as a unit, side by side. */
interface Unit {
  boxes: Box[];
  width: number;
  x: number;
}
interface Rows {
  generations: number[];
  units: Map<number, Unit[]>;
  unitOf: Map<Box, Unit>;
}

function placeBoxes(u: Unit): void {
  let x = u.x - u.width / 2;
  for (const b of u.boxes) {
    b.x = x + b.width / 2;
    x += b.width + GAP_PARTNERS;
  }
}

/** The units of each row (partners joined through unions), packed left to right. */
function makeRows(drawn: DrawnBoxes, unions: readonly TreeUnion[]): Rows {
  const partners = new Map<string, string[]>();
  const addPartner = (a: string, b: string) => {
    const list = partners.get(a) ?? partners.set(a, []).get(a)!;
    if (!list.includes(b)) list.push(b);
  };
  for (const u of unions) {
    addPartner(u.a, u.b);
    addPartner(u.b, u.a);
  }
  const generations = [...new Set(drawn.boxes.map((b) => b.generation))].sort((a, b) => a - b);
  const units = new Map<number, Unit[]>();
  const seen = new Set<string>();
  for (const b of drawn.boxes) {
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
    const unitBoxes = ordered.map(drawn.box);
    const width = unitBoxes.reduce((w, x) => w + x.width, 0) + GAP_PARTNERS * (unitBoxes.length - 1);
    pushTo(units, b.generation, { boxes: unitBoxes, width, x: 0 });
  }
  const unitOf = new Map<Box, Unit>();
  for (const row of units.values()) {
    let x = 0;
    for (const u of row) {
      for (const b of u.boxes) unitOf.set(b, u);
      u.x = x + u.width / 2;
      x += u.width + GAP_UNITS;
      placeBoxes(u);
    }
  }
  return { generations, units, unitOf };
}

/**
 * Order and place: barycentre sweeps down and up; each row's units as close to the mean of their
 * parents (down) or children (up) as the order and the gaps allow.
 */
function placeRows(rows: Rows, drawn: DrawnBoxes): void {
  const above = new Map<Box, Box[]>();
  const below = new Map<Box, Box[]>();
  for (const d of drawn.descents) {
    const c = drawn.box(d.child);
    for (const p of d.parents) {
      pushTo(above, c, drawn.box(p));
      pushTo(below, drawn.box(p), c);
    }
  }
  const target = (u: Unit, links: Map<Box, Box[]>): number | undefined => {
    const xs = u.boxes.flatMap((b) => (links.get(b) ?? []).map((o) => o.x));
    return xs.length ? xs.reduce((a, x) => a + x, 0) / xs.length : undefined;
  };
  const sweep = (gens: number[], links: Map<Box, Box[]>, reorder: boolean) => {
    for (const g of gens) {
      const units = rows.units.get(g)!;
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
  const down = rows.generations.slice(1);
  const up = rows.generations.slice(0, -1).reverse();
  for (let k = 0; k < 8; k++) {
    sweep(down, above, k < 5);
    sweep(up, below, k < 5);
  }
}

/**
 * Shift the boxes to start at the margin; with a `centre` box, widen the lighter side so that box
 * is in the middle of the picture (a caption may then say so). Returns the picture's width.
 */
function shiftIntoView(boxes: Box[], centre: Box | undefined): number {
  const minX = Math.min(...boxes.map((b) => b.x - b.width / 2));
  const maxX = Math.max(...boxes.map((b) => b.x + b.width / 2));
  const pad = centre ? Math.max(0, maxX - centre.x - (centre.x - minX)) : 0;
  for (const b of boxes) b.x += MARGIN + pad - minX;
  return Math.ceil(Math.max(maxX - minX + pad + 2 * MARGIN, centre ? 2 * centre.x : 0));
}

/** A horizontal bar in the channel below a row; its track (height in the channel) is assigned later. */
interface Bar {
  x0: number;
  x1: number;
  track: number;
}
interface Pending {
  kind: 'marriage' | 'descent';
  ends: string[];
  dashed: boolean;
  /** Drawn once rows and tracks are known. */
  draw: (rowY: Map<number, number>, trackY: (g: number, t: number) => number) => { x: number; y: number }[];
}
interface Channel {
  /** Marriage U-bars (first, nearest the row), then the bars children hang from. */
  us: Bar[];
  kids: Bar[];
}

/** The lines waiting for their rows' heights, the channels' bars, and where each union's line starts. */
class LineRouter {
  readonly pending: Pending[] = [];
  readonly channels: Map<number, Channel>;
  readonly unionAnchor = new Map<string, { x: number; bar?: Bar; g: number }>();
  private readonly bottomSlots = new Map<Box, number>();
  readonly rows: Rows;
  constructor(rows: Rows) {
    this.rows = rows;
    this.channels = new Map(rows.generations.map((g) => [g, { us: [], kids: [] }]));
  }
  /** An anchor at a box's bottom, spread so that lines leaving one box do not overlap. */
  slot(b: Box, towards: number): number {
    const k = this.bottomSlots.get(b) ?? 0;
    this.bottomSlots.set(b, k + 1);
    const side = towards >= b.x ? 1 : -1;
    return b.x + side * Math.min(b.width / 2 - 4, 8 + 7 * k);
  }
  adjacent(a: Box, b: Box): boolean {
    const u = this.rows.unitOf.get(a)!;
    return u === this.rows.unitOf.get(b) && Math.abs(u.boxes.indexOf(a) - u.boxes.indexOf(b)) === 1;
  }
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** Partners side by side: a bar between them; apart: a U-bar through the channel below. */
function routeMarriages(routes: LineRouter, unions: readonly TreeUnion[], drawn: DrawnBoxes): void {
  for (const u of unions) {
    const key = pairKey(u.a, u.b);
    if (routes.unionAnchor.has(key)) continue;
    const [a, b] = [drawn.box(u.a), drawn.box(u.b)].sort((p, q) => p.x - q.x) as [Box, Box];
    const g = a.generation;
    const line = { kind: 'marriage' as const, ends: [a.id, b.id], dashed: false };
    if (routes.adjacent(a, b)) {
      const mid = (a.x + a.width / 2 + b.x - b.width / 2) / 2;
      routes.unionAnchor.set(key, { x: mid, g });
      routes.pending.push({
        ...line,
        draw: (rowY) => [
          { x: a.x + a.width / 2, y: rowY.get(g)! },
          { x: b.x - b.width / 2, y: rowY.get(g)! },
        ],
      });
      continue;
    }
    const xa = routes.slot(a, b.x);
    const xb = routes.slot(b, a.x);
    const bar: Bar = { x0: xa, x1: xb, track: 0 };
    routes.channels.get(g)!.us.push(bar);
    routes.unionAnchor.set(key, { x: (xa + xb) / 2, bar, g });
    routes.pending.push({
      ...line,
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

/** Children of one parent set hang from one bar, reached from the parents' union (or the lone parent). */
function routeDescents(routes: LineRouter, drawn: DrawnBoxes): void {
  const families = new Map<string, TreeDescent[]>();
  for (const d of drawn.descents) pushTo(families, `${[...d.parents].sort().join('\u0000')}\u0001${d.adoptive}`, d);
  const dropCount = new Map<string, number>();
  for (const d of drawn.descents) dropCount.set(d.child, (dropCount.get(d.child) ?? 0) + 1);
  const dropIndex = new Map<string, number>();
  for (const family of families.values()) {
    const parents = family[0]!.parents.map(drawn.box);
    const g = parents[0]!.generation;
    const union = parents.length === 2 ? routes.unionAnchor.get(pairKey(parents[0]!.id, parents[1]!.id)) : undefined;
    if (parents.length === 2 && !union)
      throw new Error(`family tree: parents ${parents[0]!.id} and ${parents[1]!.id} without a union`);
    // a child hanging from two families drops from two points a little apart
    const childXs = family.map((d) => {
      const k = dropIndex.get(d.child) ?? 0;
      dropIndex.set(d.child, k + 1);
      const count = dropCount.get(d.child)!;
      return drawn.box(d.child).x + (count > 1 ? (k - (count - 1) / 2) * 8 : 0);
    });
    const anchorX = union ? union.x : routes.slot(parents[0]!, Math.min(...childXs) / 2 + Math.max(...childXs) / 2);
    const bar: Bar = { x0: Math.min(anchorX, ...childXs), x1: Math.max(anchorX, ...childXs), track: 0 };
    routes.channels.get(g)!.kids.push(bar);
    family.forEach((d, i) => {
      const c = drawn.box(d.child);
      const cx = childXs[i]!;
      routes.pending.push({
        kind: 'descent',
        ends: [...parents.map((p) => p.id), c.id],
        dashed: d.adoptive,
        draw: (rowY, trackY) => {
          const start = union?.bar
            ? { x: anchorX, y: trackY(g, union.bar.track) }
            : { x: anchorX, y: rowY.get(g)! + (union ? 0 : parents[0]!.height / 2) };
          const y = trackY(g, bar.track);
          const top = rowY.get(g + 1)! - c.height / 2;
          return [start, { x: anchorX, y }, { x: cx, y }, { x: cx, y: top }];
        },
      });
    });
  }
}

/** Give each bar of a channel the first free track (bars on one track keep 6 px apart); returns the tracks used. */
function assignTracks(bars: Bar[], first: number): number {
  const ends: number[] = [];
  for (const bar of [...bars].sort((a, b) => a.x0 - b.x0 || a.x1 - b.x1)) {
    let t = ends.findIndex((e) => e < bar.x0 - 6);
    if (t < 0) t = ends.push(0) - 1;
    ends[t] = bar.x1;
    bar.track = first + t;
  }
  return ends.length;
}

/** Rows and channels top to bottom: each row's middle, each track's height, the picture's height. */
function stackRows(boxes: Box[], generations: number[], channels: Map<number, Channel>) {
  const rowY = new Map<number, number>();
  const channelTop = new Map<number, number>();
  let y = MARGIN;
  let lastChannel = 0;
  for (const g of generations) {
    const rowHeight = Math.max(...boxes.filter((b) => b.generation === g).map((b) => b.height));
    rowY.set(g, y + rowHeight / 2);
    y += rowHeight;
    const c = channels.get(g)!;
    const used = assignTracks(c.us, 0);
    const tracks = used + assignTracks(c.kids, used);
    channelTop.set(g, y);
    lastChannel = tracks > 0 ? (tracks + 1) * TRACK + 4 : 24;
    y += lastChannel;
  }
  const height = Math.ceil(y - (lastChannel === 24 ? 24 : 0) + MARGIN);
  const trackY = (g: number, t: number) => channelTop.get(g)! + 6 + t * TRACK;
  return { rowY, trackY, height };
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
  // Where a reader should land when the picture scrolls sideways (Picture.astro): the named box, or the topmost highlighted one.
  const landing = options.landing
    ? layout.boxes.find((b) => b.id === options.landing)
    : layout.boxes.filter((b) => byId.get(b.id)?.highlight).sort((a, b) => a.y - b.y)[0];
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
