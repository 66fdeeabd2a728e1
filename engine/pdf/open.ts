// Stage: bytes → an open pdfjs document. Everything pdfjs could fetch or evaluate is turned off:
// uploads are hostile, and we already run inside a pool worker, so pdfjs gets no thread of its own.
// Must stay the first import: it keeps the builtin Array.prototype.push before pdfjs replaces it.
import { restoreBuiltinPush } from './native-push.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
// pdfjs looks for `globalThis.pdfjsWorker` before spawning anything: giving it the worker module
// here makes it run its parser in this thread (its "fake worker"), with no file lookup at run time.
// @ts-expect-error the worker bundle ships without type declarations
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

import { EngineError } from '../errors.js';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;
restoreBuiltinPush();

/** pdfjs's operator codes, for walking a page's drawing list (image-coverage.ts). */
export const { OPS } = pdfjs;

export interface OpenPdfOptions {
  /** Files with more pages are refused before any page is read. */
  maxPages: number;
  /** Embedded images above this many pixels are skipped by pdfjs instead of decoded. */
  maxImagePixels?: number;
}

export type PdfDocument = PDFDocumentProxy;

// Data files pdfjs needs to draw the 14 standard fonts, CJK CMaps and JPEG 2000 images. They are
// read from disk (pdfjs's Node factories take plain paths); trailing slash required by pdfjs.
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = path.join(pdfjsRoot, 'standard_fonts') + path.sep;
const cMapUrl = path.join(pdfjsRoot, 'cmaps') + path.sep;
const wasmUrl = path.join(pdfjsRoot, 'wasm') + path.sep;

/** Opens a PDF from bytes. The caller's bytes are left intact (pdfjs gets its own copy). */
export async function openPdf(bytes: Uint8Array, options: OpenPdfOptions): Promise<PdfDocument> {
  let task: ReturnType<typeof pdfjs.getDocument>;
  try {
    task = pdfjs.getDocument({
      // pdfjs transfers (detaches) the buffer it is given and refuses Buffers: hand it a private
      // plain copy so the caller's bytes stay usable.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      // No network or streaming: the whole file is in memory already.
      disableRange: true,
      disableStream: true,
      disableAutoFetch: true,
      // Recover what can be read from damaged files; pages that still fail are reported per page.
      stopAtErrors: false,
      maxImageSize: options.maxImagePixels ?? -1,
      standardFontDataUrl,
      cMapUrl,
      cMapPacked: true,
      wasmUrl,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    });
  } catch (error) {
    throw mapOpenError(error);
  }

  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw mapOpenError(error);
  }

  if (doc.numPages < 1) {
    await doc.destroy();
    throw new EngineError('no_pages', 'The PDF has no pages');
  }
  if (doc.numPages > options.maxPages) {
    const pages = doc.numPages;
    await doc.destroy();
    throw new EngineError(
      'too_many_pages',
      `The PDF has ${pages} pages; at most ${options.maxPages} pages are accepted per file`,
    );
  }
  return doc;
}

function mapOpenError(error: unknown): EngineError {
  // Errors come back across pdfjs's message channel as plain exceptions; only `name` survives.
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasswordException') {
    return new EngineError('pdf_encrypted', 'The PDF is password-protected', { cause: error });
  }
  return new EngineError('pdf_unreadable', 'The PDF is damaged or truncated and cannot be read', {
    cause: error,
  });
}
