// One place that opens ONNX Runtime sessions, so every OCR model runs with the same threading
// rules: a fixed intra-op pool, no inter-op parallelism and no spin-waiting. Two workers share
// two cores, and spinning threads would steal the other worker's core while idle.

import { readFile } from 'node:fs/promises';
import * as ort from 'onnxruntime-node';
import { guardedNative } from '../native-guard.js';
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
  const model = opts.fuseGraph ? fuseLcnetGraph(await readFile(modelPath)).bytes : null;
  const options: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: intraOpThreads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    enableCpuMemArena: true,
    extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
  };
  return guardedNative(() => (model ? ort.InferenceSession.create(model, options) : ort.InferenceSession.create(modelPath, options)));
}

/** Runs a single-input, single-output model and returns the output tensor. */
export async function runSingle(
  session: ort.InferenceSession,
  data: Float32Array,
  dims: readonly number[],
): Promise<ort.Tensor> {
  const input = new ort.Tensor('float32', data, dims);
  const outputs = await guardedNative(() => session.run({ [session.inputNames[0]!]: input }));
  return outputs[session.outputNames[0]!]!;
}
