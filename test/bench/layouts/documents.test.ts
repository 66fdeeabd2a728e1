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
import { FRESH8_DOCUMENTS } from '../../../bench/layouts/documents-fresh8.js';
import { FRESH9_DOCUMENTS } from '../../../bench/layouts/documents-fresh9.js';
import { FRESH10_DOCUMENTS } from '../../../bench/layouts/documents-fresh10.js';
import { FRESH11_DOCUMENTS } from '../../../bench/layouts/documents-fresh11.js';
import { FRESH12_DOCUMENTS } from '../../../bench/layouts/documents-fresh12.js';
import { FRESH13_DOCUMENTS } from '../../../bench/layouts/documents-fresh13.js';
import { FRESH14_DOCUMENTS } from '../../../bench/layouts/documents-fresh14.js';
import { FRESH15_DOCUMENTS } from '../../../bench/layouts/documents-fresh15.js';
import { FRESH16_DOCUMENTS } from '../../../bench/layouts/documents-fresh16.js';
import { FRESH17_DOCUMENTS } from '../../../bench/layouts/documents-fresh17.js';
import { FRESH18_DOCUMENTS } from '../../../bench/layouts/documents-fresh18.js';
import { FRESH19_DOCUMENTS } from '../../../bench/layouts/documents-fresh19.js';
import { FRESH20_DOCUMENTS } from '../../../bench/layouts/documents-fresh20.js';
import { FRESH21_DOCUMENTS } from '../../../bench/layouts/documents-fresh21.js';
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
 * first; the engine was then fixed on them, the last (a coffee receipt's tip and total written in
 * by hand above their printed labels) in session 20.
 */
/** Each document of a batch reads right from its text layer, but for the misses listed for it. */
async function readsRightBut(t: Pick<typeof import('tap').t, 'same'>, docs: ProbeDocument[], misses: Record<string, string[]>): Promise<void> {
  for (const doc of docs) {
    const result = await runPipeline(new Uint8Array(await renderPdf(doc)), { kind: doc.kind, limits, ocr });
    t.same(probeMisses(doc, result.documents[0]), misses[doc.name] ?? [], doc.name);
  }
}

t.test('the fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH_DOCUMENTS, {}));

/**
 * The second blind batch (24 documents, 2026-11-23) read 6 of 24 right from their text layers at
 * first, 23 after the fixes it led to, and all 24 since session 22: the French wine merchant's
 * legal form is printed only in its footer, "Caves Lambert & Fils SAS au capital de 80 000 €", and a
 * footer name now ends before its capital as before its register.
 */
t.test('the second fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH2_DOCUMENTS, {}));

/**
 * The third blind batch (20 documents: bills, folios, marketplace, SaaS, credit note, chain
 * receipts) read 8 of 20 right from their text layers at first. Two vendors printed as a brand over
 * the company's name were read as the brand until session 19, when a short name spelt out in full
 * with its legal form elsewhere on the page gave way to that form. "Keukenpapier 4x  3,99", whose
 * pack count was read as a quantity, reads right since session 24 (a column headed by "EUR" alone
 * holds the amounts). Still missed: the marketplace's shipping line whose net unit price is read as
 * its price.
 */
const FRESH3_TEXT_MISSES: Record<string, string[]> = {
  'facture-marketplace-fr-vendeur-tiers': ['items [["Cocotte en fonte émaillée 24 cm, rouge",1,89.9,89.9],["Set de 3 maniques coton",2,12.9,25.8],["Livre « Cuisiner en cocotte »",1,19.9,19.9],["Frais de livraison",null,4.99,5.99]]'],
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
 * led to, and all 16 since session 20: a rounding amount on the row under its label, a unit of
 * sale in brackets after the name ("Marraqueta (kg)"), a tip and total written above their
 * labels, and a till's article numbers before its descriptions.
 */
t.test('the sixth fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH6_DOCUMENTS, {}));

/**
 * The seventh batch (16 invoices and receipts from the countries most partners send, with the
 * awkward structures of real ones) read 7 of 16 right from their text layers at first, all 16
 * after the fixes it led to.
 */
t.test('the seventh fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH7_DOCUMENTS, {}));

/**
 * The eighth batch (16 expense-report invoices and receipts: car rental, wireless bill, hotel
 * folio, marketplace, Tally GST invoice, card slips, pharmacy, taxi, parking, Bewirtungsbeleg)
 * read 6 of 16 right from their text layers at first, 15 after the fixes it led to, and 16 once a
 * line in smaller type under an item (the conference invoice's venue, its attendee) was read as a
 * note rather than more of the item's name.
 */
t.test('the eighth fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH8_DOCUMENTS, {}));

/**
 * The ninth batch (16 restaurant back-office documents: a broadline distributor with catch
 * weights, a beer wholesaler with keg deposits, an adjustment note with a negative total, a linen
 * route, cash-and-carry and market receipts) read 8 of 16 right from their text layers at first,
 * all 16 after the fixes it led to.
 */
t.test('the ninth fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH9_DOCUMENTS, {}));

/**
 * The tenth batch (16 trades, automotive and home-service documents: repair orders with labour and
 * parts sections, a Kfz-Werkstatt, an officina, an oficina, a CIS electrician under the reverse
 * charge, a tow, a tyre centre, a parts store's core charges, a locksmith's card surcharge, a
 * handyman's receipt book, an ITV, an APK, a car wash) read 2 of 16 right from their text layers at
 * first and 10 after the fixes it led to. Still missed: a parts store's name expected in mixed
 * case where it prints capitals, a receipt book's dollars and cents columns, a trade name whose
 * registered name is printed under it without a legal form. The receipt book's ticked "Internet
 * banking" is expected as bank_transfer, a type the API does not have (DECISIONS: card, cash,
 * check, mobile_wallet, gift_card, other, unknown); its printed choice of tenders is read as no
 * payment at all. (Session 23: a till's discount
 * line among its items is an item, and a count read off the front of a name goes back when the
 * detail line under it prints another, which fixed the tyre centre and the car wash; a till's word
 * mark over its company's legal name on the next line gives way to it, which fixed the ITV: 13 of 16.)
 */
const FRESH10_TEXT_MISSES: Record<string, string[]> = {
  'auto-parts-us-tx-core-charge-core-return-core-refund-negative-lines-debit': [
    "vendorName: \"LONE STAR AUTO PARTS\" != \"Lone Star Auto Parts\"",
  ],
  // The contract has no bank-transfer payment type; the batch keeps counts and prices in the names.
  'handyman-nz-receipt-book-dollars-cents-columns-gst15-tick-box-internet-banking': [
    "paymentMethod: null != \"bank_transfer\"",
    "items [[\"Rehang back door – labour\",3.5,55,192.5],[\"Stainless hinges + screws\",null,null,38.4],[\"Fence palings replaced x6\",null,7.9,47.4],[\"Gutter clean – front of house\",null,null,60],[\"Tip fee (green waste)\",null,null,18]]",
  ],
  'wulkanizacja-pl-paragon-wymiana-opon-przechowywanie-nip-nabywcy-gotowka-reszta': [
    "vendorName: \"SERWIS OPON ZIELIŃSKI\" != \"Serwis Ogumienia Marek Zieliński\"",
  ],
};

t.test('the tenth fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH10_DOCUMENTS, FRESH10_TEXT_MISSES));

/**
 * The eleventh batch (16 retail documents: supermarket, minimarket, discounter, hypermarché,
 * supercenter and pharmacy receipts from Malaysia, Indonesia, Germany, France, the US, the UK, Spain
 * and the Netherlands; marketplace, electronics, furniture, cash-and-carry, pharmacy-wholesale,
 * subscription, credit-note and grocery-delivery invoices) read 2 of 16 right from their text
 * layers at first, and 16 after the fixes they led to (session 23).
 */
t.test('the eleventh fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH11_DOCUMENTS, {}));
t.test('the twelfth fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH12_DOCUMENTS, {}));

/**
 * The thirteenth batch (16 documents: construction, agriculture, education and public-sector
 * invoices; travel and transport receipts; from Poland, Czechia, Denmark, Hungary, Romania,
 * Slovenia, Iceland, South Africa, Turkey, Spain, Brazil, Croatia, Norway, Ireland, Latvia and
 * Portugal) read 4 of 16 right from their text layers at first, 13 after the fixes they led to
 * (session 26: Slovenian, Latvian and Icelandic labels, headings and currencies; legal forms
 * ehf., d.d., A.m.b.a., NPC, SIA, Teoranta; whole krónur that count times price make; a group
 * heading set left of its items; Danish "Pris pr. enh."; a rate per litre in a note; a Hungarian
 * "2027. 09." no amount; "HT" inside an item code; the lira's TL and a Turkish "CAD." (Caddesi);
 * a fuel line's count and price printed over it; a Romanian "Seria LST nr. 0447"), 15 in session 27
 * (a construction invoice's cumulative stage table under unreadable headings is no more items; a
 * Romanian net printed beside its VAT in the table's sums row is the subtotal). Still missed: a
 * Spanish taxi whose seller is the driver named under "TAXI".
 */
const FRESH13_TEXT_MISSES: Record<string, string[]> = {
  'taxi-es-sevilla-factura-simplificada-taximetro-tarifa-2-suplemento-estacion-cruza-medianoche-iva-10-incluido-efectivo-cambio': [
    "vendorName: \"TAXI\" != \"José Ángel Muñoz Ibáñez\"",
  ],
};

t.test('the thirteenth fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH13_DOCUMENTS, FRESH13_TEXT_MISSES));

/**
 * The fourteenth batch (16 mainstream documents in the big languages: a US dental statement, a UK
 * solicitor's fee note, a German IT Rechnung, a French telecom facture, a Spanish transport
 * factura, an Italian commercialista's fattura, an Ontario courier invoice, a Dutch accountant's
 * factuur; pharmacy, supermarket, bakery, hardware, convenience-store and electronics receipts)
 * read 5 of 16 right from their text layers at first, 14 after session 27's fixes (an Italian
 * "S.n.c."; a VAT grid row's gross is no tax; a Mexican "MONEDERO ****4471" is a loyalty wallet, not
 * the tender; "Statement Date" and a weak date word inside a sentence; "Date of Service" and
 * "Tooth" columns; "15.10." a date, not an amount; a "K&B" word mark spelt out by its GmbH; a
 * haulier's heading cell whose first words we do not know, joined to its heading word by a slash;
 * a small-type serial line under a till's item; a fuel surcharge set out as an item; an invoice
 * number a sentence names; a till's "PROMOTIONS" heading is no part of the next name). Session 30:
 * a grid's bare "Numero" heading over the number beside "FATTURA". The miss left is listed: a
 * courier's pieces read as each line's count.
 */
const FRESH14_TEXT_MISSES: Record<string, string[]> = {
  'courier-ca-ontario-invoice-letter-waybills-pieces-weight-waiting-time-fuel-surcharge-row-hst-13-amount-due-cad-account-summary': [
    "items [[\"Rush (2 hr) – Brampton to Toronto\",2,null,68],[\"Regular (4 hr) – Brampton to Mississauga\",1,null,38.5],[\"Direct – Brampton to Hamilton\",3,null,96],[\"Overnight – Brampton to Ottawa\",1,null,24.75],[\"Same Day – Brampton to Kingston\",1,null,138],[\"Waiting time at delivery (30 min)\",null,null,22.5],[\"Fuel surcharge 16% on freight of $365.25\",null,null,58.44]]",
  ],
};

t.test('the fourteenth fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH14_DOCUMENTS, FRESH14_TEXT_MISSES));

/**
 * The fifteenth batch (16 documents from Chile, Colombia, Argentina, Peru, Brazil, the
 * Philippines, Kenya, Singapore, Mexico, Nigeria, India and Ticino, written blind in session 27)
 * read 4 of 16 right from their text layers at first. The session ended with its Philippine
 * receipt's currency (English "VAT" beside Quezon City is no pound) and tender ("Diners: 2" is a
 * head count) fixed, and the misses below still open: withholdings that make the amount payable
 * (retención, withholding tax, ISS retido), invoice numbers in tax authority boxes, tills priced
 * by the kilo, a tip written in by hand, a round-off on an Indian pharmacy bill.
 */
const FRESH15_TEXT_MISSES: Record<string, string[]> = {
  'refrigeracion-co-factura-electronica-de-venta-nit-membrete-centrado-rejilla-fechas-iso-iva-19-retencion-en-la-fuente-neto-a-pagar-cufe': [
    "items [[\"Mantenimiento preventivo cuarto frío 12 m³\",2,850000,1700000],[\"Cambio de compresor 3 HP (mano de obra)\",1,1250000,1250000],[\"Recarga refrigerante R404A\",6,95000,570000],[\"Visita técnica de diagnóstico\",2,140000,280000]]",
  ],
  'pharmacy-in-tax-invoice-80mm-gstin-drug-licence-batch-expiry-mrp-discount-round-off-net-payable-cgst-sgst-split-upi-amount-in-words': [
    "tax: 32.76 != 21.84",
  ],
};

t.test('the fifteenth fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH15_DOCUMENTS, FRESH15_TEXT_MISSES));

// Its two misses were a price the till does not print, which a count of 1 and its amount give
// (LineItem.unitPrice in the OpenAPI document); since session 30 the comparison takes a unit price
// that count and amount imply to the cent as the batch's null (bench/layouts/run.ts probeMisses).
t.test('the sixteenth fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH16_DOCUMENTS, {}));

t.test('the seventeenth fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH17_DOCUMENTS, {}));

/**
 * The eighteenth batch (16 restaurant, café, bar and food-delivery bills, written blind in session
 * 30) read 3 of 16 right from their text layers at first (9 of 16 once a unit price that count and
 * amount imply counts as the batch's null, bench/layouts/run.ts), all 16 after the session's fixes: a restaurant's service charge ("Discretionary service 12.5%", "Servizio
 * 12%") is added to the bill; a rounding line makes the total that adds up to the cent the one
 * after it; a till's "+ Oat milk" modifier marker is no part of its name; a delivery app's "121,00
 * kr." amounts, "kl. 19.12" clock times and "Varer i alt" items sum; "Kvittering udstedt af
 * Madløb ApS" names the issuer; a Belgian ASBL is a legal form; an unpriced modifier ("Med Rare")
 * set in under its item is no start of the next priced one's name.
 */

t.test('the eighteenth fresh batch reads right from its text layer', (t) => readsRightBut(t, FRESH18_DOCUMENTS, {}));

/**
 * The nineteenth batch (16 supplier and service invoices and purchase receipts, written blind in
 * session 30) read 6 of 16 right from their text layers at first, 15 after the session's fixes:
 * a hauler's "Current charges" beside a "Total amount due" that carries a past-due balance; a date
 * column's periods ("Oct 16–Nov 15") left of the descriptions; "Descontos" and other plural
 * discount words; "TD01 Fattura" under "Documento" beside "Numero"; an offer's negative unit price
 * ("2 x -40,00"); a meat wholesaler's lines grouped by delivery note, each group with its sum; the
 * Skonto deadline is no due date where the net one is printed; "DISC", "Verpakking", "Emb.", "Ks.
 * Fl.", "Pris/fl.", "Rabat" and "Ant." headings; the bottles, not the cases, where only they make
 * the discounted amount; a freight line with its own article code is an item; a later labelled
 * subtotal that adds up is the net; a dairy round's Mon–Sat counts are no part of the names; a
 * note across the table is no item. The miss left is listed: a bakery's standing order laid out
 * one row per day under product columns headed by their unit prices.
 */
const FRESH19_TEXT_MISSES: Record<string, string[]> = {
  'boulangerie-fr-facture-commande-permanente-une-ligne-par-jour-bl-quantites-par-produit-prix-unitaire-en-tete-avoir-baguettes-non-livrees-livraison-20-tva-5-5-trente-jours-fin-de-mois': [
    "items [[\"Prix unitaire HT (€) 1,05\",null,3.2,0.85],[\"Lundi 16/11/2026 BL 26-4471 40 6 30 5,5 %\",null,null,86.7],[\"Mardi 17/11/2026 BL 26-4472 40 6 30 5,5 %\",null,null,86.7],[\"Mercredi 18/11/2026 BL 26-4473 36 6 24 5,5 %\",null,null,77.4],[\"Jeudi 19/11/2026 BL 26-4474 40 6 30 5,5 %\",null,null,86.7],[\"Vendredi 20/11/2026 BL 26-4475 48 8 36 5,5 %\",null,null,106.6],[\"Samedi 21/11/2026 BL 26-4476 56 8 48 5,5 %\",null,null,125.2],[\"Dimanche 22/11/2026 BL 26-4477 44 6 40 5,5 %\",null,null,99.4],[\"Avoir : 10 baguettes non livrées (BL 26-4474) -10 5,5 %\",null,null,-10.5],[\"Frais de livraison (7 × 3,50)\",7,3.5,24.5]]",
  ],
};

t.test('the nineteenth fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH19_DOCUMENTS, FRESH19_TEXT_MISSES));

/**
 * The twentieth batch (16 invoices and receipts from Central and Eastern Europe, the Baltics, the
 * Nordics and Turkey, written blind in session 31) read 5 of 16 right from their text layers at
 * first, 14 after the session's fixes: headings set on two or three lines ("Nettó" over
 * "egységár", "Eil." over "Nr.", a Turkish e-Arşiv grid); Turkish, Slovak and billing-period
 * headings; whole forint amounts beside their gross, and a forint till's lines with their tax class
 * ("Vajas kifli   A00   294"); "ÖSSZESEN", "SAMTALS" and "Arvonlisävero yhteensä"; "Serija ASP
 * Nr. 0004471"; a bilingual title over its number ("ARVE / INVOICE" over "nr 2026-118"); OÜ,
 * j.d.o.o. and other legal forms; the sum of lines outside VAT added after the taxed total. The
 * misses left are listed: a Polish part number printed after the part's name, read as its code;
 * a Slovenian bill's second section of lines outside VAT, set after the first section's totals.
 */
const FRESH20_TEXT_MISSES: Record<string, string[]> = {
  'serwis-aut-dostawczych-pl-faktura-vat-zlecenie-naprawy-pojazd-nr-rej-vin-przebieg-czesci-rabat-flotowy-robocizna-rbh-mechanizm-podzielonej-platnosci-slownie-sprzedawca-nabywca': [
    "items [[\"Silnik kompletny 2.3 MultiJet F1AGL411, regenerowany\",1,11450,10877.5],[\"Turbosprężarka regenerowana\",1,2380,2261],[\"Zestaw rozrządu z pompą wody\",1,1046.5,1046.5],[\"Olej silnikowy 5W-30 ACEA C3\",7,42.9,300.3],[\"Filtr oleju\",1,38.7,38.7],[\"Filtr powietrza\",1,74.2,74.2],[\"Płyn chłodniczy G12+\",10,14.5,145],[\"Robocizna – wymiana silnika i osprzętu\",14.5,180,2610],[\"Diagnostyka komputerowa i jazda próbna\",1,150,150],[\"Utylizacja zużytych płynów eksploatacyjnych\",1,45,45]]",
  ],
  'telekom-si-racun-poslovni-paket-optika-mobilni-prikljucki-obdobje-obracuna-popust-zvestobe-ddv-22-obrok-za-telefon-placila-tretjim-osebam-niso-predmet-ddv-upn-referenca-za-placilo': [
    "items [[\"Naročnina Poslovni Optika 500/100\",1,39.9,39.9],[\"Naročnina Mobilni Posel L\",2,18.9,37.8],[\"Fiksna IP telefonija – pogovori (min)\",214,0.03,6.42],[\"Prenos podatkov izven paketa (GB)\",2,2.05,4.1],[\"Najem usmerjevalnika Wi-Fi 6\",1,2.5,2.5],[\"Popust zvestobe 10 % (Poslovni Optika)\",null,null,-3.99]]",
  ],
};

t.test('the twentieth fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH20_DOCUMENTS, FRESH20_TEXT_MISSES));

/**
 * The twenty-first batch (16 documents as billing software, e-commerce platforms and POS systems
 * lay them out, written blind in session 31) read 6 of 16 right from their text layers at first,
 * 15 after the session's fixes: a "GST Free" cell in an item's tax column; an unread "ACTIVITY"
 * column left of the descriptions; net and gross amount columns side by side, and a shipping line
 * read from the net one; "Bedrag incl. btw" over a VAT grid beside the totals; "zahlbar ohne
 * Abzug bis"; "Unidades"; an Italian courtesy copy's seller box and its "Denominazione:", its
 * "%IVA" rates and its small totals headings; an ERP's "Per" column; a till's return with a
 * negative count and a "Workshop:" line over its count and price. The miss left is listed: a
 * restaurant's word mark over a "KITCHEN · BAR" tagline, which the batch reads as one name.
 */
const FRESH21_TEXT_MISSES: Record<string, string[]> = {
  'pos-ca-toast-style-restaurant-check-80mm-server-table-guests-qty-first-items-modifiers-subtotal-hst-13-pre-tip-total-suggested-gratuity-lines-card-slip-amount-tip-total-visa-contactless-powered-by': [
    "vendorName: \"HEARTH & HARBOUR\" != \"Hearth & Harbour Kitchen\"",
  ],
};

t.test('the twenty-first fresh batch reads right from its text layer, but for its listed misses', (t) => readsRightBut(t, FRESH21_DOCUMENTS, FRESH21_TEXT_MISSES));

t.test('a miss is named by field, with what was read and what was expected', async (t) => {
  const doc = PROBE_DOCUMENTS.find((d) => d.name === 'credit-note')!;
  const result = await runPipeline(new Uint8Array(await renderPdf(doc)), { kind: doc.kind, limits, ocr });
  t.same(probeMisses({ ...doc, expect: { invoiceNumber: 'CN-9999' } }, result.documents[0]), ['invoiceNumber: "CN-0042" != "CN-9999"']);
  t.same(probeMisses(doc, undefined), ['no document']);
});
