/**
 * A server for the bench, in its own process: `node bench/lib/serve.ts <mode> <dist> [port]`,
 * printing `listening <port>` when ready.
 * - `bundled`: the project's server (createIndicaServer: sirv + compression + the contract layer);
 * - `plain`: the bare static-file library it is built on (sirv with the same options), no contract.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { createIndicaServer } from '../../src/server/server.ts';

const [mode, dist, port = '0'] = process.argv.slice(2);
let server: Server;
if (mode === 'bundled') server = createIndicaServer(dist);
else if (mode === 'plain') server = createServer(sirv(dist, { dev: false, etag: true, extensions: ['html'] }));
else throw new Error(`unknown mode ${mode}: bundled or plain`);
server.listen(Number(port), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => process.exit(0));
