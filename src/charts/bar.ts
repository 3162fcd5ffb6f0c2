// Bar charts (simple, stacked, grouped, normalised; horizontal or vertical)
// drawn by vega-lite → vega → view.toSVG() headless, so pages get plain SVG.
import * as vega from 'vega';
import { compile } from 'vega-lite';
import type { TopLevelSpec } from 'vega-lite';
import { COLORS, FONT_FAMILY, OTHER_COLOR, PALETTE, chartId, escapeXml, textWidth } from './svg.ts';

export interface BarDatum {
  /** The bar (or, with series, the stack/group) this value belongs to. */
  category: string;
  value: number;
  /** Segment of a stacked or grouped bar; leave out for a simple bar chart. */
  series?: string;
  /** Makes the bar (segment) a link. */
  href?: string;
}

export interface BarChartOptions {
  /** Accessible name of the chart (the SVG `<title>`). */
  title: string;
  /** Longer accessible description (the SVG `<desc>`); defaults to a generated summary. */
  desc?: string;
  /** Id prefix for the chart's elements; derived from the input when absent. */
  id?: string;
  /** 'horizontal' (default): categories down the side, bars to the right. */
  orientation?: 'horizontal' | 'vertical';
  /** How series are combined: 'stacked' (default), 'grouped' side by side, or 'normalized' to 100 %. */
  layout?: 'stacked' | 'grouped' | 'normalized';
  /** Category order: 'input' (first appearance, default), 'value' (largest total first) or 'category' (alphabetical). */
  sort?: 'input' | 'value' | 'category';
  /** Order of series in stacks and legend; defaults to largest total first. */
  seriesOrder?: string[];
  /** At most this many series get their own colour; the rest are summed into `otherLabel` (default 12). */
  maxSeries?: number;
  otherLabel?: string;
  categoryTitle?: string;
  valueTitle?: string;
  seriesTitle?: string;
  /** Length of the value axis in px (default 560 horizontal, 320 vertical). */
  size?: number;
  /** Px per category band (default 22 horizontal, 30 vertical), or per bar within a group when grouped (default 16). */
  step?: number;
  /** Print the value at the end of each bar (default: true for simple bars). */
  showValues?: boolean;
  /** Series colours (default: the site palette). */
  colors?: readonly string[];
}

interface Row {
  category: string;
  value: number;
  series?: string;
  seriesIndex?: number;
  href?: string;
}

const FONT_SIZE = 12;

/** Text widths for vega's layout: its built-in fallback (no canvas in Node) guesses 0.8 em per character. */
function installTextMetrics(): void {
  const metrics = (vega as unknown as { textMetrics: { width: unknown } }).textMetrics;
  metrics.width = (item: { fontSize?: number; fontWeight?: string | number; text?: unknown }, text: unknown) => {
    const size = item.fontSize != null ? Number(item.fontSize) || 0 : 11;
    const bold = item.fontWeight === 'bold' || Number(item.fontWeight) >= 600;
    return textWidth(text == null ? '' : String(text).trim(), size, bold);
  };
}

function prepare(data: readonly BarDatum[], options: BarChartOptions) {
  const hasSeries = data.some((d) => d.series !== undefined);
  for (const d of data) {
    if (!Number.isFinite(d.value)) throw new Error(`bar chart: value of "${d.category}" is not a number`);
  }
  // Category order
  const firstSeen: string[] = [];
  const totals = new Map<string, number>();
  for (const d of data) {
    if (!totals.has(d.category)) firstSeen.push(d.category);
    totals.set(d.category, (totals.get(d.category) ?? 0) + d.value);
  }
  let categories = firstSeen;
  if (options.sort === 'value') {
    categories = [...firstSeen].sort((a, b) => totals.get(b)! - totals.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  } else if (options.sort === 'category') {
    categories = [...firstSeen].sort((a, b) => a.localeCompare(b, 'en'));
  }

  if (!hasSeries) {
    const rows = new Map<string, Row>();
    for (const d of data) {
      const row = rows.get(d.category) ?? { category: d.category, value: 0, href: d.href };
      row.value += d.value;
      row.href ??= d.href;
      rows.set(d.category, row);
    }
    return { rows: categories.map((c) => rows.get(c)!), categories, series: [] as string[], hasSeries };
  }

  // Series order and the "other" bucket
  const seriesTotals = new Map<string, number>();
  const seriesSeen: string[] = [];
  for (const d of data) {
    const s = d.series ?? '';
    if (!seriesTotals.has(s)) seriesSeen.push(s);
    seriesTotals.set(s, (seriesTotals.get(s) ?? 0) + d.value);
  }
  let series = options.seriesOrder
    ? [...options.seriesOrder.filter((s) => seriesTotals.has(s)), ...seriesSeen.filter((s) => !options.seriesOrder!.includes(s))]
    : [...seriesSeen].sort((a, b) => seriesTotals.get(b)! - seriesTotals.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  const otherLabel = options.otherLabel ?? 'other';
  const maxSeries = Math.max(1, options.maxSeries ?? 12);
  let lumped = new Set<string>();
  if (series.length > maxSeries) {
    lumped = new Set(series.slice(maxSeries - 1));
    series = [...series.slice(0, maxSeries - 1), otherLabel];
  }
  const rows = new Map<string, Row>();
  for (const d of data) {
    const s = lumped.has(d.series ?? '') ? otherLabel : (d.series ?? '');
    const key = `${d.category}\u0000${s}`;
    const row = rows.get(key) ?? { category: d.category, series: s, seriesIndex: series.indexOf(s), value: 0 };
    row.value += d.value;
    if (!lumped.has(d.series ?? '')) row.href ??= d.href;
    rows.set(key, row);
  }
  const ordered = [...rows.values()].sort(
    (a, b) => categories.indexOf(a.category) - categories.indexOf(b.category) || a.seriesIndex! - b.seriesIndex!,
  );
  return { rows: ordered, categories, series, hasSeries, otherLabel, lumped: lumped.size > 0 };
}

/** The vega-lite specification (exported for inspection and tests). */
export function barSpec(data: readonly BarDatum[], options: BarChartOptions): TopLevelSpec {
  const p = prepare(data, options);
  const horizontal = (options.orientation ?? 'horizontal') === 'horizontal';
  const layout = options.layout ?? 'stacked';
  const grouped = p.hasSeries && layout === 'grouped';
  const palette = options.colors ?? PALETTE;
  const colors = p.series.map((s, i) => (p.lumped && s === p.otherLabel ? OTHER_COLOR : palette[i % palette.length]!));
  // With an offset channel vega-lite applies the step to each sub-bar.
  const step = options.step ?? (grouped ? 16 : horizontal ? 22 : 30);
  const size = options.size ?? (horizontal ? 560 : 320);
  const longest = Math.max(0, ...p.categories.map((c) => textWidth(c, FONT_SIZE)));
  const catAxis: Record<string, unknown> = { labelLimit: 240, ticks: false, labelPadding: 6, domain: true };
  if (!horizontal) {
    const band = grouped ? step * p.series.length : step;
    catAxis.labelAngle = longest > band - 4 ? -45 : 0;
    catAxis.labelAlign = longest > band - 4 ? 'right' : 'center';
  }
  const cat = {
    field: 'category',
    type: 'nominal' as const,
    sort: p.categories,
    title: options.categoryTitle ?? null,
    axis: catAxis,
    scale: { paddingInner: grouped ? 0.25 : 0.18, paddingOuter: 0.1 },
  };
  const stack = !p.hasSeries || grouped ? null : layout === 'normalized' ? 'normalize' : 'zero';
  const val = {
    field: 'value',
    type: 'quantitative' as const,
    title: options.valueTitle ?? (layout === 'normalized' && p.hasSeries ? 'share' : null),
    stack,
    axis: {
      grid: true,
      tickCount: 6,
      ...(layout === 'normalized' && p.hasSeries ? { format: '.0%' } : {}),
    },
  };
  const encoding: Record<string, unknown> = {
    [horizontal ? 'y' : 'x']: cat,
    [horizontal ? 'x' : 'y']: val,
  };
  // Only bars with a page get a link (vega would write href="undefined" for the others).
  if (p.rows.some((r) => r.href)) encoding.href = { field: 'href' };
  if (p.hasSeries) {
    encoding.color = {
      field: 'series',
      type: 'nominal',
      sort: p.series,
      scale: { domain: p.series, range: colors },
      title: options.seriesTitle ?? null,
      legend: {
        orient: 'bottom',
        direction: 'horizontal',
        columns: Math.max(1, Math.min(p.series.length, Math.floor((horizontal ? size + 120 : 480) / 130))),
        symbolType: 'square',
        symbolStrokeWidth: 0,
        labelLimit: 120,
        columnPadding: 12,
      },
    };
    encoding.order = { field: 'seriesIndex', type: 'quantitative' };
    if (grouped) encoding[horizontal ? 'yOffset' : 'xOffset'] = { field: 'series', sort: p.series };
  }
  const bar = {
    mark: {
      type: 'bar' as const,
      color: COLORS.accent,
      ...(p.hasSeries && !grouped ? { stroke: COLORS.paper, strokeWidth: 0.75 } : {}),
    },
    encoding,
  };
  const showValues = options.showValues ?? !p.hasSeries;
  const layers: unknown[] = [bar];
  if (showValues && !(p.hasSeries && !grouped)) {
    const textEnc: Record<string, unknown> = {
      [horizontal ? 'y' : 'x']: cat,
      [horizontal ? 'x' : 'y']: val,
      text: { field: 'value', type: 'quantitative', format: ',' },
    };
    if (grouped) textEnc[horizontal ? 'yOffset' : 'xOffset'] = { field: 'series', sort: p.series };
    layers.push({
      mark: horizontal
        ? { type: 'text', align: 'left', baseline: 'middle', dx: 4, fontSize: 11, color: COLORS.ink }
        : { type: 'text', align: 'center', baseline: 'bottom', dy: -3, fontSize: 11, color: COLORS.ink },
      encoding: textEnc,
    });
  }
  const dims = horizontal ? { width: size, height: { step } } : { width: { step }, height: size };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    ...dims,
    padding: { left: 8, right: showValues && horizontal ? 40 : 12, top: 12, bottom: 4 },
    autosize: { type: 'pad' },
    background: null as unknown as string,
    data: { values: p.rows as unknown as Record<string, unknown>[] },
    ...(layers.length === 1 ? (bar as object) : { layer: layers }),
    config: {
      font: FONT_FAMILY,
      aria: false,
      view: { stroke: null },
      axis: {
        labelFontSize: FONT_SIZE,
        titleFontSize: FONT_SIZE,
        labelColor: COLORS.ink,
        titleColor: COLORS.muted,
        titleFontWeight: 600,
        domainColor: COLORS.muted,
        tickColor: COLORS.muted,
        gridColor: COLORS.line,
      },
      legend: {
        labelFontSize: FONT_SIZE,
        titleFontSize: FONT_SIZE,
        labelColor: COLORS.ink,
        titleColor: COLORS.muted,
        titleFontWeight: 600,
      },
    },
  } as TopLevelSpec;
}

function summary(data: readonly BarDatum[], options: BarChartOptions): string {
  const p = prepare(data, options);
  const cats = p.categories.length;
  const total = data.reduce((a, d) => a + d.value, 0);
  const top = [...p.categories]
    .map((c) => [c, data.filter((d) => d.category === c).reduce((a, d) => a + d.value, 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([c, v]) => `${c} (${v.toLocaleString('en')})`)
    .join(', ');
  const series = p.hasSeries ? ` in ${p.series.length} series (${p.series.join(', ')})` : '';
  return `Bar chart of ${cats} categories${series}, ${total.toLocaleString('en')} in all. Largest: ${top}.`;
}

/**
 * Bar chart as an SVG string. Async because vega renders asynchronously;
 * call with `await` in Astro frontmatter.
 */
export async function barChart(data: readonly BarDatum[], options: BarChartOptions): Promise<string> {
  if (data.length === 0) throw new Error('bar chart: no data');
  installTextMetrics();
  const spec = barSpec(data, options);
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  let raw: string;
  try {
    raw = await view.toSVG();
  } finally {
    view.finalize();
  }
  const id = chartId('bar', options.title, [data, { ...options, desc: undefined }], options.id);
  const open = raw.match(/^<svg\b[^>]*>/);
  if (!open) throw new Error('bar chart: vega produced no <svg> root');
  const width = open[0].match(/\bwidth="([\d.]+)"/)?.[1];
  const height = open[0].match(/\bheight="([\d.]+)"/)?.[1];
  const viewBox = open[0].match(/\bviewBox="([^"]+)"/)?.[1];
  if (!width || !height || !viewBox) throw new Error('bar chart: vega <svg> root without size');
  const desc = options.desc ?? summary(data, options);
  const root =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="chart chart-bar"` +
    ` role="img" aria-labelledby="${id}-title ${id}-desc" width="${width}" height="${height}" viewBox="${viewBox}"` +
    ` style="max-width:100%;height:auto">` +
    `<title id="${id}-title">${escapeXml(options.title)}</title><desc id="${id}-desc">${escapeXml(desc)}</desc>`;
  // Bars without a page (e.g. "other meters") are not links.
  const body = raw.slice(open[0].length).replace(/<a xlink:href="undefined">(<path [^>]*\/>)<\/a>/g, '$1');
  return root + body;
}
