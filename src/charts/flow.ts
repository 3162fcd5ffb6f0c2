// Flow diagrams (sources → targets, weighted) with d3-sankey, drawn as SVG.
import { sankey, sankeyLinkHorizontal } from 'd3-sankey';
import { COLORS, PALETTE, chartId, ellipsis, escapeXml, link, num, svgOpen } from './svg.ts';

export interface FlowNode {
  id: string;
  label: string;
  href?: string;
}

export interface FlowInput {
  sources: FlowNode[];
  targets: FlowNode[];
  links: { source: string; target: string; value: number }[];
}

export function flowSvg(input: FlowInput, options: { title: string; desc?: string; width?: number }): string {
  const width = options.width ?? 760;
  const labelWidth = 170;
  const height = Math.max(220, Math.max(input.sources.length, input.targets.length) * 22 + 20);
  const nodes = [...input.sources.map((n) => ({ ...n, key: `s:${n.id}` })), ...input.targets.map((n) => ({ ...n, key: `t:${n.id}` }))];
  const index = new Map(nodes.map((n, i) => [n.key, i]));
  const layout = sankey<{ key: string; label: string; href?: string }, { value: number }>()
    .nodeWidth(10)
    .nodePadding(6)
    .nodeSort(null)
    .extent([[labelWidth, 10], [width - labelWidth, height - 10]]);
  const graph = layout({
    nodes: nodes.map((n) => ({ ...n })),
    links: input.links.map((l) => ({ source: index.get(`s:${l.source}`)!, target: index.get(`t:${l.target}`)!, value: l.value })),
  });
  const id = chartId('flow', options.title, input.links);
  const colour = new Map(input.sources.map((s, i) => [`s:${s.id}`, PALETTE[i % PALETTE.length]]));
  const parts = [svgOpen({ id, width, height, title: options.title, desc: options.desc })];
  const path = sankeyLinkHorizontal();
  for (const l of graph.links) {
    const source = l.source as unknown as { key: string; label: string };
    const target = l.target as unknown as { label: string };
    parts.push(
      `<path d="${path(l as never)}" fill="none" stroke="${colour.get(source.key)}" stroke-opacity="0.45" stroke-width="${num(Math.max(1, l.width ?? 1))}">` +
        `<title>${escapeXml(`${source.label} → ${target.label}: ${l.value}`)}</title></path>`,
    );
  }
  for (const n of graph.nodes) {
    const isSource = n.key.startsWith('s:');
    const x0 = n.x0 ?? 0;
    const x1 = n.x1 ?? 0;
    const y0 = n.y0 ?? 0;
    const y1 = n.y1 ?? 0;
    const label = ellipsis(n.label, 12, labelWidth - 10);
    parts.push(
      link(
        n.href,
        `<rect x="${num(x0)}" y="${num(y0)}" width="${num(x1 - x0)}" height="${num(Math.max(1, y1 - y0))}" fill="${isSource ? colour.get(n.key) : COLORS.muted}"/>` +
          `<text x="${num(isSource ? x0 - 6 : x1 + 6)}" y="${num((y0 + y1) / 2 + 4)}" font-size="12" fill="${COLORS.ink}" text-anchor="${isSource ? 'end' : 'start'}">${escapeXml(label)}</text>`,
      ),
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
