// The hand-built probe documents (bench/layouts) as text PDFs through the engine's pipeline: each
// must read right on every field and line item it lists. Their scans and photos are benchmarked
// (npm run bench layouts), not tested: OCR time has no place in the test run.
import t from 'tap';
import { PROBE_DOCUMENTS, type ProbeDocument } from '../../../bench/layouts/documents.js';
import { FRESH_DOCUMENTS } from '../../../bench/layouts/documents-fresh.js';
import { FRESH2_DOCUMENTS } from '../../../bench/layouts/documents-fresh2.js';
import { FRESH3_DOCUMENTS } from '../../../bench/layouts/documents-fresh3.js';
import { FRESH4_DOCUMENTS } from '../../../bench/layouts/documents-fresh4.js';
import { FRESH5_DOCUMENTS } from '../../../bench/layouts/documents-fresh5.js';
import { FRESH6_DOCUMENTS } from '../../../bench/layouts/documents-fresh6.js';
import { FRESH7_DOCUMENTS } from '../../../bench/layouts/documents-fresh7.js';
import { renderPdf } from '../../../bench/layouts/render.js';
import { probeMisses } from '../../../bench/layouts/run.js';
import { createOcr } from '../../../engine/ocr/index.js';
import { runPipeline } from '../../../engine/pipeline.js';

const ocr = await createOcr({ intraOpThreads: 1 });
t.teardown(() => ocr.close());
const limits = { maxPages: 5, maxImagePixels: 40_000_000, rasterDpi: 200 };

t.test('every probe document reads right from its text layer', async (t) => {
  for (const doc of PROBE_DOCUMENTS) {
    const result = await runPipeline(new Uint8Array(await renderPdf(doc)), { kind: doc.kind, limits, ocr });
    t.same(probeMisses(doc, result.documents[0]), [], doc.name);
  }
});

/**
 * The fresh batch (written blind to the engine) read 8 of 20 right from their text layers at
 * first; the engine was then fixed on them. What is still missed is listed here, so the test
 * fails when it changes either way: the coffee receipt's tip and total are written in by hand
 * above their printed labels, where no reader looks for a value.
 */
const FRESH_TEXT_MISSES: Record<string, string[]> = {
  'coffee-us-handwritten-tip': ['tip: null != 2', 'total: 9.66 != 11.66'],
};

/** Each document of a batch reads right from its text layer, but for the misses listed for it. */
async function readsRightBut(t: Pick<typeof import('tap').t, 'same'>, docs: ProbeDocument[], misses: Record<string, string[]>): Promise<void> {
  for (const doc of docs) {
    const result = await runPipeline(new Uint8Array(await renderPdf(doc)), { kind: doc.kind, limits, ocr });
    t.same(probeMisses(doc, result.documents[0]), misses[doc.name] ?? [], doc.name);
  }
}

t.test('the fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH_DOCUMENTS, FRESH_TEXT_MISSES));

/**
 * The second blind batch (24 documents, 2026-11-23) read 6 of 24 right from their text layers at
 * first, 23 after the fixes it led to. Still missed: the French wine merchant's legal form, printed
 * only in its footer (the engine keeps the letterhead's name, as an earlier test of the footer rule
 * asks).
 */
const FRESH2_TEXT_MISSES: Record<string, string[]> = {
  'facture-fr-remise-port': ['vendorName: "Caves Lambert & Fils" != "Caves Lambert & Fils SAS"'],
};

t.test('the second fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH2_DOCUMENTS, FRESH2_TEXT_MISSES));

/**
 * The third blind batch (20 documents: bills, folios, marketplace, SaaS, credit note, chain
 * receipts) read 8 of 20 right from their text layers at first. Two vendors printed as a brand over
 * the company's name were read as the brand until session 19, when a short name spelt out in full
 * with its legal form elsewhere on the page gave way to that form. Still missed: the marketplace's shipping line
 * whose net unit price is read as its price, and "Keukenpapier 4x  3,99", whose pack count is
 * read as a quantity.
 */
const FRESH3_TEXT_MISSES: Record<string, string[]> = {
  'facture-marketplace-fr-vendeur-tiers': ['items [["Cocotte en fonte émaillée 24 cm, rouge",1,89.9,89.9],["Set de 3 maniques coton",2,12.9,25.8],["Livre « Cuisiner en cocotte »",1,19.9,19.9],["Frais de livraison",null,4.99,5.99]]'],
  'ticket-be-bilingue-tva-btw': ['items [["Baguette tradition",null,null,1.45],["Lait demi-écrémé / Halfvolle melk 1L",2,1.19,2.38],["Fromage Passendale 300g",null,null,4.79],["Duvel 4x33cl",null,null,7.96],["Eau pétillante / Bruiswater 6x1,5L",null,null,3.54],["Essuie-tout / Keukenpapier",4,null,3.99]]'],
};

t.test('the third fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH3_DOCUMENTS, FRESH3_TEXT_MISSES));

/**
 * The fourth blind batch (14 till receipts and small-firm invoices from nine countries) read 8 of
 * 14 right from their text layers at first, all 14 after the fixes it led to (a pump number above
 * the fuel line, a customer block headed by a bare "Aan").
 */
t.test('the fourth fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH4_DOCUMENTS, {}));

/**
 * The fifth blind batch (15 invoices and receipts from India, Australia, New Zealand, Singapore,
 * South Africa, Hungary, Romania, Turkey, Poland, Finland, Sweden, Mexico, Brazil and Ireland) read
 * 8 of 15 right from their text layers at first, all 15 after the fixes it led to (HSN/SAC
 * columns, UPI, the rand's glued "R", Hungarian, Romanian and Turkish labels and headings, forint
 * amounts without decimals, a Polish "1 x12,99", a Turkish till's "%10" and "*520,00").
 */
t.test('the fifth fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH5_DOCUMENTS, {}));

/**
 * The sixth blind batch (16 invoices and receipts from Portugal, Belgium, Austria, Czechia,
 * Lithuania, Peru, the UK, Kenya, Chile, Croatia, the Philippines, Malaysia, the US, Québec,
 * Slovakia and Estonia) read 3 of 16 right from their text layers at first, 12 after the fixes it
 * led to. Still missed: a Czech VAT recap printed beside the totals box, whose first rate row is
 * read as the totals (its rounding line's amount falls to a row of its own); a Chilean weighed
 * item printed "Marraqueta (kg)", whose unit stays in the description; a US card slip's tip and
 * total written in by hand below the printed amount; and a Québec till's item codes, kept in the
 * descriptions, with a paint tin's "3,78 L" read as its price.
 */
const FRESH6_TEXT_MISSES: Record<string, string[]> = {
  'faktura-cz-ico-dic-dph12-21-variabilni-symbol': ['subtotal: 8065 != 9915', 'tax: 967.8 != 1356.3', 'total: 9032.8 != 11271'],
  'boleta-electronica-cl-rut-iva19-pesos': ['items [["Marraqueta (kg)",1.2,2390,2868],["Empanada de pino",2,2800,5600],["Kuchen de nuez (trozo)",1,2500,2500],["Café cortado",2,1990,3980]]'],
  'restaurant-us-card-slip-handwritten-tip-total': ['tip: null != 18', 'total: 103.93 != 121.93'],
  'recu-qc-quincaillerie-tps-tvq-interac': ['items [["0412877 Vis à bois #8 x 2 po (bte 100)",2,8.99,17.98],["1184403 Ruban à mesurer 25 pi",null,null,19.99],["5530219 Peinture intérieure",null,3.78,54.99],["0988120 Pinceau angulaire 2 po",2,7.49,14.98]]'],
};

t.test('the sixth fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH6_DOCUMENTS, FRESH6_TEXT_MISSES));

/**
 * The seventh batch (16 invoices and receipts from the countries most partners send, with the
 * awkward structures of real ones) read 7 of 16 right from their text layers at first, all 16
 * after the fixes it led to.
 */
t.test('the seventh fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH7_DOCUMENTS, {}));

t.test('a miss is named by field, with what was read and what was expected', async (t) => {
  const doc = PROBE_DOCUMENTS.find((d) => d.name === 'credit-note')!;
  const result = await runPipeline(new Uint8Array(await renderPdf(doc)), { kind: doc.kind, limits, ocr });
  t.same(probeMisses({ ...doc, expect: { invoiceNumber: 'CN-9999' } }, result.documents[0]), ['invoiceNumber: "CN-0042" != "CN-9999"']);
  t.same(probeMisses(doc, undefined), ['no document']);
});
