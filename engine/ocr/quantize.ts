// Load-time static int8 quantization of the PP-OCR det and rec graphs (after graph-fusion.ts), in
// ONNX Runtime's QDQ form, so its optimizer turns them into QLinearConv / QLinearMul /
// QLinearAdd / QLinearGlobalAveragePool kernels that run on the CPU's int8 dot-product
// instructions (VNNI on the bench box) in one channels-last layout.
//
// Quantizing only the convolutions does not pay here: every conv is followed by a hardswish
// (x * HardSigmoid(x)), which has no int8 kernel, so each conv would pay a Q and a DQ pass, a
// layout transpose and the fp32 activation; measured, that ate the whole int8 gain. So first
// an exact fp32 rewrite (prepareForQuantization) puts every activation into a form with int8
// kernels:
//   - HardSigmoid(y) = clip(y/6 + 1/2, 0, 1) becomes a 1x1 depthwise conv (weight 1/6, bias
//     1/2) followed by Clip(0, 1). Quantized to the range [0, 1], uint8 saturation IS the clip,
//     so ONNX Runtime drops the Clip and the gate is one int8 depthwise conv.
//   - hardswish's Mul(y, gate), the SE blocks' Mul(x, gate) and the residual Adds are
//     activation x activation ops: QLinearMul / QLinearAdd.
//   - BatchNormalization after a conv is folded into the conv (exact).
//   - Slice is moved to its opset-10 form (QLinearConv needs opset 10; the rec graph is opset 9).
// Then quantizeLcnetGraph gives every quantizable node QDQ pairs: activations uint8 asymmetric
// with ranges from a committed calibration table (calibration.ts; built from train-split pages
// by models/ocr/build-calibration.ts), conv weights int8 symmetric per output channel, conv
// biases int32 at input scale x weight scale. Nothing is written to disk: the npm model file plus
// the table give the same bytes on every load.

import onnxProto from 'onnx-proto';
import { tensorFloats, topologicalOrder } from './graph-fusion.js';

const { onnx } = onnxProto;
type NodeProto = onnxProto.onnx.INodeProto;
type TensorProto = onnxProto.onnx.ITensorProto;
type ModelProto = onnxProto.onnx.ModelProto;
type AttributeProto = onnxProto.onnx.IAttributeProto;

const { FLOAT, UINT8, INT8, INT32, INT64 } = onnx.TensorProto.DataType;
const { INT, INTS, FLOAT: FLOAT_ATTR } = onnx.AttributeProto.AttributeType;
/** Q/DQ from com.microsoft: they take a per-channel axis at any opset. */
const MS_DOMAIN = 'com.microsoft';
const QDQ_MIN_OPSET = 10;
/** Suffix of the pre-clip gate tensors made from HardSigmoid. */
const GATE_SUFFIX = '_gate';

/** Observed value range of one activation tensor, [min, max]. */
export type TensorRange = readonly [number, number];

/** Ranges per tensor name of one model. */
export type RangeTable = Readonly<Record<string, TensorRange>>;

export interface QuantizeOptions {
  /** These tensors, the nodes making them and everything computed from them stay fp32. */
  floatFrom?: readonly string[];
  /** Single nodes (named by their output tensor) kept fp32, e.g. the first conv. */
  floatNodes?: readonly string[];
  /** Only these nodes (named by their output tensor) are quantized; everything else stays fp32. */
  onlyNodes?: readonly string[];
}

export interface QuantizeReport {
  /** Nodes given QDQ inputs and outputs, by op type. */
  quantized: Record<string, number>;
  /** Quantizable nodes left in fp32 (from floatFrom on, or no calibrated range). */
  keptFloat: number;
}


function bytesOf(values: Float32Array | Int8Array | Uint8Array | Int32Array | BigInt64Array): Uint8Array {
  return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
}

function floatTensor(name: string, values: Float32Array, dims: readonly number[]): TensorProto {
  return { name, dataType: FLOAT, dims: [...dims], rawData: bytesOf(values) };
}

function attribute(node: NodeProto, name: string): AttributeProto | undefined {
  return node.attribute?.find((a) => a.name === name);
}

/** Name -> constant tensor, for initializers and Constant nodes. */
function constants(model: ModelProto): Map<string, TensorProto> {
  const found = new Map<string, TensorProto>();
  for (const t of model.graph?.initializer ?? []) found.set(t.name!, t);
  for (const n of model.graph?.node ?? []) {
    if (n.opType !== 'Constant') continue;
    const value = attribute(n, 'value')?.t;
    if (value) found.set(n.output![0]!, value);
  }
  return found;
}

function consumersOf(nodes: readonly NodeProto[]): Map<string, NodeProto[]> {
  const consumers = new Map<string, NodeProto[]>();
  for (const n of nodes) {
    for (const input of n.input ?? []) {
      if (!input) continue;
      const list = consumers.get(input) ?? [];
      list.push(n);
      consumers.set(input, list);
    }
  }
  return consumers;
}

function mainOpset(model: ModelProto): onnxProto.onnx.IOperatorSetIdProto {
  const main = (model.opsetImport ?? []).find((o) => !o.domain || o.domain === 'ai.onnx');
  if (!main) throw new Error('ONNX model imports no default-domain opset');
  return main;
}

/** Between opsets 9 and 10 only Slice changed in a way these graphs use (attributes -> inputs). */
function raiseOpsetTo10(model: ModelProto): void {
  const main = mainOpset(model);
  if (Number(main.version) >= QDQ_MIN_OPSET) return;
  const graph = model.graph!;
  for (const node of graph.node!) {
    if (['Upsample', 'Dropout', 'TopK'].includes(node.opType!)) throw new Error(`cannot move ${node.opType} from opset ${String(main.version)} to ${QDQ_MIN_OPSET}`);
    if (node.opType !== 'Slice') continue;
    const ints = (name: string) => attribute(node, name)?.ints?.map((v) => BigInt(v.toString()));
    const starts = ints('starts');
    const ends = ints('ends');
    if (!starts || !ends) continue;
    const axes = ints('axes') ?? starts.map((_, i) => BigInt(i));
    const base = `${node.output![0]!}_slice`;
    for (const [suffix, values] of [['starts', starts], ['ends', ends], ['axes', axes]] as const) {
      graph.initializer!.push({ name: `${base}_${suffix}`, dataType: INT64, dims: [values.length], rawData: bytesOf(BigInt64Array.from(values)) });
    }
    node.input = [node.input![0]!, `${base}_starts`, `${base}_ends`, `${base}_axes`];
    node.attribute = [];
  }
  main.version = QDQ_MIN_OPSET;
}

interface ConvWeights {
  weights: Float32Array;
  dims: number[];
  bias: Float32Array;
}

function convWeights(conv: NodeProto, known: Map<string, TensorProto>): ConvWeights | null {
  const w = known.get(conv.input?.[1] ?? '');
  const weights = w ? tensorFloats(w) : null;
  const dims = (w?.dims ?? []).map(Number);
  if (!weights || dims.length !== 4) return null;
  const b = conv.input!.length > 2 && conv.input![2] ? known.get(conv.input![2]) : undefined;
  const bias = b ? tensorFloats(b) : new Float32Array(dims[0]!);
  if (!bias || bias.length !== dims[0]) return null;
  return { weights, dims, bias };
}

/**
 * The exact fp32 rewrite described at the top (BN folding, HardSigmoid as depthwise conv + Clip,
 * opset 10). Same outputs to float rounding; the input of calibration and of quantizeLcnetGraph.
 */
export function prepareForQuantization(fusedBytes: Uint8Array): Uint8Array {
  const model = onnx.ModelProto.decode(fusedBytes);
  const graph = model.graph;
  if (!graph?.node) throw new Error('ONNX model has no graph');
  graph.initializer ??= [];
  raiseOpsetTo10(model);
  const opset = Number(mainOpset(model).version);
  const known = constants(model);
  const producers = new Map<string, NodeProto>();
  for (const n of graph.node) for (const o of n.output ?? []) producers.set(o, n);
  const consumers = consumersOf(graph.node);
  const outputs = new Set((graph.output ?? []).map((o) => o.name!));
  const removed = new Set<NodeProto>();
  const added: NodeProto[] = [];

  for (const node of graph.node) {
    if (node.opType === 'BatchNormalization') {
      const conv = producers.get(node.input![0]!);
      const readers = consumers.get(node.input![0]!) ?? [];
      const params = conv?.opType === 'Conv' && readers.length === 1 && !outputs.has(node.input![0]!) ? convWeights(conv, known) : null;
      const [scale, shift, mean, variance] = node.input!.slice(1, 5).map((name) => { const t = known.get(name); return t ? tensorFloats(t) : null; });
      if (!conv || !params || !scale || !shift || !mean || !variance) continue;
      const epsilon = attribute(node, 'epsilon')?.f ?? 1e-5;
      const [outChannels] = params.dims as [number];
      const perOut = params.weights.length / outChannels;
      const weights = Float32Array.from(params.weights);
      const bias = new Float32Array(outChannels);
      for (let o = 0; o < outChannels; o++) {
        const k = scale[o]! / Math.sqrt(variance[o]! + epsilon);
        for (let i = o * perOut; i < (o + 1) * perOut; i++) weights[i] = weights[i]! * k;
        bias[o] = (params.bias[o]! - mean[o]!) * k + shift[o]!;
      }
      const base = node.output![0]!;
      graph.initializer.push(floatTensor(`${base}_bnw`, weights, params.dims), floatTensor(`${base}_bnb`, bias, [outChannels]));
      conv.input = [conv.input![0]!, `${base}_bnw`, `${base}_bnb`];
      conv.output = [base];
      removed.add(node);
    } else if (node.opType === 'HardSigmoid') {
      const conv = producers.get(node.input![0]!);
      const params = conv?.opType === 'Conv' ? convWeights(conv, known) : null;
      if (!params) continue;
      const channels = params.dims[0]!;
      const alpha = attribute(node, 'alpha')?.f ?? 0.2;
      const beta = attribute(node, 'beta')?.f ?? 0.5;
      const gate = node.output![0]!;
      const affine = `${gate}${GATE_SUFFIX}`;
      graph.initializer.push(
        floatTensor(`${affine}_w`, new Float32Array(channels).fill(alpha), [channels, 1, 1, 1]),
        floatTensor(`${affine}_b`, new Float32Array(channels).fill(beta), [channels]),
      );
      added.push({
        opType: 'Conv', name: `${affine}_conv`, input: [node.input![0]!, `${affine}_w`, `${affine}_b`], output: [affine],
        attribute: [{ name: 'group', type: INT, i: channels }, { name: 'kernel_shape', type: INTS, ints: [1, 1] }],
      });
      if (opset >= 11) {
        graph.initializer.push(floatTensor(`${affine}_lo`, new Float32Array([0]), []), floatTensor(`${affine}_hi`, new Float32Array([1]), []));
        added.push({ opType: 'Clip', name: `${affine}_clip`, input: [affine, `${affine}_lo`, `${affine}_hi`], output: [gate] });
      } else {
        added.push({ opType: 'Clip', name: `${affine}_clip`, input: [affine], output: [gate], attribute: [{ name: 'min', type: FLOAT_ATTR, f: 0 }, { name: 'max', type: FLOAT_ATTR, f: 1 }] });
      }
      removed.add(node);
    }
  }
  const kept = [...graph.node.filter((n) => !removed.has(n)), ...added];
  const graphInputs = new Set([...(graph.input ?? []).map((v) => v.name!), ...graph.initializer.map((t) => t.name!)]);
  graph.node = topologicalOrder(kept, graphInputs);
  const read = new Set(graph.node.flatMap((n) => n.input ?? []));
  graph.initializer = graph.initializer.filter((t) => read.has(t.name!) || outputs.has(t.name!));
  graph.node = graph.node.filter((n) => n.opType !== 'Constant' || (n.output ?? []).some((o) => read.has(o) || outputs.has(o)));
  return onnx.ModelProto.encode(model).finish();
}

/** One node to quantize: which of its inputs are activations and which tensor is its output. */
interface QuantizedNode {
  node: NodeProto;
  activationInputs: string[];
  /** The tensor that gets the Q -> DQ: the node's output, or the Clip/Relu right after a conv. */
  output: string;
  /** A Clip or Relu after a conv, folded into the output quantization. */
  activation?: NodeProto;
  /** A Clip's bounds: the output is quantized to exactly them, so uint8 saturation is the clip. */
  fixedRange?: TensorRange;
}

function clipBounds(clip: NodeProto, known: Map<string, TensorProto>): TensorRange | null {
  const bound = (attr: string, input: number): number | null => {
    const a = attribute(clip, attr);
    if (a) return a.f ?? null;
    const t = known.get(clip.input?.[input] ?? '');
    const v = t ? tensorFloats(t) : null;
    return v && v.length === 1 ? v[0]! : null;
  };
  const lo = bound('min', 1);
  const hi = bound('max', 2);
  return lo === null || hi === null || !(hi > lo) ? null : [lo, hi];
}

function planNodes(model: ModelProto, options: QuantizeOptions): { plan: QuantizedNode[]; keptFloat: number } {
  const graph = model.graph!;
  const known = constants(model);
  const consumers = consumersOf(graph.node!);
  const outputs = new Set((graph.output ?? []).map((o) => o.name!));
  // Everything computed from floatFrom stays fp32 (nodes are in topological order).
  const floatTensors = new Set(options.floatFrom ?? []);
  for (const n of graph.node!) if ((n.input ?? []).some((i) => floatTensors.has(i))) for (const o of n.output ?? []) floatTensors.add(o);
  const plan: QuantizedNode[] = [];
  let keptFloat = 0;
  for (const node of graph.node!) {
    const activations = (node.input ?? []).filter((i) => i && !known.has(i));
    let entry: QuantizedNode | null = null;
    if (node.opType === 'Conv' && convWeights(node, known)) {
      const readers = consumers.get(node.output![0]!) ?? [];
      const next = readers.length === 1 && !outputs.has(node.output![0]!) ? readers[0]! : undefined;
      const bounds = next?.opType === 'Clip' ? clipBounds(next, known) : null;
      const activation = next && (next.opType === 'Relu' || bounds) ? next : undefined;
      entry = {
        node, activationInputs: [node.input![0]!], output: activation ? activation.output![0]! : node.output![0]!,
        ...(activation ? { activation } : {}), ...(bounds ? { fixedRange: bounds } : {}),
      };
    } else if ((node.opType === 'Mul' || node.opType === 'Add') && activations.length === 2) {
      entry = { node, activationInputs: activations, output: node.output![0]! };
    } else if (node.opType === 'GlobalAveragePool') {
      entry = { node, activationInputs: activations, output: node.output![0]! };
    }
    if (!entry) continue;
    const floatNode = (node.output ?? []).some((o) => options.floatNodes?.includes(o))
      || (options.onlyNodes !== undefined && !(node.output ?? []).some((o) => options.onlyNodes!.includes(o)));
    if (floatNode || [...(node.input ?? []), ...(entry.activation?.output ?? []), ...(node.output ?? [])].some((i) => floatTensors.has(i))) {
      keptFloat++;
      continue;
    }
    plan.push(entry);
  }
  return { plan, keptFloat };
}

/** The tensors whose ranges quantization needs (of a prepareForQuantization graph). */
export function quantizationPoints(preparedBytes: Uint8Array, options: QuantizeOptions = {}): string[] {
  const { plan } = planNodes(onnx.ModelProto.decode(preparedBytes), options);
  const names = new Set<string>();
  const fixed = new Set(plan.filter((p) => p.fixedRange).map((p) => p.output));
  for (const p of plan) {
    for (const i of p.activationInputs) if (!fixed.has(i)) names.add(i);
    if (!p.fixedRange) names.add(p.output);
  }
  return [...names].sort();
}

/** The same model with the given intermediate tensors added as graph outputs (for calibration). */
export function exposeTensors(modelBytes: Uint8Array, names: readonly string[]): Uint8Array {
  const model = onnx.ModelProto.decode(modelBytes);
  const graph = model.graph!;
  const existing = new Set((graph.output ?? []).map((o) => o.name!));
  for (const name of names) if (!existing.has(name)) graph.output!.push({ name, type: { tensorType: { elemType: FLOAT } } });
  return onnx.ModelProto.encode(model).finish();
}

export interface ActivationQuant {
  scale: number;
  zeroPoint: number;
}

/** uint8 asymmetric parameters covering [min, max] and zero (zero must stay exact: padding). */
export function activationQuant([min, max]: TensorRange): ActivationQuant {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  const scale = hi > lo ? (hi - lo) / 255 : 1;
  const zeroPoint = Math.min(255, Math.max(0, Math.round(-lo / scale)));
  return { scale: Math.fround(scale), zeroPoint };
}

/**
 * The largest weight magnitude: 7 bits, not 8. On x86 CPUs without VNNI, ONNX Runtime's u8 x s8
 * kernels add pairs of products in 16-bit registers (vpmaddubsw), which saturate once
 * 2 x 255 x |w| passes 32767; with |w| <= 63 they cannot (ORT's own quantizer calls this
 * reduce_range). On an AVX2-only EPYC the full 127 range read a rendered line with 4 % CER.
 */
export const WEIGHT_LIMIT = 63;

/** Int8 symmetric per-output-channel weights: values in [-WEIGHT_LIMIT, WEIGHT_LIMIT] and one scale per channel. */
export function quantizeWeights(weights: Float32Array, outChannels: number): { values: Int8Array; scales: Float32Array } {
  const perOut = weights.length / outChannels;
  const values = new Int8Array(weights.length);
  const scales = new Float32Array(outChannels);
  for (let o = 0; o < outChannels; o++) {
    let largest = 0;
    for (let k = o * perOut; k < (o + 1) * perOut; k++) largest = Math.max(largest, Math.abs(weights[k]!));
    const scale = Math.fround(largest > 0 ? largest / WEIGHT_LIMIT : 1);
    scales[o] = scale;
    for (let k = o * perOut; k < (o + 1) * perOut; k++) values[k] = Math.max(-WEIGHT_LIMIT, Math.min(WEIGHT_LIMIT, Math.round(weights[k]! / scale)));
  }
  return { values, scales };
}

/** Rewrites a prepareForQuantization graph (bytes) into QDQ form using the calibrated ranges. */
export function quantizeLcnetGraph(preparedBytes: Uint8Array, ranges: RangeTable, options: QuantizeOptions = {}): { bytes: Uint8Array; report: QuantizeReport } {
  const model = onnx.ModelProto.decode(preparedBytes);
  const graph = model.graph;
  if (!graph?.node) throw new Error('ONNX model has no graph');
  graph.initializer ??= [];
  // A fused graph quantized in part (onlyNodes) skips prepareForQuantization, which raises the opset.
  raiseOpsetTo10(model);
  const known = constants(model);
  const { plan, keptFloat: unplanned } = planNodes(model, options);
  const fixedRanges = new Map(plan.filter((p) => p.fixedRange).map((p) => [p.output, p.fixedRange!]));
  const rangeOf = (name: string): TensorRange | undefined => fixedRanges.get(name) ?? ranges[name];
  let keptFloat = unplanned;
  const added: NodeProto[] = [];
  const initializer = (name: string, dataType: number, dims: number[], values: Float32Array | Int8Array | Uint8Array | Int32Array): string => {
    graph.initializer!.push({ name, dataType, dims, rawData: bytesOf(values) });
    return name;
  };
  const qdqPair = (source: string, target: string, quant: ActivationQuant): void => {
    const scale = initializer(`${target}_qscale`, FLOAT, [], new Float32Array([quant.scale]));
    const zero = initializer(`${target}_qzero`, UINT8, [], new Uint8Array([quant.zeroPoint]));
    added.push({ opType: 'QuantizeLinear', domain: MS_DOMAIN, name: `${target}_q`, input: [source, scale, zero], output: [`${target}_quantized`] });
    added.push({ opType: 'DequantizeLinear', domain: MS_DOMAIN, name: `${target}_dq`, input: [`${target}_quantized`, scale, zero], output: [target] });
  };
  // Tensors available in dequantized form: name -> the DQ output to read and its parameters.
  const dequantized = new Map<string, { name: string; quant: ActivationQuant }>();
  const quantizedInput = (name: string): { name: string; quant: ActivationQuant } => {
    const known = dequantized.get(name);
    if (known) return known;
    const entry = { name: `${name}_dequantized`, quant: activationQuant(rangeOf(name)!) };
    qdqPair(name, entry.name, entry.quant);
    dequantized.set(name, entry);
    return entry;
  };
  // Outputs first: a node's output tensor keeps its name (DQ writes it), so every reader, planned
  // or not, sees the same values; inputs made by planned nodes are then already dequantized.
  const counts: Record<string, number> = {};
  const ready = plan.filter((p) => [...p.activationInputs, p.output].every((name) => rangeOf(name)));
  keptFloat += plan.length - ready.length;
  for (const p of ready) {
    const last = p.activation ?? p.node;
    const quant = activationQuant(rangeOf(p.output)!);
    last.output = [`${p.output}_float`];
    qdqPair(`${p.output}_float`, p.output, quant);
    dequantized.set(p.output, { name: p.output, quant });
  }
  for (const p of ready) {
    const node = p.node;
    const inputs = p.activationInputs.map(quantizedInput);
    if (node.opType === 'Conv') {
      const params = convWeights(node, known)!;
      const output = p.output;
      const [outChannels] = params.dims as [number];
      const { values, scales } = quantizeWeights(params.weights, outChannels);
      const weightQ = initializer(`${output}_wq`, INT8, params.dims, values);
      const weightScale = initializer(`${output}_wscale`, FLOAT, [outChannels], scales);
      const weightZero = initializer(`${output}_wzero`, INT8, [outChannels], new Int8Array(outChannels));
      added.push({ opType: 'DequantizeLinear', domain: MS_DOMAIN, name: `${output}_wdq`, input: [weightQ, weightScale, weightZero], output: [`${output}_w`], attribute: [{ name: 'axis', type: INT, i: 0 }] });
      const biasScales = new Float32Array(outChannels);
      const biasValues = new Int32Array(outChannels);
      for (let o = 0; o < outChannels; o++) {
        biasScales[o] = Math.fround(inputs[0]!.quant.scale * scales[o]!);
        biasValues[o] = Math.round(params.bias[o]! / biasScales[o]!);
      }
      const biasQ = initializer(`${output}_bq`, INT32, [outChannels], biasValues);
      const biasScale = initializer(`${output}_bscale`, FLOAT, [outChannels], biasScales);
      const biasZero = initializer(`${output}_bzero`, INT32, [outChannels], new Int32Array(outChannels));
      added.push({ opType: 'DequantizeLinear', domain: MS_DOMAIN, name: `${output}_bdq`, input: [biasQ, biasScale, biasZero], output: [`${output}_b`], attribute: [{ name: 'axis', type: INT, i: 0 }] });
      node.input = [inputs[0]!.name, `${output}_w`, `${output}_b`];
    } else {
      node.input = node.input!.map((name) => inputs[p.activationInputs.indexOf(name)]?.name ?? name);
    }
    counts[node.opType!] = (counts[node.opType!] ?? 0) + 1;
  }

  const graphInputs = new Set([...(graph.input ?? []).map((v) => v.name!), ...graph.initializer.map((t) => t.name!)]);
  graph.node = topologicalOrder([...graph.node, ...added], graphInputs);
  const read = new Set(graph.node.flatMap((n) => n.input ?? []));
  const outputs = new Set((graph.output ?? []).map((o) => o.name!));
  graph.node = graph.node.filter((n) => n.opType !== 'Constant' || (n.output ?? []).some((o) => read.has(o) || outputs.has(o)));
  graph.initializer = graph.initializer.filter((t) => read.has(t.name!) || outputs.has(t.name!));
  if (!(model.opsetImport ?? []).some((o) => o.domain === MS_DOMAIN)) model.opsetImport = [...(model.opsetImport ?? []), { domain: MS_DOMAIN, version: 1 }];
  return { bytes: onnx.ModelProto.encode(model).finish(), report: { quantized: counts, keptFloat } };
}
