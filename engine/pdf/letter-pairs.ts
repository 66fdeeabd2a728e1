// A text layer can be real text in every technical sense (letters and digits, no control or
// private-use characters) and still be unreadable: a PDF whose ToUnicode map is wrong (each glyph
// mapped to its neighbour, or to its glyph number shifted into the letters) extracts "Jowpjdf" for
// "Invoice". Such pages must be OCR'd like pictures. What gives them away is their letter pairs:
// in every language invoices are printed in, a few hundred pairs ("re", "er", "in", "ch"...) make
// up almost all of a page's, while shifted text is made of rare ones. On our documents a real
// page has 87-100 % of its pairs in the list below, a shifted one 14-78 % (mostly 30-50 %).

// The 300 pairs most common in the hand-built documents of bench/layouts (233 documents in
// English and 20-odd other languages in Latin script; 95.8 % of their pair occurrences), printed
// by `node --import tsx bench/layouts/letter-pairs.ts`.
const COMMON_PAIRS = new Set([
  're er in te ta en st al an to la de at ec ar on ac nt es ra ct le or ri ic',
  'ch co tr ce ro bl it ck ur ot el is me se un et ne as ti ca li ou be da pa',
  'ng ge va ma nd ve ed no io sa ie na ha rt tu il ll di em am ad ni ba vi pr',
  'he ke ag ci ei sc ia po ss au um ol os nc do vo si us mo th om su ai ue mi',
  'pe ea tt ns ab lo bo oi iv rd ga ka fa ho ee br od id bi fi ov eg fo ut mb',
  'ir nu pl fe du nv cl so im cr rs ay ip lt rg ok gs ig lu ts fr mp ap pt oc',
  'hi ru pi oo wa ko gr ak rc ui ib wi cu mm of av op za eu nk gi aa sp ul kg',
  'rn ef rm ht rk rv sh qu ax ub ty bu hn nr go bt eb if we ms af ep hr rr ze',
  'ld yo ry cc uc dr ow pp ff lb nn ex ki sk ev ah td up kt ds tv ob ls hl ft',
  'tw kl og ud ja ly rb nl zi wh ku oa ek gn tl az ua ys ez tc ks ws je fu qt',
  'jo ao gh ik ug by fl nz oz pu ij lk ps mw rl xx cs ew ym ey gl gu iz kr sd',
  'ln sz ml sb sl wo mu oh hu uf tn bh nf eh nh zo lm lv rf gm sm bs gb ny rz',
].join(' ').split(' '));

/** Below this share of common pairs a page's text layer is not text of any language we read. */
export const MIN_COMMON_PAIR_SHARE = 0.7;
/** Fewer pairs than this (a page of digits, a Greek or Cyrillic page, a stamp) say nothing. */
const MIN_PAIRS_TO_JUDGE = 60;

/** Letter pairs inside the words of a text: accents folded, lower case, a-z only. */
export function letterPairs(text: string): string[] {
  const pairs: string[] = [];
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (const word of folded.match(/[a-z]{2,}/g) ?? []) {
    for (let i = 0; i + 1 < word.length; i++) pairs.push(word.slice(i, i + 2));
  }
  return pairs;
}

/**
 * Share of a text's letter pairs that are common in the languages invoices are printed in, or null
 * where the text has too few pairs to judge.
 */
export function commonLetterPairShare(text: string): number | null {
  const pairs = letterPairs(text);
  if (pairs.length < MIN_PAIRS_TO_JUDGE) return null;
  return pairs.filter((pair) => COMMON_PAIRS.has(pair)).length / pairs.length;
}
