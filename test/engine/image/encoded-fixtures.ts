// Real encoded images made with @napi-rs/canvas, plus the byte surgery the header tests need
// (simple-format WEBP re-wrapping, PNG header forgery). Shared by the image-stage tests.

import { createCanvas } from '@napi-rs/canvas';

/** A width x height image: white, with a red square in the top-left corner. */
export function drawMarkerImage(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, Math.ceil(width / 4), Math.ceil(height / 4));
  return canvas;
}

export function encode(width: number, height: number, format: 'png' | 'jpeg' | 'webp', quality?: number): Buffer {
  const canvas = drawMarkerImage(width, height);
  if (format === 'png') return canvas.encodeSync('png');
  return canvas.encodeSync(format, quality ?? 90);
}

/** Skia writes extended (VP8X) WEBP; pull out its VP8/VP8L chunk as a simple-format file. */
export function simpleWebp(extended: Buffer, fourcc: 'VP8 ' | 'VP8L'): Buffer | null {
  let offset = 12;
  while (offset + 8 <= extended.length) {
    const id = extended.subarray(offset, offset + 4).toString('latin1');
    const size = extended.readUInt32LE(offset + 4);
    const chunk = extended.subarray(offset, offset + 8 + size + (size % 2));
    if (id === fourcc) {
      const header = Buffer.alloc(12);
      header.write('RIFF', 0, 'latin1');
      header.writeUInt32LE(4 + chunk.length, 4);
      header.write('WEBP', 8, 'latin1');
      return Buffer.concat([header, chunk]);
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** A real small PNG whose IHDR is rewritten to claim width x height (an "image bomb" header). */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(encode(8, 8, 'png'));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** Inserts an EXIF APP1 segment with the given orientation tag right after SOI. */
export function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  // Big-endian TIFF header, one IFD entry: tag 0x0112 (Orientation), type SHORT, count 1.
  const tiff = Buffer.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = payload.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}
