// Small PDFs and page images built in code for the PDF and pipeline tests: every expected word
// and position is known because we drew it.
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

export type PdfKitDocument = InstanceType<typeof PDFDocument>;

/** Runs `draw` on a fresh pdfkit document and returns the finished file's bytes. */
export function buildPdf(
  draw: (doc: PdfKitDocument) => void,
  options: ConstructorParameters<typeof PDFDocument>[0] = {},
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', compress: false, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Sets the page's /Rotate entry (pdfkit has no option for it). */
export function setPageRotation(doc: PdfKitDocument, degrees: 90 | 180 | 270): void {
  (doc.page.dictionary.data as { Rotate?: number }).Rotate = degrees;
}

/** A white PNG with black text lines, like a photographed or scanned page. */
export async function textImage(lines: string[], options: { width?: number; fontSize?: number } = {}): Promise<Buffer> {
  const fontSize = options.fontSize ?? 40;
  const width = options.width ?? 1000;
  const lineHeight = Math.round(fontSize * 1.8);
  const canvas = createCanvas(width, lineHeight * (lines.length + 1));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = `${fontSize}px DejaVu Sans`;
  lines.forEach((line, index) => context.fillText(line, 40, lineHeight * (index + 1)));
  // Synchronous on purpose: the async encode() holds no reference to the canvas, so a garbage
  // collection while it runs on the thread pool frees the pixels under it and the process dies
  // with SIGSEGV (seen in test/engine/pipeline.test.ts under npm test's load).
  return canvas.encodeSync('png');
}

/** A PDF whose only page is a picture of text: no text layer, so it must go through OCR. */
export async function imageOnlyPdf(lines: string[], pageCount = 1): Promise<Uint8Array> {
  const picture = await textImage(lines);
  return buildPdf((doc) => {
    for (let page = 0; page < pageCount; page++) {
      if (page > 0) doc.addPage();
      doc.image(picture, 36, 36, { width: 540 });
    }
  });
}

/**
 * The same PDF with a wrong ToUnicode map, as some PDF producers write them: every letter the map
 * names is mapped to the next one ("Invoice" extracts as "Jowpjdf"); glyphs, and so the printed
 * page, are unchanged. Needs an uncompressed file with an embedded font (buildPdf's default and
 * `doc.font(<ttf file>)`); each hex value keeps its length, so the cross-reference table stays right.
 */
export function withShiftedToUnicode(bytes: Uint8Array): Uint8Array {
  const text = Buffer.from(bytes).toString('latin1');
  let maps = 0;
  const shifted = text.replace(/beginbfrange([\s\S]*?)endbfrange/g, (block: string) => {
    maps++;
    return block.replace(/\[([^\]]*)\]/g, (list: string) => list.replace(/<([0-9a-fA-F]{4})>/g, (hex: string, code: string) => {
      const char = String.fromCharCode(parseInt(code, 16));
      const next = /[a-y]|[A-Y]/.test(char) ? char.charCodeAt(0) + 1 : char === 'z' || char === 'Z' ? char.charCodeAt(0) - 25 : null;
      return next === null ? hex : `<${next.toString(16).padStart(4, '0')}>`;
    }));
  });
  if (maps === 0) throw new Error('no ToUnicode bfrange in the file: embed a font and leave it uncompressed');
  return new Uint8Array(Buffer.from(shifted, 'latin1'));
}
