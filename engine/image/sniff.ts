// File-type sniffing and header-only size reading. Uploads are identified by their magic bytes,
// never by name or declared MIME type, and image sizes are read from the header so the
// pixel-flood guard (decode.ts) runs before any decoder allocates a pixel buffer.

import { EngineError } from '../errors.js';
import type { FileKind } from '../types.js';

export interface ImageSize {
  width: number;
  height: number;
}

/** PDF readers accept `%PDF-` after leading junk; Acrobat allows it within the first 1024 bytes. */
const PDF_SEARCH_WINDOW = 1024;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWithAt(bytes: Uint8Array, offset: number, expected: readonly number[]): boolean {
  if (offset + expected.length > bytes.length) return false;
  for (let i = 0; i < expected.length; i++) {
    if (bytes[offset + i] !== expected[i]) return false;
  }
  return true;
}

function asciiAt(bytes: Uint8Array, offset: number, text: string): boolean {
  return startsWithAt(bytes, offset, Array.from(text, (c) => c.charCodeAt(0)));
}

/** The kind of an upload from its magic bytes, or null when it is none we accept. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWithAt(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWithAt(bytes, 0, PNG_SIGNATURE)) return 'png';
  if (asciiAt(bytes, 0, 'RIFF') && asciiAt(bytes, 8, 'WEBP')) return 'webp';
  const window = Math.min(bytes.length, PDF_SEARCH_WINDOW);
  for (let i = 0; i + PDF_MAGIC.length <= window; i++) {
    if (bytes[i] === 0x25 && startsWithAt(bytes, i, PDF_MAGIC)) return 'pdf';
  }
  return null;
}

function unreadable(kind: FileKind, why: string): EngineError {
  return new EngineError('unsupported_file_type', `The ${kind.toUpperCase()} image header is unreadable: ${why}`);
}

function u16be(b: Uint8Array, o: number): number {
  return (b[o]! << 8) | b[o + 1]!;
}
function u32be(b: Uint8Array, o: number): number {
  return ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
}
function u16le(b: Uint8Array, o: number): number {
  return b[o]! | (b[o + 1]! << 8);
}
function u24le(b: Uint8Array, o: number): number {
  return b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16);
}

function checkPositive(kind: FileKind, size: ImageSize): ImageSize {
  if (!(size.width > 0 && size.height > 0)) throw unreadable(kind, 'zero width or height');
  return size;
}

/** Pixel size from the image header alone (no decoding). */
export function readImageSize(bytes: Uint8Array, kind: FileKind): ImageSize {
  switch (kind) {
    case 'png':
      return checkPositive(kind, readPngSize(bytes));
    case 'jpeg':
      return checkPositive(kind, readJpegSize(bytes));
    case 'webp':
      return checkPositive(kind, readWebpSize(bytes));
    case 'pdf':
      throw new EngineError('unsupported_file_type', 'A PDF has no image header; it goes through the PDF stage');
  }
}

function readPngSize(b: Uint8Array): ImageSize {
  // PNG spec 11.2.2: IHDR must be the first chunk, right after the 8-byte signature.
  if (!startsWithAt(b, 0, PNG_SIGNATURE) || b.length < 24 || !asciiAt(b, 12, 'IHDR')) {
    throw unreadable('png', 'missing IHDR chunk');
  }
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** SOFn markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function readJpegSize(b: Uint8Array): ImageSize {
  if (!startsWithAt(b, 0, [0xff, 0xd8])) throw unreadable('jpeg', 'missing SOI marker');
  let offset = 2;
  while (offset < b.length) {
    if (b[offset] !== 0xff) throw unreadable('jpeg', `expected a marker at byte ${offset}`);
    // Any number of 0xFF fill bytes may precede a marker (ITU T.81 B.1.1.2).
    while (offset < b.length && b[offset] === 0xff) offset++;
    if (offset >= b.length) break;
    const marker = b[offset]!;
    offset++;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9 || marker === 0xda) break; // EOI or scan data before any frame header
    if (offset + 2 > b.length) break;
    const length = u16be(b, offset);
    if (length < 2) throw unreadable('jpeg', 'segment length below 2');
    if (isStartOfFrame(marker)) {
      if (offset + 7 > b.length) break;
      return { height: u16be(b, offset + 3), width: u16be(b, offset + 5) };
    }
    offset += length;
  }
  throw unreadable('jpeg', 'no frame header (SOFn) found');
}

function readWebpSize(b: Uint8Array): ImageSize {
  if (b.length < 30 || !asciiAt(b, 0, 'RIFF') || !asciiAt(b, 8, 'WEBP')) {
    throw unreadable('webp', 'file too short for a RIFF/WEBP header');
  }
  // Container layout: https://developers.google.com/speed/webp/docs/riff_container
  if (asciiAt(b, 12, 'VP8 ')) {
    // Lossy: 3-byte frame tag, start code 9D 01 2A, then 14-bit width/height (RFC 6386 9.1).
    if (!startsWithAt(b, 23, [0x9d, 0x01, 0x2a])) throw unreadable('webp', 'bad VP8 start code');
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (asciiAt(b, 12, 'VP8L')) {
    // Lossless: signature 0x2F, then 14 bits width-1 and 14 bits height-1, little-endian bit order.
    if (b[20] !== 0x2f) throw unreadable('webp', 'bad VP8L signature');
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (asciiAt(b, 12, 'VP8X')) {
    // Extended: 24-bit canvas width-1 at 24, height-1 at 27.
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  throw unreadable('webp', 'unknown first chunk');
}
