// Loads the text embedder for search (engine/embed) on its own worker thread (worker-embedder.ts),
// so query and document embedding run beside the event loop, not on it. A missing or broken
// model must not take the whole service down: extraction keeps working, the search routes answer
// 503 and the start-up log says why.
import type { Logger } from '../logger.js';
import { MODELS_DIR } from '../models-dir.js';
import type { TextEmbedder } from './service.js';
import { WorkerEmbedder } from './worker-embedder.js';

export async function loadSearchEmbedder(log: Logger, modelsDir = MODELS_DIR): Promise<TextEmbedder | null> {
  try {
    // One intra-op thread: the worker shares the box's cores with HTTP and extraction work.
    return await WorkerEmbedder.start({ modelsDir, intraOpNumThreads: 1 });
  } catch (err) {
    log.warn({ err, modelsDir }, 'text embedder unavailable; search is disabled (run npm run models)');
    return null;
  }
}
