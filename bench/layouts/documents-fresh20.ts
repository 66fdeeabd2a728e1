// A twentieth fresh batch of 16 hand-built documents (10 invoices, 6 receipts) in the format of documents.ts, written
// on 2026-11-25 blind to the engine: their author read only documents.ts, documents-fresh19.ts and
// documents-fresh18.ts (for the format, the conventions and the header style, and to avoid repeating their themes)
// and render.ts (for the page, the fonts and the drawing commands), nothing under engine/, server/, data/, models/ or
// test/ nor any other file under bench/, and ran neither the engine, the tests nor a benchmark (only the type check
// and a throwaway script outside the repository that renders these documents through render.ts's renderPdf,
// rasterises them with pdftoppm, and checks that no text overlaps other text, a rule or a box edge, or leaves the
// page, that right-aligned text fits its width, and that the arithmetic holds).
// The theme is new: THE PARTS OF EUROPE AND ITS NEIGHBOURS THE EARLIER BATCHES BARELY TOUCHED, all in Latin script,
// each in its own language with its local paper habits: Poland (twice), Hungary (twice), Romania, Slovakia, Slovenia,
// Lithuania, Estonia, Finland (twice), Norway, Turkey, Croatia, Latvia and Iceland. Real document kinds: a van
// workshop's Faktura VAT, a hotel's számla, an electricity bill, a construction subcontractor's faktúra, a telecom
// račun, a printing house's PVM sąskaita faktūra, an IT contractor's arve, an accounting firm's lasku, a fish
// wholesaler's faktura and a tea-and-coffee wholesaler's e-Arşiv fatura; a supermarket's paragon fiskalny, a bakery's
// nyugta, a café's račun with JIR and ZKI, a pharmacy's čeks, a fuel station's kvittun and a taxi's kuitti. Vendor
// and buyer names carry their language's letters (ł, ś, ż, ő, ű, ă, ș, ț, č, ď, ž, ą, ė, ū, ā, ļ, ī, õ, ä, ö, ø, æ,
// þ, ð, ğ, ı, ş, İ, Đ); render.ts sets a text with a letter outside Latin-1 in Liberation Sans, whose taller ascender
// puts it lower than Helvetica at the same y, so such cells are raised to share their row's baseline. Numbers as the
// locals print them: 21 584,29 zł; 207 383 Ft and 3 580 Ft without decimals; 2.131,02 lei; 7 001,40 EUR; 135,11 €; 3
// 553,21 EUR; EUR 5 126,20; 1 173,28 €; kr 10 657,00; 36.431,80 TL; 130,35; 19,50; 31,71; 11.308 kr. without
// decimals; 64,93.
// The VAT rates are those in force in November 2026 as far as the author knows them: Polish 23 / 8 / 5 %, Hungarian
// 27 / 18 / 5 % with the Budapest tourist tax outside VAT, Romanian 21 % (raised from 19 % in August 2025), Slovak
// reverse charge (PDP) beside a 23 / 19 / 5 % recap, Slovenian 22 %, Lithuanian 21 % and 9 % (books), Estonian
// reverse charge at 0 %, Finnish 25,5 % and 14 % (passenger transport) and a 0 % pass-through fee, Norwegian 15 %
// (food) and 25 %, Turkish KDV %10 and %20, Croatian PDV 13 % and 25 % with the 3 % consumption tax PNP, Latvian PVN
// 12 % (medicines) and 21 %, Icelandic VSK 24 % and 11 %. The distractors: seller and buyer blocks side by side with
// both tax numbers (NIP, adószám, CUI, IČO / DIČ / IČ DPH, ID za DDV, PVM kodas, KMKR / ALV-nro, Y-tunnus, Org.nr
// MVA, VKN, OIB), a receiving address, IBANs, KRS / REGON / BDO / cégjegyzékszám / Reg. Com. / registrikood numbers,
// order, repair-order, delivery-note (WZ, važtaraštis, pakkseddel, irsaliye), customer, contract, booking, meter, POD
// and reference numbers (viitenumero, viitenumber, KID, variabilný symbol, SI00 reference), sale, performance,
// delivery, stay and billing-period dates that differ from the issue date, per-line and per-rate VAT, VAT summary
// tables, amounts in words (Słownie, betűvel, Suma žodžiais, Yalnız), the Polish split-payment box, reverse-charge
// notes, an advance deducted after the total, a previous balance and payment on a utility bill, a telecom bill's
// instalment and third-party payments outside VAT, discount columns and discount lines, øreavrunding and a cash
// rounding to 5 forint, change given, card-slip blocks with terminal IDs and authorisation codes, loyalty points,
// fiscal codes (JIR, ZKI, AP number, NAV code, ETTN), payment slips (a Romanian talon, a Slovenian UPN, a Finnish
// tilisiirto with the virtual bar code, a Norwegian giro) and QR codes.
// Invoices:
//  1. Poland (Pruszków), A4: a van workshop's Faktura VAT nr FV 1184/11/2026 (ORYGINAŁ; Data wystawienia 21.11.2026,
//     Data wykonania usługi 19.11.2026, Termin płatności 05.12.2026 (14 dni)); framed Sprzedawca and Nabywca boxes
//     with both NIPs, REGON, KRS and BDO; the repair order ZN/2026/1147 of 16.11.2026 and the vehicle (registration,
//     VIN, mileage); Lp. / Nazwa / Ilość / J.m. / Cena netto / Rabat / Wartość netto / VAT: a regenerated engine and
//     a turbocharger with a 5% fleet discount, parts, oil in litres, labour 14,5 rbh × 180,00, diagnostics and
//     disposal, all 23%; a Stawka / netto / VAT / brutto summary with Razem 17 548,20 / 4 036,09 / 21 584,29; Do
//     zapłaty 21 584,29 zł, "Słownie: dwadzieścia jeden tysięcy pięćset osiemdziesiąt cztery złote 29/100"; a framed
//     MECHANIZM PODZIELONEJ PŁATNOŚCI box with the /VAT/…/IDC/…/INV/… transfer message; the white-list account; two
//     signature lines and the KRS footer.
//  2. Hungary (Budapest), A4: a hotel's SZÁMLA (Számlaszám DGY-2026/004471, Számla kelte 2026. 11. 23., Teljesítés
//     dátuma 2026. 11. 21., Fizetési határidő 2026. 12. 08., átutalás) under a dark band; Vevő (a Győr company with
//     its adószám) and the guest's stay (2026. 11. 18. – 2026. 11. 21., room 412, booking number) side by side; a
//     folio table Dátum / Megnevezés / Mennyiség / Nettó egységár / Nettó érték / ÁFA / ÁFA érték / Bruttó érték:
//     three nights at 18 %, breakfast and dinner at 5 %, wine, minibar and garage parking at 27 %, the tourist tax
//     "TÁH" outside VAT; an ÁFA-összesítő; Nettó összesen 177 846 Ft, ÁFA összesen 29 537 Ft, Bruttó összesen 207 383
//     Ft, "Levonva: előleg" -50 000 Ft and a dark FIZETENDŐ 157 383 Ft; the advance invoice's number, the amount in
//     words, the late-payment clause.
//  3. Romania (Brașov), A4: an electricity supplier's FACTURĂ FISCALĂ (Seria TBE nr. 11844712, Data emiterii
//     21.11.2026, Data scadentă 21.12.2026, billing period 01.10.–31.10.2026) with CUI and Reg. Com. J08/… for both
//     supplier and client; client and place-of-consumption blocks (cod client, contract, POD); a TOTAL DE PLATĂ band
//     2.131,02 lei; the meter reading (index vechi 48.212, index nou 49.630, 1.418 kWh); six lines in kWh and the
//     excise in MWh with four-decimal unit prices and their TVA at 21 %; Total fără TVA 1.761,17, TVA 21% 369,85,
//     Total factură curentă 2.131,02; the account position (previous invoice 1.987,40 paid, Sold 0,00); a six-month
//     consumption bar chart; a detachable payment stub "Factura TBE 11844712" with a bar code.
//  4. Slovakia (Trnava), A4: an electrical subcontractor's FAKTÚRA – DAŇOVÝ DOKLAD č. 2026110047 (Dátum vyhotovenia
//     20.11.2026, Dátum dodania 31.10.2026, Dátum splatnosti 04.12.2026) to a main contractor: Dodávateľ and a framed
//     Odberateľ with IČO, DIČ and IČ DPH; the bank block (IBAN, SWIFT, variabilný and konštantný symbol); the order,
//     the zmluva o dielo and the súpis prác; five construction lines marked PDP; a Rekapitulácia DPH (23 %, 19 %, 5 %
//     at 0,00 and PDP 7 001,40 / 0,00); Spolu bez DPH 7 001,40 EUR, DPH 0,00 EUR, K úhrade 7 001,40 EUR; the
//     "Prenesenie daňovej povinnosti – § 69 ods. 12 písm. j)" box; a retention note; a stamp box.
//  5. Slovenia (Ljubljana / Bled), A4: a telecom's RAČUN št. 26-3318-004471 (Datum izdaje 4. 11. 2026, Datum
//     opravljene storitve 31. 10. 2026, Obdobje obračuna 1. 10.–31. 10. 2026, Rok plačila 18. 11. 2026) to a café run
//     as an s.p.; a Za plačilo band 135,11 €; services with DDV (subscriptions for November, October calls and data,
//     router rent, a loyalty discount -3,99): Osnova za DDV 22 % 86,73, DDV 22 % 19,08, Skupaj z DDV 105,81; then
//     "Postavke, ki niso predmet DDV": a phone instalment 12 of 24 and SMS parking paid to third parties, 29,30; ZA
//     PLAČILO 135,11 €; the last payment and open balance; a UPN form with IBAN, SI00 reference, purpose code TELE
//     and a QR code.
//  6. Lithuania (Vilnius), A4: a printing house's PVM SĄSKAITA FAKTŪRA, "Serija ASP Nr. 0004471", 2026-11-20,
//     centred; Pardavėjas and Pirkėjas columns with įmonės and PVM kodas, the delivery address; the order, the
//     važtaraštis and the delivery date 2026-11-18; "Apmokėti iki: 2026-12-04"; a fully ruled grid of menus, flyers
//     at 0,0462, business cards at 0,065, design hours and delivery at 21 % and a cookbook at 9 %; Suma be PVM 3
//     121,00, PVM per rate with its base, PVM suma 432,21, Iš viso su PVM 3 553,21 EUR; "Suma žodžiais: trys
//     tūkstančiai penki šimtai penkiasdešimt trys eurai, 21 ct"; "Mokėjimo paskirtis: ASP 0004471"; Sąskaitą išrašė /
//     gavo lines.
//  7. Estonia (Tallinn), A4: an IT contractor's bilingual ARVE / INVOICE nr 2026-118 (Arve kuupäev 21.11.2026,
//     Maksetähtaeg 05.12.2026, Viitenumber 20261188, contract, PO and period 01.11.–15.11.2026) to a Finnish
//     restaurant group with its Y-tunnus and ALV-nro: development and review hours at 68,00, resold cloud hosting and
//     a 5 % discount line -260,10; Summa KM-ta 5 126,20, Käibemaks 0 % (pöördmaksustamine) 0,00, Tasuda EUR 5 126,20;
//     the reverse-charge notes in Estonian and English; the LHV IBAN; the KMKR footer.
//  8. Finland (Jyväskylä), A4: an accounting firm's LASKU (Päivämäärä 20.11.2026, Laskun numero 26118, Asiakasnumero,
//     Viitteenne / Viitteemme, 14 pv netto, Eräpäivä 04.12.2026, Viivästyskorko, Huomautusaika, Viitenumero 1 04472
//     61188): the monthly bookkeeping, extra vouchers at 0,90, payslips, the VAT return and 1,5 h of advice at 25,5
//     %, and a trade-register fee passed through at 0 %; an ALV-erittely; Veroton yhteensä 955,20, Arvonlisävero
//     yhteensä 218,08, Yhteensä 1 173,28, Maksettava 1 173,28 €; a TILISIIRTO · GIRERING form with two banks' IBANs,
//     the reference, the due date and the amount, and the 54-digit virtuaaliviivakoodi with a bar code.
//  9. Norway (Bergen), A4: a fish wholesaler's FAKTURA (Fakturanr. 204471, Fakturadato 20.11.2026, Leveringsdato
//     19.11.2026, Kundenr., Ordrenr., Pakkseddel, 14 dager netto, Forfallsdato 04.12.2026, KID 30447204477); Kunde
//     and "Levert til" blocks; Varenr. / Beskrivelse / Antall / Enh. / Pris / Rab. % / MVA / Beløp: fish by the kilo
//     to two decimals, a king crab with 5 % discount, mussels by the sack and soup base at 15 %, vacuum bags and
//     gloves at 25 %; Sum eks. mva 9 205,45, MVA 15 % av 8 500,45 1 275,07, MVA 25 % av 705,00 176,25, Sum inkl. mva
//     10 656,77, Øreavrunding 0,23, Å betale kr 10 657,00; catch and temperature notes; a GIRO strip.
// 10. Turkey (Rize), A4: a tea-and-coffee wholesaler's e-ARŞİV FATURA in the tax administration's layout: the seller
//     block between rules (Vergi Dairesi, VKN, Mersis No), a framed e-ARŞİV FATURA mark, a QR code; SAYIN and the
//     buyer with its Vergi Dairesi and VKN; an info grid (Özelleştirme No TR1.2, Senaryo EARSIVFATURA, Fatura Tipi
//     SATIS, Fatura No KCK2026000004471, Fatura Tarihi 21-11-2026, Fatura Saati, İrsaliye No and Tarihi 19-11-2026,
//     Sipariş No); the ETTN; a fully ruled table with Miktar, Birim Fiyat, İskonto Oranı / Tutarı, KDV Oranı / Tutarı
//     and Mal Hizmet Tutarı (tea with %5 iskonto, coffee at %10, paper cups and a machine service at %20); Mal Hizmet
//     Toplam Tutarı 32.978,00 TL, Toplam İskonto 690,00 TL, Hesaplanan KDV(%10) 2.313,80 TL, Hesaplanan KDV(%20)
//     1.830,00 TL, Vergiler Dahil Toplam Tutar and Ödenecek Tutar 36.431,80 TL; "YALNIZ: Otuz Altı Bin Dört Yüz Otuz
//     Bir Türk Lirası Seksen Kuruş", the term "Son ödeme tarihi: 21.12.2026" and the IBAN.
// Receipts:
// 11. Poland (Szczecin), 80 mm: a supermarket's PARAGON FISKALNY (2026-11-21 17:42, nr wydr. 084471) with "NIP
//     nabywcy", one line per article ("0,742 x14,99 11,12 C") with PTU letters A / B / C, a "Rabat" line -1,50; the
//     Sprzedaż opodatkowana and Kwota PTU lines per rate, Suma PTU 16,32, SUMA PLN 130,35; the till line and the
//     register number; Karta płatnicza with the terminal and authorisation code; loyalty points.
// 12. Hungary (Budapest), 80 mm: a bakery's NYUGTA with rate codes A00 (5 %) and C00 (27 %), "6 db x 49 Ft" under a
//     name; ÖSSZESEN 3 579 Ft, KEREKÍTÉS 1 Ft, FIZETENDŐ 3 580 Ft, KÉSZPÉNZ 5 000 Ft, VISSZAJÁRÓ 1 420 Ft; an
//     ÁFA-összesítő; 2026.11.21. 07:46, NYUGTASZÁM, the AP number and the NAV code.
// 13. Croatia (Split), 80 mm: a café's račun (Račun br. 1184/RIVA/2, 21.11.2026. 10:37:12, table and operator): Naziv
//     / Kol. / Cijena / Iznos; UKUPNO EUR 19,50; "Način plaćanja: Kartice" with the Mastercard, TID and authorisation
//     code; a tax table PDV 13 % / PDV 25 % / PNP 3 % with Osnovica and Iznos; JIR and ZKI; a QR code.
// 14. Latvia (Rīga), 80 mm: a pharmacy's kases čeks (21.11.2026 16:05): medicines at PVN B 12 % and a supplement and
//     hand cream at A 21 %, "1 x 3,89" under each name, a loyalty discount line -1,20; Kopā apmaksai EUR 31,71;
//     Maksājumu karte with terminal ID and authorisation code; a PVN table with Kopā 27,03 / 4,68 / 31,71; points.
// 15. Iceland (Ísafjörður), 80 mm: a fuel station's KVITTUN (Dags. 21.11.2026 kl. 08:14): "38,42 L x 219,90 kr/L"
//     8.449, a key-fob discount "38,42 L x -12,00 kr/L" -461, washer fluid at 24 %, two hot dogs and a coffee at 11
//     %; SAMTALS 11.308 kr.; Greitt með korti with the terminal, authorisation and transaction numbers; a VSK table
//     (24 % 7.482 / 1.796 / 9.278, 11 % 1.829 / 201 / 2.030) and Samtals VSK 1.997.
// 16. Finland (Vantaa), 58 mm: a taxi's KUITTI (Auto ESP-447, 21.11.2026, 22:47–23:12, airport to Kallio):
//     Perusmaksu, "21,4 km x 1,59", "25 min x 0,84" and an airport supplement; YHTEENSÄ EUR 64,93, Sis. ALV 14 %
//     7,97, Veroton hinta 56,96; Korttimaksu with Päätetunnus, Hyväksyntäkoodi, Arkistointiviite and VELOITUS 64,93
//     EUR.
// Date forms: 21.11.2026 with 19.11.2026, 16.11.2026 and 05.12.2026; "2026. 11. 23." with "2026. 11. 21.", "2026. 12.
// 08.", "2026. 11. 18.", "2026. 10. 30-án" and row dates "11. 18–20."; 21.11.2026 with "01.10.–31.10.2026",
// 30.09.2026, 31.10.2026, 21.12.2026, 21.10.2026 and 20.11.2026; 20.11.2026 with 31.10.2026, 04.12.2026, 02.09.2026
// and 06.11.2026; "4. 11. 2026" with "31. 10. 2026", "1. 10.–31. 10. 2026", "1. 11.–30. 11. 2026", "18. 11. 2026" and
// "15. 10. 2026"; 2026-11-20 with 2026-10-29, 2026-11-18 and 2026-12-04; 21.11.2026 with 05.12.2026 and
// "01.11.–15.11.2026"; 20.11.2026 with 04.12.2026 and "10/2026"; 20.11.2026 with 19.11.2026, 17.11.2026 and
// 04.12.2026; "21-11-2026" with "19-11-2026" and 21.12.2026; on receipts "2026-11-21 17:42", "2026.11.21. 07:46",
// "21.11.2026. 10:37:12", "21.11.2026 16:05", "Dags. 21.11.2026 kl. 08:14" and "Pvm 21.11.2026" with "Alku 22:47".
// render.ts draws one page only, so every document fits on one. Once the engine has been fixed on any of them they
// are a development set like documents.ts, and stop measuring anything unbiased.
// Conventions as fresh18 and fresh19: `expect` lists only fields the printed text makes certain. The vendor is the
// issuing company in its most complete printed form, with its legal form (Auto-Serwis Włodarczyk Sp. z o.o., Duna
// Gyöngye Szállodaüzemeltető Kft., Țara Bârsei Energie S.A., Elektro-Montáž Ďurčo s.r.o., Žarek Telekom d.o.o., UAB
// „Ąžuolo spaustuvė“ with its quotation marks, Põhjatäht Tarkvara OÜ, Tilitoimisto Kärkkäinen & Hölttä Oy, Brødrene
// Sæbø Fiskeengros AS, Karadeniz Çay ve Kahve Gıda San. ve Tic. Ltd. Şti., Złoty Kłos Sp. z o.o., Szőke és Fia Pékség
// Kft., Đardin ugostiteljstvo j.d.o.o., SIA „Zaļā Ozola aptieka“, Fjarðarorka ehf., Taksipalvelu J. Häkkinen Oy),
// never the word mark over it (WŁODARCZYK, DUNA GYÖNGYE, ȚARA BÂRSEI, žarek, Põhjatäht, Kärkkäinen & Hölttä, BRØDRENE
// SÆBØ, SZŐKE PÉKSÉG, KAVANA ĐARDIN, ZAĻĀ OZOLA APTIEKA, FJÖRÐUR, TAKSI HÄKKINEN) nor the buyer. The invoiceNumber is
// the invoice's own number as printed (FV 1184/11/2026 without "nr", DGY-2026/004471, 2026110047, 26-3318-004471,
// 2026-118, 26118, 204471, KCK2026000004471); where a series and a number are printed apart, as Romanian and
// Lithuanian invoices do ("Seria TBE nr. 11844712", "Serija ASP Nr. 0004471"), it is the series and the number with
// one space, as the same page prints them together ("Factura TBE 11844712", "Mokėjimo paskirtis: ASP 0004471"); it is
// never an order, repair-order, delivery-note, contract, booking, customer, meter, POD, reference, KID,
// variabilný-symbol, advance-invoice, ETTN or irsaliye number; receipts carry none. invoiceDate is the issue date (on
// receipts the sale date), not a sale, performance, delivery, stay or period date. dueDate is the printed due date:
// Termin płatności, Fizetési határidő, Data scadentă, Dátum splatnosti, Rok plačila, Apmokėti iki, Maksetähtaeg,
// Eräpäivä, Forfallsdato and the Turkish "Son ödeme tarihi". subtotal is the printed pre-tax figure that covers every
// line (the Razem row's Wartość netto, Nettó összesen, Total fără TVA, Spolu bez DPH, Suma be PVM, Summa KM-ta,
// Veroton yhteensä, Sum eks. mva), left out where none covers every line (the Slovenian Osnova za DDV leaves out the
// lines outside VAT; the Turkish Mal Hizmet Toplam Tutarı is before the iskonto) and on the tax-inclusive receipts
// (Veroton hinta under the taxi's total is a breakdown, not a subtotal). tax is the VAT as one printed figure (Razem
// Kwota VAT, ÁFA összesen, TVA 21%, DDV 22 %, PVM suma, Arvonlisävero yhteensä, Sum mva, Suma PTU, the PVN table's
// Kopā, Samtals VSK, Sis. ALV 14 %); it is left out where no VAT is charged (the Slovak and Estonian reverse-charge
// invoices print 0,00) and where the rates are printed apart with no combined figure (the Turkish Hesaplanan KDV(%10)
// and KDV(%20), the Hungarian ÁFA-összesítő, the Croatian PDV and PNP lines). The total is what this document
// charges: the Hungarian Bruttó összesen 207 383 Ft, not the FIZETENDŐ 157 383 Ft left after the advance deducted
// below it (as fresh18's banquet deposit); the Romanian current invoice 2.131,02 (its previous balance is settled, so
// Total de plată is the same figure); the Slovenian Za plačilo 135,11 €, which includes the instalment and the
// third-party payments outside VAT; the Norwegian Å betale kr 10 657,00 after the øreavrunding and the Hungarian
// receipt's FIZETENDŐ 3 580 Ft after the 5-forint cash rounding (as fresh18's rounded Swiss total), not the 10 656,77
// and 3 579 before it; the reverse-charge totals are the net amounts. currency is the ISO code (PLN, HUF, RON, EUR,
// NOK, TRY, ISK). paymentMethod is the payment TYPE, on receipts only: card (Karta płatnicza, Kartice, Maksājumu
// karte, Greitt með korti, Korttimaksu) or cash (KÉSZPÉNZ with VISSZAJÁRÓ).
// `items` lists every billed line of the charges table as printed, [description, quantity, unit price, amount]: the
// description is the description cell only (not the Lp. / Varenr. / Sıra No, unit, period, date, rate or VAT-letter
// columns, nor a "2 db x 329 Ft" line under it); the amount is the line's amount column, which on the Polish,
// Hungarian, Romanian, Slovak, Slovenian, Lithuanian, Finnish and Norwegian invoices is the net value (Wartość netto,
// Nettó érték, Valoare fără TVA, Spolu bez DPH, Znesek brez DDV, Suma be PVM, Veroton, Beløp) and on the Turkish one
// the Mal Hizmet Tutarı after the iskonto; the unit price is the printed one before a line discount (Rabat 5%, Rab. %
// 5, İskonto %5,00) and the amount the printed amount after it; null where a quantity or unit price is not printed. A
// discount or rabat line printed among the lines is an item with its printed negative amount (Popust zvestobe -3,99,
// Allahindlus -260,10, Rabat -1,50, Atlaide -1,20; the Icelandic key-fob discount "38,42 L x -12,00 kr/L" carries
// that quantity and negative unit price, as fresh19's "2 x -40,00"); the Slovenian lines outside VAT are items; the
// Hungarian tourist-tax line is an item; the totals, the VAT summaries, the advance deduction, the øreavrunding and
// the cash rounding are not. Decided here for new cases: a quantity printed with a unit is its number (3 éj, 14,5
// rbh, 12,40 kg, 1.418 kWh is 1418, 1,418 MWh is 1.418, 5 000 is 5000, 21,4 km, 25 min); a thousands dot or space
// in a quantity is a separator; a receipt line without "x" has null quantity and unit price
// (the Hungarian bread, the taxi's Perusmaksu); the taxi's Matkamaksu and Aikamaksu are items with their km and
// minutes; the Polish paragon's "0,742 x14,99" gives quantity 0.742.
import type { ProbeDocument } from './documents.js';
import { R, cutLine as dashes, seededBarcode as barcode, seededQr as qr } from './cells.js';

/** A right-aligned cell ending at x. */

export const FRESH20_DOCUMENTS: ProbeDocument[] = [

  // Polish van workshop's Faktura VAT (A4, pl-PL): a red "AW" block and the WŁODARCZYK word mark; right, Faktura VAT,
  // nr FV 1184/11/2026, ORYGINAŁ and the dates (Miejsce wystawienia, Data wystawienia 21.11.2026, Data wykonania
  // usługi 19.11.2026, Termin płatności 05.12.2026 (14 dni), przelew); framed Sprzedawca and Nabywca boxes with both
  // NIPs; the repair order and the vehicle line; a grey-headed table with a Rabat column (5% on the engine and the
  // turbocharger); the 23% summary with Razem; Do zapłaty 21 584,29 zł and Słownie; the MPP box with the transfer
  // message; the white-list account; two signature lines; the KRS footer.
  { name: 'serwis-aut-dostawczych-pl-faktura-vat-zlecenie-naprawy-pojazd-nr-rej-vin-przebieg-czesci-rabat-flotowy-robocizna-rbh-mechanizm-podzielonej-platnosci-slownie-sprzedawca-nabywca', kind: 'invoice', expect: { vendorName: 'Auto-Serwis Włodarczyk Sp. z o.o.', invoiceNumber: 'FV 1184/11/2026', invoiceDate: '2026-11-21', dueDate: '2026-12-05', subtotal: 17548.2, tax: 4036.09, total: 21584.29, currency: 'PLN' },
    items: [['Silnik kompletny 2.3 MultiJet F1AGL411, regenerowany', 1, 11450, 10877.5], ['Turbosprężarka regenerowana 504340177', 1, 2380, 2261],
      ['Zestaw rozrządu z pompą wody 71771580', 1, 1046.5, 1046.5], ['Olej silnikowy 5W-30 ACEA C3', 7, 42.9, 300.3], ['Filtr oleju', 1, 38.7, 38.7],
      ['Filtr powietrza', 1, 74.2, 74.2], ['Płyn chłodniczy G12+', 10, 14.5, 145], ['Robocizna – wymiana silnika i osprzętu', 14.5, 180, 2610],
      ['Diagnostyka komputerowa i jazda próbna', 1, 150, 150], ['Utylizacja zużytych płynów eksploatacyjnych', 1, 45, 45]], cells: [
    [40, 34, '#RECT 34 34 #b91c1c'],
    [44.5, 45, 'AW', { size: 13, bold: true, width: -1 }],
    [82, 29.9, 'WŁODARCZYK', { size: 18, bold: true }],
    [83, 58.5, 'SERWIS AUT DOSTAWCZYCH · PRUSZKÓW', { size: 7.5, bold: true }],
    [40, 78.6, 'Naprawy silników i skrzyń biegów · flota firmowa · tel. 22 758 44 71 · serwis@wlodarczyk-auto.pl', { size: 7.5 }],
    R(555, 34, 'Faktura VAT', { size: 17, bold: true, width: 220 }),
    R(555, 56, 'nr FV 1184/11/2026', { size: 11, bold: true, width: 220 }),
    R(555, 68.6, 'ORYGINAŁ', { size: 7.5, width: 100 }),
    [380, 96, 'Miejsce wystawienia:', { size: 8.5 }], R(555, 96, 'Pruszków', { size: 8.5 }),
    [380, 108, 'Data wystawienia:', { size: 8.5 }], R(555, 108, '21.11.2026', { size: 8.5 }),
    [380, 118.4, 'Data wykonania usługi:', { size: 8.5 }], R(555, 120, '19.11.2026', { size: 8.5 }),
    [380, 130.4, 'Termin płatności:', { size: 8.5 }], R(555, 132, '05.12.2026 (14 dni)', { size: 8.5, bold: true }),
    [380, 142.4, 'Sposób płatności:', { size: 8.5 }], R(555, 144, 'przelew', { size: 8.5 }),
    [40, 164, '#RECT 250 72 black stroke'],
    [48, 170, 'Sprzedawca', { size: 7, bold: true }],
    [48, 179.2, 'Auto-Serwis Włodarczyk Sp. z o.o.', { size: 9.5, bold: true }],
    [48, 193.4, 'ul. Przemysłowa 27, 05-800 Pruszków', { size: 8.5 }],
    [48, 207, 'NIP 534-284-71-04 · REGON 142447180', { size: 8.5 }],
    [48, 219, 'KRS 0000318204 · BDO 000447182', { size: 8.5 }],
    [305, 164, '#RECT 250 72 black stroke'],
    [313, 170, 'Nabywca', { size: 7, bold: true }],
    [313, 179.2, 'Catering Dębowski Sp. z o.o.', { size: 9.5, bold: true }],
    [313, 193.4, 'ul. Żelazna 59A, 00-848 Warszawa', { size: 8.5 }],
    [313, 207, 'NIP 525-271-44-86', { size: 8.5 }],
    [313, 219.7, 'Nr klienta K-00471 · zamówienie CD/ZAK/2026/088', { size: 7.5 }],
    [40, 248.4, 'Dotyczy zlecenia naprawy ZN/2026/1147 z 16.11.2026 · odbiór pojazdu 19.11.2026: Tomasz Źrebiec', { size: 8.5 }],
    [40, 263, 'Pojazd: Fiat Ducato 2.3 MultiJet · nr rej. WPR 7K418 · VIN ZFA25000001847182 · przebieg 212 418 km', { size: 8.5 }],
    [40, 284, '#RECT 515 18 #e5e7eb'],
    [44, 289, 'Lp.', { size: 7, bold: true }], [62, 287.7, 'Nazwa towaru lub usługi', { size: 7, bold: true }], R(330, 287.7, 'Ilość', { size: 7, bold: true }),
    [336, 289, 'J.m.', { size: 7, bold: true }], R(412, 289, 'Cena netto', { size: 7, bold: true }), R(446, 289, 'Rabat', { size: 7, bold: true }),
    R(508, 287.7, 'Wartość netto', { size: 7, bold: true }), R(551, 289, 'VAT', { size: 7, bold: true }),
    [44, 308, '1', { size: 7.5 }], [62, 308, 'Silnik kompletny 2.3 MultiJet F1AGL411, regenerowany', { size: 7.5 }], R(330, 308, '1', { size: 7.5 }), [336, 308, 'szt.', { size: 7.5 }], R(412, 308, '11 450,00', { size: 7.5 }), R(446, 308, '5%', { size: 7.5 }), R(508, 308, '10 877,50', { size: 7.5 }), R(551, 308, '23%', { size: 7.5 }),
    [44, 322, '2', { size: 7.5 }], [62, 320.6, 'Turbosprężarka regenerowana 504340177', { size: 7.5 }], R(330, 322, '1', { size: 7.5 }), [336, 322, 'szt.', { size: 7.5 }], R(412, 322, '2 380,00', { size: 7.5 }), R(446, 322, '5%', { size: 7.5 }), R(508, 322, '2 261,00', { size: 7.5 }), R(551, 322, '23%', { size: 7.5 }),
    [44, 336, '3', { size: 7.5 }], [62, 334.6, 'Zestaw rozrządu z pompą wody 71771580', { size: 7.5 }], R(330, 336, '1', { size: 7.5 }), [336, 336, 'kpl.', { size: 7.5 }], R(412, 336, '1 046,50', { size: 7.5 }), R(446, 336, '–', { size: 7.5 }), R(508, 336, '1 046,50', { size: 7.5 }), R(551, 336, '23%', { size: 7.5 }),
    [44, 350, '4', { size: 7.5 }], [62, 350, 'Olej silnikowy 5W-30 ACEA C3', { size: 7.5 }], R(330, 350, '7', { size: 7.5 }), [336, 350, 'l', { size: 7.5 }], R(412, 350, '42,90', { size: 7.5 }), R(446, 350, '–', { size: 7.5 }), R(508, 350, '300,30', { size: 7.5 }), R(551, 350, '23%', { size: 7.5 }),
    [44, 364, '5', { size: 7.5 }], [62, 364, 'Filtr oleju', { size: 7.5 }], R(330, 364, '1', { size: 7.5 }), [336, 364, 'szt.', { size: 7.5 }], R(412, 364, '38,70', { size: 7.5 }), R(446, 364, '–', { size: 7.5 }), R(508, 364, '38,70', { size: 7.5 }), R(551, 364, '23%', { size: 7.5 }),
    [44, 378, '6', { size: 7.5 }], [62, 378, 'Filtr powietrza', { size: 7.5 }], R(330, 378, '1', { size: 7.5 }), [336, 378, 'szt.', { size: 7.5 }], R(412, 378, '74,20', { size: 7.5 }), R(446, 378, '–', { size: 7.5 }), R(508, 378, '74,20', { size: 7.5 }), R(551, 378, '23%', { size: 7.5 }),
    [44, 392, '7', { size: 7.5 }], [62, 390.6, 'Płyn chłodniczy G12+', { size: 7.5 }], R(330, 392, '10', { size: 7.5 }), [336, 392, 'l', { size: 7.5 }], R(412, 392, '14,50', { size: 7.5 }), R(446, 392, '–', { size: 7.5 }), R(508, 392, '145,00', { size: 7.5 }), R(551, 392, '23%', { size: 7.5 }),
    [44, 406, '8', { size: 7.5 }], [62, 404.6, 'Robocizna – wymiana silnika i osprzętu', { size: 7.5 }], R(330, 406, '14,5', { size: 7.5 }), [336, 406, 'rbh', { size: 7.5 }], R(412, 406, '180,00', { size: 7.5 }), R(446, 406, '–', { size: 7.5 }), R(508, 406, '2 610,00', { size: 7.5 }), R(551, 406, '23%', { size: 7.5 }),
    [44, 420, '9', { size: 7.5 }], [62, 420, 'Diagnostyka komputerowa i jazda próbna', { size: 7.5 }], R(330, 420, '1', { size: 7.5 }), [336, 418.6, 'usł.', { size: 7.5 }], R(412, 420, '150,00', { size: 7.5 }), R(446, 420, '–', { size: 7.5 }), R(508, 420, '150,00', { size: 7.5 }), R(551, 420, '23%', { size: 7.5 }),
    [44, 434, '10', { size: 7.5 }], [62, 432.6, 'Utylizacja zużytych płynów eksploatacyjnych', { size: 7.5 }], R(330, 434, '1', { size: 7.5 }), [336, 432.6, 'usł.', { size: 7.5 }], R(412, 434, '45,00', { size: 7.5 }), R(446, 434, '–', { size: 7.5 }), R(508, 434, '45,00', { size: 7.5 }), R(551, 434, '23%', { size: 7.5 }),
    [40, 449, '#RECT 515 0.8 black'],
    [40, 458.2, 'Rabat flotowy 5% na części: 691,50 zł netto', { size: 7.5 }],
    [40, 471, 'Gwarancja: silnik 12 mies., robocizna 6 mies.', { size: 7.5 }],
    [334, 460, 'Stawka VAT', { size: 7, bold: true }], R(430, 458.7, 'Wartość netto', { size: 7, bold: true }), R(490, 460, 'Kwota VAT', { size: 7, bold: true }), R(551, 458.7, 'Wartość brutto', { size: 7, bold: true }),
    [334, 472, '#RECT 221 0.4 black'],
    [334, 477, '23%', { size: 8 }], R(430, 477, '17 548,20', { size: 8 }), R(490, 477, '4 036,09', { size: 8 }), R(551, 477, '21 584,29', { size: 8 }),
    [334, 491, 'Razem', { size: 8, bold: true }], R(430, 491, '17 548,20', { size: 8, bold: true }), R(490, 491, '4 036,09', { size: 8, bold: true }), R(551, 491, '21 584,29', { size: 8, bold: true }),
    [40, 515.8, 'Do zapłaty:', { size: 12, bold: true }], [128, 515.8, '21 584,29 zł', { size: 12, bold: true }],
    [40, 536.4, 'Słownie: dwadzieścia jeden tysięcy pięćset osiemdziesiąt cztery złote 29/100', { size: 8.5 }],
    [40, 558, '#RECT 515 46 black stroke'],
    [48, 562.3, 'MECHANIZM PODZIELONEJ PŁATNOŚCI', { size: 9, bold: true }],
    [48, 576.6, 'Faktura obejmuje części do pojazdów wymienione w załączniku nr 15 do ustawy o VAT – zapłata wyłącznie w MPP.', { size: 7.5 }],
    [48, 590, 'Komunikat przelewu: /VAT/4036,09/IDC/5342847104/INV/FV 1184/11/2026/TXT/ZN-2026-1147', { size: 7.5 }],
    [40, 616.4, 'Rachunek bankowy (biała lista): PL61 1090 1014 0000 0712 1981 2874', { size: 8.5 }],
    [40, 630, 'Santander Bank Polska S.A. · SWIFT WBKPPLPP', { size: 8 }],
    [40, 646.6, 'Uwagi: stary silnik (rdzeń) pozostaje w serwisie – kaucja za rdzeń rozliczona w cenie regeneracji.', { size: 7.5 }],
    [345, 688.3, 'Krzysztof Włodarczyk', { size: 9 }],
    [60, 704, '#RECT 190 0.6 black'], [345, 704, '#RECT 190 0.6 black'],
    [60, 707.7, 'Podpis osoby upoważnionej do odbioru', { size: 7 }], [345, 707.7, 'Podpis osoby upoważnionej do wystawienia', { size: 7 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 782.8, 'Auto-Serwis Włodarczyk Sp. z o.o. · Sąd Rejonowy dla m.st. Warszawy, XIV Wydział Gospodarczy KRS · KRS 0000318204', { size: 6.5 }],
    [40, 792.8, 'NIP 534-284-71-04 · REGON 142447180 · kapitał zakładowy 100 000,00 zł · www.wlodarczyk-auto.pl', { size: 6.5 }],
  ] },

  // Budapest hotel's SZÁMLA (A4, hu-HU): a dark-blue band with DUNA GYÖNGYE and SZÁMLA; the Kft.'s details (adószám,
  // közösségi adószám, cégjegyzékszám, NTAK number, bank account) left and a label column right (Számlaszám
  // DGY-2026/004471, Számla kelte 2026. 11. 23., Teljesítés dátuma 2026. 11. 21., Fizetési határidő 2026. 12. 08.,
  // átutalás); framed Vevő and guest-stay boxes; the folio table with a date per row and net, VAT and gross columns;
  // an ÁFA-összesítő left and the totals right: Bruttó összesen 207 383 Ft, the advance deducted, a dark FIZETENDŐ
  // 157 383 Ft band; the advance invoice, the amount in words, the transfer reference and the late-payment clause.
  { name: 'szalloda-hu-budapest-szamla-folio-datum-soronkent-szallas-18-reggeli-vacsora-5-bor-minibar-parkolas-27-idegenforgalmi-ado-tah-afa-osszesito-eloleg-levonva-fizetendo', kind: 'invoice', expect: { vendorName: 'Duna Gyöngye Szállodaüzemeltető Kft.', invoiceNumber: 'DGY-2026/004471', invoiceDate: '2026-11-23', dueDate: '2026-12-08', subtotal: 177846, tax: 29537, total: 207383, currency: 'HUF' },
    items: [['Szállás – Superior kétágyas szoba, 1 fő', 3, 40678, 122034], ['Reggeli (büféreggeli)', 3, 5238, 15714], ['Vacsora – Gyöngy étterem, ételek', 1, 12381, 12381],
      ['Villányi Cabernet Franc 0,75 l', 1, 9449, 9449], ['Minibár (2 sör, 1 ásványvíz)', 1, 3937, 3937], ['Mélygarázs parkolás', 3, 3150, 9450],
      ['Idegenforgalmi adó (ÁFA tv. hatályán kívül)', 3, 1627, 4881]], cells: [
    [40, 30, '#RECT 515 50 #1e3a5f'],
    [52, 38, 'DUNA GYÖNGYE', { size: 19, bold: true, width: -1 }],
    [53, 61, 'SZÁLLODA · BUDAPEST V. KERÜLET', { size: 7.5, bold: true, width: -1 }],
    R(543, 39, 'SZÁMLA', { size: 17, bold: true, width: -1 }),
    R(543, 61.4, 'eredeti példány · 1/1. oldal', { size: 7, width: -1 }),
    [40, 91.5, 'Duna Gyöngye Szállodaüzemeltető Kft.', { size: 9.5, bold: true }],
    [40, 108, '1054 Budapest, Akadémia utca 14.', { size: 8 }],
    [40, 119, 'Adószám: 25447182-2-41 · Közösségi adószám: HU25447182', { size: 8 }],
    [40, 130, 'Cégjegyzékszám: 01-09-447182 · NTAK reg. szám: SZ19004471', { size: 8 }],
    [40, 141, 'K&H Bank: HU27 1040 4089 5050 4471 8200 1007', { size: 8 }],
    [370, 94, 'Számlaszám:', { size: 8.5 }], R(555, 94, 'DGY-2026/004471', { size: 8.5, bold: true }),
    [370, 107, 'Számla kelte:', { size: 8.5 }], R(555, 107, '2026. 11. 23.', { size: 8.5 }),
    [370, 120, 'Teljesítés dátuma:', { size: 8.5 }], R(555, 120, '2026. 11. 21.', { size: 8.5 }),
    [370, 131.4, 'Fizetési határidő:', { size: 8.5 }], R(555, 133, '2026. 12. 08.', { size: 8.5, bold: true }),
    [370, 146, 'Fizetési mód:', { size: 8.5 }], R(555, 146, 'átutalás', { size: 8.5 }),
    [40, 166, '#RECT 250 66 black stroke'],
    [48, 170.7, 'Vevő', { size: 7, bold: true }],
    [48, 181.2, 'Fűzfa-Hőtechnika Kft.', { size: 9.5, bold: true }],
    [48, 195.4, '9021 Győr, Baross Gábor út 31.', { size: 8.5 }],
    [48, 209, 'Adószám: 12844718-2-08', { size: 8.5 }],
    [48, 219.6, 'Vevőkód: V-20447 · Megrendelés: FH-2026/311', { size: 7.5 }],
    [305, 166, '#RECT 250 66 black stroke'],
    [313, 172, 'Vendég és tartózkodás', { size: 7, bold: true }],
    [313, 181.2, 'Szűcs Bálint', { size: 9.5, bold: true }],
    [313, 197, 'Érkezés: 2026. 11. 18. · Távozás: 2026. 11. 21.', { size: 8.5 }],
    [313, 209, 'Szoba: 412 (Superior, kétágyas) · 3 éj', { size: 8.5 }],
    [313, 221, 'Foglalási szám: BK-2026-118204', { size: 7.5 }],
    [40, 246, '#RECT 515 24 #e5e7eb'],
    [44, 254, 'Dátum', { size: 6.5, bold: true }], [100, 254, 'Megnevezés', { size: 6.5, bold: true }], R(298, 254, 'Mennyiség', { size: 6.5, bold: true }),
    R(352, 249.5, 'Nettó', { size: 6.5, bold: true }), R(352, 258.5, 'egységár', { size: 6.5, bold: true }),
    R(408, 249.5, 'Nettó', { size: 6.5, bold: true }), R(408, 258.5, 'érték', { size: 6.5, bold: true }),
    R(436, 254, 'ÁFA', { size: 6.5, bold: true }),
    R(488, 249.5, 'ÁFA', { size: 6.5, bold: true }), R(488, 258.5, 'érték', { size: 6.5, bold: true }),
    R(551, 249.5, 'Bruttó', { size: 6.5, bold: true }), R(551, 258.5, 'érték', { size: 6.5, bold: true }),
    [44, 278, '11. 18–20.', { size: 7.5 }], [100, 276.6, 'Szállás – Superior kétágyas szoba, 1 fő', { size: 7.5 }], R(298, 278, '3 éj', { size: 7.5 }), R(352, 278, '40 678', { size: 7.5 }), R(408, 278, '122 034', { size: 7.5 }), R(436, 278, '18%', { size: 7.5 }), R(488, 278, '21 966', { size: 7.5 }), R(551, 278, '144 000', { size: 7.5 }),
    [44, 292, '11. 19–21.', { size: 7.5 }], [100, 292, 'Reggeli (büféreggeli)', { size: 7.5 }], R(298, 292, '3 adag', { size: 7.5 }), R(352, 292, '5 238', { size: 7.5 }), R(408, 292, '15 714', { size: 7.5 }), R(436, 292, '5%', { size: 7.5 }), R(488, 292, '786', { size: 7.5 }), R(551, 292, '16 500', { size: 7.5 }),
    [44, 306, '11. 19.', { size: 7.5 }], [100, 306, 'Vacsora – Gyöngy étterem, ételek', { size: 7.5 }], R(298, 306, '1 db', { size: 7.5 }), R(352, 306, '12 381', { size: 7.5 }), R(408, 306, '12 381', { size: 7.5 }), R(436, 306, '5%', { size: 7.5 }), R(488, 306, '619', { size: 7.5 }), R(551, 306, '13 000', { size: 7.5 }),
    [44, 320, '11. 19.', { size: 7.5 }], [100, 320, 'Villányi Cabernet Franc 0,75 l', { size: 7.5 }], R(298, 320, '1 üveg', { size: 7.5 }), R(352, 320, '9 449', { size: 7.5 }), R(408, 320, '9 449', { size: 7.5 }), R(436, 320, '27%', { size: 7.5 }), R(488, 320, '2 551', { size: 7.5 }), R(551, 320, '12 000', { size: 7.5 }),
    [44, 334, '11. 20.', { size: 7.5 }], [100, 334, 'Minibár (2 sör, 1 ásványvíz)', { size: 7.5 }], R(298, 334, '1 db', { size: 7.5 }), R(352, 334, '3 937', { size: 7.5 }), R(408, 334, '3 937', { size: 7.5 }), R(436, 334, '27%', { size: 7.5 }), R(488, 334, '1 063', { size: 7.5 }), R(551, 334, '5 000', { size: 7.5 }),
    [44, 348, '11. 18–20.', { size: 7.5 }], [100, 348, 'Mélygarázs parkolás', { size: 7.5 }], R(298, 348, '3 nap', { size: 7.5 }), R(352, 348, '3 150', { size: 7.5 }), R(408, 348, '9 450', { size: 7.5 }), R(436, 348, '27%', { size: 7.5 }), R(488, 348, '2 552', { size: 7.5 }), R(551, 348, '12 002', { size: 7.5 }),
    [44, 362, '11. 18–20.', { size: 7.5 }], [100, 362, 'Idegenforgalmi adó (ÁFA tv. hatályán kívül)', { size: 7.5 }], R(298, 362, '3 éj', { size: 7.5 }), R(352, 362, '1 627', { size: 7.5 }), R(408, 362, '4 881', { size: 7.5 }), R(436, 362, 'TÁH', { size: 7.5 }), R(488, 362, '0', { size: 7.5 }), R(551, 362, '4 881', { size: 7.5 }),
    [40, 376, '#RECT 515 0.8 black'],
    [40, 386.6, 'ÁFA-összesítő', { size: 7.5, bold: true }],
    [44, 400, 'ÁFA-kulcs', { size: 7, bold: true }], R(150, 400, 'Nettó', { size: 7, bold: true }), R(205, 400, 'ÁFA', { size: 7, bold: true }), R(265, 400, 'Bruttó', { size: 7, bold: true }),
    [40, 410, '#RECT 230 0.4 black'],
    [44, 414, '18%', { size: 7.5 }], R(150, 414, '122 034', { size: 7.5 }), R(205, 414, '21 966', { size: 7.5 }), R(265, 414, '144 000', { size: 7.5 }),
    [44, 426, '5%', { size: 7.5 }], R(150, 426, '28 095', { size: 7.5 }), R(205, 426, '1 405', { size: 7.5 }), R(265, 426, '29 500', { size: 7.5 }),
    [44, 438, '27%', { size: 7.5 }], R(150, 438, '22 836', { size: 7.5 }), R(205, 438, '6 166', { size: 7.5 }), R(265, 438, '29 002', { size: 7.5 }),
    [44, 450, 'TÁH – IFA', { size: 7.5 }], R(150, 450, '4 881', { size: 7.5 }), R(205, 450, '0', { size: 7.5 }), R(265, 450, '4 881', { size: 7.5 }),
    [40, 462, '#RECT 230 0.4 black'],
    [44, 466, 'Összesen', { size: 7.5, bold: true }], R(150, 466, '177 846', { size: 7.5, bold: true }), R(205, 466, '29 537', { size: 7.5, bold: true }), R(265, 466, '207 383', { size: 7.5, bold: true }),
    [330, 390, 'Nettó összesen', { size: 8.5 }], R(551, 390, '177 846 Ft', { size: 8.5 }),
    [330, 404, 'ÁFA összesen', { size: 8.5 }], R(551, 404, '29 537 Ft', { size: 8.5 }),
    [330, 418, 'Bruttó összesen', { size: 8.5, bold: true }], R(551, 418, '207 383 Ft', { size: 8.5, bold: true }),
    [330, 432.5, 'Levonva: előleg (DGY-E-2026/000318)', { size: 8 }], R(551, 434, '-50 000 Ft', { size: 8 }),
    [325, 450, '#RECT 230 22 #1e3a5f'],
    [333, 454.1, 'FIZETENDŐ', { size: 10, bold: true, width: -1 }], R(549, 455.5, '157 383 Ft', { size: 11, bold: true, width: -1 }),
    [40, 492.6, 'Az előleget (50 000 Ft, ebből 18% ÁFA 7 627 Ft) a 2026. 10. 30-án kelt DGY-E-2026/000318 sz. előlegszámla tartalmazza.', { size: 7.5 }],
    [40, 504.6, 'Fizetendő összeg betűvel: százötvenhétezer-háromszáznyolcvanhárom forint', { size: 7.5 }],
    [40, 518, 'Kérjük, az átutalás közleményében tüntesse fel a számlaszámot: DGY-2026/004471.', { size: 7.5 }],
    [40, 528.8, 'Késedelmes fizetés esetén a Ptk. 6:155. § szerinti késedelmi kamatot és 40 eurónak megfelelő behajtási költségátalányt számítunk fel.', { size: 6.5 }],
    [40, 560, 'Kiállította: Horváth Eszter, recepció', { size: 8 }],
    [40, 570.7, 'Köszönjük, hogy nálunk szállt meg! Következő foglalásához: foglalas@dunagyongye.hu', { size: 7 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 782.8, 'Duna Gyöngye Szállodaüzemeltető Kft. · 1054 Budapest, Akadémia utca 14. · +36 1 447 1820 · foglalas@dunagyongye.hu', { size: 6.5 }],
    [40, 792.8, 'Adószám 25447182-2-41 · Cégjegyzékszám 01-09-447182 · Fővárosi Törvényszék Cégbírósága', { size: 6.5 }],
  ] },

  // Romanian electricity bill (A4, ro-RO): a teal bar and the ȚARA BÂRSEI word mark; the S.A.'s CUI, Reg. Com.,
  // capital, ANRE licence and IBAN; a framed box FACTURĂ FISCALĂ, Seria TBE nr. 11844712, Data emiterii 21.11.2026,
  // Data scadentă 21.12.2026, the billing period and the TVA rate; DATE CLIENT (the café's S.R.L. with CUI, Reg.
  // Com., cod client, contract) and LOC DE CONSUM (POD); a TOTAL DE PLATĂ band; the meter reading; the detail table
  // in kWh and MWh with four-decimal prices, the value without TVA and the TVA per line; the totals; the account
  // position (previous invoice paid); a consumption bar chart; a detachable stub with the invoice and the amount and
  // a bar code.
  { name: 'furnizor-energie-ro-factura-fiscala-seria-nr-cui-reg-com-cod-client-pod-index-vechi-nou-kwh-distributie-transport-certificate-verzi-cogenerare-acciza-tva-21-sold-anterior-talon', kind: 'invoice', expect: { vendorName: 'Țara Bârsei Energie S.A.', invoiceNumber: 'TBE 11844712', invoiceDate: '2026-11-21', dueDate: '2026-12-21', subtotal: 1761.17, tax: 369.85, total: 2131.02, currency: 'RON' },
    items: [['Energie electrică activă', 1418, 0.812, 1151.42], ['Serviciu de distribuție (joasă tensiune)', 1418, 0.2846, 403.56], ['Serviciu de transport (TG + TL)', 1418, 0.0672, 95.29],
      ['Servicii de sistem', 1418, 0.0113, 16.02], ['Certificate verzi', 1418, 0.0561, 79.55], ['Contribuție pentru cogenerare de înaltă eficiență', 1418, 0.0082, 11.63],
      ['Acciză energie electrică (consum comercial)', 1.418, 2.61, 3.7]], cells: [
    [40, 34, '#RECT 6 38 #0f766e'],
    [54, 29.6, 'ȚARA BÂRSEI', { size: 18, bold: true }],
    [55, 54.6, 'ENERGIE · furnizare energie electrică și gaze naturale', { size: 7.5 }],
    [40, 82.3, 'Țara Bârsei Energie S.A.', { size: 9, bold: true }],
    [40, 95.5, 'Str. Lungă nr. 118, 500058 Brașov, jud. Brașov', { size: 8 }],
    [40, 108, 'CUI RO38447182 · Reg. Com. J08/2447/2018', { size: 8 }],
    [40, 117.6, 'Capital social 4.500.000 lei · Licență ANRE nr. 2447/2018', { size: 7.5 }],
    [40, 130, 'IBAN RO04 BTRL RONC RT04 4718 2001 · Banca Transilvania', { size: 7.5 }],
    [350, 30, '#RECT 205 94 black stroke'],
    [358, 34.8, 'FACTURĂ FISCALĂ', { size: 12, bold: true }],
    [358, 54, 'Seria TBE nr. 11844712', { size: 9.5, bold: true }],
    [358, 70, 'Data emiterii:', { size: 8 }], R(547, 70, '21.11.2026', { size: 8 }),
    [358, 80.5, 'Data scadentă:', { size: 8, bold: true }], R(547, 82, '21.12.2026', { size: 8, bold: true }),
    [358, 94, 'Perioada de facturare:', { size: 8 }], R(547, 94, '01.10.–31.10.2026', { size: 8 }),
    [358, 106, 'Cota TVA:', { size: 8 }], R(547, 106, '21%', { size: 8 }),
    [40, 148, 'DATE CLIENT', { size: 7, bold: true }],
    [40, 157.2, 'Cafeneaua Șoim S.R.L.', { size: 9.5, bold: true }],
    [40, 171.5, 'Str. Republicii nr. 15, 500030 Brașov', { size: 8 }],
    [40, 184, 'CUI RO41284471 · Reg. Com. J08/1182/2019', { size: 8 }],
    [40, 195, 'Cod client: 8004471820 · Contract nr. C-2024/44718', { size: 8 }],
    [305, 148, 'LOC DE CONSUM', { size: 7, bold: true }],
    [305, 158.1, 'Str. Republicii nr. 15, parter, Brașov', { size: 8.5 }],
    [305, 173, 'Cod loc de consum (POD): RO005E521447182', { size: 8 }],
    [305, 182.5, 'Client noncasnic · tarif monom · joasă tensiune', { size: 8 }],
    [305, 194, 'Operator de distribuție: Distribuție Energie Electrică România', { size: 7.5 }],
    [40, 214, '#RECT 515 36 #ccfbf1'],
    [50, 217.9, 'TOTAL DE PLATĂ', { size: 11, bold: true }],
    [50, 235, 'scadent la 21.12.2026', { size: 7.5 }],
    R(545, 222, '2.131,02 lei', { size: 16, bold: true, width: 200 }),
    [40, 264, 'Citiri contor', { size: 8.5, bold: true }],
    [40, 278, '#RECT 515 16 #e5e7eb'],
    [44, 282, 'Serie contor', { size: 7, bold: true }], R(230, 282, 'Index vechi 30.09.2026', { size: 7, bold: true }), R(350, 282, 'Index nou 31.10.2026', { size: 7, bold: true }),
    [366, 282, 'Tip citire', { size: 7, bold: true }], R(551, 282, 'Consum (kWh)', { size: 7, bold: true }),
    [44, 300, '44718204', { size: 8 }], R(230, 300, '48.212', { size: 8 }), R(350, 300, '49.630', { size: 8 }), [366, 300, 'citire distribuitor', { size: 8 }], R(551, 300, '1.418', { size: 8 }),
    [40, 322, '#RECT 515 24 #e5e7eb'],
    [44, 330, 'Denumire produs / serviciu', { size: 6.5, bold: true }], R(298, 330, 'Cantitate', { size: 6.5, bold: true }), [304, 330, 'U.M.', { size: 6.5, bold: true }],
    R(392, 324.3, 'Preț unitar', { size: 6.5, bold: true }), R(392, 333.3, '(lei, fără TVA)', { size: 6.5, bold: true }),
    R(462, 325.5, 'Valoare', { size: 6.5, bold: true }), R(462, 333.3, 'fără TVA (lei)', { size: 6.5, bold: true }),
    R(492, 330, 'TVA %', { size: 6.5, bold: true }),
    R(551, 325.5, 'Valoare', { size: 6.5, bold: true }), R(551, 334.5, 'TVA (lei)', { size: 6.5, bold: true }),
    [44, 352.6, 'Energie electrică activă', { size: 7.5 }], R(298, 354, '1.418', { size: 7.5 }), [304, 354, 'kWh', { size: 7.5 }], R(392, 354, '0,8120', { size: 7.5 }), R(462, 354, '1.151,42', { size: 7.5 }), R(492, 354, '21', { size: 7.5 }), R(551, 354, '241,80', { size: 7.5 }),
    [44, 366.6, 'Serviciu de distribuție (joasă tensiune)', { size: 7.5 }], R(298, 368, '1.418', { size: 7.5 }), [304, 368, 'kWh', { size: 7.5 }], R(392, 368, '0,2846', { size: 7.5 }), R(462, 368, '403,56', { size: 7.5 }), R(492, 368, '21', { size: 7.5 }), R(551, 368, '84,75', { size: 7.5 }),
    [44, 382, 'Serviciu de transport (TG + TL)', { size: 7.5 }], R(298, 382, '1.418', { size: 7.5 }), [304, 382, 'kWh', { size: 7.5 }], R(392, 382, '0,0672', { size: 7.5 }), R(462, 382, '95,29', { size: 7.5 }), R(492, 382, '21', { size: 7.5 }), R(551, 382, '20,01', { size: 7.5 }),
    [44, 396, 'Servicii de sistem', { size: 7.5 }], R(298, 396, '1.418', { size: 7.5 }), [304, 396, 'kWh', { size: 7.5 }], R(392, 396, '0,0113', { size: 7.5 }), R(462, 396, '16,02', { size: 7.5 }), R(492, 396, '21', { size: 7.5 }), R(551, 396, '3,36', { size: 7.5 }),
    [44, 410, 'Certificate verzi', { size: 7.5 }], R(298, 410, '1.418', { size: 7.5 }), [304, 410, 'kWh', { size: 7.5 }], R(392, 410, '0,0561', { size: 7.5 }), R(462, 410, '79,55', { size: 7.5 }), R(492, 410, '21', { size: 7.5 }), R(551, 410, '16,71', { size: 7.5 }),
    [44, 422.6, 'Contribuție pentru cogenerare de înaltă eficiență', { size: 7.5 }], R(298, 424, '1.418', { size: 7.5 }), [304, 424, 'kWh', { size: 7.5 }], R(392, 424, '0,0082', { size: 7.5 }), R(462, 424, '11,63', { size: 7.5 }), R(492, 424, '21', { size: 7.5 }), R(551, 424, '2,44', { size: 7.5 }),
    [44, 436.6, 'Acciză energie electrică (consum comercial)', { size: 7.5 }], R(298, 438, '1,418', { size: 7.5 }), [304, 438, 'MWh', { size: 7.5 }], R(392, 438, '2,6100', { size: 7.5 }), R(462, 438, '3,70', { size: 7.5 }), R(492, 438, '21', { size: 7.5 }), R(551, 438, '0,78', { size: 7.5 }),
    [40, 452, '#RECT 515 0.8 black'],
    [340, 460.4, 'Total fără TVA', { size: 8.5 }], R(551, 462, '1.761,17', { size: 8.5 }),
    [340, 476, 'TVA 21%', { size: 8.5 }], R(551, 476, '369,85', { size: 8.5 }),
    [340, 490.3, 'Total factură curentă', { size: 9, bold: true }], R(551, 492, '2.131,02 lei', { size: 9, bold: true }),
    [40, 460.9, 'Situația contului', { size: 8, bold: true }],
    [40, 476.7, 'Sold anterior (factura TBE 11719930 din 21.10.2026)', { size: 7.5 }], R(300, 476.7, '1.987,40', { size: 7.5, width: 60 }),
    [40, 486.6, 'Plăți înregistrate până la 20.11.2026', { size: 7.5 }], R(300, 488, '-1.987,40', { size: 7.5, width: 60 }),
    [40, 500, 'Sold la data emiterii', { size: 7.5 }], R(300, 500, '0,00', { size: 7.5, width: 60 }),
    [40, 510.6, 'Factura curentă', { size: 7.5 }], R(300, 512, '2.131,02', { size: 7.5, width: 60 }),
    [40, 524.5, 'Total de plată', { size: 8, bold: true }], R(300, 526, '2.131,02 lei', { size: 8, bold: true, width: 80 }),
    [40, 552, 'Consum mediu zilnic: 45,7 kWh · zile facturate: 31', { size: 7.5 }],
    [40, 562.6, 'Preț energie activă conform contractului C-2024/44718,', { size: 7.5 }],
    [40, 573.6, 'valabil până la 31.12.2026.', { size: 7.5 }],
    [40, 588.7, 'Mix: regenerabile 46,2% · nuclear 19,8% · cărbune 14,1% · gaz 17,4%', { size: 7 }],
    [340, 540, 'Istoric consum (kWh)', { size: 8, bold: true }],
    [350, 589.9, '#RECT 24 55.1 #99f6e4'], [385, 583.2, '#RECT 24 61.8 #99f6e4'], [420, 570.1, '#RECT 24 74.9 #99f6e4'],
    [455, 567.8, '#RECT 24 77.2 #99f6e4'], [490, 579.4, '#RECT 24 65.6 #99f6e4'], [525, 574.1, '#RECT 24 70.9 #0f766e'],
    [345, 645, '#RECT 210 0.6 black'],
    R(374, 581, '1.102', { size: 6, width: 24 }), R(409, 574, '1.236', { size: 6, width: 24 }), R(444, 561, '1.498', { size: 6, width: 24 }),
    R(479, 559, '1.544', { size: 6, width: 24 }), R(514, 570, '1.311', { size: 6, width: 24 }), R(549, 565, '1.418', { size: 6, width: 24 }),
    [356, 649, 'mai', { size: 6.5 }], [391, 649, 'iun', { size: 6.5 }], [427, 649, 'iul', { size: 6.5 }], [460, 649, 'aug', { size: 6.5 }], [495, 649, 'sep', { size: 6.5 }], [531, 649, 'oct', { size: 6.5 }],
    ...dashes(40, 676, 555),
    [40, 682.7, 'TALON DE PLATĂ – se detașează', { size: 7, bold: true }],
    [40, 696.5, 'Furnizor: Țara Bârsei Energie S.A. · CUI RO38447182', { size: 8 }],
    [40, 708.5, 'Client: Cafeneaua Șoim S.R.L. · Cod client: 8004471820', { size: 8 }],
    [40, 720.5, 'Factura TBE 11844712 din 21.11.2026 · scadentă 21.12.2026', { size: 8 }],
    [40, 734.1, 'Suma de plată: 2.131,02 lei', { size: 10, bold: true }],
    [40, 750.7, 'Plata: online, în aplicație, prin virament bancar sau la casieriile partenere.', { size: 7 }],
    ...barcode(370, 692, 180, 34, 3),
    [385, 730, '8004471820 11844712 0213102', { size: 7 }],
    [40, 788.8, 'Reclamații: 0800 447 182 (apel gratuit) · relatii.clienti@tbenergie.ro · www.tbenergie.ro', { size: 6.5 }],
  ] },

  // Slovak electrical subcontractor's FAKTÚRA – DAŇOVÝ DOKLAD (A4, sk-SK): the title and č. 2026110047 over a heavy
  // rule; Dodávateľ left with IČO, DIČ, IČ DPH and the register entry, a framed Odberateľ right (the main contractor
  // with its three numbers); the bank block with IBAN, SWIFT, variabilný and konštantný symbol and forma úhrady left,
  // the dates and the order, zmluva o dielo and súpis prác right; the construction site; five lines marked PDP; a DPH
  // recap with the three rates at 0,00 and PDP; Spolu bez DPH, DPH 0,00 and a dark K úhrade band; the reverse-charge
  // box; a retention note; the issuer and a stamp box.
  { name: 'elektromontaz-sk-faktura-danovy-doklad-subdodavka-stavebne-prace-zmluva-o-dielo-supis-vykonanych-prac-pdp-prenesenie-danovej-povinnosti-ico-dic-ic-dph-variabilny-symbol-datum-dodania', kind: 'invoice', expect: { vendorName: 'Elektro-Montáž Ďurčo s.r.o.', invoiceNumber: '2026110047', invoiceDate: '2026-11-20', dueDate: '2026-12-04', subtotal: 7001.4, total: 7001.4, currency: 'EUR' },
    items: [['Montáž káblových žľabov a trás', 186, 14.5, 2697], ['Uloženie kábla CYKY-J 3×2,5', 1240, 1.85, 2294], ['Montáž a zapojenie rozvádzača RS3.1', 1, 680, 680],
      ['Montáž a zapojenie zásuviek a vypínačov', 142, 6.2, 880.4], ['Východisková revízia a odborná prehliadka', 1, 450, 450]], cells: [
    [40, 31, 'FAKTÚRA – DAŇOVÝ DOKLAD', { size: 16, bold: true }],
    R(555, 33.6, 'č. 2026110047', { size: 13, bold: true, width: 200 }),
    [40, 58, '#RECT 515 1.2 black'],
    [40, 68.7, 'Dodávateľ', { size: 7, bold: true }],
    [40, 79, 'Elektro-Montáž Ďurčo s.r.o.', { size: 10.5, bold: true }],
    [40, 96, 'Priemyselná 14, 917 01 Trnava', { size: 8.5 }],
    [40, 106.4, 'IČO: 47118204', { size: 8.5 }],
    [40, 118.4, 'DIČ: 2024471820', { size: 8.5 }],
    [40, 130.4, 'IČ DPH: SK2024471820', { size: 8.5 }],
    [40, 144.7, 'Zapísaná v OR Okresného súdu Trnava, odd. Sro, vl. č. 44718/T', { size: 7 }],
    [300, 66, '#RECT 255 92 black stroke'],
    [308, 70.7, 'Odberateľ', { size: 7, bold: true }],
    [308, 81.1, 'Stavebná spoločnosť Považie, a.s.', { size: 10, bold: true }],
    [308, 96.4, 'Štúrova 22', { size: 8.5 }],
    [308, 108.4, '010 01 Žilina', { size: 8.5 }],
    [308, 122.4, 'IČO: 36447182 · DIČ: 2022447182', { size: 8.5 }],
    [308, 134.4, 'IČ DPH: SK2022447182', { size: 8.5 }],
    [40, 170, '#RECT 515 0.4 #9ca3af'],
    [40, 178, 'Banka:', { size: 8 }], [130, 178, 'Tatra banka, a.s.', { size: 8 }],
    [40, 190, 'IBAN:', { size: 8 }], [130, 190, 'SK41 1100 0000 0029 4447 1820', { size: 8, bold: true }],
    [40, 202, 'SWIFT:', { size: 8 }], [130, 202, 'TATRSKBX', { size: 8 }],
    [40, 214, 'Variabilný symbol:', { size: 8 }], [130, 214, '2026110047', { size: 8, bold: true }],
    [40, 224.5, 'Konštantný symbol:', { size: 8 }], [130, 226, '0308', { size: 8 }],
    [40, 238, 'Forma úhrady:', { size: 8 }], [130, 238, 'prevodným príkazom', { size: 8 }],
    [300, 178, 'Dátum vyhotovenia:', { size: 8 }], R(555, 178, '20.11.2026', { size: 8 }),
    [300, 190, 'Dátum dodania:', { size: 8 }], R(555, 190, '31.10.2026', { size: 8 }),
    [300, 202, 'Dátum splatnosti:', { size: 8, bold: true }], R(555, 202, '04.12.2026', { size: 8, bold: true }),
    [300, 212.5, 'Objednávka č.:', { size: 8 }], R(555, 212.5, 'OBJ-26-1182 zo dňa 02.09.2026', { size: 8, width: 150 }),
    [300, 224.5, 'Zmluva o dielo č.:', { size: 8 }], R(555, 226, 'ZoD-2026/041', { size: 8 }),
    [300, 236.5, 'Súpis vykonaných prác č.:', { size: 8 }], R(555, 238, '4 (október 2026)', { size: 8 }),
    [40, 252, '#RECT 515 0.4 #9ca3af'],
    [40, 260.4, 'Fakturujeme Vám elektroinštalačné práce na stavbe Polyfunkčný dom Rosinská, Žilina – SO 01, 3. NP,', { size: 8.5 }],
    [40, 272.4, 'podľa súpisu vykonaných prác č. 4 odsúhlaseného stavbyvedúcim dňa 06.11.2026:', { size: 8.5 }],
    [40, 292, '#RECT 515 18 #e5e7eb'],
    [44, 295.7, 'P. č.', { size: 7, bold: true }], [72, 295.7, 'Popis položky', { size: 7, bold: true }], R(346, 295.7, 'Množstvo', { size: 7, bold: true }), [352, 297, 'MJ', { size: 7, bold: true }],
    R(440, 297, 'Cena za MJ bez DPH', { size: 7, bold: true }), R(478, 297, 'DPH', { size: 7, bold: true }), R(551, 297, 'Spolu bez DPH', { size: 7, bold: true }),
    [44, 316, '1', { size: 8 }], [72, 314.5, 'Montáž káblových žľabov a trás', { size: 8 }], R(346, 316, '186', { size: 8 }), [352, 316, 'm', { size: 8 }], R(440, 316, '14,50', { size: 8 }), R(478, 316, 'PDP', { size: 8 }), R(551, 316, '2 697,00', { size: 8 }),
    [44, 331, '2', { size: 8 }], [72, 329.5, 'Uloženie kábla CYKY-J 3×2,5', { size: 8 }], R(346, 331, '1 240', { size: 8 }), [352, 331, 'm', { size: 8 }], R(440, 331, '1,85', { size: 8 }), R(478, 331, 'PDP', { size: 8 }), R(551, 331, '2 294,00', { size: 8 }),
    [44, 346, '3', { size: 8 }], [72, 344.5, 'Montáž a zapojenie rozvádzača RS3.1', { size: 8 }], R(346, 346, '1', { size: 8 }), [352, 346, 'ks', { size: 8 }], R(440, 346, '680,00', { size: 8 }), R(478, 346, 'PDP', { size: 8 }), R(551, 346, '680,00', { size: 8 }),
    [44, 361, '4', { size: 8 }], [72, 359.5, 'Montáž a zapojenie zásuviek a vypínačov', { size: 8 }], R(346, 361, '142', { size: 8 }), [352, 361, 'ks', { size: 8 }], R(440, 361, '6,20', { size: 8 }), R(478, 361, 'PDP', { size: 8 }), R(551, 361, '880,40', { size: 8 }),
    [44, 376, '5', { size: 8 }], [72, 376, 'Východisková revízia a odborná prehliadka', { size: 8 }], R(346, 376, '1', { size: 8 }), [352, 376, 'kpl', { size: 8 }], R(440, 376, '450,00', { size: 8 }), R(478, 376, 'PDP', { size: 8 }), R(551, 376, '450,00', { size: 8 }),
    [40, 391, '#RECT 515 0.8 black'],
    [40, 402, 'Rekapitulácia DPH v EUR', { size: 7.5, bold: true }],
    [44, 414, 'Sadzba', { size: 7, bold: true }], R(150, 414, 'Základ dane', { size: 7, bold: true }), R(210, 414, 'DPH', { size: 7, bold: true }), R(280, 414, 'Spolu', { size: 7, bold: true }),
    [40, 424, '#RECT 245 0.4 black'],
    [44, 428, '23 %', { size: 7.5 }], R(150, 428, '0,00', { size: 7.5 }), R(210, 428, '0,00', { size: 7.5 }), R(280, 428, '0,00', { size: 7.5 }),
    [44, 440, '19 %', { size: 7.5 }], R(150, 440, '0,00', { size: 7.5 }), R(210, 440, '0,00', { size: 7.5 }), R(280, 440, '0,00', { size: 7.5 }),
    [44, 452, '5 %', { size: 7.5 }], R(150, 452, '0,00', { size: 7.5 }), R(210, 452, '0,00', { size: 7.5 }), R(280, 452, '0,00', { size: 7.5 }),
    [44, 464, 'PDP (prenesenie)', { size: 7.5 }], R(150, 464, '7 001,40', { size: 7.5 }), R(210, 464, '0,00', { size: 7.5 }), R(280, 464, '7 001,40', { size: 7.5 }),
    [330, 404, 'Spolu bez DPH', { size: 9 }], R(551, 404, '7 001,40 EUR', { size: 9 }),
    [330, 418, 'DPH', { size: 9 }], R(551, 418, '0,00 EUR', { size: 9 }),
    [325, 434, '#RECT 230 22 #1f2937'],
    [333, 440, 'K úhrade', { size: 11, bold: true, width: -1 }], R(549, 440, '7 001,40 EUR', { size: 11, bold: true, width: -1 }),
    [40, 484, '#RECT 515 34 #fef3c7'],
    [48, 488.5, 'Prenesenie daňovej povinnosti – § 69 ods. 12 písm. j) zákona č. 222/2004 Z. z. o dani z pridanej hodnoty.', { size: 8, bold: true }],
    [48, 501.6, 'Daň je povinný priznať a zaplatiť odberateľ (príjemca plnenia). Stavebné práce podľa sekcie F klasifikácie produktov.', { size: 7.5 }],
    [40, 532.6, 'Zádržné 5 % podľa čl. VII ZoD bolo uplatnené v predchádzajúcich faktúrach; táto faktúra zádržné neobsahuje.', { size: 7.5 }],
    [40, 558.5, 'Vyhotovil: Ing. Peter Ďurčo · tel. +421 905 447 182 · fakturacia@elektro-durco.sk', { size: 8 }],
    [380, 596, '#RECT 175 60 #9ca3af stroke'],
    [388, 600.7, 'Pečiatka a podpis dodávateľa', { size: 7 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 784.8, 'Elektro-Montáž Ďurčo s.r.o. · Priemyselná 14, 917 01 Trnava · IČO 47118204 · IČ DPH SK2024471820 · www.elektro-durco.sk', { size: 6.5 }],
  ] },

  // Slovenian telecom bill (A4, sl-SI): a violet square and the lower-case "žarek" word mark, the d.o.o.'s details
  // right-aligned; the sender line over the customer (an s.p. and its café) in the address window; RAČUN št.
  // 26-3318-004471 with the dates in the "4. 11. 2026" form; a violet Za plačilo band; the services with DDV in a
  // table with their periods; the DDV base and amount; the lines outside VAT (a phone instalment, SMS parking paid to
  // third parties); a violet ZA PLAČILO band; the notes on VAT and the last payment; a framed UPN form with the
  // potrdilo, the IBAN, the SI00 reference, the purpose code and a QR code.
  { name: 'telekom-si-racun-poslovni-paket-optika-mobilni-prikljucki-obdobje-obracuna-popust-zvestobe-ddv-22-obrok-za-telefon-placila-tretjim-osebam-niso-predmet-ddv-upn-referenca-za-placilo', kind: 'invoice', expect: { vendorName: 'Žarek Telekom d.o.o.', invoiceNumber: '26-3318-004471', invoiceDate: '2026-11-04', dueDate: '2026-11-18', tax: 19.08, total: 135.11, currency: 'EUR' },
    items: [['Naročnina Poslovni Optika 500/100', 1, 39.9, 39.9], ['Naročnina Mobilni Posel L', 2, 18.9, 37.8], ['Fiksna IP telefonija – pogovori (min)', 214, 0.03, 6.42],
      ['Prenos podatkov izven paketa (GB)', 2, 2.05, 4.1], ['Najem usmerjevalnika Wi-Fi 6', 1, 2.5, 2.5], ['Popust zvestobe 10 % (Poslovni Optika)', null, null, -3.99],
      ['Obrok za mobilni telefon (obrok 12 od 24)', 1, 24.5, 24.5], ['Plačila tretjim osebam – parkirnina prek SMS (3 transakcije)', null, null, 4.8]], cells: [
    [40, 34, '#RECT 28 28 #7c3aed'],
    [75, 28.9, 'žarek', { size: 22, bold: true }],
    [76, 59, 'telekom · internet · mobilna telefonija', { size: 7.5 }],
    R(555, 32.4, 'Žarek Telekom d.o.o.', { size: 8.5, bold: true, width: 220 }),
    R(555, 46, 'Dunajska cesta 156, 1000 Ljubljana', { size: 7.5, width: 220 }),
    R(555, 54.6, 'ID za DDV: SI44718204 · Matična št.: 8447182000', { size: 7.5, width: 220 }),
    R(555, 66, 'TRR: SI77 0510 0801 4471 820 (Abanka)', { size: 7.5, width: 220 }),
    [40, 98.9, 'Žarek Telekom d.o.o., Dunajska cesta 156, 1000 Ljubljana', { size: 6 }],
    [40, 108, '#RECT 200 0.4 black'],
    [40, 112.2, 'Mojca Kržišnik s.p.', { size: 9.5, bold: true }],
    [40, 125.3, 'Kavarna Čokolešnik', { size: 9 }],
    [40, 137.3, 'Prešernova cesta 9', { size: 9 }],
    [40, 151, '4260 Bled', { size: 9 }],
    [40, 166, 'ID za DDV: SI58447120', { size: 7.5 }],
    [330, 97.9, 'RAČUN št. 26-3318-004471', { size: 11, bold: true }],
    [330, 120, 'Datum izdaje:', { size: 8 }], R(555, 120, '4. 11. 2026', { size: 8 }),
    [330, 132, 'Datum opravljene storitve:', { size: 8 }], R(555, 132, '31. 10. 2026', { size: 8 }),
    [330, 142.5, 'Obdobje obračuna:', { size: 8 }], R(555, 144, '1. 10.–31. 10. 2026', { size: 8 }),
    [330, 154.5, 'Rok plačila:', { size: 8, bold: true }], R(555, 156, '18. 11. 2026', { size: 8, bold: true }),
    [330, 166.5, 'Naročniška številka:', { size: 8 }], R(555, 168, '1004471820', { size: 8 }),
    [330, 180, 'Pogodba:', { size: 8 }], R(555, 180, 'PP-2025-118204', { size: 8 }),
    [40, 200, '#RECT 515 38 #f5f3ff'],
    [50, 204.8, 'Za plačilo', { size: 12, bold: true }],
    [50, 221.6, 'rok plačila 18. 11. 2026 · plačilo z UPN ali e-računom', { size: 7.5 }],
    R(545, 208, '135,11 €', { size: 17, bold: true, width: 150 }),
    [40, 250.4, 'Storitve, obdavčene z DDV', { size: 8.5, bold: true }],
    [40, 266, '#RECT 515 16 #e5e7eb'],
    [44, 270, 'Storitev', { size: 7, bold: true }], [250, 270, 'Obdobje', { size: 7, bold: true }], R(390, 268.7, 'Količina', { size: 7, bold: true }),
    R(460, 270, 'Cena brez DDV', { size: 7, bold: true }), R(551, 270, 'Znesek brez DDV', { size: 7, bold: true }),
    [44, 286.5, 'Naročnina Poslovni Optika 500/100', { size: 8 }], [250, 288, '1. 11.–30. 11. 2026', { size: 8 }], R(390, 288, '1', { size: 8 }), R(460, 288, '39,90', { size: 8 }), R(551, 288, '39,90', { size: 8 }),
    [44, 300.5, 'Naročnina Mobilni Posel L', { size: 8 }], [250, 302, '1. 11.–30. 11. 2026', { size: 8 }], R(390, 302, '2', { size: 8 }), R(460, 302, '18,90', { size: 8 }), R(551, 302, '37,80', { size: 8 }),
    [44, 316, 'Fiksna IP telefonija – pogovori (min)', { size: 8 }], [250, 316, '1. 10.–31. 10. 2026', { size: 8 }], R(390, 316, '214', { size: 8 }), R(460, 316, '0,03', { size: 8 }), R(551, 316, '6,42', { size: 8 }),
    [44, 330, 'Prenos podatkov izven paketa (GB)', { size: 8 }], [250, 330, '1. 10.–31. 10. 2026', { size: 8 }], R(390, 330, '2', { size: 8 }), R(460, 330, '2,05', { size: 8 }), R(551, 330, '4,10', { size: 8 }),
    [44, 344, 'Najem usmerjevalnika Wi-Fi 6', { size: 8 }], [250, 344, '1. 11.–30. 11. 2026', { size: 8 }], R(390, 344, '1', { size: 8 }), R(460, 344, '2,50', { size: 8 }), R(551, 344, '2,50', { size: 8 }),
    [44, 358, 'Popust zvestobe 10 % (Poslovni Optika)', { size: 8 }], [250, 358, '1. 11.–30. 11. 2026', { size: 8 }], R(551, 358, '-3,99', { size: 8 }),
    [40, 372, '#RECT 515 0.6 black'],
    [330, 380, 'Osnova za DDV 22 %', { size: 8 }], R(551, 380, '86,73 €', { size: 8 }),
    [330, 393, 'DDV 22 %', { size: 8 }], R(551, 393, '19,08 €', { size: 8 }),
    [330, 406, 'Skupaj z DDV', { size: 8.5, bold: true }], R(551, 406, '105,81 €', { size: 8.5, bold: true }),
    [40, 428, 'Postavke, ki niso predmet DDV', { size: 8.5, bold: true }],
    [40, 442, '#RECT 515 0.4 black'],
    [44, 448, 'Obrok za mobilni telefon (obrok 12 od 24)', { size: 8 }], R(390, 448, '1', { size: 8 }), R(460, 448, '24,50', { size: 8 }), R(551, 448, '24,50', { size: 8 }),
    [44, 460.5, 'Plačila tretjim osebam – parkirnina prek SMS (3 transakcije)', { size: 8 }], R(551, 462, '4,80', { size: 8 }),
    [40, 476, '#RECT 515 0.4 black'],
    [330, 482, 'Skupaj postavke brez DDV', { size: 8 }], R(551, 482, '29,30 €', { size: 8 }),
    [325, 498, '#RECT 230 20 #7c3aed'],
    [333, 501.1, 'ZA PLAČILO', { size: 10, bold: true, width: -1 }], R(549, 502.5, '135,11 €', { size: 10.5, bold: true, width: -1 }),
    [40, 530.7, 'DDV je obračunan v skladu z ZDDV-1. DDV za mobilni telefon je bil obračunan ob dobavi naprave (račun 26-3318-000912).', { size: 7 }],
    [40, 541.7, 'Plačila tretjim osebam zaračunavamo v imenu in za račun ponudnikov storitev; niso predmet DDV.', { size: 7 }],
    [40, 552.7, 'Zadnje plačilo prejeto 15. 10. 2026: 134,20 €. Stanje odprtih postavk na dan izdaje: 0,00 €.', { size: 7 }],
    [40, 570.7, 'Račun je izdan v elektronski obliki in velja brez podpisa in žiga.', { size: 7 }],
    [40, 604, '#RECT 515 182 black stroke'],
    [190, 604, '#RECT 0 182 black stroke'],
    [46, 610, 'POTRDILO', { size: 7, bold: true }],
    [46, 622.9, 'Ime plačnika', { size: 6 }], [46, 630.6, 'Mojca Kržišnik s.p.', { size: 7.5 }], [46, 640.7, 'Prešernova cesta 9, 4260 Bled', { size: 7 }],
    [46, 656.9, 'Namen / rok plačila', { size: 6 }], [46, 664.6, 'Račun 26-3318-004471', { size: 7.5 }], [46, 676, '18. 11. 2026', { size: 7.5 }],
    [46, 692, 'Znesek', { size: 6 }], [46, 700, '***135,11', { size: 9, bold: true }],
    [46, 716, 'IBAN prejemnika', { size: 6 }], [46, 724, 'SI77 0510 0801 4471 820', { size: 7.5 }],
    [46, 740, 'Referenca prejemnika', { size: 6 }], [46, 748, 'SI00 1004471820-2611', { size: 7.5 }],
    [46, 764, 'Prejemnik', { size: 6 }], [46, 770.6, 'Žarek Telekom d.o.o.', { size: 7.5 }],
    [198, 607.8, 'UPN – univerzalni plačilni nalog', { size: 8, bold: true }],
    ...qr(198, 626, 70, 5),
    [280, 624.9, 'Ime, ulica in kraj plačnika', { size: 6 }], [280, 632.5, 'Mojca Kržišnik s.p., Prešernova cesta 9, 4260 Bled', { size: 8 }],
    [280, 652, 'Znesek', { size: 6 }], [280, 660, 'EUR ***135,11', { size: 9, bold: true }],
    [400, 652, 'Koda namena', { size: 6 }], [400, 660.7, 'TELE', { size: 8 }],
    [460, 650.9, 'Rok plačila', { size: 6 }], [460, 660.7, '18. 11. 2026', { size: 8 }],
    [280, 676.9, 'Namen plačila', { size: 6 }], [280, 684.5, 'Plačilo računa 26-3318-004471', { size: 8 }],
    [198, 706, 'IBAN prejemnika', { size: 6 }], [198, 714, 'SI77 0510 0801 4471 820', { size: 8.5, bold: true }],
    [198, 730, 'Referenca prejemnika', { size: 6 }], [198, 738, 'SI00 1004471820-2611', { size: 8.5, bold: true }],
    [198, 754, 'Ime, ulica in kraj prejemnika', { size: 6 }], [198, 760.5, 'Žarek Telekom d.o.o., Dunajska cesta 156, 1000 Ljubljana', { size: 8 }],
  ] },

  // Lithuanian printing house's PVM SĄSKAITA FAKTŪRA (A4, lt-LT): the title, "Serija ASP Nr. 0004471" and the date
  // 2026-11-20 centred; Pardavėjas and Pirkėjas columns between rules with įmonės kodas, PVM mokėtojo kodas, the bank
  // account and the delivery address; the order, the važtaraštis and the delivery date; Apmokėti iki; a fully ruled
  // grid Eil. Nr. / pavadinimas / Mato vnt. / Kiekis / Kaina be PVM / PVM % / Suma be PVM with a cookbook at 9 %; the
  // totals with the PVM per rate and its base and a dark "Iš viso su PVM" band; Suma žodžiais; the payment reference;
  // Sąskaitą išrašė / gavo signature lines.
  { name: 'spaustuve-lt-pvm-saskaita-faktura-serija-nr-meniu-knygeles-skrajutes-vizitines-korteles-knyga-pvm-9-ir-21-maketavimas-pristatymas-suma-zodziais-israse-gavo', kind: 'invoice', expect: { vendorName: 'UAB „Ąžuolo spaustuvė“', invoiceNumber: 'ASP 0004471', invoiceDate: '2026-11-20', dueDate: '2026-12-04', subtotal: 3121, tax: 432.21, total: 3553.21, currency: 'EUR' },
    items: [['Meniu knygelės A4, 12 psl., kietu viršeliu', 40, 18.5, 740], ['Skrajutės A5, 4+4, 170 g/m²', 5000, 0.0462, 231], ['Vizitinės kortelės 90×50 mm, 350 g/m²', 1000, 0.065, 65],
      ['Knyga „Rūtos kepinių receptai“, 96 psl.', 300, 6.2, 1860], ['Maketavimas ir dizainas', 6, 35, 210], ['Pristatymas Vilniaus mieste', 1, 15, 15]], cells: [
    [196, 31, 'PVM SĄSKAITA FAKTŪRA', { size: 16, bold: true }],
    [234, 56, 'Serija ASP Nr. 0004471', { size: 11, bold: true }],
    [273, 73, '2026-11-20', { size: 9 }],
    [40, 96, '#RECT 515 0.6 black'],
    [40, 104.6, 'Pardavėjas', { size: 7.5, bold: true }],
    [40, 116, 'UAB „Ąžuolo spaustuvė“', { size: 10.5, bold: true }],
    [40, 131.4, 'Savanorių pr. 178, LT-03154 Vilnius', { size: 8.5 }],
    [40, 143.4, 'Įmonės kodas 304471820', { size: 8.5 }],
    [40, 155.4, 'PVM mokėtojo kodas LT100010447182', { size: 8.5 }],
    [40, 169, 'A. s. LT85 7044 0600 0447 1820', { size: 8.5 }],
    [40, 181, 'AB SEB bankas, banko kodas 70440', { size: 8.5 }],
    [305, 104.6, 'Pirkėjas', { size: 7.5, bold: true }],
    [305, 116, 'UAB „Kepyklėlė Rūta“', { size: 10.5, bold: true }],
    [305, 133, 'Gedimino pr. 24, LT-01103 Vilnius', { size: 8.5 }],
    [305, 143.4, 'Įmonės kodas 302844718', { size: 8.5 }],
    [305, 155.4, 'PVM mokėtojo kodas LT100007284471', { size: 8.5 }],
    [305, 169, 'Pristatymo adresas: Pylimo g. 21, Vilnius', { size: 8.5 }],
    [305, 181, 'Kliento kodas K-0318', { size: 8.5 }],
    [40, 198, '#RECT 515 0.6 black'],
    [40, 206.5, 'Užsakymas Nr. U-2026-318 (2026-10-29) · Važtaraštis VZ-0004471 · Pristatymo data 2026-11-18', { size: 8 }],
    [40, 220.3, 'Apmokėti iki:', { size: 9, bold: true }], [112, 222, '2026-12-04', { size: 9, bold: true }],
    [40, 244, '#RECT 515 22 #e5e7eb'],
    [40, 244, '#RECT 515 112 black stroke'],
    [64, 244, '#RECT 0 112 black stroke'], [290, 244, '#RECT 0 112 black stroke'], [330, 244, '#RECT 0 112 black stroke'],
    [382, 244, '#RECT 0 112 black stroke'], [442, 244, '#RECT 0 112 black stroke'], [476, 244, '#RECT 0 112 black stroke'],
    [44, 248.5, 'Eil.', { size: 6.5, bold: true }], [44, 257.5, 'Nr.', { size: 6.5, bold: true }],
    [68, 251.8, 'Prekės / paslaugos pavadinimas', { size: 6.5, bold: true }],
    [294, 248.5, 'Mato', { size: 6.5, bold: true }], [294, 257.5, 'vnt.', { size: 6.5, bold: true }],
    R(378, 253, 'Kiekis', { size: 6.5, bold: true }),
    R(438, 248.5, 'Kaina be', { size: 6.5, bold: true }), R(438, 257.5, 'PVM, EUR', { size: 6.5, bold: true }),
    R(472, 253, 'PVM %', { size: 6.5, bold: true }),
    R(551, 248.5, 'Suma be', { size: 6.5, bold: true }), R(551, 257.5, 'PVM, EUR', { size: 6.5, bold: true }),
    [40, 281, '#RECT 515 0.4 black'], [40, 296, '#RECT 515 0.4 black'], [40, 311, '#RECT 515 0.4 black'], [40, 326, '#RECT 515 0.4 black'], [40, 341, '#RECT 515 0.4 black'],
    [44, 270, '1', { size: 8 }], [68, 268.5, 'Meniu knygelės A4, 12 psl., kietu viršeliu', { size: 8 }], [294, 270, 'vnt.', { size: 8 }], R(378, 270, '40', { size: 8 }), R(438, 270, '18,50', { size: 8 }), R(472, 270, '21', { size: 8 }), R(551, 270, '740,00', { size: 8 }),
    [44, 285, '2', { size: 8 }], [68, 283.5, 'Skrajutės A5, 4+4, 170 g/m²', { size: 8 }], [294, 285, 'vnt.', { size: 8 }], R(378, 285, '5 000', { size: 8 }), R(438, 285, '0,0462', { size: 8 }), R(472, 285, '21', { size: 8 }), R(551, 285, '231,00', { size: 8 }),
    [44, 300, '3', { size: 8 }], [68, 298.5, 'Vizitinės kortelės 90×50 mm, 350 g/m²', { size: 8 }], [294, 300, 'vnt.', { size: 8 }], R(378, 300, '1 000', { size: 8 }), R(438, 300, '0,065', { size: 8 }), R(472, 300, '21', { size: 8 }), R(551, 300, '65,00', { size: 8 }),
    [44, 315, '4', { size: 8 }], [68, 313.5, 'Knyga „Rūtos kepinių receptai“, 96 psl.', { size: 8 }], [294, 315, 'vnt.', { size: 8 }], R(378, 315, '300', { size: 8 }), R(438, 315, '6,20', { size: 8 }), R(472, 315, '9', { size: 8 }), R(551, 315, '1 860,00', { size: 8 }),
    [44, 330, '5', { size: 8 }], [68, 330, 'Maketavimas ir dizainas', { size: 8 }], [294, 330, 'val.', { size: 8 }], R(378, 330, '6', { size: 8 }), R(438, 330, '35,00', { size: 8 }), R(472, 330, '21', { size: 8 }), R(551, 330, '210,00', { size: 8 }),
    [44, 345, '6', { size: 8 }], [68, 345, 'Pristatymas Vilniaus mieste', { size: 8 }], [294, 345, 'vnt.', { size: 8 }], R(378, 345, '1', { size: 8 }), R(438, 345, '15,00', { size: 8 }), R(472, 345, '21', { size: 8 }), R(551, 345, '15,00', { size: 8 }),
    [340, 370, 'Suma be PVM', { size: 8.5 }], R(551, 370, '3 121,00', { size: 8.5 }),
    [340, 383, 'PVM 21 % nuo 1 261,00', { size: 8.5 }], R(551, 383, '264,81', { size: 8.5 }),
    [340, 396, 'PVM 9 % nuo 1 860,00', { size: 8.5 }], R(551, 396, '167,40', { size: 8.5 }),
    [340, 409, 'PVM suma', { size: 8.5 }], R(551, 409, '432,21', { size: 8.5 }),
    [335, 423, '#RECT 220 20 #1f2937'],
    [343, 425.6, 'Iš viso su PVM', { size: 10, bold: true, width: -1 }], R(549, 427.5, '3 553,21 EUR', { size: 10, bold: true, width: -1 }),
    [40, 456.3, 'Suma žodžiais: trys tūkstančiai penki šimtai penkiasdešimt trys eurai, 21 ct', { size: 9 }],
    [40, 472.6, 'Mokėjimo paskirtis: ASP 0004471 · Pavėluotai apmokėjus skaičiuojami 0,05 % delspinigiai už kiekvieną dieną.', { size: 7.5 }],
    [40, 486, 'Knygos apmokestinamos lengvatiniu 9 % PVM tarifu.', { size: 7.5 }],
    [40, 538.5, 'Sąskaitą išrašė:', { size: 8 }], [40, 554.3, 'Vaida Žemaitienė, vadybininkė', { size: 9 }],
    [40, 572, '#RECT 200 0.6 black'], [40, 574.8, '(vardas, pavardė, parašas)', { size: 6.5 }],
    [320, 538.5, 'Sąskaitą gavo:', { size: 8 }],
    [320, 572, '#RECT 200 0.6 black'], [320, 574.8, '(vardas, pavardė, parašas)', { size: 6.5 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 784.8, 'UAB „Ąžuolo spaustuvė“ · Savanorių pr. 178, LT-03154 Vilnius · tel. +370 5 244 7182 · info@azuolospaustuve.lt', { size: 6.5 }],
  ] },

  // Estonian IT contractor's bilingual ARVE / INVOICE (A4, et-EE with English): the Põhjatäht word mark over the OÜ
  // with its registrikood and KMKR; a label column (Arve kuupäev / Date 21.11.2026, Maksetähtaeg / Due date
  // 05.12.2026, Viitenumber, contract, PO, period); the Finnish customer with Y-tunnus and ALV-nro; a table between
  // rules: development and review hours, resold hosting and a 5 % discount line; Summa KM-ta, Käibemaks 0 %
  // (pöördmaksustamine) 0,00 and a dark Tasuda / Amount due band; the reverse-charge notes in both languages; the
  // payment request with the reference and the IBAN; the interest clause; the footer.
  { name: 'tarkvara-ee-arve-invoice-kakskeelne-arendustunnid-koodiulevaatus-serveri-edasimuuk-allahindlus-poordmaksustamine-reverse-charge-soome-klient-kmkr-alv-nro-viitenumber-tasuda', kind: 'invoice', expect: { vendorName: 'Põhjatäht Tarkvara OÜ', invoiceNumber: '2026-118', invoiceDate: '2026-11-21', dueDate: '2026-12-05', subtotal: 5126.2, total: 5126.2, currency: 'EUR' },
    items: [['Tarkvaraarendus – tellimissüsteemi API (sprint 22)', 62.5, 68, 4250], ['Koodiülevaatus ja testimine', 14, 68, 952],
      ['Pilveserveri majutus, november (edasimüük)', 1, 184.3, 184.3], ['Allahindlus 5 % arendustundidelt', null, null, -260.1]], cells: [
    [40, 34, 'Põhjatäht', { size: 24, bold: true }],
    [41, 63, 'TARKVARA · TALLINN', { size: 7.5, bold: true }],
    [40, 84, 'Põhjatäht Tarkvara OÜ', { size: 8.5, bold: true }],
    [40, 96, 'Lõõtsa 8a, 11415 Tallinn, Eesti', { size: 8 }],
    [40, 107, 'Reg. kood 14471820 · KMKR EE102447182', { size: 8 }],
    R(555, 39, 'ARVE / INVOICE', { size: 17, bold: true, width: 240 }),
    R(555, 60, 'nr 2026-118', { size: 11, bold: true, width: 200 }),
    [360, 84.4, 'Arve kuupäev / Date', { size: 8 }], R(555, 84.4, '21.11.2026', { size: 8 }),
    [360, 96, 'Maksetähtaeg / Due date', { size: 8 }], R(555, 96, '05.12.2026', { size: 8, bold: true }),
    [360, 108, 'Viitenumber / Reference', { size: 8 }], R(555, 108, '20261188', { size: 8 }),
    [360, 120, 'Leping / Contract', { size: 8 }], R(555, 120, 'RL-2026/04', { size: 8 }),
    [360, 132, 'Tellimus / PO', { size: 8 }], R(555, 132, 'PO-FI-77812', { size: 8 }),
    [360, 144, 'Periood / Period', { size: 8 }], R(555, 144, '01.11.–15.11.2026', { size: 8 }),
    [40, 134, 'Arve saaja / Bill to', { size: 7, bold: true }],
    [40, 146, 'Säästöpöllö Ravintolat Oy', { size: 10, bold: true }],
    [40, 160, 'Hämeentie 19, 00500 Helsinki, Soome / Finland', { size: 8 }],
    [40, 172, 'Y-tunnus 3184471-2 · ALV-nro / VAT FI31844712', { size: 8 }],
    [40, 184, 'Kontaktisik: Juho Mäkelä', { size: 8 }],
    [40, 212, '#RECT 515 1 black'],
    [40, 218, 'Kirjeldus / Description', { size: 7.5, bold: true }], R(380, 218, 'Kogus / Qty', { size: 7.5, bold: true }), [388, 218, 'Ühik', { size: 7.5, bold: true }],
    R(470, 218, 'Hind / Price', { size: 7.5, bold: true }), R(555, 218, 'Summa / Amount', { size: 7.5, bold: true }),
    [40, 230, '#RECT 515 0.5 black'],
    [40, 238, 'Tarkvaraarendus – tellimissüsteemi API (sprint 22)', { size: 9 }], R(380, 238, '62,5', { size: 9 }), [388, 238, 'h', { size: 9 }], R(470, 238, '68,00', { size: 9 }), R(555, 238, '4 250,00', { size: 9 }),
    [40, 256, 'Koodiülevaatus ja testimine', { size: 9 }], R(380, 256, '14', { size: 9 }), [388, 256, 'h', { size: 9 }], R(470, 256, '68,00', { size: 9 }), R(555, 256, '952,00', { size: 9 }),
    [40, 274, 'Pilveserveri majutus, november (edasimüük)', { size: 9 }], R(380, 274, '1', { size: 9 }), [388, 274, 'kuu', { size: 9 }], R(470, 274, '184,30', { size: 9 }), R(555, 274, '184,30', { size: 9 }),
    [40, 292, 'Allahindlus 5 % arendustundidelt', { size: 9 }], R(555, 292, '-260,10', { size: 9 }),
    [40, 308, '#RECT 515 0.5 black'],
    [330, 320, 'Summa KM-ta / Net amount', { size: 9 }], R(555, 320, '5 126,20', { size: 9 }),
    [330, 335, 'Käibemaks 0 % (pöördmaksustamine)', { size: 9 }], R(555, 335, '0,00', { size: 9 }),
    [325, 352, '#RECT 230 24 #111827'],
    [333, 359, 'Tasuda / Amount due', { size: 10, bold: true, width: -1 }], R(549, 358, 'EUR 5 126,20', { size: 11.5, bold: true, width: -1 }),
    [40, 400, 'Pöördmaksustamine: käibemaksu tasub teenuse saaja (nõukogu direktiiv 2006/112/EÜ, art 44 ja 196).', { size: 8 }],
    [40, 412, 'Reverse charge: VAT to be accounted for by the recipient (Council Directive 2006/112/EC, Art. 44 and 196).', { size: 8 }],
    [40, 436, 'Palume tasuda arve viitenumbriga 20261188 kontole:', { size: 8.5 }],
    [40, 449, 'LHV Pank · IBAN EE24 7700 7710 0447 1820 · BIC LHVBEE22', { size: 8.5, bold: true }],
    [40, 466, 'Viivis 0,05% päevas. Please quote reference number 20261188 with your payment.', { size: 7.5 }],
    [40, 500, 'Tööde aruanne (sprint 22, 62,5 h + 14 h) on lisatud arvele eraldi failina.', { size: 7.5 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Põhjatäht Tarkvara OÜ · Lõõtsa 8a, 11415 Tallinn · Registrikood 14471820 · KMKR EE102447182 · arved@pohjataht.ee · +372 5844 7182', { size: 6.5 }],
  ] },

  // Finnish accounting firm's LASKU (A4, fi-FI): the Kärkkäinen & Hölttä word mark; LASKU with a label column
  // (Päivämäärä, Laskun numero 26118, Asiakasnumero, Viitteenne, Viitteemme, Maksuehto, Eräpäivä 04.12.2026,
  // Viivästyskorko, Huomautusaika, Viitenumero 1 04472 61188); the customer in the address window; the service
  // period; a grey-headed table with À-hinta, Alv % and Veroton columns, a pass-through fee at 0 % marked *); an
  // ALV-erittely left and the totals right with a green Maksettava band; a framed TILISIIRTO · GIRERING form (Saajan
  // tilinumero with two banks, Saaja, Maksajan nimi ja osoite, Allekirjoitus, Tililtä nro, Viitenro, Eräpäivä, Euro);
  // the virtuaaliviivakoodi and its bar code.
  { name: 'tilitoimisto-fi-lasku-kirjanpito-kuukausimaksu-tositteet-palkkalaskelmat-alv-ilmoitus-neuvonta-prh-maksu-lapilaskutus-alv-0-ja-25-5-viitenumero-erapaiva-tilisiirto-virtuaaliviivakoodi', kind: 'invoice', expect: { vendorName: 'Tilitoimisto Kärkkäinen & Hölttä Oy', invoiceNumber: '26118', invoiceDate: '2026-11-20', dueDate: '2026-12-04', subtotal: 955.2, tax: 218.08, total: 1173.28, currency: 'EUR' },
    items: [['Kirjanpito 10/2026, kuukausimaksu', 1, 385, 385], ['Tositteet, paketin ylittävä osa', 118, 0.9, 106.2], ['Palkanlaskenta, palkkalaskelmat 10/2026', 14, 12.5, 175],
      ['Arvonlisäveroilmoitus 10/2026', 1, 45, 45], ['Neuvonta: hallituksen muutos ja kaupparekisteri', 1.5, 96, 144], ['PRH:n käsittelymaksu, muutosilmoitus *)', 1, 100, 100]], cells: [
    [40, 34, 'Kärkkäinen & Hölttä', { size: 17, bold: true }],
    [41, 56, 'TILITOIMISTO · JYVÄSKYLÄ', { size: 7.5, bold: true }],
    [40, 68, 'Tilitoimisto Kärkkäinen & Hölttä Oy · Kauppakatu 14 B 9, 40100 Jyväskylä', { size: 7 }],
    [320, 34.7, 'LASKU', { size: 16, bold: true }],
    [320, 58.4, 'Päivämäärä', { size: 7.5 }], [420, 58, '20.11.2026', { size: 8 }],
    [320, 70.4, 'Laskun numero', { size: 7.5 }], [420, 70, '26118', { size: 8, bold: true }],
    [320, 82.4, 'Asiakasnumero', { size: 7.5 }], [420, 82, '10447', { size: 8 }],
    [320, 94.4, 'Viitteenne', { size: 7.5 }], [420, 94, 'Anu Päivärinta', { size: 8 }],
    [320, 106.4, 'Viitteemme', { size: 7.5 }], [420, 106, 'Sanna Hölttä', { size: 8 }],
    [320, 118.4, 'Maksuehto', { size: 7.5 }], [420, 118, '14 pv netto', { size: 8 }],
    [320, 130.4, 'Eräpäivä', { size: 7.5 }], [420, 130, '04.12.2026', { size: 8, bold: true }],
    [320, 142.4, 'Viivästyskorko', { size: 7.5 }], [420, 142, '11,5 %', { size: 8 }],
    [320, 154.4, 'Huomautusaika', { size: 7.5 }], [420, 154, '8 pv', { size: 8 }],
    [320, 166.4, 'Viitenumero', { size: 7.5 }], [420, 166, '1 04472 61188', { size: 8, bold: true }],
    [40, 96, 'Kahvila-Ravintola Päivänsäde Oy', { size: 9.5, bold: true }],
    [40, 110, 'Anu Päivärinta', { size: 9 }],
    [40, 122, 'Väinönkatu 26', { size: 9 }],
    [40, 134, '40100 JYVÄSKYLÄ', { size: 9 }],
    [40, 150, 'Y-tunnus 3044718-6', { size: 7.5 }],
    [40, 190, 'Palvelukausi 10/2026 · kirjanpidon ja palkanlaskennan palvelut sopimuksen TS-2023/044 mukaisesti', { size: 8 }],
    [40, 208, '#RECT 515 16 #e5e7eb'],
    [44, 212, 'Tuote / palvelu', { size: 7, bold: true }], R(318, 212, 'Määrä', { size: 7, bold: true }), [324, 212, 'Yks.', { size: 7, bold: true }],
    R(400, 212, 'À-hinta €', { size: 7, bold: true }), R(450, 212, 'Alv %', { size: 7, bold: true }), R(551, 212, 'Veroton €', { size: 7, bold: true }),
    [44, 230, 'Kirjanpito 10/2026, kuukausimaksu', { size: 8 }], R(318, 230, '1', { size: 8 }), [324, 230, 'kk', { size: 8 }], R(400, 230, '385,00', { size: 8 }), R(450, 230, '25,5', { size: 8 }), R(551, 230, '385,00', { size: 8 }),
    [44, 244, 'Tositteet, paketin ylittävä osa', { size: 8 }], R(318, 244, '118', { size: 8 }), [324, 244, 'kpl', { size: 8 }], R(400, 244, '0,90', { size: 8 }), R(450, 244, '25,5', { size: 8 }), R(551, 244, '106,20', { size: 8 }),
    [44, 258, 'Palkanlaskenta, palkkalaskelmat 10/2026', { size: 8 }], R(318, 258, '14', { size: 8 }), [324, 258, 'kpl', { size: 8 }], R(400, 258, '12,50', { size: 8 }), R(450, 258, '25,5', { size: 8 }), R(551, 258, '175,00', { size: 8 }),
    [44, 272, 'Arvonlisäveroilmoitus 10/2026', { size: 8 }], R(318, 272, '1', { size: 8 }), [324, 272, 'kpl', { size: 8 }], R(400, 272, '45,00', { size: 8 }), R(450, 272, '25,5', { size: 8 }), R(551, 272, '45,00', { size: 8 }),
    [44, 286, 'Neuvonta: hallituksen muutos ja kaupparekisteri', { size: 8 }], R(318, 286, '1,5', { size: 8 }), [324, 286, 'h', { size: 8 }], R(400, 286, '96,00', { size: 8 }), R(450, 286, '25,5', { size: 8 }), R(551, 286, '144,00', { size: 8 }),
    [44, 300, 'PRH:n käsittelymaksu, muutosilmoitus *)', { size: 8 }], R(318, 300, '1', { size: 8 }), [324, 300, 'kpl', { size: 8 }], R(400, 300, '100,00', { size: 8 }), R(450, 300, '0', { size: 8 }), R(551, 300, '100,00', { size: 8 }),
    [40, 314, '#RECT 515 0.8 black'],
    [40, 324.7, 'ALV-erittely', { size: 7.5, bold: true }],
    [44, 336, 'Alv %', { size: 7, bold: true }], R(140, 336, 'Veroton', { size: 7, bold: true }), R(200, 336, 'Vero', { size: 7, bold: true }), R(270, 336, 'Verollinen', { size: 7, bold: true }),
    [40, 346, '#RECT 235 0.4 black'],
    [44, 350.7, '25,5', { size: 7.5 }], R(140, 350.7, '855,20', { size: 7.5 }), R(200, 350.7, '218,08', { size: 7.5 }), R(270, 350.7, '1 073,28', { size: 7.5 }),
    [44, 362, '0', { size: 7.5 }], R(140, 362, '100,00', { size: 7.5 }), R(200, 362, '0,00', { size: 7.5 }), R(270, 362, '100,00', { size: 7.5 }),
    [40, 374, '#RECT 235 0.4 black'],
    [44, 378, 'Yhteensä', { size: 7.5, bold: true }], R(140, 378, '955,20', { size: 7.5, bold: true }), R(200, 378, '218,08', { size: 7.5, bold: true }), R(270, 378, '1 173,28', { size: 7.5, bold: true }),
    [340, 324, 'Veroton yhteensä', { size: 8.5 }], R(551, 324, '955,20', { size: 8.5 }),
    [340, 337, 'Arvonlisävero yhteensä', { size: 8.5 }], R(551, 337, '218,08', { size: 8.5 }),
    [340, 350, 'Yhteensä', { size: 8.5, bold: true }], R(551, 350, '1 173,28', { size: 8.5, bold: true }),
    [335, 366, '#RECT 220 22 #14532d'],
    [343, 372, 'Maksettava', { size: 10.5, bold: true, width: -1 }], R(549, 371.5, '1 173,28 €', { size: 11, bold: true, width: -1 }),
    [40, 400, '*) Maksettu asiakkaan nimissä ja lukuun; ei arvonlisäveron alainen (läpilaskutus).', { size: 7 }],
    [40, 420, 'Kiitos toimeksiannosta! Käytäthän maksaessasi viitenumeroa 1 04472 61188.', { size: 7.5 }],
    [40, 516, 'TILISIIRTO · GIRERING', { size: 7, bold: true }],
    [40, 528, '#RECT 515 228 black stroke'],
    [102, 528, '#RECT 0 228 black stroke'],
    [40, 580, '#RECT 300 0.6 black'], [40, 612, '#RECT 300 0.6 black'], [40, 676, '#RECT 515 0.6 black'], [40, 716, '#RECT 515 0.6 black'],
    [340, 676, '#RECT 0 80 black stroke'], [455, 716, '#RECT 0 40 black stroke'],
    [44, 532, 'Saajan', { size: 5.5 }], [44, 539, 'tilinumero', { size: 5.5 }], [44, 548.4, 'Mottagarens', { size: 5.5 }], [44, 555, 'kontonummer', { size: 5.5 }],
    [108, 536, 'Nordea', { size: 8 }], [150, 536, 'FI81 1146 3000 4471 82', { size: 8 }], [270, 536, 'NDEAFIHH', { size: 8 }],
    [108, 552, 'OP', { size: 8 }], [150, 552, 'FI06 5000 1520 4471 83', { size: 8 }], [270, 552, 'OKOYFIHH', { size: 8 }],
    [44, 586, 'Saaja', { size: 5.5 }], [44, 594, 'Mottagare', { size: 5.5 }],
    [108, 592, 'Tilitoimisto Kärkkäinen & Hölttä Oy', { size: 9 }],
    [44, 618, 'Maksajan', { size: 5.5 }], [44, 625, 'nimi ja', { size: 5.5 }], [44, 632, 'osoite', { size: 5.5 }], [44, 641, 'Betalarens', { size: 5.5 }], [44, 648, 'namn och', { size: 5.5 }], [44, 655, 'adress', { size: 5.5 }],
    [108, 622, 'Kahvila-Ravintola Päivänsäde Oy', { size: 9 }], [108, 635, 'Väinönkatu 26', { size: 9 }], [108, 648, '40100 JYVÄSKYLÄ', { size: 9 }],
    [350, 540, 'Maksu välitetään saajalle maksujenvälityksen', { size: 6 }], [350, 548, 'ehtojen mukaisesti ja vain maksajan ilmoittaman', { size: 6 }], [350, 556, 'tilinumeron perusteella.', { size: 6 }],
    [44, 682, 'Allekirjoitus', { size: 5.5 }], [44, 689, 'Underskrift', { size: 5.5 }], [108, 704, '#RECT 220 0.5 black'],
    [44, 722, 'Tililtä nro', { size: 5.5 }], [44, 729, 'Från konto nr', { size: 5.5 }],
    [344, 682, 'Viitenro', { size: 5.5 }], [344, 689, 'Ref.nr', { size: 5.5 }], [400, 690, '1 04472 61188', { size: 10, bold: true }],
    [344, 722, 'Eräpäivä', { size: 5.5 }], [344, 729, 'Förfallodag', { size: 5.5 }], [388, 734, '04.12.2026', { size: 9, bold: true }],
    [459, 722, 'Euro', { size: 5.5 }], R(551, 734, '1 173,28', { size: 9, bold: true, width: 60 }),
    [40, 764, 'Virtuaaliviivakoodi: 481114630004471820011732800000000000010447261188261204', { size: 7 }],
    ...barcode(40, 776, 300, 26, 8),
  ] },

  // Norwegian fish wholesaler's FAKTURA (A4, nb-NO): the BRØDRENE SÆBØ word mark and FAKTURA, the AS's details
  // right-aligned with Org.nr … MVA and Foretaksregisteret; Kunde and "Levert til" blocks; a label column (Fakturanr.
  // 204471, Fakturadato 20.11.2026, Leveringsdato 19.11.2026, Kundenr., Ordrenr., Pakkseddel, Betalingsbet.,
  // Forfallsdato 04.12.2026, KID); a navy header band over Varenr. / Beskrivelse / Antall / Enh. / Pris / Rab. % /
  // MVA / Beløp; catch and temperature notes left and the totals right (MVA per rate with its base, Sum mva, Sum
  // inkl. mva, Øreavrunding, a navy Å betale band); the account and KID; a GIRO strip with Betalt av / Betalt til,
  // Betalingsfrist, KID, Kroner / Øre and Til konto.
  { name: 'fiskeengros-no-faktura-fersk-fisk-kg-to-desimaler-kongekrabbe-rabatt-mva-15-naeringsmidler-25-emballasje-pakkseddel-leveringsdato-oreavrunding-kid-forfallsdato-a-betale-giro', kind: 'invoice', expect: { vendorName: 'Brødrene Sæbø Fiskeengros AS', invoiceNumber: '204471', invoiceDate: '2026-11-20', dueDate: '2026-12-04', subtotal: 9205.45, tax: 1451.32, total: 10657, currency: 'NOK' },
    items: [['Torskeloin, fersk, skinnfri', 12.4, 189, 2343.6], ['Laksefilet Trim D, fersk', 18.75, 139, 2606.25], ['Kongekrabbe, kokt, hel', 4.2, 640, 2553.6],
      ['Blåskjell, levende, sekk à 5 kg', 3, 169, 507], ['Fiskesuppebase, 5 l', 2, 245, 490], ['Vakuumposer 30×40 cm, 1000 stk', 1, 389, 389],
      ['Engangshansker nitril L, 100 stk', 4, 79, 316]], cells: [
    [40, 34, 'BRØDRENE SÆBØ', { size: 19, bold: true }],
    [41, 57, 'FISKEENGROS · BERGEN · SIDEN 1961', { size: 7.5, bold: true }],
    R(555, 30, 'FAKTURA', { size: 19, bold: true, width: 200 }),
    R(555, 56, 'Brødrene Sæbø Fiskeengros AS', { size: 8, bold: true, width: 220 }),
    R(555, 67, 'Strandkaien 12, 5013 Bergen', { size: 7.5, width: 220 }),
    R(555, 77, 'Org.nr 918 447 182 MVA · Foretaksregisteret', { size: 7.5, width: 220 }),
    R(555, 87, 'Tlf. 55 44 71 82 · ordre@saebo-fisk.no', { size: 7.5, width: 220 }),
    [40, 110.7, 'Kunde', { size: 7, bold: true }],
    [40, 121, 'Kjøkkenet på Kaien AS', { size: 9.5, bold: true }],
    [40, 135, 'Bradbenken 1', { size: 8.5 }],
    [40, 147, '5003 Bergen', { size: 8.5 }],
    [40, 159, 'Org.nr 921 184 470', { size: 8 }],
    [210, 110.7, 'Levert til', { size: 7, bold: true }],
    [210, 121.4, 'Kjøkkenet Nordnes', { size: 9 }],
    [210, 135, 'Nordnesgaten 18, 5005 Bergen', { size: 8.5 }],
    [210, 147, 'Varemottak kl. 06–09, bakdør', { size: 8.5 }],
    [390, 110, 'Fakturanr.', { size: 8 }], R(555, 110, '204471', { size: 8, bold: true }),
    [390, 122, 'Fakturadato', { size: 8 }], R(555, 122, '20.11.2026', { size: 8 }),
    [390, 134, 'Leveringsdato', { size: 8 }], R(555, 134, '19.11.2026', { size: 8 }),
    [390, 146, 'Kundenr.', { size: 8 }], R(555, 146, '30447', { size: 8 }),
    [390, 158, 'Ordrenr.', { size: 8 }], R(555, 158, '88120', { size: 8 }),
    [390, 170, 'Pakkseddel', { size: 8 }], R(555, 170, '77431', { size: 8 }),
    [390, 182, 'Betalingsbet.', { size: 8 }], R(555, 182, '14 dager netto', { size: 8 }),
    [390, 194, 'Forfallsdato', { size: 8, bold: true }], R(555, 194, '04.12.2026', { size: 8, bold: true }),
    [390, 206, 'KID', { size: 8 }], R(555, 206, '30447204477', { size: 8 }),
    [40, 226, '#RECT 515 16 #0c4a6e'],
    [44, 230, 'Varenr.', { size: 7, bold: true, width: -1 }], [88, 230, 'Beskrivelse', { size: 7, bold: true, width: -1 }], R(318, 230, 'Antall', { size: 7, bold: true, width: -1 }),
    [324, 230, 'Enh.', { size: 7, bold: true, width: -1 }], R(396, 230, 'Pris', { size: 7, bold: true, width: -1 }), R(432, 230, 'Rab. %', { size: 7, bold: true, width: -1 }),
    R(470, 230, 'MVA', { size: 7, bold: true, width: -1 }), R(551, 230, 'Beløp', { size: 7, bold: true, width: -1 }),
    [44, 248, '10221', { size: 8 }], [88, 248, 'Torskeloin, fersk, skinnfri', { size: 8 }], R(318, 248, '12,40', { size: 8 }), [324, 248, 'kg', { size: 8 }], R(396, 248, '189,00', { size: 8 }), R(470, 248, '15 %', { size: 8 }), R(551, 248, '2 343,60', { size: 8 }),
    [44, 262, '10340', { size: 8 }], [88, 262, 'Laksefilet Trim D, fersk', { size: 8 }], R(318, 262, '18,75', { size: 8 }), [324, 262, 'kg', { size: 8 }], R(396, 262, '139,00', { size: 8 }), R(470, 262, '15 %', { size: 8 }), R(551, 262, '2 606,25', { size: 8 }),
    [44, 276, '12010', { size: 8 }], [88, 276, 'Kongekrabbe, kokt, hel', { size: 8 }], R(318, 276, '4,20', { size: 8 }), [324, 276, 'kg', { size: 8 }], R(396, 276, '640,00', { size: 8 }), R(432, 276, '5', { size: 8 }), R(470, 276, '15 %', { size: 8 }), R(551, 276, '2 553,60', { size: 8 }),
    [44, 290, '13105', { size: 8 }], [88, 290, 'Blåskjell, levende, sekk à 5 kg', { size: 8 }], R(318, 290, '3', { size: 8 }), [324, 290, 'sekk', { size: 8 }], R(396, 290, '169,00', { size: 8 }), R(470, 290, '15 %', { size: 8 }), R(551, 290, '507,00', { size: 8 }),
    [44, 304, '20410', { size: 8 }], [88, 304, 'Fiskesuppebase, 5 l', { size: 8 }], R(318, 304, '2', { size: 8 }), [324, 304, 'stk', { size: 8 }], R(396, 304, '245,00', { size: 8 }), R(470, 304, '15 %', { size: 8 }), R(551, 304, '490,00', { size: 8 }),
    [44, 318, '90021', { size: 8 }], [88, 318, 'Vakuumposer 30×40 cm, 1000 stk', { size: 8 }], R(318, 318, '1', { size: 8 }), [324, 318, 'kart', { size: 8 }], R(396, 318, '389,00', { size: 8 }), R(470, 318, '25 %', { size: 8 }), R(551, 318, '389,00', { size: 8 }),
    [44, 332, '90140', { size: 8 }], [88, 332, 'Engangshansker nitril L, 100 stk', { size: 8 }], R(318, 332, '4', { size: 8 }), [324, 332, 'pk', { size: 8 }], R(396, 332, '79,00', { size: 8 }), R(470, 332, '25 %', { size: 8 }), R(551, 332, '316,00', { size: 8 }),
    [40, 346, '#RECT 515 0.8 black'],
    [40, 356.7, 'Fangstdato torsk 17.11.2026 · fangstområde Nordsjøen (FAO 27.IVa)', { size: 7.5 }],
    [40, 367, 'Temperatur ved levering 1,8 °C · kvittert av K. Aasen', { size: 7.5 }],
    [40, 378, 'Isoporkasser hentes ved neste levering.', { size: 7.5 }],
    [340, 356, 'Sum eks. mva', { size: 8.5 }], R(551, 356, '9 205,45', { size: 8.5 }),
    [340, 369, 'MVA 15 % av 8 500,45', { size: 8.5 }], R(551, 369, '1 275,07', { size: 8.5 }),
    [340, 382, 'MVA 25 % av 705,00', { size: 8.5 }], R(551, 382, '176,25', { size: 8.5 }),
    [340, 395, 'Sum mva', { size: 8.5 }], R(551, 395, '1 451,32', { size: 8.5 }),
    [340, 408, 'Sum inkl. mva', { size: 8.5 }], R(551, 408, '10 656,77', { size: 8.5 }),
    [340, 421, 'Øreavrunding', { size: 8.5 }], R(551, 421, '0,23', { size: 8.5 }),
    [335, 436, '#RECT 220 22 #0c4a6e'],
    [343, 442, 'Å betale', { size: 11, bold: true, width: -1 }], R(549, 442, 'kr 10 657,00', { size: 11, bold: true, width: -1 }),
    [40, 476, 'Betales til kontonr. 3201 44 71820 innen forfallsdato. Husk KID 30447204477 ved betaling.', { size: 8.5 }],
    [40, 489, 'IBAN NO71 3201 4471 820 · BIC DNBANOKK', { size: 8 }],
    [40, 502, 'Ved for sen betaling beregnes forsinkelsesrente etter forsinkelsesrenteloven, samt purregebyr.', { size: 7.5 }],
    ...dashes(40, 636, 555),
    [40, 644, 'GIRO', { size: 12, bold: true }], [84, 647, 'Betalingsinformasjon', { size: 8 }],
    [40, 664, '#RECT 515 110 black stroke'],
    [40, 704, '#RECT 515 0.6 black'],
    [297, 664, '#RECT 0 110 black stroke'],
    [46, 669, 'Betalt av', { size: 6.5 }], [46, 680, 'Kjøkkenet på Kaien AS', { size: 8.5 }], [46, 691, 'Bradbenken 1, 5003 Bergen', { size: 8 }],
    [303, 669, 'Betalt til', { size: 6.5 }], [303, 680, 'Brødrene Sæbø Fiskeengros AS', { size: 8.5 }], [303, 691, 'Strandkaien 12, 5013 Bergen', { size: 8 }],
    [46, 709, 'Betalingsfrist', { size: 6.5 }], [46, 720.7, '04.12.2026', { size: 9, bold: true }],
    [46, 740.1, 'Kundeidentifikasjon (KID)', { size: 6.5 }], [46, 750, '30447204477', { size: 10, bold: true }],
    [170, 740.1, 'Kroner', { size: 6.5 }], R(240, 750, '10 657', { size: 10, bold: true, width: 70 }), [250, 740.1, 'Øre', { size: 6.5 }], [250, 750, '00', { size: 10, bold: true }],
    [303, 709, 'Til konto', { size: 6.5 }], [303, 720, '3201 44 71820', { size: 10, bold: true }],
    [303, 739, 'Beløpet gjelder faktura 204471', { size: 8 }],
  ] },

  // Turkish tea-and-coffee wholesaler's e-Arşiv fatura (A4, tr-TR) in the tax administration's layout: the seller
  // block between rules (address, phone, web, e-mail, Vergi Dairesi, VKN, Mersis and Ticaret Sicil No); a framed
  // e-ARŞİV FATURA mark; a QR code; SAYIN and the buyer between rules with its Vergi Dairesi and VKN; a framed info
  // grid (Özelleştirme No, Senaryo, Fatura Tipi, Fatura No, Fatura Tarihi 21-11-2026, Fatura Saati, İrsaliye No and
  // Tarihi, Sipariş No); the ETTN; a fully ruled table with two-line headers; a framed totals grid; a notes box with
  // YALNIZ, the payment term and date, the IBAN with a shortened payee name and the receiver; the e-Arşiv notes.
  { name: 'cay-kahve-toptanci-tr-e-arsiv-fatura-ettn-senaryo-fatura-tipi-irsaliye-no-iskonto-orani-kdv-10-ve-20-mal-hizmet-toplam-hesaplanan-kdv-vergiler-dahil-odenecek-tutar-yalniz-qr', kind: 'invoice', expect: { vendorName: 'Karadeniz Çay ve Kahve Gıda San. ve Tic. Ltd. Şti.', invoiceNumber: 'KCK2026000004471', invoiceDate: '2026-11-21', dueDate: '2026-12-21', total: 36431.8, currency: 'TRY' },
    items: [['Rize Turist Çay 5 kg', 12, 1150, 13110], ['Türk Kahvesi 1 kg', 8, 623.5, 4988], ['Filtre Kahve Çekirdek 1 kg', 6, 840, 5040],
      ["Karton Bardak 8 oz (1000'li koli)", 5, 1480, 7400], ['Çay Makinesi Periyodik Bakım Hizmeti', 1, 1750, 1750]], cells: [
    [40, 34, '#RECT 250 0.8 black'],
    [40, 38.4, 'Karadeniz Çay ve Kahve Gıda San. ve Tic. Ltd. Şti.', { size: 8.5, bold: true }],
    [40, 51.6, 'Çarşı Mah. Atatürk Cad. No: 118 Kat: 2', { size: 7.5 }],
    [40, 61.6, '53100 Merkez / RİZE', { size: 7.5 }],
    [40, 73, 'Tel: 0464 217 44 71 · Faks: 0464 217 44 72', { size: 7.5 }],
    [40, 83, 'Web Sitesi: www.karadenizcaykahve.com.tr', { size: 7.5 }],
    [40, 93, 'E-Posta: fatura@karadenizcaykahve.com.tr', { size: 7.5 }],
    [40, 101.6, 'Vergi Dairesi: RİZE', { size: 7.5 }],
    [40, 113, 'VKN: 4471820384', { size: 7.5 }],
    [40, 123, 'Mersis No: 0447182038400017 · Ticaret Sicil No: 4471', { size: 7.5 }],
    [40, 136, '#RECT 250 0.8 black'],
    [318, 44, '#RECT 112 56 black stroke'],
    [331, 50.2, 'e-ARŞİV', { size: 15, bold: true }],
    [347, 76, 'FATURA', { size: 12, bold: true }],
    ...qr(485, 34, 70, 7),
    [40, 150, '#RECT 250 0.8 black'],
    [40, 156, 'SAYIN', { size: 8, bold: true }],
    [40, 166.4, 'Güneşli Kahve Evi İşletmeciliği A.Ş.', { size: 8.5, bold: true }],
    [40, 179.6, 'Caferağa Mah. Moda Cad. No: 41', { size: 7.5 }],
    [40, 189.6, '34710 Kadıköy / İSTANBUL', { size: 7.5 }],
    [40, 201, 'E-Posta: muhasebe@guneslikahve.com.tr', { size: 7.5 }],
    [40, 211, 'Vergi Dairesi: KADIKÖY', { size: 7.5 }],
    [40, 221, 'VKN: 3184471209', { size: 7.5 }],
    [40, 234, '#RECT 250 0.8 black'],
    [330, 150, '#RECT 225 117 black stroke'], [430, 150, '#RECT 0 117 black stroke'],
    [330, 163, '#RECT 225 0.5 black'], [330, 176, '#RECT 225 0.5 black'], [330, 189, '#RECT 225 0.5 black'], [330, 202, '#RECT 225 0.5 black'],
    [330, 215, '#RECT 225 0.5 black'], [330, 228, '#RECT 225 0.5 black'], [330, 241, '#RECT 225 0.5 black'], [330, 254, '#RECT 225 0.5 black'],
    [334, 152.2, 'Özelleştirme No:', { size: 7, bold: true }], [434, 153.5, 'TR1.2', { size: 7 }],
    [334, 166.5, 'Senaryo:', { size: 7, bold: true }], [434, 166.5, 'EARSIVFATURA', { size: 7 }],
    [334, 179.5, 'Fatura Tipi:', { size: 7, bold: true }], [434, 179.5, 'SATIS', { size: 7 }],
    [334, 192.5, 'Fatura No:', { size: 7, bold: true }], [434, 192.5, 'KCK2026000004471', { size: 7 }],
    [334, 205.5, 'Fatura Tarihi:', { size: 7, bold: true }], [434, 205.5, '21-11-2026', { size: 7 }],
    [334, 218.5, 'Fatura Saati:', { size: 7, bold: true }], [434, 218.5, '14:22:05', { size: 7 }],
    [334, 230.2, 'İrsaliye No:', { size: 7, bold: true }], [434, 231.5, 'KCI2026000001183', { size: 7 }],
    [334, 243.2, 'İrsaliye Tarihi:', { size: 7, bold: true }], [434, 244.5, '19-11-2026', { size: 7 }],
    [334, 256.2, 'Sipariş No:', { size: 7, bold: true }], [434, 257.5, 'GKE-2026-0881', { size: 7 }],
    [40, 280, 'ETTN: 8f4e2c1a-7b3d-4e91-a6f2-0c5d9e447182', { size: 8 }],
    [40, 300, '#RECT 515 24 #e5e7eb'],
    [40, 300, '#RECT 515 94 black stroke'],
    [62, 300, '#RECT 0 94 black stroke'], [212, 300, '#RECT 0 94 black stroke'], [252, 300, '#RECT 0 94 black stroke'], [307, 300, '#RECT 0 94 black stroke'],
    [342, 300, '#RECT 0 94 black stroke'], [387, 300, '#RECT 0 94 black stroke'], [422, 300, '#RECT 0 94 black stroke'], [477, 300, '#RECT 0 94 black stroke'],
    [40, 324, '#RECT 515 0.5 black'], [40, 338, '#RECT 515 0.4 black'], [40, 352, '#RECT 515 0.4 black'], [40, 366, '#RECT 515 0.4 black'], [40, 380, '#RECT 515 0.4 black'],
    [44, 303.4, 'Sıra', { size: 6, bold: true }], [44, 313.5, 'No', { size: 6, bold: true }],
    [66, 309, 'Mal Hizmet', { size: 6, bold: true }],
    [216, 309, 'Miktar', { size: 6, bold: true }],
    [256, 304.5, 'Birim', { size: 6, bold: true }], [256, 313.5, 'Fiyat', { size: 6, bold: true }],
    [311, 303.4, 'İskonto', { size: 6, bold: true }], [311, 312.4, 'Oranı', { size: 6, bold: true }],
    [346, 303.4, 'İskonto', { size: 6, bold: true }], [346, 312.4, 'Tutarı', { size: 6, bold: true }],
    [391, 304.5, 'KDV', { size: 6, bold: true }], [391, 312.4, 'Oranı', { size: 6, bold: true }],
    [426, 304.5, 'KDV', { size: 6, bold: true }], [426, 312.4, 'Tutarı', { size: 6, bold: true }],
    [481, 304.5, 'Mal Hizmet', { size: 6, bold: true }], [481, 312.4, 'Tutarı', { size: 6, bold: true }],
    [44, 328, '1', { size: 6.5 }], [66, 328, 'Rize Turist Çay 5 kg', { size: 6.5 }], [216, 328, '12 Adet', { size: 6.5 }], R(304, 328, '1.150,00 TL', { size: 6.5 }), R(339, 328, '%5,00', { size: 6.5 }), R(384, 328, '690,00 TL', { size: 6.5 }), R(419, 328, '%10,00', { size: 6.5 }), R(474, 328, '1.311,00 TL', { size: 6.5 }), R(552, 328, '13.110,00 TL', { size: 6.5 }),
    [44, 342, '2', { size: 6.5 }], [66, 342, 'Türk Kahvesi 1 kg', { size: 6.5 }], [216, 342, '8 Adet', { size: 6.5 }], R(304, 342, '623,50 TL', { size: 6.5 }), R(339, 342, '%0,00', { size: 6.5 }), R(384, 342, '0,00 TL', { size: 6.5 }), R(419, 342, '%10,00', { size: 6.5 }), R(474, 342, '498,80 TL', { size: 6.5 }), R(552, 342, '4.988,00 TL', { size: 6.5 }),
    [44, 356, '3', { size: 6.5 }], [66, 356, 'Filtre Kahve Çekirdek 1 kg', { size: 6.5 }], [216, 356, '6 Adet', { size: 6.5 }], R(304, 356, '840,00 TL', { size: 6.5 }), R(339, 356, '%0,00', { size: 6.5 }), R(384, 356, '0,00 TL', { size: 6.5 }), R(419, 356, '%10,00', { size: 6.5 }), R(474, 356, '504,00 TL', { size: 6.5 }), R(552, 356, '5.040,00 TL', { size: 6.5 }),
    [44, 370, '4', { size: 6.5 }], [66, 370, "Karton Bardak 8 oz (1000'li koli)", { size: 6.5 }], [216, 370, '5 Koli', { size: 6.5 }], R(304, 370, '1.480,00 TL', { size: 6.5 }), R(339, 370, '%0,00', { size: 6.5 }), R(384, 370, '0,00 TL', { size: 6.5 }), R(419, 370, '%20,00', { size: 6.5 }), R(474, 370, '1.480,00 TL', { size: 6.5 }), R(552, 370, '7.400,00 TL', { size: 6.5 }),
    [44, 384, '5', { size: 6.5 }], [66, 382.8, 'Çay Makinesi Periyodik Bakım Hizmeti', { size: 6.5 }], [216, 384, '1 Adet', { size: 6.5 }], R(304, 384, '1.750,00 TL', { size: 6.5 }), R(339, 384, '%0,00', { size: 6.5 }), R(384, 384, '0,00 TL', { size: 6.5 }), R(419, 384, '%20,00', { size: 6.5 }), R(474, 384, '350,00 TL', { size: 6.5 }), R(552, 384, '1.750,00 TL', { size: 6.5 }),
    [330, 404, '#RECT 225 84 black stroke'], [470, 404, '#RECT 0 84 black stroke'],
    [330, 418, '#RECT 225 0.5 black'], [330, 432, '#RECT 225 0.5 black'], [330, 446, '#RECT 225 0.5 black'], [330, 460, '#RECT 225 0.5 black'], [330, 474, '#RECT 225 0.5 black'],
    [334, 407, 'Mal Hizmet Toplam Tutarı', { size: 7, bold: true }], R(551, 408, '32.978,00 TL', { size: 7.5 }),
    [334, 421, 'Toplam İskonto', { size: 7, bold: true }], R(551, 422, '690,00 TL', { size: 7.5 }),
    [334, 436.4, 'Hesaplanan KDV(%10)', { size: 7, bold: true }], R(551, 436, '2.313,80 TL', { size: 7.5 }),
    [334, 450.4, 'Hesaplanan KDV(%20)', { size: 7, bold: true }], R(551, 450, '1.830,00 TL', { size: 7.5 }),
    [334, 464.4, 'Vergiler Dahil Toplam Tutar', { size: 7, bold: true }], R(551, 464, '36.431,80 TL', { size: 7.5 }),
    [334, 478.4, 'Ödenecek Tutar', { size: 7, bold: true }], R(551, 478, '36.431,80 TL', { size: 7.5, bold: true }),
    [40, 500, '#RECT 515 70 black stroke'],
    [46, 506, 'Not:', { size: 7.5, bold: true }],
    [46, 516.5, 'YALNIZ: Otuz Altı Bin Dört Yüz Otuz Bir Türk Lirası Seksen Kuruş', { size: 8, bold: true }],
    [46, 529.6, 'Ödeme şekli: Havale/EFT · Vade 30 gün · Son ödeme tarihi: 21.12.2026', { size: 7.5 }],
    [46, 541.7, 'IBAN: TR07 0001 0004 4718 2038 4000 01 (T.C. Ziraat Bankası Rize Şubesi) · Alıcı: Karadeniz Çay ve Kahve Ltd. Şti.', { size: 7 }],
    [46, 552.7, 'Malları teslim alan: Emre Yıldırım · Sipariş GKE-2026-0881 · Sevk irsaliyesi KCI2026000001183 (19-11-2026)', { size: 7 }],
    [40, 580.7, 'Bu fatura e-Arşiv izni kapsamında elektronik ortamda iletilmiştir.', { size: 7 }],
    [40, 590.7, 'e-Arşiv fatura ETTN numarası ile Gelir İdaresi Başkanlığı e-Belge sorgulama ekranından doğrulanabilir.', { size: 7 }],
  ] },

  // Polish supermarket's PARAGON FISKALNY (80 mm, pl-PL): the Sp. z o.o.'s head-office address, the shop's name and
  // address and the NIP centred; date and "nr wydr."; PARAGON FISKALNY between rules; "NIP nabywcy" in bold; one line
  // per article with "ilość x cena", the amount and the PTU letter; a "Rabat" line; the Sprzedaż opodatkowana and
  // Kwota PTU lines per letter, Suma PTU, SUMA PLN; the till line and the register number; then the card payment with
  // terminal and authorisation code, and the loyalty card's points.
  { name: 'supermarket-pl-paragon-fiskalny-nip-nabywcy-ilosc-x-cena-ptu-a-b-c-rabat-sprzedaz-opodatkowana-kwota-ptu-suma-ptu-suma-pln-karta-platnicza-punkty', kind: 'receipt', size: [226, 440], expect: { vendorName: 'Złoty Kłos Sp. z o.o.', invoiceDate: '2026-11-21', tax: 16.32, total: 130.35, currency: 'PLN', paymentMethod: 'card' },
    items: [['Chleb żytni razowy 500g', 1, 6.49, 6.49], ['Masło ekstra 82% 200g', 2, 8.99, 17.98], ['Pomidory malinowe luz', 0.742, 14.99, 11.12], ['Ser Gouda plastry 150g', 1, 7.49, 7.49],
      ['Rabat', null, null, -1.5], ['Kawa ziarnista 1kg', 1, 59.99, 59.99], ['Płyn do naczyń 900ml', 1, 8.79, 8.79], ['Chryzantema doniczka', 1, 19.99, 19.99]], cells: [
    [55, 12.1, 'Złoty Kłos Sp. z o.o.', { size: 10, bold: true }],
    [40, 29, 'ul. Wojska Polskiego 84, 70-482 Szczecin', { size: 7 }],
    [65, 37.7, 'Delikatesy Złoty Kłos nr 14', { size: 7 }],
    [54, 47.7, 'ul. Ku Słońcu 67, 71-047 Szczecin', { size: 7 }],
    [82, 59, 'NIP 851-318-44-75', { size: 7 }],
    [12, 74, '2026-11-21 17:42', { size: 7.5 }], R(214, 74, 'nr wydr. 084471', { size: 7.5, width: 80 }),
    [12, 86, '#RECT 202 0.5 black'],
    [69, 91, 'PARAGON FISKALNY', { size: 9, bold: true }],
    [12, 104, '#RECT 202 0.5 black'],
    [12, 110, 'NIP nabywcy: 5252448470', { size: 7.5, bold: true }],
    [12, 122.6, 'Chleb żytni razowy 500g', { size: 7.5 }], R(168, 124, '1 x6,49', { size: 7.5, width: 60 }), R(214, 124, '6,49 C', { size: 7.5, width: 44 }),
    [12, 134.6, 'Masło ekstra 82% 200g', { size: 7.5 }], R(168, 136, '2 x8,99', { size: 7.5, width: 60 }), R(214, 136, '17,98 C', { size: 7.5, width: 44 }),
    [12, 148, 'Pomidory malinowe luz', { size: 7.5 }], R(168, 148, '0,742 x14,99', { size: 7.5, width: 60 }), R(214, 148, '11,12 C', { size: 7.5, width: 44 }),
    [12, 160, 'Ser Gouda plastry 150g', { size: 7.5 }], R(168, 160, '1 x7,49', { size: 7.5, width: 60 }), R(214, 160, '7,49 C', { size: 7.5, width: 44 }),
    [20, 172, 'Rabat', { size: 7.5 }], R(214, 172, '-1,50 C', { size: 7.5, width: 44 }),
    [12, 184, 'Kawa ziarnista 1kg', { size: 7.5 }], R(168, 184, '1 x59,99', { size: 7.5, width: 60 }), R(214, 184, '59,99 A', { size: 7.5, width: 44 }),
    [12, 194.6, 'Płyn do naczyń 900ml', { size: 7.5 }], R(168, 196, '1 x8,79', { size: 7.5, width: 60 }), R(214, 196, '8,79 A', { size: 7.5, width: 44 }),
    [12, 208, 'Chryzantema doniczka', { size: 7.5 }], R(168, 208, '1 x19,99', { size: 7.5, width: 60 }), R(214, 208, '19,99 B', { size: 7.5, width: 44 }),
    [12, 221, '#RECT 202 0.5 black'],
    [12, 224.6, 'Sprzedaż opodatkowana A', { size: 7.5 }], R(214, 226, '68,78', { size: 7.5, width: 50 }),
    [12, 236, 'Kwota PTU A 23,00%', { size: 7.5 }], R(214, 236, '12,86', { size: 7.5, width: 50 }),
    [12, 244.6, 'Sprzedaż opodatkowana B', { size: 7.5 }], R(214, 246, '19,99', { size: 7.5, width: 50 }),
    [12, 256, 'Kwota PTU B 8,00%', { size: 7.5 }], R(214, 256, '1,48', { size: 7.5, width: 50 }),
    [12, 264.6, 'Sprzedaż opodatkowana C', { size: 7.5 }], R(214, 266, '41,58', { size: 7.5, width: 50 }),
    [12, 276, 'Kwota PTU C 5,00%', { size: 7.5 }], R(214, 276, '1,98', { size: 7.5, width: 50 }),
    [12, 286, 'Suma PTU', { size: 7.5 }], R(214, 286, '16,32', { size: 7.5, width: 50 }),
    [12, 298, '#RECT 202 0.5 black'],
    [12, 304, 'SUMA PLN', { size: 12, bold: true }], R(214, 304, '130,35', { size: 12, bold: true, width: 80 }),
    [12, 322, '#RECT 202 0.5 black'],
    [12, 328, '00084 #Kasa 2   Kasjer nr 5   17:42', { size: 7 }],
    [12, 338, 'PL EAB 1201447182', { size: 7, bold: true }],
    [12, 352, '#RECT 202 0.5 black'],
    [12, 356.6, 'Karta płatnicza', { size: 7.5 }], R(214, 358, '130,35 PLN', { size: 7.5, width: 70 }),
    [12, 366.7, 'Visa ****4471 · zbliżeniowo', { size: 7 }],
    [12, 378, 'Terminal 60447182 · kod autoryzacji 318204', { size: 7 }],
    [12, 390.7, 'Karta Moje Kłosy ****8841', { size: 7 }],
    [12, 402, 'Naliczono 130 pkt · saldo 2 417 pkt', { size: 7 }],
    [64, 418.5, 'Dziękujemy za zakupy!', { size: 8, bold: true }],
  ] },

  // Budapest bakery's NYUGTA (80 mm, hu-HU): SZŐKE PÉKSÉG over the Kft., its address, adószám and the shop; NYUGTA
  // between rules; the articles with their rate codes A00 / C00 and "6 db x 49 Ft" under two names; ÖSSZESEN 3 579
  // Ft, KEREKÍTÉS 1 Ft, FIZETENDŐ 3 580 Ft, KÉSZPÉNZ 5 000 Ft, VISSZAJÁRÓ 1 420 Ft; an ÁFA-összesítő; the date, the
  // receipt number, the till, the AP number and the NAV check code.
  { name: 'pekseg-hu-budapest-nyugta-afa-kod-a00-c00-db-x-ar-osszesen-kerekites-5-forintra-fizetendo-keszpenz-visszajaro-afa-osszesito-ap-szam-nav-ellenorzo-kod', kind: 'receipt', size: [226, 390], expect: { vendorName: 'Szőke és Fia Pékség Kft.', invoiceDate: '2026-11-21', total: 3580, currency: 'HUF', paymentMethod: 'cash' },
    items: [['Rozskenyér 1 kg', null, null, 1199], ['Vajas kifli', 6, 49, 294], ['Túrós táska', 2, 329, 658], ['Kakaós csiga', null, null, 389],
      ['Cappuccino elvitelre', null, null, 690], ['Ásványvíz szénsavas 0,5 l', null, null, 349]], cells: [
    [62, 11.6, 'SZŐKE PÉKSÉG', { size: 13, bold: true }],
    [71, 31.7, 'Szőke és Fia Pékség Kft.', { size: 7 }],
    [61, 43, '1137 Budapest, Pozsonyi út 21.', { size: 7 }],
    [71, 53, 'Adószám: 14471820-2-41', { size: 7 }],
    [56, 61.7, 'Üzlet: Szőke Pékség Újlipótváros', { size: 7 }],
    [12, 76, '#RECT 202 0.5 black'],
    [92, 81, 'NYUGTA', { size: 10, bold: true }],
    [12, 95, '#RECT 202 0.5 black'],
    [12, 101, 'Rozskenyér 1 kg', { size: 7.5 }], R(176, 101, 'A00', { size: 7.5, width: 30 }), R(214, 101, '1 199', { size: 7.5, width: 36 }),
    [12, 113, 'Vajas kifli', { size: 7.5 }], R(176, 113, 'A00', { size: 7.5, width: 30 }), R(214, 113, '294', { size: 7.5, width: 36 }),
    [22, 122, '6 db x 49 Ft', { size: 7 }],
    [12, 134, 'Túrós táska', { size: 7.5 }], R(176, 134, 'A00', { size: 7.5, width: 30 }), R(214, 134, '658', { size: 7.5, width: 36 }),
    [22, 143, '2 db x 329 Ft', { size: 7 }],
    [12, 155, 'Kakaós csiga', { size: 7.5 }], R(176, 155, 'A00', { size: 7.5, width: 30 }), R(214, 155, '389', { size: 7.5, width: 36 }),
    [12, 167, 'Cappuccino elvitelre', { size: 7.5 }], R(176, 167, 'C00', { size: 7.5, width: 30 }), R(214, 167, '690', { size: 7.5, width: 36 }),
    [12, 179, 'Ásványvíz szénsavas 0,5 l', { size: 7.5 }], R(176, 179, 'C00', { size: 7.5, width: 30 }), R(214, 179, '349', { size: 7.5, width: 36 }),
    [12, 192, '#RECT 202 0.5 black'],
    [12, 198, 'ÖSSZESEN:', { size: 8.5, bold: true }], R(214, 198, '3 579 Ft', { size: 8.5, bold: true, width: 70 }),
    [12, 210, 'KEREKÍTÉS:', { size: 7.5 }], R(214, 210, '1 Ft', { size: 7.5, width: 60 }),
    [12, 219.9, 'FIZETENDŐ:', { size: 11, bold: true }], R(214, 222, '3 580 Ft', { size: 11, bold: true, width: 80 }),
    [12, 240, 'KÉSZPÉNZ:', { size: 7.5 }], R(214, 240, '5 000 Ft', { size: 7.5, width: 60 }),
    [12, 250, 'VISSZAJÁRÓ:', { size: 7.5 }], R(214, 250, '1 420 Ft', { size: 7.5, width: 60 }),
    [12, 263, '#RECT 202 0.5 black'],
    [12, 266.7, 'ÁFA-összesítő', { size: 7, bold: true }],
    [12, 278, 'Kód', { size: 6.5, bold: true }], R(110, 278, 'Nettó', { size: 6.5, bold: true, width: 40 }), R(155, 278, 'ÁFA', { size: 6.5, bold: true, width: 40 }), R(214, 278, 'Bruttó', { size: 6.5, bold: true, width: 50 }),
    [12, 288, 'A00 5%', { size: 6.5 }], R(110, 288, '2 419', { size: 6.5, width: 40 }), R(155, 288, '121', { size: 6.5, width: 40 }), R(214, 288, '2 540', { size: 6.5, width: 50 }),
    [12, 298, 'C00 27%', { size: 6.5 }], R(110, 298, '818', { size: 6.5, width: 40 }), R(155, 298, '221', { size: 6.5, width: 40 }), R(214, 298, '1 039', { size: 6.5, width: 50 }),
    [12, 311, '#RECT 202 0.5 black'],
    [12, 317, '2026.11.21. 07:46', { size: 7.5 }], R(214, 317.4, 'NYUGTASZÁM: 0312/00447', { size: 7, width: 100 }),
    [12, 328, 'Pénztár: 2 · Pénztáros: Kiss Réka', { size: 7 }],
    [12, 338, 'AP A27100447', { size: 7 }],
    [12, 346.7, 'NAV ellenőrző kód: 7F3A9', { size: 7 }],
    [66, 366, 'Köszönjük a vásárlást!', { size: 8, bold: true }],
  ] },

  // Split café's račun (80 mm, hr-HR): KAVANA ĐARDIN over the j.d.o.o., the address and the OIB; Račun br. with the
  // business-premises and device marks, the date with its trailing dot and seconds, the table and the operator; a
  // Naziv / Kol. / Cijena / Iznos list; UKUPNO EUR 19,50; "Način plaćanja: Kartice" with the Mastercard, TID and
  // authorisation code; a Porez / Stopa / Osnovica / Iznos table with PDV 13 %, PDV 25 % and PNP 3 %; JIR and ZKI;
  // the verification QR code; the issuer and the thank-you.
  { name: 'kavana-hr-split-racun-poslovni-prostor-naplatni-uredaj-operater-stol-ukupno-eur-nacin-placanja-kartice-pdv-13-i-25-pnp-3-osnovica-jir-zki-qr-kod', kind: 'receipt', size: [226, 440], expect: { vendorName: 'Đardin ugostiteljstvo j.d.o.o.', invoiceDate: '2026-11-21', total: 19.5, currency: 'EUR', paymentMethod: 'card' },
    items: [['Kava s mlijekom', 2, 2.2, 4.4], ['Cappuccino', 1, 2.6, 2.6], ['Kroasan s čokoladom', 2, 2.3, 4.6], ['Sok od naranče, prirodni', 1, 3.7, 3.7], ['Pivo točeno 0,5 l', 1, 4.2, 4.2]], cells: [
    [58, 11.6, 'KAVANA ĐARDIN', { size: 13, bold: true }],
    [64, 31.7, 'Đardin ugostiteljstvo j.d.o.o.', { size: 7 }],
    [26, 43, 'Obala hrvatskog narodnog preporoda 20, 21000 Split', { size: 7 }],
    [83, 53, 'OIB: 44718203842', { size: 7 }],
    [12, 66, '#RECT 202 0.5 black'],
    [12, 70.6, 'Račun br.: 1184/RIVA/2', { size: 7.5 }],
    [12, 82, 'Datum: 21.11.2026. 10:37:12', { size: 7.5 }],
    [12, 90.6, 'Stol: 7 · Operater: Marija Šimić (04)', { size: 7.5 }],
    [12, 104, '#RECT 202 0.5 black'],
    [12, 109, 'Naziv', { size: 7, bold: true }], R(136, 109, 'Kol.', { size: 7, bold: true, width: 24 }), R(172, 109, 'Cijena', { size: 7, bold: true, width: 30 }), R(214, 109, 'Iznos', { size: 7, bold: true, width: 36 }),
    [12, 119, '#RECT 202 0.4 black'],
    [12, 124, 'Kava s mlijekom', { size: 7.5 }], R(136, 124, '2', { size: 7.5, width: 24 }), R(172, 124, '2,20', { size: 7.5, width: 30 }), R(214, 124, '4,40', { size: 7.5, width: 36 }),
    [12, 135, 'Cappuccino', { size: 7.5 }], R(136, 135, '1', { size: 7.5, width: 24 }), R(172, 135, '2,60', { size: 7.5, width: 30 }), R(214, 135, '2,60', { size: 7.5, width: 36 }),
    [12, 144.6, 'Kroasan s čokoladom', { size: 7.5 }], R(136, 146, '2', { size: 7.5, width: 24 }), R(172, 146, '2,30', { size: 7.5, width: 30 }), R(214, 146, '4,60', { size: 7.5, width: 36 }),
    [12, 155.6, 'Sok od naranče, prirodni', { size: 7.5 }], R(136, 157, '1', { size: 7.5, width: 24 }), R(172, 157, '3,70', { size: 7.5, width: 30 }), R(214, 157, '3,70', { size: 7.5, width: 36 }),
    [12, 166.6, 'Pivo točeno 0,5 l', { size: 7.5 }], R(136, 168, '1', { size: 7.5, width: 24 }), R(172, 168, '4,20', { size: 7.5, width: 30 }), R(214, 168, '4,20', { size: 7.5, width: 36 }),
    [12, 181, '#RECT 202 0.5 black'],
    [12, 187, 'UKUPNO EUR', { size: 11, bold: true }], R(214, 187, '19,50', { size: 11, bold: true, width: 70 }),
    [12, 204, '#RECT 202 0.4 black'],
    [12, 207.6, 'Način plaćanja: Kartice', { size: 7.5 }],
    [12, 219, 'Mastercard ****2204 · beskontaktno', { size: 7 }],
    [12, 229, 'TID: 7144718 · Autorizacijski kod: 60X4B1', { size: 7 }],
    [12, 241, '#RECT 202 0.4 black'],
    [12, 246, 'Porez', { size: 6.5, bold: true }], R(80, 246, 'Stopa', { size: 6.5, bold: true, width: 30 }), R(150, 246, 'Osnovica', { size: 6.5, bold: true, width: 50 }), R(214, 246, 'Iznos', { size: 6.5, bold: true, width: 40 }),
    [12, 256, 'PDV', { size: 6.5 }], R(80, 256, '13%', { size: 6.5, width: 30 }), R(150, 256, '13,46', { size: 6.5, width: 50 }), R(214, 256, '1,75', { size: 6.5, width: 40 }),
    [12, 266, 'PDV', { size: 6.5 }], R(80, 266, '25%', { size: 6.5, width: 30 }), R(150, 266, '3,28', { size: 6.5, width: 50 }), R(214, 266, '0,82', { size: 6.5, width: 40 }),
    [12, 276, 'PNP', { size: 6.5 }], R(80, 276, '3%', { size: 6.5, width: 30 }), R(150, 276, '6,47', { size: 6.5, width: 50 }), R(214, 276, '0,19', { size: 6.5, width: 40 }),
    [12, 289, '#RECT 202 0.4 black'],
    [12, 295, 'JIR: 5e4a9c1d-7f22-4b8e-9d31-0a6c44718203', { size: 6.5 }],
    [12, 305, 'ZKI: 9b2f4e7a1c05d8e36a4f7b2c91e0d447', { size: 6.5 }],
    ...qr(78, 318, 70, 11),
    [12, 394.7, 'Račun izdao: Marija Šimić', { size: 7 }],
    [12, 404.8, 'Cijene su iskazane u eurima i uključuju PDV i PNP.', { size: 6.5 }],
    [76, 420.5, 'Hvala i doviđenja!', { size: 8, bold: true }],
  ] },

  // Rīga pharmacy's kases čeks (80 mm, lv-LV): ZAĻĀ OZOLA APTIEKA over the SIA, its address, PVN number and licence;
  // the receipt number, date, till and pharmacist; each article with "1 x 3,89" under the name, the amount and its
  // PVN letter (B 12 % medicines, A 21 % others), a loyalty discount line -1,20; Kopā apmaksai EUR 31,71; Maksājumu
  // karte with the terminal ID and authorisation code; a PVN table (A 21 %, B 12 %, Kopā 27,03 / 4,68 / 31,71); the
  // loyalty card, its points and today's saving.
  { name: 'aptieka-lv-riga-kases-ceks-zales-pvn-12-papildinajumi-kosmetika-pvn-21-burtu-kodi-atlaide-klienta-kartei-kopa-apmaksai-maksajumu-karte-terminala-id-pvn-tabula-punkti', kind: 'receipt', size: [226, 390], expect: { vendorName: 'SIA „Zaļā Ozola aptieka“', invoiceDate: '2026-11-21', tax: 4.68, total: 31.71, currency: 'EUR', paymentMethod: 'card' },
    items: [['Ibuprofēns 400 mg tabletes N20', 1, 3.89, 3.89], ['Pretklepus sīrups 200 ml', 1, 8.45, 8.45], ['Vitamīns D3 2000 SV kapsulas N90', 1, 11.99, 11.99],
      ['Atlaide klienta kartei -10%', null, null, -1.2], ['Roku krēms 75 ml', 2, 4.29, 8.58]], cells: [
    [48, 11.9, 'ZAĻĀ OZOLA APTIEKA', { size: 11, bold: true }],
    [71, 29.7, 'SIA „Zaļā Ozola aptieka“', { size: 7 }],
    [58, 39.7, 'Brīvības iela 118, Rīga, LV-1001', { size: 7 }],
    [65, 49.7, 'PVN reģ. Nr. LV40103447182', { size: 7 }],
    [69, 61, 'Aptiekas licence Nr. A-447', { size: 7 }],
    [12, 74, '#RECT 202 0.5 black'],
    [12, 78.6, 'Kases čeks Nr. 0318/04471', { size: 7.5 }],
    [12, 90, '21.11.2026 16:05', { size: 7.5 }], R(214, 90, 'Kase 2', { size: 7.5, width: 50 }),
    [12, 98.6, 'Farmaceite: Līga Bērziņa', { size: 7.5 }],
    [12, 112, '#RECT 202 0.5 black'],
    [12, 116.6, 'Ibuprofēns 400 mg tabletes N20', { size: 7.5 }],
    [22, 128, '1 x 3,89', { size: 7.5 }], R(200, 128, '3,89', { size: 7.5, width: 50 }), R(214, 128, 'B', { size: 7.5, width: 10 }),
    [12, 138.6, 'Pretklepus sīrups 200 ml', { size: 7.5 }],
    [22, 150, '1 x 8,45', { size: 7.5 }], R(200, 150, '8,45', { size: 7.5, width: 50 }), R(214, 150, 'B', { size: 7.5, width: 10 }),
    [12, 160.6, 'Vitamīns D3 2000 SV kapsulas N90', { size: 7.5 }],
    [22, 172, '1 x 11,99', { size: 7.5 }], R(200, 172, '11,99', { size: 7.5, width: 50 }), R(214, 172, 'A', { size: 7.5, width: 10 }),
    [22, 182, 'Atlaide klienta kartei -10%', { size: 7.5 }], R(200, 182, '-1,20', { size: 7.5, width: 50 }), R(214, 182, 'A', { size: 7.5, width: 10 }),
    [12, 192.6, 'Roku krēms 75 ml', { size: 7.5 }],
    [22, 204, '2 x 4,29', { size: 7.5 }], R(200, 204, '8,58', { size: 7.5, width: 50 }), R(214, 204, 'A', { size: 7.5, width: 10 }),
    [12, 217, '#RECT 202 0.5 black'],
    [12, 221.1, 'Kopā apmaksai EUR', { size: 10, bold: true }], R(214, 222, '31,71', { size: 11, bold: true, width: 60 }),
    [12, 238.6, 'Maksājumu karte', { size: 7.5 }], R(214, 240, '31,71', { size: 7.5, width: 50 }),
    [12, 250, 'VISA ****6620 · bezkontakta', { size: 7 }],
    [12, 258.8, 'Termināļa ID: 44718202 · Autorizācijas kods: 518204', { size: 6.5 }],
    [12, 272, '#RECT 202 0.4 black'],
    [12, 277, 'PVN', { size: 6.5, bold: true }], R(100, 277, 'Bez PVN', { size: 6.5, bold: true, width: 50 }), R(150, 277, 'PVN', { size: 6.5, bold: true, width: 40 }), R(214, 277, 'Ar PVN', { size: 6.5, bold: true, width: 50 }),
    [12, 287, 'A 21%', { size: 6.5 }], R(100, 287, '16,01', { size: 6.5, width: 50 }), R(150, 287, '3,36', { size: 6.5, width: 40 }), R(214, 287, '19,37', { size: 6.5, width: 50 }),
    [12, 297, 'B 12%', { size: 6.5 }], R(100, 297, '11,02', { size: 6.5, width: 50 }), R(150, 297, '1,32', { size: 6.5, width: 40 }), R(214, 297, '12,34', { size: 6.5, width: 50 }),
    [12, 305.8, 'Kopā', { size: 6.5, bold: true }], R(100, 307, '27,03', { size: 6.5, bold: true, width: 50 }), R(150, 307, '4,68', { size: 6.5, bold: true, width: 40 }), R(214, 307, '31,71', { size: 6.5, bold: true, width: 50 }),
    [12, 320, '#RECT 202 0.4 black'],
    [12, 326, 'Klienta karte ****7731', { size: 7 }],
    [12, 334.7, 'Uzkrātie punkti: +31 · Kopā: 684', { size: 7 }],
    [12, 344.7, 'Ietaupījums šodien: 1,20 EUR', { size: 7 }],
    [38, 364, 'Paldies par pirkumu! Esiet veseli!', { size: 8, bold: true }],
  ] },

  // Ísafjörður fuel station's KVITTUN (80 mm, is-IS): FJÖRÐUR over the ehf., its address, kennitala and VSK number;
  // the date "Dags. 21.11.2026 kl. 08:14", the till, the attendant and the note number; the fuel line with "38,42 L x
  // 219,90 kr/L" and a key-fob discount "38,42 L x -12,00 kr/L", washer fluid, two hot dogs and a coffee with "2 x
  // 790" under the names; SAMTALS 11.308 kr. without decimals; Greitt með korti with the terminal, authorisation and
  // transaction; a VSK table (Stofn / VSK / Samtals per rate) and Samtals VSK 1.997; the key fob's saving.
  { name: 'eldsneyti-is-isafjordur-kvittun-bensin-litrar-x-kr-l-lykilafslattur-rudvokvi-pylsa-kaffi-vsk-24-og-11-samtals-kronur-an-aura-greitt-med-korti-posi-heimild', kind: 'receipt', size: [226, 390], expect: { vendorName: 'Fjarðarorka ehf.', invoiceDate: '2026-11-21', tax: 1997, total: 11308, currency: 'ISK', paymentMethod: 'card' },
    items: [['Bensín 95 – dæla 3', 38.42, 219.9, 8449], ['Lykilafsláttur', 38.42, -12, -461], ['Rúðuvökvi -18°C 4 L', 1, 1290, 1290], ['Pylsa með öllu', 2, 790, 1580], ['Kaffi, stór', 1, 450, 450]], cells: [
    [80, 14, 'FJÖRÐUR', { size: 14, bold: true }],
    [85, 33, 'Fjarðarorka ehf.', { size: 7 }],
    [62, 43, 'Hafnarstræti 14, 400 Ísafjörður', { size: 7 }],
    [56, 53, 'kt. 610419-4470 · VSK nr. 133447', { size: 7 }],
    [12, 66, '#RECT 202 0.5 black'],
    [91, 71, 'KVITTUN', { size: 10, bold: true }],
    [12, 86, 'Dags. 21.11.2026 kl. 08:14', { size: 7.5 }], R(214, 86, 'Kassi 1', { size: 7.5, width: 40 }),
    [12, 96, 'Afgreiðsla: Þórdís · Nóta 44718', { size: 7.5 }],
    [12, 108, '#RECT 202 0.5 black'],
    [12, 114, 'Bensín 95 – dæla 3', { size: 7.5 }],
    [22, 124, '38,42 L x 219,90 kr/L', { size: 7.5 }], R(214, 124, '8.449', { size: 7.5, width: 50 }),
    [12, 136, 'Lykilafsláttur', { size: 7.5 }],
    [22, 146, '38,42 L x -12,00 kr/L', { size: 7.5 }], R(214, 146, '-461', { size: 7.5, width: 50 }),
    [12, 158, 'Rúðuvökvi -18°C 4 L', { size: 7.5 }],
    [22, 168, '1 x 1.290', { size: 7.5 }], R(214, 168, '1.290', { size: 7.5, width: 50 }),
    [12, 180, 'Pylsa með öllu', { size: 7.5 }],
    [22, 190, '2 x 790', { size: 7.5 }], R(214, 190, '1.580', { size: 7.5, width: 50 }),
    [12, 202, 'Kaffi, stór', { size: 7.5 }],
    [22, 212, '1 x 450', { size: 7.5 }], R(214, 212, '450', { size: 7.5, width: 50 }),
    [12, 225, '#RECT 202 0.5 black'],
    [12, 231, 'SAMTALS', { size: 11, bold: true }], R(214, 231, '11.308 kr.', { size: 11, bold: true, width: 80 }),
    [12, 248, 'Greitt með korti', { size: 7.5 }], R(214, 248, '11.308 kr.', { size: 7.5, width: 60 }),
    [12, 258, 'VISA ****5512 · snertilaust', { size: 7 }],
    [12, 268, 'Posi 0447-03 · Heimild 118204 · Færsla 003318', { size: 7 }],
    [12, 280, '#RECT 202 0.4 black'],
    [12, 285, 'VSK', { size: 6.5, bold: true }], R(100, 285, 'Stofn', { size: 6.5, bold: true, width: 50 }), R(150, 285, 'VSK', { size: 6.5, bold: true, width: 40 }), R(214, 285, 'Samtals', { size: 6.5, bold: true, width: 50 }),
    [12, 295, '24%', { size: 6.5 }], R(100, 295, '7.482', { size: 6.5, width: 50 }), R(150, 295, '1.796', { size: 6.5, width: 40 }), R(214, 295, '9.278', { size: 6.5, width: 50 }),
    [12, 305, '11%', { size: 6.5 }], R(100, 305, '1.829', { size: 6.5, width: 50 }), R(150, 305, '201', { size: 6.5, width: 40 }), R(214, 305, '2.030', { size: 6.5, width: 50 }),
    [12, 315, 'Samtals VSK', { size: 6.5, bold: true }], R(150, 315, '1.997', { size: 6.5, bold: true, width: 40 }),
    [12, 328, '#RECT 202 0.4 black'],
    [12, 334, 'Lykill ****0921 – 12 kr/L afsláttur', { size: 7 }],
    [12, 344, 'Þú sparaðir 461 kr. í dag', { size: 7 }],
    [66, 362, 'Takk fyrir viðskiptin!', { size: 8, bold: true }],
  ] },

  // Finnish taxi's KUITTI (58 mm, fi-FI): TAKSI HÄKKINEN over the Oy, its Y-tunnus and phone; the car, driver, date,
  // start and end times and the route; Perusmaksu, Matkamaksu with "21,4 km x 1,59", Aikamaksu with "25 min x 0,84"
  // and the airport supplement; YHTEENSÄ EUR 64,93, Sis. ALV 14 % 7,97 and Veroton hinta 56,96; Korttimaksu with the
  // card, Päätetunnus, Hyväksyntäkoodi, Arkistointiviite and VELOITUS 64,93 EUR; ASIAKKAAN KUITTI.
  { name: 'taksi-fi-vantaa-58mm-kuitti-auto-kuljettaja-alku-loppu-reitti-perusmaksu-matkamaksu-km-aikamaksu-min-lentoasemalisa-yhteensa-sis-alv-14-korttimaksu-paatetunnus-arkistointiviite', kind: 'receipt', size: [164, 345], expect: { vendorName: 'Taksipalvelu J. Häkkinen Oy', invoiceDate: '2026-11-21', tax: 7.97, total: 64.93, currency: 'EUR', paymentMethod: 'card' },
    items: [['Perusmaksu', null, null, 6.9], ['Matkamaksu', 21.4, 1.59, 34.03], ['Aikamaksu', 25, 0.84, 21], ['Lentoasemalisä', null, null, 3]], cells: [
    [30, 14, 'TAKSI HÄKKINEN', { size: 11, bold: true }],
    [37, 30, 'Taksipalvelu J. Häkkinen Oy', { size: 6.5 }],
    [51, 39, 'Y-tunnus 3184471-8', { size: 6.5 }],
    [40, 48, 'Vantaa · puh. 040 447 1820', { size: 6.5 }],
    [10, 60, '#RECT 144 0.5 black'],
    [64, 65, 'KUITTI', { size: 9, bold: true }],
    [10, 79, 'Auto ESP-447 · Kuljettaja 4471', { size: 7 }],
    [10, 89, 'Pvm 21.11.2026', { size: 7 }],
    [10, 99, 'Alku 22:47 · Loppu 23:12', { size: 7 }],
    [10, 107.8, 'Helsinki-Vantaa T2 → Kallio, Helsinki', { size: 6.5 }],
    [10, 120, '#RECT 144 0.5 black'],
    [10, 126, 'Perusmaksu', { size: 7.5 }], R(154, 126, '6,90', { size: 7.5, width: 40 }),
    [10, 138, 'Matkamaksu', { size: 7.5 }],
    [18, 147.7, '21,4 km x 1,59', { size: 6.5 }], R(154, 147, '34,03', { size: 7.5, width: 40 }),
    [10, 159, 'Aikamaksu', { size: 7.5 }],
    [18, 168.7, '25 min x 0,84', { size: 6.5 }], R(154, 168, '21,00', { size: 7.5, width: 40 }),
    [10, 180, 'Lentoasemalisä', { size: 7.5 }], R(154, 180, '3,00', { size: 7.5, width: 40 }),
    [10, 193, '#RECT 144 0.5 black'],
    [10, 199, 'YHTEENSÄ EUR', { size: 10, bold: true }], R(154, 198.6, '64,93', { size: 10.5, bold: true, width: 50 }),
    [10, 215, 'Sis. ALV 14 %', { size: 7 }], R(154, 215, '7,97', { size: 7, width: 40 }),
    [10, 225, 'Veroton hinta', { size: 7 }], R(154, 225, '56,96', { size: 7, width: 40 }),
    [10, 238, '#RECT 144 0.4 black'],
    [10, 244, 'Maksutapa: Korttimaksu', { size: 7 }],
    [10, 254, 'VISA ****7715 · Lähimaksu', { size: 6.5 }],
    [10, 263, 'Päätetunnus 47182044', { size: 6.5 }],
    [10, 272, 'Hyväksyntäkoodi 088412', { size: 6.5 }],
    [10, 281, 'Arkistointiviite 261121447182', { size: 6.5 }],
    [10, 292, 'VELOITUS', { size: 7.5, bold: true }], R(154, 292, '64,93 EUR', { size: 7.5, bold: true, width: 60 }),
    [10, 304, 'ASIAKKAAN KUITTI', { size: 6.5 }],
    [48, 322, 'Kiitos kyydistä!', { size: 8, bold: true }],
  ] },
];
