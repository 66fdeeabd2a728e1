// OCR sessions: the shared opener (engine/onnx/session.ts) plus the optional load-time rewrite of
// the PP-OCR graphs.
import { readFile } from 'node:fs/promises';
import type * as ort from 'onnxruntime-node';
import { openSession as openModel, runSession, ort as runtime } from '../onnx/session.js';
import { fuseLcnetGraph } from './graph-fusion.js';

export type { InferenceSession } from 'onnxruntime-node';

export interface OpenSessionOptions {
  /**
   * Fold the PP-LCNet scalar activations into the convolutions before loading (graph-fusion.ts):
   * same outputs to float rounding, ~35 % less CPU per det/rec run.
   */
  fuseGraph?: boolean;
}

export async function openSession(modelPath: string, intraOpThreads: number, opts: OpenSessionOptions = {}): Promise<ort.InferenceSession> {
  if (!opts.fuseGraph) return openModel(modelPath, { intraOpNumThreads: intraOpThreads });
  return openModel(fuseLcnetGraph(await readFile(modelPath)).bytes, { intraOpNumThreads: intraOpThreads });
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
