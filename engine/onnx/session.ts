// One place that opens onnxruntime-node sessions with the project's threading rules
// (/work/briefs/common.md): one intra-op thread unless told otherwise, one inter-op thread,
// and no spinning threads, because the box has 2 cores shared by every worker.
import { readFile } from 'node:fs/promises';
import ort from 'onnxruntime-node';

export interface SessionOptions {
  intraOpNumThreads?: number;
}

export async function openSession(path: string, options: SessionOptions = {}): Promise<ort.InferenceSession> {
  const bytes = await readFile(path);
  return ort.InferenceSession.create(bytes, {
    intraOpNumThreads: options.intraOpNumThreads ?? 1,
    interOpNumThreads: 1,
    enableCpuMemArena: true,
    graphOptimizationLevel: 'all',
    extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
  });
}

export { ort };
