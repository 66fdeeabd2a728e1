// Loads the text embedder for search (engine/embed). A missing or broken model must not take the
// whole service down: extraction keeps working, the search routes answer 503 and the start-up
// log says why.
import { createEmbedder } from '../../engine/embed/index.js';
import type { Logger } from '../logger.js';
import { MODELS_DIR } from '../models-dir.js';
import type { TextEmbedder } from './service.js';

export async function loadSearchEmbedder(log: Logger, modelsDir = MODELS_DIR): Promise<TextEmbedder | null> {
  try {
    // One intra-op thread: queries are embedded on the main thread next to HTTP work.
    return await createEmbedder({ modelsDir, intraOpNumThreads: 1 });
  } catch (err) {
    log.warn({ err, modelsDir }, 'text embedder unavailable; search is disabled (run npm run models)');
    return null;
  }
}
