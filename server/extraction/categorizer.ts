// Adapts the engine's categorizer (trained ONNX models in models/, engine/categorize) to what the
// extraction service needs, including a tax category per receipt line. When the model files are
// missing or fail to load, the transparent rule-based categorizers take over and the start-up log
// says so (a partial install must not take extraction down).
import { createCategorizer as createEngineCategorizer } from '../../engine/categorize/index.js';
import { categorizeByRules } from '../../engine/categorize/rules.js';
import { taxCategoryByRules } from '../../engine/categorize/tax-rules.js';
import type { Logger } from '../logger.js';
import { MODELS_DIR } from '../models-dir.js';
import type { Categorizer } from './service.js';

/** Probability reported for rule answers: rules carry no calibrated score. */
const RULE_PROBABILITY = 0.5;

export function ruleCategorizer(): Categorizer {
  return {
    costCategories: async (descriptions) =>
      descriptions.map((d) => ({ label: categorizeByRules(d).label, probability: RULE_PROBABILITY })),
    taxCategory: async (merchant, items) => ({ label: taxCategoryByRules(merchant, items), probability: RULE_PROBABILITY }),
    lineTaxCategories: async (merchant, items) =>
      items.map((item) => ({ label: taxCategoryByRules(merchant, [item]), probability: RULE_PROBABILITY })),
  };
}

export async function createCategorizer(log: Logger, modelsDir = MODELS_DIR): Promise<Categorizer> {
  let engine;
  try {
    engine = await createEngineCategorizer({ modelsDir, intraOpNumThreads: 1 });
  } catch (err) {
    log.warn({ err, modelsDir }, 'categorization models unavailable; using the rule-based categorizers');
    return ruleCategorizer();
  }
  return {
    costCategories: (descriptions) => engine.costCategories(descriptions),
    taxCategory: (merchant, items) => engine.taxCategory(merchant, items),
    lineTaxCategories: (merchant, items) => Promise.all(items.map((item) => engine.taxCategory(merchant, [item]))),
  };
}
