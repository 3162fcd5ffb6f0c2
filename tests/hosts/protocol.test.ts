/**
 * Protocol corners of the bundled server, per RFC 9110/9112, each answered with a JSON body: method
 * tokens nobody registered (501) or registered but not allowed (405), Expect other than
 * 100-continue (417), a missing, repeated or malformed Host (400), a transfer coding other than
 * chunked (501), HTTP versions of another major than 1 (505; RFC 9110 §2.5: HTTP/1.2 is answered as
 * HTTP/1.1). Sent as raw bytes: clients fix these.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { startServer } from '../support/dist.ts';
import type { RunningServer } from '../support/server.ts';

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

/** Sends raw bytes; resolves with the status, the headers (lower-case names) and the body. */
function raw(text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(server.port, server.host);
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      data += chunk;
      // An interim answer (100 Continue) comes first: the final one follows.
      data = data.replace(/^HTTP\/1\.1 1\d\d [^\r]*\r\n\r\n/, '');
      const end = data.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [line, ...fields] = data.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        fields.map((f) => [f.slice(0, f.indexOf(':')).toLowerCase(), f.slice(f.indexOf(':') + 1).trim()]),
      );
      const body = data.slice(end + 4);
      if (headers['content-length'] !== undefined && body.length < Number(headers['content-length'])) return;
      socket.destroy();
      done({ status: Number(line.split(' ')[1]), headers, body });
    });
    socket.on('error', fail);
    socket.setTimeout(5000, () => fail(new Error(`no answer to ${JSON.stringify(text.slice(0, 60))}`)));
    socket.write(text, 'latin1');
  });
}

const PATH = '/vs/v2/categories/plant';
const head = (requestLine: string, ...fields: string[]) =>
  `${requestLine}\r\n${fields.map((f) => `${f}\r\n`).join('')}Connection: close\r\n\r\n`;

const CASES: [name: string, request: string, status: number][] = [
  ['unknown method token', head(`FOO ${PATH} HTTP/1.1`, 'Host: x'), 501],
  ['method token with digits', head(`G3T ${PATH} HTTP/1.1`, 'Host: x'), 501],
  ['method token of 40 characters', head(`${'A'.repeat(40)} ${PATH} HTTP/1.1`, 'Host: x'), 501],
  ['method token with tchar punctuation', head(`FOO_BAR.1 ${PATH} HTTP/1.1`, 'Host: x'), 501],
  ['lower-case get (methods are case-sensitive)', head(`get ${PATH} HTTP/1.1`, 'Host: x'), 501],
  ['registered method POST', head(`POST ${PATH} HTTP/1.1`, 'Host: x', 'Content-Length: 0'), 405],
  ['registered method PROPFIND', head(`PROPFIND ${PATH} HTTP/1.1`, 'Host: x'), 405],
  ['Expect: teapot', head(`GET ${PATH} HTTP/1.1`, 'Host: x', 'Expect: teapot'), 417],
  ['two Host fields', head(`GET ${PATH} HTTP/1.1`, 'Host: x', 'Host: y'), 400],
  ['Host with a space', head(`GET ${PATH} HTTP/1.1`, 'Host: a b'), 400],
  ['Host with a slash', head(`GET ${PATH} HTTP/1.1`, 'Host: a/b'), 400],
  ['Host with a port over 65535', head(`GET ${PATH} HTTP/1.1`, 'Host: a:99999'), 400],
  ['missing Host in HTTP/1.1', head(`GET ${PATH} HTTP/1.1`), 400],
  ['Transfer-Encoding: xchunked', head(`GET ${PATH} HTTP/1.1`, 'Host: x', 'Transfer-Encoding: xchunked'), 501],
  ['HTTP/2.0 in a request line', head(`GET ${PATH} HTTP/2.0`, 'Host: x'), 505],
  ['HTTP/0.9 in a request line', head(`GET ${PATH} HTTP/0.9`, 'Host: x'), 505],
  ['HTTP/3.1', head(`GET ${PATH} HTTP/3.1`, 'Host: x'), 505],
];

for (const [name, request, status] of CASES) {
  test(`${name} → ${status} with a JSON body`, async () => {
    const answer = await raw(request);
    assert.equal(answer.status, status, answer.body);
    assert.equal(answer.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(typeof (JSON.parse(answer.body) as { error: string }).error, 'string');
    if (status === 405) assert.equal(answer.headers.allow, 'GET, HEAD');
  });
}

test('HTTP/1.2 and HTTP/1.10 are processed as HTTP/1.1 (RFC 9110 §2.5, §6.2): 200 with the file', async () => {
  const expected = (await raw(head(`GET ${PATH} HTTP/1.1`, 'Host: x'))).body;
  for (const version of ['1.2', '1.9', '1.10']) {
    const answer = await raw(head(`GET ${PATH} HTTP/${version}`, 'Host: x'));
    assert.equal(answer.status, 200, `HTTP/${version}: ${answer.body}`);
    assert.equal(answer.body, expected, `HTTP/${version}`);
  }
  // Processed as 1.1 means 1.1's rules too: no Host is a 400.
  assert.equal((await raw(head(`GET ${PATH} HTTP/1.2`))).status, 400);
});

test('what is valid still answers 200: Expect: 100-continue, an empty Host in HTTP/1.1, HTTP/1.0 without Host, IPv6 Host, chunked', async () => {
  for (const request of [
    head(`GET ${PATH} HTTP/1.1`, 'Host: x', 'Expect: 100-continue'),
    head(`GET ${PATH} HTTP/1.1`, 'Host:'),
    head(`GET ${PATH} HTTP/1.0`),
    head(`GET ${PATH} HTTP/1.1`, 'Host: [::1]:4321'),
    `GET ${PATH} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
  ]) {
    assert.equal((await raw(request)).status, 200, request);
  }
});
