// The laid-out document: pages of positioned text runs and rules, in PDF points (1/72 in),
// origin top-left. Both renderers draw exactly this, so the text PDF, the scan and the truth's
// line boxes all come from one layout.

import type { FontFace } from './fonts.js';
import { textWidth } from './fonts.js';

export type Align = 'left' | 'right' | 'center';

export interface TextRun {
  text: string;
  /** Anchor: left edge (left), right edge (right) or centre (center). */
  x: number;
  /** Top of the line box. */
  y: number;
  size: number;
  bold: boolean;
  align: Align;
  /** 0 = black .. 1 = white. */
  gray: number;
  /** Brand colour (#rrggbb) instead of the gray, for titles and letterheads. */
  color?: string;
}

export interface Rule {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Filled box (table bands, zebra rows) or a stroked outline / line. */
  fill: number | null;
  /** Brand colour (#rrggbb) for the fill instead of the gray. */
  fillColor?: string;
  stroke: number | null;
  lineWidth: number;
}

export interface LaidOutPage {
  width: number;
  height: number;
  runs: TextRun[];
  rules: Rule[];
}

/** What the layout printed for each line item; a field that is not printed is null in the truth. */
export interface ShownFields {
  sku: boolean;
  quantity: boolean;
  unit: boolean;
  unitPrice: boolean;
}

export interface LaidOutDocument {
  pages: LaidOutPage[];
  font: FontFace;
  shown: ShownFields[];
  /** The strings as printed, for tests that look for them in the text layer. */
  printed: { invoiceNumber: string | null; total: string };
}

export const PAGE_SIZES = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
} as const;

/** Left edge of a run's box. */
export function runLeft(run: TextRun, width: number): number {
  return run.align === 'left' ? run.x : run.align === 'right' ? run.x - width : run.x - width / 2;
}

export function runWidth(font: FontFace, run: TextRun): number {
  return textWidth(font, run.bold, run.size, run.text);
}

/** Greedy word wrap to a width in points; a word longer than the width is split. */
export function wrapText(font: FontFace, bold: boolean, size: number, text: string, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(font, bold, size, candidate) <= maxWidth || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}
