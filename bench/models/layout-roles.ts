// Layout-role model benchmark: per-role precision and recall of the shipped models/layout-role.onnx
// on held-out generated pages (test-split seeds, never trained on), as text layers and as OCR-like
// copies of them, the same for the receipts among them (merchant = vendor, date = invoiceDate,
// total), plus the model's time per page. bench/models/run.ts prints these lines.
// Run alone: node --import tsx bench/models/layout-roles.ts
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { SPLITS } from '../../data/corpus/index.js';
import { SeededRandom } from '../../data/labels/random.js';
import { buildRows } from '../../engine/layout/rows.js';
import { LayoutRoleModel } from '../../engine/roles/model.js';
import { LAYOUT_ROLES } from '../../engine/roles/roles.js';
import { ocrLikeRows, textLayerPages } from '../../models/lib/layout-role-data.js';
import { labelPage } from '../../models/lib/layout-role-labels.js';

const MODELS_DIR = fileURLToPath(new URL('../../models/', import.meta.url));

export interface LayoutRoleBenchOptions {
  modelsDir?: string;
  /** Generated test-split files (their pages are scored as text layers and as OCR-like copies). */
  files?: number;
}

interface Counts {
  truePos: number[];
  predicted: number[];
  support: number[];
  right: number;
  segments: number;
}

/** The roles a receipt prints: its merchant, its date and its total. */
const RECEIPT_ROLES = ['vendor', 'invoiceDate', 'total'] as const;

const empty = (): Counts => ({ truePos: LAYOUT_ROLES.map(() => 0), predicted: LAYOUT_ROLES.map(() => 0), support: LAYOUT_ROLES.map(() => 0), right: 0, segments: 0 });
const pct = (x: number): string => (Number.isNaN(x) ? 'n/a' : `${(x * 100).toFixed(1)}%`);

/** Markdown lines: per-role precision/recall for text-layer and OCR-like pages. */
export async function layoutRoleSection(options: LayoutRoleBenchOptions = {}): Promise<string[]> {
  const files = options.files ?? 120;
  const model = await LayoutRoleModel.load(options.modelsDir ?? MODELS_DIR, 1);
  const counts = { text: empty(), ocr: empty() };
  // Receipts are scored twice: with everything above, and on their own (receipt roles).
  const receipts = { text: empty(), ocr: empty() };
  const rng = new SeededRandom(77);
  const pageMs: number[] = [];
  try {
    for (let i = 0; i < files; i++) {
      const seed = SPLITS.test.firstSeed + i;
      const kind = seed % 10 < 3 ? 'receipt' : 'invoice';
      for (const { page, truth } of await textLayerPages(seed, kind)) {
        const textRows = buildRows(page);
        const variants = [['text', { rows: textRows, labels: labelPage(textRows, truth) }], ['ocr', ocrLikeRows(page, truth, rng)]] as const;
        for (const [variant, { rows, labels }] of variants) {
          const started = performance.now();
          const [roles] = await model.classify([rows]);
          pageMs.push(performance.now() - started);
          const scored = kind === 'receipt' ? [counts[variant], receipts[variant]] : [counts[variant]];
          roles!.probabilities.forEach((row, r) => row.forEach((p, s) => {
            const label = labels[r]![s]!;
            const best = p.indexOf(Math.max(...p));
            for (const c of scored) {
              c.segments += 1;
              c.support[label]! += 1;
              c.predicted[best]! += 1;
              if (best === label) {
                c.truePos[best]! += 1;
                c.right += 1;
              }
            }
          }));
        }
      }
    }
  } finally {
    await model.close();
  }
  pageMs.sort((a, b) => a - b);
  const cell = (c: Counts, k: number) => `${pct(c.truePos[k]! / c.predicted[k]!)} / ${pct(c.truePos[k]! / c.support[k]!)}`;
  return [
    `### Layout-role model (models/layout-role.onnx): ${files} held-out generated files (test-split seeds), each page as its text layer and as an OCR-like copy`,
    '',
    '| role | segments (text / OCR-like) | precision / recall, text layer | precision / recall, OCR-like |',
    '|---|---|---|---|',
    ...LAYOUT_ROLES.map((role, k) => `| ${role} | ${counts.text.support[k]} / ${counts.ocr.support[k]} | ${cell(counts.text, k)} | ${cell(counts.ocr, k)} |`),
    `| all segments (accuracy) | ${counts.text.segments} / ${counts.ocr.segments} | ${pct(counts.text.right / counts.text.segments)} | ${pct(counts.ocr.right / counts.ocr.segments)} |`,
    ...RECEIPT_ROLES.map((role) => {
      const k = LAYOUT_ROLES.indexOf(role);
      return `| receipts: ${role} | ${receipts.text.support[k]} / ${receipts.ocr.support[k]} | ${cell(receipts.text, k)} | ${cell(receipts.ocr, k)} |`;
    }),
    `| receipts: all segments (accuracy) | ${receipts.text.segments} / ${receipts.ocr.segments} | ${pct(receipts.text.right / receipts.text.segments)} | ${pct(receipts.ocr.right / receipts.ocr.segments)} |`,
    '',
    `model time per page (features + ONNX, 1 thread): p50 ${pageMs[Math.floor(pageMs.length / 2)]?.toFixed(2) ?? 'n/a'} ms`,
    'Labels come from the generator\'s truth matched to segments (models/lib/layout-role-labels.ts); "other" is everything no field claims. An OCR-like copy (models/lib/layout-role-ocr-noise.ts: error rates measured on real OCR) keeps the labels of the clean page it was made from.',
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = process.argv.find((a) => a.startsWith('--files='));
  for (const line of await layoutRoleSection(files ? { files: Number(files.split('=')[1]) } : {})) console.log(line);
}
