// Maps over the Indian subcontinent: a route map (ordered legs with numbered
// stops) and a locator map (one highlighted point). Land and country borders
// come from world-atlas (Natural Earth) via topojson-client, projected with
// d3-geo and clipped to the frame; nothing is fetched.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoConicConformal, geoPath } from 'd3-geo';
import type { GeoProjection, GeoPermissibleObjects } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import { COLORS, chartId, escapeXml, link, num, svgOpen, textWidth } from './svg.ts';

export interface GeoPoint {
  lat: number;
  lon: number;
  /** A labelled point is a stop (numbered on route maps). */
  label?: string;
  /** Makes the stop a link. */
  href?: string;
}

export interface RouteLeg {
  /** Name of the leg (tooltip). */
  label?: string;
  /** The way, in order; a single labelled point is a stop without a line. */
  points: readonly GeoPoint[];
}

/** Longitude/latitude box: [[west, south], [east, north]]. */
export type GeoBox = [[number, number], [number, number]];

/** The subcontinent from Kandahar to the Burmese border, Sri Lanka to the Pamirs. */
export const SUBCONTINENT: GeoBox = [
  [60.5, 5.5],
  [97.5, 37.5],
];

export type Resolution = '50m' | '110m';

export interface MapOptions {
  title: string;
  desc?: string;
  id?: string;
  /** Width of the map in px (default 720 for routes, 360 for locators). */
  width?: number;
  /** Height of the map in px; by default from the shape of the area shown (clamped to 0.6–1.2 × width). */
  height?: number;
  /** Area shown: 'points' fits the route's points (default for routes), 'subcontinent' the whole region, or a box. */
  fit?: 'points' | 'subcontinent' | GeoBox;
  /** Space around the fitted points in px (default 36). */
  padding?: number;
  /** Smallest span of the fitted area in degrees (default 6), so short routes keep some context. */
  minSpan?: number;
  /** Natural Earth scale of the outlines (default '50m' for routes, '110m' for locators). */
  resolution?: Resolution;
}

export interface RouteMapOptions extends MapOptions {
  /** List the numbered stops under the map (default true). */
  showKey?: boolean;
}

export interface LocatorMapOptions extends MapOptions {
  /** Other places drawn as small grey dots for context. */
  context?: readonly GeoPoint[];
}

const COLOR = {
  sea: '#e3ebee',
  land: '#f8f4ea',
  coast: '#8fa3ab',
  border: '#a3977f',
  route: COLORS.accent,
  gap: '#7d7462',
};
const FONT = 12;

// ---------------------------------------------------------------- outlines

interface Outlines {
  land: GeoPermissibleObjects;
  borders: GeoPermissibleObjects;
}
const outlineCache = new Map<Resolution, Outlines>();

/** Land and inner country borders from world-atlas, read once per resolution. */
export function outlines(resolution: Resolution = '50m'): Outlines {
  const cached = outlineCache.get(resolution);
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = require.resolve(`world-atlas/countries-${resolution}.json`);
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  const result: Outlines = {
    land: feature(topology, topology.objects.land) as GeoPermissibleObjects,
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b) as GeoPermissibleObjects,
  };
  outlineCache.set(resolution, result);
  return result;
}

// ---------------------------------------------------------------- projection

function boxOutline(box: GeoBox): GeoPermissibleObjects {
  // points along the edges (a conic projection bends the parallels)
  const [[w, s], [e, n]] = box;
  const coordinates: [number, number][] = [];
  for (let i = 0; i <= 8; i++) {
    const lon = w + ((e - w) * i) / 8;
    const lat = s + ((n - s) * i) / 8;
    coordinates.push([lon, s], [lon, n], [w, lat], [e, lat]);
  }
  return { type: 'MultiPoint', coordinates };
}

function pointsBox(points: readonly GeoPoint[], minSpan: number): GeoBox {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    w = Math.min(w, p.lon);
    e = Math.max(e, p.lon);
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
  }
  const cx = (w + e) / 2;
  const cy = (s + n) / 2;
  const hx = Math.max(e - w, minSpan) / 2;
  const hy = Math.max(n - s, minSpan) / 2;
  return [
    [cx - hx, cy - hy],
    [cx + hx, cy + hy],
  ];
}

interface Frame {
  projection: GeoProjection;
  width: number;
  height: number;
}

function frame(box: GeoBox, options: MapOptions, defaultWidth: number, padding: number): Frame {
  const width = Math.round(options.width ?? defaultWidth);
  const object = boxOutline(box);
  const centre = (box[0][0] + box[1][0]) / 2;
  const projection = geoConicConformal().parallels([12, 30]).rotate([-centre, 0]).precision(0.2);
  let height = options.height;
  if (height === undefined) {
    projection.fitWidth(width - 2 * padding, object);
    const [[, y0], [, y1]] = geoPath(projection).bounds(object);
    height = Math.round(Math.min(1.2 * width, Math.max(0.6 * width, y1 - y0 + 2 * padding)));
  }
  projection.fitExtent(
    [
      [padding, padding],
      [width - padding, height - padding],
    ],
    object,
  );
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  return { projection, width, height };
}

function basemap(f: Frame, resolution: Resolution): string {
  const o = outlines(resolution);
  const path = geoPath(f.projection).digits(1);
  return (
    `<rect class="sea" width="${f.width}" height="${f.height}" fill="${COLOR.sea}"/>` +
    `<path class="land" d="${path(o.land) ?? ''}" fill="${COLOR.land}" stroke="${COLOR.coast}" stroke-width="0.7"/>` +
    `<path class="borders" d="${path(o.borders) ?? ''}" fill="none" stroke="${COLOR.border}" stroke-width="0.8" stroke-dasharray="3 2"/>`
  );
}

function project(f: Frame, p: GeoPoint): [number, number] {
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lon)) throw new Error(`map: bad coordinates for ${p.label ?? 'a point'}`);
  const xy = f.projection([p.lon, p.lat]);
  if (!xy) throw new Error(`map: cannot project ${p.lat},${p.lon}`);
  return xy;
}

function boxFor(options: MapOptions, points: readonly GeoPoint[]): GeoBox {
  const fit = options.fit ?? 'points';
  if (fit === 'subcontinent') return SUBCONTINENT;
  if (Array.isArray(fit)) return fit;
  if (points.length === 0) return SUBCONTINENT;
  return pointsBox(points, options.minSpan ?? 6);
}

// ---------------------------------------------------------------- labels

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const overlaps = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Greedy label placement: right, left, above, below the anchor; skipped if
 * none is free. `keepClear` boxes (other stops' badges) must stay a few px
 * away, so that a label is never read as another stop's.
 */
function placeLabel(text: string, x: number, y: number, r: number, taken: Rect[], width: number, height: number, keepClear: Rect[] = []) {
  const w = textWidth(text, FONT);
  const h = FONT + 2;
  const candidates: { x: number; y: number; anchor: 'start' | 'end' | 'middle'; box: Rect }[] = [
    { x: x + r + 4, y, anchor: 'start', box: { x0: x + r + 3, y0: y - h / 2, x1: x + r + 5 + w, y1: y + h / 2 } },
    { x: x - r - 4, y, anchor: 'end', box: { x0: x - r - 5 - w, y0: y - h / 2, x1: x - r - 3, y1: y + h / 2 } },
    { x, y: y - r - 4 - h / 2, anchor: 'middle', box: { x0: x - w / 2 - 1, y0: y - r - 4 - h, x1: x + w / 2 + 1, y1: y - r - 3 } },
    { x, y: y + r + 4 + h / 2, anchor: 'middle', box: { x0: x - w / 2 - 1, y0: y + r + 3, x1: x + w / 2 + 1, y1: y + r + 4 + h } },
  ];
  for (const c of candidates) {
    const inside = c.box.x0 >= 2 && c.box.y0 >= 2 && c.box.x1 <= width - 2 && c.box.y1 <= height - 2;
    const margin = { x0: c.box.x0 - 6, y0: c.box.y0 - 3, x1: c.box.x1 + 6, y1: c.box.y1 + 3 };
    if (inside && !taken.some((t) => overlaps(t, c.box)) && !keepClear.some((t) => overlaps(t, margin))) {
      taken.push(c.box);
      return c;
    }
  }
  return undefined;
}

function labelText(x: number, y: number, anchor: string, text: string, cls: string, weight?: string): string {
  return (
    `<text class="${cls}" x="${num(x)}" y="${num(y)}" dy="0.35em" text-anchor="${anchor}"` +
    `${weight ? ` font-weight="${weight}"` : ''} fill="${COLORS.ink}" stroke="${COLORS.paper}" stroke-width="3"` +
    ` stroke-linejoin="round" paint-order="stroke">${escapeXml(text)}</text>`
  );
}

// ---------------------------------------------------------------- route map

interface Stop {
  numbers: number[];
  label: string;
  href?: string;
  x: number;
  y: number;
}

/**
 * Route map: each leg is drawn as a line, labelled points are numbered stops
 * (in order; a place visited twice gets both numbers), with a key below.
 */
export function routeMap(legs: readonly RouteLeg[], options: RouteMapOptions): string {
  const all = legs.flatMap((l) => l.points);
  if (all.length === 0) throw new Error('route map: no points');
  const resolution = options.resolution ?? '50m';
  const padding = options.padding ?? 36;
  const f = frame(boxFor(options, all), options, 720, padding);
  const id = chartId('route', options.title, [legs, { ...options, desc: undefined }], options.id);

  // Stops, numbered in order; consecutive repeats of one place are one stop.
  const stops: Stop[] = [];
  const atPlace = new Map<string, Stop>();
  let number = 0;
  let previous = '';
  for (const p of all) {
    if (!p.label) continue;
    const [x, y] = project(f, p);
    const key = `${p.label}\u0000${num(x)},${num(y)}`;
    if (key === previous) continue;
    previous = key;
    number++;
    const same = atPlace.get(key);
    if (same) same.numbers.push(number);
    else {
      const stop: Stop = { numbers: [number], label: p.label, href: p.href, x, y };
      stops.push(stop);
      atPlace.set(key, stop);
    }
  }

  // Lines
  let lines = `<g class="route" fill="none" stroke-linecap="round" stroke-linejoin="round">`;
  let last: [number, number] | undefined;
  let legCount = 0;
  for (const leg of legs) {
    if (leg.points.length === 0) continue;
    const xy = leg.points.map((p) => project(f, p));
    if (last && Math.hypot(xy[0]![0] - last[0], xy[0]![1] - last[1]) > 1.5) {
      lines += `<path class="gap" d="M${num(last[0])},${num(last[1])}L${num(xy[0]![0])},${num(xy[0]![1])}" stroke="${COLOR.gap}" stroke-width="1.4" stroke-dasharray="4 4"/>`;
    }
    if (xy.length >= 2) {
      legCount++;
      const d = xy.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)},${num(y)}`).join('');
      lines +=
        `<path class="leg" d="${d}" stroke="${COLOR.route}" stroke-width="2.6">` +
        (leg.label ? `<title>${escapeXml(leg.label)}</title>` : '') +
        `</path>` +
        arrowAtMiddle(xy);
    }
    last = xy[xy.length - 1];
  }
  lines += `</g>`;

  // Stop badges (moved aside on a leader line when they would cover an
  // earlier one), then labels placed around them.
  const taken: Rect[] = [];
  let badges = `<g class="stops" font-size="11" font-weight="700" text-anchor="middle">`;
  const placedAt = new Map<Stop, { x: number; y: number; r: number }>();
  const offsets: [number, number][] = [[0, 0]];
  for (const d of [20, 30, 42]) {
    for (let k = 0; k < 8; k++) offsets.push([Math.round(d * Math.cos((k * Math.PI) / 4)), Math.round(d * Math.sin((k * Math.PI) / 4))]);
  }
  for (const s of stops) {
    const text = s.numbers.join(',');
    const w = Math.max(16, textWidth(text, 11, true) + 8);
    const r = w / 2;
    let bx = s.x;
    let by = s.y;
    for (const [dx, dy] of offsets) {
      const box = { x0: s.x + dx - r - 1, y0: s.y + dy - 9, x1: s.x + dx + r + 1, y1: s.y + dy + 9 };
      const inside = box.x0 >= 0 && box.y0 >= 0 && box.x1 <= f.width && box.y1 <= f.height;
      if (inside && !taken.some((t) => overlaps(t, box))) {
        bx = s.x + dx;
        by = s.y + dy;
        break;
      }
    }
    taken.push({ x0: bx - r, y0: by - 8, x1: bx + r, y1: by + 8 });
    placedAt.set(s, { x: bx, y: by, r });
    const moved = bx !== s.x || by !== s.y;
    const inner =
      `<g class="stop"><title>${escapeXml(`${text}. ${s.label}`)}</title>` +
      (moved
        ? `<path d="M${num(s.x)},${num(s.y)}L${num(bx)},${num(by)}" stroke="${COLORS.accent}" stroke-width="1"/>` +
          `<circle cx="${num(s.x)}" cy="${num(s.y)}" r="2.5" fill="${COLORS.accent}"/>`
        : '') +
      `<rect x="${num(bx - r)}" y="${num(by - 8)}" width="${num(w)}" height="16" rx="8" fill="${COLORS.accent}" stroke="#ffffff" stroke-width="1.2"/>` +
      `<text x="${num(bx)}" y="${num(by)}" dy="0.35em" fill="#ffffff">${escapeXml(text)}</text></g>`;
    badges += link(s.href, inner);
  }
  badges += `</g>`;
  let labels = `<g class="labels" font-size="${FONT}">`;
  const badgeBoxes = new Map([...placedAt].map(([s, at]) => [s, { x0: at.x - at.r, y0: at.y - 8, x1: at.x + at.r, y1: at.y + 8 }]));
  for (const s of stops) {
    const at = placedAt.get(s)!;
    const others = [...badgeBoxes].filter(([o]) => o !== s).map(([, b]) => b);
    const placed = placeLabel(s.label, at.x, at.y, at.r, taken, f.width, f.height, others);
    if (placed) labels += labelText(placed.x, placed.y, placed.anchor, s.label, 'stop-label');
  }
  labels += `</g>`;

  // Key
  let key = '';
  let keyHeight = 0;
  if ((options.showKey ?? true) && stops.length > 0) {
    const entries = stops.map((s) => ({ text: `${s.numbers.join(', ')}  ${s.label}`, s }));
    const colWidth = Math.min(f.width, Math.max(...entries.map((e) => textWidth(e.text, FONT))) + 24);
    const cols = Math.max(1, Math.floor((f.width - 16) / colWidth));
    const rows = Math.ceil(entries.length / cols);
    keyHeight = rows * 18 + 16;
    key = `<g class="key" font-size="${FONT}" fill="${COLORS.ink}">`;
    entries.forEach((e, i) => {
      const col = Math.floor(i / rows);
      const row = i % rows;
      const x = 8 + col * colWidth;
      const y = f.height + 14 + row * 18;
      key += link(
        e.s.href,
        `<text x="${num(x)}" y="${num(y)}" dy="0.35em"><tspan font-weight="700" fill="${COLORS.accent}">${escapeXml(e.s.numbers.join(', '))}</tspan> ${escapeXml(e.s.label)}</text>`,
      );
    });
    key += `</g>`;
  }

  const desc =
    options.desc ??
    `Map of a route in ${legCount} ${legCount === 1 ? 'leg' : 'legs'} with ${number} numbered stops: ` +
      stops
        .slice()
        .sort((a, b) => a.numbers[0]! - b.numbers[0]!)
        .map((s) => s.label)
        .join(', ') +
      '.';
  return (
    svgOpen({ id, width: f.width, height: f.height + keyHeight, title: options.title, desc, className: 'chart-map chart-route' }) +
    `<g class="map">${basemap(f, resolution)}</g>${lines}${badges}${labels}${key}</svg>`
  );
}

/** A small arrowhead at the middle of a polyline, pointing along it. */
function arrowAtMiddle(xy: [number, number][]): string {
  let total = 0;
  for (let i = 1; i < xy.length; i++) total += Math.hypot(xy[i]![0] - xy[i - 1]![0], xy[i]![1] - xy[i - 1]![1]);
  if (total < 40) return '';
  let walked = 0;
  for (let i = 1; i < xy.length; i++) {
    const [x0, y0] = xy[i - 1]!;
    const [x1, y1] = xy[i]!;
    const seg = Math.hypot(x1 - x0, y1 - y0);
    if (walked + seg >= total / 2 && seg > 0) {
      const t = (total / 2 - walked) / seg;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t;
      const ux = (x1 - x0) / seg;
      const uy = (y1 - y0) / seg;
      const tip = [x + ux * 5, y + uy * 5];
      const left = [x - ux * 4 - uy * 4.5, y - uy * 4 + ux * 4.5];
      const right = [x - ux * 4 + uy * 4.5, y - uy * 4 - ux * 4.5];
      return `<path class="direction" d="M${num(tip[0]!)},${num(tip[1]!)}L${num(left[0]!)},${num(left[1]!)}L${num(right[0]!)},${num(right[1]!)}Z" fill="${COLOR.route}" stroke="none"/>`;
    }
    walked += seg;
  }
  return '';
}

// ---------------------------------------------------------------- locator map

/** Locator map: the subcontinent (or `fit`) with one point highlighted and labelled. */
export function locatorMap(point: GeoPoint, options: LocatorMapOptions): string {
  // 110m outlines are enough at locator size (about 5 kB instead of 45 kB)
  const resolution = options.resolution ?? '110m';
  const fit = options.fit ?? 'subcontinent';
  const box: GeoBox = fit === 'points' ? pointsBox([point], options.minSpan ?? 8) : fit === 'subcontinent' ? SUBCONTINENT : fit;
  const f = frame(box, options, 360, options.padding ?? 6);
  const id = chartId('locator', options.title, [point, { ...options, desc: undefined }], options.id);
  const [x, y] = project(f, point);
  const inside = x >= 0 && y >= 0 && x <= f.width && y <= f.height;
  if (!inside) throw new Error(`locator map: ${point.label ?? `${point.lat},${point.lon}`} lies outside the map`);

  let context = '';
  if (options.context?.length) {
    context = `<g class="context" fill="${COLOR.gap}">`;
    for (const p of options.context) {
      const [cx, cy] = project(f, p);
      if (cx < 0 || cy < 0 || cx > f.width || cy > f.height) continue;
      context += `<circle cx="${num(cx)}" cy="${num(cy)}" r="2">${p.label ? `<title>${escapeXml(p.label)}</title>` : ''}</circle>`;
    }
    context += `</g>`;
  }
  const marker =
    `<g class="place">${point.label ? `<title>${escapeXml(point.label)}</title>` : ''}` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="11" fill="${COLORS.accent}" fill-opacity="0.2"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="5.5" fill="${COLORS.accent}" stroke="#ffffff" stroke-width="1.5"/></g>`;
  let label = '';
  if (point.label) {
    const placed = placeLabel(point.label, x, y, 8, [], f.width, f.height);
    if (placed) label = labelText(placed.x, placed.y, placed.anchor, point.label, 'place-label', '700');
  }
  const desc =
    options.desc ??
    `Map of the Indian subcontinent marking ${point.label ?? 'a place'} at ${Math.abs(point.lat).toFixed(2)}° ${point.lat >= 0 ? 'N' : 'S'}, ` +
      `${Math.abs(point.lon).toFixed(2)}° ${point.lon >= 0 ? 'E' : 'W'}.`;
  return (
    svgOpen({ id, width: f.width, height: f.height, title: options.title, desc, className: 'chart-map chart-locator' }) +
    `<g class="map">${basemap(f, resolution)}</g>${context}<g font-size="${FONT}">${link(point.href, marker)}${label}</g></svg>`
  );
}
