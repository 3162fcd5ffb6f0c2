/** Runs a command and samples the resident memory of its whole process tree (Linux /proc). */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

function childrenOf(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      (map.get(ppid) ?? map.set(ppid, []).get(ppid)!).push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return map;
}

function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function treeRssKb(root: number): number {
  const kids = childrenOf();
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rssKb(pid);
    stack.push(...(kids.get(pid) ?? []));
  }
  return total;
}

export interface RunResult {
  seconds: number;
  peakRssMb: number;
  code: number;
  output: string;
}

export function runMeasured(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssKb(child.pid!));
    }, 100);
    child.on('error', fail);
    child.on('close', (code) => {
      clearInterval(timer);
      done({ seconds: (performance.now() - started) / 1000, peakRssMb: Math.round(peak / 1024), code: code ?? 1, output });
    });
  });
}
