// Layout stage: recognised quads in page pixels -> PageText in the upright frame. The upright
// frame is the page turned by -readingAngle about its centre onto a canvas that holds all of
// it, so a photo read at 90 degrees or with a 4 degree skew reports level, axis-aligned boxes.
// Word boxes come from where each character peaked along its line (recognize.ts).

import type { Box, PageText, TextLine, TextWord } from '../types.js';
import { rotatedBounds } from '../image/transform.js';
import { rotationAbout, type Point, type Quad } from './geometry.js';
import type { RecognizedChar, RecognizedLine } from './recognize.js';
import { median } from '../stats.js';

/** Lines read with less mean confidence than this are almost always noise (rules, logos). */
export const MIN_LINE_CONFIDENCE = 0.3;
/** Two boxes share a row when they overlap vertically by this share of the shorter one. */
const ROW_OVERLAP = 0.5;

export interface LayoutInput {
  pageIndex: number;
  width: number;
  height: number;
  /** Direction the text runs in the source image, degrees clockwise from +x. */
  readingAngle: number;
  quads: readonly Quad[];
  lines: readonly RecognizedLine[];
}

function boundsOf(points: Point[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

function roundBox(b: Box): Box {
  const x = Math.round(b.x);
  const y = Math.round(b.y);
  return { x, y, w: Math.max(1, Math.round(b.x + b.w) - x), h: Math.max(1, Math.round(b.y + b.h) - y) };
}

function mean(values: number[]): number {
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;
}

/** Splits a line's characters on spaces and places each word between its outer characters. */
function wordsOf(chars: readonly RecognizedChar[], quad: Quad): TextWord[] {
  // Character pitch along the line, from neighbours within a word (a space would inflate it);
  // words extend half a pitch past their outer character peaks.
  const steps: number[] = [];
  for (let i = 1; i < chars.length; i++) {
    if (chars[i]!.text.trim() !== '' && chars[i - 1]!.text.trim() !== '') steps.push(chars[i]!.position - chars[i - 1]!.position);
  }
  const visible = chars.filter((c) => c.text.trim() !== '');
  const pitch = steps.length ? mean(steps) : visible.length > 1 ? (visible[visible.length - 1]!.position - visible[0]!.position) / (visible.length - 1) : 1;
  const words: TextWord[] = [];
  let current: RecognizedChar[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const start = Math.max(0, current[0]!.position - pitch / 2);
    const end = Math.min(1, current[current.length - 1]!.position + pitch / 2);
    const corners = [
      lerp(quad.topLeft, quad.topRight, start),
      lerp(quad.topLeft, quad.topRight, end),
      lerp(quad.bottomLeft, quad.bottomRight, start),
      lerp(quad.bottomLeft, quad.bottomRight, end),
    ];
    words.push({
      text: current.map((c) => c.text).join(''),
      box: roundBox(boundsOf(corners)),
      confidence: mean(current.map((c) => c.confidence)),
    });
    current = [];
  };
  for (const c of chars) {
    if (c.text.trim() === '') flush();
    else current.push(c);
  }
  flush();
  return words;
}

/** Top-to-bottom rows of vertically overlapping boxes, each row left to right. */
export function readingOrder(lines: TextLine[]): TextLine[] {
  const byTop = lines.slice().sort((a, b) => a.box.y + a.box.h / 2 - (b.box.y + b.box.h / 2));
  const rows: { top: number; bottom: number; members: TextLine[] }[] = [];
  for (const line of byTop) {
    const top = line.box.y;
    const bottom = line.box.y + line.box.h;
    const row = rows.find((r) => {
      const overlap = Math.min(bottom, r.bottom) - Math.max(top, r.top);
      return overlap >= ROW_OVERLAP * Math.min(line.box.h, r.bottom - r.top);
    });
    if (row) {
      row.members.push(line);
    } else {
      rows.push({ top, bottom, members: [line] });
    }
  }
  rows.sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
  return rows.flatMap((r) => r.members.sort((a, b) => a.box.x - b.box.x));
}

/** A text line's slope (dy/dx) in the upright frame at its centre x; longer lines weigh more. */
interface SlopeSample {
  x: number;
  slope: number;
  weight: number;
}

/** Weighted least-squares fit slope = a + b * x. */
function fitSlopes(samples: readonly SlopeSample[]): { a: number; b: number } | null {
  let sw = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (const { x, slope, weight: w } of samples) {
    sw += w; sx += w * x; sy += w * slope; sxx += w * x * x; sxy += w * x * slope;
  }
  const det = sw * sxx - sx * sx;
  if (!(sw > 0) || det <= 1e-9 * sw * sxx) return null;
  const b = (sw * sxy - sx * sy) / det;
  return { a: (sy - b * sx) / sw, b };
}

/** Lines shorter than this many heights give no usable slope. */
const BEND_MIN_ELONGATION = 2.5;
/** At least this many lines must show the bend. */
const BEND_MIN_LINES = 6;
/** The bend is straightened when its arc rises this share of a line height over the text's width. */
const BEND_MIN_SAGITTA = 0.25;

/**
 * How far a line at x sits below a level line, on a curled page: a receipt photographed in a hand
 * or lying curved bends its lines into arcs, so after one skew angle is taken out (the angle of
 * most of the text: the left-hand labels) the amounts at the right edge sit a line lower or
 * higher and get paired with the wrong label. The lines' own slopes then change steadily with x:
 * fitted as a + b * x, the baseline is a * x + b * x^2 / 2 (x held within the text's extent).
 * Null on a flat page: fewer than BEND_MIN_LINES long lines, or an arc under BEND_MIN_SAGITTA of
 * a line height.
 */
export function estimateBend(quads: readonly Quad[]): ((x: number) => number) | null {
  const samples: SlopeSample[] = [];
  const heights: number[] = [];
  for (const q of quads) {
    const dx = q.topRight.x - q.topLeft.x;
    const dy = q.topRight.y - q.topLeft.y;
    const length = Math.hypot(dx, dy);
    const height = Math.hypot(q.bottomLeft.x - q.topLeft.x, q.bottomLeft.y - q.topLeft.y);
    heights.push(height);
    if (dx <= 0 || length < BEND_MIN_ELONGATION * height) continue;
    samples.push({ x: (q.topLeft.x + q.topRight.x + q.bottomLeft.x + q.bottomRight.x) / 4, slope: dy / dx, weight: length });
  }
  if (samples.length < BEND_MIN_LINES) return null;
  const first = fitSlopes(samples);
  if (!first) return null;
  // Once more without the lines the fit explains worst (a stamp at an angle, a misread box).
  const residuals = samples.map((s) => Math.abs(s.slope - first.a - first.b * s.x));
  const limit = Math.max(0.005, 3 * median(residuals));
  const kept = samples.filter((_, i) => residuals[i]! <= limit);
  const fit = kept.length >= BEND_MIN_LINES ? fitSlopes(kept) : null;
  if (!fit) return null;
  // The arc goes on past the long lines' centres: the amounts at the right edge, the short words
  // at the left, all lie on it. The fit is followed out to the text's own edges, no further, and
  // it is over that width that the arc must rise far enough to matter.
  const left = Math.min(...quads.map((q) => Math.min(q.topLeft.x, q.bottomLeft.x)));
  const right = Math.max(...quads.map((q) => Math.max(q.topRight.x, q.bottomRight.x)));
  const sagitta = (Math.abs(fit.b) * (right - left) ** 2) / 8;
  if (sagitta < BEND_MIN_SAGITTA * median(heights)) return null;
  return (x: number) => {
    const at = Math.min(right, Math.max(left, x));
    return fit.a * at + (fit.b * at * at) / 2;
  };
}

export function layoutPage(input: LayoutInput): PageText {
  const upright = rotatedBounds(input.width, input.height, input.readingAngle);
  const toUpright = rotationAbout(
    { x: input.width / 2, y: input.height / 2 },
    { x: upright.width / 2, y: upright.height / 2 },
    -input.readingAngle,
  );
  const uprightQuads = input.quads.map((q): Quad => ({
    topLeft: toUpright(q.topLeft),
    topRight: toUpright(q.topRight),
    bottomRight: toUpright(q.bottomRight),
    bottomLeft: toUpright(q.bottomLeft),
  }));
  // A curled page's lines are levelled about its middle (estimateBend).
  const bend = estimateBend(uprightQuads.filter((_, i) => input.lines[i]!.confidence >= MIN_LINE_CONFIDENCE));
  const middle = bend ? bend(upright.width / 2) : 0;
  const level = (p: Point): Point => (bend ? { x: p.x, y: p.y - bend(p.x) + middle } : p);
  const lines: TextLine[] = [];
  input.lines.forEach((recognized, i) => {
    if (recognized.confidence < MIN_LINE_CONFIDENCE) return;
    const source = uprightQuads[i]!;
    const quad: Quad = {
      topLeft: level(source.topLeft),
      topRight: level(source.topRight),
      bottomRight: level(source.bottomRight),
      bottomLeft: level(source.bottomLeft),
    };
    const words = wordsOf(recognized.chars, quad);
    if (words.length === 0) return;
    lines.push({
      text: words.map((w) => w.text).join(' '),
      box: roundBox(boundsOf([quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft])),
      words,
      confidence: mean(words.map((w) => w.confidence)),
    });
  });
  return {
    pageIndex: input.pageIndex,
    width: upright.width,
    height: upright.height,
    source: 'ocr',
    lines: readingOrder(lines),
  };
}
