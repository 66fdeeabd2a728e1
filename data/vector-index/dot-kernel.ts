// A WebAssembly SIMD kernel for the exact scan (exact-scan.ts): the dot products of one int16
// query with every row of a row-major int8 matrix, in exact integer arithmetic. Plain JS runs
// this loop one value at a time; 128-bit lanes (8 products per instruction) and int8 rows (a
// quarter of float32's bytes) make a 100k × 512 scan several times faster than float32 scans
// (hnswlib's brute force, or the same kernel on float32: measured in the issue-5 report).
//
// The module is assembled here byte by byte (no toolchain at build or run time) and checked by
// WebAssembly.validate when first used. Its function (byte offsets and counts as i32):
//   scoresI8(query, matrix, rows, dims, out)   int16 query, int8 rows, int32 out;
//     out[r] = Σ_d query[d] * matrix[r * dims + d]          (dims a multiple of 32)
// The sums are int32: the caller keeps |query| ≤ maxQueryValue(dims) so no sum can overflow.
// The module imports its memory ("env", "memory") so the caller owns and sizes it.

// The WebAssembly API of Node, typed here (the project's TypeScript lib has no DOM types).
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
}
interface WasmModule {
  readonly kind: 'wasm-module';
}
interface WasmApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => WasmMemory;
}
export const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

const I32 = 0x7f;
const V128 = 0x7b;

/** Unsigned LEB128. */
function u32(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
}

/** Signed LEB128 (i32.const). */
function s32(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

const name = (s: string) => [...u32(s.length), ...Buffer.from(s, 'utf8')];
const section = (id: number, body: number[]) => [id, ...u32(body.length), ...body];
const vector = (items: number[][]) => [...u32(items.length), ...items.flat()];

// Opcodes used.
const get = (i: number) => [0x20, ...u32(i)];
const set = (i: number) => [0x21, ...u32(i)];
const i32const = (n: number) => [0x41, ...s32(n)];
const I32_ADD = 0x6a;
const i32store = (offset: number) => [0x36, 0x02, ...u32(offset)];
const v128load8x8s = (offset: number) => [0xfd, ...u32(0x01), 0x00, ...u32(offset)];
const I32X4_DOT_I16X8_S = [0xfd, ...u32(0xba)];
const I32X4_ADD = [0xfd, ...u32(0xae)];
const extractI32 = (lane: number) => [0xfd, ...u32(0x1b), lane];
const I32_GE_U = 0x4f;
const I32_LT_U = 0x49;
const simd = (op: number, ...imm: number[]) => [0xfd, ...u32(op), ...imm];
const v128load = (offset: number) => simd(0x00, 0x02, ...u32(offset)); // align hint 4 bytes
const V128_ZERO = simd(0x0c, ...new Array<number>(16).fill(0));
const BLOCK = [0x02, 0x40];
const LOOP = [0x03, 0x40];
const END = 0x0b;
const br = (depth: number) => [0x0c, ...u32(depth)];
const brIf = (depth: number) => [0x0d, ...u32(depth)];

// Locals: 0 query (int16), 1 matrix (int8), 2 rows, 3 dims, 4 out | 5 row, 6 end of the row,
// 7 q (query cursor), 8 m (row cursor), 9-12 acc0..3 (v128 of int32)
const [QUERY, MATRIX, ROWS, DIMS, OUT, ROW] = [0, 1, 2, 3, 4, 5];

function scoresI8Body(): number[] {
  const [END_OF_ROW, Q, M] = [6, 7, 8];
  const acc = [9, 10, 11, 12];
  // Per step: 32 int8 row values (4 × 8, widened to int16) against 32 int16 query values.
  const accumulate = acc.flatMap((a, lane) => [
    ...get(a),
    ...get(M), ...v128load8x8s(lane * 8),
    ...get(Q), ...v128load(lane * 16),
    ...I32X4_DOT_I16X8_S, ...I32X4_ADD, ...set(a),
  ]);
  const code = [
    ...BLOCK,
    ...LOOP,
    ...get(ROW), ...get(ROWS), I32_GE_U, ...brIf(1),
    ...acc.flatMap((a) => [...V128_ZERO, ...set(a)]),
    ...get(QUERY), ...set(Q),
    ...get(MATRIX), ...set(M),
    ...get(MATRIX), ...get(DIMS), I32_ADD, ...set(END_OF_ROW),
    ...LOOP,
    ...accumulate,
    ...get(M), ...i32const(32), I32_ADD, ...set(M),
    ...get(Q), ...i32const(64), I32_ADD, ...set(Q),
    ...get(M), ...get(END_OF_ROW), I32_LT_U, ...brIf(0),
    END,
    ...get(acc[0]!), ...get(acc[1]!), ...I32X4_ADD, ...get(acc[2]!), ...I32X4_ADD, ...get(acc[3]!), ...I32X4_ADD, ...set(acc[0]!),
    ...get(OUT),
    ...get(acc[0]!), ...extractI32(0), ...get(acc[0]!), ...extractI32(1), I32_ADD,
    ...get(acc[0]!), ...extractI32(2), I32_ADD, ...get(acc[0]!), ...extractI32(3), I32_ADD,
    ...i32store(0),
    ...get(OUT), ...i32const(4), I32_ADD, ...set(OUT),
    ...get(END_OF_ROW), ...set(MATRIX),
    ...get(ROW), ...i32const(1), I32_ADD, ...set(ROW),
    ...br(0),
    END,
    END,
    END,
  ];
  const body = [...vector([[4, I32], [4, V128]]), ...code];
  return [...u32(body.length), ...body];
}

function moduleBytes(): Uint8Array {
  const bytes = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vector([[0x60, ...vector([[I32], [I32], [I32], [I32], [I32]]), 0x00]])),
    ...section(2, vector([[...name('env'), ...name('memory'), 0x02, 0x00, 0x00]])),
    ...section(3, vector([[0x00]])),
    ...section(7, vector([[...name('scoresI8'), 0x00, 0x00]])),
    ...section(10, vector([scoresI8Body()])),
  ];
  return Uint8Array.from(bytes);
}

let compiled: WasmModule | null = null;

/** The compiled kernel module (compiled once per thread); throws if this runtime lacks SIMD. */
function dotKernelModule(): WasmModule {
  if (!compiled) {
    const bytes = moduleBytes();
    if (!wasm.validate(bytes)) throw new Error('the WebAssembly SIMD dot kernel does not validate on this runtime');
    compiled = new wasm.Module(bytes);
  }
  return compiled;
}

/** The largest int16 query value for which dims × value × 127 stays below 2^31. */
export const maxQueryValue = (dims: number): number => Math.min(32767, Math.floor(2147483647 / (127 * dims)));

export type ScoresFn = (query: number, matrix: number, rows: number, dims: number, out: number) => void;

/** The kernel bound to `memory`. */
export function int8DotKernel(memory: WasmMemory): ScoresFn {
  const instance = new wasm.Instance(dotKernelModule(), { env: { memory } });
  return instance.exports.scoresI8 as ScoresFn;
}
