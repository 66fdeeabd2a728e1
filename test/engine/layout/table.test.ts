import t from 'tap';
import { buildRows } from '../../../engine/layout/rows.js';
import { findLineItems, readDetailRow, readHeader, readShapeRow } from '../../../engine/layout/table.js';
import { extractDocuments } from '../../../engine/fields/index.js';
import { grid, makePage, right } from '../fields/page-fixture.js';

const header: [number, ...[number, string][]] = [100, [40, 'Art.-Nr.'], [110, 'Beschreibung'], [330, 'Menge'], [380, 'Einzelpreis'], [480, 'Betrag']];

t.test('reads a German table with a wrapped description and an SKU column', async (t) => {
  const page = makePage(
    grid([
      header,
      [118, [40, 'A-100'], [110, 'Kaffeebohnen Espresso,'], right(360, '3'), right(440, '12,50'), right(520, '37,50')],
      [131, [110, 'Röstung dunkel 1 kg']],
      [146, [40, 'B-220'], [110, 'Milch 1 l'], right(360, '12'), right(440, '1,10'), right(520, '13,20')],
      [175, [380, 'Zwischensumme'], right(520, '50,70')],
    ]),
  );
  const result = findLineItems([buildRows(page)], ',');
  t.equal(result.hadHeader, true);
  t.same(
    result.items.map((i) => [i.sku, i.description, i.quantity, i.unitPrice, i.total]),
    [
      ['A-100', 'Kaffeebohnen Espresso, Röstung dunkel 1 kg', 3, 12.5, 37.5],
      ['B-220', 'Milch 1 l', 12, 1.1, 13.2],
    ],
  );
});

t.test('header roles in English, French and Spanish', async (t) => {
  const roles = (cells: [number, string][]) =>
    readHeader(buildRows(makePage(grid([[100, ...cells]]))).rows[0]!)?.map((c) => c.role) ?? null;
  t.same(roles([[40, 'Description'], [300, 'Qty'], [360, 'Unit Price'], [480, 'Amount']]), ['description', 'quantity', 'unitPrice', 'amount']);
  t.same(roles([[40, 'Réf.'], [100, 'Désignation'], [300, 'Qté'], [360, 'Prix'], [480, 'Montant']]), ['sku', 'description', 'quantity', 'unitPrice', 'amount']);
  t.same(roles([[40, 'Descripción'], [300, 'Cant.'], [360, 'Precio'], [480, 'Importe']]), ['description', 'quantity', 'unitPrice', 'amount']);
  t.same(roles([[40, 'Item #'], [100, 'Description'], [480, 'Total']]), ['sku', 'description', 'amount']);
  t.equal(roles([[40, 'Subtotal'], [480, '120.00']]), null, 'a totals row is not a header');
  // A haulier's heading cell starts with words we do not know; its date and delivery-note columns
  // hold no item field.
  t.same(roles([[40, 'Fecha'], [76, 'Albarán'], [120, 'Origen – Destino / Concepto'], [300, 'Cant.'], [440, 'Precio €'], [520, 'Importe €']]),
    ['other', 'other', 'description', 'quantity', 'unitPrice', 'amount']);
  t.same(roles([[40, 'Date of Service'], [118, 'Code'], [160, 'Tooth'], [200, 'Description'], [520, 'Fee']]), ['other', 'sku', 'other', 'description', 'amount']);
  t.equal(roles([[40, 'Rechnung'], [380, 'Rhein Service GmbH & Co. KG']]), null, 'a title beside a vendor with a KG is not a header');
});

t.test('header words OCR split with a false space, and a bare "Item" column beside the description (train scans)', async (t) => {
  const roles = (cells: [number, string][]) =>
    readHeader(buildRows(makePage(grid([[100, ...cells]]))).rows[0]!)?.map((c) => c.role) ?? null;
  // train-396: "Code" read "C ode"; its item codes went into every description.
  t.same(roles([[40, 'C ode'], [110, 'Item Description'], [330, 'Qty'], [400, 'Unit Cost'], [480, 'Total']]), ['sku', 'description', 'quantity', 'unitPrice', 'amount']);
  t.same(roles([[40, 'Art-Nr.'], [110, 'Leistung'], [400, 'E-Preis'], [480, 'Gesamt']])?.[0], 'sku');
  t.same(roles([[40, 'Descr iption'], [300, 'Q ty'], [480, 'Am ount']]), ['description', 'quantity', 'amount']);
  // train-211: "ITEM | QUANTITY ITEM DESCRIPTION | RATE | TOTAL", the item numbers under "ITEM".
  const page = makePage(
    grid([
      [100, [40, 'ITEM'], [110, 'QUANTITY ITEM DESCRIPTION'], [380, 'RATE'], [480, 'TOTAL']],
      [118, [40, '4475531'], [110, '1 EA'], [140, 'HVAC preventive maintenance'], right(440, '275.93'), right(520, '275.93')],
      [132, [40, '1750781'], [110, '2 EA'], [160, 'Parts - compressor relay'], right(440, '69.83'), right(520, '139.66')],
    ]),
  );
  t.same(findLineItems([buildRows(page)], '.').items.map((i) => [i.sku, i.description, i.total]), [
    ['4475531', 'HVAC preventive maintenance', 275.93],
    ['1750781', 'Parts - compressor relay', 139.66],
  ]);
  t.same(roles([[40, 'Item'], [300, 'Qty'], [480, 'Amount']]), ['description', 'quantity', 'amount'], 'an "Item" column alone is the description');
  // train-37: the item-number header read "Art- NI."; its codes stood left of "Artikel".
  const unreadHeader = makePage(
    grid([
      [100, [40, 'Art- NI.'], [110, 'Artikel'], [330, 'Anzahl'], [400, 'E-Preis'], [480, 'Gesamt']],
      [118, [40, '4905'], [110, 'Weizenmehl Type 405 25 kg'], right(345, '1'), right(440, '18,37'), right(520, '18,37')],
      [132, [40, '32246'], [110, 'Kartoffeln festkochend 25 kg'], right(345, '5'), right(440, '18,16'), right(520, '90,80')],
    ]),
  );
  t.same(findLineItems([buildRows(unreadHeader)], ',').items.map((i) => [i.sku, i.description, i.total]), [
    ['4905', 'Weizenmehl Type 405 25 kg', 18.37],
    ['32246', 'Kartoffeln festkochend 25 kg', 90.8],
  ]);
  // The "#" of a position column read as "*": its numbers are no part of the description.
  const positions = makePage(
    grid([
      [100, [40, '*'], [110, 'Description'], [330, 'Qty'], [400, 'Unit Cost'], [480, 'Amount']],
      [118, [40, '1'], [110, 'Hood cleaning service'], right(345, '1'), right(440, '935.00'), right(520, '935.00')],
      [132, [40, '2'], [110, 'Parts - compressor relay'], right(345, '1'), right(440, '69.32'), right(520, '69.32')],
    ]),
  );
  t.same(findLineItems([buildRows(positions)], '.').items.map((i) => i.description), ['Hood cleaning service', 'Parts - compressor relay']);
  t.same(roles([[40, 'Artikel'], [110, 'Bezeichnung'], [330, 'Menge'], [480, 'Betrag']]), ['sku', 'description', 'quantity', 'amount']);
});

t.test('an amount OCR broke with false spaces or a lost point is read as quantity x price confirms (train scans)', async (t) => {
  const page = makePage(
    grid([
      [100, [40, 'Description'], [300, 'Qty'], [370, 'Price'], [480, 'Amount']],
      [118, [40, 'TOMATO 5X6 25#'], right(315, '2'), right(420, '39.18'), right(520, '78. 36')],
      [132, [40, 'Contract dishwasher shifts'], right(315, '5'), right(420, '17.51'), right(520, '8755')],
      [146, [40, 'TEA BLK ICED BREW'], right(315, '5'), right(420, '$22.84'), right(520, '$1 14.20')],
      [160, [40, 'Plates'], right(315, '3'), right(420, '4.00'), right(520, '1 2.50')],
    ]),
  );
  t.same(findLineItems([buildRows(page)], '.').items.map((i) => i.total), [78.36, 87.55, 114.2, 2.5], 'the last: 3 x 4.00 confirms no reading, so it stays as read');
});

t.test('a line item named like a totals label stays an item', async (t) => {
  const page = makePage(
    grid([
      [100, [40, 'Description'], [300, 'Qty'], [370, 'Price'], [480, 'Amount']],
      [118, [40, 'Copy paper'], right(315, '2'), right(420, '5.00'), right(520, '10.00')],
      [132, [40, 'Freight LTL'], right(315, '1'), right(420, '30.00'), right(520, '30.00')],
      [160, [380, 'Subtotal'], right(520, '40.00')],
      [174, [380, 'Shipping'], right(520, '5.00')],
    ]),
  );
  const result = findLineItems([buildRows(page)], '.');
  t.same(result.items.map((i) => i.description), ['Copy paper', 'Freight LTL']);
});

t.test('a table continues on the next page with or without its header', async (t) => {
  const first = makePage(
    grid([
      [100, [40, 'Description'], [300, 'Qty'], [370, 'Price'], [480, 'Amount']],
      [118, [40, 'Item one'], right(315, '1'), right(420, '1.00'), right(520, '1.00')],
      [132, [40, 'Item two'], right(315, '2'), right(420, '2.00'), right(520, '4.00')],
      [780, [450, 'Page 1 of 2']],
    ]),
    { pageIndex: 0 },
  );
  const repeated = makePage(
    grid([
      [40, [40, 'Acme Ltd'], [400, 'Invoice No: 7']],
      [100, [40, 'Description'], [300, 'Qty'], [370, 'Price'], [480, 'Amount']],
      [118, [40, 'Item three'], right(315, '3'), right(420, '3.00'), right(520, '9.00')],
      [150, [380, 'Total'], right(520, '14.00')],
    ]),
    { pageIndex: 1 },
  );
  const withHeader = findLineItems([buildRows(first), buildRows(repeated)], '.');
  t.same(withHeader.items.map((i) => i.description), ['Item one', 'Item two', 'Item three']);

  const bare = makePage(
    grid([
      [40, [40, 'Item three'], right(315, '3'), right(420, '3.00'), right(520, '9.00')],
      [54, [40, 'Item four'], right(315, '1'), right(420, '4.00'), right(520, '4.00')],
      [90, [380, 'Total'], right(520, '18.00')],
    ]),
    { pageIndex: 1 },
  );
  const noHeader = findLineItems([buildRows(first), buildRows(bare)], '.');
  t.same(noHeader.items.map((i) => i.description), ['Item one', 'Item two', 'Item three', 'Item four']);
});

t.test('receipts without a header: shapes of item rows', async (t) => {
  t.same(readShapeRow('2 x Coffee   7.00', '.'), { description: 'Coffee', sku: null, quantity: 2, unit: null, unitPrice: 3.5, total: 7 });
  t.same(readShapeRow('Widget   2   3.50   7.00', '.'), { description: 'Widget', sku: null, quantity: 2, unit: null, unitPrice: 3.5, total: 7 });
  t.equal(readShapeRow('LABELS ADDR 750   20.37', '.')!.quantity, null, 'a size in the name is no quantity');
  t.equal(readShapeRow('Brot   2,49 A', ',')!.total, 2.49, 'tax class letter after the amount');
  t.same(readDetailRow('  1.25 kg @ 3.99/kg   4.99', '.'), { sku: null, quantity: 1.25, unit: 'kg', unitPrice: 3.99, total: 4.99 });
  t.equal(readDetailRow('2 x 3.50   9.00', '.'), null, 'arithmetic must agree');

  const page = makePage(
    grid([
      [20, [60, 'CORNER CAFE']],
      [34, [50, '12 Main St']],
      [60, [10, '03/14/2024 12:31']],
      [74, [10, '--------------------------------']],
      [88, [10, 'LATTE LARGE'], right(200, '4.50')],
      [102, [10, 'BLUEBERRY MUFFIN WITH']],
      [116, [10, 'EXTRA BUTTER'], right(200, '3.25')],
      [130, [10, 'ESPRESSO BEANS']],
      [144, [20, '2 x 9.00'], right(200, '18.00')],
      [170, [10, 'SUBTOTAL'], right(200, '25.75')],
      [184, [10, 'TOTAL'], right(200, '25.75')],
    ]),
  );
  const result = findLineItems([buildRows(page)], '.');
  t.equal(result.hadHeader, false);
  t.same(
    result.items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]),
    [
      ['LATTE LARGE', null, null, 4.5],
      ['BLUEBERRY MUFFIN WITH EXTRA BUTTER', null, null, 3.25],
      ['ESPRESSO BEANS', 2, 9, 18],
    ],
  );
});

t.test('a totals label OCR damaged as a whole still ends the items (train photo)', async (t) => {
  const rows: Parameters<typeof grid>[0] = [
    [20, [60, 'SUPERMERCADO LA PLAZA']],
    [60, [10, '15/09/2023 12:04']],
    [88, [10, 'TOMATES ROMA'], right(200, '4.19')],
    [102, [10, 'AGUA CON GAS'], right(200, '6.34')],
    // "TOTAL A PAGAR" with its spaces and a letter lost.
    [130, [10, 'TOTALAPGAR'], right(200, '10.53')],
    [144, [10, 'ENTREGADO'], right(200, '20.00')],
  ];
  const ocr = findLineItems([buildRows(makePage(grid(rows, 10, 0.9), { source: 'ocr' }))], '.');
  t.same(ocr.items.map((i) => i.description), ['TOMATES ROMA', 'AGUA CON GAS'], 'no line for the total');
  const [doc] = extractDocuments([makePage(grid(rows, 10, 0.9), { source: 'ocr' })], { kind: 'receipt' });
  t.equal(doc!.fields.total, 10.53, 'the total is read beside its damaged label');
  const textLayer = findLineItems([buildRows(makePage(grid(rows)))], '.');
  t.equal(textLayer.items.length, 3, 'a text layer spells its labels: no guessing there');
});

t.test('header roles: "EP / GP", a pack column, a lone price column is the amount, and a totals grid is no header', async (t) => {
  const roles = (cells: [number, string][]) =>
    readHeader(buildRows(makePage(grid([[100, ...cells]]))).rows[0]!)?.map((c) => c.role) ?? null;
  t.same(roles([[50, 'Pos.'], [80, 'Leistung'], [300, 'Menge'], [348, 'Einheit'], [420, 'EP (€)'], [510, 'GP (€)']]), ['index', 'description', 'quantity', 'unit', 'unitPrice', 'amount']);
  t.same(roles([[50, 'ITEM #'], [108, 'PACK'], [160, 'DESCRIPTION'], [378, 'QTY'], [412, 'UNIT PRICE'], [531, 'EXT PRICE']]), ['sku', 'unit', 'description', 'quantity', 'unitPrice', 'amount']);
  t.same(roles([[16, 'DESCRIZIONE'], [149, 'IVA'], [180, 'Prezzo(€)']]), ['description', 'taxRate', 'amount']);
  t.equal(roles([[54, 'Base imponible'], [134, '% IVA'], [179, 'Cuota IVA'], [254, 'TOTAL FACTURA']]), null);
});

t.test('a receipt\'s "2 x 1,19" detail line above its item (Italian) or below it (German) gives quantity and unit price', async (t) => {
  const items = (rows: [number, ...[number, string][]][]) =>
    findLineItems([buildRows(makePage(grid(rows, 8), { width: 226, height: 400 }))], ',').items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);
  const italian = items([
    [80, [16, 'DESCRIZIONE'], [149, 'IVA'], [180, 'Prezzo(€)']],
    [92, [16, '2 x 1,19']], [102, [16, 'LATTE PS 1L'], [148, '4%'], right(210, '2,38')],
    [114, [16, 'PANE CASERECCIO'], [148, '4%'], right(210, '1,85')],
    [134, [16, 'TOTALE EURO'], right(210, '4,23')],
  ]);
  t.same(italian, [['LATTE PS 1L', 2, 1.19, 2.38], ['PANE CASERECCIO', null, null, 1.85]]);
  const german = items([
    [60, [16, 'BROETCHEN'], right(210, '2,40')], [70, [30, '6 x 0,40']],
    [82, [16, 'MILCH 1L'], right(210, '1,19')],
    [100, [16, 'SUMME'], right(210, '3,59')],
  ]);
  t.same(german, [['BROETCHEN', 6, 0.4, 2.4], ['MILCH 1L', null, null, 1.19]]);
});

t.test('Nordic, Finnish, Czech and Polish headings; a capital I read as l; one OCR slip in a long heading', async (t) => {
  const roles = (cells: [number, string][], ocr = false) =>
    readHeader(buildRows(makePage(grid([[100, ...cells]]))).rows[0]!, ocr)?.map((c) => c.role) ?? null;
  t.same(roles([[40, 'Artikel'], [100, 'Benämning'], [300, 'Antal'], [340, 'Enh'], [380, 'À-pris'], [480, 'Belopp']]), ['sku', 'description', 'quantity', 'unit', 'unitPrice', 'amount']);
  t.same(roles([[40, 'Tuote'], [250, 'Määrä'], [300, 'Yks.'], [360, 'à-hinta'], [420, 'Alv %'], [480, 'Veroton']]), ['description', 'quantity', 'unit', 'unitPrice', 'taxRate', 'amount']);
  t.same(roles([[40, 'Označení dodávky'], [250, 'Množství'], [360, 'Cena za m.j.'], [480, 'Bez DPH']]), ['description', 'quantity', 'unitPrice', 'amount']);
  t.same(roles([[40, 'Nazwa towaru'], [250, 'llość'], [360, 'Cena netto'], [480, 'Wartość netto']]), ['description', 'quantity', 'unitPrice', 'amount'], '"llość" is "Ilość"');
  t.same(roles([[40, 'Ks'], [80, 'Poloka'], [360, 'Cena'], [480, 'Celkem']], true), ['quantity', 'description', 'unitPrice', 'amount'], 'OCR\'s "Poloka" is "Položka"');
  t.equal(roles([[40, 'Ks'], [80, 'Poloka'], [360, 'Cena'], [480, 'Celkem']], false)?.includes('description'), false, 'a text layer spells its headings');
  t.equal(roles([[40, 'Code'], [80, 'Satz'], [200, 'Netto'], [300, 'MWST'], [400, 'Brutto']]), null, 'a VAT summary headed by its tax code is no item table');
});

t.test('OCR headings keep a digit slip but no glued symbol; a count of 1 takes its unit price only on evidence', async (t) => {
  const roles = (cells: [number, string][]) =>
    readHeader(buildRows(makePage(grid([[100, ...cells]]))).rows[0]!, true)?.map((c) => c.role) ?? null;
  t.same(roles([[40, 'Uds.'], [120, 'c6digo'], [200, 'Articulo'], [400, 'Precio'], [480, 'Importe']]), ['quantity', 'sku', 'description', 'unitPrice', 'amount'], '"c6digo" is "Código"');
  t.equal(roles([[40, 'Item#'], [120, 'Description'], [400, 'Price'], [480, 'Amount']])?.[0], 'sku', '"Item#" is no misspelt "Items"');
  const items = (rows: [number, ...[number, string][]][]) =>
    findLineItems([buildRows(makePage(grid(rows)))], '.').items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);
  const header: [number, ...[number, string][]] = [100, [40, 'Description'], [300, 'Qty'], [360, 'Unit price'], [430, 'Disc.'], [500, 'Amount']];
  t.same(items([header, [118, [40, 'Annual service visit'], right(320, '1'), right(410, '100.00'), right(460, '-10%'), right(540, '90.00')]]), [['Annual service visit', 1, 100, 90]], 'a discounted line keeps its amount');
  t.same(items([header, [118, [40, 'Storage unit rental'], right(320, '1'), right(410, '280.00'), right(540, '260.00')]]), [['Storage unit rental', 1, 280, 280]], 'one misread digit of a count-1 amount is the unit price');
  const polish: [number, ...[number, string][]] = [100, [40, 'Nazwa'], [220, 'Ilość'], [280, 'Cena netto'], [350, 'Wartość netto'], [420, 'VAT'], [480, 'Wartość brutto']];
  t.same(items([polish, [118, [40, 'Transport chłodniczy'], right(240, '1'), right(330, '120.00'), right(400, '120.00'), right(440, '23%'), right(540, '147.60')]]), [['Transport chłodniczy', 1, 120, 120]], 'a net value printed beside the gross one');
});

t.test('receipt details with units, a tax code beside the price, and a sums row closing a section', async (t) => {
  const receipt = makePage(
    grid([
      [20, [10, 'BANANER'], right(200, '21,07')],
      [32, [18, '0,846 kg x 24,90 kr/kg']],
      [46, [10, 'YOGHURT NATURELL 1L'], right(200, '35,90')],
      [58, [18, '2 st x 17,95']],
    ]),
    { width: 220, height: 120 },
  );
  t.same(findLineItems([buildRows(receipt)], ',').items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['BANANER', 0.846, 24.9, 21.07],
    ['YOGHURT NATURELL 1L', 2, 17.95, 35.9],
  ]);
  const fuel = makePage(
    grid([
      [60, [16, 'Zapfsäule 4']],
      [72, [16, 'Super E10'], right(200, '74,53 EUR')],
      [82, [24, '42,37 l x 1,759 EUR/l']],
      [94, [16, 'ON DIESEL'], right(200, '339,95')],
      [104, [24, '52,38 l x 6,49   Dystr. 4']],
    ]),
    { width: 220, height: 140 },
  );
  t.same(findLineItems([buildRows(fuel)], ',').items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['Super E10', 42.37, 1.759, 74.53],
    ['ON DIESEL', 52.38, 6.49, 339.95],
  ], 'a pump number, on its own line above the fuel or after its litres, is no part of an item');
  const swiss = makePage(grid([
    [100, [40, 'Anz'], [70, 'Artikel'], [300, 'Preis'], [340, 'C'], [480, 'Betrag']],
    [118, [40, '1'], [70, 'Birchermüesli'], right(330, '7.50'), right(350, '1'), right(520, '7.50')],
  ]));
  t.same(findLineItems([buildRows(swiss)], '.').items.map((i) => [i.quantity, i.unitPrice, i.total]), [[1, 7.5, 7.5]], 'the tax code "1" is no price');
  const timesheet = makePage(grid([
    [100, [40, 'Date'], [110, 'Description'], [380, 'Hours'], [440, 'Rate'], [500, 'Amount']],
    [118, [40, '10/06/2026'], [110, 'Kickoff workshop'], right(410, '3.50'), right(480, '175.00'), right(540, '612.50')],
    [134, [110, 'Total hours / fees'], right(410, '3.50'), right(540, '612.50')],
    [160, [40, 'REIMBURSABLE EXPENSES']],
    [176, [40, '10/22/2026'], [110, 'Mileage reimbursement, client site visits'], right(540, '148.40')],
    [200, [380, 'Total due'], right(540, '760.90')],
  ]));
  const items = findLineItems([buildRows(timesheet)], '.').items;
  t.same(items.map((i) => [i.description, i.total]), [['Kickoff workshop', 612.5], ['Mileage reimbursement, client site visits', 148.4]],
    'the hours sum closes a section, not the table; "client" inside a description is no customer label');
});

t.test('hours and hourly-rate headings; till lines that print count and price around the description', async (t) => {
  const roles = (cells: [number, string][]) =>
    readHeader(buildRows(makePage(grid([[100, ...cells]]))).rows[0]!)?.map((c) => c.role) ?? null;
  t.same(roles([[50, 'Omschrijving'], [340, 'Uren'], [420, 'Tarief'], [510, 'Bedrag']]), ['description', 'quantity', 'unitPrice', 'amount']);
  t.same(roles([[50, 'Descrizione'], [340, 'Ore'], [420, 'Tariffa'], [510, 'Importo']]), ['description', 'quantity', 'unitPrice', 'amount']);
  const items = (rows: [number, ...[number, string][]][], decimal: ',' | '.') =>
    findLineItems([buildRows(makePage(grid(rows, 8), { width: 226, height: 300 }))], decimal).items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);
  t.same(items([
    [60, [16, 'Pain paillasse'], right(206, '4.80')],
    [72, [16, '2 x Croissant au beurre à 1.90'], right(206, '3.80')],
    [90, [16, 'TOTAL CHF'], right(206, '8.60')],
  ], '.'), [['Pain paillasse', null, null, 4.8], ['Croissant au beurre', 2, 1.9, 3.8]], 'the "x" and the "à" are no part of the description');
  t.same(items([
    [72, [16, '2 x Croissant au beurre a 1.90'], right(206, '3.80')],
    [90, [16, 'TOTAL CHF'], right(206, '3.80')],
  ], '.'), [['Croissant au beurre', 2, 1.9, 3.8]], 'nor the "a" OCR makes of the "à"');
  t.same(items([
    [60, [16, 'Fish & Chips'], right(206, '£17.50')],
    [72, [16, 'Steak & Ale Pie'], right(206, '£16.95')],
    [90, [16, 'Subtotal'], right(206, '£34.45')],
  ], '.'), [['Fish & Chips', null, null, 17.5], ['Steak & Ale Pie', null, null, 16.95]], 'nor the amount\'s pound sign');
});

t.test('Indian HSN/SAC code columns; Romanian and Hungarian headings', async (t) => {
  const roles = (cells: [number, string][]) =>
    readHeader(buildRows(makePage(grid([[100, ...cells]]))).rows[0]!)?.map((c) => c.role) ?? null;
  t.same(roles([[50, 'Description of Goods'], [262, 'HSN/SAC'], [320, 'Qty'], [400, 'Rate (Rs.)'], [500, 'Amount (Rs.)']]), ['description', 'sku', 'quantity', 'unitPrice', 'amount']);
  t.same(roles([[70, 'Denumirea produselor'], [262, 'U.M.'], [300, 'Cant.'], [360, 'Preț unitar'], [440, 'Valoarea'], [500, 'Valoarea TVA']]), ['description', 'unit', 'quantity', 'unitPrice', 'amount', 'taxRate']);
  t.same(roles([[50, 'Megnevezés'], [280, 'Menny.'], [360, 'Nettó egységár'], [440, 'ÁFA'], [500, 'Nettó érték']]), ['description', 'quantity', 'unitPrice', 'taxRate', 'amount']);
});

t.test('OCR-damaged headings and cells: glued abbreviations, slashed headings, counts glued to units', async (t) => {
  const roles = (cells: [number, string][], ocr = true) =>
    readHeader(buildRows(makePage(grid([[100, ...cells]]))).rows[0]!, ocr)?.map((c) => c.role) ?? null;
  t.same(roles([[40, 'Clave SAT'], [120, 'Cant.Unidad'], [220, 'Descripcion'], [400, 'Valor unitario'], [500, 'Importe']]), ['sku', 'quantity', 'unit', 'description', 'unitPrice', 'amount'], '"Cant.Unidad" is two headings');
  t.same(roles([[40, 'Tuote/palvelu'], [250, 'Maara'], [360, 'a-hinta'], [480, 'Veroton']]), ['description', 'quantity', 'unitPrice', 'amount'], '"Tuote/palvelu" heads the description');
  t.same(roles([[16, 'Cód'], [60, 'Descrição'], [250, 'Qtde Un'], [330, 'VI Unit'], [420, 'VI Total']]), ['description', 'quantity', 'unitPrice', 'amount'], 'a Brazilian NFC-e, "Vl" read as "VI"');
  t.equal(roles([[16, 'Qtde. total de itens'], [420, '5']]), null, 'a count line is no heading');
  const items = (rows: [number, ...[number, string][]][]) =>
    findLineItems([buildRows({ ...makePage(grid(rows)), source: 'ocr' })], ',').items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);
  const header: [number, ...[number, string][]] = [100, [40, 'Tuote'], [250, 'Määrä'], [300, 'Yks.'], [400, 'a-hinta'], [500, 'Yhteensä']];
  t.same(items([header, [118, [40, 'Tarjoiluhenkilökunta'], right(270, '8h'), right(430, '38,00'), right(540, '304,00')]]), [['Tarjoiluhenkilökunta', 8, 38, 304]], 'a count glued to its unit');
  t.same(items([header, [118, [40, 'Tarjoiluhenkilökunta'], right(320, '8h'), right(430, '38,00'), right(540, '304,00')]]), [['Tarjoiluhenkilökunta', 8, 38, 304]], 'the same count under the unit heading');
  const fuel = makePage(grid([[72, [16, 'Super E10'], right(200, '74,53 EUR A')], [82, [24, '42,37 I × 1,759 EURI']]]), { width: 220, height: 120 });
  t.same(findLineItems([buildRows(fuel)], ',').items.map((i) => [i.quantity, i.unitPrice, i.total]), [[42.37, 1.759, 74.53]], 'litres x price whose "l" and "/l" OCR read as I');
});

t.test('a till: a discount line among the items is an item, a count read off a name goes back, a named card number is no name (batch ten)', async (t) => {
  const items = (rows: [number, ...[number, string][]][], decimal: ',' | '.') =>
    findLineItems([buildRows(makePage(grid(rows, 8), { width: 226, height: 400 }))], decimal).items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);
  t.same(
    items([
      [60, [16, 'TYRE DISPOSAL'], right(210, '12.00')], [70, [22, '4 @ 3.00']],
      [82, [16, '4 WHEEL LASER ALIGNMENT'], right(210, '49.99')], [92, [22, '1 @ 49.99']],
      [104, [16, 'ONLINE BOOKING DISCOUNT'], right(210, '-5.00')],
      [124, [16, 'TOTAL'], right(210, '56.99')],
      [136, [16, 'Loyalty discount next visit'], right(210, '-2.00')],
    ], '.'),
    [['TYRE DISPOSAL', 4, 3, 12], ['4 WHEEL LASER ALIGNMENT', 1, 49.99, 49.99], ['ONLINE BOOKING DISCOUNT', null, null, -5]],
    'the 4 is part of the name: the detail line prints a count of 1; nothing past the total is an item',
  );
  t.same(
    items([
      [60, [16, 'Waschclub-Karte 4471 0022 9918']],
      [72, [16, 'Waschprogramm PREMIUM'], right(210, '17,90 A')],
      [84, [16, 'Waschclub-Rabatt 20 %'], right(210, '-3,58 A')],
      [96, [16, 'Duftbaum Vanille'], right(210, '2,49 A')],
      [110, [16, 'SUMME EUR'], right(210, '16,81')],
    ], ','),
    [['Waschprogramm PREMIUM', null, null, 17.9], ['Waschclub-Rabatt 20 %', null, null, -3.58], ['Duftbaum Vanille', null, null, 2.49]],
  );
  t.same(
    items([[60, [16, 'Rabatt Aktion'], right(210, '-1,00')], [72, [16, 'Milch'], right(210, '1,19')], [84, [16, 'SUMME'], right(210, '0,19')]], ','),
    [['Milch', null, null, 1.19]],
    'a discount before any item is no item',
  );
  t.same(items([[60, [16, '2 Coffee'], right(210, '7.00')], [70, [22, '2 @ 3.50']], [84, [16, 'TOTAL'], right(210, '7.00')]], '.'), [['Coffee', 2, 3.5, 7]], 'a count the detail line confirms stays a count');
});

t.test('a line discount in per cent on the row: the discounted amount is the line\'s, in pesos without cents', async (t) => {
  const page = makePage(grid([
    [260, [46, 'Código'], [110, 'Descripción'], [330, 'Cantidad'], [400, 'Precio Unit.'], [465, '% Dcto.'], right(566, 'Valor')],
    [280, [46, 'LIM-020'], [110, 'Detergente industrial concentrado 5 L'], right(372, '12'), right(444, '8.490'), right(566, '101.880')],
    [295, [46, 'PAP-300'], [110, 'Toalla interfoliada caja 2.500 hojas'], right(372, '10'), right(444, '15.200'), right(494, '5'), right(566, '144.400')],
    [310, [46, 'GUA-042'], [110, 'Guantes nitrilo talla M caja 100'], right(372, '8'), right(444, '6.750'), right(566, '54.000')],
    [371, [400, 'MONTO NETO $'], right(566, '300.280')],
  ], 8.5));
  t.same(findLineItems([buildRows(page)], ',').items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['Detergente industrial concentrado 5 L', 12, 8490, 101880],
    ['Toalla interfoliada caja 2.500 hojas', 10, 15200, 144400],
    ['Guantes nitrilo talla M caja 100', 8, 6750, 54000],
  ]);
});

t.test('a till\'s count line ends the items: "ITEMS: 12" is no more of the last name, "Items: 5 Qty: 9" no heading', async (t) => {
  const till = makePage(grid([
    [112, [20, 'PARBOILED RICE 5KG'], [130, '1'], right(170, '9,800.00'), right(210, '9,800.00 E')],
    [122, [20, 'YAM TUBER (MEDIUM)'], [130, '2'], right(170, '3,500.00'), right(210, '7,000.00 E')],
    [138, [20, 'ITEMS: 12']],
    [148, [20, 'SUB TOTAL'], right(210, '16,800.00')],
  ], 7));
  t.same(findLineItems([buildRows(till)], '.').items.map((i) => i.description), ['PARBOILED RICE 5KG', 'YAM TUBER (MEDIUM)']);
  const chemist = makePage(grid([
    [116, [12, 'Item'], [104, 'Batch'], [134, 'Exp'], [153, 'Qty'], [176, 'MRP'], right(215, 'Amt')],
    [126, [12, 'PARACETAMOL 650 TAB 15'], [104, 'PT4471'], [134, '08/28'], [156, '2'], right(200, '32.50'), right(215, '65.00')],
    [135, [12, 'CETIRIZINE 10MG TAB 10'], [104, 'CZ0918'], [134, '11/27'], [156, '1'], right(200, '24.60'), right(215, '24.60')],
    [151, [12, 'Items: 2'], [40, 'Qty: 3']],
    [160, [12, 'Gross Amount'], right(215, '89.60')],
    [169, [12, 'Less: Discount 10%'], right(215, '-8.96')],
  ], 6));
  t.same(findLineItems([buildRows(chemist)], '.').items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['PARACETAMOL 650 TAB 15', 2, 32.5, 65],
    ['CETIRIZINE 10MG TAB 10', 1, 24.6, 24.6],
  ], 'MRP heads the price, Amt the amount');
});

t.test('a weighed item in a currency without cents: count x price is the amount to the peso; a signed small amount is a discount line', async (t) => {
  const page = makePage(grid([
    [132, [20, 'LECHE ENTERA 1L']],
    [141, [30, '3 x $ 1.090'], right(206, '3.270')],
    [152, [20, 'PAN MARRAQUETA KG']],
    [161, [30, '0,846 kg x $ 2.390'], right(206, '2.022')],
    [192, [20, 'ACEITE MARAVILLA 1L'], right(206, '2.890')],
    [202, [20, 'DESC. OFERTA ACEITE'], right(206, '-500')],
    [229, [20, 'TOTAL'], right(206, '$ 7.682')],
  ], 8));
  t.same(findLineItems([buildRows(page)], ',').items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['LECHE ENTERA 1L', 3, 1090, 3270],
    ['PAN MARRAQUETA KG', 0.846, 2390, 2022],
    ['ACEITE MARAVILLA 1L', null, null, 2890],
    ['DESC. OFERTA ACEITE', null, null, -500],
  ]);
});

t.test('supplier tables: groups by delivery note, pack-size and discount columns, a day grid, a note across the table', async (t) => {
  const items = (rows: [number, ...[number, string][]][], decimal: ',' | '.' = ',') =>
    findLineItems([buildRows(makePage(grid(rows)))], decimal).items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);
  // Each delivery note's lines under its heading, closed by the note's sum: the next heading
  // resumes the table.
  t.same(items([
    [100, [40, 'Art.-Nr.'], [110, 'Bezeichnung'], [330, 'Menge'], [400, 'Preis €'], [480, 'Betrag €']],
    [116, [40, 'Lieferschein 884120 vom 17.11.2026']],
    [130, [40, '10212'], [110, 'Rinderfilet'], right(360, '4,386'), right(440, '44,90'), right(520, '196,93')],
    [144, [110, 'Summe Lieferschein 884120'], right(520, '196,93')],
    [160, [40, 'Lieferschein 884377 vom 19.11.2026']],
    [174, [40, '40020'], [110, 'Lammkarree'], right(360, '2,254'), right(440, '38,50'), right(520, '86,78')],
  ]), [['Rinderfilet', 4.386, 44.9, 196.93], ['Lammkarree', 2.254, 38.5, 86.78]]);
  // How the goods are packed is no count; the count is the one the amount is billed by.
  t.same(items([
    [100, [44, 'Artikelnr.'], [96, 'Omschrijving'], [270, 'Verpakking'], right(345, 'Aantal'), [350, 'Eenh.'], right(410, 'Prijs'), right(452, 'Korting'), right(510, 'Bedrag')],
    [116, [44, 'NS-310'], [96, 'Naspoelmiddel RX310'], [270, '4 x 5 L'], right(345, '3'), [350, 'ds'], right(410, '54,20'), right(452, '8%'), right(510, '149,59')],
  ]), [['Naspoelmiddel RX310', 3, 54.2, 149.59]]);
  // Cases and bottles under one heading, less a discount column: the bottles make the amount.
  t.same(items([
    [100, [40, 'Vare'], [240, 'Ks. Fl.'], [330, 'Pris/fl.'], [400, 'Rabat'], [480, 'Beløb']],
    [116, [40, 'Chablis 1er Cru 2023'], [240, '2'], [270, '12'], right(380, '129,00'), [400, '5 %'], right(520, '1.470,60')],
  ]), [['Chablis 1er Cru 2023', 12, 129, 1470.6]]);
  // A dairy round's Mon–Sat counts between "Product" and "Qty", under no heading of this row.
  t.same(items([
    [95, right(244, 'Mon'), right(270, 'Tue'), right(296, 'Wed')],
    [100, [44, 'Code'], [76, 'Product'], right(403, 'Qty'), right(450, 'Price £'), right(520, 'Net £')],
    [105, right(244, '16/11'), right(270, '17/11'), right(296, '18/11')],
    [118, [44, 'WM4'], [76, 'Whole milk 4 pint'], right(244, '6'), right(270, '6'), right(296, '8'), right(403, '20'), right(450, '1.62'), right(520, '32.40')],
  ], '.'), [['Whole milk 4 pint', 20, 1.62, 32.4]]);
  // A note in one run of words across the columns, its figures inside its sentence.
  t.same(items([
    [100, [40, 'Description'], [330, 'Qty'], [400, 'Price'], [480, 'Amount']],
    [116, [40, 'VESPER ISLE VODKA 80PF'], right(350, '3'), right(440, '179.88'), right(520, '539.64')],
    [132, [40, 'Spirits 66.00 L = 17.44 gal · coolers 48 × 12 oz = 4.50 gal · deposit 10¢ per container.']],
  ], '.'), [['VESPER ISLE VODKA 80PF', 3, 179.88, 539.64]]);
});

t.test('a date column whose periods spilled into the descriptions; an offer with a negative price; a Nordic till line', async (t) => {
  const items = (rows: [number, ...[number, string][]][], decimal: ',' | '.' = '.') =>
    findLineItems([buildRows(makePage(grid(rows)))], decimal).items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);
  t.same(items([
    [100, [40, 'Date'], [110, 'Service'], [330, 'Qty'], [400, 'Rate'], [480, 'Amount']],
    [116, [40, 'Oct 16–Nov 15'], [110, 'Garbage – scheduled lifts'], right(350, '9'), right(440, '38.50'), right(520, '346.50')],
    [130, [40, 'Nov 16–Dec 15'], [110, 'Container rental'], right(350, '1'), right(440, '45.00'), right(520, '45.00')],
    [144, [40, 'Oct 28'], [110, 'Extra lift – on call'], right(350, '1'), right(440, '52.00'), right(520, '52.00')],
  ]).map((i) => i[0]), ['Garbage – scheduled lifts', 'Container rental', 'Extra lift – on call']);
  t.same(readDetailRow('2 x -40,00 -80,00', ','), { sku: null, quantity: 2, unit: null, unitPrice: -40, total: -80 });
  t.same(readShapeRow('1 × Shoyu ramen 121,00 kr.', ',')?.total, 121, 'an amount with "kr." after it');
  t.equal(readShapeRow('Leveret 20. nov. 2026 kl. 19.47', ','), null, 'a clock time after "kl." is no amount');
  t.equal(readShapeRow('Frais de livraison (7 × 3,50) 24,50', ',')?.description, 'Frais de livraison (7 × 3,50)', 'the brackets keep their figures');
  t.equal(readShapeRow('+ Oat milk 0.50', '.')?.description, 'Oat milk', 'a modifier marker');
});

t.test('a guest check\'s modifiers set in under their item: the unpriced one is no start of the priced one\'s name', async (t) => {
  const page = makePage(grid([
    [100, [12, '3'], [26, 'Heron Burger'], right(214, '55.50')],
    [110, [34, 'Med Rare']],
    [119, [34, 'Sub Sweet Pot Fries'], right(214, '2.00')],
    [129, [12, '2'], [26, 'Walleye Tacos'], right(214, '42.00')],
    [145, [12, 'Subtotal'], right(214, '99.50')],
  ], 8));
  t.same(findLineItems([buildRows(page)], '.').items.map((i) => [i.description, i.total]), [['Heron Burger', 55.5], ['Sub Sweet Pot Fries', 2], ['Walleye Tacos', 42]]);
});
