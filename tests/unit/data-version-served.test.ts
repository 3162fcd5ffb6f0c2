/**
 * The data version where a program reads it: each API's catalog, /version.json, the bundled
 * server's Indica-Data-Version header, and the same header in the nginx, Netlify and Vercel
 * configurations. Written in-process into a temporary folder (the Vedic nouns API: small).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { apiModules } from '../../src/apis/registry.ts';
import { VERSION_PATH, versionDocument } from '../../src/core/data-version.ts';
import { FileWriter, catalogPath, writeApiFiles } from '../../src/core/write-api.ts';
import { DATA_PACKAGE_NAME, pinnedUrls } from '../../src/downloads/package.ts';
import { readDataVersion } from '../../src/downloads/version.ts';
import { headersFile } from '../../src/hosting/configs.ts';
import { vercelRoutes } from '../../src/hosting/vercel.ts';
import { nginxConfig } from '../../src/hosting/nginx.ts';
import { DATA_VERSION_HEADER } from '../../src/hosting/policy.ts';
import { createIndicaServer } from '../../src/server/server.ts';

const root = join(import.meta.dirname, '..', '..');
const version = readDataVersion(root);
const apis = apiModules.map((m) => m.api);
let dir = '';
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'indica-version-'));
  const { api, load, catalog } = apiModules[0]!;
  const data = load();
  writeApiFiles(api, data, catalog(data), new FileWriter(dir), { limits: [10], dataVersion: version.version });
  writeFileSync(
    join(dir, VERSION_PATH),
    JSON.stringify(versionDocument(version, DATA_PACKAGE_NAME, (p) => pinnedUrls(version.version, p))),
  );
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('the catalog and /version.json name the data version', () => {
  const catalog = JSON.parse(readFileSync(join(dir, catalogPath(apiModules[0]!.api)), 'utf8'));
  assert.equal(catalog.dataVersion, version.version);
  const doc = JSON.parse(readFileSync(join(dir, VERSION_PATH), 'utf8'));
  assert.equal(doc.version, version.version);
  assert.equal(doc.date, version.date);
  assert.equal(doc.contentDigest, version.contentDigest);
  assert.equal(doc.pinned.jsdelivr, `https://cdn.jsdelivr.net/npm/${DATA_PACKAGE_NAME}@${version.version}/`);
});

test('the bundled server sends Indica-Data-Version on answers, errors and pages', async () => {
  const server = createIndicaServer(dir).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ['/vs/v2/words/shat', '/vs/v2/nowhere', '/version.json', '/no-page']) {
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      assert.equal(response.headers.get(DATA_VERSION_HEADER), version.version, path);
    }
  } finally {
    server.close();
  }
});

test('Netlify and Vercel set the header on every path; nginx in every location that sets headers', async () => {
  const file = join(dir, '_headers');
  writeFileSync(file, headersFile(apis, version.version));
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  assert.deepEqual(errors.map(String), []);
  const all = headers.find((h: { for: string }) => h.for === '/*') as { values: Record<string, string> };
  assert.equal(all.values[DATA_VERSION_HEADER], version.version);

  const everywhere = vercelRoutes(apis, { dataVersion: version.version })[0];
  assert.ok(!('handle' in everywhere) && everywhere.src === '^/.*$' && everywhere.continue);
  assert.equal(everywhere.headers?.[DATA_VERSION_HEADER], version.version);

  const nginx = nginxConfig(apis, { root: dir, dataVersion: version.version });
  assert.match(
    nginx,
    new RegExp(`map "" \\$indica_data_version \\{\\n\\s+default "${version.version.replace(/\./g, '\\.')}";`),
  );
  const corsLines = nginx.split('\n').filter((l) => l.includes('add_header Access-Control-Allow-Origin * always;'));
  const versionLines = nginx
    .split('\n')
    .filter((l) => l.includes(`add_header ${DATA_VERSION_HEADER} $indica_data_version always;`));
  // Every location's header set (the method guard's 405 aside, which sets its own) names the version.
  assert.ok(versionLines.length >= 5, `${versionLines.length} locations`);
  assert.ok(corsLines.length > versionLines.length - 1);
  // (The header's name still appears in Access-Control-Expose-Headers: only a header line of its own is refused.)
  assert.doesNotMatch(
    headersFile(apis),
    new RegExp(`^\\s*${DATA_VERSION_HEADER}:`, 'm'),
    'no version given, no header',
  );
});
