/**
 * Serves dist/ at the documented URLs: `npm run serve` (after `npm run build`), or `npm start`.
 * PORT and HOST override the defaults 4321 and localhost.
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createHandler } from './handler.ts';

const dist = resolve(process.env.INDICA_DIST ?? 'dist');
if (!existsSync(dist)) {
  console.error(`${dist} does not exist: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
const server = createServer(createHandler(dist));
server.listen(port, host, () => {
  console.log(`Indica Static at http://${host}:${port}/ (serving ${dist})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
