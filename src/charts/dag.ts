// Directed graphs (event timelines, family trees) laid out by dagre and drawn
// as static SVG: nodes are labelled rounded boxes (optionally links), edges are
// curved paths with arrowheads.
import dagre from '@dagrejs/dagre';
import { curveBasis, line } from 'd3-shape';
import { COLORS, chartId, escapeXml, link, num, slug, svgOpen, textWidth, wrapText } from './svg.ts';

export interface DagNode {
  /** Unique within the graph; edges refer to it. */
  id: string;
  /** Text in the box (wrapped to at most three lines). */
  label: string;
  /** Smaller second line under the label (e.g. "war day 5"). */
  sublabel?: string;
  /** Makes the box a link. */
  href?: string;
  /** Styling group: becomes the class `kind-<kind>` and picks colours from `kindStyles`. */
  kind?: string;
  /** Drawn in the accent colour with bold text (so is `kind: 'focus'`). */
  highlight?: boolean;
  /** Extra tooltip text (the box's `<title>` is the label plus this). */
  tooltip?: string;
  /** 'box' (default) or 'junction': a small dot without label, for joining edges (e.g. a couple's children). */
  shape?: 'box' | 'junction';
}

export interface DagEdge {
  from: string;
  to: string;
  /** Becomes the class `kind-<kind>`. */
  kind?: string;
  dashed?: boolean;
  /** Arrowhead at the target end (default true). */
  arrow?: boolean;
  /** Layout hints passed to dagre. */
  minlen?: number;
  weight?: number;
}

export interface NodeStyle {
  fill: string;
  stroke: string;
  text: string;
}

export interface DagOptions {
  title: string;
  desc?: string;
  id?: string;
  /** 'TB' top to bottom (default) or 'LR' left to right. */
  direction?: 'TB' | 'LR';
  /** Widest text line inside a box in px (default 150). */
  maxLabelWidth?: number;
  /** Label font size (default 12; never below 11). */
  fontSize?: number;
  /** Gap between boxes in one rank and between ranks (dagre nodesep/ranksep; defaults 20 and 34). */
  nodesep?: number;
  ranksep?: number;
  /** dagre ranking algorithm (default network-simplex). */
  ranker?: 'network-simplex' | 'tight-tree' | 'longest-path';
  /** Groups of nodes kept next to each other (dagre clusters; a node belongs to at most one group, members should share a rank). */
  groups?: readonly (readonly string[])[];
  /** Keep `left` before `right` within their rank (dagre order constraints). */
  orderConstraints?: { left: string; right: string }[];
  /** Colours per node kind (merged over the defaults). */
  kindStyles?: Record<string, NodeStyle>;
  /** Extra class on the root `<svg>`. */
  className?: string;
}

export interface PlacedNode extends DagNode {
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
}
export interface PlacedEdge extends DagEdge {
  points: { x: number; y: number }[];
}
export interface DagLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

const STROKE = '#8c8474'; // 3.6:1 on the page background
const DEFAULT_STYLE: NodeStyle = { fill: '#ffffff', stroke: STROKE, text: COLORS.ink };
const HIGHLIGHT_STYLE: NodeStyle = { fill: COLORS.accent, stroke: COLORS.accent, text: '#ffffff' };
const DEFAULT_KIND_STYLES: Record<string, NodeStyle> = {
  war: { fill: COLORS.accentSoft, stroke: COLORS.accent, text: COLORS.ink },
  muted: { fill: COLORS.panel, stroke: STROKE, text: COLORS.muted },
};
const isHighlight = (n: DagNode) => Boolean(n.highlight) || n.kind === 'focus';
const PAD_X = 9;
const PAD_Y = 6;
const JUNCTION = 8;

/** Lay out the graph (positions only; exported for charts built on top, such as the family tree). */
export function layoutDag(nodes: readonly DagNode[], edges: readonly DagEdge[], options: DagOptions): DagLayout {
  const fontSize = Math.max(11, options.fontSize ?? 12);
  const lineHeight = Math.round(fontSize * 1.3);
  const subSize = Math.max(11, fontSize - 1);
  const maxLabelWidth = options.maxLabelWidth ?? 150;
  const groups = (options.groups ?? []).filter((members) => members.length > 1);
  const g = new dagre.graphlib.Graph({ multigraph: true, compound: groups.length > 0 });
  g.setGraph({
    rankdir: options.direction ?? 'TB',
    nodesep: options.nodesep ?? 20,
    ranksep: options.ranksep ?? 34,
    edgesep: 10,
    marginx: 6,
    marginy: 6,
    ranker: options.ranker ?? 'network-simplex',
  });
  g.setDefaultEdgeLabel(() => ({}));
  const seen = new Set<string>();
  const measured = new Map<string, { width: number; height: number; lines: string[] }>();
  for (const n of nodes) {
    if (seen.has(n.id)) throw new Error(`dag: duplicate node id "${n.id}"`);
    seen.add(n.id);
    if (n.shape === 'junction') {
      measured.set(n.id, { width: JUNCTION, height: JUNCTION, lines: [] });
    } else {
      const lines = wrapText(n.label, fontSize, maxLabelWidth, 3);
      const widths = lines.map((l) => textWidth(l, fontSize, isHighlight(n)));
      if (n.sublabel) widths.push(textWidth(n.sublabel, subSize));
      const width = Math.ceil(Math.max(36, ...widths) + 2 * PAD_X);
      const height = Math.ceil(lines.length * lineHeight + (n.sublabel ? subSize + 3 : 0) + 2 * PAD_Y);
      measured.set(n.id, { width, height, lines });
    }
    const m = measured.get(n.id)!;
    g.setNode(n.id, { width: m.width, height: m.height });
  }
  const grouped = new Set<string>();
  groups.forEach((members, i) => {
    const cluster = `\u0000group${i}`;
    g.setNode(cluster, {});
    for (const m of members) {
      if (!seen.has(m)) throw new Error(`dag: group names an unknown node "${m}"`);
      if (grouped.has(m)) throw new Error(`dag: node "${m}" is in two groups`);
      grouped.add(m);
      g.setParent(m, cluster);
    }
  });
  edges.forEach((e, i) => {
    for (const end of [e.from, e.to]) {
      if (!seen.has(end)) throw new Error(`dag: edge ${e.from} → ${e.to} names an unknown node "${end}"`);
    }
    g.setEdge(e.from, e.to, { minlen: e.minlen ?? 1, weight: e.weight ?? 1 }, `e${i}`);
  });
  dagre.layout(g, options.orderConstraints?.length ? { constraints: options.orderConstraints } : undefined);
  const graph = g.graph();
  const placedNodes: PlacedNode[] = nodes.map((n) => {
    const p = g.node(n.id);
    return { ...n, x: p.x!, y: p.y!, width: p.width, height: p.height, lines: measured.get(n.id)!.lines };
  });
  const placedEdges: PlacedEdge[] = edges.map((e, i) => {
    const label = g.edge({ v: e.from, w: e.to, name: `e${i}` }) as { points?: { x: number; y: number }[] };
    return { ...e, points: (label.points ?? []).map((p) => ({ x: p.x, y: p.y })) };
  });
  return { width: Math.ceil(graph.width ?? 0), height: Math.ceil(graph.height ?? 0), nodes: placedNodes, edges: placedEdges };
}

function segmentsCross(a: { x: number; y: number }, b: { x: number; y: number }, c: { x: number; y: number }, d: { x: number; y: number }): boolean {
  const o = (p: typeof a, q: typeof a, r: typeof a) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return o(a, b, c) * o(a, b, d) < 0 && o(c, d, a) * o(c, d, b) < 0;
}

/**
 * Number of edge crossings in a layout (edges as polylines through dagre's
 * control points; edges sharing a node are not counted). Used to choose
 * between alternative layouts.
 */
export function countCrossings(layout: DagLayout): number {
  let count = 0;
  const edges = layout.edges.filter((e) => e.points.length >= 2);
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i]!;
    for (let j = i + 1; j < edges.length; j++) {
      const f = edges[j]!;
      if (e.from === f.from || e.from === f.to || e.to === f.from || e.to === f.to) continue;
      let crossed = false;
      for (let a = 0; a + 1 < e.points.length && !crossed; a++) {
        for (let b = 0; b + 1 < f.points.length && !crossed; b++) {
          crossed = segmentsCross(e.points[a]!, e.points[a + 1]!, f.points[b]!, f.points[b + 1]!);
        }
      }
      if (crossed) count++;
    }
  }
  return count;
}

function styleFor(n: DagNode, options: DagOptions): NodeStyle {
  if (isHighlight(n)) return HIGHLIGHT_STYLE;
  const styles = { ...DEFAULT_KIND_STYLES, ...options.kindStyles };
  return (n.kind && styles[n.kind]) || DEFAULT_STYLE;
}

/** Draw a laid-out graph. */
export function renderDag(layout: DagLayout, options: DagOptions): string {
  const fontSize = Math.max(11, options.fontSize ?? 12);
  const lineHeight = Math.round(fontSize * 1.3);
  const subSize = Math.max(11, fontSize - 1);
  const id = chartId(
    'dag',
    options.title,
    [layout.nodes.map((n) => [n.id, n.label, n.href, n.kind, n.highlight]), layout.edges.map((e) => [e.from, e.to, e.dashed])],
    options.id,
  );
  const width = Math.max(layout.width, 40);
  const height = Math.max(layout.height, 40);
  const arrowId = `${id}-arrow`;
  const curve = line<{ x: number; y: number }>()
    .x((p) => p.x)
    .y((p) => p.y)
    .curve(curveBasis)
    .digits(1);

  let out = svgOpen({
    id,
    width,
    height,
    title: options.title,
    desc: options.desc ?? `Graph of ${layout.nodes.filter((n) => n.shape !== 'junction').length} nodes and ${layout.edges.length} links.`,
    className: ['chart-dag', options.className].filter(Boolean).join(' '),
  });
  out +=
    `<defs><marker id="${arrowId}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">` +
    `<path d="M0,1L10,5L0,9z" fill="${STROKE}"/></marker></defs>`;

  out += `<g class="edges" fill="none" stroke="${STROKE}" stroke-width="1.3">`;
  for (const e of layout.edges) {
    if (e.points.length < 2) continue;
    const cls = ['edge', e.kind ? `kind-${slug(e.kind)}` : '', e.dashed ? 'dashed' : ''].filter(Boolean).join(' ');
    out +=
      `<path class="${cls}" d="${curve(e.points)}"` +
      (e.dashed ? ' stroke-dasharray="5 4"' : '') +
      (e.arrow === false ? '' : ` marker-end="url(#${arrowId})"`) +
      '/>';
  }
  out += `</g><g class="nodes" font-size="${fontSize}">`;
  for (const n of layout.nodes) {
    const cls = ['node', n.kind ? `kind-${slug(n.kind)}` : '', isHighlight(n) ? 'highlight' : '', n.shape === 'junction' ? 'junction' : '']
      .filter(Boolean)
      .join(' ');
    if (n.shape === 'junction') {
      out += `<circle class="${cls}" cx="${num(n.x)}" cy="${num(n.y)}" r="${JUNCTION / 2}" fill="${STROKE}"/>`;
      continue;
    }
    const s = styleFor(n, options);
    const x0 = n.x - n.width / 2;
    const y0 = n.y - n.height / 2;
    const textHeight = n.lines.length * lineHeight + (n.sublabel ? subSize + 3 : 0);
    let ty = n.y - textHeight / 2 + lineHeight / 2;
    let text = '';
    for (const l of n.lines) {
      text += `<tspan x="${num(n.x)}" y="${num(ty)}" dy="0.35em">${escapeXml(l)}</tspan>`;
      ty += lineHeight;
    }
    let sub = '';
    if (n.sublabel) {
      const sy = ty - lineHeight / 2 + 3 + subSize / 2;
      sub =
        `<text x="${num(n.x)}" y="${num(sy)}" dy="0.35em" text-anchor="middle" font-size="${subSize}"` +
        ` fill="${isHighlight(n) ? '#ffffff' : COLORS.muted}">${escapeXml(n.sublabel)}</text>`;
    }
    const tooltip = [n.label, n.sublabel, n.tooltip].filter(Boolean).join(' · ');
    const inner =
      `<g class="${cls}"><title>${escapeXml(tooltip)}</title>` +
      `<rect x="${num(x0)}" y="${num(y0)}" width="${num(n.width)}" height="${num(n.height)}" rx="5"` +
      ` fill="${s.fill}" stroke="${s.stroke}" stroke-width="${isHighlight(n) ? 2 : 1.2}"/>` +
      `<text text-anchor="middle" fill="${s.text}"${isHighlight(n) ? ' font-weight="700"' : ''}>${text}</text>${sub}</g>`;
    out += link(n.href, inner);
  }
  out += `</g></svg>`;
  return out;
}

/** Lay out and draw a directed graph as an SVG string. */
export function dagChart(nodes: readonly DagNode[], edges: readonly DagEdge[], options: DagOptions): string {
  return renderDag(layoutDag(nodes, edges, options), options);
}
