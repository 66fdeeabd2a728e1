// Stage: pages → document page ranges.
// A PDF may hold several invoices (from different vendors, or several from one vendor). A new
// document starts where "Page 1 of N" restarts, where the invoice number changes, or where a
// page with an invoice header names a different vendor. A page that says "Page 2 of 3", has
// no header of its own, or repeats the same vendor/number stays with the document before it.
import type { LabelledValue } from '../layout/blocks.js';
import type { PageRows } from '../layout/rows.js';
import { findInvoiceNumber } from './invoice-number.js';
import { foldText } from './text.js';
import { findVendor, normalizeVendorName } from './vendor.js';
import { isDocumentTitle } from './labels.js';

export interface PageIdentity {
  /** "Page n of m" when printed. */
  marker: { page: number; of: number | null } | null;
  invoiceNumber: string | null;
  vendor: string | null;
  /** The page carries an invoice header (title, number or date label). */
  hasHeader: boolean;
}

const PAGE_MARKER =
  /(?:^|\s)(?:page|seite|pagina|pag\.|p\.|blatt|feuille|hoja)\s*(\d{1,3})\s*(?:(?:of|von|de|sur|\/|di|van|from)\s*(\d{1,3}))?(?!\d)/;

export function pageIdentity(page: PageRows, labelled: LabelledValue[]): PageIdentity {
  let marker: PageIdentity['marker'] = null;
  for (const row of page.rows) {
    const m = PAGE_MARKER.exec(foldText(row.text));
    if (m) {
      marker = { page: Number(m[1]), of: m[2] ? Number(m[2]) : null };
      break;
    }
  }
  const number = findInvoiceNumber(labelled).value;
  const topRows = page.rows.filter((r) => r.box.y < page.rows[0]!.box.y + page.height * 0.35);
  const hasTitle = topRows.some((r) => r.segments.some((s) => isDocumentTitle(s.text)));
  const hasHeader =
    hasTitle ||
    labelled.some((lv) => (lv.hit.field === 'invoiceNumber' || lv.hit.field === 'invoiceDate') && lv.hit.weakness === 0);
  const vendor = hasHeader ? findVendor(page, labelled, page.rows).name : null;
  return { marker, invoiceNumber: number, vendor: vendor ? normalizeVendorName(vendor) : null, hasHeader };
}

function sameNumber(a: string, b: string): boolean {
  const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return norm(a) === norm(b);
}

/** Splits pages (0-based, in order) into inclusive [first, last] ranges. */
export function splitDocuments(identities: PageIdentity[]): [number, number][] {
  const ranges: [number, number][] = [];
  let current: { first: number; number: string | null; vendor: string | null; expected: number | null } | null = null;
  identities.forEach((id, index) => {
    let startNew = current === null;
    if (current && !startNew) {
      const numberChanged = id.invoiceNumber !== null && current.number !== null && !sameNumber(id.invoiceNumber, current.number);
      const vendorChanged = id.vendor !== null && current.vendor !== null && id.vendor !== current.vendor;
      if (id.marker?.page === 1) startNew = true;
      else if (id.marker && id.marker.page > 1) startNew = numberChanged && vendorChanged;
      else if (numberChanged) startNew = true;
      else if (vendorChanged && id.hasHeader && !(id.invoiceNumber && current.number && sameNumber(id.invoiceNumber, current.number))) startNew = true;
      else if (current.expected !== null && index - current.first >= current.expected && id.hasHeader) startNew = true;
    }
    if (startNew) {
      if (current) ranges.push([current.first, index - 1]);
      current = { first: index, number: id.invoiceNumber, vendor: id.vendor, expected: id.marker?.of ?? null };
    } else if (current) {
      current.number ??= id.invoiceNumber;
      current.vendor ??= id.vendor;
      current.expected ??= id.marker?.of ?? null;
    }
  });
  if (current) ranges.push([(current as { first: number }).first, identities.length - 1]);
  return ranges;
}
