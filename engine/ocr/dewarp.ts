// Curled pages: a receipt photographed as it curls on the table or in the hand, or an invoice
// bent over its fold, prints every line as an arc. The detector then merges neighbouring lines
// where the arcs run close, reads boxes that cut across two lines, and the layout's rows mix a
// line's label with the next line's amount. Here the page's bend is measured from the lines the
// detector found, and the page is redrawn with each column moved up or down so that the lines
// run straight again; the caller detects once more on the flattened page.
//
// The bend model: a line's height on the page at x is y0 + d(x, y), where d is a smooth field
// (cubic in x, each coefficient linear in y, so a page may curl more at one end than the
// other). Every long detected box is a chord of its line: its ends sit at d(x_right) - d(x_left)
// apart, which is one linear equation in d's coefficients. The field's straight part (a tilt) is
// left to the skew handling that follows; only the bend is taken out. A page whose lines bend by
// less than CURL.minBendShare of a line's height is returned untouched, so flat scans and photos
// are read exactly as before.
//
// Measured on the 152 curled receipts of the layout batches (bench/layouts/ocr-replay.ts
// --form=curled, a cache filled with and without): fields right 108 -> 138, line-item F1 0.972 ->
// 0.988, words of the text layer read exactly 78.3 -> 90.1 % (92.3 % on the same receipts as flat
// scans). Following each bent line inside its own box instead (a per-box parabola through the
// ink, the strip sampled along it) reached 82.2 %, and on top of the flattening added nothing:
// the detector merging neighbouring arcs into one box is what flattening the page undoes. It fired
// on none of the batches' 987 flat scans and photos nor on 120 train-split phone photos (the
// nearest flat page: tilt misfit 0.06 of a line, against 0.08 needed). Cost on a curled page:
// one more detection, about 1.5x its OCR CPU (median of 24 receipts).
// Pure: page image and detected regions in, flattened image (or null) out.

import { median, solveLinearSystem } from '../stats.js';
import type { RgbaImage } from '../types.js';
import type { DetectedRegion } from './detect.js';
import { length } from './geometry.js';

export const CURL = {
  /** Boxes at least this many times as long as they are high carry their line's slope. */
  minAspect: 4,
  /** Long boxes needed to measure a bend. */
  minBoxes: 8,
  /** Boxes whose slope disagrees with the fitted bend by this many median residuals are dropped once. */
  outlierResiduals: 3,
  /** The page is flattened when its lines bend by at least this share of a line's height across the page. */
  minBendShare: 0.5,
  /** Bends beyond this share of the page height are not a curl (a fit gone wrong): left alone. */
  maxBendShare: 0.15,
  /**
   * A straight tilt must leave the boxes' ends off by at least this share of a line's height (median
   * over the boxes): on a flat page every box shares the page's skew and the bend terms would only
   * fit noise (a lone tilted title among few boxes).
   */
  minTiltMisfitShare: 0.08,
  /** ... and the bend must explain at least this share of that misfit. */
  minExplained: 0.6,
} as const;

/** Coefficients of the bend (in page pixels) on the basis of bendBasis. */
export interface PageBend {
  coefficients: readonly number[];
  width: number;
  height: number;
  /** Largest rise minus fall of the bend along one line, page pixels. */
  range: number;
  /** Median misfit of the boxes' ends (page pixels) under a straight tilt alone, and under tilt and bend. */
  tiltMisfit: number;
  bendMisfit: number;
  /** Median height of the long boxes (a line's height), page pixels. */
  lineHeight: number;
}

export interface FlattenedPage {
  image: RgbaImage;
  bend: PageBend;
}

// Basis of d(x, y) with u = x / width in [0, 1] and v = y / height - 0.5: a tilt (u, u v) and the
// bend (g2, g2 v, g3, g3 v), where g2 and g3 are u^2 and u^3 less their best straight line over
// [0, 1], so the bend terms carry no tilt of their own.
const g2 = (u: number) => u * u - u + 1 / 6;
const g3 = (u: number) => u * u * u - 0.9 * u + 0.2;
function bendBasis(u: number, v: number): number[] {
  return [u, u * v, g2(u), g2(u) * v, g3(u), g3(u) * v];
}
/** The bend alone (no tilt) at (u, v). */
function bendAt(c: readonly number[], u: number, v: number): number {
  return (c[2]! + c[3]! * v) * g2(u) + (c[4]! + c[5]! * v) * g3(u);
}

/** Least squares over rows of [basis..., target] with weights; null when the system is singular. */
function solveLeastSquares(rows: readonly { a: number[]; b: number; w: number }[], n: number): number[] | null {
  const m = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  for (const { a, b, w } of rows) {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) m[i]![j]! += w * a[i]! * a[j]!;
      m[i]![n]! += w * a[i]! * b;
    }
  }
  // A little ridge keeps a page with lines at one height only (no y spread) solvable.
  const scale = Math.max(...m.map((row, i) => Math.abs(row[i]!)), 1e-12);
  for (let i = 0; i < n; i++) m[i]![i]! += 1e-6 * scale;
  return solveLinearSystem(m);
}

interface Chord {
  x1: number;
  x2: number;
  y: number;
  /** Rise from the left end to the right end, page pixels (down positive). */
  rise: number;
  height: number;
  weight: number;
}

/** Long boxes as chords of their lines, for text that runs across the page. */
function chordsOf(regions: readonly DetectedRegion[]): Chord[] {
  const chords: Chord[] = [];
  for (const { rect } of regions) {
    const lu = length(rect.u);
    const lv = length(rect.v);
    const along = lu >= lv ? rect.u : rect.v;
    const half = Math.max(lu, lv);
    const height = 2 * Math.min(lu, lv);
    if (2 * half < CURL.minAspect * height) continue;
    // Only lines within 30 degrees of across: a column of text or a stamp says nothing of the curl.
    if (Math.abs(along.y) > 0.5 * half) continue;
    const sign = along.x >= 0 ? 1 : -1;
    const dx = sign * along.x;
    const dy = sign * along.y;
    chords.push({ x1: rect.center.x - dx, x2: rect.center.x + dx, y: rect.center.y, rise: 2 * dy, height, weight: 2 * half });
  }
  return chords;
}

/** The page's bend, measured from its detected boxes; null when there are too few long boxes to tell. */
export function measurePageBend(regions: readonly DetectedRegion[], width: number, height: number): PageBend | null {
  let chords = chordsOf(regions);
  if (chords.length < CURL.minBoxes) return null;
  const lineHeight = median(chords.map((c) => c.height));
  const rowOf = (c: Chord) => {
    const v = c.y / height - 0.5;
    const left = bendBasis(c.x1 / width, v);
    const right = bendBasis(c.x2 / width, v);
    return { a: right.map((r, k) => r - left[k]!), b: c.rise, w: c.weight };
  };
  let coefficients = solveLeastSquares(chords.map(rowOf), 6);
  if (!coefficients) return null;
  const residual = (c: Chord, k: readonly number[]) => {
    const row = rowOf(c);
    return Math.abs(row.a.reduce((sum, a, i) => sum + a * (k[i] ?? 0), 0) - row.b);
  };
  // One pass without the boxes the fit explains worst (a stamp, a rotated label).
  const cut = Math.max(1, CURL.outlierResiduals * median(chords.map((c) => residual(c, coefficients!))));
  chords = chords.filter((c) => residual(c, coefficients!) <= cut);
  if (chords.length < CURL.minBoxes) return null;
  coefficients = solveLeastSquares(chords.map(rowOf), 6);
  if (!coefficients) return null;
  // The same boxes under a straight tilt alone, to tell a bend from noise.
  const tilt = solveLeastSquares(chords.map((c) => { const row = rowOf(c); return { ...row, a: row.a.slice(0, 2) }; }), 2);
  if (!tilt) return null;
  const tiltMisfit = median(chords.map((c) => residual(c, tilt)));
  const bendMisfit = median(chords.map((c) => residual(c, coefficients!)));
  // Range of the bend along a line, over the span the boxes cover, at the top and bottom of the text.
  const left = Math.min(...chords.map((c) => c.x1)) / width;
  const right = Math.max(...chords.map((c) => c.x2)) / width;
  const top = Math.min(...chords.map((c) => c.y)) / height - 0.5;
  const bottom = Math.max(...chords.map((c) => c.y)) / height - 0.5;
  let range = 0;
  for (const v of [top, bottom]) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let k = 0; k <= 20; k++) {
      const d = bendAt(coefficients, left + ((right - left) * k) / 20, v);
      lo = Math.min(lo, d);
      hi = Math.max(hi, d);
    }
    range = Math.max(range, hi - lo);
  }
  return { coefficients, width, height, range, tiltMisfit, bendMisfit, lineHeight };
}

/**
 * The page redrawn with its lines straight, when they bend by at least CURL.minBendShare of a
 * line's height; null otherwise. The flattened page is taller by the bend's range, so no line
 * is pushed off its top or bottom; pixels past the input's edges repeat its edge.
 */
export function flattenCurledPage(image: RgbaImage, regions: readonly DetectedRegion[]): FlattenedPage | null {
  const bend = measurePageBend(regions, image.width, image.height);
  if (!bend) return null;
  const line = bend.lineHeight;
  if (bend.range < CURL.minBendShare * line || bend.range > CURL.maxBendShare * image.height) return null;
  if (bend.tiltMisfit < CURL.minTiltMisfitShare * line || bend.bendMisfit > (1 - CURL.minExplained) * bend.tiltMisfit) return null;
  const { width, height, data } = image;
  // Shift per column at the top and bottom of the page; rows between are interpolated (the bend is linear in y).
  const shiftTop = new Float32Array(width);
  const shiftBottom = new Float32Array(width);
  let lowest = Infinity;
  let highest = -Infinity;
  for (let x = 0; x < width; x++) {
    const u = (x + 0.5) / width;
    shiftTop[x] = bendAt(bend.coefficients, u, -0.5);
    shiftBottom[x] = bendAt(bend.coefficients, u, 0.5);
    lowest = Math.min(lowest, shiftTop[x]!, shiftBottom[x]!);
    highest = Math.max(highest, shiftTop[x]!, shiftBottom[x]!);
  }
  // Output row y takes input row y - padTop + shift: a line at input height y0 + d(x) lands at y0 + padTop.
  const padTop = Math.ceil(Math.max(0, highest));
  const outHeight = height + padTop + Math.ceil(Math.max(0, -lowest));
  const out = new Uint8ClampedArray(width * outHeight * 4);
  for (let y = 0; y < outHeight; y++) {
    const share = Math.min(1, Math.max(0, (y - padTop) / height));
    for (let x = 0; x < width; x++) {
      const sy = Math.min(height - 1, Math.max(0, y - padTop + shiftTop[x]! + (shiftBottom[x]! - shiftTop[x]!) * share));
      const y0 = Math.floor(sy);
      const y1 = Math.min(height - 1, y0 + 1);
      const f = sy - y0;
      const a = (y0 * width + x) * 4;
      const b = (y1 * width + x) * 4;
      const o = (y * width + x) * 4;
      out[o] = data[a]! + (data[b]! - data[a]!) * f;
      out[o + 1] = data[a + 1]! + (data[b + 1]! - data[a + 1]!) * f;
      out[o + 2] = data[a + 2]! + (data[b + 2]! - data[a + 2]!) * f;
      out[o + 3] = 255;
    }
  }
  return { image: { width, height: outHeight, data: out }, bend };
}
