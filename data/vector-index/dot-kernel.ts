// WebAssembly SIMD kernels for the exact scan (exact-scan.ts).
// scoresColumns: the dot products of an int16 query with every row of an int8 matrix, in exact
// integer arithmetic, over the query's nonzero dimensions only. It walks 32 rows at a time; where
// the next 32 rows of a dimension lie is the caller's choice (tileBytes): tiles of 32 rows, or
// (the exact scan's layout) whole columns, each dimension's values for all rows side by side, so
// a code-like query's handful of hashed n-gram dimensions are that many sequential streams
// (1M rows, a 5-dimension query, the box loaded alike: kernel p50 0.9 ms against 26 ms with
// 32-row tiles, whose scattered half cache lines the prefetcher cannot follow). 128-bit lanes (16 rows per load)
// and int8 values (a quarter of float32's bytes) do the rest.
// blockBounds: the score bounds of every row, reduced to a maximum per block (see its body).
//
// The module is assembled here byte by byte (no toolchain at build or run time) and checked by
// WebAssembly.validate when first used. Each function is described above its body.
// The sums are int32: the caller keeps |value| ≤ maxQueryValue(columns) so no sum can overflow.
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
const F32 = 0x7d;
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
const I32_MUL = 0x6c;
const F32_MAX = 0x97;
const f32store = (offset: number) => [0x38, 0x02, ...u32(offset)];
const I32_SHL = 0x74;
const I32_GE_U = 0x4f;
const i32load = (offset: number) => [0x28, 0x02, ...u32(offset)];
const simd = (op: number, ...imm: number[]) => [0xfd, ...u32(op), ...imm];
const v128load = (offset: number) => simd(0x00, 0x04, ...u32(offset)); // align hint 16 bytes
const v128store = (offset: number) => simd(0x0b, 0x04, ...u32(offset));
const V128_ZERO = simd(0x0c, ...new Array<number>(16).fill(0));
const I16X8_SPLAT = simd(0x10);
const I16X8_EXTEND_LOW_I8X16_S = simd(0x87);
const I16X8_EXTEND_HIGH_I8X16_S = simd(0x88);
const I32X4_EXTMUL_LOW_I16X8_S = simd(0xbc);
const I32X4_EXTMUL_HIGH_I16X8_S = simd(0xbd);
const I32X4_ADD = simd(0xae);
const F32X4_SPLAT = simd(0x13);
const f32x4ExtractLane = (lane: number) => simd(0x1f, lane);
const F32X4_ADD = simd(0xe4);
const F32X4_SUB = simd(0xe5);
const F32X4_MUL = simd(0xe6);
const F32X4_MIN = simd(0xe8);
const F32X4_MAX = simd(0xe9);
const F32X4_CONVERT_I32X4_S = simd(0xfa);
/** v128.const of four float32 −∞ (0xff800000 little-endian). */
const F32X4_MINUS_INFINITY = simd(0x0c, ...[0, 0, 0x80, 0xff, 0, 0, 0x80, 0xff, 0, 0, 0x80, 0xff, 0, 0, 0x80, 0xff]);
const BLOCK = [0x02, 0x40];
const IF = [0x04, 0x40];
const ELSE = [0x05];
const LOOP = [0x03, 0x40];
const END = 0x0b;
const br = (depth: number) => [0x0c, ...u32(depth)];
const brIf = (depth: number) => [0x0d, ...u32(depth)];

// scoresColumns(columns, values, count, rows, out, matrix, tileBytes, accumulate), byte offsets
// but count, rows, tileBytes and accumulate (0: write the sums; 1: add them to those in out). Rows go in steps of 32: step t reads, for each dimension used, the 32
// bytes at matrix + t × tileBytes + columns[c] (the 32 rows' values of that dimension, side by
// side). Tiles of 32 rows: tileBytes = dims × 32 and columns[c] = d × 32. Whole columns (the
// exact scan): tileBytes = 32 and columns[c] = d × capacity.
//   columns: int32[count], the byte offset of each dimension to use (see above)
//   values:  int32[count], the int16-range query value of each of those dimensions
//   out[r] = Σ_c values[c] × int8(row r, that dimension), for r < rows rounded up to 32
// Eight int32x4 accumulators (32 rows) stay in locals over a step, so each row's sum is
// written once.
const TILE = 32;
const [COLUMNS, VALUES, COUNT, ROWS, OUT, MATRIX, TILE_BYTES, ACCUMULATE] = [0, 1, 2, 3, 4, 5, 6, 7];

function scoresColumnsBody(): number[] {
  // i32 locals: 8 row, 9 column index, 10 address, 11 out address; v128 locals: 12 query splat,
  // 13-14 the tile's two int8 loads, 15-16 one widened to int16 (lo, hi), 17-24 accumulators.
  const [ROW, COL, ADDR, OUT_ADDR] = [8, 9, 10, 11];
  const [Q, V0, V1, LO, HI] = [12, 13, 14, 15, 16];
  const acc = [17, 18, 19, 20, 21, 22, 23, 24];
  const widenAndAdd = (v: number, accs: number[]) => [
    ...get(v), ...I16X8_EXTEND_LOW_I8X16_S, ...set(LO),
    ...get(v), ...I16X8_EXTEND_HIGH_I8X16_S, ...set(HI),
    ...get(accs[0]!), ...get(LO), ...get(Q), ...I32X4_EXTMUL_LOW_I16X8_S, ...I32X4_ADD, ...set(accs[0]!),
    ...get(accs[1]!), ...get(LO), ...get(Q), ...I32X4_EXTMUL_HIGH_I16X8_S, ...I32X4_ADD, ...set(accs[1]!),
    ...get(accs[2]!), ...get(HI), ...get(Q), ...I32X4_EXTMUL_LOW_I16X8_S, ...I32X4_ADD, ...set(accs[2]!),
    ...get(accs[3]!), ...get(HI), ...get(Q), ...I32X4_EXTMUL_HIGH_I16X8_S, ...I32X4_ADD, ...set(accs[3]!),
  ];
  const code = [
    ...BLOCK,
    ...LOOP,
    ...get(ROW), ...get(ROWS), I32_GE_U, ...brIf(1),
    ...get(OUT), ...get(ROW), ...i32const(2), I32_SHL, I32_ADD, ...set(OUT_ADDR),
    // Start from 0, or (accumulate) from the sums already in out.
    ...get(ACCUMULATE), ...IF,
    ...acc.flatMap((a, i) => [...get(OUT_ADDR), ...v128load(i * 16), ...set(a)]),
    ...ELSE,
    ...acc.flatMap((a) => [...V128_ZERO, ...set(a)]),
    END,
    ...i32const(0), ...set(COL),
    ...BLOCK,
    ...LOOP,
    ...get(COL), ...get(COUNT), I32_GE_U, ...brIf(1),
    // this dimension's 32 values in the tile, and its query value splatted to 8 int16 lanes
    ...get(COLUMNS), ...get(COL), ...i32const(2), I32_SHL, I32_ADD, ...i32load(0), ...get(MATRIX), I32_ADD, ...set(ADDR),
    ...get(VALUES), ...get(COL), ...i32const(2), I32_SHL, I32_ADD, ...i32load(0), ...I16X8_SPLAT, ...set(Q),
    ...get(ADDR), ...v128load(0), ...set(V0),
    ...get(ADDR), ...v128load(16), ...set(V1),
    ...widenAndAdd(V0, acc.slice(0, 4)),
    ...widenAndAdd(V1, acc.slice(4, 8)),
    ...get(COL), ...i32const(1), I32_ADD, ...set(COL),
    ...br(0),
    END,
    END,
    ...acc.flatMap((a, i) => [...get(OUT_ADDR), ...get(a), ...v128store(i * 16)]),
    ...get(ROW), ...i32const(TILE), I32_ADD, ...set(ROW),
    ...get(MATRIX), ...get(TILE_BYTES), I32_ADD, ...set(MATRIX),
    ...br(0),
    END,
    END,
    END,
  ];
  const body = [...vector([[4, I32], [13, V128]]), ...code];
  return [...u32(body.length), ...body];
}

// blockBounds(dots, scale, ratio, blocks, upperOut, lowerOut, qScale, qNorm, halfL1, fixed):
// the score bounds of exact-scan.ts, in float32, reduced to their maximum per block of
// BOUND_BLOCK_ROWS rows. Per row r (dots: int32, scale and ratio = ‖d − d̂‖ / scale: float32,
// three parallel arrays; byte offsets):
//   t = min(ratio[r] × qNorm, halfL1);  a = dots[r] × qScale
//   upper = scale[r] × (a + t) + fixed;  lower = scale[r] × (a − t) − fixed
// upperOut[b] / lowerOut[b] (float32) = the largest upper / lower of block b's rows. The caller
// sees which blocks can hold a top-k row without touching the others' rows at all.
const BOUND_BLOCK = 256;

function blockBoundsBody(): number[] {
  const [DOTS, SCALE, RATIO, BLOCKS, UPPER, LOWER, QSCALE, QNORM, HALF_L1, FIXED] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  // i32 locals: 10 block, 11 byte offset into the three row arrays, 12 the block's end offset;
  // v128 locals: 13-16 the splatted scalars, 17-18 running maxima, 19 a, 20 t, 21 scale.
  const [B, P, END_P] = [10, 11, 12];
  const [QS, QN, HL, FX, ACC_U, ACC_L, A, T, S] = [13, 14, 15, 16, 17, 18, 19, 20, 21];
  const horizontalMax = (v: number) => [
    ...get(v), ...f32x4ExtractLane(0), ...get(v), ...f32x4ExtractLane(1), F32_MAX,
    ...get(v), ...f32x4ExtractLane(2), ...get(v), ...f32x4ExtractLane(3), F32_MAX, F32_MAX,
  ];
  const code = [
    ...get(QSCALE), ...F32X4_SPLAT, ...set(QS),
    ...get(QNORM), ...F32X4_SPLAT, ...set(QN),
    ...get(HALF_L1), ...F32X4_SPLAT, ...set(HL),
    ...get(FIXED), ...F32X4_SPLAT, ...set(FX),
    ...BLOCK,
    ...LOOP,
    ...get(B), ...get(BLOCKS), I32_GE_U, ...brIf(1),
    ...get(P), ...i32const(BOUND_BLOCK * 4), I32_ADD, ...set(END_P),
    ...F32X4_MINUS_INFINITY, ...set(ACC_U),
    ...F32X4_MINUS_INFINITY, ...set(ACC_L),
    ...BLOCK,
    ...LOOP,
    ...get(P), ...get(END_P), I32_GE_U, ...brIf(1),
    ...get(DOTS), ...get(P), I32_ADD, ...v128load(0), ...F32X4_CONVERT_I32X4_S, ...get(QS), ...F32X4_MUL, ...set(A),
    ...get(RATIO), ...get(P), I32_ADD, ...v128load(0), ...get(QN), ...F32X4_MUL, ...get(HL), ...F32X4_MIN, ...set(T),
    ...get(SCALE), ...get(P), I32_ADD, ...v128load(0), ...set(S),
    ...get(ACC_U), ...get(S), ...get(A), ...get(T), ...F32X4_ADD, ...F32X4_MUL, ...get(FX), ...F32X4_ADD, ...F32X4_MAX, ...set(ACC_U),
    ...get(ACC_L), ...get(S), ...get(A), ...get(T), ...F32X4_SUB, ...F32X4_MUL, ...get(FX), ...F32X4_SUB, ...F32X4_MAX, ...set(ACC_L),
    ...get(P), ...i32const(16), I32_ADD, ...set(P),
    ...br(0),
    END,
    END,
    ...get(UPPER), ...get(B), ...i32const(4), I32_MUL, I32_ADD, ...horizontalMax(ACC_U), ...f32store(0),
    ...get(LOWER), ...get(B), ...i32const(4), I32_MUL, I32_ADD, ...horizontalMax(ACC_L), ...f32store(0),
    ...get(B), ...i32const(1), I32_ADD, ...set(B),
    ...br(0),
    END,
    END,
    END,
  ];
  const body = [...vector([[3, I32], [9, V128]]), ...code];
  return [...u32(body.length), ...body];
}

function moduleBytes(): Uint8Array {
  const bytes = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vector([
      [0x60, ...vector([[I32], [I32], [I32], [I32], [I32], [I32], [I32], [I32]]), 0x00],
      [0x60, ...vector([[I32], [I32], [I32], [I32], [I32], [I32], [F32], [F32], [F32], [F32]]), 0x00],
    ])),
    ...section(2, vector([[...name('env'), ...name('memory'), 0x02, 0x00, 0x00]])),
    ...section(3, vector([[0x00], [0x01]])),
    ...section(7, vector([[...name('scoresColumns'), 0x00, 0x00], [...name('blockBounds'), 0x00, 0x01]])),
    ...section(10, vector([scoresColumnsBody(), blockBoundsBody()])),
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

/** The largest int16 query value for which columns × value × 127 stays below 2^31. */
export const maxQueryValue = (columns: number): number => Math.min(32767, Math.floor(2147483647 / (127 * Math.max(1, columns))));

/** Rows per tile of the matrix layout; `out` must be writable up to a multiple of it. */
export const KERNEL_ROWS = TILE;

export type ScoresFn = (columns: number, values: number, count: number, rows: number, out: number, matrix: number, tileBytes: number, accumulate: 0 | 1) => void;

/** Rows per block of blockBounds' maxima. */
export const BOUND_BLOCK_ROWS = BOUND_BLOCK;

export type BlockBoundsFn = (
  dots: number, scale: number, ratio: number, blocks: number, upperOut: number, lowerOut: number,
  qScale: number, qNorm: number, halfL1: number, fixed: number,
) => void;

/** The two kernels bound to `memory`. */
export function int8DotKernel(memory: WasmMemory): { scores: ScoresFn; blockBounds: BlockBoundsFn } {
  const instance = new wasm.Instance(dotKernelModule(), { env: { memory } });
  return { scores: instance.exports.scoresColumns as ScoresFn, blockBounds: instance.exports.blockBounds as BlockBoundsFn };
}
