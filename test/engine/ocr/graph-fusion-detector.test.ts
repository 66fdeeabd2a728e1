// fuseDetectorHead (engine/ocr/graph-fusion.ts): the DB head's transposed convs as 1x1 convs +
// DepthToSpace, and the RSE-FPN's x + x * g as x * (g + 1).
import t from 'tap';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import onnxProto from 'onnx-proto';
import { detectText } from '../../../engine/ocr/detect.js';
import { fuseDetectorHead, fuseLcnetGraph } from '../../../engine/ocr/graph-fusion.js';
import { createOcr, MODEL_FILES } from '../../../engine/ocr/index.js';
import { openSession, runSingle } from '../../../engine/ocr/session.js';
import { INVOICE_LINES, renderPage } from './fixture-page.js';
import { assets, maxDifference, opCounts } from './graph-helpers.js';

const { onnx } = onnxProto;
const T = onnx.AttributeProto.AttributeType;
const FLOAT = onnx.TensorProto.DataType.FLOAT;

function constant(name: string, dims: number[], values: ArrayLike<number>) {
  return { opType: 'Constant', input: [], output: [name], attribute: [{ name: 'value', type: T.TENSOR, t: { dataType: FLOAT, dims, rawData: new Uint8Array(Float32Array.from(values).buffer) } }] };
}

function io(name: string, dims: number[]) {
  return { name, type: { tensorType: { elemType: FLOAT, shape: { dim: dims.map((d) => ({ dimValue: d })) } } } };
}

async function run(bytes: Uint8Array, inputs: Record<string, { data: Float32Array; dims: number[] }>, output: string): Promise<Float32Array> {
  const session = await ort.InferenceSession.create(bytes);
  const feeds = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, new ort.Tensor('float32', v.data, v.dims)]));
  const out = await session.run(feeds);
  await session.release();
  return out[output]!.data as Float32Array;
}

t.test('a small DB head (transposed convs, bias, BatchNorm, Relu) computes the same after the rewrite', async (t) => {
  const [cin, c1, c2, h, w] = [3, 4, 2, 3, 5];
  const wave = (n: number, k: number) => Array.from({ length: n }, (_, i) => Math.sin(i * k + 0.3) * 0.9);
  const ctAttributes = [
    { name: 'kernel_shape', type: T.INTS, ints: [2, 2] },
    { name: 'strides', type: T.INTS, ints: [2, 2] },
    { name: 'pads', type: T.INTS, ints: [0, 0, 0, 0] },
    { name: 'dilations', type: T.INTS, ints: [1, 1] },
    { name: 'group', type: T.INT, i: 1 },
  ];
  const model = onnx.ModelProto.encode({
    irVersion: 8,
    opsetImport: [{ domain: '', version: 11 }],
    graph: {
      name: 'head',
      node: [
        constant('w1', [cin, c1, 2, 2], wave(cin * c1 * 4, 1.7)),
        constant('b1', [1, c1, 1, 1], [0.1, -0.2, 0.3, 0.05]),
        constant('gamma', [c1], [1.2, 0.7, -0.9, 1.1]),
        constant('beta', [c1], [0.05, -0.1, 0.2, 0]),
        constant('mean', [c1], [0.3, -0.1, 0.0, 0.2]),
        constant('variance', [c1], [0.5, 1.5, 0.9, 2.0]),
        constant('w2', [c1, c2, 2, 2], wave(c1 * c2 * 4, 2.3)),
        constant('b2', [1, c2, 1, 1], [-0.25, 0.4]),
        { opType: 'ConvTranspose', input: ['x', 'w1'], output: ['u1'], attribute: ctAttributes },
        { opType: 'Add', input: ['u1', 'b1'], output: ['u1b'] },
        { opType: 'BatchNormalization', input: ['u1b', 'gamma', 'beta', 'mean', 'variance'], output: ['bn'], attribute: [{ name: 'epsilon', type: T.FLOAT, f: 1e-5 }] },
        { opType: 'Relu', input: ['bn'], output: ['r'] },
        { opType: 'ConvTranspose', input: ['r', 'w2'], output: ['u2'], attribute: ctAttributes },
        { opType: 'Add', input: ['u2', 'b2'], output: ['u2b'] },
        { opType: 'Sigmoid', input: ['u2b'], output: ['y'] },
      ],
      input: [io('x', [1, cin, h, w])],
      output: [io('y', [1, c2, 4 * h, 4 * w])],
    },
  }).finish();
  const { bytes, report } = fuseDetectorHead(model);
  t.same(report, { upsamplingHeads: 1, residualGates: 0 });
  const ops = opCounts(bytes);
  t.equal(ops.get('ConvTranspose') ?? 0, 0, 'no transposed conv left');
  t.equal(ops.get('BatchNormalization') ?? 0, 0, 'BatchNorm folded');
  t.equal(ops.get('DepthToSpace'), 1);
  const x = { data: Float32Array.from(wave(cin * h * w, 0.61)).map((v) => v * 3), dims: [1, cin, h, w] };
  const want = await run(model, { x }, 'y');
  const got = await run(bytes, { x }, 'y');
  t.equal(got.length, want.length);
  t.ok(maxDifference(want, got) < 1e-6, `largest difference ${maxDifference(want, got)}`);
});

t.test('a residual gate x + x * HardSigmoid(s) becomes x * (HardSigmoid(s) + 1) with the same values', async (t) => {
  const model = onnx.ModelProto.encode({
    irVersion: 8,
    opsetImport: [{ domain: '', version: 11 }],
    graph: {
      name: 'gate',
      node: [
        { opType: 'HardSigmoid', input: ['s'], output: ['g'], attribute: [{ name: 'alpha', type: T.FLOAT, f: 0.2 }, { name: 'beta', type: T.FLOAT, f: 0.5 }] },
        { opType: 'Mul', input: ['x', 'g'], output: ['xg'] },
        { opType: 'Add', input: ['xg', 'x'], output: ['y'] },
      ],
      input: [io('x', [1, 3, 2, 2]), io('s', [1, 3, 1, 1])],
      output: [io('y', [1, 3, 2, 2])],
    },
  }).finish();
  const { bytes, report } = fuseDetectorHead(model);
  t.same(report, { upsamplingHeads: 0, residualGates: 1 });
  const ops = opCounts(bytes);
  t.equal(ops.get('Mul'), 1);
  t.equal(ops.get('Add'), 1, 'the one Add left works on the gate');
  const inputs = { x: { data: Float32Array.from({ length: 12 }, (_, i) => i - 5.5), dims: [1, 3, 2, 2] }, s: { data: Float32Array.of(-4, 0.7, 9), dims: [1, 3, 1, 1] } };
  t.same(Array.from(await run(bytes, inputs, 'y')), Array.from(await run(model, inputs, 'y')));
});

t.test('the PP-OCRv4 detector: head and 8 gates rewritten, same probability map and regions; rec and cls untouched', async (t) => {
  const fused = fuseLcnetGraph(await readFile(path.join(assets, MODEL_FILES.detector))).bytes;
  const { bytes, report } = fuseDetectorHead(fused);
  t.same(report, { upsamplingHeads: 1, residualGates: 8 });
  t.equal(opCounts(bytes).get('ConvTranspose') ?? 0, 0);
  for (const file of [MODEL_FILES.recognizer, MODEL_FILES.classifier]) {
    const other = fuseLcnetGraph(await readFile(path.join(assets, file))).bytes;
    const result = fuseDetectorHead(other);
    t.same(result.report, { upsamplingHeads: 0, residualGates: 0 }, file);
    t.equal(result.bytes, other, `${file} comes back as it was`);
  }
  const page = renderPage(INVOICE_LINES, 150);
  const before = await openSession(path.join(assets, MODEL_FILES.detector), 1, { fuseGraph: true, fuseDetectorHead: false });
  const after = await openSession(path.join(assets, MODEL_FILES.detector), 1, { fuseGraph: true });
  t.teardown(async () => {
    await before.release();
    await after.release();
  });
  const input = new Float32Array(3 * 96 * 160).map((_, i) => Math.sin(i * 0.013) * 0.8 + ((i >> 5) % 7 === 0 ? -0.9 : 0));
  const a = (await runSingle(before, input, [1, 3, 96, 160])).data as Float32Array;
  const b = (await runSingle(after, input, [1, 3, 96, 160])).data as Float32Array;
  t.ok(maxDifference(a, b) < 1e-5, `probability map: largest difference ${maxDifference(a, b)}`);
  const regionsBefore = await detectText(before, page.image, { maxSide: 1280 });
  const regionsAfter = await detectText(after, page.image, { maxSide: 1280 });
  t.equal(regionsAfter.length, regionsBefore.length, `${regionsBefore.length} regions`);
  const worst = Math.max(...regionsBefore.map((r, i) => Math.hypot(r.rect.center.x - regionsAfter[i]!.rect.center.x, r.rect.center.y - regionsAfter[i]!.rect.center.y)));
  t.ok(worst < 0.01, `region centres move at most ${worst} px`);
});

t.test('a generated invoice page reads the same text with and without the detector rewrites', async (t) => {
  const page = renderPage(INVOICE_LINES, 150);
  const plain = await createOcr({ intraOpThreads: 1, fuseDetHead: false });
  const rewritten = await createOcr({ intraOpThreads: 1 });
  t.teardown(async () => {
    await plain.close();
    await rewritten.close();
  });
  const want = await plain.recognizePage(page.image, { pageIndex: 0 });
  const got = await rewritten.recognizePage(page.image, { pageIndex: 0 });
  t.same(got.lines.map((l) => l.text), want.lines.map((l) => l.text));
  t.ok(got.lines.length >= INVOICE_LINES.length - 1, `${got.lines.length} lines read`);
});
