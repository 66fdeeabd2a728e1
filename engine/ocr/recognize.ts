// Text recognition stage: page + text quads in, text with per-character confidence and position
// out. Each quad is rectified to a 48-pixel-high strip (strip.ts), run through the PP-OCRv4
// recogniser (SVTR-LCNet, CTC head) and decoded greedily (ctc.ts). The frame where each
// character peaks gives its position along the line, which is what word boxes are built from.

import { checkAborted } from '../errors.js';
import type { RgbaImage } from '../types.js';
import { decodeCtc, insertSpacesAtGaps, type RecognizedLine } from './ctc.js';
import type { Quad } from './geometry.js';
import { runSingle, type InferenceSession } from './session.js';
import { blankColumns, REC_HEIGHT, REC_WIDTH_SCALE, stripWidth, TEXT_BAND_SHARE, writeStrip } from './strip.js';

export type { RecognizedChar, RecognizedLine } from './ctc.js';
export { latinClasses, loadDictionary } from './ctc.js';

const MIN_REC_WIDTH = 64;
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
  const widths = quads.map((q) => stripWidth(q, bandHeight, options.widthScale ?? REC_WIDTH_SCALE));
  const results: RecognizedLine[] = new Array(quads.length);
  for (const batch of planBatches(widths)) {
    checkAborted(signal, 'ocr-recognize');
    const batchWidth = paddedWidth(Math.max(...batch.map((i) => widths[i]!)));
    const tensor = new Float32Array(batch.length * 3 * REC_HEIGHT * batchWidth);
    batch.forEach((quadIndex, slot) => writeStrip(image, quads[quadIndex]!, widths[quadIndex]!, { out: tensor, slot, batchWidth }, bandHeight));
    const output = await runSingle(session, tensor, [batch.length, 3, REC_HEIGHT, batchWidth]);
    const [, frames, classes] = output.dims as [number, number, number];
    const probabilities = output.data as Float32Array;
    batch.forEach((quadIndex, slot) => {
      const slice = probabilities.subarray(slot * frames * classes, (slot + 1) * frames * classes);
      // Positions come out in units of this strip's own width, not the padded batch width.
      const framesPerStrip = (frames * widths[quadIndex]!) / batchWidth;
      const line = decodeCtc(slice, frames, classes, dictionary, framesPerStrip, options.allowed);
      const width = widths[quadIndex]!;
      results[quadIndex] = insertSpacesAtGaps(line, blankColumns(tensor, slot, batchWidth, width, bandHeight), width);
    });
  }
  return results;
}
