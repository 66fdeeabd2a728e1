// An eleventh fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-24 blind to the engine: their author read only documents.ts,
// documents-fresh10.ts (for the format and the conventions) and render.ts (for the page, the fonts and
// the drawing commands), nothing under engine/, server/, data/, models/ or test/, and ran neither the
// engine, the tests nor a benchmark (only the type check and a script that renders these documents
// through render.ts). The theme is RETAIL: what shoppers photograph most, long till slips from
// supermarkets, discounters, hypermarkets, big-box stores and a pharmacy, and the paperwork of
// e-commerce and retail (a marketplace order, an electronics store, a furniture store, a cash-and-carry,
// a pharmaceutical wholesaler, a subscription box, a webshop's credit note, a grocery home delivery),
// from Malaysia, Indonesia, Germany, France, the US, the UK, Spain, the Netherlands, Poland, Portugal,
// Switzerland, Italy and Australia; eleven of the sixteen are not in English (German, French, Spanish,
// Italian, Dutch, Portuguese, Polish, Indonesian), each with the traps real ones carry.
// Invoices: France (a marketplace FACTURE issued by a third-party seller under the marketplace's word
// mark: "Vendu par" the seller, invoice number FR-MS-2026-004471 beside the order number
// 402-4471183-0552917 and three dates, unit prices both HT and TTC with a TVA % per line (20 % and
// 5,5 %), a promotion row -5,00 € and a shipping row inside the table, a VAT table, Total TTC, paid by
// card and "0,00 €" due, the marketplace's own SAS in the footer), Poland (an electronics store's
// FAKTURA VAT issued for a receipt "Paragon nr 118/0442": Sprzedawca and Nabywca with NIP, a TV and a
// soundbar with "S/N:" and EAN lines under them, a 3-year extended warranty at "zw" with its policy
// number, netto / VAT / brutto per line, the summary by rate, Do zapłaty and the amount in words),
// Portugal (a furniture store's FATURA with ATCUD: a five-cell grid whose "Vencimento" reads "Na
// entrega", Desc. 10 % on two lines, Total ilíquido, Desconto comercial, Total sem IVA, IVA 23 %,
// TOTAL, then a deposit paid against its own invoice-receipt FR A2026/0912 and "A PAGAR NA ENTREGA"
// on a dark band), Switzerland (a cash-and-carry RECHNUNG to a restaurant: case packs "6 x 1 L",
// "24 x 33 cl", "4 x 2.5 kg" in an Inhalt column, Kolli, a unit price "4.95 /L" and a case price
// "29.70", crate deposits without VAT after the drinks and a crate return at -4 Kolli, MWST codes 0 / 1
// / 2 (2.6 %, 8.1 %), Rundung to 5 Rappen and "Zahlbar bis 18.12.2026"), Italy (a pharmaceutical
// wholesaler's FATTURA DIFFERITA TD24 to a pharmacy: two DDT references, AIC / minsan codes, Lotto and
// Scad. "08/2029" columns beside Q.tà, wholesaler descriptions "TACHIPIRINA*20CPR 500MG", Sc.% 5 and
// 10, IVA 10 and 22 per line, a transport charge in the totals, TOTALE DOCUMENTO, an SDD payment box
// with Scadenza 31/12/2026), the UK (a subscription box INVOICE: zero-rated box and standard-rated
// add-ons with VAT per line, a subscriber discount -£3.20, Subtotal (excl. VAT), VAT, Total (incl. VAT)
// £53.75, a gift card -£25.00 and a card charge -£28.75 leaving £0.00 due, the next charge £32.00 on
// 03/12/2026), the Netherlands (a webshop CREDITNOTA for a return: its own number beside the original
// invoice F-2026-118204 and an RMA, negative quantities "-1" / "-2", negative amounts and a positive
// return-shipping charge, "€ -136,35", "€ -28,63" and "Totaal te crediteren € -164,98"), Australia (a
// grocery home-delivery TAX INVOICE: Ordered and Supplied columns, "#" before GST-free items, weighed
// items supplied at "1.12 kg" and "0.842 kg", an unavailable item at $0.00, a substitute with the
// ordered product in a note, delivery and bag fees in the totals, "GST included in total" and a released
// pre-authorisation of $120.00).
// Receipts (226 pt wide, up to 730 pt long): Malaysia (a hypermarket TAX INVOICE in the SROIE style:
// "SERI MEGAMART SDN BHD (1044718-K)", SST registration, barcode / description / "2 X 6.79" on three
// lines per item with tax codes S and E, a weighed "0.846 KG X 6.99/KG", a PROMO line -1.48, TOTAL
// SALES (INCL. SST) 192.57, ROUNDING ADJ -0.02, TOTAL AMT PAYABLE 192.55, CASH 200.00, CHANGE 7.45, an SST
// summary), Indonesia (a minimarket struk: "PT ... TBK", NPWP, "5 X 3.500" with amounts "17.500", two
// DISC lines, HARGA JUAL, TOTAL DISKON, TOTAL BELANJA 193.400, TUNAI 200.000, KEMBALIAN 6.600, BKP /
// DPP / PPN / NON BKP), Germany (a discounter Kassenbon: A / B codes, "2 x 1,09", weighed "0,846 kg x
// 1,69 EUR/kg", a Preisvorteil -1,80, "Pfand Einweg" lines "6 x 0,25" after the drinks, a Leergut
// voucher -3,75, "zu zahlen", EC-Karte with a girocard slip, a MwSt table, TSE), France (a hypermarché
// ticket: TVA codes 1 / 2, "REMISE 2 ACHETES = 1 OFFERT" and "REMISE 2E A -50%" as negative lines, a
// loyalty advantage credited to the card and not deducted, TOTAL A PAYER, CB EMV, the TVA table, the
// fidélité block and the CB slip), the US (an Ohio supercenter: UPCs in the middle of each line, N / T
// flags, "2.84 lb @ 1 lb /0.50", "2 AT 1 FOR 7.98", a coupon and a rewards deal printed "1.00-" and
// "3.00-", SUBTOTAL, state, county and transit taxes, VISA CREDIT, CHANGE DUE 0.00, "YOU SAVED $4.00
// TODAY"), the UK (a superstore: loyalty card price savings and a multibuy saving as negative lines,
// weighed broccoli, BALANCE DUE, CONTACTLESS VISA DEBIT, TOTAL SAVINGS, "A = VAT 20%" with VAT £2.32),
// Spain (a pharmacy factura simplificada: three prescription medicines whose Importe is the 40 %
// aportación of the PVP, IVA 4 / 10 / 21 %, a Dto. 15 %, Efectivo and Cambio, the IVA table, the part
// borne by the SNS), the Netherlands (a supermarket kassabon: AANTAL / PRIJS / BEDRAG with the PRIJS
// only for multiples, statiegeld lines, weighed cheese, three BONUS discounts between SUBTOTAAL and
// TOTAAL, PIN with a V PAY slip, a BTW table with the statiegeld without BTW). Date forms: "16 novembre
// 2026" with 12 and 14 novembre; 2026-11-19 and 2026-11-18; 2026-11-10, 2026-10-24 and 2026-11-27;
// 18.11.2026 and 18.12.2026; 20/11/2026, 17/11/2026, 19/11/2026 and 31/12/2026; "3 November 2026"
// with 03/11/2026 – 02/12/2026; 17-11-2026, 04-11-2026 and 13-11-2026; 19/11/2026 and 17/11/2026 21:14;
// on receipts "14/11/2026 19:42", "22-11-2026 18:07:33", "Fr 20.11.2026 17:31", "07/11/2026 10:47",
// "11/15/26 15:18:44", "23/11/2026 19:05", "12/11/2026 11:26" and "za 21-11-2026 16:52". render.ts
// draws one page only, so no document continues on a second page. Once the engine has been fixed on
// any of them they are a development set like documents.ts, and stop measuring anything unbiased.
// Conventions as fresh10: `expect` lists only fields the printed text makes certain. subtotal is the
// printed pre-tax subtotal (the French Total HT, the Polish Razem netto, the Portuguese Total sem IVA,
// the Swiss Total exkl. MWST with its VAT-free deposits, the Italian Totale imponibile with the
// transport charge, the UK Subtotal (excl. VAT), the US SUBTOTAL); it is left out on tax-inclusive
// receipts and where the only printed subtotal includes the tax (the Australian Items subtotal, the
// Dutch SUBTOTAAL before the bonus). tax is the sum of the taxes printed (the three US sales taxes, the
// VAT of every rate); the Indonesian tax is the printed PPN and the Spanish one the IVA table's total.
// total is the document's own total BEFORE a deposit or a payment is taken off (the Portuguese TOTAL
// and not the amount due on delivery, the UK Total (incl. VAT) and not the £0.00 left after the gift
// card and the card), after the printed rounding (the Swiss Rechnungsbetrag, the Malaysian TOTAL AMT
// PAYABLE), and on receipts the amount paid. A credit note keeps the printed signs: its subtotal, tax,
// total and the returned lines are negative. `items` lists every billed line in the item table exactly
// as printed (description, quantity, unit price, amount), null where a quantity or unit price is not
// printed; a discounted line keeps its list unit price and its discounted amount (the Portuguese and
// Italian Desc. / Sc.% lines, the Spanish Dto. 15 %, and the Spanish prescription lines, whose Importe
// is the patient's aportación of the printed PVP: quantity 1, unit price the PVP, amount the
// aportación); negative lines printed among the items (multi-buy and coupon lines, card-price savings,
// DISC and PROMO lines, the Leergut voucher, a promotion row in the table) are items with negative
// amounts; fees, surcharges and discounts printed in the totals block are not items (the Italian
// transport charge, the Australian delivery and bag fees, the Dutch BONUS lines between SUBTOTAAL and
// TOTAAL), but fee rows inside the table are (the French shipping row). Decided here for new cases: a
// weighed item has the weight as its quantity and the price per kg (or lb) as its unit price, the
// amount as printed (rounded from their product); a deposit line ("Pfand Einweg", "STATIEGELD", "Depot
// Harass") is an item with its count and unit deposit where printed; a returned line printed with a
// negative count ("-4" crates, "-1" on the credit note) has that negative quantity, the positive unit
// price and the negative amount; where both a net and a gross unit price are printed (the French
// marketplace) the unit price is the one the amount column multiplies (TTC there); where a unit price
// and a case price are printed (the Swiss Kolli) the quantity is the number of cases and the unit price
// the case price; the Australian quantity is the Supplied column (the unavailable butter is an item at
// quantity 0 and amount 0, the substitute is the item and the ordered product under it is a note); the
// Polish lines carry their netto price and netto value, as faktura-pl in documents.ts. The vendor is
// the seller in its most complete printed form (the legal name under a word mark or in the footer; the
// third-party seller and not the marketplace; the Spanish pharmacy's C.B.). paymentMethod is the payment
// TYPE, on receipts only: card (EC-Karte, CB EMV, VISA CREDIT, CONTACTLESS VISA DEBIT, PIN), cash (CASH,
// TUNAI, Efectivo).
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH11_DOCUMENTS: ProbeDocument[] = [

  // French marketplace FACTURE issued by a third-party seller (A4): the marketplace's word mark "vitrinia"
  // top left, "Facture" and "Payé" right; "Vendu par" the seller's SARL with its TVA and SIRET; the date
  // of invoice and delivery "16 novembre 2026", the invoice number FR-MS-2026-004471 and "Total à payer";
  // billing and delivery (relay point) addresses; the order block with the order date 12 novembre 2026,
  // order number 402-4471183-0552917 and the dispatch date; a table with Qté, unit price HT, TVA % and
  // unit price TTC per line, Total (TTC): a teapot at 20 %, a promotion row -5,00 € at 20 %, tea and a
  // book at 5,5 %, two infusers at 20 % and a shipping row; a VAT table by rate; Total HT, Total TVA,
  // Total TTC, paid by Visa 12/11/2026, 0,00 € due; the note that the marketplace is not the seller; the
  // marketplace's SAS and the seller's RCS in the footer.
  { name: 'marketplace-fr-facture-vendeur-tiers-commande-vs-facture-promo-livraison-tva-par-ligne', kind: 'invoice', expect: { vendorName: 'Maison & Saveurs SARL', invoiceNumber: 'FR-MS-2026-004471', invoiceDate: '2026-11-16', subtotal: 89.01, tax: 11.28, total: 100.29, currency: 'EUR' },
    items: [['Théière en fonte japonaise Tetsubin 0,9 L, noir', 1, 39.9, 39.9], ['Réduction promotionnelle (code NOEL5)', null, null, -5],
      ['Thé vert Sencha bio, vrac 250 g', 3, 8.5, 25.5], ['Livre « L’art du thé » (broché)', 1, 22, 22], ['Infuseur à thé en inox avec couvercle', 2, 6.45, 12.9],
      ['Frais de livraison', null, null, 4.99]], cells: [
    [50, 34, 'vitrinia', { size: 22, bold: true }],
    [142, 46, '.fr  place de marché', { size: 8 }],
    R(545, 34, 'Facture', { size: 18, bold: true }),
    [500, 58, '#RECT 45 16 #15803d'],
    [510, 62, 'Payé', { size: 9, bold: true, width: -1 }],
    [50, 86, 'Vendu par', { size: 7, bold: true }],
    [50, 97, 'Maison & Saveurs SARL', { size: 10, bold: true }],
    [50, 110, '14 rue des Tanneurs, 67000 Strasbourg, France', { size: 8.5 }],
    [50, 121, 'N° TVA FR 27 840447183 · SIRET 840 447 183 00025', { size: 8.5 }],
    [330, 86, 'Date de facture / de livraison', { size: 8.5 }], R(545, 86, '16 novembre 2026', { size: 8.5 }),
    [330, 99, 'N° de facture', { size: 8.5 }], R(545, 99, 'FR-MS-2026-004471', { size: 8.5, bold: true }),
    [330, 112, 'Total à payer', { size: 8.5 }], R(545, 112, '100,29 €', { size: 10, bold: true }),
    [50, 150, 'Adresse de facturation', { size: 8, bold: true }], [215, 150, 'Adresse de livraison', { size: 8, bold: true }], [390, 150, 'Informations de commande', { size: 8, bold: true }],
    [50, 162, 'Élodie Garnier', { size: 8.5 }], [215, 162, 'Élodie Garnier', { size: 8.5 }], [390, 162, 'Date de la commande', { size: 8 }], R(545, 162, '12 novembre 2026', { size: 8 }),
    [50, 173, '22 rue Nationale', { size: 8.5 }], [215, 173, 'Relais Tabac de la Gare', { size: 8.5 }], [390, 173, 'N° de commande', { size: 8 }], R(545, 173, '402-4471183-0552917', { size: 8 }),
    [50, 184, '37000 Tours', { size: 8.5 }], [215, 184, '1 place du Général Leclerc', { size: 8.5 }], [390, 184, 'Expédiée le', { size: 8 }], R(545, 184, '14 novembre 2026', { size: 8 }),
    [50, 195, 'France', { size: 8.5 }], [215, 195, '37000 Tours, France', { size: 8.5 }], [390, 195, 'Transporteur', { size: 8 }], R(545, 195, 'Colissimo Relais', { size: 8 }),
    [50, 228, 'Détails de la facture', { size: 11, bold: true }],
    [45, 246, '#RECT 505 0.8 black'],
    [50, 252, 'Description', { size: 7.5, bold: true }], R(300, 252, 'Qté', { size: 7.5, bold: true }), R(365, 252, 'Prix unitaire', { size: 7.5, bold: true }),
    R(405, 252, 'TVA', { size: 7.5, bold: true }), R(470, 252, 'Prix unitaire', { size: 7.5, bold: true }), R(545, 252, 'Total', { size: 7.5, bold: true }),
    R(365, 261, '(HT)', { size: 7.5, bold: true }), R(405, 261, '%', { size: 7.5, bold: true }), R(470, 261, '(TTC)', { size: 7.5, bold: true }), R(545, 261, '(TTC)', { size: 7.5, bold: true }),
    [45, 272, '#RECT 505 0.8 black'],
    [50, 280, 'Théière en fonte japonaise Tetsubin 0,9 L, noir', { size: 8.5 }], R(300, 280, '1', { size: 8.5 }), R(365, 280, '33,25 €', { size: 8.5 }), R(405, 280, '20 %', { size: 8.5 }),
    R(470, 280, '39,90 €', { size: 8.5 }), R(545, 280, '39,90 €', { size: 8.5 }),
    [56, 291, 'Réf. vendeur MS-TET09-N · EAN 3760447183016', { size: 7 }],
    [50, 305, 'Réduction promotionnelle (code NOEL5)', { size: 8.5 }], R(405, 305, '20 %', { size: 8.5 }), R(545, 305, '-5,00 €', { size: 8.5 }),
    [50, 320, 'Thé vert Sencha bio, vrac 250 g', { size: 8.5 }], R(300, 320, '3', { size: 8.5 }), R(365, 320, '8,06 €', { size: 8.5 }), R(405, 320, '5,5 %', { size: 8.5 }),
    R(470, 320, '8,50 €', { size: 8.5 }), R(545, 320, '25,50 €', { size: 8.5 }),
    [56, 331, 'Réf. vendeur MS-SEN250 · DLUO 09/2028', { size: 7 }],
    [50, 345, 'Livre « L’art du thé » (broché)', { size: 8.5 }], R(300, 345, '1', { size: 8.5 }), R(365, 345, '20,85 €', { size: 8.5 }), R(405, 345, '5,5 %', { size: 8.5 }),
    R(470, 345, '22,00 €', { size: 8.5 }), R(545, 345, '22,00 €', { size: 8.5 }),
    [56, 356, 'ISBN 978-2-44718-302-6', { size: 7 }],
    [50, 370, 'Infuseur à thé en inox avec couvercle', { size: 8.5 }], R(300, 370, '2', { size: 8.5 }), R(365, 370, '5,38 €', { size: 8.5 }), R(405, 370, '20 %', { size: 8.5 }),
    R(470, 370, '6,45 €', { size: 8.5 }), R(545, 370, '12,90 €', { size: 8.5 }),
    [56, 381, 'Réf. vendeur MS-INF-02', { size: 7 }],
    [50, 395, 'Frais de livraison', { size: 8.5 }], R(405, 395, '20 %', { size: 8.5 }), R(545, 395, '4,99 €', { size: 8.5 }),
    [45, 410, '#RECT 505 0.8 black'],
    [50, 422, 'Taux de TVA', { size: 7.5, bold: true }], R(190, 422, 'Total HT', { size: 7.5, bold: true }), R(250, 422, 'TVA', { size: 7.5, bold: true }),
    [50, 433, '20 %', { size: 8 }], R(190, 433, '43,99 €', { size: 8 }), R(250, 433, '8,80 €', { size: 8 }),
    [50, 444, '5,5 %', { size: 8 }], R(190, 444, '45,02 €', { size: 8 }), R(250, 444, '2,48 €', { size: 8 }),
    [360, 422, 'Total HT', { size: 9 }], R(545, 422, '89,01 €', { size: 9 }),
    [360, 435, 'Total TVA', { size: 9 }], R(545, 435, '11,28 €', { size: 9 }),
    [360, 450, 'Total TTC', { size: 11, bold: true }], R(545, 450, '100,29 €', { size: 11, bold: true }),
    [360, 467, 'Payé le 12/11/2026 (Visa ****4471)', { size: 8 }], R(545, 467, '-100,29 €', { size: 8 }),
    [360, 479, 'Montant restant dû', { size: 8.5, bold: true }], R(545, 479, '0,00 €', { size: 8.5, bold: true }),
    [50, 513, 'Cette facture est émise par Maison & Saveurs SARL, vendeur tiers sur la place de marché Vitrinia. Vitrinia agit', { size: 7.5 }],
    [50, 523, 'en qualité d’intermédiaire et n’est pas le vendeur des articles. Droit de rétractation : 14 jours à compter de la livraison.', { size: 7.5 }],
    [50, 533, 'Retours et réclamations : vitrinia.fr/commandes/402-4471183-0552917', { size: 7.5 }],
    [50, 790, 'Maison & Saveurs SARL au capital de 8 000 € · 14 rue des Tanneurs, 67000 Strasbourg · RCS Strasbourg 840 447 183 · TVA FR 27 840447183', { size: 6.5 }],
    [50, 800, 'Vitrinia Marketplace SAS · 8 rue de la Bourse, 75002 Paris · RCS Paris 881 447 120 · opérateur de place de marché en ligne', { size: 6.5 }],
    [50, 810, 'Page 1 / 1', { size: 6.5 }],
  ] },

  // Polish electronics retailer FAKTURA VAT (A4): the word mark "ELEKTROŚWIAT" and trades, the invoice
  // number, ORYGINAŁ, place and the dates (wystawienia 2026-11-19, sprzedaży 2026-11-18); Sprzedawca with
  // NIP and the shop, till and receipt it was issued for ("Paragon nr 118/0442 z dnia 2026-11-18"),
  // Nabywca with NIP; a nine-column table (Lp., Nazwa, Ilość, J.m., Cena netto, Wartość netto, VAT,
  // Kwota VAT, Wartość brutto): a TV and a soundbar each with "S/N:" and EAN under them, a wall mount,
  // two HDMI cables, a 3-year extended warranty at "zw" (an insurance, VAT exempt, its policy number and
  // the TV's serial under it) and delivery with mounting; the summary by rate (23 %, zw, Razem); Do
  // zapłaty, Zapłacono (karta) and Pozostało 0,00; the amount in words; the exemption basis; signature
  // lines; KRS, capital and BDO in the footer.
  { name: 'rtv-agd-pl-faktura-vat-numery-seryjne-gwarancja-rozszerzona-zw-montaz-paragon', kind: 'invoice', expect: { vendorName: 'Elektro-Świat Sp. z o.o.', invoiceNumber: 'FV/RTV/2026/11/04471', invoiceDate: '2026-11-19', subtotal: 3022.01, tax: 614.79, total: 3636.8, currency: 'PLN' },
    items: [['Telewizor LED Samsung 55" UE55DU7172', 1, 1951.22, 1951.22], ['Soundbar LG S40T 2.1 300 W', 1, 438.21, 438.21], ['Uchwyt ścienny TV 32-65" VESA 400', 1, 121.14, 121.14],
      ['Kabel HDMI 2.1 Ultra High Speed 2 m', 2, 32.44, 64.88], ['Gwarancja rozszerzona +3 lata (TV)', 1, 349, 349], ['Dostawa i montaż TV na ścianie', 1, 97.56, 97.56]], cells: [
    [50, 34, 'ELEKTROŚWIAT', { size: 20, bold: true }],
    [51, 57, 'RTV · AGD · Komputery · Foto · Gaming', { size: 8 }],
    R(545, 34, 'Faktura VAT', { size: 15, bold: true }),
    R(545, 54, 'nr FV/RTV/2026/11/04471', { size: 10, bold: true, width: 200 }),
    R(545, 68, 'ORYGINAŁ', { size: 7 }),
    [360, 86, 'Miejsce wystawienia:', { size: 8 }], R(545, 86, 'Poznań', { size: 8 }),
    [360, 97, 'Data wystawienia:', { size: 8 }], R(545, 97, '2026-11-19', { size: 8 }),
    [360, 108, 'Data sprzedaży:', { size: 8 }], R(545, 108, '2026-11-18', { size: 8 }),
    [50, 130, 'Sprzedawca:', { size: 8, bold: true }], [320, 130, 'Nabywca:', { size: 8, bold: true }],
    [50, 142, 'Elektro-Świat Sp. z o.o.', { size: 9.5, bold: true }], [320, 142, 'Kancelaria Notarialna Anna Wróbel', { size: 9.5, bold: true }],
    [50, 154, 'ul. Głogowska 248, 60-104 Poznań', { size: 8.5 }], [320, 154, 'ul. Półwiejska 12/4, 61-888 Poznań', { size: 8.5 }],
    [50, 165, 'NIP: 779-244-71-83', { size: 8.5 }], [320, 165, 'NIP: 783-118-44-71', { size: 8.5 }],
    [50, 176, 'Sklep nr 12 · Kasa 4 · Paragon nr 118/0442 z dnia 2026-11-18', { size: 7.5 }],
    [45, 198, '#RECT 505 22 #e5e7eb'], [45, 198, '#RECT 505 22 black stroke'],
    [49, 202, 'Lp.', { size: 7, bold: true }], [66, 202, 'Nazwa towaru / usługi', { size: 7, bold: true }], R(296, 202, 'Ilość', { size: 7, bold: true }),
    [300, 202, 'J.m.', { size: 7, bold: true }], R(368, 202, 'Cena', { size: 7, bold: true }), R(420, 202, 'Wartość', { size: 7, bold: true }), R(448, 202, 'VAT', { size: 7, bold: true }),
    R(492, 202, 'Kwota', { size: 7, bold: true }), R(545, 202, 'Wartość', { size: 7, bold: true }),
    R(368, 211, 'netto', { size: 7, bold: true }), R(420, 211, 'netto', { size: 7, bold: true }), R(448, 211, '%', { size: 7, bold: true }), R(492, 211, 'VAT', { size: 7, bold: true }),
    R(545, 211, 'brutto', { size: 7, bold: true }),
    [50, 230, '1', { size: 8 }], [66, 230, 'Telewizor LED Samsung 55" UE55DU7172', { size: 8 }], R(296, 230, '1', { size: 8 }), [300, 230, 'szt.', { size: 8 }],
    R(368, 230, '1 951,22', { size: 8 }), R(420, 230, '1 951,22', { size: 8 }), R(448, 230, '23', { size: 8 }), R(492, 230, '448,78', { size: 8 }), R(545, 230, '2 400,00', { size: 8 }),
    [72, 240, 'S/N: 0F4T3NAX204471K · EAN 8806095447182', { size: 6.5 }],
    [50, 253, '2', { size: 8 }], [66, 253, 'Soundbar LG S40T 2.1 300 W', { size: 8 }], R(296, 253, '1', { size: 8 }), [300, 253, 'szt.', { size: 8 }], R(368, 253, '438,21', { size: 8 }),
    R(420, 253, '438,21', { size: 8 }), R(448, 253, '23', { size: 8 }), R(492, 253, '100,79', { size: 8 }), R(545, 253, '539,00', { size: 8 }),
    [72, 263, 'S/N: 404HAXY7R118 · EAN 8806091447193', { size: 6.5 }],
    [50, 276, '3', { size: 8 }], [66, 276, 'Uchwyt ścienny TV 32-65" VESA 400', { size: 8 }], R(296, 276, '1', { size: 8 }), [300, 276, 'szt.', { size: 8 }], R(368, 276, '121,14', { size: 8 }),
    R(420, 276, '121,14', { size: 8 }), R(448, 276, '23', { size: 8 }), R(492, 276, '27,86', { size: 8 }), R(545, 276, '149,00', { size: 8 }),
    [50, 290, '4', { size: 8 }], [66, 290, 'Kabel HDMI 2.1 Ultra High Speed 2 m', { size: 8 }], R(296, 290, '2', { size: 8 }), [300, 290, 'szt.', { size: 8 }], R(368, 290, '32,44', { size: 8 }),
    R(420, 290, '64,88', { size: 8 }), R(448, 290, '23', { size: 8 }), R(492, 290, '14,92', { size: 8 }), R(545, 290, '79,80', { size: 8 }),
    [50, 304, '5', { size: 8 }], [66, 304, 'Gwarancja rozszerzona +3 lata (TV)', { size: 8 }], R(296, 304, '1', { size: 8 }), [300, 304, 'szt.', { size: 8 }], R(368, 304, '349,00', { size: 8 }),
    R(420, 304, '349,00', { size: 8 }), R(448, 304, 'zw', { size: 8 }), R(492, 304, '–', { size: 8 }), R(545, 304, '349,00', { size: 8 }),
    [72, 314, 'Polisa GR/2026/044718 · dot. S/N 0F4T3NAX204471K · ochrona do 2031-11-18', { size: 6.5 }],
    [50, 327, '6', { size: 8 }], [66, 327, 'Dostawa i montaż TV na ścianie', { size: 8 }], R(296, 327, '1', { size: 8 }), [300, 327, 'usł.', { size: 8 }], R(368, 327, '97,56', { size: 8 }),
    R(420, 327, '97,56', { size: 8 }), R(448, 327, '23', { size: 8 }), R(492, 327, '22,44', { size: 8 }), R(545, 327, '120,00', { size: 8 }),
    [45, 341, '#RECT 505 0.6 black'],
    [300, 351, 'Według stawki VAT', { size: 7.5, bold: true }], R(420, 351, 'Wartość netto', { size: 7.5, bold: true }), R(480, 351, 'Kwota VAT', { size: 7.5, bold: true }),
    R(545, 351, 'Wartość brutto', { size: 7.5, bold: true }),
    [300, 362, '23%', { size: 8 }], R(420, 362, '2 673,01', { size: 8 }), R(480, 362, '614,79', { size: 8 }), R(545, 362, '3 287,80', { size: 8 }),
    [300, 373, 'zw', { size: 8 }], R(420, 373, '349,00', { size: 8 }), R(480, 373, '–', { size: 8 }), R(545, 373, '349,00', { size: 8 }),
    [300, 384, 'Razem', { size: 8, bold: true }], R(420, 384, '3 022,01', { size: 8, bold: true }), R(480, 384, '614,79', { size: 8, bold: true }),
    R(545, 384, '3 636,80', { size: 8, bold: true }),
    [50, 406, 'Do zapłaty:', { size: 11, bold: true }], [130, 406, '3 636,80 PLN', { size: 11, bold: true }],
    [50, 422, 'Zapłacono:', { size: 8.5 }], [130, 422, '3 636,80 PLN (karta płatnicza, 2026-11-18)', { size: 8.5 }],
    [50, 434, 'Pozostało do zapłaty:', { size: 8.5 }], [150, 434, '0,00 PLN', { size: 8.5 }],
    [50, 446, 'Słownie: trzy tysiące sześćset trzydzieści sześć złotych 80/100', { size: 8.5 }],
    [50, 458, 'Forma płatności: karta płatnicza · Termin płatności: zapłacono', { size: 8.5 }],
    [50, 478, 'Uwagi: gwarancja producenta 24 miesiące od daty sprzedaży. Gwarancja rozszerzona jest ubezpieczeniem (ubezpieczyciel: Ochrona Plus TU S.A.),', { size: 7.5 }],
    [50, 488, 'zwolnionym z VAT na podstawie art. 43 ust. 1 pkt 37 ustawy o VAT. Faktura do paragonu zawierającego NIP nabywcy.', { size: 7.5 }],
    [50, 538, '#RECT 180 0.5 black'], [365, 538, '#RECT 180 0.5 black'],
    [50, 542, 'Osoba upoważniona do wystawienia: Tomasz Lis', { size: 6.5 }], [365, 542, 'Osoba upoważniona do odbioru', { size: 6.5 }],
    [50, 800, 'Elektro-Świat Sp. z o.o. · ul. Głogowska 248, 60-104 Poznań · KRS 0000447183 · Sąd Rejonowy Poznań – Nowe Miasto i Wilda · kapitał zakładowy 250 000,00 zł · BDO 000044718', { size: 6 }],
  ] },

  // Portuguese furniture store FATURA (A4): a logo square and the word mark, the S.A. legal name, store
  // address, NIF and capital right; FT M2026/4471 with its ATCUD and "Original"; a five-cell grid (data
  // de emissão 2026-11-10, encomenda, data da encomenda 2026-10-24, entrega prevista 2026-11-27,
  // vencimento "Na entrega"); the customer with her NIF; six lines with Ref., Qtd., Un., Preço unit.,
  // a Desc. 10 % on the chairs and the dining table, IVA 23 % and Valor; the IVA table; Total ilíquido
  // 2 779,00, Desconto comercial 116,50, Total sem IVA, Total IVA and TOTAL 3 274,88 €, then the deposit
  // paid on 2026-10-24 against its own invoice-receipt "FR A2026/0912" (-800,00 €) and "A PAGAR NA
  // ENTREGA 2 474,88 €" on a dark band; payment and delivery notes, the warranty, the certified-software
  // line.
  { name: 'mobiliario-pt-fatura-encomenda-descontos-adiantamento-pago-restante-na-entrega', kind: 'invoice', expect: { vendorName: 'Casa Lusa – Comércio de Mobiliário, S.A.', invoiceNumber: 'FT M2026/4471', invoiceDate: '2026-11-10', subtotal: 2662.5, tax: 612.38, total: 3274.88, currency: 'EUR' },
    items: [['Sofá 3 lugares Lisboa, tecido cinza claro', 1, 1045, 1045], ['Mesa de centro Douro, carvalho, 110x60', 1, 289, 289],
      ['Cadeira de jantar Aveiro, freixo natural', 4, 119, 428.4], ['Mesa de jantar extensível Aveiro 160-220', 1, 689, 620.1], ['Tapete Évora 160x230, lã', 1, 215, 215],
      ['Transporte e montagem (Grande Lisboa)', 1, 65, 65]], cells: [
    [50, 34, '#RECT 34 34 #7c2d12'], [92, 34, 'CASA LUSA', { size: 20, bold: true }],
    [93, 57, 'MÓVEIS & DECORAÇÃO', { size: 7.5, bold: true }],
    R(545, 34, 'Casa Lusa – Comércio de Mobiliário, S.A.', { size: 9, bold: true, width: 260 }),
    R(545, 46, 'Loja Alfragide · Estrada de Alfragide 67, 2610-008 Amadora', { size: 8, width: 260 }),
    R(545, 56, 'NIF 509 447 183 · Tel. 214 447 183', { size: 8, width: 260 }),
    R(545, 66, 'Capital social 250 000,00 € · CRC Lisboa', { size: 8, width: 260 }),
    [50, 96, 'FATURA', { size: 16, bold: true }],
    R(545, 100, 'Original', { size: 8 }),
    [50, 116, 'FT M2026/4471', { size: 11, bold: true }],
    [50, 131, 'ATCUD: KX7P4Q2M-4471', { size: 8 }],
    [45, 150, '#RECT 505 30 black stroke'], [146, 150, '#RECT 0 30 black stroke'], [247, 150, '#RECT 0 30 black stroke'], [348, 150, '#RECT 0 30 black stroke'],
    [449, 150, '#RECT 0 30 black stroke'],
    [50, 154, 'Data de emissão', { size: 6.5 }],
    [50, 166, '2026-11-10', { size: 8.5, bold: true }],
    [151, 154, 'Encomenda', { size: 6.5 }],
    [151, 166, 'EN-2026/1182', { size: 8.5 }],
    [252, 154, 'Data da encomenda', { size: 6.5 }],
    [252, 166, '2026-10-24', { size: 8.5 }],
    [353, 154, 'Entrega prevista', { size: 6.5 }],
    [353, 166, '2026-11-27', { size: 8.5 }],
    [454, 154, 'Vencimento', { size: 6.5 }],
    [454, 166, 'Na entrega', { size: 8.5, bold: true }],
    [50, 196, 'Exma. Sra.', { size: 7.5 }],
    [50, 207, 'Marta Sofia Carvalho Nunes', { size: 9.5, bold: true }],
    [50, 219, 'Rua Almirante Reis 14, 3.º Dto.', { size: 8.5 }],
    [50, 230, '2700-081 Amadora', { size: 8.5 }],
    [50, 241, 'NIF 231 447 186', { size: 8.5 }],
    [330, 196, 'Local de entrega', { size: 7.5, bold: true }],
    [330, 207, 'Morada do cliente · 3.º andar sem elevador', { size: 8.5 }],
    [330, 219, 'Contacto: 912 447 186', { size: 8.5 }],
    [330, 230, 'Vendedor: Rui Marques (loja Alfragide)', { size: 8.5 }],
    [45, 262, '#RECT 505 0.8 black'],
    [50, 267, 'Ref.', { size: 7.5, bold: true }], [112, 267, 'Descrição', { size: 7.5, bold: true }], R(345, 267, 'Qtd.', { size: 7.5, bold: true }), [350, 267, 'Un.', { size: 7.5, bold: true }],
    R(420, 267, 'Preço unit.', { size: 7.5, bold: true }), R(455, 267, 'Desc.', { size: 7.5, bold: true }), R(488, 267, 'IVA', { size: 7.5, bold: true }),
    R(545, 267, 'Valor', { size: 7.5, bold: true }),
    [45, 279, '#RECT 505 0.8 black'],
    [50, 287, 'SOF-LX3-CZ', { size: 8 }], [112, 287, 'Sofá 3 lugares Lisboa, tecido cinza claro', { size: 8 }], R(345, 287, '1', { size: 8 }), [350, 287, 'un', { size: 8 }],
    R(420, 287, '1 045,00', { size: 8 }), R(488, 287, '23%', { size: 8 }), R(545, 287, '1 045,00', { size: 8 }),
    [50, 300, 'MCE-DR110', { size: 8 }], [112, 300, 'Mesa de centro Douro, carvalho, 110x60', { size: 8 }], R(345, 300, '1', { size: 8 }), [350, 300, 'un', { size: 8 }],
    R(420, 300, '289,00', { size: 8 }), R(488, 300, '23%', { size: 8 }), R(545, 300, '289,00', { size: 8 }),
    [50, 313, 'CAD-AV-FN', { size: 8 }], [112, 313, 'Cadeira de jantar Aveiro, freixo natural', { size: 8 }], R(345, 313, '4', { size: 8 }), [350, 313, 'un', { size: 8 }],
    R(420, 313, '119,00', { size: 8 }), R(455, 313, '10%', { size: 8 }), R(488, 313, '23%', { size: 8 }), R(545, 313, '428,40', { size: 8 }),
    [50, 326, 'MJE-AV160', { size: 8 }], [112, 326, 'Mesa de jantar extensível Aveiro 160-220', { size: 8 }], R(345, 326, '1', { size: 8 }), [350, 326, 'un', { size: 8 }],
    R(420, 326, '689,00', { size: 8 }), R(455, 326, '10%', { size: 8 }), R(488, 326, '23%', { size: 8 }), R(545, 326, '620,10', { size: 8 }),
    [50, 339, 'TAP-EV1623', { size: 8 }], [112, 339, 'Tapete Évora 160x230, lã', { size: 8 }], R(345, 339, '1', { size: 8 }), [350, 339, 'un', { size: 8 }], R(420, 339, '215,00', { size: 8 }),
    R(488, 339, '23%', { size: 8 }), R(545, 339, '215,00', { size: 8 }),
    [50, 352, 'SRV-TM-LX', { size: 8 }], [112, 352, 'Transporte e montagem (Grande Lisboa)', { size: 8 }], R(345, 352, '1', { size: 8 }), [350, 352, 'sv', { size: 8 }],
    R(420, 352, '65,00', { size: 8 }), R(488, 352, '23%', { size: 8 }), R(545, 352, '65,00', { size: 8 }),
    [45, 366, '#RECT 505 0.6 black'],
    [50, 377, 'Taxa', { size: 7.5, bold: true }], R(160, 377, 'Incidência', { size: 7.5, bold: true }), R(230, 377, 'Valor IVA', { size: 7.5, bold: true }),
    [50, 389, 'IVA 23%', { size: 7.5 }], R(160, 389, '2 662,50', { size: 7.5 }), R(230, 389, '612,38', { size: 7.5 }),
    [340, 377, 'Total ilíquido', { size: 8.5 }], R(545, 377, '2 779,00', { size: 8.5 }),
    [340, 390, 'Desconto comercial', { size: 8.5 }], R(545, 390, '116,50', { size: 8.5 }),
    [340, 403, 'Total sem IVA', { size: 8.5 }], R(545, 403, '2 662,50', { size: 8.5 }),
    [340, 416, 'Total IVA', { size: 8.5 }], R(545, 416, '612,38', { size: 8.5 }),
    [335, 429, '#RECT 215 0.6 black'],
    [340, 435, 'TOTAL (EUR)', { size: 11, bold: true }], R(545, 435, '3 274,88 €', { size: 11, bold: true }),
    [340, 452, 'Adiantamento pago em 2026-10-24', { size: 8 }], R(545, 452, '-800,00 €', { size: 8 }),
    [346, 462, '(fatura-recibo FR A2026/0912, MB WAY)', { size: 7 }],
    [335, 476, '#RECT 215 20 #1f2937'],
    [340, 481, 'A PAGAR NA ENTREGA', { size: 10, bold: true, width: -1 }], R(540, 481, '2 474,88 €', { size: 10, bold: true, width: -1 }),
    [50, 524, 'Pagamento do remanescente no ato da entrega: Multibanco, MB WAY ou numerário (até 3 000 €).', { size: 7.5 }],
    [50, 534, 'Os bens são colocados à disposição do adquirente na data da entrega. Verifique os artigos antes de assinar a guia de entrega.', { size: 7.5 }],
    [50, 544, 'Garantia legal: 3 anos (DL 84/2021). Reclamações: Livro de Reclamações Eletrónico.', { size: 7.5 }],
    [50, 790, 'Processado por programa certificado n.º 1447/AT · Casa Lusa – Comércio de Mobiliário, S.A. · NIF 509 447 183 · Matrícula CRC Lisboa 509447183 · Página 1/1', { size: 6.5 }],
  ] },

  // Swiss cash-and-carry RECHNUNG (A4) to a restaurant: the word mark, the AG with the branch address
  // and MWST number right; a window address with the sender line; Rechnung Nr. 4471-118204, Datum
  // 18.11.2026, Kunden-Nr., Kasse / Bon and "Zahlbar bis 18.12.2026"; an eight-column table (Art.-Nr.,
  // Bezeichnung, Inhalt "6 x 1 L" / "12 x 1 L" / "4 x 2.5 kg", Kolli, Preis/Einh. "4.95 /L", Preis/Kolli,
  // Betrag, MWST code) with deposit lines for the crates (code 0, without VAT) after the water and the
  // beer and a crate return "Rückgabe Depot Harass 12er" at -4 Kolli; a MWST table by code (0 ohne, 1
  // 2.6 %, 2 8.1 %); Total exkl. MWST 328.80, MWST 16.03, Total inkl. MWST 344.83, Rundung 0.02 and
  // Rechnungsbetrag CHF 344.85; the deposit terms, IBAN and the pick-up line; the footer.
  { name: 'abholgrosshandel-ch-rechnung-kolli-inhalt-einheits-und-kollipreis-depot-rueckgabe-mwst-rundung', kind: 'invoice', expect: { vendorName: 'Gastromarkt Schweiz AG', invoiceNumber: '4471-118204', invoiceDate: '2026-11-18', dueDate: '2026-12-18', subtotal: 328.8, tax: 16.03, total: 344.85, currency: 'CHF' },
    items: [['Rapsöl HOLL', 2, 29.7, 59.4], ['Valser Classic Mineralwasser Glas', 3, 16.2, 48.6], ['Depot Harass inkl. 12 Flaschen', 3, 12, 36],
      ['Feldschlösschen Original Glas', 2, 32.4, 64.8], ['Depot Harass inkl. 24 Flaschen', 2, 13.2, 26.4], ['Pommes frites 10 mm TK', 2, 31.8, 63.6],
      ['Allzweckreiniger Citro', 1, 34.5, 34.5], ['Servietten 3-lagig 40x40 weiss', 1, 43.5, 43.5], ['Rückgabe Depot Harass 12er', -4, 12, -48]], cells: [
    [50, 34, 'GASTROMARKT', { size: 20, bold: true }],
    [51, 57, 'Abholgrosshandel für Gastronomie & Gewerbe', { size: 8 }],
    R(545, 34, 'Gastromarkt Schweiz AG', { size: 9, bold: true, width: 250 }),
    R(545, 46, 'Abholmarkt Dietikon · Riedstrasse 11 · 8953 Dietikon', { size: 8, width: 250 }),
    R(545, 56, 'Tel. 044 744 71 18 · dietikon@gastromarkt.ch', { size: 8, width: 250 }),
    R(545, 66, 'MWST-Nr. CHE-114.447.183 MWST', { size: 8, width: 250 }),
    [50, 100, 'Gastromarkt Schweiz AG · Riedstrasse 11 · 8953 Dietikon', { size: 5.5 }],
    [50, 108, '#RECT 200 0.4 black'],
    [50, 116, 'Restaurant Sonne', { size: 10 }],
    [50, 129, 'Herr Hans Keller', { size: 10 }],
    [50, 142, 'Bahnhofstrasse 22', { size: 10 }],
    [50, 155, '8952 Schlieren', { size: 10 }],
    [350, 98, 'Rechnung', { size: 15, bold: true }],
    [350, 120, 'Rechnung Nr.', { size: 8.5 }], R(545, 120, '4471-118204', { size: 8.5, bold: true }),
    [350, 132, 'Datum', { size: 8.5 }], R(545, 132, '18.11.2026', { size: 8.5 }),
    [350, 144, 'Kunden-Nr.', { size: 8.5 }], R(545, 144, '044718-02', { size: 8.5 }),
    [350, 156, 'Kasse / Bon', { size: 8.5 }], R(545, 156, '07 / 2291', { size: 8.5 }),
    [350, 168, 'Zahlbar bis', { size: 8.5, bold: true }], R(545, 168, '18.12.2026', { size: 8.5, bold: true }),
    [45, 196, '#RECT 505 16 #e5e7eb'],
    [50, 200, 'Art.-Nr.', { size: 7.5, bold: true }], [92, 200, 'Bezeichnung', { size: 7.5, bold: true }], [262, 200, 'Inhalt', { size: 7.5, bold: true }],
    R(345, 200, 'Kolli', { size: 7.5, bold: true }), R(400, 200, 'Preis/Einh.', { size: 7.5, bold: true }), R(452, 200, 'Preis/Kolli', { size: 7.5, bold: true }),
    R(508, 200, 'Betrag', { size: 7.5, bold: true }), R(545, 200, 'MWST', { size: 7.5, bold: true }),
    [50, 222, '100447', { size: 8 }], [92, 222, 'Rapsöl HOLL', { size: 8 }], [262, 222, '6 x 1 L', { size: 8 }], R(345, 222, '2', { size: 8 }), R(400, 222, '4.95 /L', { size: 8 }),
    R(452, 222, '29.70', { size: 8 }), R(508, 222, '59.40', { size: 8 }), R(537, 222, '1', { size: 8 }),
    [50, 236, '210118', { size: 8 }], [92, 236, 'Valser Classic Mineralwasser Glas', { size: 8 }], [262, 236, '12 x 1 L', { size: 8 }], R(345, 236, '3', { size: 8 }),
    R(400, 236, '1.35 /Fl.', { size: 8 }), R(452, 236, '16.20', { size: 8 }), R(508, 236, '48.60', { size: 8 }), R(537, 236, '1', { size: 8 }),
    [50, 250, '900012', { size: 8 }], [92, 250, 'Depot Harass inkl. 12 Flaschen', { size: 8 }], [262, 250, '', { size: 8 }], R(345, 250, '3', { size: 8 }), R(452, 250, '12.00', { size: 8 }),
    R(508, 250, '36.00', { size: 8 }), R(537, 250, '0', { size: 8 }),
    [50, 264, '220471', { size: 8 }], [92, 264, 'Feldschlösschen Original Glas', { size: 8 }], [262, 264, '24 x 33 cl', { size: 8 }], R(345, 264, '2', { size: 8 }),
    R(400, 264, '1.35 /Fl.', { size: 8 }), R(452, 264, '32.40', { size: 8 }), R(508, 264, '64.80', { size: 8 }), R(537, 264, '2', { size: 8 }),
    [50, 278, '900024', { size: 8 }], [92, 278, 'Depot Harass inkl. 24 Flaschen', { size: 8 }], [262, 278, '', { size: 8 }], R(345, 278, '2', { size: 8 }), R(452, 278, '13.20', { size: 8 }),
    R(508, 278, '26.40', { size: 8 }), R(537, 278, '0', { size: 8 }),
    [50, 292, '310552', { size: 8 }], [92, 292, 'Pommes frites 10 mm TK', { size: 8 }], [262, 292, '4 x 2.5 kg', { size: 8 }], R(345, 292, '2', { size: 8 }), R(400, 292, '3.18 /kg', { size: 8 }),
    R(452, 292, '31.80', { size: 8 }), R(508, 292, '63.60', { size: 8 }), R(537, 292, '1', { size: 8 }),
    [50, 306, '410087', { size: 8 }], [92, 306, 'Allzweckreiniger Citro', { size: 8 }], [262, 306, '2 x 5 L', { size: 8 }], R(345, 306, '1', { size: 8 }), R(400, 306, '3.45 /L', { size: 8 }),
    R(452, 306, '34.50', { size: 8 }), R(508, 306, '34.50', { size: 8 }), R(537, 306, '2', { size: 8 }),
    [50, 320, '520330', { size: 8 }], [92, 320, 'Servietten 3-lagig 40x40 weiss', { size: 8 }], [262, 320, '6 x 250 St.', { size: 8 }], R(345, 320, '1', { size: 8 }),
    R(400, 320, '2.90 /100 St.', { size: 8 }), R(452, 320, '43.50', { size: 8 }), R(508, 320, '43.50', { size: 8 }), R(537, 320, '2', { size: 8 }),
    [50, 334, '900012', { size: 8 }], [92, 334, 'Rückgabe Depot Harass 12er', { size: 8 }], [262, 334, '', { size: 8 }], R(345, 334, '-4', { size: 8 }), R(452, 334, '12.00', { size: 8 }),
    R(508, 334, '-48.00', { size: 8 }), R(537, 334, '0', { size: 8 }),
    [45, 348, '#RECT 505 0.6 black'],
    [50, 360, 'Code', { size: 7.5, bold: true }], [80, 360, 'Satz', { size: 7.5, bold: true }], R(180, 360, 'Basis', { size: 7.5, bold: true }), R(240, 360, 'MWST', { size: 7.5, bold: true }),
    [50, 371, '0', { size: 8 }], [80, 371, 'ohne (Depot)', { size: 8 }], R(180, 371, '14.40', { size: 8 }), R(240, 371, '0.00', { size: 8 }),
    [50, 382, '1', { size: 8 }], [80, 382, '2.6 %', { size: 8 }], R(180, 382, '171.60', { size: 8 }), R(240, 382, '4.46', { size: 8 }),
    [50, 393, '2', { size: 8 }], [80, 393, '8.1 %', { size: 8 }], R(180, 393, '142.80', { size: 8 }), R(240, 393, '11.57', { size: 8 }),
    [350, 360, 'Total exkl. MWST', { size: 9 }], R(545, 360, '328.80', { size: 9 }),
    [350, 373, 'MWST', { size: 9 }], R(545, 373, '16.03', { size: 9 }),
    [350, 386, 'Total inkl. MWST', { size: 9 }], R(545, 386, '344.83', { size: 9 }),
    [350, 399, 'Rundung', { size: 9 }], R(545, 399, '0.02', { size: 9 }),
    [345, 412, '#RECT 205 0.6 black'],
    [350, 418, 'Rechnungsbetrag CHF', { size: 11, bold: true }], R(545, 418, '344.85', { size: 11, bold: true }),
    [50, 458, 'Alle Preise exkl. MWST. Depot: Rücknahme nur gegen Beleg, Gebinde sauber und vollständig. Depotbeträge unterliegen nicht der MWST.', { size: 7.5 }],
    [50, 469, 'Zahlbar innert 30 Tagen netto auf IBAN CH44 0070 0114 4718 3020 1 (Zürcher Kantonalbank), Referenz 4471-118204.', { size: 7.5 }],
    [50, 480, 'Abgeholt am 18.11.2026 um 07:42 durch H. Keller (Kundenkarte 044718-02). Es gelten unsere AGB.', { size: 7.5 }],
    [50, 800, 'Gastromarkt Schweiz AG · Sitz Dietikon · Handelsregister des Kantons Zürich CHE-114.447.183 · MWST-Nr. CHE-114.447.183 MWST', { size: 6.5 }],
  ] },

  // Italian pharmaceutical wholesaler's FATTURA DIFFERITA (A4) to a pharmacy: the word mark, the S.p.A.
  // legal name, address, P.IVA, REA and the wholesale authorisation; a framed block with Numero
  // 044718/FD, Data 20/11/2026, TD24 and the customer code; the pharmacy with P.IVA and SDI code; the two
  // DDT it covers (17/11/2026 and 19/11/2026); a dark band and seven lines with Cod. AIC / minsan, the
  // description in wholesaler style "TACHIPIRINA*20CPR 500MG", Lotto, Scad. "08/2029" (a dash for the
  // thermometer), Q.tà, Prezzo, Sc.% (5 % and 10 %), Importo and IVA 10 or 22; the IVA summary; Totale
  // merce 451,07, a transport charge 8,00 in the totals, Totale imponibile 459,07, Totale IVA 53,56 and
  // TOTALE DOCUMENTO € 512,63; a payment box (SDD B2B 30 gg d.f.f.m., Scadenza 31/12/2026); the
  // traceability and storage notes; the footer.
  { name: 'grossista-farmaci-it-fattura-differita-ddt-aic-lotto-scadenza-sconto-iva-10-22-sdd', kind: 'invoice', expect: { vendorName: 'Farmaceutica Distribuzione Emiliana S.p.A.', invoiceNumber: '044718/FD', invoiceDate: '2026-11-20', dueDate: '2026-12-31', subtotal: 459.07, tax: 53.56, total: 512.63, currency: 'EUR' },
    items: [['TACHIPIRINA*20CPR 500MG', 30, 2.65, 79.5], ['MOMENT*24CPR RIV 200MG', 12, 5.92, 71.04], ['ENTEROGERMINA*OS 10FL 2MLD', 20, 6.18, 117.42],
      ['AUGMENTIN*12CPR 875MG+125MG', 10, 6.21, 62.1], ['OKI*OS GRAT 12BUST 80MG', 15, 4.35, 65.25], ['BEPANTHENOL PASTA LENITIVA 100G', 6, 7.4, 39.96],
      ['TERMOMETRO DIGITALE FLEX', 4, 3.95, 15.8]], cells: [
    [50, 34, 'FARMADIS', { size: 20, bold: true }],
    [51, 57, 'Distribuzione intermedia del farmaco', { size: 8 }],
    [50, 74, 'Farmaceutica Distribuzione Emiliana S.p.A.', { size: 9, bold: true }],
    [50, 85, 'Via del Lavoro 41 · 40127 Bologna (BO)', { size: 8 }],
    [50, 95, 'P.IVA e C.F. 03447180372 · REA BO-447183', { size: 8 }],
    [50, 105, 'Autorizzazione distribuzione all’ingrosso n. 44/2019 – Regione Emilia-Romagna', { size: 7 }],
    [360, 32, '#RECT 185 64 black stroke'],
    [368, 38, 'FATTURA DIFFERITA', { size: 12, bold: true }],
    [368, 56, 'Numero', { size: 8.5 }], R(538, 56, '044718/FD', { size: 9, bold: true }),
    [368, 68, 'Data', { size: 8.5 }], R(538, 68, '20/11/2026', { size: 8.5 }),
    [368, 80, 'Tipo documento / Cliente', { size: 8.5 }], R(538, 80, 'TD24 · F-11820', { size: 8.5 }),
    [320, 118, 'Spett.le', { size: 8 }],
    [320, 129, 'Farmacia San Luca della Dott.ssa Chiara Benassi', { size: 9.5, bold: true }],
    [320, 142, 'Via Emilia Centro 118 · 41121 Modena (MO)', { size: 8.5 }],
    [320, 153, 'P.IVA 02944718365 · Cod. SDI KRRH6B9', { size: 8.5 }],
    [50, 176, 'Rif.: DDT n. 11802 del 17/11/2026 – DDT n. 11874 del 19/11/2026 · Agente: zona Modena 04', { size: 8 }],
    [45, 192, '#RECT 505 16 #14532d'],
    [50, 196, 'Cod. AIC', { size: 7.5, bold: true, width: -1 }], [100, 196, 'Descrizione', { size: 7.5, bold: true, width: -1 }], [262, 196, 'Lotto', { size: 7.5, bold: true, width: -1 }],
    [310, 196, 'Scad.', { size: 7.5, bold: true, width: -1 }], R(370, 196, 'Q.tà', { size: 7.5, bold: true, width: -1 }), R(415, 196, 'Prezzo', { size: 7.5, bold: true, width: -1 }),
    R(448, 196, 'Sc.%', { size: 7.5, bold: true, width: -1 }), R(508, 196, 'Importo', { size: 7.5, bold: true, width: -1 }), R(545, 196, 'IVA', { size: 7.5, bold: true, width: -1 }),
    [50, 218, '012745093', { size: 7.5 }], [100, 218, 'TACHIPIRINA*20CPR 500MG', { size: 7.5 }], [262, 218, 'L4471A', { size: 7.5 }], [310, 218, '08/2029', { size: 7.5 }],
    R(370, 218, '30', { size: 7.5 }), R(415, 218, '2,65', { size: 7.5 }), R(508, 218, '79,50', { size: 7.5 }), R(545, 218, '10', { size: 7.5 }),
    [50, 232, '024447182', { size: 7.5 }], [100, 232, 'MOMENT*24CPR RIV 200MG', { size: 7.5 }], [262, 232, 'M118C2', { size: 7.5 }], [310, 232, '03/2028', { size: 7.5 }],
    R(370, 232, '12', { size: 7.5 }), R(415, 232, '5,92', { size: 7.5 }), R(508, 232, '71,04', { size: 7.5 }), R(545, 232, '10', { size: 7.5 }),
    [50, 246, '028447063', { size: 7.5 }], [100, 246, 'ENTEROGERMINA*OS 10FL 2MLD', { size: 7.5 }], [262, 246, '4F0447', { size: 7.5 }], [310, 246, '11/2027', { size: 7.5 }],
    R(370, 246, '20', { size: 7.5 }), R(415, 246, '6,18', { size: 7.5 }), R(448, 246, '5,00', { size: 7.5 }), R(508, 246, '117,42', { size: 7.5 }), R(545, 246, '10', { size: 7.5 }),
    [50, 260, '026089019', { size: 7.5 }], [100, 260, 'AUGMENTIN*12CPR 875MG+125MG', { size: 7.5 }], [262, 260, 'AB2261', { size: 7.5 }], [310, 260, '06/2028', { size: 7.5 }],
    R(370, 260, '10', { size: 7.5 }), R(415, 260, '6,21', { size: 7.5 }), R(508, 260, '62,10', { size: 7.5 }), R(545, 260, '10', { size: 7.5 }),
    [50, 274, '031447228', { size: 7.5 }], [100, 274, 'OKI*OS GRAT 12BUST 80MG', { size: 7.5 }], [262, 274, 'K44718', { size: 7.5 }], [310, 274, '01/2029', { size: 7.5 }],
    R(370, 274, '15', { size: 7.5 }), R(415, 274, '4,35', { size: 7.5 }), R(508, 274, '65,25', { size: 7.5 }), R(545, 274, '10', { size: 7.5 }),
    [50, 288, '972447183', { size: 7.5 }], [100, 288, 'BEPANTHENOL PASTA LENITIVA 100G', { size: 7.5 }], [262, 288, 'B24471', { size: 7.5 }], [310, 288, '09/2029', { size: 7.5 }],
    R(370, 288, '6', { size: 7.5 }), R(415, 288, '7,40', { size: 7.5 }), R(448, 288, '10,00', { size: 7.5 }), R(508, 288, '39,96', { size: 7.5 }), R(545, 288, '22', { size: 7.5 }),
    [50, 302, '984471826', { size: 7.5 }], [100, 302, 'TERMOMETRO DIGITALE FLEX', { size: 7.5 }], [262, 302, '2026-0447', { size: 7.5 }], [310, 302, '–', { size: 7.5 }],
    R(370, 302, '4', { size: 7.5 }), R(415, 302, '3,95', { size: 7.5 }), R(508, 302, '15,80', { size: 7.5 }), R(545, 302, '22', { size: 7.5 }),
    [45, 316, '#RECT 505 0.6 black'],
    [50, 328, 'Riepilogo IVA', { size: 8, bold: true }],
    [50, 340, 'Aliquota', { size: 7.5, bold: true }], R(160, 340, 'Imponibile', { size: 7.5, bold: true }), R(230, 340, 'Imposta', { size: 7.5, bold: true }),
    [50, 351, '10%', { size: 8 }], R(160, 351, '395,31', { size: 8 }), R(230, 351, '39,53', { size: 8 }),
    [50, 362, '22%', { size: 8 }], R(160, 362, '63,76', { size: 8 }), R(230, 362, '14,03', { size: 8 }),
    [330, 328, 'Totale merce', { size: 8.5 }], R(545, 328, '451,07', { size: 8.5 }),
    [330, 341, 'Spese di trasporto (consegna urgente)', { size: 8.5 }], R(545, 341, '8,00', { size: 8.5 }),
    [330, 354, 'Totale imponibile', { size: 8.5 }], R(545, 354, '459,07', { size: 8.5 }),
    [330, 367, 'Totale IVA', { size: 8.5 }], R(545, 367, '53,56', { size: 8.5 }),
    [325, 380, '#RECT 225 0.6 black'],
    [330, 386, 'TOTALE DOCUMENTO', { size: 11, bold: true }], R(545, 386, '€ 512,63', { size: 11, bold: true }),
    [45, 416, '#RECT 505 46 black stroke'],
    [52, 422, 'Pagamento: SDD B2B 30 gg d.f.f.m.', { size: 8.5 }],
    [52, 434, 'Scadenza: 31/12/2026 – Importo: € 512,63', { size: 8.5, bold: true }],
    [52, 446, 'Addebito su IBAN IT 28 W 05034 12900 000000044718 · Mandato SDD n. FD-11820 del 02/03/2021', { size: 8 }],
    [50, 478, 'Medicinali soggetti a tracciabilità (D.M. 15/07/2004): bollini letti in fase di consegna e riportati nei DDT di riferimento.', { size: 7.5 }],
    [50, 488, 'Conservare a temperatura inferiore a 25 °C. Resi accettati solo previa autorizzazione e con almeno 6 mesi di validità residua.', { size: 7.5 }],
    [50, 498, 'Copia di cortesia: il documento fiscale è trasmesso tramite SdI.', { size: 7.5 }],
    [50, 800, 'Farmaceutica Distribuzione Emiliana S.p.A. · Via del Lavoro 41, 40127 Bologna · Capitale sociale € 1.200.000 i.v. · P.IVA 03447180372 · REA BO-447183', { size: 6.5 }],
  ] },

  // UK subscription-box INVOICE (A4): a lower-case word mark and strapline, the Ltd, address, e-mail and
  // VAT number right; INVOICE and a green PAID badge; Bill to; invoice number, "3 November 2026", the
  // subscription id, the billing period 03/11/2026 – 02/12/2026 and an order number; a table with VAT
  // per line: the monthly box zero-rated with a contents note under it, a subscriber discount -£3.20 at
  // 0 %, two add-ons and delivery at 20 %, amounts including VAT; a VAT summary (0 % net 28.80, 20 % net
  // 20.79 VAT 4.16); Subtotal (excl. VAT) £49.59, VAT 20 % £4.16, VAT 0 % £0.00, Total (incl. VAT)
  // £53.75, then "Paid with gift card" -£25.00 and "Charged to Mastercard" -£28.75 leaving £0.00 due;
  // the next box and next charge £32.00 on 03/12/2026, the gift card balance left; company footer.
  { name: 'subscription-box-uk-invoice-zero-and-standard-rated-gift-card-part-payment-next-charge', kind: 'invoice', expect: { vendorName: 'Pantry Box Subscriptions Ltd', invoiceNumber: 'PB-INV-2026-118204', invoiceDate: '2026-11-03', subtotal: 49.59, tax: 4.16, total: 53.75, currency: 'GBP' },
    items: [['Foodie Box – November 2026 (monthly plan)', 1, 32, 32], ['Subscriber discount 10% (box only)', null, null, -3.2], ['Add-on: Artisan chocolate bar trio', 1, 9, 9],
      ['Add-on: Pantry Club ceramic mug', 1, 12, 12], ['Tracked 48 delivery', 1, 3.95, 3.95]], cells: [
    [50, 32, 'the pantry box', { size: 22, bold: true }],
    [51, 58, 'Monthly food discoveries, delivered', { size: 8 }],
    R(545, 34, 'Pantry Box Subscriptions Ltd', { size: 9, bold: true, width: 250 }),
    R(545, 46, 'Unit 4, Baltic Works, Effingham Road, Sheffield S3 8DL', { size: 8, width: 250 }),
    R(545, 56, 'hello@pantrybox.co.uk · 0114 555 0447', { size: 8, width: 250 }),
    R(545, 66, 'VAT Reg. GB 318 4471 82', { size: 8, width: 250 }),
    [50, 100, 'INVOICE', { size: 16, bold: true }], [132, 100, '#RECT 40 17 #16a34a'],
    [139, 104, 'PAID', { size: 9, bold: true, width: -1 }],
    [50, 132, 'Bill to', { size: 7.5, bold: true }],
    [50, 143, 'Sophie Marsh', { size: 9.5, bold: true }],
    [50, 155, '27 Clarendon Road', { size: 8.5 }],
    [50, 166, 'Leeds LS2 9NZ', { size: 8.5 }],
    [50, 177, 's.marsh@mailbox.co.uk', { size: 8.5 }],
    [330, 132, 'Invoice number', { size: 8.5 }], R(545, 132, 'PB-INV-2026-118204', { size: 8.5, bold: true }),
    [330, 144, 'Invoice date', { size: 8.5 }], R(545, 144, '3 November 2026', { size: 8.5 }),
    [330, 156, 'Subscription', { size: 8.5 }], R(545, 156, 'SUB-44718 (monthly)', { size: 8.5 }),
    [330, 168, 'Billing period', { size: 8.5 }], R(545, 168, '03/11/2026 – 02/12/2026', { size: 8.5 }),
    [330, 180, 'Order', { size: 8.5 }], R(545, 180, '#PB-771820', { size: 8.5 }),
    [45, 210, '#RECT 505 16 #f3f4f6'],
    [50, 214, 'Description', { size: 8, bold: true }], R(360, 214, 'Qty', { size: 8, bold: true }), R(430, 214, 'Unit price', { size: 8, bold: true }), R(475, 214, 'VAT', { size: 8, bold: true }),
    R(545, 214, 'Amount', { size: 8, bold: true }),
    [50, 236, 'Foodie Box – November 2026 (monthly plan)', { size: 9 }], R(360, 236, '1', { size: 9 }), R(430, 236, '£32.00', { size: 9 }), R(475, 236, '0%', { size: 9 }),
    R(545, 236, '£32.00', { size: 9 }),
    [56, 248, 'Box contents: 9 artisan pantry items, see the card inside the lid', { size: 7.5 }],
    [50, 262, 'Subscriber discount 10% (box only)', { size: 9 }], R(475, 262, '0%', { size: 9 }), R(545, 262, '-£3.20', { size: 9 }),
    [50, 278, 'Add-on: Artisan chocolate bar trio', { size: 9 }], R(360, 278, '1', { size: 9 }), R(430, 278, '£9.00', { size: 9 }), R(475, 278, '20%', { size: 9 }),
    R(545, 278, '£9.00', { size: 9 }),
    [50, 294, 'Add-on: Pantry Club ceramic mug', { size: 9 }], R(360, 294, '1', { size: 9 }), R(430, 294, '£12.00', { size: 9 }), R(475, 294, '20%', { size: 9 }),
    R(545, 294, '£12.00', { size: 9 }),
    [50, 310, 'Tracked 48 delivery', { size: 9 }], R(360, 310, '1', { size: 9 }), R(430, 310, '£3.95', { size: 9 }), R(475, 310, '20%', { size: 9 }), R(545, 310, '£3.95', { size: 9 }),
    [50, 326, 'Prices include VAT where applicable.', { size: 7.5 }],
    [45, 334, '#RECT 505 0.6 black'],
    [50, 346, 'VAT rate', { size: 7.5, bold: true }], R(160, 346, 'Net', { size: 7.5, bold: true }), R(210, 346, 'VAT', { size: 7.5, bold: true }), R(265, 346, 'Gross', { size: 7.5, bold: true }),
    [50, 357, '0% (Z)', { size: 8 }], R(160, 357, '28.80', { size: 8 }), R(210, 357, '0.00', { size: 8 }), R(265, 357, '28.80', { size: 8 }),
    [50, 368, '20% (S)', { size: 8 }], R(160, 368, '20.79', { size: 8 }), R(210, 368, '4.16', { size: 8 }), R(265, 368, '24.95', { size: 8 }),
    [330, 346, 'Subtotal (excl. VAT)', { size: 9 }], R(545, 346, '£49.59', { size: 9 }),
    [330, 359, 'VAT 20%', { size: 9 }], R(545, 359, '£4.16', { size: 9 }),
    [330, 372, 'VAT 0% (zero-rated food)', { size: 9 }], R(545, 372, '£0.00', { size: 9 }),
    [325, 385, '#RECT 225 0.6 black'],
    [330, 391, 'Total (incl. VAT)', { size: 11, bold: true }], R(545, 391, '£53.75', { size: 11, bold: true }),
    [330, 409, 'Paid with gift card GC-****-7718', { size: 8.5 }], R(545, 409, '-£25.00', { size: 8.5 }),
    [330, 421, 'Charged to Mastercard ****4471, 03/11/2026', { size: 8.5 }], R(545, 421, '-£28.75', { size: 8.5 }),
    [330, 435, 'Amount due', { size: 10, bold: true }], R(545, 435, '£0.00', { size: 10, bold: true }),
    [50, 475, 'Your next box ships on 3 December 2026 and £32.00 will be charged on 03/12/2026 unless you skip or pause by 30/11/2026.', { size: 8 }],
    [50, 487, 'Gift card GC-****-7718 balance remaining: £15.00. Manage your subscription at pantrybox.co.uk/account.', { size: 8 }],
    [50, 800, 'Pantry Box Subscriptions Ltd · Registered in England & Wales No. 12447183 · Registered office: Unit 4, Baltic Works, Effingham Road, Sheffield S3 8DL · VAT Reg. GB 318 4471 82', { size: 6 }],
  ] },

  // Dutch webshop CREDITNOTA (A4) for a returned order: the lower-case word mark, the B.V. with address,
  // customer service, KvK and BTW right; the customer; Creditnotanummer CN-2026-004471, Creditnotadatum
  // 17-11-2026, the original invoice F-2026-118204 of 04-11-2026, the order number, the RMA received
  // 13-11-2026 and the customer number; a table (Art.nr., Omschrijving, Aantal, Prijs incl., BTW,
  // Bedrag incl.) with the returned goods at negative quantities "-1" / "-2" and negative amounts and a
  // positive return-shipping charge 6,95 that lowers the credit; Totaal excl. BTW € -136,35, BTW 21 %
  // € -28,63 and "Totaal te crediteren € -164,98" on a dark band; the refund via iDEAL within 5 working
  // days; the footer with KvK, BTW and IBAN.
  { name: 'webshop-nl-creditnota-retour-negatieve-aantallen-retourkosten-positief-btw-21', kind: 'invoice', expect: { vendorName: 'Huis & Haard Online B.V.', invoiceNumber: 'CN-2026-004471', invoiceDate: '2026-11-17', subtotal: -136.35, tax: -28.63, total: -164.98, currency: 'EUR' },
    items: [['Philips Airfryer XL Essential HD9270/90', -1, 149, -149], ['Bakpapier voor airfryer, 50 stuks', -2, 4.99, -9.98],
      ['Siliconen bakvorm airfryer, set van 2', -1, 12.95, -12.95], ['Retourkosten (retour via PostNL)', 1, 6.95, 6.95]], cells: [
    [50, 32, 'huis&haard', { size: 22, bold: true }],
    [51, 58, 'wonen · koken · klussen', { size: 8 }],
    R(545, 34, 'Huis & Haard Online B.V.', { size: 9, bold: true, width: 250 }),
    R(545, 46, 'Europalaan 44, 5232 BC ’s-Hertogenbosch', { size: 8, width: 250 }),
    R(545, 56, 'klantenservice@huisenhaard.nl · 073 744 71 18', { size: 8, width: 250 }),
    R(545, 66, 'KvK 71447183 · BTW NL858447183B01', { size: 8, width: 250 }),
    [50, 100, 'CREDITNOTA', { size: 16, bold: true }],
    [50, 130, 'Mevrouw L. de Graaf', { size: 10 }],
    [50, 143, 'Oudegracht 212-bis', { size: 10 }],
    [50, 156, '3511 NS Utrecht', { size: 10 }],
    [320, 100, 'Creditnotanummer', { size: 8.5 }], R(545, 100, 'CN-2026-004471', { size: 8.5, bold: true, width: 200 }),
    [320, 112, 'Creditnotadatum', { size: 8.5 }], R(545, 112, '17-11-2026', { size: 8.5, width: 200 }),
    [320, 124, 'Betreft factuur', { size: 8.5 }], R(545, 124, 'F-2026-118204 van 04-11-2026', { size: 8.5, width: 200 }),
    [320, 136, 'Bestelnummer', { size: 8.5 }], R(545, 136, '1182044718', { size: 8.5, width: 200 }),
    [320, 148, 'Retour (RMA)', { size: 8.5 }], R(545, 148, 'R-4471, ontvangen 13-11-2026', { size: 8.5, width: 200 }),
    [320, 160, 'Klantnummer', { size: 8.5 }], R(545, 160, 'K-552913', { size: 8.5, width: 200 }),
    [50, 190, 'Wij hebben uw retourzending ontvangen en crediteren de onderstaande artikelen.', { size: 8.5 }],
    [45, 210, '#RECT 505 0.8 black'],
    [50, 215, 'Art.nr.', { size: 8, bold: true }], [112, 215, 'Omschrijving', { size: 8, bold: true }], R(365, 215, 'Aantal', { size: 8, bold: true }),
    R(425, 215, 'Prijs incl.', { size: 8, bold: true }), R(465, 215, 'BTW', { size: 8, bold: true }), R(545, 215, 'Bedrag incl.', { size: 8, bold: true }),
    [45, 228, '#RECT 505 0.8 black'],
    [50, 236, 'HD9270/90', { size: 8.5 }], [112, 236, 'Philips Airfryer XL Essential HD9270/90', { size: 8.5 }], R(365, 236, '-1', { size: 8.5 }), R(425, 236, '149,00', { size: 8.5 }),
    R(465, 236, '21%', { size: 8.5 }), R(545, 236, '-149,00', { size: 8.5 }),
    [118, 247, 'Reden retour: defect (ventilator maakt geluid)', { size: 7 }],
    [50, 261, 'HH-BP50', { size: 8.5 }], [112, 261, 'Bakpapier voor airfryer, 50 stuks', { size: 8.5 }], R(365, 261, '-2', { size: 8.5 }), R(425, 261, '4,99', { size: 8.5 }),
    R(465, 261, '21%', { size: 8.5 }), R(545, 261, '-9,98', { size: 8.5 }),
    [50, 276, 'HH-SBV2', { size: 8.5 }], [112, 276, 'Siliconen bakvorm airfryer, set van 2', { size: 8.5 }], R(365, 276, '-1', { size: 8.5 }), R(425, 276, '12,95', { size: 8.5 }),
    R(465, 276, '21%', { size: 8.5 }), R(545, 276, '-12,95', { size: 8.5 }),
    [118, 287, 'Reden retour: niet meer nodig', { size: 7 }],
    [50, 301, 'RET-KOST', { size: 8.5 }], [112, 301, 'Retourkosten (retour via PostNL)', { size: 8.5 }], R(365, 301, '1', { size: 8.5 }), R(425, 301, '6,95', { size: 8.5 }),
    R(465, 301, '21%', { size: 8.5 }), R(545, 301, '6,95', { size: 8.5 }),
    [45, 316, '#RECT 505 0.6 black'],
    [350, 328, 'Totaal excl. BTW', { size: 9 }], R(545, 328, '€ -136,35', { size: 9 }),
    [350, 341, 'BTW 21%', { size: 9 }], R(545, 341, '€ -28,63', { size: 9 }),
    [345, 356, '#RECT 205 20 #1f2937'],
    [350, 361, 'Totaal te crediteren', { size: 10, bold: true, width: -1 }], R(540, 361, '€ -164,98', { size: 10, bold: true, width: -1 }),
    [50, 406, 'Het bedrag van € 164,98 wordt binnen 5 werkdagen teruggestort op de rekening waarmee u via iDEAL hebt betaald (NL** INGB **** **4471).', { size: 8 }],
    [50, 418, 'Retourkosten worden in rekening gebracht voor retouren na de gratis retourtermijn van 14 dagen (artikelen niet defect bij levering).', { size: 8 }],
    [50, 430, 'Vragen? Mail klantenservice@huisenhaard.nl o.v.v. CN-2026-004471.', { size: 8 }],
    [50, 800, 'Huis & Haard Online B.V. · Europalaan 44, 5232 BC ’s-Hertogenbosch · KvK 71447183 · BTW NL858447183B01 · IBAN NL44 RABO 0447 1831 20 · Algemene voorwaarden op huisenhaard.nl', { size: 6 }],
  ] },

  // Australian online grocer's TAX INVOICE for a home delivery (A4): the word mark, the Pty Ltd, ABN,
  // address and help line right; Delivered to; invoice number, order number, invoice date 19/11/2026,
  // the delivery window and the order time 17/11/2026; a table Item / Ordered / Supplied / Unit price /
  // Amount with "#" before the GST-free items: bananas and chicken ordered by weight and supplied at
  // "1.12 kg" and "0.842 kg", butter unavailable (supplied 0, $0.00, "Unavailable – not charged"),
  // a house-brand wheat-biscuit substitute for the ordered Weet-Bix with the note under it, and three
  // taxable lines; Items subtotal, a delivery fee and a bag fee in the totals, TOTAL (incl. GST) $103.61
  // and "GST included in total" $4.89; the card charge and the released pre-authorisation of $120.00;
  // the "#" legend and the substitution note; the footer.
  { name: 'grocery-delivery-au-tax-invoice-gst-free-hash-substitution-unavailable-zero-weighed-preauth', kind: 'invoice', expect: { vendorName: 'Harvest Lane Online Grocers Pty Ltd', invoiceNumber: 'HL-26-7718204', invoiceDate: '2026-11-19', tax: 4.89, total: 103.61, currency: 'AUD' },
    items: [['Bananas Cavendish per kg', 1.12, 3.9, 4.37], ['Harvest Lane Full Cream Milk 3L', 2, 4.65, 9.3], ["Helga's Wholemeal Bread 750g", 1, 5.5, 5.5],
      ['Vegemite 380g', 1, 7.2, 7.2], ['Lurpak Spreadable Butter 250g', 0, 5.5, 0], ['Harvest Lane Wheat Biscuits 1.2kg', 1, 4.8, 4.8],
      ['Free Range Eggs 12pk 700g', 1, 6.9, 6.9], ['Chicken Thigh Fillets per kg', 0.842, 14, 11.79], ['Tim Tam Original 200g', 2, 5, 10],
      ['Finish Quantum Dishwasher Tabs 36pk', 1, 22, 22], ['Coca-Cola Classic 10 x 375mL', 1, 12, 12]], cells: [
    [50, 32, 'harvest lane', { size: 22, bold: true }],
    [51, 58, 'Online grocer · Fresh to your door', { size: 8 }],
    R(545, 34, 'Harvest Lane Online Grocers Pty Ltd', { size: 9, bold: true, width: 250 }),
    R(545, 46, 'ABN 41 604 471 823', { size: 8, width: 250 }),
    R(545, 56, '12 Dunlop Road, Mulgrave VIC 3170', { size: 8, width: 250 }),
    R(545, 66, 'help@harvestlane.com.au · 1300 447 182', { size: 8, width: 250 }),
    [50, 100, 'TAX INVOICE', { size: 16, bold: true }],
    [50, 130, 'Delivered to', { size: 7.5, bold: true }],
    [50, 141, 'Liam Nguyen', { size: 9.5, bold: true }],
    [50, 153, 'Unit 4/118 Sydney Road', { size: 8.5 }],
    [50, 164, 'Brunswick VIC 3056', { size: 8.5 }],
    [50, 175, 'Mobile 0412 447 182', { size: 8.5 }],
    [330, 130, 'Invoice no.', { size: 8.5 }], R(545, 130, 'HL-26-7718204', { size: 8.5, bold: true }),
    [330, 142, 'Order no.', { size: 8.5 }], R(545, 142, '5518-2044', { size: 8.5 }),
    [330, 154, 'Invoice date', { size: 8.5 }], R(545, 154, '19/11/2026', { size: 8.5 }),
    [330, 166, 'Delivery window', { size: 8.5 }], R(545, 166, 'Thu 19/11/2026, 4pm–6pm', { size: 8.5 }),
    [330, 178, 'Order placed', { size: 8.5 }], R(545, 178, '17/11/2026 21:14', { size: 8.5 }),
    [45, 206, '#RECT 505 16 #dcfce7'],
    [60, 210, 'Item', { size: 8, bold: true }], R(330, 210, 'Ordered', { size: 8, bold: true }), R(390, 210, 'Supplied', { size: 8, bold: true }),
    R(460, 210, 'Unit price', { size: 8, bold: true }), R(545, 210, 'Amount', { size: 8, bold: true }),
    [50, 232, '#', { size: 8.5 }], [60, 232, 'Bananas Cavendish per kg', { size: 8.5 }], R(330, 232, '1 kg', { size: 8.5 }), R(390, 232, '1.12 kg', { size: 8.5 }),
    R(460, 232, '$3.90/kg', { size: 8.5 }), R(545, 232, '$4.37', { size: 8.5 }),
    [50, 246, '#', { size: 8.5 }], [60, 246, 'Harvest Lane Full Cream Milk 3L', { size: 8.5 }], R(330, 246, '2', { size: 8.5 }), R(390, 246, '2', { size: 8.5 }),
    R(460, 246, '$4.65', { size: 8.5 }), R(545, 246, '$9.30', { size: 8.5 }),
    [50, 260, '#', { size: 8.5 }], [60, 260, "Helga's Wholemeal Bread 750g", { size: 8.5 }], R(330, 260, '1', { size: 8.5 }), R(390, 260, '1', { size: 8.5 }), R(460, 260, '$5.50', { size: 8.5 }),
    R(545, 260, '$5.50', { size: 8.5 }),
    [50, 274, '#', { size: 8.5 }], [60, 274, 'Vegemite 380g', { size: 8.5 }], R(330, 274, '1', { size: 8.5 }), R(390, 274, '1', { size: 8.5 }), R(460, 274, '$7.20', { size: 8.5 }),
    R(545, 274, '$7.20', { size: 8.5 }),
    [50, 288, '#', { size: 8.5 }], [60, 288, 'Lurpak Spreadable Butter 250g', { size: 8.5 }], R(330, 288, '1', { size: 8.5 }), R(390, 288, '0', { size: 8.5 }), R(460, 288, '$5.50', { size: 8.5 }),
    R(545, 288, '$0.00', { size: 8.5 }),
    [66, 299, 'Unavailable – not charged', { size: 7 }],
    [50, 312, '#', { size: 8.5 }], [60, 312, 'Harvest Lane Wheat Biscuits 1.2kg', { size: 8.5 }], R(330, 312, '–', { size: 8.5 }), R(390, 312, '1', { size: 8.5 }),
    R(460, 312, '$4.80', { size: 8.5 }), R(545, 312, '$4.80', { size: 8.5 }),
    [66, 323, 'Substitute for Sanitarium Weet-Bix 1.2kg (ordered 1 @ $6.00)', { size: 7 }],
    [50, 336, '#', { size: 8.5 }], [60, 336, 'Free Range Eggs 12pk 700g', { size: 8.5 }], R(330, 336, '1', { size: 8.5 }), R(390, 336, '1', { size: 8.5 }), R(460, 336, '$6.90', { size: 8.5 }),
    R(545, 336, '$6.90', { size: 8.5 }),
    [50, 350, '#', { size: 8.5 }], [60, 350, 'Chicken Thigh Fillets per kg', { size: 8.5 }], R(330, 350, '0.8 kg', { size: 8.5 }), R(390, 350, '0.842 kg', { size: 8.5 }),
    R(460, 350, '$14.00/kg', { size: 8.5 }), R(545, 350, '$11.79', { size: 8.5 }),
    [60, 364, 'Tim Tam Original 200g', { size: 8.5 }], R(330, 364, '2', { size: 8.5 }), R(390, 364, '2', { size: 8.5 }), R(460, 364, '$5.00', { size: 8.5 }), R(545, 364, '$10.00', { size: 8.5 }),
    [60, 378, 'Finish Quantum Dishwasher Tabs 36pk', { size: 8.5 }], R(330, 378, '1', { size: 8.5 }), R(390, 378, '1', { size: 8.5 }), R(460, 378, '$22.00', { size: 8.5 }),
    R(545, 378, '$22.00', { size: 8.5 }),
    [60, 392, 'Coca-Cola Classic 10 x 375mL', { size: 8.5 }], R(330, 392, '1', { size: 8.5 }), R(390, 392, '1', { size: 8.5 }), R(460, 392, '$12.00', { size: 8.5 }),
    R(545, 392, '$12.00', { size: 8.5 }),
    [45, 406, '#RECT 505 0.6 black'],
    [350, 418, 'Items subtotal', { size: 9 }], R(545, 418, '$93.86', { size: 9 }),
    [350, 431, 'Delivery fee', { size: 9 }], R(545, 431, '$9.00', { size: 9 }),
    [350, 444, 'Reusable bags (3 x $0.25)', { size: 9 }], R(545, 444, '$0.75', { size: 9 }),
    [345, 457, '#RECT 205 0.6 black'],
    [350, 463, 'TOTAL (incl. GST)', { size: 11, bold: true }], R(545, 463, '$103.61', { size: 11, bold: true }),
    [350, 479, 'GST included in total', { size: 9 }], R(545, 479, '$4.89', { size: 9 }),
    [50, 503, 'Paid: Visa ****4471, charged $103.61 on 19/11/2026 at 18:02. The pre-authorisation of $120.00 taken at checkout has been released.', { size: 8 }],
    [50, 517, '# GST-free item. All other items and fees include GST.', { size: 8, bold: true }],
    [50, 529, 'Don’t want a substitute? Hand it back to your driver or request a refund in the app within 7 days.', { size: 8 }],
    [50, 800, 'Harvest Lane Online Grocers Pty Ltd · ABN 41 604 471 823 · 12 Dunlop Road, Mulgrave VIC 3170 · harvestlane.com.au', { size: 6.5 }],
  ] },

  // Malaysian hypermarket TAX INVOICE (SROIE-style): the word mark, the company with its registration
  // number in brackets "SERI MEGAMART SDN BHD (1044718-K)", address, phone and fax, SST registration
  // number; invoice number, "14/11/2026 19:42", cashier, counter and a member number; thirteen items each
  // on three lines (barcode, description, "2 X 6.79" with the amount and a tax code S or E), bananas
  // weighed "0.846 KG X 6.99/KG", a "PROMO 3 FOR 8.99" line of -1.48 under the 100PLUS, a bag charge;
  // TOTAL QTY, TOTAL SALES (INCL. SST) 192.57, ROUNDING ADJ -0.02, TOTAL AMT PAYABLE 192.55, CASH 200.00
  // and CHANGE 7.45; an SST summary by code (S @ 10 %, E @ 0 %); returns small print and points.
  { name: 'hypermarket-my-tax-invoice-item-codes-sst-summary-rounding-adj-cash-change', kind: 'receipt', size: [226, 730], expect: { vendorName: 'SERI MEGAMART SDN BHD', invoiceDate: '2026-11-14', tax: 5.97, total: 192.55, currency: 'MYR', paymentMethod: 'cash' },
    items: [['MILO ACTIV-GO 1KG', 1, 26.99, 26.99], ['BERAS SUPER TEMPATAN 5KG', 1, 26, 26], ['TELUR AYAM GRED A 30BIJI', 1, 16.9, 16.9], ['MINYAK MASAK SAJI 5KG', 1, 32.5, 32.5],
      ['DUTCH LADY UHT COKLAT 1L', 2, 6.79, 13.58], ['GARDENIA ORIGINAL CLASSIC', 1, 4.8, 4.8], ['PISANG BERANGAN', 0.846, 6.99, 5.91],
      ['DYNAMO DETERGENT 2.7KG', 1, 27.9, 27.9], ['100PLUS ISOTONIC 1.5L', 3, 3.49, 10.47], ['PROMO 3 FOR 8.99', null, null, -1.48],
      ['DARLIE DBL ACTION 225G TWIN', 1, 15.9, 15.9], ['MAGGI KARI 5X79G', 2, 6.45, 12.9], ['BAG CHARGE', 1, 0.2, 0.2]], cells: [
    [46, 12, 'SERI MEGAMART', { size: 15, bold: true }],
    [60, 31, 'HYPERMARKET · SHAH ALAM', { size: 7, bold: true }],
    [37, 43, 'SERI MEGAMART SDN BHD (1044718-K)', { size: 7.5, bold: true }],
    [56, 54, 'LOT PT 4471, JALAN KEBUN NENAS,', { size: 6.5 }],
    [43, 63, 'SEKSYEN 32, 40460 SHAH ALAM, SELANGOR', { size: 6.5 }],
    [54, 72, 'TEL: 03-5122 4471   FAX: 03-5122 4470', { size: 6.5 }],
    [62, 81, 'SST REG NO: B16-1808-32000447', { size: 6.5 }],
    [81, 95, 'TAX INVOICE', { size: 9.5, bold: true }],
    [16, 110, 'INV NO: 0718-26-0118442', { size: 7 }], R(210, 110, '14/11/2026 19:42', { size: 7 }),
    [16, 120, 'CASHIER: NURUL AINA', { size: 7 }], R(210, 120, 'CTR 07  TRN 0118', { size: 7 }),
    [16, 130, 'MEMBER: 6012 **** **** 4471', { size: 6.5 }],
    [16, 140, '#RECT 194 0.5 black'],
    [16, 145, 'ITEM', { size: 6.5, bold: true }], R(196, 145, 'AMOUNT (RM)', { size: 6.5, bold: true }), [201, 145, 'TX', { size: 6.5, bold: true }],
    [16, 158, '9556001204471', { size: 6.5 }],
    [16, 166.5, 'MILO ACTIV-GO 1KG', { size: 7.5 }],
    [40, 176, '1 X 26.99', { size: 7 }], R(196, 176, '26.99', { size: 7.5 }), [201, 176, 'E', { size: 7 }],
    [16, 188, '9555027100134', { size: 6.5 }],
    [16, 196.5, 'BERAS SUPER TEMPATAN 5KG', { size: 7.5 }],
    [40, 206, '1 X 26.00', { size: 7 }], R(196, 206, '26.00', { size: 7.5 }), [201, 206, 'E', { size: 7 }],
    [16, 218, '9556041612044', { size: 6.5 }],
    [16, 226.5, 'TELUR AYAM GRED A 30BIJI', { size: 7.5 }],
    [40, 236, '1 X 16.90', { size: 7 }], R(196, 236, '16.90', { size: 7.5 }), [201, 236, 'E', { size: 7 }],
    [16, 248, '9557268300115', { size: 6.5 }],
    [16, 256.5, 'MINYAK MASAK SAJI 5KG', { size: 7.5 }],
    [40, 266, '1 X 32.50', { size: 7 }], R(196, 266, '32.50', { size: 7.5 }), [201, 266, 'E', { size: 7 }],
    [16, 278, '9556091140472', { size: 6.5 }],
    [16, 286.5, 'DUTCH LADY UHT COKLAT 1L', { size: 7.5 }],
    [40, 296, '2 X 6.79', { size: 7 }], R(196, 296, '13.58', { size: 7.5 }), [201, 296, 'E', { size: 7 }],
    [16, 308, '9556006000441', { size: 6.5 }],
    [16, 316.5, 'GARDENIA ORIGINAL CLASSIC', { size: 7.5 }],
    [40, 326, '1 X 4.80', { size: 7 }], R(196, 326, '4.80', { size: 7.5 }), [201, 326, 'E', { size: 7 }],
    [16, 338, '2000118447006', { size: 6.5 }],
    [16, 346.5, 'PISANG BERANGAN', { size: 7.5 }],
    [40, 356, '0.846 KG X 6.99/KG', { size: 7 }], R(196, 356, '5.91', { size: 7.5 }), [201, 356, 'E', { size: 7 }],
    [16, 368, '4800888141127', { size: 6.5 }],
    [16, 376.5, 'DYNAMO DETERGENT 2.7KG', { size: 7.5 }],
    [40, 386, '1 X 27.90', { size: 7 }], R(196, 386, '27.90', { size: 7.5 }), [201, 386, 'S', { size: 7 }],
    [16, 398, '9556404001182', { size: 6.5 }],
    [16, 406.5, '100PLUS ISOTONIC 1.5L', { size: 7.5 }],
    [40, 416, '3 X 3.49', { size: 7 }], R(196, 416, '10.47', { size: 7.5 }), [201, 416, 'S', { size: 7 }],
    [24, 428, 'PROMO 3 FOR 8.99', { size: 7 }], R(196, 428, '-1.48', { size: 7.5 }), [201, 428, 'S', { size: 7 }],
    [16, 440, '8851932354471', { size: 6.5 }],
    [16, 448.5, 'DARLIE DBL ACTION 225G TWIN', { size: 7.5 }],
    [40, 458, '1 X 15.90', { size: 7 }], R(196, 458, '15.90', { size: 7.5 }), [201, 458, 'S', { size: 7 }],
    [16, 470, '9556001130442', { size: 6.5 }],
    [16, 478.5, 'MAGGI KARI 5X79G', { size: 7.5 }],
    [40, 488, '2 X 6.45', { size: 7 }], R(196, 488, '12.90', { size: 7.5 }), [201, 488, 'S', { size: 7 }],
    [16, 500, '2100000000208', { size: 6.5 }],
    [16, 508.5, 'BAG CHARGE', { size: 7.5 }],
    [40, 518, '1 X 0.20', { size: 7 }], R(196, 518, '0.20', { size: 7.5 }), [201, 518, 'E', { size: 7 }],
    [16, 532, '#RECT 194 0.5 black'],
    [16, 539, 'TOTAL QTY: 16', { size: 7 }],
    [16, 551, 'TOTAL SALES (INCL. SST)', { size: 7.5 }], R(196, 551, '192.57', { size: 7.5 }),
    [16, 562, 'ROUNDING ADJ', { size: 7.5 }], R(196, 562, '-0.02', { size: 7.5 }),
    [16, 575, 'TOTAL AMT PAYABLE', { size: 9.5, bold: true }], R(196, 575, '192.55', { size: 9.5, bold: true }),
    [16, 591, 'CASH', { size: 7.5 }], R(196, 591, '200.00', { size: 7.5 }),
    [16, 602, 'CHANGE', { size: 7.5 }], R(196, 602, '7.45', { size: 7.5 }),
    [16, 615, '#RECT 194 0.5 black'],
    [16, 621, 'SST SUMMARY', { size: 6.5, bold: true }], R(110, 621, 'AMT EXCL', { size: 6.5, bold: true }), R(155, 621, 'SST', { size: 6.5, bold: true }),
    R(210, 621, 'AMT INCL', { size: 6.5, bold: true }),
    [16, 631, 'S @ 10%', { size: 6.5 }], R(110, 631, '59.72', { size: 6.5 }), R(155, 631, '5.97', { size: 6.5 }), R(210, 631, '65.69', { size: 6.5 }),
    [16, 640, 'E @ 0%', { size: 6.5 }], R(110, 640, '126.88', { size: 6.5 }), R(155, 640, '0.00', { size: 6.5 }), R(210, 640, '126.88', { size: 6.5 }),
    [16, 649, 'TOTAL', { size: 6.5, bold: true }], R(110, 649, '186.60', { size: 6.5, bold: true }), R(155, 649, '5.97', { size: 6.5, bold: true }),
    R(210, 649, '192.57', { size: 6.5, bold: true }),
    [16, 662, 'S = SST 10% CHARGED   E = EXEMPTED', { size: 6 }],
    [16, 671, 'GOODS SOLD ARE NOT RETURNABLE OR EXCHANGEABLE', { size: 6 }],
    [16, 679, 'WITHOUT ORIGINAL RECEIPT WITHIN 7 DAYS.', { size: 6 }],
    [16, 690, 'SM REWARDS POINTS EARNED: 192   BALANCE: 3,418', { size: 6 }],
    [49, 702, 'THANK YOU. PLEASE COME AGAIN.', { size: 7, bold: true }],
    [88, 713, '0718260118442', { size: 7 }],
  ] },

  // Indonesian minimarket STRUK in Rupiah with thousands dots and no decimals: the word mark, the
  // "PT ... TBK" company, address and NPWP; bon number, cashier and "22-11-2026 18:07:33"; ten items with
  // "5 X 3.500" under each and the amount "17.500" right, two negative DISC lines (-5.000 under the
  // cooking oil, -4.400 under the crisps); HARGA JUAL 202.800, TOTAL DISKON -9.400, TOTAL BELANJA 193.400,
  // TUNAI 200.000 and KEMBALIAN 6.600; the PPN block (BKP, DPP, PPN 17.293, NON BKP), "ANDA HEMAT Rp
  // 9.400", member points and the customer-service lines.
  { name: 'minimarket-id-struk-rupiah-thousands-dots-diskon-ppn-dpp-tunai-kembalian', kind: 'receipt', size: [226, 520], expect: { vendorName: 'PT SERBA MITRA NUSANTARA TBK', invoiceDate: '2026-11-22', tax: 17293, total: 193400, currency: 'IDR', paymentMethod: 'cash' },
    items: [['INDOMIE GRG SPC 85G', 5, 3500, 17500], ['AQUA AIR MNRL 600ML', 4, 3800, 15200], ['TEH BOTOL SOSRO 450ML', 2, 5600, 11200], ['ULTRA MILK COKLAT 250ML', 3, 7100, 21300],
      ['GULAKU GULA PSR 1KG', 1, 18900, 18900], ['BIMOLI MNYK GRG 2L', 1, 44500, 44500], ['DISC PROMO BIMOLI', null, null, -5000], ['SARI ROTI TAWAR 370G', 1, 17000, 17000],
      ['PEPSODENT PG 190G', 1, 14900, 14900], ['SUNLIGHT JRK NIPS 755ML', 1, 19900, 19900], ['CHITATO SPC SAPI 68G', 2, 11200, 22400], ['DISC 2 PCS CHITATO', null, null, -4400]], cells: [
    [60, 12, 'SERBAMART', { size: 16, bold: true }],
    [45, 32, 'PT SERBA MITRA NUSANTARA TBK', { size: 7.5, bold: true }],
    [48, 43, 'JL. RAYA BOGOR KM 27 NO. 14, CIRACAS', { size: 6.5 }],
    [77, 52, 'JAKARTA TIMUR 13740', { size: 6.5 }],
    [70, 61, 'NPWP: 01.447.182.0-009.000', { size: 6.5 }],
    [16, 76, 'Bon 2M47-118203', { size: 7 }], R(210, 76, 'Kasir: RINA', { size: 7 }),
    [16, 86, 'Tgl. 22-11-2026 18:07:33', { size: 7 }], R(210, 86, 'Kassa 02', { size: 7 }),
    [16, 96, '#RECT 194 0.5 black'],
    [16, 103, 'INDOMIE GRG SPC 85G', { size: 7.5 }],
    R(210, 112, '17.500', { size: 7.5 }), [40, 112, '5 X 3.500', { size: 7 }],
    [16, 123, 'AQUA AIR MNRL 600ML', { size: 7.5 }],
    R(210, 132, '15.200', { size: 7.5 }), [40, 132, '4 X 3.800', { size: 7 }],
    [16, 143, 'TEH BOTOL SOSRO 450ML', { size: 7.5 }],
    R(210, 152, '11.200', { size: 7.5 }), [40, 152, '2 X 5.600', { size: 7 }],
    [16, 163, 'ULTRA MILK COKLAT 250ML', { size: 7.5 }],
    R(210, 172, '21.300', { size: 7.5 }), [40, 172, '3 X 7.100', { size: 7 }],
    [16, 183, 'GULAKU GULA PSR 1KG', { size: 7.5 }],
    R(210, 192, '18.900', { size: 7.5 }), [40, 192, '1 X 18.900', { size: 7 }],
    [16, 203, 'BIMOLI MNYK GRG 2L', { size: 7.5 }],
    R(210, 212, '44.500', { size: 7.5 }), [40, 212, '1 X 44.500', { size: 7 }],
    [28, 223, 'DISC PROMO BIMOLI', { size: 7 }], R(210, 223, '-5.000', { size: 7.5 }),
    [16, 234, 'SARI ROTI TAWAR 370G', { size: 7.5 }],
    R(210, 243, '17.000', { size: 7.5 }), [40, 243, '1 X 17.000', { size: 7 }],
    [16, 254, 'PEPSODENT PG 190G', { size: 7.5 }],
    R(210, 263, '14.900', { size: 7.5 }), [40, 263, '1 X 14.900', { size: 7 }],
    [16, 274, 'SUNLIGHT JRK NIPS 755ML', { size: 7.5 }],
    R(210, 283, '19.900', { size: 7.5 }), [40, 283, '1 X 19.900', { size: 7 }],
    [16, 294, 'CHITATO SPC SAPI 68G', { size: 7.5 }],
    R(210, 303, '22.400', { size: 7.5 }), [40, 303, '2 X 11.200', { size: 7 }],
    [28, 314, 'DISC 2 PCS CHITATO', { size: 7 }], R(210, 314, '-4.400', { size: 7.5 }),
    [16, 326, '#RECT 194 0.5 black'],
    [16, 333, 'Total Item', { size: 7.5 }], R(120, 333, '21', { size: 7.5 }),
    [16, 344, 'HARGA JUAL', { size: 7.5 }], R(210, 344, '202.800', { size: 7.5 }),
    [16, 355, 'TOTAL DISKON', { size: 7.5 }], R(210, 355, '-9.400', { size: 7.5 }),
    [16, 368, 'TOTAL BELANJA', { size: 10, bold: true }], R(210, 368, '193.400', { size: 10, bold: true }),
    [16, 384, 'TUNAI', { size: 7.5 }], R(210, 384, '200.000', { size: 7.5 }),
    [16, 395, 'KEMBALIAN', { size: 7.5 }], R(210, 395, '6.600', { size: 7.5 }),
    [16, 408, '#RECT 194 0.5 black'],
    [16, 414, 'BKP', { size: 6.5 }], R(100, 414, '174.500', { size: 6.5 }), [120, 414, 'DPP', { size: 6.5 }], R(210, 414, '157.207', { size: 6.5 }),
    [16, 423, 'NON BKP', { size: 6.5 }], R(100, 423, '18.900', { size: 6.5 }), [120, 423, 'PPN', { size: 6.5 }], R(210, 423, '17.293', { size: 6.5 }),
    [16, 432, 'Harga sudah termasuk PPN', { size: 6.5 }],
    [67, 445, 'ANDA HEMAT Rp 9.400', { size: 8, bold: true }],
    [16, 458, 'MEMBER 6288 **** 4471   POIN +19 (TOTAL 412)', { size: 6.5 }],
    [39, 470, 'TERIMA KASIH, SELAMAT BELANJA KEMBALI', { size: 6.5, bold: true }],
    [47, 480, 'Layanan Konsumen SMS/WA 0811 1500 447', { size: 6.5 }],
    [60, 489, 'Kritik & saran: halo@serbamart.co.id', { size: 6.5 }],
  ] },

  // German discounter KASSENBON: the word mark, the "GmbH & Co. KG" legal name, branch address and
  // USt-IdNr.; seventeen lines with MwSt codes A (7 %) and B (19 %): "2 x 1,09" under the milk, bananas
  // "0,846 kg x 1,69 EUR/kg" and tomatoes "0,612 kg x 2,49 EUR/kg" weighed, a "Preisvorteil 30 %" of
  // -1,80 under the chicken (a best-before markdown), the water and the Apfelschorle each followed by its
  // "Pfand Einweg" line ("6 x 0,25", "3 x 0,25"), and a Leergut line -3,75 from a scanned deposit voucher;
  // "zu zahlen" 30,76, EC-Karte, a girocard slip with terminal, TA and Beleg numbers; a MwSt table by
  // code; the savings line; till, Bon and cashier; the TSE block with ISO timestamps.
  { name: 'discounter-de-kassenbon-gewichtsartikel-pfand-leergut-preisvorteil-ec-karte-tse', kind: 'receipt', size: [226, 590], expect: { vendorName: 'PREISFUCHS Lebensmittel-Discount GmbH & Co. KG', invoiceDate: '2026-11-20', tax: 2.85, total: 30.76, currency: 'EUR', paymentMethod: 'card' },
    items: [['Vollmilch 3,5% 1l', 2, 1.09, 2.18], ['Joghurt mild 3,8% 500g', null, null, 0.99], ['Eier Bodenhaltung 10 St.', null, null, 2.29], ['Bananen', 0.846, 1.69, 1.43],
      ['Tomaten Rispen', 0.612, 2.49, 1.52], ['Dt. Markenbutter 250g', null, null, 2.19], ['Roggenmischbrot 750g', null, null, 1.59], ['Kaffee gemahlen 500g', null, null, 5.49],
      ['Hähnchenbrustfilet 600g', null, null, 5.99], ['Preisvorteil 30 %', null, null, -1.8], ['Mineralwasser medium 6x1,5l', null, null, 1.74], ['Pfand Einweg', 6, 0.25, 1.5],
      ['Apfelschorle 1,0l', 3, 0.79, 2.37], ['Pfand Einweg', 3, 0.25, 0.75], ['Geschirrspültabs Classic 40St', null, null, 3.49], ['Küchenrolle 4x64 Blatt', null, null, 2.79],
      ['Leergut', null, null, -3.75]], cells: [
    [55, 12, 'PREISFUCHS', { size: 17, bold: true }],
    [76, 32, 'Lebensmittel-Discount', { size: 7.5 }],
    [34, 44, 'PREISFUCHS Lebensmittel-Discount GmbH & Co. KG', { size: 6.5 }],
    [43, 53, 'Filiale 4471 · Hauptstraße 118 · 44137 Dortmund', { size: 6.5 }],
    [75, 62, 'USt-IdNr. DE 812 447 183', { size: 6.5 }],
    R(210, 76, 'EUR', { size: 7, bold: true }),
    [16, 87, 'Vollmilch 3,5% 1l', { size: 7.5 }], R(196, 87, '2,18', { size: 7.5 }), [201, 87, 'A', { size: 7 }],
    [22, 96, '2 x 1,09', { size: 6.5 }],
    [16, 106, 'Joghurt mild 3,8% 500g', { size: 7.5 }], R(196, 106, '0,99', { size: 7.5 }), [201, 106, 'A', { size: 7 }],
    [16, 117, 'Eier Bodenhaltung 10 St.', { size: 7.5 }], R(196, 117, '2,29', { size: 7.5 }), [201, 117, 'A', { size: 7 }],
    [16, 128, 'Bananen', { size: 7.5 }], R(196, 128, '1,43', { size: 7.5 }), [201, 128, 'A', { size: 7 }],
    [22, 137, '0,846 kg x 1,69 EUR/kg', { size: 6.5 }],
    [16, 147, 'Tomaten Rispen', { size: 7.5 }], R(196, 147, '1,52', { size: 7.5 }), [201, 147, 'A', { size: 7 }],
    [22, 156, '0,612 kg x 2,49 EUR/kg', { size: 6.5 }],
    [16, 166, 'Dt. Markenbutter 250g', { size: 7.5 }], R(196, 166, '2,19', { size: 7.5 }), [201, 166, 'A', { size: 7 }],
    [16, 177, 'Roggenmischbrot 750g', { size: 7.5 }], R(196, 177, '1,59', { size: 7.5 }), [201, 177, 'A', { size: 7 }],
    [16, 188, 'Kaffee gemahlen 500g', { size: 7.5 }], R(196, 188, '5,49', { size: 7.5 }), [201, 188, 'A', { size: 7 }],
    [16, 199, 'Hähnchenbrustfilet 600g', { size: 7.5 }], R(196, 199, '5,99', { size: 7.5 }), [201, 199, 'A', { size: 7 }],
    [16, 210, 'Preisvorteil 30 %', { size: 7.5 }], R(196, 210, '-1,80', { size: 7.5 }), [201, 210, 'A', { size: 7 }],
    [22, 219, 'MHD-Ware: 30 % Rabatt', { size: 6.5 }],
    [16, 229, 'Mineralwasser medium 6x1,5l', { size: 7.5 }], R(196, 229, '1,74', { size: 7.5 }), [201, 229, 'B', { size: 7 }],
    [16, 240, 'Pfand Einweg', { size: 7.5 }], R(196, 240, '1,50', { size: 7.5 }), [201, 240, 'B', { size: 7 }],
    [22, 249, '6 x 0,25', { size: 6.5 }],
    [16, 259, 'Apfelschorle 1,0l', { size: 7.5 }], R(196, 259, '2,37', { size: 7.5 }), [201, 259, 'B', { size: 7 }],
    [22, 268, '3 x 0,79', { size: 6.5 }],
    [16, 278, 'Pfand Einweg', { size: 7.5 }], R(196, 278, '0,75', { size: 7.5 }), [201, 278, 'B', { size: 7 }],
    [22, 287, '3 x 0,25', { size: 6.5 }],
    [16, 297, 'Geschirrspültabs Classic 40St', { size: 7.5 }], R(196, 297, '3,49', { size: 7.5 }), [201, 297, 'B', { size: 7 }],
    [16, 308, 'Küchenrolle 4x64 Blatt', { size: 7.5 }], R(196, 308, '2,79', { size: 7.5 }), [201, 308, 'B', { size: 7 }],
    [16, 319, 'Leergut', { size: 7.5 }], R(196, 319, '-3,75', { size: 7.5 }), [201, 319, 'B', { size: 7 }],
    [22, 328, 'Pfandbon 4471-0042-1187', { size: 6.5 }],
    [16, 339, '#RECT 194 0.5 black'],
    [16, 346, 'zu zahlen', { size: 11, bold: true }], R(210, 346, '30,76', { size: 11, bold: true }),
    [16, 363, 'EC-Karte', { size: 8 }], R(210, 363, '30,76', { size: 8 }),
    [16, 377, 'Kartenzahlung girocard', { size: 7, bold: true }],
    [22, 387, 'Datum 20.11.2026   Uhrzeit 17:31:52', { size: 6.5 }],
    [22, 395.5, 'Terminal-ID 54471183   TA-Nr. 004471', { size: 6.5 }],
    [22, 404, 'Beleg-Nr. 1187   Kartennr. ############4471', { size: 6.5 }],
    [22, 412.5, 'Folge-Nr. 01   Gültig bis 12/29', { size: 6.5 }],
    [22, 421, 'Betrag EUR 30,76', { size: 6.5 }],
    [22, 429.5, 'Zahlung erfolgt', { size: 7, bold: true }],
    [16, 443.5, 'MwSt', { size: 6.5, bold: true }], R(100, 443.5, 'Netto', { size: 6.5, bold: true }), R(150, 443.5, 'Steuer', { size: 6.5, bold: true }),
    R(210, 443.5, 'Brutto', { size: 6.5, bold: true }),
    [16, 453.5, 'A 7 %', { size: 6.5 }], R(100, 453.5, '20,44', { size: 6.5 }), R(150, 453.5, '1,43', { size: 6.5 }), R(210, 453.5, '21,87', { size: 6.5 }),
    [16, 462.5, 'B 19 %', { size: 6.5 }], R(100, 462.5, '7,47', { size: 6.5 }), R(150, 462.5, '1,42', { size: 6.5 }), R(210, 462.5, '8,89', { size: 6.5 }),
    [16, 471.5, 'Summe', { size: 6.5, bold: true }], R(100, 471.5, '27,91', { size: 6.5, bold: true }), R(150, 471.5, '2,85', { size: 6.5, bold: true }),
    R(210, 471.5, '30,76', { size: 6.5, bold: true }),
    [50, 485.5, 'Sie haben heute 1,80 EUR gespart!', { size: 7.5, bold: true }],
    [16, 498.5, 'Fr 20.11.2026 17:31   Kasse 3   Bon 0118   Bed. 12', { size: 6.5 }],
    [16, 510.5, 'TSE-Transaktion: 2204471', { size: 6 }],
    [16, 518.5, 'TSE-Start: 2026-11-20T17:31:08', { size: 6 }],
    [16, 526.5, 'TSE-Ende: 2026-11-20T17:31:54', { size: 6 }],
    [16, 534.5, 'TSE-Signaturzähler: 884712', { size: 6 }],
    [16, 542.5, 'TSE-Seriennr.: 9c41e07a3b5d2f18', { size: 6 }],
    [67, 556.5, 'Vielen Dank für Ihren Einkauf!', { size: 7 }],
  ] },

  // French hypermarché ticket de caisse: the word mark, the SAS legal name, the shopping centre address,
  // SIRET and TVA numbers; caisse, ticket, hôtesse and "07/11/2026 10:47"; thirteen lines with a TVA
  // code column (1 = 5,50 %, 2 = 20,00 %): "3 x 1,29" pasta then "REMISE 2 ACHETES = 1 OFFERT" -1,29,
  // clementines "1,236 kg x 3,49 €/kg", "2 x 5,90" wine then "REMISE 2E A -50%" -2,95, and a washing
  // liquid whose "-30 % crédités sur carte : 3,60" is credited to the loyalty pot, not deducted; 15
  // ARTICLES, TOTAL A PAYER 50,65 €, CB EMV; the immediate savings 4,24 €; the TVA table by code; the
  // fidélité block (3,60 € credited, 12,85 € in the pot); the CB contactless slip (AID, masked card,
  // MONTANT REEL); returns small print.
  { name: 'hypermarche-fr-ticket-2-achetes-1-offert-remises-fidelite-creditee-tva-codes-cb-emv', kind: 'receipt', size: [226, 650], expect: { vendorName: 'Maximarché Val de Loire SAS', invoiceDate: '2026-11-07', tax: 5.69, total: 50.65, currency: 'EUR', paymentMethod: 'card' },
    items: [['YAOURT NATURE BIO X8', null, null, 2.35], ['LAIT DEMI-ECREME UHT 6X1L', null, null, 5.34], ['COQUILLETTES 1KG', 3, 1.29, 3.87],
      ['REMISE 2 ACHETES = 1 OFFERT', null, null, -1.29], ['COMTE AOP 12 MOIS 250G', null, null, 3.95], ['CLEMENTINES', 1.236, 3.49, 4.31], ['BAGUETTE TRADITION', 2, 1.15, 2.3],
      ['JAMBON BLANC X4 TRANCHES', null, null, 3.19], ['LESSIVE LIQUIDE 40 LAV.', null, null, 11.99], ['PAPIER TOILETTE X12', null, null, 4.79],
      ['VIN AOP BORDEAUX 75CL', 2, 5.9, 11.8], ['REMISE 2E A -50%', null, null, -2.95], ['SAC CABAS REUTILISABLE', null, null, 1]], cells: [
    [52, 12, 'MAXIMARCHÉ', { size: 17, bold: true }],
    [38, 32, 'HYPERMARCHÉ · SAINT-PIERRE-DES-CORPS', { size: 6.5, bold: true }],
    [63, 44, 'Maximarché Val de Loire SAS', { size: 7.5 }],
    [67, 54, 'Centre commercial Les Atlantes', { size: 6.5 }],
    [39, 63, '37700 Saint-Pierre-des-Corps · Tél. 02 47 44 71 18', { size: 6.5 }],
    [40, 72, 'SIRET 512 447 183 00019 · TVA FR41512447183', { size: 6.5 }],
    [16, 87, '07/11/2026 10:47', { size: 7 }], R(210, 87, 'Caisse 014  Ticket 0118', { size: 7 }),
    [16, 97, 'Hôtesse : Claire', { size: 7 }],
    [16, 107, '#RECT 194 0.5 black'],
    R(196, 112, 'EUR', { size: 6.5, bold: true }), [201, 112, 'TVA', { size: 6, bold: true }],
    [16, 124, 'YAOURT NATURE BIO X8', { size: 7.5 }], R(196, 124, '2,35', { size: 7.5 }), [203, 124, '1', { size: 7 }],
    [16, 135, 'LAIT DEMI-ECREME UHT 6X1L', { size: 7.5 }], R(196, 135, '5,34', { size: 7.5 }), [203, 135, '1', { size: 7 }],
    [16, 146, 'COQUILLETTES 1KG', { size: 7.5 }], R(196, 146, '3,87', { size: 7.5 }), [203, 146, '1', { size: 7 }],
    [22, 155, '3 x 1,29', { size: 6.5 }],
    [16, 165, 'REMISE 2 ACHETES = 1 OFFERT', { size: 7.5 }], R(196, 165, '-1,29', { size: 7.5 }), [203, 165, '1', { size: 7 }],
    [16, 176, 'COMTE AOP 12 MOIS 250G', { size: 7.5 }], R(196, 176, '3,95', { size: 7.5 }), [203, 176, '1', { size: 7 }],
    [16, 187, 'CLEMENTINES', { size: 7.5 }], R(196, 187, '4,31', { size: 7.5 }), [203, 187, '1', { size: 7 }],
    [22, 196, '1,236 kg x 3,49 €/kg', { size: 6.5 }],
    [16, 206, 'BAGUETTE TRADITION', { size: 7.5 }], R(196, 206, '2,30', { size: 7.5 }), [203, 206, '1', { size: 7 }],
    [22, 215, '2 x 1,15', { size: 6.5 }],
    [16, 225, 'JAMBON BLANC X4 TRANCHES', { size: 7.5 }], R(196, 225, '3,19', { size: 7.5 }), [203, 225, '1', { size: 7 }],
    [16, 236, 'LESSIVE LIQUIDE 40 LAV.', { size: 7.5 }], R(196, 236, '11,99', { size: 7.5 }), [203, 236, '2', { size: 7 }],
    [22, 245, '-30 % crédités sur carte : 3,60', { size: 6.5 }],
    [16, 255, 'PAPIER TOILETTE X12', { size: 7.5 }], R(196, 255, '4,79', { size: 7.5 }), [203, 255, '2', { size: 7 }],
    [16, 266, 'VIN AOP BORDEAUX 75CL', { size: 7.5 }], R(196, 266, '11,80', { size: 7.5 }), [203, 266, '2', { size: 7 }],
    [22, 275, '2 x 5,90', { size: 6.5 }],
    [16, 285, 'REMISE 2E A -50%', { size: 7.5 }], R(196, 285, '-2,95', { size: 7.5 }), [203, 285, '2', { size: 7 }],
    [16, 296, 'SAC CABAS REUTILISABLE', { size: 7.5 }], R(196, 296, '1,00', { size: 7.5 }), [203, 296, '2', { size: 7 }],
    [16, 308, '#RECT 194 0.5 black'],
    [16, 315, '15 ARTICLES', { size: 7 }],
    [16, 327, 'TOTAL A PAYER', { size: 11, bold: true }], R(210, 327, '50,65 €', { size: 11, bold: true }),
    [16, 344, 'CB EMV', { size: 8 }], R(210, 344, '50,65', { size: 8 }),
    [16, 357, 'VOUS AVEZ ÉCONOMISÉ : 4,24 €', { size: 7.5, bold: true }],
    [16, 371, 'Code', { size: 6.5, bold: true }], [42, 371, 'Taux', { size: 6.5, bold: true }], R(120, 371, 'HT', { size: 6.5, bold: true }), R(165, 371, 'TVA', { size: 6.5, bold: true }),
    R(210, 371, 'TTC', { size: 6.5, bold: true }),
    [16, 381, '1', { size: 6.5 }], [42, 381, '5,50 %', { size: 6.5 }], R(120, 381, '22,77', { size: 6.5 }), R(165, 381, '1,25', { size: 6.5 }), R(210, 381, '24,02', { size: 6.5 }),
    [16, 390, '2', { size: 6.5 }], [42, 390, '20,00 %', { size: 6.5 }], R(120, 390, '22,19', { size: 6.5 }), R(165, 390, '4,44', { size: 6.5 }), R(210, 390, '26,63', { size: 6.5 }),
    [16, 399, 'Total', { size: 6.5, bold: true }], R(120, 399, '44,96', { size: 6.5, bold: true }), R(165, 399, '5,69', { size: 6.5, bold: true }), R(210, 399, '50,65', { size: 6.5, bold: true }),
    [16, 412, '#RECT 194 0.5 black'],
    [16, 418, 'CARTE FIDÉLITÉ N° ****4471', { size: 7, bold: true }],
    [16, 428, 'Avantages crédités aujourd’hui : 3,60 €', { size: 6.5 }],
    [16, 437, 'Cagnotte disponible : 12,85 €', { size: 6.5 }],
    [16, 450, '#RECT 194 0.5 black'],
    [78, 457, 'CARTE BANCAIRE', { size: 7.5, bold: true }],
    [88, 467, 'SANS CONTACT', { size: 6.5 }],
    [87, 475.5, 'A0000000421010', { size: 6.5 }],
    [108, 484, 'CB', { size: 6.5 }],
    [79, 492.5, 'LE 07/11/26 A 10:48:12', { size: 6.5 }],
    [73, 501, 'MAXIMARCHE ST PIERRE', { size: 6.5 }],
    [66, 509.5, '37700 ST PIERRE DES CORPS', { size: 6.5 }],
    [100, 518, '5447118', { size: 6.5 }],
    [80, 526.5, '00004471 118 447118', { size: 6.5 }],
    [84, 535, '############4471', { size: 6.5 }],
    [82, 543.5, '4A3F2B1C9D8E7F60', { size: 6.5 }],
    [106, 552, 'C @', { size: 6.5 }],
    [62, 560.5, 'MONTANT REEL = 50,65 EUR', { size: 7, bold: true }],
    [103, 569.5, 'DEBIT', { size: 6.5 }],
    [64, 578, 'TICKET CLIENT A CONSERVER', { size: 6.5 }],
    [16, 591, 'Échange ou remboursement sous 30 jours', { size: 6 }],
    [16, 599, 'sur présentation de ce ticket (hors produits frais).', { size: 6 }],
    [59, 610, 'Merci de votre visite et à bientôt !', { size: 7, bold: true }],
    [71, 620, '2 0140 0118 0711 2610 4702', { size: 6.5 }],
  ] },

  // US (Ohio) big-box receipt: the word mark, manager, store address and phone; ST#/OP#/TE#/TR#;
  // thirteen lines, each with its 12-digit UPC in the middle and a tax flag N or T after the amount:
  // bananas "2.84 lb @ 1 lb /0.50", cola "2 AT 1 FOR 7.98", a MFR COUPON printed "1.00-" and a
  // MEGAREWARDS DEAL "3.00-" with the trailing minus; SUBTOTAL 90.08, three taxes on the taxable items
  // (OH state 5.75 %, Franklin county 1.25 %, COTA transit 1.00 %), TOTAL 94.10, VISA TEND and a VISA
  // CREDIT block (approval, ref, AID, TC, terminal), CHANGE DUE 0.00, # ITEMS SOLD 12 and a TC number,
  // "YOU SAVED $4.00 TODAY", the survey id, the return policy and the legal name in the footer.
  { name: 'supercenter-us-oh-upc-coupon-trailing-minus-state-county-transit-tax-visa-credit', kind: 'receipt', size: [226, 530], expect: { vendorName: 'MegaValue Stores, Inc.', invoiceDate: '2026-11-15', subtotal: 90.08, tax: 4.02, total: 94.1, currency: 'USD', paymentMethod: 'card' },
    items: [['GV 2% MILK GAL', null, null, 3.48], ['LG EGGS 18CT', null, null, 4.27], ['BANANAS', 2.84, 0.5, 1.42], ['CHEERIOS 18OZ', null, null, 4.98],
      ['MFR COUPON', null, null, -1], ['GRND BEEF 93/7 1LB', null, null, 6.97], ['HEINZ KETCHUP 32OZ', null, null, 3.74], ['COKE 12PK 12OZ CAN', 2, 7.98, 15.96],
      ['TIDE PODS 42CT', null, null, 13.97], ['MEGAREWARDS DEAL', null, null, -3], ['BOUNTY 6 DBL ROLL', null, null, 17.94], ['DURACELL AA 20PK', null, null, 16.88],
      ['COLGATE TOTAL 4.8OZ', null, null, 4.47]], cells: [
    [47, 12, 'MEGAVALUE', { size: 20, bold: true }],
    [81, 36, 'SUPERCENTER', { size: 8, bold: true }],
    [51, 50, '(614) 555-0118   MGR: JESSICA TRAN', { size: 7 }],
    [85, 60, '3900 MORSE RD', { size: 7 }],
    [76, 70, 'COLUMBUS OH 43219', { size: 7 }],
    [47, 82, 'ST# 2291 OP# 004471 TE# 18 TR# 05512', { size: 7 }],
    [16, 98, 'GV 2% MILK GAL', { size: 7 }], [106, 98, '078742351870 F', { size: 6.5 }], R(198, 98, '3.48', { size: 7 }), [202, 98, 'N', { size: 7 }],
    [16, 108.5, 'LG EGGS 18CT', { size: 7 }], [106, 108.5, '078742127406 F', { size: 6.5 }], R(198, 108.5, '4.27', { size: 7 }), [202, 108.5, 'N', { size: 7 }],
    [16, 119, 'BANANAS', { size: 7 }], [106, 119, '000000004011 KF', { size: 6.5 }], R(198, 119, '1.42', { size: 7 }), [202, 119, 'N', { size: 7 }],
    [24, 128, '2.84 lb @ 1 lb /0.50', { size: 6.5 }],
    [16, 138, 'CHEERIOS 18OZ', { size: 7 }], [106, 138, '001600027528 F', { size: 6.5 }], R(198, 138, '4.98', { size: 7 }), [202, 138, 'N', { size: 7 }],
    [16, 148.5, 'MFR COUPON', { size: 7 }], [106, 148.5, '051600027528', { size: 6.5 }], R(198, 148.5, '1.00-', { size: 7 }), [202, 148.5, 'N', { size: 7 }],
    [16, 159, 'GRND BEEF 93/7 1LB', { size: 7 }], [106, 159, '026447100003 F', { size: 6.5 }], R(198, 159, '6.97', { size: 7 }), [202, 159, 'N', { size: 7 }],
    [16, 169.5, 'HEINZ KETCHUP 32OZ', { size: 7 }], [106, 169.5, '001300000128 F', { size: 6.5 }], R(198, 169.5, '3.74', { size: 7 }), [202, 169.5, 'N', { size: 7 }],
    [16, 180, 'COKE 12PK 12OZ CAN', { size: 7 }], [106, 180, '004900000634', { size: 6.5 }], R(198, 180, '15.96', { size: 7 }), [202, 180, 'N', { size: 7 }],
    [24, 189, '2 AT 1 FOR 7.98', { size: 6.5 }],
    [16, 199, 'TIDE PODS 42CT', { size: 7 }], [106, 199, '003700087144', { size: 6.5 }], R(198, 199, '13.97', { size: 7 }), [202, 199, 'T', { size: 7 }],
    [16, 209.5, 'MEGAREWARDS DEAL', { size: 7 }], [106, 209.5, '003700087144', { size: 6.5 }], R(198, 209.5, '3.00-', { size: 7 }), [202, 209.5, 'T', { size: 7 }],
    [24, 218.5, 'TIDE PODS 42CT $3 OFF', { size: 6.5 }],
    [16, 228.5, 'BOUNTY 6 DBL ROLL', { size: 7 }], [106, 228.5, '003700083814', { size: 6.5 }], R(198, 228.5, '17.94', { size: 7 }), [202, 228.5, 'T', { size: 7 }],
    [16, 239, 'DURACELL AA 20PK', { size: 7 }], [106, 239, '004133300480', { size: 6.5 }], R(198, 239, '16.88', { size: 7 }), [202, 239, 'T', { size: 7 }],
    [16, 249.5, 'COLGATE TOTAL 4.8OZ', { size: 7 }], [106, 249.5, '003500076474', { size: 6.5 }], R(198, 249.5, '4.47', { size: 7 }), [202, 249.5, 'T', { size: 7 }],
    R(150, 264, 'SUBTOTAL', { size: 7.5 }), R(198, 264, '90.08', { size: 7.5 }),
    [40, 274.5, 'TAX 1   OH STATE      5.750 %', { size: 7 }], R(198, 274.5, '2.89', { size: 7 }),
    [40, 284.5, 'TAX 2   FRANKLIN CO   1.250 %', { size: 7 }], R(198, 284.5, '0.63', { size: 7 }),
    [40, 294.5, 'TAX 3   COTA TRANSIT  1.000 %', { size: 7 }], R(198, 294.5, '0.50', { size: 7 }),
    R(150, 306.5, 'TOTAL', { size: 10, bold: true }), R(198, 306.5, '94.10', { size: 10, bold: true }),
    R(150, 320.5, 'VISA TEND', { size: 7.5 }), R(198, 320.5, '94.10', { size: 7.5 }),
    [40, 333.5, 'VISA CREDIT   **** **** **** 4471', { size: 6.5 }],
    [40, 342, 'APPROVAL # 04471Z', { size: 6.5 }],
    [40, 350.5, 'REF # 632100118447', { size: 6.5 }],
    [40, 359, 'AID A0000000031010', { size: 6.5 }],
    [40, 367.5, 'TC 9F1A44E70B2C6D18', { size: 6.5 }],
    [40, 376, 'TERMINAL # SC010447', { size: 6.5 }],
    [40, 384.5, '*NO SIGNATURE REQUIRED', { size: 6.5 }],
    R(150, 396, 'CHANGE DUE', { size: 7.5 }), R(198, 396, '0.00', { size: 7.5 }),
    [80, 410, '# ITEMS SOLD 12', { size: 7.5, bold: true }],
    [63, 421, 'TC# 4471 1182 0552 9130 2264', { size: 7 }],
    [61, 434, 'YOU SAVED $4.00 TODAY', { size: 8, bold: true }],
    [65, 446, 'N = NOT TAXED   T = TAXABLE', { size: 6.5 }],
    [83, 456, '11/15/26   15:18:44', { size: 7 }],
    [49, 470, 'Give us feedback @ survey.megavalue.com', { size: 6.5 }],
    [64, 479, 'Thank you!  ID #: 7QXK4BDN1R8', { size: 6.5 }],
    [62, 488, 'Returns within 90 days with receipt.', { size: 6.5 }],
    [77, 500, 'MegaValue Stores, Inc.', { size: 6.5, bold: true }],
  ] },

  // UK supermarket till receipt: the word mark, store, address, phone and VAT number; fourteen lines with
  // £ amounts and an "A" flag on the standard-rated ones: "4 x £1.40" beans followed by a multibuy line
  // "HEINZ ANY 4 FOR £4.50" -£1.10, two loyalty-card price savings printed as "B&C CARD PRICE SAVING" with
  // the card price under them, broccoli "0.412 kg @ £1.90/kg"; 14 ITEMS, BALANCE DUE £31.73, CONTACTLESS
  // with the VISA DEBIT block (AID, PAN SEQ, auth code), CHANGE DUE £0.00; TOTAL SAVINGS £2.85 split into
  // card prices and multibuy; the loyalty card's points; "A = VAT 20%" with the VATable amount and VAT
  // £2.32; store, till, operator and transaction; the plc's registered number in the small print.
  { name: 'supermarket-uk-card-prices-multibuy-saving-weighed-veg-balance-due-contactless-vat-a', kind: 'receipt', size: [226, 500], expect: { vendorName: 'Bramley & Cole Stores plc', invoiceDate: '2026-11-23', tax: 2.32, total: 31.73, currency: 'GBP', paymentMethod: 'card' },
    items: [['B&C SEMI SKIMMED MILK 4PT', null, null, 1.65], ['HOVIS SOFT WHITE MED 800G', null, null, 1.45], ['HEINZ BAKED BNS 415G', 4, 1.4, 5.6],
      ['HEINZ ANY 4 FOR £4.50', null, null, -1.1], ['CADBURY DAIRY MILK 180G', null, null, 2.75], ['B&C CARD PRICE SAVING', null, null, -0.75],
      ['PG TIPS 160 BAGS', null, null, 4.5], ['B&C BRIT CHICKEN BREAST 650G', null, null, 4.95], ['LOOSE BROCCOLI', 0.412, 1.9, 0.78], ['FAIRY ORIGINAL 820ML', null, null, 2.5],
      ['PEPSI MAX 8X330ML', null, null, 4.25], ['B&C CARD PRICE SAVING', null, null, -1], ['ANDREX CLASSIC 9 ROLL', null, null, 5.5], ['B&C BAG FOR LIFE', null, null, 0.65]], cells: [
    [39, 12, 'BRAMLEY & COLE', { size: 16, bold: true }],
    [61, 32, 'SUPERSTORE · FOSSE PARK', { size: 7, bold: true }],
    [49, 43, 'Fosse Park Avenue, Leicester LE19 1HX', { size: 7 }],
    [64, 53, 'Store 0447 · Tel 0345 555 0447', { size: 7 }],
    [66, 63, 'VAT Reg No. GB 220 4471 83', { size: 7 }],
    [16, 75, '#RECT 194 0.5 black'],
    [16, 83, 'B&C SEMI SKIMMED MILK 4PT', { size: 7.5 }], R(196, 83, '£1.65', { size: 7.5 }),
    [16, 94, 'HOVIS SOFT WHITE MED 800G', { size: 7.5 }], R(196, 94, '£1.45', { size: 7.5 }),
    [16, 105, 'HEINZ BAKED BNS 415G', { size: 7.5 }], R(196, 105, '£5.60', { size: 7.5 }),
    [24, 114, '4 x £1.40', { size: 6.5 }],
    [16, 124, 'HEINZ ANY 4 FOR £4.50', { size: 7.5 }], R(196, 124, '-£1.10', { size: 7.5 }),
    [24, 133, 'Multibuy saving', { size: 6.5 }],
    [16, 143, 'CADBURY DAIRY MILK 180G', { size: 7.5 }], R(196, 143, '£2.75', { size: 7.5 }), [201, 143, 'A', { size: 7 }],
    [16, 154, 'B&C CARD PRICE SAVING', { size: 7.5 }], R(196, 154, '-£0.75', { size: 7.5 }), [201, 154, 'A', { size: 7 }],
    [24, 163, 'Card Price £2.00', { size: 6.5 }],
    [16, 173, 'PG TIPS 160 BAGS', { size: 7.5 }], R(196, 173, '£4.50', { size: 7.5 }),
    [16, 184, 'B&C BRIT CHICKEN BREAST 650G', { size: 7.5 }], R(196, 184, '£4.95', { size: 7.5 }),
    [16, 195, 'LOOSE BROCCOLI', { size: 7.5 }], R(196, 195, '£0.78', { size: 7.5 }),
    [24, 204, '0.412 kg @ £1.90/kg', { size: 6.5 }],
    [16, 214, 'FAIRY ORIGINAL 820ML', { size: 7.5 }], R(196, 214, '£2.50', { size: 7.5 }), [201, 214, 'A', { size: 7 }],
    [16, 225, 'PEPSI MAX 8X330ML', { size: 7.5 }], R(196, 225, '£4.25', { size: 7.5 }), [201, 225, 'A', { size: 7 }],
    [16, 236, 'B&C CARD PRICE SAVING', { size: 7.5 }], R(196, 236, '-£1.00', { size: 7.5 }), [201, 236, 'A', { size: 7 }],
    [24, 245, 'Card Price £3.25', { size: 6.5 }],
    [16, 255, 'ANDREX CLASSIC 9 ROLL', { size: 7.5 }], R(196, 255, '£5.50', { size: 7.5 }), [201, 255, 'A', { size: 7 }],
    [16, 266, 'B&C BAG FOR LIFE', { size: 7.5 }], R(196, 266, '£0.65', { size: 7.5 }), [201, 266, 'A', { size: 7 }],
    [16, 278, '#RECT 194 0.5 black'],
    [16, 285, '14 ITEMS', { size: 7 }],
    [16, 297, 'BALANCE DUE', { size: 11, bold: true }], R(210, 297, '£31.73', { size: 11, bold: true }),
    [16, 314, 'CONTACTLESS', { size: 8 }], R(210, 314, '£31.73', { size: 8 }),
    [22, 325, 'VISA DEBIT   ************4471', { size: 6.5 }],
    [22, 333.5, 'AID A0000000031010   PAN SEQ 01', { size: 6.5 }],
    [22, 342, 'AUTH CODE 044718   MID ****47188', { size: 6.5 }],
    [22, 350.5, 'PLEASE KEEP THIS RECEIPT', { size: 6.5 }],
    [16, 361, 'CHANGE DUE', { size: 8 }], R(210, 361, '£0.00', { size: 8 }),
    [16, 375, 'TOTAL SAVINGS', { size: 8, bold: true }], R(210, 375, '£2.85', { size: 8, bold: true }),
    [22, 385, 'Card Prices £1.75   Multibuy £1.10', { size: 6.5 }],
    [16, 398, 'B&C CARD ****4471   POINTS THIS VISIT 31', { size: 6.5 }],
    [16, 406.5, 'POINTS BALANCE 1,184', { size: 6.5 }],
    [16, 418.5, 'A = VAT 20%   VATABLE £13.90   VAT £2.32', { size: 6.5 }],
    [16, 427, 'All other items zero rated.', { size: 6.5 }],
    [16, 439, '23/11/2026 19:05   ST 0447  TILL 12  OP 3318  TRN 5521', { size: 6.5 }],
    [16, 452, 'Returns within 30 days with this receipt.', { size: 6 }],
    [16, 460, 'Tell us how we did: bramleyandcole.co.uk/feedback', { size: 6 }],
    [16, 468, 'Bramley & Cole Stores plc · Registered in England No. 01447183', { size: 5.5 }],
  ] },

  // Spanish pharmacy FACTURA SIMPLIFICADA: a green cross, "FARMACIA" and the owners' name, the
  // "Farmacia Ibáñez Soler, C.B." legal name, address and CIF; the number, "12/11/2026 11:26", till and
  // pharmacist; a table Uds / Descripción / PVP / Importe / IVA: three prescription medicines whose
  // Importe is the patient's 40 % co-payment of the PVP ("Receta SNS · Aportación 40 %" under each), an
  // over-the-counter medicine at 4 %, two sanitary products at 10 %, a sunscreen at 21 % with "Dto. 15 %"
  // (22,95 → 19,51) and two toothbrushes; TOTAL 40,71 €, Efectivo 50,00 and Cambio 9,29; the IVA table
  // (4 %, 10 %, 21 %); the prescription block: aportación usuario 3,35 and the 5,02 borne by the SNS
  // (not paid here); the returns note.
  { name: 'farmacia-es-ticket-receta-aportacion-40-iva-4-10-21-descuento-parafarmacia-efectivo', kind: 'receipt', size: [226, 470], expect: { vendorName: 'Farmacia Ibáñez Soler, C.B.', invoiceDate: '2026-11-12', tax: 5.63, total: 40.71, currency: 'EUR', paymentMethod: 'cash' },
    items: [['OMEPRAZOL CINFA 20MG 28C', 1, 2.5, 1], ['ATORVASTATINA NORM 20MG', 1, 3.69, 1.48], ['ENALAPRIL CINFA 20MG 28', 1, 2.18, 0.87],
      ['PARACETAMOL CINFA 650MG', 1, 1.95, 1.95], ['SUERO FISIOL. 30 MONOD.', 1, 4.75, 4.75], ['HANSAPLAST SENSITIVE 20U', 1, 3.95, 3.95],
      ['ISDIN FUSION WATER 50ML', 1, 22.95, 19.51], ['CEPILLO VITIS MEDIO', 2, 3.6, 7.2]], cells: [
    [105, 10, '#RECT 9 27 #16a34a'],
    [96, 19, '#RECT 27 9 #16a34a'],
    [77, 42, 'FARMACIA', { size: 13, bold: true }],
    [78, 57, 'IBÁÑEZ SOLER', { size: 9, bold: true }],
    [66, 70, 'Farmacia Ibáñez Soler, C.B.', { size: 7.5 }],
    [65, 80, 'Av. del Port 118 · 46023 València', { size: 6.5 }],
    [61, 89, 'CIF E-98447182 · Tel. 963 44 71 18', { size: 6.5 }],
    [59, 103, 'FACTURA SIMPLIFICADA', { size: 8.5, bold: true }],
    [16, 117, 'Nº T1-2026/044718', { size: 7 }], R(210, 117, '12/11/2026 11:26', { size: 7 }),
    [16, 127, 'Caja 1 · Le atendió: Pilar (col. 4471)', { size: 6.5 }],
    [16, 137, '#RECT 194 0.5 black'],
    [16, 142, 'Uds', { size: 6.5, bold: true }], [28, 142, 'Descripción', { size: 6.5, bold: true }], R(158, 142, 'PVP', { size: 6.5, bold: true }),
    R(194, 142, 'Importe', { size: 6.5, bold: true }), [198, 142, 'IVA', { size: 6, bold: true }],
    [18, 154, '1', { size: 7 }], [28, 154, 'OMEPRAZOL CINFA 20MG 28C', { size: 6.5 }], R(158, 154, '2,50', { size: 7 }), R(194, 154, '1,00', { size: 7 }), [199, 154, '4', { size: 6.5 }],
    [34, 163, 'Receta SNS · Aportación 40 %', { size: 6 }],
    [18, 173, '1', { size: 7 }], [28, 173, 'ATORVASTATINA NORM 20MG', { size: 6.5 }], R(158, 173, '3,69', { size: 7 }), R(194, 173, '1,48', { size: 7 }), [199, 173, '4', { size: 6.5 }],
    [34, 182, 'Receta SNS · Aportación 40 %', { size: 6 }],
    [18, 192, '1', { size: 7 }], [28, 192, 'ENALAPRIL CINFA 20MG 28', { size: 6.5 }], R(158, 192, '2,18', { size: 7 }), R(194, 192, '0,87', { size: 7 }), [199, 192, '4', { size: 6.5 }],
    [34, 201, 'Receta SNS · Aportación 40 %', { size: 6 }],
    [18, 211, '1', { size: 7 }], [28, 211, 'PARACETAMOL CINFA 650MG', { size: 6.5 }], R(158, 211, '1,95', { size: 7 }), R(194, 211, '1,95', { size: 7 }), [199, 211, '4', { size: 6.5 }],
    [18, 222, '1', { size: 7 }], [28, 222, 'SUERO FISIOL. 30 MONOD.', { size: 6.5 }], R(158, 222, '4,75', { size: 7 }), R(194, 222, '4,75', { size: 7 }), [199, 222, '10', { size: 6.5 }],
    [18, 233, '1', { size: 7 }], [28, 233, 'HANSAPLAST SENSITIVE 20U', { size: 6.5 }], R(158, 233, '3,95', { size: 7 }), R(194, 233, '3,95', { size: 7 }), [199, 233, '10', { size: 6.5 }],
    [18, 244, '1', { size: 7 }], [28, 244, 'ISDIN FUSION WATER 50ML', { size: 6.5 }], R(158, 244, '22,95', { size: 7 }), R(194, 244, '19,51', { size: 7 }), [199, 244, '21', { size: 6.5 }],
    [34, 253, 'Dto. 15 %', { size: 6 }],
    [18, 263, '2', { size: 7 }], [28, 263, 'CEPILLO VITIS MEDIO', { size: 6.5 }], R(158, 263, '3,60', { size: 7 }), R(194, 263, '7,20', { size: 7 }), [199, 263, '21', { size: 6.5 }],
    [16, 275, '#RECT 194 0.5 black'],
    [16, 282, 'TOTAL', { size: 11, bold: true }], R(210, 282, '40,71 €', { size: 11, bold: true }),
    [16, 299, 'Efectivo', { size: 8 }], R(210, 299, '50,00', { size: 8 }),
    [16, 310, 'Cambio', { size: 8 }], R(210, 310, '9,29', { size: 8 }),
    [16, 324, 'IVA', { size: 6.5, bold: true }], R(100, 324, 'Base', { size: 6.5, bold: true }), R(150, 324, 'Cuota', { size: 6.5, bold: true }), R(210, 324, 'Total', { size: 6.5, bold: true }),
    [16, 334, '4 %', { size: 6.5 }], R(100, 334, '5,10', { size: 6.5 }), R(150, 334, '0,20', { size: 6.5 }), R(210, 334, '5,30', { size: 6.5 }),
    [16, 343, '10 %', { size: 6.5 }], R(100, 343, '7,91', { size: 6.5 }), R(150, 343, '0,79', { size: 6.5 }), R(210, 343, '8,70', { size: 6.5 }),
    [16, 352, '21 %', { size: 6.5 }], R(100, 352, '22,07', { size: 6.5 }), R(150, 352, '4,64', { size: 6.5 }), R(210, 352, '26,71', { size: 6.5 }),
    [16, 361, 'Total', { size: 6.5, bold: true }], R(100, 361, '35,08', { size: 6.5, bold: true }), R(150, 361, '5,63', { size: 6.5, bold: true }), R(210, 361, '40,71', { size: 6.5, bold: true }),
    [16, 374, '#RECT 194 0.5 black'],
    [16, 380, 'Receta electrónica · TSI 003 · Aportación 40 %', { size: 6.5, bold: true }],
    [16, 390, 'PVP medicamentos con receta', { size: 6.5 }], R(210, 390, '8,37', { size: 6.5 }),
    [16, 399, 'Aportación usuario (incluida arriba)', { size: 6.5 }], R(210, 399, '3,35', { size: 6.5 }),
    [16, 408, 'A cargo del SNS (no abonado)', { size: 6.5 }], R(210, 408, '5,02', { size: 6.5 }),
    [16, 421, 'Los medicamentos no admiten devolución.', { size: 6 }],
    [16, 429, 'Parafarmacia: cambios en 15 días con este ticket.', { size: 6 }],
    [72, 440, 'Gracias por su confianza', { size: 7, bold: true }],
  ] },

  // Dutch supermarket KASSABON: the word mark, the B.V. legal name, branch address and phone; columns
  // AANTAL / OMSCHRIJVING / PRIJS / BEDRAG with the PRIJS printed only where more than one is bought, a
  // "B" on the bonus items, statiegeld lines for bottles "6 x 0,25" and cans "6 x 0,15", cheese weighed
  // "0,456 kg x 12,98 /kg" without an AANTAL; SUBTOTAAL 44,10, then three BONUS discounts (-1,12,
  // -1,50, -1,37) between the subtotal and the TOTAAL 40,11 with UW VOORDEEL 3,99; the bonus card; PIN
  // with the terminal slip (V PAY, AID, contactless, autorisatiecode); a BTW table (9 %, 21 % and the
  // statiegeld without BTW); "za 21-11-2026 16:52", kassa and bon; KvK and BTW numbers.
  { name: 'supermarkt-nl-kassabon-bonus-na-subtotaal-statiegeld-geen-btw-gewogen-kaas-pin', kind: 'receipt', size: [226, 520], expect: { vendorName: 'De Koopman Supermarkten B.V.', invoiceDate: '2026-11-21', tax: 4.04, total: 40.11, currency: 'EUR', paymentMethod: 'card' },
    items: [['HALFVOLLE MELK 1L', 2, 1.19, 2.38], ['VOLKORENBROOD HEEL', 1, null, 2.89], ['CALVE PINDAKAAS 600G', 1, null, 4.49], ['SPA BLAUW 6X1,5L', 1, null, 5.49],
      ['STATIEGELD FLES', 6, 0.25, 1.5], ['HEINEKEN PILS 6X0,33 BLIK', 1, null, 7.49], ['STATIEGELD BLIK', 6, 0.15, 0.9], ['JONG BELEGEN KAAS', 0.456, 12.98, 5.92],
      ['HAK BRUINE BONEN 720G', 3, 1.79, 5.37], ['UNOX ROOKWORST 275G', 1, null, 2.99], ['DREFT AFWASMIDDEL 383ML', 1, null, 2.69], ['BANANEN TROS', 1, null, 1.99]], cells: [
    [56, 12, 'DE KOOPMAN', { size: 16, bold: true }],
    [93, 32, 'supermarkt', { size: 8 }],
    [58, 44, 'De Koopman Supermarkten B.V.', { size: 7.5 }],
    [66, 54, 'Twijnstraat 41 · 3511 ZH Utrecht', { size: 6.5 }],
    [68, 63, 'Filiaal 1182 · tel. 030 231 44 71', { size: 6.5 }],
    [16, 74, '#RECT 194 0.5 black'],
    [16, 79, 'AANTAL', { size: 6, bold: true }], [44, 79, 'OMSCHRIJVING', { size: 6, bold: true }], R(160, 79, 'PRIJS', { size: 6, bold: true }), R(198, 79, 'BEDRAG', { size: 6, bold: true }),
    R(28, 91, '2', { size: 7 }), [44, 91, 'HALFVOLLE MELK 1L', { size: 7 }], R(160, 91, '1,19', { size: 7 }), R(198, 91, '2,38', { size: 7 }),
    R(28, 101.5, '1', { size: 7 }), [44, 101.5, 'VOLKORENBROOD HEEL', { size: 7 }], R(198, 101.5, '2,89', { size: 7 }),
    R(28, 112, '1', { size: 7 }), [44, 112, 'CALVE PINDAKAAS 600G', { size: 7 }], R(198, 112, '4,49', { size: 7 }), [202, 112, 'B', { size: 7 }],
    R(28, 122.5, '1', { size: 7 }), [44, 122.5, 'SPA BLAUW 6X1,5L', { size: 7 }], R(198, 122.5, '5,49', { size: 7 }), [202, 122.5, 'B', { size: 7 }],
    R(28, 133, '6', { size: 7 }), [44, 133, 'STATIEGELD FLES', { size: 7 }], R(160, 133, '0,25', { size: 7 }), R(198, 133, '1,50', { size: 7 }),
    R(28, 143.5, '1', { size: 7 }), [44, 143.5, 'HEINEKEN PILS 6X0,33 BLIK', { size: 7 }], R(198, 143.5, '7,49', { size: 7 }),
    R(28, 154, '6', { size: 7 }), [44, 154, 'STATIEGELD BLIK', { size: 7 }], R(160, 154, '0,15', { size: 7 }), R(198, 154, '0,90', { size: 7 }),
    [44, 164.5, 'JONG BELEGEN KAAS', { size: 7 }], R(198, 164.5, '5,92', { size: 7 }),
    [50, 173.5, '0,456 kg x 12,98 /kg', { size: 6.5 }],
    R(28, 183.5, '3', { size: 7 }), [44, 183.5, 'HAK BRUINE BONEN 720G', { size: 7 }], R(160, 183.5, '1,79', { size: 7 }), R(198, 183.5, '5,37', { size: 7 }), [202, 183.5, 'B', { size: 7 }],
    R(28, 194, '1', { size: 7 }), [44, 194, 'UNOX ROOKWORST 275G', { size: 7 }], R(198, 194, '2,99', { size: 7 }),
    R(28, 204.5, '1', { size: 7 }), [44, 204.5, 'DREFT AFWASMIDDEL 383ML', { size: 7 }], R(198, 204.5, '2,69', { size: 7 }),
    R(28, 215, '1', { size: 7 }), [44, 215, 'BANANEN TROS', { size: 7 }], R(198, 215, '1,99', { size: 7 }),
    [44, 227.5, 'SUBTOTAAL', { size: 7.5, bold: true }], R(198, 227.5, '44,10', { size: 7.5, bold: true }),
    [44, 239.5, 'BONUS CALVE PINDAKAAS 25%', { size: 7 }], R(198, 239.5, '-1,12', { size: 7 }),
    [44, 250, 'BONUS SPA BLAUW 6X1,5L', { size: 7 }], R(198, 250, '-1,50', { size: 7 }),
    [44, 260.5, 'BONUS HAK 3 VOOR 4,00', { size: 7 }], R(198, 260.5, '-1,37', { size: 7 }),
    [44, 273, 'UW VOORDEEL', { size: 7.5 }], R(198, 273, '3,99', { size: 7.5 }),
    [16, 286, 'TOTAAL', { size: 11, bold: true }], R(210, 286, '40,11', { size: 11, bold: true }),
    [16, 302, 'BONUSKAART xx4471', { size: 7 }],
    [16, 314, 'BETAALD MET:', { size: 7 }],
    [16, 324, 'PIN', { size: 8 }], R(210, 324, '40,11', { size: 8 }),
    [22, 337, 'Terminal 4471182   Merchant 0118', { size: 6.5 }],
    [22, 345.5, 'Periode 6325   Transactie 00044718', { size: 6.5 }],
    [22, 354, 'V PAY (A0000000032020)', { size: 6.5 }],
    [22, 362.5, 'Kaart xxxxxxxxxxxxx4471   Kaartserienummer 1', { size: 6.5 }],
    [22, 371, 'BETALING   Contactless', { size: 6.5 }],
    [22, 379.5, 'Datum 21/11/2026 16:53', { size: 6.5 }],
    [22, 388, 'Autorisatiecode B7F4Q1', { size: 6.5 }],
    [22, 396.5, 'Totaal 40,11 EUR', { size: 6.5 }],
    [16, 411, 'BTW', { size: 6.5, bold: true }], R(110, 411, 'Grondslag', { size: 6.5, bold: true }), R(155, 411, 'BTW', { size: 6.5, bold: true }),
    R(210, 411, 'Totaal', { size: 6.5, bold: true }),
    [16, 421, '9%', { size: 6.5 }], R(110, 421, '25,26', { size: 6.5 }), R(155, 421, '2,27', { size: 6.5 }), R(210, 421, '27,53', { size: 6.5 }),
    [16, 430, '21%', { size: 6.5 }], R(110, 430, '8,41', { size: 6.5 }), R(155, 430, '1,77', { size: 6.5 }), R(210, 430, '10,18', { size: 6.5 }),
    [16, 439, 'geen (statiegeld)', { size: 6.5 }], R(110, 439, '2,40', { size: 6.5 }), R(155, 439, '0,00', { size: 6.5 }), R(210, 439, '2,40', { size: 6.5 }),
    [16, 448, 'Totaal', { size: 6.5, bold: true }], R(110, 448, '36,07', { size: 6.5, bold: true }), R(155, 448, '4,04', { size: 6.5, bold: true }),
    R(210, 448, '40,11', { size: 6.5, bold: true }),
    [16, 462, 'za 21-11-2026 16:52   Kassa 4   Bon 2291   Mdw 31', { size: 6.5 }],
    [68, 475, 'Bedankt voor uw bezoek!', { size: 7.5, bold: true }],
    [59, 485, 'KvK 30118447 · BTW NL814471183B01', { size: 6 }],
  ] },
];
