// A phone-photo version of a rendered page for the preprocessing tests: the page warped onto a
// dark table as a trapezoid, optionally with a lighting gradient and a shadow band. Built with
// the engine's own homography helpers; the corners are returned so tests know the truth.

import { solveHomography, warpPerspective, type Quadrilateral } from '../../../engine/image/perspective.js';
import type { RgbaImage } from '../../../engine/types.js';

export function pageRect(page: RgbaImage): Quadrilateral {
  return [
    { x: 0, y: 0 },
    { x: page.width, y: 0 },
    { x: page.width, y: page.height },
    { x: 0, y: page.height },
  ];
}

/** `page` seen at an angle: corners at `corners` of a width x height frame on a dark grey table. */
export function photograph(page: RgbaImage, corners: Quadrilateral, width: number, height: number): RgbaImage {
  const table = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < table.length; i += 4) {
    // Some texture, so the background is not a flat colour.
    const v = 50 + ((i >> 2) % 7) * 4;
    table.set([v, v - 5, v - 10, 255], i);
  }
  return warpPerspective(page, solveHomography(corners, pageRect(page)), width, height, { width, height, data: table });
}

/** Multiplies the light: 1 at the left edge down to `dim` at the right, and a shadow band across rows [from, to). */
export function shade(image: RgbaImage, dim: number, band: { from: number; to: number; depth: number }): RgbaImage {
  const { width, height } = image;
  const data = new Uint8ClampedArray(image.data);
  for (let y = 0; y < height; y++) {
    const inBand = y >= band.from && y < band.to;
    for (let x = 0; x < width; x++) {
      const light = (1 - ((1 - dim) * x) / width) * (inBand ? 1 - band.depth : 1);
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[o + c] = data[o + c]! * light;
    }
  }
  return { width, height, data };
}

/** Weak light on a faded print: black rises to `lift`, white falls to `ceiling`. */
export function fade(image: RgbaImage, lift: number, ceiling: number): RgbaImage {
  const data = new Uint8ClampedArray(image.data);
  for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) data[i + c] = lift + (data[i + c]! * (ceiling - lift)) / 255;
  return { width: image.width, height: image.height, data };
}

/**
 * `page` curled across its width, as a receipt lying on a table: each pixel column raised by
 * bulge * sin(pi * x / width), so every line is an arc whose middle is `bulge` pixels above its
 * ends, on a dark table `margin` pixels wide.
 */
export function curl(page: RgbaImage, bulge: number, margin = 30): RgbaImage {
  const width = page.width + 2 * margin;
  const height = page.height + Math.ceil(bulge) + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([90, 75, 60, 255], i);
  for (let x = 0; x < page.width; x++) {
    const top = Math.round(margin + bulge - bulge * Math.sin((Math.PI * x) / page.width));
    for (let y = 0; y < page.height; y++) data.set(page.data.subarray((y * page.width + x) * 4, (y * page.width + x) * 4 + 4), ((top + y) * width + margin + x) * 4);
  }
  return { width, height, data };
}
