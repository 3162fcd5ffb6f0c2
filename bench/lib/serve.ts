/**
 * The baseline server for the bench, in its own process: `node bench/lib/serve.ts plain <dist>
 * [port]`, printing `listening <port>` when ready: bare sirv, a well-kept static-file server with
 * no contract logic. (The project's server is started through its CLI: tests/support/server.ts.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

const [mode, dist, port = '0'] = process.argv.slice(2);
let server: Server;
if (mode === 'plain') server = createServer(sirv(dist, { dev: false, etag: true, extensions: ['html'] }));
else throw new Error(`unknown mode ${mode}: plain`);
server.listen(Number(port), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => process.exit(0));
