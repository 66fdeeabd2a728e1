// Image decoding stage: bytes in, upright RGBA raster out. The header size is checked against
// the pixel budget BEFORE the decoder runs, so a small file claiming 60000x60000 (a pixel-flood
// "image bomb") is refused without allocating gigabytes.
//
// Decoding goes through libvips (sharp), not Skia: @napi-rs/canvas 0.1.x crashes the process on
// truncated or corrupt PNG/JPEG/WEBP data (a SIGSEGV nothing can catch, fatal inside a worker
// thread), while libvips reports such files as errors. It is also several times faster on JPEG.

import sharp from 'sharp';
import { EngineError } from '../errors.js';
import type { RgbaImage } from '../types.js';
import { readImageSize, sniffFileKind } from './sniff.js';

// Each extraction worker owns one core: keep libvips to one thread and no operation cache.
sharp.concurrency(1);
sharp.cache(false);

export interface DecodeImageOptions {
  /** Largest width x height accepted, taken from the header before decoding. */
  maxPixels: number;
}

export async function decodeImage(bytes: Uint8Array, opts: DecodeImageOptions): Promise<RgbaImage> {
  const kind = sniffFileKind(bytes);
  if (kind === null || kind === 'pdf') {
    throw new EngineError('unsupported_file_type', 'The file is not a JPEG, PNG or WEBP image');
  }
  const { width, height } = readImageSize(bytes, kind);
  if (width * height > opts.maxPixels) {
    throw new EngineError(
      'image_too_large',
      `The image is ${width}x${height} pixels; the limit is ${opts.maxPixels} pixels in total`,
    );
  }
  try {
    const { data, info } = await sharp(bytes, {
      // The decoder re-checks the limit itself, in case the body disagrees with the header.
      limitInputPixels: opts.maxPixels,
      failOn: 'truncated',
      // Scans may carry odd colour profiles; we only need the pixels.
      ignoreIcc: true,
    })
      .rotate() // EXIF orientation: phone photos are stored sideways with a tag
      .flatten({ background: '#ffffff' }) // transparent areas would read as black ink
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4 || info.width === 0 || info.height === 0) {
      throw new Error(`unexpected decoder output: ${info.width}x${info.height}x${info.channels}`);
    }
    return {
      width: info.width,
      height: info.height,
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    };
  } catch (cause) {
    if (cause instanceof EngineError) throw cause;
    throw new EngineError('unsupported_file_type', `The ${kind.toUpperCase()} image could not be decoded`, { cause });
  }
}
