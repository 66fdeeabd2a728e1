// Readings of the blind layout batches' scans, photos and curled slips (bench/layouts, OCR'd
// forms): each damaged string is one PP-OCR produced on those pages. The rules are general: a
// full name whose footer reading is a letter or two off, a card slip's amounts written above their
// labels, a title bar glued to its number, a lost "º", a lost apostrophe before a year, a detail
// line in smaller type under an item.
import t from 'tap';
import { findDates } from '../../../engine/fields/dates.js';
import { extractDocuments } from '../../../engine/fields/index.js';
import { correctLabelTypos } from '../../../engine/fields/labels.js';
import { litreFromOne } from '../../../engine/fields/text.js';
import { findVendor } from '../../../engine/fields/vendor.js';
import { findLabelledValues } from '../../../engine/layout/blocks.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { grid, makePage, type Placed } from './page-fixture.js';

function ocrVendor(placed: Placed[], kind: 'invoice' | 'receipt', language: string): string | null {
  const page = buildRows(makePage(placed, { source: 'ocr' }));
  return findVendor(page, findLabelledValues([page]), page.rows, kind, language).name;
}

t.test('a footer name OCR misread a little still lends the name at the top its legal form', async (t) => {
  const slip = (footer: string) =>
    ocrVendor(
      [
        { text: 'Boulangerie-Patisserie Lemoine', x: 30, y: 28, size: 14, conf: 0.95 },
        ...grid([[60, [30, '58 Grande Rue de la Croix-Rousse - 69004 Lyon']], [90, [30, 'BON DE LIVRAISON']], [120, [30, 'Baguette tradition'], [300, '42,00']], [560, [30, footer]]], 8, 0.8),
      ],
      'receipt',
      'fr',
    );
  t.equal(slip('Boulangnrie-Pltisserie Lemine SARL · SIRET 503 228 174 00016 · RCS Lyon'), 'Boulangerie-Pâtisserie Lemoine SARL', 'three letters off in 28: the top name, the footer\'s form');
  t.equal(slip('Boulangnrie-Pltisserie Lemine SARL SIRFT 503 228 740016 TvA FR 1 503228174 RCS Lyon'), 'Boulangerie-Pâtisserie Lemoine SARL', 'its dots lost: it ends before the misread register code');
  t.equal(slip('Boulangerie Martin et Fils SARL · SIRET 503 228 174 00016 · RCS Lyon'), 'Boulangerie-Pâtisserie Lemoine', 'another firm\'s name is no reading of this one');
});

t.test('a name at the top read a letter off gives way to the full name printed beside it', async (t) => {
  const name = ocrVendor(
    [
      { text: 'Hadlev & Finch', x: 40, y: 20, size: 26, conf: 0.9 },
      ...grid(
        [
          [60, [40, 'Hadley & Finch Builders Merchants Ltd'], [420, 'Invoice date'], [500, '21/11/2026']],
          [80, [40, 'Canal Wharf, Wellington Road, Leeds LS12 1DR']],
          [120, [40, 'Invoice to'], [300, 'Invoice no.'], [420, 'HF-T-339182']],
        ],
        10,
        0.9,
      ),
    ],
    'invoice',
    'en',
  );
  t.equal(name, 'Hadley & Finch Builders Merchants Ltd');
});

t.test('a zero OCR read for an o inside a name is a letter', async (t) => {
  const name = ocrVendor(
    [
      { text: 'BOW RIVER ROASTERS', x: 20, y: 20, size: 14, conf: 0.95 },
      ...grid([[50, [20, '815 1 St SW, Calgary, AB T2P 1N3']], [80, [20, 'Drip Coffee 12 oz'], [180, '3.10']], [300, [20, 'Bow River R0asters Ltd. · GST# 812345678 RT0001']]], 8, 0.85),
    ],
    'receipt',
    'en',
  );
  t.equal(name, 'Bow River Roasters Ltd.');
});

t.test('a footer name ends before its capital: "SAS au capital de 80 000 €"', async (t) => {
  const page = buildRows(
    makePage([
      { text: 'Caves Lambert & Fils', x: 40, y: 30, size: 18 },
      ...grid([[60, [40, '14 quai des Chartrons, 33000 Bordeaux']], [100, [400, 'FACTURE N° FC-26-1187']], [760, [40, 'Caves Lambert & Fils SAS au capital de 80 000 € · RCS Bordeaux 812 456 789 · SIRET 812 456 789 00027']]]),
    ]),
  );
  t.equal(findVendor(page, findLabelledValues([page]), page.rows, 'invoice', 'fr').name, 'Caves Lambert & Fils SAS');
});

t.test('a card slip\'s tip and total written above their labels, on an OCR\'d slip', async (t) => {
  // OCR sets the written amounts a little higher than the labels, so each is offered twice (above
  // the label, and beside it within a line height): one reading, not two.
  const [doc] = extractDocuments(
    [
      makePage(
        grid(
          [
            [20, [40, 'Nonna Lucia Trattoria']],
            [60, [40, '11/21/26 7:48 PM Check #3318']],
            [375, [40, 'Subtotal'], [519, '93.00']],
            [407, [40, 'Tax'], [516, '10.93']],
            [448, [40, 'Amount'], [481, '$103.93']],
            [648, [372, '18.00']],
            [663, [40, 'TIP']],
            [732, [355, '121.93']],
            [747, [40, 'TOTAL']],
          ],
          22,
          0.9,
        ),
        { source: 'ocr', width: 600, height: 1400 },
      ),
    ],
    { kind: 'receipt' },
  );
  t.equal(doc!.fields.tip, 18);
  t.equal(doc!.fields.total, 121.93);
});

t.test('a title bar read as one word with its number: "SALESINVOICE0044781"', async (t) => {
  t.equal(correctLabelTypos('SALESINVOICE0044781'), 'SALES INVOICE 0044781');
  const [doc] = extractDocuments(
    [makePage(grid([[20, [40, 'SALESINVOICE0044781'], [480, 'Page1of1']], [50, [40, 'Northgate Cash & Carry Ltd'], [300, 'Tax point / Date'], [480, '06-Nov-26']], [300, [40, 'Total'], [480, '£251.40']]], 10, 0.9), { source: 'ocr' })],
    { kind: 'invoice' },
  );
  t.equal(doc!.fields.invoiceNumber, '0044781');
  t.equal(correctLabelTypos('INVOICES2024'), 'INVOICES2024', 'a word that only starts like one is left alone');
});

t.test('"N.º" with its º lost under a FATURA title still signs the number', async (t) => {
  const [doc] = extractDocuments(
    [makePage(grid([[20, [40, 'Tipografia Moura & Filhos, Lda.'], [420, 'FATURA']], [44, [40, 'NIF 509884210'], [420, 'N. FT 2026/1187']], [300, [40, 'Total'], [480, '1.230,00 €']]], 10, 0.9), { source: 'ocr' })],
    { kind: 'invoice' },
  );
  t.equal(doc!.fields.invoiceNumber, 'FT 2026/1187');
});

t.test('"Nov 21 \'26" with its apostrophe lost, before the time', async (t) => {
  const iso = (text: string) => findDates(text).map((d) => d.mdy);
  t.same(iso('Nov 2126 8:05 AM'), ['2026-11-21']);
  t.same(iso('Dec 1226 14:02'), ['2026-12-12']);
  t.same(iso('Nov 2025 8:05'), [], 'a year that could be printed is not split');
  t.same(iso('Nov 2126'), [], 'only before a clock time');
});

t.test('on an OCR\'d page a detail line in smaller type under an item is a note', async (t) => {
  const items = (second: Placed) => {
    const [doc] = extractDocuments(
      [
        makePage(
          [
            ...grid([[20, [40, 'Pescados del Norte, S.L.']], [100, [40, 'Artículo'], [300, 'Cantidad'], [400, 'Precio'], [500, 'Importe']], [120, [40, 'Merluza del Cantábrico'], [300, '9,340 kg'], [400, '14,90'], [500, '139,17']]], 10, 0.9),
            second,
            ...grid([[160, [40, 'Lenguado fresco de lonja'], [300, '3,180 kg'], [400, '27,50'], [500, '87,45']], [220, [400, 'Total'], [500, '226,62 €']]], 10, 0.9),
          ],
          { source: 'ocr' },
        ),
      ],
      { kind: 'invoice' },
    );
    return doc!.fields.lineItems.map((li) => li.description);
  };
  t.same(items({ text: 'Merluccius merluccius · FAO 27.VIIc · Lote L2611-0814', x: 40, y: 136, size: 7.5, conf: 0.9 }), ['Merluza del Cantábrico', 'Lenguado fresco de lonja'], 'smaller letters: a note');
  t.same(items({ text: 'de palangre, pieza entera', x: 40, y: 136, size: 10, conf: 0.9 }), ['Merluza del Cantábrico de palangre, pieza entera', 'Lenguado fresco de lonja'], 'letters the name\'s size: the rest of the name');
  t.same(items({ text: 'de palangre, pieza entera', x: 40, y: 136, size: 9.5, conf: 0.9 }), ['Merluza del Cantábrico de palangre, pieza entera', 'Lenguado fresco de lonja'], 'a box a little narrower is still the name\'s size');
});

t.test('a word of the name read with its accent elsewhere on the page takes it', async (t) => {
  const name = (footer: string) =>
    ocrVendor(
      [
        { text: 'Voyages Ferroviaires Alize SAS', x: 40, y: 30, size: 16, conf: 0.95 },
        ...grid([[60, [40, '18 rue de Londres, 75009 Paris']], [100, [400, 'FACTURE']], [120, [300, 'N° de facture'], [440, 'VFA-2611-0042']], [760, [40, footer]]], 8, 0.85),
      ],
      'invoice',
      'fr',
    );
  t.equal(name('Voyages Ferroviaires Alizé SAS au capital de 2 000 000 € · RCS Paris 884 210 337'), 'Voyages Ferroviaires Alizé SAS');
  t.equal(name('RCS Paris 884 210 337 · contact@alize-voyages.fr'), 'Voyages Ferroviaires Alize SAS', 'no accented reading: as read');
  t.equal(
    ocrVendor([{ text: 'BAUMARKT KRAMER GMBH', x: 20, y: 20, size: 14, conf: 0.95 }, ...grid([[50, [20, 'Baumarkt Krämer GmbH · Gewerbestr. 4']], [80, [20, 'Dübel 8 mm'], [180, '3,10']]], 8, 0.85)], 'receipt', 'de'),
    'BAUMARKT KRÄMER GMBH',
    'capitals stay capitals',
  );
});

t.test('a footer name ends with its legal form\'s own dot, not a sentence\'s: "B.V.. KvK 64471820"', async (t) => {
  const name = ocrVendor(
    [{ text: 'Buurtsuper Van Leeuwen', x: 20, y: 20, size: 14, conf: 0.95 }, ...grid([[50, [20, 'Kerkstraat 41, 2011 HE Haarlem']], [80, [20, 'HALFVOLLE MELK 1.5L'], [180, '2,78']], [400, [20, 'Buurtsuper Van Leeuwen B.V.. Kvk 64471820']]], 8, 0.85)],
    'receipt',
    'nl',
  );
  t.equal(name, 'Buurtsuper Van Leeuwen B.V.');
});

t.test('a litre sign read as a 1 after a size is no amount, and reads as l', async (t) => {
  t.equal(litreFromOne('Istarska malvazija 0,75 1'), 'Istarska malvazija 0,75 l');
  t.equal(litreFromOne('Milch 10 I'), 'Milch 10 l');
  t.equal(litreFromOne('Mineralna voda 1 1'), 'Mineralna voda 1 1', 'after a whole number a 1 may be a count');
  t.equal(litreFromOne('Article 2024 I'), 'Article 2024 I');
  t.equal(litreFromOne('Pivo 12° 0,51'), 'Pivo 12° 0,5l', 'glued to a drink\'s size at the end');
  t.equal(litreFromOne('01.001 Baustelleneinrichtung'), '01.001 Baustelleneinrichtung', 'a position number keeps its 1');
  t.equal(litreFromOne('Tarif 12,51'), 'Tarif 12,51');
  const [doc] = extractDocuments(
    [
      makePage(
        grid(
          [
            [20, [40, 'Konoba Stari Mlin']],
            [60, [40, 'Riblja plata za 2 osobe']],
            [74, [60, '1 x 42,00'], [400, '42,00']],
            [88, [40, 'Istarska malvazija 0,75 1']],
            [102, [60, '1 x 28,00'], [400, '28,00']],
            [130, [40, 'UKUPNO EUR'], [400, '70,00']],
          ],
          10,
          0.9,
        ),
        { source: 'ocr' },
      ),
    ],
    { kind: 'receipt' },
  );
  t.same(doc!.fields.lineItems.map((li) => [li.description, li.total]), [['Riblja plata za 2 osobe', 42], ['Istarska malvazija 0,75 l', 28]]);
});

t.test('outline numbers of a bill of quantities run into the descriptions are positions', async (t) => {
  const descriptions = (rows: [string, string][]) => {
    const [doc] = extractDocuments(
      [
        makePage(
          grid(
            [
              [20, [40, 'Bauunternehmung Albrecht GmbH']],
              [100, [40, 'Leistung'], [330, 'Menge'], [400, 'EP'], [500, 'GP']],
              ...rows.map(([text, amount], i): [number, ...[number, string][]] => [120 + i * 16, [40, text], [330, '1'], [400, amount], [500, amount]]),
              [120 + rows.length * 16 + 20, [400, 'Summe netto'], [500, '9.999,00']],
            ],
            10,
            0.9,
          ),
          { source: 'ocr' },
        ),
      ],
      { kind: 'invoice' },
    );
    return doc!.fields.lineItems.map((li) => li.description);
  };
  t.same(descriptions([['01.00l Baustelleneinrichtung', '6.800,00'], ['02.010 Erdaushub Baugrube', '9.280,00'], ['03.020 Stahlbeton Bodenplatte', '18.490,00']]), ['Baustelleneinrichtung', 'Erdaushub Baugrube', 'Stahlbeton Bodenplatte'], 'one of them with a 1 read as l');
  t.same(descriptions([['02.010 Erdaushub Baugrube', '9.280,00'], ['01.001 Baustelleneinrichtung', '6.800,00']]), ['02.010 Erdaushub Baugrube', '01.001 Baustelleneinrichtung'], 'out of order: not positions');
});

t.test('a tax name glued to the word before it: "ALL PRICES EXCLUDEVAT"', async (t) => {
  t.equal(correctLabelTypos('ALL PRICES EXCLUDEVAT'), 'ALL PRICES EXCLUDE VAT');
  t.equal(correctLabelTypos('TOTALVAT 2.00'), 'TOTAL VAT 2.00');
  t.equal(correctLabelTypos('Privat'), 'Privat');
});

t.test('a capitals heading OCR ran together takes its space back where the page prints a word of it alone', async (t) => {
  const name = (footer: string) =>
    ocrVendor([{ text: 'CHEFMARTWHOLESALE CLUB', x: 20, y: 20, size: 14, conf: 0.95 }, ...grid([[50, [20, '2200 S DECATUR BLVD, LAS VEGAS NV']], [80, [20, 'CHIX WINGS JMBO 40LB'], [180, '89.99']], [400, [20, footer]]], 8, 0.85)], 'receipt', 'en');
  t.equal(name('THANK YOU FOR SHOPPING CHEFMART'), 'CHEFMART WHOLESALE CLUB');
  t.equal(name('THANK YOU FOR SHOPPING WITH US'), 'CHEFMARTWHOLESALE CLUB', 'no word of it alone: as read');
});

t.test('no tax is larger than the total: an id beside a misread tax word is no tax', async (t) => {
  // A car wash's receipt as OCR read its scan: "USt-IdNr." with its I read as l.
  const lines: [number, number, number, string][] = [
    [111, 32, 25, 'WASCHPARK SONNENALLEE'], [172, 72, 22, 'Waschpark Sonnenallee GmbH'], [174, 102, 17, 'Sonnenallee 221, 12059 Berlin'],
    [178, 126, 17, 'USt-ldNr. DE 318 447 205'], [45, 169, 20, 'Sa 21.11.2026 14:03'], [473, 168, 24, 'Beleg 77180'],
    [44, 306, 22, 'Waschprogramm PREMIUM'], [491, 306, 21, '17,90 A'], [45, 337, 19, 'Unterbodenwasche'], [501, 335, 25, '3,00 A'],
    [44, 367, 22, 'Sauger-Jeton'], [502, 367, 21, '2,00'], [556, 369, 16, 'A'], [59, 391, 21, '2 × 1,00'],
    [44, 423, 20, 'Waschclub-Rabatt 20 %'], [497, 422, 22, '-3,58'], [552, 424, 17, 'A'], [43, 477, 22, 'Duftbaum Vanille'], [501, 477, 24, '2,49 A'],
    [45, 535, 24, 'SUMME EUR'], [505, 534, 31, '21,81'], [44, 580, 26, 'Apple Pay'], [526, 580, 24, '21,81'],
    [43, 653, 20, 'MwSt'], [230, 653, 20, 'Netto'], [359, 652, 21, 'Steuer'], [528, 653, 20, 'Brutto'],
    [43, 680, 21, 'A 19 %'], [230, 680, 20, '18,33'], [379, 680, 21, '3,48'], [535, 680, 22, '21,81'],
  ];
  const [doc] = extractDocuments([makePage(lines.map(([x, y, size, text]) => ({ text, x, y, size, conf: 0.9 })), { source: 'ocr', width: 640, height: 1000 })], { kind: 'receipt' });
  t.equal(doc!.fields.tax, 3.48);
  t.equal(doc!.fields.total, 21.81);
});

t.test('a header grid\'s field name or a "Field: value" line is no vendor name', async (t) => {
  const name = ocrVendor(
    grid(
      [
        [20, [40, 'INVOICE'], [300, 'Invoice No.'], [440, 'MRT-26-1142']],
        [40, [40, 'BILL TO'], [300, 'Job No.'], [440, 'J-40771']],
        [60, [40, 'Shannon Valley Couriers Ltd'], [300, 'Terms'], [440, '14 days']],
        [100, [40, 'Collected from: M6 westbound, hard shoulder near Junction 9']],
      ],
      10,
      0.9,
    ),
    'invoice',
    'en',
  );
  t.not(name, 'Terms');
  t.not(name, 'Collected from: M6 westbound, hard shoulder near Junction 9');
});
