/**
 * Serves dist/ at the documented URLs: `npm run serve` (after `npm run build`), or `npm start`.
 * PORT and HOST override the defaults 4321 and localhost (PORT=0 picks a free port); INDICA_DIST
 * another folder. Nothing is read before listening, so the server answers at once; a rebuild of
 * dist/ while it runs is picked up by the next request.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createIndicaServer } from './server.ts';

const dist = resolve(process.env.INDICA_DIST ?? 'dist');
if (!existsSync(dist)) {
  console.error(`${dist} does not exist: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number from 0 to 65535; got "${process.env.PORT}"`);
  process.exit(1);
}
const host = process.env.HOST ?? 'localhost';
const server = createIndicaServer(dist);
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    `cannot listen on ${host}:${port}: ${error.code === 'EADDRINUSE' ? 'the port is in use (set PORT)' : error.message}`,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  const { port: bound } = server.address() as AddressInfo;
  console.log(`Indica Static at http://${host}:${bound}/ (serving ${dist})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
