// Summary tables over per-document records.
import { INVOICE_KEY_FIELDS, RECEIPT_FIELDS } from './compare.js';
import { f1, sumCounts } from './line-items.js';
import type { InvoiceRecord, ReceiptRecord } from './records.js';
import { calibration, share } from './stats.js';
import { markdownTable, num, pct } from './table.js';

const FIELD_LABEL: Record<string, string> = {
  vendorName: 'vendor',
  invoiceNumber: 'number',
  invoiceDate: 'inv. date',
  dueDate: 'due date',
  total: 'total',
  currency: 'currency',
  merchant: 'merchant',
  date: 'date',
  tip: 'tip',
  paymentType: 'payment type',
};

export function fieldAccuracies(records: readonly InvoiceRecord[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of INVOICE_KEY_FIELDS) out[f] = share(records.map((r) => r.verdicts[f]));
  return out;
}

/** One row per field with its bar verdict, plus all-key-fields and line-item F1. */
export function invoiceFieldTable(records: readonly InvoiceRecord[], bar: number): string {
  const acc = fieldAccuracies(records);
  const rows: (string | number)[][] = INVOICE_KEY_FIELDS.map((f) => [FIELD_LABEL[f]!, pct(acc[f]!), `≥ ${pct(bar)}`, Number.isNaN(acc[f]!) ? 'n/a' : acc[f]! >= bar ? 'PASS' : 'FAIL']);
  rows.push(['all key fields right', pct(share(records.map((r) => r.allKeyFieldsRight))), '', '']);
  const items = f1(sumCounts(records.map((r) => r.items)));
  rows.push(['line items P / R', `${num(items.precision)} / ${num(items.recall)}`, '', '']);
  return markdownTable(['field', `exact (n=${records.length})`, 'bar', ''], rows);
}

export function localeTable(records: readonly InvoiceRecord[]): string {
  const locales = [...new Set(records.map((r) => r.locale))].sort();
  const rows = locales.map((loc) => {
    const inside = records.filter((r) => r.locale === loc);
    const acc = fieldAccuracies(inside);
    return [loc, inside.length, ...INVOICE_KEY_FIELDS.map((f) => pct(acc[f]!)), pct(share(inside.map((r) => r.allKeyFieldsRight)))];
  });
  return markdownTable(['locale', 'n', ...INVOICE_KEY_FIELDS.map((f) => FIELD_LABEL[f]!), 'all'], rows);
}

export function profileTable(records: readonly InvoiceRecord[]): string {
  const profiles = [...new Set(records.map((r) => r.profile ?? 'text'))].sort();
  const rows = profiles.map((p) => {
    const inside = records.filter((r) => (r.profile ?? 'text') === p);
    const acc = fieldAccuracies(inside);
    return [p, inside.length, ...INVOICE_KEY_FIELDS.map((f) => pct(acc[f]!)), pct(share(inside.map((r) => r.allKeyFieldsRight)))];
  });
  return markdownTable(['profile', 'n', ...INVOICE_KEY_FIELDS.map((f) => FIELD_LABEL[f]!), 'all'], rows);
}

export function calibrationTable(records: readonly InvoiceRecord[]): string {
  const sections = ['text', 'scan', 'multi'] as const;
  const all = calibration(records.map((r) => ({ confidence: r.confidence ?? 0, allRight: r.allKeyFieldsRight })));
  const per = sections.map((s) => calibration(records.filter((r) => r.section === s).map((r) => ({ confidence: r.confidence ?? 0, allRight: r.allKeyFieldsRight }))));
  const rows = all.map((b, i) => [
    b.label,
    b.documents,
    pct(b.allRight),
    ...per.map((p) => `${pct(p[i]!.allRight)} (${p[i]!.documents})`),
  ]);
  return markdownTable(['confidence', 'documents', 'all key fields right', 'text PDFs', 'scans', 'multi-vendor'], rows);
}

export function receiptTable(records: readonly ReceiptRecord[]): string {
  const groups: [string, ReceiptRecord[]][] = [
    ['text PDF', records.filter((r) => r.variant === 'text-pdf')],
    ['photo / scan', records.filter((r) => r.variant !== 'text-pdf')],
    ['all', [...records]],
  ];
  const rows = groups.map(([label, inside]) => [
    label,
    inside.length,
    ...RECEIPT_FIELDS.map((f) => pct(share(inside.map((r) => r.verdicts[f])))),
    pct(share(inside.map((r) => Object.values(r.verdicts).every(Boolean)))),
  ]);
  return markdownTable(['receipts', 'n', ...RECEIPT_FIELDS.map((f) => FIELD_LABEL[f]!), 'all'], rows);
}

interface ErrorGroup {
  field: string;
  kind: 'missing' | 'spurious' | 'wrong';
  count: number;
  examples: string[];
}

const show = (v: unknown): string => (v === null || v === undefined ? '∅' : JSON.stringify(v));

/** The most common field errors, grouped by field and kind, with a few expected → got examples. */
export function commonErrors(invoices: readonly InvoiceRecord[], receipts: readonly ReceiptRecord[], top = 10): string {
  const groups = new Map<string, ErrorGroup>();
  const note = (field: string, expected: unknown, got: unknown, caseId: string): void => {
    const kind = got === null || got === undefined ? 'missing' : expected === null || expected === undefined ? 'spurious' : 'wrong';
    const key = `${field}/${kind}`;
    const g = groups.get(key) ?? { field, kind, count: 0, examples: [] };
    g.count += 1;
    if (g.examples.length < 3) g.examples.push(`${caseId}: ${show(expected)} → ${show(got)}`);
    groups.set(key, g);
  };
  for (const r of invoices) {
    for (const f of INVOICE_KEY_FIELDS) if (!r.verdicts[f]) note(`${r.section} ${f}`, r.expected[f], r.got?.[f], r.caseId);
  }
  for (const r of receipts) {
    for (const f of RECEIPT_FIELDS) if (!r.verdicts[f]) note(`receipt ${f}`, r.expected[f], r.got?.[f], r.caseId);
  }
  const rows = [...groups.values()].sort((a, b) => b.count - a.count).slice(0, top).map((g) => [g.field, g.kind, g.count, g.examples.join('; ')]);
  return rows.length === 0 ? '(no field errors)' : markdownTable(['field', 'error', 'count', 'examples (expected → got)'], rows);
}
