// Segment → fixed-length feature vector for the layout-role model. The same code builds the
// training examples (models/lib/layout-role-data.ts) and the inputs at run time, so the two can
// never drift. Features describe what a reader uses: where the segment sits on the page, how
// big it is, what its text looks like (amount, date, identifier, words), which labels it and its
// neighbours carry (left of it on the row, just above it), and a few hashed words.
import { findDates } from '../fields/dates.js';
import { findLabels, isDocumentTitle, type LabelField } from '../fields/labels.js';
import { findAmounts } from '../fields/numbers.js';
import { foldText } from '../fields/text.js';
import type { PageRows, Row, Segment } from '../layout/rows.js';
import { fnv1a } from '../onnx/text-features.js';
import { median } from '../stats.js';

const LABEL_FIELDS: readonly LabelField[] = [
  'invoiceNumber', 'invoiceDate', 'dueDate', 'otherDate', 'subtotal', 'tax', 'taxId', 'tip',
  'shipping', 'discount', 'total', 'tender', 'billTo', 'vendorFrom', 'otherNumber', 'staff',
];

/** Bumped whenever the features change meaning: a model built for another version is refused. */
export const FEATURE_VERSION = 1;

/** Hashed word buckets of the segment's own text. */
export const WORD_BUCKETS = 64;
const GEOMETRY = 14;
const SHAPE = 18;
const LABEL_BLOCKS = 3;
export const FEATURE_COUNT = GEOMETRY + SHAPE + LABEL_BLOCKS * LABEL_FIELDS.length + WORD_BUCKETS;

const LEGAL_SUFFIX = /(?:^|[\s,])(gmbh|ag|kg|ltd\.?|limited|llc|inc\.?|corp\.?|co\.|plc|llp|pty|s\.?a\.?r\.?l\.?|sarl|sas|s\.a\.|s\.l\.u?\.?|slu|s\.?p\.?a\.?|srl|b\.v\.|bv|n\.v\.|& co\.?)(?=$|[\s,.])/i;
const CURRENCY = /[$€£¥₹]|\b(?:EUR|USD|GBP|CAD|AUD|CHF|MXN|JPY)\b/;
const CONTACT = /@|www\.|https?:|\b(?:tel|phone|fax|iban|bic|swift)\b/i;

function share(text: string, re: RegExp): number {
  const chars = text.replace(/\s/g, '');
  return chars.length === 0 ? 0 : (chars.match(re)?.length ?? 0) / chars.length;
}

function labelBlock(out: Float32Array, offset: number, fields: readonly number[] | undefined): void {
  for (const i of fields ?? []) out[offset + i] = 1;
}

/** The nearest segment on an earlier row that overlaps this one horizontally (a label above a value). */
function segmentAbove(rows: Row[], rowIndex: number, seg: Segment): Segment | null {
  for (let r = rowIndex - 1; r >= Math.max(0, rowIndex - 3); r--) {
    for (const other of rows[r]!.segments) {
      const overlap = Math.min(seg.box.x + seg.box.w, other.box.x + other.box.w) - Math.max(seg.box.x, other.box.x);
      if (overlap > 0) return other;
    }
  }
  return null;
}

/** Page-level facts the per-segment features are relative to. */
interface PageContext {
  typicalHeight: number;
  maxHeight: number;
  maxAmount: number;
  amountsBelow: (rowIndex: number) => number;
}

function pageContext(page: PageRows, amountsPerRow: number[][]): PageContext {
  const heights = page.rows.map((r) => r.height);
  const all = amountsPerRow.flat();
  const counts = amountsPerRow.map((a) => a.length);
  const suffix: number[] = new Array<number>(counts.length + 1).fill(0);
  for (let i = counts.length - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + counts[i]!;
  return {
    typicalHeight: median(heights) || 1,
    maxHeight: Math.max(1, ...heights),
    maxAmount: all.length === 0 ? 0 : Math.max(...all),
    amountsBelow: (rowIndex) => suffix[rowIndex + 1] ?? 0,
  };
}

function amountsOf(text: string): number[] {
  // Both separators: a feature only needs "is there money, how big" and the decimal style of the
  // document is not known segment by segment.
  const dot = findAmounts(text, '.').filter((a) => !a.percent && a.decimals === 2).map((a) => Math.abs(a.value));
  if (dot.length > 0) return dot;
  return findAmounts(text, ',').filter((a) => !a.percent && a.decimals === 2).map((a) => Math.abs(a.value));
}

/** Features of every segment of a page, as `[row][segment]`. */
export function pageFeatures(page: PageRows): Float32Array[][] {
  const rows = page.rows;
  const amountsPerRow = rows.map((r) => r.segments.flatMap((s) => amountsOf(s.text)));
  const ctx = pageContext(page, amountsPerRow);
  const W = page.width > 0 ? page.width : 1;
  const H = page.height > 0 ? page.height : 1;
  const top = rows[0]?.box.y ?? 0;
  const bottom = rows.length > 0 ? rows[rows.length - 1]!.box.y + rows[rows.length - 1]!.box.h : H;
  const span = Math.max(1, bottom - top);
  // Each segment's labels are read once: they serve it, its right neighbour and the row below.
  const labelsOf = new Map<Segment, number[]>();
  for (const row of rows) for (const seg of row.segments) {
    labelsOf.set(seg, findLabels(seg.text).map((h) => LABEL_FIELDS.indexOf(h.field)).filter((i) => i >= 0));
  }
  return rows.map((row, r) =>
    row.segments.map((seg, s) => {
      const out = new Float32Array(FEATURE_COUNT);
      let k = 0;
      // Geometry, relative to the page and to the printed area (scans have wide margins).
      out[k++] = seg.box.x / W;
      out[k++] = (seg.box.x + seg.box.w) / W;
      out[k++] = seg.box.y / H;
      out[k++] = (seg.box.y - top) / span;
      out[k++] = Math.min(1, seg.box.w / W);
      out[k++] = Math.min(3, row.height / ctx.typicalHeight) - 1;
      out[k++] = row.height / ctx.maxHeight;
      out[k++] = rows.length <= 1 ? 0 : r / (rows.length - 1);
      out[k++] = Math.min(r, 10) / 10;
      out[k++] = row.segments.length === 1 ? 0 : s / (row.segments.length - 1);
      out[k++] = Math.min(row.segments.length, 6) / 6;
      out[k++] = r > 0 ? Math.min(4, (row.box.y - (rows[r - 1]!.box.y + rows[r - 1]!.box.h)) / ctx.typicalHeight) / 4 : 1;
      out[k++] = Math.min(1, ctx.amountsBelow(r) / 10);
      out[k++] = seg.confidence;
      // Text shape.
      const text = seg.text;
      const folded = foldText(text);
      const amounts = amountsOf(text);
      const words = text.split(/\s+/).filter(Boolean);
      out[k++] = Math.min(1, text.length / 40);
      out[k++] = Math.min(1, words.length / 8);
      out[k++] = share(text, /\p{L}/gu);
      out[k++] = share(text, /\d/g);
      out[k++] = share(text, /\p{Lu}/gu) / Math.max(0.01, share(text, /\p{L}/gu));
      out[k++] = amounts.length > 0 ? 1 : 0;
      out[k++] = amounts.length > 0 && ctx.maxAmount > 0 && Math.max(...amounts) >= ctx.maxAmount - 0.005 ? 1 : 0;
      out[k++] = amounts.length > 0 && ctx.maxAmount > 0 ? Math.max(...amounts) / ctx.maxAmount : 0;
      out[k++] = findDates(text).length > 0 ? 1 : 0;
      out[k++] = CURRENCY.test(text) ? 1 : 0;
      out[k++] = /\b(?=[A-Z0-9/-]*\d)(?=[A-Z0-9/-]*[A-Z])[A-Z0-9][A-Z0-9/-]{3,}\b/.test(text) ? 1 : 0;
      out[k++] = /^\S*\d{4,}\S*$/.test(text.trim()) ? 1 : 0;
      out[k++] = /:\s*$/.test(text) ? 1 : 0;
      out[k++] = LEGAL_SUFFIX.test(text) ? 1 : 0;
      out[k++] = CONTACT.test(text) ? 1 : 0;
      out[k++] = isDocumentTitle(text) ? 1 : 0;
      out[k++] = /%/.test(text) ? 1 : 0;
      out[k++] = /^\d+([.,]\d+)?$/.test(text.trim()) && amounts.length === 0 ? 1 : 0;
      // Labels: the segment's own, the one left of it on the row, the one above it.
      const left = s > 0 ? row.segments[s - 1]! : null;
      const above = segmentAbove(rows, r, seg);
      labelBlock(out, k, labelsOf.get(seg));
      k += LABEL_FIELDS.length;
      labelBlock(out, k, left ? labelsOf.get(left) : undefined);
      k += LABEL_FIELDS.length;
      labelBlock(out, k, above ? labelsOf.get(above) : undefined);
      k += LABEL_FIELDS.length;
      // Hashed words (letters only: numbers are covered by the shape features).
      for (const word of folded.match(/\p{L}{2,}/gu) ?? []) out[k + (fnv1a(word) % WORD_BUCKETS)] = 1;
      return out;
    }),
  );
}
