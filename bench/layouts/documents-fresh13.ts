// A thirteenth fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-24 blind to the engine: their author read only documents.ts,
// documents-fresh12.ts (for the format and the conventions) and render.ts (for the page, the fonts and
// the drawing commands), nothing under engine/, server/, data/, models/ or test/ nor any other file under
// bench/, and ran neither the engine, the tests nor a benchmark (only the type check and a throwaway
// script outside the repository that renders these documents through render.ts's renderPdf, rasterises
// them with pdftoppm, and checks that no text overlaps or leaves the page and that the arithmetic holds).
// The theme is new: the invoices come from CONSTRUCTION, AGRICULTURE, EDUCATION AND THE PUBLIC / NON-PROFIT
// SECTOR (a general contractor's progress invoice to a municipality with a bond withheld and earlier
// instalments deducted, a builders' merchant, scaffolding hire, a farm-supply cooperative, a veterinary
// wholesaler, a language school, a municipal water and refuse utility, a producers' association's
// membership fees), the receipts from TRAVEL AND TRANSPORT (a fuel station, a taxi, a parking garage, a
// motorway toll, a ferry, a coach ticket office, an attraction's ticket desk, a hotel minibar and tourist
// tax), from Poland, the Czech Republic, Denmark, Hungary, Romania, Slovenia, Iceland, South Africa,
// Turkey, Spain, Brazil, Croatia, Norway, Ireland, Latvia and Portugal; fourteen of the sixteen are not
// in English and most carry heavy diacritics in the vendor, the streets and the items (Ł ę ś ż, Ř č ů,
// Ø æ å, ő ű, ș ț ă, Š č ž, Þ ð, İ ş ğ, Ķ ū ģ, ã ç); the South African invoice (with Afrikaans) and the
// Irish receipt (with Irish) are in English.
// Invoices: Poland (a general contractor's "Faktura VAT nr FV/118/11/2026", "Faktura częściowa nr 3", to
// Gmina Stara Łęka with the school as a separate Odbiorca, the seller's name hyphen-broken over two lines
// in its block; the contract lump sum 2 712 200,00 netto / 3 336 006,00 brutto; MECHANIZM PODZIELONEJ
// PŁATNOŚCI; four current-period lines with PKWiU codes; a cumulative settlement table of six stages with
// progress %, done to date 1 827 820,00 and invoiced before 1 103 080,00, one stage at 0 %; Razem netto
// 724 740,00, VAT 23 %, Razem brutto 891 430,20, a 5 % performance bond "-44 571,51" withheld and "Do
// zapłaty 846 858,69 zł"), the Czech Republic (a builders' merchant's FAKTURA – DAŇOVÝ DOKLAD č.
// 26FV00447 with variabilní symbol 2600447, "V Táboře dne 19. listopadu 2026", DUZP 18.11.2026, splatnost
// 3.12.2026; ks, pyt., t, m³ and jízda; a pallet deposit and three returned pallets at quantity -3; a DPH
// recap with empty rows; Celkem s DPH 64 180,34, Zaokrouhlení -0,34, CELKEM K ÚHRADĚ 64 180,00 Kč),
// Denmark (a farm-supply cooperative's FAKTURA with a delivery date and note per line, feed in t and kg
// where "1.200" is twelve hundred, gas oil in litres with its duties, a pre-season discount row without
// quantity, "Løbende måned + 30 dage" and Forfaldsdato 30.12.2026, an FI-kort payment line), Hungary (a
// veterinary wholesaler's SZÁMLA in whole forints: Teljesítés "2026. 11. 18.", kelte "2026. 11. 19.",
// határidő "2026. 12. 03."; ÁFA 27 % and bruttó per line, batch and withdrawal periods under the
// medicines; "Fizetendő végösszeg 716 280 Ft" and the amount in words), Romania (a language school's
// FACTURĂ "Seria LST nr. 0447" with the numbered column row; exempt course hours under art. 292, a group
// discount row, textbooks at 11 % and a licence at 21 %; "Total de plată (col. 5 + col. 7) 13.818,40
// lei"; the RO e-Factura index), Slovenia (a municipal utility's RAČUN: meter readings and 12 m³, thirteen
// lines in three sections with four-decimal unit prices rounded per line, DDV 9,5 %, ZA PLAČILO EUR 92,78
// and a UPN QR slip with "***92,78" and the reference SI12 2611044718), Iceland (a scaffolding hire
// REIKNINGUR in whole krónur: the hire period "(31 dagur)", lines in square-metre days "420 fm × 31 dagur"
// = 13.020 fm·d at 14,00, sheeting for part of the period, labour hours; VSK 24 %; Gjalddagi 01.12.2026
// and Eindagi 15.12.2026; an earlier invoice as a distractor), South Africa (a grain producers'
// association's TAX INVOICE for 2027 membership dated "2026/11/16", due "2027/01/31", amounts "R 6 850,00"
// with a space and a decimal comma, a hectare levy "1 480 × 2,15", VAT 15 %, TOTAL DUE R 19 011,80 and an
// early-payment rebate box "pay R 18 061,21").
// Receipts: Turkey (a fuel station ÖKC fiş, 80 mm: the legal name "… TİC. VE SAN. LTD. ŞTİ.", the quantity
// line "38,450 LT X 47,89" above the item, starred amounts, TOPKDV *326,88, TOPLAM *1.961,27, KREDİ KARTI
// and the card slip in TL), Spain (a Seville taxi's FACTURA SIMPLIFICADA, 58 mm, issued by the
// driver-owner "José Ángel Muñoz Ibáñez" at "23/11/2026 00:08" for a ride that began on 22/11 at 23:41;
// meter fare and a station supplement; IVA 10 % 1,46 included; cash with change), Brazil (a São Paulo
// parking garage's RPS: entry, exit and a 10h35min stay, a day rate 58,00 and a theatre validation
// -10,00, TOTAL R$ 48,00 by Elo debit card, a price table and the approximate-taxes line R$ 7,73 as
// distractors), Croatia (a motorway toll RAČUN "4471/DUGOP/03" dated "21.11.2026." with entry and exit
// times, Osnovica 21,36, PDV 25 % 5,34, ZKI and JIR, an ENC price as a distractor), Norway (a ferry
// KVITTERING: crossing and departure, car by length, adults and a child with Ant. / Pris / Beløp, TOTALT NOK
// 286,00, Mva 12 % 30,64, paid with Vipps, an AutoPASS saving as a distractor), Ireland (a Galway coach
// ticket office's "ADMHÁIL / RECEIPT" from "Cóistí Chonamara Teoranta" on 21/11/2026 for travel on
// 27/11/2026, two return fares with count lines, VAT exempt 0.00, Visa Debit contactless), Latvia (an
// attraction's kases čeks from 'SIA "Ķemeru Ūdenstornis"': a family ticket, a free child ticket at 0,00,
// audio guides and a souvenir, KOPĀ EUR 31,90, cash and Atlikums, the PVN 21 % table), Portugal (a Lisbon
// hotel's FATURA-RECIBO on A5 for the minibar and the tourist tax at checkout: ATCUD, "Consumidor final"
// with NIF 999999990, unit prices without VAT at 6 %, 23 % and 0 % (M99), Total ilíquido 40,23, Total IVA
// 2,77, Total 43,00 €; the prepaid room on another invoice as a distractor). Date forms: 20.11.2026 with
// 16.11.2026 and 20.12.2026; "19. listopadu 2026" with 19.11.2026, 18.11.2026 and 3.12.2026; 20.11.2026 and
// 30.12.2026 with line dates "11.11.26"; "2026. 11. 19.", "2026. 11. 18." and "2026. 12. 03."; 20.11.2026
// and 20.12.2026; "10. 11. 2026", "31. 10. 2026" and "30. 11. 2026"; 20.11.2026 with 01.12.2026 and
// 15.12.2026; "2026/11/16" and "2027/01/31"; on receipts 21.11.2026, "23/11/2026 00:08", 21/11/2026,
// "21.11.2026.", "21.11.2026 kl. 15:20", 21/11/2026, "22.11.2026 12:36" and 2026-11-21. Once the engine has
// been fixed on any of them they are a development set like documents.ts, and stop measuring anything
// unbiased.
// Conventions as fresh12 (and its amendment): `expect` lists only fields the printed text makes certain.
// subtotal is the printed pre-tax subtotal of the document itself (Razem netto, Celkem bez DPH, Varebeløb
// ekskl. moms, Nettó összesen, Total, Skupaj brez DDV, Samtals án VSK, Total excl. VAT, and on the
// Portuguese hotel receipt, whose lines are priced without VAT, Total ilíquido); it is left out on
// tax-inclusive receipts. tax is the VAT the document charges (TOPKDV, IVA, PDV, mva, PVN, Total IVA; 0
// on the Irish receipt that prints "VAT (passenger transport exempt) 0.00"); it is left out on the
// Brazilian receipt, whose "Valor aproximado dos tributos" is a statutory estimate of taxes embedded in
// the price, not a tax charged. total is the document's own total after the printed rounding (the Czech
// 64 180,00) and BEFORE a deduction that is not part of the sale: the Polish Razem brutto 891 430,20, not
// the "Do zapłaty" left after the 5 % bond the municipality withholds; the South African TOTAL DUE, not the
// amount payable with the early-payment rebate. The currency is the one billed in (TRY for "TL"). `items`
// lists every billed line of the item table exactly as printed (description, quantity, unit price,
// amount), null where a quantity or unit price is not printed; a discount or a credit printed as a row of
// the table is an item (the Danish pre-season discount, the Romanian group discount, the Brazilian
// validation discount), and so are the returned pallets at their printed quantity -3 and unit price 390;
// where a table prints net and gross per line, the amount is the net (the Polish and Hungarian tables, as
// faktura-pl in documents.ts). Decided here for new cases: the Polish progress invoice's items are the
// four lines of its item table (this period's values), not the six stages of the cumulative settlement
// table under it; the Icelandic hire lines' quantity is the printed unit-days (13.020 fm·d) and their unit
// price the daily rate per unit; a count line printed above (Turkish) or under (Irish, Latvian, Croatian)
// a receipt line gives its quantity and unit price; the Latvian free ticket printed "1 x 0,00" is an item
// with quantity 1, unit price 0 and amount 0; the Slovenian unit prices are kept to their printed four
// decimals while the amounts are the per-line rounded ones. The Icelandic dueDate is the gjalddagi
// 01.12.2026, not the eindagi, as the page says late interest runs from the gjalddagi. The Romanian
// invoice number is its series and number "LST 0447", as the payment reference prints it; the Czech one is
// the document number 26FV00447, not the variabilní symbol. The Spanish taxi's invoiceDate is its printed
// issue date 23/11/2026, after midnight, not the 22/11 the ride began. The vendor is the seller in its
// most complete printed form: the legal name under a word mark (Ølgod Grovvare A.m.b.a., Szűcs és Társa
// Állatgyógyászati Kft., Cóistí Chonamara Teoranta, Sociedade Hoteleira Alfama Jardim, Lda.), the
// Turkish legal name in capitals as printed, the Latvian one with its straight quotes, and the Spanish
// taxi's driver-owner. paymentMethod is the payment TYPE, on receipts only: card (KREDİ KARTI, Elo debit,
// KARTICA, Visa Debit contactless, Visa credit card), cash (EFECTIVO, Skaidra nauda) and mobile_wallet
// (Vipps, as MobilePay and TWINT in the earlier batches).
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH13_DOCUMENTS: ProbeDocument[] = [

  // Polish general contractor's progress invoice (A4) to a municipality: the word mark, the full Sp. z o.o.
  // name with NIP and REGON right; "Faktura VAT nr FV/118/11/2026", "Faktura częściowa nr 3 · ORYGINAŁ";
  // place, issue date 20.11.2026, service date 16.11.2026 (the acceptance protocol), due 20.12.2026 (30
  // dni); three party columns: Sprzedawca (its name hyphen-broken over two lines), Nabywca Gmina Stara
  // Łęka and Odbiorca, the school; the public contract with its lump sum 2 712 200,00 netto / 3 336 006,00
  // brutto; a framed MECHANIZM PODZIELONEJ PŁATNOŚCI; four current-period lines with PKWiU codes, usł. 1,
  // netto and brutto per line; a cumulative settlement table of six stages (contract value, progress %,
  // done to date 1 827 820,00, invoiced before 1 103 080,00, this period 724 740,00, one stage at 0 %) and
  // the two earlier invoices with their amounts; a VAT summary; in the totals: done to date, less invoiced
  // before, Razem netto 724 740,00, VAT 23 % 166 690,20, Razem brutto 891 430,20, then a 5 % performance
  // bond withheld "-44 571,51" and a dark "Do zapłaty 846 858,69 zł" band; the amount in words; bank and
  // split-payment lines; the bond release terms; signature lines; the KRS footer.
  { name: 'budowa-pl-faktura-czesciowa-gmina-nabywca-odbiorca-protokol-narastajaco-zafakturowano-poprzednio-zabezpieczenie-5-mpp', kind: 'invoice', expect: { vendorName: 'Przedsiębiorstwo Budowlano-Montażowe Jaśkiewicz Sp. z o.o.', invoiceNumber: 'FV/118/11/2026', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 724740, tax: 166690.2, total: 891430.2, currency: 'PLN' },
    items: [['Konstrukcja stalowa hali – montaż (poz. 2)', 1, 295920, 295920], ['Ściany i dach z płyt warstwowych (poz. 3)', 1, 322920, 322920],
      ['Instalacje sanitarne – etap I (poz. 4)', 1, 66200, 66200], ['Instalacje elektryczne – etap I (poz. 5)', 1, 39700, 39700]], cells: [
    [50, 30, 'JAŚKIEWICZ', { size: 22, bold: true }],
    [51, 57, 'Generalne wykonawstwo · Hale stalowe · Budownictwo publiczne', { size: 7.5 }],
    R(545, 30, 'Przedsiębiorstwo Budowlano-Montażowe Jaśkiewicz Sp. z o.o.', { size: 9, bold: true, width: 300 }),
    R(545, 42, 'ul. Przemysłowa 18, 34-100 Wadowice', { size: 8, width: 300 }),
    R(545, 52, 'NIP 551-244-71-82 · REGON 364471820', { size: 8, width: 300 }),
    R(545, 62, 'tel. 33 873 44 71 · faktury@pbm-jaskiewicz.pl', { size: 8, width: 300 }),
    [50, 92, 'Faktura VAT', { size: 16, bold: true }],
    [50, 112, 'nr FV/118/11/2026', { size: 12, bold: true }],
    [50, 129, 'Faktura częściowa nr 3 · ORYGINAŁ', { size: 8 }],
    [345, 92, 'Miejsce wystawienia:', { size: 8 }], R(545, 92, 'Wadowice', { size: 8 }),
    [345, 103, 'Data wystawienia:', { size: 8 }], R(545, 103, '20.11.2026', { size: 8 }),
    [345, 114, 'Data wykonania usługi:', { size: 8 }], R(545, 114, '16.11.2026', { size: 8 }),
    [345, 125, 'Termin płatności:', { size: 8, bold: true }], R(545, 125, '20.12.2026 (30 dni)', { size: 8, bold: true }),
    [345, 136, 'Forma płatności:', { size: 8 }], R(545, 136, 'przelew', { size: 8 }),
    [50, 156, 'Sprzedawca:', { size: 7.5, bold: true }], [222, 156, 'Nabywca:', { size: 7.5, bold: true }], [394, 156, 'Odbiorca:', { size: 7.5, bold: true }],
    [50, 167, 'Przedsiębiorstwo Budowlano-', { size: 8.5, bold: true }], [50, 178, '-Montażowe Jaśkiewicz Sp. z o.o.', { size: 8.5, bold: true }],
    [50, 189, 'ul. Przemysłowa 18', { size: 8 }], [50, 199, '34-100 Wadowice', { size: 8 }], [50, 209, 'NIP: 551-244-71-82', { size: 8 }],
    [222, 167, 'Gmina Stara Łęka', { size: 8.5, bold: true }], [222, 178, 'ul. Rynek 1', { size: 8 }], [222, 189, '34-106 Stara Łęka', { size: 8 }],
    [222, 199, 'NIP: 551-102-44-71', { size: 8 }],
    [394, 167, 'Szkoła Podstawowa im. Marii', { size: 8.5, bold: true }], [394, 178, 'Konopnickiej w Starej Łęce', { size: 8.5, bold: true }],
    [394, 189, 'ul. Szkolna 4', { size: 8 }], [394, 199, '34-106 Stara Łęka', { size: 8 }],
    [50, 228, 'Umowa nr ZP.272.14.2026 z dnia 12.05.2026 – zadanie „Rozbudowa Szkoły Podstawowej w Starej Łęce o salę gimnastyczną', { size: 7.5 }],
    [50, 238, 'z zapleczem sanitarnym”. Wynagrodzenie ryczałtowe 2 712 200,00 zł netto (3 336 006,00 zł brutto).', { size: 7.5 }],
    [50, 248, 'Podstawa wystawienia: protokół odbioru częściowego nr 3 z dnia 16.11.2026 podpisany przez inspektora nadzoru.', { size: 7.5 }],
    [45, 264, '#RECT 505 18 black stroke'],
    [52, 269, 'MECHANIZM PODZIELONEJ PŁATNOŚCI', { size: 9, bold: true }],
    R(543, 270, 'usługi budowlane – poz. zał. nr 15 do ustawy o VAT', { size: 7.5, width: 260 }),
    [45, 292, '#RECT 505 22 #e5e7eb'], [45, 292, '#RECT 505 22 black stroke'],
    [49, 296, 'Lp.', { size: 7, bold: true }], [66, 296, 'Nazwa towaru / usługi', { size: 7, bold: true }], [278, 296, 'PKWiU', { size: 7, bold: true }],
    [327, 296, 'J.m.', { size: 7, bold: true }], R(362, 296, 'Ilość', { size: 7, bold: true }), R(420, 296, 'Cena', { size: 7, bold: true }),
    R(474, 296, 'Wartość', { size: 7, bold: true }), R(500, 296, 'VAT', { size: 7, bold: true }), R(545, 296, 'Wartość', { size: 7, bold: true }),
    R(420, 305, 'netto', { size: 7, bold: true }), R(474, 305, 'netto', { size: 7, bold: true }), R(500, 305, '%', { size: 7, bold: true }), R(545, 305, 'brutto', { size: 7, bold: true }),
    [50, 322, '1', { size: 8 }], [66, 322, 'Konstrukcja stalowa hali – montaż (poz. 2)', { size: 8 }], [278, 322, '43.99.50.0', { size: 7.5 }], [327, 322, 'usł.', { size: 8 }],
    R(362, 322, '1', { size: 8 }), R(420, 322, '295 920,00', { size: 8 }), R(474, 322, '295 920,00', { size: 8 }), R(500, 322, '23', { size: 8 }), R(545, 322, '363 981,60', { size: 8 }),
    [50, 337, '2', { size: 8 }], [66, 337, 'Ściany i dach z płyt warstwowych (poz. 3)', { size: 8 }], [278, 337, '43.91.19.0', { size: 7.5 }], [327, 337, 'usł.', { size: 8 }],
    R(362, 337, '1', { size: 8 }), R(420, 337, '322 920,00', { size: 8 }), R(474, 337, '322 920,00', { size: 8 }), R(500, 337, '23', { size: 8 }), R(545, 337, '397 191,60', { size: 8 }),
    [50, 352, '3', { size: 8 }], [66, 352, 'Instalacje sanitarne – etap I (poz. 4)', { size: 8 }], [278, 352, '43.22.11.0', { size: 7.5 }], [327, 352, 'usł.', { size: 8 }],
    R(362, 352, '1', { size: 8 }), R(420, 352, '66 200,00', { size: 8 }), R(474, 352, '66 200,00', { size: 8 }), R(500, 352, '23', { size: 8 }), R(545, 352, '81 426,00', { size: 8 }),
    [50, 367, '4', { size: 8 }], [66, 367, 'Instalacje elektryczne – etap I (poz. 5)', { size: 8 }], [278, 367, '43.21.10.1', { size: 7.5 }], [327, 367, 'usł.', { size: 8 }],
    R(362, 367, '1', { size: 8 }), R(420, 367, '39 700,00', { size: 8 }), R(474, 367, '39 700,00', { size: 8 }), R(500, 367, '23', { size: 8 }), R(545, 367, '48 831,00', { size: 8 }),
    [45, 381, '#RECT 505 0.6 black'],
    [50, 394, 'Rozliczenie narastające wg protokołu odbioru częściowego nr 3 (wartości netto w zł)', { size: 8, bold: true }],
    [50, 408, 'Poz.', { size: 7, bold: true }], [72, 408, 'Element robót (kosztorys ofertowy)', { size: 7, bold: true }], R(300, 408, 'Wartość umowna', { size: 7, bold: true }),
    R(340, 408, 'Zaaw.', { size: 7, bold: true }), R(408, 408, 'Wykonano narast.', { size: 7, bold: true }), R(476, 408, 'Zafakt. poprzednio', { size: 7, bold: true }),
    R(545, 408, 'Bieżący okres', { size: 7, bold: true }),
    [45, 418, '#RECT 505 0.4 black'],
    [52, 423, '1', { size: 7.5 }], [72, 423, 'Roboty ziemne i fundamenty', { size: 7.5 }], R(300, 423, '412 600,00', { size: 7.5 }), R(340, 423, '100 %', { size: 7.5 }),
    R(408, 423, '412 600,00', { size: 7.5 }), R(476, 423, '412 600,00', { size: 7.5 }), R(545, 423, '0,00', { size: 7.5 }),
    [52, 434, '2', { size: 7.5 }], [72, 434, 'Konstrukcja stalowa hali', { size: 7.5 }], R(300, 434, '986 400,00', { size: 7.5 }), R(340, 434, '100 %', { size: 7.5 }),
    R(408, 434, '986 400,00', { size: 7.5 }), R(476, 434, '690 480,00', { size: 7.5 }), R(545, 434, '295 920,00', { size: 7.5 }),
    [52, 445, '3', { size: 7.5 }], [72, 445, 'Ściany osłonowe i dach z płyt warstwowych', { size: 7.5 }], R(300, 445, '538 200,00', { size: 7.5 }), R(340, 445, '60 %', { size: 7.5 }),
    R(408, 445, '322 920,00', { size: 7.5 }), R(476, 445, '0,00', { size: 7.5 }), R(545, 445, '322 920,00', { size: 7.5 }),
    [52, 456, '4', { size: 7.5 }], [72, 456, 'Instalacje wod.-kan. i c.o.', { size: 7.5 }], R(300, 456, '264 800,00', { size: 7.5 }), R(340, 456, '25 %', { size: 7.5 }),
    R(408, 456, '66 200,00', { size: 7.5 }), R(476, 456, '0,00', { size: 7.5 }), R(545, 456, '66 200,00', { size: 7.5 }),
    [52, 467, '5', { size: 7.5 }], [72, 467, 'Instalacje elektryczne i teletechniczne', { size: 7.5 }], R(300, 467, '198 500,00', { size: 7.5 }), R(340, 467, '20 %', { size: 7.5 }),
    R(408, 467, '39 700,00', { size: 7.5 }), R(476, 467, '0,00', { size: 7.5 }), R(545, 467, '39 700,00', { size: 7.5 }),
    [52, 478, '6', { size: 7.5 }], [72, 478, 'Posadzka sportowa i wyposażenie sali', { size: 7.5 }], R(300, 478, '311 700,00', { size: 7.5 }), R(340, 478, '0 %', { size: 7.5 }),
    R(408, 478, '0,00', { size: 7.5 }), R(476, 478, '0,00', { size: 7.5 }), R(545, 478, '0,00', { size: 7.5 }),
    [45, 489, '#RECT 505 0.4 black'],
    [72, 493, 'Razem', { size: 7.5, bold: true }], R(300, 493, '2 712 200,00', { size: 7.5, bold: true }), R(340, 493, '67,4 %', { size: 7.5, bold: true }),
    R(408, 493, '1 827 820,00', { size: 7.5, bold: true }), R(476, 493, '1 103 080,00', { size: 7.5, bold: true }), R(545, 493, '724 740,00', { size: 7.5, bold: true }),
    [50, 507, 'Zafakturowano poprzednio: FV/071/08/2026 z 28.08.2026 – 708 520,00 zł netto; FV/096/10/2026 z 22.10.2026 – 394 560,00 zł netto.', { size: 7 }],
    [50, 530, 'Według stawki VAT', { size: 7.5, bold: true }], R(175, 530, 'Netto', { size: 7.5, bold: true }), R(225, 530, 'VAT', { size: 7.5, bold: true }), R(280, 530, 'Brutto', { size: 7.5, bold: true }),
    [50, 541, '23 %', { size: 8 }], R(175, 541, '724 740,00', { size: 8 }), R(225, 541, '166 690,20', { size: 8 }), R(280, 541, '891 430,20', { size: 8 }),
    [50, 552, 'Razem', { size: 8, bold: true }], R(175, 552, '724 740,00', { size: 8, bold: true }), R(225, 552, '166 690,20', { size: 8, bold: true }), R(280, 552, '891 430,20', { size: 8, bold: true }),
    [318, 530, 'Wartość robót narastająco netto', { size: 8 }], R(545, 530, '1 827 820,00', { size: 8 }),
    [318, 542, 'Zafakturowano poprzednio netto', { size: 8 }], R(545, 542, '-1 103 080,00', { size: 8 }),
    [313, 554, '#RECT 237 0.5 black'],
    [318, 559, 'Razem netto', { size: 9, bold: true }], R(545, 559, '724 740,00', { size: 9, bold: true }),
    [318, 572, 'VAT 23 %', { size: 9 }], R(545, 572, '166 690,20', { size: 9 }),
    [318, 585, 'Razem brutto', { size: 10, bold: true }], R(545, 585, '891 430,20', { size: 10, bold: true }),
    [318, 601, 'Zabezpieczenie należytego wykonania', { size: 7.5 }], [318, 610, 'umowy 5 % brutto (potrącenie, § 11 ust. 4)', { size: 7.5 }], R(545, 605, '-44 571,51', { size: 8.5 }),
    [313, 624, '#RECT 237 20 #1f2937'],
    [318, 629, 'Do zapłaty', { size: 10, bold: true, width: -1 }], R(540, 629, '846 858,69 zł', { size: 10, bold: true, width: -1 }),
    [50, 580, 'Słownie do zapłaty: osiemset czterdzieści sześć tysięcy', { size: 7.5 }], [50, 590, 'osiemset pięćdziesiąt osiem złotych 69/100', { size: 7.5 }],
    [50, 660, 'Rachunek bankowy (wykaz podatników VAT): Bank Pekao S.A. 12 1240 4474 1111 0010 4471 8209', { size: 8 }],
    [50, 672, 'W tytule przelewu prosimy podać numer faktury. Płatność w mechanizmie podzielonej płatności: kwota VAT 166 690,20 zł.', { size: 8 }],
    [50, 684, 'Zabezpieczenie zostanie zwrócone w 70 % w terminie 30 dni od odbioru końcowego, w 30 % po upływie okresu rękojmi.', { size: 8 }],
    [50, 740, '#RECT 180 0.5 black'], [365, 740, '#RECT 180 0.5 black'],
    [50, 744, 'Wystawił: Katarzyna Ożóg, główna księgowa', { size: 6.5 }], [365, 744, 'Odebrał (podpis i pieczęć Nabywcy)', { size: 6.5 }],
    [50, 800, 'Przedsiębiorstwo Budowlano-Montażowe Jaśkiewicz Sp. z o.o. · KRS 0000644718 · Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XII Wydział KRS · kapitał zakładowy 1 200 000,00 zł', { size: 5.5 }],
  ] },

  // Czech builders' merchant's FAKTURA – DAŇOVÝ DOKLAD (A4): the word mark, "č. 26FV00447" and "V Táboře dne
  // 19. listopadu 2026"; framed Dodavatel (IČO, DIČ, bank account 2401447182/2010, IBAN) and Odběratel (a
  // bricklayer with a personal DIČ, the delivery site with its parcel number); issue date 19.11.2026, DUZP
  // 18.11.2026 and splatnost 3.12.2026; variabilní symbol 2600447 (not the invoice number), konstantní
  // symbol, delivery note and order; ten lines with item code, MJ ks / pyt. / t / m³ / jízda: blocks "4
  // palety po 56 ks", concrete 4,50 m³ with its delivery notes and unloading times under it, two mixer
  // trips, four returnable pallets charged as a deposit and three returned pallets from an earlier delivery
  // at quantity -3 (-1 170,00); a DPH recap with the empty 12 % and exempt rows; Celkem bez DPH 53 041,60,
  // DPH 21 % 11 138,74, Celkem s DPH 64 180,34, Zaokrouhlení -0,34 and a dark CELKEM K ÚHRADĚ 64 180,00
  // Kč; the weight and pallet buy-back note (390,00 Kč/ks), retention of title, receipt and issuer lines.
  { name: 'stavebniny-cz-faktura-danovy-doklad-cihly-beton-m3-pisek-t-palety-zaloha-a-vraceni-zaokrouhleni-duzp-slovni-datum', kind: 'invoice', expect: { vendorName: 'Stavebniny Řeháček s.r.o.', invoiceNumber: '26FV00447', invoiceDate: '2026-11-19', dueDate: '2026-12-03', subtotal: 53041.6, tax: 11138.74, total: 64180, currency: 'CZK' },
    items: [['Porotherm 44 EKO+ Profi Dryfix, cihelný blok', 224, 96.4, 21593.6], ['Porotherm Dryfix.extra, zdicí pěna 750 ml', 6, 289, 1734],
      ['Cement CEM II/B-M (S-LL) 32,5 R, pytel 25 kg', 40, 142.9, 5716], ['Písek praný 0–4 mm, volně ložený', 3.5, 468, 1638],
      ['Betonová směs C 20/25 XC2, S3, Dmax 16', 4.5, 2890, 13005], ['Doprava autodomíchávačem do 15 km', 2, 725, 1450],
      ['Svařovaná síť KARI 150/150/6 mm, 2 × 3 m', 18, 312.5, 5625], ['Paleta EUR vratná – záloha', 4, 390, 1560],
      ['Vrácené palety EUR (DL-26-5391 ze 4. 11. 2026)', -3, 390, -1170], ['Doprava HDS (hydraulická ruka), zóna 2', 1, 1890, 1890]], cells: [
    [50, 28, 'ŘEHÁČEK', { size: 24, bold: true }],
    [51, 57, 'STAVEBNINY · PŮJČOVNA NÁŘADÍ · DOPRAVA HDS', { size: 7.5, bold: true }],
    [330, 30, 'FAKTURA – DAŇOVÝ DOKLAD', { size: 13, bold: true }],
    [330, 48, 'č. 26FV00447', { size: 11, bold: true }],
    [330, 66, 'V Táboře dne 19. listopadu 2026', { size: 8 }],
    [45, 88, '#RECT 250 100 black stroke'], [300, 88, '#RECT 250 100 black stroke'],
    [52, 93, 'Dodavatel:', { size: 7, bold: true }],
    [52, 104, 'Stavebniny Řeháček s.r.o.', { size: 10, bold: true }],
    [52, 118, 'Budějovická 1182, 390 02 Tábor', { size: 8 }],
    [52, 129, 'IČO: 27744718    DIČ: CZ27744718', { size: 8 }],
    [52, 140, 'Tel.: 381 254 471 · prodej@rehacek-stavebniny.cz', { size: 8 }],
    [52, 151, 'Bankovní spojení: Fio banka, a.s.', { size: 8 }],
    [52, 162, 'Číslo účtu: 2401447182/2010', { size: 8 }],
    [52, 173, 'IBAN: CZ65 2010 0000 0024 0144 7182', { size: 8 }],
    [307, 93, 'Odběratel:', { size: 7, bold: true }],
    [307, 104, 'Jiří Procházka – zednictví', { size: 10, bold: true }],
    [307, 118, 'Klokotská 447', { size: 8 }],
    [307, 129, '390 01 Tábor', { size: 8 }],
    [307, 140, 'IČO: 71447182    DIČ: CZ8004121447', { size: 8 }],
    [307, 156, 'Místo dodání: stavba RD Sezimovo Ústí,', { size: 7.5 }],
    [307, 166, 'ul. Lipová, parc. č. 1182/4', { size: 7.5 }],
    [50, 198, 'Datum vystavení:', { size: 8 }], R(290, 198, '19.11.2026', { size: 8 }),
    [50, 209, 'Datum uskutečnění zdanitelného plnění:', { size: 8 }], R(290, 209, '18.11.2026', { size: 8 }),
    [50, 220, 'Datum splatnosti:', { size: 8, bold: true }], R(290, 220, '3.12.2026', { size: 8, bold: true }),
    [307, 198, 'Forma úhrady:', { size: 8 }], R(545, 198, 'převodním příkazem', { size: 8 }),
    [307, 209, 'Variabilní symbol:', { size: 8 }], R(545, 209, '2600447', { size: 8, bold: true }),
    [307, 220, 'Konstantní symbol:', { size: 8 }], R(545, 220, '0008', { size: 8 }),
    [307, 231, 'Dodací list:', { size: 8 }], R(545, 231, 'DL-26-5512 ze dne 18.11.2026', { size: 8, width: 160 }),
    [50, 231, 'Objednávka:', { size: 8 }], R(290, 231, 'telefonicky 16.11.2026', { size: 8 }),
    [45, 250, '#RECT 505 16 #e5e7eb'],
    [50, 254, 'Kód', { size: 7.5, bold: true }], [88, 254, 'Označení dodávky', { size: 7.5, bold: true }], R(352, 254, 'Množství', { size: 7.5, bold: true }),
    [358, 254, 'MJ', { size: 7.5, bold: true }], R(440, 254, 'Cena za MJ', { size: 7.5, bold: true }), R(472, 254, 'DPH', { size: 7.5, bold: true }),
    R(545, 254, 'Celkem bez DPH', { size: 7.5, bold: true }),
    [50, 274, '10144', { size: 8 }], [88, 274, 'Porotherm 44 EKO+ Profi Dryfix, cihelný blok', { size: 8 }], R(352, 274, '224', { size: 8 }), [358, 274, 'ks', { size: 8 }],
    R(440, 274, '96,40', { size: 8 }), R(472, 274, '21 %', { size: 8 }), R(545, 274, '21 593,60', { size: 8 }),
    [96, 284, '4 palety po 56 ks · Wienerberger s.r.o.', { size: 6.5 }],
    [50, 296, '10390', { size: 8 }], [88, 296, 'Porotherm Dryfix.extra, zdicí pěna 750 ml', { size: 8 }], R(352, 296, '6', { size: 8 }), [358, 296, 'ks', { size: 8 }],
    R(440, 296, '289,00', { size: 8 }), R(472, 296, '21 %', { size: 8 }), R(545, 296, '1 734,00', { size: 8 }),
    [50, 310, '20125', { size: 8 }], [88, 310, 'Cement CEM II/B-M (S-LL) 32,5 R, pytel 25 kg', { size: 8 }], R(352, 310, '40', { size: 8 }), [358, 310, 'pyt.', { size: 8 }],
    R(440, 310, '142,90', { size: 8 }), R(472, 310, '21 %', { size: 8 }), R(545, 310, '5 716,00', { size: 8 }),
    [50, 324, '30004', { size: 8 }], [88, 324, 'Písek praný 0–4 mm, volně ložený', { size: 8 }], R(352, 324, '3,50', { size: 8 }), [358, 324, 't', { size: 8 }],
    R(440, 324, '468,00', { size: 8 }), R(472, 324, '21 %', { size: 8 }), R(545, 324, '1 638,00', { size: 8 }),
    [50, 338, '40225', { size: 8 }], [88, 338, 'Betonová směs C 20/25 XC2, S3, Dmax 16', { size: 8 }], R(352, 338, '4,50', { size: 8 }), [358, 338, 'm³', { size: 8 }],
    R(440, 338, '2 890,00', { size: 8 }), R(472, 338, '21 %', { size: 8 }), R(545, 338, '13 005,00', { size: 8 }),
    [96, 348, 'dodací listy BET-8812 a BET-8813, vykládka 10:40–11:25', { size: 6.5 }],
    [50, 360, '40900', { size: 8 }], [88, 360, 'Doprava autodomíchávačem do 15 km', { size: 8 }], R(352, 360, '2', { size: 8 }), [358, 360, 'jízda', { size: 8 }],
    R(440, 360, '725,00', { size: 8 }), R(472, 360, '21 %', { size: 8 }), R(545, 360, '1 450,00', { size: 8 }),
    [50, 374, '50618', { size: 8 }], [88, 374, 'Svařovaná síť KARI 150/150/6 mm, 2 × 3 m', { size: 8 }], R(352, 374, '18', { size: 8 }), [358, 374, 'ks', { size: 8 }],
    R(440, 374, '312,50', { size: 8 }), R(472, 374, '21 %', { size: 8 }), R(545, 374, '5 625,00', { size: 8 }),
    [50, 388, '90001', { size: 8 }], [88, 388, 'Paleta EUR vratná – záloha', { size: 8 }], R(352, 388, '4', { size: 8 }), [358, 388, 'ks', { size: 8 }],
    R(440, 388, '390,00', { size: 8 }), R(472, 388, '21 %', { size: 8 }), R(545, 388, '1 560,00', { size: 8 }),
    [50, 402, '90002', { size: 8 }], [88, 402, 'Vrácené palety EUR (DL-26-5391 ze 4. 11. 2026)', { size: 8 }], R(352, 402, '-3', { size: 8 }), [358, 402, 'ks', { size: 8 }],
    R(440, 402, '390,00', { size: 8 }), R(472, 402, '21 %', { size: 8 }), R(545, 402, '-1 170,00', { size: 8 }),
    [50, 416, '90510', { size: 8 }], [88, 416, 'Doprava HDS (hydraulická ruka), zóna 2', { size: 8 }], R(352, 416, '1', { size: 8 }), [358, 416, 'jízda', { size: 8 }],
    R(440, 416, '1 890,00', { size: 8 }), R(472, 416, '21 %', { size: 8 }), R(545, 416, '1 890,00', { size: 8 }),
    [45, 430, '#RECT 505 0.6 black'],
    [50, 442, 'Rekapitulace DPH v Kč', { size: 7.5, bold: true }],
    [50, 453, 'Sazba', { size: 7, bold: true }], R(150, 453, 'Základ', { size: 7, bold: true }), R(205, 453, 'DPH', { size: 7, bold: true }), R(265, 453, 'Celkem', { size: 7, bold: true }),
    [50, 463, '21 %', { size: 7.5 }], R(150, 463, '53 041,60', { size: 7.5 }), R(205, 463, '11 138,74', { size: 7.5 }), R(265, 463, '64 180,34', { size: 7.5 }),
    [50, 473, '12 %', { size: 7.5 }], R(150, 473, '0,00', { size: 7.5 }), R(205, 473, '0,00', { size: 7.5 }), R(265, 473, '0,00', { size: 7.5 }),
    [50, 483, 'osvob.', { size: 7.5 }], R(150, 483, '0,00', { size: 7.5 }), R(205, 483, '0,00', { size: 7.5 }), R(265, 483, '0,00', { size: 7.5 }),
    [330, 442, 'Celkem bez DPH', { size: 9 }], R(545, 442, '53 041,60', { size: 9 }),
    [330, 455, 'DPH 21 %', { size: 9 }], R(545, 455, '11 138,74', { size: 9 }),
    [330, 468, 'Celkem s DPH', { size: 9 }], R(545, 468, '64 180,34', { size: 9 }),
    [330, 481, 'Zaokrouhlení', { size: 9 }], R(545, 481, '-0,34', { size: 9 }),
    [325, 496, '#RECT 225 22 #111827'],
    [331, 502, 'CELKEM K ÚHRADĚ', { size: 10.5, bold: true, width: -1 }], R(543, 502, '64 180,00 Kč', { size: 10.5, bold: true, width: -1 }),
    [50, 536, 'Celková hmotnost dodávky: 14 820 kg. Palety EUR vykupujeme zpět do 6 měsíců od dodání za cenu zálohy 390,00 Kč/ks bez DPH.', { size: 7.5 }],
    [50, 547, 'Zboží zůstává až do úplného zaplacení majetkem dodavatele. Při prodlení účtujeme úrok z prodlení dle nař. vl. č. 351/2013 Sb.', { size: 7.5 }],
    [50, 568, 'Převzal: Jiří Procházka, 18.11.2026 (dodací list podepsán na stavbě)', { size: 7.5 }],
    [50, 579, 'Vystavila: Ing. Alena Kubíčková, tel. 381 254 472', { size: 7.5 }],
    [380, 600, '#RECT 165 0.5 black'], [380, 604, 'razítko a podpis dodavatele', { size: 6.5 }],
    [50, 800, 'Stavebniny Řeháček s.r.o. · zapsaná v obchodním rejstříku vedeném Krajským soudem v Českých Budějovicích, oddíl C, vložka 14471 · IČO 27744718', { size: 6 }],
  ] },

  // Danish farm-supply cooperative's FAKTURA (A4): the word mark, "Ølgod Grovvare A.m.b.a." with CVR right; the
  // farm partnership's window address; invoice number, date 20.11.2026, customer and member numbers, terms
  // "Løbende måned + 30 dage" and Forfaldsdato 30.12.2026; seven lines each with its own delivery date
  // (11.11.26, 13.11.26, 17.11.26) and delivery note: pig feed 24,840 t at 2.645,00 with a weighbridge
  // ticket under it (gross 38.620 kg, tare 13.780 kg), piglet feed 1.200 kg (a Danish thousands point) at
  // 6,85, minerals 0,800 t, coloured gas oil 2.350 l at 8,92 with the duties under it, fertiliser 6,000 t, a
  // 4 % pre-season discount row -835,20 without quantity and a delivery surcharge; Varebeløb ekskl. moms
  // 124.498,60, Moms 25 % 31.124,65, Fakturabeløb DKK 155.623,25; the duty amount 8.013,50 and a weight
  // total as distractors; a payment box with IBAN, late interest, a 100,00 kr reminder fee and an FI-kort
  // line "+71< 000006104471448 +85447182<"; the member-bonus note.
  { name: 'grovvare-dk-faktura-andelsselskab-foder-ton-og-kg-gasolie-liter-leveringsdato-pr-linje-forkobsrabat-lobende-maaned-30-fik', kind: 'invoice', expect: { vendorName: 'Ølgod Grovvare A.m.b.a.', invoiceNumber: '6104471', invoiceDate: '2026-11-20', dueDate: '2026-12-30', subtotal: 124498.6, tax: 31124.65, total: 155623.25, currency: 'DKK' },
    items: [['Slagtesvinefoder Vækst 30–110 kg, løs', 24.84, 2645, 65701.8], ['Smågrisefoder Start 2, sæk à 25 kg', 1200, 6.85, 8220],
      ['Mineralblanding Svin Basis, bigbag', 0.8, 11400, 9120], ['Farvet gasolie, levering til tankanlæg', 2350, 8.92, 20962],
      ['Kalkammonsalpeter N27+S4, bigbag 500 kg', 6, 3480, 20880], ['Førkøbsrabat gødning 4 % (jf. linje 5)', null, null, -835.2],
      ['Leveringstillæg, bulkbil under 10 t', 1, 450, 450]], cells: [
    [50, 28, 'ØLGOD', { size: 26, bold: true }],
    [51, 58, 'GROVVARE', { size: 11, bold: true }],
    [51, 73, 'Foder · Gødning · Planteværn · Brændstof', { size: 7.5 }],
    R(545, 30, 'Ølgod Grovvare A.m.b.a.', { size: 9, bold: true, width: 260 }),
    R(545, 42, 'Vestergade 44 · 6870 Ølgod', { size: 8, width: 260 }),
    R(545, 52, 'CVR-nr. 44718209 · Tlf. 75 24 47 18', { size: 8, width: 260 }),
    R(545, 62, 'ordre@olgodgrovvare.dk · www.olgodgrovvare.dk', { size: 8, width: 260 }),
    [50, 112, 'Kærgård Landbrug I/S', { size: 10 }],
    [50, 125, 'v/ Søren og Mette Kjærgaard', { size: 10 }],
    [50, 138, 'Hjortkærvej 12', { size: 10 }],
    [50, 151, '6818 Årre', { size: 10 }],
    [340, 96, 'FAKTURA', { size: 16, bold: true }],
    [340, 120, 'Fakturanr.', { size: 8.5 }], R(545, 120, '6104471', { size: 8.5, bold: true }),
    [340, 132, 'Fakturadato', { size: 8.5 }], R(545, 132, '20.11.2026', { size: 8.5 }),
    [340, 144, 'Kundenr.', { size: 8.5 }], R(545, 144, '20447', { size: 8.5 }),
    [340, 156, 'Andelshavernr.', { size: 8.5 }], R(545, 156, 'A-1182', { size: 8.5 }),
    [340, 168, 'Betalingsbetingelser', { size: 8.5 }], R(545, 168, 'Løbende måned + 30 dage', { size: 8.5 }),
    [340, 180, 'Forfaldsdato', { size: 8.5, bold: true }], R(545, 180, '30.12.2026', { size: 8.5, bold: true }),
    [340, 192, 'Side', { size: 8.5 }], R(545, 192, '1 af 1', { size: 8.5 }),
    [50, 196, 'Leveringsadresse: Kærgård, Hjortkærvej 12 (foderanlæg og dieseltank)', { size: 7.5 }],
    [45, 214, '#RECT 505 0.8 black'],
    [50, 219, 'Lev.dato', { size: 7.5, bold: true }], [93, 219, 'Følgeseddel', { size: 7.5, bold: true }], [143, 219, 'Varenr.', { size: 7.5, bold: true }],
    [183, 219, 'Tekst', { size: 7.5, bold: true }], R(400, 219, 'Antal', { size: 7.5, bold: true }), [405, 219, 'Enh.', { size: 7.5, bold: true }],
    R(480, 219, 'Pris pr. enh.', { size: 7.5, bold: true }), R(545, 219, 'Beløb DKK', { size: 7.5, bold: true }),
    [45, 230, '#RECT 505 0.8 black'],
    [50, 238, '11.11.26', { size: 8 }], [93, 238, '447120', { size: 8 }], [143, 238, '110254', { size: 8 }], [183, 238, 'Slagtesvinefoder Vækst 30–110 kg, løs', { size: 8 }],
    R(400, 238, '24,840', { size: 8 }), [405, 238, 't', { size: 8 }], R(480, 238, '2.645,00', { size: 8 }), R(545, 238, '65.701,80', { size: 8 }),
    [189, 248, 'Vejeseddel 88120: brutto 38.620 kg, tara 13.780 kg', { size: 6.5 }],
    [50, 260, '13.11.26', { size: 8 }], [93, 260, '447188', { size: 8 }], [143, 260, '110318', { size: 8 }], [183, 260, 'Smågrisefoder Start 2, sæk à 25 kg', { size: 8 }],
    R(400, 260, '1.200', { size: 8 }), [405, 260, 'kg', { size: 8 }], R(480, 260, '6,85', { size: 8 }), R(545, 260, '8.220,00', { size: 8 }),
    [50, 274, '13.11.26', { size: 8 }], [93, 274, '447188', { size: 8 }], [143, 274, '120440', { size: 8 }], [183, 274, 'Mineralblanding Svin Basis, bigbag', { size: 8 }],
    R(400, 274, '0,800', { size: 8 }), [405, 274, 't', { size: 8 }], R(480, 274, '11.400,00', { size: 8 }), R(545, 274, '9.120,00', { size: 8 }),
    [50, 288, '17.11.26', { size: 8 }], [93, 288, '447231', { size: 8 }], [143, 288, '310020', { size: 8 }], [183, 288, 'Farvet gasolie, levering til tankanlæg', { size: 8 }],
    R(400, 288, '2.350', { size: 8 }), [405, 288, 'l', { size: 8 }], R(480, 288, '8,92', { size: 8 }), R(545, 288, '20.962,00', { size: 8 }),
    [189, 298, 'inkl. energi-, CO2- og NOx-afgift 3,41 kr./l', { size: 6.5 }],
    [50, 310, '17.11.26', { size: 8 }], [93, 310, '447231', { size: 8 }], [143, 310, '220127', { size: 8 }], [183, 310, 'Kalkammonsalpeter N27+S4, bigbag 500 kg', { size: 8 }],
    R(400, 310, '6,000', { size: 8 }), [405, 310, 't', { size: 8 }], R(480, 310, '3.480,00', { size: 8 }), R(545, 310, '20.880,00', { size: 8 }),
    [143, 324, '220999', { size: 8 }], [183, 324, 'Førkøbsrabat gødning 4 % (jf. linje 5)', { size: 8 }], R(545, 324, '-835,20', { size: 8 }),
    [50, 338, '17.11.26', { size: 8 }], [93, 338, '447231', { size: 8 }], [143, 338, '900110', { size: 8 }], [183, 338, 'Leveringstillæg, bulkbil under 10 t', { size: 8 }],
    R(400, 338, '1', { size: 8 }), [405, 338, 'stk.', { size: 8 }], R(480, 338, '450,00', { size: 8 }), R(545, 338, '450,00', { size: 8 }),
    [45, 352, '#RECT 505 0.8 black'],
    [340, 364, 'Varebeløb ekskl. moms', { size: 9 }], R(545, 364, '124.498,60', { size: 9 }),
    [340, 377, 'Moms 25 %', { size: 9 }], R(545, 377, '31.124,65', { size: 9 }),
    [335, 390, '#RECT 215 0.8 black'],
    [340, 396, 'Fakturabeløb DKK', { size: 11, bold: true }], R(545, 396, '155.623,25', { size: 11, bold: true }),
    [335, 411, '#RECT 215 0.8 black'], [335, 413, '#RECT 215 0.8 black'],
    [50, 364, 'Momsgrundlag: 124.498,60', { size: 7.5 }],
    [50, 374, 'Heraf afgifter på gasolie: 2.350 l × 3,41 = 8.013,50 kr.', { size: 7.5 }],
    [50, 384, 'Samlet vægt leveret i perioden: 32.840 kg', { size: 7.5 }],
    [45, 440, '#RECT 505 58 black stroke'],
    [52, 447, 'Betaling', { size: 8, bold: true }],
    [52, 459, 'Beløbet forfalder til betaling den 30.12.2026. Sydbank, reg.nr. 7044, kontonr. 0001044718 · IBAN DK47 7044 0001 0447 18', { size: 7.5 }],
    [52, 470, 'Ved betaling efter forfaldsdato beregnes rente med 1,5 % pr. påbegyndt måned samt rykkergebyr på 100,00 kr.', { size: 7.5 }],
    [52, 482, 'FI-kort:', { size: 8.5, bold: true }], [100, 482, '+71< 000006104471448 +85447182<', { size: 8.5, bold: true }],
    [50, 514, 'Andelshaverbonus for 2026 opgøres ved regnskabsårets afslutning og udbetales efter generalforsamlingen i marts 2027.', { size: 7.5 }],
    [50, 525, 'Reklamationer over leverede varer skal ske senest 8 dage efter levering. Salgs- og leveringsbetingelser: olgodgrovvare.dk/handel', { size: 7.5 }],
    [50, 800, 'Ølgod Grovvare A.m.b.a. · Vestergade 44 · DK-6870 Ølgod · CVR-nr. 44718209 · Andelsselskab med begrænset ansvar, stiftet 1898', { size: 6.5 }],
  ] },

  // Hungarian veterinary wholesaler's SZÁMLA (A4) in forints without decimals: the word mark VETPATIKA, "Sorszám:
  // VP-2026/004471", original copy; framed Eladó (adószám, közösségi adószám, cégjegyzékszám, bank account,
  // NÉBIH licence) and Vevő (a dairy Zrt. with its herd code); a five-cell row: Átutalás, Teljesítés
  // dátuma "2026. 11. 18.", Számla kelte "2026. 11. 19.", Fizetési határidő "2026. 12. 03." and the order;
  // six lines with nettó unit price and value, ÁFA 27 % and its amount per line and bruttó (vaccine 4 doboz
  // × 38 450, an injection 6 üveg, intramammary tubes 120 db "5 doboz × 24 db", teat dip, ENAR ear tags 80
  // pár × 465, cold-chain delivery), batch, expiry and withdrawal periods under the medicines; an ÁFA
  // summary; Nettó összesen 564 000 Ft, ÁFA összesen 152 280 Ft, Fizetendő végösszeg 716 280 Ft and
  // "Azaz: hétszáztizenhatezer-kétszáznyolcvan forint"; the prescription, late-payment and NAV lines.
  { name: 'allatpatika-hu-szamla-allatgyogyaszati-forint-egesz-teljesites-kelte-hatarido-afa-27-soronkent-evi-varakozasi-ido-szoveges-osszeg', kind: 'invoice', expect: { vendorName: 'Szűcs és Társa Állatgyógyászati Kft.', invoiceNumber: 'VP-2026/004471', invoiceDate: '2026-11-19', dueDate: '2026-12-03', subtotal: 564000, tax: 152280, total: 716280, currency: 'HUF' },
    items: [['Bovilis BVD-MD szuszpenziós injekció, 50 adag', 4, 38450, 153800], ['Meloxikám 20 mg/ml injekció szarvasmarhának, 100 ml', 6, 21900, 131400],
      ['Cefkinom tőgyinjektor 75 mg, laktáló tehénnek', 120, 1180, 141600], ['Jódos tőgyfertőtlenítő (dipping), 20 l kanna', 5, 18700, 93500],
      ['ENAR fülszámpár, sárga, nyomtatott', 80, 465, 37200], ['Hűtött kiszállítás (2–8 °C)', 1, 6500, 6500]], cells: [
    [50, 30, 'VETPATIKA', { size: 20, bold: true }],
    [51, 53, 'HAJDÚSÁG · állatgyógyászati nagykereskedés', { size: 7.5 }],
    R(545, 28, 'SZÁMLA', { size: 20, bold: true, width: 200 }),
    R(545, 52, 'Sorszám: VP-2026/004471', { size: 10, bold: true, width: 200 }),
    R(545, 66, '1. eredeti példány · 1/1. oldal', { size: 7.5, width: 200 }),
    [45, 86, '#RECT 250 104 black stroke'], [300, 86, '#RECT 250 104 black stroke'],
    [52, 91, 'Eladó', { size: 7.5, bold: true }],
    [52, 102, 'Szűcs és Társa Állatgyógyászati Kft.', { size: 10, bold: true }],
    [52, 116, '4200 Hajdúszoboszló, Debreceni útfél 18.', { size: 8 }],
    [52, 127, 'Adószám: 24471820-2-09', { size: 8 }],
    [52, 138, 'Közösségi adószám: HU24471820', { size: 8 }],
    [52, 149, 'Cégjegyzékszám: 09-09-024471', { size: 8 }],
    [52, 160, 'Bankszámla: 11738008-20447182-00000000', { size: 8 }],
    [52, 173, 'Nagyker. engedély: NÉBIH ÁTI 04.2/447/2019', { size: 7 }],
    [307, 91, 'Vevő', { size: 7.5, bold: true }],
    [307, 102, 'Hajdúsági Tejtermelő Mezőgazdasági Zrt.', { size: 10, bold: true }],
    [307, 116, '4181 Nádudvar, Tehenészeti telep 1.', { size: 8 }],
    [307, 127, 'Adószám: 10447182-2-09', { size: 8 }],
    [307, 138, 'Tenyészetkód: 4471820', { size: 8 }],
    [307, 149, 'Szállítási cím: Nádudvar, Kösely-tanya', { size: 8 }],
    [307, 160, 'Vevőkód: HTZ-0118', { size: 8 }],
    [45, 198, '#RECT 505 32 black stroke'], [146, 198, '#RECT 0 32 black stroke'], [247, 198, '#RECT 0 32 black stroke'], [348, 198, '#RECT 0 32 black stroke'],
    [449, 198, '#RECT 0 32 black stroke'],
    [50, 202, 'Fizetési mód', { size: 6.5 }], [50, 214, 'Átutalás', { size: 9 }],
    [151, 202, 'Teljesítés dátuma', { size: 6.5 }], [151, 214, '2026. 11. 18.', { size: 9 }],
    [252, 202, 'Számla kelte', { size: 6.5 }], [252, 214, '2026. 11. 19.', { size: 9 }],
    [353, 202, 'Fizetési határidő', { size: 6.5 }], [353, 214, '2026. 12. 03.', { size: 9, bold: true }],
    [454, 202, 'Rendelésszám', { size: 6.5 }], [454, 214, 'HTZ-R-26/118', { size: 9 }],
    [45, 244, '#RECT 505 22 #e5e7eb'],
    [50, 248, 'Megnevezés', { size: 7, bold: true }], R(300, 248, 'Menny.', { size: 7, bold: true }), [305, 248, 'Me.e.', { size: 7, bold: true }],
    R(385, 248, 'Nettó', { size: 7, bold: true }), R(385, 257, 'egységár', { size: 7, bold: true }), R(437, 248, 'Nettó', { size: 7, bold: true }), R(437, 257, 'érték', { size: 7, bold: true }),
    R(462, 248, 'ÁFA', { size: 7, bold: true }), R(462, 257, '%', { size: 7, bold: true }), R(503, 248, 'ÁFA', { size: 7, bold: true }), R(503, 257, 'érték', { size: 7, bold: true }),
    R(545, 248, 'Bruttó', { size: 7, bold: true }), R(545, 257, 'érték', { size: 7, bold: true }),
    [50, 276, 'Bovilis BVD-MD szuszpenziós injekció, 50 adag', { size: 8 }], R(300, 276, '4', { size: 8 }), [305, 276, 'doboz', { size: 8 }],
    R(385, 276, '38 450', { size: 8 }), R(437, 276, '153 800', { size: 8 }), R(462, 276, '27%', { size: 8 }), R(503, 276, '41 526', { size: 8 }), R(545, 276, '195 326', { size: 8 }),
    [56, 286, 'Gy.sz.: A447B18 · Lejárat: 2027. 09. · ÉVI: hús 0 nap, tej 0 nap', { size: 6.5 }],
    [50, 298, 'Meloxikám 20 mg/ml injekció szarvasmarhának, 100 ml', { size: 8 }], R(300, 298, '6', { size: 8 }), [305, 298, 'üveg', { size: 8 }],
    R(385, 298, '21 900', { size: 8 }), R(437, 298, '131 400', { size: 8 }), R(462, 298, '27%', { size: 8 }), R(503, 298, '35 478', { size: 8 }), R(545, 298, '166 878', { size: 8 }),
    [56, 308, 'Gy.sz.: M18204 · Lejárat: 2028. 03. · ÉVI: hús 15 nap, tej 5 nap', { size: 6.5 }],
    [50, 320, 'Cefkinom tőgyinjektor 75 mg, laktáló tehénnek', { size: 8 }], R(300, 320, '120', { size: 8 }), [305, 320, 'db', { size: 8 }],
    R(385, 320, '1 180', { size: 8 }), R(437, 320, '141 600', { size: 8 }), R(462, 320, '27%', { size: 8 }), R(503, 320, '38 232', { size: 8 }), R(545, 320, '179 832', { size: 8 }),
    [56, 330, 'Gy.sz.: C0447 · 5 doboz × 24 db · ÉVI: hús 2 nap, tej 5 nap', { size: 6.5 }],
    [50, 342, 'Jódos tőgyfertőtlenítő (dipping), 20 l kanna', { size: 8 }], R(300, 342, '5', { size: 8 }), [305, 342, 'kanna', { size: 8 }],
    R(385, 342, '18 700', { size: 8 }), R(437, 342, '93 500', { size: 8 }), R(462, 342, '27%', { size: 8 }), R(503, 342, '25 245', { size: 8 }), R(545, 342, '118 745', { size: 8 }),
    [50, 356, 'ENAR fülszámpár, sárga, nyomtatott', { size: 8 }], R(300, 356, '80', { size: 8 }), [305, 356, 'pár', { size: 8 }],
    R(385, 356, '465', { size: 8 }), R(437, 356, '37 200', { size: 8 }), R(462, 356, '27%', { size: 8 }), R(503, 356, '10 044', { size: 8 }), R(545, 356, '47 244', { size: 8 }),
    [50, 370, 'Hűtött kiszállítás (2–8 °C)', { size: 8 }], R(300, 370, '1', { size: 8 }), [305, 370, 'alkalom', { size: 8 }],
    R(385, 370, '6 500', { size: 8 }), R(437, 370, '6 500', { size: 8 }), R(462, 370, '27%', { size: 8 }), R(503, 370, '1 755', { size: 8 }), R(545, 370, '8 255', { size: 8 }),
    [45, 384, '#RECT 505 0.6 black'],
    [50, 396, 'ÁFA-összesítő', { size: 7.5, bold: true }],
    [50, 407, 'ÁFA-kulcs', { size: 7, bold: true }], R(160, 407, 'Nettó', { size: 7, bold: true }), R(215, 407, 'ÁFA', { size: 7, bold: true }), R(270, 407, 'Bruttó', { size: 7, bold: true }),
    [50, 418, '27%', { size: 8 }], R(160, 418, '564 000', { size: 8 }), R(215, 418, '152 280', { size: 8 }), R(270, 418, '716 280', { size: 8 }),
    [50, 429, 'Összesen', { size: 8, bold: true }], R(160, 429, '564 000', { size: 8, bold: true }), R(215, 429, '152 280', { size: 8, bold: true }), R(270, 429, '716 280', { size: 8, bold: true }),
    [330, 396, 'Nettó összesen', { size: 9 }], R(545, 396, '564 000 Ft', { size: 9 }),
    [330, 409, 'ÁFA összesen', { size: 9 }], R(545, 409, '152 280 Ft', { size: 9 }),
    [325, 424, '#RECT 225 22 #e5e7eb'],
    [330, 430, 'Fizetendő végösszeg', { size: 10.5, bold: true }], R(545, 430, '716 280 Ft', { size: 10.5, bold: true }),
    [50, 460, 'Azaz: hétszáztizenhatezer-kétszáznyolcvan forint', { size: 8.5 }],
    [50, 482, 'A készítmények kiadása állatorvosi vény alapján történt: Dr. Fekete Bálint, kamarai szám: 4471 (vényszám: 0044718-2026).', { size: 7.5 }],
    [50, 493, 'ÉVI = élelmezés-egészségügyi várakozási idő. A hűtést igénylő készítményeket 2–8 °C között kell tárolni.', { size: 7.5 }],
    [50, 504, 'Késedelmes fizetés esetén a Ptk. 6:155. § szerinti késedelmi kamatot és 40 eurónak megfelelő behajtási költségátalányt számítunk fel.', { size: 7.5 }],
    [50, 515, 'A számla adatai a NAV Online Számla rendszerébe beküldésre kerültek.', { size: 7.5 }],
    [380, 580, '#RECT 165 0.5 black'], [380, 584, 'Kiállító: Szűcs Andrea', { size: 6.5 }],
    [50, 800, 'Szűcs és Társa Állatgyógyászati Kft. · 4200 Hajdúszoboszló, Debreceni útfél 18. · Adószám: 24471820-2-09 · Cg. 09-09-024471 · www.vetpatika-hajdusag.hu', { size: 6.5 }],
  ] },

  // Romanian language school's FACTURĂ (A4): the word mark Tâmpa, "Seria LST nr. 0447", issue date 20.11.2026
  // and due date 20.12.2026; Furnizor and Cumpărător blocks (reg. com., C.I.F., seat, IBAN, bank, share
  // capital); the training contract and order; the classic column header with the numbering row "0 1 2 3
  // 4 5 (3×4) 6 7"; six lines: a German A2 group course 48 ore × 120,00 "scutit" with its period and
  // trainer under it, a 5 % group discount -288,00 without quantity, a one-to-one Business English course,
  // ÖSD exam fees (all exempt, TVA "–"), textbooks at 11 % and an e-learning licence at 21 %; Total
  // 13.632,00 / 186,40 and "Total de plată (col. 5 + col. 7) 13.818,40 lei"; a VAT breakdown by rate with
  // the exempt base 12.192,00; the art. 292 exemption, the payment reference "factura LST 0447" and the RO
  // e-Factura upload index; signature and dispatch boxes; the footer.
  { name: 'scoala-limbi-ro-factura-seria-nr-curs-ore-scutit-art-292-manual-11-licenta-21-reducere-grupa-e-factura', kind: 'invoice', expect: { vendorName: 'Școala de Limbi Străine Tâmpa SRL', invoiceNumber: 'LST 0447', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 13632, tax: 186.4, total: 13818.4, currency: 'RON' },
    items: [['Curs limba germană nivel A2 – grupă de 8 cursanți', 48, 120, 5760], ['Reducere 5 % grupă (la poz. 1)', null, null, -288],
      ['Curs individual Business English B2', 20, 180, 3600], ['Taxă examen ÖSD Zertifikat A2 (8 candidați)', 8, 390, 3120],
      ['Manual „Menschen A2” Kursbuch + Arbeitsbuch', 8, 145, 1160], ['Licență platformă e-learning, 2 luni', 8, 35, 280]], cells: [
    [50, 28, 'Tâmpa', { size: 26, bold: true }],
    [51, 60, 'ȘCOALA DE LIMBI STRĂINE · BRAȘOV', { size: 7.5, bold: true }],
    [51, 71, 'Cursuri de limbi străine · Formare profesională · Examene internaționale', { size: 6.5 }],
    R(545, 28, 'FACTURĂ', { size: 18, bold: true, width: 200 }),
    R(545, 50, 'Seria LST nr. 0447', { size: 11, bold: true, width: 200 }),
    R(545, 65, 'Data emiterii: 20.11.2026', { size: 8.5, width: 200 }),
    R(545, 77, 'Data scadenței: 20.12.2026', { size: 8.5, bold: true, width: 200 }),
    [50, 100, 'Furnizor:', { size: 7.5, bold: true }],
    [50, 111, 'Școala de Limbi Străine Tâmpa SRL', { size: 9.5, bold: true }],
    [50, 124, 'Nr. ord. reg. com.: J08/1182/2015', { size: 7.5 }],
    [50, 134, 'C.I.F.: RO34471820', { size: 7.5 }],
    [50, 144, 'Sediul: Str. Mureșenilor nr. 18, Brașov, jud. Brașov', { size: 7.5 }],
    [50, 154, 'IBAN: RO49 BTRL RONC RT04 4718 2001', { size: 7.5 }],
    [50, 164, 'Banca: Banca Transilvania', { size: 7.5 }],
    [50, 174, 'Capital social: 200 lei', { size: 7.5 }],
    [320, 100, 'Cumpărător:', { size: 7.5, bold: true }],
    [320, 111, 'Mecanica Făgăraș SA', { size: 9.5, bold: true }],
    [320, 124, 'Nr. ord. reg. com.: J08/447/1991', { size: 7.5 }],
    [320, 134, 'C.I.F.: RO1182044', { size: 7.5 }],
    [320, 144, 'Sediul: Str. Industriei nr. 4, Făgăraș, jud. Brașov', { size: 7.5 }],
    [320, 154, 'IBAN: RO12 BRDE 080S V441 8200 0800', { size: 7.5 }],
    [320, 164, 'Banca: BRD – Groupe Société Générale', { size: 7.5 }],
    [50, 194, 'Contract de formare nr. 118 din 15.09.2026 · Comanda nr. MF-HR-2026/31 · Cota TVA: conform coloanei 6', { size: 7.5 }],
    [45, 208, '#RECT 505 36 #e5e7eb'], [45, 208, '#RECT 505 36 black stroke'],
    [48, 212, 'Nr.', { size: 6.5, bold: true }], [48, 220, 'crt.', { size: 6.5, bold: true }], [70, 212, 'Denumirea produselor sau a serviciilor', { size: 7, bold: true }],
    [300, 212, 'U.M.', { size: 7, bold: true }], R(343, 212, 'Cant.', { size: 7, bold: true }),
    R(400, 212, 'Preț unitar', { size: 7, bold: true }), R(400, 220, '(fără TVA)', { size: 6.5 }), R(400, 228, '- lei -', { size: 6.5 }),
    R(462, 212, 'Valoarea', { size: 7, bold: true }), R(462, 228, '- lei -', { size: 6.5 }),
    R(505, 212, 'Cota', { size: 7, bold: true }), R(505, 220, 'TVA', { size: 7, bold: true }),
    R(545, 212, 'Valoarea', { size: 7, bold: true }), R(545, 220, 'TVA', { size: 7, bold: true }), R(545, 228, '- lei -', { size: 6.5 }),
    [50, 236, '0', { size: 6 }], [70, 236, '1', { size: 6 }], [300, 236, '2', { size: 6 }], R(343, 236, '3', { size: 6 }), R(400, 236, '4', { size: 6 }), R(462, 236, '5 (3×4)', { size: 6 }),
    R(505, 236, '6', { size: 6 }), R(545, 236, '7', { size: 6 }),
    [50, 256, '1', { size: 8 }], [70, 256, 'Curs limba germană nivel A2 – grupă de 8 cursanți', { size: 8 }], [300, 256, 'oră', { size: 8 }], R(343, 256, '48', { size: 8 }),
    R(400, 256, '120,00', { size: 8 }), R(462, 256, '5.760,00', { size: 8 }), R(505, 256, 'scutit', { size: 7.5 }), R(545, 256, '–', { size: 8 }),
    [76, 266, 'perioada 05.10.2026 – 27.11.2026, 2 × 3 ore/săptămână, formator M. Krauss', { size: 6.5 }],
    [50, 278, '2', { size: 8 }], [70, 278, 'Reducere 5 % grupă (la poz. 1)', { size: 8 }], R(462, 278, '-288,00', { size: 8 }), R(505, 278, 'scutit', { size: 7.5 }), R(545, 278, '–', { size: 8 }),
    [50, 292, '3', { size: 8 }], [70, 292, 'Curs individual Business English B2', { size: 8 }], [300, 292, 'oră', { size: 8 }], R(343, 292, '20', { size: 8 }),
    R(400, 292, '180,00', { size: 8 }), R(462, 292, '3.600,00', { size: 8 }), R(505, 292, 'scutit', { size: 7.5 }), R(545, 292, '–', { size: 8 }),
    [76, 302, 'cursant: ing. Radu Pop, director tehnic', { size: 6.5 }],
    [50, 314, '4', { size: 8 }], [70, 314, 'Taxă examen ÖSD Zertifikat A2 (8 candidați)', { size: 8 }], [300, 314, 'buc.', { size: 8 }], R(343, 314, '8', { size: 8 }),
    R(400, 314, '390,00', { size: 8 }), R(462, 314, '3.120,00', { size: 8 }), R(505, 314, 'scutit', { size: 7.5 }), R(545, 314, '–', { size: 8 }),
    [50, 328, '5', { size: 8 }], [70, 328, 'Manual „Menschen A2” Kursbuch + Arbeitsbuch', { size: 8 }], [300, 328, 'set', { size: 8 }], R(343, 328, '8', { size: 8 }),
    R(400, 328, '145,00', { size: 8 }), R(462, 328, '1.160,00', { size: 8 }), R(505, 328, '11%', { size: 8 }), R(545, 328, '127,60', { size: 8 }),
    [50, 342, '6', { size: 8 }], [70, 342, 'Licență platformă e-learning, 2 luni', { size: 8 }], [300, 342, 'buc.', { size: 8 }], R(343, 342, '8', { size: 8 }),
    R(400, 342, '35,00', { size: 8 }), R(462, 342, '280,00', { size: 8 }), R(505, 342, '21%', { size: 8 }), R(545, 342, '58,80', { size: 8 }),
    [45, 356, '#RECT 505 0.6 black'],
    [300, 364, 'Total', { size: 9, bold: true }], R(462, 364, '13.632,00', { size: 9, bold: true }), R(545, 364, '186,40', { size: 9, bold: true }),
    [300, 380, '#RECT 250 22 black stroke'],
    [306, 386, 'Total de plată (col. 5 + col. 7)', { size: 9, bold: true }], R(545, 386, '13.818,40 lei', { size: 10, bold: true }),
    [50, 364, 'Defalcare TVA:', { size: 7.5, bold: true }],
    [50, 375, 'bază 21%: 280,00 – TVA 58,80', { size: 7.5 }],
    [50, 385, 'bază 11%: 1.160,00 – TVA 127,60', { size: 7.5 }],
    [50, 395, 'scutit: 12.192,00', { size: 7.5 }],
    [50, 420, 'Operațiuni scutite de TVA conform art. 292 alin. (1) lit. a) din Legea nr. 227/2015 privind Codul fiscal – formare profesională', { size: 7.5 }],
    [50, 430, 'a adulților; furnizor autorizat ANC, autorizația nr. BV/447/2024.', { size: 7.5 }],
    [50, 444, 'Termen de plată: 30 de zile de la data emiterii. Vă rugăm să menționați pe ordinul de plată: factura LST 0447.', { size: 7.5 }],
    [50, 455, 'Factură transmisă în sistemul RO e-Factura – index de încărcare 4471182094.', { size: 7.5 }],
    [45, 480, '#RECT 505 58 black stroke'], [213, 480, '#RECT 0 58 black stroke'], [381, 480, '#RECT 0 58 black stroke'],
    [50, 485, 'Semnătura și ștampila furnizorului', { size: 6.5 }],
    [218, 485, 'Date privind expediția', { size: 6.5 }], [218, 496, 'Delegat: –', { size: 6.5 }], [218, 505, 'Mijloc de transport: –', { size: 6.5 }],
    [218, 514, 'Expedierea s-a efectuat în prezența noastră', { size: 6 }],
    [386, 485, 'Semnătura de primire', { size: 6.5 }],
    [50, 800, 'Școala de Limbi Străine Tâmpa SRL · Str. Mureșenilor nr. 18, 500030 Brașov · C.I.F. RO34471820 · J08/1182/2015 · secretariat@scoalatampa.ro · 0268 447 182', { size: 6 }],
  ] },

  // Slovenian municipal utility's RAČUN (A4) for water, waste water and refuse: the word mark, the d.o.o. with
  // ID za DDV, registration number and TRR right; the window address; "RAČUN št. 26-1104471", issue date
  // "10. 11. 2026", service date "31. 10. 2026", the period, Rok plačila "30. 11. 2026", payer code and
  // household size 3; the meter with its readings "1.284 m³" / "1.296 m³", consumption 12 m³ and the
  // daily average; thirteen lines in three bold sections with unit prices to four decimals (0,6842 €/m³,
  // 0,0312 €/l, 0,8160 per person) rounded per line, monthly network charges and bins in litres (480 l);
  // Skupaj brez DDV 84,73, DDV 9,5 % 8,05, ZA PLAČILO EUR 92,78; the tariff decision, open items 0,00 €
  // and last year's consumption; a cut line and a UPN QR payment slip (receipt part and order part) with
  // "***92,78", the purpose code GDSV, the IBAN, the reference SI12 2611044718 and a mock QR code.
  { name: 'komunala-si-racun-voda-odvajanje-ciscenje-odpadki-cene-na-4-decimalke-stevec-obdobje-ddv-9-5-upn-qr-referenca', kind: 'invoice', expect: { vendorName: 'Komunala Ščavnica d.o.o.', invoiceNumber: '26-1104471', invoiceDate: '2026-11-10', dueDate: '2026-11-30', subtotal: 84.73, tax: 8.05, total: 92.78, currency: 'EUR' },
    items: [['Voda – poraba', 12, 0.6842, 8.21], ['Omrežnina za vodo (vodomer DN 20)', 1, 5.9876, 5.99], ['Vodno povračilo', 12, 0.0555, 0.67],
      ['Odvajanje odpadne vode', 12, 0.521, 6.25], ['Omrežnina za odvajanje (DN 20)', 1, 3.112, 3.11], ['Čiščenje odpadne vode', 12, 0.7455, 8.95],
      ['Omrežnina za čiščenje (DN 20)', 1, 4.0217, 4.02], ['Okoljska dajatev – odpadna voda', 12, 0.5283, 6.34],
      ['Zbiranje MKO (posoda 120 l, 4 odvozi)', 480, 0.0312, 14.98], ['Zbiranje bioloških odpadkov (80 l, 4 odvozi)', 320, 0.0264, 8.45],
      ['Obdelava MKO', 480, 0.0198, 9.5], ['Odlaganje ostankov obdelave', 480, 0.0121, 5.81], ['Javna infrastruktura – odpadki', 3, 0.816, 2.45]], cells: [
    [50, 30, 'KOMUNALA ŠČAVNICA', { size: 17, bold: true }],
    [51, 52, 'Javno podjetje za oskrbo s pitno vodo, odvajanje in', { size: 7 }],
    [51, 61, 'čiščenje odpadnih voda ter ravnanje z odpadki', { size: 7 }],
    R(545, 30, 'Komunala Ščavnica d.o.o.', { size: 9, bold: true, width: 240 }),
    R(545, 42, 'Kolodvorska cesta 18, 9240 Ljutomer', { size: 8, width: 240 }),
    R(545, 52, 'ID za DDV: SI44718209 · Matična št.: 5447182000', { size: 8, width: 240 }),
    R(545, 62, 'TRR: SI56 0510 0801 2447 182', { size: 8, width: 240 }),
    R(545, 72, 'info@komunala-scavnica.si · 02 584 47 18', { size: 8, width: 240 }),
    [50, 104, 'Komunala Ščavnica d.o.o., Kolodvorska cesta 18, 9240 Ljutomer', { size: 5.5 }],
    [50, 112, '#RECT 200 0.4 black'],
    [50, 120, 'Marjeta Žižek', { size: 10 }],
    [50, 133, 'Prešernova ulica 44', { size: 10 }],
    [50, 146, '9240 Ljutomer', { size: 10 }],
    [330, 100, 'RAČUN št. 26-1104471', { size: 12, bold: true }],
    [330, 118, 'Datum izdaje:', { size: 8 }], R(545, 118, '10. 11. 2026', { size: 8 }),
    [330, 129, 'Datum opravljene storitve:', { size: 8 }], R(545, 129, '31. 10. 2026', { size: 8 }),
    [330, 140, 'Obračunsko obdobje:', { size: 8 }], R(545, 140, '1. 10. 2026 – 31. 10. 2026', { size: 8 }),
    [330, 151, 'Rok plačila:', { size: 8, bold: true }], R(545, 151, '30. 11. 2026', { size: 8, bold: true }),
    [330, 162, 'Šifra plačnika:', { size: 8 }], R(545, 162, '044718', { size: 8 }),
    [330, 173, 'Število oseb v gospodinjstvu:', { size: 8 }], R(545, 173, '3', { size: 8 }),
    [50, 184, 'Odjemno mesto: Prešernova ulica 44, Ljutomer · vodomer št. 18204471, DN 20', { size: 7.5 }],
    [50, 194, 'Stanje 30. 9. 2026: 1.284 m³ · stanje 31. 10. 2026: 1.296 m³ · poraba: 12 m³ (povprečno 0,387 m³/dan)', { size: 7.5 }],
    [45, 210, '#RECT 505 16 #dbeafe'],
    [50, 214, 'Storitev', { size: 7.5, bold: true }], R(330, 214, 'Količina', { size: 7.5, bold: true }), [336, 214, 'EM', { size: 7.5, bold: true }],
    R(430, 214, 'Cena/EM brez DDV', { size: 7.5, bold: true }), R(470, 214, 'DDV %', { size: 7.5, bold: true }), R(545, 214, 'Znesek brez DDV', { size: 7.5, bold: true }),
    [50, 234, 'Oskrba s pitno vodo', { size: 8, bold: true }],
    [58, 246, 'Voda – poraba', { size: 8 }], R(330, 246, '12', { size: 8 }), [336, 246, 'm³', { size: 8 }], R(430, 246, '0,6842', { size: 8 }), R(470, 246, '9,5', { size: 8 }), R(545, 246, '8,21', { size: 8 }),
    [58, 257, 'Omrežnina za vodo (vodomer DN 20)', { size: 8 }], R(330, 257, '1', { size: 8 }), [336, 257, 'mes.', { size: 8 }], R(430, 257, '5,9876', { size: 8 }), R(470, 257, '9,5', { size: 8 }), R(545, 257, '5,99', { size: 8 }),
    [58, 268, 'Vodno povračilo', { size: 8 }], R(330, 268, '12', { size: 8 }), [336, 268, 'm³', { size: 8 }], R(430, 268, '0,0555', { size: 8 }), R(470, 268, '9,5', { size: 8 }), R(545, 268, '0,67', { size: 8 }),
    [50, 284, 'Odvajanje in čiščenje komunalne odpadne vode', { size: 8, bold: true }],
    [58, 296, 'Odvajanje odpadne vode', { size: 8 }], R(330, 296, '12', { size: 8 }), [336, 296, 'm³', { size: 8 }], R(430, 296, '0,5210', { size: 8 }), R(470, 296, '9,5', { size: 8 }), R(545, 296, '6,25', { size: 8 }),
    [58, 307, 'Omrežnina za odvajanje (DN 20)', { size: 8 }], R(330, 307, '1', { size: 8 }), [336, 307, 'mes.', { size: 8 }], R(430, 307, '3,1120', { size: 8 }), R(470, 307, '9,5', { size: 8 }), R(545, 307, '3,11', { size: 8 }),
    [58, 318, 'Čiščenje odpadne vode', { size: 8 }], R(330, 318, '12', { size: 8 }), [336, 318, 'm³', { size: 8 }], R(430, 318, '0,7455', { size: 8 }), R(470, 318, '9,5', { size: 8 }), R(545, 318, '8,95', { size: 8 }),
    [58, 329, 'Omrežnina za čiščenje (DN 20)', { size: 8 }], R(330, 329, '1', { size: 8 }), [336, 329, 'mes.', { size: 8 }], R(430, 329, '4,0217', { size: 8 }), R(470, 329, '9,5', { size: 8 }), R(545, 329, '4,02', { size: 8 }),
    [58, 340, 'Okoljska dajatev – odpadna voda', { size: 8 }], R(330, 340, '12', { size: 8 }), [336, 340, 'm³', { size: 8 }], R(430, 340, '0,5283', { size: 8 }), R(470, 340, '9,5', { size: 8 }), R(545, 340, '6,34', { size: 8 }),
    [50, 356, 'Ravnanje s komunalnimi odpadki', { size: 8, bold: true }],
    [58, 368, 'Zbiranje MKO (posoda 120 l, 4 odvozi)', { size: 8 }], R(330, 368, '480', { size: 8 }), [336, 368, 'l', { size: 8 }], R(430, 368, '0,0312', { size: 8 }), R(470, 368, '9,5', { size: 8 }), R(545, 368, '14,98', { size: 8 }),
    [58, 379, 'Zbiranje bioloških odpadkov (80 l, 4 odvozi)', { size: 8 }], R(330, 379, '320', { size: 8 }), [336, 379, 'l', { size: 8 }], R(430, 379, '0,0264', { size: 8 }), R(470, 379, '9,5', { size: 8 }), R(545, 379, '8,45', { size: 8 }),
    [58, 390, 'Obdelava MKO', { size: 8 }], R(330, 390, '480', { size: 8 }), [336, 390, 'l', { size: 8 }], R(430, 390, '0,0198', { size: 8 }), R(470, 390, '9,5', { size: 8 }), R(545, 390, '9,50', { size: 8 }),
    [58, 401, 'Odlaganje ostankov obdelave', { size: 8 }], R(330, 401, '480', { size: 8 }), [336, 401, 'l', { size: 8 }], R(430, 401, '0,0121', { size: 8 }), R(470, 401, '9,5', { size: 8 }), R(545, 401, '5,81', { size: 8 }),
    [58, 412, 'Javna infrastruktura – odpadki', { size: 8 }], R(330, 412, '3', { size: 8 }), [336, 412, 'os.', { size: 8 }], R(430, 412, '0,8160', { size: 8 }), R(470, 412, '9,5', { size: 8 }), R(545, 412, '2,45', { size: 8 }),
    [45, 426, '#RECT 505 0.6 black'],
    [360, 436, 'Skupaj brez DDV', { size: 9 }], R(545, 436, '84,73', { size: 9 }),
    [360, 449, 'DDV 9,5 %', { size: 9 }], R(545, 449, '8,05', { size: 9 }),
    [355, 462, '#RECT 195 20 #dbeafe'],
    [360, 467, 'ZA PLAČILO EUR', { size: 10, bold: true }], R(545, 467, '92,78', { size: 10, bold: true }),
    [50, 436, 'Cene so določene s sklepom Občinskega sveta Občine Ljutomer', { size: 7 }],
    [50, 445, 'z dne 18. 12. 2025 in veljajo od 1. 1. 2026.', { size: 7 }],
    [50, 457, 'Stanje odprtih postavk na dan 10. 11. 2026: 0,00 €.', { size: 7 }],
    [50, 466, 'Poraba v enakem obdobju lani: 14 m³.', { size: 7 }],
    [50, 478, 'Plačilo z e-računom ali direktno bremenitvijo SEPA: komunala-scavnica.si.', { size: 7 }],
    [50, 500, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', { size: 7 }],
    [45, 516, '#RECT 505 205 black stroke'], [190, 516, '#RECT 0 205 black stroke'],
    [51, 522, 'POTRDILO', { size: 8, bold: true }],
    [51, 538, 'Ime plačnika', { size: 6 }], [51, 546, 'Marjeta Žižek', { size: 7.5 }],
    [51, 562, 'Namen / rok plačila', { size: 6 }], [51, 570, 'Račun 26-1104471', { size: 7.5 }], [51, 580, '30.11.2026', { size: 7.5 }],
    [51, 596, 'Znesek', { size: 6 }], [51, 604, '***92,78', { size: 9, bold: true }],
    [51, 620, 'IBAN in referenca prejemnika', { size: 6 }], [51, 628, 'SI56 0510 0801 2447 182', { size: 7.5 }], [51, 638, 'SI12 2611044718', { size: 7.5 }],
    [51, 654, 'Ime prejemnika', { size: 6 }], [51, 662, 'Komunala Ščavnica d.o.o.', { size: 7.5 }],
    [196, 522, 'UPN QR', { size: 8, bold: true }], [245, 523, 'Univerzalni plačilni nalog', { size: 7 }],
    [470, 524, '#RECT 70 70 black stroke'], [476, 530, '#RECT 16 16 black'], [512, 530, '#RECT 16 16 black'], [476, 566, '#RECT 16 16 black'],
    [498, 552, '#RECT 8 8 black'], [510, 566, '#RECT 6 12 black'], [522, 574, '#RECT 10 6 black'], [498, 536, '#RECT 6 6 black'], [500, 580, '#RECT 6 6 black'],
    [196, 538, 'Ime, ulica in kraj plačnika', { size: 6 }], [196, 546, 'Marjeta Žižek, Prešernova ulica 44, 9240 Ljutomer', { size: 7.5 }],
    [196, 562, 'Koda namena', { size: 6 }], [196, 570, 'GDSV', { size: 7.5 }],
    [250, 562, 'Namen plačila', { size: 6 }], [250, 570, 'Račun 26-1104471, komunala 10/2026', { size: 7.5 }],
    [196, 596, 'Znesek', { size: 6 }], [196, 604, 'EUR ***92,78', { size: 9, bold: true }],
    [330, 596, 'Rok plačila', { size: 6 }], [330, 604, '30.11.2026', { size: 9 }],
    [196, 620, 'IBAN prejemnika', { size: 6 }], [196, 628, 'SI56 0510 0801 2447 182', { size: 7.5 }],
    [350, 620, 'Referenca prejemnika', { size: 6 }], [350, 628, 'SI12 2611044718', { size: 7.5 }],
    [196, 654, 'Ime, ulica in kraj prejemnika', { size: 6 }], [196, 662, 'Komunala Ščavnica d.o.o., Kolodvorska cesta 18, 9240 Ljutomer', { size: 7.5 }],
    [196, 700, 'Žig in podpis plačnika', { size: 6 }],
    [50, 800, 'Komunala Ščavnica d.o.o. · Kolodvorska cesta 18, 9240 Ljutomer · vpis pri Okrožnem sodišču v Murski Soboti · osnovni kapital 412.000,00 EUR · ID za DDV SI44718209', { size: 6 }],
  ] },

  // Icelandic scaffolding hire REIKNINGUR (A4) in krónur without decimals: the word mark, the ehf. with
  // kennitala and VSK number right; the customer with its kennitala; "Nr. 26-4471", Dagsetning 20.11.2026,
  // Gjalddagi 01.12.2026 and Eindagi 15.12.2026, order and job numbers; the site and the hire period
  // "21.10.2026 – 20.11.2026 (31 dagur)"; five lines: frame scaffold "420 fm × 31 dagur" billed as 13.020
  // fm·d (square-metre days) at 14,00, guard rails 5.580 lm·d, weather sheeting for part of the period "12
  // dagar (frá 09.11.)" 5.040 fm·d, a modification 6 klst. × 9.800,00 with who and when under it, and an
  // inspection 24.500; Samtals án VSK 292.400, VSK 24% 70.176, Til greiðslu kr. 362.576; the unit legend;
  // the bank claim note that late interest runs from the gjalddagi if unpaid by the eindagi; the bank
  // account; the previous invoice 26-4102 with kr. 874.344 and the next invoice date as distractors.
  { name: 'vinnupallar-is-reikningur-leiga-fermetradagar-timabil-31-dagur-hluti-timabils-gjalddagi-og-eindagi-kronur-an-aura-vsk-24', kind: 'invoice', expect: { vendorName: 'Pallaleiga Þórðar ehf.', invoiceNumber: '26-4471', invoiceDate: '2026-11-20', dueDate: '2026-12-01', subtotal: 292400, tax: 70176, total: 362576, currency: 'ISK' },
    items: [['Leiga: rammapallar 0,73 m, 420 fm × 31 dagur', 13020, 14, 182280], ['Leiga: handrið og tábretti, 180 lm × 31 dagur', 5580, 3, 16740],
      ['Leiga: veðurvarnardúkur, 420 fm × 12 dagar (frá 09.11.)', 5040, 2, 10080], ['Breyting á palli við glugga á 3. hæð, vinna', 6, 9800, 58800],
      ['Úttekt og skoðun vinnupalla, skoðunarskýrsla', 1, 24500, 24500]], cells: [
    [50, 28, 'PALLALEIGA', { size: 21, bold: true }],
    [51, 53, 'ÞÓRÐAR', { size: 13, bold: true }],
    [51, 71, 'Vinnupallar · Verkpallar · Girðingar · Uppsetning og úttektir', { size: 7.5 }],
    R(545, 30, 'Pallaleiga Þórðar ehf.', { size: 9, bold: true, width: 240 }),
    R(545, 42, 'Smiðjuvegi 44, 200 Kópavogi', { size: 8, width: 240 }),
    R(545, 52, 'Kt. 440718-1820 · VSK-nr. 128447', { size: 8, width: 240 }),
    R(545, 62, 'Sími 564 4718 · reikningar@pallaleiga.is', { size: 8, width: 240 }),
    [50, 108, 'Byggingafélagið Hálogaland ehf.', { size: 10, bold: true }],
    [50, 122, 'Kt. 611203-4470', { size: 9 }],
    [50, 134, 'Súðarvogi 18', { size: 9 }],
    [50, 146, '104 Reykjavík', { size: 9 }],
    [340, 100, 'REIKNINGUR', { size: 16, bold: true }],
    [340, 120, 'Nr. 26-4471', { size: 11, bold: true }],
    [340, 138, 'Dagsetning', { size: 8.5 }], R(545, 138, '20.11.2026', { size: 8.5 }),
    [340, 150, 'Gjalddagi', { size: 8.5, bold: true }], R(545, 150, '01.12.2026', { size: 8.5, bold: true }),
    [340, 162, 'Eindagi', { size: 8.5 }], R(545, 162, '15.12.2026', { size: 8.5 }),
    [340, 174, 'Pöntun nr.', { size: 8.5 }], R(545, 174, 'H-2026-044', { size: 8.5 }),
    [340, 186, 'Verknúmer', { size: 8.5 }], R(545, 186, 'BH-118', { size: 8.5 }),
    [50, 178, 'Verkstaður: Hálogalandsvegur 3, 104 Reykjavík', { size: 8 }],
    [50, 190, 'Leigutímabil: 21.10.2026 – 20.11.2026 (31 dagur)', { size: 8, bold: true }],
    [45, 212, '#RECT 505 16 #fde68a'],
    [50, 216, 'Vörunr.', { size: 7.5, bold: true }], [100, 216, 'Lýsing', { size: 7.5, bold: true }], R(385, 216, 'Magn', { size: 7.5, bold: true }),
    [391, 216, 'Ein.', { size: 7.5, bold: true }], R(478, 216, 'Einingaverð', { size: 7.5, bold: true }), R(545, 216, 'Upphæð kr.', { size: 7.5, bold: true }),
    [50, 238, 'L-RP073', { size: 8 }], [100, 238, 'Leiga: rammapallar 0,73 m, 420 fm × 31 dagur', { size: 8.5 }], R(385, 238, '13.020', { size: 8.5 }), [391, 238, 'fm·d', { size: 8.5 }],
    R(478, 238, '14,00', { size: 8.5 }), R(545, 238, '182.280', { size: 8.5 }),
    [50, 254, 'L-HT01', { size: 8 }], [100, 254, 'Leiga: handrið og tábretti, 180 lm × 31 dagur', { size: 8.5 }], R(385, 254, '5.580', { size: 8.5 }), [391, 254, 'lm·d', { size: 8.5 }],
    R(478, 254, '3,00', { size: 8.5 }), R(545, 254, '16.740', { size: 8.5 }),
    [50, 270, 'L-DUK2', { size: 8 }], [100, 270, 'Leiga: veðurvarnardúkur, 420 fm × 12 dagar (frá 09.11.)', { size: 8.5 }], R(385, 270, '5.040', { size: 8.5 }), [391, 270, 'fm·d', { size: 8.5 }],
    R(478, 270, '2,00', { size: 8.5 }), R(545, 270, '10.080', { size: 8.5 }),
    [50, 286, 'V-BREYT', { size: 8 }], [100, 286, 'Breyting á palli við glugga á 3. hæð, vinna', { size: 8.5 }], R(385, 286, '6', { size: 8.5 }), [391, 286, 'klst.', { size: 8.5 }],
    R(478, 286, '9.800,00', { size: 8.5 }), R(545, 286, '58.800', { size: 8.5 }),
    [106, 296, 'Unnið 12.11.2026, tveir menn × 3 klst.', { size: 6.5 }],
    [50, 308, 'S-UTT', { size: 8 }], [100, 308, 'Úttekt og skoðun vinnupalla, skoðunarskýrsla', { size: 8.5 }], R(385, 308, '1', { size: 8.5 }), [391, 308, 'stk.', { size: 8.5 }],
    R(478, 308, '24.500,00', { size: 8.5 }), R(545, 308, '24.500', { size: 8.5 }),
    [45, 324, '#RECT 505 0.6 black'],
    [350, 336, 'Samtals án VSK', { size: 9 }], R(545, 336, '292.400', { size: 9 }),
    [350, 349, 'VSK 24%', { size: 9 }], R(545, 349, '70.176', { size: 9 }),
    [345, 362, '#RECT 205 22 #fde68a'],
    [350, 368, 'Til greiðslu kr.', { size: 10.5, bold: true }], R(545, 368, '362.576', { size: 10.5, bold: true }),
    [50, 336, 'VSK-stofn 24%: 292.400', { size: 7.5 }],
    [50, 346, 'fm·d = fermetradagar, lm·d = lengdarmetradagar', { size: 7.5 }],
    [50, 356, 'Leiga reiknast fyrir hvern byrjaðan dag.', { size: 7.5 }],
    [50, 402, 'Krafa hefur verið stofnuð í netbanka greiðanda með gjalddaga 01.12.2026 og eindaga 15.12.2026.', { size: 8 }],
    [50, 413, 'Sé krafan ekki greidd á eindaga reiknast dráttarvextir frá gjalddaga.', { size: 8 }],
    [50, 424, 'Greiðsla með millifærslu: Arion banki, reikningur 0133-26-004471, kt. 440718-1820. Vinsamlegast tilgreinið nr. reiknings.', { size: 8 }],
    [50, 440, 'Áður reikningsfært á verkið: reikningur 26-4102 (21.09.–20.10.2026), kr. 874.344 m. VSK.', { size: 7.5 }],
    [50, 450, 'Næsti reikningur vegna leigu verður gefinn út 20.12.2026 nema pallar verði teknir niður fyrr.', { size: 7.5 }],
    [50, 800, 'Pallaleiga Þórðar ehf. · Smiðjuvegi 44 · 200 Kópavogi · kt. 440718-1820 · VSK-nr. 128447 · Vinnupallar skv. reglum Vinnueftirlitsins nr. 547/1996', { size: 6.5 }],
  ] },

  // South African producers' association TAX INVOICE (A4) in English with Afrikaans: the word mark OVGV, the
  // NPC with registration and VAT numbers right; "Bill to / Faktuur aan" a farming (Pty) Ltd on "Plaas
  // Môrewag"; invoice number OVGV-27-0447, dates in the South African yyyy/mm/dd form (2026/11/16, due
  // 2027/01/31), member number and the membership year 2027; the AGM note and the planted hectares; a
  // dark green table of six lines with a space thousands separator and a decimal comma ("R 6 850,00"): the
  // membership category "(1 001 – 2 000 ha)", a hectare levy 1 480 × 2,15, two per-farm levies, congress
  // delegates with their names and dates under it, a journal subscription; Total excl. VAT R 16 532,00,
  // VAT 15% R 2 479,80, TOTAL DUE R 19 011,80; a framed early-payment rebate "deduct 5% (R 950,59), i.e.
  // pay R 18 061,21" by 2026/12/15; banking and reference lines; the bilingual renewal note.
  { name: 'membership-za-tax-invoice-npc-annual-fee-hectare-levy-per-farm-levies-congress-vat-15-yyyy-mm-dd-early-payment-rebate', kind: 'invoice', expect: { vendorName: 'Oos-Vrystaat Graanprodusente-Vereniging NPC', invoiceNumber: 'OVGV-27-0447', invoiceDate: '2026-11-16', dueDate: '2027-01-31', subtotal: 16532, tax: 2479.8, total: 19011.8, currency: 'ZAR' },
    items: [['Membership fee 2027 – category C (1 001 – 2 000 ha)', 1, 6850, 6850], ['Hectare levy – summer grain 2026/27', 1480, 2.15, 3182],
      ['Study group Bethlehem / Reitz – per farm', 2, 950, 1900], ['Plaaswag rural safety radio network – per farm', 2, 640, 1280],
      ['Annual congress 2027, Clarens – delegates', 2, 1450, 2900], ["'Graan & Grond' journal – printed subscription", 1, 420, 420]], cells: [
    [50, 26, 'OVGV', { size: 28, bold: true }],
    [51, 58, 'Oos-Vrystaat Graanprodusente-Vereniging', { size: 8, bold: true }],
    [51, 69, "Eastern Free State Grain Producers' Association · Est. 1947", { size: 7 }],
    R(545, 30, 'Oos-Vrystaat Graanprodusente-Vereniging NPC', { size: 9, bold: true, width: 280 }),
    R(545, 42, 'Reg. No. 1947/004471/08 · VAT No. 4180244718', { size: 8, width: 280 }),
    R(545, 52, '18 Louw Street, Bethlehem, 9701', { size: 8, width: 280 }),
    R(545, 62, 'Tel. 058 303 4471 · ledegeld@ovgv.co.za', { size: 8, width: 280 }),
    [50, 100, 'TAX INVOICE', { size: 16, bold: true }],
    [50, 122, 'Bill to / Faktuur aan', { size: 7, bold: true }],
    [50, 133, 'Rietvlei Boerdery (Pty) Ltd', { size: 10, bold: true }],
    [50, 146, 'Attention: Mr J.P. du Plessis', { size: 8.5 }],
    [50, 157, 'Plaas Môrewag, Posbus 118', { size: 8.5 }],
    [50, 168, 'Reitz, 9810', { size: 8.5 }],
    [50, 179, 'Customer VAT No. 4470118220', { size: 8.5 }],
    [340, 100, 'Invoice No.', { size: 8.5 }], R(545, 100, 'OVGV-27-0447', { size: 8.5, bold: true }),
    [340, 112, 'Invoice date', { size: 8.5 }], R(545, 112, '2026/11/16', { size: 8.5 }),
    [340, 124, 'Member No.', { size: 8.5 }], R(545, 124, '1182', { size: 8.5 }),
    [340, 136, 'Membership year', { size: 8.5 }], R(545, 136, '1 Jan – 31 Dec 2027', { size: 8.5 }),
    [340, 148, 'Due date', { size: 8.5, bold: true }], R(545, 148, '2027/01/31', { size: 8.5, bold: true }),
    [340, 160, 'Page', { size: 8.5 }], R(545, 160, '1 of 1', { size: 8.5 }),
    [50, 204, 'Annual membership and levies for 2027 as approved at the AGM of 14 August 2026 (resolution 7).', { size: 8 }],
    [50, 215, 'Hectares as per your 2026/27 planting declaration: 1 480 ha (maize 1 120 ha, soybeans 360 ha). Farms: Rietvlei 447, Môrewag 118.', { size: 8 }],
    [45, 234, '#RECT 505 18 #14532d'],
    [50, 239, 'Description', { size: 8, bold: true, width: -1 }], R(360, 239, 'Qty', { size: 8, bold: true, width: -1 }), R(435, 239, 'Unit price (R)', { size: 8, bold: true, width: -1 }),
    R(470, 239, 'VAT', { size: 8, bold: true, width: -1 }), R(545, 239, 'Excl. VAT (R)', { size: 8, bold: true, width: -1 }),
    [50, 262, 'Membership fee 2027 – category C (1 001 – 2 000 ha)', { size: 8.5 }], R(360, 262, '1', { size: 8.5 }), R(435, 262, '6 850,00', { size: 8.5 }),
    R(470, 262, '15%', { size: 8.5 }), R(545, 262, '6 850,00', { size: 8.5 }),
    [50, 278, 'Hectare levy – summer grain 2026/27', { size: 8.5 }], R(360, 278, '1 480', { size: 8.5 }), R(435, 278, '2,15', { size: 8.5 }),
    R(470, 278, '15%', { size: 8.5 }), R(545, 278, '3 182,00', { size: 8.5 }),
    [50, 294, 'Study group Bethlehem / Reitz – per farm', { size: 8.5 }], R(360, 294, '2', { size: 8.5 }), R(435, 294, '950,00', { size: 8.5 }),
    R(470, 294, '15%', { size: 8.5 }), R(545, 294, '1 900,00', { size: 8.5 }),
    [50, 310, 'Plaaswag rural safety radio network – per farm', { size: 8.5 }], R(360, 310, '2', { size: 8.5 }), R(435, 310, '640,00', { size: 8.5 }),
    R(470, 310, '15%', { size: 8.5 }), R(545, 310, '1 280,00', { size: 8.5 }),
    [50, 326, 'Annual congress 2027, Clarens – delegates', { size: 8.5 }], R(360, 326, '2', { size: 8.5 }), R(435, 326, '1 450,00', { size: 8.5 }),
    R(470, 326, '15%', { size: 8.5 }), R(545, 326, '2 900,00', { size: 8.5 }),
    [56, 336, '3–4 March 2027 · Mr J.P. du Plessis, Mrs A. du Plessis', { size: 6.5 }],
    [50, 348, "'Graan & Grond' journal – printed subscription", { size: 8.5 }], R(360, 348, '1', { size: 8.5 }), R(435, 348, '420,00', { size: 8.5 }),
    R(470, 348, '15%', { size: 8.5 }), R(545, 348, '420,00', { size: 8.5 }),
    [45, 364, '#RECT 505 0.6 black'],
    [340, 376, 'Total excl. VAT', { size: 9 }], R(545, 376, 'R 16 532,00', { size: 9 }),
    [340, 389, 'VAT 15%', { size: 9 }], R(545, 389, 'R 2 479,80', { size: 9 }),
    [335, 402, '#RECT 215 22 #14532d'],
    [340, 408, 'TOTAL DUE', { size: 10.5, bold: true, width: -1 }], R(543, 408, 'R 19 011,80', { size: 10.5, bold: true, width: -1 }),
    [45, 444, '#RECT 505 34 black stroke'],
    [52, 450, 'EARLY-PAYMENT REBATE: pay the full amount by 2026/12/15 and deduct 5% (R 950,59), i.e. pay R 18 061,21.', { size: 8, bold: true }],
    [52, 463, 'The rebate is confirmed with a credit note once payment is received. Levies are not refundable if membership is cancelled.', { size: 7.5 }],
    [50, 494, 'Banking details: Absa Bank, Bethlehem · Branch code 632005 · Cheque account 40 4471 8201', { size: 8 }],
    [50, 506, 'Reference: member number and invoice number, e.g. 1182 OVGV-27-0447. Proof of payment to ledegeld@ovgv.co.za.', { size: 8 }],
    [50, 524, 'Lidmaatskap hernu outomaties; opsegging skriftelik voor 31 Desember. / Membership renews automatically; cancel in writing before 31 December.', { size: 7 }],
    [50, 800, 'Oos-Vrystaat Graanprodusente-Vereniging NPC · Reg. No. 1947/004471/08 · Directors: A.J. Fourie (chair), M. Nel, T. Mokoena, S. van der Merwe', { size: 6.5 }],
  ] },

  // Turkish fuel station ÖKC fiş (80 mm, 226 pt): the legal name "ÖZDEMİR PETROL ÜRÜNLERİ TİC. VE SAN. LTD.
  // ŞTİ." over the station name, address, tax office and number; TARİH 21.11.2026, SAAT, FİŞ NO, plate,
  // pump and nozzle; the quantity line above each item ("38,450 LT X 47,89", "2 AD X 59,95"), the KDV rate
  // "%20" and amounts with a leading star "*1.841,37"; TOPKDV *326,88, TOPLAM *1.961,27 and KREDİ KARTI;
  // Z NO, EKÜ NO and the MF fiscal logo; a cut line and the card slip (merchant and terminal numbers, masked
  // card, batch, "TUTAR : 1.961,27 TL", approval code, contactless note); "BU BELGEYİ SAKLAYINIZ".
  { name: 'akaryakit-tr-okc-fis-litre-x-birim-fiyat-yildizli-tutarlar-topkdv-kredi-karti-slip-plaka-z-no-eku', kind: 'receipt', size: [226, 372], expect: { vendorName: 'ÖZDEMİR PETROL ÜRÜNLERİ TİC. VE SAN. LTD. ŞTİ.', invoiceDate: '2026-11-21', tax: 326.88, total: 1961.27, currency: 'TRY', paymentMethod: 'card' },
    items: [['KURŞUNSUZ BENZİN 95', 38.45, 47.89, 1841.37], ['CAM SUYU -22°C 3 LT', 2, 59.95, 119.9]], cells: [
    [24, 12, 'ÖZDEMİR PETROL ÜRÜNLERİ TİC. VE SAN. LTD. ŞTİ.', { size: 7, bold: true }],
    [54, 23, 'ÇAĞLAYAN AKARYAKIT İSTASYONU', { size: 7 }],
    [43, 33, 'KÜÇÜKYALI MAH. ŞEHİT İBRAHİM CAD. NO:44', { size: 6.5 }],
    [80, 42, 'MALTEPE / İSTANBUL', { size: 6.5 }],
    [70, 51, 'KÜÇÜKYALI V.D. 6640447182', { size: 6.5 }],
    [83, 60, 'TEL: 0216 447 18 20', { size: 6.5 }],
    [12, 76, 'TARİH : 21.11.2026', { size: 7.5 }], R(214, 76, 'SAAT : 08:47', { size: 7.5 }),
    [12, 86, 'FİŞ NO : 0447', { size: 7.5 }], R(214, 86, 'PLAKA : 34 BKL 447', { size: 7.5 }),
    [12, 96, 'POMPA : 04   TABANCA : 2', { size: 7.5 }],
    [12, 108, '#RECT 202 0.5 black'],
    [12, 115, '38,450 LT X 47,89', { size: 7.5 }],
    [12, 125, 'KURŞUNSUZ BENZİN 95', { size: 8 }], [140, 125, '%20', { size: 8 }], R(214, 125, '*1.841,37', { size: 8 }),
    [12, 138, '2 AD X 59,95', { size: 7.5 }],
    [12, 148, 'CAM SUYU -22°C 3 LT', { size: 8 }], [140, 148, '%20', { size: 8 }], R(214, 148, '*119,90', { size: 8 }),
    [12, 161, '#RECT 202 0.5 black'],
    [12, 168, 'TOPKDV', { size: 8 }], R(214, 168, '*326,88', { size: 8 }),
    [12, 180, 'TOPLAM', { size: 11, bold: true }], R(214, 180, '*1.961,27', { size: 11, bold: true }),
    [12, 196, 'KREDİ KARTI', { size: 8 }], R(214, 196, '*1.961,27', { size: 8 }),
    [12, 209, '#RECT 202 0.5 black'],
    [12, 216, 'Z NO : 0318', { size: 7 }], R(214, 216, 'EKÜ NO : 0001', { size: 7 }),
    [12, 226, 'MF', { size: 9, bold: true }], [30, 227, 'YAB 3400447182', { size: 7 }],
    [12, 240, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', { size: 7 }],
    [89, 250, 'SATIŞ İŞLEMİ', { size: 7.5, bold: true }],
    [12, 262, 'İŞYERİ NO : 000000044718209', { size: 6.5 }],
    [12, 271, 'TERMİNAL NO : 4471T820', { size: 6.5 }],
    [12, 280, 'KART NO : **** **** **** 4471', { size: 6.5 }],
    [12, 289, '21.11.2026  08:47  BATCH: 118  STAN: 0447', { size: 6.5 }],
    [12, 300, 'TUTAR : 1.961,27 TL', { size: 8, bold: true }],
    [12, 312, 'ONAY KODU : 447182   PROV. : 118204', { size: 6.5 }],
    [12, 321, 'TEMASSIZ İŞLEM · ŞİFRE KULLANILMADI', { size: 6.5 }],
    [12, 330, 'KARŞILIĞINDA MAL/HİZMET ALDIM', { size: 6.5 }],
    [70, 344, 'BU BELGEYİ SAKLAYINIZ', { size: 7, bold: true }],
    [51, 356, 'e-Arşiv fatura talebiniz için kasaya başvurunuz.', { size: 6 }],
  ] },

  // Seville taxi FACTURA SIMPLIFICADA (58 mm, 165 pt) from the driver-owner, a natural person: TAXI, the
  // municipal licence, "José Ángel Muñoz Ibáñez" with his NIF, plate and car; number and "Fecha: 23/11/2026
  // 00:08"; the ride from 22/11/2026 23:41 to 23/11/2026 00:07 across midnight, tarifa 2, distance, origin
  // and destination; the meter fare 14,85 and a station supplement 1,20; TOTAL 16,05 €, Base imponible
  // 14,59, IVA 10 % 1,46; cash: Entregado 20,00 and Cambio 3,95; the tariff and lost-property lines.
  { name: 'taxi-es-sevilla-factura-simplificada-taximetro-tarifa-2-suplemento-estacion-cruza-medianoche-iva-10-incluido-efectivo-cambio', kind: 'receipt', size: [165, 360], expect: { vendorName: 'José Ángel Muñoz Ibáñez', invoiceDate: '2026-11-23', tax: 1.46, total: 16.05, currency: 'EUR', paymentMethod: 'cash' },
    items: [['Importe taxímetro', null, null, 14.85], ['Supl. estación Santa Justa', null, null, 1.2]], cells: [
    [64, 10, 'TAXI', { size: 17, bold: true }],
    [66, 30, 'SEVILLA', { size: 8, bold: true }],
    [44, 42, 'Licencia municipal nº 1182', { size: 6.5 }],
    [37, 53, 'José Ángel Muñoz Ibáñez', { size: 7.5, bold: true }],
    [60, 63, 'NIF 28447182T', { size: 6.5 }],
    [35, 72, 'Matrícula 4471 LKR · Toyota Corolla', { size: 6 }],
    [34, 86, 'FACTURA SIMPLIFICADA', { size: 8, bold: true }],
    [10, 100, 'Nº 1182-2611-0447', { size: 6.5 }],
    [10, 109, 'Fecha: 23/11/2026 00:08', { size: 6.5 }],
    [10, 119, '#RECT 145 0.5 black'],
    [10, 126, 'Inicio servicio', { size: 6.5 }], R(155, 126, '22/11/2026 23:41', { size: 6.5 }),
    [10, 135, 'Fin servicio', { size: 6.5 }], R(155, 135, '23/11/2026 00:07', { size: 6.5 }),
    [10, 144, 'Tarifa', { size: 6.5 }], R(155, 144, '2 (noches y festivos)', { size: 6.5 }),
    [10, 153, 'Recorrido', { size: 6.5 }], R(155, 153, '7,4 km · 26 min', { size: 6.5 }),
    [10, 162, 'Origen', { size: 6.5 }], R(155, 162, 'Estación Santa Justa', { size: 6.5 }),
    [10, 171, 'Destino', { size: 6.5 }], R(155, 171, 'C/ Feria 88', { size: 6.5 }),
    [10, 181, '#RECT 145 0.5 black'],
    [10, 188, 'Importe taxímetro', { size: 7.5 }], R(155, 188, '14,85', { size: 7.5 }),
    [10, 199, 'Supl. estación Santa Justa', { size: 7.5 }], R(155, 199, '1,20', { size: 7.5 }),
    [10, 210, '#RECT 145 0.5 black'],
    [10, 217, 'TOTAL', { size: 10, bold: true }], R(155, 217, '16,05 €', { size: 10, bold: true }),
    [10, 232, 'Base imponible', { size: 6.5 }], R(155, 232, '14,59', { size: 6.5 }),
    [10, 241, 'IVA 10 %', { size: 6.5 }], R(155, 241, '1,46', { size: 6.5 }),
    [10, 251, '#RECT 145 0.5 black'],
    [10, 258, 'Forma de pago: EFECTIVO', { size: 7 }],
    [10, 268, 'Entregado', { size: 7 }], R(155, 268, '20,00', { size: 7 }),
    [10, 278, 'Cambio', { size: 7 }], R(155, 278, '3,95', { size: 7 }),
    [10, 292, 'Tarifas aprobadas por el Ayuntamiento', { size: 5.5 }],
    [10, 299, 'de Sevilla para 2026. Hojas de reclamaciones', { size: 5.5 }],
    [10, 306, 'a disposición del usuario.', { size: 5.5 }],
    [10, 316, 'Objetos olvidados: 955 447 182', { size: 5.5 }],
    [41, 332, 'Gracias por viajar en taxi', { size: 7, bold: true }],
  ] },

  // São Paulo parking garage RPS (204 pt): the word mark, the Ltda. with CNPJ, CCM and address; "RECIBO
  // PROVISÓRIO DE SERVIÇOS", RPS number and series, issue 21/11/2026 18:49; ticket, plate and model,
  // entry 08:12, exit 18:47 and stay 10h35min; a day rate "Diária (até 12 horas)" 58,00 and a theatre
  // validation discount -10,00 with the stamp number under it; TOTAL R$ 48,00 paid by Elo debit card with
  // authorisation, NSU and masked card; the price table (R$ 25,00 / 8,00 / 58,00 / 45,00) and the
  // transparency-law "Valor aproximado dos tributos: R$ 7,73 (16,11%)" with its federal and municipal
  // split as distractors; the NFS-e conversion and liability notes.
  { name: 'estacionamento-br-rps-diaria-entrada-saida-permanencia-convenio-desconto-tabela-de-precos-tributos-aproximados-ibpt-debito', kind: 'receipt', size: [204, 420], expect: { vendorName: 'Pátio São Bento Estacionamentos Ltda.', invoiceDate: '2026-11-21', total: 48, currency: 'BRL', paymentMethod: 'card' },
    items: [['Diária (até 12 horas)', null, null, 58], ['Convênio Teatro Municipal', null, null, -10]], cells: [
    [48, 10, 'GARAGEM PÁTIO', { size: 13, bold: true }],
    [70, 27, 'SÃO BENTO', { size: 11, bold: true }],
    [40, 43, 'Pátio São Bento Estacionamentos Ltda.', { size: 7 }],
    [64, 53, 'CNPJ 44.718.209/0001-60', { size: 6.5 }],
    [76, 62, 'CCM 4.471.820-9', { size: 6.5 }],
    [47, 71, 'Rua Florêncio de Abreu, 447 – Centro', { size: 6.5 }],
    [53, 80, 'São Paulo – SP · CEP 01029-000', { size: 6.5 }],
    [36, 94, 'RECIBO PROVISÓRIO DE SERVIÇOS', { size: 7.5, bold: true }],
    [12, 107, 'RPS nº 118204 · Série A', { size: 6.5 }], R(192, 107, 'Emissão 21/11/2026 18:49', { size: 6.5 }),
    [12, 117, '#RECT 180 0.5 black'],
    [12, 124, 'Ticket', { size: 6.5 }], R(192, 124, '0044718', { size: 6.5 }),
    [12, 133, 'Placa / modelo', { size: 6.5 }], R(192, 133, 'FQK4D71 · VW Polo', { size: 6.5 }),
    [12, 142, 'Entrada', { size: 6.5 }], R(192, 142, '21/11/2026 08:12', { size: 6.5 }),
    [12, 151, 'Saída', { size: 6.5 }], R(192, 151, '21/11/2026 18:47', { size: 6.5 }),
    [12, 160, 'Permanência', { size: 6.5 }], R(192, 160, '10h35min', { size: 6.5 }),
    [12, 170, '#RECT 180 0.5 black'],
    [12, 176, 'Descrição', { size: 6.5, bold: true }], R(192, 176, 'Valor R$', { size: 6.5, bold: true }),
    [12, 187, 'Diária (até 12 horas)', { size: 7.5 }], R(192, 187, '58,00', { size: 7.5 }),
    [12, 198, 'Convênio Teatro Municipal', { size: 7.5 }], R(192, 198, '-10,00', { size: 7.5 }),
    [18, 207, 'carimbo de validação nº 2291', { size: 6 }],
    [12, 218, '#RECT 180 0.5 black'],
    [12, 225, 'TOTAL R$', { size: 10, bold: true }], R(192, 225, '48,00', { size: 10, bold: true }),
    [12, 240, 'Cartão de débito Elo', { size: 7 }], R(192, 240, '48,00', { size: 7 }),
    [12, 250, 'Aut. 447182 · NSU 000118204', { size: 6 }],
    [12, 258, 'Cartão ************0447', { size: 6 }],
    [12, 268, '#RECT 180 0.5 black'],
    [12, 275, 'Tabela de preços (automóveis):', { size: 6, bold: true }],
    [12, 283, '1ª hora R$ 25,00 · hora adicional R$ 8,00', { size: 6 }],
    [12, 291, 'Diária (até 12 h) R$ 58,00 · Pernoite R$ 45,00', { size: 6 }],
    [12, 299, 'Tolerância 10 minutos.', { size: 6 }],
    [12, 311, 'Valor aproximado dos tributos: R$ 7,73 (16,11%)', { size: 6 }],
    [12, 319, 'Federais R$ 5,33 · Municipal R$ 2,40 · Fonte: IBPT', { size: 6 }],
    [12, 331, 'CPF/CNPJ do tomador: não informado', { size: 6 }],
    [12, 339, 'Este RPS será convertido em NFS-e em até 10 dias.', { size: 6 }],
    [12, 347, 'Consulte em nfe.prefeitura.sp.gov.br', { size: 6 }],
    [12, 359, 'Não nos responsabilizamos por objetos deixados', { size: 6 }],
    [12, 367, 'no interior do veículo.', { size: 6 }],
    [60, 384, 'Obrigado e volte sempre!', { size: 7, bold: true }],
  ] },

  // Croatian motorway toll RAČUN (204 pt): the word mark, the d.d. with address and OIB; the toll plaza and
  // "RAČUN br. 4471/DUGOP/03" (number / premises / device); "Datum: 21.11.2026." with the trailing dot,
  // lane and collector; entry LUČKO 13:58 and exit DUGOPOLJE 16:42, vehicle category I and the plate; one
  // line "Cestarina Lučko – Dugopolje" 26,70 with "1 x 26,70"; UKUPNO EUR 26,70; Osnovica 21,36, PDV 25%
  // 5,34; card payment with approval; the fiscal ZKI and JIR codes; an ENC price "20,89 €" as a distractor.
  { name: 'cestarina-hr-racun-naplatna-postaja-ulaz-izlaz-kategorija-osnovica-pdv-25-zki-jir-datum-s-tockom-enc-distraktor-kartica', kind: 'receipt', size: [204, 372], expect: { vendorName: 'Autoceste Jadran d.d.', invoiceDate: '2026-11-21', tax: 5.34, total: 26.7, currency: 'EUR', paymentMethod: 'card' },
    items: [['Cestarina Lučko – Dugopolje', 1, 26.7, 26.7]], cells: [
    [34, 10, 'AUTOCESTE JADRAN', { size: 13, bold: true }],
    [68, 27, 'Autoceste Jadran d.d.', { size: 7 }],
    [59, 37, 'Širolina ulica 4, 10000 Zagreb', { size: 6.5 }],
    [75, 46, 'OIB: 44718209138', { size: 6.5 }],
    [43, 58, 'Naplatna postaja DUGOPOLJE · izlaz', { size: 7 }],
    [51, 72, 'RAČUN br. 4471/DUGOP/03', { size: 8, bold: true }],
    [12, 86, 'Datum: 21.11.2026.', { size: 6.5 }], R(192, 86, 'Vrijeme: 16:42:18', { size: 6.5 }),
    [12, 95, 'Traka: 7', { size: 6.5 }], R(192, 95, 'Naplatitelj: 118', { size: 6.5 }),
    [12, 105, '#RECT 180 0.5 black'],
    [12, 112, 'Ulaz:', { size: 6.5 }], [48, 112, 'LUČKO', { size: 6.5 }], R(192, 112, '21.11.2026. 13:58', { size: 6.5 }),
    [12, 121, 'Izlaz:', { size: 6.5 }], [48, 121, 'DUGOPOLJE', { size: 6.5 }], R(192, 121, '21.11.2026. 16:42', { size: 6.5 }),
    [12, 130, 'Kategorija vozila:', { size: 6.5 }], R(192, 130, 'I', { size: 6.5 }),
    [12, 139, 'Registracija:', { size: 6.5 }], R(192, 139, 'ZG 4471-KS', { size: 6.5 }),
    [12, 149, '#RECT 180 0.5 black'],
    [12, 156, 'Cestarina Lučko – Dugopolje', { size: 7.5 }], R(192, 156, '26,70', { size: 7.5 }),
    [18, 165, '1 x 26,70', { size: 6.5 }],
    [12, 175, '#RECT 180 0.5 black'],
    [12, 182, 'UKUPNO EUR', { size: 10, bold: true }], R(192, 182, '26,70', { size: 10, bold: true }),
    [12, 197, 'Osnovica', { size: 6.5 }], R(120, 197, 'PDV 25%', { size: 6.5 }), R(192, 197, 'Iznos', { size: 6.5 }),
    [12, 206, '21,36', { size: 6.5 }], R(120, 206, '5,34', { size: 6.5 }), R(192, 206, '26,70', { size: 6.5 }),
    [12, 216, '#RECT 180 0.5 black'],
    [12, 223, 'Način plaćanja: KARTICA', { size: 7 }], R(192, 223, '26,70', { size: 7 }),
    [12, 232, 'Mastercard ****4471 · odobrenje 447182', { size: 6 }],
    [12, 242, '#RECT 180 0.5 black'],
    [12, 249, 'ZKI: 9b1f2c7a4e8d3b6c0a5f1e2d7c4b8a93', { size: 6 }],
    [12, 258, 'JIR: 6d2a1f4b-8c3e-4a7d-9e1b-2f5c8a0d4e71', { size: 6 }],
    [12, 267, 'Oznaka operatera: 118 · Blagajna: DUGOP/03', { size: 6 }],
    [12, 280, 'S ENC uređajem ova bi vožnja iznosila 20,89 €.', { size: 6 }],
    [12, 288, 'Nabavite ENC na prodajnim mjestima ili online.', { size: 6 }],
    [12, 300, 'Sačuvajte račun do kraja putovanja.', { size: 6 }],
    [12, 308, 'Reklamacije: reklamacije@autoceste-jadran.hr', { size: 6 }],
    [12, 316, 'Info centar 0800 4471 (besplatno)', { size: 6 }],
    [72, 332, 'Hvala i sretan put!', { size: 7, bold: true }],
  ] },

  // Norwegian ferry KVITTERING (80 mm, 226 pt): the word mark, the AS with "Org.nr. 987 447 182 MVA"; the
  // crossing Mannheller – Fodnes, departure "21.11.2026 kl. 15:20", the ferry, the car with its length and
  // the sales point; Vare / Ant. / Pris / Beløp: a car 0–6 m with driver, two adults, a child 6–17; TOTALT
  // NOK 286,00; Mva-grunnlag 255,36, Mva 12 % 30,64; paid with Vipps with the order number and time 15:04;
  // the receipt number, the AutoPASS saving "kr 62,40" and the next departures as distractors.
  { name: 'ferje-no-kvittering-samband-avgang-personbil-lengdeklasse-voksen-barn-mva-12-grunnlag-vipps-autopass-besparelse-distraktor', kind: 'receipt', size: [226, 392], expect: { vendorName: 'Sognefjord Ferjeselskap AS', invoiceDate: '2026-11-21', tax: 30.64, total: 286, currency: 'NOK', paymentMethod: 'mobile_wallet' },
    items: [['Personbil 0–6 m inkl. fører', 1, 156, 156], ['Voksen passasjer', 2, 52, 104], ['Barn 6–17 år', 1, 26, 26]], cells: [
    [57, 10, 'SOGNEFJORD', { size: 16, bold: true }],
    [95, 30, 'FERJE', { size: 11, bold: true }],
    [70, 46, 'Sognefjord Ferjeselskap AS', { size: 7 }],
    [77, 56, 'Org.nr. 987 447 182 MVA', { size: 6.5 }],
    [71, 65, 'Kaivegen 4, 6863 Leikanger', { size: 6.5 }],
    [84, 79, 'KVITTERING', { size: 9, bold: true }],
    [12, 94, 'Samband', { size: 7 }], R(214, 94, 'Mannheller – Fodnes', { size: 7 }),
    [12, 104, 'Avgang', { size: 7 }], R(214, 104, '21.11.2026 kl. 15:20', { size: 7 }),
    [12, 114, 'Ferje', { size: 7 }], R(214, 114, 'MF «Fjordstjerne»', { size: 7 }),
    [12, 124, 'Kjøretøy', { size: 7 }], R(214, 124, 'DN 44718 · lengde 4,7 m', { size: 7 }),
    [12, 134, 'Salgssted', { size: 7 }], R(214, 134, 'Billettluke Mannheller', { size: 7 }),
    [12, 145, '#RECT 202 0.5 black'],
    [12, 151, 'Vare', { size: 6.5, bold: true }], R(128, 151, 'Ant.', { size: 6.5, bold: true }), R(170, 151, 'Pris', { size: 6.5, bold: true }), R(214, 151, 'Beløp', { size: 6.5, bold: true }),
    [12, 162, 'Personbil 0–6 m inkl. fører', { size: 7.5 }], R(128, 162, '1', { size: 7.5 }), R(170, 162, '156,00', { size: 7.5 }), R(214, 162, '156,00', { size: 7.5 }),
    [12, 173, 'Voksen passasjer', { size: 7.5 }], R(128, 173, '2', { size: 7.5 }), R(170, 173, '52,00', { size: 7.5 }), R(214, 173, '104,00', { size: 7.5 }),
    [12, 184, 'Barn 6–17 år', { size: 7.5 }], R(128, 184, '1', { size: 7.5 }), R(170, 184, '26,00', { size: 7.5 }), R(214, 184, '26,00', { size: 7.5 }),
    [12, 196, '#RECT 202 0.5 black'],
    [12, 203, 'TOTALT NOK', { size: 11, bold: true }], R(214, 203, '286,00', { size: 11, bold: true }),
    [12, 219, 'Mva-grunnlag', { size: 6.5 }], R(110, 219, 'Mva 12 %', { size: 6.5 }), R(214, 219, 'Sum inkl. mva', { size: 6.5 }),
    [12, 228, '255,36', { size: 6.5 }], R(110, 228, '30,64', { size: 6.5 }), R(214, 228, '286,00', { size: 6.5 }),
    [12, 239, '#RECT 202 0.5 black'],
    [12, 246, 'Betalt med Vipps', { size: 7.5 }], R(214, 246, '286,00', { size: 7.5 }),
    [12, 256, 'Vipps-ordre 1044718220 · 21.11.2026 15:04', { size: 6 }],
    [12, 267, '#RECT 202 0.5 black'],
    [12, 274, 'Kvittering nr. 26-118204 · Kasse 2 · Betjent av: Åse', { size: 6 }],
    [12, 284, 'Billetten gjelder for én enkeltreise på samme dag.', { size: 6 }],
    [12, 296, 'Med AutoPASS for ferje ville kjøretøyet fått 40 % rabatt', { size: 6 }],
    [12, 304, '(du kunne spart kr 62,40). Avtale: autopass.no', { size: 6 }],
    [12, 316, 'Barn under 6 år reiser gratis. Honnør 67+ halv pris.', { size: 6 }],
    [12, 328, 'Neste avgang fra Mannheller: 15:40 · siste 23:40', { size: 6 }],
    [67, 346, 'Takk for turen og god reise!', { size: 7, bold: true }],
  ] },

  // Galway coach company ticket-office receipt (204 pt), English with Irish: the word mark Connemara Coach
  // and the legal name "Cóistí Chonamara Teoranta", address with Eircode, CRO and VAT numbers; "ADMHÁIL /
  // RECEIPT", window, clerk, "21/11/2026 10:14" and the transaction; two return fares with the count line
  // under each ("2 x 31.00", "1 x 24.00 (ISIC card seen)") and the outward journey on Fri 27/11/2026, a
  // later date; TOTAL €86.00; "VAT (passenger transport exempt) 0.00"; Visa Debit contactless with card and
  // approval; the validity "until 27/12/2026", luggage and queries lines; the bilingual thanks.
  { name: 'coach-ie-ticket-office-receipt-bilingual-admhail-return-fares-travel-date-later-than-purchase-vat-exempt-zero-visa-debit', kind: 'receipt', size: [204, 372], expect: { vendorName: 'Cóistí Chonamara Teoranta', invoiceDate: '2026-11-21', tax: 0, total: 86, currency: 'EUR', paymentMethod: 'card' },
    items: [['Adult Return Galway – Dublin Airport', 2, 31, 62], ['Student Return Galway – Dublin Airport', 1, 24, 24]], cells: [
    [36, 10, 'Connemara Coach', { size: 15, bold: true }],
    [57, 30, 'Cóistí Chonamara Teoranta', { size: 7.5 }],
    [46, 40, 'Galway Coach Station, Fairgreen Road', { size: 6.5 }],
    [77, 49, 'Galway H91 X4K7', { size: 6.5 }],
    [53, 58, 'CRO 447182 · VAT IE 4471820QA', { size: 6.5 }],
    [56, 72, 'ADMHÁIL / RECEIPT', { size: 9, bold: true }],
    [12, 86, 'Ticket office · Window 2', { size: 6.5 }], R(192, 86, 'Clerk: Siobhán', { size: 6.5 }),
    [12, 95, '21/11/2026 10:14', { size: 6.5 }], R(192, 95, 'Trans. 0447-1182', { size: 6.5 }),
    [12, 105, '#RECT 180 0.5 black'],
    [12, 112, 'Adult Return Galway – Dublin Airport', { size: 7.5 }],
    [18, 122, '2 x 31.00', { size: 6.5 }], R(192, 122, '62.00', { size: 7.5 }),
    [18, 131, 'Out: Fri 27/11/2026 06:15 · Rtn: open', { size: 6 }],
    [12, 142, 'Student Return Galway – Dublin Airport', { size: 7.5 }],
    [18, 152, '1 x 24.00 (ISIC card seen)', { size: 6.5 }], R(192, 152, '24.00', { size: 7.5 }),
    [18, 161, 'Out: Fri 27/11/2026 06:15 · Rtn: open', { size: 6 }],
    [12, 172, '#RECT 180 0.5 black'],
    [12, 179, 'TOTAL', { size: 11, bold: true }], R(192, 179, '€86.00', { size: 11, bold: true }),
    [12, 195, 'VAT (passenger transport exempt)', { size: 6.5 }], R(192, 195, '0.00', { size: 6.5 }),
    [12, 206, '#RECT 180 0.5 black'],
    [12, 213, 'Visa Debit contactless', { size: 7.5 }], R(192, 213, '€86.00', { size: 7.5 }),
    [12, 223, 'Card ************4471 · Auth 044718', { size: 6 }],
    [12, 231, 'APPROVED · CARDHOLDER COPY', { size: 6 }],
    [12, 242, '#RECT 180 0.5 black'],
    [12, 249, 'Tickets: 3 · Seats not reserved.', { size: 6 }],
    [12, 258, 'Return valid for 1 month from date of travel', { size: 6 }],
    [12, 266, '(until 27/12/2026). Non-refundable after departure.', { size: 6 }],
    [12, 276, 'Luggage: 1 case + 1 carry-on per passenger.', { size: 6 }],
    [12, 288, 'Timetables & e-tickets: connemaracoach.ie', { size: 6 }],
    [12, 296, 'Queries: 091 447 182 (Mon–Sat 08:00–18:00)', { size: 6 }],
    [47, 314, 'Go raibh maith agat! / Thank you!', { size: 7, bold: true }],
  ] },

  // Latvian attraction ticket desk kases čeks (58 mm, 165 pt): the word mark over two lines, the legal name as
  // printed with straight quotes 'SIA "Ķemeru Ūdenstornis"', address and PVN number; receipt number, till,
  // "22.11.2026 12:36" and cashier; a family ticket (2+2) 20,00, a free under-6 ticket 0,00, audio guides "2
  // x 3,50" and a souvenir, each with its VAT letter A and the count line under it; KOPĀ EUR 31,90; cash
  // 50,00 and Atlikums (change) 18,10; the PVN table (A 21 %: 26,36 / 5,54 / 31,90); the single adult 8,00
  // and child 4,00 prices as distractors; the fiscal device line.
  { name: 'tornis-lv-kases-ceks-gimenes-bilete-bezmaksas-bernu-audiogids-suvenirs-pvn-21-ieklauts-skaidra-nauda-atlikums', kind: 'receipt', size: [165, 380], expect: { vendorName: 'SIA "Ķemeru Ūdenstornis"', invoiceDate: '2026-11-22', tax: 5.54, total: 31.9, currency: 'EUR', paymentMethod: 'cash' },
    items: [['Ģimenes biļete (2+2)', 1, 20, 20], ['Bērns līdz 6 g.', 1, 0, 0], ['Audiogids LV/EN/DE', 2, 3.5, 7], ['Magnēts «Tornis»', 1, 4.9, 4.9]], cells: [
    [57, 10, 'ĶEMERU', { size: 12, bold: true }],
    [39, 25, 'ŪDENSTORNIS', { size: 12, bold: true }],
    [34, 41, 'Skatu tornis · Ekspozīcija · Kafejnīca', { size: 6 }],
    [42, 53, 'SIA "Ķemeru Ūdenstornis"', { size: 7 }],
    [41, 62, 'Tūristu iela 7, Jūrmala, LV-2012', { size: 6 }],
    [43, 70, 'PVN reģ. Nr. LV40103447182', { size: 6 }],
    [10, 84, 'Čeks Nr. 0447', { size: 6.5 }], R(155, 84, 'Kase 1', { size: 6.5 }),
    [10, 93, '22.11.2026 12:36', { size: 6.5 }], R(155, 93, 'Kasiere: Līga', { size: 6.5 }),
    [10, 103, '#RECT 145 0.5 black'],
    [10, 110, 'Ģimenes biļete (2+2)', { size: 7.5 }], R(155, 110, '20,00 A', { size: 7.5 }),
    [16, 119, '1 x 20,00', { size: 6 }],
    [10, 128, 'Bērns līdz 6 g.', { size: 7.5 }], R(155, 128, '0,00 A', { size: 7.5 }),
    [16, 137, '1 x 0,00', { size: 6 }],
    [10, 146, 'Audiogids LV/EN/DE', { size: 7.5 }], R(155, 146, '7,00 A', { size: 7.5 }),
    [16, 155, '2 x 3,50', { size: 6 }],
    [10, 164, 'Magnēts «Tornis»', { size: 7.5 }], R(155, 164, '4,90 A', { size: 7.5 }),
    [16, 173, '1 x 4,90', { size: 6 }],
    [10, 183, '#RECT 145 0.5 black'],
    [10, 190, 'KOPĀ EUR', { size: 10, bold: true }], R(155, 190, '31,90', { size: 10, bold: true }),
    [10, 205, 'Skaidra nauda', { size: 7 }], R(155, 205, '50,00', { size: 7 }),
    [10, 215, 'Atlikums', { size: 7 }], R(155, 215, '18,10', { size: 7 }),
    [10, 226, '#RECT 145 0.5 black'],
    [10, 232, 'PVN', { size: 6, bold: true }], R(75, 232, 'Bez PVN', { size: 6, bold: true }), R(112, 232, 'PVN', { size: 6, bold: true }), R(155, 232, 'Ar PVN', { size: 6, bold: true }),
    [10, 240, 'A 21%', { size: 6 }], R(75, 240, '26,36', { size: 6 }), R(112, 240, '5,54', { size: 6 }), R(155, 240, '31,90', { size: 6 }),
    [10, 251, '#RECT 145 0.5 black'],
    [10, 257, 'Pirkumu skaits: 5', { size: 6 }],
    [10, 265, 'Ģimenes biļete: 2 pieaugušie + 2 bērni', { size: 6 }],
    [10, 273, '7–15 g. Pieaugušo biļete 8,00, bērnu 4,00.', { size: 6 }],
    [10, 281, 'Biļetes derīgas tikai apmeklējuma dienā.', { size: 6 }],
    [10, 293, 'Fiskālā iekārta: LV0447182 · Z 0318', { size: 5.5 }],
    [10, 300, 'Dok. nr. 00044718', { size: 5.5 }],
    [43, 316, 'Paldies! Gaidīsim atkal!', { size: 7, bold: true }],
    [55, 328, 'www.kemerutornis.lv', { size: 6 }],
  ] },

  // Lisbon hotel FATURA-RECIBO on an A5 page (a receipt for the minibar and the tourist tax at checkout): the
  // hotel word mark and the legal name "Sociedade Hoteleira Alfama Jardim, Lda." with NIPC and RNET; the
  // series number FR HAJ2026/4471, ATCUD and "Data de emissão: 2026-11-21"; "Consumidor final" with NIF
  // 999999990; guest, room, check-in 2026-11-18 and check-out; the prepaid room on another invoice "(387,00
  // €)" as a distractor; four lines with quantity, unit price WITHOUT VAT (2,83 / 3,66 / 3,25 / 4,00), the
  // rate (6 %, 23 %, 0 %) and Total s/ IVA: water, beer, peanuts and the Taxa Municipal Turística 6 × 4,00
  // (2 guests × 3 nights, M99 not subject to VAT); a VAT summary; Total ilíquido 40,23, Total IVA 2,77,
  // Total 43,00 €; paid by Visa credit card, Valor em dívida 0,00; a mock QR code; the VAT-inclusive shelf
  // prices, the tourist-tax rule and the certified-software line.
  { name: 'hotel-pt-fatura-recibo-a5-minibar-precos-sem-iva-taxa-turistica-lisboa-nao-sujeita-m99-atcud-alojamento-pre-pago-distrator', kind: 'receipt', size: [420, 595], expect: { vendorName: 'Sociedade Hoteleira Alfama Jardim, Lda.', invoiceDate: '2026-11-21', subtotal: 40.23, tax: 2.77, total: 43, currency: 'EUR', paymentMethod: 'card' },
    items: [['Minibar – Água mineral Luso 0,5 L', 2, 2.83, 5.66], ['Minibar – Cerveja Sagres 33 cl', 2, 3.66, 7.32],
      ['Minibar – Amendoins torrados 100 g', 1, 3.25, 3.25], ['Taxa Municipal Turística de Lisboa', 6, 4, 24]], cells: [
    [30, 26, 'HOTEL ALFAMA', { size: 15, bold: true }],
    [31, 44, 'JARDIM · LISBOA', { size: 8, bold: true }],
    R(390, 26, 'Sociedade Hoteleira Alfama Jardim, Lda.', { size: 8, bold: true, width: 220 }),
    R(390, 37, 'Rua de São Tomé 44, 1100-563 Lisboa', { size: 7, width: 220 }),
    R(390, 46, 'NIPC 514 471 820 · Capital social 50 000 €', { size: 7, width: 220 }),
    R(390, 55, 'RNET 4471 · reservas@alfamajardim.pt', { size: 7, width: 220 }),
    [30, 78, 'FATURA-RECIBO FR HAJ2026/4471', { size: 11, bold: true }],
    [30, 93, 'Original', { size: 7 }],
    R(390, 78, 'Data de emissão: 2026-11-21', { size: 8, width: 200 }),
    R(390, 90, 'ATCUD: JJK7M2P4-4471', { size: 7.5, width: 200 }),
    [25, 106, '#RECT 370 0.6 black'],
    [30, 114, 'Cliente: Consumidor final', { size: 7.5 }], [230, 114, 'NIF: 999999990', { size: 7.5 }],
    [30, 125, 'Hóspede: Sra. Ingrid Halvorsen · Quarto 312 · 2 hóspedes', { size: 7.5 }],
    [30, 136, 'Check-in 2026-11-18 · Check-out 2026-11-21 (3 noites)', { size: 7.5 }],
    [30, 147, 'Reserva Booking.com 4471182093 – alojamento pré-pago, faturado em FT HAJ2026/4390 (387,00 €)', { size: 6.5 }],
    [25, 162, '#RECT 370 14 #e5e7eb'],
    [30, 166, 'Descrição', { size: 7, bold: true }], R(262, 166, 'Qtd.', { size: 7, bold: true }), R(308, 166, 'Preço unit.', { size: 7, bold: true }),
    R(338, 166, 'IVA', { size: 7, bold: true }), R(390, 166, 'Total s/ IVA', { size: 7, bold: true }),
    [30, 184, 'Minibar – Água mineral Luso 0,5 L', { size: 7.5 }], R(262, 184, '2', { size: 7.5 }), R(308, 184, '2,83', { size: 7.5 }), R(338, 184, '6%', { size: 7.5 }),
    R(390, 184, '5,66', { size: 7.5 }),
    [30, 198, 'Minibar – Cerveja Sagres 33 cl', { size: 7.5 }], R(262, 198, '2', { size: 7.5 }), R(308, 198, '3,66', { size: 7.5 }), R(338, 198, '23%', { size: 7.5 }),
    R(390, 198, '7,32', { size: 7.5 }),
    [30, 212, 'Minibar – Amendoins torrados 100 g', { size: 7.5 }], R(262, 212, '1', { size: 7.5 }), R(308, 212, '3,25', { size: 7.5 }), R(338, 212, '23%', { size: 7.5 }),
    R(390, 212, '3,25', { size: 7.5 }),
    [30, 226, 'Taxa Municipal Turística de Lisboa', { size: 7.5 }], R(262, 226, '6', { size: 7.5 }), R(308, 226, '4,00', { size: 7.5 }), R(338, 226, '0%', { size: 7.5 }),
    R(390, 226, '24,00', { size: 7.5 }),
    [36, 236, '2 hóspedes × 3 noites · isenção M99 (não sujeito)', { size: 6.5 }],
    [25, 250, '#RECT 370 0.6 black'],
    [30, 260, 'Resumo do IVA', { size: 7, bold: true }],
    [30, 270, 'Taxa', { size: 6.5, bold: true }], R(130, 270, 'Incidência', { size: 6.5, bold: true }), R(180, 270, 'IVA', { size: 6.5, bold: true }),
    [30, 279, '6%', { size: 7 }], R(130, 279, '5,66', { size: 7 }), R(180, 279, '0,34', { size: 7 }),
    [30, 288, '23%', { size: 7 }], R(130, 288, '10,57', { size: 7 }), R(180, 288, '2,43', { size: 7 }),
    [30, 297, '0% (M99)', { size: 7 }], R(130, 297, '24,00', { size: 7 }), R(180, 297, '0,00', { size: 7 }),
    [240, 262, 'Total ilíquido', { size: 8.5 }], R(390, 262, '40,23', { size: 8.5 }),
    [240, 274, 'Total IVA', { size: 8.5 }], R(390, 274, '2,77', { size: 8.5 }),
    [235, 287, '#RECT 160 0.6 black'],
    [240, 292, 'Total', { size: 11, bold: true }], R(390, 292, '43,00 €', { size: 11, bold: true }),
    [240, 312, 'Pagamento: cartão de crédito', { size: 7.5 }], R(390, 312, '43,00', { size: 7.5 }),
    [240, 322, 'Visa ****4471 · 2026-11-21 11:02', { size: 6.5 }],
    [240, 332, 'Valor em dívida', { size: 7.5 }], R(390, 332, '0,00', { size: 7.5 }),
    [30, 330, '#RECT 62 62 black stroke'], [36, 336, '#RECT 14 14 black'], [72, 336, '#RECT 14 14 black'], [36, 372, '#RECT 14 14 black'],
    [56, 356, '#RECT 8 8 black'], [70, 370, '#RECT 6 10 black'], [80, 378, '#RECT 8 6 black'], [56, 340, '#RECT 6 6 black'],
    [30, 410, 'Preços de tabela do minibar com IVA incluído: água 3,00 € · cerveja 4,50 € · amendoins 4,00 €.', { size: 6.5 }],
    [30, 419, 'A Taxa Municipal Turística (4,00 € por hóspede e noite, máx. 7 noites) é cobrada por conta do Município de Lisboa.', { size: 6.5 }],
    [30, 428, 'Os bens/serviços foram colocados à disposição do adquirente na data do documento.', { size: 6.5 }],
    [30, 446, 'Obrigado pela sua estadia. Esperamos voltar a recebê-la em breve!', { size: 7.5, bold: true }],
    [30, 560, 'Processado por programa certificado n.º 1447/AT · HotelCloud 8.2', { size: 6 }],
    [30, 569, 'Sociedade Hoteleira Alfama Jardim, Lda. · Conservatória do Registo Comercial de Lisboa · NIPC 514 471 820', { size: 6 }],
  ] },
];
