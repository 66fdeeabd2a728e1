// Training and held-out pages for the layout-role model: generated documents (data/corpus) drawn
// as text PDFs, read back through the engine's own text-layer stage, and, for half of them, made
// to look like OCR output (layout-role-ocr-noise.ts: pixel scale, jittered boxes, the character
// and spacing errors measured on the engine's real OCR output, lower confidences). Labels come from the generator's truth
// (layout-role-labels.ts); features from engine/roles/features.ts, the code the engine runs.
import { SeededRandom } from '../../data/labels/random.js';
import { generateCase, type DocumentTruth } from '../../data/corpus/index.js';
import { buildRows, type PageRows } from '../../engine/layout/rows.js';
import { openPdf } from '../../engine/pdf/open.js';
import { extractTextLayer } from '../../engine/pdf/text-layer.js';
import { pageFeatures } from '../../engine/roles/features.js';
import { roleIndex } from '../../engine/roles/roles.js';
import type { DocumentKind, PageText } from '../../engine/types.js';
import { labelPage } from './layout-role-labels.js';
import { ocrLikePage } from './layout-role-ocr-noise.js';
import type { RoleExample } from './layout-role-mlp.js';

export { ocrLikePage };

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

/** Features and labels of every segment of a page. */
export function pageExamples(page: PageText, truth: DocumentTruth): RoleExample[] {
  const rows = buildRows(page);
  const features = pageFeatures(rows);
  const labels = labelPage(rows, truth);
  return features.flatMap((row, r) => row.map((f, s) => ({ features: f, label: labels[r]![s]! })));
}

/**
 * Role labels of an OCR-like copy's segments, carried over from the clean page they were made
 * from (the copy is the clean page scaled by `scale` and jittered): each noisy segment takes the
 * label of the clean segment it overlaps most. Labelling the noisy text itself would call a total
 * "other" as soon as its label is misread, which is exactly where the model must not need it.
 */
export function transferLabels(clean: PageRows, cleanLabels: number[][], noisy: PageRows, scale: number): number[][] {
  const other = roleIndex('other');
  return noisy.rows.map((row) => row.segments.map((seg) => {
    let best = other;
    let bestOverlap = 0;
    clean.rows.forEach((cleanRow, r) => cleanRow.segments.forEach((c, s) => {
      const w = Math.min(seg.box.x + seg.box.w, (c.box.x + c.box.w) * scale) - Math.max(seg.box.x, c.box.x * scale);
      const h = Math.min(seg.box.y + seg.box.h, (c.box.y + c.box.h) * scale) - Math.max(seg.box.y, c.box.y * scale);
      if (w > 0 && h > 0 && w * h > bestOverlap) {
        bestOverlap = w * h;
        best = cleanLabels[r]![s]!;
      }
    }));
    return best;
  }));
}

/** Rows and labels of an OCR-like copy of a clean page (labels carried over from the clean page). */
export function ocrLikeRows(page: PageText, truth: DocumentTruth, rng: SeededRandom): { rows: PageRows; labels: number[][] } {
  const clean = buildRows(page);
  const noisyPage = ocrLikePage(page, rng);
  const rows = buildRows(noisyPage);
  return { rows, labels: transferLabels(clean, labelPage(clean, truth), rows, noisyPage.width / page.width) };
}

/** Features and labels of every segment of an OCR-like copy of a page. */
export function ocrLikeExamples(page: PageText, truth: DocumentTruth, rng: SeededRandom): RoleExample[] {
  const { rows, labels } = ocrLikeRows(page, truth, rng);
  return pageFeatures(rows).flatMap((row, r) => row.map((f, s) => ({ features: f, label: labels[r]![s]! })));
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
      if (rng.chance(options.ocrShare)) examples.push(...ocrLikeExamples(page, truth, rng));
    }
  }
  return examples;
}
