// Second reading of the few lines that matter most and read worst. On photographed pages the
// recogniser damages dates, numbers and amounts ("c8/n2/2025", "05/5/222") while the words
// around them read fine. Lines that carry a digit and whose weakest character was read with low
// confidence are read again from the same quad with the glyphs filling more of the 48-pixel
// strip (REREAD.textBandShare instead of strip.ts TEXT_BAND_SHARE): the page-wide band leaves a
// margin so that the recogniser keeps Latin word spaces, but on blurred or low-contrast glyphs
// the bigger rendering reads better.
//
// Measured on 874 digit-bearing lines of 40 train-split photos (30 invoices, 10 receipts; seeds
// after the first 160 invoices), edit distance to the nearest truth run of the generator:
//   lines with weakest char < 0.75 (550):  first reading 23.6 % CER, re-read at band 0.9 21.0 %
//   bands 0.85 / 1.0: 21.5 % / 22.5 %; the same lines' dates (36): 58 -> 46 errors
//   lines with weakest char in [0.85, 0.95): no gain (134 -> 142 errors), so they are left alone.
// Also tried and dropped, all worse than the first reading on the same lines: a box padded by
// 0.35 x height along and 0.12 x height across (+18 % errors), that box cut out, contrast-
// stretched and unsharp-masked (+25 %), a smaller band (0.65: +28 %). Choosing between readings
// by mean CTC confidence picked worse readings about as often as better ones; the bigger-band
// reading is kept unless it is empty or loses a date the first reading had.
// Pure: page image, quads and first readings in; readings out (same quads, so word boxes stay).

import { checkAborted } from '../errors.js';
import type { RgbaImage } from '../types.js';
import type { RecognizedLine } from './ctc.js';
import type { Quad } from './geometry.js';
import { recognizeQuads, type RecognitionOptions } from './recognize.js';
import type { InferenceSession } from './session.js';

/** The recogniser settings of the first reading (class mask, strip geometry), passed through. */

export interface RereadOptions {
  /** Same recogniser settings as the first reading; its textBandShare is replaced by REREAD's. */
  recognition?: RecognitionOptions;
  /** A line is re-read when its weakest character is below this confidence (default REREAD.minCharConfidence). */
  minCharConfidence?: number;
  /** At most this many lines per page, weakest first (default REREAD.maxLines). */
  maxLines?: number;
  signal?: AbortSignal;
}

export const REREAD = {
  minCharConfidence: 0.75,
  /**
   * Bounds the cost per page: on the lines above, 8 per page (value-shaped first) fix 116 of the
   * 182 errors that re-reading them all fixes, and all of the date lines' 10, for 67 % of the
   * re-read characters.
   */
  maxLines: 8,
  textBandShare: 0.9,
} as const;

export interface RereadResult {
  lines: RecognizedLine[];
  /** Indices of the lines read again, and of those whose reading was replaced. */
  reread: number[];
  replaced: number[];
}

/** Dates as printed (numeric with separators, or day/month word/year) in a clean reading. */
const NUMERIC_DATE = /(?<!\d)(\d{1,2}[./-]\d{1,2}[./-](\d{4}|\d{2})|\d{4}[./-]\d{1,2}[./-]\d{1,2})(?!\d)/;
const WORD_DATE = /(?<!\d)(\d{1,2}\.?\s*\p{L}{3,}\.?,?\s*\d{4}|\p{L}{3,}\.?\s*\d{1,2}(st|nd|rd|th)?,?\s+\d{4})(?!\d)/u;

export function looksLikeDate(text: string): boolean {
  return NUMERIC_DATE.test(text) || WORD_DATE.test(text);
}

function weakestChar(line: RecognizedLine): number {
  let min = 1;
  for (const c of line.chars) if (c.text !== ' ' && c.confidence < min) min = c.confidence;
  return line.chars.length ? min : 0;
}

/** A digit next to a separator: what dates, invoice numbers and amounts share ("c8/n2/2025", "05.5:222"). */
const VALUE_SHAPE = /\d\s?[./:-]\s?\w/;

/**
 * Indices of the lines worth a second reading: a digit and a weak character. Value-shaped lines
 * come first (on the lines of the header, with 8 per page they keep every date fix that
 * re-reading all would make), then the weakest.
 */
export function linesToReread(lines: readonly RecognizedLine[], minCharConfidence: number = REREAD.minCharConfidence, maxLines: number = REREAD.maxLines): number[] {
  return lines
    .map((line, index) => ({ index, weakest: weakestChar(line), valueShaped: VALUE_SHAPE.test(line.text), line }))
    .filter(({ line, weakest }) => /\d/.test(line.text) && weakest < minCharConfidence)
    .sort((a, b) => Number(b.valueShaped) - Number(a.valueShaped) || a.weakest - b.weakest)
    .slice(0, maxLines)
    .map((c) => c.index);
}

/** Whether the second reading replaces the first: unless it is empty or lost a date the first had. */
export function keepSecondReading(first: RecognizedLine, second: RecognizedLine): boolean {
  if (second.text.trim() === '') return false;
  return !(looksLikeDate(first.text) && !looksLikeDate(second.text));
}

/** Reads the weak digit-bearing lines again with bigger glyphs (see the header) and keeps those readings. */
export async function rereadWeakLines(
  session: InferenceSession,
  dictionary: readonly string[],
  image: RgbaImage,
  quads: readonly Quad[],
  lines: readonly RecognizedLine[],
  options: RereadOptions = {},
): Promise<RereadResult> {
  if (quads.length !== lines.length) throw new RangeError(`rereadWeakLines needs one reading per quad; got ${quads.length} quads and ${lines.length} lines`);
  const out = [...lines];
  const reread = linesToReread(lines, options.minCharConfidence, options.maxLines);
  const replaced: number[] = [];
  if (reread.length === 0) return { lines: out, reread, replaced };
  checkAborted(options.signal, 'ocr-reread');
  const second = await recognizeQuads(
    session,
    dictionary,
    image,
    reread.map((i) => quads[i]!),
    options.signal,
    { ...options.recognition, textBandShare: REREAD.textBandShare },
  );
  reread.forEach((index, k) => {
    if (keepSecondReading(lines[index]!, second[k]!)) {
      out[index] = second[k]!;
      replaced.push(index);
    }
  });
  return { lines: out, reread, replaced };
}
