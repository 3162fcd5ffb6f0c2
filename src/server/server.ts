/**
 * The bundled server: the contract over dist/ (contract.ts) in an HTTP server whose protocol-level
 * refusals (heads over the 16 KB limit, malformed requests, unknown methods, versions, transfer
 * codings and expectations, CONNECT) are JSON errors too. `npm start`, `npm run serve`, the tests and the bench all run it through cli.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { clip } from '../core/query.ts';
import type { Duplex } from 'node:stream';
import { createHandler } from './contract.ts';
import { answerClientError, answerConnect, readHigherMinorVersionsAs11, sendJson } from './http.ts';

export function createIndicaServer(dist: string): Server {
  // Host is checked by the contract, which answers its absence in JSON rather than bodiless.
  const server = createServer({ requireHostHeader: false }, createHandler(dist));
  readHigherMinorVersionsAs11(server);
  server.on('clientError', answerClientError);
  server.on('connect', (req: IncomingMessage, socket: Duplex) => answerConnect(req, socket));
  // Expect other than 100-continue (RFC 9110 §10.1.1): 417, in JSON like every refusal.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) =>
    sendJson(req, res, 417, { error: `the expectation "${clip(String(req.headers.expect), 40)}" cannot be met` }),
  );
  return server;
}
