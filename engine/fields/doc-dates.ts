// Stage: labelled values + all rows → invoice date and due date.
// Dates next to their labels first; without a label, the first date near the top that no other
// label claims (delivery date, order date...). Day/month order is decided once per document
// (dates.ts), then checked: a due date before the invoice date means the order was wrong, and
// printed payment terms ("Net 30", payment-terms.ts) that lead from one date to the other confirm
// it. A date OCR could not read at all is implied by the other one and the terms.
import type { LabelledValue, ValueOption } from '../layout/blocks.js';
import type { Row, Segment } from '../layout/rows.js';
import type { RoleLookup } from '../roles/lookup.js';
import { dayMonthOrderCertainty, findDates, readDate, readSlippedDateValue, resolveDayMonthOrder, type DateCandidate, type DayMonthOrder, type OrderHints } from './dates.js';
import { findLabels } from './labels.js';
import { foldText } from './text.js';
import { addDays, EARLY_PAYMENT_DISCOUNT, findPaymentTerms } from './payment-terms.js';
import { pickByRole, readRoleDate } from './role-pick.js';

/**
 * Layout-role model thresholds (engine/roles), tuned on the cached OCR of TRAIN scans
 * (bench/extraction/role-section.ts --replay): a due date whose label OCR garbled is found at
 * a lower probability than an unlabelled invoice date needs, since a document has one due date
 * and the model rarely calls anything else one.
 */
const DUE_DATE_PICK_MIN = 0.35;
const INVOICE_DATE_PICK_MIN = 0.5;
/** Strength of a date found without its own label (free first date 0.7, a model pick 0.6). */
const UNLABELLED_STRENGTH = 0.7;
/** Confidence kept by a date implied by the other one and the payment terms. */
const INFERRED_DATE_FACTOR = 0.8;
/** Confidence kept by both dates when the payment terms do not lead from one to the other. */
const TERMS_DISAGREE_FACTOR = 0.85;

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

/**
 * A value OCR drifted onto the next row sits right of that row's own label when the label column
 * goes on there ("Fecha de [emis]ion" over "Fecha vto.  18/12/25"): the date is the next label's,
 * even when that label is too garbled to read.
 */
function besideNextLabel(lv: LabelledValue, option: ValueOption): boolean {
  if (option.place !== 'near' || option.row === lv.row) return false;
  const column = lv.segment.box;
  return option.row.segments.some(
    (seg) =>
      seg.box.x + seg.box.w <= option.box.x &&
      Math.min(seg.box.x + seg.box.w, column.x + column.w) > Math.max(seg.box.x, column.x) &&
      /\p{L}{2}/u.test(seg.text) &&
      findDates(seg.text).length === 0,
  );
}

/** The segment before a row's date is text, and not one of `own` labels. */
function besideOtherLabel(row: Row, dateSegment: number, own: ReadonlySet<Segment>): boolean {
  const before = row.segments[dateSegment - 1];
  return before !== undefined && !own.has(before) && /\p{L}{2}/u.test(before.text) && findDates(before.text).length === 0;
}

/**
 * "Invoice date / Delivery date 15.03.2024": two date labels share one value. The length of the
 * second label (with its joiner) that sits between the first label and the value, else 0.
 */
function sharedLabelLength(text: string): number {
  const joiner = /^\s*[/&|]\s*/.exec(text);
  if (!joiner) return 0;
  const second = findLabels(text.slice(joiner[0].length))
    .find((h) => h.start === 0 && (h.field === 'otherDate' || h.field === 'dueDate' || h.field === 'invoiceDate'));
  return second ? joiner[0].length + second.end : 0;
}

/** Text before a label that is a line of its own: three words or more, or items set apart by a dot or bar. */
function amidOtherWords(before: string): boolean {
  return /[·•|]/.test(before) || (before.match(/\p{L}{2,}/gu)?.length ?? 0) >= 3;
}

function firstDate(lv: LabelledValue): { candidate: DateCandidate; strength: number; ocr: number } | null {
  for (const option of lv.options) {
    if (besideNextLabel(lv, option)) continue;
    const slipped = readSlippedDateValue(option.text);
    const dates = slipped ? [slipped] : findDates(option.text);
    if (dates.length === 0) continue;
    // The value should start the option text ("12.03.2024"), not be buried in a sentence.
    const d = dates[0]!;
    if (d.start - sharedLabelLength(option.text) > 12) continue;
    const strength =
      (lv.hit.weakness === 0 ? 1 : lv.hit.weakness === 1 ? 0.95 : 0.85) *
      // A weak word inside a line of other words ("Claim C26-118204 · EOB dated 11/17/2026") is
      // prose more often than the document's own label, which heads its cell ("Statement Date");
      // so is a full label deep in a line of fine print ("BIR Authority to Print No. 0AU118204 ·
      // Date Issued: 03/15/2025", the printer's permit under a Philippine invoice).
      (lv.hit.start > 2 && (lv.hit.weakness > 0 || amidOtherWords(lv.segment.text.slice(0, lv.hit.start))) ? 0.9 : 1) *
      (option.place === 'below' || option.place === 'near' ? 0.95 : 1) *
      // A separator OCR lost may have taken a digit with it: less sure than a clean date.
      (slipped ? 0.9 : 1);
    return { candidate: d, strength, ocr: option.confidence };
  }
  return null;
}

/** Strength of a date beside a label too garbled to read (below a free date's). */
const GARBLED_LABEL_STRENGTH = 0.5;
/** Short words that head numbers, not dates, in the languages we read. */
const IDENTIFIER_WORDS = new Set(['ref', 'tel', 'fax', 'acct', 'pos', 'ust', 'vat', 'tax', 'kto', 'konto', 'blz', 'gln', 'ean', 'sku', 'art', 'nip', 'cif', 'nif', 'rfc', 'abn', 'gst', 'hst', 'uid', 'kdnr', 'phone', 'order', 'kunde', 'client', 'nummer', 'numero']);

/**
 * Last resort when no date was found: a short word OCR garbled past reading, a colon, and a date
 * whose separators were lost ("hae:13032024" for "Date: 13.03.2024"). Such digits are read as a
 * date only after a colon, where a label's value sits, and only after a word that is no known
 * label (an invoice or customer number's).
 */
function garbledLabelDate(rows: readonly Row[], claimed: ReadonlySet<Row>): Found | null {
  for (const row of rows) {
    if (claimed.has(row)) continue;
    for (const segment of row.segments) {
      const m = /^(\p{L}{3,6})\s?:\s?(\d[\d./ -]{5,})$/u.exec(segment.text.trim());
      if (!m || findLabels(m[1]!).length > 0 || IDENTIFIER_WORDS.has(m[1]!.toLowerCase())) continue;
      const candidate = readSlippedDateValue(m[2]!);
      if (candidate) return { candidate, strength: GARBLED_LABEL_STRENGTH, ocr: segment.confidence };
    }
  }
  return null;
}

/**
 * A till's date beside its time with a separator OCR lost or misread ("17/0872023 | 21:41"): the
 * time says what the digits before it are, as a label would (readSlippedDateValue).
 */
function dateBesideTime(rows: readonly Row[], claimed: ReadonlySet<Row>): Found | null {
  for (const row of rows) {
    if (claimed.has(row)) continue;
    for (let i = 1; i < row.segments.length; i++) {
      if (!/^\d{1,2}:\d{2}(?::\d{2})?$/.test(row.segments[i]!.text.trim())) continue;
      const before = row.segments[i - 1]!;
      const candidate = readSlippedDateValue(before.text);
      if (candidate) return { candidate, strength: GARBLED_LABEL_STRENGTH, ocr: before.confidence };
    }
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
  // A credit note names the invoice it corrects, often with that invoice's date just under the
  // reference ("Betreft factuur F-2026-1432" over "Factuurdatum 3 november 2026"): not its own date.
  const references = labelled.filter((lv) => lv.hit.field === 'otherNumber' && /invoice|rechnung|facture|factura|factuur|fattura/i.test(foldText(lv.labelText)));
  const underReference = (lv: LabelledValue) => references.some((ref) => {
    const gap = lv.row.box.y - (ref.row.box.y + ref.row.box.h);
    return gap >= -1 && gap <= lv.row.height * 1.5 && Math.abs(lv.segment.box.x - ref.segment.box.x) <= lv.row.height * 2;
  });
  const referencedDates = new Set(labelled.filter((lv) => lv.hit.field === 'invoiceDate' && underReference(lv)));
  const ownDate = labelled.some((lv) => lv.hit.field === 'invoiceDate' && !referencedDates.has(lv));
  // "innerhalb 14 Tagen mit 2 % Skonto … bis zum 04.12.2026, oder … ohne Abzug bis zum 20.12.2026":
  // the day the discount ends is no due date where the terms name another.
  const discountDeadline = (lv: LabelledValue) => lv.hit.field === 'dueDate' && EARLY_PAYMENT_DISCOUNT.test(foldText(lv.segment.text.slice(0, lv.hit.start)));
  const plainDue = labelled.some((lv) => lv.hit.field === 'dueDate' && !discountDeadline(lv) && firstDate(lv) !== null);
  for (const lv of labelled) {
    if (ownDate && referencedDates.has(lv)) continue;
    if (plainDue && discountDeadline(lv)) continue;
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
    const invoiceLabels = new Set(labelled.filter((lv) => lv.hit.field === 'invoiceDate').map((lv) => lv.segment));
    for (const row of rows) {
      if (claimedRows.has(row)) continue;
      const d = findDates(row.text)[0];
      const dateSegment = row.segments.findIndex((s) => findDates(s.text).length > 0);
      // A due date whose label OCR garbled is no invoice date, when the model can tell.
      if (d && looksDue(roles, row, row.segments[dateSegment])) continue;
      // The invoice date's label was printed but its value is unreadable: a date beside some
      // other label ("Fetia vro.  18/12/25", a garbled due date) is that label's, not ours.
      if (d && invoiceLabels.size > 0 && besideOtherLabel(row, dateSegment, invoiceLabels)) continue;
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
    const pick = pickByRole(rows, roles, 'invoiceDate', readRoleDate, INVOICE_DATE_PICK_MIN);
    if (pick) {
      invoiceFound = { candidate: pick.value, strength: 0.6, ocr: pick.segment.confidence };
      invoiceStrength = 0.6;
    }
  }
  if (!invoiceFound) {
    invoiceFound = garbledLabelDate(rows, claimedRows) ?? dateBesideTime(rows, claimedRows);
    if (invoiceFound) invoiceStrength = invoiceFound.strength;
  }
  let dueFound: Found | null = due[0] ?? null;
  if (!dueFound && roles) {
    // No readable due-date label ("Fetia vro ."): the date the model calls the due date, unless
    // it is the invoice date's own segment.
    const pick = pickByRole(rows, roles, 'dueDate', readRoleDate, DUE_DATE_PICK_MIN);
    if (pick && pick.value.dmy !== invoiceFound?.candidate.dmy) dueFound = { candidate: pick.value, strength: 0.6, ocr: pick.segment.confidence };
  }

  let finalOrder = order;
  const read = (f: Found | null, o: DayMonthOrder) => (f ? readDate(f.candidate, o) : null);
  let invoiceDate = read(invoiceFound, finalOrder);
  let dueDate = read(dueFound, finalOrder);
  const ambiguous = [invoiceFound, dueFound].some((f) => f?.candidate.forced === 'either');
  const forcedElsewhere = all.some((c) => c.forced === 'dmy' || c.forced === 'mdy');
  const terms = findPaymentTerms(rows.map((r) => r.text));
  const termsHold = (invoice: string | null, due: string | null) => terms !== null && invoice !== null && addDays(invoice, terms.days) === due;
  // "05/06/2024" and "05/07/2024" with "Net 30": the order in which the terms add up is the one.
  let orderFromTerms = false;
  if (ambiguous && !forcedElsewhere && terms && invoiceDate && dueDate) {
    const other: DayMonthOrder = finalOrder === 'dmy' ? 'mdy' : 'dmy';
    const [i2, d2] = [read(invoiceFound, other), read(dueFound, other)];
    if (termsHold(invoiceDate, dueDate)) orderFromTerms = true;
    else if (termsHold(i2, d2)) {
      finalOrder = other;
      invoiceDate = i2;
      dueDate = d2;
      orderFromTerms = true;
    }
  }
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
  // An invoice is never due before it is issued: when the two still disagree, the one read
  // without a label of its own (a free date, a model pick) is the wrong one and is dropped.
  if (invoiceDate && dueDate && dueDate < invoiceDate) {
    const dueStrength = dueFound?.strength ?? 0;
    if (invoiceStrength < dueStrength && invoiceStrength <= UNLABELLED_STRENGTH) {
      invoiceFound = null;
      invoiceDate = null;
    } else if (dueStrength < invoiceStrength && dueStrength <= UNLABELLED_STRENGTH) {
      dueFound = null;
      dueDate = null;
    } else if (invoiceFound?.candidate.repaired && !dueFound?.candidate.repaired) {
      // Both labelled: the one read through guessed-back damage ("7me. 2022" taken for May) is
      // the one that is wrong.
      invoiceFound = null;
      invoiceDate = null;
    } else if (dueFound?.candidate.repaired && !invoiceFound?.candidate.repaired) {
      dueFound = null;
      dueDate = null;
    }
  }
  // A date OCR could not read at all is implied by the other one and the printed payment terms
  // ("Net 30"). Only from a date read beside its own label: a term added to a guessed date would
  // only add a second guess.
  let inferred: 'invoiceDate' | 'dueDate' | null = null;
  if (terms && invoiceDate && !dueDate && invoiceStrength > UNLABELLED_STRENGTH) {
    dueDate = addDays(invoiceDate, terms.days);
    inferred = 'dueDate';
  } else if (terms && dueDate && !invoiceDate && (dueFound?.strength ?? 0) > UNLABELLED_STRENGTH) {
    invoiceDate = addDays(dueDate, -terms.days);
    inferred = 'invoiceDate';
  }
  // Both dates read but the printed terms do not lead from one to the other: one of them (or
  // the terms) was misread, and nothing tells which.
  const termsDisagree = terms !== null && inferred === null && invoiceDate !== null && dueDate !== null && !termsHold(invoiceDate, dueDate);
  // An ambiguous date read by a guess about the locale is less certain than one the document
  // fixes, or than one the payment terms confirm.
  const certainty = orderFromTerms ? 0.99 : dayMonthOrderCertainty(all, hints);
  const orderCertainty = (f: Found | null) => (!f || f.candidate.forced !== 'either' ? 1 : certainty);
  // A date read through guessed-back damage (a lost year digit) is less sure than one printed whole.
  const repairCertainty = (f: Found) => (f.candidate.repaired ? 0.9 : 1);
  const conf = (f: Found | null, strength: number) =>
    f ? Math.min(0.995, (0.5 + 0.495 * strength) * orderCertainty(f) * repairCertainty(f) * Math.pow(f.ocr, 0.5)) : 0;
  let confidence = { invoiceDate: conf(invoiceFound, invoiceStrength), dueDate: conf(dueFound, dueFound?.strength ?? 0) };
  // An implied date is as sure as the date it comes from, less the chance that the term is
  // counted some other way (from delivery, in working days) or that the printed date differs.
  if (inferred === 'dueDate') confidence = { ...confidence, dueDate: confidence.invoiceDate * INFERRED_DATE_FACTOR };
  if (inferred === 'invoiceDate') confidence = { ...confidence, invoiceDate: confidence.dueDate * INFERRED_DATE_FACTOR };
  if (termsDisagree) confidence = { invoiceDate: confidence.invoiceDate * TERMS_DISAGREE_FACTOR, dueDate: confidence.dueDate * TERMS_DISAGREE_FACTOR };
  return {
    invoiceDate,
    dueDate,
    confidence,
    order: finalOrder,
    // "Zahlungsziel: 14 Tage" has a value that is no date; a bare "Due Date:" lost its value.
    dueLabelWithoutValue:
      dueFound === null &&
      labelled.some((lv) => lv.hit.field === 'dueDate' && lv.hit.weakness === 0 && lv.options.every((o) => o.place === 'below' || o.place === 'near')),
  };
}
