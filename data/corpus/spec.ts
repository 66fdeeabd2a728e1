// The document spec: what one invoice or receipt says, independent of how it is drawn. Money is
// kept in integer minor units (cents) so the printed figures, the ground truth and the arithmetic
// checks agree to the cent. Renderers (layout-*.ts) turn a spec into pages; truth.ts turns it into
// the expected extraction.

import type { PaymentMethod, DocumentKind } from '../../engine/types.js';
import type { CostCategory, MerchantType, ReceiptTaxCategory } from './catalogue.js';
import { CATALOGUE, MERCHANT_TYPES, catalogueFor } from './catalogue.js';
import type { CurrencyCode, DateStyle, Language, LocaleId, MoneyFormat } from './locale.js';
import { CURRENCY_SYMBOL, LOCALE_INFO, TAX_SYSTEMS } from './locale.js';
import type { Party, VendorType } from './parties.js';
import { VENDOR_TYPES, makeCustomer, makeMerchantAddress, makeVendor } from './parties.js';
import type { Rng } from './rng.js';

export interface LineItemSpec {
  description: string;
  sku: string | null;
  quantity: number;
  unit: string | null;
  /** Major units; fuel and some per-pound prices carry three decimals. */
  unitPrice: number;
  unitPriceDecimals: 2 | 3;
  amountMinor: number;
  costCategory: CostCategory;
  /** VAT/sales-tax rate (percent) this line is taxed at. */
  taxRate: number;
}

export interface TaxLineSpec {
  name: string;
  rate: number;
  baseMinor: number;
  amountMinor: number;
}

export interface DocumentSpec {
  kind: DocumentKind;
  locale: LocaleId;
  language: Language;
  vendor: Party;
  vendorType: string;
  customer: Party | null;
  /** Invoice number, or the receipt/transaction number when the receipt prints one. */
  invoiceNumber: string | null;
  invoiceDate: string;
  dueDate: string | null;
  dueDays: number | null;
  /** Receipts print a time of day. */
  time: string | null;
  poNumber: string | null;
  customerNumber: string | null;
  currency: CurrencyCode;
  money: MoneyFormat;
  dateStyle: DateStyle;
  lineItems: LineItemSpec[];
  /** Prices include the tax (European receipts); the tax is then printed as "incl." lines. */
  taxIncluded: boolean;
  taxes: TaxLineSpec[];
  shippingMinor: number;
  discountMinor: number;
  /** Net of tax: sum of lines when tax is added; total minus tax when it is included. */
  subtotalMinor: number;
  taxMinor: number;
  tipMinor: number | null;
  totalMinor: number;
  payment: PaymentMethod | null;
  /** Cash receipts print what was handed over and the change. */
  cashTenderedMinor: number | null;
  receiptTaxCategory: ReceiptTaxCategory | null;
  merchantType: string | null;
  cashier: string | null;
}

export interface SpecOptions {
  kind: DocumentKind;
  locale?: LocaleId;
  currency?: CurrencyCode;
  /** Force a number of line items (long tables that spill over pages). */
  lineCount?: number;
}

const LOCALE_WEIGHTS: [LocaleId, number][] = [
  ['en-US', 5], ['en-CA', 1], ['en-GB', 1.5], ['en-AU', 1], ['de-DE', 2.5], ['de-AT', 0.7], ['de-CH', 1],
  ['fr-FR', 2.5], ['fr-CA', 0.7], ['es-ES', 2.5], ['es-MX', 1.2],
];

export function pickLocale(rng: Rng): LocaleId {
  return rng.weighted(LOCALE_WEIGHTS);
}

const pad = (n: number, width: number): string => n.toString().padStart(width, '0');

export function invoiceNumber(rng: Rng, year: number, language: Language): string {
  const yy = pad(year % 100, 2);
  const styles: (() => string)[] = [
    () => `INV-${year}-${pad(rng.int(1, 9999), 4)}`,
    () => pad(rng.int(1, 999999), 6),
    () => `F${year}/${rng.int(1, 999)}`,
    () => `RE-${rng.int(10000, 99999)}`,
    () => `${year}-${pad(rng.int(1, 99999), 5)}`,
    () => `${rng.int(100000, 9999999)}`,
    () => `FA${yy}${pad(rng.int(1, 99999), 5)}`,
    () => `${rng.chars(2, 'ABCDEFGHKLMNPRSTW')}${rng.int(100000, 999999)}`,
    () => `FAC-${yy}-${pad(rng.int(1, 9999), 4)}`,
    () => `R${yy}${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 999), 3)}`,
    () => `INV${pad(rng.int(1, 9999999), 7)}`,
    () => `${year}.${pad(rng.int(1, 9999), 4)}`,
    () => `A-${rng.int(1000, 99999)}`,
    () => `${rng.int(10, 99)}-${rng.int(100000, 999999)}`,
  ];
  // Local habits: German "RE-", French "F2024/", Spanish "FAC-" are a bit more likely at home.
  const favourite = language === 'de' ? 3 : language === 'fr' ? 2 : language === 'es' ? 8 : 0;
  return rng.chance(0.25) ? styles[favourite]!() : rng.pick(styles)();
}

function isoDate(rng: Rng): string {
  const year = rng.int(2022, 2025);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  return `${year}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function currencyFor(rng: Rng, locale: LocaleId, forced?: CurrencyCode): CurrencyCode {
  if (forced) return forced;
  const home = LOCALE_INFO[locale].currency;
  // A few cross-border documents: a UK or Swiss supplier billing in euros, a Canadian one in USD.
  if (rng.chance(0.08)) return rng.pick(locale.startsWith('en') ? ['USD', 'EUR', 'CAD'] : ['EUR', 'USD', 'CHF']);
  return home;
}

function moneyFormat(rng: Rng, locale: LocaleId, currency: CurrencyCode): MoneyFormat {
  const info = LOCALE_INFO[locale];
  const home = info.currency === currency;
  const symbols = CURRENCY_SYMBOL[currency];
  // "$" alone is ambiguous abroad; foreign currencies are written with their code more often.
  const display = rng.weighted<MoneyFormat['display']>(home ? [['symbol', 6], ['code', 2], ['both', 1.5]] : [['code', 5], ['both', 3], ['symbol', 1]]);
  return {
    style: rng.pick(info.numberStyles),
    display,
    symbol: rng.chance(0.8) ? symbols[0]! : rng.pick(symbols),
    code: currency,
    symbolAfter: currency === 'EUR' ? info.symbolAfter : locale.startsWith('fr') && currency === 'CAD',
  };
}

function roundPrice(value: number, service: boolean): number {
  if (service && value > 100) return Math.round(value / 5) * 5;
  return Math.round(value * 100) / 100;
}

const toMinor = (major: number): number => Math.round(major * 100);

function lineAmountMinor(quantity: number, unitPrice: number): number {
  // Round half away from zero on the exact product, as invoicing systems do.
  return Math.round(Number((quantity * unitPrice * 100).toFixed(6)));
}

function skuFor(rng: Rng, style: number): string {
  switch (style) {
    case 0: return rng.int(100000, 9999999).toString();
    case 1: return `${rng.chars(3, 'ABCDEFGHKLMNPRSTUVWXYZ')}-${rng.int(1000, 99999)}`;
    case 2: return `${rng.int(10, 99)}${rng.chars(1, 'ABCDEFGH')}${rng.int(100, 999)}`;
    default: return rng.int(1000, 99999).toString();
  }
}

function reducedRate(locale: LocaleId, category: CostCategory): boolean {
  if (!['food_cost', 'beverage_cost'].includes(category)) return false;
  return ['de-DE', 'de-AT', 'de-CH', 'fr-FR', 'es-ES'].includes(locale);
}

function standardRate(rng: Rng, locale: LocaleId): number {
  const rates = TAX_SYSTEMS[locale].rates;
  return locale === 'en-US' || locale === 'en-CA' ? rng.pick(rates) : rates[0]!;
}

function buildTaxes(rng: Rng, spec: Pick<DocumentSpec, 'locale' | 'lineItems' | 'taxIncluded'>, extrasMinor: number, stdRate: number): TaxLineSpec[] {
  const system = TAX_SYSTEMS[spec.locale];
  const byRate = new Map<number, number>();
  for (const item of spec.lineItems) byRate.set(item.taxRate, (byRate.get(item.taxRate) ?? 0) + item.amountMinor);
  // Shipping is taxed at the standard rate; a discount reduces the standard-rate base.
  byRate.set(stdRate, (byRate.get(stdRate) ?? 0) + extrasMinor);
  const name = rng.pick(system.names);
  const out: TaxLineSpec[] = [];
  for (const [rate, base] of [...byRate.entries()].sort((a, b) => b[0] - a[0])) {
    if (base <= 0 || rate === 0) continue;
    const amount = spec.taxIncluded ? Math.round((base * rate) / (100 + rate)) : Math.round((base * rate) / 100);
    out.push({ name, rate, baseMinor: spec.taxIncluded ? base - amount : base, amountMinor: amount });
  }
  if (system.secondTax && stdRate === 5 && !spec.taxIncluded && out.length === 1) {
    const second = system.secondTax;
    out[0]!.name = spec.locale === 'fr-CA' ? 'TPS' : 'GST';
    const base = out[0]!.baseMinor;
    out.push({ name: second.name, rate: second.rate, baseMinor: base, amountMinor: Math.round((base * second.rate) / 100) });
  }
  return out;
}

/** Fills in subtotal, tax and total from the lines, taxes and extras. */
function settle(spec: DocumentSpec): void {
  const linesMinor = spec.lineItems.reduce((s, l) => s + l.amountMinor, 0);
  spec.taxMinor = spec.taxes.reduce((s, t) => s + t.amountMinor, 0);
  const extras = spec.shippingMinor - spec.discountMinor;
  if (spec.taxIncluded) {
    const gross = linesMinor + extras;
    spec.subtotalMinor = gross - spec.taxMinor;
    spec.totalMinor = gross + (spec.tipMinor ?? 0);
  } else {
    spec.subtotalMinor = linesMinor;
    spec.totalMinor = linesMinor + extras + spec.taxMinor + (spec.tipMinor ?? 0);
  }
}

function pickVendorType(rng: Rng, lineCount?: number): VendorType {
  if (lineCount !== undefined && lineCount > 12) return rng.pick(VENDOR_TYPES.filter((t) => t.lines[1] >= 14));
  return rng.weighted(VENDOR_TYPES.map((t) => [t, t.id === 'broadline' ? 4 : t.id === 'produce' || t.id === 'beverage' ? 2 : 1] as const));
}

const DETAILS: Record<Language, ((rng: Rng) => string)[]> = {
  en: [
    (r) => `- Lot ${r.int(10000, 99999)}`, (r) => `(Brand: ${r.pick(['Packer', 'Chef\'s Choice', 'Heritage Farms', 'Royal Crest', 'Imperial'])})`,
    (r) => `- service period ${r.pick(['Jan', 'Mar', 'Jun', 'Sep', 'Nov'])} ${r.int(2022, 2025)}`, (r) => `per quote Q-${r.int(1000, 9999)}`,
    () => 'incl. labor, parts and disposal of old unit', (r) => `- origin ${r.pick(['USA', 'Canada', 'Mexico', 'Chile'])}, catch weight`,
  ],
  de: [
    (r) => `- Charge ${r.int(10000, 99999)}`, (r) => `Leistungszeitraum ${r.int(1, 12)}/${r.int(2022, 2025)}`, () => 'inkl. Anfahrt und Entsorgung',
    (r) => `lt. Angebot Nr. ${r.int(1000, 9999)}`, (r) => `Herkunft: ${r.pick(['Deutschland', 'Italien', 'Spanien', 'Niederlande'])}`,
  ],
  fr: [
    (r) => `- lot ${r.int(10000, 99999)}`, (r) => `période du ${r.int(1, 28)}/${r.int(1, 12)} au ${r.int(1, 28)}/${r.int(1, 12)}`,
    () => 'pièces et main d\'oeuvre comprises', (r) => `selon devis n° ${r.int(1000, 9999)}`, (r) => `origine ${r.pick(['France', 'Espagne', 'Italie'])}`,
  ],
  es: [
    (r) => `- lote ${r.int(10000, 99999)}`, (r) => `periodo ${r.pick(['enero', 'marzo', 'junio', 'octubre'])} ${r.int(2022, 2025)}`,
    () => 'incluye mano de obra y desplazamiento', (r) => `según presupuesto nº ${r.int(1000, 9999)}`, (r) => `origen ${r.pick(['España', 'Portugal', 'Marruecos'])}`,
  ],
};

function lineDetail(rng: Rng, language: Language): string {
  return rng.pick(DETAILS[language])(rng);
}

export function buildInvoiceSpec(rng: Rng, options: SpecOptions): DocumentSpec {
  const locale = options.locale ?? pickLocale(rng);
  const language = LOCALE_INFO[locale].language;
  const currency = currencyFor(rng, locale, options.currency);
  const vendorType = pickVendorType(rng, options.lineCount);
  const invoiceDate = isoDate(rng);
  const dueDays = rng.weighted<number | null>([[30, 4], [14, 2], [15, 1], [10, 1], [45, 0.5], [60, 0.5], [0, 1], [null, 2]]);
  const lineCount = options.lineCount ?? rng.int(vendorType.lines[0], Math.min(vendorType.lines[1], rng.chance(0.8) ? 14 : 45));
  const skuStyle = rng.int(0, 3);
  const useSku = rng.chance(vendorType.lines[1] > 10 ? 0.8 : 0.3);
  // Vendors abroad often keep English item names; home-language ones use theirs.
  const itemLanguage = language !== 'en' && rng.chance(0.75) ? language : 'en';
  const stdRate = standardRate(rng, locale);
  const lineItems: LineItemSpec[] = [];
  const used = new Set<string>();
  for (let i = 0; i < lineCount; i++) {
    const category = rng.weighted(vendorType.categories);
    let pool = catalogueFor(itemLanguage, category);
    if (pool.length === 0) pool = catalogueFor('en', category);
    if (pool.length === 0) pool = CATALOGUE.filter((c) => c.category === category);
    // Items repeat only once the category's pool is used up (long tables repeat, short ones don't).
    const fresh = pool.filter((c) => !used.has(c.description));
    const item = rng.pick(fresh.length ? fresh : pool);
    used.add(item.description);
    const service = item.service || ['rent', 'utilities', 'insurance', 'professional_services'].includes(category);
    const byWeight = item.unit === 'LB' || item.unit === 'KG';
    const quantity = service ? (item.unit === 'HR' || item.unit === 'H' || item.unit === 'STD' ? rng.int(1, 16) / (rng.chance(0.3) ? 2 : 1) : 1)
      : byWeight ? Math.round(rng.float(2, 40) * 100) / 100
      : rng.weighted([[1, 4], [2, 3], [rng.int(3, 6), 3], [rng.int(8, 24), 1]]);
    const unitPrice = roundPrice(rng.float(item.minPrice, item.maxPrice), service);
    const amountMinor = lineAmountMinor(quantity, unitPrice);
    lineItems.push({
      description: item.description,
      sku: useSku && !service ? skuFor(rng, skuStyle) : null,
      quantity,
      unit: item.unit,
      unitPrice,
      unitPriceDecimals: 2,
      amountMinor,
      costCategory: category,
      taxRate: reducedRate(locale, category) ? TAX_SYSTEMS[locale].rates[1] ?? stdRate : stdRate,
    });
  }
  // Some vendors print long line texts (brand, lot, service period) that wrap in the table.
  if (rng.chance(0.3)) {
    for (const item of lineItems) {
      if (rng.chance(0.5)) item.description = `${item.description} ${lineDetail(rng, language)}`;
    }
  }
  const linesMinor = lineItems.reduce((s, l) => s + l.amountMinor, 0);
  const shippingMinor = !vendorType.categories.some(([c]) => c === 'freight_delivery') || rng.chance(0.7) ? 0 : toMinor(rng.pick([9.95, 15, 25, 35, 49.5, 12.5]));
  const discountMinor = rng.chance(0.12) ? Math.round(linesMinor * rng.pick([0.02, 0.03, 0.05, 0.1])) : 0;
  const taxIncluded = language !== 'en' && rng.chance(0.12);
  const exempt = locale === 'en-US' && vendorType.id === 'landlord';
  const spec: DocumentSpec = {
    kind: 'invoice',
    locale,
    language,
    vendor: makeVendor(rng, locale, vendorType),
    vendorType: vendorType.id,
    customer: rng.chance(0.9) ? makeCustomer(rng, locale) : null,
    invoiceNumber: invoiceNumber(rng, Number(invoiceDate.slice(0, 4)), language),
    invoiceDate,
    dueDate: dueDays === null ? null : addDays(invoiceDate, dueDays),
    dueDays,
    time: null,
    poNumber: rng.chance(0.35) ? `${rng.pick(['PO', 'P', '', 'BE'])}${rng.int(1000, 999999)}` : null,
    customerNumber: rng.chance(0.45) ? `${rng.int(10000, 999999)}` : null,
    currency,
    money: moneyFormat(rng, locale, currency),
    dateStyle: rng.weighted<DateStyle>([['numeric', 5], ['numeric-short-year', 1], ['iso', 1], ['long', 2.5], ['short-month', 1.5], ['dash-month', 0.7]]),
    lineItems,
    taxIncluded,
    taxes: [],
    shippingMinor,
    discountMinor,
    subtotalMinor: 0,
    taxMinor: 0,
    tipMinor: null,
    totalMinor: 0,
    payment: null,
    cashTenderedMinor: null,
    receiptTaxCategory: null,
    merchantType: null,
    cashier: null,
  };
  if (!exempt) spec.taxes = buildTaxes(rng, spec, shippingMinor - discountMinor, stdRate);
  settle(spec);
  return spec;
}

const CARD_BRANDS: Record<Language, string[]> = {
  en: ['Visa', 'Visa', 'Mastercard', 'Mastercard', 'American Express', 'Discover'],
  de: ['Visa', 'Mastercard', 'Girocard', 'Maestro'],
  fr: ['Visa', 'Mastercard', 'Cartes Bancaires'],
  es: ['Visa', 'Mastercard', 'Maestro'],
};

function receiptPayment(rng: Rng, language: Language): PaymentMethod {
  const type = rng.weighted<PaymentMethod['type']>([['card', 7], ['cash', 2.5], ['mobile_wallet', 1], ['gift_card', 0.4], ['check', 0.2]]);
  switch (type) {
    case 'card': return { type, cardBrand: rng.pick(CARD_BRANDS[language]), last4: rng.chars(4, '0123456789') };
    case 'mobile_wallet': return rng.chance(0.5) ? { type, cardBrand: rng.pick(['Visa', 'Mastercard']), last4: rng.chars(4, '0123456789') } : { type };
    case 'gift_card': return { type, last4: rng.chars(4, '0123456789') };
    default: return { type };
  }
}

export function buildReceiptSpec(rng: Rng, options: SpecOptions): DocumentSpec {
  const locale = options.locale ?? pickLocale(rng);
  const language = LOCALE_INFO[locale].language;
  const currency = options.currency ?? LOCALE_INFO[locale].currency;
  const merchant: MerchantType = rng.pick(MERCHANT_TYPES);
  const lineCount = options.lineCount ?? (merchant.id === 'taxi' || merchant.id === 'parking' ? rng.int(1, 2) : merchant.id === 'fuel' ? rng.int(1, 2) : rng.int(1, merchant.id === 'grocery' ? 18 : 7));
  const system = TAX_SYSTEMS[locale];
  const stdRate = standardRate(rng, locale);
  const lineItems: LineItemSpec[] = [];
  for (let i = 0; i < lineCount; i++) {
    let item = rng.pick(merchant.items);
    // Fuel is sold by the US gallon only in the US; elsewhere by the litre.
    if (item.unit === 'gal' && locale !== 'en-US') item = { ...item, unit: 'L', min: 1.45, max: 2.15 };
    const byMeasure = item.unit !== undefined;
    const fuel = item.unit === 'gal' || item.unit === 'L';
    const quantity = byMeasure ? Math.round(rng.float(1.2, item.unit === 'L' ? 60 : 18) * (fuel ? 1000 : 100)) / (fuel ? 1000 : 100) : rng.weighted([[1, 8], [2, 2], [3, 0.6]]);
    const decimals: 2 | 3 = fuel ? 3 : 2;
    const unitPrice = decimals === 3 ? Math.round(rng.float(item.min, item.max) * 1000) / 1000 : Math.round(rng.float(item.min, item.max) * 100) / 100;
    lineItems.push({
      description: item.description, sku: null, quantity, unit: item.unit ?? null, unitPrice, unitPriceDecimals: decimals,
      amountMinor: lineAmountMinor(quantity, unitPrice), costCategory: item.category,
      taxRate: reducedRate(locale, item.category) ? system.rates[1] ?? stdRate : stdRate,
    });
  }
  const taxIncluded = system.receiptIncluded;
  const address = makeMerchantAddress(rng, locale);
  const payment = receiptPayment(rng, language);
  const date = isoDate(rng);
  const tipping = merchant.tips && (language === 'en' || rng.chance(0.2)) && payment.type !== 'cash' && rng.chance(0.7);
  const spec: DocumentSpec = {
    kind: 'receipt',
    locale,
    language,
    vendor: { name: rng.pick(merchant.names), addressLines: address.lines, taxIdLabel: rng.pick(system.taxIdLabels), taxId: language === 'en' ? null : rng.chance(0.6) ? makeVendor(rng, locale, VENDOR_TYPES[0]!).taxId : null, phone: address.phone, email: null },
    vendorType: merchant.id,
    customer: null,
    invoiceNumber: rng.chance(0.6) ? `${rng.int(1000, 999999)}` : null,
    invoiceDate: date,
    dueDate: null,
    dueDays: null,
    time: `${pad(rng.int(6, 23), 2)}:${pad(rng.int(0, 59), 2)}`,
    poNumber: null,
    customerNumber: null,
    currency,
    money: moneyFormat(rng, locale, currency),
    dateStyle: rng.weighted<DateStyle>([['numeric', 6], ['numeric-short-year', 2], ['iso', 1], ['short-month', 1]]),
    lineItems,
    taxIncluded,
    taxes: [],
    shippingMinor: 0,
    discountMinor: 0,
    subtotalMinor: 0,
    taxMinor: 0,
    tipMinor: null,
    totalMinor: 0,
    payment,
    cashTenderedMinor: null,
    receiptTaxCategory: merchant.taxCategory,
    merchantType: merchant.id,
    cashier: rng.chance(0.5) ? rng.pick(['Maria', 'James', 'Lukas', 'Chloé', 'Javier', 'Aisha', 'Tom', 'Ines']) : null,
  };
  // Parking and taxi receipts in the US often show no tax line at all.
  if (!(locale === 'en-US' && ['taxi', 'parking'].includes(merchant.id))) spec.taxes = buildTaxes(rng, spec, 0, stdRate);
  settle(spec);
  if (tipping) {
    const base = spec.subtotalMinor;
    spec.tipMinor = rng.chance(0.5) ? Math.round(base * rng.pick([0.15, 0.18, 0.2, 0.22])) : toMinor(rng.pick([1, 2, 3, 5, 10]));
    spec.totalMinor += spec.tipMinor;
  }
  if (payment.type === 'cash') {
    const note = [500, 1000, 2000, 5000, 10000].find((n) => n >= spec.totalMinor) ?? Math.ceil(spec.totalMinor / 10000) * 10000;
    spec.cashTenderedMinor = rng.chance(0.3) ? spec.totalMinor : note;
  }
  return spec;
}

export function buildSpec(rng: Rng, options: SpecOptions): DocumentSpec {
  return options.kind === 'receipt' ? buildReceiptSpec(rng, options) : buildInvoiceSpec(rng, options);
}

