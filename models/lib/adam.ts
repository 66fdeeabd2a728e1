// Adam (Kingma & Ba) for our small TypeScript trainers: one step over p[from, to) that also clears
// the gradient it used.
const BETA1 = 0.9;
const BETA2 = 0.999;
const EPS = 1e-8;

export interface AdamState {
  m: Float32Array;
  v: Float32Array;
}

export function adam(n: number): AdamState {
  return { m: new Float32Array(n), v: new Float32Array(n) };
}

export function adamStep(p: Float32Array, g: Float32Array, s: AdamState, lr: number, t: number, from = 0, to = p.length): void {
  const c1 = 1 - BETA1 ** t;
  const c2 = 1 - BETA2 ** t;
  for (let i = from; i < to; i++) {
    const gi = g[i]!;
    const m = (s.m[i] = BETA1 * s.m[i]! + (1 - BETA1) * gi);
    const v = (s.v[i] = BETA2 * s.v[i]! + (1 - BETA2) * gi * gi);
    p[i]! -= (lr * (m / c1)) / (Math.sqrt(v / c2) + EPS);
    g[i] = 0;
  }
}
