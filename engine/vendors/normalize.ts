// Vendor name normalization (spec "Vendors": normalizedName). Two spellings of one supplier must
// give one key: "SYSCO CORP", "Sysco Corporation" and "Sysco Corp." are all "sysco". Pure: no I/O.
//
// Steps: Unicode NFKD with accents stripped, lower case, "&" read as "and", punctuation to spaces
// (dots inside abbreviations such as "S.A." are joined first so they match as one word), then
// trailing legal-form words removed repeatedly ("Acme Holdings Co., Ltd." → "acme holdings").

/** Legal forms, already normalized (lower case, no dots), as word sequences. */
const LEGAL_FORMS: readonly string[] = [
  // English-speaking
  'inc', 'incorporated', 'llc', 'l l c', 'llp', 'lp', 'ltd', 'limited', 'corp', 'corporation', 'co', 'company',
  'and co', 'and company', 'plc', 'pty ltd', 'pty limited', 'pty', 'pc', 'pllc', 'lc',
  // German, Austrian, Swiss, Dutch, Belgian, Nordic
  'gmbh', 'gmbh and co kg', 'gmbh co kg', 'and co kg', 'co kg', 'kg', 'ag', 'ug', 'ohg', 'ev', 'bv', 'nv', 'vof', 'ab', 'as', 'asa', 'oy', 'oyj', 'aps',
  // French, Spanish, Italian, Portuguese
  'sarl', 'sas', 'sasu', 'sa', 'sl', 'slu', 'sca', 'snc', 'eurl', 'srl', 'srls', 'spa', 'sapa', 'scarl', 'lda', 'ltda', 'sa de cv',
  'unipessoal lda', 'sgps',
  // Belgian Dutch, Polish, Swedish ("Sp. z o.o." folds to "sp z oo")
  'bvba', 'cvba', 'vzw', 'sp z oo', 'sp z o o', 'spzoo', 'sp j', 'sp k', 'hb', 'kb',
  // Czech and Slovak, Swiss Italian, Hungarian, ex-Yugoslav, Lithuanian
  'sro', 'spol s ro', 'spol s r o', 'sagl', 'kft', 'zrt', 'nyrt', 'doo', 'd o o', 'uab',
  // Asia-Pacific
  'sdn bhd', 'bhd', 'berhad', 'pte ltd', 'pte', 'pvt ltd', 'pvt', 'private limited', 'kk', 'tbk', 'pt',
];

/** Longest first so "pty ltd" is stripped before "ltd" alone leaves "pty" behind. */
const LEGAL_FORM_WORDS: readonly string[][] = [...LEGAL_FORMS]
  .sort((a, b) => b.split(' ').length - a.split(' ').length)
  .map((form) => form.split(' '));

/** Joins single letters separated by dots ("s.a." → "sa", "l.l.c." → "llc") before punctuation is dropped. */
function joinDottedAbbreviations(text: string): string {
  return text.replace(/\b(?:\p{L}\.){2,}/gu, (m) => `${m.replace(/\./g, '')} `);
}

function endsWith(words: readonly string[], tail: readonly string[]): boolean {
  if (tail.length >= words.length) return false; // never strip the whole name ("Co" alone stays)
  for (let i = 0; i < tail.length; i++) if (words[words.length - tail.length + i] !== tail[i]) return false;
  return true;
}

/** Case-, accent- and punctuation-folded words of a name, legal suffixes kept. */
export function foldVendorWords(name: string): string[] {
  const folded = joinDottedAbbreviations(name.normalize('NFKD').replace(/\p{M}+/gu, ''))
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '') // "McDonald's" → "mcdonalds", not "mcdonald s"
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return folded === '' ? [] : folded.split(' ');
}

/**
 * The key two spellings of one vendor share. Returns '' for a name with no letters or digits
 * (callers treat that as "no vendor").
 */
export function normalizeVendorName(name: string): string {
  const words = foldVendorWords(name);
  // A leading "the" carries no identity ("The Chefs' Warehouse" = "Chefs Warehouse").
  if (words.length > 1 && words[0] === 'the') words.shift();
  let stripped = true;
  while (stripped) {
    stripped = false;
    for (const tail of LEGAL_FORM_WORDS) {
      if (endsWith(words, tail)) {
        words.splice(words.length - tail.length);
        stripped = true;
        break;
      }
    }
  }
  return words.join(' ');
}
