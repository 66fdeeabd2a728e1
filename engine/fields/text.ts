// Text helpers shared by the field stages.

/**
 * Lowercase without accents, one output char per input char so that offsets found in the folded
 * text point at the same place in the original ("Fällig" → "fallig", "Échéance" → "echeance").
 */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    const lower = (base || ch).toLowerCase();
    const one = lower.length === 1 ? lower : ch.length === 1 ? lower[0]! : lower;
    // Astral chars occupy two UTF-16 units; keep them as they are so offsets stay aligned.
    out += ch.length === 2 ? ch : one[0] ?? ch;
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
