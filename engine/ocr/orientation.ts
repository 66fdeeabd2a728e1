// Page orientation stage: from detected text regions, decide which way the text runs
// (0/90/180/270 degrees) and how far it is skewed, so recognition reads each line the right way
// up and the page can be reported upright. Whether lines run across or down the page comes
// from the regions' shapes; whether they are upside down comes from PaddleOCR's 0/180 line
// classifier voting over a sample of the longest lines (long lines carry the most evidence).
// Photos need more evidence than that first look: the detector merges lines that run down the
// page into blocks (so such a page is turned a quarter and detected again), and on heavily
// blurred text the classifier votes confidently for the wrong way up (so a vote to turn the page,
// or an unsure one, is checked by the recogniser reading lines both ways).

import { checkAborted } from '../errors.js';
import { rotateQuarterTurns, type QuarterTurns } from '../image/transform.js';
import type { RgbaImage } from '../types.js';
import { detectText, type DetectedRegion, type DetectOptions } from './detect.js';
import { angleDifference, angleOf, length, type Quad } from './geometry.js';
import { recognizeQuads, type RecognitionOptions, type RecognizedLine } from './recognize.js';
import { REC_HEIGHT, stripWidth, writeStrip } from './strip.js';
import { runSingle, type InferenceSession } from './session.js';

export interface TextAxis {
  /** 0 when lines run across the page, 90 when they run down it (page turned a quarter). */
  baseAngle: 0 | 90;
  /** Small clockwise tilt of the lines relative to baseAngle, degrees. */
  skew: number;
}

/** Only clearly elongated regions say which way text runs; single glyphs are near-square. */
const MIN_ELONGATION = 2;
const MAX_SKEW = 30;
const CLS_WIDTH = 192;
const CLS_SAMPLE = 12;

export function estimateTextAxis(regions: readonly DetectedRegion[]): TextAxis {
  const lines: { angle: number; weight: number }[] = [];
  for (const { rect } of regions) {
    const lu = length(rect.u);
    const lv = length(rect.v);
    const long = lu >= lv ? rect.u : rect.v;
    if (Math.max(lu, lv) < MIN_ELONGATION * Math.min(lu, lv)) continue;
    lines.push({ angle: angleOf(long), weight: Math.max(lu, lv) });
  }
  let across = 0;
  let down = 0;
  for (const l of lines) {
    // Fold the undirected line angle to [0, 90]: near 0 runs across, near 90 runs down.
    const folded = Math.abs(angleDifference(l.angle, 0));
    const axisAngle = folded > 90 ? 180 - folded : folded;
    if (axisAngle < 45) across += l.weight;
    else down += l.weight;
  }
  const baseAngle: 0 | 90 = down > across ? 90 : 0;
  const tilts = lines.map((l) => {
    // Tilt relative to the axis, for an undirected line: fold into (-90, 90] then (-45, 45].
    let d = angleDifference(l.angle, baseAngle);
    if (d > 90) d -= 180;
    if (d <= -90) d += 180;
    return { tilt: d, weight: l.weight };
  }).filter((t) => Math.abs(t.tilt) <= MAX_SKEW);
  return { baseAngle, skew: weightedMedian(tilts) };
}

function weightedMedian(items: { tilt: number; weight: number }[]): number {
  if (items.length === 0) return 0;
  const sorted = items.slice().sort((a, b) => a.tilt - b.tilt);
  const half = sorted.reduce((s, t) => s + t.weight, 0) / 2;
  let acc = 0;
  for (const t of sorted) {
    acc += t.weight;
    if (acc >= half) return t.tilt;
  }
  return sorted[sorted.length - 1]!.tilt;
}

/**
 * The longest lines are classified first; when their summed margin already reaches
 * CLS_SURE_SUM the rest of the sample is not run. On 80 train-split scans and photos (invoices
 * and receipts, some turned 90, 180 or 270 degrees) the first 4 lines reached it on 57 pages, and
 * on every page the decision was the one all 12 lines gave.
 */
const CLS_FIRST = 4;
const CLS_SURE_SUM = 2.5;

/** The `count` longest line-shaped quads (long lines carry the most evidence), longest first. */
function longestLines(quads: readonly Quad[], count: number): { index: number; width: number }[] {
  return quads
    .map((quad, index) => ({ index, width: stripWidth(quad, REC_HEIGHT) }))
    .filter((s) => s.width >= MIN_ELONGATION * REC_HEIGHT)
    .sort((a, b) => b.width - a.width)
    .slice(0, count);
}

/**
 * True when the classifier says most sampled lines read upside down in the given quads'
 * reading direction. Votes are the summed probability margins of the longest lines.
 */
export async function isUpsideDown(
  session: InferenceSession,
  image: RgbaImage,
  quads: readonly Quad[],
  signal?: AbortSignal,
): Promise<boolean> {
  return (await upsideDownVote(session, image, quads, signal)) > 0;
}

/**
 * The classifier's summed margin, P(upside down) - P(upright), over the longest lines (see
 * isUpsideDown): > 0 votes upside down, its size says how sure the vote is.
 */
export async function upsideDownVote(
  session: InferenceSession,
  image: RgbaImage,
  quads: readonly Quad[],
  signal?: AbortSignal,
): Promise<number> {
  const sample = longestLines(quads, CLS_SAMPLE).map(({ index, width }) => ({ quad: quads[index]!, width }));
  if (sample.length === 0) return 0;
  checkAborted(signal, 'ocr-orientation');
  const first = await upsideDownMargins(session, image, sample.slice(0, CLS_FIRST));
  let margin = first.reduce((sum, m) => sum + m, 0);
  if (Math.abs(margin) < CLS_SURE_SUM && sample.length > CLS_FIRST) {
    checkAborted(signal, 'ocr-orientation');
    margin += (await upsideDownMargins(session, image, sample.slice(CLS_FIRST))).reduce((sum, m) => sum + m, 0);
  }
  return margin;
}

/** Per line: P(upside down) - P(upright) from the 0/180 classifier. */
async function upsideDownMargins(session: InferenceSession, image: RgbaImage, lines: readonly { quad: Quad; width: number }[]): Promise<number[]> {
  const tensor = new Float32Array(lines.length * 3 * REC_HEIGHT * CLS_WIDTH);
  // Like PaddleOCR's classifier input: keep the aspect ratio up to 192 wide, squeeze beyond.
  lines.forEach((s, slot) =>
    writeStrip(image, s.quad, Math.min(CLS_WIDTH, s.width), { out: tensor, slot, batchWidth: CLS_WIDTH }, REC_HEIGHT),
  );
  const output = await runSingle(session, tensor, [lines.length, 3, REC_HEIGHT, CLS_WIDTH]);
  const probabilities = output.data as Float32Array;
  return lines.map((_, i) => probabilities[i * 2 + 1]! - probabilities[i * 2]!);
}

/** The same box read the other way round: each corner swaps with its opposite. */
export function turnQuad(quad: Quad): Quad {
  return { topLeft: quad.bottomRight, topRight: quad.bottomLeft, bottomRight: quad.topLeft, bottomLeft: quad.topRight };
}

/** Lines the recogniser reads both ways round when the classifier's vote needs checking. */
const READ_CHECK_LINES = 4;

export interface ReadingCheck {
  /** Summed character confidence of the sampled lines read as given, and turned by 180 degrees. */
  asGiven: number;
  turned: number;
  /** Indices (into the quads) of the lines read, and their readings each way round. */
  sample: number[];
  readingsAsGiven: RecognizedLine[];
  readingsTurned: RecognizedLine[];
}

/**
 * Second opinion on a 0/180 decision from the recogniser itself: the longest lines are read in
 * the given direction and turned round, and each reading scores the sum of its characters'
 * confidences. Text read the wrong way round comes out as few, unsure characters. Costs
 * 2 x READ_CHECK_LINES recogniser strips.
 */
export async function compareReadingDirections(
  recognizer: InferenceSession,
  dictionary: readonly string[],
  image: RgbaImage,
  quads: readonly Quad[],
  recognition: RecognitionOptions,
  signal?: AbortSignal,
): Promise<ReadingCheck> {
  const sample = longestLines(quads, READ_CHECK_LINES).map((s) => s.index);
  if (sample.length === 0) return { asGiven: 0, turned: 0, sample, readingsAsGiven: [], readingsTurned: [] };
  checkAborted(signal, 'ocr-orientation');
  const asGiven = sample.map((i) => quads[i]!);
  const both = await recognizeQuads(recognizer, dictionary, image, [...asGiven, ...asGiven.map(turnQuad)], signal, recognition);
  const readingsAsGiven = both.slice(0, sample.length);
  const readingsTurned = both.slice(sample.length);
  const score = (lines: readonly RecognizedLine[]) => lines.reduce((sum, l) => sum + l.chars.reduce((s, c) => s + (c.text.trim() ? c.confidence : 0), 0), 0);
  return { asGiven: score(readingsAsGiven), turned: score(readingsTurned), sample, readingsAsGiven, readingsTurned };
}

/**
 * The check's readings of the direction decided on, by quad index: the same strips the page's
 * recognition would read (turnQuad of a quad equals the quad built for the opposite reading
 * angle), so they need not be read again.
 */
export function readingsFromCheck(decision: UpsideDownDecision): Map<number, RecognizedLine> {
  const out = new Map<number, RecognizedLine>();
  if (!decision.check) return out;
  const readings = decision.upsideDown ? decision.check.readingsTurned : decision.check.readingsAsGiven;
  decision.check.sample.forEach((index, k) => out.set(index, readings[k]!));
  return out;
}

export interface OrientationOptions {
  /** Turn pages whose lines run down a quarter and detect again (detectTextAcross). */
  turnDownText: boolean;
  /** Check a vote to turn the page upside down, or an unsure one, by reading lines both ways (decideUpsideDown). */
  checkWithRecognizer: boolean;
}

export interface AcrossDetection {
  /** The page turned so that its text runs across (the input itself when it already did). */
  image: RgbaImage;
  regions: DetectedRegion[];
  axis: TextAxis;
  /** Clockwise quarter turns applied to the input. */
  quarterTurns: QuarterTurns;
}

/**
 * Detects text and, when the lines run down the page (a page photographed or scanned a quarter
 * turn round), turns the page a quarter so they run across and detects again. The detector was
 * trained on horizontal lines: on blurred or small vertical text it merges neighbouring lines
 * into blocks that the recogniser cannot read (train-1122: 20 regions, 93 % CER).
 */
export async function detectTextAcross(
  detector: InferenceSession,
  image: RgbaImage,
  options: DetectOptions,
  turn = true,
): Promise<AcrossDetection> {
  const regions = await detectText(detector, image, options);
  const axis = estimateTextAxis(regions);
  if (axis.baseAngle === 0 || !turn) return { image, regions, axis, quarterTurns: 0 };
  // Three clockwise quarter turns (one anticlockwise) make text running down (90) run across (0).
  const turned = rotateQuarterTurns(image, 3);
  const turnedRegions = await detectText(detector, turned, options);
  const turnedAxis = estimateTextAxis(turnedRegions);
  return { image: turned, regions: turnedRegions, axis: turnedAxis, quarterTurns: 3 };
}

export interface UpsideDownDecision {
  upsideDown: boolean;
  /** Classifier margin (upsideDownVote). */
  vote: number;
  /** The recogniser's check, when the vote was for turning or unsure. */
  check: ReadingCheck | null;
}

/**
 * Whether the lines read upside down in the quads' direction. The classifier decides alone only
 * when it is sure the page is upright; a vote to turn the page, or an unsure one, is checked by
 * reading the longest lines both ways (compareReadingDirections). On 76 train-split invoice
 * photos the classifier alone turned 5 upright, heavily blurred pages upside down with margins
 * of 2.5 to 6.6 (all their text lost); the recogniser's check got all 76 right, as it did all 30
 * train scans, and it never runs on pages the classifier calls clearly upright.
 */
export async function decideUpsideDown(
  classifier: InferenceSession,
  recognizer: InferenceSession,
  dictionary: readonly string[],
  image: RgbaImage,
  quads: readonly Quad[],
  recognition: RecognitionOptions,
  signal?: AbortSignal,
  checkWithRecognizer = true,
): Promise<UpsideDownDecision> {
  const vote = await upsideDownVote(classifier, image, quads, signal);
  if (vote <= -CLS_SURE_SUM || !checkWithRecognizer) return { upsideDown: vote > 0, vote, check: null };
  const check = await compareReadingDirections(recognizer, dictionary, image, quads, recognition, signal);
  if (check.asGiven === 0 && check.turned === 0) return { upsideDown: vote > 0, vote, check };
  return { upsideDown: check.turned > check.asGiven, vote, check };
}
