// Builds invoice-like raster pages with known text at known positions, for OCR tests and the
// OCR bench. Fonts are the Debian DejaVu/Liberation faces CI installs (.ci/run).

import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { Box, RgbaImage } from '../../../engine/types.js';
import type { Quad } from '../../../engine/ocr/geometry.js';

const FONT_FILES: Record<string, string> = {
  'DejaVu Sans': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  'DejaVu Sans Bold': '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  'Liberation Sans': '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  'Liberation Serif': '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  'DejaVu Sans Mono': '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
};

let fontsRegistered = false;
function registerFonts(): void {
  if (fontsRegistered) return;
  for (const [family, file] of Object.entries(FONT_FILES)) GlobalFonts.registerFromPath(file, family);
  fontsRegistered = true;
}

export interface DrawnWord {
  text: string;
  box: Box;
}

export interface DrawnText {
  text: string;
  /** Ink bounds of the line in page pixels (before any rotation applied by the caller). */
  box: Box;
  words: DrawnWord[];
}

export interface FixturePage {
  image: RgbaImage;
  drawn: DrawnText[];
}

/** The quad a detector would give a drawn line: its ink box padded by 0.3 of its height all round. */
export function paddedQuad(box: Box): Quad {
  const pad = box.h * 0.3;
  return {
    topLeft: { x: box.x - pad, y: box.y - pad },
    topRight: { x: box.x + box.w + pad, y: box.y - pad },
    bottomRight: { x: box.x + box.w + pad, y: box.y + box.h + pad },
    bottomLeft: { x: box.x - pad, y: box.y + box.h + pad },
  };
}

export interface FixtureLine {
  text: string;
  /** Left edge and baseline in points (1/72 in) on an A4 page. */
  x: number;
  y: number;
  sizePt: number;
  font?: keyof typeof FONT_FILES;
}

/** A4 in points. */
export const A4 = { width: 595, height: 842 };

export const INVOICE_LINES: FixtureLine[] = [
  { text: 'Northwind Office Supplies Ltd', x: 56, y: 70, sizePt: 18, font: 'DejaVu Sans Bold' },
  { text: '42 Harbour Street, Bristol BS1 4QA', x: 56, y: 92, sizePt: 10 },
  { text: 'VAT No. GB 284 1193 57', x: 56, y: 106, sizePt: 10 },
  { text: 'INVOICE', x: 430, y: 70, sizePt: 20, font: 'DejaVu Sans Bold' },
  { text: 'Invoice number: INV-2024-0917', x: 360, y: 120, sizePt: 10 },
  { text: 'Invoice date: 12 March 2024', x: 360, y: 134, sizePt: 10 },
  { text: 'Due date: 11 April 2024', x: 360, y: 148, sizePt: 10 },
  { text: 'Bill to: Contoso Analytics GmbH', x: 56, y: 170, sizePt: 11, font: 'Liberation Sans' },
  { text: 'Description', x: 56, y: 230, sizePt: 10, font: 'DejaVu Sans Bold' },
  { text: 'Qty', x: 330, y: 230, sizePt: 10, font: 'DejaVu Sans Bold' },
  { text: 'Unit price', x: 390, y: 230, sizePt: 10, font: 'DejaVu Sans Bold' },
  { text: 'Amount', x: 490, y: 230, sizePt: 10, font: 'DejaVu Sans Bold' },
  { text: 'Recycled copy paper A4 80gsm', x: 56, y: 254, sizePt: 10 },
  { text: '12', x: 336, y: 254, sizePt: 10 },
  { text: '4.25', x: 400, y: 254, sizePt: 10 },
  { text: '51.00', x: 490, y: 254, sizePt: 10 },
  { text: 'Blue ballpoint pens box of 50', x: 56, y: 272, sizePt: 10, font: 'Liberation Serif' },
  { text: '3', x: 338, y: 272, sizePt: 10 },
  { text: '9.90', x: 400, y: 272, sizePt: 10 },
  { text: '29.70', x: 490, y: 272, sizePt: 10 },
  { text: 'Stapler heavy duty SKU 88-1042', x: 56, y: 290, sizePt: 10, font: 'Liberation Sans' },
  { text: '1', x: 338, y: 290, sizePt: 10 },
  { text: '23.49', x: 400, y: 290, sizePt: 10 },
  { text: '23.49', x: 490, y: 290, sizePt: 10 },
  { text: 'Subtotal', x: 390, y: 340, sizePt: 10 },
  { text: '104.19', x: 490, y: 340, sizePt: 10 },
  { text: 'VAT 20%', x: 390, y: 356, sizePt: 10 },
  { text: '20.84', x: 490, y: 356, sizePt: 10 },
  { text: 'Total due', x: 390, y: 376, sizePt: 12, font: 'DejaVu Sans Bold' },
  { text: 'GBP 125.03', x: 470, y: 376, sizePt: 12, font: 'DejaVu Sans Bold' },
  { text: 'Payment terms: 30 days. Bank transfer to sort code 20-45-77', x: 56, y: 440, sizePt: 9 },
  { text: 'Account 83920174, reference INV-2024-0917', x: 56, y: 453, sizePt: 9, font: 'DejaVu Sans Mono' },
  { text: 'Thank you for your business!', x: 56, y: 480, sizePt: 10, font: 'Liberation Serif' },
];

/** Renders lines onto a white A4 page at `dpi`, returning the raster and each line's ink box. */
export function renderPage(lines: readonly FixtureLine[], dpi: number, pageSize = A4): FixturePage {
  registerFonts();
  const scale = dpi / 72;
  const width = Math.round(pageSize.width * scale);
  const height = Math.round(pageSize.height * scale);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#111111';
  ctx.textBaseline = 'alphabetic';
  const drawn: DrawnText[] = [];
  for (const line of lines) {
    ctx.font = `${line.sizePt * scale}px "${line.font ?? 'DejaVu Sans'}"`;
    const x = line.x * scale;
    const y = line.y * scale;
    ctx.fillText(line.text, x, y);
    const inkBox = (text: string, left: number): Box => {
      const m = ctx.measureText(text);
      return {
        x: left - m.actualBoundingBoxLeft,
        y: y - m.actualBoundingBoxAscent,
        w: m.actualBoundingBoxLeft + m.actualBoundingBoxRight,
        h: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent,
      };
    };
    const words: DrawnWord[] = [];
    let searchFrom = 0;
    for (const word of line.text.split(' ')) {
      const start = line.text.indexOf(word, searchFrom);
      searchFrom = start + word.length;
      words.push({ text: word, box: inkBox(word, x + ctx.measureText(line.text.slice(0, start)).width) });
    }
    drawn.push({ text: line.text, box: inkBox(line.text, x), words });
  }
  const pixels = ctx.getImageData(0, 0, width, height);
  return { image: { width, height, data: pixels.data }, drawn };
}

/** Levenshtein distance over code points. */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[t.length]!;
}

/** Character error rate of `read` against `truth`, whitespace runs collapsed to one space. */
export function characterErrorRate(truth: string, read: string): number {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const expected = norm(truth);
  return editDistance(expected, norm(read)) / Math.max(1, Array.from(expected).length);
}

/** Length-weighted CER of each drawn line against its best-matching read line (order and extra lines aside). */
export function pageCharacterErrorRate(page: FixturePage, lines: readonly { text: string }[]): number {
  let errors = 0;
  let chars = 0;
  for (const drawn of page.drawn) {
    const best = Math.min(1, ...lines.map((l) => characterErrorRate(drawn.text, l.text)));
    errors += best * drawn.text.length;
    chars += drawn.text.length;
  }
  return errors / chars;
}
