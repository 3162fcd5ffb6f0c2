/**
 * Each page's JSON link answers with that page's record, not a search (issue 27): the link every
 * page type makes, resolved through the one request → file mapping, and the precomputed answer of
 * that file. The built files and pages: tests/dist/reader-pages-site.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiDeclaration, PrecomputeOptions } from '../../src/core/endpoint.ts';
import { encodePath, filePathFor } from '../../src/core/request-file.ts';
import { filterRows } from '../../src/core/rows.ts';
import { vsApi } from '../../src/apis/vs/endpoints.ts';
import { rvApi } from '../../src/apis/rv/endpoints.ts';
import { loadNouns } from '../../src/apis/vs/data.ts';
import { nounPages, vsJson } from '../../src/apis/vs/site.ts';
import { loadHymnRows, loadHymnVerses } from '../../src/apis/rv/data.ts';
import { hymnSite, suktaJson } from '../../src/apis/rv/site.ts';
import { HYMN_KINDS } from '../../src/apis/rv/kinds.ts';
import type { HymnRow } from '../../src/apis/rv/schema.ts';

const OPTIONS: PrecomputeOptions = { limits: [] };

/** href → body for every file the named endpoints precompute (what the build writes for them). */
function filesOf<D>(api: ApiDeclaration<D>, data: D, paths: string[]): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const endpoint of api.endpoints.filter((e) => paths.includes(e.path))) {
    for (const [request, body] of endpoint.precompute(data, OPTIONS))
      files.set(encodePath(filePathFor(api, endpoint, request)), body);
  }
  assert.ok(files.size > 0, `no files for ${paths.join(', ')}`);
  return files;
}

test('a noun page links the records of its word, exactly (not every word containing it)', () => {
  const nouns = loadNouns();
  const files = filesOf(vsApi, nouns, ['/word/{word}']);
  const pages = nounPages(nouns.records);
  assert.equal(pages.length, 1513);
  for (const page of pages) {
    const body = files.get(vsJson('/word/{word}', page.word).href) as { word: string; category: string }[];
    assert.ok(body, `no file for ${page.word}`);
    assert.deepEqual(
      body.map((n) => [n.word, n.category]),
      page.senses.map((s) => [s.word, s.category]),
      page.word,
    );
  }
  // the substring endpoint of the same word answers more: the reason for the exact one
  const substring = filterRows(nouns.rows, vsApi.endpoints.find((e) => e.path === '/words/{word}')!.filter!, {
    word: 'anu',
  });
  assert.ok(substring.length > 3);
});

test('sukta and verse pages link the rows of their hymn; poet, being and meter pages the rows of that name only', () => {
  const data = loadHymnRows();
  const site = hymnSite(loadHymnVerses());
  const files = filesOf(rvApi, data, [
    '/sukta/{mandal}/{sukta}',
    '/poetname/{sungby}',
    '/godname/{sungfor}',
    '/metername/{meter}',
  ]);
  for (const s of site.suktas) {
    const body = files.get(suktaJson(s.mandal, s.sukta).href) as HymnRow[];
    assert.deepEqual(
      body,
      data.rows.filter((r) => r.mandal === s.mandal && r.sukta === s.sukta),
      `${s.mandal}.${s.sukta}`,
    );
    assert.ok(body.length > 0);
  }
  const fields = { poets: 'sungby', beings: 'sungfor', meters: 'meter' } as const;
  for (const kind of ['poets', 'beings', 'meters'] as const) {
    const field = fields[kind];
    for (const named of site[kind]) {
      const body = files.get(HYMN_KINDS[kind].json(named.name).href) as HymnRow[];
      assert.ok(body?.length, `${kind} ${named.name}: no rows`);
      assert.deepEqual(
        body,
        data.rows.filter((r) => r[field] === named.name),
        `${kind} ${named.name}`,
      );
    }
  }
  // Agni's substring answer also holds other beings whose names contain "Agni"
  const agni = filterRows(data.rows, rvApi.endpoints.find((e) => e.path === '/god/{sungfor}')!.filter!, {
    sungfor: 'agni',
  });
  assert.ok(agni.some((r) => r.sungfor !== 'Agni'));
});

test('an exact key that cannot be a file name is answered from the rows, in any letter case', () => {
  const word = vsApi.endpoints.find((e) => e.path === '/word/{word}')!;
  const rows = [{ word: 'Anu' }, { word: 'anu' }, { word: 'anus' }];
  assert.deepEqual(filterRows(rows, word.filter!, { word: 'ANU' }), [{ word: 'Anu' }, { word: 'anu' }]);
});

test("an API reference page's example links the file the build writes for it, or none", async () => {
  const { apiModules } = await import('../../src/apis/registry.ts');
  const { exampleFiles } = await import('../../src/core/json-link.ts');
  const lean: PrecomputeOptions = { limits: [10, 50], pageLookups: true, substringGrams: true };
  const full: PrecomputeOptions = { ...lean, limits: Array.from({ length: 50 }, (_, i) => i + 1) };
  const linked: Record<string, string | undefined> = {};
  for (const { api, load, catalog } of apiModules) {
    const data = load();
    const [leanFile, fullFile] = [lean, full].map((options) => exampleFiles(api, data, catalog(data), options));
    for (const example of api.endpoints.flatMap((e) => e.examples ?? [])) {
      linked[api.base + example] = leanFile(example);
      // A full build writes every page size: the lean build's file, or one more.
      if (linked[api.base + example]) assert.equal(fullFile(example), linked[api.base + example]);
      else if (example !== '/words/ashwa')
        assert.match(fullFile(example) ?? '(none)', /\/limit\/\d+\/page\/\d+\.json$/);
    }
    // A request that is an error has no file.
    assert.equal(leanFile('/nowhere'), undefined);
  }
  assert.ok(Object.keys(linked).length > 60, `${Object.keys(linked).length} examples`);
  assert.equal(linked['/mb/v2/persons/names'], '/mb/v2/persons/names.json');
  assert.equal(linked['/mb/v2/persons/partha'], '/mb/v2/persons/Arjun/fields/basic/expand/false.json');
  assert.equal(linked['/mb/v2/persons?page=2'], '/mb/v2/persons/fields/basic/expand/false/limit/10/page/2.json');
  assert.equal(linked['/vs/v2/words/shat'], '/vs/v2/words/shat.json');
  assert.equal(linked['/mb/v2/places?limit=25&page=3'], undefined);
  assert.equal(linked['/rv/v2/meta/poetcategory/human female'], '/rv/v2/meta/poetcategory/human%20female.json');
  // Left to the server (and the client): a substring longer than the precomputed keys, and the
  // page sizes the lean build does not write (a full build writes them: checked above).
  const otherLimit = (request: string) => /[?&]limit=(\d+)/.exec(request)?.[1] ?? '10';
  assert.deepEqual(
    Object.keys(linked).filter((request) => linked[request] === undefined),
    Object.keys(linked).filter(
      (request) => request === '/vs/v2/words/ashwa' || !['10', '50'].includes(otherLimit(request)),
    ),
  );
  assert.equal(Object.keys(linked).filter((request) => linked[request] === undefined).length, 7);
});
