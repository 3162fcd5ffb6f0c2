/** Runs Debian's nginx on loopback with the generated server block over dist/ (tests and bench). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export interface RunningNginx {
  base: string;
  /** the one worker process (the bench measures its CPU time) */
  worker?: number;
  stop(): Promise<void>;
}

/** Child processes of a process (nginx's worker of its master). */
export function childrenOf(pid: number | undefined): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

/** `serverBlock(port)` returns the config to include in `http {}` (map lines + server block). */
export async function startNginx(serverBlock: (port: number) => string, port: number): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'indica-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'user root;',
      'events { worker_connections 1024; }',
      'http {',
      `  access_log off;`,
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      '  sendfile on; keepalive_requests 100000;',
      serverBlock(port),
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${base}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    base,
    worker: childrenOf(child.pid)[0],
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGQUIT');
      }),
  };
}
