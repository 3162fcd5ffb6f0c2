/** Resident memory of a process (Linux /proc), and a sampler for its peak. */
import { readFileSync } from 'node:fs';

export function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export function sampleRss(pid: number | undefined, everyMs = 250): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now > peak || Number.isNaN(peak)) peak = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
