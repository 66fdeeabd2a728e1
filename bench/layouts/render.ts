// Renders a probe document (documents.ts) the ways a partner sends one: a text PDF
// (pdfkit), that page drawn at 200 dpi as a PNG (a scan), and drawn at 300 dpi then
// photographed by the corpus's own degradation (keystone, blur, lighting, noise; seeded) as a JPEG,
// a phone shot as a messenger sends it on (the page small in a 1200 x 1600 frame on a table), and
// for receipts, a curled slip whose lines bend into arcs.
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { degrade, pickDegradation } from '../../data/corpus/degrade.js';
import { fontFace } from '../../data/corpus/fonts.js';
import { imageToCanvas } from '../../engine/image/transform.js';
import { openPdf } from '../../engine/pdf/open.js';
import { rasterizePage } from '../../engine/pdf/rasterize.js';
import { Rng } from '../../data/corpus/rng.js';
import type { ProbeDocument } from './documents.js';

/**
 * Helvetica, as most invoicing software sets it; text beyond its WinAnsi encoding (Polish ł, ś)
 * in the metric-compatible Liberation Sans, embedded, as a real PDF embeds its font.
 */
function fontFor(text: string, bold: boolean): string {
  if (/^[\x20-\xff€–—‘’“”•…]*$/.test(text)) return bold ? 'Helvetica-Bold' : 'Helvetica';
  const face = fontFace('helvetica');
  return bold ? face.files.bold : face.files.regular;
}

export function renderPdf(doc: ProbeDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: doc.size ?? 'A4', margin: 0 });
    const parts: Buffer[] = [];
    pdf.on('data', (b: Buffer) => parts.push(b));
    pdf.on('end', () => resolve(Buffer.concat(parts)));
    pdf.on('error', reject);
    for (const [x, y, text, style] of doc.cells) {
      if (text.startsWith('#RECT ')) {
        const [w, h, colour, stroke] = text.slice(6).split(' ');
        if (stroke) pdf.rect(x, y, Number(w), Number(h)).lineWidth(0.8).stroke(colour!);
        else pdf.rect(x, y, Number(w), Number(h)).fill(colour!);
        pdf.fillColor('black');
        continue;
      }
      pdf.font(fontFor(text, style?.bold ?? false)).fontSize(style?.size ?? 10).fillColor(style?.width === -1 ? 'white' : 'black');
      if (style?.align === 'right') {
        const width = style.width && style.width > 0 ? style.width : 120;
        pdf.text(text, x - width, y, { width, align: 'right', lineBreak: false });
      } else pdf.text(text, x, y, { lineBreak: false });
    }
    pdf.end();
  });
}

/** The page drawn as the engine draws a PDF page without text for OCR. */
async function drawPage(pdfBytes: Buffer, dpi: number): Promise<Canvas> {
  const document = await openPdf(pdfBytes, { maxPages: 1 });
  try {
    return imageToCanvas(await rasterizePage(await document.getPage(1), { dpi, maxPixels: 60_000_000 }));
  } finally {
    await document.destroy();
  }
}

export async function renderScan(pdfBytes: Buffer, dpi = 200): Promise<Buffer> {
  return (await drawPage(pdfBytes, dpi)).encodeSync('png');
}

export async function renderPhoto(pdfBytes: Buffer, seed: number, dpi = 300): Promise<Buffer> {
  const rng = new Rng(seed);
  // Upright: a partner's app or the photographer turns the page; orientation is tested elsewhere.
  const photo = degrade(await drawPage(pdfBytes, dpi), [], { ...pickDegradation(rng, 'photo', false), rotation: 0 }, rng);
  return photo.canvas.encodeSync('jpeg', 80);
}

/** The frame a messenger app scales a phone photo down to (about 140 dpi on an A4 page). */
export const MESSENGER_FRAME = { width: 1200, height: 1600 } as const;

/**
 * A phone photo of the page lying on a dark wooden table, turned a little, with a shadow and a
 * lighting falloff, as a messenger app recompresses it: 1200 x 1600, JPEG quality 85. A receipt
 * fills 45 % of the frame's width (turned 3°), an A4 page 88 % (turned 2°).
 */
export async function renderMessengerPhoto(pdfBytes: Buffer, kind: 'invoice' | 'receipt'): Promise<Buffer> {
  const page = await loadImage((await drawPage(pdfBytes, 300)).encodeSync('png'));
  const { width, height } = MESSENGER_FRAME;
  const [share, degrees] = kind === 'receipt' ? [0.45, 3] : [0.88, 2];
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#5a4632';
  g.fillRect(0, 0, width, height);
  // Wood grain: thin translucent streaks at fixed, scattered places.
  for (let i = 0; i < 4000; i++) {
    g.fillStyle = `rgba(${30 + ((i * 37) % 60)},${20 + ((i * 17) % 40)},${10 + ((i * 7) % 30)},0.25)`;
    g.fillRect((i * 7919) % width, (i * 104729) % height, 120, 3);
  }
  const scale = (width * share) / page.width;
  g.save();
  g.translate(width / 2, height / 2);
  g.rotate((degrees * Math.PI) / 180);
  g.shadowColor = 'rgba(0,0,0,0.5)';
  g.shadowBlur = 12;
  g.drawImage(page, (-page.width * scale) / 2, (-page.height * scale) / 2, page.width * scale, page.height * scale);
  g.restore();
  const light = g.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, 'rgba(255,255,255,0.05)');
  light.addColorStop(1, 'rgba(0,0,0,0.25)');
  g.fillStyle = light;
  g.fillRect(0, 0, width, height);
  return canvas.encodeSync('jpeg', 85);
}

/** How far the middle of a curled receipt bulges past its edges, as a share of its width. */
export const CURL_BULGE = 0.04;

/**
 * A receipt that curls across its width, as one held in a hand or lying on a table: the page
 * drawn at 200 dpi with each pixel column raised by CURL_BULGE * width * sin(pi * x / width), so
 * every line is an arc (the middle a line or so higher than the ends), on a dark table, as a JPEG.
 */
export async function renderCurledReceipt(pdfBytes: Buffer): Promise<Buffer> {
  const page = await loadImage((await drawPage(pdfBytes, 200)).encodeSync('png'));
  const bulge = Math.round(page.width * CURL_BULGE);
  const margin = 40;
  const canvas = createCanvas(page.width + 2 * margin, page.height + bulge + 2 * margin);
  const g = canvas.getContext('2d');
  g.fillStyle = '#6b5a48';
  g.fillRect(0, 0, canvas.width, canvas.height);
  for (let x = 0; x < page.width; x++) {
    const rise = bulge * Math.sin((Math.PI * x) / page.width);
    g.drawImage(page, x, 0, 1, page.height, margin + x, margin + bulge - rise, 1, page.height);
  }
  return canvas.encodeSync('jpeg', 85);
}
