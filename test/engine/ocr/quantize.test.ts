import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCalibration, QUANTIZE_OPTIONS, REC_HEAVY_POINTWISE } from '../../../engine/ocr/calibration.js';
import { decodeCtc, loadDictionary } from '../../../engine/ocr/ctc.js';
import { detectionSize, toDetectorTensor } from '../../../engine/ocr/detect.js';
import { fuseLcnetGraph } from '../../../engine/ocr/graph-fusion.js';
import { createOcr, MODEL_FILES } from '../../../engine/ocr/index.js';
import { activationQuant, prepareForQuantization, quantizationPoints, quantizeLcnetGraph, quantizeWeights, WEIGHT_LIMIT } from '../../../engine/ocr/quantize.js';
import { openSession, runSingle } from '../../../engine/ocr/session.js';
import { REC_HEIGHT } from '../../../engine/ocr/strip.js';
import { openSession as openModel } from '../../../engine/onnx/session.js';
import { resizeImage } from '../../../engine/image/transform.js';
import { characterErrorRate, INVOICE_LINES, renderPage } from './fixture-page.js';
import { assets, maxDifference, opCounts, recognizerStrip } from './graph-helpers.js';

/** Frames the reference reads with p >= 0.9 (`sure`), and how many of them `other` gives another class. */
function confidentFramesChanged(reference: { probabilities: Float32Array; frames: number; classes: number }, other: Float32Array): { sure: number; changed: number } {
  const { probabilities, frames, classes } = reference;
  const winner = (p: Float32Array, f: number) => {
    let best = 0;
    for (let c = 1; c < classes; c++) if (p[f * classes + c]! > p[f * classes + best]!) best = c;
    return best;
  };
  let sure = 0;
  let changed = 0;
  for (let f = 0; f < frames; f++) {
    const w = winner(probabilities, f);
    if (probabilities[f * classes + w]! < 0.9) continue;
    sure++;
    if (winner(other, f) !== w) changed++;
  }
  return { sure, changed };
}


t.test('activation and weight quantization parameters', async (t) => {
  const q = activationQuant([-1, 3]);
  t.equal(q.zeroPoint, 64, 'zero sits a quarter of the way up');
  t.ok(Math.abs(q.scale - 4 / 255) < 1e-7);
  t.same(activationQuant([0.5, 2]), { scale: Math.fround(2 / 255), zeroPoint: 0 }, 'the range always includes zero');
  const { values, scales } = quantizeWeights(Float32Array.of(0.75, -1, 0.25, 0, 0, 0), 2);
  t.equal(WEIGHT_LIMIT, 63, '7-bit weights: no 16-bit saturation in AVX2 u8 x s8 kernels');
  t.same(Array.from(values), [47, -63, 16, 0, 0, 0]);
  t.ok(Math.abs(scales[0]! - 1 / 63) < 1e-9, 'per-channel scale from the largest magnitude');
  t.equal(scales[1], 1, 'an all-zero channel keeps a usable scale');
});

t.test('the prepared fp32 graph computes what the fused graph computes', async (t) => {
  for (const [file, dims] of [
    [MODEL_FILES.recognizer, [1, 3, REC_HEIGHT, 160]],
    [MODEL_FILES.detector, [1, 3, 96, 128]],
  ] as const) {
    const fused = fuseLcnetGraph(await readFile(path.join(assets, file))).bytes;
    const prepared = prepareForQuantization(fused);
    t.equal(opCounts(prepared).get('HardSigmoid') ?? 0, 0, `${file}: every HardSigmoid became a depthwise conv + clip`);
    t.ok((opCounts(prepared).get('BatchNormalization') ?? 0) < (opCounts(fused).get('BatchNormalization') ?? 0), `${file}: BN after a sole-consumer conv folded (${opCounts(fused).get('BatchNormalization')} -> ${opCounts(prepared).get('BatchNormalization') ?? 0})`);
    const input = new Float32Array(dims.reduce((p: number, d) => p * d, 1));
    for (let i = 0; i < input.length; i++) input[i] = Math.sin(i * 0.013) * 0.8 + ((i >> 5) % 7 === 0 ? -0.9 : 0);
    const a = await openModel(fused);
    const b = await openModel(prepared);
    const diff = maxDifference((await runSingle(a, input, dims)).data as Float32Array, (await runSingle(b, input, dims)).data as Float32Array);
    await a.release();
    await b.release();
    t.ok(diff < 1e-4, `${file}: largest difference ${diff}`);
  }
});

t.test('the int8 rewrite is deterministic and every calibrated point is used', async (t) => {
  const calibration = await loadCalibration();
  const fused = fuseLcnetGraph(await readFile(path.join(assets, MODEL_FILES.recognizer))).bytes;
  const prepared = prepareForQuantization(fused);
  const points = quantizationPoints(prepared, QUANTIZE_OPTIONS.recognizer);
  t.same(points.filter((p) => !calibration.recognizer[p]), [], 'the committed table covers every quantization point');
  const first = quantizeLcnetGraph(prepared, calibration.recognizer, QUANTIZE_OPTIONS.recognizer);
  const second = quantizeLcnetGraph(prepareForQuantization(fuseLcnetGraph(await readFile(path.join(assets, MODEL_FILES.recognizer))).bytes), calibration.recognizer, QUANTIZE_OPTIONS.recognizer);
  t.same(Buffer.from(first.bytes), Buffer.from(second.bytes), 'same model file + same table = same bytes');
  t.ok(first.report.quantized.Conv! >= 70, JSON.stringify(first.report));
  t.ok(first.report.keptFloat > 0, 'the transformer neck stays fp32');
  const counts = opCounts(first.bytes);
  t.ok(counts.get('QuantizeLinear')! > 100 && counts.get('DequantizeLinear')! > counts.get('QuantizeLinear')!, 'QDQ pairs plus weight/bias DQs');
});

t.test('partial int8 quantizes only the named convolutions of the fused graph', async (t) => {
  const calibration = await loadCalibration();
  const fused = fuseLcnetGraph(await readFile(path.join(assets, MODEL_FILES.recognizer))).bytes;
  const { bytes, report } = quantizeLcnetGraph(fused, calibration.recognizer, { onlyNodes: REC_HEAVY_POINTWISE });
  t.same(report.quantized, { Conv: REC_HEAVY_POINTWISE.length }, JSON.stringify(report));
  const counts = opCounts(bytes);
  t.equal(counts.get('QuantizeLinear'), 2 * REC_HEAVY_POINTWISE.length, 'one Q on each input and on each output');
  t.equal(counts.get('HardSigmoid'), opCounts(fused).get('HardSigmoid'), 'the fused fp32 activations are left alone');
  const dictionary = await loadDictionary(path.join(assets, MODEL_FILES.dictionary));
  const { strip, dims } = recognizerStrip('Invoice total 1,234.50 EUR due 2024-03-31', 11, { width: 520, height: 80 });
  const a = await openModel(fused);
  const b = await openModel(bytes);
  t.teardown(async () => {
    await a.release();
    await b.release();
  });
  const read = async (session: typeof a) => {
    const out = await runSingle(session, strip, dims);
    const [, frames, classes] = out.dims as [number, number, number];
    return { probabilities: out.data as Float32Array, frames, classes, text: decodeCtc(out.data as Float32Array, frames, classes, dictionary, frames).text };
  };
  const [fp32, int8] = [await read(a), await read(b)];
  t.equal(int8.text, fp32.text, 'the partly int8 graph reads the line as the fp32 one');
  // Frames at a character's edge may swap blank and character (the text stays); frames fp32 is
  // sure of must keep their class.
  const { sure, changed } = confidentFramesChanged(fp32, int8.probabilities);
  t.ok(maxDifference(fp32.probabilities, int8.probabilities) > 0, 'the int8 convolutions are in the graph that ran');
  t.ok(changed <= sure * 0.1, `${changed} of ${sure} confident frames change their class`);
});

t.test('int8 recogniser reads a rendered line as the fp32 one does', async (t) => {
  const file = path.join(assets, MODEL_FILES.recognizer);
  const calibration = await loadCalibration();
  const dictionary = await loadDictionary(path.join(assets, MODEL_FILES.dictionary));
  const fp32 = await openSession(file, 1, { fuseGraph: true });
  const int8 = await openSession(file, 1, { fuseGraph: true, quantize: { ranges: calibration.recognizer, options: QUANTIZE_OPTIONS.recognizer } });
  t.teardown(async () => {
    await fp32.release();
    await int8.release();
  });
  const { strip, dims } = recognizerStrip('Invoice total 1,234.50 EUR due 2024-03-31', 11, { width: 520, height: 80 });
  const read = async (session: typeof fp32) => {
    const out = await runSingle(session, strip, dims);
    const [, frames, classes] = out.dims as [number, number, number];
    return { probabilities: out.data as Float32Array, frames, classes, text: decodeCtc(out.data as Float32Array, frames, classes, dictionary, frames).text };
  };
  const a = await read(fp32);
  const b = await read(int8);
  t.equal(a.text, 'Invoice total 1,234.50 EUR due 2024-03-31', 'the fp32 reference reads the line');
  t.equal(b.text, a.text, 'int8 reads the same text');
  // Frames where fp32 is sure of a character: int8 must pick the same one.
  const { sure, changed } = confidentFramesChanged(a, b.probabilities);
  t.ok(sure > a.frames / 2, `${sure} of ${a.frames} frames are confident in fp32`);
  t.ok(changed <= sure * 0.1, `${changed} of ${sure} confident frames change their class in int8`);
});

t.test('int8 detector marks the same text pixels as the fp32 one', async (t) => {
  const file = path.join(assets, MODEL_FILES.detector);
  const calibration = await loadCalibration();
  const fp32 = await openSession(file, 1, { fuseGraph: true });
  const int8 = await openSession(file, 1, { fuseGraph: true, quantize: { ranges: calibration.detector, options: QUANTIZE_OPTIONS.detector } });
  t.teardown(async () => {
    await fp32.release();
    await int8.release();
  });
  const page = renderPage(INVOICE_LINES, 100);
  const size = detectionSize(page.image.width, page.image.height, 960);
  const tensor = toDetectorTensor(resizeImage(page.image, size.width, size.height));
  const dims = [1, 3, size.height, size.width];
  const a = (await runSingle(fp32, tensor, dims)).data as Float32Array;
  const b = (await runSingle(int8, tensor, dims)).data as Float32Array;
  let text = 0;
  let disagree = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i]! > 0.3) text++;
    if (a[i]! > 0.3 !== b[i]! > 0.3) disagree++;
  }
  t.ok(text > a.length * 0.02, `the page has text pixels (${text})`);
  // Measured: about 12 % of text pixels, all on region borders (DB maps are soft there).
  t.ok(disagree < text * 0.2, `${disagree} of ${text} text pixels flip at the 0.3 threshold`);
  let meanDifference = 0;
  for (let i = 0; i < a.length; i++) meanDifference += Math.abs(a[i]! - b[i]!) / a.length;
  t.ok(meanDifference < 0.01, `mean probability difference ${meanDifference.toFixed(4)}`);
});

t.test('a calibration table that is not ranges is refused with its file name', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ocr-cal-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const bad = path.join(dir, 'bad.json');
  writeFileSync(bad, JSON.stringify({ version: 1, pages: 1, detector: { x: [2, 1] }, recognizer: {} }));
  await t.rejects(loadCalibration(bad), /bad\.json: detector range of x/);
  writeFileSync(bad, '{');
  await t.rejects(loadCalibration(bad), /unreadable/);
  await t.rejects(openSession(path.join(assets, MODEL_FILES.recognizer), 1, { quantize: { ranges: {} } }), /fused graph/);
});

t.test('createOcr with int8 graphs reads a rendered invoice about as well as fp32', async (t) => {
  const page = renderPage(INVOICE_LINES, 150);
  // Sorted line sets: the metric is about characters, not line order (as in index.test.ts).
  const truth = page.drawn.map((d) => d.text).sort().join('\n');
  const cer = async (int8: boolean) => {
    const ocr = await createOcr({ intraOpThreads: 1, int8 });
    try {
      const text = await ocr.recognizePage(page.image, { pageIndex: 0 });
      return characterErrorRate(truth, text.lines.map((l) => l.text).sort().join('\n'));
    } finally {
      await ocr.close();
    }
  };
  const fp32 = await cer(false);
  const int8 = await cer(true);
  t.ok(fp32 < 0.02, `fp32 CER ${fp32.toFixed(4)}`);
  t.ok(int8 <= fp32 + 0.02, `int8 CER ${int8.toFixed(4)} vs fp32 ${fp32.toFixed(4)}`);
  await t.rejects(createOcr({ int8: true, fuseGraphs: false }), /int8 needs fuseGraphs/);
});
