// Text helpers shared by the field stages.

/**
 * Lowercase without accents, one output char per input char so that offsets found in the folded
 * text point at the same place in the original ("Fällig" → "fallig", "Échéance" → "echeance").
 */
export function foldText(text: string): string {
  // Plain ASCII (most of every page) only needs lower case: same length, same offsets.
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    const lower = (base || ch).toLowerCase();
    const one = lower.length === 1 ? lower : ch.length === 1 ? lower[0]! : lower;
    // Astral chars occupy two UTF-16 units; keep them as they are so offsets stay aligned. The
    // Turkish dotless ı has no accent to strip: it folds to i, as its capital I does.
    out += ch.length === 2 ? ch : one[0] === 'ı' ? 'i' : one[0] ?? ch;
  }
  return out;
}

/** Collapses whitespace and trims punctuation that OCR leaves at the edges. */
export function cleanValue(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;,.#|_\-–—]+/, '')
    .replace(/[\s:;,|_\-–—]+$/, '')
    .trim();
}

/** True when a and b are at most one insertion, deletion or substitution apart. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Levenshtein distance: insertions, deletions and substitutions of one character each. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur.push(Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * OCR reads the litre sign l as a 1, an I or a bar after a size ("Istarska malvazija 0,75 1",
 * "Milch 10 I"): after a size with decimals a lone 1, I or | is the l ("01.001" is a number); so is
 * a 1 glued to a drink's size that ends the line ("Pivo 12° 0,51"); after a whole number only an I
 * or a bar is (a 1 there may be a count).
 */
export function litreFromOne(text: string): string {
  return text.replace(/(?<=\d[.,]\d{1,3}\s)[1I|](?=\s|$)|(?<=\d[.,]\d{1,3})[I|](?=\s|$)|(?<=(?<![\d.,])[01][.,]\d{1,2})1$|(?<=(?<![\d.,])\d{1,3}\s?)[I|](?=\s|$)/g, 'l');
}

/**
 * OCR reads the capital I that starts a word as a lower-case l ("lced Long Black", "lrish
 * Coffee"): in an item description, an l before a consonant no word starts with ("lc", "lr",
 * "ln"...) is an I. Not before b ("lbs") or t ("ltr"), which descriptions abbreviate; names
 * have their own rule (vendor.ts, "lronwood", "ltalia").
 */
export function capitalIFromL(text: string): string {
  return text.replace(/(^|[\s(])l(?=[cdgkmnprsvz][a-z])/g, '$1I');
}
