/**
 * The bundled server: the contract over dist/ (contract.ts) in an HTTP server whose protocol-level
 * refusals (heads over the 16 KB limit, malformed requests, unknown methods, CONNECT) are JSON
 * errors too. `npm start`, `npm run serve`, the tests and the bench all run it through cli.ts.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createHandler } from './contract.ts';
import { answerClientError, answerConnect } from './http.ts';

export function createIndicaServer(dist: string): Server {
  // Host is checked by the contract, which answers its absence in JSON rather than bodiless.
  const server = createServer({ requireHostHeader: false }, createHandler(dist));
  server.on('clientError', answerClientError);
  server.on('connect', (req: IncomingMessage, socket: Duplex) => answerConnect(req, socket));
  return server;
}
