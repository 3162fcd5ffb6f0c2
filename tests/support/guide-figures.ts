/**
 * What a host counts of a build, and the deploy guides' figures held to it. Hosts count files and
 * the bytes of the files they upload (not the folders' own entries, which `du` adds: the full build
 * once read "2.00 GB" for 514 MB of files), the largest file, and some the files in one folder.
 * Each guide states its build once, in one line the tests read:
 *
 *   **Measured** (profile `full`): 250,505 files holding 514 MB; the largest file 8.8 MB; the fullest folder 14,757 files.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './paths.ts';

export interface BuildMeasure {
  files: number;
  bytes: number;
  largest: { path: string; bytes: number };
  fullest: { path: string; files: number };
}

/** Walks a build as an upload tool does: regular files, links not followed. */
export function measureBuild(dir: string): BuildMeasure {
  const measure: BuildMeasure = {
    files: 0,
    bytes: 0,
    largest: { path: '', bytes: 0 },
    fullest: { path: '', files: 0 },
  };
  const walk = (folder: string) => {
    let here = 0;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        here++;
        const { size } = statSync(full);
        measure.files++;
        measure.bytes += size;
        if (size > measure.largest.bytes) measure.largest = { path: relative(dir, full), bytes: size };
      }
    }
    if (here > measure.fullest.files) measure.fullest = { path: relative(dir, folder) || '.', files: here };
  };
  walk(dir);
  return measure;
}

/** The published limits of a host, with where they were read. */
export interface HostLimits {
  source: string;
  files?: number;
  bytes?: number;
  fileBytes?: number;
  filesPerFolder?: number;
}

export const MB = 1_000_000;

/** The published limits each guide's route meets (docs/hosts/*.md cite the same pages). */
export const HOST_LIMITS: Record<string, HostLimits> = {
  'docs/hosts/netlify.md': { source: 'Netlify, "Site deploys overview"', filesPerFolder: 54_000 },
  'docs/hosts/nginx.md': { source: 'nginx has no limit of its own' },
  'docs/hosts/github-pages.md': { source: 'GitHub, "GitHub Pages limits"', bytes: 1_000 * MB },
  'docs/hosts/cloudflare-pages.md': {
    source: 'Cloudflare, "Pages limits" (Free plan)',
    files: 20_000,
    fileBytes: 25 * 1024 * 1024,
  },
};

const LINE =
  /\*\*Measured\*\* \(profile `(\w+)`[^)]*\): ([\d,]+) files holding ([\d.,]+) MB; the largest file ([\d.]+) MB; the fullest folder ([\d,]+) files/;

/** The figures a guide states for its build. */
export function guideFigures(guide: string): {
  profile: string;
  files: number;
  mb: number;
  largestMb: number;
  fullest: number;
} {
  const m = LINE.exec(readFileSync(join(root, guide), 'utf8'));
  assert.ok(m, `${guide} states its build in one "**Measured** (profile …): … files holding … MB; …" line`);
  const n = (s: string) => Number(s.replace(/,/g, ''));
  return { profile: m[1], files: n(m[2]), mb: n(m[3]), largestMb: n(m[4]), fullest: n(m[5]) };
}

/** The line a guide should state for a measured build (printed when the figures drift). */
export const figuresLine = (profile: string, m: BuildMeasure) =>
  `**Measured** (profile \`${profile}\`): ${m.files.toLocaleString('en')} files holding ${Math.round(m.bytes / MB).toLocaleString('en')} MB; the largest file ${(m.largest.bytes / MB).toFixed(1)} MB; the fullest folder ${m.fullest.files.toLocaleString('en')} files.`;

/**
 * The guide's figures are the build's (files and folder counts exactly; sizes as rounded), and the
 * build is within the host's published limits.
 */
export function checkGuide(guide: string, profile: string, measure: BuildMeasure): void {
  const said = guideFigures(guide);
  const expected = figuresLine(profile, measure);
  assert.equal(said.profile, profile, `${guide}: profile`);
  assert.equal(said.files, measure.files, `${guide}: files; the build's line is\n${expected}`);
  assert.equal(said.fullest, measure.fullest.files, `${guide}: fullest folder; the build's line is\n${expected}`);
  assert.ok(
    Math.abs(said.mb - measure.bytes / MB) <= Math.max(1, said.mb * 0.01),
    `${guide}: MB; the build's line is\n${expected}`,
  );
  assert.ok(
    Math.abs(said.largestMb - measure.largest.bytes / MB) <= 0.1,
    `${guide}: largest file; the build's line is\n${expected}`,
  );
  const limits = HOST_LIMITS[guide];
  assert.ok(limits, `${guide}: its host's limits are in HOST_LIMITS`);
  if (limits.files !== undefined)
    assert.ok(measure.files <= limits.files, `${guide}: ${measure.files} files > ${limits.files}`);
  if (limits.bytes !== undefined)
    assert.ok(measure.bytes <= limits.bytes, `${guide}: ${measure.bytes} bytes > ${limits.bytes}`);
  if (limits.fileBytes !== undefined)
    assert.ok(
      measure.largest.bytes <= limits.fileBytes,
      `${guide}: ${measure.largest.path} is ${measure.largest.bytes} bytes`,
    );
  if (limits.filesPerFolder !== undefined)
    assert.ok(
      measure.fullest.files <= limits.filesPerFolder,
      `${guide}: ${measure.fullest.path} holds ${measure.fullest.files} files`,
    );
}
