// OCR-like copies of text-layer pages for the layout-role model: what the engine's OCR makes of
// a printed page. The error rates are measured, not guessed: `node --import tsx
// models/lib/layout-role-ocr-measure.ts` aligns the vendor names and item descriptions of the
// generator's truth with the nearest segment of the real OCR output of train-split scans and
// photos (bench/extraction/page-cache.ts) and prints the rates per degradation profile.
// Measured on 237 cached train files (Nov 2026), per truth character:
//
//   profile        substituted  deleted  inserted  spaces lost (per space)
//   clean          0.007        0.032    0.012     0.18
//   scan           0.017        0.030    0.028     0.24
//   photo          0.022        0.022    0.007     0.23
//   thermal-photo  0.031        0.015    0.011     0.11
//
// The commonest errors were a lost space (words run together), an inserted space (a word split
// in two), dropped accents (é→e, ä→a, ß→B), dropped letters anywhere in a word, stray 1/A/2/E/C
// characters, O→0, l→1, i↔l and C→c. The drawn rates below span clean to scan.
// Before this table the copies only swapped a few look-alike characters: labels always stayed
// readable, so the model leaned on them and missed the many totals whose label OCR garbles
// ("Tolb", "ance Du:").
import type { SeededRandom } from '../../data/labels/random.js';
import type { PageText, TextWord } from '../../engine/types.js';

/** Per-page error rates, drawn between the cleanest and the worst measured profile. */
export interface OcrNoiseRates {
  substitute: number;
  delete: number;
  insert: number;
  /** Chance that the space between two words of a line is lost (the words run together). */
  loseSpace: number;
  /** Chance that a word of 4+ characters is split in two. */
  splitWord: number;
  dropAccents: boolean;
}

// Look-alikes PP-OCR reads instead of a character (measured pairs first, then the classic ones).
const CONFUSIONS: Record<string, string[]> = {
  O: ['0'], '0': ['O', 'o'], l: ['1', 'I', 'i'], '1': ['l', 'I'], I: ['1', 'l'], i: ['l', '1'], S: ['5'], '5': ['S'],
  B: ['8'], '8': ['B'], C: ['c', 'G'], c: ['e'], e: ['c'], a: ['o', 'e'], rn: ['m'], u: ['v'], n: ['r'],
  '.': [',', ''], ',': ['.', ''], '€': ['C', 'E', ''], '£': ['E', 'f'], $: ['S', '5'],
  'º': ['9', 'g', 'o', ''], '°': ['9', 'o', ''], ':': ['', ';', '.'], ß: ['B'],
};
// Characters OCR adds out of nothing, commonest first.
const INSERTED = ['1', 'A', '2', 'C', 'S', 'E', '3', 'R', 'I', '5', '.', 'l'];

/** A page's error rates: one severity from clean (0) to the worst measured profile (1). */
export function drawNoiseRates(rng: SeededRandom): OcrNoiseRates {
  const severity = rng.next();
  return {
    substitute: 0.004 + 0.03 * severity,
    delete: 0.01 + 0.03 * severity,
    insert: 0.002 + 0.02 * severity,
    loseSpace: 0.08 + 0.22 * severity,
    splitWord: 0.01 + 0.04 * severity,
    dropAccents: rng.chance(0.6),
  };
}

/** One word as OCR might read it; empty when every character was lost. */
export function noisyWord(text: string, rng: SeededRandom, rates: OcrNoiseRates): string {
  const source = rates.dropAccents ? text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC') : text;
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    const pair = CONFUSIONS[source.slice(i, i + 2)];
    if (pair && rng.chance(rates.substitute)) {
      out += rng.pick(pair);
      i++;
      continue;
    }
    if (rng.chance(rates.insert)) out += rng.pick(INSERTED);
    if (rng.chance(rates.delete)) continue;
    const options = CONFUSIONS[ch];
    if (rng.chance(rates.substitute)) {
      // Without a known look-alike a letter flips case, the commonest remaining substitution.
      out += options ? rng.pick(options) : /\p{L}/u.test(ch) ? (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    } else {
      out += ch;
    }
  }
  return out;
}

function unionBox(words: readonly TextWord[]): TextWord['box'] {
  const x0 = Math.min(...words.map((w) => w.box.x));
  const y0 = Math.min(...words.map((w) => w.box.y));
  const x1 = Math.max(...words.map((w) => w.box.x + w.box.w));
  const y1 = Math.max(...words.map((w) => w.box.y + w.box.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Words of one line after OCR: misread, run together where a space was lost, split where one was added. */
function noisyWords(words: readonly TextWord[], rng: SeededRandom, rates: OcrNoiseRates): TextWord[] {
  const read: TextWord[] = [];
  for (const w of words) {
    const text = noisyWord(w.text, rng, rates);
    if (text === '') continue;
    // A misread word comes back with a lower confidence, as PP-OCR's do (not always: O→0 is confident).
    const confidence = text === w.text ? 0.85 + rng.next() * 0.15 : 0.45 + rng.next() * 0.5;
    if (text.length >= 4 && rng.chance(rates.splitWord)) {
      const cut = 1 + rng.int(text.length - 2);
      const share = cut / text.length;
      read.push({ text: text.slice(0, cut), box: { ...w.box, w: w.box.w * share }, confidence });
      read.push({ text: text.slice(cut), box: { ...w.box, x: w.box.x + w.box.w * share, w: w.box.w * (1 - share) }, confidence });
    } else {
      read.push({ text, box: w.box, confidence });
    }
  }
  const out: TextWord[] = [];
  for (const w of read) {
    const last = out[out.length - 1];
    // Only a word space is lost, never a column gap: OCR reads separate boxes there.
    const gap = last ? w.box.x - (last.box.x + last.box.w) : Infinity;
    if (last && gap < 0.8 * Math.max(last.box.h, w.box.h) && rng.chance(rates.loseSpace)) {
      out[out.length - 1] = { text: last.text + w.text, box: unionBox([last, w]), confidence: Math.min(last.confidence, w.confidence) };
    } else {
      out.push(w);
    }
  }
  return out;
}

/** The page as the engine's OCR might give it for a scan or phone photo of the printed page. */
export function ocrLikePage(page: PageText, rng: SeededRandom): PageText {
  const scale = 2 + rng.next() * 1.5;
  const rates = drawNoiseRates(rng);
  const jitter = (v: number, size: number) => v * scale + rng.gaussian() * size * 0.08;
  const lines = page.lines.flatMap((line) => {
    if (rng.chance(0.02)) return [];
    const scaled: TextWord[] = line.words.map((w) => ({
      text: w.text,
      box: { x: jitter(w.box.x, w.box.h * scale), y: jitter(w.box.y, w.box.h * scale), w: w.box.w * scale, h: w.box.h * scale * (0.9 + rng.next() * 0.25) },
      confidence: 1,
    }));
    const words = noisyWords(scaled, rng, rates);
    if (words.length === 0) return [];
    return [{
      text: words.map((w) => w.text).join(' '),
      box: unionBox(words),
      words,
      confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
    }];
  });
  return { ...page, width: page.width * scale, height: page.height * scale, source: 'ocr', lines };
}
