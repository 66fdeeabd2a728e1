import t from 'tap';
import { compareInvoiceFields, type InvoiceFieldsView } from '../../../bench/extraction/compare.js';
import type { InvoiceRecord, ReceiptRecord } from '../../../bench/extraction/records.js';
import { calibrationTable, commonErrors, fieldAccuracies, invoiceFieldTable, localeTable } from '../../../bench/extraction/report.js';

const expected: InvoiceFieldsView = { vendorName: 'Acme', invoiceNumber: 'A-1', invoiceDate: '2024-01-02', dueDate: null, total: 10, currency: 'EUR' };

function record(caseId: string, locale: string, got: InvoiceFieldsView | null, confidence: number, section: InvoiceRecord['section'] = 'text'): InvoiceRecord {
  const verdicts = compareInvoiceFields(expected, got);
  return {
    section, surface: 'pool', caseId, variant: 'text-pdf', locale, pages: [1, 1], filePages: 1, profile: null, ms: 10, error: null,
    expected, got, verdicts, allKeyFieldsRight: Object.values(verdicts).every(Boolean), confidence,
    items: { matched: 1, predicted: 1, truth: 2 },
  };
}

const records = [
  record('a', 'de-DE', expected, 95),
  record('b', 'de-DE', { ...expected, invoiceNumber: null }, 92),
  record('c', 'en-US', { ...expected, total: 11, dueDate: '2024-02-01' }, 40, 'scan'),
  record('d', 'en-US', null, 0, 'scan'),
];

t.test('field accuracies and the field table', async (t) => {
  const acc = fieldAccuracies(records);
  t.equal(acc.vendorName, 0.75);
  t.equal(acc.invoiceNumber, 0.5);
  t.equal(acc.total, 0.5);
  const table = invoiceFieldTable(records, 0.7);
  t.match(table, /\| vendor \| 75\.0% \| ≥ 70\.0% \| PASS \|/);
  t.match(table, /\| number \| 50\.0% \| ≥ 70\.0% \| FAIL \|/);
  t.match(table, /\| all key fields right \| 25\.0% \|/);
  t.match(table, /line items P \/ R \| 1\.000 \/ 0\.500/);
});

t.test('per-locale rows', async (t) => {
  const table = localeTable(records);
  t.match(table, /\| de-DE \| 2 \| 100\.0% \| 50\.0% \|/);
  t.match(table, /\| en-US \| 2 \| 50\.0% \|/);
});

t.test('calibration buckets by confidence, per section', async (t) => {
  const table = calibrationTable(records);
  t.match(table, /\| < 50 \| 2 \| 0\.0% \| n\/a \(0\) \| 0\.0% \(2\) \| n\/a \(0\) \|/);
  t.match(table, /\| ≥ 90 \| 2 \| 50\.0% \| 50\.0% \(2\) \|/);
});

t.test('common errors group by field and kind, most frequent first, with examples', async (t) => {
  const receipt: ReceiptRecord = {
    caseId: 'r', variant: 'scan-image', locale: 'en-US', profile: 'photo', ms: 1, error: null,
    expected: { merchant: 'Shop', date: '2024-01-01', total: 5, tip: null, paymentType: 'card' },
    got: { merchant: 'Shop', date: null, total: 5, tip: null, paymentType: 'card' },
    verdicts: { merchant: true, date: false, total: true, tip: true, paymentType: true },
    confidence: 50,
  };
  const table = commonErrors(records, [receipt]);
  const rows = table.split('\n').slice(2);
  t.match(rows[0]!, /^\| text invoiceNumber \| missing \| 1 \| b: "A-1" → ∅ \|$/);
  t.ok(rows.some((r) => r.startsWith('| scan dueDate | spurious | 1 | c: ∅ → "2024-02-01"')));
  t.ok(rows.some((r) => r.startsWith('| scan total | wrong | 1 | c: 10 → 11')));
  t.ok(rows.some((r) => r.startsWith('| scan vendorName | missing | 1 | d: "Acme" → ∅')));
  t.ok(rows.some((r) => r.startsWith('| receipt date | missing | 1 |')));
  t.equal(commonErrors([records[0]!], []), '(no field errors)');
});
