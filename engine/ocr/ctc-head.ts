// Load-time slicing of the recogniser's CTC head to the classes the decoder may output. The
// PP-OCRv4 recogniser ends in MatMul(features [T x 120], W [120 x 6625]) + bias -> Softmax over
// the 6,625 classes of the Chinese dictionary at every frame; a Latin-only engine decodes 315 of
// them (ctc.ts latinClasses: blank, space and keys below U+2E80). Keeping only those columns of W
// and entries of the bias makes the head ~20x cheaper and its output ~20x smaller (ORT profile
// of a 320-column strip, bench/ocr/op-profile.ts: the head's MatMul, bias Add and Softmax took
// ~1.7 ms of ~30 ms; bench/ocr/rewrites.ts: recogniser calls with CTC decoding on the 196 strips
// of 4 train-split invoices ~9 % less CPU, median of interleaved rounds).
// Greedy decoding is unchanged: in every frame the kept classes keep their order (softmax is
// monotonic and the argmax was already taken over the kept classes only). What changes is each
// character's confidence: the softmax no longer spends probability on the dropped (CJK) classes,
// so a confidence p becomes p / (1 - q), q the dropped classes' share in that frame. On those
// 196 strips no text changed and the rise was 6e-5 at the median, 8e-3 at the 99th percentile,
// 0.12 at most; on 422 strips of 9 train pages (receipts too) 4 of 3,706 characters crossed
// reread.ts's 0.75 threshold. bench/ocr/run.ts on 30 train pages: flexible CER 25.22 % -> 25.18 %;
// bench/ocr/field-compare.ts on 40 train scans: every key field the same.
// Nothing is written to disk: the graph is rewritten in memory, as graph-fusion.ts does.

import onnxProto from 'onnx-proto';
import { tensorFloats } from './graph-fusion.js';

const { onnx } = onnxProto;
type NodeProto = onnxProto.onnx.INodeProto;
type TensorProto = onnxProto.onnx.ITensorProto;

/** The float tensor behind a value: a Constant node's or an initializer. */
function constantTensor(graph: onnxProto.onnx.IGraphProto, name: string): { tensor: TensorProto; set: (t: TensorProto) => void } | null {
  const node = graph.node?.find((n) => n.opType === 'Constant' && n.output?.[0] === name);
  const attribute = node?.attribute?.find((a) => a.name === 'value');
  if (attribute?.t) return { tensor: attribute.t, set: (t) => { attribute.t = t; } };
  const index = graph.initializer?.findIndex((t) => t.name === name) ?? -1;
  if (index < 0) return null;
  return { tensor: graph.initializer![index]!, set: (t) => { graph.initializer![index] = { ...t, name }; } };
}

function floatTensor(values: Float32Array, dims: number[]): TensorProto {
  return { dataType: onnx.TensorProto.DataType.FLOAT, dims, rawData: new Uint8Array(values.buffer, values.byteOffset, values.byteLength) };
}

/**
 * Rewrites the model so its single output, Softmax(MatMul(x, W) + b) over the last axis, covers
 * only the classes in `keep` (ascending class indices), in that order: output class j is input
 * class keep[j]. Throws when the model does not end in that head.
 */
export function sliceCtcHead(modelBytes: Uint8Array, keep: readonly number[]): Uint8Array {
  for (let i = 1; i < keep.length; i++) if (!(keep[i]! > keep[i - 1]!)) throw new RangeError('keep must list class indices in ascending order');
  if (keep.length === 0 || keep[0]! < 0) throw new RangeError('keep must list at least one class index >= 0');
  const model = onnx.ModelProto.decode(modelBytes);
  const graph = model.graph;
  if (!graph?.node || graph.output?.length !== 1) throw new Error('CTC head slicing needs a graph with one output');
  const producer = new Map<string, NodeProto>();
  for (const n of graph.node) for (const o of n.output ?? []) producer.set(o, n);
  const readers = (name: string) => graph.node!.filter((n) => n.input?.includes(name)).length;
  const softmax = producer.get(graph.output[0]!.name!);
  const axis = softmax?.attribute?.find((a) => a.name === 'axis');
  // Softmax over the last axis of the [N, T, classes] scores: axis 2 or -1 (opset 13's default).
  if (!softmax || softmax.opType !== 'Softmax' || !(axis ? Number(axis.i) === 2 || Number(axis.i) === -1 : true)) throw new Error('the model does not end in a Softmax over its classes');
  const add = producer.get(softmax.input![0]!);
  if (!add || add.opType !== 'Add' || readers(add.output![0]!) !== 1) throw new Error('the Softmax does not read a bias Add');
  const matMulSide = add.input!.findIndex((name) => producer.get(name)?.opType === 'MatMul');
  if (matMulSide < 0) throw new Error('the bias Add does not read a MatMul');
  const matMul = producer.get(add.input![matMulSide]!)!;
  if (readers(matMul.output![0]!) !== 1) throw new Error('the head MatMul has other readers');
  const weight = constantTensor(graph, matMul.input![1]!);
  const bias = constantTensor(graph, add.input![1 - matMulSide]!);
  const w = weight ? tensorFloats(weight.tensor) : null;
  const b = bias ? tensorFloats(bias.tensor) : null;
  const wDims = (weight?.tensor.dims ?? []).map(Number);
  if (!weight || !bias || !w || !b || wDims.length !== 2) throw new Error('the head weights are not a constant [features x classes] matrix');
  const [features, classes] = wDims as [number, number];
  if (b.length !== classes || readers(matMul.input![1]!) !== 1 || readers(add.input![1 - matMulSide]!) !== 1) throw new Error('the head bias does not match its weights');
  if (keep[keep.length - 1]! >= classes) throw new RangeError(`keep names class ${keep[keep.length - 1]}, the head has ${classes}`);
  const kept = keep.length;
  const slicedW = new Float32Array(features * kept);
  const slicedB = new Float32Array(kept);
  for (let f = 0; f < features; f++) for (let j = 0; j < kept; j++) slicedW[f * kept + j] = w[f * classes + keep[j]!]!;
  for (let j = 0; j < kept; j++) slicedB[j] = b[keep[j]!]!;
  weight.set(floatTensor(slicedW, [features, kept]));
  bias.set(floatTensor(slicedB, [kept]));
  const dims = graph.output[0]!.type?.tensorType?.shape?.dim;
  if (dims && dims.length > 0) dims[dims.length - 1] = { dimValue: kept };
  return onnx.ModelProto.encode(model).finish();
}
