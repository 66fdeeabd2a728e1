// Text recognition stage: page + text quads in, text with per-character confidence and position
// out. Each quad is rectified to a 48-pixel-high strip (strip.ts), run through the PP-OCRv4
// recogniser (SVTR-LCNet, CTC head) and decoded greedily (ctc.ts). The frame where each
// character peaks gives its position along the line, which is what word boxes are built from.

import { checkAborted } from '../errors.js';
import type { RgbaImage } from '../types.js';
import { decodeCtc, insertSpacesAtGaps, type RecognizedLine } from './ctc.js';
import type { Quad } from './geometry.js';
import { runSingle, type InferenceSession } from './session.js';
import { blankColumns, REC_HEIGHT, stripWidth, TEXT_BAND_SHARE, writeStrip } from './strip.js';

export type { RecognizedChar, RecognizedLine } from './ctc.js';
export { latinClasses, loadDictionary } from './ctc.js';

const MIN_REC_WIDTH = 64;
/**
 * Strips per recogniser call. On one intra-op thread, batching buys nothing and padding costs:
 * one strip per call measured ~30% less CPU per page than batches of 8 (bench/ocr notes).
 */
const MAX_BATCH = 1;
/** A batch takes strips up to this factor wider than its narrowest one (padding cost bound). */
const BATCH_WIDTH_SPREAD = 1.3;

/** Groups strip indices (sorted by width) into batches of similar width. */
function planBatches(widths: number[]): number[][] {
  const order = widths.map((_, i) => i).sort((a, b) => widths[a]! - widths[b]!);
  const batches: number[][] = [];
  let current: number[] = [];
  for (const i of order) {
    const narrowest = current.length ? widths[current[0]!]! : 0;
    if (current.length && (current.length >= MAX_BATCH || widths[i]! > narrowest * BATCH_WIDTH_SPREAD)) {
      batches.push(current);
      current = [];
    }
    current.push(i);
  }
  if (current.length) batches.push(current);
  return batches;
}

export async function recognizeQuads(
  session: InferenceSession,
  dictionary: readonly string[],
  image: RgbaImage,
  quads: readonly Quad[],
  signal?: AbortSignal,
  options: { allowed?: Uint8Array; textBandShare?: number } = {},
): Promise<RecognizedLine[]> {
  const textBandShare = options.textBandShare ?? TEXT_BAND_SHARE;
  const bandHeight = Math.round(REC_HEIGHT * textBandShare);
  const widths = quads.map((q) => stripWidth(q, bandHeight));
  const results: RecognizedLine[] = new Array(quads.length);
  for (const batch of planBatches(widths)) {
    checkAborted(signal, 'ocr-recognize');
    const widest = Math.max(...batch.map((i) => widths[i]!));
    // The network downsamples width by 8 (one CTC frame per 8 input columns).
    const batchWidth = Math.max(MIN_REC_WIDTH, Math.ceil(widest / 8) * 8);
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
