// Legal forms OCR damaged at the end of a vendor name (issue 3, train split photos: "Harbor Wine
// & Spirits Limlted", "Atlantie Staffing PL C"), and the spaces OCR took out of a name.
import t from 'tap';
import { findLabelledValues } from '../../../engine/layout/blocks.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { findVendor, restoreNameSpaces, separateGluedLegalForm } from '../../../engine/fields/vendor.js';
import { grid, makePage } from './page-fixture.js';

t.test('a spelt-out legal form one slip off is restored', async (t) => {
  t.equal(restoreNameSpaces('Harbor Wine & Spirits Limlted'), 'Harbor Wine & Spirits Limited');
  t.equal(restoreNameSpaces('ACME TRADING LIMITEO'), 'ACME TRADING LIMITED', 'capitals stay capitals');
  t.equal(restoreNameSpaces('Granite Incorporatd'), 'Granite Incorporated');
  t.equal(restoreNameSpaces('Staffing PL C'), 'Staffing PLC', 'a short form split at its last letter');
  t.equal(restoreNameSpaces('Limlted'), 'Limlted', 'a name of one word is left alone');
  t.equal(restoreNameSpaces('Smith Compane Inc'), 'Smith Compane Inc', 'only the last word is a legal form');
  t.equal(restoreNameSpaces('Fine Wines Linited Edition'), 'Fine Wines Linited Edition');
});

t.test("a dotted legal form keeps its last dot, its comma's space, and a curled Inc. its capital (OCR'd layout batches)", async (t) => {
  t.equal(restoreNameSpaces('LinkaNet Telecomunicazioni S.p.A'), 'LinkaNet Telecomunicazioni S.p.A.');
  t.equal(restoreNameSpaces('Pekárna U Mlyna s.r.o'), 'Pekárna U Mlyna s.r.o.');
  t.equal(restoreNameSpaces('Autos Mediterráneo Rent a Car,S.L.'), 'Autos Mediterráneo Rent a Car, S.L.');
  t.equal(restoreNameSpaces('Bahay Kubo Coffee Roasters, nc.'), 'Bahay Kubo Coffee Roasters, Inc.');
  t.equal(restoreNameSpaces('Müller GmbH & Co.KG'), 'Müller GmbH & Co.KG', 'no dot after a two-letter part');
  t.equal(restoreNameSpaces('Studio B'), 'Studio B', 'a lone letter is no abbreviation');
});

t.test('a short legal form glued to the end of a name is split off', async (t) => {
  t.equal(restoreNameSpaces('Distribution LumiereSA'), 'Distribution Lumiere SA');
  t.equal(restoreNameSpaces('Papeleria ModernaSL'), 'Papeleria Moderna SL');
  t.equal(restoreNameSpaces('CoSA Foods'), 'CoSA Foods', 'inside a name the letters are the brand\'s');
  t.equal(restoreNameSpaces('NASA'), 'NASA');
});

t.test('an ampersand OCR set tight between two words of a name is spaced', async (t) => {
  t.equal(restoreNameSpaces('Metro Power&Light'), 'Metro Power & Light');
  t.equal(restoreNameSpaces('Johnson&Johnson Ltd'), 'Johnson & Johnson Ltd');
  t.equal(restoreNameSpaces('AT&T Services'), 'AT&T Services', 'initials keep theirs');
  t.equal(restoreNameSpaces('B&Q plc'), 'B&Q plc');
  // Spaced on one side only: the other space was lost (a photographed header band).
  t.equal(restoreNameSpaces('Midland Recovery &Towing Ltd'), 'Midland Recovery & Towing Ltd');
  t.equal(restoreNameSpaces('Holm& Søn Tømrer ApS'), 'Holm & Søn Tømrer ApS');
});

t.test('the vendor name on an OCR page reads with its legal form restored', async (t) => {
  const page = buildRows(
    makePage(
      [
        { text: 'Harbor Wine & Spirits Limlted', x: 40, y: 34, size: 16, conf: 0.94 },
        ...grid(
          [
            [60, [40, 'Unit 22, Mill Lane, London E4 9QJ']],
            [100, [400, 'INVOICE']],
            [120, [300, 'Invoice No.'], [440, 'INV-2023-6608']],
          ],
          10,
          0.9,
        ),
      ],
      { source: 'ocr' },
    ),
  );
  t.equal(findVendor(page, findLabelledValues([page]), page.rows, 'invoice', 'en').name, 'Harbor Wine & Spirits Limited');
});

t.test('a split-off legal form lets the accents of the word before it come back', async (t) => {
  const page = buildRows(
    makePage(
      [
        { text: 'Distribution LumiereSA', x: 40, y: 34, size: 16, conf: 0.94 },
        ...grid([[60, [40, '12 rue de la Paix, 75002 Paris']], [100, [400, 'FACTURE']]], 10, 0.9),
      ],
      { source: 'ocr' },
    ),
  );
  t.equal(findVendor(page, findLabelledValues([page]), page.rows, 'invoice', 'fr').name, 'Distribution Lumière SA');
});

t.test('a glued "e.K." is spaced off before the name\'s words are read (train photo)', async (t) => {
  t.equal(separateGluedLegalForm('Kriger GroBkichentechnike.K.'), 'Kriger GroBkichentechnik e.K.');
  t.equal(separateGluedLegalForm('Nord Getrankee.K.'), 'Nord Getranke e.K.', 'a word ending in e keeps it');
  t.equal(separateGluedLegalForm('Nord Getränke e.K.'), 'Nord Getränke e.K.', 'a spaced form stays');
  t.equal(separateGluedLegalForm('MullerGmbH'), 'Muller GmbH');
  const vendor = (name: string) => {
    const page = buildRows(
      makePage(
        [
          { text: name, x: 40, y: 34, size: 16, conf: 0.94 },
          ...grid([[60, [40, 'Gewerbepark 41']], [74, [40, '60311 Frankfurt am Main']], [100, [400, 'Rechnung']], [120, [300, 'Rechnungsnummer:'], [440, 'A-71237']]], 10, 0.9),
        ],
        { source: 'ocr' },
      ),
    );
    return findVendor(page, findLabelledValues([page]), page.rows, 'invoice', 'de').name;
  };
  t.equal(vendor('Kriger GroBkichentechnike.K.'), 'Krüger Großküchentechnik e.K.', 'ß read as B, ü as i, the form glued on');
  t.equal(vendor('Nord Getrinke e.K.'), 'Nord Getränke e.K.', 'ä read as i');
});

t.test('a footer name read by OCR gets its accents back and ends at "GmbH & Co. KG" before its register', async (t) => {
  const page = buildRows(
    makePage(
      [
        // The logo's last letter lost on a photo; the full name only in the footer.
        { text: 'Rheinland Gastro-GroBmark', x: 40, y: 34, size: 16, conf: 0.9 },
        ...grid(
          [
            [60, [40, 'Emil-Hoffmann-Str. 21, 50996 Koln']],
            [100, [400, 'Rechnung']],
            [120, [300, 'Rechnungs-Nr.'], [440, '0418-336902']],
            [700, [40, 'Rheinland Gastro-GroBmarkt GmbH& Co. KG Sitz Koln · Amtsgericht Koln HRA 28841 · Geschaftsfuhrer: J. Brandt']],
          ],
          10,
          0.9,
        ),
      ],
      { source: 'ocr' },
    ),
  );
  t.equal(findVendor(page, findLabelledValues([page]), page.rows, 'invoice', 'de').name, 'Rheinland Gastro-Großmarkt GmbH & Co. KG');
});

t.test('a delivery app\'s lower-case word mark over "Kvittering udstedt af Madløb ApS"; a Belgian ASBL under its festival\'s banner', async (t) => {
  const vendorOf = (rows: Parameters<typeof grid>[0], kind: 'invoice' | 'receipt', language: string) => {
    const page = buildRows(makePage(grid(rows)));
    return findVendor(page, findLabelledValues([page]), page.rows, kind, language).name;
  };
  t.equal(vendorOf([
    [18, [24, 'madløb']],
    [76, [24, 'Tak for din bestilling, Sofie!']],
    [230, [24, '1 ×'], [50, 'Shoyu ramen'], [280, '121,00 kr.']],
    [422, [24, 'I alt'], [280, '181,30 kr.']],
    [606, [24, 'Kvittering udstedt af Madløb ApS · CVR-nr. 44718820']],
  ], 'receipt', 'da'), 'Madløb ApS');
  t.equal(vendorOf([
    [18, [40, 'NAMUR STREET FOOD FESTIVAL']],
    [90, [40, 'Les Saveurs de Meuse ASBL']],
    [103, [40, 'Rue de Fer 44, 5000 Namur']],
    [150, [40, 'Facture n°'], [140, 'FSM-2026-0388']],
    [786, [40, 'Les Saveurs de Meuse ASBL · Rue de Fer 44, 5000 Namur · BE 0744.718.204']],
  ], 'invoice', 'fr'), 'Les Saveurs de Meuse ASBL');
});
