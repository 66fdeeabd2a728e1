// Text PDFs with pdfkit (a real text layer), and image-only PDFs that wrap scanned pages.
// Fixed metadata dates keep the bytes identical for identical input.

import PDFDocument from 'pdfkit';
import type { FontFace } from './fonts.js';
import type { LaidOutPage } from './layout.js';

const FIXED_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

export interface PdfPageInput {
  page: LaidOutPage;
  font: FontFace;
}

function newDocument(producer: string): PDFKit.PDFDocument {
  return new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { CreationDate: FIXED_DATE, ModDate: FIXED_DATE, Producer: producer, Creator: producer },
  });
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

const grayHex = (g: number): string => {
  const v = Math.max(0, Math.min(255, Math.round(g * 255))).toString(16).padStart(2, '0');
  return `#${v}${v}${v}`;
};

export async function renderTextPdf(pages: PdfPageInput[], producer = 'Invoice Generator'): Promise<Buffer> {
  const doc = newDocument(producer);
  const done = collect(doc);
  const registered = new Set<string>();
  const fontName = (f: FontFace, bold: boolean): string => {
    const src = bold ? f.pdf.bold : f.pdf.regular;
    if (!src.startsWith('/')) return src;
    const name = `${f.id}-${bold ? 'b' : 'r'}`;
    if (!registered.has(name)) {
      // Each document parses its own TTF: a fontkit font shared between documents carries glyph
      // caches from the earlier ones into this one's subset and ToUnicode map, which made later
      // files' text layers read "." as "'" (and files depend on what was generated before them).
      doc.registerFont(name, src);
      registered.add(name);
    }
    return name;
  };
  for (const { page, font } of pages) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    for (const r of page.rules) {
      if (r.h === 0) {
        doc.moveTo(r.x, r.y).lineTo(r.x + r.w, r.y).lineWidth(r.lineWidth).strokeColor(grayHex(r.stroke ?? 0)).stroke();
      } else if (r.fill !== null && r.stroke !== null) {
        doc.rect(r.x, r.y, r.w, r.h).lineWidth(r.lineWidth).fillAndStroke(r.fillColor ?? grayHex(r.fill), grayHex(r.stroke));
      } else if (r.fill !== null) {
        doc.rect(r.x, r.y, r.w, r.h).fill(r.fillColor ?? grayHex(r.fill));
      } else {
        doc.rect(r.x, r.y, r.w, r.h).lineWidth(r.lineWidth).stroke(grayHex(r.stroke ?? 0));
      }
    }
    for (const run of page.runs) {
      doc.font(fontName(font, run.bold)).fontSize(run.size).fillColor(run.color ?? grayHex(run.gray));
      const width = doc.widthOfString(run.text);
      const x = run.align === 'left' ? run.x : run.align === 'right' ? run.x - width : run.x - width / 2;
      doc.text(run.text, x, run.y, { lineBreak: false });
    }
  }
  doc.end();
  return done;
}

export interface ImagePageInput {
  /** JPEG or PNG bytes. */
  image: Buffer;
  widthPx: number;
  heightPx: number;
  dpi: number;
}

/** A "scanned" PDF: each page is one image, no text layer at all. */
export async function renderImagePdf(pages: ImagePageInput[], producer = 'Scanner'): Promise<Buffer> {
  const doc = newDocument(producer);
  const done = collect(doc);
  for (const p of pages) {
    const w = (p.widthPx * 72) / p.dpi;
    const h = (p.heightPx * 72) / p.dpi;
    doc.addPage({ size: [w, h], margin: 0 });
    doc.image(p.image, 0, 0, { width: w, height: h });
  }
  doc.end();
  return done;
}
