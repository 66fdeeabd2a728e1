import t from 'tap';
import { findLabelledValues } from '../../../engine/layout/blocks.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { findVendor, vendorDisqualifier } from '../../../engine/fields/vendor.js';
import { grid, makePage } from './page-fixture.js';

function vendorOf(items: ReturnType<typeof grid>, kind: 'invoice' | 'receipt' = 'invoice') {
  const page = buildRows(makePage(items));
  return findVendor(page, findLabelledValues([page]), page.rows, kind);
}

t.test('the customer in the Bill To block is not the vendor, even in a bigger font', async (t) => {
  const r = vendorOf([
    { text: 'INVOICE', x: 40, y: 30, size: 20 },
    ...grid([
      [70, [40, 'Bill To:'], [350, 'From:']],
      [84, [40, 'Contoso Pharmacy Plc'], [350, 'Fabrikam Supplies Ltd']],
      [98, [40, '8 Market Street'], [350, '12 Harbour Road']],
      [112, [40, 'Leeds LS1 4AP'], [350, 'Bristol BS1 4DJ']],
      [140, [350, 'Invoice No: 1001']],
    ]),
  ]);
  t.equal(r.name, 'Fabrikam Supplies Ltd');
});

t.test('a prominent name at the top wins over titles, addresses and contacts', async (t) => {
  const r = vendorOf([
    { text: 'RECHNUNG', x: 400, y: 30, size: 22 },
    { text: 'Müller Gastro GmbH', x: 40, y: 34, size: 16 },
    ...grid([
      [60, [40, 'Hauptstraße 12']],
      [72, [40, '10115 Berlin']],
      [84, [40, 'Tel. +49 30 1234567']],
      [96, [40, 'info@mueller-gastro.de']],
      [130, [40, 'Rechnungsempfänger']],
      [142, [40, 'Café Sonne KG']],
    ]),
  ]);
  t.equal(r.name, 'Müller Gastro GmbH');
  t.ok(r.confidence > 0.8);
});

t.test('receipts: the first line is the merchant even when an item repeats', async (t) => {
  const r = vendorOf(
    grid([
      [20, [60, 'Papelería Moderna']],
      [34, [40, 'Calle Mayor 5']],
      [48, [40, '12/07/2022 22:06']],
      [62, [10, 'LABELS ADDR 750']],
      [76, [10, 'WIRELESS MOUSE'], [160, '21,90']],
      [90, [10, 'LABELS ADDR 750'], [160, '15,43']],
    ]),
    'receipt',
  );
  t.equal(r.name, 'Papelería Moderna');
});

t.test('disqualifies what cannot be a name', async (t) => {
  t.equal(vendorDisqualifier('INVOICE'), 'title');
  t.equal(vendorDisqualifier('123 Main Street'), 'address');
  t.equal(vendorDisqualifier('info@acme.com'), 'contact');
  t.ok(vendorDisqualifier('Invoice No: 12'));
  t.equal(vendorDisqualifier('*** REPRINT ***'), 'copy mark', 'a reprint mark over the merchant is no name');
  t.equal(vendorDisqualifier('*** DUPLICADO ***'), 'copy mark');
  t.equal(vendorDisqualifier('Copy Shop Ltd'), null, 'a name with the word in it stays a name');
  t.equal(vendorDisqualifier('Subtotal: 12.00'), 'label');
  t.equal(vendorDisqualifier('Cash & Carry Depot'), null, 'a label word inside a name is fine');
  t.equal(vendorDisqualifier('Harbor Freight Logistics Inc.'), null, 'a strong label word ("Freight") inside a company name too');
  t.equal(vendorDisqualifier('Harbor Freight: 25.00'), 'label');
  t.equal(vendorDisqualifier('M. et Mme Laurent'), 'addressee', 'the customer addressed');
  t.equal(vendorDisqualifier('Herrn Klaus Berger'), 'addressee');
  t.equal(vendorDisqualifier('Familie Berger'), 'addressee');
  for (const brand of ['Mr. Bricolage', 'Mrs. Fields Cookies', 'Madame Tussauds', 'Monsieur Bleu']) t.equal(vendorDisqualifier(brand), null, `${brand} is a brand`);
  t.equal(vendorDisqualifier('12/03/2024'), 'not words');
  // OCR glues Mexican legal forms ("S.A.de C.V."): ".de" after a short word is no web domain.
  t.equal(vendorDisqualifier('Frutas Del Valle S.A.de C.V.'), null);
  t.equal(vendorDisqualifier('FrutasDel Valle SA.de C.V'), null);
  t.equal(vendorDisqualifier('Visit shop.de for offers'), 'contact', 'a real domain still disqualifies');
});

t.test('OCR names: lost spaces, split legal forms, l for I, dropped accents', async (t) => {
  const { restoreNameSpaces } = await import('../../../engine/fields/vendor.js');
  const { restoreDiacritics } = await import('../../../engine/fields/diacritics.js');
  t.equal(restoreNameSpaces('ParkhausZentrum'), 'Parkhaus Zentrum');
  t.equal(restoreNameSpaces('BeckerGetrankeGmbH'), 'Becker Getranke GmbH');
  t.equal(restoreNameSpaces('FreshMart'), 'FreshMart', 'short brand words stay joined');
  t.equal(restoreNameSpaces('McDonaldSupplyCompany'), 'McDonald Supply Company');
  t.equal(restoreNameSpaces('Heritage Provisions L td'), 'Heritage Provisions Ltd');
  t.equal(restoreNameSpaces('Hurtownia Kowalski Sp. Z 0.0.'), 'Hurtownia Kowalski Sp. z o.o.');
  t.equal(restoreNameSpaces('BOULANGERIEDUPONTSARL'), 'BOULANGERIEDUPONT SARL');
  t.equal(restoreNameSpaces('ACME ZINC'), 'ACME ZINC');
  t.equal(restoreNameSpaces('Hurtownia Kowalski Sp. z 0.o'), 'Hurtownia Kowalski Sp. z o.o.');
  t.equal(restoreNameSpaces('lronwood Foods'), 'Ironwood Foods');
  t.equal(restoreNameSpaces('MerCAdoNA S.A.'), 'MERCADONA S.A.', 'a capitals word read in mixed case');
  t.equal(restoreNameSpaces('McDonald DuPont iPhone BaNk'), 'McDonald DuPont iPhone BaNk', 'one case flip is how brands are written');
  t.equal(restoreDiacritics('Comercial Garcia S.L.U.', 'es'), 'Comercial García S.L.U.');
  t.equal(restoreDiacritics('Alimentacion Castilla', 'es'), 'Alimentación Castilla');
  t.equal(restoreDiacritics('Laura Martin Diseno Grafico', 'es'), 'Laura Martín Diseño Gráfico');
  t.equal(restoreDiacritics('Disenio de logotipo, Compania Espaniola', 'es'), 'Diseño de logotipo, Compañía Española', 'ñ read as "ni"');
  t.equal(restoreDiacritics('Dubel 10 mm, Pauschale fur Anfahrt', 'de'), 'Dübel 10 mm, Pauschale für Anfahrt', 'German item words');
  t.equal(restoreDiacritics('Faux fur coat', 'en'), 'Faux fur coat', 'English fur stays');
  t.equal(restoreDiacritics('main dceuvre', 'fr'), "main d'œuvre", 'the apostrophe lost before œ');
  t.equal(restoreDiacritics('Martin Marietta Corp', 'en'), 'Martin Marietta Corp', 'an English Martin stays');
  t.equal(restoreDiacritics('Grafico Italiano', 'it'), 'Grafico Italiano', 'Italian spells grafico plain');
  t.equal(restoreDiacritics('Silva Distribuicao e Construcoes Lda', 'pt'), 'Silva Distribuição e Construções Lda', 'Portuguese -ção, -ções');
  t.equal(restoreDiacritics('Comercio de Frutas Sao Joao', 'pt'), 'Comércio de Frutas São João');
  t.equal(restoreDiacritics('Design e paginaçao, Construçoes', 'pt'), 'Design e paginação, Construções', 'a regular ending whose cedilla OCR read');
  t.equal(restoreDiacritics('Caffe della Citta', 'it'), 'Caffè della Città');
  t.equal(restoreDiacritics('Piekarnia Ztoty Ktos', 'pl'), 'Piekarnia Złoty Kłos', 'Polish ł, which OCR reads as t');
  t.equal(restoreDiacritics('Hurtownia Uslugi Wroclaw', 'pl'), 'Hurtownia Usługi Wrocław');
  t.equal(restoreDiacritics("Renovation : main d'ceuvre", 'fr'), "Rénovation : main d'œuvre", 'OCR reads œ as ce');
  t.equal(restoreDiacritics('Renovation works', 'en'), 'Renovation works');
  t.equal(restoreDiacritics('Sud Getranke GmbH', 'de'), 'Süd Getränke GmbH');
  t.equal(restoreDiacritics('Energie Nord GmbH', 'de'), 'Energie Nord GmbH', 'a German word is not made French');
  t.equal(restoreDiacritics('Garcia Imports', 'en'), 'Garcia Imports', 'English documents are left alone');
});

t.test('a legal form alone is no name', async (t) => {
  for (const form of ['S.R.L.', 'GmbH', 'Inc.', 'Sp. z o.o.']) t.equal(vendorDisqualifier(form), 'legal form alone', form);
  t.equal(vendorDisqualifier('Salado S.R.L.'), null);
});
