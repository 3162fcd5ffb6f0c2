/**
 * A plain static server over a folder (sirv, no rewrites: what GitHub Pages or S3 does) that logs
 * each request's decoded path and the bytes it sent: what a client's call costs. Used by the
 * client's tests and by bench/client-first-call.ts.
 */
import { createServer, type Server } from 'node:http';
import sirv from 'sirv';

export interface Sent {
  path: string;
  bytes: number;
}

export function countingStaticServer(
  dir: string,
  { etag = false, notFound = '' }: { etag?: boolean; notFound?: string } = {},
): { server: Server; log: Sent[] } {
  const serve = sirv(dir, { dev: false, etag });
  const log: Sent[] = [];
  const server = createServer((req, res) => {
    const entry = { path: decodeURIComponent(req.url ?? ''), bytes: 0 };
    log.push(entry);
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const count = (chunk: unknown) => {
      if (chunk && typeof chunk !== 'function') entry.bytes += Buffer.byteLength(chunk as string);
    };
    res.write = ((chunk: unknown, ...rest: never[]) => (count(chunk), write(chunk as string, ...rest))) as never;
    res.end = ((chunk: unknown, ...rest: never[]) => (count(chunk), end(chunk as string, ...rest))) as never;
    serve(req, res, () => void res.writeHead(404).end(notFound));
  });
  return { server, log };
}
