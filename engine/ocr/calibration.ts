// The committed activation ranges of the int8 OCR graphs (quantize.ts), built by
// models/ocr/build-calibration.ts (`npm run models`) from train-split pages.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { QuantizeOptions, RangeTable } from './quantize.js';

/** Path of the table relative to the repository root. */
export const CALIBRATION_FILE = 'models/ocr/calibration.json';

export interface CalibrationTable {
  version: 1;
  /** How many train-split pages the ranges were measured on. */
  pages: number;
  detector: RangeTable;
  recognizer: RangeTable;
}

/**
 * Per model: the rec graph's transformer neck (after its AveragePool) runs on a few frames of
 * 3 rows, costs little, and its attention is where int8 would hurt most, so it stays fp32.
 */
export const QUANTIZE_OPTIONS: { detector: QuantizeOptions; recognizer: QuantizeOptions } = {
  detector: {},
  recognizer: { floatFrom: ['p2o.AveragePool.1'] },
};

/**
 * The rec graph's heaviest pointwise convolutions (240x240 at 1/4 height, 480x240 and 480x480
 * at 1/8 and 1/16), named by their output tensors in the fused graph: about half of its fp32
 * CPU time (ORT profile of a 320-column strip). Partial int8 (CreateOcrOptions.recInt8Pointwise)
 * quantizes these alone.
 */
export const REC_HEAVY_POINTWISE = ['p2o.Add.107', 'p2o.Add.123', 'p2o.Add.139', 'p2o.Add.155', 'p2o.Add.175', 'p2o.Add.195', 'p2o.Add.211', 'p2o.Add.227'] as const;

export const DEFAULT_CALIBRATION_PATH = fileURLToPath(new URL(`../../${CALIBRATION_FILE}`, import.meta.url));

function checkRanges(table: unknown, which: string, file: string): RangeTable {
  if (!table || typeof table !== 'object') throw new Error(`${file}: "${which}" is not an object of ranges`);
  for (const [name, range] of Object.entries(table)) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every(Number.isFinite) || range[0] > range[1]) {
      throw new Error(`${file}: ${which} range of ${name} is not [min, max]: ${JSON.stringify(range)}`);
    }
  }
  return table as RangeTable;
}

export async function loadCalibration(file: string = DEFAULT_CALIBRATION_PATH): Promise<CalibrationTable> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw new Error(`OCR calibration table unreadable (${file}); rebuild it with npm run models: ${(err as Error).message}`);
  }
  const table = parsed as Partial<CalibrationTable>;
  if (table.version !== 1) throw new Error(`${file}: unknown calibration version ${String(table.version)}`);
  return {
    version: 1,
    pages: Number(table.pages),
    detector: checkRanges(table.detector, 'detector', file),
    recognizer: checkRanges(table.recognizer, 'recognizer', file),
  };
}
