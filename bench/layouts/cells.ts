// Drawing helpers shared by the hand-built layout batches (documents-fresh15.ts onwards): a
// right-aligned cell, and the QR codes, barcodes and cut lines their receipts and bills print.
// Batches 19 to 21 draw theirs with the second set below (cutLine, seededQr, seededBarcode), whose
// patterns and dash spacing differ, so their pages stay as they were first rendered and OCR'd.
import type { Cell } from './documents.js';

/** A right-aligned cell ending at x. */
export const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

/** A deterministic run of numbers in [0, 1) (for the QR and bar patterns below). */
export function pattern(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1103515245 + 12345) >>> 0) >>> 8) / 16777216;
}

/** A QR-like code: a 25 × 25 module square with its three finder patterns. */
export function qr(x: number, y: number, size: number, seed: number): Cell[] {
  const next = pattern(seed);
  const m = size / 25;
  const cells: Cell[] = [];
  const finder = (r: number, c: number) => (r < 7 && c < 7) || (r < 7 && c > 17) || (r > 17 && c < 7);
  for (const [r0, c0] of [[0, 0], [0, 18], [18, 0]]) {
    cells.push([x + c0 * m, y + r0 * m, `#RECT ${(7 * m).toFixed(2)} ${(7 * m).toFixed(2)} black`]);
    cells.push([x + (c0 + 1) * m, y + (r0 + 1) * m, `#RECT ${(5 * m).toFixed(2)} ${(5 * m).toFixed(2)} white`]);
    cells.push([x + (c0 + 2) * m, y + (r0 + 2) * m, `#RECT ${(3 * m).toFixed(2)} ${(3 * m).toFixed(2)} black`]);
  }
  for (let r = 0; r < 25; r++) {
    for (let c = 0; c < 25; c++) {
      if (finder(r, c) || r === 7 || c === 7 || r === 17 || c === 17) continue;
      if (next() < 0.5) cells.push([Math.round((x + c * m) * 100) / 100, Math.round((y + r * m) * 100) / 100, `#RECT ${m.toFixed(2)} ${m.toFixed(2)} black`]);
    }
  }
  return cells;
}

/** A one-row barcode (a parking ticket's Code 128) of black bars filling w × h. */
export function barcode(x: number, y: number, w: number, h: number, seed: number): Cell[] {
  const next = pattern(seed);
  const cells: Cell[] = [];
  for (let at = x; at < x + w - 3; ) {
    const bar = 0.7 + Math.floor(next() * 4) * 0.7;
    cells.push([Math.round(at * 10) / 10, y, `#RECT ${bar.toFixed(1)} ${h} black`]);
    at += bar + 0.7 + Math.floor(next() * 3) * 0.7;
  }
  return cells;
}

/** A dashed cut line (a tear-off slip, or the card slip under a bill): dashes of 3 pt every 6 pt. */
export function dashes(x: number, y: number, w: number): Cell[] {
  const cells: Cell[] = [];
  for (let at = x; at + 3 <= x + w; at += 6) cells.push([at, y, '#RECT 3 0.6 black']);
  return cells;
}

/** A dashed cut line from x0 to x1: dashes of 4 pt every 7 pt. */
export function cutLine(x0: number, y: number, x1: number): Cell[] {
  const cells: Cell[] = [];
  for (let at = x0; at + 4 <= x1; at += 7) cells.push([at, y, '#RECT 4 0.6 #6b7280']);
  return cells;
}

/**
 * A printed two-dimensional code (a payment or fiscal QR code) of 25 × 25 modules, size pt square: the three
 * finder squares and a seeded pattern of dark modules, one box each.
 */
export function seededQr(x: number, y: number, size: number, seed: number): Cell[] {
  const m = size / 25;
  const cells: Cell[] = [];
  const finder = (cx: number, cy: number) => {
    cells.push([x + cx * m, y + cy * m, `#RECT ${7 * m} ${7 * m} black`]);
    cells.push([x + (cx + 1) * m, y + (cy + 1) * m, `#RECT ${5 * m} ${5 * m} #ffffff`]);
    cells.push([x + (cx + 2) * m, y + (cy + 2) * m, `#RECT ${3 * m} ${3 * m} black`]);
  };
  finder(0, 0);
  finder(18, 0);
  finder(0, 18);
  let state = seed * 7919 + 17;
  for (let row = 0; row < 25; row++) {
    for (let col = 0; col < 25; col++) {
      const inFinder = (row < 8 && col < 8) || (row < 8 && col > 16) || (row > 16 && col < 8);
      state = (state * 1103515245 + 12345) % 2147483648;
      if (!inFinder && state % 100 < 47) cells.push([x + col * m, y + row * m, `#RECT ${m} ${m} black`]);
    }
  }
  return cells;
}

/** A printed linear bar code w pt wide and h pt high: seeded bars of one to three units with gaps of one or two. */
export function seededBarcode(x: number, y: number, w: number, h: number, seed: number): Cell[] {
  const cells: Cell[] = [];
  const unit = 0.9;
  let state = seed * 104729 + 7;
  let at = x;
  while (at + 3 * unit <= x + w) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const bar = 1 + (state % 3);
    cells.push([at, y, `#RECT ${(bar * unit).toFixed(2)} ${h} black`]);
    at += bar * unit + (1 + ((state >> 4) % 2)) * unit;
  }
  return cells;
}
