/** Journeys on the map: consecutive legs meet. */
import { arr, q, recs, label, type EpicCheck } from './context.ts';

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
