// OCR sessions: the shared opener (engine/onnx/session.ts) plus the optional load-time rewrite of
// the PP-OCR graphs.
import { readFile } from 'node:fs/promises';
import type * as ort from 'onnxruntime-node';
import { openSession as openModel, runSession, ort as runtime } from '../onnx/session.js';
import { sliceCtcHead } from './ctc-head.js';
import { fuseDetectorHead, fuseLcnetGraph } from './graph-fusion.js';
import { prepareForQuantization, quantizeLcnetGraph, type QuantizeOptions, type RangeTable } from './quantize.js';

export type { InferenceSession } from 'onnxruntime-node';

export interface OpenSessionOptions {
  /**
   * Fold the PP-LCNet scalar activations into the convolutions before loading (graph-fusion.ts):
   * same outputs to float rounding, ~35 % less CPU per det/rec run.
   */
  fuseGraph?: boolean;
  /**
   * With fuseGraph and no int8: also rewrite the detector's DB head (graph-fusion.ts
   * fuseDetectorHead; a no-op on graphs without it). Default true.
   */
  fuseDetectorHead?: boolean;
  /**
   * Rewrite the fused graph into int8 QDQ form with these calibrated activation ranges
   * (quantize.ts; needs fuseGraph).
   */
  quantize?: { ranges: RangeTable; options?: QuantizeOptions };
  /**
   * Quantize only these nodes (named by output tensor) of the fused graph to int8, leaving the
   * rest as fused fp32 (needs fuseGraph; not with quantize).
   */
  quantizeNodes?: { ranges: RangeTable; nodes: readonly string[] };
  /**
   * Recogniser only: keep only these classes (ascending indices) in its CTC head (ctc-head.ts);
   * output class j is then dictionary class keepClasses[j]. Not with quantize.
   */
  keepClasses?: readonly number[];
}

export async function openSession(modelPath: string, intraOpThreads: number, opts: OpenSessionOptions = {}): Promise<ort.InferenceSession> {
  const slice = (bytes: Uint8Array) => (opts.keepClasses ? sliceCtcHead(bytes, opts.keepClasses) : bytes);
  if (opts.keepClasses && opts.quantize) throw new Error('keepClasses works on fp32 graphs: not with quantize');
  if (!opts.fuseGraph) {
    if (opts.quantize || opts.quantizeNodes) throw new Error('int8 quantization works on the fused graph: set fuseGraph too');
    return openModel(opts.keepClasses ? slice(await readFile(modelPath)) : modelPath, { intraOpNumThreads: intraOpThreads });
  }
  const fused = fuseLcnetGraph(await readFile(modelPath)).bytes;
  if (opts.quantizeNodes) {
    if (opts.quantize) throw new Error('quantize and quantizeNodes are alternatives: pick one');
    const { bytes } = quantizeLcnetGraph(fused, opts.quantizeNodes.ranges, { onlyNodes: opts.quantizeNodes.nodes });
    return openModel(slice(bytes), { intraOpNumThreads: intraOpThreads });
  }
  if (!opts.quantize) return openModel(slice(opts.fuseDetectorHead === false ? fused : fuseDetectorHead(fused).bytes), { intraOpNumThreads: intraOpThreads });
  const { bytes } = quantizeLcnetGraph(prepareForQuantization(fused), opts.quantize.ranges, opts.quantize.options);
  return openModel(bytes, { intraOpNumThreads: intraOpThreads });
}

/** Runs a single-input, single-output model and returns the output tensor. */
export async function runSingle(
  session: ort.InferenceSession,
  data: Float32Array,
  dims: readonly number[],
): Promise<ort.Tensor> {
  const input = new runtime.Tensor('float32', data, dims);
  const outputs = await runSession(session, { [session.inputNames[0]!]: input });
  return outputs[session.outputNames[0]!]!;
}
