/**
 * Substring grams (rows.ts): every run of one to four letters in a value is a precomputed key, and
 * a longer key that no file holds is answered by filtering the file of its first such run. On the
 * real rows: for keys of every shape a stranger types, that answer equals the filter over all rows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiModules } from '../../src/apis/registry.ts';
import { filePathFor, resolveRequest } from '../../src/core/request-file.ts';
import { filterRows, GRAM_LENGTH, narrowingGram, precomputedKeys, type Row } from '../../src/core/rows.ts';
import { filesOf } from '../../src/core/write-api.ts';

test('narrowingGram: the first run of four letters or digits, else three, two, one; none without a letter', () => {
  assert.equal(narrowingGram('indra'), 'indr');
  assert.equal(narrowingGram('a, indra'), 'indr');
  assert.equal(narrowingGram('ab, ind'), 'ind');
  assert.equal(narrowingGram('a b-c'), 'a');
  assert.equal(narrowingGram('ab cd'), 'ab');
  assert.equal(narrowingGram('ṛṣiḥ'), 'ṛṣiḥ', 'four letters are a gram of their own');
  assert.equal(narrowingGram('ṛṣiḥa'), 'ṛṣiḥ', 'code points, not UTF-16 units');
  assert.equal(narrowingGram('अग्नि'), 'अग्न', 'marks count as letters');
  assert.equal(narrowingGram('in'), 'in');
  assert.equal(narrowingGram(' - '), undefined);
  assert.equal(narrowingGram(''), undefined);
});

test('precomputedKeys: grams only when asked, and never a key that cannot be a file name', () => {
  assert.deepEqual(precomputedKeys(['Ab c'], 1).sort(), ['ab', 'ab c', 'c']);
  assert.deepEqual(precomputedKeys(['Ab c'], 1, true).sort(), ['a', 'ab', 'ab c', 'b', 'c']);
  assert.ok(precomputedKeys(['x/y%z?'], 1, true).every((k) => !/[/%?]/.test(k)));
  const long = precomputedKeys(['Madhuchchhanda'], 20, true);
  assert.ok(long.every((k) => k === 'madhuchchhanda' || [...k].length <= GRAM_LENGTH));
});

/** Keys a stranger types: pieces of values at every offset, mixed case, spaces, marks, other scripts. */
function keysFor(values: string[]): string[] {
  const keys = new Set(['qqzx', 'a b', 'ā', 'ṛṣi', 'अग्नि', 'agnī', "o'", 'x-y', ' in', 'an ', '...', 'aa aa']);
  values.forEach((value, i) => {
    if (i % 7 !== 0) return;
    const chars = [...value];
    for (let start = 0; start < chars.length; start += 3)
      for (const length of [4, 5, 7, 11]) {
        const piece = chars.slice(start, start + length).join('');
        keys.add(piece);
        keys.add(i % 2 ? piece.toUpperCase() : piece);
      }
  });
  return [...keys];
}

for (const { api, load, catalog } of apiModules) {
  const lone = api.endpoints.filter((e) => {
    const params = Object.values(e.params);
    return params.length === 1 && params[0].kind === 'substring';
  });
  if (lone.length === 0) continue;

  test(`${api.base}: a longer substring answered from its gram's file equals the filter over all rows`, () => {
    const data = load();
    const lookup = catalog(data);
    const files = new Map(filesOf(api, data, { limits: [50] }));
    const without = new Set([...filesOf(api, data, { limits: [50], substringGrams: false })].map(([path]) => path));
    let narrowed = 0;
    for (const endpoint of lone) {
      const [name] = Object.keys(endpoint.params);
      const field = endpoint.filter!.match[name].field;
      const values = [...new Set(lookup.rows.map((row) => String(row[field])))];
      for (const key of keysFor(values)) {
        const rest = endpoint.path.replace(`{${name}}`, encodeURIComponent(key));
        const resolved = resolveRequest(api, lookup, rest, '');
        assert.equal(resolved.kind, 'file', `${rest}`);
        if (resolved.kind !== 'file') continue;
        const expected = filterRows(lookup.rows, endpoint.filter!, { [name]: key.toLowerCase() });
        const own = files.get(resolved.file);
        if (own !== undefined) {
          assert.deepEqual(own, expected, `${api.base}${rest}: its own file`);
          continue;
        }
        const gram = narrowingGram(key.toLowerCase());
        assert.equal(
          resolved.narrowing?.file,
          gram && filePathFor(api, endpoint, { path: { [name]: gram }, query: {} }),
        );
        if (!resolved.narrowing) continue;
        const rows = files.get(resolved.narrowing.file) as Row[] | undefined;
        if (rows === undefined) {
          assert.deepEqual(expected, [], `${api.base}${rest}: no file for its gram, yet rows match`);
          continue;
        }
        assert.deepEqual(resolved.narrowing.answer(rows), expected, `${api.base}${rest}`);
        narrowed++;
      }
    }
    assert.ok(narrowed > 200, `${narrowed} keys answered from a gram's file`);
    // Without grams (the API-only profile) the same files but those, so a reader falls back to the catalog.
    assert.ok([...without].every((path) => files.has(path)));
    assert.ok(files.size - without.size > 1000, `${files.size - without.size} gram files`);
  });

  test(`${api.base}: every key of up to four letters that matches a row is a file of its own`, () => {
    const data = load();
    const lookup = catalog(data);
    const files = new Map(filesOf(api, data, { limits: [50] }));
    for (const endpoint of lone) {
      const [name] = Object.keys(endpoint.params);
      const field = endpoint.filter!.match[name].field;
      for (const row of lookup.rows.filter((_, i) => i % 13 === 0)) {
        const chars = [...String(row[field]).toLowerCase()];
        for (let i = 0; i + GRAM_LENGTH <= chars.length; i++) {
          const gram = chars.slice(i, i + GRAM_LENGTH).join('');
          if (!/^[\p{L}\p{M}\p{N}]+$/u.test(gram)) continue;
          const file = filePathFor(api, endpoint, { path: { [name]: gram }, query: {} });
          assert.deepEqual(files.get(file), filterRows(lookup.rows, endpoint.filter!, { [name]: gram }), `${file}`);
        }
      }
    }
  });
}

for (const { api, load, catalog } of apiModules) {
  const others = api.endpoints.filter((e) => {
    const params = Object.values(e.params);
    const keyed = params.some((p) => p.kind === 'substring' || p.kind === 'exact');
    return e.filter && keyed && !(params.length === 1 && params[0].kind === 'substring');
  });
  if (others.length === 0) continue;

  test(`${api.base}: an exact key, or keys with another parameter, answered from a gram's file equal the filter over all rows`, () => {
    const data = load();
    const lookup = catalog(data);
    const files = new Map(filesOf(api, data, { limits: [50] }));
    let narrowed = 0;
    let empty = 0;
    for (const endpoint of others) {
      const params = Object.entries(endpoint.params);
      const rows = lookup.rows.filter((_, i) => i % 17 === 0);
      for (const [i, row] of rows.entries()) {
        // Each parameter's value from a row (a piece of it for a substring), or from another row: matches and misses.
        const other = rows[(i * 7 + 3) % rows.length]!;
        const values = params.map(([name, spec], j) => {
          const value = String((j === params.length - 1 && i % 2 ? other : row)[endpoint.filter!.match[name].field]);
          return spec.kind === 'substring' ? [...value].slice(1, 7).join('') : value;
        });
        if (values.some((v) => v.trim() !== v || v === '')) continue;
        const rest = params.reduce(
          (path, [name], j) => path.replace(`{${name}}`, encodeURIComponent(values[j]!)),
          endpoint.path,
        );
        const resolved = resolveRequest(api, lookup, rest, '');
        if (resolved.kind !== 'file' || !resolved.narrowing) continue;
        const path = Object.fromEntries(
          params.map(([name, spec], j) => [name, spec.kind === 'int' ? Number(values[j]) : values[j]!.toLowerCase()]),
        );
        const expected = filterRows(lookup.rows, endpoint.filter!, path);
        const gramRows = files.get(resolved.narrowing.file) as Row[] | undefined;
        if (gramRows === undefined) {
          assert.deepEqual(expected, [], `${api.base}${rest}: no file for its gram, yet rows match`);
          empty++;
          continue;
        }
        assert.deepEqual(resolved.narrowing.answer(gramRows), expected, `${api.base}${rest}`);
        narrowed++;
      }
    }
    assert.ok(narrowed > 50, `${narrowed} requests answered from a gram's file (${empty} from its absence)`);
  });
}
