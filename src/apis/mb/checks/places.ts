/** Places on the map: every identified place has a point; every place without one says it is not identified, and why. */
import { label, q, recs, str, type EpicCheck } from './context.ts';

/** How a place without a point begins its notOnMap: the words, then the reason. */
export const NOT_IDENTIFIED = 'Not identified: ';
/** The fewest words a reason may have ("a river of Kurukshetra, not matched" says why; "unknown" does not). */
export const REASON_WORDS = 4;

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

export const placesOnMap: EpicCheck = {
  id: 'places-on-map',
  title: `A place identified (an identifiedBy, or a notOnMap that calls it identified) has a point (coordinates); a place without one says in notOnMap "${NOT_IDENTIFIED.trim()}" and why, in at least ${REASON_WORDS} words`,
  run({ data }) {
    const out: string[] = [];
    recs(data, 'places').forEach((r, i) => {
      if (r.coordinates !== undefined) return;
      const at = `places.json: ${label('places', r, i)}`;
      if (str(r, 'identifiedBy'))
        out.push(
          `${at}.coordinates: missing, but identifiedBy names an identification; an identified place has a point`,
        );
      const why = str(r, 'notOnMap') ?? '';
      if (why.startsWith(NOT_IDENTIFIED)) {
        if (words(why.slice(NOT_IDENTIFIED.length)) < REASON_WORDS)
          out.push(`${at}.notOnMap: ${q(why)} does not say why the place is not identified`);
      } else if (/\bidentified\b/i.test(why) && !/\bnot identified\b/i.test(why))
        out.push(
          `${at}.notOnMap: calls the place identified (${q(why.slice(0, 60))}…) but it has no coordinates; an identified place has a point (coordinates, identifiedBy, pointKind)`,
        );
      else
        out.push(
          `${at}.notOnMap: a place without a point begins ${q(NOT_IDENTIFIED)} and says why (found ${q(why.slice(0, 60))})`,
        );
    });
    return out;
  },
};
