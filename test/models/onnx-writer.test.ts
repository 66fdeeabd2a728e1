import t from 'tap';
import ort from 'onnxruntime-node';
import { fromFloat16, OnnxGraphBuilder, toFloat16 } from '../../models/onnx-writer.js';

t.test('a written graph loads in onnxruntime-node and computes what it says', async (t) => {
  const g = new OnnxGraphBuilder('tiny');
  g.input('ids', 'int64', ['N', 'L']);
  g.initializer('table', 'float16', [3, 2], toFloat16(Float32Array.from([0, 0, 1, 2, 3, 4])));
  const rows = g.node('Cast', [g.node('Gather', ['table', 'ids'], { axis: 0 })], { to: 1 });
  const summed = g.node('ReduceSum', [rows, g.ints('axes', [1])], { keepdims: 0 });
  g.node('Softmax', [summed], { axis: 1 }, ['probs']);
  g.node('ArgMax', ['probs'], { axis: 1, keepdims: 0 }, ['label']);
  g.output('probs', 'float32', ['N', 2]);
  g.output('label', 'int64', ['N']);
  const session = await ort.InferenceSession.create(g.encode(), { intraOpNumThreads: 1, interOpNumThreads: 1 });
  const out = await session.run({ ids: new ort.Tensor('int64', BigInt64Array.from([1n, 2n, 0n, 1n]), [2, 2]) });
  // Row 0 sums [1,2]+[3,4] = [4,6]; row 1 sums [0,0]+[1,2] = [1,2]; softmax of a gap of 2 and of 1.
  const probs = out.probs!.data as Float32Array;
  t.ok(Math.abs(probs[1]! - 1 / (1 + Math.exp(-2))) < 1e-5);
  t.ok(Math.abs(probs[3]! - 1 / (1 + Math.exp(-1))) < 1e-5);
  t.same([...(out.label!.data as BigInt64Array)], [1n, 1n]);
});

t.test('encoding is deterministic', async (t) => {
  const build = () => {
    const g = new OnnxGraphBuilder('same');
    g.input('x', 'float32', ['N', 2]);
    g.initializer('w', 'float32', [2, 2], Float32Array.from([1, 2, 3, 4]));
    g.node('MatMul', ['x', 'w'], {}, ['y']);
    g.output('y', 'float32', ['N', 2]);
    return Buffer.from(g.encode());
  };
  t.ok(build().equals(build()));
});

t.test('bad graphs are refused while building', async (t) => {
  const g = new OnnxGraphBuilder('bad');
  g.input('x', 'float32', [1]);
  t.throws(() => g.input('x', 'float32', [1]), /duplicate tensor name x/);
  t.throws(() => g.initializer('w', 'float32', [2, 2], new Float32Array(3)), /3 values for dims \[2,2\]/);
  t.throws(() => g.node('LeakyRelu', ['x'], { alpha: 0.5 }), /use \{float\}/);
});

t.test('float16 round trip keeps 3 significant digits and handles edge values', async (t) => {
  const values = Float32Array.from([0, -0.1, 0.333333, 1, -2.5, 65504, 1e-6, 1e6]);
  const back = fromFloat16(toFloat16(values));
  for (let i = 0; i < 6; i++) t.ok(Math.abs(back[i]! - values[i]!) <= Math.abs(values[i]!) * 1e-3, `value ${values[i]}`);
  t.ok(back[6]! > 0 && back[6]! < 2e-6, 'subnormal survives');
  t.equal(back[7], Infinity, 'overflow becomes infinity');
});
