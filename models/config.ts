// Hyper-parameters of the shipped models, in one place (build-all.ts and tests read them).
import type { ClassifierBuildInput } from './lib/classifier-build.js';

/** Most frequent pretrained words kept in models/vocab.txt (plus training-corpus words). */
export const TOP_FREQUENT_WORDS = 40000;

type ModelConfig = Pick<ClassifierBuildInput, 'config' | 'features'>;

export const COST_MODEL_CONFIG: ModelConfig = {
  config: { buckets: 1 << 16, ngramDims: 32, hidden: 128, epochs: 6, batchSize: 32, learningRate: 3e-3, tokenDropout: 0.2, ngramGroupDropout: 0.3, weightDecay: 0, seed: 7 },
  features: { minN: 3, maxN: 5, wordPairs: true, maxWords: 64, maxNgrams: 256 },
};

export const TAX_MODEL_CONFIG: ModelConfig = {
  config: { buckets: 1 << 15, ngramDims: 32, hidden: 64, epochs: 6, batchSize: 32, learningRate: 3e-3, tokenDropout: 0.2, ngramGroupDropout: 0.3, weightDecay: 0, seed: 11 },
  features: { minN: 3, maxN: 5, wordPairs: false, maxWords: 96, maxNgrams: 384 },
};
