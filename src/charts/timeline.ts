// A timeline: events in order along a vertical axis, split into columns read
// left to right; events of a numbered period (the war's days) are grouped
// under one tick per period. Labels wrap, never cut.
import { COLORS, chartId, escapeXml, num, svgOpen, wrapText } from './svg.ts';

export interface TimelineItem {
  label: string;
  /** Position on the axis (smaller first), and the number written beside an item without a period. */
  order: number;
  /** Items with a period (e.g. a war day) are grouped under a tick for that period. */
  period?: number;
}

export interface TimelineOptions {
  title: string;
  desc?: string;
  id?: string;
  /** Name of a period tick, e.g. (n) => `Day ${n}`. */
  periodLabel: (period: number) => string;
  /** Heading above the first item with a period. */
  periodsHeading?: string;
  /** Heading above the first item without a period after the periods. */
  afterHeading?: string;
  /** Columns the axis is split into (default 1). */
  columns?: number;
  /** Width of one column in px (default 350). */
  columnWidth?: number;
}

const FONT = 12;
const LINE = 16;
const ITEM_GAP = 3;
const TICK_W = 64; // room left of the axis for a bold "Day 18" in a wide fallback font, or "165"
const PERIOD_GAP = 8;

interface Row {
  item?: TimelineItem;
  heading?: string;
  tick?: string;
  lines: string[];
  height: number;
  number: number;
}

/** The timeline as an SVG string. */
export function timelineChart(items: readonly TimelineItem[], options: TimelineOptions): string {
  if (items.length === 0) throw new Error('timeline: no items');
  const sorted = [...items].sort((a, b) => a.order - b.order);
  const columns = Math.max(1, options.columns ?? 1);
  const colWidth = options.columnWidth ?? 350;
  const labelWidth = colWidth - TICK_W - 22;
  const rows: Row[] = [];
  let lastPeriod: number | undefined;
  for (const item of sorted) {
    const lines = wrapText(item.label, FONT, labelWidth, 6);
    let tick: string | undefined;
    if (item.period === undefined) {
      if (lastPeriod !== undefined && options.afterHeading)
        rows.push({ heading: options.afterHeading, lines: [options.afterHeading], height: LINE + 12, number: 0 });
      tick = String(item.order);
    } else if (item.period !== lastPeriod) {
      if (lastPeriod === undefined && options.periodsHeading)
        rows.push({ heading: options.periodsHeading, lines: [options.periodsHeading], height: LINE + 10, number: 0 });
      tick = options.periodLabel(item.period);
    }
    const startsPeriod = item.period !== undefined && item.period !== lastPeriod;
    lastPeriod = item.period;
    rows.push({
      item,
      tick,
      lines,
      height: lines.length * LINE + ITEM_GAP + (startsPeriod ? PERIOD_GAP : 0),
      number: 0,
    });
  }
  // split into columns of about equal height, never between a period heading and its first item
  const total = rows.reduce((h, r) => h + r.height, 0);
  const perColumn = total / columns;
  const cols: Row[][] = [[]];
  let filled = 0;
  for (const [i, r] of rows.entries()) {
    const previous = rows[i - 1];
    // a column starts at a tick (never inside a period) and never just after a heading
    const breakable = (r.tick !== undefined || r.heading !== undefined) && !previous?.heading;
    if (filled + r.height / 2 > perColumn * cols.length && cols.length < columns && breakable) cols.push([]);
    cols.at(-1)!.push(r);
    filled += r.height;
  }
  const top = 10;
  const height = Math.ceil(Math.max(...cols.map((c) => c.reduce((h, r) => h + r.height, 0))) + top + 16);
  const width = cols.length * colWidth;
  const id = chartId('timeline', options.title, [sorted, columns, colWidth], options.id);
  const desc =
    options.desc ??
    `Timeline of ${items.length} events in order${columns > 1 ? `, in ${cols.length} columns read left to right` : ''}.`;
  let out = svgOpen({ id, width, height, title: options.title, desc, className: 'chart-timeline' });
  out += `<g font-size="${FONT}">`;
  cols.forEach((col, c) => {
    const x0 = c * colWidth;
    const axis = x0 + TICK_W + 6;
    let y = top;
    let body = '';
    let periodStart: number | undefined;
    const closePeriod = (end: number) => {
      if (periodStart === undefined) return '';
      const d = `M${num(axis - 9)},${num(periodStart)}L${num(axis - 13)},${num(periodStart)}L${num(axis - 13)},${num(end)}L${num(axis - 9)},${num(end)}`;
      periodStart = undefined;
      return `<path class="period" d="${d}" fill="none" stroke="${COLORS.muted}" stroke-width="1"/>`;
    };
    for (const r of col) {
      if (r.heading) {
        body += closePeriod(y - 4);
        body += `<text class="heading" x="${num(axis + 12)}" y="${num(y + LINE / 2 + 4)}" dy="0.35em" font-weight="700" fill="${COLORS.ink}">${escapeXml(r.heading)}</text>`;
        y += r.height;
        continue;
      }
      const item = r.item!;
      if (item.period !== undefined && r.tick) {
        body += closePeriod(y - 2);
        y += PERIOD_GAP;
        periodStart = y + 2;
      }
      const cy = y + LINE / 2;
      const war = item.period !== undefined;
      if (r.tick) {
        body += `<text class="tick" x="${num(axis - (war ? 17 : 10))}" y="${num(cy)}" dy="0.35em" text-anchor="end" fill="${war ? COLORS.ink : COLORS.muted}"${war ? ' font-weight="700"' : ''}>${escapeXml(r.tick)}</text>`;
      }
      body +=
        `<g class="event${war ? ' in-period' : ''}"><circle cx="${num(axis)}" cy="${num(cy)}" r="4" fill="${war ? COLORS.accent : '#ffffff'}" stroke="${COLORS.accent}" stroke-width="1.5"/>` +
        `<text x="${num(axis + 12)}" y="${num(cy)}" dy="0.35em" fill="${COLORS.ink}">` +
        r.lines
          .map((l, i) => `<tspan x="${num(axis + 12)}" y="${num(cy + i * LINE)}">${escapeXml(l)}</tspan>`)
          .join('') +
        `</text></g>`;
      y += r.height - (item.period !== undefined && r.tick ? PERIOD_GAP : 0);
    }
    body += closePeriod(y - ITEM_GAP - 2);
    const first = top + LINE / 2;
    const continues = c < cols.length - 1;
    out +=
      `<g class="column"><path class="axis" d="M${num(axis)},${num(first - 6)}L${num(axis)},${num(continues ? y + 5 : y - 6)}" stroke="${COLORS.accent}" stroke-width="2"/>` +
      (continues
        ? `<path class="continues" d="M${num(axis - 5)},${num(y - 2)}L${num(axis)},${num(y + 6)}L${num(axis + 5)},${num(y - 2)}" fill="none" stroke="${COLORS.accent}" stroke-width="2"/>`
        : '') +
      body +
      `</g>`;
  });
  return out + `</g></svg>`;
}
