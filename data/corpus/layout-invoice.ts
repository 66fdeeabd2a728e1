// Invoice layouts: several header arrangements, tables with different column sets and orders,
// totals blocks, footers, and pagination with repeated table headers and "Page i of n".

import type { FontFace } from './fonts.js';
import { FONT_FACES, textWidth } from './fonts.js';
import type { Printer } from './format.js';
import { makePrinter, withColon } from './format.js';
import type { Align, LaidOutDocument, LaidOutPage, ShownFields, TextRun } from './layout.js';
import { PAGE_SIZES, wrapText } from './layout.js';
import type { Rng } from './rng.js';
import type { DocumentSpec, LineItemSpec } from './spec.js';

type ColumnKey = 'pos' | 'sku' | 'desc' | 'qty' | 'unit' | 'qtyunit' | 'price' | 'rate' | 'amount';

const TEMPLATES: ColumnKey[][] = [
  ['sku', 'desc', 'qty', 'unit', 'price', 'amount'],
  ['qty', 'unit', 'sku', 'desc', 'price', 'amount'],
  ['desc', 'qty', 'price', 'amount'],
  ['pos', 'desc', 'qty', 'unit', 'price', 'amount'],
  ['sku', 'desc', 'qty', 'price', 'amount'],
  ['qty', 'desc', 'price', 'amount'],
  ['sku', 'qtyunit', 'desc', 'price', 'amount'],
  ['pos', 'sku', 'desc', 'qtyunit', 'price', 'amount'],
  ['desc', 'amount'],
];

interface Column {
  key: ColumnKey;
  header: string;
  align: Align;
  x: number;
  width: number;
}

interface Ctx {
  spec: DocumentSpec;
  rng: Rng;
  p: Printer;
  font: FontFace;
  size: number;
  lh: number;
  width: number;
  height: number;
  margin: number;
  pages: LaidOutPage[];
  page: LaidOutPage;
  colon: boolean;
  /** Letterhead colour for the vendor name, title and table band; undefined = all gray. */
  accent: string | undefined;
}

function text(ctx: Ctx, s: string, x: number, y: number, opts: Partial<Pick<TextRun, 'size' | 'bold' | 'align' | 'gray' | 'color'>> = {}): TextRun {
  const run: TextRun = { text: s, x, y, size: opts.size ?? ctx.size, bold: opts.bold ?? false, align: opts.align ?? 'left', gray: opts.gray ?? 0 };
  if (opts.color) run.color = opts.color;
  if (s.trim()) ctx.page.runs.push(run);
  return run;
}

function newPage(ctx: Ctx): void {
  ctx.page = { width: ctx.width, height: ctx.height, runs: [], rules: [] };
  ctx.pages.push(ctx.page);
}

function w(ctx: Ctx, s: string, bold = false, size = ctx.size): number {
  return textWidth(ctx.font, bold, size, s);
}

function vendorLines(ctx: Ctx): string[] {
  const v = ctx.spec.vendor;
  const lines = [...v.addressLines];
  if (v.phone) lines.push(ctx.rng.chance(0.5) ? `Tel. ${v.phone}` : v.phone);
  if (v.email) lines.push(v.email);
  if (v.taxId) lines.push(`${v.taxIdLabel}: ${v.taxId}`);
  return lines;
}

function metaPairs(ctx: Ctx): [string, string][] {
  const { spec, p } = ctx;
  const pairs: [string, string][] = [[p.label('invoiceNumber'), spec.invoiceNumber ?? '']];
  pairs.push([p.label('invoiceDate'), p.date(spec.invoiceDate)]);
  if (spec.dueDate) pairs.push([p.label('dueDate'), p.date(spec.dueDate)]);
  if (spec.dueDays !== null && ctx.rng.chance(0.4)) {
    const n = spec.dueDays;
    const terms = n === 0 ? p.label('termsValue')
      : { en: `Net ${n}`, de: `${n} Tage netto`, fr: `${n} jours net`, es: `${n} días` }[spec.language];
    pairs.push([p.label('terms'), terms]);
  }
  if (spec.poNumber) pairs.push([p.label('poNumber'), spec.poNumber]);
  if (spec.customerNumber) pairs.push([p.label('customerNumber'), spec.customerNumber]);
  if (ctx.rng.chance(0.15)) pairs.push([{ en: 'Currency', de: 'Währung', fr: 'Devise', es: 'Moneda' }[spec.language], spec.currency]);
  return ctx.rng.chance(0.2) ? [pairs[1]!, pairs[0]!, ...pairs.slice(2)] : pairs;
}

/** Label/value pairs as two aligned columns (or "Label: value" runs); returns the bottom y. */
function drawPairs(ctx: Ctx, pairs: [string, string][], x: number, y: number, rightEdge: number | null, inline: boolean): number {
  const labelW = Math.max(...pairs.map(([l]) => w(ctx, withColon(l, ctx.colon), true)));
  const valueW = Math.max(...pairs.map(([, v]) => w(ctx, v)));
  // Never let a long label run into its value: move the block left as far as it needs.
  if (rightEdge !== null && !inline) x = Math.min(x, rightEdge - labelW - valueW - 12);
  for (const [l, v] of pairs) {
    const lab = withColon(l, ctx.colon);
    if (inline) {
      text(ctx, `${lab} ${v}`, rightEdge ?? x, y, { align: rightEdge ? 'right' : 'left' });
    } else if (rightEdge !== null) {
      text(ctx, lab, x, y, { bold: true });
      text(ctx, v, rightEdge, y, { align: 'right' });
    } else {
      text(ctx, lab, x, y, { bold: true });
      text(ctx, v, x + labelW + 8, y);
    }
    y += ctx.lh;
  }
  return y;
}

function billTo(ctx: Ctx, x: number, y: number, align: Align = 'left'): number {
  const c = ctx.spec.customer;
  if (!c) return y;
  text(ctx, withColon(ctx.p.label('billTo'), ctx.colon), x, y, { bold: true, align });
  y += ctx.lh;
  for (const line of [c.name, ...c.addressLines, ...(c.taxId ? [`${c.taxIdLabel}: ${c.taxId}`] : [])]) {
    text(ctx, line, x, y, { align });
    y += ctx.lh;
  }
  return y;
}

function header(ctx: Ctx, style: number): number {
  const { spec, p, margin, width } = ctx;
  const right = width - margin;
  const contentW = width - 2 * margin;
  let nameSize = ctx.size + ctx.rng.int(3, 8);
  // Long legal names ("... UG (haftungsbeschränkt)") shrink rather than collide with the title.
  while (nameSize > ctx.size && w(ctx, spec.vendor.name, true, nameSize) > contentW * (style === 2 ? 0.95 : 0.5)) nameSize -= 0.5;
  const titleSize = ctx.size + ctx.rng.int(6, 12);
  const title = p.label('invoiceTitle');
  let y = margin;
  switch (style) {
    case 0: { // vendor left, title and meta right, bill-to under the vendor
      text(ctx, spec.vendor.name, margin, y, { size: nameSize, bold: true, color: ctx.accent });
      let vy = y + nameSize * 1.4;
      for (const line of vendorLines(ctx)) { text(ctx, line, margin, vy); vy += ctx.lh; }
      text(ctx, title, right, y, { size: titleSize, bold: true, align: 'right', color: ctx.accent });
      const my = drawPairs(ctx, metaPairs(ctx), right - 210, y + titleSize * 1.6, right, false);
      const by = billTo(ctx, margin, Math.max(vy, my - ctx.lh * 2) + ctx.lh * 1.5);
      return Math.max(by, my) + ctx.lh * 1.5;
    }
    case 1: { // title left, vendor right-aligned, meta inline under the title, bill-to right
      text(ctx, title, margin, y, { size: titleSize, bold: true, color: ctx.accent });
      text(ctx, spec.vendor.name, right, y, { size: nameSize, bold: true, align: 'right', color: ctx.accent });
      let vy = y + nameSize * 1.4;
      for (const line of vendorLines(ctx)) { text(ctx, line, right, vy, { align: 'right' }); vy += ctx.lh; }
      const my = drawPairs(ctx, metaPairs(ctx), margin, y + titleSize * 1.8, null, ctx.rng.chance(0.5));
      const by = billTo(ctx, ctx.rng.chance(0.5) ? margin : width / 2 + 20, Math.max(vy, my) + ctx.lh);
      return by + ctx.lh * 1.5;
    }
    case 2: { // centred letterhead, title centred, bill-to left and meta right
      text(ctx, spec.vendor.name, width / 2, y, { size: nameSize, bold: true, align: 'center', color: ctx.accent });
      y += nameSize * 1.4;
      const sep = ctx.rng.pick([' · ', ' | ', ' - ', ', ']);
      const lines = vendorLines(ctx);
      text(ctx, lines.slice(0, 2).join(sep), width / 2, y, { align: 'center' });
      y += ctx.lh;
      if (lines.length > 2) { text(ctx, lines.slice(2).join(sep), width / 2, y, { align: 'center' }); y += ctx.lh; }
      ctx.page.rules.push({ x: margin, y: y + 4, w: width - 2 * margin, h: 0, fill: null, stroke: 0.3, lineWidth: 0.8 });
      y += ctx.lh * 1.5;
      text(ctx, title, width / 2, y, { size: titleSize, bold: true, align: 'center', color: ctx.accent });
      y += titleSize * 1.8;
      const by = billTo(ctx, margin, y);
      const my = drawPairs(ctx, metaPairs(ctx), right - 200, y, right, false);
      return Math.max(by, my) + ctx.lh * 1.5;
    }
    case 3: { // vendor left, meta in a ruled box at the right
      text(ctx, spec.vendor.name, margin, y, { size: nameSize, bold: true, color: ctx.accent });
      let vy = y + nameSize * 1.4;
      for (const line of vendorLines(ctx)) { text(ctx, line, margin, vy); vy += ctx.lh; }
      const pairs = metaPairs(ctx);
      const boxW = Math.max(220, ...pairs.map(([l]) => w(ctx, l, true)).map((lw) => 2 * lw + 16), ...pairs.map(([, v]) => 2 * w(ctx, v) + 16));
      const bx = right - boxW;
      text(ctx, title, right, y, { size: titleSize, bold: true, align: 'right', color: ctx.accent });
      let by = y + titleSize * 1.6;
      const rowH = ctx.lh * 1.3;
      ctx.page.rules.push({ x: bx, y: by, w: boxW, h: rowH * pairs.length, fill: null, stroke: 0.2, lineWidth: 0.7 });
      for (const [l, v] of pairs) {
        ctx.page.rules.push({ x: bx, y: by, w: boxW / 2, h: rowH, fill: 0.92, stroke: 0.2, lineWidth: 0.5 });
        text(ctx, l, bx + 4, by + (rowH - ctx.size) / 2, { bold: true });
        text(ctx, v, right - 4, by + (rowH - ctx.size) / 2, { align: 'right' });
        by += rowH;
      }
      const cy = billTo(ctx, margin, Math.max(vy, by) + ctx.lh);
      return Math.max(cy, by) + ctx.lh * 1.5;
    }
    default: { // German letter (DIN 5008 flavour): sender line, recipient window, info block right
      text(ctx, spec.vendor.name, right, y, { size: nameSize, bold: true, align: 'right', color: ctx.accent });
      let vy = y + nameSize * 1.4;
      for (const line of vendorLines(ctx)) { text(ctx, line, right, vy, { align: 'right' }); vy += ctx.lh; }
      let ry = Math.max(y + 95, vy + ctx.lh);
      text(ctx, [spec.vendor.name, ...spec.vendor.addressLines].join(' · '), margin, ry, { size: Math.max(6, ctx.size - 2.5), gray: 0.35 });
      ry += ctx.lh * 1.3;
      const infoTop = ry;
      const c = spec.customer;
      if (c) for (const line of [c.name, ...c.addressLines]) { text(ctx, line, margin, ry); ry += ctx.lh; }
      // The info block starts under the small sender line so the two never share a row.
      const my = drawPairs(ctx, metaPairs(ctx), right - 190, infoTop, right, false);
      const ty = Math.max(ry, my) + ctx.lh * 2;
      text(ctx, title, margin, ty, { size: titleSize, bold: true, color: ctx.accent });
      return ty + titleSize * 2;
    }
  }
}

function cellText(ctx: Ctx, key: ColumnKey, item: LineItemSpec, index: number, amountDisplay: 'none' | 'symbol'): string {
  const { p } = ctx;
  switch (key) {
    case 'pos': return `${index + 1}`;
    case 'sku': return item.sku ?? '';
    case 'desc': return item.description;
    case 'qty': return p.quantity(item.quantity);
    case 'unit': return item.unit ?? '';
    case 'qtyunit': return `${p.quantity(item.quantity)} ${item.unit ?? ''}`.trim();
    case 'price': return p.unitPrice(item, amountDisplay);
    case 'rate': return p.rate(item.taxRate);
    case 'amount': return p.money(item.amountMinor, amountDisplay);
  }
}

function headerText(ctx: Ctx, key: ColumnKey): string {
  const { p } = ctx;
  switch (key) {
    case 'pos': return { en: '#', de: 'Pos.', fr: 'N°', es: 'Lín.' }[ctx.spec.language];
    case 'sku': return p.label('sku');
    case 'desc': return p.label('description');
    case 'qty': return p.label('quantity');
    case 'unit': return p.label('unit');
    case 'qtyunit': return p.label('quantity');
    case 'price': return p.label('unitPrice');
    case 'rate': return { en: 'Tax', de: 'USt.', fr: 'TVA', es: 'IVA' }[ctx.spec.language];
    case 'amount': return p.label('amount');
  }
}

function chooseColumns(ctx: Ctx): ColumnKey[] {
  const items = ctx.spec.lineItems;
  const hasSku = items.some((i) => i.sku);
  const allOnes = items.every((i) => i.quantity === 1);
  let pool = TEMPLATES.filter((t) => hasSku === t.includes('sku'));
  if (!allOnes || items.length > 8) pool = pool.filter((t) => t.includes('qty') || t.includes('qtyunit'));
  if (pool.length === 0) pool = TEMPLATES.filter((t) => !t.includes('sku') && t.length > 2);
  const keys = ctx.rng.pick(pool).slice();
  // European invoices with several VAT rates print the rate per line.
  const rates = new Set(items.map((i) => i.taxRate)).size;
  if (ctx.spec.taxes.length > 0 && ctx.spec.language !== 'en' && ctx.rng.chance(rates > 1 ? 0.6 : 0.2)) keys.splice(keys.length - 1, 0, 'rate');
  return keys;
}

/** Fits the columns to the page: numeric columns take what their content needs, the description the rest. */
function planColumns(ctx: Ctx, keys: ColumnKey[], amountDisplay: 'none' | 'symbol', upperHeaders: boolean, narrowDescription: boolean): Column[] | null {
  const pad = 5;
  const tableW = ctx.width - 2 * ctx.margin;
  const cols: Column[] = keys.map((key) => ({
    key,
    header: upperHeaders ? headerText(ctx, key).toUpperCase() : headerText(ctx, key),
    align: key === 'desc' || key === 'sku' || key === 'unit' ? 'left' : key === 'pos' ? 'center' : 'right',
    x: 0,
    width: 0,
  }));
  let fixed = 0;
  for (const c of cols) {
    if (c.key === 'desc') continue;
    const widest = Math.max(w(ctx, c.header, true), ...ctx.spec.lineItems.map((it, i) => w(ctx, cellText(ctx, c.key, it, i, amountDisplay))));
    c.width = widest + 2 * pad + 4;
    fixed += c.width;
  }
  const desc = cols.find((c) => c.key === 'desc')!;
  desc.width = tableW - fixed;
  if (desc.width < 110) return null;
  // Many templates keep the description narrow and spread the numbers out, so long
  // descriptions wrap onto a second line.
  if (narrowDescription) {
    const narrow = Math.max(110, tableW * 0.34);
    if (desc.width > narrow) {
      const spare = desc.width - narrow;
      desc.width = narrow;
      const others = cols.filter((c) => c.key !== 'desc');
      for (const c of others) c.width += spare / others.length;
    }
  }
  let x = ctx.margin;
  for (const c of cols) { c.x = x; x += c.width; }
  return cols;
}

function anchorX(c: Column): number {
  return c.align === 'left' ? c.x + 5 : c.align === 'right' ? c.x + c.width - 5 : c.x + c.width / 2;
}

export interface InvoiceLayoutOptions {
  /** Line items drawn per page at most (tests use it to force page breaks). */
  maxRowsPerPage?: number;
}

export function layoutInvoice(spec: DocumentSpec, rng: Rng, options: InvoiceLayoutOptions = {}): LaidOutDocument {
  const letter = ['en-US', 'en-CA', 'es-MX', 'fr-CA'].includes(spec.locale);
  const pageSize = letter ? PAGE_SIZES.letter : PAGE_SIZES.a4;
  const font = rng.weighted(FONT_FACES.map((f) => [f, f.monospace ? 0.4 : f.id === 'helvetica' ? 3 : 1] as const));
  let size = rng.pick([8, 8.5, 9, 9.5, 10]);
  const ctx: Ctx = {
    spec, rng, p: makePrinter(spec, rng), font, size, lh: size * 1.3, width: pageSize.width, height: pageSize.height,
    margin: rng.int(34, 56), pages: [], page: undefined as unknown as LaidOutPage, colon: rng.chance(0.6),
    accent: rng.chance(0.4) ? rng.pick(['#1f3a68', '#8b1e2d', '#0f6b4f', '#5b2a86', '#b35900', '#2b6cb0']) : undefined,
  };
  newPage(ctx);
  const headerStyle = spec.language === 'de' && rng.chance(0.5) ? 4 : rng.int(0, 4);
  let y = header(ctx, headerStyle);

  // Columns: shrink the font until the description column gets a usable width.
  const amountDisplay = rng.chance(0.2) ? 'symbol' : 'none';
  const upperHeaders = rng.chance(0.3);
  const narrowDescription = rng.chance(0.35);
  let keys = chooseColumns(ctx);
  let cols = planColumns(ctx, keys, amountDisplay, upperHeaders, narrowDescription);
  while (!cols && size > 6.5) {
    size -= 0.5;
    ctx.size = size;
    ctx.lh = size * 1.3;
    cols = planColumns(ctx, keys, amountDisplay, upperHeaders, narrowDescription);
  }
  if (!cols) {
    keys = ['desc', 'qty', 'price', 'amount'];
    cols = planColumns(ctx, keys, amountDisplay, upperHeaders, narrowDescription)!;
  }
  const headerBand = rng.pick(['band', 'dark', 'lines', 'plain'] as const);
  const rowStyle = rng.pick(['zebra', 'lines', 'none'] as const);
  const tableW = ctx.width - 2 * ctx.margin;

  const drawTableHeader = (): void => {
    const h = ctx.lh * 1.5;
    if (headerBand === 'band' || headerBand === 'dark') {
      ctx.page.rules.push({ x: ctx.margin, y, w: tableW, h, fill: headerBand === 'band' ? 0.85 : 0.2, stroke: null, lineWidth: 0, ...(headerBand === 'dark' && ctx.accent ? { fillColor: ctx.accent } : {}) });
    } else {
      ctx.page.rules.push({ x: ctx.margin, y: y + h, w: tableW, h: 0, fill: null, stroke: 0, lineWidth: 1 });
      if (headerBand === 'lines') ctx.page.rules.push({ x: ctx.margin, y, w: tableW, h: 0, fill: null, stroke: 0, lineWidth: 1 });
    }
    for (const c of cols) {
      text(ctx, c.header, anchorX(c), y + (h - ctx.size) / 2, { bold: true, align: c.align, gray: headerBand === 'dark' ? 1 : 0 });
    }
    y += h + 3;
  };

  const footerReserve = ctx.lh * 4;
  const continuationHeader = (): void => {
    y = ctx.margin;
    text(ctx, spec.vendor.name, ctx.margin, y, { bold: true, size: ctx.size + 2 });
    text(ctx, `${withColon(ctx.p.label('invoiceNumber'), ctx.colon)} ${spec.invoiceNumber}`, ctx.width - ctx.margin, y, { align: 'right' });
    y += ctx.lh * 2.5;
  };

  const descCol = cols.find((c) => c.key === 'desc')!;
  drawTableHeader();
  let rowsOnPage = 0;
  spec.lineItems.forEach((item, i) => {
    const descLines = wrapText(font, false, ctx.size, item.description, descCol.width - 10);
    const rowH = descLines.length * ctx.lh + 4;
    const limit = ctx.height - ctx.margin - footerReserve;
    if (y + rowH > limit || (options.maxRowsPerPage !== undefined && rowsOnPage >= options.maxRowsPerPage)) {
      if (rng.chance(0.5)) text(ctx, ctx.p.label('continued'), ctx.width - ctx.margin, y + 4, { align: 'right', size: ctx.size - 1 });
      newPage(ctx);
      continuationHeader();
      drawTableHeader();
      rowsOnPage = 0;
    }
    if (rowStyle === 'zebra' && i % 2 === 1) ctx.page.rules.push({ x: ctx.margin, y: y - 1, w: tableW, h: rowH, fill: 0.93, stroke: null, lineWidth: 0 });
    for (const c of cols) {
      if (c.key === 'desc') {
        descLines.forEach((line, k) => text(ctx, line, anchorX(c), y + 1 + k * ctx.lh));
      } else {
        text(ctx, cellText(ctx, c.key, item, i, amountDisplay), anchorX(c), y + 1, { align: c.align });
      }
    }
    y += rowH;
    if (rowStyle === 'lines') ctx.page.rules.push({ x: ctx.margin, y: y - 1.5, w: tableW, h: 0, fill: null, stroke: 0.7, lineWidth: 0.4 });
    rowsOnPage++;
  });

  // Totals block.
  const display = spec.money.display;
  const totalsDisplay = rng.chance(0.3) ? 'none' : display;
  const rows: [string, string, boolean][] = [];
  const p = ctx.p;
  const rateInParens = rng.chance(0.5);
  const taxLabel = (name: string, rate: number): string => (rateInParens ? `${name} (${p.rate(rate)})` : `${name} ${p.rate(rate)}`);
  const printedTotal = p.money(spec.totalMinor, display);
  if (spec.taxIncluded) {
    for (const extra of extras(ctx, totalsDisplay)) rows.push(extra);
    rows.push([p.label('total'), printedTotal, true]);
    for (const t of spec.taxes) {
      const tpl = p.label('taxIncluded');
      rows.push([tpl.replace('{tax}', t.name).replace('{rate}', p.rate(t.rate)), p.money(t.amountMinor, totalsDisplay), false]);
    }
    rows.push([p.label('net'), p.money(spec.subtotalMinor, totalsDisplay), false]);
  } else {
    rows.push([p.label('subtotal'), p.money(spec.subtotalMinor, totalsDisplay), false]);
    for (const extra of extras(ctx, totalsDisplay)) rows.push(extra);
    for (const t of spec.taxes) rows.push([taxLabel(t.name, t.rate), p.money(t.amountMinor, totalsDisplay), false]);
    if (spec.taxes.length === 0 && rng.chance(0.5)) rows.push([spec.language === 'en' ? 'Tax' : TAXNAME[spec.language], p.money(0, totalsDisplay), false]);
    rows.push([p.label('total'), printedTotal, true]);
  }
  const totalsH = rows.length * ctx.lh * 1.35 + ctx.lh * 2;
  if (y + totalsH > ctx.height - ctx.margin - footerReserve) {
    newPage(ctx);
    continuationHeader();
  }
  y += ctx.lh;
  const right = ctx.width - ctx.margin;
  const totalSize = ctx.size + rng.pick([0, 1, 2]);
  const labelRight = right - Math.max(...rows.map(([, v, b]) => w(ctx, v, b, b ? totalSize : ctx.size))) - 18;
  const boxed = rng.chance(0.35);
  const top = y;
  for (const [l, v, bold] of rows) {
    const sizeHere = bold ? totalSize : ctx.size;
    if (bold && rng.chance(0.4)) ctx.page.rules.push({ x: labelRight - 120, y: y - 2, w: right - labelRight + 122, h: ctx.lh * 1.35, fill: 0.88, stroke: null, lineWidth: 0 });
    text(ctx, withColon(l, ctx.colon), labelRight, y, { align: 'right', bold });
    text(ctx, v, right - 4, y, { align: 'right', bold, size: sizeHere });
    y += ctx.lh * 1.35;
  }
  if (boxed) ctx.page.rules.push({ x: labelRight - 130, y: top - 4, w: right - labelRight + 132, h: y - top + 4, fill: null, stroke: 0.2, lineWidth: 0.8 });

  // Footer: terms, bank details and thanks under the totals on the last page.
  y += ctx.lh;
  if (rng.chance(0.6)) { text(ctx, p.label('thanks'), ctx.margin, y, { size: ctx.size - 0.5 }); y += ctx.lh; }
  if (spec.language !== 'en' || rng.chance(0.2)) {
    const iban = `${spec.locale.slice(3)}${rng.int(10, 99)} ${rng.chars(4, '0123456789')} ${rng.chars(4, '0123456789')} ${rng.chars(4, '0123456789')} ${rng.chars(4, '0123456789')} ${rng.chars(2, '0123456789')}`;
    text(ctx, `${p.label('bank')}: IBAN ${iban} · BIC ${rng.chars(4, 'ABCDEFGHKLMNPRSTUVWXYZ')}${spec.locale.slice(3)}${rng.chars(2, 'ABCDEFGHKLMNPRSTUVWXYZ0123456789')}`, ctx.margin, y, { size: ctx.size - 1, gray: 0.2 });
  }

  // Page numbers once the page count is known.
  const numbered = ctx.pages.length > 1 || rng.chance(0.35);
  if (numbered) {
    const tpl = p.label('page');
    const where = rng.pick(['right', 'center'] as const);
    ctx.pages.forEach((pg, i) => {
      pg.runs.push({ text: tpl.replace('{i}', `${i + 1}`).replace('{n}', `${ctx.pages.length}`), x: where === 'right' ? ctx.width - ctx.margin : ctx.width / 2, y: ctx.height - ctx.margin + 4, size: ctx.size - 1, bold: false, align: where, gray: 0.25 });
    });
  }

  const shown: ShownFields = {
    sku: keys.includes('sku'),
    quantity: keys.includes('qty') || keys.includes('qtyunit'),
    unit: keys.includes('unit') || keys.includes('qtyunit'),
    unitPrice: keys.includes('price'),
  };
  return { pages: ctx.pages, font, shown: spec.lineItems.map(() => shown), printed: { invoiceNumber: spec.invoiceNumber, total: printedTotal } };
}

const TAXNAME = { en: 'Tax', de: 'MwSt.', fr: 'TVA', es: 'IVA' } as const;

function extras(ctx: Ctx, display: 'none' | 'symbol' | 'code' | 'both'): [string, string, boolean][] {
  const out: [string, string, boolean][] = [];
  if (ctx.spec.discountMinor) out.push([ctx.p.label('discount'), ctx.p.money(-ctx.spec.discountMinor, display), false]);
  if (ctx.spec.shippingMinor) out.push([ctx.p.label('shipping'), ctx.p.money(ctx.spec.shippingMinor, display), false]);
  return out;
}
