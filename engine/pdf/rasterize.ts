// Stage: one PDF page → RGBA raster for OCR, drawn by pdfjs onto an @napi-rs/canvas surface.
import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { EngineError } from '../errors.js';
import type { RgbaImage } from '../types.js';

export interface RasterizeOptions {
  /** Resolution to draw at; 200 DPI keeps receipt print legible to the OCR models. */
  dpi?: number;
  /** The raster is scaled down to stay at or under this many pixels (huge page sizes). */
  maxPixels: number;
}

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

export const DEFAULT_RASTER_DPI = 200;
const POINTS_PER_INCH = 72;

export async function rasterizePage(page: PDFPageProxy, options: RasterizeOptions): Promise<RgbaImage> {
  const dpi = options.dpi ?? DEFAULT_RASTER_DPI;
  if (!(dpi > 0) || !(options.maxPixels > 0)) {
    throw new RangeError(`rasterizePage needs a positive dpi and maxPixels (got ${dpi}, ${options.maxPixels})`);
  }
  const natural = page.getViewport({ scale: 1 });
  let scale = dpi / POINTS_PER_INCH;
  const pixels = natural.width * scale * natural.height * scale;
  if (pixels > options.maxPixels) scale *= Math.sqrt(options.maxPixels / pixels);
  const viewport = page.getViewport({ scale });
  const width = Math.floor(viewport.width);
  const height = Math.floor(viewport.height);
  if (width < 1 || height < 1) {
    throw new EngineError('pdf_unreadable', `Page ${page.pageNumber} has no drawable area`);
  }

  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // pdfjs's type names the DOM canvas; @napi-rs/canvas implements the parts pdfjs draws with.
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    viewport,
    // Transparent areas would turn black for OCR: scans and text alike are read on white paper.
    background: 'rgb(255,255,255)',
  }).promise;
  const { data } = context.getImageData(0, 0, width, height);
  return { width, height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength) };
}
