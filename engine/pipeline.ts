// The extraction pipeline: bytes → pages of text → documents with fields. Stages run in order
// (sniff, open/decode, text layer or rasterize + OCR per page, extract); a page that fails in a
// stage is reported with that stage and the rest of the file still counts (partial success).
// Only file-level problems (wrong type, encrypted, too many pages, out of time) throw.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

import { checkAborted, EngineError } from './errors.js';
import { extractDocuments } from './fields/index.js';
import { buildRows } from './layout/rows.js';
import type { LayoutRoleClassifier } from './roles/model.js';
import type { PageRoles } from './roles/roles.js';
import { decodeImage } from './image/decode.js';
import { sniffFileKind } from './image/sniff.js';
import { openPdf, type PdfDocument } from './pdf/open.js';
import { rasterizePage } from './pdf/rasterize.js';
import { isCaptionedPicture } from './pdf/image-coverage.js';
import { alphanumericCount, extractTextLayer, hasUsableText } from './pdf/text-layer.js';
import type { DocumentKind, FileKind, PageReport, PageText, PipelineResult, RgbaImage } from './types.js';

export interface PipelineLimits {
  /** PDFs with more pages are refused (too_many_pages). */
  maxPages: number;
  /** Largest image (width × height) decoded, and the cap on a rasterized PDF page. */
  maxImagePixels: number;
  /** Resolution PDF pages without a usable text layer are drawn at for OCR. */
  rasterDpi: number;
}

/** The one thing the pipeline needs from OCR; engine/ocr's Ocr satisfies it. */
export interface PageRecognizer {
  recognizePage(image: RgbaImage, options: { pageIndex: number; signal?: AbortSignal }): Promise<PageText>;
}

export interface PipelineOptions {
  kind: DocumentKind;
  signal?: AbortSignal;
  limits: PipelineLimits;
  /** Created once per worker by the caller: model loading is far too slow to repeat per file. */
  ocr: PageRecognizer;
  /**
   * The layout-role model (engine/roles), created once per worker like the OCR. When given, the
   * extractor uses its segment roles on OCR'd pages where they beat the rules; without it, rules
   * alone.
   */
  roles?: LayoutRoleClassifier;
  /** Sees each page's text as it is read (logs, tests, search indexing); must not throw. */
  onPageText?: (page: PageText) => void;
}

/** Stage names as they appear in `timings` and in `pages[i].error.stage`. */
export type PipelineStage = 'sniff' | 'open' | 'decode' | 'textLayer' | 'rasterize' | 'ocr' | 'roles' | 'extract';

interface PageOutcome {
  report: PageReport;
  text?: PageText;
}

interface RunContext {
  options: PipelineOptions;
  timings: Record<string, number>;
}

export async function runPipeline(bytes: Uint8Array, options: PipelineOptions): Promise<PipelineResult> {
  const started = performance.now();
  assertLimits(options.limits);
  const run: RunContext = { options, timings: {} };
  checkAborted(options.signal, 'sniff');

  const fileKind = await timed(run, 'sniff', () => sniffFileKind(bytes));
  if (fileKind === null) {
    throw new EngineError('unsupported_file_type', 'The file is not a PDF, JPEG, PNG or WEBP document');
  }
  const outcomes = fileKind === 'pdf' ? await readPdfPages(bytes, run) : await readImagePage(bytes, run);

  const pages = outcomes.flatMap((outcome) => (outcome.text ? [outcome.text] : []));
  for (const page of pages) options.onPageText?.(page);
  // The model fills gaps that OCR damage leaves (garbled labels); a text layer spells its labels
  // as printed and the rules read it whole, so text-layer pages never pay for the model.
  const ocrPages = pages.filter((page) => page.source === 'ocr');
  const roles = ocrPages.length > 0 && options.roles ? await timed(run, 'roles', () => classifyRoles(ocrPages, options)) : undefined;
  checkAborted(options.signal, 'extract');
  const documents = pages.length === 0
    ? []
    : await timed(run, 'extract', () => extractDocuments(pages, { kind: options.kind, signal: options.signal, ...(roles ? { roles } : {}) }));

  run.timings.total = performance.now() - started;
  return result(fileKind, outcomes, documents, run.timings);
}

/**
 * Segment roles for every page. The model only refines the rules, so if it fails the file is
 * still extracted, by the rules alone; running out of time still stops the file.
 */
async function classifyRoles(pages: PageText[], options: PipelineOptions): Promise<PageRoles[] | undefined> {
  try {
    return await options.roles!.classify(pages.map((page) => buildRows(page)), options.signal);
  } catch (error) {
    if (error instanceof EngineError && error.code === 'aborted') throw error;
    checkAborted(options.signal, 'roles');
    return undefined;
  }
}

/** Limits come from server configuration; a bad one is a programming error, not a bad file. */
function assertLimits(limits: PipelineLimits): void {
  for (const [name, value] of Object.entries(limits)) {
    if (!(Number.isFinite(value) && value > 0)) throw new RangeError(`Pipeline limit ${name} must be a positive number, got ${value}`);
  }
}

function result(
  fileKind: FileKind,
  outcomes: PageOutcome[],
  documents: PipelineResult['documents'],
  timings: Record<string, number>,
): PipelineResult {
  return { fileKind, pageCount: outcomes.length, documents, pages: outcomes.map((o) => o.report), timings };
}

async function readPdfPages(bytes: Uint8Array, run: RunContext): Promise<PageOutcome[]> {
  const { limits, signal } = run.options;
  const doc = await timed(run, 'open', () =>
    openPdf(bytes, { maxPages: limits.maxPages, maxImagePixels: limits.maxImagePixels }),
  );
  try {
    const outcomes: PageOutcome[] = [];
    for (let pageIndex = 0; pageIndex < doc.numPages; pageIndex++) {
      // pdfjs runs in this thread: give the budget timer a turn, or it could never fire.
      await yieldToEventLoop();
      checkAborted(signal, `page ${pageIndex + 1}`);
      outcomes.push(await readPdfPage(doc, pageIndex, run));
    }
    return outcomes;
  } finally {
    await doc.destroy();
  }
}

async function readPdfPage(doc: PdfDocument, pageIndex: number, run: RunContext): Promise<PageOutcome> {
  const { limits, signal, ocr } = run.options;
  let stage: PipelineStage = 'open';
  try {
    const page = await doc.getPage(pageIndex + 1);
    try {
      // A broken text layer is no reason to give up on the page: OCR reads what is drawn.
      const layer = await timed(run, 'textLayer', () => extractTextLayer(page, pageIndex)).catch(() => null);
      const text = layer && hasUsableText(layer) ? layer : null;
      const picture = text !== null
        && await timed(run, 'textLayer', () => isCaptionedPicture(page, text)).catch(() => false);
      if (text && !picture) return { report: { pageIndex, source: 'text-layer' }, text };

      stage = 'rasterize';
      checkAborted(signal, stage);
      const image = await timed(run, stage, () =>
        rasterizePage(page, { dpi: limits.rasterDpi, maxPixels: limits.maxImagePixels }),
      );
      stage = 'ocr';
      checkAborted(signal, stage);
      const ocrText = await timed(run, stage, () => ocr.recognizePage(image, { pageIndex, signal }));
      // The picture under a stamped caption held less to read than the caption itself (blank or
      // unreadable): the text layer is then the better account of the page.
      if (text && alphanumericCount(ocrText) < alphanumericCount(text)) return { report: { pageIndex, source: 'text-layer' }, text };
      return { report: { pageIndex, source: 'ocr' }, text: ocrText };
    } finally {
      page.cleanup();
    }
  } catch (error) {
    const source = stage === 'rasterize' || stage === 'ocr' ? 'ocr' : 'text-layer';
    return { report: { pageIndex, source, error: pageError(stage, error, signal) } };
  }
}

async function readImagePage(bytes: Uint8Array, run: RunContext): Promise<PageOutcome[]> {
  const { limits, signal, ocr } = run.options;
  // A photo or scan is one page; if it cannot be decoded there is nothing to report per page.
  const image = await timed(run, 'decode', () => decodeImage(bytes, { maxPixels: limits.maxImagePixels }));
  checkAborted(signal, 'ocr');
  try {
    const text = await timed(run, 'ocr', () => ocr.recognizePage(image, { pageIndex: 0, signal }));
    return [{ report: { pageIndex: 0, source: 'ocr' }, text }];
  } catch (error) {
    return [{ report: { pageIndex: 0, source: 'ocr', error: pageError('ocr', error, signal) } }];
  }
}

/** Page-level failure description; running out of time is never a page error, it stops the file. */
function pageError(stage: PipelineStage, error: unknown, signal: AbortSignal | undefined): { stage: string; message: string } {
  checkAborted(signal, stage);
  if (error instanceof EngineError && error.code === 'aborted') throw error;
  const detail = error instanceof Error ? error.message : String(error);
  return { stage, message: `${stageDescriptions[stage]} failed: ${detail}` };
}

const stageDescriptions: Record<PipelineStage, string> = {
  sniff: 'File type detection',
  open: 'Reading the page',
  decode: 'Decoding the image',
  textLayer: 'Reading the text layer',
  rasterize: 'Drawing the page',
  ocr: 'Text recognition',
  roles: 'Layout roles',
  extract: 'Field extraction',
};

async function timed<T>(run: RunContext, stage: PipelineStage, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    run.timings[stage] = (run.timings[stage] ?? 0) + (performance.now() - started);
  }
}
