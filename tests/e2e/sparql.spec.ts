/** SPARQL in the browser (Oxigraph's WebAssembly over the RDF edition), in real Chromium: an example answers as the SQLite does. */
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sparqlExamples } from '../../src/downloads/sparql-examples.ts';

const dist = join(import.meta.dirname, '../../dist');

test("SPARQL page: who killed whom on day 14, as the SQLite answers, with links to the records' pages", async ({
  page,
}) => {
  // the first query loads the engine (4 MB) and the graph (gunzipped and parsed in the page)
  test.setTimeout(240_000);
  const example = sparqlExamples('http://localhost/').find((e) => e.id === 'war-day-14')!;
  const db = new DatabaseSync(join(dist, 'downloads', 'indica.sqlite'), { readOnly: true });
  const expected = (db.prepare(example.sql).all() as { victim: string; killer: string; event: string }[]).map(
    (r) => `${r.victim}|${r.killer}|${r.event}`,
  );
  db.close();
  await page.goto('/downloads/sparql/?example=war-day-14');
  await expect(page.locator('#sparql-example')).toHaveValue('war-day-14');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('#sparql-status')).toContainText(/^\d+ rows in \d+ ms\.$/, { timeout: 200_000 });
  await expect(page.locator('#sparql-results thead')).toHaveText(/victim\s*killer\s*event/);
  const cells = await page
    .locator('#sparql-results tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent).join('|')));
  expect(cells).toEqual(expected);
  const link = page.locator('#sparql-results tbody tr', { hasText: 'Jayadrath' }).locator('a').first();
  await link.click();
  await expect(page).toHaveURL(/\/mahabharata\/persons\/jayadrath\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jayadrath');
});
