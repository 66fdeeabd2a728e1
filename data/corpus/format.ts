// Per-document printing helpers: one place that turns spec values into the strings a page shows,
// so layouts stay about positions and the truth can say exactly what was printed.

import type { CurrencyDisplay, LabelKey } from './locale.js';
import { formatDate, formatMinor, formatMoney, formatQuantity, formatRate, label } from './locale.js';
import type { DocumentSpec, LineItemSpec } from './spec.js';
import type { Rng } from './rng.js';

export interface Printer {
  money(minor: number, display?: CurrencyDisplay): string;
  unitPrice(item: LineItemSpec, display?: CurrencyDisplay): string;
  quantity(q: number): string;
  date(iso: string): string;
  rate(rate: number): string;
  /** One wording per label key for the whole document (a vendor's template is consistent). */
  label(key: LabelKey): string;
}

export function makePrinter(spec: DocumentSpec, rng: Rng): Printer {
  const chosen = new Map<LabelKey, string>();
  return {
    money: (minor, display) => formatMoney(minor, spec.money, display),
    unitPrice: (item, display = 'none') => {
      const digits = item.unitPriceDecimals;
      const n = formatMinor(Math.round(item.unitPrice * 10 ** digits), spec.money.style, digits);
      if (display === 'none') return n;
      // Reuse the money formatter's placement by formatting a placeholder and swapping the number.
      return formatMoney(0, spec.money, display).replace(formatMinor(0, spec.money.style, 2), n);
    },
    quantity: (q) => formatQuantity(q, spec.money.style),
    date: (iso) => formatDate(iso, spec.locale, spec.dateStyle),
    rate: (r) => formatRate(r, spec.language, spec.money.style),
    label: (key) => {
      let v = chosen.get(key);
      if (v === undefined) {
        v = label(rng, spec.language, key);
        chosen.set(key, v);
      }
      return v;
    },
  };
}

/** "Label:" with the colon habits of real templates (none after '#', ':' or 'N°'). */
export function withColon(text: string, colon: boolean): string {
  return colon && !/[#:°º]$/.test(text) ? `${text}:` : text;
}
