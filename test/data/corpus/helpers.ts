// Reads generated files back the way the engine will: pdfjs-dist for PDFs, the canvas decoder
// for images. Shared by the corpus tests.

import { loadImage } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdfjs reads the 14 standard fonts' metrics from this folder (pdfkit's Helvetica/Times/Courier).
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

export interface PdfText {
  pageCount: number;
  /** Per page, the text items joined with spaces. */
  pages: string[];
}

export async function readPdfText(bytes: Buffer): Promise<PdfText> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
    }
    return { pageCount: doc.numPages, pages };
  } finally {
    await doc.destroy();
  }
}

export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const img = await loadImage(bytes);
  return { width: img.width, height: img.height };
}

/** Whitespace-insensitive containment: text layers may split or merge spaces between glyph runs. */
export function containsLoose(haystack: string, needle: string): boolean {
  const squash = (s: string): string => s.replace(/\s+/g, '');
  return squash(haystack).includes(squash(needle));
}
