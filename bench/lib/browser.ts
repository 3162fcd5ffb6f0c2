/** Chromium for the page and search figures: Debian's where installed, Playwright's own elsewhere. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined, args: ARGS });
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
