// Layout stage: recognised quads in page pixels -> PageText in the upright frame. The upright
// frame is the page turned by -readingAngle about its centre onto a canvas that holds all of
// it, so a photo read at 90 degrees or with a 4 degree skew reports level, axis-aligned boxes.
// Word boxes come from where each character peaked along its line (recognize.ts).

import type { Box, PageText, TextLine, TextWord } from '../types.js';
import { rotatedBounds } from '../image/transform.js';
import { rotationAbout, type Point, type Quad } from './geometry.js';
import type { RecognizedChar, RecognizedLine } from './recognize.js';

/** Lines read with less mean confidence than this are almost always noise (rules, logos). */
export const MIN_LINE_CONFIDENCE = 0.3;
/** Two boxes share a row when they overlap vertically by this share of the shorter one. */
const ROW_OVERLAP = 0.5;

export interface LayoutInput {
  pageIndex: number;
  width: number;
  height: number;
  /** Direction the text runs in the source image, degrees clockwise from +x. */
  readingAngle: number;
  quads: readonly Quad[];
  lines: readonly RecognizedLine[];
}

function boundsOf(points: Point[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

function roundBox(b: Box): Box {
  const x = Math.round(b.x);
  const y = Math.round(b.y);
  return { x, y, w: Math.max(1, Math.round(b.x + b.w) - x), h: Math.max(1, Math.round(b.y + b.h) - y) };
}

function mean(values: number[]): number {
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;
}

/** Splits a line's characters on spaces and places each word between its outer characters. */
function wordsOf(chars: readonly RecognizedChar[], quad: Quad): TextWord[] {
  // Character pitch along the line, from neighbours within a word (a space would inflate it);
  // words extend half a pitch past their outer character peaks.
  const steps: number[] = [];
  for (let i = 1; i < chars.length; i++) {
    if (chars[i]!.text.trim() !== '' && chars[i - 1]!.text.trim() !== '') steps.push(chars[i]!.position - chars[i - 1]!.position);
  }
  const visible = chars.filter((c) => c.text.trim() !== '');
  const pitch = steps.length ? mean(steps) : visible.length > 1 ? (visible[visible.length - 1]!.position - visible[0]!.position) / (visible.length - 1) : 1;
  const words: TextWord[] = [];
  let current: RecognizedChar[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const start = Math.max(0, current[0]!.position - pitch / 2);
    const end = Math.min(1, current[current.length - 1]!.position + pitch / 2);
    const corners = [
      lerp(quad.topLeft, quad.topRight, start),
      lerp(quad.topLeft, quad.topRight, end),
      lerp(quad.bottomLeft, quad.bottomRight, start),
      lerp(quad.bottomLeft, quad.bottomRight, end),
    ];
    words.push({
      text: current.map((c) => c.text).join(''),
      box: roundBox(boundsOf(corners)),
      confidence: mean(current.map((c) => c.confidence)),
    });
    current = [];
  };
  for (const c of chars) {
    if (c.text.trim() === '') flush();
    else current.push(c);
  }
  flush();
  return words;
}

/** Top-to-bottom rows of vertically overlapping boxes, each row left to right. */
export function readingOrder(lines: TextLine[]): TextLine[] {
  const byTop = lines.slice().sort((a, b) => a.box.y + a.box.h / 2 - (b.box.y + b.box.h / 2));
  const rows: { top: number; bottom: number; members: TextLine[] }[] = [];
  for (const line of byTop) {
    const top = line.box.y;
    const bottom = line.box.y + line.box.h;
    const row = rows.find((r) => {
      const overlap = Math.min(bottom, r.bottom) - Math.max(top, r.top);
      return overlap >= ROW_OVERLAP * Math.min(line.box.h, r.bottom - r.top);
    });
    if (row) {
      row.members.push(line);
    } else {
      rows.push({ top, bottom, members: [line] });
    }
  }
  rows.sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
  return rows.flatMap((r) => r.members.sort((a, b) => a.box.x - b.box.x));
}

export function layoutPage(input: LayoutInput): PageText {
  const upright = rotatedBounds(input.width, input.height, input.readingAngle);
  const toUpright = rotationAbout(
    { x: input.width / 2, y: input.height / 2 },
    { x: upright.width / 2, y: upright.height / 2 },
    -input.readingAngle,
  );
  const lines: TextLine[] = [];
  input.lines.forEach((recognized, i) => {
    if (recognized.confidence < MIN_LINE_CONFIDENCE) return;
    const source = input.quads[i]!;
    const quad: Quad = {
      topLeft: toUpright(source.topLeft),
      topRight: toUpright(source.topRight),
      bottomRight: toUpright(source.bottomRight),
      bottomLeft: toUpright(source.bottomLeft),
    };
    const words = wordsOf(recognized.chars, quad);
    if (words.length === 0) return;
    lines.push({
      text: words.map((w) => w.text).join(' '),
      box: roundBox(boundsOf([quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft])),
      words,
      confidence: mean(words.map((w) => w.confidence)),
    });
  });
  return {
    pageIndex: input.pageIndex,
    width: upright.width,
    height: upright.height,
    source: 'ocr',
    lines: readingOrder(lines),
  };
}
