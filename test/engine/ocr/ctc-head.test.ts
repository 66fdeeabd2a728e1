// sliceCtcHead (engine/ocr/ctc-head.ts): the recogniser's CTC head cut down to the decoded classes.
import t from 'tap';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import onnxProto from 'onnx-proto';
import { sliceCtcHead } from '../../../engine/ocr/ctc-head.js';
import { decodeCtc, latinClasses, loadDictionary } from '../../../engine/ocr/ctc.js';
import { createOcr, MODEL_FILES } from '../../../engine/ocr/index.js';
import { openSession, runSingle } from '../../../engine/ocr/session.js';
import { INVOICE_LINES, renderPage } from './fixture-page.js';
import { assets, recognizerStrip } from './graph-helpers.js';

const { onnx } = onnxProto;
const T = onnx.AttributeProto.AttributeType;
const FLOAT = onnx.TensorProto.DataType.FLOAT;

function constant(name: string, dims: number[], values: ArrayLike<number>) {
  return { opType: 'Constant', input: [], output: [name], attribute: [{ name: 'value', type: T.TENSOR, t: { dataType: FLOAT, dims, rawData: new Uint8Array(Float32Array.from(values).buffer) } }] };
}

/** x [1, 2, 3] -> MatMul W [3, 5] -> + b [5] -> Softmax(axis 2): a toy CTC head over 5 classes. */
function toyHead(): Uint8Array {
  const io = (name: string, last: number) => ({ name, type: { tensorType: { elemType: FLOAT, shape: { dim: [{ dimValue: 1 }, { dimValue: 2 }, { dimValue: last }] } } } });
  return onnx.ModelProto.encode({
    irVersion: 8,
    opsetImport: [{ domain: '', version: 11 }],
    graph: {
      name: 'head',
      node: [
        constant('w', [3, 5], [0.5, -1, 2, 0.25, 1, -0.75, 1.5, 0.3, -2, 0.1, 1, 0, -0.5, 0.8, 0.2]),
        constant('b', [5], [0.1, 0.2, -0.3, 0, 0.4]),
        { opType: 'MatMul', input: ['x', 'w'], output: ['logits'] },
        { opType: 'Add', input: ['logits', 'b'], output: ['scores'] },
        { opType: 'Softmax', input: ['scores'], output: ['p'], attribute: [{ name: 'axis', type: T.INT, i: 2 }] },
      ],
      input: [io('x', 3)],
      output: [io('p', 5)],
    },
  }).finish();
}

t.test('a sliced toy head gives the softmax over the kept classes\' scores', async (t) => {
  const x = Float32Array.of(1, -2, 0.5, 0.3, 0.7, -1.1);
  const run = async (bytes: Uint8Array) => {
    const session = await ort.InferenceSession.create(bytes);
    const out = await session.run({ x: new ort.Tensor('float32', x, [1, 2, 3]) });
    await session.release();
    return { data: out.p!.data as Float32Array, dims: out.p!.dims };
  };
  const full = await run(toyHead());
  const keep = [0, 2, 4];
  const sliced = await run(sliceCtcHead(toyHead(), keep));
  t.same(sliced.dims, [1, 2, 3]);
  for (let f = 0; f < 2; f++) {
    const kept = keep.map((k) => full.data[f * 5 + k]!);
    const sum = kept.reduce((s, v) => s + v, 0);
    kept.forEach((p, j) => t.ok(Math.abs(sliced.data[f * 3 + j]! - p / sum) < 1e-6, `frame ${f}, class ${keep[j]}: ${sliced.data[f * 3 + j]} = ${p / sum}`));
  }
  t.throws(() => sliceCtcHead(toyHead(), [2, 1]), /ascending/);
  t.throws(() => sliceCtcHead(toyHead(), [0, 5]), /has 5/);
});

t.test('a graph that does not end in MatMul + bias + Softmax is refused', async (t) => {
  const model = onnx.ModelProto.encode({
    irVersion: 8,
    opsetImport: [{ domain: '', version: 11 }],
    graph: {
      name: 'relu',
      node: [{ opType: 'Relu', input: ['x'], output: ['y'] }],
      input: [{ name: 'x', type: { tensorType: { elemType: FLOAT, shape: { dim: [{ dimValue: 2 }] } } } }],
      output: [{ name: 'y', type: { tensorType: { elemType: FLOAT, shape: { dim: [{ dimValue: 2 }] } } } }],
    },
  }).finish();
  t.throws(() => sliceCtcHead(model, [0]), /Softmax/);
});

t.test('the sliced PP-OCRv4 recogniser reads rendered strips exactly as the masked full head does', async (t) => {
  const dictionary = await loadDictionary(path.join(assets, MODEL_FILES.dictionary));
  const allowed = latinClasses(dictionary);
  const keep = dictionary.flatMap((_, i) => (allowed[i] ? [i] : []));
  const file = path.join(assets, MODEL_FILES.recognizer);
  const full = await openSession(file, 1, { fuseGraph: true });
  const sliced = await openSession(file, 1, { fuseGraph: true, keepClasses: keep });
  t.teardown(async () => {
    await full.release();
    await sliced.release();
  });
  const slicedDictionary = keep.map((i) => dictionary[i]!);
  for (const [text, size] of [['Total due 1,234.50 EUR', 12], ['Rechnungsnummer: RE-2024/0917', 9], ['Qty 3 x 19.99 = 59.97', 7]] as const) {
    const { strip, dims } = recognizerStrip(text, size, { width: 420, height: 80 });
    const a = await runSingle(full, strip, dims);
    const b = await runSingle(sliced, strip, dims);
    const [, frames, classes] = a.dims as [number, number, number];
    t.same(b.dims, [1, frames, keep.length], 'one score per kept class');
    t.ok(classes > 6000 && keep.length < 400, `${classes} classes cut to ${keep.length}`);
    const want = decodeCtc(a.data as Float32Array, frames, classes, dictionary, frames, allowed);
    const got = decodeCtc(b.data as Float32Array, frames, keep.length, slicedDictionary, frames);
    t.equal(got.text, want.text, `"${want.text}"`);
    t.same(got.chars.map((c) => c.position), want.chars.map((c) => c.position), 'characters peak in the same frames');
    // Each confidence can only rise (the dropped classes no longer take a share), and barely does.
    const rise = got.chars.map((c, i) => c.confidence - want.chars[i]!.confidence);
    t.ok(rise.every((r) => r > -1e-5 && r < 0.05), `confidence rises ${Math.min(...rise).toExponential(1)}..${Math.max(...rise).toExponential(1)}`);
  }
});

t.test('a generated invoice page reads the same text with the sliced head as with the full one', async (t) => {
  const page = renderPage(INVOICE_LINES, 150);
  const plain = await createOcr({ intraOpThreads: 1, recSliceHead: false });
  const sliced = await createOcr({ intraOpThreads: 1 });
  t.teardown(async () => {
    await plain.close();
    await sliced.close();
  });
  const want = await plain.recognizePage(page.image, { pageIndex: 0 });
  const got = await sliced.recognizePage(page.image, { pageIndex: 0 });
  t.same(got.lines.map((l) => l.text), want.lines.map((l) => l.text));
  const rise = got.lines.map((l, i) => l.confidence - want.lines[i]!.confidence);
  t.ok(rise.every((r) => r > -1e-4 && r < 0.02), `line confidences move ${Math.min(...rise).toExponential(1)}..${Math.max(...rise).toExponential(1)}`);
});
