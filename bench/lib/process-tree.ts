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

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
}

/** The tree's total resident memory, and each process's (by command name). */
function treeRssKb(root: number): { total: number; byCommand: Map<string, number> } {
  const kids = childrenOf();
  let total = 0;
  const byCommand = new Map<string, number>();
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    const kb = rssKb(pid);
    total += kb;
    const command = commandOf(pid);
    byCommand.set(command, (byCommand.get(command) ?? 0) + kb);
    for (const kid of kids.get(pid) ?? []) stack.push(kid);
  }
  return { total, byCommand };
}

export interface RunResult {
  seconds: number;
  peakRssMb: number;
  /** each command's own peak (not at the same moment), MB */
  peakByCommandMb: Record<string, number>;
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
    const peaks = new Map<string, number>();
    const timer = setInterval(() => {
      const now = treeRssKb(child.pid!);
      peak = Math.max(peak, now.total);
      for (const [command, kb] of now.byCommand) peaks.set(command, Math.max(peaks.get(command) ?? 0, kb));
    }, 100);
    child.on('error', fail);
    child.on('close', (code) => {
      clearInterval(timer);
      const peakByCommandMb = Object.fromEntries([...peaks].map(([command, kb]) => [command, Math.round(kb / 1024)]));
      done({ seconds: (performance.now() - started) / 1000, peakRssMb: Math.round(peak / 1024), peakByCommandMb, code: code ?? 1, output });
    });
  });
}
