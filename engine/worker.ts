// Piscina worker entry: a short dispatcher from typed task messages to the pipeline. One OCR
// engine per worker thread, loaded on the first page that needs it (text PDFs never pay for it).
import { workerData } from 'node:worker_threads';

import { EngineError } from './errors.js';
import { useNativeGuard } from './native-guard.js';
import { fileURLToPath } from 'node:url';
import { createOcr, type Ocr } from './ocr/index.js';
import { LayoutRoleModel } from './roles/model.js';
import { runPipeline, type PageRecognizer } from './pipeline.js';
import type { PipelineResult } from './types.js';
import type { ExtractTask, ExtractWorkerData, WorkerError, WorkerResult, WorkerTask } from './worker-protocol.js';

const startup = (workerData ?? {}) as ExtractWorkerData;
let ocrLoading: Promise<Ocr> | undefined;
let rolesLoading: Promise<LayoutRoleModel | null> | undefined;

const DEFAULT_ROLE_MODELS_DIR = fileURLToPath(new URL('../models/', import.meta.url));

/**
 * The layout-role model, loaded on the first task that wants it. A missing or stale model is not
 * fatal: extraction falls back to the rules alone (`npm run models` rebuilds it).
 */
function loadRoles(): Promise<LayoutRoleModel | null> {
  rolesLoading ??= LayoutRoleModel.load(startup.roleModelsDir ?? DEFAULT_ROLE_MODELS_DIR, 1).catch((error: unknown) => {
    // Said once per worker, so a model that cannot load is seen, not silently replaced by the rules.
    process.emitWarning(`layout-role model not loaded, extracting with the rules alone: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  return rolesLoading;
}

function loadOcr(intraOpThreads: number | undefined): Promise<Ocr> {
  ocrLoading ??= createOcr({
    modelsDir: startup.modelsDir,
    intraOpThreads: intraOpThreads ?? startup.intraOpThreads ?? 1,
  }).catch((error: unknown) => {
    // Let the next task try again rather than failing every task of this worker forever.
    ocrLoading = undefined;
    throw error;
  });
  return ocrLoading;
}

export default async function handleTask(task: WorkerTask): Promise<WorkerResult> {
  try {
    switch (task.action) {
      case 'extract':
        useNativeGuard(task.nativeGuard);
        return { ok: true, result: await extract(task) };
      default:
        return failure({ code: 'internal', message: `Unknown worker action ${String((task as { action?: unknown }).action)}` });
    }
  } catch (error) {
    return failure(error instanceof EngineError
      ? { code: error.code, message: error.message }
      : { code: 'internal', message: error instanceof Error ? error.message : String(error) });
  }
}

async function extract(task: ExtractTask): Promise<PipelineResult> {
  if (!(Number.isFinite(task.budgetMs) && task.budgetMs > 0)) {
    throw new RangeError(`budgetMs must be a positive number of milliseconds (got ${task.budgetMs})`);
  }
  // Loaded once per worker, before the clock starts: a one-time model load is not this document's cost.
  const roles = task.layoutRoles === false ? null : await loadRoles();
  // The stages check this signal between units of work, so an over-budget file stops itself
  // even if the server's own abort (which terminates this thread) never has to fire.
  const signal = AbortSignal.timeout(task.budgetMs);
  const ocr: PageRecognizer = {
    recognizePage: async (image, options) => (await loadOcr(task.intraOpThreads)).recognizePage(image, options),
  };
  return runPipeline(task.bytes, { kind: task.kind, limits: task.limits, signal, ocr, ...(roles ? { roles } : {}) });
}

function failure(error: WorkerError): WorkerResult {
  return { ok: false, error };
}
