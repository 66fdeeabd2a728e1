// Our OCR against Tesseract on the very same page rasters. The pipeline runs in-process with a
// recognizer wrapper that keeps each raster it hands to OCR (a decoded photo, or a scanned PDF
// page drawn at the server's raster DPI) and the text that came back; Tesseract then reads those
// rasters, written losslessly as PPM. Both engines run `parallel` pages at a time, one thread each.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RasterPageTruth } from '../../data/corpus/index.js';
import { createOcr, type Ocr } from '../../engine/ocr/index.js';
import { runPipeline, type PipelineLimits } from '../../engine/pipeline.js';
import type { DocumentKind } from '../../engine/types.js';
import { flexibleCer, readingOrderCer, type CerResult } from './cer.js';
import { mapConcurrent } from './concurrency.js';
import { recognizeWithTesseract, rgbaToPpm } from './tesseract.js';

export interface OcrCase {
  id: string;
  bytes: Uint8Array;
  kind: DocumentKind;
  raster: RasterPageTruth[];
  /** Tesseract language codes for this document (English first, then the document's own). */
  tesseractLanguages: readonly string[];
}

export interface PageComparison {
  caseId: string;
  page: number;
  degradations: string[];
  /** The page was turned by this many degrees before skew (truth); psm 3 does not undo it. */
  rotation: number;
  ours: { ms: number; flexible: CerResult; readingOrder: CerResult; lines: string[] };
  tesseract: { ms: number; flexible: CerResult; readingOrder: CerResult; lines: string[] } | null;
}

interface CapturedPage {
  caseId: string;
  pageIndex: number;
  imagePath: string;
  tesseractLanguages: readonly string[];
  ms: number;
  lines: string[];
  truth: RasterPageTruth;
}

export interface CompareOptions {
  maxPages: number;
  parallel: number;
  limits: PipelineLimits;
  /** Installed Tesseract languages; null runs ours alone. Each page is read with the languages of
   * its own document that are installed (a user who knows their documents' language would pass
   * just those: more languages make Tesseract slower and no more accurate). */
  tesseractLanguages: readonly string[] | null;
}

export async function compareOcr(cases: readonly OcrCase[], options: CompareOptions): Promise<PageComparison[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ocr-'));
  // One OCR engine per lane, as each pool worker has its own.
  const engines: Ocr[] = await Promise.all(Array.from({ length: options.parallel }, () => createOcr({ intraOpThreads: 1 })));
  try {
    const chosen = pagesBudget(cases, options.maxPages);
    // Warm each engine once so model loading is not counted as page time.
    await Promise.all(engines.map(async (ocr) => {
      await ocr.recognizePage({ width: 64, height: 32, data: new Uint8ClampedArray(64 * 32 * 4).fill(255) }, { pageIndex: 0 });
    }));
    const free = [...engines];
    const captured = (await mapConcurrent(chosen, options.parallel, async (c) => {
      const ocr = free.pop()!;
      try {
        return await capture(c, ocr, dir, options.limits);
      } finally {
        free.push(ocr);
      }
    })).flat();

    const tesseract = options.tesseractLanguages
      ? await mapConcurrent(captured, options.parallel, (p) =>
        recognizeWithTesseract(p.imagePath, languagesFor(p.tesseractLanguages, options.tesseractLanguages!)))
      : null;
    return captured.map((p, i) => {
      const truthLines = p.truth.lines.map((l) => l.text);
      const t = tesseract?.[i];
      return {
        caseId: p.caseId,
        page: p.pageIndex + 1,
        degradations: p.truth.degradations,
        rotation: p.truth.rotation,
        ours: { ms: p.ms, flexible: flexibleCer(truthLines, p.lines), readingOrder: readingOrderCer(truthLines, p.lines), lines: p.lines },
        tesseract: t ? { ms: t.ms, flexible: flexibleCer(truthLines, t.lines), readingOrder: readingOrderCer(truthLines, t.lines), lines: t.lines.filter((l) => l.trim() !== '') } : null,
      };
    });
  } finally {
    await Promise.all(engines.map((e) => e.close()));
    rmSync(dir, { recursive: true, force: true });
  }
}

function languagesFor(wanted: readonly string[], installed: readonly string[]): string[] {
  const usable = wanted.filter((l) => installed.includes(l));
  return usable.length > 0 ? usable : ['eng'];
}

/** The first cases whose pages add up to at most maxPages (at least one case). */
function pagesBudget(cases: readonly OcrCase[], maxPages: number): OcrCase[] {
  const out: OcrCase[] = [];
  let pages = 0;
  for (const c of cases) {
    if (out.length > 0 && pages + c.raster.length > maxPages) break;
    out.push(c);
    pages += c.raster.length;
  }
  return out;
}

async function capture(c: OcrCase, ocr: Ocr, dir: string, limits: PipelineLimits): Promise<CapturedPage[]> {
  const pages: CapturedPage[] = [];
  await runPipeline(c.bytes, {
    kind: c.kind,
    limits,
    ocr: {
      async recognizePage(image, opts) {
        const started = performance.now();
        const text = await ocr.recognizePage(image, opts);
        const ms = performance.now() - started;
        const truth = c.raster[opts.pageIndex];
        if (!truth) throw new Error(`${c.id}: OCR page ${opts.pageIndex + 1} has no raster truth`);
        const imagePath = join(dir, `${c.id}-p${opts.pageIndex + 1}.ppm`);
        writeFileSync(imagePath, rgbaToPpm(image));
        pages.push({ caseId: c.id, pageIndex: opts.pageIndex, imagePath, tesseractLanguages: c.tesseractLanguages, ms, lines: text.lines.map((l) => l.text), truth });
        return text;
      },
    },
  });
  return pages;
}
