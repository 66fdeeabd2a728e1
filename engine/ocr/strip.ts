// Strip sampling for the recogniser and classifier: a text quad is rectified into a 48-pixel
// strip (the PP-OCR rec/cls input height), normalised to [-1, 1] in BGR planes and written into
// a batch tensor slot. Also reads back which strip columns are blank, for word-space recovery.

import type { RgbaImage } from '../types.js';
import type { Point, Quad } from './geometry.js';

export const REC_HEIGHT = 48;
/** Wider strips would be mostly padding for anything batched with them. */
const MAX_REC_WIDTH = 2400;

function edgeLength(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/**
 * Share of the 48 rows the detected box fills; the rest is paper-coloured margin. The Chinese
 * recogniser drops the spaces of Latin text when glyphs fill the whole strip (and more so
 * when the crop is upsampled, as at 150 DPI); a margin brings the glyphs to the size it
 * reads spaces at. Margins are synthesised rather than cropped so neighbouring lines of a
 * tightly set receipt never leak in. Chosen with bench/ocr (1/1.3 of the height).
 */
export const TEXT_BAND_SHARE = 1 / 1.3;

/**
 * Horizontal squeeze of recogniser strips (1 = the quad's own aspect ratio). Squeezing would cut
 * recognition cost in proportion, but the model reads narrowed glyphs badly: on 12 test-split
 * pages (bench/ocr squeeze:S) 0.8 raised flexible CER from 13.5 % to 19.8 % and 0.65 to 34.7 %.
 */
export const REC_WIDTH_SCALE = 1;

/**
 * Strip width in pixels for a quad at the given text-band height (REC_HEIGHT by default);
 * widthScale < 1 squeezes the line horizontally (recognition cost is proportional to width).
 */
export function stripWidth(quad: Quad, bandHeight = Math.round(REC_HEIGHT * TEXT_BAND_SHARE), widthScale = 1): number {
  const along = edgeLength(quad.topLeft, quad.topRight);
  const across = Math.max(1, edgeLength(quad.topLeft, quad.bottomLeft));
  return Math.min(MAX_REC_WIDTH, Math.max(8, Math.round((bandHeight * along * widthScale) / across)));
}

export interface StripSlot {
  out: Float32Array;
  slot: number;
  batchWidth: number;
}

/**
 * Samples the quad into rows [bandTop, bandTop + bandHeight) of a REC_HEIGHT x width strip,
 * normalised to [-1, 1] in BGR planes (PaddleOCR's rec/cls input), at column 0 of a batch
 * slot that is batchWidth wide. Rows outside the band get the quad's edge colour (paper);
 * columns past `width` stay 0 = mid-grey, the padding PaddleOCR trains with.
 */
export function writeStrip(image: RgbaImage, quad: Quad, width: number, target: StripSlot, bandHeight: number): void {
  const { out, slot, batchWidth } = target;
  const { data, width: iw, height: ih } = image;
  const bandTop = Math.floor((REC_HEIGHT - bandHeight) / 2);
  const origin = quad.topLeft;
  const ax = (quad.topRight.x - origin.x) / width;
  const ay = (quad.topRight.y - origin.y) / width;
  const bx = (quad.bottomLeft.x - origin.x) / bandHeight;
  const by = (quad.bottomLeft.y - origin.y) / bandHeight;
  // Supersample 2x2 when shrinking so thin strokes are averaged rather than skipped; more taps
  // cost ~2x the sampling time on 300 DPI pages for no CER change (bench/ocr notes).
  const shrink = Math.max(Math.hypot(ax, ay), Math.hypot(bx, by));
  const taps = Math.min(2, Math.max(1, Math.ceil(shrink)));
  const tapWeight = 1 / (taps * taps * 127.5);
  const plane = REC_HEIGHT * batchWidth;
  const base = slot * 3 * plane;
  for (let v = 0; v < bandHeight; v++) {
    const row = (bandTop + v) * batchWidth;
    for (let u = 0; u < width; u++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let ty = 0; ty < taps; ty++) {
        const fv = v + (ty + 0.5) / taps;
        for (let tx = 0; tx < taps; tx++) {
          const fu = u + (tx + 0.5) / taps;
          // Bilinear sample at the pixel-centre convention, clamped to the image edge.
          const sx = Math.min(iw - 1, Math.max(0, origin.x + fu * ax + fv * bx - 0.5));
          const sy = Math.min(ih - 1, Math.max(0, origin.y + fu * ay + fv * by - 0.5));
          const x0 = Math.floor(sx);
          const y0 = Math.floor(sy);
          const x1 = Math.min(iw - 1, x0 + 1);
          const y1 = Math.min(ih - 1, y0 + 1);
          const fx = sx - x0;
          const fy = sy - y0;
          const w00 = (1 - fx) * (1 - fy);
          const w10 = fx * (1 - fy);
          const w01 = (1 - fx) * fy;
          const w11 = fx * fy;
          const p00 = (y0 * iw + x0) * 4;
          const p10 = (y0 * iw + x1) * 4;
          const p01 = (y1 * iw + x0) * 4;
          const p11 = (y1 * iw + x1) * 4;
          r += data[p00]! * w00 + data[p10]! * w10 + data[p01]! * w01 + data[p11]! * w11;
          g += data[p00 + 1]! * w00 + data[p10 + 1]! * w10 + data[p01 + 1]! * w01 + data[p11 + 1]! * w11;
          b += data[p00 + 2]! * w00 + data[p10 + 2]! * w10 + data[p01 + 2]! * w01 + data[p11 + 2]! * w11;
        }
      }
      out[base + row + u] = b * tapWeight - 1;
      out[base + plane + row + u] = g * tapWeight - 1;
      out[base + 2 * plane + row + u] = r * tapWeight - 1;
    }
  }
  if (bandHeight < REC_HEIGHT) fillMargins(target, width, bandTop, bandHeight);
}

/**
 * Paper colour per channel: the median of the band's first or last row, whichever is brighter.
 * A median ignores the ink that edge rows cut through (a bar, a descender).
 */
function fillMargins({ out, slot, batchWidth }: StripSlot, width: number, bandTop: number, bandHeight: number): void {
  const plane = REC_HEIGHT * batchWidth;
  const base = slot * 3 * plane;
  const rowMedian = (c: number, v: number) => {
    const start = base + c * plane + v * batchWidth;
    const row = out.slice(start, start + width).sort();
    return row[row.length >> 1]!;
  };
  const first = [0, 1, 2].map((c) => rowMedian(c, bandTop));
  const last = [0, 1, 2].map((c) => rowMedian(c, bandTop + bandHeight - 1));
  const paper = first[0]! + first[1]! + first[2]! >= last[0]! + last[1]! + last[2]! ? first : last;
  for (let c = 0; c < 3; c++) {
    const value = paper[c]!;
    for (let v = 0; v < REC_HEIGHT; v++) {
      if (v >= bandTop && v < bandTop + bandHeight) continue;
      out.fill(value, base + c * plane + v * batchWidth, base + c * plane + v * batchWidth + width);
    }
  }
}

/**
 * Columns of a strip's text band with no ink: nothing darker than halfway between the band's
 * paper and ink tones. All band rows count: using only the x-height zone opened false gaps
 * beside glyphs whose ink is at the top (the bars of T and 7).
 */
export function blankColumns(tensor: Float32Array, slot: number, batchWidth: number, width: number, bandHeight: number): Uint8Array {
  const plane = REC_HEIGHT * batchWidth;
  const base = slot * 3 * plane;
  const bandTop = Math.floor((REC_HEIGHT - bandHeight) / 2);
  const first = bandTop;
  const last = bandTop + bandHeight;
  // Each band pixel's grey (sum of the three planes) once, then per column its darkest value.
  const darkest = new Float64Array(width).fill(Infinity);
  let min = Infinity;
  let max = -Infinity;
  for (let v = first; v < last; v++) {
    const row = base + v * batchWidth;
    for (let u = 0; u < width; u++) {
      const i = row + u;
      const g = tensor[i]! + tensor[i + plane]! + tensor[i + 2 * plane]!;
      if (g < min) min = g;
      if (g > max) max = g;
      if (g < darkest[u]!) darkest[u] = g;
    }
  }
  const blank = new Uint8Array(width).fill(1);
  const threshold = (min + max) / 2;
  for (let u = 0; u < width; u++) if (darkest[u]! < threshold) blank[u] = 0;
  return blank;
}

/** A grey strip (0 black .. 255 white), row-major. */
export interface GreyStrip {
  grey: Float32Array;
  width: number;
  height: number;
  /** Row of the quad's top edge (rows above it are the paper and ink over the quad). */
  quadTop: number;
  /** Rows the quad itself spans. */
  quadHeight: number;
}

/**
 * The strip in grey, reaching `above` and `below` rows past the quad's top and bottom edges into
 * the real page: what a detected box cuts off (an accent over a capital, the dots of an ö at the
 * box's edge) is there. The quad's own rows are the recogniser's input (`slot` of `tensor`,
 * written by writeStrip); the rows past them are sampled from the page along the same axes.
 */
export function greyStrip(image: RgbaImage, quad: Quad, target: StripSlot, width: number, bandHeight: number, above: number, below: number): GreyStrip {
  const height = above + bandHeight + below;
  const grey = new Float32Array(width * height);
  sampleGreyRows(image, quad, width, bandHeight, -above, 0, grey, 0);
  const { out, slot, batchWidth } = target;
  const plane = REC_HEIGHT * batchWidth;
  const base = slot * 3 * plane;
  const bandTop = Math.floor((REC_HEIGHT - bandHeight) / 2);
  // writeStrip stores x / 127.5 - 1 per channel; the grey here is the channels' mean, 0..255.
  for (let v = 0; v < bandHeight; v++) {
    const from = base + (bandTop + v) * batchWidth;
    const to = (above + v) * width;
    for (let u = 0; u < width; u++) grey[to + u] = (out[from + u]! + out[from + plane + u]! + out[from + 2 * plane + u]! + 3) * 42.5;
  }
  sampleGreyRows(image, quad, width, bandHeight, bandHeight, bandHeight + below, grey, (above + bandHeight) * width);
  return { grey, width, height, quadTop: above, quadHeight: bandHeight };
}

/** Rows first..end-1 of the quad's frame (0 = its top edge, bandHeight = its bottom), sampled in grey into `grey` at `offset`. */
function sampleGreyRows(image: RgbaImage, quad: Quad, width: number, bandHeight: number, first: number, end: number, grey: Float32Array, offset: number): void {
  const { data, width: iw, height: ih } = image;
  const origin = quad.topLeft;
  const ax = (quad.topRight.x - origin.x) / width;
  const ay = (quad.topRight.y - origin.y) / width;
  const bx = (quad.bottomLeft.x - origin.x) / bandHeight;
  const by = (quad.bottomLeft.y - origin.y) / bandHeight;
  // One bilinear tap per pixel: marks are a few pixels across at strip scale, not hairlines. The
  // tap is written out as in writeStrip rather than shared, so the recogniser's own sampling loop
  // stays as it was measured.
  for (let v = first; v < end; v++) {
    const fv = v + 0.5;
    const row = offset + (v - first) * width;
    for (let u = 0; u < width; u++) {
      const fu = u + 0.5;
      const sx = Math.min(iw - 1, Math.max(0, origin.x + fu * ax + fv * bx - 0.5));
      const sy = Math.min(ih - 1, Math.max(0, origin.y + fu * ay + fv * by - 0.5));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(iw - 1, x0 + 1);
      const y1 = Math.min(ih - 1, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const p00 = (y0 * iw + x0) * 4;
      const p10 = (y0 * iw + x1) * 4;
      const p01 = (y1 * iw + x0) * 4;
      const p11 = (y1 * iw + x1) * 4;
      const g00 = data[p00]! + data[p00 + 1]! + data[p00 + 2]!;
      const g10 = data[p10]! + data[p10 + 1]! + data[p10 + 2]!;
      const g01 = data[p01]! + data[p01 + 1]! + data[p01 + 2]!;
      const g11 = data[p11]! + data[p11 + 1]! + data[p11 + 2]!;
      grey[row + u] = (g00 * (1 - fx) * (1 - fy) + g10 * fx * (1 - fy) + g01 * (1 - fx) * fy + g11 * fx * fy) / 3;
    }
  }
}
