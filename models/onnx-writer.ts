// A small writer for ONNX models: enough to express the graphs our trainers emit (Gather,
// pooling, MatMul, activations, Softmax, ArgMax). It builds the protobuf messages from
// onnx-proto and serialises them with protobufjs; weights travel as raw little-endian bytes.
// Output is deterministic: same calls in the same order give byte-identical files.
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;

/** Opset we target; every op used below exists unchanged in ai.onnx 17 and runs on onnxruntime-node. */
export const OPSET = 17;
const IR_VERSION = 8;

export type ElementType = 'float32' | 'float16' | 'int64' | 'int32' | 'int8';

const ELEMENT_CODES: Record<ElementType, number> = {
  float32: onnx.TensorProto.DataType.FLOAT,
  float16: onnx.TensorProto.DataType.FLOAT16,
  int64: onnx.TensorProto.DataType.INT64,
  int32: onnx.TensorProto.DataType.INT32,
  int8: onnx.TensorProto.DataType.INT8,
};

export type Dim = number | string;

export type AttributeValue = number | string | number[] | { float: number } | { floats: number[] };

export type TensorData = Float32Array | BigInt64Array | Int32Array | Uint16Array | Int8Array;

interface Initializer {
  name: string;
  type: ElementType;
  dims: number[];
  data: TensorData;
}

function attribute(name: string, value: AttributeValue): onnxProto.onnx.IAttributeProto {
  const T = onnx.AttributeProto.AttributeType;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`attribute ${name}: use {float} for non-integers`);
    return { name, type: T.INT, i: value };
  }
  if (typeof value === 'string') return { name, type: T.STRING, s: new TextEncoder().encode(value) };
  if (Array.isArray(value)) return { name, type: T.INTS, ints: value };
  if ('float' in value) return { name, type: T.FLOAT, f: value.float };
  return { name, type: T.FLOATS, floats: value.floats };
}

function valueInfo(name: string, type: ElementType, dims: Dim[]): onnxProto.onnx.IValueInfoProto {
  return {
    name,
    type: {
      tensorType: {
        elemType: ELEMENT_CODES[type],
        shape: { dim: dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
      },
    },
  };
}

function rawBytes(data: TensorData): Uint8Array {
  // Typed arrays on x86/ARM are little-endian, which is what ONNX raw_data requires.
  return new Uint8Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
}

function expectedLength(dims: number[]): number {
  return dims.reduce((a, b) => a * b, 1);
}

export class OnnxGraphBuilder {
  private readonly nodes: onnxProto.onnx.INodeProto[] = [];
  private readonly inputs: onnxProto.onnx.IValueInfoProto[] = [];
  private readonly outputs: onnxProto.onnx.IValueInfoProto[] = [];
  private readonly initializers: Initializer[] = [];
  private readonly names = new Set<string>();
  private counter = 0;

  constructor(private readonly graphName: string) {}

  input(name: string, type: ElementType, dims: Dim[]): string {
    this.claim(name);
    this.inputs.push(valueInfo(name, type, dims));
    return name;
  }

  output(name: string, type: ElementType, dims: Dim[]): void {
    this.outputs.push(valueInfo(name, type, dims));
  }

  /** Adds a constant tensor; float16 data is given as raw half-precision bits (see toFloat16). */
  initializer(name: string, type: ElementType, dims: number[], data: TensorData): string {
    if (data.length !== expectedLength(dims)) {
      throw new Error(`initializer ${name}: ${data.length} values for dims [${dims.join(',')}]`);
    }
    this.claim(name);
    this.initializers.push({ name, type, dims, data });
    return name;
  }

  /** Shorthand for small int64 constants such as axes and shapes. */
  ints(name: string, values: number[]): string {
    return this.initializer(name, 'int64', [values.length], BigInt64Array.from(values.map(BigInt)));
  }

  scalar(name: string, value: number): string {
    return this.initializer(name, 'float32', [], Float32Array.of(value));
  }

  /** Appends a node; returns its first output name (auto-named when not given). */
  node(opType: string, inputs: string[], attrs: Record<string, AttributeValue> = {}, outputs?: string[]): string {
    const outs = outputs ?? [`${opType.toLowerCase()}_${this.counter++}`];
    for (const o of outs) this.claim(o);
    this.nodes.push({
      opType,
      input: inputs,
      output: outs,
      name: `${opType}_${this.nodes.length}`,
      attribute: Object.keys(attrs)
        .sort()
        .map((k) => attribute(k, attrs[k]!)),
    });
    return outs[0]!;
  }

  encode(docString = ''): Uint8Array {
    const model = onnx.ModelProto.create({
      irVersion: IR_VERSION,
      producerName: 'docextract-models',
      producerVersion: '1',
      docString,
      opsetImport: [{ domain: '', version: OPSET }],
      graph: {
        name: this.graphName,
        node: this.nodes,
        input: this.inputs,
        output: this.outputs,
        initializer: this.initializers.map((t) => ({
          name: t.name,
          dims: t.dims,
          dataType: ELEMENT_CODES[t.type],
          rawData: rawBytes(t.data),
        })),
      },
    });
    return onnx.ModelProto.encode(model).finish();
  }

  private claim(name: string): void {
    if (this.names.has(name)) throw new Error(`duplicate tensor name ${name}`);
    this.names.add(name);
  }
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** IEEE-754 half-precision bits, round-to-nearest-even; halves the size of shipped tables. */
export function toFloat16(values: Float32Array): Uint16Array {
  const out = new Uint16Array(values.length);
  for (let i = 0; i < values.length; i++) {
    f32[0] = values[i]!;
    const x = u32[0]!;
    const sign = (x >>> 16) & 0x8000;
    const exp = (x >>> 23) & 0xff;
    let mant = x & 0x7fffff;
    if (exp === 0xff) {
      out[i] = sign | 0x7c00 | (mant ? 0x200 : 0);
      continue;
    }
    let e = exp - 127 + 15;
    if (e >= 0x1f) {
      out[i] = sign | 0x7c00;
      continue;
    }
    if (e <= 0) {
      if (e < -10) {
        out[i] = sign;
        continue;
      }
      mant |= 0x800000;
      const shift = 14 - e;
      let half = mant >>> shift;
      const rem = mant & ((1 << shift) - 1);
      const mid = 1 << (shift - 1);
      if (rem > mid || (rem === mid && (half & 1))) half++;
      out[i] = sign | half;
      continue;
    }
    let half = (e << 10) | (mant >>> 13);
    const rem = mant & 0x1fff;
    if (rem > 0x1000 || (rem === 0x1000 && (half & 1))) half++;
    out[i] = sign | half;
  }
  return out;
}

/** Inverse of toFloat16, so trainers can evaluate with exactly the weights they ship. */
export function fromFloat16(bits: Uint16Array): Float32Array {
  const out = new Float32Array(bits.length);
  for (let i = 0; i < bits.length; i++) {
    const h = bits[i]!;
    const sign = h & 0x8000 ? -1 : 1;
    const exp = (h >>> 10) & 0x1f;
    const mant = h & 0x3ff;
    if (exp === 0) out[i] = sign * mant * 2 ** -24;
    else if (exp === 0x1f) out[i] = mant ? NaN : sign * Infinity;
    else out[i] = sign * (1 + mant / 1024) * 2 ** (exp - 15);
  }
  return out;
}
