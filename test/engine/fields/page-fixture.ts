// Builds PageText from positioned strings, the way a text layer or OCR would report them:
// each placed string becomes one line whose words get boxes from a simple glyph-width model.
import type { PageSource, PageText, TextLine, TextWord } from '../../../engine/types.js';

export interface Placed {
  text: string;
  x: number;
  y: number;
  /** Font size (box height); default 10. */
  size?: number;
  /** Word confidence; default 1 (text layer). */
  conf?: number;
}

export interface PageOptions {
  pageIndex?: number;
  width?: number;
  height?: number;
  source?: PageSource;
}

const CHAR = 0.5;
const SPACE = 0.28;

export function placedLine(p: Placed): TextLine {
  const size = p.size ?? 10;
  const conf = p.conf ?? 1;
  const words: TextWord[] = [];
  let x = p.x;
  for (const part of p.text.split(' ')) {
    if (part === '') {
      x += size * SPACE;
      continue;
    }
    const w = part.length * size * CHAR;
    words.push({ text: part, box: { x, y: p.y, w, h: size }, confidence: conf });
    x += w + size * SPACE;
  }
  const last = words[words.length - 1]!;
  return {
    text: words.map((w) => w.text).join(' '),
    box: { x: p.x, y: p.y, w: last.box.x + last.box.w - p.x, h: size },
    words,
    confidence: conf,
  };
}

export function makePage(items: Placed[], opts: PageOptions = {}): PageText {
  return {
    pageIndex: opts.pageIndex ?? 0,
    width: opts.width ?? 600,
    height: opts.height ?? 800,
    source: opts.source ?? 'text-layer',
    lines: items.filter((p) => p.text.trim() !== '').map(placedLine),
  };
}

/** Rows given as [y, [x, text], [x, text] ...]: one Placed per cell. */
export function grid(rows: [number, ...[number, string][]][], size = 10, conf = 1): Placed[] {
  return rows.flatMap(([y, ...cells]) => cells.map(([x, text]) => ({ text, x, y, size, conf })));
}

/** Right-aligns a string so that it ends at `right` (numbers in table columns). */
export function right(rightEdge: number, text: string, size = 10): [number, string] {
  return [rightEdge - text.length * size * CHAR - (text.split(' ').length - 1) * size * (SPACE - CHAR), text];
}
