// Blur estimate and gated unsharp mask for photographed pages. Out-of-focus or shaken photos
// spread each ink edge over several pixels and the recogniser then drops or confuses characters.
// The estimate measures how wide strong edges are: along sampled rows, a monotonic run of grey
// steps whose total rise is large (an ink stroke's flank) is one edge, and its width is the
// number of pixels between 10 % and 90 % of that rise. The median width is ~1-1.5 px on a crisp
// scan and grows with the blur radius. Only pages whose edges are wider than a threshold are
// sharpened, so crisp scans pass through untouched.

import type { RgbaImage } from '../types.js';

export interface BlurEstimate {
  /** Median 10-90 % width of strong edges, in pixels (NaN when too few edges were found). */
  edgeWidth: number;
  /** Edges measured. */
  edges: number;
}

export interface SharpenOptions {
  /** Sharpen only when the median edge width is at least this many pixels (default DEFAULT_SHARPEN.minEdgeWidth). */
  minEdgeWidth?: number;
  /** Gaussian radius (sigma, px) of the unsharp mask's blur (default DEFAULT_SHARPEN.sigma). */
  sigma?: number;
  /** How much of the detail (image - blurred) is added back (default DEFAULT_SHARPEN.amount). */
  amount?: number;
}

export const DEFAULT_SHARPEN = { minEdgeWidth: 2.5, sigma: 1.5, amount: 1.0 } as const;

/** Smallest total rise (grey levels) for a run to count as an ink edge rather than noise or texture. */
const MIN_EDGE_CONTRAST = 60;
/** Steps smaller than this end a run: JPEG ringing and sensor grain are a few levels. */
const MIN_STEP = 3;
/** Fewer edges than this and the page has too little ink to judge. */
const MIN_EDGES = 50;
/** Rows sampled for the estimate at most (evenly spaced). */
const SAMPLED_ROWS = 400;

function luma(data: Uint8Array | Uint8ClampedArray, p: number): number {
  return (data[p]! * 299 + data[p + 1]! * 587 + data[p + 2]! * 114) / 1000;
}

/** Median 10-90 % width of strong horizontal edges on evenly spaced rows of the full-resolution page. */
export function estimateBlur(image: RgbaImage): BlurEstimate {
  const { width, height, data } = image;
  const rowStep = Math.max(1, Math.floor(height / SAMPLED_ROWS));
  const widths: number[] = [];
  const row = new Float32Array(width);
  for (let y = rowStep >> 1; y < height; y += rowStep) {
    const base = y * width * 4;
    for (let x = 0; x < width; x++) row[x] = luma(data, base + x * 4);
    let x = 0;
    while (x < width - 1) {
      const first = row[x + 1]! - row[x]!;
      if (Math.abs(first) < MIN_STEP) {
        x++;
        continue;
      }
      const sign = Math.sign(first);
      let end = x + 1;
      while (end < width - 1 && (row[end + 1]! - row[end]!) * sign >= MIN_STEP) end++;
      const rise = (row[end]! - row[x]!) * sign;
      if (rise >= MIN_EDGE_CONTRAST) widths.push(riseWidth(row, x, end, sign, rise));
      x = end;
    }
  }
  if (widths.length < MIN_EDGES) return { edgeWidth: Number.NaN, edges: widths.length };
  widths.sort((a, b) => a - b);
  return { edgeWidth: widths[widths.length >> 1]!, edges: widths.length };
}

/** Sub-pixel distance between the 10 % and 90 % crossings of a monotonic run from `start` to `end`. */
function riseWidth(row: Float32Array, start: number, end: number, sign: number, rise: number): number {
  const from = row[start]!;
  const crossing = (level: number): number => {
    for (let x = start; x < end; x++) {
      const a = (row[x]! - from) * sign;
      const b = (row[x + 1]! - from) * sign;
      if (b >= level) return x + (level - a) / (b - a);
    }
    return end;
  };
  return crossing(0.9 * rise) - crossing(0.1 * rise);
}

function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(2.5 * sigma));
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) sum += kernel[i + radius] = Math.exp(-(i * i) / (2 * sigma * sigma));
  for (let i = 0; i < kernel.length; i++) kernel[i]! /= sum;
  return kernel;
}

/**
 * Unsharp mask on luma: detail = luma - gaussian(luma), and `amount * detail` is added to every
 * channel, so colours keep their hue and only one plane is blurred.
 */
export function unsharpMask(image: RgbaImage, sigma: number, amount: number): RgbaImage {
  if (!(sigma > 0 && sigma <= 10)) throw new RangeError(`unsharpMask sigma must be in (0, 10], got ${sigma}`);
  if (!(amount >= 0 && amount <= 5)) throw new RangeError(`unsharpMask amount must be in [0, 5], got ${amount}`);
  const { width, height, data } = image;
  const gray = new Float32Array(width * height);
  for (let i = 0, p = 0; i < gray.length; i++, p += 4) gray[i] = luma(data, p);
  const kernel = gaussianKernel(sigma);
  const radius = kernel.length >> 1;
  // Separable Gaussian; edge pixels repeat outwards. Rows are blurred into `tmp`, then columns are
  // accumulated row by row (k outer, x inner) so every read walks memory in order.
  const tmp = new Float32Array(gray.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let s = 0;
      if (x >= radius && x < width - radius) {
        for (let k = -radius; k <= radius; k++) s += gray[row + x + k]! * kernel[k + radius]!;
      } else {
        for (let k = -radius; k <= radius; k++) s += gray[row + Math.min(width - 1, Math.max(0, x + k))]! * kernel[k + radius]!;
      }
      tmp[row + x] = s;
    }
  }
  const out = new Uint8ClampedArray(data.length);
  const blurredRow = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    blurredRow.fill(0);
    for (let k = -radius; k <= radius; k++) {
      const source = Math.min(height - 1, Math.max(0, y + k)) * width;
      const weight = kernel[k + radius]!;
      for (let x = 0; x < width; x++) blurredRow[x]! += tmp[source + x]! * weight;
    }
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const delta = amount * (gray[row + x]! - blurredRow[x]!);
      const p = (row + x) * 4;
      out[p] = data[p]! + delta;
      out[p + 1] = data[p + 1]! + delta;
      out[p + 2] = data[p + 2]! + delta;
      out[p + 3] = data[p + 3]!;
    }
  }
  return { width, height, data: out };
}

export interface SharpenResult {
  image: RgbaImage;
  estimate: BlurEstimate;
  sharpened: boolean;
}

/** Unsharp-masks the page only when its edges are measurably wide; otherwise returns it as is. */
export function sharpenIfBlurred(image: RgbaImage, opts: SharpenOptions = {}): SharpenResult {
  const minEdgeWidth = opts.minEdgeWidth ?? DEFAULT_SHARPEN.minEdgeWidth;
  const estimate = estimateBlur(image);
  if (!(estimate.edgeWidth >= minEdgeWidth)) return { image, estimate, sharpened: false };
  return { image: unsharpMask(image, opts.sigma ?? DEFAULT_SHARPEN.sigma, opts.amount ?? DEFAULT_SHARPEN.amount), estimate, sharpened: true };
}
