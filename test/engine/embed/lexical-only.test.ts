import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { createEmbedder, lexicalOnly } from '../../../engine/embed/index.js';

const modelsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'models');
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const nonzero = (v: Float32Array, from: number, to: number) => v.slice(from, to).filter((x) => x !== 0).length;

t.test('a code query keeps only its n-gram block, unit length', async (t) => {
  const embedder = await createEmbedder({ modelsDir });
  const { semanticDims } = embedder;
  t.equal(semanticDims, 100);
  const [code, doc, other] = await embedder.embed([
    'INV-2024-0017',
    'Harbor Supply invoice INV-2024-0017 chicken breast 4/10# 2024-03-15',
    'Harbor Supply invoice INV-2023-9981 chicken breast 4/10# 2023-11-02',
  ]);
  t.ok(nonzero(code!, 0, semanticDims) > 0, '"2024" is a word the pretrained vectors know');
  const lexical = lexicalOnly(code!, semanticDims);
  t.equal(nonzero(lexical, 0, semanticDims), 0, 'no word-meaning dimensions left');
  t.ok(nonzero(lexical, semanticDims, lexical.length) <= 40, 'a handful of n-gram dimensions');
  t.ok(Math.abs(dot(lexical, lexical) - 1) < 1e-5, 'unit length');
  t.ok(dot(lexical, doc!) - dot(lexical, other!) >= dot(code!, doc!) - dot(code!, other!),
    'the document holding the code stands out at least as far from its near twin');
});

t.test('a vector with an empty n-gram block is left as it is', async (t) => {
  const v = new Float32Array(8);
  v[0] = 1;
  t.equal(lexicalOnly(v, 4), v);
});
