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
