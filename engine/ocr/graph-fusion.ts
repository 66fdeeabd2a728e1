// Load-time graph surgery for the PP-OCRv4 det and rec models (PP-LCNetV3 backbones). Paddle2ONNX
// spells every activation out as scalar arithmetic: conv -> Mul(a) -> Add(b) (a "learnable affine
// block") -> hardswish as Add(3) -> Clip(0, 6) -> Mul -> Div(6) -> Mul(a) -> Add(b) -> next conv.
// ONNX Runtime fuses none of it, and each of those ops forces its blocked (NCHWc) conv layout back
// to plain NCHW and back again, so the ~200 little ops cost as much CPU as the convolutions
// (profiled: Conv 46 %, Mul/Add/Div/Clip 38 %, layout reorders 7 % of the recogniser's time;
// after the rewrite Conv is 76 % and a rec run costs ~45 % less CPU, a det run ~35 % less).
// The rewrite below is exact arithmetic, only rounding changes:
//   1. conv -> Mul(a) -> Add(b)          => conv with weights a*W and bias a*B + b
//   2. x * clip(x + 3, 0, 6) / 6          => x * HardSigmoid(x; alpha 1/6, beta 1/2), which ONNX
//                                            Runtime then fuses into the conv as its activation
//   3. Mul(a) -> [Add(b)] -> conv         => conv with weights a*W (+ bias b*sum(W) when the conv
//                                            pads nothing; with padding the shift stays, as b/a,
//                                            in a 1x1 depthwise conv)
// Step 3 keeps the shift as a 1x1 depthwise conv rather than a scalar Add because a conv stays in
// ONNX Runtime's blocked layout, where a scalar Add forces a reorder out and back in.
// Nothing is written to disk: the npm package's file is read, rewritten in memory and handed to
// ONNX Runtime as bytes, so models/ does not grow.

import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;
type NodeProto = onnxProto.onnx.INodeProto;
type TensorProto = onnxProto.onnx.ITensorProto;

const FLOAT = onnx.TensorProto.DataType.FLOAT;

export interface FusionReport {
  /** Scalar Mul/Add pairs folded into the conv before them. */
  convAffine: number;
  /** Hardswish chains turned into HardSigmoid + Mul. */
  hardswish: number;
  /** Scalar Mul(/Add) pairs folded into the conv after them. */
  affineConv: number;
}

interface Graph {
  nodes: (NodeProto | null)[];
  producer: Map<string, number>;
  consumers: Map<string, number[]>;
  outputs: Set<string>;
  initializers: Map<string, TensorProto>;
}

/** Graph outputs and initializers: fixed for the whole rewrite. */
interface GraphFrame {
  outputs: Set<string>;
  initializers: Map<string, TensorProto>;
}

/** A float initializer's values, or null when it is not float or holds no data. */
export function tensorFloats(t: TensorProto): Float32Array | null {
  if (t.dataType !== FLOAT) return null;
  if (t.rawData && t.rawData.length > 0) {
    // Copy into a fresh buffer: raw_data is a view into the decoded file (a Node Buffer, whose
    // slice() does not copy) and need not be 4-byte aligned.
    const copy = new Uint8Array(t.rawData.length);
    copy.set(t.rawData);
    return new Float32Array(copy.buffer);
  }
  return t.floatData && t.floatData.length > 0 ? Float32Array.from(t.floatData) : null;
}

function floatTensor(values: Float32Array, dims: readonly number[]): TensorProto {
  return { dataType: FLOAT, dims: [...dims], rawData: new Uint8Array(values.buffer, values.byteOffset, values.byteLength) };
}

function dimsOf(t: TensorProto): number[] {
  return (t.dims ?? []).map((d) => Number(d));
}

function index(nodes: (NodeProto | null)[], { outputs, initializers }: GraphFrame): Graph {
  const producer = new Map<string, number>();
  const consumers = new Map<string, number[]>();
  nodes.forEach((n, i) => {
    if (!n) return;
    for (const o of n.output ?? []) producer.set(o, i);
    for (const input of n.input ?? []) {
      if (!input) continue;
      const list = consumers.get(input) ?? [];
      list.push(i);
      consumers.set(input, list);
    }
  });
  return { nodes, producer, consumers, outputs, initializers };
}

/** The constant tensor a value comes from (a Constant node or an initializer), or null. */
function constantOf(g: Graph, name: string | undefined): { tensor: TensorProto } | null {
  if (!name) return null;
  const i = g.producer.get(name);
  if (i === undefined) {
    const initializer = g.initializers.get(name);
    return initializer ? { tensor: initializer } : null;
  }
  const n = g.nodes[i]!;
  if (n.opType !== 'Constant') return null;
  const value = n.attribute?.find((a) => a.name === 'value')?.t;
  return value ? { tensor: value } : null;
}

function scalarOf(g: Graph, name: string | undefined): number | null {
  const c = constantOf(g, name);
  if (!c) return null;
  const values = tensorFloats(c.tensor);
  return values && values.length === 1 ? values[0]! : null;
}

/** The only node reading `name`, when it is not also a graph output. */
function soleConsumer(g: Graph, name: string): number | null {
  const list = g.consumers.get(name) ?? [];
  return list.length === 1 && !g.outputs.has(name) ? list[0]! : null;
}

/** Mul or Add of `name` with a scalar constant (either operand order): the scalar, else null. */
function scalarOperand(g: Graph, node: NodeProto, op: 'Mul' | 'Add', name: string): number | null {
  if (node.opType !== op || node.input?.length !== 2) return null;
  const other = node.input[0] === name ? node.input[1] : node.input[1] === name ? node.input[0] : undefined;
  return other === undefined ? null : scalarOf(g, other);
}

function attributeInts(node: NodeProto, name: string): number[] | undefined {
  return node.attribute?.find((a) => a.name === name)?.ints?.map((v) => Number(v));
}

let constantCounter = 0;

/** Replaces a conv's weight (and bias) inputs by new Constant nodes holding the given values. */
function setConvParameters(g: Graph, convIndex: number, weights: Float32Array, weightDims: number[], bias: Float32Array): void {
  const conv = g.nodes[convIndex]!;
  const made: NodeProto[] = [];
  const constant = (values: Float32Array, dims: number[]): string => {
    const name = `fused_constant_${constantCounter++}`;
    made.push({ opType: 'Constant', input: [], output: [name], attribute: [{ name: 'value', type: onnx.AttributeProto.AttributeType.TENSOR, t: floatTensor(values, dims) }] });
    return name;
  };
  const inputs = [conv.input![0]!, constant(weights, weightDims), constant(bias, [bias.length])];
  conv.input = inputs;
  // New constants go in front of the conv; the node list is re-sorted at the end anyway.
  g.nodes.splice(convIndex, 0, ...made);
}

interface ConvParameters {
  weights: Float32Array;
  dims: number[];
  bias: Float32Array;
}

function convParameters(g: Graph, conv: NodeProto): ConvParameters | null {
  const w = constantOf(g, conv.input?.[1]);
  if (!w) return null;
  const weights = tensorFloats(w.tensor);
  const dims = dimsOf(w.tensor);
  if (!weights || dims.length !== 4) return null;
  const outChannels = dims[0]!;
  let bias = new Float32Array(outChannels);
  if (conv.input!.length > 2 && conv.input![2]) {
    const b = constantOf(g, conv.input![2]);
    const values = b ? tensorFloats(b.tensor) : null;
    if (!values || values.length !== outChannels) return null;
    bias = Float32Array.from(values);
  }
  return { weights: Float32Array.from(weights), dims, bias };
}

/** Pass 1: conv -> Mul(a) [-> Add(b)] becomes one conv. Returns how many were folded. */
function foldAffineAfterConv(nodes: (NodeProto | null)[], frame: GraphFrame): number {
  let folded = 0;
  let g = index(nodes, frame);
  for (let i = 0; i < nodes.length; i++) {
    const conv = nodes[i];
    if (!conv || conv.opType !== 'Conv') continue;
    const out = conv.output![0]!;
    const mulIndex = soleConsumer(g, out);
    if (mulIndex === null) continue;
    const mul = nodes[mulIndex]!;
    const a = scalarOperand(g, mul, 'Mul', out);
    if (a === null) continue;
    const params = convParameters(g, conv);
    if (!params) continue;
    let b = 0;
    let last = mul;
    const removed = [mulIndex];
    const addIndex = soleConsumer(g, mul.output![0]!);
    if (addIndex !== null) {
      const add = nodes[addIndex]!;
      const value = scalarOperand(g, add, 'Add', mul.output![0]!);
      if (value !== null) {
        b = value;
        last = add;
        removed.push(addIndex);
      }
    }
    for (let k = 0; k < params.weights.length; k++) params.weights[k] = params.weights[k]! * a;
    for (let k = 0; k < params.bias.length; k++) params.bias[k] = params.bias[k]! * a + b;
    conv.output = [last.output![0]!];
    for (const r of removed) nodes[r] = null;
    setConvParameters(g, i, params.weights, params.dims, params.bias);
    g = index(nodes, frame);
    folded++;
  }
  return folded;
}

function clipBounds(g: Graph, clip: NodeProto): [number, number] | null {
  const attrMin = clip.attribute?.find((a) => a.name === 'min');
  const attrMax = clip.attribute?.find((a) => a.name === 'max');
  if (attrMin || attrMax) return [attrMin?.f ?? -Infinity, attrMax?.f ?? Infinity];
  const min = scalarOf(g, clip.input?.[1]);
  const max = scalarOf(g, clip.input?.[2]);
  return min === null || max === null ? null : [min, max];
}

/** Pass 2: x * clip(x + 3, 0, 6) / 6 becomes x * HardSigmoid(x). */
function fuseHardswish(nodes: (NodeProto | null)[], frame: GraphFrame): number {
  let fused = 0;
  const g = index(nodes, frame);
  for (let i = 0; i < nodes.length; i++) {
    const div = nodes[i];
    if (!div || div.opType !== 'Div' || scalarOf(g, div.input?.[1]) !== 6) continue;
    const mulIndex = g.producer.get(div.input![0]!);
    const mul = mulIndex === undefined ? null : nodes[mulIndex];
    if (!mul || mul.opType !== 'Mul' || soleConsumer(g, mul.output![0]!) !== i) continue;
    const clipSide = mul.input!.findIndex((name) => nodes[g.producer.get(name!) ?? -1]?.opType === 'Clip');
    if (clipSide < 0) continue;
    const x = mul.input![1 - clipSide]!;
    const clipIndex = g.producer.get(mul.input![clipSide]!)!;
    const clip = nodes[clipIndex]!;
    const bounds = clipBounds(g, clip);
    if (!bounds || bounds[0] !== 0 || bounds[1] !== 6 || soleConsumer(g, clip.output![0]!) !== mulIndex) continue;
    const addIndex = g.producer.get(clip.input![0]!);
    const add = addIndex === undefined ? null : nodes[addIndex];
    if (!add || scalarOperand(g, add, 'Add', x) !== 3 || soleConsumer(g, add.output![0]!) !== clipIndex) continue;
    const gate = `${div.output![0]!}_hardsigmoid`;
    nodes[addIndex!] = null;
    nodes[clipIndex] = {
      opType: 'HardSigmoid',
      input: [x],
      output: [gate],
      attribute: [
        { name: 'alpha', type: onnx.AttributeProto.AttributeType.FLOAT, f: 1 / 6 },
        { name: 'beta', type: onnx.AttributeProto.AttributeType.FLOAT, f: 0.5 },
      ],
    };
    nodes[mulIndex!] = null;
    nodes[i] = { opType: 'Mul', input: [x, gate], output: [div.output![0]!] };
    fused++;
  }
  return fused;
}

/**
 * Pass 3: Mul(a) [-> Add(b)] -> conv becomes one conv. When the conv pads, folding b into its
 * bias would be wrong along the border (the zero padding must not see the shift), so the shift
 * stays, as b/a, but as a 1x1 depthwise conv with that bias: a scalar Add would take the tensor
 * out of ONNX Runtime's blocked conv layout and back (two extra passes), a conv stays in it.
 */
function foldAffineBeforeConv(nodes: (NodeProto | null)[], frame: GraphFrame): number {
  let folded = 0;
  let g = index(nodes, frame);
  for (let i = 0; i < nodes.length; i++) {
    const mul = nodes[i];
    if (!mul || mul.opType !== 'Mul' || mul.input?.length !== 2) continue;
    const side = scalarOf(g, mul.input[0]!) !== null ? 0 : scalarOf(g, mul.input[1]!) !== null ? 1 : -1;
    if (side < 0) continue;
    const a = scalarOf(g, mul.input[side]!)!;
    const x = mul.input[1 - side]!;
    if (a === 0 || !Number.isFinite(a)) continue;
    const next = soleConsumer(g, mul.output![0]!);
    if (next === null) continue;
    let add: NodeProto | null = null;
    let addIndex = -1;
    let b = 0;
    let convIndex = next;
    const value = scalarOperand(g, nodes[next]!, 'Add', mul.output![0]!);
    if (value !== null) {
      add = nodes[next]!;
      addIndex = next;
      b = value;
      const afterAdd = soleConsumer(g, add.output![0]!);
      if (afterAdd === null) continue;
      convIndex = afterAdd;
    }
    const conv = nodes[convIndex]!;
    const feeding = add ? add.output![0]! : mul.output![0]!;
    if (conv.opType !== 'Conv' || conv.input![0] !== feeding) continue;
    const params = convParameters(g, conv);
    if (!params) continue;
    const pads = attributeInts(conv, 'pads') ?? [0, 0, 0, 0];
    const autoPad = conv.attribute?.find((at) => at.name === 'auto_pad')?.s;
    const autoPadMode = autoPad && autoPad.length > 0 ? new TextDecoder().decode(autoPad) : 'NOTSET';
    const padded = (pads.some((p) => p !== 0) || (autoPadMode !== 'NOTSET' && autoPadMode !== 'VALID'));
    const [outChannels] = params.dims as [number];
    const perOut = params.weights.length / outChannels;
    if (b !== 0 && !padded) {
      // conv(a*x + b) = conv_{aW}(x) + b * sum(W[o]) for every output channel o (no padding).
      for (let o = 0; o < outChannels; o++) {
        let sum = 0;
        for (let k = o * perOut; k < (o + 1) * perOut; k++) sum += params.weights[k]!;
        params.bias[o] = params.bias[o]! + b * sum;
      }
    }
    for (let k = 0; k < params.weights.length; k++) params.weights[k] = params.weights[k]! * a;
    nodes[i] = null;
    if (add && (b === 0 || !padded)) {
      nodes[addIndex] = null;
      conv.input = [x, ...conv.input!.slice(1)];
    } else if (add) {
      // a*x + b = a*(x + b/a): keep the shift before the conv, scale folded into its weights.
      const group = conv.attribute?.find((at) => at.name === 'group')?.i;
      const channels = params.dims[1]! * Number(group ?? 1);
      const shiftName = `fused_shift_${constantCounter++}`;
      const shifted = add.output![0]!;
      nodes.splice(addIndex, 1, {
        opType: 'Conv',
        input: [x, `${shiftName}_w`, `${shiftName}_b`],
        output: [shifted],
        attribute: [
          { name: 'group', type: onnx.AttributeProto.AttributeType.INT, i: channels },
          { name: 'kernel_shape', type: onnx.AttributeProto.AttributeType.INTS, ints: [1, 1] },
        ],
      });
      nodes.splice(addIndex, 0,
        { opType: 'Constant', input: [], output: [`${shiftName}_w`], attribute: [{ name: 'value', type: onnx.AttributeProto.AttributeType.TENSOR, t: floatTensor(new Float32Array(channels).fill(1), [channels, 1, 1, 1]) }] },
        { opType: 'Constant', input: [], output: [`${shiftName}_b`], attribute: [{ name: 'value', type: onnx.AttributeProto.AttributeType.TENSOR, t: floatTensor(new Float32Array(channels).fill(b / a), [channels]) }] },
      );
    } else {
      conv.input = [x, ...conv.input!.slice(1)];
    }
    setConvParameters(index(nodes, frame), nodes.indexOf(conv), params.weights, params.dims, params.bias);
    g = index(nodes, frame);
    folded++;
  }
  return folded;
}

/** Orders nodes so each comes after the producers of its inputs (ONNX requires topological order). */
export function topologicalOrder(nodes: NodeProto[], graphInputs: Set<string>): NodeProto[] {
  const produced = new Set<string>(graphInputs);
  const done = new Array<boolean>(nodes.length).fill(false);
  const ordered: NodeProto[] = [];
  let progress = true;
  while (ordered.length < nodes.length && progress) {
    progress = false;
    nodes.forEach((n, i) => {
      if (done[i] || !(n.input ?? []).every((name) => !name || produced.has(name))) return;
      done[i] = true;
      ordered.push(n);
      for (const o of n.output ?? []) produced.add(o);
      progress = true;
    });
  }
  if (ordered.length < nodes.length) throw new Error('graph fusion left a node whose inputs are never produced');
  return ordered;
}

/**
 * The model with the rewritten node list (null = removed): Constant nodes and initializers that
 * nothing reads any more (weights replaced by a rewrite) dropped, nodes in topological order.
 */
function encodeRewritten(model: onnxProto.onnx.ModelProto, nodes: readonly (NodeProto | null)[], outputs: ReadonlySet<string>): Uint8Array {
  const graph = model.graph!;
  const kept = nodes.filter((n): n is NodeProto => n !== null);
  const initializers = new Set((graph.initializer ?? []).map((t) => t.name!));
  const graphInputs = new Set([...(graph.input ?? []).map((v) => v.name!), ...initializers]);
  const read = new Set(kept.flatMap((n) => n.input ?? []));
  const live = kept.filter((n) => n.opType !== 'Constant' || (n.output ?? []).some((o) => read.has(o) || outputs.has(o)));
  graph.node = topologicalOrder(live, graphInputs);
  const stillRead = new Set(live.flatMap((n) => n.input ?? []));
  graph.initializer = (graph.initializer ?? []).filter((t) => stillRead.has(t.name!) || outputs.has(t.name!));
  return onnx.ModelProto.encode(model).finish();
}

/** Rewrites a PP-OCR ONNX model (bytes) as described above; returns the new bytes and counts. */
export function fuseLcnetGraph(modelBytes: Uint8Array): { bytes: Uint8Array; report: FusionReport } {
  constantCounter = 0;
  const model = onnx.ModelProto.decode(modelBytes);
  const graph = model.graph;
  if (!graph?.node) throw new Error('ONNX model has no graph');
  const outputs = new Set((graph.output ?? []).map((o) => o.name!));
  const frame: GraphFrame = { outputs, initializers: new Map((graph.initializer ?? []).map((t) => [t.name!, t])) };
  const nodes: (NodeProto | null)[] = [...graph.node];
  const convAffine = foldAffineAfterConv(nodes, frame);
  const hardswish = fuseHardswish(nodes, frame);
  const affineConv = foldAffineBeforeConv(nodes, frame);
  return { bytes: encodeRewritten(model, nodes, outputs), report: { convAffine, hardswish, affineConv } };
}

export interface HeadReport {
  /** DB heads whose two stride-2 transposed convolutions became 1x1 convs and one DepthToSpace. */
  upsamplingHeads: number;
  /** Residual SE gates x + x * g turned into x * (g + 1). */
  residualGates: number;
}

interface TransposedConv2x2 {
  /** Weights [in, out, 2, 2] (ONNX ConvTranspose layout). */
  weights: Float32Array;
  inChannels: number;
  outChannels: number;
}

/** A ConvTranspose with a constant 2x2 kernel, stride 2, no padding, groups or dilation, no bias input. */
function transposedConv2x2(g: Graph, node: NodeProto): TransposedConv2x2 | null {
  if (node.opType !== 'ConvTranspose' || (node.input?.length ?? 0) !== 2) return null;
  for (const a of node.attribute ?? []) {
    const ints = a.ints?.map((v) => Number(v)) ?? [];
    if (a.name === 'kernel_shape' || a.name === 'strides') {
      if (ints.length !== 2 || ints[0] !== 2 || ints[1] !== 2) return null;
    } else if (a.name === 'pads' || a.name === 'output_padding') {
      if (ints.some((v) => v !== 0)) return null;
    } else if (a.name === 'dilations') {
      if (ints.some((v) => v !== 1)) return null;
    } else if (a.name === 'group') {
      if (Number(a.i ?? 1) !== 1) return null;
    } else if (a.name === 'auto_pad') {
      const mode = a.s && a.s.length > 0 ? new TextDecoder().decode(a.s) : 'NOTSET';
      if (mode !== 'NOTSET' && mode !== 'VALID') return null;
    } else {
      return null; // output_shape or anything else this rewrite does not model
    }
  }
  const w = constantOf(g, node.input![1]);
  const weights = w ? tensorFloats(w.tensor) : null;
  const dims = w ? dimsOf(w.tensor) : [];
  if (!weights || dims.length !== 4 || dims[2] !== 2 || dims[3] !== 2) return null;
  return { weights, inChannels: dims[0]!, outChannels: dims[1]! };
}

/** An Add of `name` and a constant per-channel bias ([C], [1,C,1,1] or a scalar): the bias, else null. */
function channelBias(g: Graph, node: NodeProto, name: string, channels: number): Float32Array | null {
  if (node.opType !== 'Add' || node.input?.length !== 2) return null;
  const other = node.input[0] === name ? node.input[1] : node.input[1] === name ? node.input[0] : undefined;
  const c = constantOf(g, other);
  const values = c ? tensorFloats(c.tensor) : null;
  if (!c || !values) return null;
  const dims = dimsOf(c.tensor);
  if (values.length === 1) return new Float32Array(channels).fill(values[0]!);
  const perChannel = dims.length === 1 ? dims[0] === channels : dims.length === 4 && dims[0] === 1 && dims[1] === channels && dims[2] === 1 && dims[3] === 1;
  return perChannel && values.length === channels ? Float32Array.from(values) : null;
}

/** Inference-mode BatchNormalization as y = scale * x + shift per channel, or null. */
function batchNormAffine(g: Graph, node: NodeProto, channels: number): { scale: Float32Array; shift: Float32Array } | null {
  if (node.opType !== 'BatchNormalization' || (node.input?.length ?? 0) !== 5 || (node.output?.length ?? 0) !== 1) return null;
  const [gamma, beta, mean, variance] = node.input!.slice(1).map((n) => {
    const c = constantOf(g, n);
    const v = c ? tensorFloats(c.tensor) : null;
    return v && v.length === channels ? v : null;
  });
  if (!gamma || !beta || !mean || !variance) return null;
  const epsilon = node.attribute?.find((a) => a.name === 'epsilon')?.f ?? 1e-5;
  const scale = new Float32Array(channels);
  const shift = new Float32Array(channels);
  for (let c = 0; c < channels; c++) {
    scale[c] = gamma[c]! / Math.sqrt(variance[c]! + epsilon);
    shift[c] = beta[c]! - mean[c]! * scale[c]!;
  }
  return { scale, shift };
}

/**
 * Pass 4 (detector): the DB head's upsampling,
 *   ConvTranspose(2x2, stride 2) -> [Add bias] -> [BatchNorm] -> Relu -> ConvTranspose(2x2, stride 2) -> [Add bias],
 * becomes 1x1 Conv (+bias, BN folded) -> Relu -> 1x1 Conv (+bias) -> DepthToSpace(4).
 * A stride-2 2x2 transposed conv has no overlapping taps: each input pixel alone makes its 2x2
 * output block, one linear map per sub-position. So the whole chain is a per-pixel function of
 * the quarter-resolution input with 16 outputs per pixel (one per pixel of its 4x4 block), which
 * two 1x1 convs compute at quarter resolution (the first gives the 4 sub-positions x C channels,
 * the second, block-diagonal, each sub-position's own 2x2 outputs) and DepthToSpace lays out.
 * ONNX Runtime runs ConvTranspose far slower than Conv and fuses neither its bias, the BatchNorm
 * nor the Relu (ORT profile at 896x1280, bench/ocr/op-profile.ts: the chain took ~41 ms of a
 * ~440 ms det run; bench/ocr/rewrites.ts: a det run ~7 % less CPU). Exact up to float rounding
 * (sums in another order; largest probability difference 1.2e-7).
 */
function fuseUpsamplingHeads(nodes: (NodeProto | null)[], frame: GraphFrame): number {
  let fused = 0;
  let g = index(nodes, frame);
  for (let i = 0; i < nodes.length; i++) {
    const first = nodes[i];
    if (!first) continue;
    const ct1 = transposedConv2x2(g, first);
    if (!ct1) continue;
    const c1 = ct1.outChannels;
    const removed = [i];
    let cursor = first.output![0]!;
    const next = (): NodeProto | null => {
      const k = soleConsumer(g, cursor);
      return k === null ? null : nodes[k]!;
    };
    /** Takes `n` into the chain: it is removed, and its output is where the chain now stands. */
    const consume = (n: NodeProto): void => {
      removed.push(g.producer.get(n.output![0]!)!);
      cursor = n.output![0]!;
    };
    // Optional bias Add and BatchNorm after the first transposed conv, then the Relu.
    const scale1 = new Float32Array(c1).fill(1);
    const bias1 = new Float32Array(c1);
    let node = next();
    const b1 = node ? channelBias(g, node, cursor, c1) : null;
    if (node && b1) {
      bias1.set(b1);
      consume(node);
      node = next();
    }
    const bn = node ? batchNormAffine(g, node, c1) : null;
    if (node && bn) {
      for (let c = 0; c < c1; c++) {
        scale1[c] = bn.scale[c]!;
        bias1[c] = bn.scale[c]! * bias1[c]! + bn.shift[c]!;
      }
      consume(node);
      node = next();
    }
    if (!node || node.opType !== 'Relu' || node.input?.[0] !== cursor) continue;
    consume(node);
    node = next();
    const ct2 = node ? transposedConv2x2(g, node) : null;
    if (!node || !ct2 || ct2.inChannels !== c1 || node.input![0] !== cursor) continue;
    const c2 = ct2.outChannels;
    consume(node);
    const bias2 = new Float32Array(c2);
    const after = next();
    const b2 = after ? channelBias(g, after, cursor, c2) : null;
    if (after && b2) {
      bias2.set(b2);
      consume(after);
    }
    const cin = ct1.inChannels;
    // First 1x1 conv: output channel s*c1 + o is sub-position s = 2*dy1 + dx1, channel o.
    const wA = new Float32Array(4 * c1 * cin);
    const bA = new Float32Array(4 * c1);
    for (let s = 0; s < 4; s++) {
      for (let o = 0; o < c1; o++) {
        for (let c = 0; c < cin; c++) wA[(s * c1 + o) * cin + c] = scale1[o]! * ct1.weights[(c * c1 + o) * 4 + s]!;
        bA[s * c1 + o] = bias1[o]!;
      }
    }
    // Second 1x1 conv: output channel ((2*dy1 + dy2) * 4 + 2*dx1 + dx2) * c2 + k, the order
    // DepthToSpace (DCR, block 4) reads the 4x4 block in; it sees only its sub-position's c1 channels.
    const wB = new Float32Array(16 * c2 * 4 * c1);
    const bB = new Float32Array(16 * c2);
    for (let dy1 = 0; dy1 < 2; dy1++) {
      for (let dx1 = 0; dx1 < 2; dx1++) {
        const s = dy1 * 2 + dx1;
        for (let dy2 = 0; dy2 < 2; dy2++) {
          for (let dx2 = 0; dx2 < 2; dx2++) {
            const block = (2 * dy1 + dy2) * 4 + 2 * dx1 + dx2;
            for (let k = 0; k < c2; k++) {
              const out = block * c2 + k;
              bB[out] = bias2[k]!;
              for (let c = 0; c < c1; c++) wB[out * 4 * c1 + s * c1 + c] = ct2.weights[(c * c2 + k) * 4 + dy2 * 2 + dx2]!;
            }
          }
        }
      }
    }
    const name = `fused_head_${constantCounter++}`;
    const tensorConstant = (output: string, values: Float32Array, dims: number[]): NodeProto => ({
      opType: 'Constant', input: [], output: [output], attribute: [{ name: 'value', type: onnx.AttributeProto.AttributeType.TENSOR, t: floatTensor(values, dims) }],
    });
    const ints = (n: string, v: number[]) => ({ name: n, type: onnx.AttributeProto.AttributeType.INTS, ints: v });
    const made: NodeProto[] = [
      tensorConstant(`${name}_wa`, wA, [4 * c1, cin, 1, 1]),
      tensorConstant(`${name}_ba`, bA, [4 * c1]),
      { opType: 'Conv', input: [first.input![0]!, `${name}_wa`, `${name}_ba`], output: [`${name}_a`], attribute: [ints('kernel_shape', [1, 1])] },
      { opType: 'Relu', input: [`${name}_a`], output: [`${name}_r`] },
      tensorConstant(`${name}_wb`, wB, [16 * c2, 4 * c1, 1, 1]),
      tensorConstant(`${name}_bb`, bB, [16 * c2]),
      { opType: 'Conv', input: [`${name}_r`, `${name}_wb`, `${name}_bb`], output: [`${name}_b`], attribute: [ints('kernel_shape', [1, 1])] },
      {
        opType: 'DepthToSpace', input: [`${name}_b`], output: [cursor],
        attribute: [{ name: 'blocksize', type: onnx.AttributeProto.AttributeType.INT, i: 4 }, { name: 'mode', type: onnx.AttributeProto.AttributeType.STRING, s: new TextEncoder().encode('DCR') }],
      },
    ];
    for (const r of removed) nodes[r] = null;
    nodes.splice(i, 1, ...made);
    g = index(nodes, frame);
    fused++;
  }
  return fused;
}

/**
 * Pass 5 (detector neck): the RSE-FPN's residual squeeze-and-excitation, x + x * g with g a
 * per-channel gate (HardSigmoid of the SE convs, [N, C, 1, 1]), becomes x * (g + 1): the +1 is
 * added to the C gate values instead of to every pixel of x, which saves a full pass over a
 * feature map (8 of them, up to 96 channels at quarter resolution). Small: bench/ocr/rewrites.ts
 * puts it at 0-2 % of a det run. Exact up to float rounding.
 */
function fuseResidualGates(nodes: (NodeProto | null)[], frame: GraphFrame): number {
  let fused = 0;
  const g = index(nodes, frame);
  const made: NodeProto[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const add = nodes[i];
    if (!add || add.opType !== 'Add' || add.input?.length !== 2) continue;
    for (let side = 0; side < 2; side++) {
      const x = add.input[side]!;
      const mulIndex = g.producer.get(add.input[1 - side]!);
      const mul = mulIndex === undefined ? null : nodes[mulIndex];
      if (!mul || mul.opType !== 'Mul' || mul.input?.length !== 2 || soleConsumer(g, mul.output![0]!) !== i) continue;
      const gateSide = mul.input[0] === x ? 1 : mul.input[1] === x ? 0 : -1;
      if (gateSide < 0) continue;
      const gate = mul.input[gateSide]!;
      const gateProducer = nodes[g.producer.get(gate) ?? -1];
      if (!gateProducer || (gateProducer.opType !== 'HardSigmoid' && gateProducer.opType !== 'Sigmoid')) continue;
      const name = `fused_gate_${constantCounter++}`;
      made.push(
        { opType: 'Constant', input: [], output: [`${name}_one`], attribute: [{ name: 'value', type: onnx.AttributeProto.AttributeType.TENSOR, t: floatTensor(new Float32Array([1]), []) }] },
        { opType: 'Add', input: [gate, `${name}_one`], output: [`${name}_plus_one`] },
      );
      nodes[mulIndex!] = null;
      nodes[i] = { opType: 'Mul', input: [x, `${name}_plus_one`], output: [add.output![0]!] };
      fused++;
      break;
    }
  }
  nodes.push(...made);
  return fused;
}

/**
 * The detector rewrites (fuseUpsamplingHeads, fuseResidualGates) on a model's bytes; models
 * without those patterns (rec, cls) come back as they were. Kept apart from fuseLcnetGraph
 * because the int8 graphs and their calibration table (models/ocr/build-calibration.ts) name
 * the tensors these rewrites replace.
 */
export function fuseDetectorHead(modelBytes: Uint8Array, passes: { heads?: boolean; gates?: boolean } = {}): { bytes: Uint8Array; report: HeadReport } {
  const model = onnx.ModelProto.decode(modelBytes);
  const graph = model.graph;
  if (!graph?.node) throw new Error('ONNX model has no graph');
  const opset = Number(model.opsetImport?.find((o) => !o.domain || o.domain === 'ai.onnx')?.version ?? 0);
  // DepthToSpace's mode attribute (DCR, also the older default) needs opset 11.
  if (opset < 11) return { bytes: modelBytes, report: { upsamplingHeads: 0, residualGates: 0 } };
  const outputs = new Set((graph.output ?? []).map((o) => o.name!));
  const frame: GraphFrame = { outputs, initializers: new Map((graph.initializer ?? []).map((t) => [t.name!, t])) };
  const nodes: (NodeProto | null)[] = [...graph.node];
  const upsamplingHeads = passes.heads === false ? 0 : fuseUpsamplingHeads(nodes, frame);
  const residualGates = passes.gates === false ? 0 : fuseResidualGates(nodes, frame);
  if (upsamplingHeads === 0 && residualGates === 0) return { bytes: modelBytes, report: { upsamplingHeads, residualGates } };
  return { bytes: encodeRewritten(model, nodes, outputs), report: { upsamplingHeads, residualGates } };
}
