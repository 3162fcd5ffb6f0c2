/** Small hand-made epic graphs for unit tests. */
import { epicKinds, type EpicData } from '../../src/apis/mb/kinds.ts';

/** An epic graph holding only the given collections: every other kind is empty. */
export function epicData(collections: Partial<EpicData>): EpicData {
  const empty = Object.fromEntries(epicKinds.map((k) => [k, []])) as unknown as EpicData;
  return { ...empty, ...collections };
}
