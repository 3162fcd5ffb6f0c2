/** Journeys on the map: consecutive legs meet. */
import { lookupName } from '../../../core/names.ts';
import { arr, q, recs, label, str, type CheckContext, type EpicCheck } from './context.ts';

/** How far apart two consecutive legs of a journey may be on the map. */
export const LEG_GAP_KM = 150;

/** Great-circle distance in km. */
function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export const journeyLegsMeet: EpicCheck = {
  id: 'journey-legs-meet',
  title: `A journey's path begins and ends within ${LEG_GAP_KM} km of the located place or path next to it`,
  run({ data, idx }) {
    const out: string[] = [];
    type Pt = { lat: number; lon: number };
    const pt = (v: unknown): Pt | undefined =>
      v && typeof v === 'object' && typeof (v as Pt).lat === 'number' && typeof (v as Pt).lon === 'number'
        ? (v as Pt)
        : undefined;
    const ends = (item: string): { start?: Pt; end?: Pt; isPath: boolean } => {
      const path = idx.paths.get(item);
      if (path) {
        const pts = Array.isArray(path.pathPoints) ? path.pathPoints.map(pt) : [];
        return { start: pts[0], end: pts[pts.length - 1], isPath: true };
      }
      const c = pt(idx.places.get(item)?.coordinates);
      return { start: c, end: c, isPath: false };
    };
    recs(data, 'journeys').forEach((r, i) => {
      const route = arr(r, 'journeyRoute');
      for (let k = 1; k < route.length; k++) {
        const a = ends(route[k - 1]!);
        const b = ends(route[k]!);
        if (!(a.isPath || b.isPath) || !a.end || !b.start) continue;
        const gap = Math.round(kmBetween(a.end, b.start));
        if (gap > LEG_GAP_KM)
          out.push(
            `journeys.json: ${label('journeys', r, i)}.journeyRoute: ${q(route[k - 1]!)} ends ${gap} km from where ${q(route[k]!)} begins`,
          );
      }
    });

    return out;
  },
};

/** How far a path's point named for a place may lie from that place's own point (a town on the road near it). */
export const PLACE_POINT_KM = 60;

/** The places a path's name names for its first and last points ("Hastinapur to the Kamyak forest"). */
export function pathEndNames(pathName: string): { first?: string; last?: string } {
  const parts = pathName.split(' to ');
  if (parts.length < 2) return {};
  const bare = (s: string) => s.replace(/^the /, '');
  return { first: bare(parts[0]!), last: bare(parts.at(-1)!) };
}

export const routePointsAgree: EpicCheck = {
  id: 'route-points-agree',
  title: `A path's first or last point named for a place lies within ${PLACE_POINT_KM} km of that place's point, or, for a place not on the map, the place's notOnMap names the town the path puts there; a farther end is a stand-in the path's standIn names (the town and the place)`,
  run({ data, idx }) {
    const out: string[] = [];
    recs(data, 'paths').forEach((r, i) => {
      const name = str(r, 'pathNameEpic');
      const towns = arr(r, 'pathCurrent');
      const points = Array.isArray(r.pathPoints) ? (r.pathPoints as Pt[]) : [];
      if (!name || !towns.length || points.length !== towns.length) return;
      const { first, last } = pathEndNames(name);
      for (const [placeName, k] of [
        [first, 0],
        [last, towns.length - 1],
      ] as const) {
        const place = placeName ? (idx.places.get(placeName) ?? aliasedPlace(idx, placeName)) : undefined;
        if (!place) continue;
        const town = towns[k]!.replace(/ \([^)]*\)$/, '');
        const at = `paths.json: ${label('paths', r, i)}.pathPoints: point ${k + 1} (${town})`;
        const own = point(place.coordinates);
        if (own && point(points[k])) {
          const km = Math.round(kmBetween(own, points[k]!));
          const placeName = str(place, 'placeNameEpic')!;
          const standIn = str(r, 'standIn') ?? '';
          if (km > PLACE_POINT_KM && !(standIn.includes(town) && standIn.includes(placeName)))
            out.push(
              `${at}: ${km} km from the point of ${q(placeName)} on its own page, and the path's standIn does not name ${town} as a stand-in for it`,
            );
        } else if (!own && !(str(place, 'notOnMap') ?? '').includes(town))
          out.push(
            `${at}: puts ${q(str(place, 'placeNameEpic')!)} at ${town}, but its page does not place it there (its notOnMap does not name ${town})`,
          );
      }
    });
    return out;
  },
};

type Pt = { lat: number; lon: number };
const point = (v: unknown): Pt | undefined =>
  v && typeof v === 'object' && typeof (v as Pt).lat === 'number' && typeof (v as Pt).lon === 'number'
    ? (v as Pt)
    : undefined;
/** A place named by one of its aliases ("Virat" is not a place, but "the Kamyak forest" may be). */
function aliasedPlace(idx: CheckContext['idx'], n: string) {
  const name = lookupName(idx.places.aliasOf, n);
  return name ? idx.places.get(name) : undefined;
}
