// English glosses for foreign line-item words (engine/gloss), and their place in the cost
// model's features.
import t from 'tap';
import { classifierFeatures, type ClassifierManifest } from '../../../engine/categorize/features.js';
import { englishGloss } from '../../../engine/gloss/gloss.js';
import { normalizeText, Vocabulary } from '../../../engine/onnx/text-features.js';

// The model's word list: frequent English words first, then a rare one (rank past the top 40k).
const WORDS = ['steak', 'fillet', 'wholesale', 'salad'];
const rank = (w: string) => (w === 'portobello' ? 54455 : WORDS.indexOf(w) + 1);
const gloss = (word: string) => englishGloss(normalizeText(word), rank);

t.test('words of each language are glossed', async (t) => {
  t.same(gloss('Lejía'), ['bleach'], 'Spanish');
  t.same(gloss('loyer'), ['rent'], 'French');
  t.same(gloss('Spülmittel'), ['detergent'], 'German, umlaut written or not');
  t.same(gloss('spulmittel'), ['detergent']);
  t.same(gloss('Bœuf'), gloss('boeuf'), 'the ligature is written out, not split off');
  t.ok(gloss('boeuf'));
});

t.test('German compounds split at their head, modifiers first', async (t) => {
  t.same(gloss('Rinderhackfleisch'), ['beef', 'ground', 'meat'], 'three parts with a linking "er"');
  t.same(gloss('Zitronenreiniger'), ['lemons', 'cleaner'], 'linking "n"');
  t.same(gloss('Schweinesteak'), ['pork', 'steak'], 'an English head after a known modifier');
  const unknownModifier = gloss('Krustenbrot');
  t.same(unknownModifier, ['bread'], 'an unknown modifier leaves the head');
});

t.test('a known modifier beats a longer head after an unknown one', async (t) => {
  // "versandpauschale" also ends in "schale" (bowl); the known "versand" makes it a fee.
  t.same(gloss('Versandpauschale'), ['shipping', 'fee']);
});

t.test('Dutch compounds split the same way; Italian and Portuguese words are glossed', async (t) => {
  t.same(gloss('varkensvlees'), ['pork', 'meat'], 'linking "s"');
  t.same(gloss('candeggina'), ['bleach']);
  t.same(gloss('aluguel'), ['rent']);
});

t.test('English words and short tokens are left alone', async (t) => {
  t.equal(gloss('wholesale'), null, 'a frequent word is never split');
  t.equal(gloss('portobello'), null, 'nor is a rare one the word list holds');
  t.equal(gloss('antiadherente'), null, 'a Spanish "-ente" is no German duck');
  t.equal(gloss('pain'), null, 'French bread is left out: English pain');
  t.equal(gloss('xyzbrot'.slice(0, 5)), null, 'too short to split');
  t.equal(gloss('qwertzuiop'), null, 'no head');
});

t.test('the gloss follows its token in the classifier features only when the manifest asks', async (t) => {
  const vocab = new Vocabulary(['the', 'bread', 'bleach', 'rent', '5l']);
  const base: ClassifierManifest = { model: 'm.onnx', vocab: 'vocab.txt', labels: ['a'], buckets: 64, minN: 3, maxN: 4, wordPairs: false, maxWords: 8, maxNgrams: 64 };
  const plain = classifierFeatures('Vollkornbrot Lejía 5L', vocab, base);
  t.same(plain.words, [], 'no known word without the gloss');
  const glossed = classifierFeatures('Vollkornbrot Lejía 5L', vocab, { ...base, gloss: true });
  t.same(glossed.words, [vocab.id('bread'), vocab.id('bleach')]);
  t.same(glossed.ngrams, plain.ngrams, 'n-grams still come from the printed tokens');
});
