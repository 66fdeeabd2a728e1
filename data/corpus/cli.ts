// Writes a slice of the corpus to a folder: one file per case plus <id>.truth.json, and an
// index.json listing them. Usage:
//   node --import tsx data/corpus/cli.ts --split test --count 50 --out /tmp/corpus
//     [--variant text-pdf|scan-image|scan-pdf|multi-vendor-pdf] [--kind invoice|receipt]
//     [--locale de-DE] [--lines 60] [--format jpeg|png|webp] [--degrade clean|scan|photo|thermal-photo]

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { CaseOptions, Split } from './index.js';
import { SPLITS, corpusCases } from './index.js';
import { LOCALES } from './locale.js';
import type { LocaleId } from './locale.js';

const VARIANTS = ['text-pdf', 'scan-image', 'scan-pdf', 'multi-vendor-pdf'] as const;
const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`--${name} must be one of ${allowed.join(', ')}; got ${value}`);
  return value as T;
}

export interface CliResult {
  written: { id: string; file: string; truth: string; mime: string; pages: number }[];
  ms: number;
}

export async function runCli(argv: string[]): Promise<CliResult> {
  const { values } = parseArgs({
    args: argv,
    options: {
      split: { type: 'string', default: 'test' },
      count: { type: 'string', default: '20' },
      out: { type: 'string' },
      variant: { type: 'string' },
      kind: { type: 'string' },
      locale: { type: 'string' },
      lines: { type: 'string' },
      format: { type: 'string' },
      degrade: { type: 'string' },
    },
    strict: true,
  });
  if (!values.out) throw new Error('--out DIR is required');
  const split = oneOf<Split>('split', values.split, Object.keys(SPLITS) as Split[])!;
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive integer; got ${values.count}`);
  const filter: CaseOptions = {};
  const variant = oneOf('variant', values.variant, VARIANTS);
  if (variant) filter.variant = variant;
  const kind = oneOf('kind', values.kind, ['invoice', 'receipt'] as const);
  if (kind) filter.kind = kind;
  const locale = oneOf<LocaleId>('locale', values.locale, LOCALES);
  if (locale) filter.locale = locale;
  const format = oneOf('format', values.format, ['jpeg', 'png', 'webp'] as const);
  if (format) filter.imageFormat = format;
  const degrade = oneOf('degrade', values.degrade, ['clean', 'scan', 'photo', 'thermal-photo'] as const);
  if (degrade) filter.degrade = degrade;
  if (values.lines !== undefined) {
    const n = Number(values.lines);
    if (!Number.isInteger(n) || n < 1 || n > 200) throw new Error(`--lines must be 1..200; got ${values.lines}`);
    filter.lineCount = n;
  }

  mkdirSync(values.out, { recursive: true });
  const started = performance.now();
  const written: CliResult['written'] = [];
  for await (const c of corpusCases(split, count, filter)) {
    const file = `${c.id}.${EXT[c.mime] ?? 'bin'}`;
    const truth = `${c.id}.truth.json`;
    writeFileSync(join(values.out, file), c.bytes);
    writeFileSync(join(values.out, truth), `${JSON.stringify({ id: c.id, file, ...c.truth }, null, 2)}\n`);
    written.push({ id: c.id, file, truth, mime: c.mime, pages: c.truth.pageCount });
  }
  writeFileSync(join(values.out, 'index.json'), `${JSON.stringify({ split, filter, cases: written }, null, 2)}\n`);
  return { written, ms: performance.now() - started };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runCli(process.argv.slice(2)).then(
    (r) => console.log(`wrote ${r.written.length} cases in ${Math.round(r.ms)} ms`),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
