/**
 * One alias rule: the API's name resolution (core/names.ts), the content checks' hints and the
 * links between epic persons and hymn beings agree on an alias shared by two records (it names
 * neither) and on an alias of one record (it names that record, in any letter case).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/api-error.ts';
import { resolveName } from '../../src/core/names.ts';
import { runEpicChecks } from '../../src/apis/mb/checks.ts';
import { epicPersonOf, hymnBeingOf } from '../../src/apis/mb/cross-links.ts';
import { indexEpic } from '../../src/apis/mb/graph.ts';
import type { EventRecord, PersonRecord } from '../../src/apis/mb/schema.ts';
import { epicData } from '../support/epic-data.ts';

const citations = [{ work: 'sorensen' as const, ref: 'Indra' }];
const person = (name: string, aliases: string[]): PersonRecord => ({
  name,
  iast: 'Nāma',
  devanagari: 'नाम',
  aliases,
  shortDesc: 'x',
  gender: 'male',
  childrenReal: [],
  childrenAdopted: [],
  spouses: [],
  foughtWar: null,
  aliveAtWarStart: null,
  aliveAtWarEnd: null,
  longDesc: 'x',
  citations,
});
const event = (eventName: string, eventOrder: number, eventPersons: string[]): EventRecord => ({
  eventName,
  eventPrecededBy: [],
  eventFollowedBy: [],
  eventLocation: [],
  eventDescription: 'x',
  eventPersons,
  eventOrder,
  citations,
});

// "Indra" (a being of the hymns) is an alias of two persons; "Surya" of one.
const data = epicData({
  persons: [person('Shakra', ['Indra']), person('Vasava', ['Indra']), person('Bhaskar', ['Surya'])],
  events: [event('Shared alias', 1, ['Indra']), event('Own alias', 2, ['surya'])],
});
const graph = indexEpic(data);
const apiResolves = (alias: string): string | undefined => {
  try {
    return resolveName(graph.names.persons, alias, 'person');
  } catch (error) {
    assert.ok(error instanceof ApiError && error.status === 404, String(error));
    return undefined;
  }
};
const references = runEpicChecks(data).find((c) => c.id === 'references')!.messages;
/** The record the checks say a reference is an alias of, if any. */
const checksResolve = (alias: string): string | undefined => {
  const message = references.find((m) => m.includes(`${JSON.stringify(alias)} is not a person`));
  assert.ok(message, `the checks report ${alias}: ${references.join('\n')}`);
  return /it is an alias of "([^"]+)"/.exec(message)?.[1];
};

test('an alias shared by two records names neither, for the API, the checks and the cross-links', () => {
  assert.equal(apiResolves('Indra'), undefined);
  assert.equal(checksResolve('Indra'), undefined);
  assert.equal(epicPersonOf('Indra', graph.names.persons), undefined);
  assert.equal(hymnBeingOf(graph.person.get('Shakra')!, graph.names.persons), undefined);
  assert.equal(hymnBeingOf(graph.person.get('Vasava')!, graph.names.persons), undefined);
  // and the checks still say the alias is shared
  const aliases = runEpicChecks(data).find((c) => c.id === 'aliases')!.messages;
  assert.ok(
    aliases.some((m) => m.includes('the alias "indra" is shared by 2 records')),
    aliases.join('\n'),
  );
});

test('an alias of one record names it in any letter case, for the API, the checks and the cross-links', () => {
  assert.equal(apiResolves('surya'), 'Bhaskar');
  assert.equal(checksResolve('surya'), 'Bhaskar');
  assert.equal(epicPersonOf('Surya', graph.names.persons), 'Bhaskar');
  assert.equal(hymnBeingOf(graph.person.get('Bhaskar')!, graph.names.persons), 'Surya');
});
