// Maps over an outline of the Indian subcontinent (Natural Earth via world-atlas), projected with
// d3-geo at build time: route maps (numbered stops joined by legs) and locator maps (one point).
import { geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { COLORS, chartId, escapeXml, link, num, svgOpen } from './svg.ts';

export interface GeoPoint {
  lat: number;
  lon: number;
  label?: string;
  href?: string;
}

type Countries = { type: 'FeatureCollection'; features: { type: 'Feature'; properties: { name: string }; geometry: unknown }[] };
let countries: Countries | undefined;

function world(): Countries {
  if (!countries) {
    const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
    const topology = JSON.parse(readFileSync(file, 'utf8'));
    countries = feature(topology, topology.objects.countries) as unknown as Countries;
  }
  return countries;
}

/** The subcontinent's extent (lon/lat), used by locator maps and as the least extent of routes. */
const SUBCONTINENT: [[number, number], [number, number]] = [[66, 6], [97, 36]];

function frame(points: GeoPoint[], width: number, height: number, pad: number, extent?: [[number, number], [number, number]]) {
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  const [[w, s], [e, n]] = extent ?? [
    [Math.min(...lons) - pad, Math.min(...lats) - pad],
    [Math.max(...lons) + pad, Math.max(...lats) + pad],
  ];
  const box = { type: 'Feature', geometry: { type: 'MultiPoint', coordinates: [[w, s], [e, n], [w, n], [e, s]] } };
  const projection = geoMercator().fitExtent([[10, 10], [width - 10, height - 10]], box as never);
  return { projection, path: geoPath(projection) };
}

function outline(path: ReturnType<typeof geoPath>): string {
  return world()
    .features.map((f) => {
      const d = path(f as never);
      return d ? `<path d="${d.replace(/(\d+\.\d{1,1})\d+/g, '$1')}" fill="${COLORS.panel}" stroke="${COLORS.line}" stroke-width="0.8"/>` : '';
    })
    .join('');
}

export interface RouteLeg {
  name: string;
  points: GeoPoint[];
}

/** A journey's legs as one line through its stops, stops numbered in travel order. */
export function routeMapSvg(legs: RouteLeg[], options: { title: string; desc?: string; width?: number; height?: number }): string {
  const width = options.width ?? 720;
  const height = options.height ?? 560;
  const stops = legs.flatMap((l) => l.points);
  const { projection, path } = frame(stops, width, height, 2.5);
  const id = chartId('route', options.title, stops.map((p) => [p.lat, p.lon]));
  const parts = [svgOpen({ id, width, height, title: options.title, desc: options.desc }), `<rect width="${width}" height="${height}" fill="#eef3f6"/>`];
  parts.push(`<g clip-path="url(#${id}-clip)">${outline(path)}</g><clipPath id="${id}-clip"><rect width="${width}" height="${height}"/></clipPath>`);
  const xy = stops.map((p) => projection([p.lon, p.lat])!);
  parts.push(`<path d="${xy.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('')}" fill="none" stroke="${COLORS.accent}" stroke-width="2.2" stroke-linejoin="round"/>`);
  const seen = new Map<string, number>();
  // Labels that would overlap an earlier one are left out (the page lists every stop by number).
  const placed: { x0: number; x1: number; y0: number; y1: number }[] = [];
  const fits = (x: number, y: number, text: string) => {
    const box = { x0: x + 9, x1: x + 12 + text.length * 6.2, y0: y - 8, y1: y + 6 };
    if (box.x1 > width || placed.some((p) => box.x0 < p.x1 && box.x1 > p.x0 && box.y0 < p.y1 && box.y1 > p.y0)) return false;
    placed.push(box);
    return true;
  };
  stops.forEach((p, i) => {
    const [x, y] = xy[i];
    const key = `${num(x, 0)},${num(y, 0)}`;
    if (seen.has(key)) return; // a town shared by two legs is drawn once
    seen.set(key, i);
    const n = seen.size;
    parts.push(
      link(
        p.href,
        `<g><circle cx="${num(x)}" cy="${num(y)}" r="7" fill="#ffffff" stroke="${COLORS.accent}" stroke-width="1.5"/>` +
          `<text x="${num(x)}" y="${num(y + 3.5)}" font-size="9" text-anchor="middle" fill="${COLORS.ink}">${n}</text>` +
          (p.label && fits(x, y, p.label) ? `<text x="${num(x + 10)}" y="${num(y + 4)}" font-size="11" fill="${COLORS.ink}" stroke="#eef3f6" stroke-width="3" paint-order="stroke">${escapeXml(p.label)}</text>` : '') +
          `<title>${escapeXml(`${n}. ${p.label ?? ''}`)}</title></g>`,
      ),
    );
  });
  parts.push('</svg>');
  return parts.join('');
}

/** One place on the subcontinent. */
export function locatorMapSvg(point: GeoPoint, options: { title: string; desc?: string; width?: number; height?: number }): string {
  const width = options.width ?? 360;
  const height = options.height ?? 380;
  const inside = point.lon >= SUBCONTINENT[0][0] && point.lon <= SUBCONTINENT[1][0] && point.lat >= SUBCONTINENT[0][1] && point.lat <= SUBCONTINENT[1][1];
  const { projection, path } = frame([point], width, height, 8, inside ? SUBCONTINENT : undefined);
  const [x, y] = projection([point.lon, point.lat])!;
  const id = chartId('locator', options.title, [point.lat, point.lon]);
  return [
    svgOpen({ id, width, height, title: options.title, desc: options.desc }),
    `<rect width="${width}" height="${height}" fill="#eef3f6"/>`,
    `<g clip-path="url(#${id}-clip)">${outline(path)}</g><clipPath id="${id}-clip"><rect width="${width}" height="${height}"/></clipPath>`,
    `<circle cx="${num(x)}" cy="${num(y)}" r="6" fill="${COLORS.accent}" stroke="#ffffff" stroke-width="2"/>`,
    point.label ? `<text x="${num(x + 9)}" y="${num(y + 4)}" font-size="12" font-weight="bold" fill="${COLORS.ink}" stroke="#eef3f6" stroke-width="3" paint-order="stroke">${escapeXml(point.label)}</text>` : '',
    '</svg>',
  ].join('');
}
