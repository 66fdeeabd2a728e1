// Synthetic invoices and receipts for the search benchmarks, shaped like a real account:
// - 1,500 vendors, a few of which get most invoices (accounts payable is skewed that way);
// - each vendor sells its OWN product list (15 to 60 products of its trade, each with a fixed SKU
//   or none and a base price), so its invoices repeat products the way real ones do, with
//   quantities and prices that vary;
// - an invoice lists 2 to 14 DISTINCT products of its vendor (no line repeated within one
//   invoice), line total = quantity × unit price;
// - receipts come from the corpus' merchant types (restaurants, coffee shops, grocery,
//   hardware, ...) with their own items and tax categories.
// Every text is unique (invoice numbers, dates, amounts); bench/search reports the duplicate
// count so a generator change that collapses documents onto templates shows up at once.
import { catalogueFor, MERCHANT_TYPES, type CostCategory } from '../../data/corpus/catalogue.js';
import { VENDOR_TYPES, vendorName } from '../../data/corpus/parties.js';
import { Rng } from '../../data/corpus/rng.js';
import type { InvoiceRow, ReceiptRow, StoredLineItem } from '../../data/repositories/documents.js';
import { newId } from '../../data/repositories/ids.js';

export interface SyntheticDoc {
  invoice?: InvoiceRow;
  receipt?: ReceiptRow;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const VENDOR_COUNT = 1500;
/** One document in ten is a receipt. */
const RECEIPT_EVERY = 10;

interface Product {
  description: string;
  sku: string | null;
  price: number;
  unit: string;
}

function vendorProducts(rng: Rng, categories: readonly (readonly [CostCategory, number])[], itemsOf: (c: CostCategory) => string[]): Product[] {
  const wanted = rng.int(15, 60);
  const seen = new Set<string>();
  const products: Product[] = [];
  // Small categories run out of distinct items before `wanted`: stop after enough misses.
  for (let tries = 0; products.length < wanted && tries < wanted * 4; tries++) {
    const description = rng.pick(itemsOf(rng.weighted(categories)));
    if (seen.has(description)) continue;
    seen.add(description);
    products.push({
      description,
      sku: rng.chance(0.6) ? rng.chars(6, '0123456789') : null,
      price: round2(rng.float(2, 150)),
      unit: rng.pick(['CS', 'EA', 'LB', 'BX', 'GAL', 'HR']),
    });
  }
  return products;
}

function distinct<T>(rng: Rng, from: readonly T[], count: number): T[] {
  const pool = [...from];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  return out;
}

/** `n` documents of one tenant, deterministic for a seed (ids are random UUIDs). */
export function* syntheticDocuments(n: number, tenantId: string, seed: number): Generator<SyntheticDoc> {
  const rng = new Rng(seed);
  const itemsByCategory = new Map<CostCategory, string[]>();
  const itemsOf = (c: CostCategory) => {
    let list = itemsByCategory.get(c);
    if (!list) itemsByCategory.set(c, (list = catalogueFor('en', c).map((i) => i.description)));
    return list.length > 0 ? list : catalogueFor('en').map((i) => i.description);
  };
  const vendors = Array.from({ length: VENDOR_COUNT }, () => {
    const type = rng.pick(VENDOR_TYPES);
    return { name: vendorName(rng, 'en-US', type), products: vendorProducts(rng, type.categories, itemsOf) };
  });
  const date = () => `202${rng.int(3, 5)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const line = (p: Product): StoredLineItem => {
    const quantity = rng.int(1, 12);
    const unitPrice = round2(p.price * rng.float(0.9, 1.1));
    return { description: p.description, sku: p.sku, quantity, unit: p.unit, unitPrice, total: round2(quantity * unitPrice), costCategory: 'other' };
  };
  const now = new Date().toISOString();
  for (let i = 0; i < n; i++) {
    const documentId = newId();
    if (i % RECEIPT_EVERY === RECEIPT_EVERY - 1) {
      const merchant = rng.pick(MERCHANT_TYPES);
      const lineItems = distinct(rng, merchant.items, rng.int(1, 5)).map((item): StoredLineItem => {
        const total = round2(rng.float(item.min, item.max));
        return { description: item.description, sku: null, quantity: 1, unit: item.unit ?? null, unitPrice: total, total, costCategory: item.category };
      });
      yield {
        receipt: {
          id: newId(), documentId, tenantId, status: 'processed', failureReason: null, merchantName: rng.pick(merchant.names),
          receiptDate: date(), subtotal: null, tax: null, tip: null, total: round2(lineItems.reduce((s, l) => s + (l.total ?? 0), 0)),
          currency: 'USD', taxCategory: merchant.taxCategory, useType: 'business', paymentMethod: null, extractionConfidence: 90,
          fieldConfidences: {}, lineItems, createdAt: now, updatedAt: now,
        },
      };
      continue;
    }
    const vendor = vendors[Math.floor(vendors.length * rng.next() ** 3)]!;
    const lineItems = distinct(rng, vendor.products, rng.int(2, 14)).map(line);
    yield {
      invoice: {
        id: newId(), documentId, tenantId, seq: 1, storeId: null, status: 'processed', failureReason: null,
        vendorName: vendor.name, invoiceNumber: `${rng.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-${rng.int(10000, 999999)}`,
        invoiceDate: date(), dueDate: null, subtotal: null, tax: null, total: round2(lineItems.reduce((s, l) => s + (l.total ?? 0), 0)),
        currency: 'USD', extractionConfidence: 90, fieldConfidences: {}, lineItems, costCategories: [],
        pageFirst: 1, pageLast: 1, createdAt: now, updatedAt: now,
      },
    };
  }
}
