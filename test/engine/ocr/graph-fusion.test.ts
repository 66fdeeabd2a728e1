import t from 'tap';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import onnxProto from 'onnx-proto';
import { fuseLcnetGraph } from '../../../engine/ocr/graph-fusion.js';
import { MODEL_FILES } from '../../../engine/ocr/index.js';
import { openSession, runSingle } from '../../../engine/ocr/session.js';
import { assets, maxDifference, opCounts, recognizerStrip } from './graph-helpers.js';


t.test('the recogniser graph loses its scalar activation ops and reads a strip the same', async (t) => {
  const file = path.join(assets, MODEL_FILES.recognizer);
  const original = await readFile(file);
  const { bytes, report } = fuseLcnetGraph(original);
  // PP-LCNetV3 in PP-OCRv4 rec: every conv is followed by a learnable affine and a hardswish.
  t.ok(report.convAffine >= 20 && report.hardswish >= 20 && report.affineConv >= 20, JSON.stringify(report));
  const before = opCounts(original);
  const after = opCounts(bytes);
  t.equal(after.get('Clip') ?? 0, 0, 'no hardswish Clip is left');
  t.ok(after.get('Conv')! >= before.get('Conv')!, 'every conv kept (shifts before padded convs become 1x1 convs)');
  t.equal(after.get('Mul'), before.get('Mul')! - report.convAffine - report.affineConv, 'each folded affine takes its Mul along');
  t.equal(after.get('Div'), before.get('Div')! - report.hardswish, 'each fused hardswish loses its Div');

  const { strip, dims } = recognizerStrip('Total due 1,234.50 EUR', 12, { width: 360, height: 80 });

  const plain = await openSession(file, 1);
  const fused = await openSession(file, 1, { fuseGraph: true });
  t.teardown(async () => {
    await plain.release();
    await fused.release();
  });
  const a = (await runSingle(plain, strip, dims)).data as Float32Array;
  const b = (await runSingle(fused, strip, dims)).data as Float32Array;
  t.equal(a.length, b.length);
  t.ok(maxDifference(a, b) < 1e-4, `largest probability difference ${maxDifference(a, b)}`);
});

t.test('the detector and classifier graphs fuse and keep their outputs', async (t) => {
  for (const [name, dims] of [
    [MODEL_FILES.detector, [1, 3, 96, 160]],
    [MODEL_FILES.classifier, [2, 3, 48, 192]],
  ] as const) {
    const file = path.join(assets, name);
    const { report } = fuseLcnetGraph(await readFile(file));
    t.ok(report.hardswish > 0, `${name}: ${JSON.stringify(report)}`);
    const input = new Float32Array(dims.reduce((p: number, d) => p * d, 1));
    // A deterministic, image-like input: smooth bands with some sharp edges.
    for (let i = 0; i < input.length; i++) input[i] = Math.sin(i * 0.013) * 0.8 + ((i >> 5) % 7 === 0 ? -0.9 : 0);
    const plain = await openSession(file, 1);
    const fused = await openSession(file, 1, { fuseGraph: true });
    const a = (await runSingle(plain, input, dims)).data as Float32Array;
    const b = (await runSingle(fused, input, dims)).data as Float32Array;
    await plain.release();
    await fused.release();
    t.ok(maxDifference(a, b) < 1e-4, `${name}: largest difference ${maxDifference(a, b)}`);
  }
});

t.test('a graph without the PP-LCNet patterns comes back unchanged in behaviour', async (t) => {
  // Conv followed by a per-channel (not scalar) Mul: nothing to fold.
  const { onnx } = onnxProto;
  const floats = (values: number[]) => {
    const data = Float32Array.from(values);
    return new Uint8Array(data.buffer);
  };
  const constant = (name: string, dims: number[], values: number[]) => ({
    opType: 'Constant', input: [], output: [name],
    attribute: [{ name: 'value', type: onnx.AttributeProto.AttributeType.TENSOR, t: { dataType: onnx.TensorProto.DataType.FLOAT, dims, rawData: floats(values) } }],
  });
  const model = onnx.ModelProto.encode({
    irVersion: 8,
    opsetImport: [{ domain: '', version: 11 }],
    graph: {
      name: 'g',
      node: [
        constant('w', [2, 1, 1, 1], [2, 3]),
        constant('scale', [1, 2, 1, 1], [5, 7]),
        { opType: 'Conv', input: ['x', 'w'], output: ['c'], attribute: [{ name: 'group', type: onnx.AttributeProto.AttributeType.INT, i: 2 }] },
        { opType: 'Mul', input: ['c', 'scale'], output: ['y'] },
      ],
      input: [{ name: 'x', type: { tensorType: { elemType: onnx.TensorProto.DataType.FLOAT, shape: { dim: [{ dimValue: 1 }, { dimValue: 2 }, { dimValue: 1 }, { dimValue: 2 }] } } } }],
      output: [{ name: 'y', type: { tensorType: { elemType: onnx.TensorProto.DataType.FLOAT, shape: { dim: [{ dimValue: 1 }, { dimValue: 2 }, { dimValue: 1 }, { dimValue: 2 }] } } } }],
    },
  }).finish();
  const { bytes, report } = fuseLcnetGraph(model);
  t.same(report, { convAffine: 0, hardswish: 0, affineConv: 0 });
  const session = await ort.InferenceSession.create(bytes);
  const out = await session.run({ x: new ort.Tensor('float32', Float32Array.of(1, 2, 3, 4), [1, 2, 1, 2]) });
  t.same(Array.from(out.y!.data as Float32Array), [10, 20, 63, 84]);
  await session.release();
});

t.test('a small conv -> affine -> hardswish -> affine -> padded conv chain computes the same after fusion', async (t) => {
  const { onnx } = onnxProto;
  const T = onnx.AttributeProto.AttributeType;
  const constant = (name: string, dims: number[], values: number[]) => ({
    opType: 'Constant', input: [], output: [name],
    attribute: [{ name: 'value', type: T.TENSOR, t: { dataType: onnx.TensorProto.DataType.FLOAT, dims, rawData: new Uint8Array(Float32Array.from(values).buffer) } }],
  });
  const io = (name: string, c: number) => ({ name, type: { tensorType: { elemType: onnx.TensorProto.DataType.FLOAT, shape: { dim: [{ dimValue: 1 }, { dimValue: c }, { dimValue: 4 }, { dimValue: 5 }] } } } });
  const chain = (shift: number, pads: number[]) => onnx.ModelProto.encode({
    irVersion: 8,
    opsetImport: [{ domain: '', version: 11 }],
    graph: {
      name: 'chain',
      node: [
        constant('w1', [3, 2, 1, 1], [0.5, -1, 2, 0.25, -0.75, 1.5]),
        constant('b1', [3], [0.1, -0.2, 0.3]),
        constant('a1', [], [1.7]),
        constant('c1', [], [-0.4]),
        constant('three', [], [3]),
        constant('six', [], [6]),
        constant('a2', [], [0.8]),
        constant('c2', [], [shift]),
        constant('w2', [3, 1, 3, 3], Array.from({ length: 27 }, (_, i) => ((i * 7) % 11) / 10 - 0.5)),
        constant('b2', [3], [0, 0.5, -0.5]),
        { opType: 'Conv', input: ['x', 'w1', 'b1'], output: ['conv1'] },
        { opType: 'Mul', input: ['a1', 'conv1'], output: ['scaled'] },
        { opType: 'Add', input: ['scaled', 'c1'], output: ['h'] },
        { opType: 'Add', input: ['h', 'three'], output: ['h3'] },
        { opType: 'Clip', input: ['h3', 'zero', 'six'], output: ['clipped'] },
        { opType: 'Mul', input: ['h', 'clipped'], output: ['hc'] },
        { opType: 'Div', input: ['hc', 'six'], output: ['hswish'] },
        { opType: 'Mul', input: ['a2', 'hswish'], output: ['s2'] },
        { opType: 'Add', input: ['s2', 'c2'], output: ['z'] },
        { opType: 'Conv', input: ['z', 'w2', 'b2'], output: ['y'], attribute: [{ name: 'group', type: T.INT, i: 3 }, { name: 'kernel_shape', type: T.INTS, ints: [3, 3] }, { name: 'pads', type: T.INTS, ints: pads }] },
      ],
      initializer: [{ name: 'zero', dataType: onnx.TensorProto.DataType.FLOAT, dims: [], rawData: new Uint8Array(4) }],
      input: [io('x', 2)],
      output: [io('y', 3)],
    },
  }).finish();
  const input = new Float32Array(2 * 4 * 5).map((_, i) => Math.sin(i) * 4);
  for (const [shift, pads] of [[0.35, [1, 1, 1, 1]], [0.35, [0, 0, 0, 0]], [0, [1, 1, 1, 1]]] as const) {
    const model = chain(shift, [...pads]);
    const { bytes, report } = fuseLcnetGraph(model);
    t.same(report, { convAffine: 1, hardswish: 1, affineConv: 1 }, `shift ${shift}, pads ${pads.join(',')}`);
    const run = async (bytes: Uint8Array) => {
      const session = await ort.InferenceSession.create(bytes);
      const out = await session.run({ x: new ort.Tensor('float32', input, [1, 2, 4, 5]) });
      await session.release();
      return out.y!.data as Float32Array;
    };
    const want = await run(model);
    const got = await run(bytes);
    t.equal(got.length, want.length);
    t.ok(maxDifference(want, got) < 1e-5, `shift ${shift}, pads ${pads.join(',')}: largest difference ${maxDifference(want, got)}`);
    const ops = opCounts(bytes);
    t.equal((ops.get('Mul') ?? 0) + (ops.get('Add') ?? 0) + (ops.get('Clip') ?? 0) + (ops.get('Div') ?? 0), 1, 'only the hardswish gate Mul is left');
  }
});
