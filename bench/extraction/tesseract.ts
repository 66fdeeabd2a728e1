// Tesseract (Debian tesseract-ocr) as the OCR baseline: same page rasters, one thread per
// process (OMP_THREAD_LIMIT=1, as the issue asks), page segmentation mode 3 (fully automatic,
// no orientation detection).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RgbaImage } from '../../engine/types.js';

const run = promisify(execFile);

/** Languages the benchmark would like Tesseract to read with, besides English. */
export const WANTED_LANGUAGES = ['eng', 'deu', 'fra', 'spa'] as const;

const TESSERACT_CODE: Record<string, string> = { en: 'eng', de: 'deu', fr: 'fra', es: 'spa' };

/** What to hand Tesseract for a document in `language` (a corpus language code): English, plus
 * the document's own language when it is not English (its labels are often English too). */
export function tesseractLanguagesOf(language: string): string[] {
  const own = TESSERACT_CODE[language];
  return own && own !== 'eng' ? ['eng', own] : ['eng'];
}

export async function installedLanguages(): Promise<string[]> {
  // Older builds print the list on stderr.
  const { stdout, stderr } = await run('tesseract', ['--list-langs']);
  return `${stdout}\n${stderr}`
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[a-z_]{3,}$/i.test(l));
}

export interface TesseractPlan {
  languages: string[];
  missing: string[];
}

export async function planLanguages(): Promise<TesseractPlan> {
  const installed = new Set(await installedLanguages());
  if (!installed.has('eng')) throw new Error('tesseract has no eng traineddata; install tesseract-ocr-eng');
  return {
    languages: WANTED_LANGUAGES.filter((l) => installed.has(l)),
    missing: WANTED_LANGUAGES.filter((l) => !installed.has(l)),
  };
}

export interface TesseractPage {
  lines: string[];
  ms: number;
}

/** OCRs one image file; the time is the whole process (start-up and model load included). */
export async function recognizeWithTesseract(imagePath: string, languages: readonly string[]): Promise<TesseractPage> {
  const started = performance.now();
  const { stdout } = await run('tesseract', [imagePath, 'stdout', '--psm', '3', '-l', languages.join('+')], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { lines: stdout.split('\n'), ms: performance.now() - started };
}

/** Binary PPM (P6) of an RGBA raster: lossless, and every Tesseract build reads it. */
export function rgbaToPpm(image: RgbaImage): Buffer {
  const header = Buffer.from(`P6\n${image.width} ${image.height}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(image.width * image.height * 3);
  for (let i = 0, o = 0; i < image.data.length; i += 4, o += 3) {
    pixels[o] = image.data[i]!;
    pixels[o + 1] = image.data[i + 1]!;
    pixels[o + 2] = image.data[i + 2]!;
  }
  return Buffer.concat([header, pixels]);
}
