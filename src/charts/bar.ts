// Bar charts (simple or stacked; horizontal or vertical) drawn by
// vega-lite → vega → view.toSVG() headless, so pages get plain SVG.
// vega-lite sums and sorts; this module only lumps small series into "other".
import * as vega from 'vega';
import { compile } from 'vega-lite';
import type { TopLevelSpec } from 'vega-lite';
import { COLORS, FONT_FAMILY, OTHER_COLOR, PALETTE, chartId, escapeXml, textWidth } from './svg.ts';

export interface BarDatum {
  /** The bar (or, with series, the stack) this value belongs to. */
  category: string;
  value: number;
  /** Segment of a stacked bar; leave out for a simple bar chart. */
  series?: string;
}

export interface BarChartOptions {
  /** Accessible name of the chart (the SVG `<title>`). */
  title: string;
  /** Longer accessible description (the SVG `<desc>`); defaults to a generated summary. */
  desc?: string;
  id?: string;
  /** 'horizontal' (default): categories down the side, bars to the right. */
  orientation?: 'horizontal' | 'vertical';
  /** 'value': largest total first; otherwise the order of first appearance. */
  sort?: 'value';
  /** At most this many series get their own colour; the rest are summed into `otherLabel` (default 12). */
  maxSeries?: number;
  otherLabel?: string;
  valueTitle?: string;
  seriesTitle?: string;
  /** Length of the value axis in px (default 200 horizontal, 260 vertical: narrow enough for a phone). */
  size?: number;
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

/** Series beyond `maxSeries` (by total) become one "other" series. */
function lump(data: readonly BarDatum[], options: BarChartOptions) {
  const totals = new Map<string, number>();
  for (const d of data) if (d.series !== undefined) totals.set(d.series, (totals.get(d.series) ?? 0) + d.value);
  let series = [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)! || (a < b ? -1 : 1));
  const otherLabel = options.otherLabel ?? 'other';
  const max = Math.max(1, options.maxSeries ?? 12);
  const lumped = series.length > max ? new Set(series.slice(max - 1)) : new Set<string>();
  if (lumped.size) series = [...series.slice(0, max - 1), otherLabel];
  const rows = data.map((d) => {
    const s = d.series === undefined ? undefined : lumped.has(d.series) ? otherLabel : d.series;
    return {
      category: d.category,
      value: d.value,
      ...(s === undefined ? {} : { series: s, seriesIndex: series.indexOf(s) }),
    };
  });
  const colors = series.map((s, i) => (lumped.size && s === otherLabel ? OTHER_COLOR : PALETTE[i % PALETTE.length]!));
  return { rows, series, colors };
}

/** The vega-lite specification (exported for inspection and tests). */
export function barSpec(data: readonly BarDatum[], options: BarChartOptions): TopLevelSpec {
  const { rows, series, colors } = lump(data, options);
  const stacked = series.length > 0;
  const horizontal = (options.orientation ?? 'horizontal') === 'horizontal';
  const categories = [...new Set(data.map((d) => d.category))];
  const size = options.size ?? (horizontal ? 200 : 260);
  const longest = Math.max(0, ...categories.map((c) => textWidth(c, FONT_SIZE)));
  const step = horizontal ? 22 : 30;
  const catAxis: Record<string, unknown> = { labelLimit: 240, ticks: false, labelPadding: 6 };
  if (!horizontal && longest > step - 4) Object.assign(catAxis, { labelAngle: -45, labelAlign: 'right' });
  const valueAxis = horizontal ? 'x' : 'y';
  const cat = {
    field: 'category',
    type: 'nominal' as const,
    // vega-lite sorts by the summed value, or keeps the input order
    sort: options.sort === 'value' ? `-${valueAxis}` : categories,
    title: null,
    axis: catAxis,
    scale: { paddingInner: 0.18, paddingOuter: 0.1 },
  };
  const val = {
    aggregate: 'sum' as const,
    field: 'value',
    type: 'quantitative' as const,
    title: options.valueTitle ?? null,
    axis: { grid: true, tickCount: 5 },
  };
  const encoding: Record<string, unknown> = { [horizontal ? 'y' : 'x']: cat, [valueAxis]: val };
  if (stacked) {
    encoding.color = {
      field: 'series',
      type: 'nominal',
      sort: series,
      scale: { domain: series, range: colors },
      title: options.seriesTitle ?? null,
      legend: {
        orient: 'bottom',
        direction: 'horizontal',
        columns: 2,
        symbolType: 'square',
        symbolStrokeWidth: 0,
        labelLimit: 160,
        columnPadding: 12,
      },
    };
    encoding.order = { field: 'seriesIndex', type: 'quantitative' };
  }
  const bar = {
    mark: {
      type: 'bar' as const,
      color: COLORS.accent,
      ...(stacked ? { stroke: COLORS.paper, strokeWidth: 0.75 } : {}),
    },
    encoding,
  };
  const layers: unknown[] = [bar];
  if (!stacked) {
    layers.push({
      mark: horizontal
        ? { type: 'text', align: 'left', baseline: 'middle', dx: 4, fontSize: FONT_SIZE, color: COLORS.ink }
        : { type: 'text', align: 'center', baseline: 'bottom', dy: -3, fontSize: FONT_SIZE, color: COLORS.ink },
      encoding: { ...encoding, text: { aggregate: 'sum', field: 'value', type: 'quantitative', format: ',' } },
    });
  }
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    ...(horizontal ? { width: size, height: { step } } : { width: { step }, height: size }),
    padding: { left: 8, right: horizontal && !stacked ? 40 : 12, top: 12, bottom: 4 },
    autosize: { type: 'pad' },
    background: null as unknown as string,
    data: { values: rows as unknown as Record<string, unknown>[] },
    layer: layers,
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
  const totals = new Map<string, number>();
  for (const d of data) totals.set(d.category, (totals.get(d.category) ?? 0) + d.value);
  const total = data.reduce((a, d) => a + d.value, 0);
  const top = [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([c, v]) => `${c} (${v.toLocaleString('en')})`)
    .join(', ');
  const { series } = lump(data, options);
  return `Bar chart of ${totals.size} categories${series.length ? ` in ${series.length} series (${series.join(', ')})` : ''}, ${total.toLocaleString('en')} in all. Largest: ${top}.`;
}

/** Bar chart as an SVG string (async: vega renders asynchronously). */
export async function barChart(data: readonly BarDatum[], options: BarChartOptions): Promise<string> {
  if (data.length === 0) throw new Error('bar chart: no data');
  for (const d of data)
    if (!Number.isFinite(d.value)) throw new Error(`bar chart: value of "${d.category}" is not a number`);
  installTextMetrics();
  const view = new vega.View(vega.parse(compile(barSpec(data, options)).spec), { renderer: 'none' });
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
  const root =
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart chart-bar" role="img" aria-labelledby="${id}-title ${id}-desc"` +
    ` width="${width}" height="${height}" viewBox="${viewBox}" style="max-width:100%;height:auto">` +
    `<title id="${id}-title">${escapeXml(options.title)}</title><desc id="${id}-desc">${escapeXml(options.desc ?? summary(data, options))}</desc>`;
  // the root is the one image readers meet: vega's inner roles and descriptions would be unnamed images
  const body = raw.slice(open[0].length).replace(/ (role|aria-roledescription|aria-label)="[^"]*"/g, '');
  return root + body;
}
