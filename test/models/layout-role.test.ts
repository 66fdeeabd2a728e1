// The layout-role model: the shipped models/layout-role.onnx loads and labels a generated page it
// never saw, the same way every time; and the whole build (generated pages → labels → features →
// MLP → ONNX + manifest) runs on a tiny set inside the test and loads through the engine's loader.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRows } from '../../engine/layout/rows.js';
import { pageFeatures } from '../../engine/roles/features.js';
import { LayoutRoleModel } from '../../engine/roles/model.js';
import { LAYOUT_ROLES, roleIndex } from '../../engine/roles/roles.js';
import { buildLayoutRoleModel, LAYOUT_ROLE_CONFIG } from '../../models/lib/layout-role-build.js';
import { pageExamples, textLayerPages } from '../../models/lib/layout-role-data.js';
import { labelPage } from '../../models/lib/layout-role-labels.js';
import { predictMlp, trainMlp } from '../../models/lib/layout-role-mlp.js';

const MODELS_DIR = fileURLToPath(new URL('../../models/', import.meta.url));
// A train-split seed far from the seeds the shipped model was trained on (0..599).
const UNSEEN_SEED = 999_001;

const argmax = (p: Float32Array): number => p.indexOf(Math.max(...p));

t.test('the shipped model labels an unseen generated invoice page, stably', async (t) => {
  const model = await LayoutRoleModel.load(MODELS_DIR);
  t.teardown(() => model.close());
  const [{ page, truth }] = await textLayerPages(UNSEEN_SEED, 'invoice');
  const rows = buildRows(page!);
  const labels = labelPage(rows, truth!);
  const [first] = await model.classify([rows]);
  const [again] = await model.classify([rows]);
  t.same(again!.probabilities.map((r) => r.map((p) => [...p])), first!.probabilities.map((r) => r.map((p) => [...p])), 'same input, same output');
  let right = 0;
  let total = 0;
  const found = new Set<string>();
  let normalised = true;
  first!.probabilities.forEach((row, r) => row.forEach((p, s) => {
    normalised &&= Math.abs(p.reduce((a, b) => a + b, 0) - 1) < 1e-4;
    total += 1;
    if (argmax(p) === labels[r]![s]) right += 1;
    if (labels[r]![s] !== roleIndex('other') && argmax(p) === labels[r]![s]) found.add(LAYOUT_ROLES[labels[r]![s]!]!);
  }));
  t.ok(normalised, 'every segment\'s probabilities sum to 1');
  t.ok(right / total >= 0.85, `segment accuracy ${(right / total).toFixed(2)} on an unseen page`);
  for (const role of ['vendor', 'invoiceNumber', 'invoiceDate', 'total'] as const) t.ok(found.has(role), `finds the ${role}`);
});

t.test('the model refuses a manifest built for other roles', async (t) => {
  const dir = t.testdir({
    'layout-role.json': JSON.stringify({ model: 'layout-role.onnx', roles: ['other', 'vendor'], featureCount: 1, featureVersion: 1 }),
  });
  await t.rejects(LayoutRoleModel.load(dir), /other roles or features/);
  await t.rejects(LayoutRoleModel.load(join(dir, 'missing')), /missing or unreadable/);
});

t.test('a model built from a tiny set loads and matches the training code', async (t) => {
  const dir = t.testdir({});
  const config = { ...LAYOUT_ROLE_CONFIG, hidden: 12, epochs: 3 };
  const { manifest, model: trained } = await buildLayoutRoleModel({ outDir: dir, log: () => {}, trainFiles: 3, heldOutFiles: 1, heldOutFirstSeed: 500_000, config });
  t.same(manifest.roles, [...LAYOUT_ROLES]);
  t.ok(manifest.trainExamples > 50, `${manifest.trainExamples} training segments`);
  t.equal(manifest.heldOut.perRole.length, LAYOUT_ROLES.length);
  t.same(JSON.parse(readFileSync(join(dir, 'layout-role.json'), 'utf8')).roles, [...LAYOUT_ROLES]);

  // The ONNX graph, loaded by the engine, computes what the training code's forward pass does.
  const model = await LayoutRoleModel.load(dir);
  t.teardown(() => model.close());
  const [{ page }] = await textLayerPages(3, 'invoice');
  const rows = buildRows(page!);
  const [roles] = await model.classify([rows]);
  const features = pageFeatures(rows).flat();
  const onnx = roles!.probabilities.flat();
  t.equal(onnx.length, features.length, 'one probability vector per segment');
  const worst = Math.max(...features.map((f, i) => Math.max(...predictMlp(trained, f).map((p, c) => Math.abs(p - onnx[i]![c]!)))));
  t.ok(worst < 1e-4, `ONNX and TypeScript agree (max difference ${worst.toExponential(1)})`);
});

t.test('training is deterministic and learns the training pages', async (t) => {
  const examples = (await textLayerPages(7, 'invoice')).flatMap((p) => pageExamples(p.page, p.truth));
  const config = { ...LAYOUT_ROLE_CONFIG, hidden: 16, epochs: 60, batchSize: 8, learningRate: 0.01, classWeightPower: 0 };
  const a = trainMlp(examples, LAYOUT_ROLES.length, config);
  const b = trainMlp(examples, LAYOUT_ROLES.length, config);
  t.same([...a.w2], [...b.w2], 'same examples and seed, same weights');
  const right = examples.filter((e) => argmax(predictMlp(a, e.features)) === e.label).length;
  t.ok(right / examples.length > 0.9, `fits its training page (${right}/${examples.length})`);
});
