// The layout-role network: features [N, F] → ReLU hidden layer → softmax over LAYOUT_ROLES.
// Trained here in plain TypeScript (Adam, class-balanced cross-entropy, fixed seed, so the same
// examples give the same weights) and written as one ONNX graph with our own writer.
import { SeededRandom } from '../../data/labels/random.js';
import { OnnxGraphBuilder } from '../onnx-writer.js';
import { adam, adamStep } from './adam.js';
import { classWeights } from './class-weights.js';

export interface RoleExample {
  features: Float32Array;
  label: number;
}

export interface MlpConfig {
  hidden: number;
  epochs: number;
  batchSize: number;
  learningRate: number;
  weightDecay: number;
  /** Class weights are (inverse frequency)^power: "other" is most segments, roles are few. */
  classWeightPower: number;
  seed: number;
}

export interface TrainedMlp {
  inputs: number;
  classes: number;
  hidden: number;
  w1: Float32Array; // [inputs, hidden]
  b1: Float32Array;
  w2: Float32Array; // [hidden, classes]
  b2: Float32Array;
}

/** Probabilities for one feature vector (plain TypeScript; the ONNX graph computes the same). */
export function predictMlp(model: TrainedMlp, x: Float32Array, hiddenOut?: Float32Array): Float32Array {
  const { inputs, hidden: H, classes: C } = model;
  const h = hiddenOut ?? new Float32Array(H);
  for (let j = 0; j < H; j++) h[j] = model.b1[j]!;
  for (let i = 0; i < inputs; i++) {
    const xi = x[i]!;
    if (xi === 0) continue;
    const row = i * H;
    for (let j = 0; j < H; j++) h[j]! += xi * model.w1[row + j]!;
  }
  for (let j = 0; j < H; j++) if (h[j]! < 0) h[j] = 0;
  const out = new Float32Array(C);
  let max = -Infinity;
  for (let c = 0; c < C; c++) {
    let z = model.b2[c]!;
    for (let j = 0; j < H; j++) z += h[j]! * model.w2[j * C + c]!;
    out[c] = z;
    if (z > max) max = z;
  }
  let sum = 0;
  for (let c = 0; c < C; c++) {
    out[c] = Math.exp(out[c]! - max);
    sum += out[c]!;
  }
  for (let c = 0; c < C; c++) out[c]! /= sum;
  return out;
}

export function trainMlp(examples: readonly RoleExample[], classes: number, config: MlpConfig, log: (line: string) => void = () => {}): TrainedMlp {
  if (examples.length === 0) throw new RangeError('no training examples');
  const inputs = examples[0]!.features.length;
  const H = config.hidden;
  const C = classes;
  const rng = new SeededRandom(config.seed);
  const model: TrainedMlp = {
    inputs,
    classes: C,
    hidden: H,
    w1: new Float32Array(inputs * H).map(() => rng.gaussian() * Math.sqrt(2 / inputs)),
    b1: new Float32Array(H),
    w2: new Float32Array(H * C).map(() => rng.gaussian() * Math.sqrt(1 / H)),
    b2: new Float32Array(C),
  };
  const classWeight = classWeights(examples.map((e) => e.label), C, config.classWeightPower);
  const g = { w1: new Float32Array(inputs * H), b1: new Float32Array(H), w2: new Float32Array(H * C), b2: new Float32Array(C) };
  const opt = { w1: adam(inputs * H), b1: adam(H), w2: adam(H * C), b2: adam(C) };
  const h = new Float32Array(H);
  const dh = new Float32Array(H);
  const order = examples.map((_, i) => i);
  const totalSteps = config.epochs * Math.ceil(examples.length / config.batchSize);
  let step = 0;
  for (let epoch = 0; epoch < config.epochs; epoch++) {
    rng.shuffle(order);
    let loss = 0;
    for (let start = 0; start < order.length; start += config.batchSize) {
      const batch = order.slice(start, start + config.batchSize);
      for (const index of batch) {
        const ex = examples[index]!;
        const p = predictMlp(model, ex.features, h);
        const weight = classWeight[ex.label]! / batch.length;
        loss -= Math.log(Math.max(p[ex.label]!, 1e-12)) * classWeight[ex.label]!;
        for (let j = 0; j < H; j++) {
          let acc = 0;
          const hj = h[j]!;
          for (let c = 0; c < C; c++) {
            const dz = (p[c]! - (c === ex.label ? 1 : 0)) * weight;
            if (hj !== 0) g.w2[j * C + c]! += hj * dz;
            acc += model.w2[j * C + c]! * dz;
          }
          dh[j] = hj > 0 ? acc : 0;
        }
        for (let c = 0; c < C; c++) g.b2[c]! += (p[c]! - (c === ex.label ? 1 : 0)) * weight;
        const x = ex.features;
        for (let i = 0; i < inputs; i++) {
          const xi = x[i]!;
          if (xi === 0) continue;
          const row = i * H;
          for (let j = 0; j < H; j++) g.w1[row + j]! += xi * dh[j]!;
        }
        for (let j = 0; j < H; j++) g.b1[j]! += dh[j]!;
      }
      step++;
      const lr = config.learningRate * (1 - (0.9 * step) / totalSteps);
      if (config.weightDecay > 0) {
        const keep = 1 - lr * config.weightDecay;
        for (let i = 0; i < model.w1.length; i++) model.w1[i]! *= keep;
        for (let i = 0; i < model.w2.length; i++) model.w2[i]! *= keep;
      }
      adamStep(model.w1, g.w1, opt.w1, lr, step);
      adamStep(model.b1, g.b1, opt.b1, lr, step);
      adamStep(model.w2, g.w2, opt.w2, lr, step);
      adamStep(model.b2, g.b2, opt.b2, lr, step);
    }
    log(`epoch ${epoch + 1}/${config.epochs} loss ${(loss / examples.length).toFixed(4)}`);
  }
  return model;
}

/** ONNX graph: input `features` [N, F] float32 → `probabilities` [N, C], `label` int64 [N]. */
export function mlpGraph(model: TrainedMlp, name: string, docString: string): Uint8Array {
  const g = new OnnxGraphBuilder(name);
  g.input('features', 'float32', ['N', model.inputs]);
  g.initializer('w1', 'float32', [model.inputs, model.hidden], model.w1);
  g.initializer('b1', 'float32', [model.hidden], model.b1);
  g.initializer('w2', 'float32', [model.hidden, model.classes], model.w2);
  g.initializer('b2', 'float32', [model.classes], model.b2);
  const hidden = g.node('Relu', [g.node('Add', [g.node('MatMul', ['features', 'w1']), 'b1'])]);
  const logits = g.node('Add', [g.node('MatMul', [hidden, 'w2']), 'b2']);
  g.node('Softmax', [logits], { axis: 1 }, ['probabilities']);
  g.node('ArgMax', ['probabilities'], { axis: 1, keepdims: 0 }, ['label']);
  g.output('probabilities', 'float32', ['N', model.classes]);
  g.output('label', 'int64', ['N']);
  return g.encode(docString);
}
