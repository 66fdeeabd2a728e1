// A small grey copy of a page, for estimating page-wide things (paper outline, lighting) cheaply.
// Each thumbnail pixel averages a sparse grid inside its block of the full image, so a 12 MP photo
// costs a few hundred thousand reads rather than twelve million.

import type { RgbaImage } from '../types.js';

export interface GrayThumbnail {
  width: number;
  height: number;
  /** Full-image pixels per thumbnail pixel, on both axes. */
  block: number;
  gray: Uint8Array;
}

/** Samples per block side: enough to average away noise and thin strokes' exact placement. */
const SAMPLES_PER_SIDE = 4;

/** Luma thumbnail whose long side is about `maxSide` (never upscaled: block >= 1). */
export function grayThumbnail(image: RgbaImage, maxSide: number): GrayThumbnail {
  if (!(maxSide >= 8)) throw new RangeError(`grayThumbnail needs maxSide >= 8, got ${maxSide}`);
  const block = Math.max(1, Math.ceil(Math.max(image.width, image.height) / maxSide));
  const width = Math.max(1, Math.floor(image.width / block));
  const height = Math.max(1, Math.floor(image.height / block));
  const step = Math.max(1, Math.floor(block / SAMPLES_PER_SIDE));
  const { data, width: fullWidth } = image;
  const gray = new Uint8Array(width * height);
  for (let ty = 0; ty < height; ty++) {
    const y0 = ty * block;
    const y1 = Math.min(image.height, y0 + block);
    for (let tx = 0; tx < width; tx++) {
      const x0 = tx * block;
      const x1 = Math.min(fullWidth, x0 + block);
      let sum = 0;
      let count = 0;
      for (let y = y0 + (step >> 1); y < y1; y += step) {
        for (let x = x0 + (step >> 1); x < x1; x += step) {
          const p = (y * fullWidth + x) * 4;
          sum += data[p]! * 299 + data[p + 1]! * 587 + data[p + 2]! * 114;
          count++;
        }
      }
      gray[ty * width + tx] = count ? sum / (count * 1000) + 0.5 : 255;
    }
  }
  return { width, height, block, gray };
}
