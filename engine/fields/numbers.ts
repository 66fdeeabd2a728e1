// Stage: text → money amounts.
// Handles 1,234.56 / 1.234,56 / 1 234,56 / 1'234.56 / -12.00 / (12.00) / 12.00- with attached or
// detached currency marks, and repairs the usual OCR confusions inside numeric tokens (O→0,
// l/I→1, S→5, B→8). Which separator is the decimal one is decided from evidence across the whole
// document, because "1.500" alone cannot say whether it is 1500 or 1.5.

export type DecimalSeparator = '.' | ',';

export interface AmountToken {
  value: number;
  /** Digits after the decimal separator (0 for integers). */
  decimals: number;
  /** Offsets of the number (with sign and brackets) in the searched text. */
  start: number;
  end: number;
  /** True when OCR letters inside the token were turned into digits. */
  repaired: boolean;
  /** Followed by a percent sign: a rate, not money. */
  percent: boolean;
}

const CONFUSABLE: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
  g: '9',
};

const NUMERIC_SHAPE = /^[-−–(]?(?:[$€£¥₹]|[A-Z]{3})?[\d.,'’]+[)\-−]?%?$/;

/**
 * Replaces OCR letter confusions inside words that are mostly digits. Words like "INV-2024" or
 * "Total" are left alone: a word is only touched when it has digits, its letters are all
 * confusable ones, and the result has a number's shape. Offsets are preserved (one char each).
 */
export function repairNumericText(text: string): { text: string; repaired: boolean } {
  let repaired = false;
  // OCR splits amounts around their separators: "1,626. 37", "1 .905,00". Joined only where the
  // pieces can be nothing else: a long digit run, then a separator, then exactly two digits.
  // Replacing a space by nothing would shift offsets, so the space moves to the end instead.
  // (Not a year and a month as Hungarian and Latvian print them, "2027. 09.".)
  const joined = text
    .replace(/(\d{1,3}(?:[.,]\d{3})+|\d{3,})([.,]) (\d{2})(?![\d]|[.,]\d)/g, (m, whole: string, mark: string, two: string, at: number) =>
      (/^(?:19|20)\d\d$/.test(whole) && mark === '.' && /^(?:0[1-9]|1[0-2])$/.test(two) && text[at + m.length] === '.' ? m : `${whole}${mark}${two} `))
    .replace(/(\d) ([.,]\d{3}[.,]\d{2})(?!\d)/g, '$1$2 ')
    // ... and inside the cents: "230,1 3".
    .replace(/(\d{2,}[.,]\d) (\d)(?![\d]|[.,]\d)/g, '$1$2 ')
    // ... and before the separator: "42 ,59".
    .replace(/(\d) ([.,]\d{2})(?![\d]|[.,]\d)/g, '$1$2 ');
  if (joined !== text) repaired = true;
  text = joined;
  const out = text.replace(/\S+/g, (word) => {
    if (!/\d/.test(word)) return word;
    // Keep a trailing ':' etc. out of the decision.
    const core = word.replace(/[:;]+$/, '');
    const letters = core.replace(/[\d.,'’()\-−–%$€£¥₹]/g, '');
    if (letters.length === 0) return word;
    // A leading currency code stays (EUR12,00).
    const codeMatch = /^([-−–(]?)([A-Z]{3})(?=[\dOolISB])/.exec(core);
    const prefix = codeMatch ? codeMatch[1]! + codeMatch[2]! : '';
    // ...and so does a trailing one that OCR glued to the cents ("S2,103.38USD"), or a letter
    // there: a receipt's tax class or a "€" read as E or C ("9S7.95E", "681.89C").
    const suffix = /(?<=[.,][\dOolISB]{2})(?:[A-Z]{3}|[A-E])$/.exec(core.slice(prefix.length))?.[0] ?? '';
    const body = core.slice(prefix.length, core.length - suffix.length);
    const digitCount = (body.match(/\d/g) ?? []).length;
    const bodyLetters = body.replace(/[\d.,'’()\-−–%$€£¥₹]/g, '');
    if (bodyLetters.length === 0) return word;
    if (bodyLetters.length > digitCount) return word;
    // "S12.00" (or "s3393.29") on a receipt is far more often a "$" than a 5.
    let fixed = body.replace(/^[Ss](?=\d[\d,]*[.,]\d{2}(?!\d))/, '$');
    // PP-OCR reads "£" as "f" and "€" as "E" when glued to an amount with cents ("f2,949.97").
    fixed = fixed.replace(/^f(?=\d[\d,.]*[.,]\d{2}\b)/, '£').replace(/^E(?=\d[\d.]*[.,]\d{2}\b)/, '€');
    fixed = [...fixed].map((c) => CONFUSABLE[c] ?? c).join('');
    if (!NUMERIC_SHAPE.test(prefix + fixed)) return word;
    repaired = true;
    return prefix + fixed + suffix + word.slice(core.length);
  });
  return { text: out, repaired };
}

// A digit run with separators; a space only counts as a thousands separator before exactly
// three digits that end the group ("1 234,56"), so "2 12.00" stays two numbers.
const NUMBER_RUN = /\d(?:[\d.,'’]|[  ](?=\d{3}(?![\d])))*\d|\d/g;

interface RunValue {
  value: number;
  decimals: number;
}

/** Indian digit grouping, lakhs and crores in pairs before the last three digits: 1,18,000 and 12,34,56,789. */
function isIndianGrouping(integerGroups: string[]): boolean {
  const [first, ...rest] = integerGroups;
  return rest.length >= 2 && first!.length >= 1 && first!.length <= 2
    && rest.slice(0, -1).every((g) => g.length === 2) && rest[rest.length - 1]!.length === 3;
}

/** Interprets one digit run; null when its separators make no sense as a number. */
export function interpretRun(run: string, decimal: DecimalSeparator): RunValue | null {
  const compact = run.replace(/[  '’]/g, '');
  const seps = [...compact.matchAll(/[.,]/g)].map((m) => ({ char: m[0] as DecimalSeparator, index: m.index }));
  if (seps.length === 0) return { value: Number(compact), decimals: 0 };
  const last = seps[seps.length - 1]!;
  const tail = compact.slice(last.index + 1);
  const groups = compact.split(/[.,]/);
  const leadingOk = groups[0]!.length >= 1;
  const middleOk = groups.slice(1, -1).every((g) => g.length === 3) || isIndianGrouping(groups.slice(0, -1));
  if (!leadingOk || tail.length === 0) return null;

  let decimalIndex: number | null;
  if (tail.length === 3) {
    const sameKind = seps.every((s) => s.char === last.char);
    if (seps.length > 1 && sameKind) decimalIndex = null; // 1,234,567
    else if (seps.length > 1) decimalIndex = last.index; // 1,234.567 (three decimals)
    else decimalIndex = last.char === decimal ? last.index : null;
  } else {
    decimalIndex = last.index;
  }
  if (decimalIndex === null) {
    if ((!groups.slice(1).every((g) => g.length === 3) || groups[0]!.length > 3) && !isIndianGrouping(groups)) return null;
    return { value: Number(groups.join('')), decimals: 0 };
  }
  if (!middleOk || (seps.length > 1 && groups[0]!.length > 3)) return null;
  const intPart = compact.slice(0, decimalIndex).replace(/[.,]/g, '');
  const value = Number(`${intPart}.${tail}`);
  return Number.isFinite(value) ? { value, decimals: tail.length } : null;
}

/** All amounts in a text, left to right. */
export function findAmounts(raw: string, decimal: DecimalSeparator): AmountToken[] {
  const { text, repaired } = repairNumericText(raw);
  const found: AmountToken[] = [];
  for (const m of text.matchAll(NUMBER_RUN)) {
    const run = m[0];
    let start = m.index;
    let end = start + run.length;
    // Part of a longer identifier (INV-00123, A1234)? Then it is not an amount.
    const before = text[start - 1] ?? ' ';
    // South Africa's rand glues its R to an amount with cents ("R314.92"); "R2504" is an id.
    const rand = before === 'R' && !/[A-Za-z\d]/.test(text[start - 2] ?? ' ') && /[.,]\d{2}$/.test(run);
    if (/[\p{L}_]/u.test(before) && !rand && !/(?:[A-Z]{3}|R\$|[$€£¥₹])$/.test(text.slice(Math.max(0, start - 3), start))) {
      continue;
    }
    // "12/03" date parts, "6RL" / "4PK" pack sizes: not amounts. A glued currency code is fine.
    if (text[end] === '/' && /\d/.test(text[end + 1] ?? '')) continue;
    // "am 07.10., 15.10. und 29.10.2026": a day and month with their closing dot are a date.
    const dayMonth = /^(\d{1,2})\.(\d{2})$/.exec(run);
    if (dayMonth && text[end] === '.' && +dayMonth[1]! >= 1 && +dayMonth[1]! <= 31 && +dayMonth[2]! >= 1 && +dayMonth[2]! <= 12) continue;
    // A receipt's tax class letter may touch an amount with cents ("241.43C"): still money.
    const taxClass = /^[A-E](?![A-Za-z])/.test(text.slice(end)) && /[.,]\d{2}$/.test(run);
    // ... and so may a currency's short sign once OCR has lost the space: "11 271,00K" (Kč, its
    // "č" outside the recogniser's alphabet), "49,99zł", "12 500,00Ft".
    const currencySign = /^(?:K[čc]?|z[łl]|Ft|lei|kn)(?![A-Za-z])/.test(text.slice(end)) && /[.,]\d{2}$/.test(run);
    if (/[A-Za-z]/.test(text[end] ?? ' ') && !taxClass && !currencySign && !/^(?:EUR|USD|CHF|GBP|CAD|AUD|MXN|[A-Z]{3}(?![A-Za-z])|kr\b|Fr\.|x\b|X\b)/.test(text.slice(end))) continue;
    // Peru's sol glues its "S/" to the amount ("S/634.00"); any other slash joins a date or an id.
    const sol = before === '/' && text[start - 2] === 'S' && !/[A-Za-z\d]/.test(text[start - 3] ?? ' ');
    if ((before === '/' && !sol) || (before === '.' && /\d/.test(text[start - 2] ?? ''))) continue;
    // INV-2024-001, 12-14: a hyphen glued to a preceding word or number joins an identifier.
    if (/[-–]/.test(before) && /[A-Za-z0-9]/.test(text[start - 2] ?? ' ')) continue;
    const parsed = interpretRun(run, decimal);
    if (!parsed) continue;
    let negative = false;
    const lead = text.slice(Math.max(0, start - 6), start);
    const signMatch = /([-−–(])\s?(?:[$€£¥₹]|[A-Z]{3}|R\$)?\s?$/.exec(lead);
    // Tally's "(-)0.40": a minus in brackets before the amount.
    const bracketedMinus = /\([-−]\)\s?$/.exec(lead);
    if (bracketedMinus) {
      negative = true;
      start -= lead.length - bracketedMinus.index;
    } else if (signMatch) {
      const signPos = start - (lead.length - signMatch.index);
      const beforeSign = text[signPos - 1] ?? ' ';
      // A hyphen right after a word character is a range or an id separator, not a sign.
      if (signMatch[1] === '(' || !/[\w]/.test(beforeSign)) {
        negative = signMatch[1] !== '(' || /^\s?(?:[$€£¥₹]|[A-Z]{3})?\s?\)/.test(text.slice(end, end + 6));
        if (negative) start = signPos;
      }
    }
    const trail = text.slice(end, end + 6);
    const closing = /^\s?(?:[$€£¥₹]|[A-Z]{3})?\s?\)/.exec(trail);
    if (closing && text.slice(start, start + 1) === '(') end += closing[0].length;
    const minus = /^[-−](?![\d\w])/.exec(text.slice(end));
    if (minus && !negative) {
      negative = true;
      end += 1;
    }
    const percent = /^\s?%/.test(text.slice(end));
    found.push({
      value: negative ? -parsed.value : parsed.value,
      decimals: parsed.decimals,
      start,
      end,
      repaired: repaired && text.slice(start, end) !== raw.slice(start, end),
      percent,
    });
  }
  return found;
}

/** The single amount a short value text holds (the last money-looking one), or null. */
export function parseAmount(text: string, decimal: DecimalSeparator = '.'): number | null {
  const amounts = findAmounts(text, decimal).filter((a) => !a.percent);
  if (amounts.length === 0) return null;
  const withDecimals = amounts.filter((a) => a.decimals === 2);
  return (withDecimals.length > 0 ? withDecimals[withDecimals.length - 1]! : amounts[amounts.length - 1]!).value;
}

/**
 * Which separator marks decimals in this document: counts runs whose last separator is followed
 * by exactly two digits (money), and runs like 1.234,56 / 1,234.56 that settle it outright.
 */
export function detectDecimalSeparator(texts: string[]): DecimalSeparator {
  let dot = 0;
  let comma = 0;
  let dotGroupedWhole = 0;
  let spaceGroupedWhole = 0;
  for (const raw of texts) {
    const { text } = repairNumericText(raw);
    for (const m of text.matchAll(NUMBER_RUN)) {
      const run = m[0].replace(/[  '’]/g, '');
      if (/\d[.,]\d+[.,]\d+[.,]\d+/.test(run) && !/^\d{1,3}([.,]\d{3})+[.,]\d{2}$/.test(run)) continue; // dates, ids
      if (/^\d{1,2}[.,]\d{1,2}[.,]\d{2,4}$/.test(run)) continue; // 12.03.2024
      if (/^(?:19|20)\d{2}[.,]\d{1,2}[.,]\d{1,2}$/.test(run)) continue; // 2026.11.21 (Hungarian dates)
      if (/^\d{1,3}(?:[  ]\d{3})+$/.test(m[0])) spaceGroupedWhole += 1;
      const mixed = /^\d{1,3}(?:([.,])\d{3})+([.,])\d{2}$/.exec(run);
      if (mixed && mixed[1] !== mixed[2]) {
        if (mixed[2] === ',') comma += 3;
        else dot += 3;
        continue;
      }
      // "$14.948", "$ 1,250": a whole amount after a money sign, grouped in thousands, shows the
      // thousands separator, so the other one marks decimals (Chilean and Colombian pesos).
      const grouped = /^\d{1,3}(?:([.,])\d{3})+$/.exec(run);
      if (grouped && /(?:[$€£₱]|Rp\.?)\s?$/.test(text.slice(Math.max(0, m.index - 4), m.index))) {
        if (grouped[1] === '.') comma += 1;
        else dot += 1;
        continue;
      }
      const simple = /[.,](?=\d{2}$)/.exec(run);
      if (simple) {
        if (simple[0] === ',') comma += 1;
        else dot += 1;
      }
      if (grouped && grouped[1] === '.') dotGroupedWhole += 1;
    }
  }
  // "17.500", "193.400" and no amount with cents anywhere: a currency without minor units whose
  // thousands take dots (rupiah, Vietnamese dong, Chilean and Colombian pesos), not three decimals.
  if (dot === 0 && comma === 0 && dotGroupedWhole >= 3) return ',';
  // "3 579 Ft", "1 199" and no cents anywhere: thousands grouped by spaces, as where the comma marks decimals.
  if (dot === 0 && comma === 0 && spaceGroupedWhole >= 1) return ',';
  return comma > dot ? ',' : '.';
}

/** Rounds to cents, avoiding binary fractions like 0.30000000000000004 in sums. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Money values agree within half a cent per term, the tolerance of printed rounding. */
export function amountsMatch(a: number, b: number, terms = 1): boolean {
  return Math.abs(a - b) <= 0.005 * Math.max(1, terms) + 1e-9;
}
