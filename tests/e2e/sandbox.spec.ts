/**
 * The API sandbox (Swagger UI over the published OpenAPI document) in real Chromium: a request
 * sent from its form goes to this same origin and the real answer is shown.
 */
import { expect, test, type Page } from '@playwright/test';

/** Opens an operation, fills its parameters, executes it; returns the request sent and the body shown. */
async function execute(page: Page, operationId: string, fill: (op: ReturnType<Page['locator']>) => Promise<void>) {
  const op = page.locator(`#operations-default-${operationId}`);
  await op.locator('.opblock-summary').first().click();
  await fill(op);
  const sent = page.waitForRequest(
    (r) => new URL(r.url()).pathname.startsWith('/') && r.url().includes('/v2/') && !r.url().endsWith('openapi.json'),
  );
  await op.getByRole('button', { name: 'Execute' }).click();
  const request = await sent;
  const status = op.locator('.live-responses-table .response .response-col_status').first();
  await expect(status).toBeVisible();
  const body = op.locator('.live-responses-table .response-col_description pre').first();
  await expect(body).not.toBeEmpty();
  return {
    url: request.url(),
    status: (await status.textContent())!.trim(),
    body: JSON.parse((await body.textContent())!),
  };
}

test('vs sandbox: a category in another letter case, sent to this origin, shows the real answer', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto('/api/vs/try/');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Vedic nouns');
  const shown = await execute(page, 'categoriesByCategory', async (op) => {
    await op.locator('tr[data-param-name="category"] input').fill('Plant');
  });
  expect(shown.url).toBe(`${baseURL}/vs/v2/categories/Plant`);
  expect(shown.status).toBe('200');
  const real = await (await page.request.get('/vs/v2/categories/Plant')).json();
  expect(real.length).toBeGreaterThan(5);
  expect(shown.body).toEqual(real);
  await page.screenshot({ path: testInfo.outputPath('sandbox-vs.png'), fullPage: false });
});

test('mb sandbox: an alias with fields=full, and an error answer', async ({ page, baseURL }) => {
  await page.goto('/api/mb/try/');
  const shown = await execute(page, 'personsByName', async (op) => {
    await op.locator('tr[data-param-name="name"] input').fill('partha');
    await op.locator('tr[data-param-name="fields"] select').selectOption('full');
  });
  expect(shown.url).toBe(`${baseURL}/mb/v2/persons/partha?fields=full&expand=false`);
  expect(shown.status).toBe('200');
  expect(shown.body).toEqual(await (await page.request.get('/mb/v2/persons/Arjun?fields=details')).json());
  expect(shown.body.longDesc).toBeTruthy();

  const missing = await execute(page, 'weaponsByName', async (op) => {
    await op.locator('tr[data-param-name="name"] input').fill('No such weapon');
  });
  expect(missing.status).toBe('404');
  expect(missing.body).toEqual(await (await page.request.get('/mb/v2/weapons/No%20such%20weapon')).json());
});

test('the sandbox is only on its own pages; the reference pages link to it and load no script', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/api/rv/');
  await expect(page.getByRole('link', { name: 'try it in the sandbox' })).toHaveAttribute('href', '/api/rv/try/');
  await expect(page.locator('.usage')).toContainText("indica.rv.godByPoet('indra', 'vasishth')");
  expect(scripts).toEqual([]);
});
