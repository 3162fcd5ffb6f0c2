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
import { COLORS, chartId, escapeXml, num, svgOpen, textWidth } from './svg.ts';

export interface GeoPoint {
  lat: number;
  lon: number;
  label?: string;
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

export type RouteMapOptions = MapOptions;

export type LocatorMapOptions = MapOptions & {
  /** The point stands for something larger (a river, a range, a country): drawn as a dashed ring round a small dot. */
  representative?: boolean;
};

const COLOR = {
  sea: '#e3ebee',
  land: '#f8f4ea',
  coast: '#8fa3ab',
  border: '#a3977f',
  route: COLORS.accent,
  gap: '#7d7462',
};
const FONT = 12;
/** The pale outline drawn round every label (stroke-width 3, under the fill): 1.5 px each side. */
const HALO = 1.5;
/**
 * How much wider than textWidth's bold estimate a bold label may run: DejaVu Sans Bold, the usual
 * Linux default, is up to 8 % wider (measured in Chromium on the journey maps' labels: 0.92 to
 * 1.078 of it), its regular face within the regular estimate. (Bold labels were measured as
 * regular text before, and collided at 390 px.)
 */
const BOLD_SLACK = 1.1;
/** The width a label takes on the map, its halo included. */
const labelWidth = (text: string, bold: boolean) => textWidth(text, FONT, bold) * (bold ? BOLD_SLACK : 1) + 2 * HALO;

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
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{
    countries: GeometryCollection;
    land: GeometryCollection;
  }>;
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
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lon))
    throw new Error(`map: bad coordinates for ${p.label ?? 'a point'}`);
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
function placeLabel(
  text: string,
  x: number,
  y: number,
  r: number,
  taken: Rect[],
  width: number,
  height: number,
  bold: boolean,
  keepClear: Rect[] = [],
) {
  // the box a label covers: its text as wide as the face may run, and its halo
  const w = labelWidth(text, bold);
  const h = FONT + 2 + 2 * HALO;
  const candidates: { x: number; y: number; anchor: 'start' | 'end' | 'middle'; box: Rect }[] = [
    { x: x + r + 4, y, anchor: 'start', box: { x0: x + r + 3, y0: y - h / 2, x1: x + r + 5 + w, y1: y + h / 2 } },
    { x: x - r - 4, y, anchor: 'end', box: { x0: x - r - 5 - w, y0: y - h / 2, x1: x - r - 3, y1: y + h / 2 } },
    {
      x,
      y: y - r - 4 - h / 2,
      anchor: 'middle',
      box: { x0: x - w / 2 - 1, y0: y - r - 4 - h, x1: x + w / 2 + 1, y1: y - r - 3 },
    },
    {
      x,
      y: y + r + 4 + h / 2,
      anchor: 'middle',
      box: { x0: x - w / 2 - 1, y0: y + r + 3, x1: x + w / 2 + 1, y1: y + r + 4 + h },
    },
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

/** One entry of a route list: a place (one point) or a path through towns (several). */
export interface RouteItem {
  /** The number the page's route list gives it. */
  number: number;
  label: string;
  points: readonly GeoPoint[];
}

interface Badge {
  numbers: number[];
  label: string;
  x: number;
  y: number;
}

const BADGE_H = 18;
const badgeWidth = (text: string) => Math.max(BADGE_H, textWidth(text, FONT, true) + 8);

/**
 * Route map: paths drawn as lines through their towns (small dots), every
 * route item marked by its number in the route list (a place visited twice
 * carries both numbers), badges moved aside on a leader line rather than
 * covering another marker, a legend under the map.
 */
export function routeMap(items: readonly RouteItem[], options: RouteMapOptions): string {
  const all = items.flatMap((l) => l.points);
  if (all.length === 0) throw new Error('route map: no points');
  const resolution = options.resolution ?? '50m';
  const padding = options.padding ?? 36;
  const f = frame(boxFor(options, all), options, 720, padding);
  const id = chartId('route', options.title, [items, { ...options, desc: undefined }], options.id);
  const xy = (p: GeoPoint) => project(f, p);

  // Lines: each path, and dashed links between the end of one item and the start of the next.
  let lines = `<g class="route" fill="none" stroke-linecap="round" stroke-linejoin="round">`;
  let last: [number, number] | undefined;
  let legCount = 0;
  const taken: Rect[] = [];
  const dots: { x: number; y: number; label?: string; first: boolean; item: RouteItem }[] = [];
  for (const item of items) {
    if (item.points.length === 0) continue;
    const pts = item.points.map(xy);
    if (last && Math.hypot(pts[0]![0] - last[0], pts[0]![1] - last[1]) > 1.5) {
      lines += `<path class="gap" d="M${num(last[0])},${num(last[1])}L${num(pts[0]![0])},${num(pts[0]![1])}" stroke="${COLOR.gap}" stroke-width="1.4" stroke-dasharray="4 4"/>`;
    }
    if (pts.length >= 2) {
      legCount++;
      lines +=
        `<path class="leg" d="${pts.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)},${num(y)}`).join('')}" stroke="${COLOR.route}" stroke-width="2.6"/>` +
        arrowAtMiddle(pts);
      item.points.forEach((p, i) => dots.push({ x: pts[i]![0], y: pts[i]![1], label: p.label, first: i === 0, item }));
    }
    last = pts.at(-1);
  }
  lines += `</g>`;

  // Badges: one per place (numbers of every visit), one at the start of each path.
  const badges: Badge[] = [];
  for (const item of items) {
    if (item.points.length === 0) continue;
    const [x, y] = xy(item.points[0]!);
    const same =
      item.points.length === 1
        ? badges.find((b) => b.label === item.label && Math.hypot(b.x - x, b.y - y) < 1)
        : undefined;
    if (same) same.numbers.push(item.number);
    else badges.push({ numbers: [item.number], label: item.label, x, y });
  }
  // town dots are markers too: badges keep off them (except the dot their own path starts at)
  for (const d of dots) taken.push({ x0: d.x - 3, y0: d.y - 3, x1: d.x + 3, y1: d.y + 3 });
  const offsets: [number, number][] = [[0, 0]];
  for (const dist of [22, 32, 44, 58]) {
    for (let k = 0; k < 12; k++)
      offsets.push([Math.round(dist * Math.cos((k * Math.PI) / 6)), Math.round(dist * Math.sin((k * Math.PI) / 6))]);
  }
  let marks = `<g class="stops" font-size="${FONT}" font-weight="700" text-anchor="middle">`;
  let leaders = `<g class="leaders" stroke="${COLORS.accent}" fill="${COLORS.accent}">`;
  const badgeBoxes: Rect[] = [];
  const placed: { b: Badge; x: number; y: number; w: number }[] = [];
  for (const b of badges) {
    const text = b.numbers.join(', ');
    const w = badgeWidth(text);
    const own = (r: Rect) => r.x0 === b.x - 3 && r.y0 === b.y - 3;
    let at: [number, number] = [b.x, b.y];
    for (const [dx, dy] of offsets) {
      const box = {
        x0: b.x + dx - w / 2 - 2,
        y0: b.y + dy - BADGE_H / 2 - 2,
        x1: b.x + dx + w / 2 + 2,
        y1: b.y + dy + BADGE_H / 2 + 2,
      };
      const inside = box.x0 >= 0 && box.y0 >= 0 && box.x1 <= f.width && box.y1 <= f.height;
      if (inside && !badgeBoxes.some((t) => overlaps(t, box)) && !taken.some((t) => !own(t) && overlaps(t, box))) {
        at = [b.x + dx, b.y + dy];
        break;
      }
    }
    const [bx, by] = at;
    badgeBoxes.push({ x0: bx - w / 2, y0: by - BADGE_H / 2, x1: bx + w / 2, y1: by + BADGE_H / 2 });
    placed.push({ b, x: bx, y: by, w });
    const moved = bx !== b.x || by !== b.y;
    // leader lines go under every badge, so that none covers another badge's number
    if (moved)
      leaders += `<path d="M${num(b.x)},${num(b.y)}L${num(bx)},${num(by)}" stroke-width="1.2"/><circle cx="${num(b.x)}" cy="${num(b.y)}" r="3" stroke="none"/>`;
    marks +=
      `<g class="stop">` +
      `<rect x="${num(bx - w / 2)}" y="${num(by - BADGE_H / 2)}" width="${num(w)}" height="${BADGE_H}" rx="${BADGE_H / 2}" fill="${COLORS.accent}" stroke="#ffffff" stroke-width="1.2"/>` +
      `<text x="${num(bx)}" y="${num(by)}" dy="0.35em" fill="#ffffff">${escapeXml(text)}</text></g>`;
  }
  marks += `</g>`;
  leaders += `</g>`;
  let townDots = `<g class="towns" fill="#ffffff" stroke="${COLORS.accent}" stroke-width="1.5">`;
  for (const d of dots) townDots += `<circle cx="${num(d.x)}" cy="${num(d.y)}" r="3"/>`;
  townDots += `</g>`;

  const labels = routeLabels(placed, dots, [...badgeBoxes, ...taken], f.width, f.height);
  const legend = routeLegend(f.width, f.height);

  const desc =
    options.desc ??
    `Map of a route of ${items.length} items (${legCount} ${legCount === 1 ? 'path' : 'paths'}): ${items.map((i) => `${i.number}. ${i.label}`).join(', ')}.`;
  return (
    svgOpen({
      id,
      width: f.width,
      height: f.height + legend.height,
      title: options.title,
      desc,
      className: 'chart-map chart-route',
    }) + `<g class="map">${basemap(f, resolution)}</g>${lines}${townDots}${leaders}${marks}${labels}${legend.svg}</svg>`
  );
}

/** The legend under a route map (its top at `top`): entries in a row where they fit, else one per line. */
function routeLegend(width: number, top: number): { svg: string; height: number } {
  const entries: [string, string][] = [
    ['badge', 'numbered as in the route list'],
    ['leg', 'a path through towns'],
    ['town', 'a town on a path'],
    ['gap', 'on to the next item'],
  ];
  const entryWidth = entries.map(([, text]) => 30 + textWidth(text, FONT) + 18);
  const perRow = Math.max(1, Math.floor((width - 16) / Math.max(...entryWidth)));
  const legendRows = Math.ceil(entries.length / perRow);
  const legendHeight = legendRows * 22 + 10;
  const colW = (width - 16) / perRow;
  let legend = `<g class="legend" font-size="${FONT}" fill="${COLORS.ink}">`;
  entries.forEach(([kind, text], i) => {
    const x = 8 + (i % perRow) * colW;
    const y = top + 16 + Math.floor(i / perRow) * 22;
    const symbol =
      kind === 'badge'
        ? `<rect x="${num(x)}" y="${num(y - 9)}" width="22" height="18" rx="9" fill="${COLORS.accent}"/><text x="${num(x + 11)}" y="${num(y)}" dy="0.35em" text-anchor="middle" font-weight="700" fill="#ffffff">1</text>`
        : kind === 'leg'
          ? `<path d="M${num(x)},${num(y)}h22" stroke="${COLOR.route}" stroke-width="2.6"/>`
          : kind === 'town'
            ? `<circle cx="${num(x + 11)}" cy="${num(y)}" r="3" fill="#ffffff" stroke="${COLORS.accent}" stroke-width="1.5"/>`
            : `<path d="M${num(x)},${num(y)}h22" stroke="${COLOR.gap}" stroke-width="1.4" stroke-dasharray="4 4"/>`;
    legend += `<g class="legend-entry">${symbol}<text x="${num(x + 30)}" y="${num(y)}" dy="0.35em">${escapeXml(text)}</text></g>`;
  });
  legend += `</g>`;
  return { svg: legend, height: legendHeight };
}

/** Place names beside their badges, then town names where there is room (never over `labelBoxes`). */
function routeLabels(
  placed: { b: Badge; x: number; y: number; w: number }[],
  dots: { x: number; y: number; label?: string }[],
  labelBoxes: Rect[],
  width: number,
  height: number,
): string {
  let labels = `<g class="labels" font-size="${FONT}">`;
  for (const p of placed) {
    const spot = placeLabel(p.b.label, p.x, p.y, p.w / 2, labelBoxes, width, height, true);
    if (spot) labels += labelText(spot.x, spot.y, spot.anchor, p.b.label, 'stop-label', '700');
  }
  for (const d of dots) {
    if (!d.label) continue;
    const name = d.label.replace(/ \([^)]*\)$/, '');
    const spot = placeLabel(name, d.x, d.y, 3, labelBoxes, width, height, false);
    if (spot) labels += labelText(spot.x, spot.y, spot.anchor, name, 'town-label');
  }
  labels += `</g>`;
  return labels;
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
  const box: GeoBox =
    fit === 'points' ? pointsBox([point], options.minSpan ?? 8) : fit === 'subcontinent' ? SUBCONTINENT : fit;
  const f = frame(box, options, 360, options.padding ?? 6);
  const id = chartId('locator', options.title, [point, { ...options, desc: undefined }], options.id);
  const [x, y] = project(f, point);
  const inside = x >= 0 && y >= 0 && x <= f.width && y <= f.height;
  if (!inside) throw new Error(`locator map: ${point.label ?? `${point.lat},${point.lon}`} lies outside the map`);

  const marker = options.representative
    ? `<g class="place representative">` +
      `<circle cx="${num(x)}" cy="${num(y)}" r="11" fill="none" stroke="${COLORS.accent}" stroke-width="1.5" stroke-dasharray="3 2"/>` +
      `<circle cx="${num(x)}" cy="${num(y)}" r="3" fill="${COLORS.accent}"/></g>`
    : `<g class="place">` +
      `<circle cx="${num(x)}" cy="${num(y)}" r="11" fill="${COLORS.accent}" fill-opacity="0.2"/>` +
      `<circle cx="${num(x)}" cy="${num(y)}" r="5.5" fill="${COLORS.accent}" stroke="#ffffff" stroke-width="1.5"/></g>`;
  let label = '';
  if (point.label) {
    const placed = placeLabel(point.label, x, y, 8, [], f.width, f.height, true);
    if (placed) label = labelText(placed.x, placed.y, placed.anchor, point.label, 'place-label', '700');
  }
  const desc =
    options.desc ??
    `Map of the Indian subcontinent marking ${point.label ?? 'a place'} at ${Math.abs(point.lat).toFixed(2)}° ${point.lat >= 0 ? 'N' : 'S'}, ` +
      `${Math.abs(point.lon).toFixed(2)}° ${point.lon >= 0 ? 'E' : 'W'}` +
      (options.representative ? ', a representative point drawn as a dashed ring.' : '.');
  return (
    svgOpen({
      id,
      width: f.width,
      height: f.height,
      title: options.title,
      desc,
      className: 'chart-map chart-locator',
    }) + `<g class="map">${basemap(f, resolution)}</g><g font-size="${FONT}">${marker}${label}</g></svg>`
  );
}
