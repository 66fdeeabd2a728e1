import t from 'tap';

import { openPdf } from '../../../engine/pdf/open.js';
import { extractTextLayer, hasUsableText } from '../../../engine/pdf/text-layer.js';
import type { PageText } from '../../../engine/types.js';
import { buildPdf, imageOnlyPdf, setPageRotation, withShiftedToUnicode } from './build-pdf.js';

async function readPages(bytes: Uint8Array): Promise<PageText[]> {
  const doc = await openPdf(bytes, { maxPages: 10 });
  try {
    const pages: PageText[] = [];
    for (let index = 0; index < doc.numPages; index++) {
      pages.push(await extractTextLayer(await doc.getPage(index + 1), index));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

function wordNamed(page: PageText, text: string) {
  const word = page.lines.flatMap((line) => line.words).find((w) => w.text === text);
  if (!word) throw new Error(`no word "${text}" on page ${page.pageIndex}: ${page.lines.map((l) => l.text).join(' | ')}`);
  return word;
}

t.test('words, boxes and reading order on an upright page', async (t) => {
  // pdfkit's (x, y) is the top-left of the text line in points, top-left origin, like ours.
  const [page] = await readPages(await buildPdf((doc) => {
    doc.fontSize(12);
    doc.text('Total due: 123.45', 300, 200, { lineBreak: false });
    doc.text('Invoice Number: INV-1001', 72, 100, { lineBreak: false });
    doc.text('Date: 2024-01-05', 400, 100, { lineBreak: false });
    doc.fontSize(20).text('ACME', 72, 40, { lineBreak: false });
  }));
  t.ok(page);
  if (!page) return;
  t.equal(page.source, 'text-layer');
  t.equal(page.pageIndex, 0);
  t.same([page.width, page.height], [612, 792]);
  t.same(page.lines.map((line) => line.text), [
    'ACME',
    'Invoice Number: INV-1001 Date: 2024-01-05',
    'Total due: 123.45',
  ], 'top to bottom; one row reads left to right');

  const invoice = wordNamed(page, 'Invoice');
  t.ok(Math.abs(invoice.box.x - 72) < 0.5, `Invoice starts at x=72 (got ${invoice.box.x})`);
  t.ok(invoice.box.y > 95 && invoice.box.y < 101, `Invoice top near y=100 (got ${invoice.box.y})`);
  t.ok(invoice.box.h > 11 && invoice.box.h < 15, `12 pt text is about 12-14 pt tall (got ${invoice.box.h})`);
  t.equal(invoice.confidence, 1);
  const date = wordNamed(page, 'Date:');
  t.ok(Math.abs(date.box.x - 400) < 0.5, `Date: starts at x=400 (got ${date.box.x})`);
  const amount = wordNamed(page, '123.45');
  t.ok(amount.box.x > 300 + 50 && amount.box.x + amount.box.w < 300 + 110, 'last word sits at the end of its run');
  t.ok(wordNamed(page, 'ACME').box.h > 18, 'larger type gives a taller box');
  for (const line of page.lines) {
    for (const word of line.words) {
      t.ok(word.box.x >= line.box.x && word.box.x + word.box.w <= line.box.x + line.box.w + 1e-6, 'words inside their line');
    }
  }
});

t.test('a page with /Rotate 90 reads upright in display coordinates', async (t) => {
  const [page] = await readPages(await buildPdf((doc) => {
    setPageRotation(doc, 90);
    // Drawn turned back by 90°, as landscape pages are, so it reads upright once displayed.
    doc.save().rotate(-90, { origin: [300, 500] });
    doc.fontSize(12).text('Rotated hello world', 300, 500, { lineBreak: false });
    doc.restore();
  }));
  if (!page) return t.fail('no page');
  t.same([page.width, page.height], [792, 612], 'displayed as landscape');
  t.same(page.lines.map((line) => line.text), ['Rotated hello world']);
  // Portrait point (300, 500) from the top-left is displayed at (792 - 500, 300).
  const first = wordNamed(page, 'Rotated');
  t.ok(Math.abs(first.box.x - 292) < 0.5, `x (got ${first.box.x})`);
  t.ok(first.box.y > 295 && first.box.y < 301, `y (got ${first.box.y})`);
  t.ok(first.box.w > first.box.h, 'horizontal word box');
  t.ok(wordNamed(page, 'world').box.x > wordNamed(page, 'hello').box.x, 'left to right');
});

t.test('a page drawn sideways without /Rotate is turned to read across', async (t) => {
  const [page] = await readPages(await buildPdf((doc) => {
    doc.save().rotate(90, { origin: [300, 300] });
    doc.fontSize(14).text('Sideways table text', 300, 300, { lineBreak: false });
    doc.text('second row 42.00', 300, 330, { lineBreak: false });
    doc.restore();
  }));
  if (!page) return t.fail('no page');
  t.same([page.width, page.height], [792, 612]);
  t.same(page.lines.map((line) => line.text), ['Sideways table text', 'second row 42.00']);
});

t.test('a diagonal watermark does not break the lines it crosses', async (t) => {
  const [page] = await readPages(await buildPdf((doc) => {
    doc.fontSize(12).text('Subtotal 10.00', 72, 300, { lineBreak: false });
    doc.save().rotate(-45, { origin: [200, 320] }).fontSize(60).text('PAID', 200, 320, { lineBreak: false }).restore();
  }));
  if (!page) return t.fail('no page');
  t.same(page.lines.map((line) => line.text), ['Subtotal 10.00']);
});

t.test('hasUsableText: real text yes; image-only, stray glyphs and broken encodings no', async (t) => {
  const [text] = await readPages(await buildPdf((doc) => doc.text('Invoice INV-77 from Acme Supplies, total 1,234.50', 72, 72)));
  const [image] = await readPages(await imageOnlyPdf(['Invoice INV-77', 'Total 1,234.50']));
  const [pageNumberOnly] = await readPages(await buildPdf((doc) => doc.text('3', 300, 750)));
  if (!text || !image || !pageNumberOnly) return t.fail('missing page');
  t.equal(hasUsableText(text), true);
  t.equal(image.lines.length, 0, 'an image-only page has no text layer');
  t.equal(hasUsableText(image), false);
  t.equal(hasUsableText(pageNumberOnly), false);

  const brokenEncoding = (garbage: string): PageText => ({
    ...text,
    lines: [{ text: garbage, box: { x: 0, y: 0, w: 100, h: 10 }, words: [], confidence: 1 }],
  });
  t.equal(hasUsableText(brokenEncoding('*'.repeat(180) + 'CAR WASH 12.60 Total 13.80' + '='.repeat(120))), true, 'receipt rules are not garbage');
  t.equal(hasUsableText(brokenEncoding('\uE001\uE002\uE003\uE004'.repeat(10) + 'ab12')), false, 'private-use glyph codes');
  t.equal(hasUsableText(brokenEncoding('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'.repeat(3) + 'abc')), false, 'symbol soup');
  t.equal(hasUsableText(brokenEncoding('\u0001\u0002\u0003\u0004\u0005 Total 100.00 Invoice 7788 due')), false, 'control characters');
});

t.test('hasUsableText: a text layer whose ToUnicode map is wrong is not text, in any language', async (t) => {
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
  const invoice = (lines: string[]) => buildPdf((doc) => {
    doc.font(font).fontSize(11);
    lines.forEach((line, index) => doc.text(line, 72, 72 + index * 16));
  });
  const english = ['Harbor Restaurant Supply LLC', 'INVOICE  Invoice Number INV-2048', 'Invoice Date March 15, 2024',
    'Description  Quantity  Unit Price  Amount', 'Chicken breast boneless  4  38.50  154.00', 'Paper towels  2  21.00  42.00',
    'Subtotal 196.00', 'Sales tax 15.68', 'Total due 211.68'];
  const [good] = await readPages(await invoice(english));
  const [broken] = await readPages(withShiftedToUnicode(await invoice(english)));
  if (!good || !broken) return t.fail('missing page');
  t.match(broken.lines[0]?.text, /^Ibscps Sftubvsbou/, 'the fixture really extracts shifted letters');
  t.equal(hasUsableText(good), true);
  t.equal(hasUsableText(broken), false, 'shifted letters');

  // Real text in the other languages partners send stays text.
  const others = [
    ['Bäckerei Müller GmbH · Hauptstraße 12 · 80331 München', 'Rechnung Nr. 2024-118 vom 15.03.2024', 'Weizenbrötchen 120 Stück 0,35 42,00',
      'Zwischensumme 42,00 EUR · zzgl. 7 % MwSt. 2,94 · Gesamtbetrag 44,94 EUR', 'Zahlbar innerhalb von 14 Tagen ohne Abzug'],
    ['Przedsiębiorstwo Handlowe Wiśniewski Sp. z o.o.', 'Faktura VAT nr FV/2024/03/118 z dnia 15.03.2024', 'Nazwa towaru lub usługi Ilość Cena netto Wartość',
      'Usługa transportowa 1 szt. 450,00 450,00', 'Razem do zapłaty 553,50 zł słownie: pięćset pięćdziesiąt trzy złote'],
    ['Dodavatel: Strojírny Hradec Králové s.r.o.', 'Faktura – daňový doklad č. 2024118', 'Datum uskutečnění zdanitelného plnění 15.03.2024',
      'Oprava čerpadla a výměna těsnění 2 hod. 850 Kč', 'Celkem k úhradě 2 057 Kč včetně DPH 21 %'],
    ['Lavandería Ibérica S.L. · Calle del Carmen 134 · Málaga', 'Factura nº F2025/180 · Fecha de emisión 08/12/2025',
      'Servicio lavandería mantelería 1 66,39', 'Chaqueta de cocinero 24 21,01 504,24', 'Importe neto 741,21 · IVA 21 % 155,65 · Total a pagar 896,86'],
  ];
  for (const lines of others) {
    const [page] = await readPages(await invoice(lines));
    t.equal(page && hasUsableText(page), true, lines[0]);
  }
});
