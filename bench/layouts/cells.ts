// Drawing helpers shared by the hand-built layout batches (documents-fresh15.ts onwards): a
// right-aligned cell, and the QR codes, barcodes and cut lines their receipts and bills print.
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
