// Role labels for the segments of a generated page, from the generator's ground truth: a segment
// is the vendor when it reads as the vendor's name, the invoice number when it holds the printed
// number, a date role when it holds that date, a money role when it holds that amount next to a
// matching label, a line item when it holds an item's description or amount. Everything else
// is "other". Works on text-layer and OCR'd pages alike (accents and spacing are folded away).
import type { DocumentTruth } from '../../data/corpus/index.js';
import { findDates } from '../../engine/fields/dates.js';
import { findLabels, type LabelField } from '../../engine/fields/labels.js';
import { findAmounts } from '../../engine/fields/numbers.js';
import { cleanValue, foldText } from '../../engine/fields/text.js';
import type { PageRows, Row } from '../../engine/layout/rows.js';
import { roleIndex, type LayoutRole } from '../../engine/roles/roles.js';

const loose = (text: string): string => foldText(text.normalize('NFKC')).replace(/[^\p{L}\p{N}]+/gu, '');

function amountsOf(text: string): number[] {
  const values = new Set<number>();
  for (const decimal of ['.', ','] as const) {
    for (const a of findAmounts(text, decimal)) if (!a.percent && a.decimals === 2) values.add(Math.round(Math.abs(a.value) * 100));
  }
  return [...values];
}

const cents = (value: number | null): number | null => (value === null ? null : Math.round(value * 100));

/** Labels on the segment itself, the one left of it and the one just above it. */
function contextLabels(rows: Row[], r: number, s: number): Set<LabelField> {
  const row = rows[r]!;
  const seg = row.segments[s]!;
  const texts = [seg.text, s > 0 ? row.segments[s - 1]!.text : ''];
  for (let up = r - 1; up >= Math.max(0, r - 2); up--) {
    const above = rows[up]!.segments.find((o) => Math.min(seg.box.x + seg.box.w, o.box.x + o.box.w) - Math.max(seg.box.x, o.box.x) > 0);
    if (above) {
      texts.push(above.text);
      break;
    }
  }
  return new Set(texts.flatMap((t) => findLabels(t).map((h) => h.field)));
}

function segmentRole(rows: Row[], r: number, s: number, truth: DocumentTruth): LayoutRole {
  const seg = rows[r]!.segments[s]!;
  const f = truth.fields;
  const text = cleanValue(seg.text);
  const folded = loose(text);
  if (f.vendorName && folded.length > 0 && folded === loose(f.vendorName)) return 'vendor';
  const number = truth.printed.invoiceNumber ?? f.invoiceNumber;
  if (number) {
    const squeezed = text.replace(/\s+/g, '').toUpperCase();
    const wanted = number.replace(/\s+/g, '').toUpperCase();
    const at = squeezed.indexOf(wanted);
    const bounded = at >= 0
      && !/[A-Z0-9]/.test(squeezed[at - 1] ?? '')
      && !/[A-Z0-9]/.test(squeezed[at + wanted.length] ?? '');
    if (bounded) return 'invoiceNumber';
  }
  const labels = contextLabels(rows, r, s);
  const dates = findDates(text).flatMap((d) => [d.dmy, d.mdy]);
  const isInvoiceDate = f.invoiceDate !== null && dates.includes(f.invoiceDate);
  const isDueDate = f.dueDate !== null && dates.includes(f.dueDate);
  if (isInvoiceDate && isDueDate) return labels.has('dueDate') ? 'dueDate' : 'invoiceDate';
  if (isDueDate && (labels.has('dueDate') || !labels.has('invoiceDate'))) return 'dueDate';
  if (isInvoiceDate && !labels.has('otherDate')) return 'invoiceDate';
  const amounts = amountsOf(text);
  if (amounts.length > 0) {
    const has = (value: number | null) => value !== null && amounts.includes(value);
    if (labels.has('total') && has(cents(f.total))) return 'total';
    if (labels.has('subtotal') && has(cents(f.subtotal))) return 'subtotal';
    // Several VAT rates print one line each: every rate's amount is a tax line.
    if (labels.has('tax') && (has(cents(f.tax)) || truth.taxes.some((t) => has(cents(t.amount))))) return 'tax';
    const labelled = ['total', 'subtotal', 'tax', 'tip', 'shipping', 'discount', 'tender'].some((l) => labels.has(l as LabelField));
    if (!labelled && f.lineItems.some((li) => has(cents(li.total)) || has(cents(li.unitPrice)))) return 'lineItem';
  }
  if (folded.length >= 4 && f.lineItems.some((li) => {
    const d = loose(li.description);
    return d === folded || (d.startsWith(folded) && folded.length >= 8);
  })) return 'lineItem';
  return 'other';
}

/** Role index (LAYOUT_ROLES) of every segment, as `[row][segment]`. */
export function labelPage(page: PageRows, truth: DocumentTruth): number[][] {
  return page.rows.map((_, r) => page.rows[r]!.segments.map((__, s) => roleIndex(segmentRole(page.rows, r, s, truth))));
}
