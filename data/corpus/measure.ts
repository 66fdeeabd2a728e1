// Prints generation time per variant and kind (wall and CPU milliseconds, median and p90), the
// figures behind the "text PDF well under 100 ms, degraded scan ~300 ms" budget. Usage:
//   node --import tsx data/corpus/measure.ts [casesPerRow=20]

import { generateCase } from './index.js';
import type { Variant } from './index.js';

const perRow = Number(process.argv[2] ?? 20);
if (!Number.isInteger(perRow) || perRow < 2) throw new Error('casesPerRow must be an integer >= 2');
const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const pct = (xs: number[], p: number): number => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

// Warm up: font registration and first parses are one-time costs per process.
for (let s = 0; s < 8; s++) await generateCase(90_000 + s);
const rows: [Variant, 'invoice' | 'receipt'][] = [
  ['text-pdf', 'invoice'], ['text-pdf', 'receipt'], ['scan-image', 'invoice'], ['scan-image', 'receipt'],
  ['scan-pdf', 'invoice'], ['scan-pdf', 'receipt'], ['multi-vendor-pdf', 'invoice'],
];
for (const [variant, kind] of rows) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < perRow; i++) {
    const w0 = performance.now();
    const c0 = cpuMs();
    await generateCase(80_000 + i, { variant, kind });
    wall.push(performance.now() - w0);
    cpu.push(cpuMs() - c0);
  }
  console.log(`${variant.padEnd(17)} ${kind.padEnd(8)} wall median ${pct(wall, 0.5).toFixed(0).padStart(4)} p90 ${pct(wall, 0.9).toFixed(0).padStart(4)} | cpu median ${pct(cpu, 0.5).toFixed(0).padStart(4)} p90 ${pct(cpu, 0.9).toFixed(0).padStart(4)}`);
}
