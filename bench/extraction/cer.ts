// Character error rate of OCR output against the generator's truth text lines.
//
// Normalisation (both sides): Unicode NFKC (full-width "：" becomes ":", ligatures split), runs
// of whitespace become one space, lines trimmed, empty lines dropped. Case, accents, digits and
// punctuation all count.
//
// Two rates, because reading order is a layout question and CER should be about reading:
// - `readingOrderCer`: the truth lines joined in the truth's reading order against the predicted
//   lines joined in the engine's order; edit distance / truth length. Penalises a different but
//   reasonable order (a two-column header read column by column) as many errors.
// - `flexibleCer` (the headline): each truth line is aligned to the best-matching stretch of the
//   predicted page text (semi-global alignment, longest lines first, a stretch used once); its
//   cost is that alignment's edit distance. Predicted characters no truth line claimed count as
//   insertions. CER = (Σ line costs + unclaimed predicted characters) / truth characters. Order
//   free, yet misread, missing and invented text all still cost.

export const CER_RULES = [
  'normalisation: NFKC, whitespace runs → one space, lines trimmed, empty lines dropped; case, accents and punctuation count',
  'flexible CER (headline): each truth line aligned to its best stretch of the page text (longest lines first, each stretch used once); cost = edit distance; unclaimed predicted characters (not spaces) count as insertions; ÷ truth characters',
  'reading-order CER: truth lines joined in truth order vs predicted lines in the engine\'s order; edit distance ÷ truth characters',
] as const;

/** Edit distance (insert, delete, substitute all cost 1) over Unicode code points. */
export function levenshtein(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (x.length === 0) return y.length;
  if (y.length === 0) return x.length;
  let prev = new Int32Array(y.length + 1);
  let curr = new Int32Array(y.length + 1);
  for (let j = 0; j <= y.length; j++) prev[j] = j;
  for (let i = 1; i <= x.length; i++) {
    curr[0] = i;
    const xi = x[i - 1];
    for (let j = 1; j <= y.length; j++) {
      const substitute = prev[j - 1]! + (xi === y[j - 1] ? 0 : 1);
      curr[j] = Math.min(substitute, prev[j]! + 1, curr[j - 1]! + 1);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[y.length]!;
}

export function normalizeLines(lines: readonly string[]): string[] {
  return lines.map((l) => l.normalize('NFKC').replace(/\s+/g, ' ').trim()).filter((l) => l.length > 0);
}

const length = (lines: readonly string[]): number => lines.reduce((n, l) => n + Array.from(l).length, 0);

export interface CerResult {
  errors: number;
  truthChars: number;
  cer: number;
}

const rate = (errors: number, truthChars: number): CerResult => ({
  errors,
  truthChars,
  cer: truthChars === 0 ? (errors === 0 ? 0 : 1) : errors / truthChars,
});

export function readingOrderCer(truthLines: readonly string[], predictedLines: readonly string[]): CerResult {
  const truth = normalizeLines(truthLines);
  const predicted = normalizeLines(predictedLines);
  return rate(levenshtein(truth.join(' '), predicted.join(' ')), length(truth) + Math.max(0, truth.length - 1));
}

/** Marks a predicted character already claimed by a truth line: matching it costs a substitution. */
const CLAIMED = '\u0000';

interface Alignment {
  cost: number;
  start: number;
  end: number;
}

/** Cheapest alignment of all of `line` to some stretch text[start, end) (free ends in `text`). */
function alignToStretch(line: readonly string[], text: readonly string[]): Alignment {
  const n = text.length;
  let prevCost = new Int32Array(n + 1);
  let prevStart = new Int32Array(n + 1);
  let cost = new Int32Array(n + 1);
  let start = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) {
    prevCost[j] = 0;
    prevStart[j] = j;
  }
  for (let i = 1; i <= line.length; i++) {
    const ch = line[i - 1];
    cost[0] = i;
    start[0] = 0;
    for (let j = 1; j <= n; j++) {
      let best = prevCost[j - 1]! + (text[j - 1] === ch ? 0 : 1);
      let from = prevStart[j - 1]!;
      const del = prevCost[j]! + 1; // line char missing from the text
      if (del < best) {
        best = del;
        from = prevStart[j]!;
      }
      const ins = cost[j - 1]! + 1; // extra text char inside the stretch
      if (ins < best) {
        best = ins;
        from = start[j - 1]!;
      }
      cost[j] = best;
      start[j] = from;
    }
    [prevCost, cost] = [cost, prevCost];
    [prevStart, start] = [start, prevStart];
  }
  let end = 0;
  for (let j = 1; j <= n; j++) if (prevCost[j]! < prevCost[end]!) end = j;
  return { cost: prevCost[end]!, start: prevStart[end]!, end };
}

export function flexibleCer(truthLines: readonly string[], predictedLines: readonly string[]): CerResult {
  const truth = normalizeLines(truthLines).map((l) => Array.from(l));
  const text = Array.from(normalizeLines(predictedLines).join(' '));
  let errors = 0;
  const order = truth.map((_, i) => i).sort((a, b) => truth[b]!.length - truth[a]!.length);
  for (const i of order) {
    const line = truth[i]!;
    const { cost, start, end } = alignToStretch(line, text);
    errors += cost;
    for (let j = start; j < end; j++) text[j] = CLAIMED;
  }
  errors += text.filter((ch) => ch !== CLAIMED && ch !== ' ').length;
  return rate(errors, length(truth.map((l) => l.join(''))));
}
