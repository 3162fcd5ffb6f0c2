// Two-column flow diagram (e.g. poet → deity over the verses of one mandal)
// laid out by d3-sankey and drawn as a static SVG string.
import { sankey } from 'd3-sankey';
import type { SankeyGraph, SankeyLink, SankeyNode } from 'd3-sankey';
import { linkHorizontal } from 'd3-shape';
import { COLORS, OTHER_COLOR, PALETTE, chartId, escapeXml, num, svgOpen, textWidth } from './svg.ts';

export interface FlowLink {
  /** Left-hand node (e.g. the poet). */
  source: string;
  /** Right-hand node (e.g. the deity). */
  target: string;
  /** Weight of the flow (e.g. number of verses); links with value ≤ 0 are ignored. */
  value: number;
}

export interface SankeyOptions {
  title: string;
  desc?: string;
  id?: string;
  /** Total width in px (default: the labels plus 160 px of bands). */
  width?: number;
  /** At most this many nodes per side; the smallest are merged into one "other" node (default 15). */
  maxSources?: number;
  maxTargets?: number;
  otherSourcesLabel?: string;
  otherTargetsLabel?: string;
  /** Column headings above the two sides, e.g. "Poet" and "Deity". */
  sourceHeading?: string;
  targetHeading?: string;
  /** Unit for the tooltips and the description, e.g. "verses". */
  unit?: string;
}

interface Node {
  key: string;
  name: string;
  side: 'source' | 'target';
  other: boolean;
  color: string;
}
interface Link {
  source: string;
  target: string;
  value: number;
}

const FONT = 12;
const PAD = 14; // vertical gap between nodes: keeps adjacent labels apart

function rankSide(links: readonly FlowLink[], pick: (l: FlowLink) => string, max: number) {
  const totals = new Map<string, number>();
  for (const l of links) totals.set(pick(l), (totals.get(pick(l)) ?? 0) + l.value);
  const ranked = [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  const kept = ranked.length > max ? ranked.slice(0, Math.max(1, max - 1)) : ranked;
  return { kept, lumped: ranked.slice(kept.length), totals };
}

function plural(n: number, unit: string | undefined): string {
  return `${n.toLocaleString('en')}${unit ? ` ${unit}` : ''}`;
}

const bandPath = linkHorizontal<[[number, number], [number, number]], [number, number]>()
  .source((d) => d[0])
  .target((d) => d[1])
  .digits(1);

/** One flow as a band, coloured by its source, with its amount as a tooltip. */
function linkSvg(l: SankeyLink<Node, Link>, unit: string | undefined): string {
  const s = l.source as unknown as Node & { x1: number; name: string };
  const t = l.target as unknown as Node & { x0: number; name: string };
  const d = bandPath([
    [s.x1, l.y0!],
    [t.x0, l.y1!],
  ]);
  return (
    `<path class="link" d="${d}" stroke="${s.color}" stroke-width="${num(Math.max(1, l.width ?? 1))}">` +
    `<title>${escapeXml(`${s.name} → ${t.name}: ${plural(l.value, unit)}`)}</title></path>`
  );
}

/** One node: its bar and its label with its total, outside the bar on its side. */
function nodeSvg(n: SankeyNode<Node, Link>, unit: string | undefined): string {
  const x0 = n.x0!;
  const x1 = n.x1!;
  const y0 = n.y0!;
  const y1 = Math.max(n.y1!, y0 + 1);
  const total = n.value ?? 0;
  const isSource = n.side === 'source';
  const tx = isSource ? x0 - 6 : x1 + 6;
  const ty = (y0 + y1) / 2;
  const cls = `node node-${n.side}${n.other ? ' node-other' : ''}`;
  return (
    `<rect class="${cls}" x="${num(x0)}" y="${num(y0)}" width="${num(x1 - x0)}" height="${num(y1 - y0)}" fill="${n.color}">` +
    `<title>${escapeXml(`${n.name}: ${plural(total, unit)}`)}</title></rect>` +
    `<text x="${num(tx)}" y="${num(ty)}" dy="0.35em" text-anchor="${isSource ? 'end' : 'start'}" font-size="${FONT}" fill="${COLORS.ink}">` +
    `${escapeXml(n.name)}<tspan fill="${COLORS.muted}">  ${total.toLocaleString('en')}</tspan></text>`
  );
}

/** Flow diagram as an SVG string: sources on the left, targets on the right, links as bands. */
export function sankeyChart(input: readonly FlowLink[], options: SankeyOptions): string {
  const links0 = input.filter((l) => Number.isFinite(l.value) && l.value > 0);
  if (links0.length === 0) throw new Error('sankey: no links with a positive value');
  const id = chartId('sankey', options.title, [input, { ...options, desc: undefined }], options.id);

  const src = rankSide(links0, (l) => l.source, options.maxSources ?? 15);
  const tgt = rankSide(links0, (l) => l.target, options.maxTargets ?? 15);
  const otherSrc = `${options.otherSourcesLabel ?? 'others'} (${src.lumped.length})`;
  const otherTgt = `${options.otherTargetsLabel ?? 'others'} (${tgt.lumped.length})`;

  const nodes: Node[] = [];
  src.kept.forEach((name, i) =>
    nodes.push({ key: `s:${name}`, name, side: 'source', other: false, color: PALETTE[i % PALETTE.length]! }),
  );
  if (src.lumped.length)
    nodes.push({ key: 's:\u0000other', name: otherSrc, side: 'source', other: true, color: OTHER_COLOR });
  tgt.kept.forEach((name) => nodes.push({ key: `t:${name}`, name, side: 'target', other: false, color: COLORS.muted }));
  if (tgt.lumped.length)
    nodes.push({ key: 't:\u0000other', name: otherTgt, side: 'target', other: true, color: OTHER_COLOR });

  const srcLumped = new Set(src.lumped);
  const tgtLumped = new Set(tgt.lumped);
  const merged = new Map<string, Link>();
  for (const l of links0) {
    const s = srcLumped.has(l.source) ? 's:\u0000other' : `s:${l.source}`;
    const t = tgtLumped.has(l.target) ? 't:\u0000other' : `t:${l.target}`;
    const key = `${s}\u0001${t}`;
    const m = merged.get(key) ?? { source: s, target: t, value: 0 };
    m.value += l.value;
    merged.set(key, m);
  }
  const links = [...merged.values()];

  // Geometry: label columns sized to the longest label on each side.
  const label = (n: Node, total: number) => `${n.name}  ${total.toLocaleString('en')}`;
  const nodeTotal = new Map<string, number>();
  for (const l of links) {
    nodeTotal.set(l.source, (nodeTotal.get(l.source) ?? 0) + l.value);
    nodeTotal.set(l.target, (nodeTotal.get(l.target) ?? 0) + l.value);
  }
  const widest = (side: Node['side']) =>
    Math.max(...nodes.filter((n) => n.side === side).map((n) => textWidth(label(n, nodeTotal.get(n.key) ?? 0), FONT)));
  const left = Math.ceil(widest('source') + 12);
  const right = Math.ceil(widest('target') + 12);
  const width = Math.max(options.width ?? 0, left + right + 160);
  const headings = Boolean(options.sourceHeading || options.targetHeading);
  const top = headings ? 30 : 8;
  const perSide = Math.max(
    nodes.filter((n) => n.side === 'source').length,
    nodes.filter((n) => n.side === 'target').length,
  );
  const inner = Math.max(220, perSide * (PAD + 14));
  const height = top + inner + 8;

  const layout = sankey<Node, Link>()
    .nodeId((n) => n.key)
    .nodeWidth(14)
    .nodePadding(PAD)
    .nodeSort(
      (a, b) => Number(a.other) - Number(b.other) || (b.value ?? 0) - (a.value ?? 0) || (a.key < b.key ? -1 : 1),
    )
    .extent([
      [left, top],
      [width - right, top + inner],
    ]);
  const graph = layout({ nodes: nodes.map((n) => ({ ...n })), links: links.map((l) => ({ ...l })) } as SankeyGraph<
    Node,
    Link
  >);

  const unit = options.unit;
  let body = `<g class="links" fill="none" stroke-opacity="0.38">${graph.links.map((l) => linkSvg(l, unit)).join('')}</g>`;
  body += `<g class="nodes">${graph.nodes.map((n) => nodeSvg(n, unit)).join('')}`;
  body += `</g>`;
  if (headings) {
    const h = (x: number, anchor: string, text?: string) =>
      text
        ? `<text x="${num(x)}" y="16" text-anchor="${anchor}" font-size="${FONT}" font-weight="600" fill="${COLORS.muted}">${escapeXml(text)}</text>`
        : '';
    body += `<g class="headings">${h(left + 14, 'end', options.sourceHeading)}${h(width - right - 14, 'start', options.targetHeading)}</g>`;
  }

  const total = links.reduce((a, l) => a + l.value, 0);
  const desc =
    options.desc ??
    `Flow diagram of ${plural(total, unit)} from ${src.kept.length + src.lumped.length} ${options.sourceHeading?.toLowerCase() ?? 'sources'} ` +
      `to ${tgt.kept.length + tgt.lumped.length} ${options.targetHeading?.toLowerCase() ?? 'targets'}. Largest: ` +
      src.kept
        .slice(0, 3)
        .map((s) => `${s} (${src.totals.get(s)!.toLocaleString('en')})`)
        .join(', ') +
      '.';
  return (
    svgOpen({ id, width, height, title: options.title, desc, className: 'chart-sankey' }) +
    `<g font-size="${FONT}">${body}</g></svg>`
  );
}
