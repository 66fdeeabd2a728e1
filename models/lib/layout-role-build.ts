// Builds models/layout-role.onnx + layout-role.json: examples from generated train-split
// documents (layout-role-data.ts), the MLP of layout-role-mlp.ts, and a per-role accuracy on
// held-out generated pages (train-split seeds never trained on) written into the manifest.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURE_COUNT, FEATURE_VERSION } from '../../engine/roles/features.js';
import { LAYOUT_ROLES } from '../../engine/roles/roles.js';
import { roleExamples } from './layout-role-data.js';
import { mlpGraph, predictMlp, trainMlp, type MlpConfig, type RoleExample, type TrainedMlp } from './layout-role-mlp.js';

export const LAYOUT_ROLE_MODEL = 'layout-role';

export interface LayoutRoleBuildOptions {
  outDir: string;
  log: (line: string) => void;
  /** Generated files to train on (train seeds from 0) and to hold out (seeds from heldOutFirstSeed). */
  trainFiles: number;
  heldOutFiles: number;
  heldOutFirstSeed: number;
  config: MlpConfig;
}

export const LAYOUT_ROLE_CONFIG: MlpConfig = {
  hidden: 48,
  epochs: 8,
  batchSize: 64,
  learningRate: 0.003,
  weightDecay: 0.0001,
  classWeightPower: 0.5,
  seed: 20251121,
};

export interface RoleScore {
  role: string;
  /** Segments of this role in the held-out pages. */
  support: number;
  precision: number;
  recall: number;
}

export interface LayoutRoleManifest {
  model: string;
  roles: string[];
  featureCount: number;
  featureVersion: number;
  trainExamples: number;
  heldOut: { examples: number; accuracy: number; perRole: RoleScore[] };
}

export function scoreRoles(model: TrainedMlp, examples: readonly RoleExample[]): LayoutRoleManifest['heldOut'] {
  const C = LAYOUT_ROLES.length;
  const truePos = new Array<number>(C).fill(0);
  const predicted = new Array<number>(C).fill(0);
  const support = new Array<number>(C).fill(0);
  let right = 0;
  for (const e of examples) {
    const p = predictMlp(model, e.features);
    let best = 0;
    for (let c = 1; c < C; c++) if (p[c]! > p[best]!) best = c;
    predicted[best]!++;
    support[e.label]!++;
    if (best === e.label) {
      truePos[best]!++;
      right++;
    }
  }
  const round = (x: number) => Math.round(x * 10000) / 10000;
  return {
    examples: examples.length,
    accuracy: round(right / Math.max(1, examples.length)),
    perRole: LAYOUT_ROLES.map((role, c) => ({
      role,
      support: support[c]!,
      precision: round(truePos[c]! / Math.max(1, predicted[c]!)),
      recall: round(truePos[c]! / Math.max(1, support[c]!)),
    })),
  };
}

export async function buildLayoutRoleModel(options: LayoutRoleBuildOptions): Promise<{ modelPath: string; manifest: LayoutRoleManifest; model: TrainedMlp }> {
  const { log } = options;
  const started = Date.now();
  const train = await roleExamples({ firstSeed: 0, files: options.trainFiles, ocrShare: 0.6, seed: 1 });
  const heldOut = await roleExamples({ firstSeed: options.heldOutFirstSeed, files: options.heldOutFiles, ocrShare: 0.6, seed: 2 });
  log(`layout-role: ${train.length} train / ${heldOut.length} held-out segments from ${options.trainFiles} / ${options.heldOutFiles} generated files (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const model = trainMlp(train, LAYOUT_ROLES.length, options.config, (line) => log(`layout-role ${line}`));
  const scores = scoreRoles(model, heldOut);
  log(`layout-role held-out accuracy ${(scores.accuracy * 100).toFixed(1)}%: ${scores.perRole.map((r) => `${r.role} P${(r.precision * 100).toFixed(0)}/R${(r.recall * 100).toFixed(0)}`).join(', ')}`);
  const modelPath = join(options.outDir, `${LAYOUT_ROLE_MODEL}.onnx`);
  writeFileSync(modelPath, mlpGraph(model, LAYOUT_ROLE_MODEL, `roles: ${LAYOUT_ROLES.join(',')}`));
  const manifest: LayoutRoleManifest = {
    model: `${LAYOUT_ROLE_MODEL}.onnx`,
    roles: [...LAYOUT_ROLES],
    featureCount: FEATURE_COUNT,
    featureVersion: FEATURE_VERSION,
    trainExamples: train.length,
    heldOut: scores,
  };
  writeFileSync(join(options.outDir, `${LAYOUT_ROLE_MODEL}.json`), `${JSON.stringify(manifest, null, 1)}\n`);
  return { modelPath, manifest, model };
}
