// Directed graphs (the event timeline, family trees) laid out with dagre and drawn as SVG:
// labelled boxes that link to their pages, edges with arrowheads, dashed where asked.
import dagre from '@dagrejs/dagre';
import { COLORS, chartId, escapeXml, link, num, svgOpen, textWidth, wrapText } from './svg.ts';

export interface GraphNode {
  id: string;
  label: string;
  href?: string;
  /** 'focus' is highlighted; 'muted' drawn lighter; 'war' marked as a war event. */
  kind?: 'focus' | 'muted' | 'war' | 'plain';
}

export interface GraphEdge {
  from: string;
  to: string;
  dashed?: boolean;
  /** Drawn without an arrowhead (e.g. marriage). */
  undirected?: boolean;
  /** Only drawn, not used for the layout (e.g. marriage: a line between two boxes). */
  drawOnly?: boolean;
  /** Only used for the layout, not drawn (e.g. to keep a spouse on the partner's rank). */
  layoutOnly?: boolean;
}

export interface GraphOptions {
  title: string;
  desc?: string;
  direction?: 'TB' | 'LR';
  fontSize?: number;
  maxLabelWidth?: number;
  nodesep?: number;
  ranksep?: number;
}

const FILL = { focus: COLORS.accent, muted: COLORS.panel, war: '#f4e3d7', plain: '#ffffff' } as const;
const TEXT = { focus: '#ffffff', muted: COLORS.muted, war: COLORS.ink, plain: COLORS.ink } as const;

export function graphSvg(nodes: readonly GraphNode[], edges: readonly GraphEdge[], options: GraphOptions): string {
  const fontSize = options.fontSize ?? 12;
  const lineHeight = fontSize * 1.25;
  const maxWidth = options.maxLabelWidth ?? 130;
  const g = new dagre.graphlib.Graph({ multigraph: false });
  g.setGraph({ rankdir: options.direction ?? 'TB', nodesep: options.nodesep ?? 14, ranksep: options.ranksep ?? 36, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  const lines = new Map<string, string[]>();
  for (const node of nodes) {
    const wrapped = wrapText(node.label, fontSize, maxWidth, 3);
    lines.set(node.id, wrapped);
    const width = Math.max(...wrapped.map((l) => textWidth(l, fontSize))) + 16;
    g.setNode(node.id, { width, height: wrapped.length * lineHeight + 10 });
  }
  const known = new Set(nodes.map((n) => n.id));
  for (const edge of edges) {
    if (!known.has(edge.from) || !known.has(edge.to) || edge.from === edge.to || edge.drawOnly) continue;
    g.setEdge(edge.from, edge.to, { minlen: 1, weight: edge.layoutOnly ? 0 : 1 });
  }
  dagre.layout(g);
  const { width = 0, height = 0 } = g.graph();
  const id = chartId('graph', options.title, { nodes: nodes.map((n) => n.id), edges: edges.length });
  const parts: string[] = [svgOpen({ id, width, height, title: options.title, desc: options.desc })];
  parts.push(
    `<defs><marker id="${id}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">` +
      `<path d="M0 0L10 5L0 10z" fill="${COLORS.muted}"/></marker></defs>`,
  );
  const drawn = new Set<string>();
  for (const edge of edges) {
    if (edge.layoutOnly || !known.has(edge.from) || !known.has(edge.to) || drawn.has(`${edge.from}\u0000${edge.to}`)) continue;
    drawn.add(`${edge.from}\u0000${edge.to}`);
    const a = g.node(edge.from);
    const b = g.node(edge.to);
    let d: string;
    if (edge.drawOnly) {
      // An arc under the two boxes, so it does not run through the boxes between them.
      const [y0, y1] = [a.y + a.height / 2, b.y + b.height / 2];
      const dip = Math.max(y0, y1) + Math.min(22, 8 + Math.abs(a.x - b.x) / 25);
      d = `M${num(a.x)} ${num(y0)}C${num(a.x)} ${num(dip)} ${num(b.x)} ${num(dip)} ${num(b.x)} ${num(y1)}`;
    } else {
      const routed: { x: number; y: number }[] | undefined = g.edge(edge.from, edge.to)?.points;
      const inside = routed?.every((p) => p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height);
      if (routed && routed.length > 3 && inside) {
        // A long edge: dagre routed it around the boxes between its ends.
        d = `M${num(routed[0].x)} ${num(routed[0].y)}` + routed.slice(1).map((p) => `L${num(p.x)} ${num(p.y)}`).join('');
      } else {
        // Bottom of the source to the top of the target, as a smooth curve.
        const [x0, y0, x1, y1] = [a.x, a.y + a.height / 2, b.x, b.y - b.height / 2];
        const mid = (y0 + y1) / 2;
        d = `M${num(x0)} ${num(y0)}C${num(x0)} ${num(mid)} ${num(x1)} ${num(mid)} ${num(x1)} ${num(y1)}`;
      }
    }
    parts.push(
      `<path d="${d}" fill="none" stroke="${edge.drawOnly ? COLORS.accent : COLORS.muted}" stroke-width="1.2"${edge.dashed ? ' stroke-dasharray="4 3"' : ''}` +
        `${edge.undirected ? '' : ` marker-end="url(#${id}-arrow)"`}/>`,
    );
  }
  for (const node of nodes) {
    const n = g.node(node.id);
    const kind = node.kind ?? 'plain';
    const x = n.x - n.width / 2;
    const y = n.y - n.height / 2;
    const text = lines
      .get(node.id)!
      .map((line, i) => `<text x="${num(n.x)}" y="${num(y + 5 + (i + 0.8) * lineHeight)}" text-anchor="middle" font-size="${fontSize}" fill="${TEXT[kind]}"${kind === 'focus' ? ' font-weight="bold"' : ''}>${escapeXml(line)}</text>`)
      .join('');
    const box = `<rect x="${num(x)}" y="${num(y)}" width="${num(n.width)}" height="${num(n.height)}" rx="5" fill="${FILL[kind]}" stroke="${kind === 'focus' ? COLORS.accent : COLORS.muted}" stroke-width="1"/>${text}`;
    parts.push(link(node.href, `<g class="node">${box}</g>`));
  }
  parts.push('</svg>');
  return parts.join('');
}
