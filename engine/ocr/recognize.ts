// Text recognition stage: page + text quads in, text with per-character confidence and position
// out. Each quad is rectified to a 48-pixel-high strip (strip.ts), run through the PP-OCRv4
// recogniser (SVTR-LCNet, CTC head) and decoded greedily (ctc.ts). The frame where each
// character peaks gives its position along the line, which is what word boxes are built from.

import { checkAborted } from '../errors.js';
import type { RgbaImage } from '../types.js';
import { decodeCtc, insertSpacesAtGaps, type RecognizedLine } from './ctc.js';
import { addDiacriticMarks } from './diacritic-marks.js';
import type { Quad } from './geometry.js';
import { runSingle, type InferenceSession } from './session.js';
import { blankColumns, greyStrip, REC_HEIGHT, REC_WIDTH_SCALE, stripWidth, TEXT_BAND_SHARE, writeStrip } from './strip.js';

export type { RecognizedChar, RecognizedLine } from './ctc.js';
export { latinClasses, loadDictionary } from './ctc.js';

const MIN_REC_WIDTH = 64;
/** Rows past the quad's edges sampled for diacritics (diacritic-marks.ts): an accent can sit over the box. */
const MARK_ROWS_ABOVE = 12;
const MARK_ROWS_BELOW = 10;
/**
 * Strips of one padded width up to this many columns share a recogniser call. Each call costs a
 * fixed ~1.3 ms of CPU on top of ~50 us per column: for a 64-column strip that is a third of
 * its cost, for a 320-column strip under a tenth, and batching wide strips measured no gain
 * (bench/ocr). Strips are only batched with strips of the same padded width, so every strip
 * sees exactly the input it would alone.
 */
const SHARED_CALL_MAX_WIDTH = 128;
const MAX_BATCH = 8;

/** The recogniser's input width for a strip: a multiple of 8 (one CTC frame per 8 columns). */
function paddedWidth(width: number): number {
  return Math.max(MIN_REC_WIDTH, Math.ceil(width / 8) * 8);
}

/** Groups strip indices into recogniser calls: narrow strips of equal padded width together. */
export function planBatches(widths: readonly number[]): number[][] {
  const batches: number[][] = [];
  const open = new Map<number, number[]>();
  widths.forEach((width, i) => {
    const padded = paddedWidth(width);
    if (padded > SHARED_CALL_MAX_WIDTH) {
      batches.push([i]);
      return;
    }
    const batch = open.get(padded) ?? [];
    batch.push(i);
    open.set(padded, batch);
    if (batch.length === MAX_BATCH) {
      batches.push(batch);
      open.delete(padded);
    }
  });
  for (const batch of open.values()) batches.push(batch);
  return batches;
}

/** How strips are cut and decoded (defaults: strip.ts TEXT_BAND_SHARE and REC_WIDTH_SCALE, every class). */
export interface RecognitionOptions {
  /** Classes the decoder may output (ctc.ts latinClasses); all when absent. */
  allowed?: Uint8Array;
  textBandShare?: number;
  widthScale?: number;
  /** Each quad is read lengthened at both ends by this share of its height (default DEFAULT_REC_END_PAD). */
  endPad?: number;
  /** A plain vowel is read accented where the accented form has this share of its probability (ctc.ts decodeCtc; 0: off). */
  accentRatio?: number;
  /** Marks the recogniser dropped are read off the strip's ink (diacritic-marks.ts; default off here, on in createOcr). */
  marks?: boolean;
}

/**
 * The detector's boxes sit tight on the ink, and a glyph on the box edge is misread or dropped
 * (a box a twentieth of its height inside "Inc" reads "Ing"; test/engine/ocr/recognize.test.ts).
 * Reading each box a little longer gives the recogniser the paper around it. (A glyph the
 * detector left between two boxes, as in "Keystone Brewing" + "nc", is not recovered: it is a
 * separate word in the neighbour's added end, which withinBox drops.) Chosen on train-split pages (bench/ocr/run.ts
 * --split=train --variants=current,pad:S): flexible CER 16.48 -> 15.87 % (first 30 pages; pad 0.25
 * 16.19 %, pad 0.4 16.63 %) and 14.72 -> 14.33 % (next 30; pad 0.08 14.44 %). Scans, clean and
 * thermal pages gain; photos lose 0.2-0.3 points (their boxes sit closer to neighbouring ink).
 * Strips get ~3 % wider; CPU per page +3-10 % (p50, noisy). With words read wholly in an added end
 * dropped (withinBox): 15.86 % and 14.32 % on the same pages.
 */
export const DEFAULT_REC_END_PAD = 0.12;

/** The end padding a caller asked for, checked: a share of the box height in [0, 1]. */
export function checkedEndPad(endPad: number, name = 'endPad'): number {
  if (!(endPad >= 0 && endPad <= 1)) throw new RangeError(`${name} must be in [0, 1], got ${endPad}`);
  return endPad;
}

/**
 * The line as read from the lengthened strip, back in the detected box: a word read wholly inside
 * an added end is a neighbour's ink ("S LLC" for the box of "LLC" right after "Provisions"), and
 * spaces read in the added paper are dropped; a glyph joined to the box's first or last word (the
 * "I" of "Inc") stays. `endShare` is the share of the strip each added end takes; positions are
 * mapped back to the box's own 0..1 (a glyph in an added end sits at 0 or 1).
 */
export function withinBox(line: RecognizedLine, endShare: number): RecognizedLine {
  let chars = line.chars;
  const firstSpace = chars.findIndex((c) => c.text === ' ');
  if (firstSpace > 0 && chars.slice(0, firstSpace).every((c) => c.position < endShare)) chars = chars.slice(firstSpace);
  const lastSpace = chars.findLastIndex((c) => c.text === ' ');
  if (lastSpace >= 0 && lastSpace < chars.length - 1 && chars.slice(lastSpace + 1).every((c) => c.position > 1 - endShare)) chars = chars.slice(0, lastSpace);
  let start = 0;
  let end = chars.length;
  while (start < end && chars[start]!.text === ' ') start++;
  while (end > start && chars[end - 1]!.text === ' ') end--;
  const kept = chars.slice(start, end).map((c) => ({ ...c, position: Math.min(1, Math.max(0, (c.position - endShare) / (1 - 2 * endShare))) }));
  if (kept.length === line.chars.length) return { ...line, chars: kept };
  const confidence = kept.length ? kept.reduce((sum, c) => sum + c.confidence, 0) / kept.length : 0;
  return { text: kept.map((c) => c.text).join(''), confidence, chars: kept };
}

/** The quad lengthened by `share` of its height at both ends, and the share of the new length each end added. */
function lengthen(q: Quad, share: number): { quad: Quad; endShare: number } {
  const along = { x: q.topRight.x - q.topLeft.x, y: q.topRight.y - q.topLeft.y };
  const length = Math.hypot(along.x, along.y) || 1;
  const height = Math.hypot(q.bottomLeft.x - q.topLeft.x, q.bottomLeft.y - q.topLeft.y);
  const e = share * height;
  const d = { x: (along.x / length) * e, y: (along.y / length) * e };
  return {
    quad: {
      topLeft: { x: q.topLeft.x - d.x, y: q.topLeft.y - d.y },
      topRight: { x: q.topRight.x + d.x, y: q.topRight.y + d.y },
      bottomRight: { x: q.bottomRight.x + d.x, y: q.bottomRight.y + d.y },
      bottomLeft: { x: q.bottomLeft.x - d.x, y: q.bottomLeft.y - d.y },
    },
    endShare: e / (length + 2 * e),
  };
}

export async function recognizeQuads(
  session: InferenceSession,
  dictionary: readonly string[],
  image: RgbaImage,
  quads: readonly Quad[],
  signal?: AbortSignal,
  options: RecognitionOptions = {},
): Promise<RecognizedLine[]> {
  const textBandShare = options.textBandShare ?? TEXT_BAND_SHARE;
  const bandHeight = Math.round(REC_HEIGHT * textBandShare);
  const endPad = checkedEndPad(options.endPad ?? DEFAULT_REC_END_PAD);
  const lengthened = quads.map((q) => lengthen(q, endPad));
  const widths = lengthened.map((l) => stripWidth(l.quad, bandHeight, options.widthScale ?? REC_WIDTH_SCALE));
  const results: RecognizedLine[] = new Array(quads.length);
  const spaceClass = dictionary.lastIndexOf(' ');
  for (const batch of planBatches(widths)) {
    checkAborted(signal, 'ocr-recognize');
    const batchWidth = paddedWidth(Math.max(...batch.map((i) => widths[i]!)));
    const tensor = new Float32Array(batch.length * 3 * REC_HEIGHT * batchWidth);
    batch.forEach((quadIndex, slot) => writeStrip(image, lengthened[quadIndex]!.quad, widths[quadIndex]!, { out: tensor, slot, batchWidth }, bandHeight));
    const output = await runSingle(session, tensor, [batch.length, 3, REC_HEIGHT, batchWidth]);
    const [, frames, classes] = output.dims as [number, number, number];
    const probabilities = output.data as Float32Array;
    batch.forEach((quadIndex, slot) => {
      const slice = probabilities.subarray(slot * frames * classes, (slot + 1) * frames * classes);
      // Positions come out in units of this strip's own width, not the padded batch width.
      const framesPerStrip = (frames * widths[quadIndex]!) / batchWidth;
      const width = widths[quadIndex]!;
      const decoded = decodeCtc(slice, frames, classes, dictionary, framesPerStrip, options.allowed, options.accentRatio ?? 0);
      const line = options.marks ? addDiacriticMarks(decoded, () => greyStrip(image, lengthened[quadIndex]!.quad, { out: tensor, slot, batchWidth }, width, bandHeight, MARK_ROWS_ABOVE, MARK_ROWS_BELOW)) : decoded;
      const evidence = spaceClass >= 0 && spaceClass < classes ? { probabilities: slice, frames, classes, framesPerUnit: framesPerStrip, spaceClass, bandHeight } : undefined;
      const spaced = insertSpacesAtGaps(line, blankColumns(tensor, slot, batchWidth, width, bandHeight), width, evidence);
      results[quadIndex] = withinBox(spaced, lengthened[quadIndex]!.endShare);
    });
  }
  return results;
}
