// Perspective geometry for phone photos: a page photographed at an angle is a trapezoid. These
// helpers solve the plane-to-plane homography between two quadrilaterals and resample an image
// through it (inverse mapping, bilinear), so a detected paper outline can be turned back into an
// upright rectangle. Pure typed-array loops; the only allocation is the output raster.

import { solveLinearSystem } from '../stats.js';
import type { RgbaImage } from '../types.js';

export interface Corner {
  x: number;
  y: number;
}

/** Four corners in order top-left, top-right, bottom-right, bottom-left. */
export type Quadrilateral = readonly [Corner, Corner, Corner, Corner];

/** Row-major 3x3 projective matrix with h[8] normalised to 1. */
export type Homography = Float64Array;

/**
 * The homography H with H * from[i] ~ to[i] for the four corner pairs (direct linear transform,
 * 8x8 system solved by Gaussian elimination with partial pivoting). Throws on a degenerate quad.
 */
export function solveHomography(from: Quadrilateral, to: Quadrilateral): Homography {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u], [0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const solution = solveLinearSystem(rows);
  if (!solution) throw new RangeError('solveHomography: the corners are degenerate (three in a line)');
  return Float64Array.from([...solution, 1]);
}

export function applyHomography(h: Homography, p: Corner): Corner {
  const w = h[6]! * p.x + h[7]! * p.y + h[8]!;
  return { x: (h[0]! * p.x + h[1]! * p.y + h[2]!) / w, y: (h[3]! * p.x + h[4]! * p.y + h[5]!) / w };
}

/**
 * Resamples `source` into a width x height raster where output pixel (x, y) takes the source
 * colour at outputToSource(x, y) (bilinear). Output pixels that map outside the source take
 * `outside`'s pixel at the same place when given (a background for synthetic photos), else white
 * (paper colour, so the margin never reads as ink).
 */
export function warpPerspective(
  source: RgbaImage,
  outputToSource: Homography,
  width: number,
  height: number,
  outside?: RgbaImage,
): RgbaImage {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`warpPerspective needs a positive integer size, got ${width}x${height}`);
  }
  if (outside && (outside.width !== width || outside.height !== height)) {
    throw new RangeError('warpPerspective: the outside raster must have the output size');
  }
  const { width: sw, height: sh, data: src } = source;
  const out = new Uint8ClampedArray(width * height * 4);
  const fill = outside?.data;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = outputToSource as unknown as number[];
  // Pixel centres: output (x + 0.5) maps to source coordinate sx, sampled at sx - 0.5. The three
  // projective sums are linear in x, so each row steps them by a constant.
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5;
    let nx = h0! * 0.5 + h1! * cy + h2!;
    let ny = h3! * 0.5 + h4! * cy + h5!;
    let dw = h6! * 0.5 + h7! * cy + h8!;
    for (let x = 0, o = y * width * 4; x < width; x++, o += 4, nx += h0!, ny += h3!, dw += h6!) {
      const sx = nx / dw - 0.5;
      const sy = ny / dw - 0.5;
      out[o + 3] = 255;
      if (!(sx > -1 && sy > -1 && sx < sw && sy < sh)) {
        if (fill) {
          out[o] = fill[o]!;
          out[o + 1] = fill[o + 1]!;
          out[o + 2] = fill[o + 2]!;
        } else {
          out[o] = 255;
          out[o + 1] = 255;
          out[o + 2] = 255;
        }
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      // Fixed-point weights (0..256) keep the blend in integer arithmetic.
      const fx = ((sx - x0) * 256) | 0;
      const fy = ((sy - y0) * 256) | 0;
      // Clamp the 2x2 neighbourhood at the edges (edge pixels repeat).
      const xa = x0 < 0 ? 0 : x0;
      const xb = x0 + 1 >= sw ? sw - 1 : x0 + 1;
      const ya = y0 < 0 ? 0 : y0;
      const yb = y0 + 1 >= sh ? sh - 1 : y0 + 1;
      const p00 = (ya * sw + xa) * 4;
      const p01 = (ya * sw + xb) * 4;
      const p10 = (yb * sw + xa) * 4;
      const p11 = (yb * sw + xb) * 4;
      for (let c = 0; c < 3; c++) {
        const top = src[p00 + c]! * (256 - fx) + src[p01 + c]! * fx;
        const bottom = src[p10 + c]! * (256 - fx) + src[p11 + c]! * fx;
        out[o + c] = (top * (256 - fy) + bottom * fy + 32768) >> 16;
      }
    }
  }
  return { width, height, data: out };
}

/**
 * Cuts the quadrilateral `quad` out of `image` and straightens it into a width x height
 * rectangle (the paper seen at an angle becomes the paper seen from above).
 */
export function straightenQuadrilateral(image: RgbaImage, quad: Quadrilateral, width: number, height: number): RgbaImage {
  const rect: Quadrilateral = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  return warpPerspective(image, solveHomography(rect, quad), width, height);
}
