import t from 'tap';
import {
  allRight,
  compareInvoiceFields,
  compareReceiptFields,
  normalizeName,
  sameAmount,
  sameDate,
  sameInvoiceNumber,
  type InvoiceFieldsView,
} from '../../../bench/extraction/compare.js';
import { httpConfidence, httpInvoiceView, httpItems } from '../../../bench/extraction/views.js';

const truth: InvoiceFieldsView = {
  vendorName: 'ACME Foods, Inc.',
  invoiceNumber: 'F2022/656',
  invoiceDate: '2022-09-17',
  dueDate: null,
  total: 1234.56,
  currency: 'EUR',
};

t.test('vendor names compare without case, spacing or punctuation, but with accents', async (t) => {
  t.equal(normalizeName(' Acme  Foods Inc '), 'acmefoodsinc');
  const v = (got: string | null) => compareInvoiceFields(truth, { ...truth, vendorName: got }).vendorName;
  t.ok(v('acme foods inc'));
  t.ok(v('ACME FOODS, INC'));
  t.notOk(v('ACME Food Inc.'));
  t.notOk(v(null));
  t.notOk(compareInvoiceFields({ ...truth, vendorName: 'Café Müller' }, { ...truth, vendorName: 'Cafe Muller' }).vendorName);
});

t.test('invoice numbers ignore case and spaces, not punctuation', async (t) => {
  t.ok(sameInvoiceNumber('F2022/656', 'f2022 / 656'));
  t.notOk(sameInvoiceNumber('F2022/656', 'F2022656'));
  t.notOk(sameInvoiceNumber('F2022/656', null));
});

t.test('a field the page does not print is right only when the answer is null too', async (t) => {
  t.ok(sameDate(null, null));
  t.notOk(sameDate(null, '2022-10-17'));
  t.ok(sameAmount(null, undefined));
  t.notOk(sameAmount(12, null));
});

t.test('dates must be the same day; amounts the same cent', async (t) => {
  t.ok(sameDate('2022-09-17', '2022-09-17'));
  t.ok(sameDate('2022-09-17', '2022-09-17T00:00:00Z'), 'a date-time on that day is the date');
  t.notOk(sameDate('2022-09-17', '2022-17-09'));
  t.ok(sameAmount(1234.56, 1234.5600001));
  t.notOk(sameAmount(1234.56, 1234.57));
  t.notOk(sameAmount(1234.56, Number.NaN));
});

t.test('a missing document is wrong on every field, even null ones', async (t) => {
  const v = compareInvoiceFields(truth, null);
  t.same(Object.values(v), [false, false, false, false, false, false]);
  const right = compareInvoiceFields(truth, { ...truth, currency: 'eur', vendorName: 'acme foods inc' });
  t.ok(allRight(right));
});

t.test('receipts: payment type "unknown" is no answer', async (t) => {
  const expected = { merchant: 'G7 Taxi', date: '2022-08-13', total: 58.94, tip: null, paymentType: 'cash' };
  t.ok(allRight(compareReceiptFields(expected, { ...expected, merchant: 'g7 taxi' })));
  t.notOk(compareReceiptFields(expected, { ...expected, paymentType: 'unknown' }).paymentType);
  t.ok(compareReceiptFields({ ...expected, paymentType: null }, { ...expected, paymentType: 'unknown' }).paymentType);
  t.notOk(compareReceiptFields(expected, { ...expected, tip: 2 }).tip);
});

t.test('the HTTP ExtractedInvoice JSON reads into the same view', async (t) => {
  const body = { vendorName: 'ACME', invoiceNumber: 'A-1', invoiceDate: '2024-01-02', dueDate: null, total: 10.5, currency: 'USD', extractionConfidence: 93, lineItems: [{ description: 'Flour', total: 10.5 }, { total: 'x' }] };
  t.same(httpInvoiceView(body), { vendorName: 'ACME', invoiceNumber: 'A-1', invoiceDate: '2024-01-02', dueDate: null, total: 10.5, currency: 'USD' });
  t.same(httpItems(body), [{ description: 'Flour', total: 10.5 }, { description: '', total: null }]);
  t.equal(httpConfidence(body), 93);
  t.equal(httpConfidence({}), 0);
});
