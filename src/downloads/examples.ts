/**
 * Example SQL over the SQLite download, shown on the downloads and SQL pages and run by the tests
 * (whose answers are checked against the API). In results, a column `x_page` next to `x` makes the
 * SQL page link `x` to that page.
 */
export interface ExampleQuery {
  id: string;
  title: string;
  sql: string;
}

export const EXAMPLE_QUERIES: ExampleQuery[] = [
  {
    id: 'war-deaths',
    title: 'Who killed whom on which day of the war',
    sql: `SELECT e.warDay AS day,
       d.personName AS victim, v.page AS victim_page,
       k.value AS killer, p.page AS killer_page,
       e.eventName AS event, e.page AS event_page
FROM deaths d
JOIN events e ON e.eventName = d.personKilledAtEvent
JOIN deaths_personKilledByWhom k ON k.personName = d.personName
JOIN persons v ON v.name = d.personName
JOIN persons p ON p.name = k.value
WHERE e.warDay IS NOT NULL
ORDER BY e.warDay, e.eventOrder, d.personName, k.position;`,
  },
  {
    id: 'indra-by-poet-category',
    title: 'Hymns to Indra by poet category',
    sql: `SELECT sungbycategory AS poet_category,
       '/rigveda/poet-categories/' || replace(sungbycategory, ' ', '-') || '/' AS poet_category_page,
       COUNT(*) AS api_rows,
       COUNT(DISTINCT mandal || '.' || sukta) AS suktas
FROM hymn_rows
WHERE sungfor = 'Indra'
GROUP BY sungbycategory
ORDER BY api_rows DESC, poet_category;`,
  },
  {
    id: 'flora-nouns',
    title: 'Nouns of the Flora group',
    sql: `SELECT n.word, n.page AS word_page, n.nagari, n.category, n.description
FROM nouns n
JOIN noun_categories c ON c.category = n.category
WHERE c.subjectGroup = 'Flora'
ORDER BY n.category, n.id;`,
  },
  {
    id: 'arjun-journey-routes',
    title: "Arjun's journeys and their routes, leg by leg",
    sql: `SELECT j.journeyName AS journey, j.page AS journey_page, r.position, r.value AS leg,
       pl.page AS leg_page, pl.coordinates_lat AS lat, pl.coordinates_lon AS lon
FROM journeys j
JOIN journeys_journeyPersons jp ON jp.journeyName = j.journeyName AND jp.value = 'Arjun'
JOIN journeys_journeyRoute r ON r.journeyName = j.journeyName
LEFT JOIN places pl ON pl.placeNameEpic = r.value
ORDER BY j.journeyName, r.position;`,
  },
];

/** The examples as one commented SQL file. */
export function examplesSql(): string {
  return EXAMPLE_QUERIES.map((q) => `-- ${q.id}: ${q.title}\n${q.sql}\n`).join('\n');
}
