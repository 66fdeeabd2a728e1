// Renders an invoice, receipt or vendor as one line of text for the embedder. Field labels are
// kept to a minimum: boilerplate words shared by every document only blur the vectors, while
// names, item descriptions, SKUs, amounts and dates are what partners search for.

export interface EmbeddableLineItem {
  description: string;
  sku?: string | null;
  quantity?: number | null;
  unit?: string | null;
  total?: number | null;
  costCategory?: string | null;
}

export interface EmbeddableDocument {
  kind?: 'invoice' | 'receipt' | 'vendor';
  /** Vendor (invoice), merchant (receipt) or the vendor record's name. */
  name?: string | null;
  normalizedName?: string | null;
  invoiceNumber?: string | null;
  /** ISO date YYYY-MM-DD. */
  date?: string | null;
  dueDate?: string | null;
  total?: number | null;
  currency?: string | null;
  taxCategory?: string | null;
  lineItems?: readonly EmbeddableLineItem[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-03-14" → "2025-03-14 March 2025", so "march invoices" can match a date. */
function renderDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${iso} ${month} ${m[1]}` : iso;
}

function renderAmount(value: number, currency: string | null | undefined): string {
  return `${value.toFixed(2)}${currency ? ` ${currency}` : ''}`;
}

export function documentText(doc: EmbeddableDocument): string {
  const parts: string[] = [];
  if (doc.name) parts.push(doc.name);
  if (doc.normalizedName && doc.normalizedName !== doc.name) parts.push(doc.normalizedName);
  if (doc.invoiceNumber) parts.push(`#${doc.invoiceNumber}`);
  if (doc.date) parts.push(renderDate(doc.date));
  if (doc.taxCategory) parts.push(doc.taxCategory);
  for (const item of doc.lineItems ?? []) {
    const bits = [item.description.trim()];
    if (item.sku) bits.push(item.sku);
    if (item.total != null) bits.push(renderAmount(item.total, null));
    parts.push(bits.filter(Boolean).join(' '));
  }
  if (doc.total != null) parts.push(`total ${renderAmount(doc.total, doc.currency)}`);
  return parts.join(' ; ');
}
