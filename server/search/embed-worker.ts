// Worker-thread entry for the search embedder (worker-embedder.ts): one ONNX session on its own
// thread, so embedding a query or a batch of documents does not hold the event loop that serves
// HTTP, SQLite and the vector search. Messages: {id, texts} in, {id, vectors} or {id, error} out;
// the first message out is {ready, dims} or {failed}.
import { parentPort, workerData } from 'node:worker_threads';
import { createEmbedder, type Embedder } from '../../engine/embed/index.js';

export interface EmbedWorkerData {
  modelsDir: string;
  intraOpNumThreads: number;
}

export type EmbedWorkerRequest = { id: number; texts: string[] };
export type EmbedWorkerReply =
  | { ready: true; dims: number }
  | { failed: string }
  | { id: number; vectors: Float32Array[] }
  | { id: number; error: string };

const port = parentPort;
if (port) {
  const { modelsDir, intraOpNumThreads } = workerData as EmbedWorkerData;
  const send = (reply: EmbedWorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);
  let embedder: Embedder | null = null;
  try {
    embedder = await createEmbedder({ modelsDir, intraOpNumThreads });
    send({ ready: true, dims: embedder.dims });
  } catch (err) {
    send({ failed: err instanceof Error ? err.message : String(err) });
  }
  if (embedder) {
    const ready = embedder;
    // Requests are answered one at a time, in order (the session is single-threaded anyway).
    let queue = Promise.resolve();
    port.on('message', (request: EmbedWorkerRequest) => {
      queue = queue.then(async () => {
        try {
          const vectors = await ready.embed(request.texts);
          send({ id: request.id, vectors }, vectors.map((v) => v.buffer as ArrayBuffer));
        } catch (err) {
          send({ id: request.id, error: err instanceof Error ? err.message : String(err) });
        }
      });
    });
  }
}
