// What gets embedded and full-text indexed for each kind, and the preview a SearchResult shows.
import type { InvoiceRow, ReceiptRow, StoredLineItem } from '../../data/repositories/documents.js';
import type { VendorRow } from '../../data/repositories/vendors.js';
import { documentText } from '../../engine/embed/document-text.js';

/** Items shown in a preview: enough to say what was bought. */
const MAX_ITEMS_IN_PREVIEW = 12;
/** Items embedded and full-text indexed: very long invoices would only dilute the vector. */
const MAX_ITEMS_IN_SEARCH_TEXT = 40;
const PREVIEW_CHARS = 160;

function itemDescriptions(items: readonly StoredLineItem[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const d = item.description?.trim();
    if (d && !seen.has(d.toLowerCase())) {
      seen.add(d.toLowerCase());
      out.push(d);
    }
    if (out.length >= MAX_ITEMS_IN_PREVIEW) break;
  }
  return out;
}

const money = (total: number | null, currency: string | null) =>
  total === null ? '' : `${total.toFixed(2)}${currency ? ` ${currency}` : ''}`;

/** Line items as the embedder's document text takes them, long invoices capped. */
const embeddableItems = (items: readonly StoredLineItem[]) =>
  items
    .filter((item) => item.description?.trim())
    .slice(0, MAX_ITEMS_IN_SEARCH_TEXT)
    .map((item) => ({ description: item.description, sku: item.sku, total: item.total }));

// The embedded text and the BM25 text are the same string, rendered by the embedder's own
// documentText (engine/embed) so queries and documents are embedded the way it was tuned for.
export function invoiceSearchText(row: InvoiceRow): string {
  return documentText({
    kind: 'invoice',
    name: row.vendorName,
    invoiceNumber: row.invoiceNumber,
    date: row.invoiceDate,
    total: row.total,
    currency: row.currency,
    lineItems: embeddableItems(row.lineItems),
  });
}

export function receiptSearchText(row: ReceiptRow): string {
  return documentText({
    kind: 'receipt',
    name: row.merchantName,
    date: row.receiptDate,
    total: row.total,
    currency: row.currency,
    taxCategory: row.taxCategory,
    lineItems: embeddableItems(row.lineItems),
  });
}

export function vendorSearchText(vendor: VendorRow): string {
  return documentText({ kind: 'vendor', name: vendor.name, normalizedName: vendor.normalizedName });
}

function clip(text: string, max = PREVIEW_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** What a SearchResult's preview says, built from the live record (never from stale index text). */
export function searchPreview(hit: {
  kind: 'invoice' | 'receipt' | 'vendor';
  vendorName: string | null;
  merchantName: string | null;
  number: string | null;
  date: string | null;
  total: number | null;
  currency: string | null;
  lineItems: string | null;
  invoiceCount: number | null;
}): string {
  const items = hit.lineItems ? itemDescriptions(JSON.parse(hit.lineItems) as StoredLineItem[]).join(', ') : '';
  if (hit.kind === 'vendor') {
    const n = hit.invoiceCount ?? 0;
    return clip(`${hit.vendorName ?? ''} · vendor · ${n} invoice${n === 1 ? '' : 's'} · ${money(hit.total, null)} spent`);
  }
  const head = hit.kind === 'invoice'
    ? [hit.vendorName, hit.number && `Invoice ${hit.number}`]
    : [hit.merchantName, 'Receipt'];
  const parts = [...head, hit.date, money(hit.total, hit.currency)].filter((p): p is string => !!p);
  return clip(items ? `${parts.join(' · ')}: ${items}` : parts.join(' · '));
}
