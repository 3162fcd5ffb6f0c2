/**
 * The API sandbox (Swagger UI over the published OpenAPI document) in real Chromium: a request
 * sent from its form goes to this same origin and the real answer is shown.
 */
import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from '../support/axe.ts';

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

/**
 * Every endpoint of a sandbox opened and executed with the values its form offers (each
 * parameter's example or first choice), as a reader trying the API leaves the page.
 */
async function useEverything(page: Page): Promise<number> {
  const ops = page.locator('.opblock');
  const count = await ops.count();
  for (let i = 0; i < count; i++) {
    const op = ops.nth(i);
    await op.locator('.opblock-summary').first().click();
    const tryOut = op.locator('button.try-out__btn', { hasText: 'Try it out' });
    if (await tryOut.count()) await tryOut.click();
    for (const input of await op.locator('tr.parameters input[type=text]').all())
      if (!(await input.inputValue())) await input.fill((await input.getAttribute('placeholder')) || 'arjun');
    const execute = op.getByRole('button', { name: 'Execute' });
    const status = op.locator('.live-responses-table .response-col_status').first();
    await execute.click();
    // A long answer takes Swagger UI seconds to draw on a busy machine; a click it missed while it
    // was still drawing the form is made again, as a reader would.
    await expect(async () => {
      if (!(await status.isVisible()) && (await execute.isVisible())) await execute.click();
      await expect(status).toBeVisible({ timeout: 20_000 });
    }).toPass({ timeout: 90_000 });
  }
  return count;
}

test.describe('the sandbox after use', () => {
  test.describe.configure({ timeout: 300_000 });
  for (const width of [390, 1280])
    for (const api of ['vs', 'rv', 'mb']) {
      test(`${api} at ${width} px: axe finds nothing with every endpoint executed, light and dark`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(`/api/${api}/try/`);
        await expect(page.locator('.opblock').first()).toBeVisible();
        expect(await useEverything(page), 'endpoints used').toBeGreaterThan(3);
        expect(await page.getByRole('heading', { level: 1 }).count(), 'one h1').toBe(1);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.screenshot({ path: testInfo.outputPath(`sandbox-${api}-${width}-${scheme}.png`), fullPage: true });
          expect.soft(await wcagViolations(page), `axe, ${scheme}`).toEqual([]);
        }
      });
    }
});
