// Runs generated corpus files through the real text layer and the field extraction, and scores
// the result against the generator's ground truth. Shared by the corpus test and by manual
// error analysis on the TRAIN split (never the test split).
import { openPdf } from '../../../engine/pdf/open.js';
import { extractTextLayer } from '../../../engine/pdf/text-layer.js';
import { extractDocuments } from '../../../engine/fields/index.js';
import type { DocumentKind, ExtractedDocument, ExtractedLineItem, PageText } from '../../../engine/types.js';
import type { DocumentTruth } from '../../../data/corpus/index.js';

export async function textLayerPages(bytes: Uint8Array): Promise<PageText[]> {
  const doc = await openPdf(bytes, { maxPages: 50 });
  try {
    const pages: PageText[] = [];
    for (let i = 0; i < doc.numPages; i++) {
      const page = await doc.getPage(i + 1);
      pages.push(await extractTextLayer(page, i));
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

export const KEY_FIELDS = ['vendorName', 'invoiceNumber', 'invoiceDate', 'dueDate', 'total', 'currency'] as const;
export type ScoredField = (typeof KEY_FIELDS)[number];

function norm(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return v.toFixed(2);
  return String(v).trim().replace(/\s+/g, ' ');
}

/** Which key fields of one document match the truth exactly. */
export function scoreFields(got: ExtractedDocument | undefined, truth: DocumentTruth, kind: DocumentKind): Record<ScoredField, boolean> {
  const out = {} as Record<ScoredField, boolean>;
  for (const f of KEY_FIELDS) {
    if (kind === 'receipt' && (f === 'invoiceNumber' || f === 'dueDate')) {
      out[f] = true;
      continue;
    }
    out[f] = got !== undefined && norm(got.fields[f]) === norm(truth.fields[f]);
  }
  return out;
}

function itemKey(i: ExtractedLineItem): string {
  return `${i.description.toLowerCase().replace(/\s+/g, ' ')}|${norm(i.total)}`;
}

/** Line items matched on description and amount: [true positives, predicted, expected]. */
export function lineItemCounts(got: ExtractedLineItem[], truth: ExtractedLineItem[]): [number, number, number] {
  const pool = truth.map(itemKey);
  let tp = 0;
  for (const g of got) {
    const k = itemKey(g);
    const idx = pool.indexOf(k);
    if (idx >= 0) {
      tp += 1;
      pool.splice(idx, 1);
    }
  }
  return [tp, got.length, truth.length];
}

export function extractFromPages(pages: PageText[], kind: DocumentKind): ExtractedDocument[] {
  return extractDocuments(pages, { kind });
}
