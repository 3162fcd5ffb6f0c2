/**
 * The bundled server started as a user starts it: `node src/server/cli.ts` (what `npm run serve`
 * runs), on a free loopback port. Tests and the bench use this, so what they measure is what ships.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  base: string;
  host: string;
  port: number;
  process: ChildProcess;
  /** seconds from spawning the process to its "listening" line */
  startSeconds: number;
  close(): Promise<void>;
}

export async function startCli(dist = join(root, 'dist'), env: Record<string, string> = {}): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'src/server/cli.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', INDICA_DIST: dist, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Indica Static at http:\/\/[^:]+:(\d+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        done(Number(m[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  const startSeconds = (performance.now() - started) / 1000;
  child.stdout!.resume();
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    base: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    process: child,
    startSeconds,
    close: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
