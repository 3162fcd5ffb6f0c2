/**
 * Bytes a fresh client downloads for its first answer, per documented example (the headline: each
 * endpoint's first),
 * against a plain static server: the figure is the overhead beyond the answer's own bytes, measured
 * in the same run (the baseline), with the catalog's size beside it (what a catalog-first client
 * would add). `node bench/client-first-call.ts [dist]`: over the given build, or a lean API tree
 * written into a temporary folder.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiModules } from '../src/apis/registry.ts';
import { VERSION_PATH, versionDocument } from '../src/core/data-version.ts';
import { GRAM_LENGTH } from '../src/core/rows.ts';
import { FileWriter, catalogPath, writeApiFiles } from '../src/core/write-api.ts';
import { DATA_PACKAGE_NAME, pinnedUrls } from '../src/downloads/package.ts';
import { readDataVersion } from '../src/downloads/version.ts';
import { builtClient } from '../tests/support/client-build.ts';
import { countingStaticServer } from '../tests/support/counting-server.ts';

const { createClient } = await builtClient();
const given = process.argv[2];
const dir = given ? resolve(given) : mkdtempSync(join(tmpdir(), 'indica-bench-client-'));
if (!given) {
  const version = readDataVersion(resolve(import.meta.dirname, '..'));
  for (const { api, load, catalog } of apiModules) {
    const data = load();
    writeApiFiles(api, data, catalog(data), new FileWriter(dir), { limits: [10, 50], dataVersion: version.version });
  }
  // As the build writes it: the client reads a host's data version there when a 404 needs proving.
  const pinned = (p: string) => pinnedUrls(version.version, p);
  const document = versionDocument(version, DATA_PACKAGE_NAME, pinned, { substringGrams: GRAM_LENGTH });
  writeFileSync(join(dir, VERSION_PATH), JSON.stringify(document));
}

const { server, log } = countingStaticServer(dir);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const rows: string[] = [];
let worst = 0;
let worstOther = 0;
for (const { api } of apiModules) {
  const catalogBytes = statSync(join(dir, catalogPath(api))).size;
  for (const endpoint of api.endpoints) {
    for (const [index, example] of (endpoint.examples ?? []).entries()) {
      const request = `${api.base}${example}`;
      const start = log.length;
      const body = await createClient({ baseUrls: base }).request(request);
      await new Promise((done) => setTimeout(done, 20));
      const asked = log.slice(start);
      const fetched = asked.reduce((sum, a) => sum + a.bytes, 0);
      const answer = Buffer.byteLength(JSON.stringify(body));
      if (index === 0) worst = Math.max(worst, fetched - answer);
      else worstOther = Math.max(worstOther, fetched - answer);
      rows.push(
        `| \`${request}\`${index === 0 ? '' : ' (not first)'} | ${answer.toLocaleString('en')} | ${fetched.toLocaleString('en')} | ${(fetched - answer).toLocaleString('en')} | ${(fetched / answer).toFixed(2)} | ${asked.length} | ${catalogBytes.toLocaleString('en')} |`,
      );
    }
  }
}
server.close();
if (!given) rmSync(dir, { recursive: true, force: true });
console.log(
  '| first request | answer bytes | fetched bytes | beyond the answer | fetched / answer | files | catalog bytes |',
);
console.log('|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log(`\nmost bytes beyond an answer, first examples: ${worst.toLocaleString('en')}`);
console.log(`most bytes beyond an answer, other examples: ${worstOther.toLocaleString('en')}`);
