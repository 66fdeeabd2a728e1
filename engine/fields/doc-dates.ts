// Stage: labelled values + all rows → invoice date and due date.
// Dates next to their labels first; without a label, the first date near the top that no other
// label claims (delivery date, order date...). Day/month order is decided once per document
// (dates.ts), then checked: a due date before the invoice date means the order was wrong.
import type { LabelledValue } from '../layout/blocks.js';
import type { Row, Segment } from '../layout/rows.js';
import type { RoleLookup } from '../roles/lookup.js';
import { dayMonthOrderCertainty, findDates, readDate, resolveDayMonthOrder, type DateCandidate, type DayMonthOrder, type OrderHints } from './dates.js';
import { pickByRole } from './role-pick.js';

/**
 * Layout-role model thresholds (engine/roles), tuned on the cached OCR of TRAIN scans
 * (bench/extraction/role-section.ts --replay): a due date whose label OCR garbled is found at
 * a lower probability than an unlabelled invoice date needs, since a document has one due date
 * and the model rarely calls anything else one.
 */
const DUE_DATE_PICK_MIN = 0.35;
const INVOICE_DATE_PICK_MIN = 0.5;

export interface DocDatesResult {
  invoiceDate: string | null;
  dueDate: string | null;
  confidence: { invoiceDate: number; dueDate: number };
  order: DayMonthOrder;
  /** A due-date label was printed but no date could be read next to it. */
  dueLabelWithoutValue: boolean;
}

interface Found {
  candidate: DateCandidate;
  strength: number;
  ocr: number;
}

function firstDate(lv: LabelledValue): { candidate: DateCandidate; strength: number; ocr: number } | null {
  for (const option of lv.options) {
    const dates = findDates(option.text);
    if (dates.length === 0) continue;
    // The value should start the option text ("12.03.2024"), not be buried in a sentence.
    const d = dates[0]!;
    if (d.start > 12) continue;
    const strength = (lv.hit.weakness === 0 ? 1 : 0.95) * (option.place === 'below' || option.place === 'near' ? 0.95 : 1);
    return { candidate: d, strength, ocr: option.confidence };
  }
  return null;
}

/** The model calls this segment the due date rather than the invoice date. */
function looksDue(roles: RoleLookup | null, row: Row, seg: Segment | undefined): boolean {
  if (!roles || !seg) return false;
  const due = roles(row, seg, 'dueDate') ?? 0;
  return due >= DUE_DATE_PICK_MIN && due > (roles(row, seg, 'invoiceDate') ?? 0);
}

export function findDocumentDates(labelled: LabelledValue[], rows: Row[], hints: OrderHints, roles: RoleLookup | null = null): DocDatesResult {
  const all = rows.flatMap((r) => findDates(r.text));
  hints = {
    ...hints,
    usAddress: rows.some((r) => /\b[A-Z]{2}\s\d{5}(?:-\d{4})?\b/.test(r.text)),
    dayFirstAddress: rows.some((r) => /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b(?:NSW|VIC|QLD|TAS|ACT)\s\d{4}\b/.test(r.text)),
  };
  const order = resolveDayMonthOrder(all, hints);
  const invoice: Found[] = [];
  const due: Found[] = [];
  const claimedRows = new Set<Row>();
  for (const lv of labelled) {
    if (lv.hit.field === 'invoiceDate' || lv.hit.field === 'dueDate') {
      const f = firstDate(lv);
      if (f) (lv.hit.field === 'invoiceDate' ? invoice : due).push(f);
    }
    if (lv.hit.field === 'otherDate' || lv.hit.field === 'dueDate') {
      claimedRows.add(lv.row);
      for (const o of lv.options) claimedRows.add(o.row);
    }
  }
  invoice.sort((a, b) => b.strength - a.strength);
  due.sort((a, b) => b.strength - a.strength);

  let invoiceFound: Found | null = invoice[0] ?? null;
  let invoiceStrength = invoiceFound?.strength ?? 0;
  if (!invoiceFound) {
    // Unlabelled: the first date on the document that no other label claims (receipts, letters).
    for (const row of rows) {
      if (claimedRows.has(row)) continue;
      const d = findDates(row.text)[0];
      // A due date whose label OCR garbled is no invoice date, when the model can tell.
      if (d && looksDue(roles, row, row.segments.find((s) => findDates(s.text).length > 0))) continue;
      if (d) {
        const conf = row.segments.reduce((s, g) => s + g.confidence, 0) / Math.max(1, row.segments.length);
        invoiceFound = { candidate: d, strength: 0.7, ocr: conf };
        invoiceStrength = 0.7;
        break;
      }
    }
  }
  if (!invoiceFound && roles) {
    // No label and no free date: the date on the segment the model calls the invoice date.
    const pick = pickByRole(rows, roles, 'invoiceDate', (text) => findDates(text)[0] ?? null, INVOICE_DATE_PICK_MIN);
    if (pick) {
      invoiceFound = { candidate: pick.value, strength: 0.6, ocr: pick.segment.confidence };
      invoiceStrength = 0.6;
    }
  }
  let dueFound = due[0] ?? null;
  if (!dueFound && roles) {
    // No readable due-date label ("Fetia vro ."): the date the model calls the due date, unless
    // it is the invoice date's own segment.
    const pick = pickByRole(rows, roles, 'dueDate', (text) => findDates(text)[0] ?? null, DUE_DATE_PICK_MIN);
    if (pick && pick.value.dmy !== invoiceFound?.candidate.dmy) dueFound = { candidate: pick.value, strength: 0.6, ocr: pick.segment.confidence };
  }

  let finalOrder = order;
  const read = (f: Found | null, o: DayMonthOrder) => (f ? readDate(f.candidate, o) : null);
  let invoiceDate = read(invoiceFound, finalOrder);
  let dueDate = read(dueFound, finalOrder);
  const ambiguous = [invoiceFound, dueFound].some((f) => f?.candidate.forced === 'either');
  const forcedElsewhere = all.some((c) => c.forced === 'dmy' || c.forced === 'mdy');
  if (ambiguous && !forcedElsewhere && invoiceDate && dueDate && dueDate < invoiceDate) {
    const other: DayMonthOrder = finalOrder === 'dmy' ? 'mdy' : 'dmy';
    const i2 = read(invoiceFound, other)!;
    const d2 = read(dueFound, other)!;
    if (d2 >= i2) {
      finalOrder = other;
      invoiceDate = i2;
      dueDate = d2;
    }
  }
  // An ambiguous date read by a guess about the locale is less certain than one the document fixes.
  const certainty = dayMonthOrderCertainty(all, hints);
  const orderCertainty = (f: Found | null) => (!f || f.candidate.forced !== 'either' ? 1 : certainty);
  const conf = (f: Found | null, strength: number) =>
    f ? Math.min(0.995, (0.5 + 0.495 * strength) * orderCertainty(f) * Math.pow(f.ocr, 0.5)) : 0;
  return {
    invoiceDate,
    dueDate,
    confidence: { invoiceDate: conf(invoiceFound, invoiceStrength), dueDate: conf(dueFound, dueFound?.strength ?? 0) },
    order: finalOrder,
    // "Zahlungsziel: 14 Tage" has a value that is no date; a bare "Due Date:" lost its value.
    dueLabelWithoutValue:
      dueFound === null &&
      labelled.some((lv) => lv.hit.field === 'dueDate' && lv.hit.weakness === 0 && lv.options.every((o) => o.place === 'below' || o.place === 'near')),
  };
}
