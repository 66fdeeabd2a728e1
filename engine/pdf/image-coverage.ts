// Stage: how much of a PDF page is a picture. A phone-scanner app ("Scanned with CamScanner") or
// an office scanner often stamps a line of real text on a page that is otherwise one photo of the
// document; its text layer is real, so the garbage test passes, yet it holds nothing of the
// invoice. Such a page must be read by OCR. This walks the page's drawing operators, following the
// transformation matrix, and reports the largest image's share of the page area.
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import type { PageText } from '../types.js';
import { OPS } from './open.js';
import { alphanumericCount } from './text-layer.js';

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 · m2 in PDF's row-vector convention: apply m1 first, then m2 (the `cm` operator's rule). */
function multiply(m1: Matrix, m2: Matrix): Matrix {
  const [a, b, c, d, e, f] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [
    a * a2 + b * c2, a * b2 + b * d2,
    c * a2 + d * c2, c * b2 + d * d2,
    e * a2 + f * c2 + e2, e * b2 + f * d2 + f2,
  ];
}

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintSolidColorImageMask,
]);

function isMatrix(value: unknown): value is Matrix {
  return Array.isArray(value) && value.length === 6 && value.every((x) => typeof x === 'number' && Number.isFinite(x));
}

/**
 * Share (0..1) of the page's area covered by its largest painted image. An image is drawn into
 * the unit square mapped by the current matrix, so its area is |det| of that matrix.
 */
export async function largestImageShare(page: PDFPageProxy): Promise<number> {
  const { width, height } = page.getViewport({ scale: 1 });
  const pageArea = width * height;
  if (!(pageArea > 0)) return 0;
  const { fnArray, argsArray } = await page.getOperatorList();
  const stack: Matrix[] = [];
  let current: Matrix = IDENTITY;
  let largest = 0;
  for (let i = 0; i < fnArray.length; i++) {
    const op = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (op === OPS.save) stack.push(current);
    else if (op === OPS.restore) current = stack.pop() ?? IDENTITY;
    else if (op === OPS.transform && args && isMatrix(args)) current = multiply(args, current);
    else if (op === OPS.paintFormXObjectBegin) {
      stack.push(current);
      if (args && isMatrix(args[0])) current = multiply(args[0], current);
    } else if (op === OPS.paintFormXObjectEnd) current = stack.pop() ?? IDENTITY;
    else if (op !== undefined && IMAGE_OPS.has(op)) {
      const [a, b, c, d] = current;
      largest = Math.max(largest, Math.abs(a * d - b * c) / pageArea);
    }
  }
  return Math.min(1, largest);
}

/** Fewer letters and digits than this is a stamp or a caption, not an invoice's or receipt's text. */
export const CAPTION_MAX_ALPHANUMERICS = 160;
/** A page whose largest image covers at least this share of it is a picture of a document. */
export const PICTURE_PAGE_MIN_SHARE = 0.5;

/**
 * Whether a page with a (usable) text layer is really a picture with a caption stamped on it, so
 * OCR must read it. Only thin text layers are checked: walking the operators decodes the images.
 */
export async function isCaptionedPicture(page: PDFPageProxy, text: PageText): Promise<boolean> {
  if (alphanumericCount(text) >= CAPTION_MAX_ALPHANUMERICS) return false;
  return (await largestImageShare(page)) >= PICTURE_PAGE_MIN_SHARE;
}
