// Locales of the generated documents: how amounts, dates and labels are printed. The real
// evaluation set is photographed and scanned invoices in several languages, so every label has
// several wordings and every locale its own number and date conventions.

import type { Rng } from './rng.js';

export type Language = 'en' | 'de' | 'fr' | 'es';
export type LocaleId =
  | 'en-US'
  | 'en-CA'
  | 'en-GB'
  | 'en-AU'
  | 'de-DE'
  | 'de-AT'
  | 'de-CH'
  | 'fr-FR'
  | 'fr-CA'
  | 'es-ES'
  | 'es-MX';
export const LOCALES: readonly LocaleId[] = [
  'en-US', 'en-CA', 'en-GB', 'en-AU', 'de-DE', 'de-AT', 'de-CH', 'fr-FR', 'fr-CA', 'es-ES', 'es-MX',
];
export type CurrencyCode = 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD' | 'CHF' | 'MXN';
export const CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'MXN'];

/** How a money amount names its currency. `none` prints the bare number (table cells). */
export type CurrencyDisplay = 'symbol' | 'code' | 'both' | 'none';

export interface NumberStyle {
  group: string; // thousands separator ('' = no grouping)
  decimal: string;
}

export interface LocaleInfo {
  id: LocaleId;
  language: Language;
  currency: CurrencyCode;
  /** Day-first numeric dates (12/03/2024 = 12 March). */
  dayFirst: boolean;
  numberStyles: NumberStyle[];
  /** Symbol placement for the home currency: '$1.00' vs '1,00 €'. */
  symbolAfter: boolean;
}

export const LOCALE_INFO: Record<LocaleId, LocaleInfo> = {
  'en-US': { id: 'en-US', language: 'en', currency: 'USD', dayFirst: false, numberStyles: [{ group: ',', decimal: '.' }], symbolAfter: false },
  'en-CA': { id: 'en-CA', language: 'en', currency: 'CAD', dayFirst: true, numberStyles: [{ group: ',', decimal: '.' }], symbolAfter: false },
  'en-GB': { id: 'en-GB', language: 'en', currency: 'GBP', dayFirst: true, numberStyles: [{ group: ',', decimal: '.' }], symbolAfter: false },
  'en-AU': { id: 'en-AU', language: 'en', currency: 'AUD', dayFirst: true, numberStyles: [{ group: ',', decimal: '.' }], symbolAfter: false },
  'de-DE': { id: 'de-DE', language: 'de', currency: 'EUR', dayFirst: true, numberStyles: [{ group: '.', decimal: ',' }, { group: '', decimal: ',' }], symbolAfter: true },
  'de-AT': { id: 'de-AT', language: 'de', currency: 'EUR', dayFirst: true, numberStyles: [{ group: '.', decimal: ',' }, { group: ' ', decimal: ',' }], symbolAfter: false },
  'de-CH': { id: 'de-CH', language: 'de', currency: 'CHF', dayFirst: true, numberStyles: [{ group: "'", decimal: '.' }, { group: '’', decimal: '.' }], symbolAfter: false },
  'fr-FR': { id: 'fr-FR', language: 'fr', currency: 'EUR', dayFirst: true, numberStyles: [{ group: ' ', decimal: ',' }, { group: '.', decimal: ',' }], symbolAfter: true },
  'fr-CA': { id: 'fr-CA', language: 'fr', currency: 'CAD', dayFirst: true, numberStyles: [{ group: ' ', decimal: ',' }], symbolAfter: true },
  'es-ES': { id: 'es-ES', language: 'es', currency: 'EUR', dayFirst: true, numberStyles: [{ group: '.', decimal: ',' }], symbolAfter: true },
  'es-MX': { id: 'es-MX', language: 'es', currency: 'MXN', dayFirst: true, numberStyles: [{ group: ',', decimal: '.' }], symbolAfter: false },
};

export const CURRENCY_SYMBOL: Record<CurrencyCode, string[]> = {
  USD: ['$', 'US$'],
  EUR: ['€'],
  GBP: ['£'],
  CAD: ['$', 'C$', 'CA$'],
  AUD: ['$', 'A$', 'AU$'],
  CHF: ['CHF', 'Fr.'],
  MXN: ['$', 'MX$'],
};

/** Minor-unit digits; every corpus currency has two, kept explicit for the arithmetic. */
export const CURRENCY_EXPONENT: Record<CurrencyCode, number> = {
  USD: 2, EUR: 2, GBP: 2, CAD: 2, AUD: 2, CHF: 2, MXN: 2,
};

/** Formats an integer amount of minor units (cents) in a number style. */
export function formatMinor(minor: number, style: NumberStyle, exponent = 2): string {
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const unit = 10 ** exponent;
  const whole = Math.floor(abs / unit).toString();
  const frac = (abs % unit).toString().padStart(exponent, '0');
  let grouped = whole;
  if (style.group) {
    grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  }
  return (negative ? '-' : '') + grouped + (exponent > 0 ? style.decimal + frac : '');
}

export interface MoneyFormat {
  style: NumberStyle;
  display: CurrencyDisplay;
  symbol: string;
  code: CurrencyCode;
  symbolAfter: boolean;
}

export function formatMoney(minor: number, f: MoneyFormat, display: CurrencyDisplay = f.display): string {
  const n = formatMinor(minor, f.style, CURRENCY_EXPONENT[f.code]);
  const sep = f.symbol.length > 1 && !f.symbol.endsWith('$') ? ' ' : '';
  switch (display) {
    case 'none':
      return n;
    case 'code':
      return f.symbolAfter ? `${n} ${f.code}` : `${f.code} ${n}`;
    case 'symbol':
      return f.symbolAfter ? `${n} ${f.symbol}` : `${f.symbol}${sep}${n}`;
    case 'both':
      return f.symbolAfter ? `${n} ${f.symbol} ${f.code}` : `${f.symbol}${sep}${n} ${f.code}`;
  }
}

/** Quantities: integers as is, fractions with the locale's decimal mark (2.5 kg → "2,5"). */
export function formatQuantity(q: number, style: NumberStyle): string {
  // Shortest exact form: 2 → "2", 12.5 → "12,5", 13.704 → "13,704" (quantities carry ≤ 3 decimals).
  return Number(q.toFixed(3)).toString().replace('.', style.decimal);
}

export function formatRate(rate: number, language: Language, style: NumberStyle): string {
  const s = rate.toString().replace('.', style.decimal);
  return language === 'fr' || language === 'de' ? `${s} %` : `${s}%`;
}

const MONTHS: Record<Language, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};
const MONTHS_SHORT: Record<Language, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  es: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
};

/** Date styles a document may use; the spec picks one per document. */
export type DateStyle = 'numeric' | 'numeric-short-year' | 'iso' | 'long' | 'short-month' | 'dash-month';
export const DATE_STYLES: readonly DateStyle[] = ['numeric', 'numeric-short-year', 'iso', 'long', 'short-month', 'dash-month'];

const pad2 = (n: number): string => n.toString().padStart(2, '0');

/** Formats an ISO date (YYYY-MM-DD) the way a document in `locale` prints it. */
export function formatDate(iso: string, locale: LocaleId, style: DateStyle): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`Not an ISO date: ${iso}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const info = LOCALE_INFO[locale];
  const lang = info.language;
  const sep = lang === 'de' ? '.' : lang === 'es' && locale === 'es-ES' ? '/' : '/';
  switch (style) {
    case 'iso':
      return iso;
    case 'numeric':
    case 'numeric-short-year': {
      const y = style === 'numeric' ? String(year) : pad2(year % 100);
      if (!info.dayFirst) return `${pad2(month)}/${pad2(day)}/${y}`;
      return `${pad2(day)}${sep}${pad2(month)}${sep}${y}`;
    }
    case 'long': {
      const name = MONTHS[lang][month - 1]!;
      if (lang === 'en') return info.dayFirst ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
      if (lang === 'de') return `${day}. ${name} ${year}`;
      if (lang === 'fr') return `${day === 1 ? '1er' : day} ${name} ${year}`;
      return `${day} de ${name} de ${year}`;
    }
    case 'short-month': {
      const name = MONTHS_SHORT[lang][month - 1]!;
      if (lang === 'en') return info.dayFirst ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
      if (lang === 'de') return `${day}. ${name} ${year}`;
      return `${day} ${name} ${year}`;
    }
    case 'dash-month': {
      const name = MONTHS_SHORT[lang][month - 1]!.replace('.', '');
      return `${pad2(day)}-${name}-${year}`;
    }
  }
}

/** Picks one wording of a label. */
export function label(rng: Rng, language: Language, key: LabelKey): string {
  return rng.pick(LABELS[key][language]);
}

export type LabelKey = keyof typeof LABELS;

export const LABELS = {
  invoiceTitle: {
    en: ['INVOICE', 'Invoice', 'TAX INVOICE', 'Sales Invoice'],
    de: ['Rechnung', 'RECHNUNG'],
    fr: ['Facture', 'FACTURE'],
    es: ['Factura', 'FACTURA'],
  },
  invoiceNumber: {
    en: ['Invoice #', 'Invoice No.', 'Invoice Number', 'Inv. No.', 'Invoice:'],
    de: ['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Re.-Nr.'],
    fr: ['Facture N°', 'N° de facture', 'Numéro de facture', 'Facture n°'],
    es: ['Nº Factura', 'Factura N.º', 'Número de factura', 'Factura nº'],
  },
  invoiceDate: {
    en: ['Invoice Date', 'Date', 'Date of Issue', 'Issue Date'],
    de: ['Rechnungsdatum', 'Datum'],
    fr: ['Date de facture', 'Date', "Date d'émission"],
    es: ['Fecha de factura', 'Fecha', 'Fecha de emisión'],
  },
  dueDate: {
    en: ['Due Date', 'Payment Due', 'Due'],
    de: ['Fällig am', 'Fälligkeitsdatum', 'Zahlbar bis'],
    fr: ["Date d'échéance", 'Échéance', 'À payer avant le'],
    es: ['Fecha de vencimiento', 'Vencimiento', 'Fecha vto.'],
  },
  billTo: {
    en: ['Bill To', 'Billed To', 'Sold To', 'Customer'],
    de: ['Rechnungsempfänger', 'Kunde', 'Rechnungsadresse'],
    fr: ['Facturé à', 'Client', 'Destinataire'],
    es: ['Facturar a', 'Cliente', 'Datos del cliente'],
  },
  poNumber: {
    en: ['PO #', 'P.O. Number', 'Purchase Order', 'Your Ref.'],
    de: ['Bestellnummer', 'Ihre Bestellung', 'Auftrags-Nr.'],
    fr: ['Bon de commande', 'N° commande', 'Votre réf.'],
    es: ['Pedido', 'N.º pedido', 'Su referencia'],
  },
  customerNumber: {
    en: ['Customer #', 'Account No.', 'Acct #'],
    de: ['Kundennummer', 'Kunden-Nr.'],
    fr: ['N° client', 'Code client'],
    es: ['Nº cliente', 'Código cliente'],
  },
  terms: {
    en: ['Terms', 'Payment Terms'],
    de: ['Zahlungsbedingungen', 'Zahlungsziel'],
    fr: ['Conditions de paiement', 'Règlement'],
    es: ['Forma de pago', 'Condiciones de pago'],
  },
  termsValue: {
    en: ['Net 30', 'Net 15', 'Due on receipt', 'Net 10', 'COD'],
    de: ['14 Tage netto', '30 Tage ohne Abzug', 'Sofort zahlbar'],
    fr: ['30 jours fin de mois', 'À réception', 'Virement à 30 jours'],
    es: ['Transferencia a 30 días', 'Contado', 'Giro a 60 días'],
  },
  description: {
    en: ['Description', 'Item Description', 'Product', 'Item'],
    de: ['Beschreibung', 'Bezeichnung', 'Artikel', 'Leistung'],
    fr: ['Description', 'Désignation', 'Libellé'],
    es: ['Descripción', 'Concepto', 'Artículo'],
  },
  sku: {
    en: ['SKU', 'Item #', 'Item No.', 'Code', 'Product Code'],
    de: ['Art.-Nr.', 'Artikelnr.', 'Art.Nr.'],
    fr: ['Réf.', 'Référence', 'Code'],
    es: ['Ref.', 'Código', 'Referencia'],
  },
  quantity: {
    en: ['Qty', 'Quantity', 'QTY', 'Qty Shipped'],
    de: ['Menge', 'Anz.', 'Anzahl'],
    fr: ['Qté', 'Quantité'],
    es: ['Cant.', 'Cantidad', 'Uds.'],
  },
  unit: {
    en: ['Unit', 'U/M', 'UOM', 'Pack'],
    de: ['Einheit', 'ME'],
    fr: ['Unité', 'U.'],
    es: ['Unidad', 'Ud.'],
  },
  unitPrice: {
    en: ['Unit Price', 'Price', 'Rate', 'Each', 'Unit Cost'],
    de: ['Einzelpreis', 'E-Preis', 'Preis'],
    fr: ['Prix unitaire', 'P.U. HT', 'PU'],
    es: ['Precio unitario', 'Precio', 'P. unit.'],
  },
  amount: {
    en: ['Amount', 'Total', 'Ext. Price', 'Line Total', 'Extended'],
    de: ['Betrag', 'Gesamt', 'Gesamtpreis'],
    fr: ['Montant', 'Montant HT', 'Total HT'],
    es: ['Importe', 'Total', 'Importe línea'],
  },
  subtotal: {
    en: ['Subtotal', 'Sub-Total', 'Net Amount', 'Total before tax'],
    de: ['Zwischensumme', 'Nettobetrag', 'Summe netto', 'Warenwert'],
    fr: ['Total HT', 'Sous-total', 'Montant HT'],
    es: ['Subtotal', 'Base imponible', 'Importe neto'],
  },
  shipping: {
    en: ['Shipping', 'Freight', 'Delivery', 'Shipping & Handling'],
    de: ['Versandkosten', 'Fracht', 'Lieferkosten'],
    fr: ['Frais de port', 'Livraison'],
    es: ['Gastos de envío', 'Portes', 'Transporte'],
  },
  discount: {
    en: ['Discount', 'Less Discount', 'Promo Discount'],
    de: ['Rabatt', 'Nachlass'],
    fr: ['Remise', 'Escompte'],
    es: ['Descuento', 'Dto.'],
  },
  total: {
    en: ['Total', 'Total Due', 'Amount Due', 'Balance Due', 'Invoice Total', 'TOTAL'],
    de: ['Gesamtbetrag', 'Rechnungsbetrag', 'Endbetrag', 'Gesamtsumme', 'Summe brutto'],
    fr: ['Montant TTC', 'Total TTC', 'Net à payer', 'Total à payer'],
    es: ['Importe total', 'Total factura', 'Total a pagar', 'TOTAL'],
  },
  page: {
    en: ['Page {i} of {n}', 'Page {i}/{n}'],
    de: ['Seite {i} von {n}', 'Seite {i}/{n}'],
    fr: ['Page {i} sur {n}', 'Page {i}/{n}'],
    es: ['Página {i} de {n}', 'Pág. {i}/{n}'],
  },
  continued: {
    en: ['Continued on next page', 'Continued...'],
    de: ['Fortsetzung auf der nächsten Seite', 'Übertrag'],
    fr: ['Suite page suivante', 'À reporter'],
    es: ['Continúa en la página siguiente', 'Suma y sigue'],
  },
  thanks: {
    en: ['Thank you for your business!', 'We appreciate your business.', 'Thank you!'],
    de: ['Vielen Dank für Ihren Auftrag.', 'Wir danken für Ihren Einkauf.'],
    fr: ['Merci pour votre confiance.', 'Merci de votre commande.'],
    es: ['Gracias por su confianza.', 'Gracias por su compra.'],
  },
  bank: {
    en: ['Bank details', 'Remit to', 'Payment details'],
    de: ['Bankverbindung', 'Zahlung an'],
    fr: ['Coordonnées bancaires', 'Règlement par virement'],
    es: ['Datos bancarios', 'Domiciliación'],
  },
  receiptTitle: {
    en: ['RECEIPT', 'SALES RECEIPT', 'Customer Copy'],
    de: ['Kassenbon', 'BELEG', 'Quittung'],
    fr: ['Ticket de caisse', 'REÇU', 'Ticket client'],
    es: ['Ticket', 'FACTURA SIMPLIFICADA', 'Recibo'],
  },
  receiptNumber: {
    en: ['Receipt #', 'Trans #', 'Check #', 'Order #'],
    de: ['Bon-Nr.', 'Beleg-Nr.', 'Bon'],
    fr: ['Ticket N°', 'N° ticket', 'Transaction'],
    es: ['Nº ticket', 'Ticket nº', 'Operación'],
  },
  tip: {
    en: ['Tip', 'Gratuity', 'TIP'],
    de: ['Trinkgeld'],
    fr: ['Pourboire'],
    es: ['Propina'],
  },
  change: {
    en: ['Change', 'Change Due'],
    de: ['Rückgeld', 'Zurück'],
    fr: ['Rendu monnaie', 'Rendu'],
    es: ['Cambio', 'Vuelta'],
  },
  tendered: {
    en: ['Cash Tendered', 'Cash'],
    de: ['Gegeben', 'Bar'],
    fr: ['Espèces', 'Reçu espèces'],
    es: ['Efectivo', 'Entregado'],
  },
  cardPayment: {
    en: ['Card', 'Credit Card', 'Debit'],
    de: ['Kartenzahlung', 'EC-Karte', 'Karte'],
    fr: ['Carte bancaire', 'CB', 'Paiement carte'],
    es: ['Tarjeta', 'Pago con tarjeta', 'Tarjeta crédito'],
  },
  cashier: {
    en: ['Cashier', 'Server', 'Clerk'],
    de: ['Kassierer', 'Bediener', 'Es bediente Sie'],
    fr: ['Caissier', 'Vendeur', 'Serveur'],
    es: ['Cajero', 'Atendido por', 'Camarero'],
  },
  items: {
    en: ['items', 'Items sold'],
    de: ['Artikel', 'Positionen'],
    fr: ['articles', 'Nb articles'],
    es: ['artículos', 'Nº artículos'],
  },
  taxIncluded: {
    en: ['incl. {tax} {rate}', 'Includes {tax} {rate}'],
    de: ['enth. {tax} {rate}', 'inkl. {rate} {tax}'],
    fr: ['dont {tax} {rate}', '{tax} incluse {rate}'],
    es: ['{tax} incluido {rate}', 'Incluye {tax} {rate}'],
  },
  net: {
    en: ['Net', 'Net amount', 'Excl. tax'],
    de: ['Netto', 'Nettobetrag'],
    fr: ['Total HT', 'HT'],
    es: ['Base imponible', 'Neto'],
  },
} as const satisfies Record<string, Record<Language, readonly string[]>>;

/** Tax systems by locale: printed name, tax-id label and the rates a document may use. */
export interface TaxSystem {
  names: string[];
  taxIdLabels: string[];
  /** Standard rate first, then reduced rates (percent). */
  rates: number[];
  /** Canada: GST plus a provincial tax on the same base, printed as two lines. */
  secondTax?: { name: string; rate: number };
  /** Prices on receipts usually include the tax (Europe, Australia). */
  receiptIncluded: boolean;
}

export const TAX_SYSTEMS: Record<LocaleId, TaxSystem> = {
  'en-US': { names: ['Sales Tax', 'Tax', 'SALES TAX'], taxIdLabels: ['EIN', 'Tax ID', 'Fed. Tax ID'], rates: [8.875, 7.25, 6.5, 9.5, 6, 8.25, 10.25, 4.712], receiptIncluded: false },
  'en-CA': { names: ['GST', 'HST', 'GST/HST'], taxIdLabels: ['GST/HST No.', 'BN'], rates: [5, 13, 15], secondTax: { name: 'PST', rate: 7 }, receiptIncluded: false },
  'en-GB': { names: ['VAT'], taxIdLabels: ['VAT Reg No.', 'VAT No.'], rates: [20, 5], receiptIncluded: true },
  'en-AU': { names: ['GST'], taxIdLabels: ['ABN'], rates: [10], receiptIncluded: true },
  'de-DE': { names: ['MwSt.', 'USt.', 'Umsatzsteuer'], taxIdLabels: ['USt-IdNr.', 'Steuernummer', 'St.-Nr.'], rates: [19, 7], receiptIncluded: true },
  'de-AT': { names: ['USt.', 'MwSt.'], taxIdLabels: ['UID-Nr.', 'UID'], rates: [20, 10], receiptIncluded: true },
  'de-CH': { names: ['MWST', 'MwSt.'], taxIdLabels: ['UID', 'MWST-Nr.'], rates: [8.1, 2.6], receiptIncluded: true },
  'fr-FR': { names: ['TVA'], taxIdLabels: ['N° TVA intracom.', 'TVA intracommunautaire', 'SIRET'], rates: [20, 10, 5.5], receiptIncluded: true },
  'fr-CA': { names: ['TPS'], taxIdLabels: ['N° TPS', 'N° TVQ'], rates: [5], secondTax: { name: 'TVQ', rate: 9.975 }, receiptIncluded: false },
  'es-ES': { names: ['IVA'], taxIdLabels: ['NIF', 'CIF'], rates: [21, 10, 4], receiptIncluded: true },
  'es-MX': { names: ['IVA'], taxIdLabels: ['RFC'], rates: [16], receiptIncluded: false },
};
