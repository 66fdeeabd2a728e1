// Vendors per tenant (spec "Vendors", DECISIONS "Invoice lifecycle and events"). A vendor is the
// set of a tenant's invoices whose vendor names normalize to one key. invoiceCount and totalSpent
// are never incremented by hand: triggers in migration 004 recompute them from the live,
// processed invoices whenever an invoice's vendor, status or total changes or it is deleted, so
// re-extraction and failure cannot leave the numbers drifting.
import { normalizeVendorName } from '../../engine/vendors/normalize.js';
import type { Db } from '../db.js';
import { appendEvent } from './events.js';
import { newId, nowIso } from './ids.js';

/** The spec's Vendor resource. */
export interface Vendor {
  id: string;
  name: string;
  normalizedName: string;
  invoiceCount: number;
  totalSpent: number;
}

export interface VendorRow extends Vendor {
  tenantId: string;
  createdAt: string;
}

interface VendorSqlRow {
  id: string;
  tenant_id: string;
  name: string;
  normalized_name: string;
  invoice_count: number;
  total_spent: number;
  created_at: string;
}

const toVendorRow = (r: VendorSqlRow): VendorRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  name: r.name,
  normalizedName: r.normalized_name,
  invoiceCount: r.invoice_count,
  totalSpent: r.total_spent,
  createdAt: r.created_at,
});

/** The public resource (no tenant or timestamps). */
export const vendorResource = (v: Vendor): Vendor => ({
  id: v.id,
  name: v.name,
  normalizedName: v.normalizedName,
  invoiceCount: v.invoiceCount,
  totalSpent: v.totalSpent,
});

export function getVendor(db: Db, id: string): VendorRow | null {
  const row = db.prepare('SELECT * FROM vendors WHERE id = ?').get(id) as VendorSqlRow | undefined;
  return row ? toVendorRow(row) : null;
}

export function findVendorByName(db: Db, tenantId: string, vendorName: string): VendorRow | null {
  const row = db
    .prepare('SELECT * FROM vendors WHERE tenant_id = ? AND normalized_name = ?')
    .get(tenantId, normalizeVendorName(vendorName)) as VendorSqlRow | undefined;
  return row ? toVendorRow(row) : null;
}

export interface VendorPage {
  limit: number;
  offset: number;
}

/**
 * A tenant's vendors with at least one processed invoice, biggest spend first; ties by id so
 * pages never overlap or skip. A vendor whose invoices were all re-extracted elsewhere or failed
 * drops out of the list (and out of search) until an invoice names it again.
 */
export function listVendors(db: Db, tenantId: string, page: VendorPage): VendorRow[] {
  return (
    db
      .prepare(
        `SELECT * FROM vendors WHERE tenant_id = ? AND invoice_count > 0
         ORDER BY total_spent DESC, id LIMIT ? OFFSET ?`,
      )
      .all(tenantId, page.limit, page.offset) as VendorSqlRow[]
  ).map(toVendorRow);
}

export interface InvoiceVendorLink {
  /** The vendor the invoice now counts toward; null when failed, unsettled or nameless. */
  vendor: VendorRow | null;
  /** True when this call created the vendor (vendor.created was appended to the outbox). */
  created: boolean;
  /** The vendor the invoice counted toward before, when it changed (re-extraction). */
  previousVendorId: string | null;
}

interface InvoiceVendorSource {
  tenant_id: string;
  partner_id: string;
  vendor_name: string | null;
  status: string;
  vendor_id: string | null;
}

/**
 * Links an invoice to its vendor from the invoice row as it stands now. Call it INSIDE the
 * transaction that creates, settles or re-extracts the invoice (after saving the row), so the
 * vendor, its counts and the `vendor.created` event commit together with the invoice.
 * Processed invoices with a vendor name are linked (the vendor is created on first sight);
 * failed, processing or nameless ones are unlinked and stop counting.
 */
export function recordInvoiceVendor(db: Db, input: { invoiceId: string }): InvoiceVendorLink {
  const source = db
    .prepare(
      `SELECT i.tenant_id, t.partner_id, i.vendor_name, i.status, i.vendor_id
       FROM invoices i JOIN tenants t ON t.id = i.tenant_id WHERE i.id = ?`,
    )
    .get(input.invoiceId) as InvoiceVendorSource | undefined;
  if (!source) throw new Error(`recordInvoiceVendor: no invoice ${input.invoiceId}`);

  const normalized = source.vendor_name ? normalizeVendorName(source.vendor_name) : '';
  let vendorId: string | null = null;
  let created = false;
  if (source.status === 'processed' && normalized !== '') {
    const existing = db
      .prepare('SELECT id FROM vendors WHERE tenant_id = ? AND normalized_name = ?')
      .get(source.tenant_id, normalized) as { id: string } | undefined;
    if (existing) {
      vendorId = existing.id;
    } else {
      vendorId = newId();
      created = true;
      db.prepare(
        `INSERT INTO vendors (id, tenant_id, name, normalized_name, invoice_count, total_spent, created_at)
         VALUES (?, ?, ?, ?, 0, 0, ?)`,
      ).run(vendorId, source.tenant_id, source.vendor_name!.trim(), normalized, nowIso());
    }
  }
  // The totals trigger fires on this update even when vendor_id is unchanged (status or total
  // may have changed in the same transaction) and recomputes both the old and the new vendor.
  db.prepare('UPDATE invoices SET vendor_id = ? WHERE id = ?').run(vendorId, input.invoiceId);

  const vendor = vendorId ? getVendor(db, vendorId) : null;
  if (created && vendor) {
    appendEvent(db, {
      partnerId: source.partner_id,
      tenantId: source.tenant_id,
      type: 'vendor.created',
      data: { ...vendorResource(vendor) },
    });
  }
  const previousVendorId = source.vendor_id !== vendorId ? source.vendor_id : null;
  return { vendor, created, previousVendorId };
}
