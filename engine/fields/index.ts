// Field extraction: PageText[] (text layer or OCR) → ExtractedDocument[].
// Composition only; every step is its own stage with typed input and output:
// rows (layout/rows) → labelled values (layout/blocks) → split (split) → per document:
// language, decimal separator, currency, line items (layout/table), totals (totals), vendor,
// invoice number, dates, payment method, confidence.
import { findLabelledValues, type LabelledValue } from '../layout/blocks.js';
import { buildRows, type PageRows, type Row } from '../layout/rows.js';
import { findLineItems, type LineItemFound, type TableResult } from '../layout/table.js';
import { checkAborted, EngineError } from '../errors.js';
import { roleLookup, type RoleLookup } from '../roles/lookup.js';
import type { PageRoles } from '../roles/roles.js';
import type { DocumentKind, ExtractedDocument, ExtractedFields, ExtractedLineItem, KeyField, PageText } from '../types.js';
import { documentConfidence } from './confidence.js';
import { restoreDiacritics } from './diacritics.js';
import { capitalIFromL, litreFromOne } from './text.js';
import { currencyNamedIn, detectCurrency } from './currency.js';
import { findDocumentDates } from './doc-dates.js';
import { findInvoiceNumber } from './invoice-number.js';
import { detectLanguage, findLabels } from './labels.js';
import { detectDecimalSeparator } from './numbers.js';
import { findPaymentMethod } from './payment.js';
import { pageIdentity, splitDocuments } from './split.js';
import { chooseTotals, type TotalsInput, type TotalsResult } from './totals.js';
import { findVendor } from './vendor.js';

export interface ExtractOptions {
  kind: DocumentKind;
  signal?: AbortSignal;
  /** BCP 47-ish hint like "en-US" or "de"; only breaks ties (day/month order). */
  localeHint?: string;
  /**
   * Layout-role probabilities per page (engine/roles), computed on the same buildRows output.
   * When given, they fill the invoice number, the total and the dates where the rules read no
   * label, keep a date the model calls the due date out of the invoice date, overrule labelled
   * totals that do not add up (or only match the line items) when the model is sure of another,
   * and replace a vendor pick the model rejects by the name it is sure of (the uses that measured
   * better than the rules alone on TRAIN scans; see bench/extraction/role-section.ts).
   */
  roles?: readonly PageRoles[];
}

function validatePages(pages: PageText[]): void {
  if (!Array.isArray(pages) || pages.length === 0) {
    throw new EngineError('no_pages', 'The document has no pages to extract fields from');
  }
  for (const page of pages) {
    if (!page || !Array.isArray(page.lines) || !(page.width > 0) || !(page.height > 0)) {
      throw new EngineError('pdf_unreadable', `Page ${page?.pageIndex ?? '?'} has no usable text geometry`);
    }
  }
}

function meanWordConfidence(pages: PageRows[]): number {
  let sum = 0;
  let n = 0;
  for (const p of pages) for (const r of p.rows) for (const s of r.segments) for (const w of s.words) {
    sum += w.confidence;
    n += 1;
  }
  return n === 0 ? 0 : sum / n;
}

/**
 * A total's row from its label on: what a note left of it says ("€ 11.048,45" beside "TOTAL USD
 * 11,971.00", an equivalent in another currency) is not the total's.
 */
function totalLabelOnwards(row: Row): string {
  const at = row.segments.findIndex((segment) => findLabels(segment.text).some((hit) => hit.field === 'total'));
  return (at < 0 ? row.segments : row.segments.slice(at)).map((segment) => segment.text).join(' ');
}

/**
 * The line items and the totals they add up to. Of several tables, one may list what is billed
 * and another something else in money columns (a construction contract's cumulative progress
 * stages, of which the first table bills this period's part): where all their lines together do
 * not add up to the totals and one table's alone do, that table's lines are the items.
 */
function itemsAndTotals(table: TableResult, input: Omit<TotalsInput, 'lineTotals'>): { items: LineItemFound[]; totals: TotalsResult } {
  const totalsOf = (items: readonly LineItemFound[]) => chooseTotals({ ...input, lineTotals: items.map((i) => i.total ?? 0) });
  const totals = totalsOf(table.items);
  const headings = new Set(table.items.map((i) => i.heading));
  if (totals.linesAgree || headings.size < 2) return { items: table.items, totals };
  for (const heading of headings) {
    const own = table.items.filter((i) => i.heading === heading);
    const ownTotals = totalsOf(own);
    if (ownTotals.linesAgree) return { items: own, totals: ownTotals };
  }
  return { items: table.items, totals };
}

function extractOne(
  pages: PageRows[],
  labelledPerPage: LabelledValue[][],
  opts: ExtractOptions,
  roles: RoleLookup | null,
): ExtractedFields {
  const rows = pages.flatMap((p) => p.rows);
  const texts = rows.map((r) => r.text);
  const labelled = labelledPerPage.flat();
  const ocr = pages.some((p) => p.source === 'ocr');

  const language = detectLanguage(texts);
  const decimal = detectDecimalSeparator(texts);
  const detected = detectCurrency(texts, language);
  checkAborted(opts.signal, 'fields');

  const table = findLineItems(pages, decimal);
  const { items, totals } = itemsAndTotals(table, {
    labelled,
    tableRows: table.usedRows,
    columnSums: table.columnSums,
    decimal,
    ocr,
    roles,
    rows,
  });
  const lineItems: ExtractedLineItem[] = items.map((i) => ({
    // OCR drops accents its dictionary lacks or seldom reads ("Diseno", "Caffe"); a text layer has them.
    description: ocr ? restoreDiacritics(litreFromOne(capitalIFromL(i.description)), language) : i.description,
    sku: i.sku,
    quantity: i.quantity,
    unit: i.unit,
    unitPrice: i.unitPrice,
    total: i.total,
  }));
  checkAborted(opts.signal, 'fields');
  // The currency the total's own line names is the one the document bills in.
  const named = new Set(totals.totalRows.map((row) => currencyNamedIn(totalLabelOnwards(row))).filter((code) => code !== null));
  const totalCurrency = named.size === 1 ? [...named][0]! : null;
  const currency = totalCurrency !== null && totalCurrency !== detected.code ? { code: totalCurrency, confidence: 0.9 } : detected;

  const vendor = pages[0] ? findVendor(pages[0], labelledPerPage[0] ?? [], rows, opts.kind, language, roles) : { name: null, confidence: 0 };
  const number = findInvoiceNumber(labelled, roles ? { rows, roles } : undefined);
  const dates = findDocumentDates(labelled, rows, {
    language,
    currency: currency.code,
    localeHint: opts.localeHint,
  }, roles);
  const paymentMethod = opts.kind === 'receipt' ? findPaymentMethod(texts) : null;

  const fieldConfidences: Record<KeyField, number> = {
    vendorName: vendor.confidence,
    invoiceNumber: number.confidence,
    invoiceDate: dates.confidence.invoiceDate,
    dueDate: dates.confidence.dueDate,
    subtotal: totals.confidence.subtotal,
    tax: totals.confidence.tax,
    tip: totals.confidence.tip,
    total: totals.confidence.total,
    currency: currency.confidence,
  };
  const rounded = Object.fromEntries(
    Object.entries(fieldConfidences).map(([k, v]) => [k, Math.round(v * 1000) / 1000]),
  ) as Record<KeyField, number>;
  const confidence = documentConfidence({
    kind: opts.kind,
    fields: fieldConfidences,
    present: {
      vendorName: vendor.name !== null,
      invoiceNumber: number.value !== null,
      invoiceDate: dates.invoiceDate !== null,
      dueDate: dates.dueDate !== null,
      subtotal: totals.subtotal !== null,
      tax: totals.tax !== null,
      tip: totals.tip !== null,
      total: totals.total !== null,
      currency: currency.code !== null,
    },
    pageConfidence: meanWordConfidence(pages),
    arithmeticAgrees: totals.arithmeticAgrees || totals.linesAgree,
    dueDateMissing: dates.dueLabelWithoutValue,
  });

  return {
    vendorName: vendor.name,
    invoiceNumber: number.value,
    invoiceDate: dates.invoiceDate,
    dueDate: opts.kind === 'invoice' ? dates.dueDate : null,
    subtotal: totals.subtotal,
    tax: totals.tax,
    tip: totals.tip,
    total: totals.total,
    currency: currency.code,
    paymentMethod,
    lineItems,
    fieldConfidences: rounded,
    confidence,
  };
}

/**
 * Extracts every invoice (or the one receipt) in a file's pages. Invoices are split where the
 * vendor or invoice identity changes; a receipt file is always one receipt.
 */
export function extractDocuments(pages: PageText[], opts: ExtractOptions): ExtractedDocument[] {
  validatePages(pages);
  const ordered = [...pages].sort((a, b) => a.pageIndex - b.pageIndex);
  const pageRows: PageRows[] = [];
  const labelledPerPage: LabelledValue[][] = [];
  for (const page of ordered) {
    checkAborted(opts.signal, 'layout');
    const rows = buildRows(page);
    pageRows.push(rows);
    labelledPerPage.push(findLabelledValues([rows]));
  }
  const ranges: [number, number][] =
    opts.kind === 'receipt'
      ? [[0, ordered.length - 1]]
      : splitDocuments(pageRows.map((p, i) => pageIdentity(p, labelledPerPage[i]!)));
  const documents: ExtractedDocument[] = [];
  for (const [first, last] of ranges) {
    checkAborted(opts.signal, 'fields');
    const fields = extractOne(pageRows.slice(first, last + 1), labelledPerPage.slice(first, last + 1), opts, opts.roles ? roleLookup(opts.roles) : null);
    documents.push({
      kind: opts.kind,
      pages: [ordered[first]!.pageIndex + 1, ordered[last]!.pageIndex + 1],
      fields,
    });
  }
  return documents;
}
