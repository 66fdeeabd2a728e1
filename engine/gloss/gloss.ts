// English glosses for German, Dutch, French, Spanish, Italian and Portuguese item words. Our text
// models' word knowledge is English (GloVe), so "Vollkornbrot", "Spülmittel" or "lejía" have no
// vector, or one learnt from unrelated text ("weizen" sits next to beer brands). Each such token
// is followed by the English words of its gloss, so the cost and tax models read "vollkornbrot
// bread", "lejia bleach", and a search for "chicken" meets "Hähnchenbrust".
// German and Dutch write items as compounds: a token with no gloss of its own is split at the
// longest known head at its end ("rinderhackfleisch" = rinder + hack + fleisch → beef ground meat,
// "varkensvlees" = varken + s + vlees → pork meat).
import { normalizeText, type Vocabulary } from '../onnx/text-features.js';
import { GLOSSARY_DE } from './glossary-de.js';
import { GLOSSARY_ES, GLOSSARY_FR } from './glossary-fr-es.js';
import { GLOSSARY_IT, GLOSSARY_PT } from './glossary-it-pt.js';
import { GLOSSARY_NL } from './glossary-nl.js';

/** Compound heads shorter than this are too likely to be a chance ending ("ei", "ol", "tee"). */
const MIN_HEAD = 4;
/** A modifier left of a head must be at least this long to count as a word of its own. */
const MIN_MODIFIER = 3;
/** The shortest token worth splitting: two words of MIN_MODIFIER + MIN_HEAD letters. */
const MIN_COMPOUND = MIN_MODIFIER + MIN_HEAD;
/** Linking letters between the parts of a compound (Rind-er-, Schwein-e-, Kalb-s-, varken-s-). */
const LINKS = ['', 's', 'n', 'e', 'en', 'er', 'es'];
/** Compound parts are searched this deep (modifier + modifier + head covers invoice items). */
const MAX_PARTS = 3;
/** Where a compound ends in an English word ("Putenbrustfilet", "Schweinesteak"), it is the head. */
const MIN_ENGLISH_HEAD = 5;
/** An English head must be at least this frequent (a rank in the pretrained word list). */
const ENGLISH_HEAD_RANK = 40000;
/**
 * Heads that end many words of other languages ("transparente", "antiadherente", "institute"):
 * they count only after a known modifier ("Pekingente" is left alone, "Entenbrust" is listed).
 */
const HEADS_NEEDING_A_MODIFIER = new Set(['ente', 'enten', 'rente', 'pute', 'puten', 'tute', 'tuten', 'mais', 'bete']);

type Table = Map<string, string[]>;
/** A word's id in the model's word list (its frequency rank among the top words), 0 when unlisted. */
type WordRank = (token: string) => number;

function parse(glossary: string, into: Table): void {
  for (const entry of glossary.split(/[|\n]/)) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const colon = trimmed.indexOf(':');
    const key = normalizeText(trimmed.slice(0, colon));
    // The first language to gloss a word keeps it (the order below).
    if (!into.has(key)) into.set(key, trimmed.slice(colon + 1).split(' ').filter(Boolean));
  }
}

/** Heads and modifiers of compounds: German, then Dutch (which also uses the German heads). */
const COMPOUND: Table = new Map();
parse(GLOSSARY_DE, COMPOUND);
parse(GLOSSARY_NL, COMPOUND);
const ALL: Table = new Map(COMPOUND);
for (const glossary of [GLOSSARY_FR, GLOSSARY_ES, GLOSSARY_IT, GLOSSARY_PT]) parse(glossary, ALL);

/** A frequent English word can end a compound as its head ("Schweine" + "steak"). */
function isEnglishHead(tail: string, rank: WordRank): boolean {
  if (tail.length < MIN_ENGLISH_HEAD) return false;
  const r = rank(tail);
  return r > 0 && r <= ENGLISH_HEAD_RANK;
}

/**
 * The English words for a German or Dutch compound's parts, modifiers first, or null when it does
 * not split. A split whose modifier is a known word wins over a longer head after an unknown one:
 * "versandpauschale" is not "versandpau" + "schale" (bowl) when "versand" is known.
 */
function splitCompound(token: string, parts: number, rank: WordRank): string[] | null {
  for (let cut = MIN_MODIFIER; cut <= token.length - MIN_HEAD; cut++) {
    const tail = token.slice(cut);
    const head = COMPOUND.get(tail) ?? (isEnglishHead(tail, rank) ? [tail] : null);
    if (!head) continue;
    const modifier = glossModifier(token.slice(0, cut), parts - 1, rank);
    if (modifier) return [...modifier, ...head];
  }
  // No known modifier: the longest head alone ("vollkorn" + "brot").
  for (let cut = MIN_MODIFIER; cut <= token.length - MIN_HEAD; cut++) {
    const tail = token.slice(cut);
    const head = HEADS_NEEDING_A_MODIFIER.has(tail) ? undefined : COMPOUND.get(tail);
    if (head) return head;
  }
  return null;
}

/** A compound's left part: a word, perhaps with a linking letter, or itself a compound. */
function glossModifier(modifier: string, parts: number, rank: WordRank): string[] | null {
  for (const link of LINKS) {
    if (!modifier.endsWith(link)) continue;
    const stem = modifier.slice(0, modifier.length - link.length);
    if (stem.length < MIN_MODIFIER) continue;
    const words = COMPOUND.get(stem);
    if (words) return words;
  }
  return parts > 1 && modifier.length >= MIN_COMPOUND ? splitCompound(modifier, parts, rank) : null;
}

/**
 * English gloss words for a normalised token (text-features normalizeText), or null. `rank`
 * gives a word's place in the model's word list: a token the list holds is a word in its own
 * right and is never split, so "chargeback" and "portobello" stay as they are (German and Dutch
 * compounds are not in an English word list).
 */
export function englishGloss(token: string, rank: WordRank): string[] | null {
  const direct = ALL.get(token);
  if (direct) return direct;
  if (token.length < MIN_COMPOUND || !/^[a-z]+$/.test(token) || rank(token) > 0) return null;
  return splitCompound(token, MAX_PARTS, rank);
}

/**
 * Ids in `vocab` of a normalised word's English gloss words (never the word's own id), or null
 * when the word has no gloss. Vocabulary ids are frequency ranks for the pretrained list's top
 * words (models/lib/glove.ts pruneGlove), which is all `englishGloss` needs of a rank.
 */
export function glossIds(word: string, vocab: Vocabulary): number[] | null {
  const gloss = englishGloss(word, (w) => vocab.id(w));
  if (!gloss) return null;
  const own = vocab.id(word);
  return gloss.map((english) => vocab.id(english)).filter((id) => id > 0 && id !== own);
}

/** Word ids of `words` (tokenize's normalised words), each followed by its gloss ids; unknown words are dropped. */
export function glossedWordIds(words: readonly string[], vocab: Vocabulary): number[] {
  const ids: number[] = [];
  for (const w of words) {
    const id = vocab.id(w);
    if (id > 0) ids.push(id);
    ids.push(...(glossIds(w, vocab) ?? []));
  }
  return ids;
}
