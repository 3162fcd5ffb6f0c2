/**
 * Example SPARQL over the RDF edition, shown on the SPARQL page, each with the SQL that asks the
 * SQLite download the same question: tests/unit/sparql-examples.test.ts runs both and compares
 * the answers. IRIs are on the build's site (the edition's subjects are the records' pages). In
 * results, a variable `x_page` next to `x` makes the page link `x` to that page.
 */
import { journeyUrl } from '../apis/mb/urls.ts';
import { deityUrl, poetUrl } from '../apis/rv/urls.ts';
import { vocabNamespace } from './vocabulary.ts';

export interface SparqlExample {
  id: string;
  title: string;
  sparql: string;
  /** the same question asked of the SQLite download: the same columns (without `_page`), in the same order */
  sql: string;
}

/** The journey and the poet the examples ask about (the tests ask the API about them too). */
export const JOURNEY = "Balaram's pilgrimage";
export const POET = 'Vasishth Maitravaruni';

export function sparqlExamples(site: string): SparqlExample[] {
  const page = (path: string) => `<${new URL(path.slice(1), site).href}>`;
  const prefixes = `PREFIX schema: <https://schema.org/>\nPREFIX indica: <${vocabNamespace(site)}>\n`;
  return [
    {
      id: 'war-day-14',
      title: 'Who killed whom on day 14 of the war',
      sparql: `${prefixes}SELECT ?victim ?victim_page ?killer ?killer_page ?event ?event_page
WHERE {
  ?event_page indica:warDay 14 ; schema:name ?event .
  ?victim_page indica:killedAt ?event_page ; indica:killedBy ?killer_page ; schema:name ?victim .
  ?killer_page schema:name ?killer .
}
ORDER BY ?victim ?killer`,
      sql: `SELECT d.personName AS victim, k.value AS killer, e.eventName AS event
FROM deaths d
JOIN events e ON e.eventName = d.personKilledAtEvent
JOIN deaths_personKilledByWhom k ON k.personName = d.personName
WHERE e.warDay = 14
ORDER BY victim, killer;`,
    },
    {
      id: 'poet-to-indra',
      title: `The hymns ${POET} addressed to Indra`,
      sparql: `${prefixes}SELECT ?hymn ?hymn_page (COUNT(?verse) AS ?verses)
WHERE {
  ?verse schema:author ${page(poetUrl(POET))} ;
         schema:about ${page(deityUrl('Indra'))} ;
         schema:isPartOf ?hymn_page .
  ?hymn_page schema:name ?hymn ; schema:position ?sukta .
}
GROUP BY ?hymn ?hymn_page ?sukta
ORDER BY ?sukta`,
      sql: `SELECT 'Rig Veda ' || v.mandal || '.' || v.sukta AS hymn, COUNT(*) AS verses
FROM verses v
JOIN verses_poets p ON p.mandal = v.mandal AND p.sukta = v.sukta AND p.verse = v.verse
JOIN verses_deities d ON d.mandal = v.mandal AND d.sukta = v.sukta AND d.verse = v.verse
WHERE p.name = '${POET}' AND d.name = 'Indra'
GROUP BY v.mandal, v.sukta
ORDER BY v.mandal, v.sukta;`,
    },
    {
      id: 'journey-in-order',
      title: `The places of ${JOURNEY}, in order`,
      sparql: `${prefixes}SELECT ?position ?leg ?leg_page
WHERE {
  ${page(journeyUrl(JOURNEY))} schema:itinerary/schema:itemListElement ?item .
  ?item schema:position ?position ; schema:name ?leg .
  OPTIONAL { ?item schema:item ?leg_page }
}
ORDER BY ?position`,
      sql: `SELECT r.position, r.value AS leg
FROM journeys_journeyRoute r
WHERE r.journeyName = '${JOURNEY.replace(/'/g, "''")}'
ORDER BY r.position;`,
    },
  ];
}
