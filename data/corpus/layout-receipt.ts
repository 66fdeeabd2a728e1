// Thermal receipt layouts: 58 mm or 80 mm wide, as tall as their content, mostly monospace,
// centred merchant header, item lines with amounts flush right, tax, tip, payment and change.

import { FONT_FACES, textWidth } from './fonts.js';
import type { FontFace } from './fonts.js';
import { makePrinter, withColon } from './format.js';
import type { LaidOutDocument, LaidOutPage, ShownFields, TextRun } from './layout.js';
import { wrapText } from './layout.js';
import type { Rng } from './rng.js';
import type { DocumentSpec } from './spec.js';

const MM = 72 / 25.4;

const CARD_WORD: Record<string, string[]> = {
  Visa: ['VISA', 'Visa', 'VISA CREDIT', 'VISA DEBIT'],
  Mastercard: ['MASTERCARD', 'MasterCard', 'MC', 'Mastercard'],
  'American Express': ['AMEX', 'AMERICAN EXPRESS', 'Amex'],
  Discover: ['DISCOVER', 'Discover'],
  Maestro: ['MAESTRO', 'Maestro'],
  Girocard: ['GIROCARD', 'girocard', 'EC-Karte girocard'],
  'Cartes Bancaires': ['CB', 'CARTE BANCAIRE', 'CB CONTACTLESS'],
};

export function layoutReceipt(spec: DocumentSpec, rng: Rng): LaidOutDocument {
  const paperMm = rng.chance(0.35) ? 58 : 80;
  const width = paperMm * MM;
  const margin = rng.float(5, 9);
  const monoFaces = FONT_FACES.filter((f) => f.monospace);
  const font: FontFace = rng.chance(0.75) ? rng.pick(monoFaces) : rng.pick(FONT_FACES.filter((f) => ['helvetica', 'dejavu-condensed', 'liberation-narrow', 'freesans'].includes(f.id)));
  const contentW = width - 2 * margin;
  // Size so that about 32 (58 mm) or 42-48 (80 mm) monospace characters fit a line, as printers do.
  const cols = paperMm === 58 ? rng.int(28, 32) : rng.int(38, 48);
  const size = Math.round((contentW / (textWidth(font, false, 1, 'M'.repeat(cols)))) * 4) / 4;
  const lh = size * rng.float(1.2, 1.45);
  const p = makePrinter(spec, rng);
  const page: LaidOutPage = { width, height: 0, runs: [], rules: [] };
  const colon = rng.chance(0.5);
  const upper = rng.chance(0.5);
  const U = (s: string): string => (upper ? s.toUpperCase() : s);
  const right = width - margin;
  let y = margin + rng.float(4, 14);
  const run = (text: string, x: number, opts: Partial<TextRun> = {}): void => {
    if (text.trim()) page.runs.push({ text, x, y, size: opts.size ?? size, bold: opts.bold ?? false, align: opts.align ?? 'left', gray: opts.gray ?? 0 });
  };
  const wid = (s: string, bold = false, sz = size): number => textWidth(font, bold, sz, s);
  const centre = (text: string, opts: Partial<TextRun> = {}): void => {
    const sz = opts.size ?? size;
    // Long lines (a French VAT id with its label) wrap as the printer would, never past the paper.
    for (const line of wrapText(font, opts.bold ?? false, sz, text, contentW)) {
      run(line, width / 2, { ...opts, align: 'center' });
      y += sz * (lh / size);
    }
  };
  const leftRight = (l: string, r: string, bold = false, sz = size): void => {
    if (wid(l, bold, sz) + wid(r, bold, sz) + wid('  ', bold, sz) > contentW) {
      // No room for both: the label takes its own line(s), the amount goes flush right below.
      for (const line of wrapText(font, bold, sz, l, contentW)) { run(line, margin, { bold, size: sz }); y += lh * (sz / size); }
      run(r, right, { bold, size: sz, align: 'right' });
      y += lh * (sz / size);
      return;
    }
    run(l, margin, { bold, size: sz });
    run(r, right, { bold, size: sz, align: 'right' });
    y += lh * (sz / size);
  };
  const separator = (): void => {
    const ch = rng.pick(['-', '=', '*', '.']);
    if (rng.chance(0.3)) page.rules.push({ x: margin, y: y + lh / 2, w: contentW, h: 0, fill: null, stroke: 0, lineWidth: 0.6 });
    else run(ch.repeat(Math.floor(contentW / wid(ch))), margin);
    y += lh;
  };

  // Header.
  let nameSize = size * rng.float(1.2, 1.8);
  while (nameSize > size && wid(spec.vendor.name, true, nameSize) > contentW) nameSize -= 0.25;
  const nameLines = wid(spec.vendor.name, true, nameSize) > contentW ? wrapText(font, true, nameSize, spec.vendor.name, contentW) : [spec.vendor.name];
  for (const line of nameLines) centre(line, { bold: true, size: nameSize });
  for (const line of spec.vendor.addressLines) centre(line);
  if (spec.vendor.phone) centre(spec.vendor.phone);
  if (spec.vendor.taxId) centre(`${spec.vendor.taxIdLabel} ${spec.vendor.taxId}`);
  y += lh * 0.5;
  if (rng.chance(0.5)) centre(U(p.label('receiptTitle')), { bold: true });
  const date = p.date(spec.invoiceDate);
  if (rng.chance(0.5)) leftRight(date, spec.time ?? '');
  else run(`${date} ${spec.time}`, margin), (y += lh);
  if (spec.invoiceNumber) { run(`${withColon(p.label('receiptNumber'), colon)} ${spec.invoiceNumber}`, margin); y += lh; }
  if (spec.cashier) { run(`${withColon(p.label('cashier'), colon)} ${spec.cashier}`, margin); y += lh; }
  separator();

  // Items.
  const money = (minor: number): string => p.money(minor, 'none');
  const taxCodes = spec.taxIncluded && rng.chance(0.4);
  const codeFor = (rate: number): string => (spec.taxes.findIndex((t) => t.rate === rate) === 1 ? ' B' : ' A');
  const qtyStyle = rng.pick(['two-line', 'prefix'] as const);
  const shown: ShownFields[] = [];
  for (const item of spec.lineItems) {
    const amount = money(item.amountMinor) + (taxCodes ? codeFor(item.taxRate) : '');
    const measured = item.unit !== null;
    const desc = U(item.description);
    if (measured || item.quantity !== 1) {
      const q = p.quantity(item.quantity);
      const price = p.unitPrice(item);
      if (qtyStyle === 'prefix' && !measured) {
        leftRight(`${q} ${desc}`, amount);
        shown.push({ sku: false, quantity: true, unit: false, unitPrice: false });
      } else {
        run(desc, margin);
        y += lh;
        const detail = measured ? `  ${q} ${item.unit} @ ${price}/${item.unit}` : `  ${q} x ${price}`;
        leftRight(detail, amount);
        shown.push({ sku: false, quantity: true, unit: measured, unitPrice: true });
      }
    } else {
      const maxDesc = contentW - wid(amount) - wid('  ');
      const lines = wrapText(font, false, size, desc, maxDesc);
      lines.slice(0, -1).forEach((l) => { run(l, margin); y += lh; });
      leftRight(lines[lines.length - 1]!, amount);
      shown.push({ sku: false, quantity: false, unit: false, unitPrice: false });
    }
  }
  separator();

  // Totals.
  const totalDisplay = rng.weighted<'none' | 'symbol' | 'code'>([['none', 2], ['symbol', 3], ['code', 1.5]]);
  const printedTotal = p.money(spec.totalMinor, totalDisplay);
  const totalLine = (): void => leftRight(U(p.label('total')), printedTotal, true, size * rng.pick([1, 1.15, 1.3]));
  if (spec.taxIncluded) {
    if (spec.tipMinor !== null) {
      leftRight(U(p.label('subtotal')), money(spec.totalMinor - spec.tipMinor));
      leftRight(U(p.label('tip')), money(spec.tipMinor));
    }
    totalLine();
    y += lh * 0.5;
    for (const t of spec.taxes) {
      const name = `${t.name} ${p.rate(t.rate)}`;
      if (rng.chance(0.5)) {
        leftRight(`${taxCodes ? codeFor(t.rate).trim() + ' ' : ''}${name}`, money(t.amountMinor));
      } else {
        leftRight(p.label('taxIncluded').replace('{tax}', t.name).replace('{rate}', p.rate(t.rate)), money(t.amountMinor));
      }
    }
    leftRight(p.label('net'), money(spec.subtotalMinor));
  } else {
    leftRight(U(p.label('subtotal')), money(spec.subtotalMinor));
    for (const t of spec.taxes) leftRight(U(`${t.name}${rng.chance(0.6) ? ' ' + p.rate(t.rate) : ''}`), money(t.amountMinor));
    if (spec.tipMinor !== null) leftRight(U(p.label('tip')), money(spec.tipMinor));
    totalLine();
  }
  y += lh * 0.5;

  // Payment.
  const pm = spec.payment;
  if (pm) {
    const words = pm.cardBrand ? CARD_WORD[pm.cardBrand] ?? [pm.cardBrand.toUpperCase()] : [];
    const mask = rng.pick(['************', 'XXXXXXXXXXXX', '**** **** **** ', 'XXXX', '#### ', 'ending in ']);
    switch (pm.type) {
      case 'card':
        leftRight(`${rng.pick(words)} ${mask}${pm.last4}`, money(spec.totalMinor));
        if (rng.chance(0.4)) { run(U(p.label('cardPayment')), margin); y += lh; }
        break;
      case 'mobile_wallet': {
        const wallet = rng.pick(['APPLE PAY', 'Google Pay', 'Apple Pay', 'SAMSUNG PAY']);
        leftRight(pm.last4 ? `${wallet} ${rng.pick(words)} ${mask}${pm.last4}` : wallet, money(spec.totalMinor));
        break;
      }
      case 'gift_card':
        leftRight(`${U(rng.pick(['Gift Card', 'Gift Cert', 'Store Credit']))} ${mask}${pm.last4}`, money(spec.totalMinor));
        break;
      case 'check':
        leftRight(`CHECK #${rng.int(1000, 9999)}`, money(spec.totalMinor));
        break;
      case 'cash':
        leftRight(U(p.label('tendered')), money(spec.cashTenderedMinor ?? spec.totalMinor));
        leftRight(U(p.label('change')), money((spec.cashTenderedMinor ?? spec.totalMinor) - spec.totalMinor));
        break;
      default:
        break;
    }
  }
  y += lh * 0.5;
  if (rng.chance(0.5)) { centre(`${spec.lineItems.length} ${p.label('items')}`); }
  centre(p.label('thanks'));
  if (rng.chance(0.3)) centre(`${rng.int(100, 999)}-${rng.int(1000, 9999)}-${rng.int(10, 99)}`, { size: size * 0.9 });
  page.height = y + margin + rng.float(4, 20);
  return { pages: [page], font, shown, printed: { invoiceNumber: spec.invoiceNumber, total: printedTotal } };
}
