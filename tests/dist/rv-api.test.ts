/** The hymn API through the bundled server: the original documentation's examples and Rule 5. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../support/dist.ts';

import type { HymnRow as Row } from '../../src/apis/rv/schema.ts';
let server: Awaited<ReturnType<typeof startServer>>;
before(async () => {
  server = await startServer();
});
after(() => server.close());
const get = async (path: string) => {
  const res = await fetch(server.base + path);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
};

describe('the original documentation examples', () => {
  test('/meter/tup includes Anushtup and Trishtup rows', async () => {
    const { body } = await get('/rv/v2/meta/meter/tup');
    const meters = new Set((body as Row[]).map((r) => r.meter));
    assert.ok(meters.has('Anushtup') && meters.has('Trishtup'), [...meters].join(', '));
    assert.ok((body as Row[]).every((r) => r.meter.toLowerCase().includes('tup')));
  });
  test("/poet/tra includes Vishwamitra's and Vasishth Maitravaruni's rows", async () => {
    const poets = new Set(((await get('/rv/v2/meta/poet/tra')).body as Row[]).map((r) => r.sungby));
    assert.ok(
      [...poets].some((p) => p.startsWith('Vishwamitra')),
      [...poets].join(', '),
    );
    assert.ok(poets.has('Vasishth Maitravaruni'));
  });
  test("/god/ni includes Nirriti's and Sinivali's rows", async () => {
    const gods = new Set(((await get('/rv/v2/meta/god/ni')).body as Row[]).map((r) => r.sungfor));
    assert.ok(gods.has('Nirriti') && gods.has('Sinivali'), [...gods].join(', '));
  });
  test('/book/4 is mandal 4 in verse order, with the seven documented fields', async () => {
    const rows = (await get('/rv/v2/meta/book/4')).body as Row[];
    assert.ok(rows.length > 50);
    assert.ok(rows.every((r) => r.mandal === 4));
    for (let i = 1; i < rows.length; i++) assert.ok(rows[i].sukta >= rows[i - 1].sukta, 'sukta order');
    assert.deepEqual(Object.keys(rows[0]).sort(), [
      'mandal',
      'meter',
      'sukta',
      'sungby',
      'sungbycategory',
      'sungfor',
      'sungforcategory',
    ]);
  });
  test('two-parameter substrings, any case', async () => {
    const rows = (await get('/rv/v2/meta/godbypoet/INDRA/vasi')).body as Row[];
    assert.ok(rows.length > 0 && rows.every((r) => /indra/i.test(r.sungfor) && /vasi/i.test(r.sungby)));
    const agni = (await get('/rv/v2/meta/god/Agni/10')).body as Row[];
    assert.ok(agni.length > 0 && agni.every((r) => r.mandal === 10 && /agni/i.test(r.sungfor)));
  });
});

describe('Rule 5 on the hymn API', () => {
  const cases: [string, number][] = [
    ['/rv/v2/meta/book/0', 404],
    ['/rv/v2/meta/book/11', 404],
    ['/rv/v2/meta/book/x', 400],
    ['/rv/v2/meta/book/1.5', 400],
    ['/rv/v2/meta/book/-1', 400],
    ['/rv/v2/meta/poetcategory/bogus', 404],
    ['/rv/v2/meta/godcategory/bogus', 404],
    ['/rv/v2/meta/godcategorybypoetcategory/animal/bogus', 404],
    ['/rv/v2/meta/god/agni/x', 400],
    ['/rv/v2/meta/god/agni/12', 404],
  ];
  for (const [path, status] of cases) {
    test(`${path} → ${status}`, async () => {
      const r = await get(path);
      assert.equal(r.status, status);
      assert.equal(r.type, 'application/json; charset=utf-8');
      assert.equal(typeof r.body.error, 'string');
    });
  }
  test('no match → 200 []', async () => {
    const r = await get('/rv/v2/meta/god/qqqzzz');
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, []);
  });
});
