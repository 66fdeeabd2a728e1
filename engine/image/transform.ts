// Small raster helpers shared by decoding and OCR. Resizing and free-angle rotation go through
// Skia (@napi-rs/canvas) because its filtering is native and good at downscaling; the exact
// quarter turns and grayscale are plain loops so they are lossless and dependency-free.

import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import type { RgbaImage } from '../types.js';

export type QuarterTurns = 0 | 1 | 2 | 3;

/** Luma (ITU-R BT.601 weights), one byte per pixel. */
export function toGray(image: RgbaImage): Uint8Array {
  const { data, width, height } = image;
  const gray = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < gray.length; i++, p += 4) {
    gray[i] = (data[p]! * 299 + data[p + 1]! * 587 + data[p + 2]! * 114 + 500) / 1000;
  }
  return gray;
}

export function imageToCanvas(image: RgbaImage): Canvas {
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
  return canvas;
}

function canvasToImage(canvas: Canvas): RgbaImage {
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return { width: canvas.width, height: canvas.height, data: pixels.data };
}

/**
 * Scale (at most 1) that brings a page to a working size of `maxSide` on its long side, except
 * that a narrow page (a long till receipt) keeps at least half of maxSide on its short side:
 * sized by its long side alone, a 1:6 receipt's text shrinks to a few pixels and whole lines are
 * lost. Pages up to 1:2 (invoices, most receipts) get exactly maxSide / long side. The narrow
 * allowance stops at `pixelBudget` x maxSide^2 pixels (never below the long-side scale).
 */
export function workingScale(width: number, height: number, maxSide: number, pixelBudget: number): number {
  const byLongSide = maxSide / Math.max(width, height);
  const scale = Math.min(1, Math.max(byLongSide, (0.5 * maxSide) / Math.min(width, height)));
  const budget = pixelBudget * maxSide * maxSide;
  return width * height * scale * scale > budget ? Math.max(byLongSide, Math.sqrt(budget / (width * height))) : scale;
}

/** Scales to exactly width x height with high-quality (mipmapped) filtering. */
export function resizeImage(image: RgbaImage, width: number, height: number): RgbaImage {
  if (width === image.width && height === image.height) return image;
  const target = createCanvas(width, height);
  const ctx = target.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(imageToCanvas(image), 0, 0, width, height);
  return canvasToImage(target);
}

/** Rotates clockwise by quarterTurns x 90 degrees, exactly (no resampling). */
export function rotateQuarterTurns(image: RgbaImage, quarterTurns: QuarterTurns): RgbaImage {
  if (quarterTurns === 0) return image;
  const { width: w, height: h } = image;
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const outW = quarterTurns === 2 ? w : h;
  const outH = quarterTurns === 2 ? h : w;
  const out = new Uint8ClampedArray(w * h * 4);
  const dst = new Uint32Array(out.buffer);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let dx: number;
      let dy: number;
      if (quarterTurns === 1) {
        dx = h - 1 - y;
        dy = x;
      } else if (quarterTurns === 2) {
        dx = w - 1 - x;
        dy = h - 1 - y;
      } else {
        dx = y;
        dy = w - 1 - x;
      }
      dst[dy * outW + dx] = src[y * w + x]!;
    }
  }
  return { width: outW, height: outH, data: out };
}

/** Size of the canvas that holds a width x height image turned by `degrees` without cropping. */
export function rotatedBounds(width: number, height: number, degrees: number): { width: number; height: number } {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  // The epsilon keeps exact quarter turns exact (cos 90deg is 6e-17, not 0).
  const fit = (n: number) => Math.ceil(n - 1e-6);
  return { width: fit(width * cos + height * sin), height: fit(width * sin + height * cos) };
}

/**
 * Rotates clockwise by a free angle about the centre onto a white canvas large enough to hold
 * the whole image (paper is white, so the new corners must not read as ink).
 */
export function rotateByAngle(image: RgbaImage, degrees: number): RgbaImage {
  if (degrees === 0) return image;
  const bounds = rotatedBounds(image.width, image.height, degrees);
  const target = createCanvas(bounds.width, bounds.height);
  const ctx = target.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, bounds.width, bounds.height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.translate(bounds.width / 2, bounds.height / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.drawImage(imageToCanvas(image), -image.width / 2, -image.height / 2);
  return canvasToImage(target);
}

/** Mirrors left-right (EXIF orientations 2, 4, 5 and 7 include a mirror). */
export function flipHorizontal(image: RgbaImage): RgbaImage {
  const { width: w, height: h } = image;
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const out = new Uint8ClampedArray(w * h * 4);
  const dst = new Uint32Array(out.buffer);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) dst[row + w - 1 - x] = src[row + x]!;
  }
  return { width: w, height: h, data: out };
}

/** Turns an image stored with EXIF orientation 1..8 upright (CIPA DC-008, tag 0x0112). */
export function applyExifOrientation(image: RgbaImage, orientation: number): RgbaImage {
  switch (orientation) {
    case 2:
      return flipHorizontal(image);
    case 3:
      return rotateQuarterTurns(image, 2);
    case 4:
      return flipHorizontal(rotateQuarterTurns(image, 2));
    case 5:
      return flipHorizontal(rotateQuarterTurns(image, 1));
    case 6:
      return rotateQuarterTurns(image, 1);
    case 7:
      return flipHorizontal(rotateQuarterTurns(image, 3));
    case 8:
      return rotateQuarterTurns(image, 3);
    default:
      return image;
  }
}
