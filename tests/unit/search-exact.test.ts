/** The exact search's choices: labels and requests from the API declarations, as the catalog carries them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiModules } from '../../src/apis/registry.ts';
import { epicKinds, EXACT_OPTIONS, kindsOf, labelOf, type ApiFacts } from '../../src/search/exact-options.ts';
import { requestOf } from '../../src/search/exact.ts';

/** What the build writes into each catalog (src/core/write-api.ts) for the browser. */
const facts = (id: string): ApiFacts => {
  const { api } = apiModules.find((m) => m.api.id === id)!;
  return { base: api.base, entities: api.entities };
};

test('each choice is labelled with the request that answers it', () => {
  assert.deepEqual(
    EXACT_OPTIONS.map((o) => [o.id, labelOf(o, facts(o.api))]),
    [
      ['mb-names', 'Mahabharata: name or alias (/mb/v2/{persons,weapons,places,…}/{name})'],
      ['vs-words', 'Noun: transliterated word (/vs/v2/words)'],
      ['vs-descriptions', 'Noun: meaning (/vs/v2/descriptions)'],
      ['rv-poet', 'Rig Veda: poet (/rv/v2/meta/poet)'],
      ['rv-god', 'Rig Veda: being sung for (/rv/v2/meta/god)'],
      ['rv-meter', 'Rig Veda: meter (/rv/v2/meta/meter)'],
    ],
  );
});

test("the epic's kinds in the search's order, with their nouns, and the requests of a query", () => {
  const mb = facts('mb');
  assert.deepEqual(epicKinds(mb), ['persons', 'weapons', 'places', 'events', 'clans', 'journeys']);
  const [names, words] = EXACT_OPTIONS;
  assert.deepEqual(kindsOf(names, mb), ['person', 'weapon', 'place', 'event', 'clan', 'journey']);
  assert.equal(requestOf(names, mb, 'Partha'), '/mb/v2/{kind}/Partha');
  assert.equal(requestOf(names, mb, 'Partha', 'persons'), '/mb/v2/persons/Partha');
  assert.equal(requestOf(words, facts('vs'), 'Ashwa medh'), '/vs/v2/words/ashwa%20medh');
});
