// Stage: rows → line-item table.
// Finds the header row (EN/DE/FR/ES/IT/NL/PT/SV/PL column words), gives each column a role, and reads the
// rows under it until the totals block. Without a header (most receipts, some invoices) the
// roles come from the shape of each row instead: text then trailing numbers, with
// quantity × unit price = amount deciding which number is which. Rows without numbers directly
// under an item continue its description (wrapped rows). A table open at the bottom of a page
// continues on the next one, with its header repeated or not.
import { amountsMatch, cents, findAmounts, type AmountToken, type DecimalSeparator } from '../fields/numbers.js';
import { correctLabelTypos, findFuzzyLabel, findLabels, type LabelField } from '../fields/labels.js';
import { foldText, oneEditApart } from '../fields/text.js';
import { isMonthName } from '../fields/dates.js';
import { MASKED_CARD } from '../fields/payment.js';
import type { Box, ExtractedLineItem, TextWord } from '../types.js';
import { SEGMENT_GAP, type PageRows, type Row, type Segment } from './rows.js';

// 'ordered': the count ordered beside the count shipped ("ORD | SHP"); a line is billed by the shipped one.
/**
 * 'other': a column no item field is read from (a batch, an expiry date, a discount rate).
 * 'credit': a hotel folio's or an account's payments and credits beside its charges ("Belastung |
 * Zahlung", "Charges | Credits"): a row whose money stands only there is a payment, not an item.
 */
export type ColumnRole = 'description' | 'sku' | 'quantity' | 'ordered' | 'unit' | 'unitPrice' | 'amount' | 'taxRate' | 'index' | 'credit' | 'other';

export interface TableColumn {
  role: ColumnRole;
  box: Box;
  text: string;
}

export interface LineItemFound extends ExtractedLineItem {
  /** 0..1: how sure the row reading is (arithmetic agreement, OCR confidence). */
  confidence: number;
  /** Rows the item was read from (to keep them out of the totals search). */
  rows: Row[];
  /**
   * A number read off the front of the name as its count ("4 WHEEL LASER ALIGNMENT  49.99"): part
   * of the name after all when a detail line under it prints another count ("1 @ 49.99").
   */
  leadingCount?: string;
  /** The heading row of the table the item was read under (none for a till's headless lines). */
  heading?: Row;
}

export interface TableResult {
  items: LineItemFound[];
  /** Header rows and item rows. */
  usedRows: Set<Row>;
  hadHeader: boolean;
  /** Amounts of a sums row closing the table, each under a money heading (see columnSums). */
  columnSums: ColumnSum[];
}

/**
 * "Razem: 1 094,40 | 108,72 | 1 203,12" printed under "Wartość netto | Kwota VAT | Wartość
 * brutto": a sums row closing an item table names its amounts only through the headings above
 * them, so each is read as the field its heading labels (net → subtotal, tax, gross → total).
 */
export interface ColumnSum {
  field: 'subtotal' | 'tax' | 'total';
  value: number;
  row: Row;
  /** Mean OCR confidence of the row's words. */
  confidence: number;
}

// Folded header phrases. Longer phrases first so "unit price" wins over "unit".
const HEADER_PHRASES: [string, ColumnRole][] = [
  // A health provider's statement: "Date of Service | Code | Tooth | Description | Fee". The date
  // and the tooth stand beside the item, never in its name.
  ['date of service', 'other'],
  ['service date', 'other'],
  ['tooth', 'other'],
  // A haulier's line: "Fecha | Albarán | Origen – Destino | Cant. | Ud. | Kg | Precio | Importe".
  ['fecha', 'other'],
  ['datum', 'other'],
  // A billing period beside each line ("Obdobje | 1. 11.–30. 11. 2026"): no count, no part of the name.
  ['billing period', 'other'],
  ['period', 'other'],
  ['zeitraum', 'other'],
  ['leistungszeitraum', 'other'],
  ['periode', 'other'],
  ['periodo', 'other'],
  ['obdobje', 'other'],
  ['obdobi', 'other'],
  ['razdoblje', 'other'],
  ['okres', 'other'],
  ['albaran', 'other'],
  // An ERP's price unit beside the price ("Unit Price | Per | Net Value" over "148.00 | 100 PC"):
  // the count the price is for, neither more price nor the line's count.
  ['per', 'other'],
  ['preiseinheit', 'other'],
  ['item description', 'description'],
  // A law firm's time summary: "Fee earner | Hours | Rate | Amount".
  ['fee earner', 'description'],
  ['description', 'description'],
  ['descripcion', 'description'],
  ['descricao', 'description'],
  ['beskrivning', 'description'],
  ['beskrivelse', 'description'],
  ['nazwa', 'description'],
  ['opis', 'description'],
  ['designacao', 'description'],
  ['artigo', 'description'],
  ['produto', 'description'],
  ['beschreibung', 'description'],
  // An insurer's premium notice: "Sparte | Polizzennummer | Versicherungssumme | Jahresprämie netto".
  ['sparte', 'description'],
  ['polizzennummer', 'other'],
  ['polizze', 'other'],
  ['policennummer', 'other'],
  ['versicherungssumme', 'other'],
  ['sum insured', 'other'],
  ['policy number', 'other'],
  ['policy no.', 'other'],
  ['jahrespramie netto', 'amount'],
  ['jahrespramie', 'amount'],
  ['pramie', 'amount'],
  ['nettopramie', 'amount'],
  ['premium', 'amount'],
  ['annual premium', 'amount'],
  // A Brazilian utility's bill: "Itens da fatura | Unid. | Quant. | Preço unit. | Valor | Base ICMS | Alíq. ICMS | ICMS".
  ['itens da fatura', 'description'],
  ['itens', 'description'],
  ['base icms', 'other'],
  ['aliq. icms', 'other'],
  ['icms', 'other'],
  ['bezeichnung', 'description'],
  ['artikelbezeichnung', 'description'],
  ['leistungsbeschreibung', 'description'],
  ['designation', 'description'],
  ['libelle', 'description'],
  ['concepto', 'description'],
  ['detalle', 'description'],
  ['descrizione', 'description'],
  ['omschrijving', 'description'],
  ['product', 'description'],
  ['produit', 'description'],
  ['producto', 'description'],
  // Nordic, Finnish, Czech and Polish description headings.
  ['benamning', 'description'],
  ['varebeskrivelse', 'description'],
  ['betegnelse', 'description'],
  ['varetekst', 'description'],
  ['vare', 'description'],
  ['tekst', 'description'],
  ['tuote', 'description'],
  ['kuvaus', 'description'],
  ['nimike', 'description'],
  // Hungarian and Romanian description headings.
  ['megnevezes', 'description'],
  ['termek megnevezese', 'description'],
  ['denumirea produselor sau a serviciilor', 'description'],
  ['denumirea produselor', 'description'],
  ['denumire', 'description'],
  ['denumirea', 'description'],
  ['selite', 'description'],
  ['popis', 'description'],
  ['nazev', 'description'],
  ['polozka', 'description'],
  ['oznaceni', 'description'],
  ['oznaceni dodavky', 'description'],
  ['artikkel', 'description'],
  ['artikel', 'description'],
  ['article', 'description'],
  ['articles', 'description'],
  ['articulo', 'description'],
  ['articulos', 'description'],
  ['leistung', 'description'],
  // A utility bill's "Position | Menge | Preis netto | Betrag netto" ("Pos." is the line number).
  ['position', 'description'],
  ['service', 'description'],
  // A repair order's sections: "LABOR | TECH | HOURS | RATE", "PART # | PARTS | QTY".
  ['labor', 'description'],
  ['labour', 'description'],
  ['parts', 'description'],
  ['materials', 'description'],
  ['work performed', 'description'],
  ['services', 'description'],
  ['details', 'description'],
  ['items', 'description'],
  ['item', 'description'],
  ['item #', 'sku'],
  ['item no.', 'sku'],
  ['item no', 'sku'],
  ['item code', 'sku'],
  ['part no.', 'sku'],
  ['part #', 'sku'],
  ['product code', 'sku'],
  ['sku', 'sku'],
  // India's GST invoices: the goods' HSN or the services' SAC code.
  ['hsn/sac', 'sku'],
  ['hsn/sac code', 'sku'],
  ['hsn code', 'sku'],
  ['hsn', 'sku'],
  ['sac', 'sku'],
  ['code', 'sku'],
  ['art.-nr.', 'sku'],
  ['art.-nr', 'sku'],
  ['art. nr.', 'sku'],
  ['art.nr.', 'sku'],
  ['art-nr.', 'sku'],
  ['art-nr', 'sku'],
  ['artikelnr.', 'sku'],
  ['artikel-nr.', 'sku'],
  ['artikelnummer', 'sku'],
  ['varenr.', 'sku'],
  ['varenr', 'sku'],
  ['varenummer', 'sku'],
  ['tuotenro', 'sku'],
  ['tuotekoodi', 'sku'],
  ['kod', 'sku'],
  ['kod towaru', 'sku'],
  ['clave', 'sku'],
  ['clave prod./serv.', 'sku'],
  ['ref.', 'sku'],
  ['ref', 'sku'],
  ['reference', 'sku'],
  ['referencia', 'sku'],
  ['codigo', 'sku'],
  ['codice', 'sku'],
  ['cod.', 'sku'],
  ['quantity', 'quantity'],
  ['quantidade', 'quantity'],
  ['antal', 'quantity'],
  ['ilosc', 'quantity'],
  ['qtd.', 'quantity'],
  ['qtd', 'quantity'],
  // Brazil's NFC-e: "Qtde Un", "Vl Unit", "Vl Total" (OCR reads the l of "Vl" as an I).
  ['qtde', 'quantity'],
  ['qtde.', 'quantity'],
  ['q.ta', 'quantity'],
  ['q.ta.', 'quantity'],
  ['qta', 'quantity'],
  ['qta.', 'quantity'],
  ['aant.', 'quantity'],
  ['stk.', 'quantity'],
  ['stk', 'quantity'],
  // A distributor's counts: ordered and shipped side by side, the line billed by what shipped,
  // or by the catch weight of meat and cheese sold by the pound.
  ['qty ordered', 'ordered'],
  ['qty ord', 'ordered'],
  ['ordered', 'ordered'],
  ['ord', 'ordered'],
  ['qty shipped', 'quantity'],
  ['qty shp', 'quantity'],
  ['shipped', 'quantity'],
  ['shp', 'quantity'],
  // A grocery delivery's counts: what was ordered, and what was supplied and billed.
  ['supplied', 'quantity'],
  ['catch weight', 'quantity'],
  ['weight', 'quantity'],
  ['qty.', 'quantity'],
  ['qty', 'quantity'],
  // OCR reads the Q of a bold "Qty" as O.
  ['oty', 'quantity'],
  ['menge', 'quantity'],
  ['antall', 'quantity'],
  ['maara', 'quantity'],
  ['kpl', 'quantity'],
  ['mnozstvi', 'quantity'],
  ['mnozstvo', 'quantity'],
  ['menny.', 'quantity'],
  ['mennyiseg', 'quantity'],
  ['cant.', 'quantity'],
  ['cantitate', 'quantity'],
  ['cantitatea', 'quantity'],
  ['ks', 'quantity'],
  ['ant.', 'quantity'],
  // A wine importer's cases and bottles in one heading ("Ks. Fl."): the bottles are billed.
  ['ks. fl.', 'quantity'],
  ['fl.', 'quantity'],
  ['szt.', 'quantity'],
  ['anzahl', 'quantity'],
  ['anz.', 'quantity'],
  ['anz', 'quantity'],
  ['quantite', 'quantity'],
  ['qte', 'quantity'],
  ['qte.', 'quantity'],
  ['cantidad', 'quantity'],
  ['cant.', 'quantity'],
  ['cant', 'quantity'],
  ['uds.', 'quantity'],
  ['uds', 'quantity'],
  // A count of units, where the singular names the unit of measure.
  ['unidades', 'quantity'],
  ['units', 'quantity'],
  ['stuks', 'quantity'],
  ['pezzi', 'quantity'],
  ['pcs', 'quantity'],
  ['quantita', 'quantity'],
  ['aantal', 'quantity'],
  ['hours', 'quantity'],
  ['hrs', 'quantity'],
  ['stunden', 'quantity'],
  ['std.', 'quantity'],
  ['heures', 'quantity'],
  ['horas', 'quantity'],
  // Hours in the other languages of the labels (Dutch "Uren", Italian "Ore", Nordic "Timer"/"Timmar").
  ['uren', 'quantity'],
  ['uur', 'quantity'],
  ['ore', 'quantity'],
  ['timer', 'quantity'],
  ['timmar', 'quantity'],
  ['tunnit', 'quantity'],
  ['hodiny', 'quantity'],
  ['godziny', 'quantity'],
  ['godz.', 'quantity'],
  // Days and nights of consultancy and lodging.
  ['days', 'quantity'],
  ['tage', 'quantity'],
  ['jours', 'quantity'],
  ['dias', 'quantity'],
  ['dagen', 'quantity'],
  ['giorni', 'quantity'],
  ['nights', 'quantity'],
  ['nachte', 'quantity'],
  ['nuits', 'quantity'],
  ['noches', 'quantity'],
  ['unit price', 'unitPrice'],
  ['list price', 'unitPrice'],
  ['list', 'unitPrice'],
  ['vl unit', 'unitPrice'],
  ['vl. unit.', 'unitPrice'],
  ['vl. unit', 'unitPrice'],
  ['vi unit', 'unitPrice'],
  ['vlr unit', 'unitPrice'],
  ['vlr. unit.', 'unitPrice'],
  ['prix total', 'amount'],
  ['precio total', 'amount'],
  ['prezzo totale', 'amount'],
  ['valor total', 'amount'],
  ['importe total', 'amount'],
  ['montant total', 'amount'],
  ['preco unitario', 'unitPrice'],
  ['prezzo unitario', 'unitPrice'],
  ['stukprijs', 'unitPrice'],
  ['enhedspris', 'unitPrice'],
  ['pris/enhet', 'unitPrice'],
  // Danish and Norwegian "price per unit", whose last word alone heads the unit column.
  ['pris pr. enh.', 'unitPrice'],
  ['pris pr. enhed', 'unitPrice'],
  ['pris pr. enhet', 'unitPrice'],
  ['pris per enhet', 'unitPrice'],
  ['a-hinta', 'unitPrice'],
  ['yksikkohinta', 'unitPrice'],
  ['hinta', 'unitPrice'],
  // "Cena za MJ bez DPH": the qualifier stays with the price heading, not a net amount column of its own.
  ['cena za m.j. bez dph', 'unitPrice'],
  ['cena za mj bez dph', 'unitPrice'],
  ['jednotkova cena bez dph', 'unitPrice'],
  ['cena za m.j.', 'unitPrice'],
  ['cena za mj', 'unitPrice'],
  ['cena/mj', 'unitPrice'],
  ['jednotkova cena', 'unitPrice'],
  ['cena netto', 'unitPrice'],
  ['netto egysegar', 'unitPrice'],
  ['egysegar', 'unitPrice'],
  ['pret unitar', 'unitPrice'],
  ['valor unitario', 'unitPrice'],
  ['a-pris', 'unitPrice'],
  ['a pris', 'unitPrice'],
  ['styckpris', 'unitPrice'],
  ['enhetspris', 'unitPrice'],
  ['cena', 'unitPrice'],
  ['pris', 'unitPrice'],
  ['pris/fl.', 'unitPrice'],
  ['pris/stk.', 'unitPrice'],
  ['eenheidsprijs', 'unitPrice'],
  ['preco', 'unitPrice'],
  ['price per unit', 'unitPrice'],
  ['unit cost', 'unitPrice'],
  ['price', 'unitPrice'],
  ['rate', 'unitPrice'],
  // India: the maximum retail price printed on the pack, what a chemist charges each.
  ['mrp', 'unitPrice'],
  ['day rate', 'unitPrice'],
  ['daily rate', 'unitPrice'],
  ['nightly rate', 'unitPrice'],
  ['tagessatz', 'unitPrice'],
  ['taux journalier', 'unitPrice'],
  ['tarif journalier', 'unitPrice'],
  ['tarifa diaria', 'unitPrice'],
  ['dagtarief', 'unitPrice'],
  // An hourly rate: "Tarief", "Tarif", "Tarifa", "Tariffa", "Stundensatz", "Timepris".
  ['tarief', 'unitPrice'],
  ['uurtarief', 'unitPrice'],
  ['tarif', 'unitPrice'],
  ['tarifa', 'unitPrice'],
  ['tariffa', 'unitPrice'],
  ['stundensatz', 'unitPrice'],
  ['timepris', 'unitPrice'],
  ['timpris', 'unitPrice'],
  ['cost', 'unitPrice'],
  ['each', 'unitPrice'],
  ['einzelpreis', 'unitPrice'],
  ['e-preis', 'unitPrice'],
  ['einzelpr.', 'unitPrice'],
  ['ep', 'unitPrice'],
  ['stuckpreis', 'unitPrice'],
  ['preis', 'unitPrice'],
  ['prix unitaire', 'unitPrice'],
  ['prix unit.', 'unitPrice'],
  ['prix u.', 'unitPrice'],
  ['p.u.', 'unitPrice'],
  ['pu', 'unitPrice'],
  ['prix', 'unitPrice'],
  ['precio unitario', 'unitPrice'],
  ['precio unit.', 'unitPrice'],
  ['precio', 'unitPrice'],
  ['p. unit.', 'unitPrice'],
  ['prezzo', 'unitPrice'],
  ['prijs', 'unitPrice'],
  ['pack size', 'unit'],
  ['pack', 'unit'],
  // How the goods come packed ("2 x 10 L", "6/75 cl"): no count of what was billed.
  ['verpakking', 'unit'],
  ['gebinde', 'unit'],
  ['conditionnement', 'unit'],
  ['colisage', 'unit'],
  ['envase', 'unit'],
  ['confezione', 'unit'],
  ['embalagem', 'unit'],
  ['emballage', 'unit'],
  ['emb.', 'unit'],
  ['unit', 'unit'],
  ['uom', 'unit'],
  ['u/m', 'unit'],
  ['einheit', 'unit'],
  ['me', 'unit'],
  ['unite', 'unit'],
  ['unidad', 'unit'],
  ['enh', 'unit'],
  ['enh.', 'unit'],
  ['enhed', 'unit'],
  ['enhet', 'unit'],
  ['yks.', 'unit'],
  ['yks', 'unit'],
  ['j.j.', 'unit'],
  ['m.j.', 'unit'],
  ['mj', 'unit'],
  ['j.m.', 'unit'],
  ['jm', 'unit'],
  ['me.', 'unit'],
  ['u.m.', 'unit'],
  ['um', 'unit'],
  ['jedn.', 'unit'],
  ['ud.', 'unit'],
  ['line total', 'amount'],
  ['net amount', 'amount'],
  ['total price', 'amount'],
  ['ext. price', 'amount'],
  ['extended', 'amount'],
  ['ext price', 'amount'],
  ['extended price', 'amount'],
  ['ext. amount', 'amount'],
  ['ext amount', 'amount'],
  ['extension', 'amount'],
  ['ext.', 'amount'],
  ['ext', 'amount'],
  // A US beer wholesaler's per-line excise beside the price: a tax, not the price or the amount.
  ['excise tax', 'taxRate'],
  ['excise', 'taxRate'],
  ['amount', 'amount'],
  ['amt', 'amount'],
  ['amt.', 'amount'],
  ['total', 'amount'],
  ['charge', 'amount'],
  ['charges', 'amount'],
  // A folio's debit and credit columns ("Belastung | Zahlung", "Débit | Crédit", "Charges | Credits").
  ['belastung', 'amount'],
  ['belastungen', 'amount'],
  ['debit', 'amount'],
  ['cargos', 'amount'],
  ['addebito', 'amount'],
  ['zahlung', 'credit'],
  ['zahlungen', 'credit'],
  ['credit', 'credit'],
  ['credits', 'credit'],
  ['payment', 'credit'],
  ['payments', 'credit'],
  ['abonos', 'credit'],
  ['pagos', 'credit'],
  ['accredito', 'credit'],
  ['fee', 'amount'],
  ['fees', 'amount'],
  ['gesamtpreis', 'amount'],
  ['gesamtpr.', 'amount'],
  ['g-preis', 'amount'],
  ['gp', 'amount'],
  ['zwischensumme', 'amount'],
  ['belopp', 'amount'],
  ['beløb', 'amount'],
  ['beløp', 'amount'],
  ['beløp eks. mva', 'amount'],
  ['beløb ekskl. moms', 'amount'],
  ['bez dph', 'amount'],
  ['spolu bez dph', 'amount'],
  ['spolu', 'amount'],
  ['veroton', 'amount'],
  ['verollinen', 'amount'],
  ['yhteensa', 'amount'],
  ['summa', 'amount'],
  ['celkem', 'amount'],
  ['castka', 'amount'],
  ['wartosc netto', 'amount'],
  ['vl total', 'amount'],
  ['vl. total', 'amount'],
  ['vi total', 'amount'],
  ['vlr total', 'amount'],
  ['vlr. total', 'amount'],
  ['netto ertek', 'amount'],
  ['brutto ertek', 'amount'],
  ['afa ertek', 'other'],
  // The tax amount of each line, beside its rate and its net and gross values.
  ['kwota vat', 'other'],
  ['vat amount', 'other'],
  ['tax amount', 'other'],
  ['afa osszeg', 'other'],
  ['ertek', 'amount'],
  ['valoarea', 'amount'],
  ['valoare', 'amount'],
  ['wartosc brutto', 'amount'],
  ['belob', 'amount'],
  ['belop', 'amount'],
  ['wartosc', 'amount'],
  ['totaal', 'amount'],
  ['totale', 'amount'],
  ['valor', 'amount'],
  ['gesamt', 'amount'],
  ['betrag', 'amount'],
  ['summe', 'amount'],
  ['montant', 'amount'],
  ['importe', 'amount'],
  ['importo', 'amount'],
  ['bedrag', 'amount'],
  ['subtotal', 'amount'],
  ['vat %', 'taxRate'],
  ['tax %', 'taxRate'],
  ['vat', 'taxRate'],
  ['tax', 'taxRate'],
  ['mwst.', 'taxRate'],
  ['mwst', 'taxRate'],
  ['ust.', 'taxRate'],
  ['ust', 'taxRate'],
  ['tva', 'taxRate'],
  ['iva', 'taxRate'],
  ['moms', 'taxRate'],
  ['mva', 'taxRate'],
  ['alv', 'taxRate'],
  ['alv %', 'taxRate'],
  ['dph', 'taxRate'],
  ['dph %', 'taxRate'],
  ['afa', 'taxRate'],
  ['afa %', 'taxRate'],
  ['afa-kulcs', 'taxRate'],
  ['valoarea tva', 'taxRate'],
  ['valoare tva', 'taxRate'],
  ['sazba', 'taxRate'],
  ['stawka', 'taxRate'],
  ['gst', 'taxRate'],
  ['ptu', 'taxRate'],
  ['%', 'taxRate'],
  // A pharmacy wholesaler's batch and expiry, a line's discount rate: beside the item, never its
  // count or price.
  ['lotto', 'other'],
  ['lot', 'other'],
  ['lote', 'other'],
  ['batch', 'other'],
  ['scad.', 'other'],
  ['scadenza', 'other'],
  ['exp.', 'other'],
  ['exp', 'other'],
  ['expiry', 'other'],
  ['mhd', 'other'],
  ['verfall', 'other'],
  ['caducidad', 'other'],
  ['validade', 'other'],
  ['sc.%', 'other'],
  ['sc. %', 'other'],
  ['sconto', 'other'],
  ['sconto %', 'other'],
  ['dto.', 'other'],
  ['dcto.', 'other'],
  ['dcto', 'other'],
  ['% dcto.', 'other'],
  ['% dcto', 'other'],
  ['% dto.', 'other'],
  ['% dto', 'other'],
  ['% desc.', 'other'],
  ['desc. %', 'other'],
  ['dto. %', 'other'],
  ['dto %', 'other'],
  ['rabatt %', 'other'],
  ['rabatt', 'other'],
  ['remise %', 'other'],
  ['rem. %', 'other'],
  ['korting', 'other'],
  ['rabat', 'other'],
  ['rabat %', 'other'],
  ['korting %', 'other'],
  ['disc. %', 'other'],
  ['disc %', 'other'],
  ['discount %', 'other'],
  ['disc', 'other'],
  ['disc.', 'other'],
  ['discount', 'other'],
  ['disc/cs', 'other'],
  ['korting/st', 'other'],
  // A courier's or forwarder's consignment table: the shipment's own number and its surcharge
  // beside the charge and the row total ("Consignment | Service · destination | Pcs | Kg | Charge
  // | Surch. | Total").
  ['consignment', 'other'],
  ['consignment no.', 'other'],
  ['waybill', 'other'],
  ['waybill no.', 'other'],
  ['awb', 'other'],
  ['tracking no.', 'other'],
  ['tracking number', 'other'],
  ['surcharge', 'other'],
  ['surch.', 'other'],
  // Turkish (an e-Arşiv fatura: "Sıra No | Mal Hizmet | Miktar | Birim Fiyat | İskonto Oranı |
  // İskonto Tutarı | KDV Oranı | KDV Tutarı | Mal Hizmet Tutarı").
  ['sira no', 'index'],
  ['mal hizmet tutari', 'amount'],
  ['mal hizmet', 'description'],
  ['urun', 'description'],
  ['aciklama', 'description'],
  ['miktar', 'quantity'],
  ['birim fiyat', 'unitPrice'],
  ['birim', 'unit'],
  ['iskonto orani', 'other'],
  ['iskonto tutari', 'other'],
  ['iskonto', 'other'],
  ['kdv orani', 'taxRate'],
  ['kdv tutari', 'other'],
  ['kdv', 'taxRate'],
  ['tutar', 'amount'],
  ['tutari', 'amount'],
  ['pos.', 'index'],
  ['lin.', 'index'],
  ['line', 'index'],
  ['pos', 'index'],
  ['no.', 'index'],
  ['#', 'index'],
  ['nr.', 'index'],
  ['n°', 'index'],
  // Lithuanian, Estonian, Croatian.
  ['prekes pavadinimas', 'description'],
  ['pavadinimas', 'description'],
  ['mato vnt.', 'unit'],
  ['mato', 'unit'],
  ['mat. vnt.', 'unit'],
  ['kiekis', 'quantity'],
  ['kaina', 'unitPrice'],
  ['kaina be pvm', 'unitPrice'],
  ['suma be pvm', 'amount'],
  ['suma', 'amount'],
  ['nimetus', 'description'],
  ['kirjeldus', 'description'],
  ['kogus', 'quantity'],
  ['uhik', 'unit'],
  ['uhikuhind', 'unitPrice'],
  ['hind', 'unitPrice'],
  ['naziv', 'description'],
  ['opis proizvoda', 'description'],
  ['kolicina', 'quantity'],
  ['kol.', 'quantity'],
  ['jed. mj.', 'unit'],
  ['cijena', 'unitPrice'],
  ['iznos', 'amount'],
  // Slovenian, Latvian, Icelandic.
  ['storitev', 'description'],
  ['em', 'unit'],
  ['cena/em', 'unitPrice'],
  ['cena/em brez ddv', 'unitPrice'],
  ['znesek', 'amount'],
  ['znesek brez ddv', 'amount'],
  ['vrednost', 'amount'],
  ['ddv %', 'taxRate'],
  ['nosaukums', 'description'],
  ['daudzums', 'quantity'],
  ['merv.', 'unit'],
  ['mervieniba', 'unit'],
  ['pvn %', 'taxRate'],
  ['lysing', 'description'],
  ['vorunr.', 'sku'],
  ['magn', 'quantity'],
  ['ein.', 'unit'],
  ['eining', 'unit'],
  ['einingaverð', 'unitPrice'],
  ['verð', 'unitPrice'],
  ['upphæð', 'amount'],
  ['upphæð kr.', 'amount'],
];

/**
 * Words that head an amount column on their own ("Net" in "Unit Price | VAT % | Net") but qualify
 * the column before them inside one heading ("Einzelpreis netto"): a column only where a
 * heading starts with them.
 */
/** Headings too common in ordinary words to make a heading row on their own (see readHeader). */
const WEAK_HEADINGS = new Set(['fee', 'fees', 'charge', 'charges']);
/** A currency code or sign as the whole heading of a column (folded). */
const CURRENCY_HEADING = /^(?:chf|eur|usd|gbp|cad|aud|nzd|sek|nok|dkk|pln|czk|huf|ron|jpy|inr|zar|sgd|hkd|mxn|brl|€|\$|£|kr|zl|kc|fr\.?)$/;
const QUALIFIER_HEADERS = new Map<string, ColumnRole>([['net', 'amount'], ['netto', 'amount'], ['nettobetrag', 'amount']]);

const PHRASES = HEADER_PHRASES.map(([p, role]) => ({ words: p.split(' '), role })).sort(
  (a, b) => b.words.length - a.words.length,
);

/** Header words of one word (3 letters or more), for reading a header word OCR split in pieces. */
const ONE_WORD_HEADERS = new Map(HEADER_PHRASES.filter(([p]) => !p.includes(' ') && /^[a-z][a-z.-]{2,}$/.test(p)).map(([p, role]) => [p, role]));
/** The one-word headings long enough to be read through one OCR slip (readHeader). */
const SLIP_READABLE_HEADERS = [...ONE_WORD_HEADERS].filter(([p]) => p.length >= 5);
/** Two-word headings as OCR glues them into one word: "Item#", "UnitPrice". */
const GLUED_HEADERS = new Map(HEADER_PHRASES.filter(([p]) => p.includes(' ')).map(([p, role]) => [foldWord(p), role]));

/**
 * A bare "Item" / "Article" column left of a column named as the description ("Item | Description",
 * "Artikel | Bezeichnung") holds the item number, not a second description.
 */
const BARE_ITEM_HEADER = /^(?:items?|article|artikel|artikkel|articulo|artigo|articolo|product|produit|producto|produto|prodotto|tuote)$/;
const NAMED_DESCRIPTION_HEADER = /description|descripcion|beschreibung|bezeichnung|designation|libelle|concepto|detalle|descrizione|omschrijving|benamning|beskrivning|beskrivelse|betegnelse|kuvaus|nimike|popis|nazev|oznaceni|nazwa|opis|descricao|designacao/;

/** A header word (folded by foldWord) as printed, or with a capital I that OCR read as l ("llość", "ltem"). */
function headerWordIs(folded: string, phraseWord: string): boolean {
  return folded === phraseWord || (folded.startsWith('l') && phraseWord.startsWith('i') && `i${folded.slice(1)}` === phraseWord);
}

/** Two amounts whose digits differ in exactly one place, as one misread glyph leaves them. */
function oneDigitSlip(a: number, b: number): boolean {
  const x = Math.abs(a).toFixed(2);
  const y = Math.abs(b).toFixed(2);
  if (x.length !== y.length) return false;
  let differences = 0;
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) differences += 1;
  return differences === 1;
}

/** A header word folded for matching; a currency in brackets ("Prezzo(€)", OCR's "Prezzo(e)", "Rate (Rs.)") is dropped. */
function foldWord(text: string): string {
  return foldText(text).replace(/\((?:[€$£]|[a-z]{1,3}\.?)\)/g, '').replace(/[:()€$£]/g, '').replace(/\s+/g, '');
}

function union(boxes: Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * "Tuote/palvelu", "Artikel/Leistung": two headings joined by a slash that OCR or the layout left
 * without spaces; the role the known halves agree on.
 */
function slashedHeading(word: string): ColumnRole | undefined {
  if (!word.includes('/')) return undefined;
  const roles = word.split('/').filter((part) => part.length >= 3).map((part) => ONE_WORD_HEADERS.get(part)).filter((r) => r !== undefined);
  return roles.length > 0 && roles.every((r) => r === roles[0]) ? roles[0] : undefined;
}

/**
 * Two headings OCR glued at an abbreviation's dot ("Cant.Unidad", "Qty.Unit"): two words, the
 * box shared out by letters.
 */
function splitAtAbbreviationDot(word: TextWord): TextWord[] {
  const m = /^(\p{L}{2,}\.)(\p{Lu}\p{L}{2,})$/u.exec(word.text);
  if (!m) return [word];
  const share = word.box.w * (m[1]!.length / word.text.length);
  return [
    { ...word, text: m[1]!, box: { ...word.box, w: share } },
    { ...word, text: m[2]!, box: { ...word.box, x: word.box.x + share, w: word.box.w - share } },
  ];
}

/** Reads a row as table header cells; null when it is not a header. */
export function readHeader(row: Row, ocr = false): TableColumn[] | null {
  const columns: TableColumn[] = [];
  let unknownWords = 0;
  for (const segment of row.segments) {
    const words = segment.words.flatMap(splitAtAbbreviationDot);
    // Folded once: every phrase is tried at every word.
    const folded = words.map((w) => foldWord(w.text));
    let i = 0;
    let current: { role: ColumnRole; words: TextWord[] } | null = null;
    // Words we do not know before the cell's first heading word, joined to it ("Origen – Destino /
    // Concepto"): the same cell, so the same column, which starts where they do.
    let leading: TextWord[] = [];
    let inBrackets = false;
    while (i < words.length) {
      // "Unit price (incl. GST)": what the brackets hold qualifies the heading before them; the
      // GST in it heads no column of its own.
      const text = words[i]!.text;
      if (current && (inBrackets || text.startsWith('('))) {
        inBrackets = !text.includes(')');
        current.words.push(words[i]!);
        i += 1;
        continue;
      }
      let matched = false;
      for (const phrase of PHRASES) {
        if (i + phrase.words.length > words.length) continue;
        if (phrase.words.every((phraseWord, k) => headerWordIs(folded[i + k]!, phraseWord))) {
          const slice = words.slice(i, i + phrase.words.length);
          // "Unit" followed by "Price" in another phrase is handled by the longer phrase first.
          if (current) columns.push(toColumn(current));
          // Only words joined to the heading by a slash or dash ("Origen – Destino / Concepto"); a
          // word before it without one may head a column of its own ("Kg Charge" set tight). They
          // still count as unknown: "Rhein Service GmbH & Co. KG" is a name, not a heading.
          const joined = leading.length > 0 && /^[/–—-]$/.test(leading[leading.length - 1]!.text);
          current = { role: phrase.role, words: joined ? [...leading, ...slice] : slice };
          leading = [];
          i += slice.length;
          matched = true;
          break;
        }
      }
      // OCR splits a header word with a false space ("C ode", "Descr iption"): two or three
      // pieces that make a one-word header together are that header; and it glues a
      // two-word heading into one word ("Item#").
      for (let n = 1; !matched && n <= 3 && i + n <= words.length; n++) {
        const joined = foldWord(words.slice(i, i + n).map((w) => w.text).join(''));
        const phrase = n === 1 ? GLUED_HEADERS.get(joined) ?? slashedHeading(joined) : ONE_WORD_HEADERS.get(joined);
        if (phrase === undefined) continue;
        if (current) columns.push(toColumn(current));
        current = { role: phrase, words: words.slice(i, i + n) };
        i += n;
        matched = true;
      }
      if (!matched && ocr && current?.role !== 'sku' && current?.role !== 'description') {
        // A heading word OCR got one letter wrong in ("Poloka" for "Položka", "llose" for "Ilość").
        // Not a word qualifying a code or description heading: "Cod. articolo" is no "articulo".
        const word = folded[i]!;
        const spellings = word.startsWith('l') ? [word, `i${word.slice(1)}`] : [word];
        // Letters, with at most one digit OCR put for a letter ("c6digo"): "Item#" is a code
        // heading OCR glued, not a misspelt "Items".
        const near = word.length >= 5 && /^[a-z]*\d?[a-z]*$/.test(word) ? SLIP_READABLE_HEADERS.filter(([p]) => spellings.some((w) => w[0] === p[0] && oneEditApart(w, p))) : [];
        if (near.length > 0 && near.every(([, role]) => role === near[0]![1])) {
          if (current) columns.push(toColumn(current));
          current = { role: near[0]![1], words: [words[i]!] };
          i += 1;
          matched = true;
        }
      }
      // A cell headed by a currency alone ("Q.tà Articolo | Prezzo | CHF") holds the line amounts;
      // after another heading in its cell it only qualifies it ("Prezzo CHF").
      if (!matched && !current && words.length === 1 && CURRENCY_HEADING.test(folded[i]!)) {
        current = { role: 'amount', words: [words[i]!] };
        i += 1;
        matched = true;
      }
      if (!matched && !current) {
        const qualifier = QUALIFIER_HEADERS.get(folded[i]!);
        if (qualifier !== undefined) {
          current = { role: qualifier, words: [words[i]!] };
          i += 1;
          matched = true;
        }
      }
      if (!matched) {
        // Qualifiers like "(EUR)", "HT", "excl. VAT" stay with the cell they follow.
        if (current) current.words.push(words[i]!);
        else {
          unknownWords += 1;
          leading.push(words[i]!);
        }
        i += 1;
      }
    }
    if (current) columns.push(toColumn(current));
  }
  // "Items: 5   Qty: 9": a field and its count after a colon are a till's tally, not headings.
  if (row.segments.some((seg) => /:\s*\d/.test(seg.text))) return null;
  const roles = new Set(columns.map((c) => c.role));
  const numeric = ['quantity', 'unitPrice', 'amount'].filter((r) => roles.has(r as ColumnRole)).length;
  if (columns.length < 2 || numeric === 0 || !(roles.has('description') || roles.has('amount'))) return null;
  // "Fee" and "Charge" head a column only among several: two words such as "Service fee" alone on
  // a row are a label or a name, not a table's heading.
  if (columns.length < 3 && columns.some((c) => WEAK_HEADINGS.has(foldWord(c.text)))) return null;
  if (unknownWords > columns.length) return null;
  // "Rate | Amount | Rate | Amount | Tax Amount" with neither item nor count: a tax breakdown by
  // rate (an Indian HSN-wise summary: central and state tax side by side), not a table of items.
  const moneyColumns = columns.filter((c) => c.role === 'unitPrice' || c.role === 'amount').length;
  if (!roles.has('description') && !roles.has('quantity') && moneyColumns >= 4) return null;
  // A header has no money in it, nor ends in a count ("Qtde. total de itens   5").
  if (/\d[.,]\d{2}\b/.test(row.text) || /^\d+$/.test(row.segments[row.segments.length - 1]!.text.trim())) return null;
  if (isTotalsGrid(row, roles)) return null;
  return dedupeRoles(columns);
}

/**
 * A totals grid: labels over one row of amounts ("Base imponible | % IVA | Cuota IVA | TOTAL
 * FACTURA", "Imponibile | Aliquota | Imposta | Totale"), printed where a table would end, or a
 * VAT summary whose first column is the tax code ("Code | Satz | Netto | MWST | Brutto"). It has
 * no column an item needs (description, quantity, unit price) and a net or tax label heads one of
 * its cells, so it is not the header of a line-item table: its labels are the totals'.
 */
function isTotalsGrid(row: Row, roles: ReadonlySet<ColumnRole>): boolean {
  if (roles.has('description') || roles.has('quantity')) return false;
  const heads = new Set(row.segments.flatMap((seg) => findLabels(seg.text).filter((h) => h.start <= 2).map((h) => h.field)));
  // "Code | Rate | Net | VAT | Total": a rate column reads as a unit price, but net and tax
  // headings side by side with no description make it a VAT summary all the same.
  if (roles.has('unitPrice')) return heads.has('subtotal') && heads.has('tax');
  return heads.has('subtotal') || heads.has('tax');
}

function toColumn(cell: { role: ColumnRole; words: TextWord[] }): TableColumn {
  return { role: cell.role, box: union(cell.words.map((w) => w.box)), text: cell.words.map((w) => w.text).join(' ') };
}

/** Two "price"-like columns: the right one is the amount ("Preis" + "Gesamtpreis" etc.). */
function dedupeRoles(columns: TableColumn[]): TableColumn[] {
  const sorted = [...columns].sort((a, b) => a.box.x - b.box.x);
  const prices = sorted.filter((c) => c.role === 'unitPrice');
  if (!sorted.some((c) => c.role === 'amount') && prices.length >= 2) prices[prices.length - 1]!.role = 'amount';
  // A lone price column with no quantity beside it ("Descrizione | IVA | Prezzo", "Item | Price")
  // holds each line's amount.
  if (prices.length === 1 && !sorted.some((c) => c.role === 'amount' || c.role === 'quantity')) prices[0]!.role = 'amount';
  const named = sorted.find((c) => c.role === 'description' && NAMED_DESCRIPTION_HEADER.test(foldText(c.text)));
  for (const c of sorted) {
    if (named && c !== named && c.role === 'description' && c.box.x < named.box.x && BARE_ITEM_HEADER.test(foldWord(c.text))) c.role = 'sku';
  }
  if (!sorted.some((c) => c.role === 'description')) {
    const sku = sorted.filter((c) => c.role === 'sku');
    if (sku.length === 1 && sorted.indexOf(sku[0]!) === 0 && sorted.length > 2) sku[0]!.role = 'description';
  }
  // "Charge | Surch. | Total": a charge left of the row's total is a part of it, not a unit price.
  for (const c of sorted.filter((c) => c.role === 'amount').slice(0, -1)) if (/^charges?$/.test(foldWord(c.text))) c.role = 'other';
  const amounts = sorted.filter((c) => c.role === 'amount');
  // "Price … Amount … Total": keep the right-most as the line amount.
  for (const extra of amounts.slice(0, -1)) if (!sorted.some((c) => c.role === 'unitPrice')) extra.role = 'unitPrice';
  return sorted;
}

function edgeDistance(a: Box, b: Box): number {
  if (a.x + a.w < b.x) return b.x - (a.x + a.w);
  if (b.x + b.w < a.x) return a.x - (b.x + b.w);
  return 0;
}

function overlap(a: Box, b: Box): number {
  return Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
}

/** Column a body word belongs to: the header it overlaps most, else the nearest one. */
function columnFor(box: Box, columns: TableColumn[], numeric: boolean): TableColumn {
  let best = columns[0]!;
  let bestScore = -Infinity;
  for (const col of columns) {
    const o = overlap(box, col.box);
    let score = o > 0 ? o : -edgeDistance(box, col.box);
    // Text left of the first numeric column belongs to the description even when far from it.
    if (!numeric && col.role === 'description' && box.x >= col.box.x - 2) score += box.w * 0.25;
    if (numeric && (col.role === 'quantity' || col.role === 'unitPrice' || col.role === 'amount')) score += 1;
    if (score > bestScore) {
      bestScore = score;
      best = col;
    }
  }
  return best;
}

type Cells = Partial<Record<ColumnRole, string>>;

/** An item number: one token of 4 to 16 letters, digits and - / . with at least 3 digits ("4905", "88E899", "AGH-76326"). */
const ITEM_CODE = /^(?=(?:[^\d]*\d){3})[A-Za-z0-9][A-Za-z0-9\-/.]{3,15}$/;
/** A price per unit follows: "/kg", "/ hr", "per lb". */
const PER_UNIT_AFTER = /^\s*(?:(?:[$€£]|kr\.?|kč|zł|ft|lei|eur|chf|usd)?\s*\/\s*|per\s+|pr\.\s+|je\s+)\p{L}{1,5}\b/iu;
/**
 * What follows a figure that makes it part of a sentence: two words, the first in small letters
 * ("zum Kurs", "pour la", "gal · deposit"), or a colon (a date or a heading: "stan 15.11: 214 pal.").
 */
const SENTENCE_GOES_ON = /^(?:\s+\p{Ll}{2,}\s+(?:[·•;–]\s+)?\p{L}{2,}|\s?:)/u;
/** A distributor's note under an item, starred at both ends: "** SUB FOR 4412 **". */
const STARRED_NOTE = /^\*{2,}.*\*{2,}$/;
/** Below this share of the item's type size, a line under the item is a note, not its wrapped name. */
const NOTE_TYPE_SHARE = 0.92;

/**
 * A row set in clearly smaller type than the item above it. A text layer gives type sizes
 * exactly. OCR's box heights vary more than that with the letters, but its box widths per letter
 * follow the type size: a note line's letters are narrower than the descriptions'. One short
 * name's width says little (narrow letters, the box's padding), so the line is measured against
 * the names of the items read so far on the table, together.
 */
function isSmallerTypeNote(row: Row, itemRows: readonly Row[], items: readonly LineItemFound[]): boolean {
  if (row.segments.every((s) => s.confidence === 1)) {
    // Measured against the name's rows, not against a note already taken under it.
    const nameRows = itemRows.filter((r) => r === itemRows[0] || r.height >= itemRows[0]!.height * NOTE_TYPE_SHARE);
    const itemHeight = Math.min(...nameRows.map((r) => r.height));
    return row.height < itemHeight * NOTE_TYPE_SHARE;
  }
  if (row.segments.length !== 1) return false;
  const note = row.segments[0]!;
  if (note.text.length < OCR_NOTE_MIN_LETTERS) return false;
  const noteCapitals = capitalShare(note.text);
  const names = [itemRows[0], ...items.map((item) => item.rows[0])].flatMap((r) => {
    const name = r?.segments.filter((s) => /\p{L}{3}/u.test(s.text)).sort((a, b) => b.text.length - a.text.length)[0];
    // Capitals are wider than small letters: a capitals name over a lower-case line says nothing.
    return name && Math.abs(noteCapitals - capitalShare(name.text)) <= CAPITAL_SHARE_SPREAD ? [name] : [];
  });
  const letters = names.reduce((n, s) => n + s.text.length, 0);
  if (letters < OCR_NOTE_MIN_LETTERS / 2) return false;
  const nameWidth = names.reduce((w, s) => w + paddedOff(s), 0) / letters;
  return paddedOff(note) / note.text.length < nameWidth * OCR_NOTE_WIDTH_SHARE;
}

/** An OCR box's width without the padding the detector puts at each end (about a quarter of its height). */
function paddedOff(segment: Segment): number {
  return segment.box.w - segment.box.h * 0.5;
}

function capitalShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length === 0 ? 0 : letters.filter((c) => /\p{Lu}/u.test(c)).length / letters.length;
}

/** Below this share of the description's width per letter, an OCR'd line under an item is a note in smaller type. */
const OCR_NOTE_WIDTH_SHARE = 0.9;
/** An OCR'd note line is measured only when it is this long; short texts' widths are mostly padding. */
const OCR_NOTE_MIN_LETTERS = 16;
/** Names and notes whose shares of capitals differ more than this are not compared. */
const CAPITAL_SHARE_SPREAD = 0.25;

/** A detail line that names the item's code: "SKU BHO-DK-11C", "Art.-Nr. 4711 · 19 %", "Item # 88E899". */
const SKU_LINE = /^(?:sku|art(?:ikel)?\.?\s*-?\s*nr\.?|item\s*(?:#|no\.?)|part\s*(?:#|no\.?)|ref\.?|réf\.?)\s*:?\s*([A-Za-z0-9][A-Za-z0-9\-/.]{2,24})(?=$|\s)/i;

/** A line's position number: "1", "12.", "003". */
const LINE_NUMBER = /^\d{1,3}\.?$/;

function cellsOf(row: Row, columns: TableColumn[]): Cells {
  // Each piece with the column it fell under (null: no one column).
  const parts: Partial<Record<ColumnRole, [string, TableColumn | null][]>> = {};
  const firstColumnX = Math.min(...columns.map((c) => c.box.x));
  const hasSku = columns.some((c) => c.role === 'sku');
  const hasIndex = columns.some((c) => c.role === 'index');
  for (const segment of row.segments) {
    const numericSegment = /^[-(]?[$€£]?\s?[\d.,' ]+\s?[)%-]?$/.test(segment.text.trim());
    const touching = columns.filter((c) => overlap(segment.box, c.box) > 0);
    // An item code or a line number wholly left of the first column, where a header OCR could not
    // read stood ("Art- NI." for "Art.-Nr.", "*" for "#"): the item number or the position, not
    // the start of the description.
    if (touching.length === 0 && segment.box.x + segment.box.w < firstColumnX) {
      const text = segment.text.trim();
      const role = ITEM_CODE.test(text) && !hasSku ? 'sku' : LINE_NUMBER.test(text) && !hasIndex ? 'index' : null;
      if (role) {
        (parts[role] ??= []).push([segment.text, null]);
        continue;
      }
      // Words left of the table beside a line whose own words stand under its description
      // heading: a block of the page beside the table (a two-column bill's address, "M. et Mme
      // Julien Garnier | Location répéteur Wi-Fi | 3,00 €") or a column whose heading we do not
      // read ("DATE | ACTIVITY | DESCRIPTION": "Seasonal:Cleanup"), not the start of the line.
      const description = columns.find((c) => c.role === 'description');
      const ownDescription = description && row.segments.some((other) => other !== segment && overlap(other.box, description.box) > 0 && /\p{L}{3}/u.test(other.text));
      if (ownDescription && /\p{L}{2}/u.test(text) && segment.box.x + segment.box.w < firstColumnX - row.height) continue;
    }
    if (touching.length <= 1) {
      const col = columnFor(segment.box, columns, numericSegment);
      // A bare count in a column that no heading of this row names, well right of the description
      // heading (a dairy round's Mon–Sat deliveries between "Product" and "Qty"): no part of the name.
      const unheadedCount = numericSegment && touching.length === 0 && col.role === 'description' && segment.box.x > col.box.x + col.box.w + row.height * 2 &&
        row.segments.some((other) => other !== segment && other.box.x < segment.box.x && /\p{L}{2}/u.test(other.text));
      (parts[unheadedCount ? 'other' : col.role] ??= []).push([segment.text, col]);
      continue;
    }
    const description = touching.find((c) => c.role === 'description');
    if (description) {
      // Description text running under a neighbouring header: peel numbers off its ends (a
      // quantity before it, prices after it) and keep the words in between together.
      const words = [...segment.words];
      const lead: TextWord[] = [];
      const tail: TextWord[] = [];
      const numericWord = (w: TextWord) => /^[-(]?[$€£]?[\d.,']+[)%]?$/.test(w.text);
      // Words wholly left of where the description column starts belong to the column(s) before
      // it (quantity, unit, SKU), numbers or not: "CS  OVEN CLEANER" under "Unit | Description".
      const leftOfDescription = (w: TextWord) => w.box.x + w.box.w < description.box.x - 1;
      while (
        words.length > 1 &&
        (leftOfDescription(words[0]!) || numericWord(words[0]!)) &&
        columnFor(words[0]!.box, columns, numericWord(words[0]!)).role !== 'description'
      ) lead.push(words.shift()!);
      // A trailing number is a price only when it reaches into that column ("KRAFT 500" ends
      // well before the price column and stays in the description).
      const reachesColumn = (w: TextWord) => {
        const col = columnFor(w.box, columns, true);
        return col.role !== 'description' && (overlap(w.box, col.box) > 0 || w.box.x + w.box.w >= col.box.x);
      };
      while (words.length > 1 && numericWord(words[words.length - 1]!) && reachesColumn(words[words.length - 1]!)) tail.unshift(words.pop()!);
      for (const w of [...lead, ...tail]) {
        const col = columnFor(w.box, columns, true);
        (parts[col.role] ??= []).push([w.text, col]);
      }
      (parts.description ??= []).push([words.map((w) => w.text).join(' '), description]);
      continue;
    }
    // A segment over several headers (tight columns): place word by word. A word that ends before
    // the description heading starts is not description ("1 E48 Unidad de servicio" under
    // "Cant. | Unidad", its last word nearer the description heading than its own).
    const descriptionColumn = columns.find((c) => c.role === 'description');
    const beforeDescription = descriptionColumn ? columns.filter((c) => c.box.x < descriptionColumn.box.x).sort((a, b) => b.box.x - a.box.x)[0] : undefined;
    for (const word of segment.words) {
      let col = columnFor(word.box, columns, /\d/.test(word.text) && !/[a-z]{2}/i.test(word.text));
      if (descriptionColumn && col === descriptionColumn && beforeDescription && word.box.x + word.box.w < descriptionColumn.box.x - 1) col = beforeDescription;
      (parts[col.role] ??= []).push([word.text, col]);
    }
  }
  const cells: Cells = {};
  // Pieces of one cell join with a space (OCR splits "-1 170,00" in two); money under two columns
  // of one role (net and gross amounts) stays apart: "122 034" and "144 000" joined by one space
  // would read as one grouped number.
  for (const [role, pieces] of Object.entries(parts)) {
    cells[role as ColumnRole] = pieces!.map(([text, col], i) => (i === 0 ? '' : col !== null && col !== pieces![i - 1]![1] && pieces![i - 1]![1] !== null ? SEGMENT_GAP : ' ') + text).join('');
  }
  return cells;
}

function amountsIn(text: string | undefined, decimal: DecimalSeparator): AmountToken[] {
  if (!text) return [];
  return findAmounts(text, decimal).filter((a) => !a.percent);
}

/**
 * Other readings of an OCR-damaged amount cell: with the false spaces inside its number dropped
 * ("78. 36", "$1 14.20", "1 0 0 , 34", "C HF 63 9.8 6"), or with a lost decimal point put back
 * ("8755" for "87.55"). Only taken where quantity x unit price confirms one.
 */
function amountRepairs(cell: string | undefined, decimal: DecimalSeparator): number[] {
  if (!cell) return [];
  const joined = cell.replace(/(?<=[\d.,])\s+(?=[\d.,])/g, '');
  const spaced = joined === cell ? [] : amountsIn(joined, decimal).map((a) => a.value);
  const pointLost = amountsIn(cell, decimal).filter((a) => a.decimals === 0 && a.value >= 100).map((a) => cents(a.value / 100));
  return [...spaced, ...pointLost];
}

function firstNumber(text: string | undefined, decimal: DecimalSeparator): number | null {
  const a = amountsIn(text, decimal);
  return a.length > 0 ? a[0]!.value : null;
}

function lastNumber(text: string | undefined, decimal: DecimalSeparator): number | null {
  const a = amountsIn(text, decimal);
  return a.length > 0 ? a[a.length - 1]!.value : null;
}

const IDENTITY_FIELDS: LabelField[] = ['invoiceNumber', 'invoiceDate', 'dueDate', 'billTo', 'taxId', 'otherNumber'];

const TOTALS_FIELDS: LabelField[] = ['subtotal', 'total', 'tax', 'tip', 'shipping', 'discount', 'rounding', 'withholding', 'tender'];

/** Labels in a row's text; OCR misspells them ("Rechnungabotrag"), a text layer does not. */
function labelsIn(text: string, ocr: boolean) {
  return findLabels(ocr ? correctLabelTypos(text) : text);
}

/**
 * Labels in one segment. On OCR'd pages a segment the patterns cannot read may still be a label
 * damaged as a whole ("TOTALAPGAR" for "TOTAL A PAGAR"), as the labelled-value reader
 * (layout/blocks) takes it: the table must end there too, or it swallows the total as a line.
 */
function segmentLabels(text: string, ocr: boolean) {
  const exact = labelsIn(text, ocr);
  if (exact.length > 0 || !ocr) return exact;
  const fuzzy = findFuzzyLabel(text);
  return fuzzy ? [fuzzy] : [];
}

/** Labels of a row: its text's, or on OCR'd pages a damaged one that starts the row. */
function rowLabels(row: Row, ocr: boolean) {
  const exact = labelsIn(row.text, ocr);
  if (exact.length > 0 || !ocr || !row.segments[0]) return exact;
  return segmentLabels(row.segments[0].text, ocr);
}

/** "Rental & replacement subtotal": a short segment that ends in its sum label is that sum's label. */
function endsShortSumLabel(text: string, hit: { field: LabelField; end: number }): boolean {
  const trimmed = text.trim();
  return (hit.field === 'subtotal' || hit.field === 'total') && hit.end >= trimmed.replace(/[:.]$/, '').length && trimmed.split(/\s+/).length <= 4;
}

/** A row whose only totals label is a shipping or delivery charge's. */
function isShippingOnly(row: Row, ocr: boolean): boolean {
  const fields = rowLabels(row, ocr).map((h) => h.field).filter((f) => TOTALS_FIELDS.includes(f));
  return fields.length > 0 && fields.every((f) => f === 'shipping');
}

/**
 * The segment holding a totals label (Subtotal, Total, VAT...), or null. A Total or Subtotal
 * label comes first wherever it sits: "BTW-overzicht | Totaal excl. BTW | € 431,40" is a sums
 * row, whatever the heading at its left says.
 */
function totalsLabelSegment(row: Row, ocr: boolean): Row['segments'][number] | null {
  const labelled = row.segments.map((seg) => ({ seg, hits: segmentLabels(seg.text, ocr).filter((h) => TOTALS_FIELDS.includes(h.field) && (h.start <= 2 || endsShortSumLabel(seg.text, h))) }));
  const sum = labelled.find(({ hits }) => hits.some((h) => h.field === 'total' || h.field === 'subtotal'));
  return (sum ?? labelled.find(({ hits }) => hits.length > 0))?.seg ?? null;
}

/**
 * A row whose words all stand right of the description column, under the counts and prices,
 * with one amount: a sum line of the totals ("Product 1,008.70"), not an item, which names
 * itself in the description column.
 */
function isSumOutsideDescription(row: Row, columns: TableColumn[], decimal: DecimalSeparator): boolean {
  const description = columns.find((c) => c.role === 'description');
  if (!description) return false;
  const after = columns.filter((c) => c.box.x > description.box.x).map((c) => c.box.x);
  if (after.length === 0) return false;
  const wordy = row.segments.filter((s) => /\p{L}{2}/u.test(s.text));
  if (wordy.length === 0 || wordy.some((s) => s.box.x < Math.min(...after) - row.height)) return false;
  return amountsIn(row.text, decimal).filter((a) => a.decimals === 2).length === 1;
}

/**
 * "Surcharge codes | Shipment charges | 168.20": a label of words set out among the figure columns
 * right of the descriptions, with one amount after it, is the totals block beside a note or a
 * legend, not an item, whatever the label says.
 */
function isTotalsBesideNote(row: Row, columns: TableColumn[], decimal: DecimalSeparator): boolean {
  const description = columns.find((c) => c.role === 'description');
  if (!description) return false;
  const figures = columns.filter((c) => (c.role === 'quantity' || c.role === 'unitPrice' || c.role === 'amount') && c.box.x > description.box.x + description.box.w);
  if (figures.length === 0) return false;
  const start = Math.min(...figures.map((c) => c.box.x)) - row.height;
  const label = row.segments.find((s) => s.box.x >= start && /^\p{L}/u.test(s.text.trim()) && (s.text.match(/\p{L}{3,}/gu)?.length ?? 0) >= 2);
  if (!label) return false;
  const after = row.segments.filter((s) => s.box.x > label.box.x).map((s) => s.text).join(' ');
  return amountsIn(after, decimal).filter((a) => a.decimals === 2).length === 1;
}

/** Left edge of the first numeric column: totals labels sit right of it, descriptions left. */
function numericColumnsStart(columns: TableColumn[]): number {
  // Prices and amounts: a quantity column may come before the description.
  const numeric = columns.filter((c) => c.role === 'unitPrice' || c.role === 'amount');
  return Math.min(...numeric.map((c) => c.box.x));
}

function confidenceOf(rows: Row[]): number {
  const words = rows.flatMap((r) => r.segments.flatMap((s) => s.words));
  if (words.length === 0) return 0;
  return words.reduce((s, w) => s + w.confidence, 0) / words.length;
}

/**
 * "10 Ib": OCR reads the l of a pound sign as I; after a number it is always lb. A litre sign
 * read as a one ("Kofola 0,3 1", "Kanister 5 1") is a lone 1 after a volume at the end of the
 * description or before a bracket or comma: no count is printed that way.
 */
function poundsReadRight(text: string): string {
  return text.replace(/(?<=\d\s?)Ib(s?)\b/g, 'lb$1').replace(/(?<=(?:^|\s)\d{1,3}(?:[.,]\d{1,2})?\s)1(?=$|[),])/g, 'l');
}

function cleanDescription(text: string): string {
  return poundsReadRight(text.replace(/\s+/g, ' ').trim())
    // A cell's ruled edge that OCR read as a lone "|", "<" or "[" is no part of the text.
    .replace(/^(?:[|<>[\]](?:\s|$))+/, '')
    .replace(/(?:(?:^|\s)[|<>[\]])+$/, '')
    .replace(/^[\s\-–•*·]+/, '')
    // A till's modifier marker: "+ Oat milk" under its coffee (not "+49 …" or "+2.00").
    .replace(/^\+\s+(?=\p{L})/u, '')
    // A lone "#" before the name marks a tax-free item too ("# Vegemite 380g").
    .replace(/^#\s+(?=\S)/, '')
    // What is left of a "2 x Croissant à 1.90" till line once count and price are read: the "x"
    // before, the "à" or "@" and a currency sign after; the "*" a Turkish till prints before
    // every amount ("*520,00").
    .replace(/^[x×]\s+/, '')
    // (OCR reads that "à" as a lone lower-case "a": no description ends in one.) A lone "#" after
    // the name marks a tax-free item ("Milk Full Cream 2L  #", "# GST-free item").
    .replace(/(?:\s+(?:à|a|@|\*|#|[€$£]|CHF|EUR|GBP))+$/u, '')
    .trim();
}

/**
 * A unit of sale in brackets closing a description: "(kg)", "(lb)", "(m²)". Not one letter: a
 * dish's "(M)" or "(L)" is its size, medium or large.
 */
const UNIT_IN_BRACKETS = /\s*\((kg|lbs?|lt|ltr|ml|m2|m²|m3|m³|hrs?|std\.?)\)$/i;

/** A whole amount printed with its currency, in the habits of currencies that drop the decimals. */
const WHOLE_MONEY = /(?:^|\s)(?:[$€£¥₩]|HUF|JPY|KRW|ISK|CLP|COP|IDR|Rp)\s?\d|\d\s?(?:Ft|HUF|JPY|KRW|ISK|CLP|COP|IDR|kr|Kč|[$€£¥₩円])\.?\s*$/;

/** Whether position `at` of the text lies inside an open bracket. */
function insideBrackets(text: string, at: number): boolean {
  const before = text.slice(0, at);
  return (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0);
}

/** A single run of this many words or more across a table, ending in a word, is a note. */
const NOTE_WORDS = 10;

/** Reads one body row under a header; null when it holds no line amount. */
function readHeaderRow(row: Row, columns: TableColumn[], decimal: DecimalSeparator): LineItemFound | null {
  // A repeated page header ("Acme Ltd   Invoice No: 12-345") is not a line; a label word inside a
  // description ("Mileage reimbursement, client site visits") does not make one.
  if (row.segments.some((seg) => findLabels(seg.text).some((h) => IDENTITY_FIELDS.includes(h.field) && h.weakness === 0 && h.start <= 2))) return null;
  // A note in one run of words across the columns ("Spirits 66.00 L = 17.44 gal · coolers 48 × 12
  // oz = 4.50 gal · deposit 10¢ per container."): its figures are in its sentence, not in columns.
  if (row.segments.length === 1 && row.text.trim().split(/\s+/).length >= NOTE_WORDS && /[\p{L}.)]$/u.test(row.text.trim())) return null;
  const cells = cellsOf(row, columns);
  const roles = new Set(columns.map((c) => c.role));
  // "02.11.2026 | Anzahlung VISA ****4471 | | 150,00" under a folio's "Zahlung": a payment received.
  if (roles.has('credit') && !cells.amount?.trim() && amountsIn(cells.credit, decimal).length > 0) return null;
  // Line amounts are money: "74" from "74-596961" or a bare count is not one.
  const amountTokens = amountsIn(cells.amount, decimal);
  const lastAmount = amountTokens[amountTokens.length - 1];
  // Forint, yen, won and crowns are often printed without decimals: a whole number is money
  // where its currency is printed with it ("34 000 Ft", "¥1,200").
  let total = lastAmount && (lastAmount.decimals > 0 || WHOLE_MONEY.test(cells.amount ?? '')) ? lastAmount.value : null;
  // A tax-code column printed tight beside the price ("7.50 1", Swiss "C" column) shares its cell:
  // the price is the cell's last number with decimals, the code a bare digit after it.
  const pricesInCell = amountsIn(cells.unitPrice, decimal).filter((a) => a.decimals > 0);
  let unitPrice = pricesInCell.length > 0 ? pricesInCell[pricesInCell.length - 1]!.value : lastNumber(cells.unitPrice, decimal);
  // A utility's rate in pence or cents ("24.503p per kWh", "11,42 ct/kWh"): in the bill's currency.
  // Its digits after the point are decimals however many ("24.503p" is no 24,503).
  const subunit = SUBUNIT_RATE.exec(cells.unitPrice ?? '');
  if (subunit) unitPrice = Math.round(Number(subunit[1]!.replace(',', '.')) * 1e4) / 1e6;
  // OCR glues a count to its unit ("8h", "12kpl"), which no amount reading takes.
  // Or the count lands in the unit column beside it, its own cell empty.
  // Metered usage gives its unit in words and signs ("500 GB-Mo", "384 1K req").
  const gluedCount = /^\s*(\d{1,5}(?:[.,]\d{1,3})?)(?:\s*\p{L}{1,5}\.?|\s+[\p{L}\d][\p{L}\d.\-/]{0,7}(?:\s+\p{L}{1,5}\.?)?)\s*$/u;
  const gluedUnit = gluedCount.exec(cells.quantity ?? '') ?? (cells.quantity?.trim() ? null : gluedCount.exec(cells.unit ?? ''));
  let quantity = firstNumber(cells.quantity, decimal) ?? (gluedUnit ? firstNumber(gluedUnit[1], decimal) : null);
  let unit = cells.unit?.trim() || null;
  if (cells.quantity && !roles.has('unit')) {
    // "2 pcs" / "3,5 Std." in one quantity cell.
    const m = /^\s*[\d.,]+\s*([A-Za-zÀ-ÿ.]{1,8})\s*$/.exec(cells.quantity);
    // A lone stroke glued to the count ("1l", "3I") is the cell's ruled edge, not litres.
    if (m && !/\d[lI]\s*$/.test(cells.quantity)) unit = m[1]!;
  }
  // A whole amount that is the count times the price ("13.020 fm·d  14,00  182.280" in krónur) is
  // the line's money, its currency printed or not.
  // So is one a line discount in per cent, printed on the row, takes off that product ("10 |
  // 15.200 | 5 | 144.400" under "% Dcto.").
  const discountedBy = (amount: number) => amountsIn(row.text, decimal).some((d) => d.value > 0 && d.value < 100 && amountsMatch(cents(quantity! * unitPrice! * (1 - d.value / 100)), amount, 2));
  if (total === null && lastAmount && quantity !== null && unitPrice !== null && quantity > 0 && (amountsMatch(cents(quantity * unitPrice), lastAmount.value, 2) || (roles.has('other') && discountedBy(lastAmount.value)))) total = lastAmount.value;
  // Net and gross whole amounts side by side ("122 034 | 18% | 21 966 | 144 000" in forint): the
  // one the count and price make.
  if (total === null && quantity !== null && unitPrice !== null && quantity > 0) total = amountTokens.find((a) => a.decimals === 0 && amountsMatch(cents(quantity! * unitPrice!), a.value, 2))?.value ?? null;
  if (total === null && !roles.has('amount') && unitPrice !== null) total = unitPrice;
  if (total === null) {
    // Amount column empty but numbers elsewhere: the right-most money value is the amount.
    // Not a rate per unit inside a note ("invoiced at $24.90/kg, agreed price $21.50/kg"), nor a
    // price in brackets ("Substitute for Weet-Bix 1.2kg (ordered 1 @ $6.00)").
    // Nor a figure the sentence goes on after ("USD 2.150,00 zum Kurs 1,0750" under a converted
    // freight line): a line's amount ends its text, or stands before a code, a currency or a rate.
    const money = amountsIn(row.text, decimal).filter((a) => a.decimals === 2 && !PER_UNIT_AFTER.test(row.text.slice(a.end)) && !insideBrackets(row.text, a.start) && !SENTENCE_GOES_ON.test(row.text.slice(a.end)));
    if (money.length === 0) return null;
    total = money[money.length - 1]!.value;
  }
  let description = cleanDescription(cells.description ?? '');
  // "Marraqueta (kg)" over a quantity of 1,200: the unit the item is sold by, printed after its name.
  const unitAfter = UNIT_IN_BRACKETS.exec(description);
  if (unitAfter && unit === null && quantity !== null) {
    unit = unitAfter[1]!;
    description = description.slice(0, unitAfter.index).trim();
  }
  // "WiFi pod rental | 2 × $5.00 | $10.00" under a table with no count or price column: the
  // count and price the line prints beside its name, where they make its amount.
  if (quantity === null && unitPrice === null && !roles.has('quantity') && !roles.has('unitPrice')) {
    const tail = /(?:^|\s)(\d{1,4}(?:[.,]\d+)?\s*[x×@]\s*\p{Sc}?\s?\d[\d.,]*)\s*$/u.exec(description);
    const line = tail ? quantityLine(tail[1]!, decimal) : null;
    // A line that is only the count and price is a detail row under its name (isDetailRow).
    if (line && /\p{L}{2}/u.test(description.slice(0, tail!.index)) && productMakes(line.quantity, line.unitPrice, total)) {
      quantity = line.quantity;
      unitPrice = line.unitPrice;
      description = description.slice(0, tail!.index).trim();
    }
  }
  if (description === '' && !cells.sku) return null;
  // "£9.50" under the descriptions' heading, the rest of the row under the codes' columns: a
  // legend beside the totals ("RA Remote area £9.50 | Surcharges | 54.00"), not an item.
  if (/^[$€£]\s?\d[\d.,]*$/.test(description)) return null;
  if (quantity !== null && quantity > 0 && unitPrice !== null && !amountsMatch(cents(quantity * unitPrice), total, 2)) {
    // Quantity x unit price is the evidence that picks an OCR-damaged amount's true reading.
    const expected = cents(quantity * unitPrice);
    total = amountRepairs(cells.amount, decimal).find((value) => amountsMatch(value, expected, 2)) ?? total;
  }
  if (quantity !== null && quantity > 0 && unitPrice !== null && unitPrice > 0 && !amountsMatch(cents(quantity * unitPrice), total, 2)) {
    // Net and gross line values side by side ("Wartość netto | VAT % | Kwota VAT | Wartość
    // brutto"): the line amount is the one quantity x unit price makes. With a count of 1 the
    // unit price itself makes it, so the net value must be printed a second time, or the amount
    // be one OCR digit slip away from it ("295.09" for "295.00"): a discounted line
    // ("1 | 100.00 | -10% | 90.00") keeps its amount.
    const expected = cents(quantity * unitPrice);
    const made = amountsIn(row.text, decimal).filter((a) => a.decimals === 2 && amountsMatch(a.value, expected, 2));
    if (made.length >= (quantity === 1 && !oneDigitSlip(total, expected) ? 2 : 1)) total = made[0]!.value;
  }
  const lineTotal = total;
  /** Quantity x unit price comes to the line amount. */
  const agrees = (q: number, p: number) => amountsMatch(cents(q * p), lineTotal, 2);
  if (quantity === null && (!roles.has('quantity') || !cells.quantity?.trim()) && unitPrice !== null && unitPrice > 0) {
    // A quantity column whose small heading OCR lost ("t Unit price" for "Qty   Unit price"): its
    // count lands in the price cell; taken where quantity x unit price confirms it. So does a
    // return's negative count set wider than the column ("-4   12.00   -48.00").
    const counts = (cells.unitPrice ?? '').split(/\s+/).filter((w) => /^-?\d{1,4}$/.test(w)).map(Number);
    quantity = counts.find((c) => c !== 0 && agrees(c, unitPrice!)) ?? null;
  }
  if (quantity !== null && unitPrice !== null && unitPrice > 0 && !agrees(quantity, unitPrice)) {
    // A cell's ruled edge read as a 1 beside the count ("51" for "5|", "16" for "|6"): the count
    // without it, where quantity x unit price then confirms it.
    const digits = String(quantity);
    const edgeFree = [digits.length > 1 && digits.endsWith('1') ? digits.slice(0, -1) : '', digits.length > 1 && digits.startsWith('1') ? digits.slice(1) : ''];
    quantity = edgeFree.filter((d) => d !== '').map(Number).find((q) => q > 0 && agrees(q, unitPrice!)) ?? quantity;
  }
  if (quantity !== null && quantity > 0 && unitPrice !== null && !agrees(quantity, unitPrice)) {
    // Two price columns (net and gross, "Stückpreis (ohne USt.)" and "(inkl. USt.)") of which OCR
    // damaged the heading of the one the amount is reckoned from: the row's other price that
    // quantity x price confirms.
    const prices = amountsIn(row.text, decimal).filter((a) => a.decimals === 2).map((a) => a.value);
    unitPrice = prices.find((p) => p !== lineTotal && p > 0 && agrees(quantity!, p)) ?? unitPrice;
  }
  if (quantity !== null && unitPrice === null && roles.has('unitPrice') === false && quantity !== 0) {
    // No price column: the price the count and amount imply, where it is a price to the cent
    // ("2 | Café | 1,80" is 0,90 each); "2 pcs | 11.45" implies none (5.725), and 5.73 would be
    // a price the document never charged.
    const implied = cents(lineTotal / quantity);
    if (amountsMatch(cents(implied * quantity), lineTotal)) unitPrice = implied;
  }
  if (quantity !== null && unitPrice !== null && unitPrice > 0 && !agrees(quantity, unitPrice)) {
    // Two count columns (cases shipped, and the catch weight a meat line is priced by): the count
    // the line is billed by is the one quantity x unit price confirms.
    // Two counts side by side may also read as one grouped number ("Cant. 2 | Kg 780" as "2 780").
    const counts = [...amountsIn(cells.quantity, decimal), ...(cells.quantity ?? '').split(/\s+/).flatMap((part) => amountsIn(part, decimal))];
    // Where a discount column takes a share off, no count agrees to the cent: the one count whose
    // gross the amount could be after a discount ("Ks. Fl. 2 | 12" at 129,00 less 5 % = 1.470,60).
    const discounted = roles.has('other') && lineTotal !== null && lineTotal > 0
      ? [...new Set(counts.map((a) => a.value))].filter((q) => q > 0 && q * unitPrice >= lineTotal - 0.005 && lineTotal >= 0.5 * q * unitPrice!)
      : [];
    quantity = counts.map((a) => a.value).find((q) => q > 0 && agrees(q, unitPrice!)) ?? (discounted.length === 1 ? discounted[0]! : quantity);
  }
  let confidence = confidenceOf([row]);
  if (quantity !== null && unitPrice !== null) confidence *= agrees(quantity, unitPrice) ? 1 : 0.75;
  if (quantity === null && roles.has('quantity')) quantity = null;
  return {
    description,
    sku: cells.sku?.trim() || null,
    quantity,
    unit,
    unitPrice,
    total,
    confidence,
    rows: [row],
  };
}

/**
 * The second line of a two-line receipt item: "2 x 3.50   7.00" or "1.25 kg @ 3.99/kg   4.99",
 * no description of its own, and quantity × unit price = amount.
 */
export function readDetailRow(text: string, decimal: DecimalSeparator): Omit<LineItemFound, 'confidence' | 'rows' | 'description'> | null {
  const trimmed = text.replace(TRAILING_TAX_CODE, '').trim();
  // An offer's price may be negative ("2 x -40,00  -80,00" under "AKCE OLEJ ŘEPKOVÝ 10 L"), and
  // a return's count ("-1 × £34.99  -£34.99" under "RETURN Thermal gloves").
  const m = /^(-?\d+(?:[.,]\d+)?)\s*([A-Za-zÀ-ÿ]{1,6}\.?)?\s*[x×@*]\s*(?:[$€£]\s?)?(-?[\d.,]+)\s*(?:\/\s*[A-Za-z]{1,6}\.?)?\s+(.+)$/i.exec(trimmed);
  if (!m) return null;
  const quantity = Number(m[1]!.replace(',', '.'));
  const unitPrice = findAmounts(m[3]!, decimal)[0]?.value;
  const total = findAmounts(m[4]!, decimal).filter((a) => !a.percent).pop()?.value;
  if (unitPrice === undefined || total === undefined || !Number.isFinite(quantity)) return null;
  if (!productMakes(quantity, unitPrice, total)) return null;
  return { sku: null, quantity, unit: m[2] ? m[2].replace(/\.$/, '') : null, unitPrice, total };
}

/** A saving's line names its offer with a price, but prints no unit price ("HEINZ ANY 4 FOR £4.50   -£1.10"). */
function isSavingsOffer(price: AmountToken, amount: AmountToken): boolean {
  return amount.value < 0 && price.value > 0;
}

/**
 * A pack count glued to the number after it ("6x1,51", OCR's reading of "6x1,5l"): a pack size, not
 * a count and its price (those that make the amount were read before this is asked).
 */
const PACK_BEFORE = /\d[x×]\s?$/;

/** "Apfelschorle 1,0l": a size whose litre sign the amount reader took for a digit ("1,01"). */
const LITRES_READ_AS_DIGIT = /\d[.,]\d[lI]$/;

/** A measure right after a number makes it a pack size ("Peinture intérieure 3,78 L  54,99"), not a price. */
const SIZE_UNIT_AFTER = /^\s*(?:l|ltr|ml|cl|dl|kg|g|gr|lb|lbs|oz|gal|m|cm|mm)\b(?!\s*[x×@*])/i;

/** A till's tax-class letter after an amount ("7.00 A"), or its zero-rate code ("1,95 0"): no part of the amount. */
const TRAILING_TAX_CODE = /\s+[A-Z*]{1,2}$|(?<=\d[.,]\d{2})\s+0$/;

/**
 * A till's VAT code or rate beside the amount, in the amount's own segment ("YAOURT NATURE BIO X8 |
 * 2,35 1", "SUERO FISIOL. | 4,75 | 4,75 10"). Not a 1 in the description's segment: that is a
 * litre sign ("malvazija 0,75 1").
 */
function withoutTaxCodeDigit(row: Row): string {
  const last = row.segments[row.segments.length - 1];
  const before = row.segments[row.segments.length - 2];
  if (!last || !before) return row.text;
  // OCR may also set the code apart in a segment of its own ("3,95 | 1").
  const glued = /^-?\d{1,6}[.,]\d{2}-?\s+\d{1,2}$/.test(last.text.trim());
  const apart = row.segments.length >= 3 && /^\d{1,2}$/.test(last.text.trim()) && /\d[.,]\d{2}-?$/.test(before.text.trim());
  return glued || apart ? row.text.replace(/\s+\d{1,2}\s*$/, '') : row.text;
}

/**
 * "44.500", "-5.000" where the document's decimal mark is the comma: a whole amount grouped in
 * thousands, as currencies without minor units print money (rupiah, pesos, dong).
 */
function isWholeGroupedMoney(token: string, plain: boolean): boolean {
  // A sign makes a small one money too: "DESC. OFERTA ACEITE  -500".
  if (/^[-(]?\d{1,3}(?:\.\d{3})+[-)]?$|^(?:-\d{1,3}|\(\d{1,3}\)|\d{1,3}-)$/.test(token.trim())) return true;
  // In forint or krónur every amount is whole, grouped by spaces or not ("1 199", "294").
  return plain && /^-?\d{1,3}(?:[ \u00a0]\d{3})*$/.test(token.trim());
}

/** A currency whose amounts have no minor unit in use, named beside an amount. */
const WHOLE_CURRENCY = /\d\s?(?:Ft|HUF|ISK|JPY|KRW|CLP|COP|IDR)\b|\b(?:HUF|ISK|JPY|KRW|CLP|COP|IDR)\s?\d/;

/**
 * A page whose money has no cents: the decimal mark is the comma and no amount uses it. 'plain':
 * it names a currency without cents too, so an ungrouped whole number at a row's end is money.
 */
function printsWholeMoney(pages: readonly PageRows[], decimal: DecimalSeparator): false | 'grouped' | 'plain' {
  if (decimal !== ',' || pages.some((page) => page.rows.some((row) => /\d,\d{2}(?!\d)/.test(row.text)))) return false;
  return pages.some((page) => page.rows.some((row) => WHOLE_CURRENCY.test(row.text))) ? 'plain' : 'grouped';
}

/** A till's tax-class code in its own cell before the amount ("Vajas kifli   A00   294"). */
const TAX_CLASS_BEFORE_AMOUNT = /\s{3}[A-Z]\d{2}\s*$/;

/** Rows hold numbers in these shapes: qty, unit price and amount read from the right. */
export function readShapeRow(text: string, decimal: DecimalSeparator, wholeMoney: false | 'grouped' | 'plain' = false): Omit<LineItemFound, 'confidence' | 'rows'> | null {
  // A trailing tax code (TRAILING_TAX_CODE) is not part of the amount.
  // A Polish till glues its "x" to the unit price ("1 x12,99"): the price is a number of its own.
  // A Turkish till prints the VAT rate before the amount ("KÖFTE  %10  *520,00"): no count.
  const trimmed = text.replace(TRAILING_TAX_CODE, '').trim().replace(/(?<=\d\s?[x×])(?=\d+[.,]\d{2}(?!\d))/g, ' ').replace(/(?<=\s)%\s?\d{1,2}(?:[.,]\d{1,2})?(?=\s)/g, ' ');
  const amounts = amountsIn(trimmed, decimal);
  if (amounts.length === 0) return null;
  const last = amounts[amounts.length - 1]!;
  // A whole amount read as money only by the page's currency ('plain') ends a short line: one with
  // more big figures before it is a table row read without its columns (net, tax, gross).
  const plainOnly = wholeMoney === 'plain' && last.decimals !== 2 && !isWholeGroupedMoney(trimmed.slice(last.start, last.end), false);
  if (plainOnly && amounts.slice(0, -1).filter((a) => a.value >= 100).length > 1) return null;
  if (!(last.decimals === 2 || (wholeMoney && isWholeGroupedMoney(trimmed.slice(last.start, last.end), wholeMoney === 'plain'))) || trimmed.slice(last.end).trim().replace(/^(?:kr\.?|Kč|zł|Ft|lei|[$€£A-Z]{0,3})/u, '').trim() !== '') return null;
  // "Leveret 20. nov. 2026 kl. 19.47": a Nordic clock time, not an amount.
  if (/(?<!\p{L})kl\.?\s*$/iu.test(trimmed.slice(0, last.start))) return null;
  // Description: letters before the first number we use.
  let quantity: number | null = null;
  let unitPrice: number | null = null;
  let descStart = 0;
  let descEnd = last.start;
  const before = amounts.slice(0, -1);
  const prev = before[before.length - 1];
  const prev2 = before[before.length - 2];
  if (prev && prev2 && amountsMatch(cents(prev2.value * prev.value), last.value, 2)) {
    quantity = prev2.value;
    unitPrice = prev.value;
    // "2  Camisa lavada y planchada  2,90  5,80": the count leads, the description follows it.
    if (/\p{L}/u.test(trimmed.slice(0, prev2.start))) descEnd = prev2.start;
    else [descStart, descEnd] = [prev2.end, prev.start];
  } else if (prev && /^\s*[x×@*][^\p{L}]*$/iu.test(trimmed.slice(prev.end, last.start))) {
    // "2 x 3.50  7.00" with an odd rounding
    quantity = prev.value;
    descEnd = prev.start;
  } else if (prev && prev.decimals === 2 && !amountsMatch(prev.value, 0) && !SIZE_UNIT_AFTER.test(trimmed.slice(prev.end, last.start)) && !isSavingsOffer(prev, last) && !LITRES_READ_AS_DIGIT.test(trimmed.slice(prev.start, prev.end)) && !PACK_BEFORE.test(trimmed.slice(0, prev.start))) {
    unitPrice = prev.value;
    descEnd = prev.start;
    // A count right before the price (or before its unit, "2 CS 18.50") is its quantity; one with
    // more between belongs to the description ("Kombiugn 6 GN 1/1   9 500,00   9 500,00").
    // But a size before its unit ("Edredón nórdico 150 cm  19,95  19,95") is no count: where a
    // leading count exists and only it makes quantity x price the amount, the size stays put.
    const leadCount = /^\s*(\d{1,3})\s+(?=\p{L})/u.exec(trimmed);
    const sizeNotCount = leadCount !== null && amountsMatch(cents(Number(leadCount[1]) * prev.value), last.value, 2) && !amountsMatch(cents((prev2?.value ?? 0) * prev.value), last.value, 2);
    // A row that starts with its count ("1 ENALAPRIL CINFA 20MG 28   2,18   0,87") has it there.
    if (prev2 && prev2.decimals === 0 && !sizeNotCount && leadCount === null && /^\s*(?:\p{L}{1,4}\.?\s*)?$/u.test(trimmed.slice(prev2.end, prev.start))) {
      quantity = prev2.value;
      descEnd = prev2.start;
    }
  }
  let description = trimmed.slice(descStart, descEnd).replace(TAX_CLASS_BEFORE_AMOUNT, '');
  // "Frais de livraison (7 × 3,50)   24,50": the count and price stand in the name's brackets, which
  // keep them.
  const afterName = trimmed.slice(descEnd, last.start);
  const closing = /\([^)]*$/.test(description) && !afterName.includes('(') ? afterName.indexOf(')') : -1;
  if (closing >= 0) description = trimmed.slice(descStart, descEnd + closing + 1);
  // Leading quantity: "2 x Coffee", "2 Coffee", "2x Coffee".
  const lead = /^\s*(\d{1,3})(?:[.,]\d+)?\s*[x×]?\s+(?=\p{L})/u.exec(description);
  let leadingCount: string | undefined;
  if (lead && quantity === null) {
    quantity = Number(lead[1]);
    description = description.slice(lead[0].length);
    // Only a count that nothing else on the row confirms may be part of the name.
    if (unitPrice === null && !/[x×]/.test(lead[0])) leadingCount = lead[1];
    if (unitPrice === null && quantity > 0) unitPrice = cents(last.value / quantity);
  }
  // (The space put after a glued "x" above goes again where the "x" stays in the name: "6x1,5l".)
  description = cleanDescription(description.replace(/\s[x×@]\s*$/i, '').replace(/(?<=\d[x×]) (?=\d)/g, ''));
  if (!/\p{L}{2}/u.test(description)) return null;
  return { description, sku: null, quantity, unit: null, unitPrice, total: last.value, ...(leadingCount ? { leadingCount } : {}) };
}

/**
 * A section heading inside an item table ("Ersatzteile", "Parts", "MATERIALS"): a few words alone
 * on their row, no figures and no label, starting left of the table's figures.
 */
/** A group of lines by the delivery that brought them: "Lieferschein 884377 vom 19.11.2026", "BL 26-4471 du 16/11". */
const DELIVERY_GROUP = /^(?:lieferschein|delivery\s*(?:note|docket)|packing\s*slip|bon\s*de\s*livraison|bl|pakbon|afleverbon|albaran|ddt|guia\s*de\s*remessa|dodaci\s*list|wz)\b/;

function isSectionHeading(row: Row, table: OpenTable): boolean {
  const grouped = row.segments.length === 1 && DELIVERY_GROUP.test(foldText(row.text).trim()) && row.text.trim().split(/\s+/).length <= 8;
  if (!grouped && (row.segments.length !== 1 || !isTextOnly(row) || /\d/.test(row.text) || row.text.trim().split(/\s+/).length > 3)) return false;
  if (findLabels(correctLabelTypos(row.text)).length > 0) return false;
  return row.segments[0]!.box.x < numericColumnsStart(table.columns);
}

function isTextOnly(row: Row): boolean {
  // A size printed with its unit ("Istarska malvazija 0,75 l", "Cola 1,50 L") is no price, nor
  // is one whose l OCR read as a 1 or an I ending the line ("… 0,75 1").
  return !/\d[.,]\d{2}(?!\d)(?!\s?(?:k?g|[mcd]?l|L|cm|mm|oz|lbs?)\b)(?!\s?[1I|]\s*$)/.test(row.text) && /\p{L}{2}/u.test(row.text);
}

/** A surcharge's name: billed as a line among the items when set out as one. */
const FEE_WORDING = /\b(?:surcharge|zuschlag|recargo|suppl[eé]ment|sovrapprezzo|toeslag)\b/i;

/**
 * A delivery charge billed as a line of the table ("Frais de livraison | 20 % | 4,99 €"): named
 * where the descriptions start, with a VAT rate of its own as the items have; or, in a table
 * without a VAT rate column, a surcharge set out as the items are ("Fuel surcharge 16% on freight
 * of $365.25   58.44").
 */
function isBilledCharge(row: Row, label: Segment, table: OpenTable, afterItems: boolean): boolean {
  if (label.box.x > table.descriptionX + table.rowHeight) return false;
  const cells = cellsOf(row, table.columns);
  if (/\d/.test(cells.taxRate ?? '')) return true;
  // Its own article code and description, as the items have ("FRAGT | Fragt og levering | 95,00").
  if ((cells.sku ?? '').trim() !== '' && (cells.description ?? '').trim() !== '') return true;
  return afterItems && !table.columns.some((c) => c.role === 'taxRate') && FEE_WORDING.test(label.text);
}

/** Text-only cells on one row that make it another table's headings rather than an item's text. */
const UNREAD_HEADING_CELLS = 4;

/**
 * Headings set on two or three lines around the row ("Nettó" over "egységár", "Nettó" over
 * "érték", beside "Dátum | Megnevezés | Mennyiség" centred in their cells): the lines just above
 * and below with no figures, joined to the row cell by cell where their words overlap. The
 * columns they read, where they are more than the row reads alone; else null.
 */
function stackedHeading(rows: readonly Row[], index: number, ocr: boolean, headerOf: (row: Row) => TableColumn[] | null): { columns: TableColumn[]; lines: Row[] } | null {
  const row = rows[index]!;
  if (/\d[.,]\d{2}\b/.test(row.text)) return null;
  // Lines of headings in the same type, each of several cells: not a section's title over the table ("Professional fees").
  const touching = (a: Row, b: Row) => !/\d/.test(b.text) && b.segments.length >= 2 && Math.max(b.height, row.height) <= 1.25 * Math.min(b.height, row.height) &&
    Math.max(b.box.y - (a.box.y + a.box.h), a.box.y - (b.box.y + b.box.h)) < row.height * 0.5;
  const lines = [row];
  for (let i = index - 1; i >= 0 && lines.length < STACKED_HEADING_LINES && touching(lines[0]!, rows[i]!); i--) lines.unshift(rows[i]!);
  for (let i = index + 1; i < rows.length && lines.length < STACKED_HEADING_LINES && touching(lines[lines.length - 1]!, rows[i]!); i++) lines.push(rows[i]!);
  if (lines.length < 2 || row.segments.length < 2) return null;
  // One of the lines reads as headings alone (the middle one of "Nettó | Megnevezés | egységár"):
  // joining is only tried around a table's heading, not between any two close lines of a page.
  const alone = Math.max(...lines.map((r) => headerOf(r)?.length ?? 0));
  if (alone === 0) return null;
  // Cells: segments of the lines whose spans overlap, top to bottom.
  const cells: Segment[][] = [];
  for (const segment of lines.flatMap((r) => r.segments)) {
    const cell = cells.find((c) => c.some((s) => overlap(s.box, segment.box) > 0));
    if (cell) cell.push(segment);
    else cells.push([segment]);
  }
  const segments: Segment[] = cells.map((cell) => ({
    text: cell.map((s) => s.text).join(' '),
    box: union(cell.map((s) => s.box)),
    words: cell.flatMap((s) => s.words),
    confidence: Math.min(...cell.map((s) => s.confidence)),
  })).sort((a, b) => a.box.x - b.box.x);
  const joined: Row = { ...row, box: union(lines.map((r) => r.box)), segments, text: segments.map((s) => s.text).join(SEGMENT_GAP) };
  const columns = readHeader(joined, ocr);
  // Columns side by side, not a receipt's two heading lines for two lines per item ("Naziv" over
  // "Kol. x Cijena"), whose headings stand over each other.
  if (!columns || columns.some((c, i) => columns.some((d, j) => j > i && overlap(c.box, d.box) > 0))) return null;
  return columns.length > alone ? { columns, lines } : null;
}

/** The most lines a table's headings are set on. */
const STACKED_HEADING_LINES = 3;

interface OpenTable {
  columns: TableColumn[];
  descriptionX: number;
  rowHeight: number;
  headerRow: Row;
  /** Of two amount columns (net and gross), the one the lines' counts and prices make. */
  lineAmountColumn?: TableColumn;
}

/** The one amount printed in a column of a row, or null. */
function moneyInColumn(row: Row, column: TableColumn, decimal: DecimalSeparator): number | null {
  const cells = row.segments.filter((s) => overlap(s.box, column.box) > 0);
  const money = cells.length === 1 ? amountsIn(cells[0]!.text, decimal) : [];
  return money.length === 1 && money[0]!.decimals === 2 ? money[0]!.value : null;
}

/**
 * Net and gross amount columns side by side ("Item subtotal (excl. VAT) | VAT | Item subtotal
 * (incl. VAT)"): the lines priced by count are reckoned in one of them, and a line with no count
 * or price ("Shipping charges") is read from that same column, not from the last one.
 */
function inLineAmountColumn(item: LineItemFound, row: Row, table: OpenTable, decimal: DecimalSeparator): void {
  const amountColumns = table.columns.filter((c) => c.role === 'amount');
  if (amountColumns.length < 2 || item.total === null) return;
  if (item.quantity !== null && item.unitPrice !== null) {
    if (productMakes(item.quantity, item.unitPrice, item.total)) table.lineAmountColumn = amountColumns.find((c) => moneyInColumn(row, c, decimal) === item.total) ?? table.lineAmountColumn;
    return;
  }
  if (item.quantity === null && item.unitPrice === null && table.lineAmountColumn) item.total = moneyInColumn(row, table.lineAmountColumn, decimal) ?? item.total;
}

/** Finds the line items of a document (its pages in order). */
export function findLineItems(pages: PageRows[], decimal: DecimalSeparator): TableResult {
  const items: LineItemFound[] = [];
  const usedRows = new Set<Row>();
  const columnSums: ColumnSum[] = [];
  let open: OpenTable | null = null;
  let hadHeader = false;

  // A table cut by a page break (not by its totals) carries its columns to the next page, where
  // the header may not be repeated.
  let carried: OpenTable | null = null;
  // The table a section's sum closed, until the next row shows whether another section follows.
  let paused: OpenTable | null = null;
  // The other lines of a heading set on several (stackedHeading).
  const stackedLines = new Set<Row>();
  // Each row's headings, read once: stackedHeading asks for a row's neighbours' too.
  const headers = new Map<Row, TableColumn[] | null>();
  for (const page of pages) {
    const headerOf = (row: Row): TableColumn[] | null => {
      if (!headers.has(row)) headers.set(row, readHeader(row, page.source === 'ocr'));
      return headers.get(row)!;
    };
    let last: LineItemFound | null = null;
    let lastRowBottom = -Infinity;
    let seenItemOnPage = false;
    let pendingDetail: { line: QuantityLine; row: Row } | null = null;
    // An item's name on a row of its own, over a detail row that carries its amount.
    let pendingName: Row | null = null;
    // A barcode alone on its row, over the name of the item it belongs to.
    let pendingCode: string | null = null;
    if (open) carried = open;
    open = carried;
    for (const [rowIndex, row] of page.rows.entries()) {
      if (stackedLines.has(row)) continue;
      const stacked = stackedHeading(page.rows, rowIndex, page.source === 'ocr', headerOf);
      for (const line of stacked?.lines ?? []) {
        stackedLines.add(line);
        usedRows.add(line);
      }
      const header = stacked?.columns ?? headerOf(row);
      // A bilingual heading set on two lines ("Popis / Beschreibung | Množství MJ | Cena/MJ" over
      // "Menge Einh. | Preis/Einh."): the second line names the first's columns again (which stay,
      // the description column with them) and adds only those it heads alone.
      if (header && open && last === null && open.headerRow === page.rows[rowIndex - 1] && row.box.y - (open.headerRow.box.y + open.headerRow.box.h) < open.rowHeight) {
        const added = header.filter((c) => !open!.columns.some((o) => overlap(c.box, o.box) > 0));
        if (added.length > 0) open.columns = [...open.columns, ...added].sort((a, b) => a.box.x - b.box.x);
        usedRows.add(row);
        lastRowBottom = row.box.y + row.box.h;
        continue;
      }
      if (header) {
        open = {
          columns: header,
          descriptionX: header.find((c) => c.role === 'description')?.box.x ?? header[0]!.box.x,
          rowHeight: row.height,
          headerRow: row,
        };
        hadHeader = true;
        usedRows.add(row);
        last = null;
        lastRowBottom = row.box.y + row.box.h;
        continue;
      }
      if (!open && paused && isSectionHeading(row, paused)) {
        // "Ersatzteile" under "Summe Arbeitslohn 583,10": the table goes on with its next section.
        open = paused;
        paused = null;
        usedRows.add(row);
        last = null;
        lastRowBottom = row.box.y + row.box.h;
        continue;
      }
      if (!open) {
        // Past a section's sum only its next heading resumes the table; any other row ends that chance.
        if (paused && row.text.trim() !== '') paused = null;
        continue;
      }
      // A row of headings we cannot read under the items ("Poz. | Element robót | Wartość umowna |
      // Zaaw. | Wykonano narast. | …"): another table begins, whose rows are not this one's items.
      // Set apart from the last item: right under it, text cells are its detail (a catch's Latin
      // name, method and area, which OCR splits into cells).
      const apart = row.box.y - lastRowBottom > open.rowHeight;
      if (seenItemOnPage && apart && row.segments.length >= UNREAD_HEADING_CELLS && !/\d/.test(row.text)) {
        open = null;
        carried = null;
        last = null;
        continue;
      }
      const gap = row.box.y - lastRowBottom;
      // "2 x 1,19" alone on its row: the detail of the item above it, or of the one below.
      const detail = row.segments.length === 1 ? quantityLine(row.text, decimal) : null;
      if (detail) {
        if (takeQuantityLine(last, detail)) usedRows.add(row);
        else pendingDetail = { line: detail, row };
        continue;
      }
      const item = readHeaderRow(row, open.columns, decimal);
      // "Freight" or "Shipping" can be a line item: one with a quantity or unit price whose
      // label sits in the description column, not out by the amounts where totals labels go.
      const labelSegment = totalsLabelSegment(row, page.source === 'ocr');
      // ...but never a "Total" or "Subtotal" line, nor a section's ("Labour total"); an item code
      // such as "NET-11593" is no "Net".
      const sumLabel = labelSegment !== null && !ITEM_CODE.test(labelSegment.text.trim()) && segmentLabels(labelSegment.text, page.source === 'ocr').some((h) => (h.field === 'total' || h.field === 'subtotal') && (h.start <= 2 || endsShortSumLabel(labelSegment.text, h)));
      // A discount or coupon printed among the items, before any sum ("SCONTO CARTA FEDELTÀ 10%
      // -12.74"), is a line of its own, as on a till without a heading.
      const discountLine = item !== null && item.total !== null && item.total < 0 && labelSegment !== null && segmentLabels(labelSegment.text, page.source === 'ocr').every((h) => h.field === 'discount');
      // "GST Free", "VAT exempt" in the item's own tax column: that item's tax, not a totals label.
      const taxCellOfItem = item !== null && labelSegment !== null && (item.quantity !== null || item.unitPrice !== null) &&
        open.columns.some((c) => c.role === 'taxRate' && overlap(c.box, labelSegment.box) > 0) &&
        segmentLabels(labelSegment.text, page.source === 'ocr').every((h) => h.field === 'tax');
      const looksLikeItem = discountLine || taxCellOfItem || (
        !sumLabel &&
        item !== null &&
        labelSegment !== null &&
        labelSegment.box.x + labelSegment.box.w / 2 < numericColumnsStart(open.columns) &&
        (item.quantity !== null || item.unitPrice !== null || (isShippingOnly(row, page.source === 'ocr') && isBilledCharge(row, labelSegment, open, seenItemOnPage))));
      const isTotals = labelSegment !== null && !looksLikeItem;
      // "Total hours / fees   15.75   2,756.25": a sum with a figure in the quantity column closes a
      // section (hours, then expenses), not the table; its amount is no document total.
      // (Its count beside its sum: one figure alone is the sum, however far left a curled photo set it.)
      if (isTotals && sumLabel && seenItemOnPage && /^\s*\d+(?:[.,]\d+)?\s*$/.test(cellsOf(row, open.columns).quantity ?? '') && findAmounts(row.text, decimal).length >= 2) {
        usedRows.add(row);
        last = null;
        lastRowBottom = row.box.y + row.box.h;
        continue;
      }
      if (isTotals) {
        if (seenItemOnPage && last !== null) columnSums.push(...readColumnSums(row, open.headerRow, decimal));
        if (seenItemOnPage || items.length > 0) {
          // A section's sum ("Summe Arbeitslohn", "Labour total") may be followed by the next
          // section's heading and items under the same columns.
          paused = sumLabel ? open : null;
          open = null;
          carried = null;
        }
        last = null;
        continue;
      }
      // "ITEMS: 12", "Items: 5 Qty: 9", "Artículos: 5" under the items: the till's count of what
      // was bought ends them; it is no more of the last one's name, and no item.
      if (seenItemOnPage && ITEM_COUNT_LINE.test(foldText(row.text))) {
        open = null;
        carried = null;
        last = null;
        continue;
      }
      // "Product   1,008.70" set out under the count and price columns, where totals go: a sum
      // with no label we know closes the table all the same (a keg-balance grid under it is no
      // more items); the totals reading sees the row.
      if (seenItemOnPage && !taxCellOfItem && (isSumOutsideDescription(row, open.columns, decimal) || isTotalsBesideNote(row, open.columns, decimal))) {
        open = null;
        carried = null;
        last = null;
        continue;
      }
      if (item) {
        if (pendingName && takeQuantityLine(item, quantityLine(item.description, decimal))) {
          item.description = cleanDescription(cellsOf(pendingName, open.columns).description ?? pendingName.text);
          item.rows.unshift(pendingName);
          usedRows.add(pendingName);
        }
        pendingName = null;
        if (pendingCode !== null) item.sku ??= pendingCode;
        pendingCode = null;
        if (pendingDetail && takeDetailAbove(item, pendingDetail.line)) usedRows.add(pendingDetail.row);
        pendingDetail = null;
        inLineAmountColumn(item, row, open, decimal);
        // On a continuation page without a repeated header, only money in the amount column counts.
        item.heading = open.headerRow;
        items.push(item);
        usedRows.add(row);
        last = item;
        seenItemOnPage = true;
        lastRowBottom = row.box.y + row.box.h;
        continue;
      }
      const cells = cellsOf(row, open.columns);
      const onlyDescription = Object.keys(cells).every((k) => k === 'description') && !/\d[.,]\d{2}(?!\d)/.test(row.text);
      // "9555027100134" alone over "BERAS SUPER TEMPATAN 5KG": the barcode of the next item.
      if (onlyDescription && BARCODE_LINE.test(row.text)) {
        pendingCode = row.text.trim();
        usedRows.add(row);
        lastRowBottom = row.box.y + row.box.h;
        continue;
      }
      // "PLATANO CANARIAS" over "0,856 kg x 2,49 €/kg   4%   2,13": the name of the next item,
      // not more of the last one.
      const next = page.rows[rowIndex + 1];
      const nextItem = onlyDescription && next ? readHeaderRow(next, open.columns, decimal) : null;
      if (nextItem && next!.box.y - (row.box.y + row.box.h) < open.rowHeight * 1.2 && isDetailRow(nextItem, decimal)) {
        pendingName = row;
        lastRowBottom = row.box.y + row.box.h;
        continue;
      }
      // A line starting left of the item's own line is the heading of the next group of items
      // ("Ravnanje s komunalnimi odpadki" over indented service lines), not its wrapped name.
      const outdented = last !== null && row.box.x < last.rows[0]!.box.x - 0.5 * open.rowHeight;
      if (last && onlyDescription && !outdented && gap < open.rowHeight * 1.2 && row.box.x >= open.descriptionX - open.rowHeight) {
        // Continuations keep their leading dash ("- lot 94156"): only whitespace is tidied.
        const extra = poundsReadRight((cells.description ?? '').replace(/\s+/g, ' ').trim());
        // "SKU BHO-CH-220-BLK · GST 10%" under the name: the item's code, not more of its name.
        const skuLine = SKU_LINE.exec(extra);
        if (skuLine && last.sku === null) {
          last.sku = skuLine[1]!;
          last.rows.push(row);
          usedRows.add(row);
          lastRowBottom = row.box.y + row.box.h;
          continue;
        }
        // A line in smaller type under the item (a venue, an attendee, a serial number) is a detail
        // note, not the rest of a wrapped name, which keeps the name's size (isSmallerTypeNote). A
        // line starred at both ends ("*** OUT OF STOCK – NOT BILLED ***") is a note in any type.
        if (extra !== '' && (isSmallerTypeNote(row, last.rows, items) || STARRED_NOTE.test(extra))) {
          last.rows.push(row);
          usedRows.add(row);
          lastRowBottom = row.box.y + row.box.h;
          continue;
        }
        if (extra !== '') {
          last.description = `${last.description} ${extra}`;
          last.rows.push(row);
          usedRows.add(row);
          lastRowBottom = row.box.y + row.box.h;
          continue;
        }
      }
      if (seenItemOnPage && gap > open.rowHeight * 4) {
        carried = open;
        open = null;
        last = null;
      }
    }
  }
  const found = items.length > 0 ? { items, usedRows, hadHeader, columnSums } : findShapeItems(pages, decimal);
  return { ...found, items: withoutGroupTotals(withTrailingCodesAsSku(withLeadingCodesAsSku(withoutLeadingDates(withoutOutlineNumbers(withoutLineNumbers(found.items)))))) };
}

/** One count of a till's count line: "ITEMS: 12", "No. of items 6", "Qty: 9". */
const ITEM_COUNT = "(?:(?:total|no\\.?\\s*of|number\\s*of|anzahl|cantidad\\s*de|nombre\\s*d'?|nb\\.?|n[o°º]\\.?\\s*(?:de|of)?)\\s*)?(?:items?|articles?|articulos?|artikel|pieces?|pcs|units?|unidades|positionen|pezzi|stuks|qty|quantity)\\s*(?:sold|count|vendidos)?\\s*[:=#]?\\s*\\d{1,4}";
/** A till's count of the items bought, on a line of its own (folded text): "Items: 5  Qty: 9". */
const ITEM_COUNT_LINE = new RegExp(`^\\s*${ITEM_COUNT}(?:[\\s,;·|]+${ITEM_COUNT})*\\s*$`);

/** A rate in the currency's hundredth: "24.503p", "53.35p per day", "11,42 ct/kWh", "9.8¢". */
const SUBUNIT_RATE = /(?<![\d.,])(\d{1,4}(?:[.,]\d{1,5})?)\s?(?:p|ct|cts|cents?|pence|¢)(?![\p{L}])/iu;

/** How a till's order is served, on a line of its own (folded text). */
const ORDER_TYPE_LINE = /^\s*[*=-]*\s*(?:pour\s*emporter|a\s*emporter|sur\s*place|take\s*-?\s*away|to\s*go|dine\s*-?\s*in|eat\s*-?\s*in|carry\s*-?\s*out|zum\s*mitnehmen|im\s*haus|para\s*llevar|para\s*comer\s*aqui|en\s*local|da\s*asporto|al\s*tavolo|afhalen|meenemen|para\s*levar)\s*[*=-]*\s*$/;

const SUM_FIELDS: readonly ColumnSum['field'][] = ['subtotal', 'tax', 'total'];
/** Gross-value headings, which no label names alone: "Gross", "Brutto", "TTC", "Lordo". */
const GROSS_HEADING = /^(?:gross|brutto|bruto|brut|ttc|lordo)(?: amount| betrag| bedrag| value)?$/;

/**
 * The sum a column heading names: a label ("VAT", "Netto", "Net amount"), a short label that is
 * the whole heading ("Net", "Total": alone in a cell they are no stray word), or a gross heading.
 */
function sumHeadingField(text: string): ColumnSum['field'] | undefined {
  const folded = foldText(text).trim().replace(/[:.]$/, '');
  if (GROSS_HEADING.test(folded)) return 'total';
  const hit = findLabels(text).find((h) => (SUM_FIELDS as readonly string[]).includes(h.field) && (h.weakness === 0 || (h.weakness === 1 && h.start === 0 && h.end >= folded.length)));
  return hit?.field as ColumnSum['field'] | undefined;
}

/**
 * The amounts of a sums row right under the last item, each read as the field its column heading
 * labels. Only where two or more of them sit under money headings: one amount beside a "Total"
 * label is the labelled total the totals stage reads anyway.
 */
export function readColumnSums(row: Row, headerRow: Row, decimal: DecimalSeparator): ColumnSum[] {
  const sums: ColumnSum[] = [];
  for (const seg of row.segments) {
    const money = amountsIn(seg.text, decimal).filter((a) => a.decimals === 2);
    if (money.length !== 1) continue;
    const overlap = (h: Row['segments'][number]) => Math.min(h.box.x + h.box.w, seg.box.x + seg.box.w) - Math.max(h.box.x, seg.box.x);
    const heading = headerRow.segments.filter((h) => overlap(h) > 0).sort((a, b) => overlap(b) - overlap(a))[0];
    const field = heading ? sumHeadingField(heading.text) : undefined;
    if (field) sums.push({ field: field as ColumnSum['field'], value: money[0]!.value, row, confidence: confidenceOf([row]) });
  }
  return sums.length >= 2 ? sums : [];
}

const NOT_AN_ITEM: LabelField[] = [
  'subtotal', 'total', 'tax', 'tip', 'tender', 'invoiceDate', 'dueDate', 'invoiceNumber', 'taxId', 'otherNumber',
  'shipping', 'discount', 'rounding', 'withholding', 'otherDate', 'staff', 'billTo', 'vendorFrom',
];

/**
 * A petrol station's pump number ("Zapfsäule 4", "Dystr. 4", "Pump #03", "Pompe n° 5"), printed
 * on a line of its own above the fuel or after its litres x price: never part of an item.
 */
const PUMP_NUMBER = /(?:zapfs(?:[aä]ule|\.)?|s[aä]ule|pump|pomp[ea]?|dystr(?:ybutor|\.)?|surtidor|bomba|erogatore|stander|stojan)\s*(?:n[or°º.]*\s*|nr\.?\s*|#\s*|:\s*)?\d{1,2}/i.source;
const PUMP_LINE = new RegExp(`^\\s*${PUMP_NUMBER}\\s*$`, 'i');
// An Italian scale prints its unit first: "kg 2,360 x 4,50 €/kg".
const QUANTITY_LINE = new RegExp(`^\\s*(?:(?:kg|g|hg|l|lt|pz|pcs|lbs?)\\.?\\s+)?(-?\\d{1,4}(?:[.,]\\d+)?)\\s*(?:[a-z]{1,6}\\.?\\s*)?(?:[x×@*à]|(?<=\\s)a(?=\\s)|at\\s+1\\s+for)\\s*(?:1\\s*(?:[lI]b|kg)\\s*\\/\\s*)?-?[€$£]?\\s*(-?[\\d.,]+)\\s*(?:[a-z€$£]{1,4}\\.?(?:\\s*\\/\\s*[a-z]{0,4}\\.?)?|\\/\\s*[a-z]{1,4}\\.?)?\\s*(?:\\([^)]*\\)|${PUMP_NUMBER}|[·•.]\\s.*)?\\s*$`, 'i');

/** A row that is only "quantity x unit price" ("2 x 1,19", "3 * 0.79"): a receipt item's detail line. */
function quantityLine(text: string, decimal: DecimalSeparator): QuantityLine | null {
  // "2 x 1,19", and with units: "0,846 kg x 24,90 kr/kg", "1 szt. x 24,99", "2 st x 17,95 €",
  // "6 stk. à 8,50" (Danish, French and German receipts write "à" for "at"; OCR may drop its accent).
  // Also "3 items x €1.50  (Rx 00418821)": a currency before the price, a note in brackets or a
  // pump number after ("52,38 l x 6,49  Dystr. 4"); a unit whose letter OCR lost
  // or read as an I ("EUR/", "EURI"); a dosage after a dot ("10 x 1.95 · 1 tablet twice daily");
  // an offer's negative price ("2 x -40,00" under "AKCE OLEJ ŘEPKOVÝ 10 L").
  const m = QUANTITY_LINE.exec(text);
  if (!m) return null;
  const unitPrice = findAmounts(m[2]!, decimal)[0]?.value ?? null;
  return unitPrice === null ? null : { quantity: Number(m[1]!.replace(',', '.')), unitPrice };
}

type QuantityLine = { quantity: number; unitPrice: number };

/**
 * A detail line's quantity x unit price make the item's amount: to the cent, or in a currency
 * without cents to the whole unit ("0,846 kg x $ 2.390" is 2.021,94, charged 2.022 pesos).
 */
function makesAmount(item: LineItemFound | null, line: QuantityLine | null): item is LineItemFound {
  return item !== null && line !== null && item.total !== null && productMakes(line.quantity, line.unitPrice, item.total);
}

/** Quantity x unit price make the amount, to the cent or, in a currency without cents, to the whole unit. */
function productMakes(quantity: number, unitPrice: number, amount: number): boolean {
  const product = quantity * unitPrice;
  return amountsMatch(cents(product), amount, 2) || (Number.isInteger(amount) && Math.abs(amount) >= 100 && Math.abs(product - amount) <= 0.5);
}

/**
 * An item read from a detail row ("0,856 kg x 2,49 €/kg  2,13", "6 x 0,92  5,52"): its
 * description is only quantity x unit price, and they make its amount.
 */
function isDetailRow(item: LineItemFound, decimal: DecimalSeparator): boolean {
  return makesAmount(item, quantityLine(item.description, decimal));
}

/**
 * Gives `item` the quantity and unit price of a detail line when they make its amount. German
 * receipts print the line under its item, Italian ones above it.
 */
function takeQuantityLine(item: LineItemFound | null, line: QuantityLine | null): boolean {
  if (!makesAmount(item, line)) return false;
  if (item.leadingCount !== undefined && Number(item.leadingCount) !== line!.quantity) item.description = `${item.leadingCount} ${item.description}`;
  delete item.leadingCount;
  item.quantity = line!.quantity;
  item.unitPrice = line!.unitPrice;
  return true;
}

/**
 * The count and price printed over an item ("38,450 LT X 47,89" over "KURŞUNSUZ BENZİN 95 %20
 * *1.841,37"), where they make its amount. A whole number the item's own line gave as its count,
 * with no price beside it, was then the end of its name (the fuel's octane).
 */
function takeDetailAbove(item: LineItemFound, line: QuantityLine | null): boolean {
  if (item.quantity !== null && (item.unitPrice !== null || !Number.isInteger(item.quantity))) return false;
  const countInName = item.quantity;
  if (!takeQuantityLine(item, line)) return false;
  if (countInName !== null) item.description = `${item.description} ${countInName}`;
  return true;
}

/**
 * A code line under an item ("SKU 1044718", "SKU 2011830   2 @ 1.89"): sets the item's SKU and,
 * where count x price make its amount, its quantity and unit price.
 */
function takeSkuLine(item: LineItemFound, row: Row, decimal: DecimalSeparator): boolean {
  const text = row.text.replace(/\s+/g, ' ').trim();
  const code = SKU_LINE.exec(text);
  if (!code) return false;
  const rest = text.slice(code[0].length).trim();
  // A note may follow the count and price ("1 @ 219.99   3YR FREE REPL").
  const counted = /^-?\d[\d.,]*\s*[x×@]\s*[$€£]?\d[\d.,]*/.exec(rest)?.[0];
  const line = rest === '' ? null : quantityLine(rest, decimal) ?? (counted ? quantityLine(counted, decimal) : null);
  if (rest !== '' && !makesAmount(item, line)) return false;
  if (line) takeQuantityLine(item, line);
  item.sku ??= code[1]!;
  item.rows.push(row);
  return true;
}

/** Header-less reading: every row shaped "text … amount" between the top block and the totals. */
/**
 * Rows at the front of `rows` set in smaller type than the last of them (NOTE_TYPE_SHARE), on a
 * text layer: OCR'd row heights vary too much to tell a note from a wrapped name.
 */
function leadingSmallerType(rows: readonly Row[]): Row[] {
  const name = rows[rows.length - 1]!;
  const notes: Row[] = [];
  for (const row of rows.slice(0, -1)) {
    if (row.segments.some((s) => s.confidence !== 1) || row.height >= name.height * NOTE_TYPE_SHARE) break;
    notes.push(row);
  }
  return notes;
}

function findShapeItems(pages: PageRows[], decimal: DecimalSeparator): TableResult {
  const wholeMoney = printsWholeMoney(pages, decimal);
  const items: LineItemFound[] = [];
  const usedRows = new Set<Row>();
  for (const page of pages) {
    let last: LineItemFound | null = null;
    let ended = false;
    let pendingDetail: { line: QuantityLine; row: Row } | null = null;
    // Text rows waiting for their amount: wrapped descriptions, or "ITEM" over "2 x 3.50  7.00".
    let pending: Row[] = [];
    for (const [rowIndex, row] of page.rows.entries()) {
      if (ended) break;
      const detail = pending.length > 0 ? readDetailRow(row.text, decimal) : null;
      if (detail) {
        // "SKU 4471820 · S/N AX40-0447182" in small type under the last item, then the next
        // item's name: the note is the last item's, not the start of the next name.
        const notes = last ? leadingSmallerType(pending) : [];
        if (notes.length > 0) {
          last!.rows.push(...notes);
          pending = pending.slice(notes.length);
        }
        const item: LineItemFound = {
          ...detail,
          description: cleanDescription(pending.map((r) => r.text).join(' ')),
          confidence: confidenceOf([...pending, row]) * 0.9,
          rows: [...pending, row],
        };
        items.push(item);
        for (const r of item.rows) usedRows.add(r);
        pending = [];
        last = item;
        continue;
      }
      const labels = rowLabels(row, page.source === 'ocr');
      // A label word inside a name ("PG TIPS 160 BAGS  £4.50") has more words after it; a label
      // later on its row ("Member discount  -2.00", "Gesamtleistung netto (Stand 15.11.)") has
      // only its figure, or a note in brackets.
      const labelText = page.source === 'ocr' ? correctLabelTypos(row.text) : row.text;
      const endsRow = (h: { end: number }) => !/\p{L}{2}/u.test(labelText.slice(h.end).replace(/\([^)]*\)/g, ' ').split(/\d+[.,]\d{2}/)[0]!);
      // "Pour emporter", "DINE-IN", "Zum Mitnehmen" over the first item: how the order is served,
      // not the start of its name.
      if (ORDER_TYPE_LINE.test(foldText(row.text))) {
        pending = [];
        continue;
      }
      // "Visa ••••1234  $100.41" under "Payments": the card paid with, not a line bought.
      const labelled = labels.some((h) => NOT_AN_ITEM.includes(h.field) && (h.start <= 2 || (h.weakness === 0 && endsRow(h)))) || MASKED_CARD.test(row.text);
      const shape = readShapeRow(withoutTaxCodeDigit(row), decimal, wholeMoney);
      // "ONLINE BOOKING DISCOUNT  -5.00" among a till's items, before any sum: a line of the list
      // that the printed sums already take off, not a discount of the totals block.
      // So is a delivery charge among them ("Local delivery  12.00" over "Subtotal  118.00").
      const chargeAmongItems = shape !== null && shape.total !== null && labels.length > 0 && labels.every((h) => h.field === (shape.total! < 0 ? 'discount' : 'shipping'));
      if (labelled && items.length > 0 && chargeAmongItems) {
        const item: LineItemFound = { ...shape, confidence: confidenceOf([row]) * 0.9, rows: [row] };
        items.push(item);
        usedRows.add(row);
        pending = [];
        last = item;
        continue;
      }
      if (labelled) {
        pending = [];
        if (items.length > 0 && labels.some((h) => ['subtotal', 'total'].includes(h.field))) ended = true;
        last = null;
        continue;
      }
      // "SKU 2011830   2 @ 1.89" under a till's item: its code, perhaps with its count and price.
      if (last && takeSkuLine(last, row, decimal)) {
        usedRows.add(row);
        continue;
      }
      // Receipts print "2 x 3.50" under the item (German) or above it (Italian); with a unit
      // ("2 st x 17,95", "1 szt. x 24,99") it would otherwise read as an item named "st".
      const qtyLine = quantityLine(row.text, decimal);
      if (qtyLine) {
        if (takeQuantityLine(last, qtyLine)) usedRows.add(row);
        else pendingDetail = { line: qtyLine, row };
        continue;
      }
      // "205/55 R16 91V   4 @ 96.50" under a tyre: a spec, then the count and price that make the
      // item's amount.
      const countAtEnd = / (-?\d{1,4}(?:[.,]\d+)?\s*@\s*[$€£]?\d[\d.,]*)\s*$/.exec(row.text.replace(/\s+/g, ' '))?.[1];
      if (last && countAtEnd && takeQuantityLine(last, quantityLine(countAtEnd, decimal))) {
        usedRows.add(row);
        continue;
      }
      // "Card Price £2.00" under a saving: a note whose figure stands in its text, well left of
      // the column the items' amounts end in.
      if (shape && amountLeftOfColumn(row, items)) continue;
      if (shape && !/\d{1,2}:\d{2}\s*(?:am|pm)?$/i.test(row.text.trim()) && !/[A-Z]{2}-?\d{3,}/.test(shape.description.slice(-4))) {
        const wrapped = alignedAbove(pending.filter((r) => r.segments.length === 1), row, items);
        const description = cleanDescription([...wrapped.map((r) => r.text), shape.description].join(' '));
        const item: LineItemFound = { ...shape, description, confidence: confidenceOf([row]) * 0.9, rows: [...wrapped, row] };
        if (pendingDetail && takeDetailAbove(item, pendingDetail.line)) usedRows.add(pendingDetail.row);
        pendingDetail = null;
        for (const r of wrapped) usedRows.add(r);
        pending = [];
        items.push(item);
        usedRows.add(row);
        last = item;
        continue;
      }
      // A pump number on its own line is no description, nor does it end the items.
      if (PUMP_LINE.test(row.text)) continue;
      // "Label: value" rows (ticket numbers, cashier) are not descriptions, but for a name right
      // over the count and price that make its amount ("Workshop: chain fit (labour)" over "1 × £10.00  £10.00").
      const namesDetailBelow = () => {
        const next = page.rows[rowIndex + 1];
        return next !== undefined && next.box.y - (row.box.y + row.box.h) < row.height * 1.2 && readDetailRow(next.text, decimal) !== null;
      };
      if (isTextOnly(row) && row.segments.length === 1 && !/^[\s\-=*_.#~]+$/.test(row.text) && (!/:/.test(row.text) || namesDetailBelow())) {
        // Only rows right above belong together; a gap means a new block (header, footer).
        const previous = pending[pending.length - 1];
        if (previous && row.box.y - (previous.box.y + previous.box.h) > row.height * 1.2) pending = [];
        pending.push(row);
        if (pending.length > 3) pending.shift();
        continue;
      }
      pending = [];
      last = null;
    }
  }
  return { items, usedRows, hadHeader: false, columnSums: [] };
}

/** A row that ends far left of where most item rows read so far end (their amounts column). */
function amountLeftOfColumn(row: Row, items: readonly LineItemFound[]): boolean {
  if (items.length < 2) return false;
  const edges = items.map((item) => {
    const last = item.rows[item.rows.length - 1]!;
    return last.box.x + last.box.w;
  }).sort((a, b) => a - b);
  const column = edges[Math.floor(edges.length / 2)]!;
  return row.box.x + row.box.w < column - 4 * row.height;
}

/** A card or account number printed masked: "****-**7716", "XXXX XXXX 4471". */
const MASKED_NUMBER = /(?:\*{2,}|X{4})[\s*X-]*\d{2,}/;

/** Words, then a number of 8 digits or more to the row's end, maybe in groups: a card, member or account number. */
const NAMED_LONG_NUMBER = /\p{L}.*\s\d(?:[\s-]?\d){7,}\s*$/u;

/**
 * The rows right above an item row that continue its description: they start where it starts. A
 * receipt's centred header ("FreshCo Market", its address and phone) sits above the first item
 * too, but its lines start elsewhere, so they stay out of the description.
 */
function alignedAbove(pending: readonly Row[], row: Row, items: readonly LineItemFound[]): Row[] {
  let first = pending.length;
  while (first > 0 && startsNameOf(pending[first - 1]!, row, items)) first--;
  return pending.slice(first);
}

/** A text row right above an item row that is part of its name. */
function startsNameOf(above: Row, row: Row, items: readonly LineItemFound[]): boolean {
  // Both set in under the last item ("Med Rare" over "Sub Sweet Pot Fries  2.00" under "3 Heron
  // Burger"): its modifiers, the unpriced one no start of the priced one's name.
  const itemRow = items[items.length - 1]?.rows[0];
  const modifiers = itemRow !== undefined && above.box.x > itemRow.box.x + row.height && row.box.x > itemRow.box.x + row.height;
  return (
    !modifiers &&
    Math.abs(above.box.x - row.box.x) <= row.height * 0.5 &&
    // A modifier line ("+ vanilla, 1 pump", "+ extra shot") belongs to the item above it.
    !/^\s*\+/.test(above.text) &&
    // A line in smaller type (a vehicle's make and mileage over a garage till's first item) is a
    // note: a wrapped name keeps the name's size.
    !isSmallerTypeNote(above, [row], items) &&
    // A masked card or account number ("REWARDS # ****-**7716") is no name either, nor a named
    // one printed whole ("Waschclub-Karte 4471 0022 9918").
    !MASKED_NUMBER.test(above.text) &&
    !NAMED_LONG_NUMBER.test(above.text) &&
    // A till's section heading ("PROMOTIONS" over "YOGURT 2 FOR £3.00  -£0.70").
    !TILL_SECTION.test(foldText(above.text).trim())
  );
}

/** Headings a till prints over its offers and savings, in the languages we read. */
const TILL_SECTION = /^(?:promotions?|offers|multibuys?|savings|discounts|aktionen|rabatte|ersparnis|promos?|promociones|ofertas|descuentos|offerte|sconti|promozioni|remises|reductions|aanbiedingen|kortingen)\s*:?$/;

/** A numeric date, or a word and a day ("Oct 16", a month only where isMonthName says so). */
const LEADING_ONE_DATE = String.raw`(?:\d{1,2}[./-]\d{1,2}(?:[./-](?:\d{4}|\d{2}))?\.?|\d{4}-\d{2}-\d{2}|\d{1,2}[-/ ]\p{L}{3,4}\.?[-/ ](?:\d{4}|\d{2})|\p{L}{3,9}\.?\s\d{1,2}(?!\d))`;
const LEADING_DATE_SHAPE = new RegExp(String.raw`^${LEADING_ONE_DATE}(?:\s?[–-]\s?${LEADING_ONE_DATE})?\s+(?=\S)`, 'u');

/**
 * A day in a date column before the description: "17/11/2026", "18.11.", "2026-11-19", "17-Nov-26",
 * "Oct 28", or a period from one to another ("Oct 16–Nov 15"); null when the description starts
 * with none (a word before a day must be a month: "Box 12" is no date).
 */
function leadingDate(description: string): string | null {
  const date = LEADING_DATE_SHAPE.exec(description)?.[0] ?? null;
  if (date === null) return null;
  const words = date.match(/\p{L}{3,9}\.?(?=\s\d)/gu) ?? [];
  return words.every(isMonthName) ? date : null;
}

/**
 * A date column left of the descriptions (a hotel folio's nights, a statement's postings) that
 * no heading role claimed: every item starts with a date, which is no part of what was sold.
 */
function withoutLeadingDates(items: LineItemFound[]): LineItemFound[] {
  if (items.length < 2) return items;
  const dropDate = (item: LineItemFound) => ({ ...item, description: item.description.slice(leadingDate(item.description)!.length) });
  if (items.every((item) => leadingDate(item.description) !== null)) return items.map(dropDate);
  // Only some lines start with a date, where the column's single days went to no column and its
  // wider periods spilled into the descriptions ("Oct 16–Nov 15 | Garbage – scheduled lifts"):
  // a month named or a period is a date beyond doubt, which "6/10" or "12/24 CT" is not.
  const unmistakable = (item: LineItemFound) => {
    const date = leadingDate(item.description);
    return date !== null && (/\p{L}/u.test(date) || /–|\s-\s/.test(date));
  };
  if (items.filter(unmistakable).length < 2) return items;
  return items.map((item) => (unmistakable(item) ? dropDate(item) : item));
}

/**
 * A barcode after the description, maybe with the till's flags ("GV 2% MILK GAL  078742351870 F",
 * "BANANAS  000000004011 KF"): 8 to 14 digits, an EAN or UPC, never part of what was sold.
 */
const TRAILING_CODE = /\s(\d{8,14})(?:\s+[A-Z]{1,2})?$/;

function withTrailingCodesAsSku(items: LineItemFound[]): LineItemFound[] {
  return items.map((item) => {
    const code = item.sku === null ? TRAILING_CODE.exec(item.description) : null;
    return code ? { ...item, sku: code[1]!, description: item.description.slice(0, code.index).trim() } : item;
  });
}

/** A row holding only a barcode: an EAN or UPC of 8 to 14 digits. */
const BARCODE_LINE = /^\s*\d{8,14}\s*$/;

/** An article number before the description: digits only, 5 to 14 of them ("0412877", a UPC). */
const LEADING_CODE = /^(\d{5,14})\s+(?=\p{L})/u;

/**
 * A till's article numbers printed before each description ("0412877  Vis à bois #8") where no
 * heading names the column: every item starts with one, so they are SKUs, not descriptions. A
 * long run of digits is never a count or a size ("2 Coffee", "500 g"), which is why 5 is the floor.
 */
function withLeadingCodesAsSku(items: LineItemFound[]): LineItemFound[] {
  if (items.length < 2 || !items.every((item) => item.sku === null && LEADING_CODE.test(item.description))) return items;
  return items.map((item) => {
    const code = LEADING_CODE.exec(item.description)!;
    return { ...item, sku: code[1]!, description: item.description.slice(code[0].length) };
  });
}

/**
 * A bill of quantities' outline numbers ("01.001 Baustelleneinrichtung", "02.010 Erdaushub …",
 * "3.1.2 Enduit"), run into the descriptions where OCR read the position column and the text as
 * one: every item starts with one, in ascending order, so they are positions, not descriptions.
 * OCR may read a digit of them as a letter ("01.00l"). A size ("0.50 l Cola") is not one, nor is
 * money ("12.50 …"): a group of two after the first is an outline number only after a leading zero.
 */
const OUTLINE_NUMBER = /^((?:0\d{0,2}\.[\dOlI]{2,4}|\d{1,3}\.[\dOlI]{3,4}|\d{1,3}(?:\.[\dOlI]{1,4}){2,3}))\.?\s+(?!(?:[mcdk]?[lg]|kg|ml|cl|oz|lbs?|x)\b)(?=\S)/;

function withoutOutlineNumbers(items: LineItemFound[]): LineItemFound[] {
  const numbered = items.map((item) => OUTLINE_NUMBER.exec(item.description));
  if (items.length < 2 || numbered.some((m) => !m)) return items;
  const parts = numbered.map((m) => m![1]!.replace(/O/g, '0').replace(/[lI]/g, '1').split('.').map(Number));
  const ascending = parts.every((p, i) => {
    if (i === 0) return true;
    const q = parts[i - 1]!;
    for (let k = 0; k < Math.max(p.length, q.length); k++) if ((p[k] ?? -1) !== (q[k] ?? -1)) return (p[k] ?? -1) > (q[k] ?? -1);
    return false;
  });
  return ascending ? items.map((item, i) => ({ ...item, description: item.description.slice(numbered[i]![0].length) })) : items;
}

/**
 * A group's heading row with the group's total ("Compute Instances  $158.10" over its metered
 * lines $31.62 and $126.48): a row with neither count nor price whose amount the lines under it,
 * each with a count or a price, add up to until the next such row. Not an item of its own.
 */
function withoutGroupTotals(items: LineItemFound[]): LineItemFound[] {
  const detailed = (item: LineItemFound) => item.quantity !== null || item.unitPrice !== null;
  const heads = new Set<LineItemFound>();
  items.forEach((item, i) => {
    if (detailed(item) || item.total === null) return;
    let end = i + 1;
    while (end < items.length && detailed(items[end]!)) end += 1;
    const group = items.slice(i + 1, end);
    if (group.length > 0 && amountsMatch(cents(group.reduce((s, g) => s + (g.total ?? 0), 0)), item.total, group.length)) heads.add(item);
  });
  // Only where every such row heads its group: one coincidence among plain lines is no grouping.
  const plain = items.filter((item) => !detailed(item));
  return heads.size >= 2 && heads.size === plain.length ? items.filter((item) => !heads.has(item)) : items;
}

/**
 * Line numbers ("1 Panel upgrade", "2 Outlet replacement") left in the descriptions when the
 * position column's heading was not read (a white "#" on a dark band in a photo): every item
 * starts with its own number, 1, 2, 3... in order, so they are numbers, not descriptions.
 */
function withoutLineNumbers(items: LineItemFound[]): LineItemFound[] {
  // OCR reads a lone 1 as I, l, | or T; the 2, 3... after it still show what it was.
  const numbered = items.map((item, i) => (i === 0 ? /^(\d{1,3}|[IlT|])[.)]?\s+(?=\S)/ : /^(\d{1,3})[.)]?\s+(?=\S)/).exec(item.description));
  const numberOf = (m: RegExpExecArray) => (/^\d+$/.test(m[1]!) ? Number(m[1]) : 1);
  if (items.length < 2 || numbered.some((m, i) => !m || numberOf(m) !== i + 1)) return items;
  return items.map((item, i) => ({ ...item, description: item.description.slice(numbered[i]![0].length) }));
}
