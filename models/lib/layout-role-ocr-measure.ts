// Measures how the engine's OCR misreads printed text, for the OCR-like noise of
// layout-role-ocr-noise.ts: each truth vendor name and item description (6+ characters) is
// aligned (edit distance) with the closest segment of the real OCR output of the cached
// train-split scans and photos; substitutions, deletions, insertions and lost spaces are counted
// per degradation profile. Reads the cache only; fill it first with bench/extraction/page-cache.ts.
// `node --import tsx models/lib/layout-role-ocr-measure.ts [--dir=/tmp/invoice-engine-page-cache]`
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CACHE_DIR, loadPageCache, type CachedCase } from '../../bench/extraction/page-cache.js';
import { buildRows } from '../../engine/layout/rows.js';

export interface NoiseCounts {
  texts: number;
  chars: number;
  substituted: number;
  deleted: number;
  inserted: number;
  spaces: number;
  spacesLost: number;
  /** "x>y" (∅ for nothing) → how often. */
  pairs: Map<string, number>;
}

/** Edit operations turning `a` into `b`, as [from, to] pairs ('' for nothing). */
export function alignment(a: string, b: string): { distance: number; ops: [string, string][] } {
  const n = a.length;
  const m = b.length;
  const d: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (__, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
  }
  const ops: [string, string][] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)) ops.push([a[--i]!, b[--j]!]);
    else if (i > 0 && d[i]![j] === d[i - 1]![j]! + 1) ops.push([a[--i]!, '']);
    else ops.push(['', b[--j]!]);
  }
  return { distance: d[n]![m]!, ops: ops.reverse() };
}

/** Counts per degradation profile over the cached cases. */
export function measureOcrNoise(cases: readonly CachedCase[]): Map<string, NoiseCounts> {
  const out = new Map<string, NoiseCounts>();
  for (const c of cases) {
    const segments = c.pages.flatMap((p) => buildRows(p).rows.flatMap((r) => r.segments.map((s) => s.text)));
    const truths = c.documents.flatMap((d) => [d.fields.vendorName ?? '', ...d.fields.lineItems.map((l) => l.description)]).filter((t) => t.length >= 6);
    const profile = c.profile ?? 'none';
    const n = out.get(profile) ?? { texts: 0, chars: 0, substituted: 0, deleted: 0, inserted: 0, spaces: 0, spacesLost: 0, pairs: new Map() };
    out.set(profile, n);
    for (const truth of truths) {
      let best: ReturnType<typeof alignment> | null = null;
      for (const s of segments) {
        if (Math.abs(s.length - truth.length) > truth.length * 0.5) continue;
        const a = alignment(truth, s);
        if (!best || a.distance < best.distance) best = a;
      }
      // Farther than half the text is another segment, not a misreading of this one.
      if (!best || best.distance > truth.length * 0.5) continue;
      n.texts += 1;
      n.chars += truth.length;
      for (const [from, to] of best.ops) {
        if (from === ' ') n.spaces += 1;
        if (from === to) continue;
        if (from === ' ' && to === '') n.spacesLost += 1;
        else if (from && to) n.substituted += 1;
        else if (from) n.deleted += 1;
        else n.inserted += 1;
        const key = `${from || '∅'}>${to || '∅'}`;
        n.pairs.set(key, (n.pairs.get(key) ?? 0) + 1);
      }
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv.find((a) => a.startsWith('--dir='))?.slice('--dir='.length) ?? DEFAULT_CACHE_DIR;
  const cases = loadPageCache(dir);
  if (cases.length === 0) throw new Error(`no cached OCR pages in ${dir} (run node --import tsx bench/extraction/page-cache.ts)`);
  const all = new Map<string, number>();
  console.log(`${cases.length} cached files; rates per truth character (spaces lost: per space)`);
  for (const [profile, n] of measureOcrNoise(cases)) {
    const rate = (x: number, of: number) => (x / Math.max(1, of)).toFixed(3);
    console.log(`${profile.padEnd(14)} texts ${n.texts}  substituted ${rate(n.substituted, n.chars)}  deleted ${rate(n.deleted, n.chars)}  inserted ${rate(n.inserted, n.chars)}  spaces lost ${rate(n.spacesLost, n.spaces)}`);
    for (const [k, v] of n.pairs) all.set(k, (all.get(k) ?? 0) + v);
  }
  console.log(`commonest: ${[...all].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k} ${v}`).join(', ')}`);
}
