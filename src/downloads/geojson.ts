/**
 * GeoJSON (RFC 7946, [lon, lat]): places with coordinates as points (with the source of each
 * identification and what the point stands for: the site itself, or a representative point of a
 * river, range or country; a place without one says why on its page), paths as line strings through
 * their modern towns (with the stand-in towns the original route puts at a place), journeys as line
 * strings through their route (a place's point, a path's points), each with its name and page.
 */
import type { EpicGraph } from '../apis/mb/graph.ts';
import { journeyUrl, placeUrl } from '../apis/mb/urls.ts';

type Position = [number, number];
interface Feature {
  type: 'Feature';
  id: string;
  geometry: { type: 'Point'; coordinates: Position } | { type: 'LineString'; coordinates: Position[] } | null;
  properties: Record<string, unknown>;
}

export function epicGeoJson(g: EpicGraph, page: (path: string) => string): object {
  const features: Feature[] = [];
  for (const p of g.places) {
    if (!p.coordinates) continue;
    features.push({
      type: 'Feature',
      id: `place:${p.placeNameEpic}`,
      geometry: { type: 'Point', coordinates: [p.coordinates.lon, p.coordinates.lat] },
      properties: {
        kind: 'place',
        name: p.placeNameEpic,
        placeType: p.placeType,
        placeNameCurrent: p.placeNameCurrent,
        identifiedBy: p.identifiedBy,
        ...(p.identificationDisputed ? { identificationDisputed: p.identificationDisputed } : {}),
        pointKind: p.pointKind,
        ...(p.pointNote ? { pointNote: p.pointNote } : {}),
        page: page(placeUrl(p.placeNameEpic)),
      },
    });
  }
  for (const p of g.paths) {
    features.push({
      type: 'Feature',
      id: `path:${p.pathNameEpic}`,
      geometry: { type: 'LineString', coordinates: p.pathPoints.map((pt) => [pt.lon, pt.lat]) },
      properties: {
        kind: 'path',
        name: p.pathNameEpic,
        towns: p.pathCurrent,
        ...(p.standIn ? { standIn: p.standIn } : {}),
        journeys: g.journeys.filter((j) => j.journeyRoute.includes(p.pathNameEpic)).map((j) => j.journeyName),
      },
    });
  }
  for (const j of g.journeys) {
    const line: Position[] = [];
    for (const leg of j.journeyRoute) {
      const place = g.place.get(leg);
      const points: Position[] = place?.coordinates
        ? [[place.coordinates.lon, place.coordinates.lat]]
        : (g.path.get(leg)?.pathPoints ?? []).map((pt) => [pt.lon, pt.lat]);
      for (const point of points)
        if (!line.length || line.at(-1)![0] !== point[0] || line.at(-1)![1] !== point[1]) line.push(point);
    }
    features.push({
      type: 'Feature',
      id: `journey:${j.journeyName}`,
      geometry: line.length >= 2 ? { type: 'LineString', coordinates: line } : null,
      properties: {
        kind: 'journey',
        name: j.journeyName,
        route: j.journeyRoute,
        persons: j.journeyPersons,
        event: j.journeyEvent,
        page: page(journeyUrl(j.journeyName)),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}
