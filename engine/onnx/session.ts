// The one place that opens and runs onnxruntime-node sessions, with the project's threading rules:
// one intra-op thread unless told otherwise, one inter-op thread and no spinning threads (the box
// has 2 cores shared by every worker), denormals flushed to zero. Creation and every run go through the native guard
// (engine/native-guard.ts), so a worker is never terminated inside an ONNX Runtime call.
import { readFile } from 'node:fs/promises';
import * as ort from 'onnxruntime-node';
import { guardedNative } from '../native-guard.js';

export interface SessionOptions {
  intraOpNumThreads?: number;
}

function sessionOptions(options: SessionOptions): ort.InferenceSession.SessionOptions {
  return {
    intraOpNumThreads: options.intraOpNumThreads ?? 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    enableCpuMemArena: true,
    graphOptimizationLevel: 'all',
    // Denormal floats flushed to zero: the OCR convolutions meet them (activations decaying
    // towards 0) and x86 computes them many times slower; a page of OCR costs ~4 % less CPU, and
    // nothing a model says depends on values below 1e-38.
    extra: { session: { set_denormal_as_zero: '1', intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
  };
}

/** Opens a model from its file, or from bytes already in memory (a graph rewritten at load). */
export async function openSession(source: string | Uint8Array, options: SessionOptions = {}): Promise<ort.InferenceSession> {
  const bytes = typeof source === 'string' ? await readFile(source) : source;
  return guardedNative(() => ort.InferenceSession.create(bytes, sessionOptions(options)));
}

/** session.run inside the native guard. */
export function runSession(
  session: ort.InferenceSession,
  feeds: ort.InferenceSession.FeedsType,
  fetches?: readonly string[],
): Promise<ort.InferenceSession.ReturnType> {
  return guardedNative(() => (fetches ? session.run(feeds, fetches) : session.run(feeds)));
}

export { ort };
