// Stage: page words → visual rows → segments.
// OCR gives lines that are slightly skewed, split at odd places or out of order, and a text layer
// can merge a label with a far-away value into one "line". Re-deriving rows from word boxes gives
// every later stage the same view: a row is what a reader sees on one horizontal band, and a
// segment is a run of words without a column-sized gap (a label, a value, a table cell).
import type { Box, PageText, TextWord } from '../types.js';
import { median } from '../stats.js';

export interface Segment {
  text: string;
  box: Box;
  words: TextWord[];
  /** Mean OCR confidence of its words (1 for a text layer). */
  confidence: number;
}

export interface Row {
  pageIndex: number;
  /** Index of the row within its page, top to bottom. */
  index: number;
  box: Box;
  /** Segments left to right. */
  segments: Segment[];
  /** Segments joined by a wide separator so column gaps stay visible to regexes. */
  text: string;
  /** Typical word height in the row: the unit for "near" and "far". */
  height: number;
}

export interface PageRows {
  pageIndex: number;
  width: number;
  height: number;
  source: PageText['source'];
  rows: Row[];
}

/** Separator placed between segments in `Row.text`. */
export const SEGMENT_GAP = '   ';

interface PlacedWord {
  word: TextWord;
  /** Vertical centre after removing the page skew. */
  cy: number;
}

/** Page skew as dy/dx, estimated from words that the source already put on one line. */
export function estimateSkew(page: PageText): number {
  const slopes: number[] = [];
  for (const line of page.lines) {
    const words = line.words.filter((w) => w.text.trim() !== '');
    if (words.length < 2) continue;
    const first = words[0]!;
    const last = words[words.length - 1]!;
    const dx = last.box.x + last.box.w / 2 - (first.box.x + first.box.w / 2);
    if (dx < first.box.h * 3) continue;
    const dy = last.box.y + last.box.h / 2 - (first.box.y + first.box.h / 2);
    slopes.push(dy / dx);
  }
  if (slopes.length < 3) return 0;
  const slope = median(slopes);
  // Beyond ~6° the source is not a "small skew" any more; trust the given lines instead.
  return Math.abs(slope) > 0.1 ? 0 : slope;
}

function wordsOf(page: PageText): TextWord[] {
  const words: TextWord[] = [];
  for (const line of page.lines) {
    if (line.words.length > 0) {
      for (const w of line.words) if (w.text.trim() !== '') words.push(w);
    } else if (line.text.trim() !== '') {
      // A line without word boxes: spread its words evenly over the line box.
      const parts = line.text.trim().split(/\s+/);
      const total = parts.reduce((n, p) => n + p.length, 0) + parts.length - 1;
      let x = line.box.x;
      for (const part of parts) {
        const w = (line.box.w * part.length) / Math.max(1, total);
        words.push({
          text: part,
          box: { x, y: line.box.y, w, h: line.box.h },
          confidence: line.confidence,
        });
        x += w + line.box.w / Math.max(1, total);
      }
    }
  }
  return words;
}

function unionBox(boxes: Box[]): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.w);
    y1 = Math.max(y1, b.y + b.h);
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

function makeSegment(words: TextWord[]): Segment {
  return {
    text: words.map((w) => w.text).join(' '),
    box: unionBox(words.map((w) => w.box)),
    words,
    confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
  };
}

/** Splits a left-to-right word list where the gap is wider than a column gutter. */
function splitSegments(words: TextWord[], rowHeight: number): Segment[] {
  const segments: Segment[] = [];
  let current: TextWord[] = [];
  for (const word of words) {
    const prev = current[current.length - 1];
    if (prev) {
      const gap = word.box.x - (prev.box.x + prev.box.w);
      const charWidth = (prev.box.w / Math.max(1, prev.text.length) + word.box.w / Math.max(1, word.text.length)) / 2;
      // A word space is about half a character; a column gutter is several characters wide.
      const limit = Math.max(rowHeight * 0.9, charWidth * 1.8);
      // A lone "N", "Nº" or "#" is the start of a label ("N Factura", "# 1234"), never a column
      // of its own: OCR word boxes are estimates and can leave a wide gap after it. It is set in
      // its label's type: two large letters of a logo ("SA" in a box) beside a small tagline are not.
      const sameType = Math.min(prev.box.h, word.box.h) >= 0.6 * Math.max(prev.box.h, word.box.h);
      const loneMark = current.length === 1 && /^[A-Za-z#°º]{1,2}\.?$/.test(prev.text) && gap < limit * 3 && sameType;
      if (gap > limit && !loneMark) {
        segments.push(makeSegment(current));
        current = [];
      }
    }
    current.push(word);
  }
  if (current.length > 0) segments.push(makeSegment(current));
  return segments;
}

/** A heading over an amount's whole units ("$", "£", "€", "R", "Rs", "kr", "Fr.") ... */
const UNITS_HEADING = /^(\$|£|€|R|Rs\.?|kr|Fr\.?)$/;
/** ... and one over its cents beside it ("c", "ct", "cts", "cents", "p", "¢", "øre", "Rp."). */
const CENTS_HEADING = /^(c|ct|cts|cents?|p|¢|øre|öre|Rp)\.?$/i;
const WHOLE_UNITS = /^-?\d{1,3}(,\d{3})+$|^-?\d{1,7}$/;

/**
 * Receipt books and hand-ruled forms print an amount's whole units and its cents in two narrow
 * columns headed "$" and "c": "192 | 50" is 192.50. Under a cents heading (with its units heading
 * left of it, or as the heading row's last cell where OCR lost a small "$"), two figures that sit
 * in those columns (the units ending before the cents column, two digits in it) are read as one
 * amount, the sums under the table included, where at least two rows show the pair.
 */
function joinCentsColumns(rows: Row[]): void {
  for (const [h, header] of rows.entries()) {
    header.segments.forEach((cents, k) => {
      if (!CENTS_HEADING.test(cents.text)) return;
      const units = header.segments[k - 1];
      const unitsHeaded = units !== undefined && UNITS_HEADING.test(units.text);
      if (!unitsHeaded && k !== header.segments.length - 1) return;
      const centsLeft = cents.box.x;
      const centsRight = cents.box.x + cents.box.w;
      const pairs: { row: Row; at: number }[] = [];
      for (const row of rows.slice(h + 1)) {
        const slack = 1.5 * row.height;
        for (let i = 0; i + 1 < row.segments.length; i++) {
          const a = row.segments[i]!;
          const b = row.segments[i + 1]!;
          if (!WHOLE_UNITS.test(a.text) || !/^\d{2}$/.test(b.text)) continue;
          const aRight = a.box.x + a.box.w;
          const bCentre = b.box.x + b.box.w / 2;
          const inUnits = aRight <= centsLeft + 0.5 * row.height && (!unitsHeaded || aRight >= units.box.x - slack);
          const inCents = bCentre >= centsLeft - slack && bCentre <= centsRight + slack;
          if (inUnits && inCents && b.box.x - aRight <= 3 * row.height) pairs.push({ row, at: i++ });
        }
      }
      if (pairs.length < 2) return;
      for (const { row, at } of pairs.reverse()) {
        const [a, b] = [row.segments[at]!, row.segments[at + 1]!];
        const word: TextWord = { text: `${a.text}.${b.text}`, box: unionBox([a.box, b.box]), confidence: Math.min(a.confidence, b.confidence) };
        row.segments.splice(at, 2, makeSegment([word]));
        row.text = row.segments.map((seg) => seg.text).join(SEGMENT_GAP);
      }
    });
  }
}

/** Groups the words of one page into rows and segments, in reading order. */
export function buildRows(page: PageText): PageRows {
  const skew = estimateSkew(page);
  const placed: PlacedWord[] = wordsOf(page).map((word) => ({
    word,
    cy: word.box.y + word.box.h / 2 - skew * (word.box.x + word.box.w / 2),
  }));
  placed.sort((a, b) => a.cy - b.cy || a.word.box.x - b.word.box.x);

  const groups: { cy: number; h: number; words: PlacedWord[] }[] = [];
  for (const p of placed) {
    const group = groups[groups.length - 1];
    // Same row when the centres are within ~half a line height of the row's running centre.
    if (group && Math.abs(p.cy - group.cy) <= Math.min(group.h, p.word.box.h) * 0.5) {
      group.words.push(p);
      const n = group.words.length;
      group.cy = (group.cy * (n - 1) + p.cy) / n;
      group.h = median(group.words.map((w) => w.word.box.h));
    } else {
      groups.push({ cy: p.cy, h: p.word.box.h, words: [p] });
    }
  }

  const rows: Row[] = groups.map((group, index) => {
    const words = group.words.map((p) => p.word).sort((a, b) => a.box.x - b.box.x);
    const segments = splitSegments(words, group.h);
    return {
      pageIndex: page.pageIndex,
      index,
      box: unionBox(words.map((w) => w.box)),
      segments,
      text: segments.map((s) => s.text).join(SEGMENT_GAP),
      height: group.h,
    };
  });
  joinCentsColumns(rows);
  return { pageIndex: page.pageIndex, width: page.width, height: page.height, source: page.source, rows };
}
