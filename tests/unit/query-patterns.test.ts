/** The value patterns hosts use (queryValuePattern) accept exactly what the server's parser accepts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/api-error.ts';
import { parseQueryValue, QUERY_SPECS, queryValuePattern } from '../../src/core/query.ts';

const probes = [
  '',
  '0',
  '00',
  '1',
  '01',
  '007',
  '9',
  '10',
  '49',
  '50',
  '51',
  '99',
  '100',
  '123456789012345678901234567890',
  '-1',
  '+1',
  '1.5',
  '1e1',
  '0x1',
  ' 1',
  '1 ',
  'basic',
  'details',
  'full',
  'BASIC',
  'true',
  'false',
  'TRUE',
  'yes',
  '..',
  '../1',
  '1/..',
  '%31',
  '1%00',
];

for (const name of ['limit', 'page', 'fields', 'expand'] as const) {
  test(`${name}: the host pattern and the server agree`, () => {
    const pattern = new RegExp(`^${queryValuePattern(name)}$`);
    for (const raw of probes) {
      let server: string | undefined;
      try {
        server = String(parseQueryValue(name, raw));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
      const m = pattern.exec(raw);
      const host = m ? (QUERY_SPECS[name].aliases?.[m[1]] ?? m[1]) : undefined;
      // A page beyond 2^53 is still an integer to both (past the last page: 404).
      if (name === 'page' && host !== undefined && server !== undefined) assert.equal(Number(host), Number(server));
      else assert.equal(host, server, `${name}=${JSON.stringify(raw)}: host ${host}, server ${server}`);
      if (host !== undefined) assert.match(host, /^[a-z0-9]+$/, 'a canonical value has no path characters');
    }
  });
}
