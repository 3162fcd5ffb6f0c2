/** The baseline of the bundled server, in its own process: bare sirv over dist/, no contract. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

const server = createServer(sirv(process.argv[2], { dev: false, etag: true, extensions: ['html'] }));
server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
