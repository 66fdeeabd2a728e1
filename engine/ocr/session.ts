// One place that opens ONNX Runtime sessions, so every OCR model runs with the same threading
// rules: a fixed intra-op pool, no inter-op parallelism and no spin-waiting. Two workers share
// two cores, and spinning threads would steal the other worker's core while idle.

import * as ort from 'onnxruntime-node';
import { guardedNative } from '../native-guard.js';

export type { InferenceSession } from 'onnxruntime-node';

export async function openSession(modelPath: string, intraOpThreads: number): Promise<ort.InferenceSession> {
  return guardedNative(() => ort.InferenceSession.create(modelPath, {
    intraOpNumThreads: intraOpThreads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    enableCpuMemArena: true,
    extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
  }));
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
