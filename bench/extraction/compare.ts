// Field comparison rules of the extraction benchmark: what counts as "exactly right" for each
// key field. Written down once so every table (text PDFs, scans, receipts, calibration) uses the
// same rule, and printed with the results so a reader knows what the percentages mean.

/** A key field of an invoice, in the order the tables print them. */
export const INVOICE_KEY_FIELDS = ['vendorName', 'invoiceNumber', 'invoiceDate', 'dueDate', 'total', 'currency'] as const;
export type InvoiceKeyField = (typeof INVOICE_KEY_FIELDS)[number];

export const RECEIPT_FIELDS = ['merchant', 'date', 'total', 'tip', 'paymentType'] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

export const COMPARISON_RULES = [
  'vendor/merchant: Unicode NFKC, lower case, every character that is not a letter or digit removed ("ACME Foods, Inc." = "acme foods inc"); accents are kept',
  'invoice number: upper case, whitespace removed; punctuation must match ("F2022/656" ≠ "F2022656")',
  'dates: the same ISO date YYYY-MM-DD',
  'total and tip: equal to the cent (|Δ| < 0.005)',
  'currency: the same ISO 4217 code',
  'payment method: the same type (card, cash, mobile_wallet, ...)',
  'a field the page does not print is null in the truth; then only null is right',
] as const;

/** Lower-cased letters and digits only: the name as a reader would say it. */
export function normalizeName(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export function normalizeInvoiceNumber(value: string): string {
  return value.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
}

type Maybe<T> = T | null | undefined;

function bothNullOr<T>(expected: Maybe<T>, got: Maybe<T>, same: (a: T, b: T) => boolean): boolean {
  if (expected === null || expected === undefined) return got === null || got === undefined;
  if (got === null || got === undefined) return false;
  return same(expected, got);
}

export function sameName(expected: Maybe<string>, got: Maybe<string>): boolean {
  return bothNullOr(expected, got, (a, b) => normalizeName(a) === normalizeName(b) && normalizeName(a) !== '');
}

export function sameInvoiceNumber(expected: Maybe<string>, got: Maybe<string>): boolean {
  return bothNullOr(expected, got, (a, b) => normalizeInvoiceNumber(a) === normalizeInvoiceNumber(b));
}

export function sameDate(expected: Maybe<string>, got: Maybe<string>): boolean {
  return bothNullOr(expected, got, (a, b) => a === b.slice(0, 10) && /^\d{4}-\d{2}-\d{2}$/.test(a));
}

export function sameAmount(expected: Maybe<number>, got: Maybe<number>): boolean {
  return bothNullOr(expected, got, (a, b) => Number.isFinite(b) && Math.abs(a - b) < 0.005);
}

export function sameCode(expected: Maybe<string>, got: Maybe<string>): boolean {
  return bothNullOr(expected, got, (a, b) => a.trim().toUpperCase() === b.trim().toUpperCase());
}

/** What the benchmark reads from one extracted invoice, whatever surface produced it. */
export interface InvoiceFieldsView {
  vendorName: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  total: number | null;
  currency: string | null;
}

export type FieldVerdicts<F extends string> = Record<F, boolean>;

export function compareInvoiceFields(expected: InvoiceFieldsView, got: InvoiceFieldsView | null): FieldVerdicts<InvoiceKeyField> {
  const g: InvoiceFieldsView = got ?? { vendorName: null, invoiceNumber: null, invoiceDate: null, dueDate: null, total: null, currency: null };
  // A missing document is wrong on every field, including ones the truth leaves null.
  const present = got !== null;
  return {
    vendorName: present && sameName(expected.vendorName, g.vendorName),
    invoiceNumber: present && sameInvoiceNumber(expected.invoiceNumber, g.invoiceNumber),
    invoiceDate: present && sameDate(expected.invoiceDate, g.invoiceDate),
    dueDate: present && sameDate(expected.dueDate, g.dueDate),
    total: present && sameAmount(expected.total, g.total),
    currency: present && sameCode(expected.currency, g.currency),
  };
}

export interface ReceiptFieldsView {
  merchant: string | null;
  date: string | null;
  total: number | null;
  tip: number | null;
  paymentType: string | null;
}

export function compareReceiptFields(expected: ReceiptFieldsView, got: ReceiptFieldsView | null): FieldVerdicts<ReceiptField> {
  const g: ReceiptFieldsView = got ?? { merchant: null, date: null, total: null, tip: null, paymentType: null };
  const present = got !== null;
  return {
    merchant: present && sameName(expected.merchant, g.merchant),
    date: present && sameDate(expected.date, g.date),
    total: present && sameAmount(expected.total, g.total),
    tip: present && sameAmount(expected.tip, g.tip),
    // An unknown payment method counts as no answer.
    paymentType: present && sameCode(expected.paymentType, g.paymentType === 'unknown' ? null : g.paymentType),
  };
}

export const allRight = (verdicts: Record<string, boolean>): boolean => Object.values(verdicts).every(Boolean);
