// A twenty-first fresh batch of 16 hand-built documents (10 invoices, 6 receipts) in the format of documents.ts,
// written on 2026-11-25 blind to the engine: their author read only documents.ts, documents-fresh19.ts and
// documents-fresh14.ts (for the format, the conventions and the header style, and to avoid repeating their themes) and
// render.ts (for the page, the fonts and the drawing commands), nothing under engine/, server/, data/, models/ or test/
// nor any other file under bench/, and ran neither the engine, the tests nor a benchmark (only the type check and a
// throwaway script outside the repository that renders these documents through render.ts's renderPdf, rasterises them
// with pdftoppm, and checks with pdfkit's font metrics that no text overlaps other text, a rule or a box edge, or
// leaves the page, that right-aligned text fits its width, and that the arithmetic holds).
// The theme is new: DOCUMENTS AS THE MOST COMMON BILLING SOFTWARE, E-COMMERCE PLATFORMS AND POS SYSTEMS LAY THEM OUT,
// since most real partner documents come out of such tools. The businesses, the tools and their names are invented
// (Bookwren, Tallybook, Payvane, Cartwell, Storefold, Belegwerk, Cuadernia, Fatturiamo, Comptalys, Corvex ERP,
// Cornerpay, Tabletop POS, Counterline, Payfold, Kassaloop, Tessera); only the layout habits of each tool family are
// imitated: the clean three-column accounting-app tax invoice with a payment-advice slip (Xero style), the small-
// business invoice with ACTIVITY / DESCRIPTION / TAX columns and a PAID stamp (QuickBooks style), a card platform's
// subscription invoice with "$… paid on …" as its big header, prorations and a payment history (Stripe style), a
// marketplace seller invoice with net / VAT rate / VAT / gross per line (Amazon-Business style), a webshop order
// invoice with its order number, a discount code, shipping and prices including VAT (WooCommerce / Shopify style), a
// German DIN invoice from an online bookkeeping tool (lexoffice / sevDesk style), a Spanish factura with per-line IVA
// and TOTAL columns and an IRPF withholding (Holded style), the Italian "copia di cortesia" as the e-invoice style
// sheet draws it (boxed Cedente / Cessionario, a TD01 grid, "Sconto o magg.", RIEPILOGHI IVA E TOTALI, Modalità
// pagamento MP05), a French facture from an accounting SaaS with a TVA line per rate, an acompte and "Net à payer"
// (Pennylane / Axonaut style), a Swiss ERP invoice with a dense boxed header grid, SAP item numbers, a "Per" price-
// unit column, 5-Rappen rounding and a QR payment part (SAP / Odoo style), and six POS receipts (Square, Toast,
// Lightspeed, SumUp, Zettle and Clover styles). Locales: en-US three times (1,234.56, 11/16/2026, "November 1, 2026",
// "Nov 21, 2026", $), en-GB twice (£, "18 November 2026", 22/11/2026), en-AU twice ("21 Nov 2026", 20/11/2026, $),
// en-CA (11/20/26, $), de-DE twice (3.548,58 €, 23.11.2026, ISO TSE times), es-ES (3.784,20 €, 20/11/2026), it-IT
// (1.033,34, 16-11-2026 as the style sheet prints it), fr-FR (4 912,40 €, 24/11/2026), nl-NL twice (€ 120,17, "19
// november 2026", "za 21 nov. 2026") and an English invoice from Switzerland (12'142.85, 19.11.2026, CHF); the
// currencies USD, CAD, AUD, GBP, EUR and CHF. The distractors: the platform's, marketplace operator's or payment
// processor's own name and address in a footer ("Invoice sent with …", "Powered by …", "Payments processed by …",
// "produced by … on the seller's behalf", "Erstellt mit …", "Factura creada con …", "Documento generato con …",
// "Facture éditée avec …", "Zahlung abgewickelt von …", "Betaling verwerkt door …"), the customer's company beside the
// seller's, a PO "Reference", customer IDs, order numbers (#1042, 206-4471820-5533907, #A-2047 and an order ID),
// receipt numbers (#2741-0386, #2XcV-8841), payment references and iDEAL transaction IDs, tracking numbers, a previous
// sale's number on an exchange, a delivery note, a posting date beside the document date, SdI identifiers and the XML
// file name, an advance invoice's number; order, dispatch, delivery, payment, service, prorated-period, posting and
// cash-discount dates beside the issue date; "Amount Due" / "BALANCE DUE $0.00" / "Amount due $0.00" on paid invoices
// next to the total; a deposit ("Less Amount Paid") and an acompte applied; an IRPF withholding; a discount code, a
// club discount and a card surcharge; prices including VAT at two rates with "waarvan btw"; tips after a pre-tip total
// and suggested-gratuity lines; the same total repeated in a big header and on a payment slip; long item descriptions
// wrapped over two lines, detail lines (ASIN, SKU, variant, period, material no.) under rows, modifiers with their
// surcharge under POS items; per-line tax columns (GST rate, TAX flag, VAT rate and amount, IVA and TOTAL, %IVA, TVA,
// btw, A / B letters).
// Invoices:
//  1. Australia (Brunswick), A4: a joinery's TAX INVOICE in the Xero layout: TAX INVOICE over the customer's block
//     (Hartley & Webb Architects Pty Ltd), a middle column of stacked labels (Invoice Date 21 Nov 2026, Invoice Number
//     INV-0447, Reference "PO 88120 – Lot 4 fit-out", ABN), the SJ logo and the seller's address right; Description /
//     Quantity / Unit Price / GST / Amount AUD with two wrapped descriptions, 6.50 hours and a "GST Free" permit;
//     Subtotal 4,296.50, TOTAL GST 10% 423.25, TOTAL AUD 4,719.75, Less Amount Paid 1,500.00, AMOUNT DUE AUD 3,219.75;
//     Due Date 5 Dec 2026, the bank details and a "View and pay online" link; a dashed PAYMENT ADVICE slip repeating
//     the customer, the number, the amount due and the due date; "Invoice sent with Bookwren" and its Wellington
//     address in the footer.
//  2. United States (Boise), Letter: a landscaper's INVOICE in the QuickBooks layout: the LLC and its contacts top
//     left, an RL logo block, BILL TO (the homeowners) and SHIP TO (their rental property), INVOICE # 1047, DATE
//     11/16/2026, DUE DATE 12/16/2026, TERMS Net 30; a row of custom fields (P.O. NUMBER, JOB, CUSTOMER ID); a light
//     header band over DATE / ACTIVITY / DESCRIPTION / TAX / QTY / RATE / AMOUNT with service dates 11/09 and
//     11/12/2026, "Irrigation:Labor"-style activities, two wrapped descriptions and T flags on the two parts lines;
//     SUBTOTAL 695.50, "TAX (6% on 108.00)" 6.48, TOTAL 701.98, PAYMENT 701.98, BALANCE DUE $0.00; a red double-framed
//     PAID stamp "11/20/2026 · Visa ending 4471"; a pay-online link and "Powered by Tallybook Online" with its address.
//  3. United States (San Francisco), Letter: a SaaS company's paid subscription Invoice in the Stripe layout (Invoice
//     number 8C2D41F0-0019, Date of issue November 1, 2026, Date due November 15, 2026); seller and Bill to columns;
//     "$1,184.13 paid on November 3, 2026" as the big header; Description / Qty / Unit price / Amount with the plan (12
//     × $49.00), a proration "Remaining time on 3 × Team seat …" (3 × $28.45), a negative "Unused time on 2 × Starter
//     seat …" (2 × -$11.03 = -$22.06), metered SMS (1,840 × $0.0125) and a one-time onboarding fee, each with its
//     period under it; Subtotal and Total excluding tax $1,124.29, "Sales Tax – New York (8.875% on $674.29)" $59.84,
//     Total $1,184.13, Amount paid $1,184.13, Amount due $0.00; a payment history (Visa – 4471, November 3, 2026,
//     receipt #2741-0386); the footer repeating number and amount and the processor Payvane, Inc.
//  4. United Kingdom (Stoke-on-Trent / Malvern), A4: a marketplace seller's Invoice in the Amazon-Business layout: the
//     operator's "cartwell business" word mark; a grey box (Invoice date / Delivery date 18 November 2026, Invoice #
//     GB64TQ7R4EUI, Total payable £180.39, Payment status Paid) with "Sold by" the seller and its VAT number; Billing
//     address, Delivery address and Order information (Order date 15 November 2026, Order # 206-4471820-5533907, PO
//     number, Dispatched 17 November 2026); an "Invoice details" table Description / Qty / Unit price (excl. VAT) /
//     Item subtotal (excl. VAT) / VAT rate / VAT / Item subtotal (incl. VAT) with long wrapped product titles, ASIN and
//     ISBN lines, a zero-rated book and a shipping row; Total £155.32 / £25.07 / £180.39; a VAT summary (20 % 125.34 /
//     25.07, 0 % 29.98 / 0.00); payment information with a payment reference; the tracking line and the operator
//     (Cartwell Marketplace Services S.à r.l., Luxembourg) in the footer.
//  5. Netherlands (Utrecht), A4: a plant webshop's FACTUUR in the WooCommerce PDF-invoice layout: the "loof & pot" word
//     mark, the B.V. right; Factuuradres and Verzendadres; Factuurnummer LP-2026-1187, Factuurdatum 19 november 2026,
//     Bestelnummer #1042, Besteldatum 17 november 2026, Betaalmethode iDEAL; a dark green band over Product / Aantal /
//     Prijs / Btw / Totaal with SKU and variant lines, plants at 9 % and pots and soil at 21 %, prices including VAT;
//     Subtotaal € 125,80, Korting (HERFST10) -€ 12,58, Verzending (PostNL) € 6,95, Totaal € 120,17, waarvan btw
//     € 14,73, and a Btw-specificatie (9 % € 67,41 / € 5,57, 21 % € 52,76 / € 9,16); the paid-on, shipped-on and Track
//     & Trace lines; the KvK / btw / IBAN footer and "Webwinkel gebouwd met Storefold … Paynest B.V.".
//  6. Germany (Leipzig), A4: a painter's Rechnung in the lexoffice / sevDesk DIN layout: the KÜHN word mark, the sender
//     line over the window address (a property manager), an info block (Rechnungsnr. RE-2026-0187, Kundennr., Datum
//     23.11.2026, Leistungsdatum 13.11.2026, Ihr Auftrag, Ansprechpartner); "Rechnung Nr. RE-2026-0187", the salutation
//     and the object with "Ausführung 09.11.–13.11.2026"; Pos. / Beschreibung / Menge / Einheit / Einzelpreis /
//     Gesamtpreis with pauschal, m² (142,5) and lfm lines, two wrapped; Gesamtbetrag netto 2.982,00 €, zzgl.
//     Umsatzsteuer 19 % 566,58 €, Gesamtbetrag 3.548,58 €; "Zahlbar ohne Abzug bis 07.12.2026."; the § 35a EStG
//     labour-cost note (1.950,00 € netto, 2.320,50 € brutto); the three-column footer and "Erstellt mit Belegwerk …
//     Belegwerk GmbH, Hamburg".
//  7. Spain (València), A4: an architects' S.L.P. FACTURA in the Holded layout: word mark left, FACTURA right with Nº
//     factura F2026-0118, Fecha 20/11/2026, Vencimiento 20/12/2026; EMISOR and CLIENTE blocks with their NIFs; the
//     quote, the client's order and the site in one line; a dark band over CONCEPTO / PRECIO / UNIDADES / SUBTOTAL /
//     IVA / TOTAL (the gross per line: 2.904,00, 871,20, 544,50); BASE IMPONIBLE 3.570,00 €, IVA 21 % 749,70 €, IRPF
//     -15 % -535,50 €, TOTAL 3.784,20 €; the transfer details; the IRPF note with "Importe de la factura antes de la
//     retención: 4.319,70 €"; the register line and "Factura creada con Cuadernia".
//  8. Italy (Modena), A4: a print shop's fattura elettronica as its "copia di cortesia" in the style-sheet layout: two
//     framed boxes Cedente/prestatore (fornitore) and Cessionario/committente (cliente) with "Identificativo fiscale ai
//     fini IVA", "Denominazione", Regime fiscale RF01; a five-cell grid Tipologia documento TD01 fattura / Art. 73 /
//     Numero documento 247/A / Data documento 16-11-2026 / Codice destinatario; the order and DDT references; Cod.
//     articolo / Descrizione / Quantità / Prezzo unitario / UM / Sconto o magg. / %IVA / Prezzo totale with quantities
//     "3.000,00" and "500,00", eight-decimal unit prices and "SC 10,00%" on one line; RIEPILOGHI IVA E TOTALI (I
//     (esigibilità immediata), 22,00, Totale imponibile 847,00, Totale imposta 186,34; Totale documento 1.033,34);
//     Modalità pagamento MP05 bonifico, IBAN, Data scadenza 31-12-2026, Importo; the SdI identifier, the XML file name
//     and the delivery-receipt date; "Documento generato con Fatturiamo … Nuvolari Software S.r.l." in the footer.
//  9. France (Nantes), A4: a caterer's Facture in the Pennylane / Axonaut layout: the "Ondine" word mark, Facture right
//     with Numéro de facture F-2026-11-0042, Date d'émission 24/11/2026, Date d'échéance 24/12/2026, Date de prestation
//     14/11/2026, N° client; Émetteur and a shaded Destinataire box; the Objet line with the order form; Description /
//     Qté / Unité / Prix unitaire HT / TVA / Total HT at 10 % and 20 %, two wrapped; Total HT 4 402,00 €, TVA 10 % sur
//     3 700,00 € 370,00 €, TVA 20 % sur 702,00 € 140,40 €, Total TVA 510,40 €, Total TTC 4 912,40 €, "Acompte versé le
//     20/10/2026 (facture d'acompte FA-2026-10-0031)" -1 500,00 €, Net à payer 3 412,40 €; the IBAN, a pay-online link,
//     the late-payment wording with its 40 € and "Facture éditée avec Comptalys" and its Paris address.
// 10. Switzerland (Volketswil), A4, English: a precision-parts maker's Invoice in the SAP / Odoo layout: the ALBIS word
//     mark, the AG's address and VAT number right, the sender line over the window address; a boxed 4 × 3 header grid
//     (Document No. 90044718, Document Date 19.11.2026, Posting Date 20.11.2026, Customer No., Your Reference
//     4500118820, Our Reference, Delivery Note 80044712, Delivery Date 17.11.2026, Payment Terms "Z030 – 30 days net",
//     Due Date 19.12.2026, Incoterms, Currency CHF); Item / Material / Description / Quantity / UoM / Unit Price / Per
//     / Net Value with items 10–40, a price per 100 PC (2'500 PC × 148.00 / 100 PC = 3'700.00) and "Your material no."
//     lines; Total net value 11'233.00, VAT 8.1% 909.87, Rounding difference -0.02, Total amount CHF 12'142.85; "2%
//     cash discount if paid by 29.11.2026: CHF 242.86"; a QR payment part (QR-IBAN, reference, CHF 12 142.85); the
//     footer with the UID and "Printed 20.11.2026 08:14 by JMUELLER · Corvex ERP 12.4".
// Receipts:
// 11. United States (Seattle), 58 mm, Square style: a café's receipt with the total $41.39 big under the address; "Nov
//     21, 2026 8:14 AM", ticket and receipt numbers; Latte with three modifier lines "(+$0.80)", Cold Brew "2 × $4.75",
//     two more items with a modifier; Subtotal $31.75, Sales Tax (10.35%) $3.29, Tip $6.35, Total $41.39; Visa ••••
//     4471 contactless with auth code and AID, "Tip selected on reader: 20%"; a QR code, the refund line and "Powered
//     by Cornerpay".
// 12. Canada (Toronto), 80 mm, Toast style: a restaurant's check with server, table, guests, Check #47 and "11/20/26
//     7:41 PM"; six items with the quantity first ("2 Caesar Salad $32.00") and modifiers; Subtotal $190.00, HST 13%
//     $24.70, Total $214.70 (before the tip); three suggested-gratuity lines with their totals; the card slip (VISA
//     CONTACTLESS, AID, auth code, Amount $214.70, + Tip $38.00, Total $252.70, APPROVED 9:12 PM); a rewards QR code,
//     the online-ordering line and "Powered by Tabletop POS".
// 13. United Kingdom (Bristol), 80 mm, Lightspeed style: a bike shop's exchange with the sale number, "22/11/2026
//     15:36", the club member and "Exchange – original sale #CC-10391 of 14/11/2026"; count lines "1 × £34.99" under
//     each item, a RETURN line "-1 × £34.99" -£34.99, a "Club discount 10%" line -£3.00 under the chain; TOTAL £53.49,
//     VAT 20% included £8.92, Total excl. VAT £44.57; Mastercard Debit contactless, Change £0.00; the refund note, a QR
//     code and "Powered by Counterline Retail".
// 14. Germany (Berlin), 80 mm, SumUp style: a market-hall food stand's Kassenbeleg (Beleg-Nr. 0447, 19.11.2026 13:07)
//     under the trading name and the UG (haftungsbeschränkt) with its tax numbers; "2 x 7,50" count lines and A / B
//     letters; Zwischensumme 39,20 €, Trinkgeld 3,80 €, Gesamt 43,00 €; a MwSt table (A 19 % 6,55 / 1,25 / 7,80, B 7 %
//     29,35 / 2,05 / 31,40, Summe 35,90 / 3,30 / 39,20) and the tip note; Kartenzahlung with Visa Debit kontaktlos,
//     authorisation code, transaction and terminal IDs; a TSE block; "Zahlung abgewickelt von Payfold Payments Ltd,
//     Dublin".
// 15. Netherlands (Amsterdam), 80 mm, Zettle style: a cheese shop's kassabon (Bon #1187, "za 21 nov. 2026 11:42") under
//     the V.O.F.; two cheeses by weight "0,452 kg × € 24,90/kg", stroopwafels "2 × € 4,50" and a cheese slicer; Totaal
//     € 39,87; "9% btw over € 26,92" € 2,22, "21% btw over € 12,95" € 2,25, Totaal btw € 4,47; Kaart with Debit
//     Mastercard contactless, AID, authorisation, terminal and transaction; a digital-receipt QR code, the exchange
//     line and "Betaling verwerkt door Kassaloop".
// 16. Australia (Glebe), 80 mm, Clover style: a pizzeria's TAX INVOICE receipt for "Online Order #A-2047" (ordered
//     20/11/2026 6:12 PM, pickup 6:40 PM, an Order ID) under the Pty Ltd and its ABN; items with modifiers and "2 @
//     $8.50" count lines; Subtotal $109.00, Discount ONLINE10 (10%) -$10.90, Card surcharge 1.5% $1.47, Total $99.57,
//     GST included in total $9.05; Mastercard contactless with AID, auth code and "Paid 20/11/2026 6:44 PM"; a QR code,
//     the refund line and "Powered by Tessera POS".
// Date forms: "21 Nov 2026" with "5 Dec 2026" and "30 Oct 2026"; 11/16/2026 with 12/16/2026, 11/09/2026, 11/12/2026 and
// 11/20/2026; "November 1, 2026" with "November 15, 2026", "November 3, 2026", "Nov 1 – Dec 1, 2026" and "14 Oct 2026";
// "18 November 2026" with "15 November 2026" and "17 November 2026"; "19 november 2026" with "17 november 2026" and "18
// november 2026"; 23.11.2026 with 13.11.2026, "09.11.–13.11.2026" and 07.12.2026; 20/11/2026 with 20/12/2026;
// 16-11-2026 with 28-10-2026, 12-11-2026 and 31-12-2026; 24/11/2026 with 24/12/2026, 14/11/2026 and 20/10/2026;
// 19.11.2026 with 20.11.2026, 17.11.2026, 19.12.2026 and 29.11.2026; on receipts "Nov 21, 2026 8:14 AM", "11/20/26
// 7:41 PM" (paid 9:12 PM), "22/11/2026 15:36" (an exchange of 14/11/2026), "19.11.2026 13:07" (with TSE times
// 2026-11-19T13:06:41), "za 21 nov. 2026 11:42" and "20/11/2026 6:12 PM" (paid 6:44 PM). Once the engine has been fixed
// on any of them they are a development set like documents.ts, and stop measuring anything unbiased.
// Conventions as fresh19 and fresh14 (and the keys of their `expect` objects: on receipts the merchant is vendorName
// and the sale date invoiceDate): `expect` lists only fields the printed text makes certain. The vendor is the seller
// in its most complete printed form, with its legal form (Saltbush Joinery Pty Ltd, Ridgeback Landscape & Irrigation
// LLC, Quaystack Labs, Inc., Harrow & Pike Trading Ltd, Loof & Pot B.V., Malerwerkstatt Kühn GmbH, Ferrer & Solà
// Arquitectura, S.L.P., Tipografia Bertolini & C. S.n.c., Ondine Réceptions SAS, Albis Precision Components AG, Juniper
// & Ash Coffee Co., Cogworks Cycles Ltd, Falafel Kollektiv Berlin UG (haftungsbeschränkt), Kaashandel Van Dijk V.O.F.,
// Tuscan Oven Pty Ltd; the Toronto restaurant prints only Hearth & Harbour Kitchen), never the customer, the
// marketplace operator, the billing tool, the POS maker or the payment processor named in a footer. The invoiceNumber
// is the invoice's own number (Invoice Number, INVOICE #, Invoice number, Invoice #, Factuurnummer, Rechnungsnr., Nº
// factura, Numero documento, Numéro de facture, Document No.), never a PO / Reference, customer, order, receipt,
// payment-reference, transaction, tracking, delivery-note, quote, advance-invoice or SdI number; receipts carry none.
// invoiceDate is the issue date (on receipts the sale date), not an order, dispatch, delivery, service, payment,
// posting or period date. subtotal is the printed pre-tax figure that covers every line (Subtotal, SUBTOTAL, the
// marketplace's Total row under "Item subtotal (excl. VAT)" £155.32, Gesamtbetrag netto, BASE IMPONIBLE, Totale
// imponibile, Total HT, Total net value, and on the Square and Toast receipts their Subtotal), left out on the
// tax-inclusive webshop invoice (its Subtotaal includes VAT) and on the tax-inclusive Lightspeed, SumUp, Zettle and
// Clover receipts (a Zwischensumme or Subtotal including VAT, or a net figure printed only as part of the VAT analysis,
// as fresh14 treats tax-inclusive receipts). tax is the sales tax / GST / VAT / HST / IVA / TVA / MwSt / btw charged or
// stated as included, as one printed figure (the French Total TVA 510,40 €, the webshop's "waarvan btw" € 14,73, the
// SumUp table's Summe row 3,30, the Zettle Totaal btw € 4,47, the Lightspeed "VAT 20% included", the Clover "GST
// included in total"). paymentMethod is the payment TYPE, on receipts only: card for all six. `items` lists every
// billed line of the item table exactly as printed, as [description, quantity, unit price, amount]: the description is
// the description cell only, a wrapped description joined with a space (not the item code, material number, activity,
// SKU, ASIN, variant, period, modifier or detail line under it, nor the date, unit, VAT or per-line gross columns),
// null where a quantity or unit price is not printed; the amount is the line's printed net amount where a per-line tax
// or gross column follows it (the marketplace's "Item subtotal (excl. VAT)", the Holded SUBTOTAL, not its TOTAL); a
// discount or return line printed among the lines is an item with its printed negative quantity or price (the Stripe
// "Unused time" proration, the Lightspeed RETURN and club-discount lines), and so is the marketplace's shipping row;
// discounts, shipping and surcharges printed in the totals block are not. A count line under a receipt item ("2 ×
// $4.75", "2 x 7,50", "0,452 kg × € 24,90/kg", "2 @ $8.50", "1 × £34.99") gives its quantity and unit price; a quantity
// printed before the name ("2 Caesar Salad $32.00") is the quantity, without a unit price; a POS item's amount includes
// its priced modifiers, as printed on its line. A quantity printed with a thousands separator is the number (1,840;
// 3.000,00; 2'500).
// Decided here for new cases: a paid invoice's total is its invoice total, not the "Amount due" / "BALANCE DUE" of
// $0.00 (QuickBooks, Stripe, the marketplace), and a deposit or acompte already paid is not subtracted from it (the
// Xero total is TOTAL AUD 4,719.75, not AMOUNT DUE AUD 3,219.75; the French one Total TTC 4 912,40 €, not Net à payer
// 3 412,40 €), as documents.ts's facture-acompte and fresh14's fee note; the Spanish total is the TOTAL after the IRPF
// withholding, 3.784,20 €, as fresh14 takes a tax withheld for the State off the amount payable (4.319,70 € is printed
// only as a note). A tip belongs to the total: the Square, Toast and SumUp totals are what the card was charged (41.39,
// 252.70, 43,00), not the pre-tip Total $214.70 nor the Zwischensumme; a card surcharge likewise (99.57). The Swiss
// total is the rounded Total amount CHF 12'142.85 and its tax the VAT line 909.87; its dueDate is the printed Due Date,
// not the cash-discount date, and its invoiceDate the Document Date, not the Posting Date. The Swiss "Per" column is a
// price unit: the first line's unit price is the printed 148.00 (per 100 PC), so its quantity × unit price is not its
// amount. The Italian discounted line keeps its printed unit price 0,42 and its amount after the discount 189,00. The
// Stripe dueDate is the printed "Date due", the German one "Zahlbar ohne Abzug bis 07.12.2026"; the marketplace, the
// webshop and the receipts print none.
import type { ProbeDocument } from './documents.js';
import { R, cutLine as dashes, seededQr as qr } from './cells.js';

/** A right-aligned cell ending at x. */

export const FRESH21_DOCUMENTS: ProbeDocument[] = [

  // Australian joinery's TAX INVOICE (A4, Xero style): TAX INVOICE over the customer's block, a middle column of
  // stacked labels (Invoice Date, Invoice Number INV-0447, Reference "PO 88120 …", ABN), logo and seller right; a GST
  // column with a "GST Free" line, two wrapped descriptions; Subtotal, TOTAL GST 10%, TOTAL AUD 4,719.75, Less Amount
  // Paid, AMOUNT DUE AUD 3,219.75; the due date, bank and pay-online lines; a PAYMENT ADVICE slip; the "Invoice sent
  // with Bookwren" footer.
  { name: 'accounting-app-au-xero-style-tax-invoice-three-column-header-reference-po-abn-gst-column-gst-free-line-wrapped-description-less-amount-paid-amount-due-payment-advice-slip-sent-with-footer', kind: 'invoice', expect: { vendorName: 'Saltbush Joinery Pty Ltd', invoiceNumber: 'INV-0447', invoiceDate: '2026-11-21', dueDate: '2026-12-05', subtotal: 4296.5, tax: 423.25, total: 4719.75, currency: 'AUD' },
    items: [['Supply and install custom oak floating shelves, 3 units, including concealed brackets and wall fixings', 3, 285, 855],
      ['Island benchtop – Tasmanian blackwood, 2400 x 900 mm, oiled finish, edge profile E3', 1, 2640, 2640], ['Installation labour (hours)', 6.5, 95, 617.5],
      ['Delivery to site – Collingwood', 1, 120, 120], ['Council footpath occupation permit (at cost)', 1, 64, 64]], cells: [
    [40, 40, 'TAX INVOICE', { size: 22, bold: true }],
    [40, 84, 'Hartley & Webb Architects Pty Ltd', { size: 9 }],
    [40, 96, 'Attention: Accounts Payable', { size: 9 }],
    [40, 108, 'Level 2, 118 Smith Street', { size: 9 }],
    [40, 120, 'Collingwood VIC 3066', { size: 9 }],
    [40, 132, 'AUSTRALIA', { size: 9 }],
    [250, 84, 'Invoice Date', { size: 8, bold: true }], [250, 95, '21 Nov 2026', { size: 9 }],
    [250, 112, 'Invoice Number', { size: 8, bold: true }], [250, 123, 'INV-0447', { size: 9 }],
    [250, 140, 'Reference', { size: 8, bold: true }], [250, 151, 'PO 88120 – Lot 4 fit-out', { size: 9 }],
    [250, 168, 'ABN', { size: 8, bold: true }], [250, 179, '51 824 753 556', { size: 9 }],
    [405, 38, '#RECT 28 28 #4d5e2a'],
    [410, 47, 'SJ', { size: 11, bold: true, width: -1 }],
    [439, 40, 'SALTBUSH', { size: 13, bold: true }],
    [440, 56, 'JOINERY · EST. 2011', { size: 6.5, bold: true }],
    [405, 84, 'Saltbush Joinery Pty Ltd', { size: 9 }],
    [405, 96, 'Unit 6, 41 Hope Street', { size: 9 }],
    [405, 108, 'Brunswick VIC 3056', { size: 9 }],
    [405, 120, 'AUSTRALIA', { size: 9 }],
    [405, 136, '0412 555 018', { size: 8 }],
    [405, 147, 'accounts@saltbushjoinery.com.au', { size: 8 }],
    [40, 210, 'Description', { size: 8.5, bold: true }], R(350, 210, 'Quantity', { size: 8.5, bold: true }), R(420, 210, 'Unit Price', { size: 8.5, bold: true }),
    R(470, 210, 'GST', { size: 8.5, bold: true }), R(555, 210, 'Amount AUD', { size: 8.5, bold: true }),
    [40, 223, '#RECT 515 0.8 black'],
    [40, 231, 'Supply and install custom oak floating shelves, 3 units,', { size: 9 }], [40, 243, 'including concealed brackets and wall fixings', { size: 9 }],
    R(350, 231, '3.00', { size: 9 }), R(420, 231, '285.00', { size: 9 }), R(470, 231, '10%', { size: 9 }), R(555, 231, '855.00', { size: 9 }),
    [40, 258, '#RECT 515 0.5 #d1d5db'],
    [40, 265, 'Island benchtop – Tasmanian blackwood, 2400 x 900 mm,', { size: 9 }], [40, 277, 'oiled finish, edge profile E3', { size: 9 }],
    R(350, 265, '1.00', { size: 9 }), R(420, 265, '2,640.00', { size: 9 }), R(470, 265, '10%', { size: 9 }), R(555, 265, '2,640.00', { size: 9 }),
    [40, 292, '#RECT 515 0.5 #d1d5db'],
    [40, 299, 'Installation labour (hours)', { size: 9 }], R(350, 299, '6.50', { size: 9 }), R(420, 299, '95.00', { size: 9 }), R(470, 299, '10%', { size: 9 }), R(555, 299, '617.50', { size: 9 }),
    [40, 314, '#RECT 515 0.5 #d1d5db'],
    [40, 321, 'Delivery to site – Collingwood', { size: 9 }], R(350, 321, '1.00', { size: 9 }), R(420, 321, '120.00', { size: 9 }), R(470, 321, '10%', { size: 9 }), R(555, 321, '120.00', { size: 9 }),
    [40, 336, '#RECT 515 0.5 #d1d5db'],
    [40, 343, 'Council footpath occupation permit (at cost)', { size: 9 }], R(350, 343, '1.00', { size: 9 }), R(420, 343, '64.00', { size: 9 }), R(470, 343, 'GST Free', { size: 9 }), R(555, 343, '64.00', { size: 9 }),
    [40, 358, '#RECT 515 0.8 black'],
    [360, 372, 'Subtotal', { size: 9 }], R(555, 372, '4,296.50', { size: 9 }),
    [360, 386, 'TOTAL GST 10%', { size: 9 }], R(555, 386, '423.25', { size: 9 }),
    [360, 401, '#RECT 195 0.8 black'],
    [360, 408, 'TOTAL AUD', { size: 10, bold: true }], R(555, 408, '4,719.75', { size: 10, bold: true }),
    [360, 426, 'Less Amount Paid', { size: 9 }], R(555, 426, '1,500.00', { size: 9 }),
    [360, 441, '#RECT 195 0.8 black'],
    [360, 448, 'AMOUNT DUE AUD', { size: 10, bold: true }], R(555, 448, '3,219.75', { size: 10, bold: true }),
    [40, 372, 'Due Date: 5 Dec 2026', { size: 10, bold: true }],
    [40, 390, 'Direct deposit to Saltbush Joinery Pty Ltd', { size: 8.5 }],
    [40, 402, 'BSB 063-182 · Account 1044 7182', { size: 8.5 }],
    [40, 414, 'Please use INV-0447 as the payment reference.', { size: 8.5 }],
    [40, 426, 'Deposit received 30 Oct 2026 – thank you.', { size: 8.5 }],
    [40, 448, 'View and pay online now: in.bookwren.com/7Hq2K0447', { size: 8.5 }],
    ...dashes(40, 560, 555),
    [40, 578, 'PAYMENT ADVICE', { size: 14, bold: true }],
    [40, 604, 'To:', { size: 9 }], [62, 604, 'Saltbush Joinery Pty Ltd', { size: 9 }], [62, 616, 'Unit 6, 41 Hope Street', { size: 9 }],
    [62, 628, 'Brunswick VIC 3056', { size: 9 }], [62, 640, 'AUSTRALIA', { size: 9 }],
    [300, 604, 'Customer', { size: 8.5, bold: true }], [395, 604, 'Hartley & Webb Architects Pty Ltd', { size: 8.5 }],
    [300, 620, 'Invoice Number', { size: 8.5, bold: true }], [395, 620, 'INV-0447', { size: 8.5 }],
    [300, 636, 'Amount Due', { size: 8.5, bold: true }], [395, 636, '3,219.75', { size: 8.5 }],
    [300, 652, 'Due Date', { size: 8.5, bold: true }], [395, 652, '5 Dec 2026', { size: 8.5 }],
    [300, 672, 'Amount Enclosed', { size: 8.5, bold: true }], [395, 684, '#RECT 160 0.6 black'],
    [395, 690, 'Enter the amount you are paying above', { size: 7 }],
    [40, 786, 'Saltbush Joinery Pty Ltd · ACN 624 753 556 · Registered office: Unit 6, 41 Hope Street, Brunswick VIC 3056', { size: 7 }],
    [40, 797, 'Invoice sent with Bookwren · bookwren.com · Bookwren Ltd, 12 Cuba Street, Te Aro, Wellington 6011, New Zealand', { size: 7 }],
  ] },

  // US landscaper's INVOICE (Letter, QuickBooks style): seller top left, RL logo block, BILL TO / SHIP TO, INVOICE #
  // 1047 with DATE, DUE DATE and TERMS; custom fields (P.O. NUMBER, JOB, CUSTOMER ID); DATE / ACTIVITY / DESCRIPTION /
  // TAX / QTY / RATE / AMOUNT with service dates and T flags; SUBTOTAL, TAX (6% on 108.00), TOTAL 701.98, PAYMENT,
  // BALANCE DUE $0.00; a PAID stamp with the payment date and card; "Powered by Tallybook Online".
  { name: 'accounting-app-us-quickbooks-style-invoice-letter-bill-to-ship-to-service-date-column-activity-and-description-columns-taxable-flag-paid-stamp-payment-line-balance-due-zero-powered-by-footer', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Ridgeback Landscape & Irrigation LLC', invoiceNumber: '1047', invoiceDate: '2026-11-16', dueDate: '2026-12-16', subtotal: 695.5, tax: 6.48, total: 701.98, currency: 'USD' },
    items: [['Locate and repair lateral line leak, zones 2 and 3; adjust rotor arcs and run times', 3.5, 75, 262.5], ['Rotor sprinkler head, 4" pop-up, adjustable arc', 4, 18.5, 74],
      ['Sprinkler system blow-out, up to 8 zones', 1, 85, 85], ['Backflow preventer insulation cover', 1, 34, 34],
      ['Fall leaf removal and haul-away, front and back yard, incl. green-waste dump fee', 1, 240, 240]], cells: [
    [36, 36, 'Ridgeback Landscape & Irrigation LLC', { size: 13, bold: true }],
    [36, 54, '2218 W Fairview Ave', { size: 9 }],
    [36, 66, 'Boise, ID 83702', { size: 9 }],
    [36, 78, '(208) 555-0147', { size: 9 }],
    [36, 90, 'billing@ridgebacklandscape.com', { size: 9 }],
    [36, 102, 'www.ridgebacklandscape.com', { size: 9 }],
    [516, 36, '#RECT 60 44 #3f6212'],
    [532, 50, 'RL', { size: 16, bold: true, width: -1 }],
    [36, 126, 'INVOICE', { size: 20, bold: true }],
    [36, 160, 'BILL TO', { size: 8, bold: true }],
    [36, 172, 'Dana & Marcus Whitfield', { size: 9 }], [36, 184, '4410 N Collister Dr', { size: 9 }], [36, 196, 'Boise, ID 83703', { size: 9 }],
    [200, 160, 'SHIP TO', { size: 8, bold: true }],
    [200, 172, 'Whitfield Rental Property', { size: 9 }], [200, 184, '918 E Jefferson St', { size: 9 }], [200, 196, 'Boise, ID 83712', { size: 9 }],
    [400, 160, 'INVOICE #', { size: 8, bold: true }], R(576, 160, '1047', { size: 9 }),
    [400, 174, 'DATE', { size: 8, bold: true }], R(576, 174, '11/16/2026', { size: 9 }),
    [400, 188, 'DUE DATE', { size: 8, bold: true }], R(576, 188, '12/16/2026', { size: 9 }),
    [400, 202, 'TERMS', { size: 8, bold: true }], R(576, 202, 'Net 30', { size: 9 }),
    [36, 220, '#RECT 540 0.6 #9ca3af'],
    [36, 228, 'P.O. NUMBER', { size: 7, bold: true }], [36, 239, 'WH-2026-11', { size: 9 }],
    [200, 228, 'JOB', { size: 7, bold: true }], [200, 239, 'Fall service – 2 visits', { size: 9 }],
    [400, 228, 'CUSTOMER ID', { size: 7, bold: true }], [400, 239, 'C-00871', { size: 9 }],
    [36, 262, '#RECT 540 16 #dbeafe'],
    [40, 266, 'DATE', { size: 7.5, bold: true }], [94, 266, 'ACTIVITY', { size: 7.5, bold: true }], [180, 266, 'DESCRIPTION', { size: 7.5, bold: true }],
    [398, 266, 'TAX', { size: 7.5, bold: true }], R(448, 266, 'QTY', { size: 7.5, bold: true }), R(508, 266, 'RATE', { size: 7.5, bold: true }), R(572, 266, 'AMOUNT', { size: 7.5, bold: true }),
    [40, 288, '11/09/2026', { size: 8.5 }], [94, 288, 'Irrigation:Labor', { size: 8.5 }],
    [180, 288, 'Locate and repair lateral line leak, zones 2 and 3;', { size: 8.5 }], [180, 299, 'adjust rotor arcs and run times', { size: 8.5 }],
    R(448, 288, '3.50', { size: 8.5 }), R(508, 288, '75.00', { size: 8.5 }), R(572, 288, '262.50', { size: 8.5 }),
    [36, 312, '#RECT 540 0.4 #d1d5db'],
    [40, 318, '11/09/2026', { size: 8.5 }], [94, 318, 'Irrigation:Parts', { size: 8.5 }], [180, 318, 'Rotor sprinkler head, 4" pop-up, adjustable arc', { size: 8.5 }],
    [400, 318, 'T', { size: 8.5 }], R(448, 318, '4', { size: 8.5 }), R(508, 318, '18.50', { size: 8.5 }), R(572, 318, '74.00', { size: 8.5 }),
    [36, 331, '#RECT 540 0.4 #d1d5db'],
    [40, 337, '11/12/2026', { size: 8.5 }], [94, 337, 'Winterization', { size: 8.5 }], [180, 337, 'Sprinkler system blow-out, up to 8 zones', { size: 8.5 }],
    R(448, 337, '1', { size: 8.5 }), R(508, 337, '85.00', { size: 8.5 }), R(572, 337, '85.00', { size: 8.5 }),
    [36, 350, '#RECT 540 0.4 #d1d5db'],
    [40, 356, '11/12/2026', { size: 8.5 }], [94, 356, 'Irrigation:Parts', { size: 8.5 }], [180, 356, 'Backflow preventer insulation cover', { size: 8.5 }],
    [400, 356, 'T', { size: 8.5 }], R(448, 356, '1', { size: 8.5 }), R(508, 356, '34.00', { size: 8.5 }), R(572, 356, '34.00', { size: 8.5 }),
    [36, 369, '#RECT 540 0.4 #d1d5db'],
    [40, 375, '11/12/2026', { size: 8.5 }], [94, 375, 'Seasonal:Cleanup', { size: 8.5 }],
    [180, 375, 'Fall leaf removal and haul-away, front and back', { size: 8.5 }], [180, 386, 'yard, incl. green-waste dump fee', { size: 8.5 }],
    R(448, 375, '1', { size: 8.5 }), R(508, 375, '240.00', { size: 8.5 }), R(572, 375, '240.00', { size: 8.5 }),
    [36, 400, '#RECT 540 0.8 black'],
    [400, 412, 'SUBTOTAL', { size: 8.5 }], R(572, 412, '695.50', { size: 8.5 }),
    [400, 426, 'TAX (6% on 108.00)', { size: 8.5 }], R(572, 426, '6.48', { size: 8.5 }),
    [400, 440, 'TOTAL', { size: 8.5 }], R(572, 440, '701.98', { size: 8.5 }),
    [400, 454, 'PAYMENT', { size: 8.5 }], R(572, 454, '701.98', { size: 8.5 }),
    [400, 468, '#RECT 176 0.8 black'],
    [400, 477, 'BALANCE DUE', { size: 10, bold: true }], R(572, 475, '$0.00', { size: 13, bold: true }),
    [150, 414, '#RECT 150 60 #b91c1c stroke'], [154, 418, '#RECT 142 52 #b91c1c stroke'],
    [193, 424, 'PAID', { size: 26, bold: true }],
    [166, 456, '11/20/2026 · Visa ending 4471', { size: 8 }],
    [36, 520, 'Thank you for your business! Spring start-up reminders go out in March.', { size: 9 }],
    [36, 534, 'Pay online anytime: ridgeback.pay.tallybook.com/i/1047', { size: 9 }],
    [36, 760, 'Powered by Tallybook Online · Tallybook Software, Inc., 400 Bryant Street, Palo Alto, CA 94301', { size: 7 }],
  ] },

  // US SaaS company's paid subscription Invoice (Letter, Stripe style): Invoice number / Date of issue / Date due;
  // seller and Bill to; "$1,184.13 paid on November 3, 2026" as the big header; prorations (one negative), metered
  // usage at $0.0125 and a one-time fee with periods under the lines; Subtotal, Total excluding tax, sales tax on part
  // of the lines, Total, Amount paid, Amount due $0.00; a payment history with the receipt number; the processor footer.
  { name: 'card-platform-us-stripe-style-subscription-invoice-paid-big-amount-paid-on-header-proration-lines-negative-unused-time-metered-usage-four-decimal-price-sales-tax-on-part-payment-history-receipt-number', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Quaystack Labs, Inc.', invoiceNumber: '8C2D41F0-0019', invoiceDate: '2026-11-01', dueDate: '2026-11-15', subtotal: 1124.29, tax: 59.84, total: 1184.13, currency: 'USD' },
    items: [['Quaystack Team plan', 12, 49, 588], ['Remaining time on 3 × Team seat after 14 Oct 2026', 3, 28.45, 85.35], ['Unused time on 2 × Starter seat after 14 Oct 2026', 2, -11.03, -22.06],
      ['SMS reminders (metered usage)', 1840, 0.0125, 23], ['Onboarding – data migration and staff training (one-time)', 1, 450, 450]], cells: [
    [40, 40, 'Invoice', { size: 20, bold: true }],
    R(572, 40, 'quaystack', { size: 18, bold: true, width: 200 }),
    [40, 78, 'Invoice number', { size: 9 }], [150, 78, '8C2D41F0-0019', { size: 9 }],
    [40, 91, 'Date of issue', { size: 9 }], [150, 91, 'November 1, 2026', { size: 9 }],
    [40, 104, 'Date due', { size: 9 }], [150, 104, 'November 15, 2026', { size: 9 }],
    [40, 136, 'Quaystack Labs, Inc.', { size: 9, bold: true }],
    [40, 149, '548 Market Street, PMB 40412', { size: 9 }],
    [40, 162, 'San Francisco, California 94104', { size: 9 }],
    [40, 175, 'United States', { size: 9 }],
    [40, 188, 'billing@quaystack.io', { size: 9 }],
    [40, 201, '+1 415-555-0190', { size: 9 }],
    [250, 136, 'Bill to', { size: 9, bold: true }],
    [250, 149, 'Oakhurst Dental Group, PLLC', { size: 9 }],
    [250, 162, '75 Maiden Lane, Suite 1102', { size: 9 }],
    [250, 175, 'New York, New York 10038', { size: 9 }],
    [250, 188, 'United States', { size: 9 }],
    [250, 201, 'ap@oakhurstdental.com', { size: 9 }],
    [40, 236, '$1,184.13 paid on November 3, 2026', { size: 17, bold: true }],
    [40, 262, 'Thanks for your payment. Your subscription renews on December 1, 2026.', { size: 9 }],
    [40, 296, 'Description', { size: 8 }], R(400, 296, 'Qty', { size: 8 }), R(480, 296, 'Unit price', { size: 8 }), R(572, 296, 'Amount', { size: 8 }),
    [40, 309, '#RECT 532 0.6 #9ca3af'],
    [40, 317, 'Quaystack Team plan', { size: 9 }], [40, 329, 'Nov 1 – Dec 1, 2026', { size: 7.5 }],
    R(400, 317, '12', { size: 9 }), R(480, 317, '$49.00', { size: 9 }), R(572, 317, '$588.00', { size: 9 }),
    [40, 347, 'Remaining time on 3 × Team seat after 14 Oct 2026', { size: 9 }], [40, 359, 'Oct 14 – Nov 1, 2026', { size: 7.5 }],
    R(400, 347, '3', { size: 9 }), R(480, 347, '$28.45', { size: 9 }), R(572, 347, '$85.35', { size: 9 }),
    [40, 377, 'Unused time on 2 × Starter seat after 14 Oct 2026', { size: 9 }], [40, 389, 'Oct 14 – Nov 1, 2026', { size: 7.5 }],
    R(400, 377, '2', { size: 9 }), R(480, 377, '-$11.03', { size: 9 }), R(572, 377, '-$22.06', { size: 9 }),
    [40, 407, 'SMS reminders (metered usage)', { size: 9 }], [40, 419, 'Oct 1 – Nov 1, 2026', { size: 7.5 }],
    R(400, 407, '1,840', { size: 9 }), R(480, 407, '$0.0125', { size: 9 }), R(572, 407, '$23.00', { size: 9 }),
    [40, 437, 'Onboarding – data migration and staff training (one-time)', { size: 9 }],
    R(400, 437, '1', { size: 9 }), R(480, 437, '$450.00', { size: 9 }), R(572, 437, '$450.00', { size: 9 }),
    [40, 455, '#RECT 532 0.6 #9ca3af'],
    [300, 465, 'Subtotal', { size: 9 }], R(572, 465, '$1,124.29', { size: 9 }),
    [300, 479, 'Total excluding tax', { size: 9 }], R(572, 479, '$1,124.29', { size: 9 }),
    [300, 493, 'Sales Tax – New York (8.875% on $674.29)', { size: 9 }], R(572, 493, '$59.84', { size: 9 }),
    [300, 507, 'Total', { size: 9 }], R(572, 507, '$1,184.13', { size: 9 }),
    [300, 521, 'Amount paid', { size: 9 }], R(572, 521, '$1,184.13', { size: 9 }),
    [300, 534, '#RECT 272 0.6 #9ca3af'],
    [300, 541, 'Amount due', { size: 9, bold: true }], R(572, 541, '$0.00', { size: 9, bold: true }),
    [40, 580, 'Payment history', { size: 10, bold: true }],
    [40, 598, 'Payment method', { size: 8 }], [180, 598, 'Date', { size: 8 }], R(420, 598, 'Amount paid', { size: 8 }), [450, 598, 'Receipt number', { size: 8 }],
    [40, 610, '#RECT 532 0.6 #9ca3af'],
    [40, 617, 'Visa – 4471', { size: 9 }], [180, 617, 'November 3, 2026', { size: 9 }], R(420, 617, '$1,184.13', { size: 9 }), [450, 617, '#2741-0386', { size: 9 }],
    [40, 752, '8C2D41F0-0019 · $1,184.13 paid on November 3, 2026', { size: 8 }], R(572, 752, 'Page 1 of 1', { size: 8 }),
    [40, 765, 'Payments processed by Payvane, Inc., 185 Berry Street, Suite 550, San Francisco, CA 94107. Questions? Contact billing@quaystack.io.', { size: 7 }],
  ] },

  // UK marketplace seller's Invoice (A4, Amazon-Business style): the operator's word mark; a grey box (Invoice date /
  // Delivery date, Invoice #, Total payable, Payment status) beside "Sold by" with the seller's VAT number; billing,
  // delivery and order information (order date, Order #, PO number, dispatch date); net / VAT rate / VAT / gross per
  // line with wrapped product titles, ASIN and ISBN lines, a zero-rated book and a shipping row; a VAT summary; the
  // payment information; the operator's Luxembourg company in the footer.
  { name: 'marketplace-gb-seller-invoice-sold-by-seller-vat-number-invoice-vs-order-number-billing-and-delivery-address-net-vat-rate-vat-amount-gross-per-line-zero-rated-book-shipping-line-vat-summary-operator-footer', kind: 'invoice', expect: { vendorName: 'Harrow & Pike Trading Ltd', invoiceNumber: 'GB64TQ7R4EUI', invoiceDate: '2026-11-18', subtotal: 155.32, tax: 25.07, total: 180.39, currency: 'GBP' },
    items: [['Nordvik Pro A3 Laminator, 4 Rollers, 60-Second Warm-Up, Jam Release Lever, Includes 20 Pouches', 1, 62.49, 62.49], ['Laminating Pouches A4, 150 Micron, Gloss, Pack of 100', 3, 11.65, 34.95],
      ['Small Animal Anatomy Colouring Workbook, 2nd Edition (Paperback)', 2, 14.99, 29.98], ['Heavy Duty Stapler, 100 Sheet Capacity, Metal Body with Non-Slip Base, Black', 1, 23.75, 23.75],
      ['Shipping charges', null, null, 4.15]], cells: [
    [40, 34, 'cartwell', { size: 20, bold: true }],
    [41, 56, 'business', { size: 8, bold: true }],
    R(555, 34, 'Invoice', { size: 18, bold: true, width: 150 }),
    R(555, 56, 'Page 1 of 1', { size: 7.5 }),
    [40, 84, '#RECT 515 66 #f3f4f6'],
    [48, 93, 'Invoice date / Delivery date', { size: 8 }], [190, 93, '18 November 2026', { size: 8, bold: true }],
    [48, 107, 'Invoice #', { size: 8 }], [190, 107, 'GB64TQ7R4EUI', { size: 8, bold: true }],
    [48, 121, 'Total payable', { size: 8 }], [190, 120, '£180.39', { size: 9, bold: true }],
    [48, 135, 'Payment status', { size: 8 }], [190, 135, 'Paid', { size: 8 }],
    [330, 92, 'Sold by', { size: 8, bold: true }],
    [330, 103, 'Harrow & Pike Trading Ltd', { size: 8 }],
    [330, 114, 'Unit 4, Canalside Business Park', { size: 8 }],
    [330, 125, 'Stoke-on-Trent, ST1 5QP, GB', { size: 8 }],
    [330, 136, 'VAT # GB 318 4471 26', { size: 8 }],
    [40, 166, 'Billing address', { size: 8, bold: true }],
    [40, 178, 'Fernleigh Veterinary Practice Ltd', { size: 8 }], [40, 189, 'Accounts – Claire Hobbs', { size: 8 }], [40, 200, '22 Abbey Road', { size: 8 }],
    [40, 211, 'Malvern, WR14 3HF', { size: 8 }], [40, 222, 'GB', { size: 8 }],
    [220, 166, 'Delivery address', { size: 8, bold: true }],
    [220, 178, 'Fernleigh Vets – Reception', { size: 8 }], [220, 189, '22 Abbey Road', { size: 8 }], [220, 200, 'Malvern, WR14 3HF', { size: 8 }], [220, 211, 'GB', { size: 8 }],
    [400, 166, 'Order information', { size: 8, bold: true }],
    [400, 178, 'Order date: 15 November 2026', { size: 8 }], [400, 189, 'Order #: 206-4471820-5533907', { size: 8 }],
    [400, 200, 'PO number: FVP-PO-0931', { size: 8 }], [400, 211, 'Dispatched: 17 November 2026', { size: 8 }],
    [40, 244, 'Invoice details', { size: 10, bold: true }],
    [40, 260, '#RECT 515 24 #e5e7eb'],
    [44, 264, 'Description', { size: 6.5, bold: true }], R(296, 264, 'Qty', { size: 6.5, bold: true }),
    R(356, 264, 'Unit price', { size: 6.5, bold: true }), R(356, 273, '(excl. VAT)', { size: 6.5, bold: true }),
    R(416, 264, 'Item subtotal', { size: 6.5, bold: true }), R(416, 273, '(excl. VAT)', { size: 6.5, bold: true }),
    R(452, 264, 'VAT', { size: 6.5, bold: true }), R(452, 273, 'rate', { size: 6.5, bold: true }),
    R(492, 264, 'VAT', { size: 6.5, bold: true }),
    R(551, 264, 'Item subtotal', { size: 6.5, bold: true }), R(551, 273, '(incl. VAT)', { size: 6.5, bold: true }),
    [44, 292, 'Nordvik Pro A3 Laminator, 4 Rollers, 60-Second Warm-Up, Jam', { size: 7.5 }], [44, 302, 'Release Lever, Includes 20 Pouches', { size: 7.5 }],
    [44, 312, 'ASIN: B0D7LMN4Q2', { size: 6.5 }],
    R(296, 292, '1', { size: 7.5 }), R(356, 292, '£62.49', { size: 7.5 }), R(416, 292, '£62.49', { size: 7.5 }), R(452, 292, '20%', { size: 7.5 }),
    R(492, 292, '£12.50', { size: 7.5 }), R(551, 292, '£74.99', { size: 7.5 }),
    [40, 324, '#RECT 515 0.4 #9ca3af'],
    [44, 330, 'Laminating Pouches A4, 150 Micron, Gloss, Pack of 100', { size: 7.5 }], [44, 340, 'ASIN: B08KQ2RT7V', { size: 6.5 }],
    R(296, 330, '3', { size: 7.5 }), R(356, 330, '£11.65', { size: 7.5 }), R(416, 330, '£34.95', { size: 7.5 }), R(452, 330, '20%', { size: 7.5 }),
    R(492, 330, '£6.99', { size: 7.5 }), R(551, 330, '£41.94', { size: 7.5 }),
    [40, 352, '#RECT 515 0.4 #9ca3af'],
    [44, 358, 'Small Animal Anatomy Colouring Workbook, 2nd Edition', { size: 7.5 }], [44, 368, '(Paperback)', { size: 7.5 }],
    [44, 378, 'ISBN: 9781447182036', { size: 6.5 }],
    R(296, 358, '2', { size: 7.5 }), R(356, 358, '£14.99', { size: 7.5 }), R(416, 358, '£29.98', { size: 7.5 }), R(452, 358, '0%', { size: 7.5 }),
    R(492, 358, '£0.00', { size: 7.5 }), R(551, 358, '£29.98', { size: 7.5 }),
    [40, 390, '#RECT 515 0.4 #9ca3af'],
    [44, 396, 'Heavy Duty Stapler, 100 Sheet Capacity, Metal Body with', { size: 7.5 }], [44, 406, 'Non-Slip Base, Black', { size: 7.5 }],
    [44, 416, 'ASIN: B09TX4471S', { size: 6.5 }],
    R(296, 396, '1', { size: 7.5 }), R(356, 396, '£23.75', { size: 7.5 }), R(416, 396, '£23.75', { size: 7.5 }), R(452, 396, '20%', { size: 7.5 }),
    R(492, 396, '£4.75', { size: 7.5 }), R(551, 396, '£28.50', { size: 7.5 }),
    [40, 428, '#RECT 515 0.4 #9ca3af'],
    [44, 434, 'Shipping charges', { size: 7.5 }],
    R(416, 434, '£4.15', { size: 7.5 }), R(452, 434, '20%', { size: 7.5 }), R(492, 434, '£0.83', { size: 7.5 }), R(551, 434, '£4.98', { size: 7.5 }),
    [40, 448, '#RECT 515 0.8 black'],
    [44, 455, 'Total', { size: 8, bold: true }], R(416, 455, '£155.32', { size: 8, bold: true }), R(492, 455, '£25.07', { size: 8, bold: true }), R(551, 455, '£180.39', { size: 8, bold: true }),
    [40, 490, 'VAT summary', { size: 9, bold: true }],
    [40, 504, 'VAT rate', { size: 7.5, bold: true }], R(220, 504, 'Item subtotal (excl. VAT)', { size: 7.5, bold: true }), R(300, 504, 'VAT subtotal', { size: 7.5, bold: true }),
    [40, 515, '#RECT 260 0.4 #9ca3af'],
    [40, 521, '20%', { size: 7.5 }], R(220, 521, '£125.34', { size: 7.5 }), R(300, 521, '£25.07', { size: 7.5 }),
    [40, 533, '0%', { size: 7.5 }], R(220, 533, '£29.98', { size: 7.5 }), R(300, 533, '£0.00', { size: 7.5 }),
    [340, 490, 'Payment information', { size: 9, bold: true }],
    [340, 504, 'Payment date', { size: 7.5 }], [440, 504, '15 November 2026', { size: 7.5 }],
    [340, 516, 'Payment method', { size: 7.5 }], [440, 516, 'Visa ending in 4471', { size: 7.5 }],
    [340, 528, 'Payment reference', { size: 7.5 }], [440, 528, '4PKR7711Q0447', { size: 7.5 }],
    [340, 540, 'Amount paid', { size: 7.5 }], [440, 540, '£180.39', { size: 7.5 }],
    [40, 580, 'Delivered by Cartwell Logistics · tracking CW4471820GB · delivered 18 November 2026', { size: 7 }],
    [40, 604, 'This invoice is issued by the seller, Harrow & Pike Trading Ltd, and was produced by Cartwell Marketplace Services S.à r.l. on the seller’s behalf.', { size: 7 }],
    [40, 614, 'Cartwell Marketplace Services S.à r.l. · 12 rue Eugène Ruppert, L-2453 Luxembourg · VAT LU 28471820 · R.C.S. Luxembourg B 184471', { size: 7 }],
    [40, 624, 'Questions about this order? Contact the seller via Your Orders at cartwell.co.uk/orders.', { size: 7 }],
  ] },

  // Dutch webshop's FACTUUR (A4, WooCommerce style): word mark and B.V.; Factuuradres and Verzendadres; Factuurnummer
  // LP-2026-1187 beside Bestelnummer #1042, Factuurdatum and Besteldatum, Betaalmethode iDEAL; prices including VAT at
  // 9 % and 21 % with SKU and variant lines; Subtotaal, Korting (HERFST10), Verzending, Totaal € 120,17, waarvan btw
  // € 14,73 and a Btw-specificatie; paid, shipped and Track & Trace lines; the Storefold / Paynest footer.
  { name: 'webshop-nl-woocommerce-style-factuur-factuurnummer-vs-bestelnummer-1042-verzendadres-sku-regels-variant-btw-9-en-21-prijzen-inclusief-kortingscode-verzending-waarvan-btw-ideal-betaald-storefold-footer', kind: 'invoice', expect: { vendorName: 'Loof & Pot B.V.', invoiceNumber: 'LP-2026-1187', invoiceDate: '2026-11-19', tax: 14.73, total: 120.17, currency: 'EUR' },
    items: [["Monstera deliciosa 'Thai Constellation', kweekpot 17 cm, hoogte ca. 60 cm", 1, 49.95, 49.95], ['Terracotta pot Siena Ø 21 cm', 2, 18.5, 37],
      ['Potgrond premium kamerplanten 10 L', 2, 6.95, 13.9], ['Calathea orbifolia, kweekpot 14 cm', 1, 24.95, 24.95]], cells: [
    [40, 34, 'loof & pot', { size: 22, bold: true }],
    [41, 62, 'kamerplanten · potten · verzorging', { size: 8 }],
    R(555, 36, 'Loof & Pot B.V.', { size: 9, bold: true }),
    R(555, 49, 'Oudegracht 214', { size: 8 }), R(555, 60, '3511 NS Utrecht', { size: 8 }),
    R(555, 71, 'hallo@loofenpot.nl', { size: 8 }), R(555, 82, 'loofenpot.nl', { size: 8 }),
    [40, 114, 'FACTUUR', { size: 18, bold: true }],
    [40, 150, 'Factuuradres', { size: 8, bold: true }],
    [40, 162, 'Studio Wendt Interieur', { size: 9 }], [40, 174, 't.a.v. Sanne de Wendt', { size: 9 }], [40, 186, 'Lange Nieuwstraat 7', { size: 9 }],
    [40, 198, '3512 PA Utrecht', { size: 9 }], [40, 210, 'sanne@studiowendt.nl', { size: 9 }],
    [200, 150, 'Verzendadres', { size: 8, bold: true }],
    [200, 162, 'Studio Wendt – showroom', { size: 9 }], [200, 174, 'Twijnstraat 40', { size: 9 }], [200, 186, '3511 ZL Utrecht', { size: 9 }],
    [370, 150, 'Factuurnummer:', { size: 8.5 }], [460, 150, 'LP-2026-1187', { size: 8.5 }],
    [370, 163, 'Factuurdatum:', { size: 8.5 }], [460, 163, '19 november 2026', { size: 8.5 }],
    [370, 176, 'Bestelnummer:', { size: 8.5 }], [460, 176, '#1042', { size: 8.5 }],
    [370, 189, 'Besteldatum:', { size: 8.5 }], [460, 189, '17 november 2026', { size: 8.5 }],
    [370, 202, 'Betaalmethode:', { size: 8.5 }], [460, 202, 'iDEAL', { size: 8.5 }],
    [40, 234, '#RECT 515 18 #14532d'],
    [46, 239, 'Product', { size: 8, bold: true, width: -1 }], R(370, 239, 'Aantal', { size: 8, bold: true, width: -1 }), R(440, 239, 'Prijs', { size: 8, bold: true, width: -1 }),
    R(490, 239, 'Btw', { size: 8, bold: true, width: -1 }), R(549, 239, 'Totaal', { size: 8, bold: true, width: -1 }),
    [46, 262, "Monstera deliciosa 'Thai Constellation', kweekpot 17 cm,", { size: 9 }], [46, 274, 'hoogte ca. 60 cm', { size: 9 }], [46, 286, 'SKU: MON-TC-17', { size: 7 }],
    R(370, 262, '1', { size: 9 }), R(440, 262, '€ 49,95', { size: 9 }), R(490, 262, '9%', { size: 9 }), R(549, 262, '€ 49,95', { size: 9 }),
    [40, 298, '#RECT 515 0.5 #d1d5db'],
    [46, 306, 'Terracotta pot Siena Ø 21 cm', { size: 9 }], [46, 318, 'Kleur: Zand · SKU: POT-SI-21-ZA', { size: 7 }],
    R(370, 306, '2', { size: 9 }), R(440, 306, '€ 18,50', { size: 9 }), R(490, 306, '21%', { size: 9 }), R(549, 306, '€ 37,00', { size: 9 }),
    [40, 330, '#RECT 515 0.5 #d1d5db'],
    [46, 338, 'Potgrond premium kamerplanten 10 L', { size: 9 }], [46, 350, 'SKU: GRD-PR-10', { size: 7 }],
    R(370, 338, '2', { size: 9 }), R(440, 338, '€ 6,95', { size: 9 }), R(490, 338, '21%', { size: 9 }), R(549, 338, '€ 13,90', { size: 9 }),
    [40, 362, '#RECT 515 0.5 #d1d5db'],
    [46, 370, 'Calathea orbifolia, kweekpot 14 cm', { size: 9 }], [46, 382, 'SKU: CAL-ORB-14', { size: 7 }],
    R(370, 370, '1', { size: 9 }), R(440, 370, '€ 24,95', { size: 9 }), R(490, 370, '9%', { size: 9 }), R(549, 370, '€ 24,95', { size: 9 }),
    [40, 394, '#RECT 515 0.8 black'],
    [360, 404, 'Subtotaal', { size: 9 }], R(549, 404, '€ 125,80', { size: 9 }),
    [360, 418, 'Korting (HERFST10)', { size: 9 }], R(549, 418, '-€ 12,58', { size: 9 }),
    [360, 432, 'Verzending (PostNL)', { size: 9 }], R(549, 432, '€ 6,95', { size: 9 }),
    [360, 447, '#RECT 195 0.8 black'],
    [360, 454, 'Totaal', { size: 11, bold: true }], R(549, 454, '€ 120,17', { size: 11, bold: true }),
    [360, 471, 'waarvan btw', { size: 8 }], R(549, 471, '€ 14,73', { size: 8 }),
    [40, 404, 'Btw-specificatie', { size: 8.5, bold: true }],
    [40, 418, 'Tarief', { size: 7.5, bold: true }], R(170, 418, 'Bedrag incl. btw', { size: 7.5, bold: true }), R(240, 418, 'Btw', { size: 7.5, bold: true }),
    [40, 430, '9%', { size: 7.5 }], R(170, 430, '€ 67,41', { size: 7.5 }), R(240, 430, '€ 5,57', { size: 7.5 }),
    [40, 442, '21%', { size: 7.5 }], R(170, 442, '€ 52,76', { size: 7.5 }), R(240, 442, '€ 9,16', { size: 7.5 }),
    [40, 456, 'Korting en verzendkosten zijn naar tarief verdeeld.', { size: 7 }],
    [40, 504, 'Betaald op 17 november 2026 via iDEAL · transactie tr_7KqP4471Zx', { size: 8 }],
    [40, 516, 'Verzonden op 18 november 2026 met PostNL · Track & Trace 3SLOOF1187442', { size: 8 }],
    [40, 528, 'Niet tevreden? Retourneren kan binnen 14 dagen via loofenpot.nl/retour.', { size: 8 }],
    [40, 780, 'Loof & Pot B.V. · Oudegracht 214, 3511 NS Utrecht · KvK 81447182 · btw NL862447182B01 · IBAN NL44 RABO 0447 1820 11', { size: 7 }],
    [40, 791, 'Webwinkel gebouwd met Storefold · storefold.com · betalingen verwerkt door Paynest B.V., Keizersgracht 313, Amsterdam', { size: 7 }],
  ] },

  // German painter's Rechnung (A4, lexoffice / sevDesk style, DIN 5008): word mark, sender line, window address; info
  // block (Rechnungsnr., Kundennr., Datum, Leistungsdatum, Ihr Auftrag, Ansprechpartner); pauschal, m² and lfm
  // positions; Gesamtbetrag netto, zzgl. Umsatzsteuer 19 %, Gesamtbetrag 3.548,58 €; "Zahlbar ohne Abzug bis
  // 07.12.2026."; the § 35a labour-cost note; the footer and "Erstellt mit Belegwerk".
  { name: 'buchhaltungssoftware-de-lexoffice-stil-rechnung-din-absenderzeile-infoblock-rechnungsnr-kundennr-leistungsdatum-pauschal-m2-lfm-gesamtbetrag-netto-brutto-zahlbar-ohne-abzug-bis-35a-lohnkosten-erstellt-mit', kind: 'invoice', expect: { vendorName: 'Malerwerkstatt Kühn GmbH', invoiceNumber: 'RE-2026-0187', invoiceDate: '2026-11-23', dueDate: '2026-12-07', subtotal: 2982, tax: 566.58, total: 3548.58, currency: 'EUR' },
    items: [['Abdeck- und Schutzarbeiten: Böden, Fenster und Türen mit Malervlies und Folie abdecken', 1, 180, 180], ['Wandflächen spachteln (Q2) und schleifen, Treppenhaus EG bis 3. OG', 142.5, 6.8, 969],
      ['Dispersionsanstrich weiß, zweifach, Wände Treppenhaus', 142.5, 8.4, 1197], ['Handlauf und Geländer schleifen, grundieren und lackieren (RAL 7016 anthrazitgrau)', 38, 14.5, 551],
      ['Anfahrt und Entsorgung', 1, 85, 85]], cells: [
    R(538, 38, 'Malerwerkstatt', { size: 9, width: 200 }),
    R(538, 50, 'KÜHN', { size: 24, bold: true, width: 200 }),
    R(538, 78, 'Farbe · Putz · Fassade', { size: 8, width: 200 }),
    [57, 122, 'Malerwerkstatt Kühn GmbH · Am Mühlbach 12 · 04229 Leipzig', { size: 7 }],
    [57, 131, '#RECT 200 0.4 black'],
    [57, 140, 'Hausverwaltung Ostpark GmbH', { size: 10 }],
    [57, 153, 'z. Hd. Frau Jana Reuter', { size: 10 }],
    [57, 166, 'Riebeckstraße 40', { size: 10 }],
    [57, 179, '04317 Leipzig', { size: 10 }],
    [360, 140, 'Rechnungsnr.', { size: 8.5 }], R(538, 140, 'RE-2026-0187', { size: 8.5 }),
    [360, 153, 'Kundennr.', { size: 8.5 }], R(538, 153, '10042', { size: 8.5 }),
    [360, 166, 'Datum', { size: 8.5 }], R(538, 166, '23.11.2026', { size: 8.5 }),
    [360, 179, 'Leistungsdatum', { size: 8.5 }], R(538, 179, '13.11.2026', { size: 8.5 }),
    [360, 192, 'Ihr Auftrag', { size: 8.5 }], R(538, 192, 'AU-2026-0412', { size: 8.5 }),
    [360, 205, 'Ansprechpartner', { size: 8.5 }], R(538, 205, 'Tobias Kühn', { size: 8.5 }),
    [57, 248, 'Rechnung Nr. RE-2026-0187', { size: 13, bold: true }],
    [57, 274, 'Sehr geehrte Frau Reuter,', { size: 9.5 }],
    [57, 290, 'vielen Dank für Ihren Auftrag. Für die Malerarbeiten im Treppenhaus des Objekts Gohliser Straße 18,', { size: 9 }],
    [57, 302, '04155 Leipzig (Ausführung 09.11.–13.11.2026), berechnen wir Ihnen wie folgt:', { size: 9 }],
    [57, 324, '#RECT 481 18 #f3f4f6'],
    [61, 329, 'Pos.', { size: 8, bold: true }], [88, 329, 'Beschreibung', { size: 8, bold: true }], R(358, 329, 'Menge', { size: 8, bold: true }),
    [364, 329, 'Einheit', { size: 8, bold: true }], R(468, 329, 'Einzelpreis', { size: 8, bold: true }), R(534, 329, 'Gesamtpreis', { size: 8, bold: true }),
    [61, 350, '1', { size: 8.5 }], [88, 350, 'Abdeck- und Schutzarbeiten: Böden, Fenster und Türen', { size: 8.5 }], [88, 361, 'mit Malervlies und Folie abdecken', { size: 8.5 }],
    R(358, 350, '1', { size: 8.5 }), [364, 350, 'pauschal', { size: 8.5 }], R(468, 350, '180,00 €', { size: 8.5 }), R(534, 350, '180,00 €', { size: 8.5 }),
    [57, 375, '#RECT 481 0.5 #d1d5db'],
    [61, 381, '2', { size: 8.5 }], [88, 381, 'Wandflächen spachteln (Q2) und schleifen, Treppenhaus', { size: 8.5 }], [88, 392, 'EG bis 3. OG', { size: 8.5 }],
    R(358, 381, '142,5', { size: 8.5 }), [364, 381, 'm²', { size: 8.5 }], R(468, 381, '6,80 €', { size: 8.5 }), R(534, 381, '969,00 €', { size: 8.5 }),
    [57, 406, '#RECT 481 0.5 #d1d5db'],
    [61, 412, '3', { size: 8.5 }], [88, 412, 'Dispersionsanstrich weiß, zweifach, Wände Treppenhaus', { size: 8.5 }],
    R(358, 412, '142,5', { size: 8.5 }), [364, 412, 'm²', { size: 8.5 }], R(468, 412, '8,40 €', { size: 8.5 }), R(534, 412, '1.197,00 €', { size: 8.5 }),
    [57, 426, '#RECT 481 0.5 #d1d5db'],
    [61, 432, '4', { size: 8.5 }], [88, 432, 'Handlauf und Geländer schleifen, grundieren und lackieren', { size: 8.5 }], [88, 443, '(RAL 7016 anthrazitgrau)', { size: 8.5 }],
    R(358, 432, '38', { size: 8.5 }), [364, 432, 'lfm', { size: 8.5 }], R(468, 432, '14,50 €', { size: 8.5 }), R(534, 432, '551,00 €', { size: 8.5 }),
    [57, 457, '#RECT 481 0.5 #d1d5db'],
    [61, 463, '5', { size: 8.5 }], [88, 463, 'Anfahrt und Entsorgung', { size: 8.5 }],
    R(358, 463, '1', { size: 8.5 }), [364, 463, 'pauschal', { size: 8.5 }], R(468, 463, '85,00 €', { size: 8.5 }), R(534, 463, '85,00 €', { size: 8.5 }),
    [57, 477, '#RECT 481 0.8 black'],
    [340, 488, 'Gesamtbetrag netto', { size: 9 }], R(534, 488, '2.982,00 €', { size: 9 }),
    [340, 502, 'zzgl. Umsatzsteuer 19 %', { size: 9 }], R(534, 502, '566,58 €', { size: 9 }),
    [340, 516, '#RECT 198 0.8 black'],
    [340, 523, 'Gesamtbetrag', { size: 10.5, bold: true }], R(534, 523, '3.548,58 €', { size: 10.5, bold: true }),
    [57, 562, 'Zahlbar ohne Abzug bis 07.12.2026.', { size: 9, bold: true }],
    [57, 576, 'Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer auf das unten genannte Konto.', { size: 9 }],
    [57, 598, 'Steuerermäßigung nach § 35a EStG: Im Gesamtbetrag enthaltene Arbeitskosten 1.950,00 € netto', { size: 8.5 }],
    [57, 610, 'zzgl. 370,50 € USt = 2.320,50 € brutto.', { size: 8.5 }],
    [57, 634, 'Mit freundlichen Grüßen', { size: 9 }],
    [57, 648, 'Tobias Kühn', { size: 9 }],
    [57, 760, '#RECT 481 0.5 #9ca3af'],
    [57, 768, 'Malerwerkstatt Kühn GmbH', { size: 6.5 }], [57, 777, 'Am Mühlbach 12, 04229 Leipzig', { size: 6.5 }], [57, 786, 'Geschäftsführer: Tobias Kühn', { size: 6.5 }],
    [220, 768, 'Amtsgericht Leipzig HRB 38447', { size: 6.5 }], [220, 777, 'USt-IdNr. DE318447182', { size: 6.5 }], [220, 786, 'Steuernr. 232/118/04471', { size: 6.5 }],
    [380, 768, 'Sächsische Handwerkerbank eG', { size: 6.5 }], [380, 777, 'IBAN DE12 8609 5604 0307 4471 82', { size: 6.5 }], [380, 786, 'BIC GENODEF1SHB', { size: 6.5 }],
    [57, 802, 'Erstellt mit Belegwerk – Online-Buchhaltung für Handwerk und Selbstständige · belegwerk.de · Belegwerk GmbH, Hamburg', { size: 6.5 }],
  ] },

  // Spanish architects' FACTURA (A4, Holded style): Nº factura, Fecha, Vencimiento; EMISOR and CLIENTE with NIFs; the
  // quote, order and site line; CONCEPTO / PRECIO / UNIDADES / SUBTOTAL / IVA / TOTAL (gross per line); BASE IMPONIBLE,
  // IVA 21 %, IRPF -15 %, TOTAL 3.784,20 €; the withholding note with the amount before retention; "Factura creada con
  // Cuadernia".
  { name: 'software-facturacion-es-holded-estilo-factura-emisor-cliente-presupuesto-pedido-concepto-precio-unidades-subtotal-iva-total-por-linea-base-imponible-iva-21-retencion-irpf-15-total-neto-sociedad-profesional', kind: 'invoice', expect: { vendorName: 'Ferrer & Solà Arquitectura, S.L.P.', invoiceNumber: 'F2026-0118', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 3570, tax: 749.7, total: 3784.2, currency: 'EUR' },
    items: [['Proyecto básico y de ejecución – reforma de local comercial, fase 2 de 3 (según presupuesto P2026-041)', 1, 2400, 2400],
      ['Dirección de obra – visitas semanales de noviembre', 4, 180, 720], ['Renders fotorrealistas de interiores (3 vistas)', 3, 150, 450]], cells: [
    [40, 38, 'FERRER & SOLÀ', { size: 16, bold: true }],
    [41, 58, 'arquitectura · interiorismo', { size: 8 }],
    R(555, 36, 'FACTURA', { size: 20, bold: true, width: 150 }),
    [400, 68, 'Nº factura', { size: 8.5 }], R(555, 68, 'F2026-0118', { size: 8.5, bold: true }),
    [400, 81, 'Fecha', { size: 8.5 }], R(555, 81, '20/11/2026', { size: 8.5 }),
    [400, 94, 'Vencimiento', { size: 8.5 }], R(555, 94, '20/12/2026', { size: 8.5 }),
    [40, 124, 'EMISOR', { size: 7, bold: true }],
    [40, 135, 'Ferrer & Solà Arquitectura, S.L.P.', { size: 9, bold: true }],
    [40, 148, 'NIF B-46471820', { size: 8.5 }],
    [40, 160, 'C/ de la Reina 41, 2º', { size: 8.5 }],
    [40, 172, '46011 València', { size: 8.5 }],
    [40, 184, 'hola@ferrersola.es · 963 447 182', { size: 8.5 }],
    [320, 124, 'CLIENTE', { size: 7, bold: true }],
    [320, 135, 'Grupo Restauración Turia, S.L.', { size: 9, bold: true }],
    [320, 148, 'NIF B-98447182', { size: 8.5 }],
    [320, 160, 'Av. del Port 118, bajo', { size: 8.5 }],
    [320, 172, '46023 València', { size: 8.5 }],
    [40, 210, 'Presupuesto P2026-041 · Su pedido GRT-OC-2291 · Obra: reforma de local comercial, C/ de Russafa 22, València', { size: 8 }],
    [40, 232, '#RECT 515 18 #1e293b'],
    [46, 237, 'CONCEPTO', { size: 7.5, bold: true, width: -1 }], R(320, 237, 'PRECIO', { size: 7.5, bold: true, width: -1 }), R(372, 237, 'UNIDADES', { size: 7.5, bold: true, width: -1 }),
    R(435, 237, 'SUBTOTAL', { size: 7.5, bold: true, width: -1 }), R(475, 237, 'IVA', { size: 7.5, bold: true, width: -1 }), R(549, 237, 'TOTAL', { size: 7.5, bold: true, width: -1 }),
    [46, 260, 'Proyecto básico y de ejecución – reforma de local', { size: 8.5 }], [46, 272, 'comercial, fase 2 de 3 (según presupuesto P2026-041)', { size: 8.5 }],
    R(320, 260, '2.400,00 €', { size: 8.5 }), R(372, 260, '1', { size: 8.5 }), R(435, 260, '2.400,00 €', { size: 8.5 }), R(475, 260, '21 %', { size: 8.5 }), R(549, 260, '2.904,00 €', { size: 8.5 }),
    [40, 286, '#RECT 515 0.5 #cbd5e1'],
    [46, 294, 'Dirección de obra – visitas semanales de noviembre', { size: 8.5 }],
    R(320, 294, '180,00 €', { size: 8.5 }), R(372, 294, '4', { size: 8.5 }), R(435, 294, '720,00 €', { size: 8.5 }), R(475, 294, '21 %', { size: 8.5 }), R(549, 294, '871,20 €', { size: 8.5 }),
    [40, 308, '#RECT 515 0.5 #cbd5e1'],
    [46, 316, 'Renders fotorrealistas de interiores (3 vistas)', { size: 8.5 }],
    R(320, 316, '150,00 €', { size: 8.5 }), R(372, 316, '3', { size: 8.5 }), R(435, 316, '450,00 €', { size: 8.5 }), R(475, 316, '21 %', { size: 8.5 }), R(549, 316, '544,50 €', { size: 8.5 }),
    [40, 330, '#RECT 515 0.8 black'],
    [380, 342, 'BASE IMPONIBLE', { size: 8.5 }], R(549, 342, '3.570,00 €', { size: 8.5 }),
    [380, 356, 'IVA 21 %', { size: 8.5 }], R(549, 356, '749,70 €', { size: 8.5 }),
    [380, 370, 'IRPF -15 %', { size: 8.5 }], R(549, 370, '-535,50 €', { size: 8.5 }),
    [380, 385, '#RECT 175 0.8 black'],
    [380, 392, 'TOTAL', { size: 12, bold: true }], R(549, 392, '3.784,20 €', { size: 12, bold: true }),
    [40, 342, 'Forma de pago', { size: 8, bold: true }],
    [40, 354, 'Transferencia bancaria', { size: 8 }],
    [40, 366, 'IBAN ES12 0081 0216 7400 0447 1820', { size: 8 }],
    [40, 378, 'Concepto: F2026-0118', { size: 8 }],
    [40, 430, 'Retención del 15 % a cuenta del IRPF (art. 101 LIRPF), que el cliente ingresa en Hacienda.', { size: 7.5 }],
    [40, 442, 'Importe de la factura antes de la retención: 4.319,70 €.', { size: 7.5 }],
    [40, 788, 'Ferrer & Solà Arquitectura, S.L.P. · Registro Mercantil de Valencia, Tomo 10447, Folio 18, Hoja V-184471 · Sociedad profesional inscrita en el COACV', { size: 6.5 }],
    [40, 798, 'Factura creada con Cuadernia · cuadernia.com · Cuadernia Software, S.L., Madrid', { size: 6.5 }],
  ] },

  // Italian print shop's fattura elettronica, "copia di cortesia" (A4, the e-invoice style sheet): framed
  // Cedente/prestatore and Cessionario/committente boxes; the TD01 grid with Numero documento 247/A and Data documento
  // 16-11-2026; Cod. articolo / Descrizione / Quantità / Prezzo unitario / UM / Sconto o magg. / %IVA / Prezzo totale;
  // RIEPILOGHI IVA E TOTALI; Modalità pagamento MP05 with Data scadenza 31-12-2026; SdI identifier and file name; the
  // Fatturiamo footer.
  { name: 'fattura-elettronica-it-copia-di-cortesia-foglio-stile-sdi-cedente-cessionario-riquadri-tipologia-documento-td01-numero-data-codice-destinatario-sconto-o-maggiorazione-riepiloghi-iva-e-totali-modalita-pagamento-mp05', kind: 'invoice', expect: { vendorName: 'Tipografia Bertolini & C. S.n.c.', invoiceNumber: '247/A', invoiceDate: '2026-11-16', dueDate: '2026-12-31', subtotal: 847, tax: 186.34, total: 1033.34, currency: 'EUR' },
    items: [['Etichette adesive vino 90x120 mm, carta vergata avorio, stampa 4 colori + oro a caldo', 3000, 0.185, 555], ['Impianto stampa a caldo (cliché magnesio)', 1, 85, 85],
      ['Cartoncini listino prezzi A5, 350 g, plastificati opachi fronte/retro', 500, 0.42, 189], ['Spese di trasporto – corriere espresso', 1, 18, 18]], cells: [
    [40, 30, 'Copia di cortesia della fattura elettronica – il documento fiscalmente valido è il file XML trasmesso al Sistema di Interscambio (SdI)', { size: 7 }],
    [40, 46, '#RECT 255 126 black stroke'], [41, 47, '#RECT 253 14 #e5e7eb'],
    [45, 50, 'Cedente/prestatore (fornitore)', { size: 7.5, bold: true }],
    [45, 66, 'Identificativo fiscale ai fini IVA: IT02844710363', { size: 7.5 }],
    [45, 77, 'Codice fiscale: 02844710363', { size: 7.5 }],
    [45, 88, 'Denominazione: Tipografia Bertolini & C. S.n.c.', { size: 7.5 }],
    [45, 99, 'Regime fiscale: RF01 (ordinario)', { size: 7.5 }],
    [45, 110, 'Indirizzo: Via Emilia Est 447', { size: 7.5 }],
    [45, 121, 'Comune: Modena   Provincia: MO', { size: 7.5 }],
    [45, 132, 'Cap: 41122   Nazione: IT', { size: 7.5 }],
    [45, 143, 'Telefono: 059 447182', { size: 7.5 }],
    [45, 154, 'Email: amministrazione@tipografiabertolini.it', { size: 7.5 }],
    [300, 46, '#RECT 255 126 black stroke'], [301, 47, '#RECT 253 14 #e5e7eb'],
    [305, 50, 'Cessionario/committente (cliente)', { size: 7.5, bold: true }],
    [305, 66, 'Identificativo fiscale ai fini IVA: IT03118270366', { size: 7.5 }],
    [305, 77, 'Codice fiscale: 03118270366', { size: 7.5 }],
    [305, 88, 'Denominazione: Enoteca Sorbara S.r.l.', { size: 7.5 }],
    [305, 99, 'Indirizzo: Via per Modena 12', { size: 7.5 }],
    [305, 110, 'Comune: Bomporto   Provincia: MO', { size: 7.5 }],
    [305, 121, 'Cap: 41030   Nazione: IT', { size: 7.5 }],
    [305, 132, 'Pec: enotecasorbara@pec.it', { size: 7.5 }],
    [40, 186, '#RECT 515 30 black stroke'],
    [160, 186, '#RECT 0 30 black stroke'], [210, 186, '#RECT 0 30 black stroke'], [320, 186, '#RECT 0 30 black stroke'], [430, 186, '#RECT 0 30 black stroke'],
    [45, 190, 'Tipologia documento', { size: 6.5 }], [45, 202, 'TD01 fattura', { size: 8 }],
    [165, 190, 'Art. 73', { size: 6.5 }],
    [215, 190, 'Numero documento', { size: 6.5 }], [215, 202, '247/A', { size: 8, bold: true }],
    [325, 190, 'Data documento', { size: 6.5 }], [325, 202, '16-11-2026', { size: 8, bold: true }],
    [435, 190, 'Codice destinatario', { size: 6.5 }], [435, 202, 'KRRH6B9', { size: 8 }],
    [40, 226, 'Dati ordine d’acquisto: n. 58 del 28-10-2026 · Dati DDT: n. 412 del 12-11-2026 · Causale: etichette vendemmia 2026', { size: 7.5 }],
    [40, 242, '#RECT 515 22 #e5e7eb'],
    [44, 246, 'Cod. articolo', { size: 6.5, bold: true }], [102, 246, 'Descrizione', { size: 6.5, bold: true }], R(318, 246, 'Quantità', { size: 6.5, bold: true }),
    R(378, 246, 'Prezzo unitario', { size: 6.5, bold: true }), [384, 246, 'UM', { size: 6.5, bold: true }], [406, 246, 'Sconto o', { size: 6.5, bold: true }], [406, 254, 'magg.', { size: 6.5, bold: true }],
    R(478, 246, '%IVA', { size: 6.5, bold: true }), R(551, 246, 'Prezzo totale', { size: 6.5, bold: true }),
    [44, 272, 'ETI-90120', { size: 7.5 }], [102, 272, 'Etichette adesive vino 90x120 mm, carta', { size: 7.5 }], [102, 282, 'vergata avorio, stampa 4 colori + oro a caldo', { size: 7.5 }],
    R(318, 272, '3.000,00', { size: 7.5 }), R(378, 272, '0,18500000', { size: 7.5 }), [384, 272, 'pz', { size: 7.5 }], R(478, 272, '22,00', { size: 7.5 }), R(551, 272, '555,00', { size: 7.5 }),
    [40, 296, '#RECT 515 0.4 #9ca3af'],
    [44, 302, 'IMP-CAL', { size: 7.5 }], [102, 302, 'Impianto stampa a caldo (cliché magnesio)', { size: 7.5 }],
    R(318, 302, '1,00', { size: 7.5 }), R(378, 302, '85,00000000', { size: 7.5 }), [384, 302, 'nr', { size: 7.5 }], R(478, 302, '22,00', { size: 7.5 }), R(551, 302, '85,00', { size: 7.5 }),
    [40, 316, '#RECT 515 0.4 #9ca3af'],
    [44, 322, 'LIS-A5', { size: 7.5 }], [102, 322, 'Cartoncini listino prezzi A5, 350 g, plastificati', { size: 7.5 }], [102, 332, 'opachi fronte/retro', { size: 7.5 }],
    R(318, 322, '500,00', { size: 7.5 }), R(378, 322, '0,42000000', { size: 7.5 }), [384, 322, 'pz', { size: 7.5 }], [406, 322, 'SC 10,00%', { size: 7.5 }],
    R(478, 322, '22,00', { size: 7.5 }), R(551, 322, '189,00', { size: 7.5 }),
    [40, 346, '#RECT 515 0.4 #9ca3af'],
    [44, 352, 'TRASP', { size: 7.5 }], [102, 352, 'Spese di trasporto – corriere espresso', { size: 7.5 }],
    R(318, 352, '1,00', { size: 7.5 }), R(378, 352, '18,00000000', { size: 7.5 }), [384, 352, 'nr', { size: 7.5 }], R(478, 352, '22,00', { size: 7.5 }), R(551, 352, '18,00', { size: 7.5 }),
    [40, 366, '#RECT 515 0.8 black'],
    [40, 386, 'RIEPILOGHI IVA E TOTALI', { size: 8, bold: true }],
    [40, 398, '#RECT 515 20 #e5e7eb'],
    [44, 402, 'esigibilità iva / riferimenti normativi', { size: 6.5, bold: true }], R(250, 402, '%IVA', { size: 6.5, bold: true }), R(320, 402, 'Spese accessorie', { size: 6.5, bold: true }),
    R(360, 402, 'Arr.', { size: 6.5, bold: true }), R(450, 402, 'Totale imponibile', { size: 6.5, bold: true }), R(551, 402, 'Totale imposta', { size: 6.5, bold: true }),
    [44, 424, 'I (esigibilità immediata)', { size: 7.5 }], R(250, 424, '22,00', { size: 7.5 }), R(450, 424, '847,00', { size: 7.5 }), R(551, 424, '186,34', { size: 7.5 }),
    [40, 436, '#RECT 515 0.4 #9ca3af'],
    [40, 442, '#RECT 515 14 #e5e7eb'],
    [44, 445, 'Importo bollo', { size: 6.5, bold: true }], [150, 445, 'Sconto/Maggiorazione', { size: 6.5, bold: true }], R(360, 445, 'Arr.', { size: 6.5, bold: true }),
    R(551, 445, 'Totale documento', { size: 6.5, bold: true }),
    R(551, 462, '1.033,34', { size: 8.5, bold: true }),
    [40, 476, '#RECT 515 0.4 #9ca3af'],
    [40, 490, '#RECT 515 14 #e5e7eb'],
    [44, 493, 'Modalità pagamento', { size: 6.5, bold: true }], [140, 493, 'IBAN', { size: 6.5, bold: true }], [300, 493, 'Istituto finanziario', { size: 6.5, bold: true }],
    [420, 493, 'Data scadenza', { size: 6.5, bold: true }], R(551, 493, 'Importo', { size: 6.5, bold: true }),
    [44, 510, 'MP05 bonifico', { size: 7.5 }], [140, 510, 'IT40 S054 2811 1010 0000 0447 182', { size: 7.5 }], [300, 510, 'Banca Popolare Emiliana', { size: 7.5 }],
    [420, 510, '31-12-2026', { size: 7.5 }], R(551, 510, '1.033,34', { size: 7.5 }),
    [44, 526, 'Condizioni di pagamento: TP02 – pagamento completo', { size: 7 }],
    [40, 560, 'Identificativo SdI: 17744718203 · Nome file: IT02844710363_0A7B2.xml · Ricevuta di consegna del 16-11-2026', { size: 7 }],
    [40, 796, 'Documento generato con Fatturiamo – fatturazione elettronica di Nuvolari Software S.r.l., Corso Francia 110, 10143 Torino', { size: 6.5 }],
  ] },

  // French caterer's Facture (A4, Pennylane / Axonaut style): Numéro de facture, Date d'émission, Date d'échéance,
  // Date de prestation; Émetteur and a shaded Destinataire box; the Objet line; lines at TVA 10 % and 20 %; Total HT,
  // TVA per rate with its base, Total TVA, Total TTC 4 912,40 €, the acompte with the advance invoice's number, Net à
  // payer 3 412,40 €; pay-online link, late-payment wording, "Facture éditée avec Comptalys".
  { name: 'logiciel-facturation-fr-pennylane-style-facture-traiteur-numero-date-emission-echeance-prestation-destinataire-encadre-tva-10-et-20-par-ligne-total-ht-ttc-acompte-facture-acompte-net-a-payer-paiement-en-ligne', kind: 'invoice', expect: { vendorName: 'Ondine Réceptions SAS', invoiceNumber: 'F-2026-11-0042', invoiceDate: '2026-11-24', dueDate: '2026-12-24', subtotal: 4402, tax: 510.4, total: 4912.4, currency: 'EUR' },
    items: [['Cocktail dînatoire – 12 pièces salées et 4 pièces sucrées par personne', 80, 28.5, 2280], ['Champagne brut (bouteille 75 cl)', 16, 32, 512],
      ['Softs et eaux minérales (forfait par personne)', 80, 3.5, 280], ["Personnel de service : maître d'hôtel et 4 serveurs (5 personnes × 6 h)", 30, 38, 1140],
      ['Location vaisselle, verrerie et nappage', 1, 190, 190]], cells: [
    [40, 34, 'Ondine', { size: 24, bold: true }],
    [41, 62, 'RÉCEPTIONS · TRAITEUR', { size: 7.5, bold: true }],
    R(555, 34, 'Facture', { size: 20, bold: true, width: 150 }),
    [360, 70, 'Numéro de facture', { size: 8 }], R(555, 70, 'F-2026-11-0042', { size: 8.5, bold: true }),
    [360, 83, "Date d'émission", { size: 8 }], R(555, 83, '24/11/2026', { size: 8.5 }),
    [360, 96, "Date d'échéance", { size: 8 }], R(555, 96, '24/12/2026', { size: 8.5 }),
    [360, 109, 'Date de prestation', { size: 8 }], R(555, 109, '14/11/2026', { size: 8.5 }),
    [360, 122, 'N° client', { size: 8 }], R(555, 122, 'C-00318', { size: 8.5 }),
    [40, 96, 'Émetteur', { size: 7.5, bold: true }],
    [40, 108, 'Ondine Réceptions SAS', { size: 9, bold: true }],
    [40, 121, '14 quai de la Fosse, 44000 Nantes', { size: 8.5 }],
    [40, 133, 'SIRET 852 447 182 00027', { size: 8.5 }],
    [40, 145, 'TVA FR42 852447182', { size: 8.5 }],
    [40, 157, 'facturation@ondine-receptions.fr', { size: 8.5 }],
    [330, 150, '#RECT 225 82 #f3f4f6'],
    [338, 158, 'Destinataire', { size: 7.5, bold: true }],
    [338, 170, 'Atlantique Biotech SAS', { size: 9, bold: true }],
    [338, 183, 'Service comptabilité fournisseurs', { size: 8.5 }],
    [338, 195, '3 rue de la Géraudière', { size: 8.5 }],
    [338, 207, '44300 Nantes', { size: 8.5 }],
    [338, 219, 'TVA FR19 418447182', { size: 8.5 }],
    [40, 252, 'Objet : cocktail de lancement du 14/11/2026 – 80 invités – bon de commande BC-2026-0918', { size: 9 }],
    [40, 272, '#RECT 515 18 #e0e7ff'],
    [46, 277, 'Description', { size: 8, bold: true }], R(305, 277, 'Qté', { size: 8, bold: true }), [312, 277, 'Unité', { size: 8, bold: true }],
    R(420, 277, 'Prix unitaire HT', { size: 8, bold: true }), R(462, 277, 'TVA', { size: 8, bold: true }), R(549, 277, 'Total HT', { size: 8, bold: true }),
    [46, 298, 'Cocktail dînatoire – 12 pièces salées et 4 pièces', { size: 8.5 }], [46, 310, 'sucrées par personne', { size: 8.5 }],
    R(305, 298, '80', { size: 8.5 }), [312, 298, 'pers.', { size: 8.5 }], R(420, 298, '28,50 €', { size: 8.5 }), R(462, 298, '10 %', { size: 8.5 }), R(549, 298, '2 280,00 €', { size: 8.5 }),
    [40, 324, '#RECT 515 0.5 #d1d5db'],
    [46, 332, 'Champagne brut (bouteille 75 cl)', { size: 8.5 }],
    R(305, 332, '16', { size: 8.5 }), [312, 332, 'bout.', { size: 8.5 }], R(420, 332, '32,00 €', { size: 8.5 }), R(462, 332, '20 %', { size: 8.5 }), R(549, 332, '512,00 €', { size: 8.5 }),
    [40, 346, '#RECT 515 0.5 #d1d5db'],
    [46, 354, 'Softs et eaux minérales (forfait par personne)', { size: 8.5 }],
    R(305, 354, '80', { size: 8.5 }), [312, 354, 'pers.', { size: 8.5 }], R(420, 354, '3,50 €', { size: 8.5 }), R(462, 354, '10 %', { size: 8.5 }), R(549, 354, '280,00 €', { size: 8.5 }),
    [40, 368, '#RECT 515 0.5 #d1d5db'],
    [46, 376, "Personnel de service : maître d'hôtel et 4 serveurs", { size: 8.5 }], [46, 388, '(5 personnes × 6 h)', { size: 8.5 }],
    R(305, 376, '30', { size: 8.5 }), [312, 376, 'h', { size: 8.5 }], R(420, 376, '38,00 €', { size: 8.5 }), R(462, 376, '10 %', { size: 8.5 }), R(549, 376, '1 140,00 €', { size: 8.5 }),
    [40, 402, '#RECT 515 0.5 #d1d5db'],
    [46, 410, 'Location vaisselle, verrerie et nappage', { size: 8.5 }],
    R(305, 410, '1', { size: 8.5 }), [312, 410, 'forfait', { size: 8.5 }], R(420, 410, '190,00 €', { size: 8.5 }), R(462, 410, '20 %', { size: 8.5 }), R(549, 410, '190,00 €', { size: 8.5 }),
    [40, 424, '#RECT 515 0.8 black'],
    [330, 436, 'Total HT', { size: 8.5 }], R(549, 436, '4 402,00 €', { size: 8.5 }),
    [330, 450, 'TVA 10 % sur 3 700,00 €', { size: 8.5 }], R(549, 450, '370,00 €', { size: 8.5 }),
    [330, 464, 'TVA 20 % sur 702,00 €', { size: 8.5 }], R(549, 464, '140,40 €', { size: 8.5 }),
    [330, 478, 'Total TVA', { size: 8.5 }], R(549, 478, '510,40 €', { size: 8.5 }),
    [330, 493, '#RECT 225 0.8 black'],
    [330, 500, 'Total TTC', { size: 10, bold: true }], R(549, 500, '4 912,40 €', { size: 10, bold: true }),
    [330, 517, 'Acompte versé le 20/10/2026', { size: 8.5 }], R(549, 517, '-1 500,00 €', { size: 8.5 }),
    [330, 528, '(facture d’acompte FA-2026-10-0031)', { size: 7 }],
    [330, 541, '#RECT 225 0.8 black'],
    [330, 548, 'Net à payer', { size: 11, bold: true }], R(549, 548, '3 412,40 €', { size: 11, bold: true }),
    [40, 436, 'Conditions de paiement', { size: 8, bold: true }],
    [40, 449, 'Paiement à 30 jours, par virement ou en ligne.', { size: 8 }],
    [40, 461, 'IBAN FR76 3000 4008 2800 0104 4718 202', { size: 8 }],
    [40, 473, 'BIC BNPAFRPPNTE', { size: 8 }],
    [40, 491, 'Payer en ligne :', { size: 8, bold: true }],
    [40, 503, 'pay.comptalys.fr/f/ondine/F-2026-11-0042', { size: 8 }],
    [40, 600, "En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de", { size: 7.5 }],
    [40, 610, "recouvrement de 40 €. Pas d'escompte pour paiement anticipé.", { size: 7.5 }],
    [40, 788, 'Ondine Réceptions SAS au capital de 10 000 € · RCS Nantes 852 447 182 · APE 5621Z · TVA FR42 852447182', { size: 7 }],
    [40, 799, 'Facture éditée avec Comptalys · Comptalys SAS, 8 rue du Sentier, 75002 Paris · paiement en ligne sécurisé', { size: 7 }],
  ] },

  // Swiss precision-parts maker's Invoice (A4, English, SAP / Odoo style): word mark, address and VAT number, sender
  // line and window address; a boxed 4 × 3 header grid (Document No., Document Date, Posting Date, Customer No., Your
  // Reference, Our Reference, Delivery Note, Delivery Date, Payment Terms, Due Date, Incoterms, Currency); Item /
  // Material / Description / Quantity / UoM / Unit Price / Per / Net Value with a price per 100 PC; VAT 8.1 %, a
  // rounding difference, Total amount CHF 12'142.85; a cash-discount line; a QR payment part; the ERP print footer.
  { name: 'erp-ch-sap-style-invoice-english-dense-header-grid-document-no-document-date-posting-date-your-reference-delivery-note-payment-terms-item-material-per-100-pc-price-unit-vat-8-1-rounding-5-rappen-cash-discount-qr-payment-part', kind: 'invoice', expect: { vendorName: 'Albis Precision Components AG', invoiceNumber: '90044718', invoiceDate: '2026-11-19', dueDate: '2026-12-19', subtotal: 11233, tax: 909.87, total: 12142.85, currency: 'CHF' },
    items: [['Bearing bush PTFE-bronze, Ø 12 x 15 mm', 2500, 148, 3700], ['Precision shaft 1.4305, Ø 8 h6 x 120 mm, ground and chamfered', 400, 6.85, 2740],
      ['Housing, anodised aluminium, CNC-milled, drawing RMD-2207 rev. C', 120, 38.4, 4608], ['Packaging and freight', 1, 185, 185]], cells: [
    [40, 34, 'ALBIS', { size: 22, bold: true }],
    [41, 60, 'PRECISION COMPONENTS', { size: 7.5, bold: true }],
    [400, 36, 'Albis Precision Components AG', { size: 7.5, bold: true }],
    [400, 46, 'Industriestrasse 44', { size: 7.5 }],
    [400, 56, '8604 Volketswil', { size: 7.5 }],
    [400, 66, 'Switzerland', { size: 7.5 }],
    [400, 76, 'Phone +41 44 947 18 20', { size: 7.5 }],
    [400, 86, 'VAT CHE-114.471.820 MWST', { size: 7.5 }],
    [40, 118, 'Albis Precision Components AG · Industriestrasse 44 · CH-8604 Volketswil', { size: 6.5 }],
    [40, 126, '#RECT 230 0.4 black'],
    [40, 134, 'Rheintal Medical Devices AG', { size: 9.5 }],
    [40, 147, 'Purchasing / Accounts Payable', { size: 9.5 }],
    [40, 160, 'Werdenstrasse 3', { size: 9.5 }],
    [40, 173, '9470 Buchs SG', { size: 9.5 }],
    [400, 134, 'Contact: Jana Müller', { size: 7.5 }],
    [400, 144, 'jana.mueller@albis-precision.ch', { size: 7.5 }],
    [400, 154, 'Sales org. 1000 / Distr. channel 10', { size: 7.5 }],
    [40, 204, 'Invoice', { size: 16, bold: true }],
    [40, 232, '#RECT 515 84 black stroke'],
    [40, 260, '#RECT 515 0.6 black'], [40, 288, '#RECT 515 0.6 black'],
    [168.75, 232, '#RECT 0 84 black stroke'], [297.5, 232, '#RECT 0 84 black stroke'], [426.25, 232, '#RECT 0 84 black stroke'],
    [45, 236, 'Document No.', { size: 6.5 }], [45, 246, '90044718', { size: 8.5, bold: true }],
    [174, 236, 'Document Date', { size: 6.5 }], [174, 246, '19.11.2026', { size: 8.5, bold: true }],
    [303, 236, 'Posting Date', { size: 6.5 }], [303, 246, '20.11.2026', { size: 8.5 }],
    [431, 236, 'Customer No.', { size: 6.5 }], [431, 246, '100447', { size: 8.5 }],
    [45, 264, 'Your Reference', { size: 6.5 }], [45, 274, '4500118820', { size: 8.5 }],
    [174, 264, 'Our Reference', { size: 6.5 }], [174, 274, 'SO 23019', { size: 8.5 }],
    [303, 264, 'Delivery Note', { size: 6.5 }], [303, 274, '80044712', { size: 8.5 }],
    [431, 264, 'Delivery Date', { size: 6.5 }], [431, 274, '17.11.2026', { size: 8.5 }],
    [45, 292, 'Payment Terms', { size: 6.5 }], [45, 302, 'Z030 – 30 days net', { size: 8.5 }],
    [174, 292, 'Due Date', { size: 6.5 }], [174, 302, '19.12.2026', { size: 8.5, bold: true }],
    [303, 292, 'Incoterms', { size: 6.5 }], [303, 302, 'FCA Volketswil', { size: 8.5 }],
    [431, 292, 'Currency', { size: 6.5 }], [431, 302, 'CHF', { size: 8.5 }],
    [40, 330, '#RECT 515 0.8 black'],
    R(62, 335, 'Item', { size: 7, bold: true }), [70, 335, 'Material', { size: 7, bold: true }], [122, 335, 'Description', { size: 7, bold: true }],
    R(350, 335, 'Quantity', { size: 7, bold: true }), [356, 335, 'UoM', { size: 7, bold: true }], R(428, 335, 'Unit Price', { size: 7, bold: true }),
    [436, 335, 'Per', { size: 7, bold: true }], R(551, 335, 'Net Value', { size: 7, bold: true }),
    [40, 346, '#RECT 515 0.6 black'],
    R(62, 353, '10', { size: 8 }), [70, 353, '400-1182', { size: 8 }], [122, 353, 'Bearing bush PTFE-bronze, Ø 12 x 15 mm', { size: 8 }],
    R(350, 353, "2'500", { size: 8 }), [356, 353, 'PC', { size: 8 }], R(428, 353, '148.00', { size: 8 }), [436, 353, '100 PC', { size: 8 }], R(551, 353, "3'700.00", { size: 8 }),
    [122, 364, 'Your material no. RMD-77118 · Batch 26-4471', { size: 6.5 }],
    R(62, 378, '20', { size: 8 }), [70, 378, '400-2210', { size: 8 }], [122, 378, 'Precision shaft 1.4305, Ø 8 h6 x 120 mm,', { size: 8 }], [122, 389, 'ground and chamfered', { size: 8 }],
    R(350, 378, '400', { size: 8 }), [356, 378, 'PC', { size: 8 }], R(428, 378, '6.85', { size: 8 }), [436, 378, '1 PC', { size: 8 }], R(551, 378, "2'740.00", { size: 8 }),
    [122, 400, 'Your material no. RMD-77210', { size: 6.5 }],
    R(62, 414, '30', { size: 8 }), [70, 414, '400-3301', { size: 8 }], [122, 414, 'Housing, anodised aluminium, CNC-milled,', { size: 8 }], [122, 425, 'drawing RMD-2207 rev. C', { size: 8 }],
    R(350, 414, '120', { size: 8 }), [356, 414, 'PC', { size: 8 }], R(428, 414, '38.40', { size: 8 }), [436, 414, '1 PC', { size: 8 }], R(551, 414, "4'608.00", { size: 8 }),
    R(62, 442, '40', { size: 8 }), [70, 442, '900-0001', { size: 8 }], [122, 442, 'Packaging and freight', { size: 8 }],
    R(350, 442, '1', { size: 8 }), [356, 442, 'LS', { size: 8 }], R(428, 442, '185.00', { size: 8 }), [436, 442, '1 LS', { size: 8 }], R(551, 442, '185.00', { size: 8 }),
    [40, 458, '#RECT 515 0.8 black'],
    [330, 468, 'Total net value', { size: 8.5 }], R(551, 468, "11'233.00", { size: 8.5 }),
    [330, 482, "VAT 8.1% on 11'233.00", { size: 8.5 }], R(551, 482, '909.87', { size: 8.5 }),
    [330, 496, 'Rounding difference', { size: 8.5 }], R(551, 496, '-0.02', { size: 8.5 }),
    [330, 511, '#RECT 225 0.8 black'],
    [330, 518, 'Total amount CHF', { size: 10.5, bold: true }], R(551, 518, "12'142.85", { size: 10.5, bold: true }),
    [40, 468, 'Payment terms: 30 days net, due 19.12.2026.', { size: 8 }],
    [40, 480, '2% cash discount if paid by 29.11.2026: CHF 242.86.', { size: 8 }],
    [40, 492, 'Please quote document no. 90044718 with payment.', { size: 8 }],
    [40, 504, 'IBAN CH93 0070 0110 0044 7182 0', { size: 8 }],
    [40, 556, '#RECT 515 0.6 #9ca3af'],
    [40, 566, 'Payment part', { size: 9, bold: true }],
    ...qr(40, 584, 80, 7),
    [140, 584, 'Account / Payable to', { size: 7, bold: true }],
    [140, 594, 'CH44 3000 0447 1820 0000 1', { size: 8 }],
    [140, 604, 'Albis Precision Components AG', { size: 8 }],
    [140, 614, 'Industriestrasse 44, 8604 Volketswil', { size: 8 }],
    [140, 630, 'Reference', { size: 7, bold: true }],
    [140, 640, '00 00000 00009 00447 18000 00027', { size: 8 }],
    [140, 656, 'Currency', { size: 7, bold: true }], [200, 656, 'Amount', { size: 7, bold: true }],
    [140, 666, 'CHF', { size: 8 }], [200, 666, '12 142.85', { size: 8 }],
    [40, 788, 'Albis Precision Components AG · UID CHE-114.471.820 · Commercial register of the Canton of Zurich · ISO 9001 / ISO 13485 certified', { size: 6.5 }],
    [40, 798, 'Printed 20.11.2026 08:14 by JMUELLER · Corvex ERP 12.4 · Form ZINV_STD · Page 1 of 1', { size: 6.5 }],
  ] },

  // US café receipt (58 mm, Square style): the total big under the address; date, ticket and receipt number; modifiers
  // with their surcharge under items, a "2 × $4.75" count line; Subtotal, Sales Tax (10.35%), Tip, Total $41.39; Visa
  // contactless with auth code and AID; a QR code, the refund line and "Powered by Cornerpay".
  { name: 'pos-us-square-style-cafe-receipt-58mm-total-repeated-big-at-top-modifiers-with-price-under-items-count-line-subtotal-sales-tax-tip-total-visa-contactless-aid-auth-qr-powered-by-footer', kind: 'receipt', size: [164, 440], expect: { vendorName: 'Juniper & Ash Coffee Co.', invoiceDate: '2026-11-21', subtotal: 31.75, tax: 3.29, total: 41.39, currency: 'USD', paymentMethod: 'card' },
    items: [['Latte', null, null, 6.55], ['Cold Brew', 2, 4.75, 9.5], ['Almond Croissant', null, null, 4.95], ['Breakfast Burrito', null, null, 10.75]], cells: [
    [37, 16, 'JUNIPER & ASH', { size: 11, bold: true }],
    [42, 31, 'Juniper & Ash Coffee Co.', { size: 6.5 }],
    [22, 40, '1420 NW Market St, Seattle, WA 98107', { size: 6.5 }],
    [60, 49, '(206) 555-0147', { size: 6.5 }],
    [50, 64, '$41.39', { size: 20, bold: true }],
    [10, 94, 'Nov 21, 2026 8:14 AM', { size: 7 }], R(154, 94, 'Ticket 47', { size: 7, width: 50 }),
    [10, 103, 'Receipt #2XcV-8841', { size: 6.5 }],
    [10, 114, '#RECT 144 0.5 black'],
    [10, 120, 'Latte', { size: 7.5 }], R(154, 120, '$6.55', { size: 7.5, width: 50 }),
    [18, 130, '16 oz', { size: 6.5 }], [18, 139, 'Oat milk (+$0.80)', { size: 6.5 }], [18, 148, 'Extra shot (+$0.50)', { size: 6.5 }],
    [10, 160, 'Cold Brew', { size: 7.5 }],
    [18, 170, '2 × $4.75', { size: 6.5 }], R(154, 170, '$9.50', { size: 7.5, width: 50 }),
    [10, 182, 'Almond Croissant', { size: 7.5 }], R(154, 182, '$4.95', { size: 7.5, width: 50 }),
    [18, 192, 'Warmed', { size: 6.5 }],
    [10, 204, 'Breakfast Burrito', { size: 7.5 }], R(154, 204, '$10.75', { size: 7.5, width: 50 }),
    [18, 214, 'Add avocado (+$1.50)', { size: 6.5 }],
    [10, 226, '#RECT 144 0.5 black'],
    [10, 232, 'Subtotal', { size: 7.5 }], R(154, 232, '$31.75', { size: 7.5, width: 50 }),
    [10, 243, 'Sales Tax (10.35%)', { size: 7.5 }], R(154, 243, '$3.29', { size: 7.5, width: 50 }),
    [10, 254, 'Tip', { size: 7.5 }], R(154, 254, '$6.35', { size: 7.5, width: 50 }),
    [10, 268, 'Total', { size: 10, bold: true }], R(154, 267, '$41.39', { size: 10, bold: true, width: 60 }),
    [10, 282, '#RECT 144 0.5 black'],
    [10, 288, 'Visa •••• 4471', { size: 7.5 }], R(154, 288, '$41.39', { size: 7.5, width: 50 }),
    [10, 298, 'Contactless · Auth code 082144', { size: 6.5 }],
    [10, 307, 'AID A0000000031010', { size: 6.5 }],
    [10, 316, 'Tip selected on reader: 20%', { size: 6.5 }],
    ...qr(57, 330, 50, 3),
    [36, 386, 'Scan for your digital receipt', { size: 6.5 }],
    [25, 396, 'Refunds and exchanges within 7 days.', { size: 6.5 }],
    [48, 410, 'Powered by Cornerpay', { size: 6.5, bold: true }],
    [41, 419, 'cornerpay.com/r/2XcV-8841', { size: 6.5 }],
  ] },

  // Canadian restaurant check (80 mm, Toast style): server, table, guests, check number and order time; quantity-first
  // items with modifiers; Subtotal, HST 13%, a pre-tip Total $214.70; suggested gratuities; the card slip (Amount, + Tip
  // $38.00, Total $252.70, APPROVED); a rewards QR code and "Powered by Tabletop POS".
  { name: 'pos-ca-toast-style-restaurant-check-80mm-server-table-guests-qty-first-items-modifiers-subtotal-hst-13-pre-tip-total-suggested-gratuity-lines-card-slip-amount-tip-total-visa-contactless-powered-by', kind: 'receipt', size: [226, 540], expect: { vendorName: 'Hearth & Harbour Kitchen', invoiceDate: '2026-11-20', subtotal: 190, tax: 24.7, total: 252.7, currency: 'CAD', paymentMethod: 'card' },
    items: [['Caesar Salad', 2, null, 32], ['Steak Frites', 1, null, 36], ['Mushroom Risotto', 1, null, 27], ['Pan-Seared Halibut', 1, null, 38],
      ['Pinot Noir, Niagara 6 oz', 3, null, 45], ['Sticky Toffee Pudding', 1, null, 12]], cells: [
    [40, 16, 'HEARTH & HARBOUR', { size: 13, bold: true }],
    [86, 33, 'KITCHEN · BAR', { size: 7, bold: true }],
    [44, 45, '212 Queens Quay W, Toronto, ON M5J 2Y3', { size: 7 }],
    [52, 54, '(416) 555-0188 · hearthandharbour.ca', { size: 7 }],
    [72, 63, 'HST # 784471820 RT0001', { size: 7 }],
    [12, 80, 'Server: Priya M.', { size: 7.5 }], R(214, 80, 'Check #47', { size: 7.5, width: 60 }),
    [12, 90, 'Table 12 · Guests 4', { size: 7.5 }], R(214, 90, '11/20/26 7:41 PM', { size: 7.5, width: 80 }),
    [12, 102, '#RECT 202 0.5 black'],
    [12, 108, '2 Caesar Salad', { size: 8 }], R(214, 108, '$32.00', { size: 8, width: 50 }),
    [26, 118, 'No anchovies', { size: 7 }],
    [12, 130, '1 Steak Frites', { size: 8 }], R(214, 130, '$36.00', { size: 8, width: 50 }),
    [26, 140, 'Medium rare', { size: 7 }], [26, 149, 'Peppercorn sauce (+$3.00)', { size: 7 }],
    [12, 161, '1 Mushroom Risotto', { size: 8 }], R(214, 161, '$27.00', { size: 8, width: 50 }),
    [12, 173, '1 Pan-Seared Halibut', { size: 8 }], R(214, 173, '$38.00', { size: 8, width: 50 }),
    [26, 183, 'Sub seasonal greens', { size: 7 }],
    [12, 195, '3 Pinot Noir, Niagara 6 oz', { size: 8 }], R(214, 195, '$45.00', { size: 8, width: 50 }),
    [12, 207, '1 Sticky Toffee Pudding', { size: 8 }], R(214, 207, '$12.00', { size: 8, width: 50 }),
    [12, 220, '#RECT 202 0.5 black'],
    [12, 226, 'Subtotal', { size: 8 }], R(214, 226, '$190.00', { size: 8, width: 50 }),
    [12, 237, 'HST 13%', { size: 8 }], R(214, 237, '$24.70', { size: 8, width: 50 }),
    [12, 250, 'Total', { size: 10, bold: true }], R(214, 249, '$214.70', { size: 10, bold: true, width: 60 }),
    [12, 264, '#RECT 202 0.5 black'],
    [12, 270, 'Suggested gratuity (on subtotal before tax):', { size: 7 }],
    [20, 280, '18% = $34.20   (total $248.90)', { size: 7 }],
    [20, 289, '20% = $38.00   (total $252.70)', { size: 7 }],
    [20, 298, '22% = $41.80   (total $256.50)', { size: 7 }],
    [12, 310, '#RECT 202 0.5 black'],
    [12, 316, 'VISA CONTACTLESS', { size: 8, bold: true }],
    [12, 327, 'Card: XXXXXXXXXXXX4471', { size: 7 }],
    [12, 336, 'Entry: Contactless (tap)', { size: 7 }],
    [12, 345, 'AID: A0000000031010', { size: 7 }],
    [12, 354, 'Auth code: 0447KQ', { size: 7 }],
    [12, 368, 'Amount', { size: 8 }], R(214, 368, '$214.70', { size: 8, width: 50 }),
    [12, 379, '+ Tip', { size: 8 }], R(214, 379, '$38.00', { size: 8, width: 50 }),
    [12, 392, 'Total', { size: 10, bold: true }], R(214, 391, '$252.70', { size: 10, bold: true, width: 60 }),
    [12, 406, 'APPROVED · 11/20/26 9:12 PM', { size: 7 }],
    ...qr(88, 424, 50, 5),
    [64, 480, 'Scan to join Hearth Rewards', { size: 7 }],
    [46, 494, 'Order online: hearthandharbour.ca/order', { size: 7 }],
    [70, 510, 'Powered by Tabletop POS', { size: 7, bold: true }],
  ] },

  // UK bike shop's exchange receipt (80 mm, Lightspeed style): sale number, date, club member and the original sale
  // of 14/11/2026; count lines, a RETURN line -£34.99 and a club-discount line; TOTAL £53.49, VAT 20% included, Total
  // excl. VAT; Mastercard Debit contactless, Change; the refund note and "Powered by Counterline Retail".
  { name: 'pos-gb-lightspeed-style-retail-receipt-80mm-bike-shop-exchange-returned-item-negative-line-count-lines-club-discount-line-vat-included-net-mastercard-debit-contactless-refund-note-powered-by', kind: 'receipt', size: [226, 500], expect: { vendorName: 'Cogworks Cycles Ltd', invoiceDate: '2026-11-22', tax: 8.92, total: 53.49, currency: 'GBP', paymentMethod: 'card' },
    items: [['Thermal winter gloves – size L', 1, 34.99, 34.99], ['RETURN Thermal winter gloves – size M', -1, 34.99, -34.99], ['Tubeless sealant 500 ml', 1, 16.5, 16.5],
      ['Chain 11-speed, 116 links', 1, 29.99, 29.99], ['Club discount 10%', null, null, -3], ['Workshop: chain fit (labour)', 1, 10, 10]], cells: [
    [70, 16, 'COGWORKS', { size: 16, bold: true }],
    [97, 35, 'CYCLES', { size: 7, bold: true }],
    [79, 47, 'Cogworks Cycles Ltd', { size: 7 }],
    [53, 56, '31 Gloucester Road, Bristol BS7 8AE', { size: 7 }],
    [63, 65, 'VAT Reg. No. GB 447 1820 36', { size: 7 }],
    [83, 74, 'Tel 0117 496 0447', { size: 7 }],
    [12, 92, 'Sale #CC-10447', { size: 7.5 }], R(214, 92, '22/11/2026 15:36', { size: 7.5, width: 80 }),
    [12, 102, 'Served by: Tom · Register 1', { size: 7.5 }],
    [12, 112, 'Customer: R. Okonkwo (Club member)', { size: 7.5 }],
    [12, 122, 'Exchange – original sale #CC-10391 of 14/11/2026', { size: 7 }],
    [12, 134, '#RECT 202 0.5 black'],
    [12, 140, 'Thermal winter gloves – size L', { size: 7.5 }], [20, 150, '1 × £34.99', { size: 7 }], R(214, 150, '£34.99', { size: 7.5, width: 50 }),
    [12, 162, 'RETURN Thermal winter gloves – size M', { size: 7.5 }], [20, 172, '-1 × £34.99', { size: 7 }], R(214, 172, '-£34.99', { size: 7.5, width: 50 }),
    [12, 184, 'Tubeless sealant 500 ml', { size: 7.5 }], [20, 194, '1 × £16.50', { size: 7 }], R(214, 194, '£16.50', { size: 7.5, width: 50 }),
    [12, 206, 'Chain 11-speed, 116 links', { size: 7.5 }], [20, 216, '1 × £29.99', { size: 7 }], R(214, 216, '£29.99', { size: 7.5, width: 50 }),
    [20, 226, 'Club discount 10%', { size: 7 }], R(214, 226, '-£3.00', { size: 7.5, width: 50 }),
    [12, 238, 'Workshop: chain fit (labour)', { size: 7.5 }], [20, 248, '1 × £10.00', { size: 7 }], R(214, 248, '£10.00', { size: 7.5, width: 50 }),
    [12, 260, '#RECT 202 0.5 black'],
    [12, 266, 'Items 4 · Returned 1', { size: 7 }],
    [12, 280, 'TOTAL', { size: 11, bold: true }], R(214, 279, '£53.49', { size: 11, bold: true, width: 70 }),
    [12, 296, 'VAT 20% included', { size: 7.5 }], R(214, 296, '£8.92', { size: 7.5, width: 50 }),
    [12, 306, 'Total excl. VAT', { size: 7.5 }], R(214, 306, '£44.57', { size: 7.5, width: 50 }),
    [12, 320, '#RECT 202 0.5 black'],
    [12, 326, 'Mastercard Debit', { size: 8 }], R(214, 326, '£53.49', { size: 8, width: 50 }),
    [12, 337, '**** **** **** 4471 · Contactless', { size: 7 }],
    [12, 346, 'AID A0000000041010 · Auth 447182', { size: 7 }],
    [12, 357, 'Change', { size: 8 }], R(214, 357, '£0.00', { size: 8, width: 50 }),
    [12, 372, '#RECT 202 0.5 black'],
    [12, 378, 'Refund of £34.99 for the size M gloves is applied', { size: 6.5 }],
    [12, 387, 'to this sale. Returns within 30 days with receipt;', { size: 6.5 }],
    [12, 396, 'workshop labour is non-refundable.', { size: 6.5 }],
    ...qr(88, 410, 50, 9),
    [60, 466, 'Track your service: cogworks.co.uk/s', { size: 6.5 }],
    [62, 480, 'Powered by Counterline Retail', { size: 7, bold: true }],
  ] },

  // German food stand's Kassenbeleg (80 mm, SumUp style): trading name over the UG (haftungsbeschränkt); count lines
  // with A / B letters; Zwischensumme, Trinkgeld, Gesamt 43,00 €; the MwSt table; Kartenzahlung kontaktlos with
  // authorisation, transaction and terminal IDs; a TSE block; the Payfold processor line.
  { name: 'kartenterminal-de-sumup-stil-kassenbeleg-80mm-imbiss-markthalle-mengenzeilen-steuerkennzeichen-a-b-zwischensumme-trinkgeld-gesamt-mwst-tabelle-7-19-kartenzahlung-kontaktlos-transaktions-id-tse-abwickler-fusszeile', kind: 'receipt', size: [226, 460], expect: { vendorName: 'Falafel Kollektiv Berlin UG (haftungsbeschränkt)', invoiceDate: '2026-11-19', tax: 3.3, total: 43, currency: 'EUR', paymentMethod: 'card' },
    items: [['Falafel-Wrap', 2, 7.5, 15], ['Halloumi-Teller', 1, 11.9, 11.9], ['Hausgemachte Limonade 0,4 l', 2, 3.9, 7.8], ['Baklava (3 Stück)', 1, 4.5, 4.5]], cells: [
    [36, 16, 'FALAFEL KOLLEKTIV', { size: 13, bold: true }],
    [29, 34, 'Falafel Kollektiv Berlin UG (haftungsbeschränkt)', { size: 7 }],
    [25, 43, 'Markthalle Neun, Eisenbahnstraße 42/43, 10997 Berlin', { size: 7 }],
    [38, 52, 'St.-Nr. 29/447/18203 · USt-IdNr. DE344718203', { size: 7 }],
    [12, 70, 'Beleg-Nr. 0447', { size: 7.5 }], R(214, 70, '19.11.2026 13:07', { size: 7.5, width: 80 }),
    [12, 80, 'Kasse 1 · Bedient von: Aylin', { size: 7.5 }],
    [12, 92, '#RECT 202 0.5 black'],
    [12, 97, 'Artikel', { size: 7, bold: true }], R(214, 97, 'EUR', { size: 7, bold: true, width: 40 }),
    [12, 107, '#RECT 202 0.4 black'],
    [12, 112, 'Falafel-Wrap', { size: 7.5 }], [22, 122, '2 x 7,50', { size: 7.5 }], R(200, 122, '15,00', { size: 7.5, width: 50 }), R(214, 122, 'B', { size: 7.5, width: 10 }),
    [12, 134, 'Halloumi-Teller', { size: 7.5 }], [22, 144, '1 x 11,90', { size: 7.5 }], R(200, 144, '11,90', { size: 7.5, width: 50 }), R(214, 144, 'B', { size: 7.5, width: 10 }),
    [12, 156, 'Hausgemachte Limonade 0,4 l', { size: 7.5 }], [22, 166, '2 x 3,90', { size: 7.5 }], R(200, 166, '7,80', { size: 7.5, width: 50 }), R(214, 166, 'A', { size: 7.5, width: 10 }),
    [12, 178, 'Baklava (3 Stück)', { size: 7.5 }], [22, 188, '1 x 4,50', { size: 7.5 }], R(200, 188, '4,50', { size: 7.5, width: 50 }), R(214, 188, 'B', { size: 7.5, width: 10 }),
    [12, 200, '#RECT 202 0.4 black'],
    [12, 206, 'Zwischensumme', { size: 8 }], R(214, 206, '39,20 €', { size: 8, width: 60 }),
    [12, 218, 'Trinkgeld', { size: 8 }], R(214, 218, '3,80 €', { size: 8, width: 60 }),
    [12, 232, 'Gesamt', { size: 11, bold: true }], R(214, 231, '43,00 €', { size: 11, bold: true, width: 70 }),
    [12, 248, '#RECT 202 0.5 black'],
    [12, 254, 'MwSt', { size: 6.5, bold: true }], R(100, 254, 'Netto', { size: 6.5, bold: true, width: 40 }), R(150, 254, 'Steuer', { size: 6.5, bold: true, width: 40 }), R(214, 254, 'Brutto', { size: 6.5, bold: true, width: 50 }),
    [12, 264, 'A 19 %', { size: 6.5 }], R(100, 264, '6,55', { size: 6.5, width: 40 }), R(150, 264, '1,25', { size: 6.5, width: 40 }), R(214, 264, '7,80', { size: 6.5, width: 50 }),
    [12, 274, 'B 7 %', { size: 6.5 }], R(100, 274, '29,35', { size: 6.5, width: 40 }), R(150, 274, '2,05', { size: 6.5, width: 40 }), R(214, 274, '31,40', { size: 6.5, width: 50 }),
    [12, 284, 'Summe', { size: 6.5 }], R(100, 284, '35,90', { size: 6.5, width: 40 }), R(150, 284, '3,30', { size: 6.5, width: 40 }), R(214, 284, '39,20', { size: 6.5, width: 50 }),
    [12, 296, 'Das Trinkgeld geht an das Team (nicht umsatzsteuerbar).', { size: 6.5 }],
    [12, 308, '#RECT 202 0.5 black'],
    [12, 314, 'Kartenzahlung', { size: 8 }], R(214, 314, '43,00 €', { size: 8, width: 60 }),
    [12, 325, 'Visa Debit •••• 4471 · kontaktlos', { size: 7 }],
    [12, 334, 'Autorisierungscode 447182', { size: 7 }],
    [12, 343, 'Transaktions-ID TQ7XK4471M', { size: 7 }],
    [12, 352, 'Terminal-ID 2L4471 · AID A0000000031010', { size: 7 }],
    [12, 364, '#RECT 202 0.4 black'],
    [12, 370, 'TSE-Seriennummer: 4f1e9b2c77a0d4471820', { size: 6 }],
    [12, 378, 'TSE-Start: 2026-11-19T13:06:41', { size: 6 }],
    [12, 386, 'TSE-Ende: 2026-11-19T13:07:12', { size: 6 }],
    [12, 394, 'Signaturzähler: 18204 · Transaktionsnr.: 9931', { size: 6 }],
    [58, 410, 'Vielen Dank und guten Appetit!', { size: 7.5, bold: true }],
    [33, 424, 'Zahlung abgewickelt von Payfold Payments Ltd, Dublin', { size: 6.5 }],
    [66, 433, 'Kassensystem: Payfold Kasse 3.2', { size: 6.5 }],
  ] },

  // Dutch cheese shop's kassabon (80 mm, Zettle style): the V.O.F.; weight lines "0,452 kg × € 24,90/kg" and count
  // lines; Totaal € 39,87; btw per rate over its base and Totaal btw; Kaart with Debit Mastercard contactless; a
  // digital-receipt QR code, the exchange line and "Betaling verwerkt door Kassaloop".
  { name: 'kassa-app-nl-zettle-stijl-kassabon-80mm-kaashandel-gewicht-kg-maal-prijs-per-kg-aantal-regels-btw-9-en-21-over-bedrag-totaal-btw-debit-mastercard-contactloos-digitale-bon-qr-verwerkt-door', kind: 'receipt', size: [226, 410], expect: { vendorName: 'Kaashandel Van Dijk V.O.F.', invoiceDate: '2026-11-21', tax: 4.47, total: 39.87, currency: 'EUR', paymentMethod: 'card' },
    items: [['Oude boerenkaas', 0.452, 24.9, 11.25], ['Jonge geitenkaas met honing', 0.31, 21.5, 6.67], ['Stroopwafels vers (10 st.)', 2, 4.5, 9], ['Kaasschaaf RVS', 1, 12.95, 12.95]], cells: [
    [27, 16, 'KAASHANDEL VAN DIJK', { size: 13, bold: true }],
    [66, 34, 'Kaashandel Van Dijk V.O.F.', { size: 7 }],
    [52, 43, 'Lindengracht 91, 1015 KD Amsterdam', { size: 7 }],
    [47, 52, 'btw NL003447182B02 · KvK 60447182', { size: 7 }],
    [12, 70, 'Bon #1187', { size: 7.5 }], R(214, 70, 'za 21 nov. 2026 11:42', { size: 7.5, width: 90 }),
    [12, 80, 'Verkoper: Joost · Kassa 2', { size: 7.5 }],
    [12, 92, '#RECT 202 0.5 black'],
    [12, 98, 'Oude boerenkaas', { size: 7.5 }], [22, 108, '0,452 kg × € 24,90/kg', { size: 7 }], R(214, 108, '€ 11,25', { size: 7.5, width: 50 }),
    [12, 120, 'Jonge geitenkaas met honing', { size: 7.5 }], [22, 130, '0,310 kg × € 21,50/kg', { size: 7 }], R(214, 130, '€ 6,67', { size: 7.5, width: 50 }),
    [12, 142, 'Stroopwafels vers (10 st.)', { size: 7.5 }], [22, 152, '2 × € 4,50', { size: 7 }], R(214, 152, '€ 9,00', { size: 7.5, width: 50 }),
    [12, 164, 'Kaasschaaf RVS', { size: 7.5 }], [22, 174, '1 × € 12,95', { size: 7 }], R(214, 174, '€ 12,95', { size: 7.5, width: 50 }),
    [12, 187, '#RECT 202 0.5 black'],
    [12, 194, 'Totaal', { size: 11, bold: true }], R(214, 193, '€ 39,87', { size: 11, bold: true, width: 70 }),
    [12, 210, '#RECT 202 0.4 black'],
    [12, 216, '9% btw over € 26,92', { size: 7.5 }], R(214, 216, '€ 2,22', { size: 7.5, width: 50 }),
    [12, 227, '21% btw over € 12,95', { size: 7.5 }], R(214, 227, '€ 2,25', { size: 7.5, width: 50 }),
    [12, 238, 'Totaal btw', { size: 7.5 }], R(214, 238, '€ 4,47', { size: 7.5, width: 50 }),
    [12, 251, '#RECT 202 0.5 black'],
    [12, 257, 'Kaart', { size: 8 }], R(214, 257, '€ 39,87', { size: 8, width: 50 }),
    [12, 268, 'Debit Mastercard •••• 4471 · Contactloos', { size: 7 }],
    [12, 277, 'AID A0000000041010 · Autorisatie 447182', { size: 7 }],
    [12, 286, 'Terminal 2K-0447 · Transactie 0447-1187', { size: 7 }],
    ...qr(88, 302, 50, 11),
    [72, 358, 'Scan voor je digitale bon', { size: 7 }],
    [30, 372, 'Ruilen binnen 7 dagen met bon (kaas uitgezonderd).', { size: 6.5 }],
    [56, 386, 'Betaling verwerkt door Kassaloop', { size: 7, bold: true }],
  ] },

  // Australian pizzeria's TAX INVOICE receipt (80 mm, Clover style): the Pty Ltd with ABN; Online Order #A-2047 with
  // order and pickup times and an Order ID; modifiers and "2 @ $8.50" count lines; Subtotal, a promo-code discount, a
  // card surcharge, Total $99.57, GST included; Mastercard contactless; a QR code, the refund line and "Powered by
  // Tessera POS".
  { name: 'pos-au-clover-style-pizzeria-tax-invoice-receipt-80mm-online-order-number-pickup-order-id-modifiers-count-lines-subtotal-promo-code-discount-card-surcharge-gst-included-mastercard-contactless-refund-line-powered-by', kind: 'receipt', size: [226, 475], expect: { vendorName: 'Tuscan Oven Pty Ltd', invoiceDate: '2026-11-20', tax: 9.05, total: 99.57, currency: 'AUD', paymentMethod: 'card' },
    items: [['Large Margherita', null, null, 26], ['Large Diavola', null, null, 27], ['Garlic Bread', 2, 8.5, 17], ['Caesar Salad', null, null, 16], ['Tiramisu', null, null, 11],
      ['Sparkling Water 750 ml', 2, 6, 12]], cells: [
    [62, 16, 'TUSCAN OVEN', { size: 15, bold: true }],
    [95, 35, 'PIZZERIA', { size: 7, bold: true }],
    [39, 47, 'Tuscan Oven Pty Ltd · ABN 63 447 182 036', { size: 7 }],
    [54, 56, '88 Glebe Point Rd, Glebe NSW 2037', { size: 7 }],
    [88, 65, '(02) 9555 0147', { size: 7 }],
    [85, 80, 'TAX INVOICE', { size: 8.5, bold: true }],
    [12, 96, 'Online Order #A-2047', { size: 9, bold: true }],
    [12, 108, 'Ordered 20/11/2026 6:12 PM · Pickup 6:40 PM', { size: 7 }],
    [12, 117, 'Order ID 4Q7KX2M9PA1B3 · Employee: Marco', { size: 7 }],
    [12, 129, '#RECT 202 0.5 black'],
    [12, 135, 'Large Margherita', { size: 8 }], R(214, 135, '$26.00', { size: 8, width: 50 }),
    [22, 145, '+ Buffalo mozzarella (+$4.00)', { size: 7 }],
    [12, 157, 'Large Diavola', { size: 8 }], R(214, 157, '$27.00', { size: 8, width: 50 }),
    [22, 167, 'No olives', { size: 7 }],
    [12, 179, 'Garlic Bread', { size: 8 }], [22, 189, '2 @ $8.50', { size: 7 }], R(214, 189, '$17.00', { size: 8, width: 50 }),
    [12, 201, 'Caesar Salad', { size: 8 }], R(214, 201, '$16.00', { size: 8, width: 50 }),
    [12, 213, 'Tiramisu', { size: 8 }], R(214, 213, '$11.00', { size: 8, width: 50 }),
    [12, 225, 'Sparkling Water 750 ml', { size: 8 }], [22, 235, '2 @ $6.00', { size: 7 }], R(214, 235, '$12.00', { size: 8, width: 50 }),
    [12, 248, '#RECT 202 0.5 black'],
    [12, 254, 'Subtotal', { size: 8 }], R(214, 254, '$109.00', { size: 8, width: 50 }),
    [12, 265, 'Discount ONLINE10 (10%)', { size: 8 }], R(214, 265, '-$10.90', { size: 8, width: 50 }),
    [12, 276, 'Card surcharge 1.5%', { size: 8 }], R(214, 276, '$1.47', { size: 8, width: 50 }),
    [12, 290, 'Total', { size: 11, bold: true }], R(214, 289, '$99.57', { size: 11, bold: true, width: 70 }),
    [12, 305, 'GST included in total', { size: 7.5 }], R(214, 305, '$9.05', { size: 7.5, width: 50 }),
    [12, 318, '#RECT 202 0.5 black'],
    [12, 324, 'Mastercard', { size: 8 }], R(214, 324, '$99.57', { size: 8, width: 50 }),
    [12, 335, 'XXXXXXXXXXXX4471 · Contactless', { size: 7 }],
    [12, 344, 'AID A0000000041010 · Auth code 447182', { size: 7 }],
    [12, 353, 'Paid 20/11/2026 6:44 PM · Ref 2047-0447', { size: 7 }],
    ...qr(88, 368, 50, 13),
    [80, 424, 'Scan to order again', { size: 7 }],
    [25, 438, 'Refunds: contact us within 24 h quoting Order #A-2047.', { size: 6.5 }],
    [70, 452, 'Powered by Tessera POS', { size: 7, bold: true }],
  ] },
];
