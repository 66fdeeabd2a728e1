// Where the extractor lets the layout-role model's probabilities (engine/roles) decide: a due date
// whose label OCR garbled, an unlabelled date the model calls the due date, labelled totals that
// do not add up against a total the model is sure of, and the re-rankings: a vendor name the model
// is sure of over a rules pick it rejects, a sure labelled total over one that only matches the
// line items on a row the model rejects. The probabilities are given per segment
// text, as the model would report them for these OCR'd pages; the rules alone are the control.
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { pickByRole, readRoleDate } from '../../../engine/fields/role-pick.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { roleLookup } from '../../../engine/roles/lookup.js';
import { LAYOUT_ROLES, roleIndex, type LayoutRole, type PageRoles } from '../../../engine/roles/roles.js';
import type { PageText } from '../../../engine/types.js';
import { grid, makePage, right } from './page-fixture.js';

type Guess = Partial<Record<LayoutRole, number>>;

/** Role probabilities for every segment of the page: `guess(text)` for the roles it names, the rest "other". */
function rolesFor(page: PageText, guess: (text: string) => Guess): PageRoles[] {
  const rows = buildRows(page);
  return [{
    pageIndex: page.pageIndex,
    probabilities: rows.rows.map((row) => row.segments.map((seg) => {
      const p = new Float32Array(LAYOUT_ROLES.length);
      const g = guess(seg.text);
      let rest = 1;
      for (const [role, value] of Object.entries(g) as [LayoutRole, number][]) {
        p[roleIndex(role)] = value;
        rest -= value;
      }
      p[roleIndex('other')] = Math.max(0, rest);
      return p;
    })),
  }];
}

const invoicePage = (lines: [number, ...[number, string][]][]): PageText => makePage(grid([
  [40, [40, 'Harbor Supply Ltd']],
  [60, [40, '12 Dock Road, Leeds LS11 5QP']],
  [90, [330, 'Invoice No:'], [440, 'INV-7781']],
  ...lines,
  [300, [40, 'Widgets'], right(520, '100.00')],
  [330, [380, 'Subtotal'], right(520, '100.00')],
  [344, [380, 'VAT 20%'], right(520, '20.00')],
], 10, 0.9), { source: 'ocr' });

t.test('a due date whose label OCR garbled is taken from the segment the model calls the due date', async (t) => {
  const page = invoicePage([
    [104, [330, 'Date:'], [440, '03/02/2024']],
    [118, [330, 'Pymnt dve :'], [440, '04/03/2024']],
    [344 + 14, [380, 'Total'], right(520, '120.00')],
  ]);
  const rules = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.equal(rules.dueDate, null, 'the rules read no due-date label');
  const roles = rolesFor(page, (text) => (text === '04/03/2024' ? { dueDate: 0.45, invoiceDate: 0.4 } : text === '03/02/2024' ? { invoiceDate: 0.97 } : {}));
  const fields = extractDocuments([page], { kind: 'invoice', roles })[0]!.fields;
  t.equal(fields.invoiceDate, '2024-02-03');
  t.equal(fields.dueDate, '2024-03-04');
  t.equal(fields.invoiceNumber, 'INV-7781', 'fields the model does not touch stay the rules\'');

  const unsure = rolesFor(page, (text) => (text === '04/03/2024' ? { dueDate: 0.2, invoiceDate: 0.5 } : {}));
  t.equal(extractDocuments([page], { kind: 'invoice', roles: unsure })[0]!.fields.dueDate, null, 'an unsure model fills nothing');
});

t.test('an unlabelled date the model calls the due date is not taken for the invoice date', async (t) => {
  const page = invoicePage([
    [104, [330, 'Dte:'], [440, '05/01/2024']],
    [118, [330, 'Dve:'], [440, '05/02/2024']],
    [344 + 14, [380, 'Total'], right(520, '120.00')],
  ]);
  const rules = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.equal(rules.invoiceDate, '2024-01-05', 'the rules take the first free date');
  const roles = rolesFor(page, (text) => (text === '05/01/2024' ? { dueDate: 0.6, invoiceDate: 0.3 } : text === '05/02/2024' ? { invoiceDate: 0.8 } : {}));
  const fields = extractDocuments([page], { kind: 'invoice', roles })[0]!.fields;
  t.equal(fields.invoiceDate, '2024-02-05', 'the date the model calls the due date is skipped');
});

t.test('labelled totals that do not add up yield to a total the model is sure of', async (t) => {
  // The only readable "Total" label sits beside another amount (an account balance); the real
  // total's label is garbled beyond reading.
  const page = invoicePage([
    [104, [330, 'Date:'], [440, '03/02/2024']],
    [118, [330, 'Total:'], [440, '205.00']],
    [358, [380, 'Tqtl'], right(520, '120.00')],
  ]);
  const rules = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.not(rules.total, 120, `the rules alone read ${rules.total}`);
  const sure = rolesFor(page, (text) => (text === '120.00' ? { total: 0.95 } : {}));
  t.equal(extractDocuments([page], { kind: 'invoice', roles: sure })[0]!.fields.total, 120);
  const fair = rolesFor(page, (text) => (text === '120.00' ? { total: 0.8 } : {}));
  t.equal(extractDocuments([page], { kind: 'invoice', roles: fair })[0]!.fields.total, rules.total, 'a fair guess does not overrule a label');
});

t.test('pickByRole takes the likeliest segment that reads, above the threshold only', async (t) => {
  const page = makePage(grid([[40, [40, 'A-100'], [300, 'B-200']], [60, [40, 'no digits']]]), { source: 'ocr' });
  const rows = buildRows(page).rows;
  const roles = roleLookup(rolesFor(page, (text) => ({ 'A-100': { invoiceNumber: 0.75 }, 'B-200': { invoiceNumber: 0.9 }, 'no digits': { invoiceNumber: 0.99 } })[text] ?? {}));
  const read = (text: string) => (/\d/.test(text) ? text : null);
  t.equal(pickByRole(rows, roles, 'invoiceNumber', read)?.value, 'B-200', 'the surest readable one; unreadable text is passed over');
  t.equal(pickByRole(rows, roles, 'invoiceNumber', read, 0.95), null);
  t.equal(pickByRole(rows, roleLookup([]), 'invoiceNumber', read), null, 'a page the model did not see gives nothing');
});

t.test('a vendor the model is sure of replaces a rules pick it is sure is no vendor', async (t) => {
  // The customer's name, printed large without a readable "Bill To", outscores the sender's.
  const page = makePage([
    { text: 'Kessler Tools', x: 40, y: 40, conf: 0.95 },
    { text: 'Hafenstrasse 12, 20457 Hamburg', x: 40, y: 54, conf: 0.95 },
    { text: 'Bistro Lindenhof GmbH', x: 40, y: 90, size: 16, conf: 0.95 },
    { text: 'Invoice No: RE-5521', x: 330, y: 130, conf: 0.95 },
    { text: 'Total 88.00', x: 380, y: 300, conf: 0.95 },
  ], { source: 'ocr' });
  t.equal(extractDocuments([page], { kind: 'invoice' })[0]!.fields.vendorName, 'Bistro Lindenhof GmbH', 'the rules alone take the large name');
  const sure = rolesFor(page, (text) => ({ 'Kessler Tools': { vendor: 0.97 }, 'Bistro Lindenhof GmbH': { vendor: 0.02 } })[text] ?? {});
  t.equal(extractDocuments([page], { kind: 'invoice', roles: sure })[0]!.fields.vendorName, 'Kessler Tools');
  const fair = rolesFor(page, (text) => ({ 'Kessler Tools': { vendor: 0.8 }, 'Bistro Lindenhof GmbH': { vendor: 0.02 } })[text] ?? {});
  t.equal(extractDocuments([page], { kind: 'invoice', roles: fair })[0]!.fields.vendorName, 'Bistro Lindenhof GmbH', 'a fair guess does not overrule');
  const torn = rolesFor(page, (text) => ({ 'Kessler Tools': { vendor: 0.97 }, 'Bistro Lindenhof GmbH': { vendor: 0.4 } })[text] ?? {});
  t.equal(extractDocuments([page], { kind: 'invoice', roles: torn })[0]!.fields.vendorName, 'Bistro Lindenhof GmbH', 'nor does a model that may agree with the rules');
});

t.test('the model does not overrule a company with its legal form that the footer names again', async (t) => {
  // A festival's banner over the organiser that invoices: the model takes the banner for a logo.
  const page = makePage([
    { text: 'NAMURSTREETFOODFESTIVAL', x: 40, y: 30, size: 18, conf: 0.95 },
    { text: 'Les Saveurs de Meuse ASBL', x: 40, y: 90, conf: 0.95 },
    { text: 'Rue de Fer 44, 5000 Namur', x: 40, y: 103, conf: 0.95 },
    { text: 'Facture n° FSM-2026-0388', x: 40, y: 150, conf: 0.95 },
    { text: 'Total TVAC 817,96', x: 380, y: 300, conf: 0.95 },
    { text: 'Les Saveurs de Meuse ASBL · Rue de Fer 44, 5000 Namur · BE 0744.718.204', x: 40, y: 780, conf: 0.95 },
  ], { source: 'ocr' });
  const banner = rolesFor(page, (text) => ({ NAMURSTREETFOODFESTIVAL: { vendor: 0.97 }, 'Les Saveurs de Meuse ASBL': { vendor: 0.05 } })[text] ?? {});
  t.equal(extractDocuments([page], { kind: 'invoice', roles: banner })[0]!.fields.vendorName, 'Les Saveurs de Meuse ASBL');
});

t.test('a total that adds up only to the lines, on a row the model is sure holds none, yields to a sure labelled total', async (t) => {
  const page = makePage(grid([
    [40, [40, 'Harbor Supply Ltd']],
    [90, [330, 'Invoice No:'], [440, 'INV-7781']],
    [104, [330, 'Date:'], [440, '03/02/2024']],
    [280, [40, 'Description'], [460, 'Amount']],
    [300, [40, 'Annual renewal fee'], right(520, '205.00')],
    [330, [380, 'Total'], right(520, '205.00')],
    [358, [380, 'Amount due'], right(520, '246.00')],
  ], 10, 0.9), { source: 'ocr' });
  const rules = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.equal(rules.total, 205, 'the rules alone take the total that matches the line');
  const guess = (due: number, fee: number) => rolesFor(page, (text) => (text === '246.00' ? { total: due } : text === '205.00' ? { total: fee, lineItem: 0.5 } : {}));
  t.equal(extractDocuments([page], { kind: 'invoice', roles: guess(0.95, 0.03) })[0]!.fields.total, 246);
  t.equal(extractDocuments([page], { kind: 'invoice', roles: guess(0.95, 0.3) })[0]!.fields.total, 205, 'not while the model may call the other row a total');
  t.equal(extractDocuments([page], { kind: 'invoice', roles: guess(0.8, 0.03) })[0]!.fields.total, 205, 'nor when it is unsure of its own');
});

t.test('a date the model is sure of is read through OCR letter and separator slips', async (t) => {
  const page = invoicePage([
    [104, [330, 'Date:'], [440, '2n/c3/2024']],
    [358, [380, 'Total'], right(520, '120.00')],
  ]);
  t.equal(extractDocuments([page], { kind: 'invoice' })[0]!.fields.invoiceDate, null, 'the rules read no date');
  const sure = rolesFor(page, (text) => (text === '2n/c3/2024' ? { invoiceDate: 0.9 } : {}));
  t.equal(extractDocuments([page], { kind: 'invoice', roles: sure })[0]!.fields.invoiceDate, '2024-03-21');
  const fair = rolesFor(page, (text) => (text === '2n/c3/2024' ? { invoiceDate: 0.7 } : {}));
  t.equal(extractDocuments([page], { kind: 'invoice', roles: fair })[0]!.fields.invoiceDate, null, 'only a sure model reads leniently');

  t.equal(readRoleDate('01/10:22', 0.9)?.dmy, '2022-10-01', 'a colon before the year');
  t.equal(readRoleDate('05.03.2024', 0.1)?.dmy, '2024-03-05', 'a clean date reads at any probability');
  t.equal(readRoleDate('0812r2025', 0.9)?.dmy, '2025-12-08', 'a slash read as r, the one before lost');
  t.equal(readRoleDate('278/2022', 0.9)?.dmy, '2022-08-27', 'the separator and the month\'s 0 lost');
  t.equal(readRoleDate('278/2022', 0.7), null, 'only where the model is sure');
  t.equal(readRoleDate('128/2022', 0.99), null, '12/8 or 1/28: no date');
  for (const text of ['12:30', 'INV-2025', 'n2/c3', '13ms2024']) t.equal(readRoleDate(text, 0.99), null, `${text} holds no date`);
});

t.test('no amount of a VAT summary grid is taken for the total, however sure the model', async (t) => {
  // A Dutch receipt: a loyalty bonus makes the printed total add up to nothing, and the grid's
  // "TOTAAL 14,00 2,10" row (net and tax summed) looks like a total to the model.
  const page = makePage(grid([
    [20, [60, 'Versmarkt Hofstede']],
    [60, [16, 'KAAS JONG BELEGEN'], right(210, '4,99')], [72, [16, 'WASMIDDEL 1,5L'], right(210, '8,49')], [84, [16, 'KOMKOMMER'], right(210, '0,89')],
    [100, [16, 'SUBTOTAAL'], right(210, '14,37')], [112, [16, 'BONUS KAAS'], right(210, '-1,00')],
    [130, [16, 'TOTAAL'], right(210, '13,37')],
    [160, [16, 'BTW'], right(110, 'OVER'), right(160, 'EUR')],
    [172, [16, '9%'], right(110, '5,40'), right(160, '0,49')],
    [184, [16, '21%'], right(110, '6,54'), right(160, '1,37')],
    [196, [16, 'TOTAAL'], right(110, '11,94'), right(160, '1,86')],
  ], 8, 0.9), { source: 'ocr', width: 226, height: 400 });
  const roles = rolesFor(page, (text) => (text === '11,94' ? { total: 0.97 } : {}));
  const fields = extractDocuments([page], { kind: 'receipt', roles })[0]!.fields;
  t.same([fields.total, fields.tax], [13.37, 1.86]);
});
