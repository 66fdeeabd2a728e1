// Vendor bookkeeping through the repository the upload code calls inside its transaction.
import t from 'tap';
import { eventsAfter } from '../../../data/repositories/events.js';
import { getVendor, listVendors } from '../../../data/repositories/vendors.js';
import { addInvoice, makeTenant, openStore, reextractInvoice } from './fixtures.js';

const vendorEvents = (db: Parameters<typeof eventsAfter>[0]) => eventsAfter(db, 0).filter((e) => e.type === 'vendor.created');

t.test('spellings of one vendor count toward one vendor; vendor.created is raised once', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const a = addInvoice(store.db, tenant, { vendorName: 'SYSCO CORP', total: 120.5 });
  const b = addInvoice(store.db, tenant, { vendorName: 'Sysco Corporation', total: 79.5 });
  const c = addInvoice(store.db, tenant, { vendorName: 'US Foods LLC', total: 10 });
  t.ok(a.link.created, 'first Sysco invoice creates the vendor');
  t.notOk(b.link.created, 'second spelling reuses it');
  t.equal(b.link.vendor?.id, a.link.vendor?.id);
  t.ok(c.link.created);

  const sysco = getVendor(store.db, a.link.vendor!.id)!;
  t.same(
    { name: sysco.name, normalizedName: sysco.normalizedName, invoiceCount: sysco.invoiceCount, totalSpent: sysco.totalSpent },
    { name: 'SYSCO CORP', normalizedName: 'sysco', invoiceCount: 2, totalSpent: 200 },
  );
  const events = vendorEvents(store.db);
  t.equal(events.length, 2, 'one vendor.created per new normalized vendor');
  const first = events[0]!.payload.data;
  t.same(first, { id: sysco.id, name: 'SYSCO CORP', normalizedName: 'sysco', invoiceCount: 1, totalSpent: 120.5, tenantId: tenant.tenantId });
  t.equal(events[0]!.tenantId, tenant.tenantId);
  t.equal(events[0]!.partnerId, tenant.partnerId);
});

t.test('re-extraction moves counts between vendors and follows a changed total', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const inv = addInvoice(store.db, tenant, { vendorName: 'Sysco Corp', total: 50 });
  addInvoice(store.db, tenant, { vendorName: 'Sysco', total: 25 });
  const syscoId = inv.link.vendor!.id;

  const sameVendor = reextractInvoice(store.db, inv.id, { vendorName: 'SYSCO CORPORATION', total: 70 });
  t.equal(sameVendor.vendor?.id, syscoId);
  t.equal(sameVendor.previousVendorId, null);
  t.same([getVendor(store.db, syscoId)!.invoiceCount, getVendor(store.db, syscoId)!.totalSpent], [2, 95], 'total follows');

  const moved = reextractInvoice(store.db, inv.id, { vendorName: 'Gordon Food Service, Inc.', total: 70 });
  t.ok(moved.created);
  t.equal(moved.previousVendorId, syscoId);
  t.same([getVendor(store.db, syscoId)!.invoiceCount, getVendor(store.db, syscoId)!.totalSpent], [1, 25]);
  t.same([moved.vendor!.invoiceCount, moved.vendor!.totalSpent], [1, 70]);

  // Back to Sysco: no second vendor.created for a vendor the tenant already has.
  reextractInvoice(store.db, inv.id, { vendorName: 'Sysco', total: 70 });
  t.equal(vendorEvents(store.db).length, 2, 'Sysco and Gordon, each once');
  const listed = listVendors(store.db, tenant.tenantId, { limit: 50, offset: 0 });
  t.same(
    listed.map((v) => [v.normalizedName, v.invoiceCount, v.totalSpent]),
    [['sysco', 2, 95]],
    'a vendor left with no processed invoice is not listed',
  );
});

t.test('failed and processing invoices do not count', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const failed = addInvoice(store.db, tenant, { vendorName: 'Sysco', total: 40, status: 'failed' });
  t.equal(failed.link.vendor, null, 'a failed invoice links no vendor');
  t.equal(vendorEvents(store.db).length, 0, 'and creates none');

  const ok = addInvoice(store.db, tenant, { vendorName: 'Sysco', total: 60 });
  t.same([ok.link.vendor!.invoiceCount, ok.link.vendor!.totalSpent], [1, 60]);

  // The processed invoice is re-extracted and fails this time.
  const nowFailed = reextractInvoice(store.db, ok.id, { vendorName: 'Sysco', total: 60, status: 'failed' });
  t.equal(nowFailed.vendor, null);
  t.equal(nowFailed.previousVendorId, ok.link.vendor!.id);
  t.same([getVendor(store.db, ok.link.vendor!.id)!.invoiceCount, getVendor(store.db, ok.link.vendor!.id)!.totalSpent], [0, 0]);

  // A re-extraction in progress (status processing) stops counting until it settles.
  const other = addInvoice(store.db, tenant, { vendorName: 'Sysco', total: 10 });
  reextractInvoice(store.db, other.id, { vendorName: 'Sysco', total: 10, status: 'processing' });
  t.equal(getVendor(store.db, other.link.vendor!.id)!.invoiceCount, 0);
  reextractInvoice(store.db, other.id, { vendorName: 'Sysco', total: 12 });
  t.same([getVendor(store.db, other.link.vendor!.id)!.invoiceCount, getVendor(store.db, other.link.vendor!.id)!.totalSpent], [1, 12]);

  const nameless = addInvoice(store.db, tenant, { vendorName: '  ***  ', total: 5 });
  t.equal(nameless.link.vendor, null, 'no letters, no vendor');
});

t.test('deleting an invoice (document deleted) takes it out of the counts', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const a = addInvoice(store.db, tenant, { vendorName: 'Sysco', total: 10 });
  addInvoice(store.db, tenant, { vendorName: 'Sysco', total: 15 });
  store.db.prepare('DELETE FROM documents WHERE id = (SELECT document_id FROM invoices WHERE id = ?)').run(a.id);
  t.same([getVendor(store.db, a.link.vendor!.id)!.invoiceCount, getVendor(store.db, a.link.vendor!.id)!.totalSpent], [1, 15]);
});

t.test('vendors are per tenant; list order is stable and pages do not overlap', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const one = makeTenant(store.db);
  const two = makeTenant(store.db);
  addInvoice(store.db, one, { vendorName: 'Sysco', total: 10 });
  const other = addInvoice(store.db, two, { vendorName: 'SYSCO CORP', total: 10 });
  t.ok(other.link.created, 'the same vendor name is a new vendor in another tenant');

  // 7 vendors with ties on totalSpent: order is totalSpent desc, then id.
  const spends = [5, 50, 20, 20, 20, 1, 50];
  spends.forEach((total, i) => addInvoice(store.db, one, { vendorName: `Vendor ${String.fromCharCode(65 + i)}`, total }));
  const all = listVendors(store.db, one.tenantId, { limit: 200, offset: 0 });
  t.equal(all.length, 8);
  for (let i = 1; i < all.length; i++) {
    const a = all[i - 1]!;
    const b = all[i]!;
    t.ok(a.totalSpent > b.totalSpent || (a.totalSpent === b.totalSpent && a.id < b.id), `ordered at ${i}`);
  }
  const paged = [0, 3, 6].flatMap((offset) => listVendors(store.db, one.tenantId, { limit: 3, offset }));
  t.same(paged.map((v) => v.id), all.map((v) => v.id), 'pages of 3 concatenate to the full list');
  t.equal(listVendors(store.db, one.tenantId, { limit: 3, offset: 8 }).length, 0);
});
