// CTC decoding for the PP-OCRv4 recogniser: the class list (ppocr_keys_v1.txt), an optional
// class mask, and best-path decoding (Graves et al. 2006) that keeps each character's peak frame
// so word boxes can be placed; plus word-space recovery from blank strip columns.

import { readFile } from 'node:fs/promises';

export interface RecognizedChar {
  text: string;
  confidence: number;
  /** Centre of the character along the line, 0 (start of the quad) .. 1 (end). */
  position: number;
}

export interface RecognizedLine {
  text: string;
  /** Mean character confidence, 0 when nothing was read. */
  confidence: number;
  chars: RecognizedChar[];
}

/**
 * CTC label list: index 0 is the blank, then one entry per line of ppocr_keys_v1.txt, then the
 * space the model was trained with (use_space_char) as the last class.
 */
export async function loadDictionary(keysPath: string): Promise<string[]> {
  const text = await readFile(keysPath, 'utf8');
  const keys = text.split(/\r?\n/);
  if (keys[keys.length - 1] === '') keys.pop();
  // The Chinese model emits full-width forms (，：（）) for Latin punctuation; NFKC maps them to ASCII.
  return ['', ...keys.map((k) => LATIN_READING[k] ?? k.normalize('NFKC')), ' '];
}

/**
 * Keys the model uses for a Latin letter its dictionary lacks: it has no ß and reads the ß of
 * "Straße" and "Maß" as the Greek β, which no invoice in our languages means; and it reads some
 * euro signs as the set sign ∈ ("2,49 ∈/kg"), which no invoice prints.
 */
const LATIN_READING: Readonly<Record<string, string>> = { β: 'ß', '∈': '€' };

/**
 * Classes a Latin-script page may produce: blank, space and every key below U+2E80 (Latin,
 * Greek, Cyrillic, punctuation, currency and symbols). The recogniser was trained mostly on
 * Chinese; on invoices in European languages a CJK glyph is always a misread, and the best
 * non-CJK class in the same frame is usually the right letter.
 */
export function latinClasses(dictionary: readonly string[]): Uint8Array {
  const allowed = new Uint8Array(dictionary.length);
  dictionary.forEach((key, i) => {
    if (i === 0 || (key !== '' && Array.from(key).every((c) => c.codePointAt(0)! < 0x2e80))) allowed[i] = 1;
  });
  return allowed;
}

const candidateCache = new WeakMap<Uint8Array, { classes: number; list: Int32Array }>();
/** Without a mask (e.g. a head already cut to the allowed classes, ctc-head.ts): 1..classes-1. */
const unmaskedCache = new Map<number, Int32Array>();

/**
 * Non-blank classes the argmax may pick, as an index list: with the Latin mask that is ~300 of
 * 6625 classes, so scanning the list instead of testing the mask per class is ~20x less work.
 */
function candidateClasses(classes: number, allowed: Uint8Array | undefined): Int32Array {
  if (!allowed) {
    let list = unmaskedCache.get(classes);
    if (!list) {
      list = Int32Array.from({ length: Math.max(0, classes - 1) }, (_, i) => i + 1);
      unmaskedCache.set(classes, list);
    }
    return list;
  }
  const cached = candidateCache.get(allowed);
  if (cached && cached.classes === classes) return cached.list;
  const indices: number[] = [];
  for (let c = 1; c < classes; c++) if (allowed[c]) indices.push(c);
  const list = Int32Array.from(indices);
  candidateCache.set(allowed, { classes, list });
  return list;
}

/** Best-path CTC decoding of one strip's [frames x classes] probabilities. */
export function decodeCtc(
  probabilities: Float32Array,
  frames: number,
  classes: number,
  dictionary: readonly string[],
  framesPerUnit: number,
  allowed?: Uint8Array,
  accentRatio = 0,
): RecognizedLine {
  const chars: RecognizedChar[] = [];
  const candidates = candidateClasses(classes, allowed);
  // Per emitted character, its class and frame span, for the accent pass below.
  const spans: number[] = [];
  let previous = 0;
  for (let f = 0; f < frames; f++) {
    const row = f * classes;
    let best = 0;
    let bestP = probabilities[row]!;
    for (let k = 0; k < candidates.length; k++) {
      const c = candidates[k]!;
      const p = probabilities[row + c]!;
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best !== 0 && best === previous) {
      // Same character held over several frames: keep its strongest frame.
      const last = chars[chars.length - 1]!;
      if (bestP > last.confidence) {
        last.confidence = bestP;
        last.position = (f + 0.5) / framesPerUnit;
      }
      spans[spans.length - 1] = f;
    } else if (best !== 0) {
      chars.push({ text: dictionary[best] ?? '', confidence: bestP, position: (f + 0.5) / framesPerUnit });
      spans.push(best, f, f);
    }
    previous = best;
  }
  if (accentRatio > 0) restoreAccents(chars, spans, probabilities, frames, classes, dictionary, accentRatio);
  const kept = chars.filter((c) => c.text !== '');
  const text = kept.map((c) => c.text).join('');
  const confidence = kept.length ? kept.reduce((s, c) => s + c.confidence, 0) / kept.length : 0;
  return { text, confidence, chars: kept };
}

/**
 * Accented vowels the dictionary has (PP-OCR's keys hold these and no ê, ô, ñ, ç...), by the
 * plain letter the recogniser reads in their place.
 */
const ACCENTED_SIBLINGS: Readonly<Record<string, string>> = {
  a: 'áàä', e: 'éè', i: 'íì', o: 'óò', u: 'úü', E: 'ÉË', O: 'Ó', U: 'Ü',
};
const siblingCache = new WeakMap<readonly string[], Map<number, Int32Array>>();

/** Class of each plain vowel -> classes of its accented forms, for one dictionary. */
function accentSiblings(dictionary: readonly string[]): Map<number, Int32Array> {
  let table = siblingCache.get(dictionary);
  if (table) return table;
  table = new Map();
  // NFKC makes several keys one letter (the full-width "ｅ" is an "e" too): every class counts.
  const classesOf = (letter: string) => dictionary.flatMap((key, i) => (key === letter ? [i] : []));
  for (const [plain, accented] of Object.entries(ACCENTED_SIBLINGS)) {
    const siblings = Int32Array.from([...accented].flatMap(classesOf));
    if (siblings.length > 0) for (const plainClass of classesOf(plain)) table.set(plainClass, siblings);
  }
  siblingCache.set(dictionary, table);
  return table;
}

/**
 * The recogniser, trained mostly on unaccented Latin text, reads "Associés" as "Associes" while
 * still giving the é a large share: a plain vowel becomes its accented form where that form's
 * peak, over the vowel's frames and one frame either side, is at least `ratio` of the plain
 * letter's peak.
 * `spans` holds class, first frame and last frame of each character.
 */
function restoreAccents(
  chars: RecognizedChar[],
  spans: readonly number[],
  probabilities: Float32Array,
  frames: number,
  classes: number,
  dictionary: readonly string[],
  ratio: number,
): void {
  const siblings = accentSiblings(dictionary);
  for (let k = 0; k < chars.length; k++) {
    const plain = spans[k * 3]!;
    const forms = siblings.get(plain);
    if (!forms) continue;
    // The accented form may peak a frame beside the plain letter's, where the blank wins.
    const first = Math.max(0, spans[k * 3 + 1]! - 1);
    const last = Math.min(frames - 1, spans[k * 3 + 2]! + 1);
    let plainPeak = 0;
    let bestForm = -1;
    let bestPeak = 0;
    for (let f = first; f <= last; f++) {
      const row = f * classes;
      plainPeak = Math.max(plainPeak, probabilities[row + plain]!);
      for (const form of forms) {
        const p = probabilities[row + form]!;
        if (p > bestPeak) {
          bestPeak = p;
          bestForm = form;
        }
      }
    }
    if (bestForm < 0 || bestPeak < ratio * plainPeak) continue;
    chars[k]!.text = dictionary[bestForm]!;
    chars[k]!.confidence = Math.max(chars[k]!.confidence, bestPeak);
  }
}

/**
 * A gap between two characters counts as a word space when it is at least this share of the
 * line's median character pitch. Measured on 8 generated train-split pages (2343 character
 * pairs the recogniser left unspaced): at 0.7 it restores 54 of 71 missing spaces and adds 20
 * false ones; at 0.55, 70 restored but 83 false.
 */
export const SPACE_GAP_SHARE = 0.7;

/**
 * A blank gap of SPACE_GAP_SHARE to SPACE_SURE_GAP_SHARE pitches is only a word space when the
 * recogniser gave its space class at least this probability somewhere between the two
 * characters: wide-set capitals, a narrow "1" in tabular figures or a letter's open side leave
 * such gaps inside words ("BUT TE R", "C ode", "1 0 0 , 34"), and there the space class stays near
 * zero. Chosen on train pages (bench/ocr --split=train --pages=36): flexible CER 25.25 -> 24.83 %
 * (--first=0: tried 0.0003, 0.001, 0.003, 0.01, 0.05, 0.2), then checked on two more sets, 14.13 ->
 * 13.45 % (--first=40) and 15.05 -> 14.35 % (--first=80), every page type better or equal.
 */
export const SPACE_MIN_PROBABILITY = 0.003;
/** A gap this many character pitches wide is a word space whatever the space class says. */
export const SPACE_SURE_GAP_SHARE = 1.2;

const DIGIT = /^\d$/;
/** Narrow glyphs that leave blank around them inside a token: "INV-2024", "83920174,", "date:". */
const JOINS_NEXT = /^[/(]$/;
const JOINS_PREVIOUS = /^[/),.:;%]$/;
const DASH = /^[-–]$/;

/**
 * A third, narrower tier for blurred low-resolution text (a messenger-compressed photo, a 150-dpi
 * scan), where the gap between two words shrinks to half a pitch and the recogniser keeps its
 * space class well under a space: "TRADERJOE'S", "NordicKitchen". Such a gap is a word space when
 * it is at least `pitchShare` of the pitch and `bandShare` of the text band's height (letter gaps
 * stay under a tenth of it), and the space class rises to `minProbability` in it (inside words it
 * stays near 1e-4; only the frames strictly between the two count, not the space after the second).
 * Never between two digits (tabular figures leave such gaps around a narrow 1), after a slash or
 * opening bracket, before closing punctuation, or on one side of a dash only.
 * Chosen on train pages (bench/ocr --split=train --no-tesseract, flexible CER without / with it):
 * 19.80 -> 19.01 % (--first=0 --pages=60), 13.92 -> 12.76 % (--first=60 --pages=60) and 18.04 ->
 * 16.40 % (--first=120 --pages=40), every page type better (clean pages 3.61 / 5.40 / 0.64 -> 3.05 /
 * 4.21 / 0.21 %). On the last set, in a first version of the tier, pitch shares 0.3 / 0.5, a
 * band share of 0.15 and probabilities 0.003 / 0.05 moved CER by -0.05 to +0.2 points.
 * bench/layouts, messenger photos: 23 -> 40 of 44 documents right (41 with the field fixes after it).
 */
export const NARROW_GAP = { pitchShare: 0.4, bandShare: 0.2, minProbability: 0.01 } as const;

/** The recogniser's per-frame output for one strip, for the space class's say on a gap. */
export interface SpaceEvidence {
  /** [frames x classes] probabilities of the strip. */
  probabilities: Float32Array;
  frames: number;
  classes: number;
  /** Frames per unit of strip width (the positions' unit). */
  framesPerUnit: number;
  /** Class index of the space. */
  spaceClass: number;
  /** Height in strip pixels of the band the text line was drawn into; enables the narrow-gap tier. */
  bandHeight?: number;
}

/**
 * Highest space-class probability over the frames from the first character's frame to the one
 * after the second's (`inside` = true: only the frames strictly between the two, so that the space
 * after a word's last letter does not count for the gap before it).
 */
function spaceProbabilityBetween(evidence: SpaceEvidence, from: number, to: number, inside = false): number {
  const first = Math.max(0, Math.floor(from * evidence.framesPerUnit) + (inside ? 1 : 0));
  const last = Math.min(evidence.frames - 1, Math.ceil(to * evidence.framesPerUnit) - (inside ? 2 : 0));
  let best = 0;
  for (let f = first; f <= last; f++) best = Math.max(best, evidence.probabilities[f * evidence.classes + evidence.spaceClass]!);
  return best;
}

/**
 * The Chinese recogniser often runs Latin words together ("Invoicenumber:"), more so on
 * low-resolution scans. Where two characters it read without a space between them are
 * separated by a blank stretch of at least SPACE_GAP_SHARE of the line's character pitch,
 * a space is put back, placed in the middle of the gap; with the recogniser's output at hand, a
 * gap under SPACE_SURE_GAP_SHARE pitches also needs its space class to agree (SPACE_MIN_PROBABILITY).
 * With the strip's band height too, narrower gaps may be spaces (NARROW_GAP).
 */
export function insertSpacesAtGaps(line: RecognizedLine, blank: Uint8Array, width: number, evidence?: SpaceEvidence): RecognizedLine {
  const chars = line.chars;
  const steps: number[] = [];
  for (let i = 1; i < chars.length; i++) {
    if (chars[i]!.text !== ' ' && chars[i - 1]!.text !== ' ') steps.push((chars[i]!.position - chars[i - 1]!.position) * width);
  }
  if (steps.length < 2) return line;
  steps.sort((a, b) => a - b);
  const pitch = steps[Math.floor(steps.length / 2)]!;
  // The space each gap gets (index i: between chars i - 1 and i), 'narrow' for the NARROW_GAP tier.
  const gaps: ({ tier: 'wide' | 'narrow'; position: number } | null)[] = chars.map(() => null);
  for (let i = 1; i < chars.length; i++) {
    const previous = chars[i - 1]!;
    const current = chars[i]!;
    if (previous.text === ' ' || current.text === ' ') continue;
    const from = Math.max(0, Math.round(previous.position * width));
    const to = Math.min(width - 1, Math.round(current.position * width));
    let bestRun = 0;
    let bestEnd = 0;
    let run = 0;
    for (let u = from; u <= to; u++) {
      run = blank[u] ? run + 1 : 0;
      if (run > bestRun) {
        bestRun = run;
        bestEnd = u;
      }
    }
    const position = (bestEnd - bestRun / 2 + 0.5) / width;
    const wide = bestRun >= SPACE_GAP_SHARE * pitch &&
      (!evidence || bestRun >= SPACE_SURE_GAP_SHARE * pitch || spaceProbabilityBetween(evidence, previous.position, current.position) >= SPACE_MIN_PROBABILITY);
    if (wide) gaps[i] = { tier: 'wide', position };
    else if (evidence?.bandHeight !== undefined && !(DIGIT.test(previous.text) && DIGIT.test(current.text)) &&
      !JOINS_NEXT.test(previous.text) && !JOINS_PREVIOUS.test(current.text) &&
      bestRun >= NARROW_GAP.pitchShare * pitch && bestRun >= NARROW_GAP.bandShare * evidence.bandHeight &&
      spaceProbabilityBetween(evidence, previous.position, current.position, true) >= NARROW_GAP.minProbability) {
      gaps[i] = { tier: 'narrow', position };
    }
  }
  // A dash spaced on one side only ("INV- 2024") is a hyphen; spaced on both ("21 - Dec") it stays.
  for (let i = 1; i < chars.length; i++) {
    if (gaps[i]?.tier !== 'narrow') continue;
    const dashBefore = DASH.test(chars[i - 1]!.text) && i >= 2 && !gaps[i - 1] && chars[i - 2]!.text !== ' ';
    const dashAfter = DASH.test(chars[i]!.text) && i + 1 < chars.length && !gaps[i + 1] && chars[i + 1]!.text !== ' ';
    if (dashBefore || dashAfter) gaps[i] = null;
  }
  const out: RecognizedChar[] = [chars[0]!];
  for (let i = 1; i < chars.length; i++) {
    const gap = gaps[i];
    if (gap) out.push({ text: ' ', confidence: Math.min(chars[i - 1]!.confidence, chars[i]!.confidence), position: gap.position });
    out.push(chars[i]!);
  }
  if (out.length === chars.length) return line;
  return { text: out.map((c) => c.text).join(''), confidence: line.confidence, chars: out };
}
