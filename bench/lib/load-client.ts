/**
 * A small HTTP/1.1 load client on raw keep-alive sockets, for the load test (a fixed number of
 * requests, every status checked against the one expected for its URL) and as the throughput
 * tool where wrk is not installed. Run in its own process by the bench:
 *   node bench/lib/load-client.ts job.json   → prints the result as JSON
 */
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { LoadResult } from './wrk.ts';

export interface ClientJob {
  host: string;
  port: number;
  paths: string[];
  /** expected status per path (same index); omitted: not checked */
  expect?: number[];
  connections: number;
  /** stop after this many requests… */
  requests?: number;
  /** …or after this many seconds */
  seconds?: number;
  /** a request slower than this is an error, ms */
  timeoutMs?: number;
}

export interface ClientResult extends LoadResult {
  statuses: Record<string, number>;
  /** answers whose status differed from the expected one, and 5xx */
  unexpected: number;
  samples: string[];
}

const HEAD_END = Buffer.from('\r\n\r\n');

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function runClient(job: ClientJob): Promise<ClientResult> {
  const timeoutMs = job.timeoutMs ?? 10_000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const samples: string[] = [];
  let unexpected = 0;
  let socketErrors = 0;
  let non2xx = 0;
  let issued = 0;
  let completed = 0;
  let next = 0;
  const started = performance.now();
  const deadline = job.seconds ? started + job.seconds * 1000 : Infinity;
  const limit = job.requests ?? Infinity;
  const heads = job.paths.map((p) => Buffer.from(`GET ${p} HTTP/1.1\r\nHost: ${job.host}:${job.port}\r\nUser-Agent: indica-bench\r\n\r\n`, 'latin1'));

  return new Promise((done) => {
    let open = job.connections;
    const finishOne = () => {
      if (--open > 0) return;
      const seconds = (performance.now() - started) / 1000;
      const sorted = Float64Array.from(latencies).sort();
      done({
        tool: 'node',
        requests: completed,
        seconds,
        rps: completed / seconds,
        p50: percentile(sorted, 50),
        p90: percentile(sorted, 90),
        p99: percentile(sorted, 99),
        max: sorted.length ? sorted[sorted.length - 1] : 0,
        socketErrors,
        non2xx,
        statuses,
        unexpected,
        samples,
      });
    };

    const runConnection = () => {
      let socket: Socket;
      let index = -1;
      let sentAt = 0;
      let timer: NodeJS.Timeout | undefined;
      // response parser state
      let head = '';
      let state: 'head' | 'body' | 'chunk-size' | 'chunk-data' | 'chunk-crlf' | 'trailer' = 'head';
      let remaining = 0;
      let line = '';
      let status = 0;
      let close = false;
      let busy = false;

      const more = () => issued < limit && performance.now() < deadline;

      const send = () => {
        if (!more()) {
          socket.end();
          socket.destroy();
          return finishOne();
        }
        issued++;
        index = next++ % heads.length;
        busy = true;
        head = '';
        state = 'head';
        sentAt = performance.now();
        timer = setTimeout(() => socket.destroy(new Error('timeout')), timeoutMs);
        socket.write(heads[index]);
      };

      const complete = () => {
        clearTimeout(timer);
        busy = false;
        completed++;
        latencies.push(performance.now() - sentAt);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status < 200 || status >= 400) non2xx++;
        const wanted = job.expect?.[index];
        if (status >= 500 || (wanted !== undefined && status !== wanted)) {
          unexpected++;
          if (samples.length < 10) samples.push(`${status} (expected ${wanted}) ${job.paths[index].slice(0, 120)}`);
        }
        if (close) reconnect();
        else send();
      };

      const onData = (data: Buffer) => {
        let at = 0;
        while (at < data.length) {
          if (!busy) return; // bytes after a complete answer: ignore
          switch (state) {
            case 'head': {
              let full: string;
              if (head === '') {
                const end = data.indexOf(HEAD_END, at);
                if (end === -1) {
                  head = data.toString('latin1', at);
                  return;
                }
                full = data.toString('latin1', at, end);
                at = end + 4;
              } else {
                // a head split across packets (rare): join and look again
                const before = head.length;
                head += data.toString('latin1', at, Math.min(data.length, at + 65536));
                const end = head.indexOf('\r\n\r\n');
                if (end === -1) return;
                full = head.slice(0, end);
                at += end + 4 - before;
                head = '';
              }
              status = Number(full.slice(9, 12));
              const lower = full.toLowerCase();
              close = /\r\nconnection: *close/.test(lower);
              const length = /\r\ncontent-length: *(\d+)/.exec(lower);
              if (/\r\ntransfer-encoding: *chunked/.test(lower)) {
                state = 'chunk-size';
                line = '';
              } else if (length) {
                remaining = Number(length[1]);
                state = 'body';
                if (remaining === 0) complete();
              } else if (status === 304 || status === 204) complete();
              else {
                close = true;
                remaining = Infinity;
                state = 'body';
              }
              break;
            }
            case 'body': {
              const take = Math.min(remaining, data.length - at);
              remaining -= take;
              at += take;
              if (remaining === 0) complete();
              break;
            }
            case 'chunk-size': {
              const nl = data.indexOf(10, at);
              if (nl === -1) {
                line += data.toString('latin1', at);
                return;
              }
              line += data.toString('latin1', at, nl);
              at = nl + 1;
              remaining = parseInt(line.trim(), 16);
              line = '';
              state = remaining === 0 ? 'trailer' : 'chunk-data';
              break;
            }
            case 'chunk-data': {
              const take = Math.min(remaining, data.length - at);
              remaining -= take;
              at += take;
              if (remaining === 0) {
                state = 'chunk-crlf';
                remaining = 2;
              }
              break;
            }
            case 'chunk-crlf': {
              const take = Math.min(remaining, data.length - at);
              remaining -= take;
              at += take;
              if (remaining === 0) state = 'chunk-size';
              break;
            }
            case 'trailer': {
              const nl = data.indexOf(10, at);
              if (nl === -1) {
                line += data.toString('latin1', at);
                return;
              }
              const trailerLine = line + data.toString('latin1', at, nl);
              line = '';
              at = nl + 1;
              if (trailerLine.trim() === '') complete();
              break;
            }
          }
        }
      };

      const reconnect = () => {
        socket?.removeAllListeners();
        socket?.destroy();
        let connected = false;
        socket = connect(job.port, job.host);
        socket.setNoDelay(true);
        socket.on('connect', () => {
          connected = true;
          send();
        });
        socket.on('data', onData);
        socket.on('error', () => {
          // counted on close
        });
        socket.on('close', () => {
          clearTimeout(timer);
          if (!busy && connected) return;
          if (busy && state === 'body' && remaining === Infinity) return complete(); // delimited by the close
          busy = false;
          socketErrors++;
          if (more()) setTimeout(reconnect, 10);
          else finishOne();
        });
      };
      reconnect();
    };

    for (let i = 0; i < job.connections; i++) runConnection();
  });
}

if (import.meta.main) {
  const job = JSON.parse(readFileSync(process.argv[2], 'utf8')) as ClientJob;
  const result = await runClient(job);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
