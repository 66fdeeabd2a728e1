// OCR'd pages of train-split scans, cached as JSON so field-extraction work (error analysis, the
// layout-role model's OCR training lines) re-reads them in seconds instead of re-running OCR.
// `node --import tsx bench/extraction/page-cache.ts [--invoices=N] [--receipts=N] [--photos=N] [--dir=/tmp/x]`
// fills the cache (skipping cases already there); `loadPageCache(dir)` reads it back. --photos adds
// N more phone-photographed invoices and N/3 photographed receipts (seeds past the ones above, in
// their natural form), since photos are where extraction fails most.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseDescriptor, DocumentTruth } from '../../data/corpus/index.js';
import { createOcr } from '../../engine/ocr/index.js';
import { runPipeline } from '../../engine/pipeline.js';
import type { DocumentKind, PageText } from '../../engine/types.js';
import { loadCase, photoCases, pickCases, profileOf, type LoadedCase } from './samples.js';

export const DEFAULT_CACHE_DIR = '/tmp/invoice-engine-page-cache';

export interface CachedCase {
  caseId: string;
  kind: DocumentKind;
  variant: string;
  /** First page's degradation profile. */
  profile: string | null;
  documents: DocumentTruth[];
  pages: PageText[];
}

export function loadPageCache(dir = DEFAULT_CACHE_DIR): CachedCase[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CachedCase);
}

// The server defaults (server/config.ts), so cached pages read as production reads them.
const LIMITS = { maxPages: 200, maxImagePixels: 60_000_000, rasterDpi: 200 };

async function* casesToCache(invoices: number, receipts: number, photos: number): AsyncGenerator<CaseDescriptor | LoadedCase> {
  yield* pickCases('train', invoices, { kinds: ['invoice'], variants: ['scan-image', 'scan-pdf'] });
  yield* pickCases('train', receipts, { kinds: ['receipt'], variants: ['scan-image', 'scan-pdf'] });
  yield* photoCases('train', 'invoice', 'photo', invoices, photos);
  yield* photoCases('train', 'receipt', 'thermal-photo', receipts, Math.ceil(photos / 3));
}

async function fill(dir: string, invoices: number, receipts: number, photos: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const ocr = await createOcr({ intraOpThreads: 1 });
  try {
    for await (const d of casesToCache(invoices, receipts, photos)) {
      const file = path.join(dir, `${d.id}.json`);
      if (existsSync(file)) continue;
      const c = 'truth' in d ? d : await loadCase(d);
      const kind = c.truth.documents[0]!.kind;
      const pages: PageText[] = [];
      const started = performance.now();
      await runPipeline(c.bytes, { kind, limits: LIMITS, ocr, onPageText: (p) => pages.push(p) });
      const cached: CachedCase = {
        caseId: d.id,
        kind,
        variant: c.truth.variant,
        profile: profileOf(c),
        documents: c.truth.documents,
        pages,
      };
      writeFileSync(file, JSON.stringify(cached));
      console.error(`${d.id} ${kind} ${c.truth.variant} ${pages.length}p ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await ocr.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name: string, fallback: string): string => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  await fill(arg('dir', DEFAULT_CACHE_DIR), Number(arg('invoices', '120')), Number(arg('receipts', '40')), Number(arg('photos', '0')));
}
