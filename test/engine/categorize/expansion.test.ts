// Short-word expansion for the cost model: cut and vowel-dropped tokens map back to domain words.
import t from 'tap';
import { consonantSkeleton, ShortWordExpander } from '../../../engine/categorize/expansion.js';
import { classifierFeatures, type ClassifierManifest } from '../../../engine/categorize/features.js';
import { Vocabulary } from '../../../engine/onnx/text-features.js';

// Frequent English words first (ids 1..), as in models/vocab.txt.
const vocab = new Vocabulary(['new', 'the', 'clams', 'potatoes', 'chicken', 'russet', 'newspaper', 'cucumber', 'wings']);
const domain = ['chicken', 'potatoes', 'newspaper', 'russet', 'cucumber', 'wings'];

t.test('consonant skeleton follows the distributor rule', async (t) => {
  t.equal(consonantSkeleton('chicken'), 'chckn');
  t.equal(consonantSkeleton('cucumber'), 'cmbr', 'doubles collapse, as distributors print it');
  t.equal(consonantSkeleton('apple'), 'apl');
});

t.test('cut and vowel-dropped tokens expand; real and frequent words do not', async (t) => {
  const e = new ShortWordExpander(domain, vocab);
  t.equal(e.expand('pota'), 'potatoes');
  t.equal(e.expand('russe'), 'russet');
  t.equal(e.expand('chckn'), 'chicken');
  t.equal(e.expand('cmbr'), 'cucumber');
  t.equal(e.expand('wngs'), 'wings');
  t.equal(e.expand('new'), null, 'a frequent word is not a cut "newspaper"');
  t.equal(e.expand('clams'), null, 'a word with its own vector stays itself');
  t.equal(e.expand('chicken'), null, 'domain words stay');
  t.equal(e.expand('zq'), null, 'too short');
  t.equal(e.expand('xyzzy'), null, 'no candidate');
});

t.test('classifier features use the expansion only when the manifest lists domain words', async (t) => {
  const base: ClassifierManifest = { model: 'm.onnx', vocab: 'vocab.txt', labels: ['a'], buckets: 64, minN: 3, maxN: 4, wordPairs: false, maxWords: 8, maxNgrams: 64 };
  const plain = classifierFeatures('RUSSE POTA', vocab, base);
  t.same(plain.words, [], 'no known word without expansion');
  const expanded = classifierFeatures('RUSSE POTA', vocab, { ...base, domainWords: domain });
  t.same(expanded.words, [vocab.id('russet'), vocab.id('potatoes')]);
  t.same(expanded.ngrams, plain.ngrams, 'n-grams still come from the raw tokens');
});
