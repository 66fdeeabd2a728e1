import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import type { PageText } from '../../../engine/types.js';
import { grid, makePage, right } from './page-fixture.js';

function invoicePage(pageIndex: number, vendor: string, number: string, opts: { pageOf?: [number, number]; header?: boolean; totals?: string } = {}): PageText {
  const rows: Parameters<typeof grid>[0] = [];
  if (opts.header !== false) {
    rows.push([70, [380, 'Invoice No:'], [460, number]]);
    rows.push([84, [380, 'Invoice Date:'], [460, '2024-03-14']]);
  }
  rows.push([200, [40, 'Description'], [300, 'Qty'], [370, 'Unit Price'], [480, 'Amount']]);
  rows.push([220, [40, `Service ${pageIndex}`], right(315, '1'), right(420, '10.00'), right(520, '10.00')]);
  if (opts.totals) rows.push([300, [380, 'Total'], right(520, opts.totals)]);
  if (opts.pageOf) rows.push([780, [450, `Page ${opts.pageOf[0]} of ${opts.pageOf[1]}`]]);
  const items = grid(rows);
  if (opts.header !== false) items.unshift({ text: vendor, x: 40, y: 30, size: 18 }, { text: 'INVOICE', x: 450, y: 30, size: 18 });
  return makePage(items, { pageIndex });
}

t.test('splits a file holding invoices from two vendors', async (t) => {
  const pages = [
    invoicePage(0, 'Northwind Traders Ltd', 'NW-1', { totals: '10.00' }),
    invoicePage(1, 'Fabrikam Inc.', 'FB-77', { pageOf: [1, 2] }),
    invoicePage(2, 'Fabrikam Inc.', 'FB-77', { pageOf: [2, 2], totals: '20.00' }),
  ];
  const docs = extractDocuments(pages, { kind: 'invoice' });
  t.same(docs.map((d) => d.pages), [[1, 1], [2, 3]]);
  t.same(docs.map((d) => d.fields.vendorName), ['Northwind Traders Ltd', 'Fabrikam Inc.']);
  t.same(docs.map((d) => d.fields.invoiceNumber), ['NW-1', 'FB-77']);
  t.same(docs.map((d) => d.fields.total), [10, 20]);
  t.equal(docs[1]!.fields.lineItems.length, 2, 'the table spans both pages of the second invoice');
});

t.test('a three-page invoice from one vendor stays one document', async (t) => {
  const pages = [
    invoicePage(0, 'Northwind Traders Ltd', 'NW-1', { pageOf: [1, 3] }),
    invoicePage(1, 'Northwind Traders Ltd', 'NW-1', { pageOf: [2, 3] }),
    invoicePage(2, 'Northwind Traders Ltd', 'NW-1', { pageOf: [3, 3], totals: '30.00' }),
  ];
  const docs = extractDocuments(pages, { kind: 'invoice' });
  t.same(docs.map((d) => d.pages), [[1, 3]]);
  t.equal(docs[0]!.fields.lineItems.length, 3);
  t.equal(docs[0]!.fields.total, 30);
});

t.test('continuation pages without any header or page numbers stay with the invoice', async (t) => {
  const pages = [
    invoicePage(0, 'Northwind Traders Ltd', 'NW-1'),
    invoicePage(1, '', '', { header: false }),
    invoicePage(2, '', '', { header: false, totals: '30.00' }),
  ];
  t.same(extractDocuments(pages, { kind: 'invoice' }).map((d) => d.pages), [[1, 3]]);
});

t.test('two invoices from the same vendor split on the invoice number', async (t) => {
  const pages = [
    invoicePage(0, 'Northwind Traders Ltd', 'NW-1', { totals: '10.00' }),
    invoicePage(1, 'Northwind Traders Ltd', 'NW-2', { totals: '10.00' }),
  ];
  t.same(extractDocuments(pages, { kind: 'invoice' }).map((d) => d.fields.invoiceNumber), ['NW-1', 'NW-2']);
});

t.test('a receipt file is always one receipt', async (t) => {
  const pages = [invoicePage(0, 'Corner Cafe', 'R-1'), invoicePage(1, 'Other Cafe', 'R-2')];
  t.same(extractDocuments(pages, { kind: 'receipt' }).map((d) => d.pages), [[1, 2]]);
});
