/**
 * Relation checks of the epic knowledge graph: a table of small named checks (checks/*.ts), each a
 * pure function of the parsed content of content/mb/*.json returning every violation as a message
 * that names the file, the record and the field, e.g.
 * `persons.json: "Arjun".spouses: "Draupdi" is not a person`.
 *
 * `checkEpicGraph` is what the build calls (it fails on any message); `runEpicChecks` returns the
 * same messages grouped by check, for the report. Schema errors are reported by the loader
 * (kinds.ts); reserved names by the mapping's own rule where the API meets its catalog
 * (core/reserved-names.ts).
 */
import { checkContext, type EpicCheck } from './checks/context.ts';
import { deaths, panoplies, warStatus } from './checks/deaths.ts';
import { eventsInverse, eventsOrder } from './checks/events.ts';
import { ancestryAcyclic, parentsAdoptive, parentsReal, spousesSymmetric } from './checks/family.ts';
import { journeyLegsMeet, routePointsAgree } from './checks/journeys.ts';
import { aliases, namesUnique } from './checks/names.ts';
import { placesOnMap } from './checks/places.ts';
import { listDuplicates, references } from './checks/references.ts';
import { sentencesOwn, textsOwn } from './checks/texts.ts';
import { catalogues, deathVictimInEvent, indexEntries, passages } from './checks/sources.ts';
import type { EpicData } from './kinds.ts';

export { PUBLISHED_ALIAS_EXCEPTIONS } from './checks/names.ts';

/** Every check, in the order the report lists them. */
export const EPIC_CHECKS: readonly EpicCheck[] = [
  namesUnique,
  aliases,
  references,
  listDuplicates,
  spousesSymmetric,
  parentsReal,
  parentsAdoptive,
  ancestryAcyclic,
  eventsInverse,
  eventsOrder,
  deaths,
  deathVictimInEvent,
  warStatus,
  panoplies,
  textsOwn,
  sentencesOwn,
  journeyLegsMeet,
  routePointsAgree,
  placesOnMap,
  indexEntries,
  passages,
  catalogues,
];

export interface CheckResult {
  /** Stable identifier of the check. */
  id: string;
  /** One line saying what the check enforces. */
  title: string;
  messages: string[];
}

/** Run every relation check; the result lists each check with its violations (possibly none). */
export function runEpicChecks(data: Partial<EpicData>, contentDir?: string): CheckResult[] {
  const context = checkContext(data, contentDir);
  return EPIC_CHECKS.map(({ id, title, run }) => ({ id, title, messages: run(context) }));
}

/** Every violation of the relation checks, as messages; empty when the graph is consistent. */
export function checkEpicGraph(data: EpicData, contentDir?: string): string[] {
  return runEpicChecks(data, contentDir).flatMap((c) => c.messages);
}
