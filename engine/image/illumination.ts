// Illumination normalisation for phone photos: uneven light, a shadow across the page and faded
// (thermal) print. The paper's brightness is estimated on a thumbnail (grey closing, which
// erases ink strokes, then a light box blur), and every pixel is divided by the estimate upsampled
// bilinearly, so the paper becomes white wherever it lies; then the ink is stretched towards
// black by a percentile black point. On an evenly lit scan the estimate is ~white everywhere
// and the step is close to the identity.

import type { RgbaImage } from '../types.js';
import { grayThumbnail } from './thumbnail.js';

export interface FlattenOptions {
  /** Long side of the background estimate grid (default 256). */
  gridSide?: number;
  /** Max-filter radius in grid cells: wide enough to cover a character (default 3). */
  closeRadius?: number;
  /** Share of (sampled) pixels taken as the black point of the stretch (default 0.01). */
  blackPercentile?: number;
  /** Largest contrast gain of the stretch, so a page with almost no ink is not blown up (default 2.5). */
  maxGain?: number;
}

/** Darkest background estimate allowed: below it the "paper" is a dark table, not paper. */
const MIN_BACKGROUND = 48;

/** Separable square max (or min) filter: the extreme over a square is the extreme of row extremes. */
function extremeFilter(src: Uint8Array, width: number, height: number, radius: number, takeMax: boolean): Uint8Array {
  const tmp = new Uint8Array(src.length);
  const out = new Uint8Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let m = takeMax ? 0 : 255;
      const a = Math.max(0, x - radius);
      const b = Math.min(width - 1, x + radius);
      for (let k = a; k <= b; k++) {
        const v = src[row + k]!;
        if (takeMax ? v > m : v < m) m = v;
      }
      tmp[row + x] = m;
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      let m = takeMax ? 0 : 255;
      const a = Math.max(0, y - radius);
      const b = Math.min(height - 1, y + radius);
      for (let k = a; k <= b; k++) {
        const v = tmp[k * width + x]!;
        if (takeMax ? v > m : v < m) m = v;
      }
      out[y * width + x] = m;
    }
  }
  return out;
}

function boxBlur(src: Uint8Array, width: number, height: number, radius: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let s = 0;
      const a = Math.max(0, x - radius);
      const b = Math.min(width - 1, x + radius);
      for (let k = a; k <= b; k++) s += src[row + k]!;
      tmp[row + x] = s / (b - a + 1);
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      let s = 0;
      const a = Math.max(0, y - radius);
      const b = Math.min(height - 1, y + radius);
      for (let k = a; k <= b; k++) s += tmp[k * width + x]!;
      out[y * width + x] = s / (b - a + 1);
    }
  }
  return out;
}

/** Paper brightness per grid cell (0..255) and the grid's cell size in image pixels. */
export function estimatePaperBrightness(image: RgbaImage, opts: FlattenOptions = {}): { grid: Float32Array; width: number; height: number; block: number } {
  const thumb = grayThumbnail(image, opts.gridSide ?? 256);
  const radius = opts.closeRadius ?? 3;
  // Grey closing (max then min): the max erases ink strokes, the min puts a shadow's edge back
  // where it was, so the estimate follows a sharp shadow instead of bleeding light into it.
  const closed = extremeFilter(extremeFilter(thumb.gray, thumb.width, thumb.height, radius, true), thumb.width, thumb.height, radius, false);
  const grid = boxBlur(closed, thumb.width, thumb.height, 1);
  for (let i = 0; i < grid.length; i++) if (grid[i]! < MIN_BACKGROUND) grid[i] = MIN_BACKGROUND;
  return { grid, width: thumb.width, height: thumb.height, block: thumb.block };
}

/**
 * Divides out the estimated lighting and stretches contrast; returns a new raster of the same
 * size (RGB scaled alike, so colour hue is kept).
 */
export function flattenIllumination(image: RgbaImage, opts: FlattenOptions = {}): RgbaImage {
  const { width, height, data } = image;
  const bg = estimatePaperBrightness(image, opts);
  // Bilinear lookup tables: each image column/row maps to two grid cells and a weight.
  const colA = new Int32Array(width);
  const colB = new Int32Array(width);
  const colW = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const g = Math.min(bg.width - 1, Math.max(0, (x + 0.5) / bg.block - 0.5));
    colA[x] = Math.floor(g);
    colB[x] = Math.min(bg.width - 1, colA[x]! + 1);
    colW[x] = g - colA[x]!;
  }
  // Gain 255 / background per pixel; pass 1 writes the divided image and a sampled histogram.
  const out = new Uint8ClampedArray(data.length);
  const histogram = new Uint32Array(256);
  const rowGain = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    const g = Math.min(bg.height - 1, Math.max(0, (y + 0.5) / bg.block - 0.5));
    const ra = Math.floor(g) * bg.width;
    const rb = Math.min(bg.height - 1, Math.floor(g) + 1) * bg.width;
    const wy = g - Math.floor(g);
    for (let x = 0; x < width; x++) {
      const top = bg.grid[ra + colA[x]!]! * (1 - colW[x]!) + bg.grid[ra + colB[x]!]! * colW[x]!;
      const bottom = bg.grid[rb + colA[x]!]! * (1 - colW[x]!) + bg.grid[rb + colB[x]!]! * colW[x]!;
      rowGain[x] = 255 / (top * (1 - wy) + bottom * wy);
    }
    const row = y * width * 4;
    for (let x = 0, p = row; x < width; x++, p += 4) {
      // Fixed-point gain (x256) keeps the per-pixel work in integers; writes clamp at 255.
      const k = (rowGain[x]! * 256) | 0;
      out[p] = (data[p]! * k) >> 8;
      out[p + 1] = (data[p + 1]! * k) >> 8;
      out[p + 2] = (data[p + 2]! * k) >> 8;
      out[p + 3] = 255;
    }
    if ((y & 3) === 0) {
      for (let p = row; p < row + width * 4; p += 16) histogram[(out[p]! * 77 + out[p + 1]! * 150 + out[p + 2]! * 29) >> 8]!++;
    }
  }
  // Pass 2: black point at the given percentile, white stays white.
  let total = 0;
  for (let v = 0; v < 256; v++) total += histogram[v]!;
  const target = total * (opts.blackPercentile ?? 0.01);
  let black = 0;
  for (let seen = 0; black < 255; black++) {
    seen += histogram[black]!;
    if (seen >= target) break;
  }
  const gain = Math.min(opts.maxGain ?? 2.5, 255 / Math.max(1, 255 - black));
  const offset = 255 - 255 / gain; // value that maps to 0: the white point stays at 255
  if (gain > 1.01) {
    const lut = new Uint8ClampedArray(256);
    for (let v = 0; v < 256; v++) lut[v] = (v - offset) * gain + 0.5;
    for (let p = 0; p < out.length; p += 4) {
      out[p] = lut[out[p]!]!;
      out[p + 1] = lut[out[p + 1]!]!;
      out[p + 2] = lut[out[p + 2]!]!;
    }
  }
  return { width, height, data: out };
}
