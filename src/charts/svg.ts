// Shared helpers for the build-time charts: escaping, number formatting,
// deterministic ids, the site's colours and a rough text-width estimate.
// Every chart module returns a complete `<svg …>` string built with these.
import { slugOf } from '../core/slug.ts';

/** Site colours (src/styles): background, ink, muted text, hairlines, accent. */
export const COLORS = {
  paper: '#fdfbf6',
  panel: '#f3eee2',
  ink: '#1d1b16',
  muted: '#5b5547',
  line: '#d9d0bd',
  accent: '#8a3b12',
  accentSoft: '#f4e3d7',
} as const;

/**
 * Categorical palette for series (stacked bars, sankey nodes). Each colour has
 * at least 3.8:1 contrast on the page background #fdfbf6; neighbours alternate
 * warm and cool so adjacent stack segments stay apart.
 */
export const PALETTE = [
  '#8a3b12', // rust (accent)
  '#1f5f8b', // blue
  '#a66a00', // ochre
  '#6b3f8f', // purple
  '#4e7a27', // green
  '#b0413e', // red
  '#237a74', // teal
  '#7a5c2e', // brown
  '#4a5aa8', // indigo
  '#9c3d6e', // plum
  '#6a8a2a', // olive
  '#0f7c8c', // cyan
] as const;

/** Colour for the "everything else" bucket. */
export const OTHER_COLOR = '#8c8474';

export const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/** Escape text for use in SVG/XML content and in double- or single-quoted attributes. */
export function escapeXml(value: unknown): string {
  return (
    String(value)
      // characters not allowed in XML 1.0 at all
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;')
  );
}

/** Format a coordinate compactly and deterministically (at most `digits` decimals, no "-0"). */
export function num(n: number, digits = 1): string {
  if (!Number.isFinite(n)) throw new Error(`chart: non-finite number ${n}`);
  const f = 10 ** digits;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) || r === 0 ? '0' : String(r);
}

/** 32-bit FNV-1a hash of a string, as 7 base-36 characters. */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36).padStart(7, '0');
}

/**
 * Id prefix for one chart: the caller's id if given, else the chart kind, the
 * title and a hash of the whole input, so that two different charts on one
 * page never share ids while the same input always gives the same id.
 */
export function chartId(kind: string, title: string, input: unknown, given?: string): string {
  if (given) return slugOf(given);
  return `${kind}-${slugOf(title).slice(0, 24)}-${hash(JSON.stringify(input) ?? '')}`;
}

// Advance widths (1/1000 em) of Helvetica/Arial for ASCII 32..126; system UI
// fonts are close to these. Used only to size boxes and margins.
const WIDTHS = [
  278,
  278,
  355,
  556,
  556,
  889,
  667,
  191,
  333,
  333,
  389,
  584,
  278,
  333,
  278,
  278, // ' '..'/'
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  278,
  278,
  584,
  584,
  584,
  556, // '0'..'?'
  1015,
  667,
  667,
  722,
  722,
  667,
  611,
  778,
  722,
  278,
  500,
  667,
  556,
  833,
  722,
  778, // '@'..'O'
  667,
  778,
  722,
  667,
  611,
  722,
  667,
  944,
  667,
  667,
  611,
  278,
  278,
  278,
  469,
  556, // 'P'..'_'
  333,
  556,
  556,
  500,
  556,
  556,
  278,
  556,
  556,
  222,
  222,
  500,
  222,
  833,
  556,
  556, // '`'..'o'
  556,
  556,
  333,
  500,
  278,
  556,
  500,
  722,
  500,
  500,
  500,
  334,
  260,
  334,
  584, // 'p'..'~'
];

/** Estimated rendered width of `text` in px at `fontSize` (bold adds ~7 %). */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let units = 0;
  for (const ch of text.normalize('NFD')) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x300 && code <= 0x36f) continue; // combining accents
    if (code >= 32 && code <= 126) units += WIDTHS[code - 32]!;
    else if (code >= 0x900 && code <= 0x97f)
      units += 620; // Devanagari
    else units += 600;
  }
  // Safety margin: common UI fonts run wider than Helvetica (DejaVu Sans, the
  // usual Linux default, by about 12 %), so boxes are sized for the widest.
  return (units / 1000) * fontSize * (bold ? 1.22 : 1.15);
}

/** Break `text` into lines no wider than `maxWidth`; at most `maxLines`, the last one ellipsised. */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines = 3): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || textWidth(candidate, fontSize) <= maxWidth) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const out = lines.slice(0, maxLines);
  if (lines.length > maxLines) out[maxLines - 1] = `${out[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`;
  return out.map((line) => ellipsis(line, fontSize, maxWidth));
}

/** Shorten `text` with "…" until it fits `maxWidth`. */
export function ellipsis(text: string, fontSize: number, maxWidth: number): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, fontSize) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

export interface SvgFrame {
  id: string;
  width: number;
  height: number;
  title: string;
  desc?: string;
  /** Extra class on the root element (besides "chart"). */
  className?: string;
  /** Origin of the viewBox (defaults to 0,0). */
  x?: number;
  y?: number;
}

/**
 * Opening of a chart: the root `<svg>` with role="img", width/height, viewBox,
 * the scaling style, and the `<title>`/`<desc>` it is labelled by.
 */
export function svgOpen(frame: SvgFrame): string {
  const { id, width, height, title } = frame;
  const desc = frame.desc ?? title;
  const w = num(width, 0);
  const h = num(height, 0);
  const cls = ['chart', frame.className].filter(Boolean).join(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="${escapeXml(cls)}" role="img"` +
    ` aria-labelledby="${id}-title ${id}-desc" width="${w}" height="${h}"` +
    ` viewBox="${num(frame.x ?? 0, 0)} ${num(frame.y ?? 0, 0)} ${w} ${h}"` +
    ` style="max-width:100%;height:auto" font-family="${escapeXml(FONT_FAMILY)}">` +
    `<title id="${id}-title">${escapeXml(title)}</title>` +
    `<desc id="${id}-desc">${escapeXml(desc)}</desc>`
  );
}
