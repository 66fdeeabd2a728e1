// Stage: one PDF page's embedded text → PageText (source 'text-layer'), in the same shape OCR
// produces, so later stages cannot tell which engine read the page. Boxes are in PDF points with a
// top-left origin as the page is displayed (its /Rotate applied).
import type { PDFPageProxy, PageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api.js';

import type { Box, PageText, TextLine, TextWord } from '../types.js';
import { commonLetterPairShare, MIN_COMMON_PAIR_SHARE } from './letter-pairs.js';

/** A run of non-space characters with its box in display coordinates. */
interface Fragment {
  text: string;
  box: Box;
  baseline: number;
  fontHeight: number;
}

type Matrix = [number, number, number, number, number, number];

// Fallback font metrics (em fractions) when pdfjs reports no style for a font.
const DEFAULT_ASCENT = 0.8;
const DEFAULT_DESCENT = -0.2;
// Text turned further than this from the page's dominant direction (watermarks, margin notes
// printed sideways) is left out rather than smeared across the lines it crosses.
const MAX_SKEW_RADIANS = (20 * Math.PI) / 180;
// Baselines closer than this fraction of the font height belong to one line.
const BASELINE_TOLERANCE = 0.4;
// Fragments closer than this fraction of the font height are one word (pdfjs splits words at
// kerning adjustments); a normal space is ~0.25 em, so it stays a word break.
const WORD_GAP = 0.12;

export async function extractTextLayer(page: PDFPageProxy, pageIndex: number): Promise<PageText> {
  const content = await page.getTextContent();
  const items = content.items.filter(
    (item): item is TextItem => 'str' in item && item.str.trim() !== '',
  );

  // Most documents read left to right once /Rotate is applied. Some draw a whole page sideways
  // instead (a landscape table on a portrait page): turn the view so their text reads across.
  let viewport = page.getViewport({ scale: 1 });
  const turn = dominantQuarterTurn(items, viewport);
  if (turn !== 0) viewport = page.getViewport({ scale: 1, rotation: (page.rotate + turn) % 360 });

  const fragments = items.flatMap((item) => itemFragments(item, content, viewport));
  return {
    pageIndex,
    width: viewport.width,
    height: viewport.height,
    source: 'text-layer',
    lines: groupIntoLines(fragments),
  };
}

/**
 * Whether a page's text layer carries real text worth trusting over OCR: enough letters and
 * digits, not dominated by the symbols, control or private-use characters that broken font
 * encodings (no ToUnicode map) produce, and words made of the letter pairs of real languages
 * rather than the rare ones a wrong ToUnicode map spells (letter-pairs.ts).
 */
export function hasUsableText(page: PageText): boolean {
  const visible = visibleCharacters(page);
  if (visible.length === 0) return false;
  const alphanumeric = visible.filter((char) => /[\p{L}\p{N}]/u.test(char)).length;
  const garbage = visible.filter((char) => /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\uFFFD]/u.test(char)).length;
  if (alphanumeric < MIN_ALPHANUMERIC || alphanumeric / visible.length < MIN_ALPHANUMERIC_SHARE) return false;
  if (garbage / visible.length > MAX_GARBAGE_SHARE) return false;
  const pairShare = commonLetterPairShare(page.lines.map((line) => line.text).join('\n'));
  return pairShare === null || pairShare >= MIN_COMMON_PAIR_SHARE;
}

/** Letters and digits on the page (OCR'd or text layer): how much there is to read. */
export function alphanumericCount(page: PageText): number {
  return visibleCharacters(page).filter((char) => /[\p{L}\p{N}]/u.test(char)).length;
}

function visibleCharacters(page: PageText): string[] {
  // Rules drawn with characters (receipts' '*****' or '-----') are not garbage: count each run
  // of one repeated character once.
  const text = page.lines.map((line) => line.text).join('').replace(/(.)\1{2,}/gu, '$1');
  return [...text.replace(/\s+/gu, '')];
}

// A receipt or invoice has far more than this; a scan with a stray page number does not.
const MIN_ALPHANUMERIC = 12;
const MIN_ALPHANUMERIC_SHARE = 0.5;
const MAX_GARBAGE_SHARE = 0.1;

/** Quarter turn (0, 90, 180, 270, clockwise) that makes the page's dominant text read across. */
function dominantQuarterTurn(items: TextItem[], viewport: PageViewport): number {
  const charsPerQuadrant = [0, 0, 0, 0];
  for (const item of items) {
    const angle = displayAngle(item, viewport);
    if (angle === null) continue;
    const quadrant = ((Math.round(angle / (Math.PI / 2)) % 4) + 4) % 4;
    charsPerQuadrant[quadrant] = (charsPerQuadrant[quadrant] ?? 0) + item.str.length;
  }
  const best = charsPerQuadrant.indexOf(Math.max(...charsPerQuadrant));
  // Text pointing down (quadrant 1, y grows downwards) needs the view turned back by 90°.
  return best <= 0 ? 0 : (360 - best * 90) % 360;
}

/** Direction of the text run on the displayed page, radians, 0 = left to right, y down. */
function displayAngle(item: TextItem, viewport: PageViewport): number | null {
  const [a, b] = item.transform as Matrix;
  const [va, vb, vc, vd] = viewport.transform as Matrix;
  const dx = va * a + vc * b;
  const dy = vb * a + vd * b;
  if (dx === 0 && dy === 0) return null;
  return Math.atan2(dy, dx);
}

function itemFragments(item: TextItem, content: TextContent, viewport: PageViewport): Fragment[] {
  const angle = displayAngle(item, viewport);
  if (angle === null || Math.abs(angle) > MAX_SKEW_RADIANS) return [];
  const [a, b, c, d, e, f] = item.transform as Matrix;
  const runLength = Math.hypot(a, b);
  const fontHeight = Math.hypot(c, d);
  if (runLength === 0 || fontHeight === 0 || item.width <= 0) return [];

  const style = content.styles[item.fontName];
  const ascent = style?.ascent || DEFAULT_ASCENT;
  const descent = style?.descent || DEFAULT_DESCENT;
  // Unit vectors along the run and towards the glyph tops, in PDF user space.
  const along: [number, number] = [a / runLength, b / runLength];
  const up: [number, number] = [c / fontHeight, d / fontHeight];
  const toDisplay = (distance: number, rise: number): [number, number] =>
    viewport.convertToViewportPoint(
      e + along[0] * distance + up[0] * rise * fontHeight,
      f + along[1] * distance + up[1] * rise * fontHeight,
    ) as [number, number];

  const fragments: Fragment[] = [];
  // pdfjs gives no per-glyph positions: share the run width out by character count.
  const perChar = item.width / item.str.length;
  for (const match of item.str.matchAll(/\S+/gu)) {
    const start = match.index * perChar;
    const end = start + match[0].length * perChar;
    const corners = [toDisplay(start, descent), toDisplay(end, descent), toDisplay(start, ascent), toDisplay(end, ascent)];
    const xs = corners.map((p) => p[0]);
    const ys = corners.map((p) => p[1]);
    const box = {
      x: Math.min(...xs),
      y: Math.min(...ys),
      w: Math.max(...xs) - Math.min(...xs),
      h: Math.max(...ys) - Math.min(...ys),
    };
    // Text placed off the page is invisible to a reader; do not let it into the fields.
    if (box.x + box.w <= 0 || box.y + box.h <= 0 || box.x >= viewport.width || box.y >= viewport.height) continue;
    // Fonts with broken ToUnicode maps yield control characters; they are never real text.
    const text = match[0].replace(/[\u0000-\u001f\u007f-\u009f]/gu, '');
    if (text === '') continue;
    fragments.push({ text, box, baseline: toDisplay(start, 0)[1], fontHeight });
  }
  return fragments;
}

function groupIntoLines(fragments: Fragment[]): TextLine[] {
  const byBaseline = [...fragments].sort((p, q) => p.baseline - q.baseline || p.box.x - q.box.x);
  const rows: Fragment[][] = [];
  for (const fragment of byBaseline) {
    const row = rows.at(-1);
    const anchor = row?.[0];
    if (row && anchor && Math.abs(fragment.baseline - anchor.baseline)
      <= BASELINE_TOLERANCE * Math.min(fragment.fontHeight, anchor.fontHeight)) {
      row.push(fragment);
    } else {
      rows.push([fragment]);
    }
  }
  const lines = rows.map((row) => toLine(row.sort((p, q) => p.box.x - q.box.x)));
  return lines.sort((p, q) => p.box.y - q.box.y || p.box.x - q.box.x);
}

function toLine(row: Fragment[]): TextLine {
  const words: TextWord[] = [];
  let previous: Fragment | undefined;
  for (const fragment of row) {
    const last = words.at(-1);
    const gap = previous ? fragment.box.x - (previous.box.x + previous.box.w) : Infinity;
    if (last && previous && gap < WORD_GAP * Math.min(fragment.fontHeight, previous.fontHeight)) {
      last.text += fragment.text;
      last.box = union(last.box, fragment.box);
    } else {
      words.push({ text: fragment.text, box: { ...fragment.box }, confidence: 1 });
    }
    previous = fragment;
  }
  return {
    text: words.map((word) => word.text).join(' '),
    box: words.map((word) => word.box).reduce(union),
    words,
    confidence: 1,
  };
}

function union(p: Box, q: Box): Box {
  const x = Math.min(p.x, q.x);
  const y = Math.min(p.y, q.y);
  return {
    x,
    y,
    w: Math.max(p.x + p.w, q.x + q.w) - x,
    h: Math.max(p.y + p.h, q.y + q.h) - y,
  };
}
