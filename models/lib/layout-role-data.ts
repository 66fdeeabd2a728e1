// Training and held-out pages for the layout-role model: generated documents (data/corpus) drawn
// as text PDFs, read back through the engine's own text-layer stage, and, for half of them, made
// to look like OCR output (pixel scale, jittered boxes, OCR character confusions, lost accents
// and currency signs, lower confidences). Labels come from the generator's truth
// (layout-role-labels.ts); features from engine/roles/features.ts, the code the engine runs.
import { SeededRandom } from '../../data/labels/random.js';
import { generateCase, type DocumentTruth } from '../../data/corpus/index.js';
import { buildRows } from '../../engine/layout/rows.js';
import { openPdf } from '../../engine/pdf/open.js';
import { extractTextLayer } from '../../engine/pdf/text-layer.js';
import { pageFeatures } from '../../engine/roles/features.js';
import type { DocumentKind, PageText, TextWord } from '../../engine/types.js';
import { labelPage } from './layout-role-labels.js';
import type { RoleExample } from './layout-role-mlp.js';

export interface LabelledPage {
  page: PageText;
  truth: DocumentTruth;
}

/** Text-layer pages of one generated text PDF with the truth document each page belongs to. */
export async function textLayerPages(seed: number, kind: DocumentKind): Promise<LabelledPage[]> {
  const generated = await generateCase(seed, { kind, variant: 'text-pdf' });
  const doc = await openPdf(generated.bytes, { maxPages: 20 });
  try {
    const out: LabelledPage[] = [];
    for (let i = 0; i < doc.numPages; i++) {
      const page = await doc.getPage(i + 1);
      try {
        const truth = generated.truth.documents.find((d) => d.pages[0] <= i + 1 && i + 1 <= d.pages[1]);
        if (truth) out.push({ page: await extractTextLayer(page, i), truth });
      } finally {
        page.cleanup();
      }
    }
    return out;
  } finally {
    await doc.destroy();
  }
}

// What PP-OCR tends to read instead of a character on a degraded scan.
const CONFUSIONS: Record<string, string[]> = {
  O: ['0'], '0': ['O', 'o'], l: ['1', 'I'], '1': ['l', 'I'], I: ['1', 'l'], S: ['5'], '5': ['S'],
  B: ['8'], '8': ['B'], '.': [',', ''], ',': ['.', ''], '€': ['C', 'E', ''], '£': ['E', 'f'],
  'º': ['9', 'g', 'o', ''], '°': ['9', 'o', ''], ':': ['', ';'],
};

function noisyText(text: string, rng: SeededRandom, rate: number, dropAccents: boolean): string {
  let out = '';
  for (const ch of dropAccents ? text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC') : text) {
    const options = CONFUSIONS[ch];
    out += options && rng.chance(rate) ? rng.pick(options) : ch;
  }
  return out;
}

/** The page as a phone photo or scan OCR'd by the engine might give it. */
export function ocrLikePage(page: PageText, rng: SeededRandom): PageText {
  const scale = 2 + rng.next() * 1.5;
  const rate = 0.01 + rng.next() * 0.05;
  const dropAccents = rng.chance(0.5);
  const jitter = (v: number, size: number) => v * scale + rng.gaussian() * size * 0.08;
  const lines = page.lines.flatMap((line) => {
    if (rng.chance(0.02)) return [];
    const words: TextWord[] = line.words
      .map((w) => ({
        text: noisyText(w.text, rng, rate, dropAccents),
        box: { x: jitter(w.box.x, w.box.h * scale), y: jitter(w.box.y, w.box.h * scale), w: w.box.w * scale, h: w.box.h * scale * (0.9 + rng.next() * 0.25) },
        confidence: Math.min(1, 0.55 + rng.next() * 0.45),
      }))
      .filter((w) => w.text !== '');
    if (words.length === 0) return [];
    const x0 = Math.min(...words.map((w) => w.box.x));
    const y0 = Math.min(...words.map((w) => w.box.y));
    const x1 = Math.max(...words.map((w) => w.box.x + w.box.w));
    const y1 = Math.max(...words.map((w) => w.box.y + w.box.h));
    return [{
      text: words.map((w) => w.text).join(' '),
      box: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 },
      words,
      confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
    }];
  });
  return { ...page, width: page.width * scale, height: page.height * scale, source: 'ocr', lines };
}

/** Features and labels of every segment of a page. */
export function pageExamples(page: PageText, truth: DocumentTruth): RoleExample[] {
  const rows = buildRows(page);
  const features = pageFeatures(rows);
  const labels = labelPage(rows, truth);
  return features.flatMap((row, r) => row.map((f, s) => ({ features: f, label: labels[r]![s]! })));
}

export interface RoleDataOptions {
  firstSeed: number;
  /** Generated files (each one or more pages). */
  files: number;
  /** Share of files whose pages are also added as OCR-like copies. */
  ocrShare: number;
  seed: number;
  signal?: AbortSignal;
}

/** Examples from `files` consecutive seeds; receipts and invoices as the corpus mix draws them. */
export async function roleExamples(options: RoleDataOptions): Promise<RoleExample[]> {
  const rng = new SeededRandom(options.seed);
  const examples: RoleExample[] = [];
  for (let i = 0; i < options.files; i++) {
    options.signal?.throwIfAborted();
    const seed = options.firstSeed + i;
    // Roughly the corpus's 30 % receipts, decided by the seed so runs are reproducible.
    const kind: DocumentKind = seed % 10 < 3 ? 'receipt' : 'invoice';
    for (const { page, truth } of await textLayerPages(seed, kind)) {
      examples.push(...pageExamples(page, truth));
      if (rng.chance(options.ocrShare)) examples.push(...pageExamples(ocrLikePage(page, rng), truth));
    }
  }
  return examples;
}
